/* gp-compare-view.c: GpCompareView, before/after of two sessions
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

/* What a GpCompare (core/analysis) shows in the app, in its own window (gp-compare-window.c): the
 * two sessions (id, start, duration) and whether the after one is a re-run of the before one, the
 * latency p95 and frame period with their change, the per-element p95 table by size of change, and
 * the findings cleared, new and kept (GpCompareFindingItem list models). Better, worse and about
 * the same (the core's decision: beyond or within max(5 %, 0.1 ms) and both runs' noise, the
 * threshold in a tooltip) are said in words and icons, not only in colour; a figure a side lacks is
 * "not available". Each state's findings are a GtkListView over a filter of the items, its rows
 * made from a row template (ui/gp-compare-view-row.ui); the per-element table stays a grid: a
 * GtkColumnView inside this page's scroller would, in GTK 4.8, show no rows past its 200th
 * (elements are 200 and more in the sessions benchmarked), and in its own scroller would scroll
 * apart from the page. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-compare-finding-item.h"
#include "gp-finding-row.h"
#include "gp-compare-view.h"

#define MINUS "\u2212"
#define ARROW " \u2192 "
#define HEADLINE_DECIMALS 1
/* As the inspector shows an element's processing time. */
#define ELEMENT_DECIMALS  2

struct _GpCompareView
{
  AdwBin         parent_instance;

  GpCompare     *compare;
  GPtrArray     *element_ids;      /* of const char*, owned by compare */
  GPtrArray     *element_widgets;  /* grid cells below the header */

  /* Template widgets */
  GtkLabel      *before_title;
  GtkLabel      *before_details;
  GtkLabel      *before_command;
  GtkLabel      *after_title;
  GtkLabel      *after_details;
  GtkLabel      *after_command;
  GtkWidget     *parent_box;
  GtkImage      *parent_icon;
  GtkLabel      *parent_label;
  GtkLabel      *latency_values;
  GtkWidget     *latency_trend;
  GtkImage      *latency_trend_icon;
  GtkLabel      *latency_trend_label;
  GtkLabel      *period_values;
  GtkWidget     *period_trend;
  GtkImage      *period_trend_icon;
  GtkLabel      *period_trend_label;
  GtkGrid       *elements_grid;
  AdwPreferencesGroup *cleared_group;
  AdwPreferencesGroup *new_group;
  AdwPreferencesGroup *kept_group;
  GtkListView   *cleared_list;
  GtkListView   *new_list;
  GtkListView   *kept_list;
  GtkWidget     *cleared_scroller;
  GtkWidget     *new_scroller;
  GtkWidget     *kept_scroller;
  GtkWidget     *cleared_none;
  GtkWidget     *new_none;
  GtkWidget     *kept_none;

  /* Of GpCompareFindingItem: the comparison's findings, each list bound to
   * those of one state. */
  GListStore    *finding_items;
};

