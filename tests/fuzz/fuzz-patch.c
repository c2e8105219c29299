/* fuzz-patch.c
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
#include "gp-launch.h"
#include "gp-patch.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

#define MAX_TARGETS 6

/* The graph GStreamer would record for @launch. */
static GpGraph *
graph_for (const GpLaunch *launch)
{
  GpGraph *graph = gp_graph_new ();
  const char *top = gp_launch_get_pipeline_name (launch);

  gp_graph_set_pipeline (graph, top);
  gp_graph_ensure_element (graph, top, NULL);
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *le = gp_launch_get_element (launch, i);
      GpElement *ge = gp_graph_ensure_element (graph, le->name, NULL);

      g_free (ge->factory);
      ge->factory = g_strdup (le->factory);
      g_free (ge->bin);
      ge->bin = g_strdup (le->parent ? le->parent->name : top);
    }
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      gp_graph_ensure_link (graph, link->src->name, "src", link->sink->name, "sink", NULL);
    }
  return graph;
}

static JsonObject *
patch_new (const char *kind,
           const char *k1,
           const char *v1,
           const char *k2,
           const char *v2,
           const char *k3,
           const char *v3)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "kind", kind);
  json_object_set_string_member (object, k1, v1);
  if (k2 != NULL)
    json_object_set_string_member (object, k2, v2);
  if (k3 != NULL)
    json_object_set_string_member (object, k3, v3);
  return object;
}

/* Applied or refused with a message; when applied the string parses and
 * prints back to itself. */
static void
try_patch (GpPatch    *patch,
           JsonObject *fix_patch)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *printed = NULL;
  g_autoptr(GpLaunch) again = NULL;
  g_autofree char *reprinted = NULL;

  if (!gp_patch_apply (patch, fix_patch, &error))
    {
      g_assert (error != NULL && error->message[0] != '\0');
      json_object_unref (fix_patch);
      return;
    }
  json_object_unref (fix_patch);
  printed = gp_patch_print (patch);
  again = gp_launch_parse (printed, -1, NULL);
  g_assert (again != NULL);
  reprinted = gp_launch_print (again);
  g_assert (strcmp (reprinted, printed) == 0);
}

/* The first byte picks what to try, the next up to 32 bytes are a value,
 * the rest is the launch string. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GpLaunch) launch = NULL;
  g_autoptr(GpGraph) graph = NULL;
  g_autoptr(GpPatch) patch = NULL;
  g_autofree char *value = NULL;
  g_autofree char *script = NULL;
  g_auto(GStrv) argv = NULL;
  guint8 selector;
  size_t value_len;
  guint n;

  if (size < 2)
    return 0;
  selector = data[0];
  value_len = MIN ((size_t) (data[1] & 31), size - 2);
  value = g_strndup ((const char *) data + 2, value_len);
  launch = gp_launch_parse ((const char *) data + 2 + value_len, size - 2 - value_len, NULL);
  if (launch == NULL)
    return 0;
  graph = graph_for (launch);
  patch = gp_patch_new (gp_launch_get_text (launch), graph, NULL);
  if (patch == NULL)
    return 0;

  n = MIN (gp_launch_get_n_elements (launch), MAX_TARGETS);
  for (guint i = 0; i < n; i++)
    {
      const char *name = gp_launch_get_element (launch, i)->name;

      switch ((selector + i) % 5)
        {
        case 0:
          if (g_utf8_validate (value, -1, NULL))
            try_patch (patch, patch_new ("set-property", "element", name, "property", "pattern",
                                         "value", value));
          break;
        case 1:
          try_patch (patch, patch_new ("insert-element", "before", name, "element", "queue", NULL, NULL));
          break;
        case 2:
          try_patch (patch, patch_new ("remove-element", "element", name, NULL, NULL, NULL, NULL));
          break;
        case 3:
          try_patch (patch, patch_new ("replace-element", "element", name, "with",
                                       (selector & 0x80) ? "nvvidconv" : value, NULL, NULL));
          break;
        default:
          break;
        }
    }
  for (guint i = 0; i < MIN (gp_graph_n_links (graph), MAX_TARGETS); i++)
    if ((selector >> (i % 8)) & 1)
      try_patch (patch, patch_new ("set-caps", "link", gp_graph_link (graph, i)->id, "to",
                                   (selector & 0x40) ? "video/x-raw(memory:NVMM)" : value, NULL, NULL));

  argv = gp_patch_to_argv (patch, NULL);
  script = gp_patch_to_script (patch, value, NULL);
  g_assert ((argv == NULL) == (script == NULL));
  g_free (gp_patch_diff (patch, "a", "b"));
  return 0;
}
