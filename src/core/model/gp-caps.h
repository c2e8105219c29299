/* gp-caps.h
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

#include "gp-model-enums.h"

G_BEGIN_DECLS

/* Where the buffers of a link live, from the caps' memory feature. */
typedef enum
{
  GP_MEMORY_UNKNOWN,
  GP_MEMORY_SYSMEM,
  GP_MEMORY_NVMM,
  GP_MEMORY_DMABUF,
} GpMemory;

typedef struct
{
  char *name;
  char *value;   /* type tag dropped, quotes stripped; lists/ranges kept as text */
} GpCapsField;

/* The first structure of a caps string, in either of its two textual forms:
 * serialized (`video/x-raw(memory:NVMM), format=(string)NV12, …`) or the
 * "pretty" form of dot dump edge labels (`video/x-raw\l  format: NV12\l…`). */
typedef struct
{
  char      *media;     /* "video/x-raw", or "ANY"/"EMPTY"/"NULL" */
  char      *features;  /* "memory:NVMM" or NULL */
  GPtrArray *fields;    /* of GpCapsField */
} GpCaps;

GpCaps      *gp_caps_parse               (const char     *text);
void         gp_caps_free                (GpCaps         *caps);
const char  *gp_caps_get_field           (const GpCaps   *caps,
                                          const char     *name);
/* The `format` field, or NULL. */
const char  *gp_caps_get_format          (const GpCaps   *caps);
gboolean     gp_caps_is_any_or_empty     (const GpCaps   *caps);
GpMemory     gp_caps_get_memory          (const GpCaps   *caps);

/* Memory domain of a caps text; NULL/""/ANY/EMPTY/NULL give UNKNOWN. */
GpMemory     gp_caps_text_memory         (const char     *text);
/* Dot edge label → the text stored in links[].caps: `\l` (and newlines)
 * become spaces and the result is stripped. */
char        *gp_caps_flatten_dot_label   (const char     *label);

const char  *gp_memory_to_string        (GpMemory        memory);
gboolean     gp_memory_from_string      (const char     *str,
                                         GpMemory       *memory);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpCaps, gp_caps_free)

G_END_DECLS
