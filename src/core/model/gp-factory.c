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

#include "config.h"

#include <string.h>

#include "gp-factory.h"

/* The factory a graph element gets when all we know is its GType (a
 * tracer log, a dot dump), and the vendor the rules look at. */

char *
gp_factory_from_gtype (const char *gtype)
{
  if (gtype == NULL)
    return g_strdup ("");
  if (g_str_has_prefix (gtype, "Gst"))
    gtype += 3;
  return g_ascii_strdown (gtype, -1);
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
