/* gp-str-map.h: an ordered string → string map (element props, pads)
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

#include <glib.h>

G_BEGIN_DECLS

/* An ordered string → string map (element props, pads): JSON key order is
 * kept on load and save. */
typedef struct _GpStrMap GpStrMap;

GpStrMap    *gp_str_map_new       (void);
void         gp_str_map_free      (GpStrMap   *map);
guint        gp_str_map_size      (const GpStrMap *map);
const char  *gp_str_map_key       (const GpStrMap *map,
                                   guint           i);
const char  *gp_str_map_value     (const GpStrMap *map,
                                   guint           i);
const char  *gp_str_map_lookup    (const GpStrMap *map,
                                   const char     *key);
gboolean     gp_str_map_contains  (const GpStrMap *map,
                                   const char     *key);
/* Sets key; when replace is FALSE an existing key is kept ("first seen wins"). */
void         gp_str_map_set       (GpStrMap   *map,
                                   const char *key,
                                   const char *value,
                                   gboolean    replace);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpStrMap, gp_str_map_free)

G_END_DECLS
