/* gp-view-state.h: GpViewState, what one window shows of its document
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

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* What one window shows of its (immutable) document: the selected element,
 * the focused finding, the time cursor, the graph's zoom and the visible
 * time range, collapsed lane groups and lane filter of the Timeline and
 * System charts. Widgets bind to these
 * properties; nothing here edits the session. */

#define GP_TYPE_VIEW_STATE (gp_view_state_get_type ())

G_DECLARE_FINAL_TYPE (GpViewState, gp_view_state, GP, VIEW_STATE, GObject)

#define GP_VIEW_STATE_ZOOM_MIN 0.1
#define GP_VIEW_STATE_ZOOM_MAX 6.0

GpViewState  *gp_view_state_new                  (void);

const char   *gp_view_state_get_selected_element (GpViewState *self);
void          gp_view_state_set_selected_element (GpViewState *self,
                                                  const char  *element_id);
const char   *gp_view_state_get_focused_finding  (GpViewState *self);
void          gp_view_state_set_focused_finding  (GpViewState *self,
                                                  const char  *finding_id);
/* -1: the whole run; else the index of a 250 ms window. */
int           gp_view_state_get_cursor_window    (GpViewState *self);
void          gp_view_state_set_cursor_window    (GpViewState *self,
                                                  int          window);
double        gp_view_state_get_zoom             (GpViewState *self);
void          gp_view_state_set_zoom             (GpViewState *self,
                                                  double       zoom);
/* The seconds [start, end) the time charts show, shared by all their lanes;
 * FALSE (and 0, 0) when they show the whole run. */
gboolean      gp_view_state_get_visible_range    (GpViewState *self,
                                                  double      *start,
                                                  double      *end);
/* @end <= @start: the whole run. Notifies visible-start and visible-end. */
void          gp_view_state_set_visible_range    (GpViewState *self,
                                                  double       start,
                                                  double       end);
/* The ids of the findings whose fix patches the user applied (the launch
 * pane applies them in rank order); NULL or empty: none. */
const char * const *gp_view_state_get_applied_findings (GpViewState        *self);
void          gp_view_state_set_applied_findings (GpViewState        *self,
                                                  const char * const *finding_ids);
gboolean      gp_view_state_is_finding_applied   (GpViewState *self,
                                                  const char  *finding_id);
/* The lane groups of the time charts shown collapsed (their heading only,
 * by group name); NULL or empty: none. */
const char * const *gp_view_state_get_collapsed_groups (GpViewState        *self);
void          gp_view_state_set_collapsed_groups (GpViewState        *self,
                                                  const char * const *groups);
gboolean      gp_view_state_is_group_collapsed   (GpViewState *self,
                                                  const char  *group);
/* Collapses @group when it is expanded, else expands it. */
void          gp_view_state_toggle_group         (GpViewState *self,
                                                  const char  *group);
/* The time charts show only the lanes whose title holds this text (any
 * case); NULL or "": every lane. */
const char   *gp_view_state_get_lane_filter      (GpViewState *self);
void          gp_view_state_set_lane_filter      (GpViewState *self,
                                                  const char  *filter);
/* Back to nothing selected, nothing focused, the whole run (cursor and
 * visible range), zoom 1, no patch applied, every lane group expanded and
 * no lane filter. */
void          gp_view_state_reset                (GpViewState *self);

G_END_DECLS
