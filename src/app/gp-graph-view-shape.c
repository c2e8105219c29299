/* gp-graph-view-shape.c: the graph's direction and its collapsed bins, laid out in a thread
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

/* Part of GpGraphView: which layout it shows. The document's own (left to right, laid out by the
 * loader's thread) unless the direction asked for (:direction, the Pipeline view's menu and
 * GSettings) or a collapsed bin needs another: then gp_layout_snapshot_lay_out() makes it in a GTask
 * thread and the view swaps it in when it comes (never on the main thread: 200 elements in rows
 * are two graphviz layouts). Auto asks core/render for rows when the left-to-right graph is wider
 * than the view at the readable zoom (GP_GRAPH_VIEW_READABLE_ZOOM: one layout point a pixel), for
 * the view's aspect; it is asked again when the view's width changes by a sixth or more. While the
 * first view's layout is being made the graph is not drawn (no left-to-right graph flashes before
 * its rows). The thread lays out a GpLayoutSnapshot taken on the main thread, never the session: a
 * live capture's grows there while it is laid out, and each of its refreshes is a new document of
 * the same session. Such a refresh keeps the layout in view, and asks for another only when the
 * graph has more elements or links (a late dot dump); the old one stays until the new one comes. */

#include "config.h"

#include <math.h>

#include "gp-graph-view-private.h"
#include "gp-layout-snapshot.h"

/* The relative change of the view's width that lays an auto graph out again. */
#define WIDTH_CHANGE 0.17

typedef struct
{
  GpLayoutSnapshot  *snapshot;
  GpLayoutOptions    options;
  GStrv              collapsed;
} ShapeJob;

typedef struct
{
  GpXdotGraph       *layout;
  GpLayoutDirection  direction;
} ShapeResult;

static void
shape_job_free (gpointer data)
{
  ShapeJob *job = data;

  g_clear_pointer (&job->snapshot, gp_layout_snapshot_free);
  g_strfreev (job->collapsed);
  g_free (job);
}

static void
shape_result_free (gpointer data)
{
  ShapeResult *result = data;

  g_clear_pointer (&result->layout, gp_xdot_graph_free);
  g_free (result);
}

const GpXdotGraph *
_gp_graph_view_get_layout (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));

  if (self->shaped_layout != NULL)
    return self->shaped_layout;

  return document != NULL ? gp_document_get_layout (document) : NULL;
}

const GpXdotGraph *
gp_graph_view_get_layout (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  return _gp_graph_view_get_layout (self);
}

const char * const *
_gp_graph_view_get_collapsed (GpGraphView *self)
{
  return self->collapsed_bins->len > 1 ? (const char * const *) self->collapsed_bins->pdata : NULL;
}

const char *
_gp_graph_view_shown_id (GpGraphView *self,
                         const char  *element_id)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));

  if (document == NULL || self->collapsed_bins->len <= 1)
    return element_id;

  return gp_layout_shown_element (gp_session_get_graph (gp_document_get_session (document)),
                                  _gp_graph_view_get_collapsed (self), element_id);
}

/* The room the view has, in layout points at the readable zoom. */
static void
viewport (GpGraphView *self,
          double      *width,
          double      *height)
{
  double px = GP_GRAPH_VIEW_READABLE_ZOOM * GP_GRAPH_VIEW_PX_PER_PT;

  *width = MAX (gtk_widget_get_width (GTK_WIDGET (self)) / px - 2 * GP_GRAPH_VIEW_PAD, 1.0);
  *height = MAX (_gp_graph_view_room_height (self) / px - 2 * GP_GRAPH_VIEW_PAD, 1.0);
}

static void
lay_out_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  ShapeJob *job = task_data;
  g_autoptr(GError) error = NULL;
  ShapeResult *result = g_new0 (ShapeResult, 1);

  job->options.collapsed_bins = (const char * const *) job->collapsed;
  result->layout = gp_layout_snapshot_lay_out (job->snapshot, &job->options, &result->direction, &error);
  if (result->layout == NULL)
    {
      shape_result_free (result);
      if (error != NULL)
        g_task_return_error (task, g_steal_pointer (&error));
      else
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "nothing to lay out");
      return;
    }

  g_task_return_pointer (task, result, shape_result_free);
}

/* The layout in view changed: what was kept of the last one goes. */
static void
take_layout (GpGraphView       *self,
             GpXdotGraph       *layout,
             GpLayoutDirection  direction)
{
  g_clear_pointer (&self->shaped_layout, gp_xdot_graph_free);
  self->shaped_layout = layout;
  self->shaped_direction = direction;
  _gp_graph_view_layout_changed (self);
}

