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

/* The one place the process calls graphviz's layout: `dot` on the text of gp-layout-dot.c, left
 * to right, top to bottom or in rows. Rows are two layouts: left to right first, whose ranks
 * (graphviz's, ND_rank) say where a row may end, then again with the rows cut every k ranks, k
 * chosen here from the first layout's size so that the rows' box has about the viewport's aspect
 * and is no wider than it (graphviz has no such fold of its own: `ratio`/`size` only scale or
 * stretch one layout, and `pack`/`packmode` arrange components, not the ranks of one). Then, rendered as SVG (the report, the export), xdot (the app, read by gp-xdot.c) or
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
  GpLayoutDirection direction;
  guint     n_rows;
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

/* Lays @self out again with @shape: the DOT text, graphviz's graph, the counts and the size. */
static gboolean
lay_out (GpLayout              *self,
         const GpGraph         *graph,
         const GpLayoutOverlay *overlay,
         const GpLayoutShape   *shape,
         GError               **error)
{
  G_GNUC_UNUSED g_autoptr(GMutexLocker) locker = NULL;
  g_autofree char *errors = NULL;
  GVC_t *gvc;
  boxf bb;

  g_free (self->dot);
  self->dot = _gp_layout_build_dot (graph, overlay, shape, &self->n_nodes, &self->n_edges);

  locker = g_mutex_locker_new (&gv_lock);
  gvc = get_context ();
  if (self->graph != NULL)
    {
      gvFreeLayout (gvc, self->graph);
      agclose (self->graph);
    }

  self->graph = agmemread (self->dot);
  if (self->graph == NULL)
    {
      errors = take_errors ();
      set_error (error, "read", errors);
      return FALSE;
    }

  if (gvLayout (gvc, self->graph, "dot") != 0)
    {
      errors = take_errors ();
      agclose (self->graph);
      self->graph = NULL;
      set_error (error, "lay out", errors);
      return FALSE;
    }

  errors = take_errors ();
  bb = GD_bb (self->graph);
  self->width = bb.UR.x - bb.LL.x;
  self->height = bb.UR.y - bb.LL.y;

  return TRUE;
}

/* Room between two rows: the wrap link and its label. */
#define ROW_GAP 50.0
/* Layouts in rows tried at most, each a rank narrower. */
#define MAX_ROW_ATTEMPTS 4

/* How many ranks a row holds: the box of rows of @n_ranks ranks of a
 * @width × @height left-to-right layout nearest the viewport's aspect, no
 * wider than it (two ranks at least), the rows then evened out. */
static guint
choose_columns (guint                  n_ranks,
                double                 width,
                double                 height,
                const GpLayoutOptions *options)
{
  double column = width / n_ranks;
  double vw = options->viewport_width;
  double vh = options->viewport_height;
  double target = vw > 0 && vh > 0 ? vw / vh : 16.0 / 9.0;
  double best_score = INFINITY;
  guint best = 2;
  guint rows;

  for (guint k = 2; k <= n_ranks; k++)
    {
      guint r = (n_ranks + k - 1) / k;
      double w = k * column;
      double h = r * height + (r - 1) * ROW_GAP;
      double score = fabs (log (w / h / target));

      /* Half a column to spare: the ends of rows differ. */
      if (vw > 0 && w + column / 2 > vw)
        break;
      if (score < best_score)
        {
          best = k;
          best_score = score;
        }
    }

  rows = (n_ranks + best - 1) / best;

  return (n_ranks + rows - 1) / rows;
}

/* Whether a column more a row would bring the rows' box nearer the
 * viewport's aspect, from the real size of @self's rows of @columns. */
static gboolean
wider_is_nearer (GpLayout              *self,
                 guint                  columns,
                 guint                  n_ranks,
                 const GpLayoutOptions *options)
{
  double target = options->viewport_height > 0 ? options->viewport_width / options->viewport_height : 16.0 / 9.0;
  guint rows = (n_ranks + columns) / (columns + 1);
  double width = self->width * (columns + 1) / columns;
  double height = self->height * rows / self->n_rows;

  /* Clearly nearer: the estimate is rough. */
  return fabs (log (width / height / target)) + 0.1 < fabs (log (self->width / self->height / target));
}

static int
compare_ranks (gconstpointer a,
               gconstpointer b)
{
  int ra = *(const int *) a;
  int rb = *(const int *) b;

  return (ra > rb) - (ra < rb);
}

/* From the left-to-right layout in @self: each node's column, the index of
 * its rank among the ones real nodes have (label nodes sit between them),
 * in @columns (name → GUINT_TO_POINTER (column + 1)). Returns how many. */
static guint
rank_columns (GpLayout   *self,
              GHashTable *columns)
{
  g_autoptr(GArray) ranks = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);
  G_GNUC_UNUSED g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&gv_lock);

  for (Agnode_t *n = agfstnode (self->graph); n != NULL; n = agnxtnode (self->graph, n))
    g_array_append_val (ranks, ND_rank (n));
  g_array_sort (ranks, compare_ranks);
  for (guint i = 0; i < ranks->len; i++)
    if (!g_hash_table_contains (index, GINT_TO_POINTER (g_array_index (ranks, int, i) + 1)))
      g_hash_table_insert (index, GINT_TO_POINTER (g_array_index (ranks, int, i) + 1),
                           GUINT_TO_POINTER (g_hash_table_size (index) + 1));

  for (Agnode_t *n = agfstnode (self->graph); n != NULL; n = agnxtnode (self->graph, n))
    g_hash_table_insert (columns, g_strdup (agnameof (n)),
                         g_hash_table_lookup (index, GINT_TO_POINTER (ND_rank (n) + 1)));

  return g_hash_table_size (index);
}

