/* gp-factory.c: an element's factory and vendor as a session records them
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

/* A graph element's factory when all a tracer log or a dot dump gives is its GType ("GstQueue" →
 * "queue", "Gstnvvconv" → "nvvidconv", "GstOMXH264Enc-omxh264enc" → "omxh264enc") or, in a
 * latency-only log, its default name ("omxh264enc-omxh264enc0" → "omxh264enc"); what GStreamer
 * names an unnamed element of a factory; and its vendor from the factory and the target's platform
 * (reference.md §3 item 6: nv…, omx… on a Jetson, mtk… and neuron…, MediaTek's v4l2 elements on a
 * MediaTek board), which the rules look at. The names come from rules/names.json
 * (gp-name-rules.c), which replaced the bare "strip Gst, lower-case" that read Gstnvvconv as
 * "nvvconv". Used by the ingest layer (gp-aggregator*.c, gp-dot.c) when it builds a graph and by
 * the launch layer (gp_launch_name_prefix()). */

#include "config.h"

#include <string.h>

#include "gp-factory.h"
#include "gp-name-rules.h"

char *
gp_factory_from_gtype (const char *gtype)
{
  return gp_name_rules_factory_for_gtype (gp_name_rules_get_default (), gtype);
}

char *
gp_factory_from_default_name (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  return gp_name_rules_factory_for_name (gp_name_rules_get_default (), name);
}

char *
gp_factory_name_prefix (const char *factory)
{
  g_return_val_if_fail (factory != NULL, NULL);

  return gp_name_rules_name_prefix (gp_name_rules_get_default (), factory);
}

const char *
gp_factory_vendor (const char *factory,
                   const char *platform)
{
  static const char * const mediatek_v4l2[] = {
    "v4l2h264enc", "v4l2h265enc", "v4l2h264dec", "v4l2h265dec",
    "v4l2convert", "v4l2jpegdec", "v4l2jpegenc",
  };

  if (factory == NULL)
    return "generic";
  if (g_str_has_prefix (factory, "nv"))
    return "nvidia";
  if (g_str_has_prefix (factory, "omx") && g_strcmp0 (platform, "jetson") == 0)
    return "nvidia";
  if (g_str_has_prefix (factory, "mtk") || g_str_has_prefix (factory, "neuron"))
    return "mediatek";
  if (g_strcmp0 (platform, "mediatek") == 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (mediatek_v4l2); i++)
        if (strcmp (factory, mediatek_v4l2[i]) == 0)
          return "mediatek";
    }
  return "generic";
}