static void
on_laid_out_cb (GObject      *object,
                GAsyncResult *async_result,
                gpointer      user_data)
{
  g_autoptr(GpGraphView) self = user_data;
  g_autoptr(GError) error = NULL;
  ShapeResult *result = g_task_propagate_pointer (G_TASK (async_result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
      g_task_get_cancellable (G_TASK (async_result)) != self->shape_cancellable)
    {
      g_clear_pointer (&result, shape_result_free);
      return;
    }

  g_clear_object (&self->shape_cancellable);
  if (result == NULL)
    {
      /* The document's layout stays in view. */
      g_debug ("graph: could not lay out again: %s", error->message);
      if (self->fit_pending)
        gtk_widget_queue_resize (GTK_WIDGET (self));
      return;
    }

  take_layout (self, g_steal_pointer (&result->layout), result->direction);
  shape_result_free (result);
  /* A layout the user asked for opens on the top finding again, as the first view. */
  if (self->shape_refit)
    self->fit_pending = TRUE;
  self->shape_refit = FALSE;
  /* What was shown on the last layout (`--element`, `--finding`, the selection) is shown on this one. */
  if (g_hash_table_size (self->highlighted_elements) > 0 || g_hash_table_size (self->highlighted_links) > 0 ||
      gp_view_state_get_selected_element (gp_view_get_view_state (GP_VIEW (self))) != NULL)
    self->reveal_pending = TRUE;
  if (self->reveal_after_shape != NULL)
    {
      GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

      gp_view_state_set_selected_element (view_state, self->reveal_after_shape);
      self->reveal_pending = FALSE;
      _gp_graph_view_reveal_element (self, self->reveal_after_shape);
      g_clear_pointer (&self->reveal_after_shape, g_free);
    }
  g_signal_emit_by_name (self, "layout-changed");
}

/* What a layout was made for: the session and how much of its graph (a live capture's refreshes
 * are documents of one session), the direction, the room and the collapsed bins. */
static char *
shape_key (GpGraphView           *self,
           const GpLayoutOptions *options)
{
  g_autofree char *bins = g_strjoinv ("\x1f", (char **) self->collapsed_bins->pdata);
  GpSession *session = gp_document_get_session (gp_view_get_document (GP_VIEW (self)));
  GpGraph *graph = gp_session_get_graph (session);

  return g_strdup_printf ("%p %u %u %d %.0f %.0f %s", (void *) session, gp_graph_n_elements (graph),
                          gp_graph_n_links (graph), options->direction, options->viewport_width,
                          options->viewport_height, bins);
}

/* Whether the width an auto or rows layout was made for is still about the view's. */
static gboolean
width_still_fits (GpGraphView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));

  return self->shape_width > 0 && fabs ((double) (width - self->shape_width)) <= WIDTH_CHANGE * self->shape_width;
}

void
_gp_graph_view_update_shape (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const GpXdotGraph *own;
  GpLayoutOptions options = { self->direction, 0, 0, NULL };
  gboolean sized = self->direction == GP_LAYOUT_DIRECTION_AUTO || self->direction == GP_LAYOUT_DIRECTION_ROWS;
  g_autofree char *key = NULL;
  ShapeJob *job;
  g_autoptr(GTask) task = NULL;

  if (document == NULL || !gp_document_get_complete (document) ||
      (own = gp_document_get_layout (document)) == NULL)
    return;
  if (sized && gtk_widget_get_width (GTK_WIDGET (self)) <= 1)
    return;
  /* The viewport the last sized layout was made for, while the width is about the same (a top to
   * bottom or left to right layout in between has none: measured again). */
  if (sized && self->shape_key != NULL && self->shape_viewport_width > 0 && width_still_fits (self))
    {
      options.viewport_width = self->shape_viewport_width;
      options.viewport_height = self->shape_viewport_height;
    }
  else if (sized)
    viewport (self, &options.viewport_width, &options.viewport_height);

  key = shape_key (self, &options);
  if (g_strcmp0 (key, self->shape_key) == 0)
    return;

  g_cancellable_cancel (self->shape_cancellable);
  g_clear_object (&self->shape_cancellable);
  g_free (self->shape_key);
  self->shape_key = g_steal_pointer (&key);
  self->shape_width = gtk_widget_get_width (GTK_WIDGET (self));
  self->shape_viewport_width = options.viewport_width;
  self->shape_viewport_height = options.viewport_height;

  /* The document's own layout when it is what is asked for. */
  if (self->collapsed_bins->len <= 1 &&
      (self->direction == GP_LAYOUT_DIRECTION_LEFT_RIGHT ||
       (self->direction == GP_LAYOUT_DIRECTION_AUTO &&
        gp_xdot_graph_get_width (own) <= options.viewport_width)))
    {
      if (self->shaped_layout != NULL)
        {
          take_layout (self, NULL, GP_LAYOUT_DIRECTION_LEFT_RIGHT);
          if (self->shape_refit)
            self->fit_pending = TRUE;
          g_signal_emit_by_name (self, "layout-changed");
        }
      self->shape_refit = FALSE;
      return;
    }

  job = g_new0 (ShapeJob, 1);
  job->snapshot = gp_layout_snapshot_new (document);
  job->options = options;
  job->collapsed = g_strdupv ((char **) self->collapsed_bins->pdata);
  self->shape_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->shape_cancellable, on_laid_out_cb, g_object_ref (self));
  g_task_set_source_tag (task, _gp_graph_view_update_shape);
  g_task_set_task_data (task, job, shape_job_free);
  g_task_run_in_thread (task, lay_out_thread);
}

