/* gp-view-state.c: GpViewState, what one window shows of its document
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

/* The per-window state kept apart from the immutable document (a session is never edited to show
 * it): the selected element, the focused finding, the time cursor's window, the graph's zoom, the
 * time charts' visible range, collapsed lane groups and lane filter, and the findings whose
 * patches are applied. Plain properties that the views bind to (through GpView's binding group)
 * and set; gp_view_state_reset() when a new document is shown. */

#include "config.h"

#include <math.h>

#include "gp-view-state.h"

struct _GpViewState
{
  GObject  parent_instance;

  char    *selected_element;
  char    *focused_finding;
  int      cursor_window;
  double   zoom;
  double   visible_start;
  double   visible_end;
  GStrv    applied_findings;
  GStrv    collapsed_groups;
  char    *lane_filter;
};

G_DEFINE_FINAL_TYPE (GpViewState, gp_view_state, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SELECTED_ELEMENT,
  PROP_FOCUSED_FINDING,
  PROP_CURSOR_WINDOW,
  PROP_ZOOM,
  PROP_APPLIED_FINDINGS,
  PROP_VISIBLE_START,
  PROP_VISIBLE_END,
  PROP_COLLAPSED_GROUPS,
  PROP_LANE_FILTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
set_str (char       **field,
         const char  *value)
{
  if (value != NULL && *value == '\0')
    value = NULL;

  if (g_strcmp0 (*field, value) == 0)
    return FALSE;

  g_free (*field);
  *field = g_strdup (value);

  return TRUE;
}

static void
gp_view_state_finalize (GObject *object)
{
  GpViewState *self = (GpViewState *)object;

  g_clear_pointer (&self->selected_element, g_free);
  g_clear_pointer (&self->focused_finding, g_free);
  g_clear_pointer (&self->applied_findings, g_strfreev);
  g_clear_pointer (&self->collapsed_groups, g_strfreev);
  g_clear_pointer (&self->lane_filter, g_free);

  G_OBJECT_CLASS (gp_view_state_parent_class)->finalize (object);
}

static void
gp_view_state_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GpViewState *self = GP_VIEW_STATE (object);

  switch (prop_id)
    {
    case PROP_SELECTED_ELEMENT:
      g_value_set_string (value, self->selected_element);
      break;

    case PROP_FOCUSED_FINDING:
      g_value_set_string (value, self->focused_finding);
      break;

    case PROP_CURSOR_WINDOW:
      g_value_set_int (value, self->cursor_window);
      break;

    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;

    case PROP_APPLIED_FINDINGS:
      g_value_set_boxed (value, self->applied_findings);
      break;

    case PROP_VISIBLE_START:
      g_value_set_double (value, self->visible_start);
      break;

    case PROP_VISIBLE_END:
      g_value_set_double (value, self->visible_end);
      break;

    case PROP_COLLAPSED_GROUPS:
      g_value_set_boxed (value, self->collapsed_groups);
      break;

    case PROP_LANE_FILTER:
      g_value_set_string (value, self->lane_filter);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_view_state_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GpViewState *self = GP_VIEW_STATE (object);

  switch (prop_id)
    {
    case PROP_SELECTED_ELEMENT:
      gp_view_state_set_selected_element (self, g_value_get_string (value));
      break;

    case PROP_FOCUSED_FINDING:
      gp_view_state_set_focused_finding (self, g_value_get_string (value));
      break;

    case PROP_CURSOR_WINDOW:
      gp_view_state_set_cursor_window (self, g_value_get_int (value));
      break;

    case PROP_ZOOM:
      gp_view_state_set_zoom (self, g_value_get_double (value));
      break;

    case PROP_APPLIED_FINDINGS:
      gp_view_state_set_applied_findings (self, g_value_get_boxed (value));
      break;

    case PROP_VISIBLE_START:
      gp_view_state_set_visible_range (self, g_value_get_double (value), self->visible_end);
      break;

    case PROP_VISIBLE_END:
      gp_view_state_set_visible_range (self, self->visible_start, g_value_get_double (value));
      break;

    case PROP_COLLAPSED_GROUPS:
      gp_view_state_set_collapsed_groups (self, g_value_get_boxed (value));
      break;

    case PROP_LANE_FILTER:
      gp_view_state_set_lane_filter (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_view_state_class_init (GpViewStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gp_view_state_finalize;
  object_class->get_property = gp_view_state_get_property;
  object_class->set_property = gp_view_state_set_property;

  properties[PROP_SELECTED_ELEMENT] =
    g_param_spec_string ("selected-element", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_FOCUSED_FINDING] =
    g_param_spec_string ("focused-finding", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_CURSOR_WINDOW] =
    g_param_spec_int ("cursor-window", NULL, NULL,
                      -1, G_MAXINT, -1,
                      (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         GP_VIEW_STATE_ZOOM_MIN, GP_VIEW_STATE_ZOOM_MAX, 1.0,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_APPLIED_FINDINGS] =
    g_param_spec_boxed ("applied-findings", NULL, NULL,
                        G_TYPE_STRV,
                        (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VISIBLE_START] =
    g_param_spec_double ("visible-start", NULL, NULL,
                         0.0, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VISIBLE_END] =
    g_param_spec_double ("visible-end", NULL, NULL,
                         0.0, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_COLLAPSED_GROUPS] =
    g_param_spec_boxed ("collapsed-groups", NULL, NULL,
                        G_TYPE_STRV,
                        (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_LANE_FILTER] =
    g_param_spec_string ("lane-filter", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_view_state_init (GpViewState *self)
{
  self->cursor_window = -1;
  self->zoom = 1.0;
}

GpViewState *
gp_view_state_new (void)
{
  return g_object_new (GP_TYPE_VIEW_STATE, NULL);
}

const char *
gp_view_state_get_selected_element (GpViewState *self)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), NULL);

  return self->selected_element;
}

void
gp_view_state_set_selected_element (GpViewState *self,
                                    const char  *element_id)
{
  g_return_if_fail (GP_IS_VIEW_STATE (self));

  if (set_str (&self->selected_element, element_id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_ELEMENT]);
}

const char *
gp_view_state_get_focused_finding (GpViewState *self)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), NULL);

  return self->focused_finding;
}

void
gp_view_state_set_focused_finding (GpViewState *self,
                                   const char  *finding_id)
{
  g_return_if_fail (GP_IS_VIEW_STATE (self));

  if (set_str (&self->focused_finding, finding_id))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUSED_FINDING]);
}

int
gp_view_state_get_cursor_window (GpViewState *self)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), -1);

  return self->cursor_window;
}

