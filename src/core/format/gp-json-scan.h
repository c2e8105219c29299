/* gp-json-scan.h
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

#include "gp-format-enums.h"
#include "gp-json-text.h"

G_BEGIN_DECLS

/* One member of a large JSON document found by a byte scan, without
 * parsing it. */

typedef enum
{
  GP_JSON_SCAN_FOUND,
  GP_JSON_SCAN_ABSENT,
  /* Not something this scanner can vouch for (not an object, a duplicate or
   * escaped key, comments or quotes JSON does not have, nesting deeper than
   * GP_JSON_TEXT_MAX_DEPTH, trailing text): let a real parser decide. */
  GP_JSON_SCAN_UNSURE,
} GpJsonScanResult;

/* The byte range [*value_start, *value_end) of the value of the top-level
 * member @key of the object in @data. Strings, escapes and nesting are
 * respected; values are not validated. */
GpJsonScanResult  gp_json_scan_member       (const char *data,
                                             gsize       len,
                                             const char *key,
                                             gsize      *value_start,
                                             gsize      *value_end);

/* Told, about every 4 MiB, that the text before @consumed is scanned. */
typedef void (*GpJsonScanProgress) (gsize    consumed,
                                    gpointer user_data);

/* The same, telling @progress how far it is (a caller that maps a large
 * file gives back the pages behind the scan). */
GpJsonScanResult  gp_json_scan_member_full  (const char         *data,
                                             gsize               len,
                                             const char         *key,
                                             gsize              *value_start,
                                             gsize              *value_end,
                                             GpJsonScanProgress  progress,
                                             gpointer            user_data);

G_END_DECLS