G_DEFINE_FINAL_TYPE (GpCompareView, gp_compare_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_COMPARE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const trend_classes[] = { "unknown", "same", "better", "worse" };

/* Formatting */

static char *
format_ms (GpNumber n,
           int      decimals)
{
  g_autofree char *text = NULL;

  if (gp_number_is_none (n))
    return g_strdup (_("not available"));
  text = gp_format_fixed (n.value, decimals);
  /* Translators: a duration in milliseconds, "20.0 ms" */
  return g_strdup_printf (_("%s ms"), text);
}

static const char *
sign (double value)
{
  return value < 0 ? MINUS : value > 0 ? "+" : "";
}

/* "−4.0 ms (−20.0%)" or NULL when not available. */
static char *
format_change (const GpCompareValue *value,
               int                   decimals)
{
  g_autofree char *delta = NULL;
  g_autofree char *ms = NULL;

  if (isnan (value->delta))
    return NULL;

  delta = gp_format_fixed (fabs (value->delta), decimals);
  ms = g_strdup_printf (_("%s ms"), delta);
  if (!isnan (value->ratio))
    {
      double pct = (value->ratio - 1.0) * 100.0;
      g_autofree char *pct_text = gp_format_fixed (fabs (pct), 1);

      return g_strdup_printf ("%s%s (%s%s%%)", sign (value->delta), ms, sign (pct), pct_text);
    }
  return g_strdup_printf ("%s%s", sign (value->delta), ms);
}

static const char *
trend_icon (GpCompareTrend trend)
{
  switch (trend)
    {
    case GP_COMPARE_TREND_BETTER:
      return "emblem-ok-symbolic";
    case GP_COMPARE_TREND_WORSE:
      return "dialog-warning-symbolic";
    case GP_COMPARE_TREND_SAME:
      return "list-remove-symbolic";
    case GP_COMPARE_TREND_UNKNOWN:
    default:
      return "action-unavailable-symbolic";
    }
}

static const char *
trend_text (GpCompareTrend trend)
{
  switch (trend)
    {
    case GP_COMPARE_TREND_BETTER:
      return C_("comparison", "Better");
    case GP_COMPARE_TREND_WORSE:
      return C_("comparison", "Worse");
    case GP_COMPARE_TREND_SAME:
      return C_("comparison", "About the same");
    case GP_COMPARE_TREND_UNKNOWN:
    default:
      return C_("comparison", "Not available");
    }
}

/* What a change had to exceed, for a tooltip: "A change counts beyond
 * ±1.0 ms: 5 % of before, 0.1 ms, or both runs' own noise (±0.4 ms and
 * ±0.5 ms), whichever is largest"; NULL when not available. */
static char *
threshold_text (const GpCompareValue *value,
                int                   decimals)
{
  g_autofree char *threshold = NULL;
  g_autofree char *noise_before = NULL;
  g_autofree char *noise_after = NULL;

  if (isnan (value->threshold))
    return NULL;
  threshold = gp_format_fixed (value->threshold, decimals);
  noise_before = gp_format_fixed (value->noise_before, decimals);
  noise_after = gp_format_fixed (value->noise_after, decimals);
  /* Translators: the ms values are "1.0"; keep the ± signs */
  return g_strdup_printf (_("A change counts beyond ±%s ms: 5 %% of before, 0.1 ms, or both runs' own "
                            "window-to-window noise (±%s ms and ±%s ms), whichever is largest"),
                          threshold, noise_before, noise_after);
}

static void
set_trend_class (GtkWidget      *widget,
                 GpCompareTrend  trend)
{
  for (guint i = 0; i < G_N_ELEMENTS (trend_classes); i++)
    gtk_widget_remove_css_class (widget, trend_classes[i]);
  gtk_widget_add_css_class (widget, trend_classes[trend]);
}

static const char *
session_title (GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);

  if (info->label != NULL && *info->label != '\0')
    return info->label;
  if (info->id != NULL)
    return info->id;
  return _("Untitled session");
}

static char *
session_command (GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);

  if (info->launch != NULL)
    return g_strdup (info->launch);
  if (info->command != NULL)
    return g_strjoinv (" ", info->command);
  return g_strdup ("");
}

/* Header */

/* "Session <id> · 2026-08-19 16:57:20 UTC · 5.0 s", the id left out when
 * it is already the title. */
static char *
session_details (GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDateTime) started = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();

  if (info->id != NULL && g_strcmp0 (session_title (session), info->id) != 0)
    /* Translators: "Session 20260819T165720" */
    g_ptr_array_add (parts, g_strdup_printf (_("Session %s"), info->id));
  if (info->started != NULL && *info->started != '\0')
    started = g_date_time_new_from_iso8601 (info->started, utc);
  if (started != NULL)
    /* Translators: a date and time, see the GDateTime format */
    g_ptr_array_add (parts, g_date_time_format (started, _("%Y-%m-%d %H:%M:%S UTC")));
  if (info->duration_s > 0)
    {
      g_autofree char *seconds = gp_format_fixed (info->duration_s, 1);

      /* Translators: a duration in seconds, "5.0 s" */
      g_ptr_array_add (parts, g_strdup_printf (_("%s s"), seconds));
    }
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

static void
show_session (GpSession *session,
              GtkLabel  *title,
              GtkLabel  *details,
              GtkLabel  *command)
{
  g_autofree char *details_text = session_details (session);
  g_autofree char *command_text = session_command (session);

  gtk_label_set_label (title, session_title (session));
  gtk_label_set_label (details, details_text);
  gtk_label_set_label (command, command_text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (command), command_text);
  gtk_widget_set_visible (GTK_WIDGET (command), *command_text != '\0');
}