void
gp_view_state_set_cursor_window (GpViewState *self,
                                 int          window)
{
  g_return_if_fail (GP_IS_VIEW_STATE (self));

  window = MAX (window, -1);
  if (self->cursor_window == window)
    return;

  self->cursor_window = window;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR_WINDOW]);
}

double
gp_view_state_get_zoom (GpViewState *self)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), 1.0);

  return self->zoom;
}

void
gp_view_state_set_zoom (GpViewState *self,
                        double       zoom)
{
  g_return_if_fail (GP_IS_VIEW_STATE (self));

  zoom = CLAMP (zoom, GP_VIEW_STATE_ZOOM_MIN, GP_VIEW_STATE_ZOOM_MAX);
  if (G_APPROX_VALUE (self->zoom, zoom, 1e-9))
    return;

  self->zoom = zoom;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

gboolean
gp_view_state_get_visible_range (GpViewState *self,
                                 double      *start,
                                 double      *end)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), FALSE);

  if (start != NULL)
    *start = self->visible_start;
  if (end != NULL)
    *end = self->visible_end;

  return self->visible_end > self->visible_start;
}

void
gp_view_state_set_visible_range (GpViewState *self,
                                 double       start,
                                 double       end)
{
  gboolean start_changed, end_changed;

  g_return_if_fail (GP_IS_VIEW_STATE (self));

  if (!(end > start) || !isfinite (start) || !isfinite (end))
    start = end = 0.0;
  start = MAX (start, 0.0);
  end = MAX (end, start);

  start_changed = self->visible_start != start;
  end_changed = self->visible_end != end;
  if (!start_changed && !end_changed)
    return;

  self->visible_start = start;
  self->visible_end = end;

  g_object_freeze_notify (G_OBJECT (self));
  if (start_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE_START]);
  if (end_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE_END]);
  g_object_thaw_notify (G_OBJECT (self));
}

