/* gp-error-text.h: what a front end says about an error: one clean sentence, and the detail
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

#include <gio/gio.h>

G_BEGIN_DECLS

/* One sentence for a person about @error, the failure to open @subject
 * (the file a title already names; may be NULL): known domains and codes
 * in words of their own (not found, permission, a folder or another file
 * that is not a regular one, the GP_ERROR messages of the loaders: empty,
 * binary, not UTF-8, JSON syntax, a JSON or gzip file cut short, not a
 * session, not a tracer log, a damaged session), anything else cleaned as
 * gp_error_text_clean() does. The other files of the load, @others
 * (NULL-terminated, may be NULL: dot dumps, a tegrastats log), are named
 * by their base name. Never cut: the whole reason is there. */
char *gp_error_text_sentence (const GError        *error,
                              const char          *subject,
                              const char * const  *others);

/* @message as one sentence: on one line, without GLib's and json-glib's
 * locations ("<data>:1:3002: Parse error: ", "at byte 11"), @subject
 * (may be NULL) said as "the file", starting with a capital and ending
 * with a full stop. */
char *gp_error_text_clean    (const char          *message,
                              const char          *subject);

/* The raw message of @error for the details, as it came but for trailing
 * blanks and newlines. */
char *gp_error_text_detail   (const GError        *error);

G_END_DECLS
