/* gp-tracer-util.c: small helpers our tracers share: record value specs, per-thread state
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

/* What gpqueuelevels, gpstats and gpwhereabouts would otherwise each write again: the value spec
 * of a record field, and a thread's own state block (a stack of the chain calls in progress). */

#include "config.h"

#include "gp-tracer-util-private.h"

GstStructure *
_gp_tracer_value_spec (GType       type,
                       const char *description)
{
  return gst_structure_new ("value",
                            "type", G_TYPE_GTYPE, type,
                            "description", G_TYPE_STRING, description,
                            "flags", GST_TYPE_TRACER_VALUE_FLAGS, GST_TRACER_VALUE_FLAGS_NONE,
                            NULL);
}

gpointer
_gp_tracer_thread_state (GPrivate *key,
                         gsize     size)
{
  gpointer state = g_private_get (key);

  if (G_UNLIKELY (state == NULL))
    {
      state = g_malloc0 (size);
      g_private_set (key, state);
    }
  return state;
}
