/* gp-launch-parser-links.c: after parsing, names checked and links made as gst_parse_launch() does
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

/* The stage gst_parse_launch() runs after its grammar, kept apart from gp-launch-parser.c so that
 * file reads as the grammar: references by name resolved (a bin cannot be linked by name: it has no
 * pads of its own), links made in the order their right-hand side was read, names checked for
 * duplicates, and the top-level pipeline named as gst-launch-1.0 names it (the string's one
 * top-level element when that is a pipeline-like bin, else the next "pipelineN"). */

#include "config.h"

#include <string.h>

#include "gp-launch-parser-private.h"

/* The element a reference `name.` means; NULL when there is none, and @n_named says how many
 * there are (bins may hold elements of one name; a reference cannot tell them apart). */
static GpLaunchElement *
lookup (GpLaunch   *launch,
        const char *name,
        guint      *n_named)
{
  GpLaunchElement *found = NULL;

  *n_named = 0;
  for (guint i = 0; i < launch->elements->len; i++)
    {
      GpLaunchElement *element = g_ptr_array_index (launch->elements, i);

      if (g_strcmp0 (element->name, name) == 0)
        {
          if (found == NULL)
            found = element;
          (*n_named)++;
        }
    }
  return found;
}

static gboolean
resolve (GpLaunchParser          *p,
         const GpLaunchEndpoint  *ep,
         const char              *role,
         GpLaunchElement        **out)
{
  GpLaunchElement *element = ep->element;
  guint n_named;

  if (element == NULL)
    {
      element = lookup (p->launch, ep->name, &n_named);
      if (element == NULL)
        return _gp_launch_parser_fail (p, ep->pos, "no element is named '%s'", ep->name);
      if (n_named > 1)
        return _gp_launch_parser_fail (p, ep->pos,
                                       "%u elements in different bins are named '%s': a reference "
                                       "'%s.' cannot tell which one it means", n_named, ep->name, ep->name);
      if (element->kind == GP_LAUNCH_ELEMENT_BIN)
        return _gp_launch_parser_fail (p, ep->pos,
                                       "the bin '%s' cannot be a link %s by name: a bin has no pads of its own",
                                       ep->name, role);
      /* names in references are identifiers: nothing to escape */
    }
  *out = element;
  return TRUE;
}

static void
add_link (GpLaunchParser  *p,
          GpLaunchElement *src,
          const char      *src_pad,
          GpLaunchElement *sink,
          const char      *sink_pad,
          gboolean         delayed,
          GpLaunchSpan     span)
{
  GpLaunchLink *link = g_new0 (GpLaunchLink, 1);

  link->src = src;
  link->sink = sink;
  link->src_pad = g_strdup (src_pad);
  link->sink_pad = g_strdup (sink_pad);
  link->delayed = delayed;
  link->span = span;
  g_ptr_array_add (p->launch->links, link);
}

/* What gst_parse_launch() does after parsing: resolve and perform links. */
gboolean
_gp_launch_parser_perform_links (GpLaunchParser *p)
{
  /* owned until committed, so a failure frees them */
  g_autoptr(GPtrArray) delayed_caps = g_ptr_array_new_with_free_func (_gp_launch_element_free);

  for (guint i = 0; i < p->pending->len; i++)
    {
      GpLaunchPendingLink *pl = g_ptr_array_index (p->pending, i);
      GpLaunchElement *src;
      GpLaunchElement *sink;
      guint n_src = pl->src.pads ? pl->src.pads->len : 0;
      guint n_sink = pl->sink.pads ? pl->sink.pads->len : 0;
      guint n_pairs;
      gboolean delayed;

      if (!resolve (p, &pl->src, "source", &src) || !resolve (p, &pl->sink, "sink", &sink))
        return FALSE;

      /* With a pad list on one side only, GStreamer links the first pad. */
      if (n_src == 0 || n_sink == 0)
        n_pairs = 1;
      else if (n_src == n_sink)
        n_pairs = n_src;
      else
        return _gp_launch_parser_fail (p, pl->span.start,
                                       "this link names %u source pads but %u sink pads", n_src, n_sink);

      delayed = _gp_launch_factory_is_delayed (src->factory);

      for (guint k = 0; k < n_pairs; k++)
        {
          const char *src_pad = k < n_src ? g_ptr_array_index (pl->src.pads, k) : NULL;
          const char *sink_pad = k < n_sink ? g_ptr_array_index (pl->sink.pads, k) : NULL;
          GpLaunchElement *caps;

          if (pl->caps == NULL)
            {
              add_link (p, src, src_pad, sink, sink_pad, delayed, pl->span);
              continue;
            }

          caps = _gp_launch_parser_element_new (p, GP_LAUNCH_ELEMENT_CAPS, "capsfilter");
          caps->caps = g_strdup (pl->caps);
          caps->span = pl->caps_span;
          caps->factory_span = pl->span;
          caps->parent = src->parent;
          caps->delayed = delayed;
          _gp_launch_element_add_prop (caps, g_strdup ("caps"), g_strdup (pl->caps),
                                       pl->caps_span, pl->caps_span);
          if (delayed)
            {
              /* The first try makes a capsfilter and drops it; the one
               * that stays is made when the pad appears. */
              g_free (_gp_launch_parser_next_name (p, "capsfilter"));
              g_ptr_array_add (delayed_caps, caps);
            }
          else
            {
              _gp_launch_parser_commit (p, caps, TRUE);
            }
          add_link (p, src, src_pad, caps, NULL, delayed, pl->span);
          add_link (p, caps, NULL, sink, sink_pad, delayed, pl->span);
        }
    }

  g_ptr_array_set_free_func (delayed_caps, NULL);
  for (guint i = 0; i < delayed_caps->len; i++)
    _gp_launch_parser_commit (p, g_ptr_array_index (delayed_caps, i), TRUE);
  return TRUE;
}

gboolean
_gp_launch_parser_check_names (GpLaunchParser *p)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* Names are unique within a bin (gst_bin_add() refuses a second one); bins may repeat them. */
  for (guint i = 0; i < p->launch->elements->len; i++)
    {
      GpLaunchElement *element = g_ptr_array_index (p->launch->elements, i);
      char *key = g_strdup_printf ("%p/%s", (gpointer) element->parent, element->name);

      if (!g_hash_table_add (seen, key))
        {
          g_autofree char *shown = _gp_launch_printable (element->name, strlen (element->name), 80);

          return _gp_launch_parser_fail (p, element->span.start,
                                         "two elements are named '%s' (names must be unique)", shown);
        }
    }
  return TRUE;
}

void
_gp_launch_parser_name_pipeline (GpLaunchParser *p)
{
  GpLaunchElement *top = NULL;
  guint n_top = 0;

  for (guint i = 0; i < p->launch->elements->len; i++)
    {
      GpLaunchElement *element = g_ptr_array_index (p->launch->elements, i);

      if (element->parent == NULL)
        {
          top = element;
          n_top++;
        }
    }

  if (n_top == 1 && _gp_launch_factory_is_pipeline (top->factory))
    p->launch->pipeline_name = g_strdup (top->name);
  else
    p->launch->pipeline_name = _gp_launch_parser_next_name (p, "pipeline");
}