/* A new document: its own layout, nothing collapsed. */
void
_gp_graph_view_reset_shape (GpGraphView *self)
{
  g_cancellable_cancel (self->shape_cancellable);
  g_clear_object (&self->shape_cancellable);
  g_clear_pointer (&self->shape_key, g_free);
  g_clear_pointer (&self->shaped_layout, gp_xdot_graph_free);
  g_clear_pointer (&self->reveal_after_shape, g_free);
  self->shaped_direction = GP_LAYOUT_DIRECTION_LEFT_RIGHT;
  self->shape_width = 0;
  g_ptr_array_set_size (self->collapsed_bins, 0);
  g_ptr_array_add (self->collapsed_bins, NULL);
}

void
_gp_graph_view_init_shape (GpGraphView *self)
{
  self->direction = GP_LAYOUT_DIRECTION_AUTO;
  self->collapsed_bins = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->collapsed_bins, NULL);
}

void
_gp_graph_view_finalize_shape (GpGraphView *self)
{
  _gp_graph_view_reset_shape (self);
  g_clear_pointer (&self->collapsed_bins, g_ptr_array_unref);
}

gboolean
_gp_graph_view_first_view_waits (GpGraphView *self)
{
  return self->shape_cancellable != NULL && self->fit_pending;
}

void
gp_graph_view_set_direction (GpGraphView       *self,
                             GpLayoutDirection  direction)
{
  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  if (self->direction == direction)
    return;

  self->direction = direction;
  self->shape_refit = TRUE;
  _gp_graph_view_update_shape (self);
  _gp_graph_view_notify (self, _GP_GRAPH_VIEW_PROP_DIRECTION);
}

GpLayoutDirection
gp_graph_view_get_direction (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), GP_LAYOUT_DIRECTION_AUTO);

  return self->direction;
}

GpLayoutDirection
gp_graph_view_get_layout_direction (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), GP_LAYOUT_DIRECTION_LEFT_RIGHT);

  return self->shaped_layout != NULL ? self->shaped_direction : GP_LAYOUT_DIRECTION_LEFT_RIGHT;
}

gboolean
gp_graph_view_get_laying_out (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), FALSE);

  return self->shape_cancellable != NULL;
}

gboolean
gp_graph_view_get_bin_collapsed (GpGraphView *self,
                                 const char  *bin)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), FALSE);

  return bin != NULL && self->collapsed_bins->len > 1 &&
         g_strv_contains (_gp_graph_view_get_collapsed (self), bin);
}

void
gp_graph_view_set_bin_collapsed (GpGraphView *self,
                                 const char  *bin,
                                 gboolean     collapsed)
{
  GpDocument *document;
  const GpElement *element;
  guint index;

  g_return_if_fail (GP_IS_GRAPH_VIEW (self));
  g_return_if_fail (bin != NULL);

  document = gp_view_get_document (GP_VIEW (self));
  element = document != NULL ? gp_graph_lookup_element (gp_session_get_graph (gp_document_get_session (document)), bin)
                             : NULL;
  if (element == NULL || !element->is_bin || collapsed == gp_graph_view_get_bin_collapsed (self, bin))
    return;

  if (collapsed)
    {
      g_ptr_array_insert (self->collapsed_bins, self->collapsed_bins->len - 1, g_strdup (bin));
    }
  else if (g_ptr_array_find_with_equal_func (self->collapsed_bins, bin, g_str_equal, &index))
    g_ptr_array_remove_index (self->collapsed_bins, index);

  /* The bin (or, expanded, itself still) is what the view keeps in sight. */
  g_free (self->reveal_after_shape);
  self->reveal_after_shape = g_strdup (bin);
  _gp_graph_view_update_shape (self);
}
