/* fuzz-launch.c
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
#include <string.h>

#include "gp-graph.h"
#include "gp-launch-map.h"
#include "gp-launch-check.h"
#include "gp-launch.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* The session GStreamer would record: every element maps back to itself. */
static void
check_map (const GpLaunch *launch)
{
  g_autoptr(GpGraph) graph = gp_graph_new ();
  g_autoptr(GpLaunchMap) map = NULL;
  const char *top = gp_launch_get_pipeline_name (launch);

  gp_graph_set_pipeline (graph, top);
  gp_graph_ensure_element (graph, top, NULL);
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);
      gboolean created = FALSE;
      GpElement *ge = gp_graph_ensure_element (graph, le->name, &created);

      if (!created)
        return;  /* a `name=` equal to the pipeline's name */
      g_free (ge->factory);
      ge->factory = g_strdup (le->factory);
      ge->bin = g_strdup (le->parent ? le->parent->name : top);
    }
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      gp_graph_ensure_link (graph, link->src->name, "src", link->sink->name, "sink", NULL);
    }

  map = gp_launch_map_new (launch, graph);
  g_assert (gp_launch_map_get_n_mapped (map) == gp_launch_get_n_elements (launch));
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);

      g_assert (gp_launch_map_lookup (map, le->name, NULL) == le);
    }
  g_assert (gp_launch_map_lookup (map, top, NULL) == NULL);
}

static gboolean
is_plain (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && strchr ("_-.:/+,=@%", *p) == NULL)
      return FALSE;
  return text[0] != '\0';
}

/* Any bytes as a launch string: the shell words GLib splits, and a parse error, or an AST that prints back
 * to the input and parses again to the same AST; edits that change nothing
 * keep it so. */
/* The memory check: one entry per link, a reason exactly where a link cannot negotiate, every
 * break made of raw system-memory links, and both outputs. */
static void
check_memory (const GpLaunch *launch)
{
  g_autoptr(GpLaunchCheck) check = gp_launch_check_new (launch);
  g_autoptr(JsonNode) json = gp_launch_check_to_json (check);
  g_autofree char *text = gp_launch_check_to_text (check);
  gboolean negotiates = TRUE;

  g_assert (gp_launch_check_get_n_links (check) == gp_launch_get_n_links (launch));
  for (guint i = 0; i < gp_launch_check_get_n_links (check); i++)
    {
      const GpLaunchCheckLink *link = gp_launch_check_get_link (check, i);

      g_assert (link->negotiates == (gp_launch_check_get_reason (check, i) == NULL));
      negotiates &= link->negotiates;
    }
  g_assert (negotiates == gp_launch_check_negotiates (check));
  for (guint i = 0; i < gp_launch_check_get_n_breaks (check); i++)
    {
      const GpLaunchCheckBreak *b = gp_launch_check_get_break (check, i);

      g_assert (b->links->len > 0);
      for (guint k = 0; k < b->links->len; k++)
        {
          const GpLaunchCheckLink *link = g_ptr_array_index (b->links, k);

          g_assert (link->memory == GP_MEMORY_SYSMEM && !link->encoded);
        }
    }
  g_assert (json != NULL && text != NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GpLaunch) launch = NULL;
  g_autoptr(GpLaunch) again = NULL;
  g_autoptr(GpLaunch) edited = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *printed = NULL;
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;
  const char *parsed;

  /* The shell words are GLib's, to the byte. */
  if (memchr (data, '\0', size) == NULL)
    {
      g_autofree char *copy = g_strndup ((const char *) data, size);
      g_auto(GStrv) ours = gp_launch_split_words (copy, NULL);
      g_auto(GStrv) glib = NULL;
      gboolean ok = g_shell_parse_argv (copy, NULL, &glib, NULL);

      g_assert ((ours != NULL) == ok);
      g_assert (!ok || g_strv_equal ((const char * const *) ours, (const char * const *) glib));
    }

  launch = gp_launch_parse ((const char *) data, size, &error);
  if (launch == NULL)
    {
      g_assert (error != NULL);
      g_assert (g_str_has_prefix (error->message, "column ") ||
                strstr (error->message, "limit") != NULL);
      g_assert (strchr (error->message, '\n') == NULL);
      return 0;
    }
  g_assert (error == NULL);

  printed = gp_launch_print (launch);
  g_assert (strlen (printed) == size && memcmp (printed, data, size) == 0);
  again = gp_launch_parse (printed, -1, &error);
  g_assert (again != NULL);
  g_assert (gp_launch_equal (launch, again));

  json = gp_launch_to_json (launch);
  g_assert (json != NULL);
  text = gp_launch_to_text (launch);
  g_assert (text != NULL);
  check_map (launch);
  check_memory (launch);

  /* Rewriting every element's factory token and property values with
   * themselves (where they are plain words, the same for the shell and for
   * GStreamer), plus a leading space, keeps the text and the AST. */
  parsed = gp_launch_get_parsed_text (again);
  g_assert (gp_launch_edit (again, 0, 0, " ", NULL));
  for (guint i = 0; i < gp_launch_get_n_elements (again); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (again, i);

      g_assert (element->name != NULL && element->factory != NULL);
      g_assert (element->span.start <= element->span.end && element->span.end <= strlen (parsed));
      g_assert (element->parent == NULL || element->parent->index > element->index ||
                element->kind == GP_LAUNCH_ELEMENT_CAPS);
      if (element->kind != GP_LAUNCH_ELEMENT_FACTORY)
        continue;
      {
        g_autofree char *factory = g_strndup (parsed + element->factory_span.start,
                                              element->factory_span.end - element->factory_span.start);

        g_assert (strcmp (factory, element->factory) == 0);
        if (is_plain (factory))
          g_assert (gp_launch_edit (again, element->factory_span.start, element->factory_span.end,
                                    factory, NULL));
      }
      for (guint k = 0; k < element->props->len; k++)
        {
          const GpLaunchProp *prop = g_ptr_array_index (element->props, k);
          g_autofree char *value = g_strndup (parsed + prop->value_span.start,
                                              prop->value_span.end - prop->value_span.start);

          if (is_plain (value))
            g_assert (gp_launch_edit (again, prop->value_span.start, prop->value_span.end, value, NULL));
        }
    }
  after = gp_launch_print (again);
  g_assert (strlen (after) == size + 1);
  edited = gp_launch_parse (after, -1, &error);
  g_assert (edited != NULL);
  g_assert (gp_launch_equal (launch, edited));

  return 0;
}
