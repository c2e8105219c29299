/* gp-redact.h: redaction of endpoints and secrets before a session is shared
 *
 * Copyright 2026 The gst-profile authors
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Redaction of endpoints and secrets before a session is shared
 * (reference.md §4):
 *   - `scheme://user:pass@` → `scheme://[redacted]@`;
 *   - `key=value` for the sensitive property keys → `key=[redacted]` (key
 *     case-insensitive, `_` same as `-`; the value is one shell-like word,
 *     quotes and the spaces inside them included);
 *   - runs of ≥ 24 characters from [A-Za-z0-9+/_-] holding a digit and a
 *     letter → `[redacted]`. */

#define GP_REDACTED "[redacted]"

/* The three text rules, in that order, repeated until the text is stable
 * (a replacement can complete another pattern). Never NULL for a non-NULL
 * @text. */
char      *gp_redact_text              (const char *text);
/* Whether @key is one of the sensitive property names. */
gboolean   gp_redact_is_sensitive_key  (const char *key);
/* A property value: replaced outright for a sensitive key, else the text rules. */
char      *gp_redact_property          (const char *key,
                                        const char *value);

/* A redacted deep copy (every node mutable) of a `gst-profile/1` tree, e.g.
 * from gp_session_to_json(); @root is not modified (it may be immutable).
 * Redacted: session.launch, session.command[], session.notes[],
 * graph.elements[].props, events[].text and findings[] (title, why,
 * fix_text). Members that are missing or of another type are left alone. */
JsonNode  *gp_redact_session_json      (JsonNode   *root);
/* In place, on a mutable finding object: its title, why and fix_text. */
void       gp_redact_finding_json      (JsonObject *finding);
/* A deep copy in which every node, object and array is mutable. */
JsonNode  *gp_redact_deep_copy         (JsonNode   *node);

G_END_DECLS