/* Each node's row, cut every @per_row columns, and each row's anchor, the
 * first node of its first column. Returns the number of rows. */
static guint
cut_rows (GHashTable *columns,
          guint       per_row,
          GHashTable *rows,
          GPtrArray  *anchors)
{
  GHashTableIter iter;
  gpointer key, value;
  guint n_rows = 0;

  g_hash_table_remove_all (rows);
  g_ptr_array_set_size (anchors, 0);
  g_hash_table_iter_init (&iter, columns);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint column = GPOINTER_TO_UINT (value) - 1;
      guint row = column / per_row;

      g_hash_table_insert (rows, g_strdup (key), GUINT_TO_POINTER (row + 1));
      while (anchors->len <= row)
        g_ptr_array_add (anchors, NULL);
      /* The same node whatever the table's order: the least name. */
      if (column % per_row == 0 &&
          (g_ptr_array_index (anchors, row) == NULL || strcmp (key, g_ptr_array_index (anchors, row)) < 0))
        g_ptr_array_index (anchors, row) = key;
      n_rows = MAX (n_rows, row + 1);
    }
  /* Every column has a node: so has every row's first. */
  for (guint r = 0; r < anchors->len; r++)
    g_assert (g_ptr_array_index (anchors, r) != NULL);

  return n_rows;
}

GpLayout *
gp_layout_new (const GpGraph         *graph,
               const GpLayoutOverlay *overlay,
               GError               **error)
{
  return gp_layout_new_with_options (graph, overlay, NULL, error);
}

GpLayout *
gp_layout_new_with_options (const GpGraph         *graph,
                            const GpLayoutOverlay *overlay,
                            const GpLayoutOptions *options,
                            GError               **error)
{
  static const GpLayoutOptions defaults = { GP_LAYOUT_DIRECTION_LEFT_RIGHT, 0, 0, NULL };
  g_autoptr(GpLayout) self = NULL;
  g_autoptr(GHashTable) rows = NULL;
  g_autoptr(GPtrArray) anchors = NULL;
  g_autoptr(GHashTable) column_of = NULL;
  GpLayoutShape shape = { GP_LAYOUT_DIRECTION_LEFT_RIGHT, NULL, NULL, NULL };
  guint n_ranks = 0;
  guint columns;
  gboolean narrowed = FALSE;

  g_return_val_if_fail (graph != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (options == NULL)
    options = &defaults;

  self = g_new0 (GpLayout, 1);
  self->n_rows = 1;
  self->direction = options->direction == GP_LAYOUT_DIRECTION_TOP_BOTTOM
                    ? GP_LAYOUT_DIRECTION_TOP_BOTTOM : GP_LAYOUT_DIRECTION_LEFT_RIGHT;
  shape.direction = self->direction;
  shape.collapsed_bins = options->collapsed_bins;

  if (!lay_out (self, graph, overlay, &shape, error))
    return NULL;

  if (options->direction == GP_LAYOUT_DIRECTION_LEFT_RIGHT ||
      options->direction == GP_LAYOUT_DIRECTION_TOP_BOTTOM)
    return g_steal_pointer (&self);
  /* Auto: left to right when that fits the viewport's width. */
  if (options->direction == GP_LAYOUT_DIRECTION_AUTO &&
      (options->viewport_width <= 0 || self->width <= options->viewport_width))
    return g_steal_pointer (&self);

  rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  anchors = g_ptr_array_new ();
  column_of = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  n_ranks = rank_columns (self, column_of);
  if (n_ranks < 3)
    return g_steal_pointer (&self);
  columns = choose_columns (n_ranks, self->width, self->height, options);
  if (columns >= n_ranks)
    return g_steal_pointer (&self);

  /* Then, with the rows' real width, a column more or fewer a row while that fits the viewport
   * better (the estimate from the left-to-right layout's mean rank is rarely off by more than
   * one); the widest that fits is kept. */
  shape.rows = rows;
  shape.anchors = anchors;
  for (guint attempt = 0; attempt < MAX_ROW_ATTEMPTS; attempt++)
    {
      double pitch;
      guint next = columns;

      self->n_rows = cut_rows (column_of, columns, rows, anchors);
      if (!lay_out (self, graph, overlay, &shape, error))
        return NULL;
      if (options->viewport_width <= 0)
        break;
      pitch = self->width / columns;
      if (self->width > options->viewport_width && columns > 2)
        next = columns - 1;
      else if (!narrowed && columns + 1 < n_ranks && self->width + pitch <= options->viewport_width &&
               wider_is_nearer (self, columns, n_ranks, options))
        next = columns + 1;
      if (next == columns)
        break;
      narrowed = next < columns;
      columns = next;
    }
  self->direction = GP_LAYOUT_DIRECTION_ROWS;

  return g_steal_pointer (&self);
}

GpLayoutDirection
gp_layout_get_direction (GpLayout *self)
{
  g_return_val_if_fail (self != NULL, GP_LAYOUT_DIRECTION_LEFT_RIGHT);

  return self->direction;
}

guint
gp_layout_get_n_rows (GpLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_rows;
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