static void
show_parent (GpCompareView *self)
{
  const char *parent = gp_session_get_info (self->compare->after)->parent_session;
  const char *id = gp_session_get_info (self->compare->before)->id;
  g_autofree char *text = NULL;
  const char *icon;

  gtk_widget_remove_css_class (self->parent_box, "warning");
  switch (self->compare->parent)
    {
    case GP_COMPARE_PARENT_MATCHES:
      icon = "emblem-ok-symbolic";
      text = g_strdup (_("After is a re-run of before: its parent session is before’s id."));
      break;
    case GP_COMPARE_PARENT_OTHER:
      icon = "dialog-warning-symbolic";
      /* Translators: the first %s is a session id, the second another one */
      text = g_strdup_printf (_("After is a re-run of another session (%s), not of before (%s): "
                                "the two may not be comparable."),
                              parent, id != NULL ? id : "");
      gtk_widget_add_css_class (self->parent_box, "warning");
      break;
    case GP_COMPARE_PARENT_SIBLING:
      icon = "emblem-ok-symbolic";
      /* Translators: %s is a session id */
      text = g_strdup_printf (_("Before and after are both re-runs of one session (%s): variants of its pipeline."),
                              parent);
      break;
    case GP_COMPARE_PARENT_NONE:
    default:
      icon = "dialog-information-symbolic";
      text = g_strdup (_("After does not record which session it re-runs."));
      break;
    }
  gtk_image_set_from_icon_name (self->parent_icon, icon);
  gtk_label_set_label (self->parent_label, text);
}

static void
show_figure (const GpCompareValue *value,
             GtkLabel             *values,
             GtkWidget            *trend_box,
             GtkImage             *trend_image,
             GtkLabel             *trend_label)
{
  g_autofree char *before = format_ms (value->before, HEADLINE_DECIMALS);
  g_autofree char *after = format_ms (value->after, HEADLINE_DECIMALS);
  g_autofree char *both = g_strconcat (before, ARROW, after, NULL);
  g_autofree char *change = format_change (value, HEADLINE_DECIMALS);
  g_autofree char *threshold = NULL;
  g_autofree char *tooltip = threshold_text (value, HEADLINE_DECIMALS);
  g_autofree char *text = NULL;

  gtk_label_set_label (values, both);
  if (value->trend == GP_COMPARE_TREND_UNKNOWN)
    text = g_strdup (_("Not available: a session did not measure it"));
  else if (value->trend != GP_COMPARE_TREND_SAME)
    /* Translators: "Better: −4.0 ms (−20.0%)" */
    text = g_strdup_printf (_("%s: %s"), trend_text (value->trend), change);
  else if (value->delta != 0)
    {
      threshold = gp_format_fixed (value->threshold, HEADLINE_DECIMALS);
      /* Translators: "About the same: −1.6 ms (−5.8%), within ±9.9 ms" */
      text = g_strdup_printf (_("%s: %s, within ±%s ms"), trend_text (value->trend), change, threshold);
    }
  else
    text = g_strdup (trend_text (value->trend));
  gtk_label_set_label (trend_label, text);
  gtk_widget_set_tooltip_text (trend_box, tooltip);
  gtk_image_set_from_icon_name (trend_image, trend_icon (value->trend));
  set_trend_class (trend_box, value->trend);
}

/* Per-element table */