const char * const *
gp_view_state_get_applied_findings (GpViewState *self)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), NULL);

  return (const char * const *) self->applied_findings;
}

void
gp_view_state_set_applied_findings (GpViewState        *self,
                                    const char * const *finding_ids)
{
  g_return_if_fail (GP_IS_VIEW_STATE (self));

  if (finding_ids != NULL && finding_ids[0] == NULL)
    finding_ids = NULL;

  if (self->applied_findings == NULL && finding_ids == NULL)
    return;
  if (self->applied_findings != NULL && finding_ids != NULL &&
      g_strv_equal ((const char * const *) self->applied_findings, finding_ids))
    return;

  g_strfreev (self->applied_findings);
  self->applied_findings = g_strdupv ((char **) finding_ids);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_APPLIED_FINDINGS]);
}

gboolean
gp_view_state_is_finding_applied (GpViewState *self,
                                  const char  *finding_id)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), FALSE);
  g_return_val_if_fail (finding_id != NULL, FALSE);

  return self->applied_findings != NULL &&
         g_strv_contains ((const char * const *) self->applied_findings, finding_id);
}

const char * const *
gp_view_state_get_collapsed_groups (GpViewState *self)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), NULL);

  return (const char * const *) self->collapsed_groups;
}

void
gp_view_state_set_collapsed_groups (GpViewState        *self,
                                    const char * const *groups)
{
  g_return_if_fail (GP_IS_VIEW_STATE (self));

  if (groups != NULL && groups[0] == NULL)
    groups = NULL;

  if (self->collapsed_groups == NULL && groups == NULL)
    return;
  if (self->collapsed_groups != NULL && groups != NULL &&
      g_strv_equal ((const char * const *) self->collapsed_groups, groups))
    return;

  g_strfreev (self->collapsed_groups);
  self->collapsed_groups = g_strdupv ((char **) groups);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLLAPSED_GROUPS]);
}

gboolean
gp_view_state_is_group_collapsed (GpViewState *self,
                                  const char  *group)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), FALSE);

  return group != NULL && self->collapsed_groups != NULL &&
         g_strv_contains ((const char * const *) self->collapsed_groups, group);
}

void
gp_view_state_toggle_group (GpViewState *self,
                            const char  *group)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) groups = NULL;
  gboolean collapsed;

  g_return_if_fail (GP_IS_VIEW_STATE (self));
  g_return_if_fail (group != NULL);

  collapsed = gp_view_state_is_group_collapsed (self, group);
  builder = g_strv_builder_new ();
  for (guint i = 0; self->collapsed_groups != NULL && self->collapsed_groups[i] != NULL; i++)
    if (g_strcmp0 (self->collapsed_groups[i], group) != 0)
      g_strv_builder_add (builder, self->collapsed_groups[i]);
  if (!collapsed)
    g_strv_builder_add (builder, group);
  groups = g_strv_builder_end (builder);
  gp_view_state_set_collapsed_groups (self, (const char * const *) groups);
}

const char *
gp_view_state_get_lane_filter (GpViewState *self)
{
  g_return_val_if_fail (GP_IS_VIEW_STATE (self), NULL);

  return self->lane_filter;
}

void
gp_view_state_set_lane_filter (GpViewState *self,
                               const char  *filter)
{
  g_return_if_fail (GP_IS_VIEW_STATE (self));

  if (set_str (&self->lane_filter, filter))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANE_FILTER]);
}

void
gp_view_state_reset (GpViewState *self)
{
  g_return_if_fail (GP_IS_VIEW_STATE (self));

  g_object_freeze_notify (G_OBJECT (self));
  gp_view_state_set_selected_element (self, NULL);
  gp_view_state_set_focused_finding (self, NULL);
  gp_view_state_set_cursor_window (self, -1);
  gp_view_state_set_zoom (self, 1.0);
  gp_view_state_set_visible_range (self, 0.0, 0.0);
  gp_view_state_set_applied_findings (self, NULL);
  gp_view_state_set_collapsed_groups (self, NULL);
  gp_view_state_set_lane_filter (self, NULL);
  g_object_thaw_notify (G_OBJECT (self));
}
