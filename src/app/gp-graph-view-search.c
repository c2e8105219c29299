/* gp-graph-view-search.c: finding elements in the graph by a typed query
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

/* Part of GpGraphView: the element search behind the Pipeline view's search bar. The query's
 * matches are core/render's gp_graph_search() over the document's graph and layout (a
 * case-insensitive part of the id, name or factory, in reading order); they are drawn in the match
 * style (gp-graph-view-draw.c) and the overview. The current match is the selection: typing selects
 * the first match unless the selection is one, Next and Previous walk the matches (wrapping) and
 * bring each into view. :search-text, :n-matches and :match-position are the view's properties
 * (the search bar's "3 of 12" binds to them). */

#include "config.h"

#include "gp-graph-search.h"
#include "gp-graph-view-private.h"

void
_gp_graph_view_init_search (GpGraphView *self)
{
  self->matches = g_ptr_array_new_with_free_func (g_free);
  self->match_positions = g_hash_table_new (g_str_hash, g_str_equal);
}

void
_gp_graph_view_finalize_search (GpGraphView *self)
{
  g_clear_pointer (&self->match_positions, g_hash_table_unref);
  g_clear_pointer (&self->matches, g_ptr_array_unref);
  g_clear_pointer (&self->search_text, g_free);
}

gboolean
_gp_graph_view_is_match (GpGraphView      *self,
                         const GpXdotItem *item)
{
  return item->kind == GP_XDOT_ITEM_NODE &&
         g_hash_table_size (self->match_positions) > 0 &&
         g_hash_table_contains (self->match_positions, item->id);
}

void
_gp_graph_view_update_match_position (GpGraphView *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *selected = view_state != NULL ? gp_view_state_get_selected_element (view_state) : NULL;
  guint position = 0;

  if (selected != NULL)
    position = GPOINTER_TO_UINT (g_hash_table_lookup (self->match_positions, selected));

  if (position == self->match_position)
    return;

  self->match_position = position;
  _gp_graph_view_notify (self, _GP_GRAPH_VIEW_PROP_MATCH_POSITION);
}

void
_gp_graph_view_update_search (GpGraphView *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  guint n_before = self->matches->len;
  g_autoptr(GPtrArray) found = NULL;

  g_hash_table_remove_all (self->match_positions);
  g_ptr_array_set_size (self->matches, 0);

  if (document != NULL && layout != NULL && self->search_text != NULL)
    {
      GpLayoutDirection direction = gp_graph_view_get_layout_direction (self);

      found = gp_graph_search_full (gp_session_get_graph (gp_document_get_session (document)), layout,
                                    direction == GP_LAYOUT_DIRECTION_ROWS ||
                                    direction == GP_LAYOUT_DIRECTION_TOP_BOTTOM,
                                    self->search_text);
      for (guint i = 0; i < found->len; i++)
        {
          char *id = g_strdup (g_ptr_array_index (found, i));

          g_ptr_array_add (self->matches, id);
          g_hash_table_insert (self->match_positions, id, GUINT_TO_POINTER (i + 1));
        }
    }

  if (n_before != self->matches->len)
    _gp_graph_view_notify (self, _GP_GRAPH_VIEW_PROP_N_MATCHES);
  _gp_graph_view_update_match_position (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Selects match @position (1-based) and brings it into view. */
static void
select_match (GpGraphView *self,
              guint        position)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *id;

  g_assert (position >= 1 && position <= self->matches->len);

  id = g_ptr_array_index (self->matches, position - 1);
  _gp_graph_view_user_moved (self);
  gp_view_state_set_selected_element (view_state, id);
  /* Already selected (typing on with the same first match): still shown. */
  _gp_graph_view_reveal_element (self, id);
}

void
gp_graph_view_set_search_text (GpGraphView *self,
                               const char  *text)
{
  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (self->search_text, text) == 0)
    return;
  g_free (self->search_text);
  self->search_text = g_strdup (text);

  _gp_graph_view_update_search (self);
  /* Type-ahead: the first match, unless the selection is one. */
  if (self->matches->len > 0 && self->match_position == 0)
    select_match (self, 1);

  _gp_graph_view_notify (self, _GP_GRAPH_VIEW_PROP_SEARCH_TEXT);
}

const char *
gp_graph_view_get_search_text (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  return self->search_text;
}

guint
gp_graph_view_get_n_matches (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), 0);

  return self->matches->len;
}

guint
gp_graph_view_get_match_position (GpGraphView *self)
{
  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), 0);

  return self->match_position;
}

GStrv
gp_graph_view_get_matches (GpGraphView *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (GP_IS_GRAPH_VIEW (self), NULL);

  for (guint i = 0; i < self->matches->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->matches, i));

  return g_strv_builder_end (builder);
}

void
gp_graph_view_find_next (GpGraphView *self)
{
  guint n;

  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  if ((n = self->matches->len) == 0)
    return;

  select_match (self, self->match_position == 0 ? 1 : self->match_position % n + 1);
}

void
gp_graph_view_find_previous (GpGraphView *self)
{
  guint n;

  g_return_if_fail (GP_IS_GRAPH_VIEW (self));

  if ((n = self->matches->len) == 0)
    return;

  select_match (self, self->match_position <= 1 ? n : self->match_position - 1);
}