static GtkWidget *
cell_label (const char *text,
            float       xalign,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
attach (GpCompareView *self,
        GtkWidget     *widget,
        int            column,
        int            row)
{
  gtk_grid_attach (self->elements_grid, widget, column, row, 1, 1);
  g_ptr_array_add (self->element_widgets, widget);
}

static void
clear_elements (GpCompareView *self)
{
  for (guint i = 0; i < self->element_widgets->len; i++)
    gtk_grid_remove (self->elements_grid, g_ptr_array_index (self->element_widgets, i));
  g_ptr_array_set_size (self->element_widgets, 0);
  g_ptr_array_set_size (self->element_ids, 0);
}

static GtkWidget *
element_verdict (const GpCompareElement *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GpCompareTrend trend = row->proc_ms_p95.trend;
  const char *icon;
  const char *text;

  gtk_widget_add_css_class (box, "trend");
  if (row->presence == GP_COMPARE_PRESENCE_AFTER_ONLY)
    {
      icon = "list-add-symbolic";
      text = C_("element", "Added");
      trend = GP_COMPARE_TREND_UNKNOWN;
    }
  else if (row->presence == GP_COMPARE_PRESENCE_BEFORE_ONLY)
    {
      icon = "list-remove-symbolic";
      text = C_("element", "Removed");
      trend = GP_COMPARE_TREND_UNKNOWN;
    }
  else
    {
      g_autofree char *tooltip = threshold_text (&row->proc_ms_p95, ELEMENT_DECIMALS);

      icon = trend_icon (trend);
      text = trend_text (trend);
      gtk_widget_set_tooltip_text (box, tooltip);
    }
  set_trend_class (box, trend);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name (icon));
  gtk_box_append (GTK_BOX (box), cell_label (text, 0, NULL));
  return box;
}

static void
show_elements (GpCompareView *self)
{
  clear_elements (self);

  for (guint i = 0; i < self->compare->elements->len; i++)
    {
      const GpCompareElement *row = &g_array_index (self->compare->elements, GpCompareElement, i);
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autofree char *change = NULL;
      g_autofree char *factory = NULL;
      GtkWidget *name;
      int r = (int) i + 1;

      if (row->presence == GP_COMPARE_PRESENCE_BOTH && g_strcmp0 (row->factory_before, row->factory_after) != 0)
        factory = g_strconcat (row->factory_before != NULL ? row->factory_before : "?", ARROW,
                               row->factory_after != NULL ? row->factory_after : "?", NULL);
      else
        factory = g_strdup (row->factory_after != NULL ? row->factory_after : row->factory_before);

      name = cell_label (row->element, 0, NULL);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_MIDDLE);
      gtk_widget_set_tooltip_text (name, factory);

      before = row->presence == GP_COMPARE_PRESENCE_AFTER_ONLY ? g_strdup (_("absent"))
                                                               : format_ms (row->proc_ms_p95.before, ELEMENT_DECIMALS);
      after = row->presence == GP_COMPARE_PRESENCE_BEFORE_ONLY ? g_strdup (_("absent"))
                                                               : format_ms (row->proc_ms_p95.after, ELEMENT_DECIMALS);
      change = format_change (&row->proc_ms_p95, ELEMENT_DECIMALS);

      attach (self, name, 0, r);
      attach (self, cell_label (before, 1, gp_number_is_none (row->proc_ms_p95.before) ? "dim-label" : NULL), 1, r);
      attach (self, cell_label (after, 1, gp_number_is_none (row->proc_ms_p95.after) ? "dim-label" : NULL), 2, r);
      attach (self, cell_label (change != NULL ? change : "—", 1, change == NULL ? "dim-label" : NULL), 3, r);
      attach (self, element_verdict (row), 4, r);
      g_ptr_array_add (self->element_ids, (gpointer) row->element);
    }

  if (self->compare->elements->len == 0)
    attach (self, cell_label (_("No elements in either session"), 0, "dim-label"), 0, 1);
}

/* Findings */

/* The severity badge's classes (ui/gp-compare-view-row.ui). */
static char **
severity_classes (gpointer   this,
                  GpSeverity severity)
{
  static const char * const severity_class[] = { "info", "medium", "high" };
  const char *classes[] = { "severity-badge", severity_class[CLAMP (severity, 0, 2)], NULL };

  return g_strdupv ((char **) classes);
}

static char *
findings_title (GpCompareFindingState state,
                guint                 n)
{
  /* Translators: %u is a number of findings */
  switch (state)
    {
    case GP_COMPARE_FINDING_CLEARED:
      return g_strdup_printf (_("Findings Cleared (%u)"), n);
    case GP_COMPARE_FINDING_NEW:
      return g_strdup_printf (_("New Findings (%u)"), n);
    case GP_COMPARE_FINDING_KEPT:
    default:
      return g_strdup_printf (_("Findings Kept (%u)"), n);
    }
}

