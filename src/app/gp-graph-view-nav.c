/* gp-graph-view-nav.c: moving between elements with the keyboard
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

/* Part of GpGraphView: the keyboard (`graph.move`, `graph.unselect`). The arrow keys move the
 * selection to the nearest element in that direction (by the items' centres), Home and End to the
 * first and last element of the drawing, Escape clears it and the focused finding's outlines. */

#include "config.h"

#include <math.h>

#include "gp-graph-view-private.h"

typedef enum
{
  NAV_LEFT,
  NAV_RIGHT,
  NAV_UP,
  NAV_DOWN,
  NAV_FIRST,
  NAV_LAST,
} NavDirection;

static double
center_x (const GpXdotItem *item)
{
  return item->bounds.x + item->bounds.width / 2;
}

static double
center_y (const GpXdotItem *item)
{
  return item->bounds.y + item->bounds.height / 2;
}

static const GpXdotItem *
navigate (GpGraphView      *self,
          const GpXdotItem *from,
          NavDirection      direction)
{
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  const GpXdotItem *best = NULL;
  double best_score = G_MAXDOUBLE;

  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
      double score, dx, dy;

      if (item->kind != GP_XDOT_ITEM_NODE || item == from)
        continue;

      if (from == NULL || direction == NAV_FIRST || direction == NAV_LAST)
        {
          score = item->bounds.x * 1000 + item->bounds.y;
          if (direction == NAV_LAST)
            score = -score;
        }
      else
        {
          dx = center_x (item) - center_x (from);
          dy = center_y (item) - center_y (from);

          switch (direction)
            {
            case NAV_LEFT:
            case NAV_RIGHT:
              if ((direction == NAV_LEFT && dx >= -1) || (direction == NAV_RIGHT && dx <= 1))
                continue;
              score = fabs (dx) + 3 * fabs (dy);
              /* An element linked to @from wins over a merely close one. */
              for (guint k = 0; k < gp_xdot_graph_get_n_items (layout); k++)
                {
                  const GpXdotItem *edge = gp_xdot_graph_get_item (layout, k);

                  if (edge->kind == GP_XDOT_ITEM_EDGE &&
                      ((g_strcmp0 (edge->tail, from->id) == 0 &&
                        g_strcmp0 (edge->head, item->id) == 0) ||
                       (g_strcmp0 (edge->head, from->id) == 0 &&
                        g_strcmp0 (edge->tail, item->id) == 0)))
                    score -= 100000;
                }
              break;

            case NAV_UP:
            case NAV_DOWN:
              if ((direction == NAV_UP && dy >= -1) || (direction == NAV_DOWN && dy <= 1))
                continue;
              score = fabs (dy) + 3 * fabs (dx);
              break;

            case NAV_FIRST:
            case NAV_LAST:
            default:
              g_assert_not_reached ();
            }
        }

      if (score < best_score)
        {
          best_score = score;
          best = item;
        }
    }

  return best;
}

static gboolean
move_selection (GpGraphView  *self,
                NavDirection  direction)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const GpXdotGraph *layout = _gp_graph_view_get_layout (self);
  const GpXdotItem *from = NULL;
  const GpXdotItem *to;
  const char *selected;

  if (layout == NULL)
    return FALSE;

  selected = gp_view_state_get_selected_element (view_state);
  if (selected != NULL)
    from = gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, selected);

  to = navigate (self, from, direction);
  if (to == NULL)
    return from != NULL;

  gp_view_state_set_selected_element (view_state, to->id);

  return TRUE;
}

void
_gp_graph_view_move_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *param)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);
  const char *where = g_variant_get_string (param, NULL);
  static const struct {
    const char   *name;
    NavDirection  direction;
  } directions[] = {
    { "left", NAV_LEFT }, { "right", NAV_RIGHT }, { "up", NAV_UP }, { "down", NAV_DOWN },
    { "first", NAV_FIRST }, { "last", NAV_LAST },
  };

  for (guint i = 0; i < G_N_ELEMENTS (directions); i++)
    {
      if (g_str_equal (where, directions[i].name))
        {
          move_selection (self, directions[i].direction);
          return;
        }
    }
}

void
_gp_graph_view_unselect_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *param)
{
  GpGraphView *self = GP_GRAPH_VIEW (widget);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  gp_view_state_set_selected_element (view_state, NULL);
  gp_view_state_set_focused_finding (view_state, NULL);
}
