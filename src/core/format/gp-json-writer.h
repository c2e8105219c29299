/* gp-json-writer.h: JSON written byte for byte as Python's json.dumps() writes it
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

/* Serializes like Python's json.dumps(d): compact with ", " and ": ",
 * non-ASCII as \uXXXX, floats in their shortest round-trip form (1.0, 0.25,
 * 1e-05), NaN/Inf as null. Member order is the object's insertion order. */
char   *gp_json_to_string       (JsonNode   *node);
void    gp_json_append          (GString    *out,
                                 JsonNode   *node);
void    gp_json_append_double   (GString    *out,
                                 double      value);
void    gp_json_append_string   (GString    *out,
                                 const char *str);

G_END_DECLS