static gboolean
has_state_cb (gpointer item,
              gpointer user_data)
{
  return gp_compare_finding_item_get_finding (item)->state == GPOINTER_TO_INT (user_data);
}

/* "None" instead of a list while it is empty. */
static void
update_none (GpCompareView *self)
{
  GtkListView *lists[] = { self->cleared_list, self->new_list, self->kept_list };
  GtkWidget *scrollers[] = { self->cleared_scroller, self->new_scroller, self->kept_scroller };
  GtkWidget *nones[] = { self->cleared_none, self->new_none, self->kept_none };

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (lists[i]));
      gboolean empty = model == NULL || g_list_model_get_n_items (model) == 0;

      gtk_widget_set_visible (nones[i], empty);
      gtk_widget_set_visible (scrollers[i], !empty);
    }
}

/* @list shows the findings of @state. */
static void
bind_findings (GpCompareView         *self,
               GpCompareFindingState  state,
               GtkListView           *list,
               GtkListItemFactory    *factory)
{
  GtkCustomFilter *filter = gtk_custom_filter_new (has_state_cb, GINT_TO_POINTER (state), NULL);
  GtkFilterListModel *model;
  g_autoptr(GtkNoSelection) selection = NULL;

  model = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->finding_items)), GTK_FILTER (filter));
  g_signal_connect_object (model, "items-changed", G_CALLBACK (update_none), self, G_CONNECT_SWAPPED);
  selection = gtk_no_selection_new (G_LIST_MODEL (model));
  gtk_list_view_set_factory (list, factory);
  gtk_list_view_set_model (list, GTK_SELECTION_MODEL (selection));
}

static void
show_findings (GpCompareView *self)
{
  const GpCompareFindingState states[] = {
    GP_COMPARE_FINDING_CLEARED, GP_COMPARE_FINDING_NEW, GP_COMPARE_FINDING_KEPT,
  };
  AdwPreferencesGroup *groups[] = { self->cleared_group, self->new_group, self->kept_group };
  g_autoptr(GPtrArray) items = g_ptr_array_new_full (self->compare->findings->len, g_object_unref);

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      g_autofree char *title = findings_title (states[i], gp_compare_count_findings (self->compare, states[i]));

      adw_preferences_group_set_title (groups[i], title);
    }

  for (guint i = 0; i < self->compare->findings->len; i++)
    g_ptr_array_add (items, gp_compare_finding_item_new (self->compare, i));
  g_list_store_splice (self->finding_items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->finding_items)),
                       items->pdata, items->len);
}

static void
gp_compare_view_update (GpCompareView *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self), self->compare != NULL);
  if (self->compare == NULL)
    {
      clear_elements (self);
      return;
    }

  show_session (self->compare->before, self->before_title, self->before_details, self->before_command);
  show_session (self->compare->after, self->after_title, self->after_details, self->after_command);
  show_parent (self);
  show_figure (&self->compare->latency_ms_p95, self->latency_values, self->latency_trend,
               self->latency_trend_icon, self->latency_trend_label);
  show_figure (&self->compare->frame_period_ms, self->period_values, self->period_trend,
               self->period_trend_icon, self->period_trend_label);
  show_elements (self);
  show_findings (self);
}

/* GObject */

static void
gp_compare_view_dispose (GObject *object)
{
  GpCompareView *self = (GpCompareView *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_COMPARE_VIEW);
  g_clear_object (&self->finding_items);
  g_clear_pointer (&self->compare, gp_compare_unref);

  G_OBJECT_CLASS (gp_compare_view_parent_class)->dispose (object);
}

static void
gp_compare_view_finalize (GObject *object)
{
  GpCompareView *self = (GpCompareView *)object;

  g_clear_pointer (&self->element_ids, g_ptr_array_unref);
  g_clear_pointer (&self->element_widgets, g_ptr_array_unref);

  G_OBJECT_CLASS (gp_compare_view_parent_class)->finalize (object);
}

