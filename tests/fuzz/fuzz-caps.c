/* fuzz-caps.c
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

#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "gp-caps.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* Caps text in any form: parse, query, flatten, and parse the flattened
 * text again (what links[].caps goes through). */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autofree char *flat = NULL;
  g_autoptr(GpCaps) caps = NULL;
  g_autoptr(GpCaps) again = NULL;
  GpMemory memory;

  caps = gp_caps_parse (text);
  g_assert (caps != NULL && caps->media != NULL);
  for (guint i = 0; i < caps->fields->len; i++)
    {
      const GpCapsField *field = g_ptr_array_index (caps->fields, i);

      g_assert (field->name != NULL && field->value != NULL);
      g_assert (gp_caps_get_field (caps, field->name) != NULL);
    }
  (void) gp_caps_get_format (caps);
  memory = gp_caps_get_memory (caps);
  g_assert (gp_caps_text_memory (text) == memory);
  g_assert (!gp_caps_is_any_or_empty (caps) || memory == GP_MEMORY_UNKNOWN);
  g_assert (gp_memory_from_string (gp_memory_to_string (memory), &memory));

  flat = gp_caps_flatten_dot_label (text);
  again = gp_caps_parse (flat);
  g_assert (again != NULL && again->media != NULL);
  (void) gp_caps_get_memory (again);

  return 0;
}
