/* gp-element-palette.c: GpElementPalette, one colour per element for the graph and the charts
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

/* The element colours that tie a lane of the Timeline to its node in the graph: the graph's DOT
 * (gp-layout-dot.c) puts a dot of the colour before each element's name, the app's lanes draw in
 * it. Dealt by the graph's element order, which a live capture only appends to, so an element
 * keeps its colour while the graph grows. */

#include "config.h"

#include "gp-element-palette.h"

/* Ten hues of GNOME's palette, a shade that reads on #fafafa and #242424,
 * apart from the heat scale's red and the memory domains' grey. */
static const char * const colors[GP_ELEMENT_PALETTE_N] = {
  "#3584e4",  /* blue */
  "#e66100",  /* orange */
  "#26a269",  /* green */
  "#9141ac",  /* purple */
  "#1a9fa8",  /* teal */
  "#d6457e",  /* pink */
  "#c88800",  /* gold */
  "#5e5ce6",  /* indigo */
  "#8a9a1b",  /* olive */
  "#986a44",  /* brown */
};

struct _GpElementPalette
{
  GHashTable *index;   /* element id → its place among the graph's elements + 1 */
};

GpElementPalette *
gp_element_palette_new (const GpGraph *graph)
{
  GpElementPalette *self = g_new0 (GpElementPalette, 1);
  guint k = 0;

  self->index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; graph != NULL && i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);

      if (element->is_bin || g_hash_table_contains (self->index, element->id))
        continue;
      g_hash_table_insert (self->index, g_strdup (element->id), GUINT_TO_POINTER (++k));
    }

  return self;
}

void
gp_element_palette_free (GpElementPalette *self)
{
  if (self == NULL)
    return;

  g_hash_table_unref (self->index);
  g_free (self);
}

const char *
gp_element_palette_nth (guint i)
{
  return colors[i % GP_ELEMENT_PALETTE_N];
}

const char *
gp_element_palette_get (const GpElementPalette *self,
                        const char             *element_id)
{
  guint place;

  g_return_val_if_fail (self != NULL, colors[0]);
  g_return_val_if_fail (element_id != NULL, colors[0]);

  place = GPOINTER_TO_UINT (g_hash_table_lookup (self->index, element_id));
  if (place == 0)
    return colors[g_str_hash (element_id) % GP_ELEMENT_PALETTE_N];

  return colors[(place - 1) % GP_ELEMENT_PALETTE_N];
}