static void
gp_compare_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GpCompareView *self = GP_COMPARE_VIEW (object);

  switch (prop_id)
    {
    case PROP_COMPARE:
      g_value_set_boxed (value, self->compare);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_compare_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GpCompareView *self = GP_COMPARE_VIEW (object);

  switch (prop_id)
    {
    case PROP_COMPARE:
      gp_compare_view_set_compare (self, g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_compare_view_class_init (GpCompareViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_compare_view_dispose;
  object_class->finalize = gp_compare_view_finalize;
  object_class->get_property = gp_compare_view_get_property;
  object_class->set_property = gp_compare_view_set_property;

  properties[PROP_COMPARE] =
    g_param_spec_boxed ("compare", NULL, NULL,
                        GP_TYPE_COMPARE,
                        (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-compare-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, before_title);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, before_details);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, before_command);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, after_title);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, after_details);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, after_command);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, parent_box);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, parent_icon);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, parent_label);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, latency_values);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, latency_trend);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, latency_trend_icon);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, latency_trend_label);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, period_values);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, period_trend);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, period_trend_icon);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, period_trend_label);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, elements_grid);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, cleared_group);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, new_group);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, kept_group);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, cleared_list);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, new_list);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, kept_list);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, cleared_scroller);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, new_scroller);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, kept_scroller);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, cleared_none);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, new_none);
  gtk_widget_class_bind_template_child (widget_class, GpCompareView, kept_none);
}

static void
gp_compare_view_init (GpCompareView *self)
{
  g_autoptr(GtkBuilderScope) scope = NULL;
  g_autoptr(GtkListItemFactory) factory = NULL;

  self->element_ids = g_ptr_array_new ();
  self->element_widgets = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The rows' template, its badge classes from here. */
  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback_symbol (GTK_BUILDER_CSCOPE (scope), "severity_classes",
                                          G_CALLBACK (severity_classes));
  factory = gtk_builder_list_item_factory_new_from_resource (scope,
                                                             "/io/github/gstprofile/Inspector/ui/gp-compare-view-row.ui");

  self->finding_items = g_list_store_new (GP_TYPE_COMPARE_FINDING_ITEM);
  bind_findings (self, GP_COMPARE_FINDING_CLEARED, self->cleared_list, factory);
  bind_findings (self, GP_COMPARE_FINDING_NEW, self->new_list, factory);
  bind_findings (self, GP_COMPARE_FINDING_KEPT, self->kept_list, factory);
  update_none (self);
  gp_compare_view_update (self);
}

GtkWidget *
gp_compare_view_new (void)
{
  return g_object_new (GP_TYPE_COMPARE_VIEW, NULL);
}

GpCompare *
gp_compare_view_get_compare (GpCompareView *self)
{
  g_return_val_if_fail (GP_IS_COMPARE_VIEW (self), NULL);

  return self->compare;
}

void
gp_compare_view_set_compare (GpCompareView *self,
                             GpCompare     *compare)
{
  g_return_if_fail (GP_IS_COMPARE_VIEW (self));

  if (self->compare == compare)
    return;

  g_clear_pointer (&self->compare, gp_compare_unref);
  self->compare = compare != NULL ? gp_compare_ref (compare) : NULL;
  gp_compare_view_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPARE]);
}

guint
gp_compare_view_get_n_element_rows (GpCompareView *self)
{
  g_return_val_if_fail (GP_IS_COMPARE_VIEW (self), 0);

  return self->element_ids->len;
}

const char *
gp_compare_view_get_element_at (GpCompareView *self,
                                guint          i)
{
  g_return_val_if_fail (GP_IS_COMPARE_VIEW (self), NULL);
  g_return_val_if_fail (i < self->element_ids->len, NULL);

  return g_ptr_array_index (self->element_ids, i);
}

GtkListView *
gp_compare_view_get_findings_list (GpCompareView         *self,
                                   GpCompareFindingState  state)
{
  g_return_val_if_fail (GP_IS_COMPARE_VIEW (self), NULL);

  switch (state)
    {
    case GP_COMPARE_FINDING_CLEARED:
      return self->cleared_list;
    case GP_COMPARE_FINDING_NEW:
      return self->new_list;
    case GP_COMPARE_FINDING_KEPT:
      return self->kept_list;
    default:
      g_return_val_if_reached (NULL);
    }
}
