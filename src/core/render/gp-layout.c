/* gp-layout.c: GpLayout, the pipeline graph laid out by graphviz (libgvc)
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

/* The one place the process calls graphviz's layout: `dot`, left to right, on the text of
 * gp-layout-dot.c, rendered as SVG (the report, the export), xdot (the app, read by gp-xdot.c) or
 * other bytes (PNG, DOT). libgvc is neither reentrant nor cheap to set up (a context leaks a few
 * kB), so one GVC_t serves the process and one lock serialises every graphviz call, which lets any
 * thread lay out; graphviz's own messages are collected into the GError. Also the colours, edge
 * widths and heat scale the report's legend and the app share. */

#include "config.h"

#include <math.h>
#include <string.h>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include "gp-error.h"
#include "gp-layout-private.h"

struct _GpLayout
{
  char     *dot;
  Agraph_t *graph;
  guint     n_nodes;
  guint     n_edges;
  double    width;
  double    height;
};

/* libgvc is neither reentrant nor cheap to set up (a context leaks a few kB),
 * so one context serves the process and a lock serialises every call. */
static GMutex gv_lock;
static GVC_t *gv_context;
static GString *gv_errors;

static int
collect_gv_error (char *message)
{
  if (gv_errors != NULL && message != NULL)
    g_string_append (gv_errors, message);
  return 0;
}

/* Called with gv_lock held. */
static GVC_t *
get_context (void)
{
  if (gv_context == NULL)
    {
      agseterr (AGERR);
      agseterrf (collect_gv_error);
      gv_context = gvContext ();
    }
  gv_errors = g_string_new (NULL);

  return gv_context;
}

/* Called with gv_lock held: the messages graphviz printed since get_context(). */
static char *
take_errors (void)
{
  char *errors = g_strstrip (g_string_free (g_steal_pointer (&gv_errors), FALSE));

  g_strdelimit (errors, "\r\n", ' ');
  return errors;
}

static void
set_error (GError    **error,
           const char *what,
           const char *detail)
{
  g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "graphviz could not %s the pipeline graph%s%s",
               what, detail != NULL && *detail ? ": " : "", detail != NULL ? detail : "");
}

double
gp_layout_edge_width (double bytes_s)
{
  if (isnan (bytes_s) || bytes_s < 0.0)
    return 1.6;

  return MIN (8.0, 1.6 + 0.62 * log10 (1.0 + bytes_s));
}

const char *
gp_layout_heat_color (double heat,
                      char   color[8])
{
  static const guint8 stops[3][3] = {
    { 0x3e, 0x8e, 0xd0 }, { 0xf5, 0xa5, 0x24 }, { 0xe5, 0x48, 0x4d },
  };
  double t = CLAMP (isnan (heat) ? 0.0 : heat, 0.0, 1.0) * 2.0;
  guint i = MIN ((guint) t, 1);
  double f = t - i;
  guint8 rgb[3];

  for (guint k = 0; k < 3; k++)
    rgb[k] = (guint8) lround (stops[i][k] + (stops[i + 1][k] - stops[i][k]) * f);

  g_snprintf (color, 8, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);

  return color;
}

const char *
gp_layout_memory_color (GpMemory memory)
{
  switch (memory)
    {
    case GP_MEMORY_NVMM: return GP_LAYOUT_COLOR_NVMM;
    case GP_MEMORY_DMABUF: return GP_LAYOUT_COLOR_DMABUF;
    case GP_MEMORY_SYSMEM: return GP_LAYOUT_COLOR_SYSMEM;
    case GP_MEMORY_UNKNOWN: return GP_LAYOUT_COLOR_UNKNOWN;
    default: return GP_LAYOUT_COLOR_UNKNOWN;
    }
}

GpLayout *
gp_layout_new (const GpGraph         *graph,
               const GpLayoutOverlay *overlay,
               GError               **error)
{
  g_autoptr(GpLayout) self = NULL;
  g_autoptr(GMutexLocker) locker = NULL;
  g_autofree char *errors = NULL;
  GVC_t *gvc;
  boxf bb;

  g_return_val_if_fail (graph != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_new0 (GpLayout, 1);
  self->dot = _gp_layout_build_dot (graph, overlay, &self->n_nodes, &self->n_edges);

  locker = g_mutex_locker_new (&gv_lock);
  gvc = get_context ();

  self->graph = agmemread (self->dot);
  if (self->graph == NULL)
    {
      errors = take_errors ();
      set_error (error, "read", errors);
      return NULL;
    }

  if (gvLayout (gvc, self->graph, "dot") != 0)
    {
      errors = take_errors ();
      agclose (self->graph);
      self->graph = NULL;
      set_error (error, "lay out", errors);
      return NULL;
    }

  errors = take_errors ();
  bb = GD_bb (self->graph);
  self->width = bb.UR.x - bb.LL.x;
  self->height = bb.UR.y - bb.LL.y;

  return g_steal_pointer (&self);
}

void
gp_layout_free (GpLayout *self)
{
  if (self == NULL)
    return;

  if (self->graph != NULL)
    {
      g_mutex_lock (&gv_lock);
      gvFreeLayout (gv_context, self->graph);
      agclose (self->graph);
      g_mutex_unlock (&gv_lock);
    }

  g_free (self->dot);
  g_free (self);
}

const char *
gp_layout_get_dot (GpLayout *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->dot;
}

void
gp_layout_get_size (GpLayout *self,
                    double   *width,
                    double   *height)
{
  g_return_if_fail (self != NULL);

  if (width != NULL)
    *width = self->width;
  if (height != NULL)
    *height = self->height;
}

guint
gp_layout_n_nodes (GpLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_nodes;
}

guint
gp_layout_n_edges (GpLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_edges;
}

static char *
render (GpLayout   *self,
        const char *format,
        GError    **error)
{
  G_GNUC_UNUSED g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&gv_lock);
  g_autofree char *errors = NULL;
  char *data = NULL;
  unsigned int length = 0;
  char *copy;

  g_assert (self->graph != NULL);

  if (gvRenderData (get_context (), self->graph, format, &data, &length) != 0 || data == NULL)
    {
      errors = take_errors ();
      if (data != NULL)
        gvFreeRenderData (data);
      set_error (error, "render", errors);
      return NULL;
    }

  errors = take_errors ();
  copy = g_strndup (data, length);
  gvFreeRenderData (data);

  return copy;
}

char *
gp_layout_render_svg (GpLayout *self,
                      GError  **error)
{
  g_autofree char *svg = NULL;
  const char *start;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  svg = render (self, "svg", error);
  if (svg == NULL)
    return NULL;

  start = strstr (svg, "<svg");
  if (start == NULL)
    {
      set_error (error, "render", "no <svg> element in the output");
      return NULL;
    }

  return g_strdup (start);
}

char *
gp_layout_render_xdot (GpLayout *self,
                       GError  **error)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return render (self, "xdot", error);
}

GBytes *
gp_layout_render_bytes (GpLayout   *self,
                        const char *format,
                        GError    **error)
{
  g_autoptr(GMutexLocker) locker = NULL;
  g_autofree char *errors = NULL;
  char *data = NULL;
  unsigned int length = 0;
  GBytes *bytes;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_assert (self->graph != NULL);

  locker = g_mutex_locker_new (&gv_lock);
  if (gvRenderData (get_context (), self->graph, format, &data, &length) != 0 || data == NULL)
    {
      errors = take_errors ();
      if (data != NULL)
        gvFreeRenderData (data);
      /* "Error: renderer for png is unavailable" (libgvc), or dot's
       * "Format: "png" not recognized. Use one of: …". */
      if (strstr (errors, "is unavailable") != NULL || g_str_has_prefix (errors, "Format:"))
        g_set_error (error, GP_ERROR, GP_ERROR_UNSUPPORTED,
                     "graphviz cannot write %s here: its plugin for that format is not installed "
                     "(see `dot -T%s`)", format, format);
      else
        set_error (error, "render", errors);
      return NULL;
    }

  errors = take_errors ();
  bytes = g_bytes_new (data, length);
  gvFreeRenderData (data);

  return bytes;
}

void
gp_layout_set_background (GpLayout   *self,
                          const char *color)
{
  g_autoptr(GMutexLocker) locker = NULL;

  g_return_if_fail (self != NULL);
  g_return_if_fail (color != NULL);

  g_assert (self->graph != NULL);

  locker = g_mutex_locker_new (&gv_lock);
  agsafeset (self->graph, (char *) "bgcolor", (char *) color, (char *) "");
}
