/* gp-inspector.c: GpInspector, the selected element in detail
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

/* A GpView in the window's side pane: the view state's selected element, its factory, vendor, bin
 * and class, its measurements, its series over the run as sparklines (the value at the time
 * cursor's window, else the run's peak), its non-default properties, its pads with caps and memory
 * (a pad's row selects the peer), and the findings that touch it (a row focuses the finding). */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include <math.h>

#include "gp-finding-row.h"
#include "gp-graph-view.h"
#include "gp-inspector.h"
#include "gp-sparkline.h"

struct _GpInspector
{
  GpView         parent_instance;

  char          *element;

  GtkStack      *stack;
  GtkLabel      *factory_label;
  GtkLabel      *id_label;
  GtkLabel      *vendor_label;
  GtkLabel      *bin_label;
  GtkBox        *groups_box;
  GPtrArray     *sparklines;     /* GpSparkline, borrowed from groups_box */
};

G_DEFINE_FINAL_TYPE (GpInspector, gp_inspector, GP_TYPE_VIEW)

static GtkWidget *
add_group (GpInspector *self,
           const char  *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_box_append (self->groups_box, group);

  return group;
}

static GtkWidget *
add_value_row (GtkWidget  *group,
               const char *title,
               const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  gboolean is_long = g_utf8_strlen (value, -1) > 20;
  PangoAttrList *attrs = pango_attr_list_new ();
  GtkWidget *label;

  /* Caps and paths break where they must, without a made-up hyphen
   * ("NV-MM"). */
  pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
  label = g_object_new (GTK_TYPE_LABEL,
                        "label", value,
                        "xalign", 1.0f,
                        "wrap", is_long,
                        "wrap-mode", PANGO_WRAP_WORD_CHAR,
                        "width-chars", is_long ? 20 : -1,
                        "max-width-chars", 28,
                        "selectable", TRUE,
                        "attributes", attrs,
                        NULL);
  pango_attr_list_unref (attrs);

  gtk_widget_add_css_class (label, "dim-label");
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  return row;
}

static char *
format_number (GpNumber    number,
               const char *unit)
{
  if (gp_number_is_none (number))
    return g_strdup (_("not measured"));

  return g_strdup_printf ("%.2f %s", number.value, unit);
}

static void
add_measurements (GpInspector     *self,
                  const GpElement *element)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  const GpAnalysis *analysis = gp_document_get_analysis (document);
  const GpElementStat *stat = NULL;
  const GpTarget *target = gp_session_get_target (gp_document_get_session (document));
  GtkWidget *group = add_group (self, _("Measurements (whole run)"));
  g_autofree char *p95 = NULL, *typ = NULL, *cpu = NULL, *buffers = NULL;

  /* A document still being read (GpDocument:complete). */
  if (analysis == NULL)
    {
      add_value_row (group, _("Processing time"), _("being computed…"));
      return;
    }

  stat = gp_analysis_lookup_element (analysis, element->id);
  if (stat == NULL)
    {
      add_value_row (group, _("Processing time"),
                     target->capabilities.element_latency ? _("no samples for this element")
                                                          : _("not measured on this capture"));
      return;
    }

  p95 = format_number (stat->proc_ms_p95, "ms");
  typ = format_number (stat->proc_ms_typ, "ms");
  cpu = gp_number_is_none (stat->cpu_pct) ? g_strdup (_("not measured"))
                                         : g_strdup_printf ("%.1f %%", stat->cpu_pct.value);
  buffers = g_strdup_printf ("%" G_GINT64_FORMAT, stat->buffers);

  add_value_row (group, _("Processing p95"), p95);
  add_value_row (group, _("Processing, typical"), typ);
  add_value_row (group, _("CPU, peak window"), cpu);
  add_value_row (group, _("Buffers"), buffers);
}

/* The "over time" rows: what a sparkline draws and how its value reads. */
typedef enum {
  SPARK_MS,
  SPARK_PCT,
  SPARK_FPS,
} SparkUnit;

static char *
format_spark_value (double    value,
                    SparkUnit unit)
{
  if (isnan (value))
    return g_strdup ("—");

  switch (unit)
    {
    case SPARK_PCT:
      /* As "CPU, peak window" and the graph's tooltip have it. */
      return g_strdup_printf ("%.1f %%", value);
    case SPARK_FPS:
      return g_strdup_printf (_("%.1f fps"), value);
    case SPARK_MS:
    default:
      /* Three significant digits at most: 143 ms, 12.3 ms, 0.42 ms. */
      return g_strdup_printf (_("%.*f ms"), value >= 100 ? 0 : value >= 10 ? 1 : 2, value);
    }
}

/* At the cursor's window its value, else the run's peak. */
static void
update_spark_row (GpInspector *self,
                  GpSparkline *spark)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  GtkLabel *label = g_object_get_data (G_OBJECT (spark), "gp-value-label");
  GArray *column = g_object_get_data (G_OBJECT (spark), "gp-column");
  SparkUnit unit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spark), "gp-unit"));
  int cursor = view_state != NULL ? gp_view_state_get_cursor_window (view_state) : -1;
  g_autofree char *value = NULL;

  gp_sparkline_set_cursor (spark, cursor);
  if (gp_sparkline_get_cursor (spark) >= 0)
    {
      value = format_spark_value (gp_column_get (column, cursor), unit);
      gtk_widget_set_tooltip_text (GTK_WIDGET (label), _("At the time cursor"));
    }
  else
    {
      g_autofree char *peak = format_spark_value (gp_sparkline_get_max (spark), unit);

      /* Translators: the highest value of the run, e.g. "≤ 12.30 ms" */
      value = g_strdup_printf (_("≤ %s"), peak);
      gtk_widget_set_tooltip_text (GTK_WIDGET (label), _("Peak of the run; set the time cursor for one window"));
    }
  gtk_label_set_label (label, value);
}

static void
update_cursor (GpInspector *self)
{
  g_assert (GP_IS_INSPECTOR (self));

  for (guint i = 0; i < self->sparklines->len; i++)
    update_spark_row (self, g_ptr_array_index (self->sparklines, i));
}

static gboolean
column_has_values (GArray *column)
{
  for (guint i = 0; column != NULL && i < column->len; i++)
    if (!isnan (g_array_index (column, double, i)))
      return TRUE;

  return FALSE;
}

static void
add_spark_row (GpInspector *self,
               GtkWidget   *group,
               const char  *title,
               const char  *subtitle,
               GArray      *column,
               guint        n_windows,
               SparkUnit    unit)
{
  GtkWidget *row, *spark, *label;

  if (!column_has_values (column))
    return;

  row = adw_action_row_new ();
  spark = gp_sparkline_new (column, n_windows);
  label = g_object_new (GTK_TYPE_LABEL,
                        "xalign", 1.0f,
                        "width-chars", 10,
                        NULL);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_valign (spark, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (spark, "accent");
  gtk_accessible_update_property (GTK_ACCESSIBLE (spark),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spark);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  g_object_set_data (G_OBJECT (spark), "gp-value-label", label);
  g_object_set_data (G_OBJECT (spark), "gp-column", column);
  g_object_set_data (G_OBJECT (spark), "gp-unit", GINT_TO_POINTER (unit));
  g_ptr_array_add (self->sparklines, spark);
  update_spark_row (self, GP_SPARKLINE (spark));
}

/* The element's series over the run, as the reference's inspector has
 * them: processing p95 and p50, CPU, and the frame rate of up to four of
 * its links. */
static void
add_over_time (GpInspector     *self,
               const GpElement *element)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpSession *session = gp_document_get_session (document);
  GpSeries *series = gp_session_get_series (session);
  GpGraph *graph = gp_session_get_graph (session);
  GpElementSeries *columns;
  g_autoptr(GPtrArray) in = NULL;
  g_autoptr(GPtrArray) out = NULL;
  GtkWidget *group;
  guint n, n_links = 0;

  if (series == NULL || (n = gp_series_get_n_windows (series)) == 0)
    return;

  group = add_group (self, _("Over Time"));
  columns = gp_series_lookup_element (series, element->id);
  if (columns != NULL)
    {
      add_spark_row (self, group, _("Processing p95"), NULL, columns->proc_ms_p95, n, SPARK_MS);
      add_spark_row (self, group, _("Processing p50"), NULL, columns->proc_ms_p50, n, SPARK_MS);
      add_spark_row (self, group, _("CPU"), NULL, columns->cpu_pct, n, SPARK_PCT);
    }

  in = gp_graph_links_to (graph, element->id);
  out = gp_graph_links_from (graph, element->id);
  for (guint k = 0; k < 2; k++)
    {
      GPtrArray *links = k == 0 ? in : out;

      for (guint i = 0; links != NULL && i < links->len && n_links < 4; i++)
        {
          const GpLink *link = g_ptr_array_index (links, i);
          GpLinkSeries *link_columns = gp_series_lookup_link (series, link->id);
          g_autofree char *subtitle = NULL;

          if (link_columns == NULL || !column_has_values (link_columns->fps))
            continue;
          /* Translators: the element at the other end of a link */
          subtitle = k == 0 ? g_strdup_printf (_("from %s"), link->src_element)
                            : g_strdup_printf (_("to %s"), link->sink_element);
          add_spark_row (self, group, k == 0 ? _("Frame rate in") : _("Frame rate out"), subtitle,
                         link_columns->fps, n, SPARK_FPS);
          n_links++;
        }
    }

  if (self->sparklines->len == 0)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           _("Nothing was measured for this element over time."));
}

static void
add_properties (GpInspector     *self,
                const GpElement *element)
{
  GtkWidget *group = add_group (self, _("Properties (non-default)"));
  guint n = element->props != NULL ? gp_str_map_size (element->props) : 0;

  for (guint i = 0; i < n; i++)
    add_value_row (group, gp_str_map_key (element->props, i), gp_str_map_value (element->props, i));

  if (n == 0)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           _("All properties keep their defaults, or the capture "
                                             "did not record them."));
}

static void
on_pad_row_activated_cb (GpInspector  *self,
                         AdwActionRow *row)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *peer = g_object_get_data (G_OBJECT (row), "gp-peer-element");

  g_assert (GP_IS_INSPECTOR (self));

  if (view_state != NULL)
    gp_view_state_set_selected_element (view_state, peer);
}

static void
add_pads (GpInspector     *self,
          const GpElement *element)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpGraph *graph = gp_session_get_graph (gp_document_get_session (document));
  GtkWidget *group = add_group (self, _("Pads"));
  guint n = element->pads != NULL ? gp_str_map_size (element->pads) : 0;

  for (guint i = 0; i < n; i++)
    {
      const char *pad = gp_str_map_key (element->pads, i);
      const char *direction = gp_str_map_value (element->pads, i);
      gboolean is_src = g_strcmp0 (direction, "src") == 0;
      g_autoptr(GPtrArray) links = is_src ? gp_graph_links_from (graph, element->id)
                                          : gp_graph_links_to (graph, element->id);
      const GpLink *link = NULL;
      g_autofree char *subtitle = NULL;
      GtkWidget *row, *badge;

      for (guint k = 0; links != NULL && k < links->len; k++)
        {
          const GpLink *candidate = g_ptr_array_index (links, k);

          if (g_strcmp0 (is_src ? candidate->src_pad : candidate->sink_pad, pad) == 0)
            link = candidate;
        }

      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), pad);

      if (link != NULL)
        {
          const char *memory = gp_memory_to_string (link->memory);
          const char *peer = is_src ? link->sink_element : link->src_element;

          /* Translators: "→ peer:pad · NV12" */
          subtitle = g_strdup_printf ("%s %s%s%s", is_src ? "→" : "←",
                                      is_src ? link->sink : link->src,
                                      link->format != NULL ? " · " : "",
                                      link->format != NULL ? link->format : "");
          badge = gtk_label_new (gp_graph_view_memory_label (link->memory));
          gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (badge, "memory-badge");
          gtk_widget_add_css_class (badge, memory);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), badge);
          if (link->caps != NULL && *link->caps != '\0')
            gtk_widget_set_tooltip_text (row, link->caps);
          /* The row goes to the element at the other end. */
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     gtk_image_new_from_icon_name ("go-next-symbolic"));
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          g_object_set_data_full (G_OBJECT (row), "gp-peer-element", g_strdup (peer), g_free);
          g_signal_connect_object (row, "activated",
                                   G_CALLBACK (on_pad_row_activated_cb), self, G_CONNECT_SWAPPED);
        }
      else
        subtitle = g_strdup (is_src ? _("source pad, not linked") : _("sink pad, not linked"));

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (n == 0)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           _("The capture recorded no pads for this element."));
}

static void
on_finding_row_activated_cb (GpInspector  *self,
                             AdwActionRow *row)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *id = g_object_get_data (G_OBJECT (row), "gp-finding-id");

  g_assert (GP_IS_INSPECTOR (self));

  if (view_state != NULL)
    gp_view_state_set_focused_finding (view_state, id);
}

static void
add_findings (GpInspector     *self,
              const GpElement *element)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  g_autoptr(GPtrArray) findings = gp_document_findings_for_element (document, element->id);
  GtkWidget *group;

  if (findings->len == 0)
    return;

  group = add_group (self, _("Findings"));
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);
      /* Translators: a finding's rule and severity, e.g. "ZC · High" */
      g_autofree char *subtitle = g_strdup_printf (_("%s · %s"), finding->rule,
                                                   gp_finding_row_severity_text (finding->severity));
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), finding->title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "gp-finding-id", g_strdup (finding->id), g_free);
      g_signal_connect_object (row, "activated",
                               G_CALLBACK (on_finding_row_activated_cb), self, G_CONNECT_SWAPPED);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

/* The element's class as GStreamer has it ("Codec/Encoder/Video") and the
 * bin it sits in. */
static void
update_where (GpInspector     *self,
              const GpElement *element)
{
  g_autoptr(GString) where = g_string_new (NULL);

  if (element->klass != NULL && *element->klass != '\0')
    g_string_append (where, element->klass);
  if (element->bin != NULL)
    {
      if (where->len > 0)
        g_string_append (where, " · ");
      /* Translators: %s is the name of a GStreamer bin */
      g_string_append_printf (where, _("Inside bin %s"), element->bin);
    }
  gtk_label_set_label (self->bin_label, where->str);
  gtk_widget_set_visible (GTK_WIDGET (self->bin_label), where->len > 0);
}

static void
update (GpInspector *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *selected = view_state != NULL
                       ? gp_view_state_get_selected_element (view_state) : NULL;
  const GpElement *element = NULL;
  GtkWidget *child;

  if (document != NULL && selected != NULL)
    {
      GpSession *session = gp_document_get_session (document);

      element = gp_graph_lookup_element (gp_session_get_graph (session), selected);
    }

  g_ptr_array_set_size (self->sparklines, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);

  g_free (self->element);
  self->element = element != NULL ? g_strdup (element->id) : NULL;

  if (element == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }

  gtk_label_set_label (self->factory_label,
                       element->factory != NULL && *element->factory ? element->factory
                                                                     : element->id);
  gtk_label_set_label (self->id_label, element->id);
  gtk_label_set_label (self->vendor_label, element->vendor != NULL ? element->vendor : "generic");
  update_where (self, element);

  add_findings (self, element);
  add_measurements (self, element);
  add_over_time (self, element);
  add_pads (self, element);
  add_properties (self, element);

  gtk_stack_set_visible_child_name (self->stack, "element");
}

static void
gp_inspector_document_set (GpView     *view,
                           GpDocument *previous)
{
  update (GP_INSPECTOR (view));
}

static void
gp_inspector_view_state_set (GpView      *view,
                             GpViewState *previous)
{
  update (GP_INSPECTOR (view));
}

static void
gp_inspector_dispose (GObject *object)
{
  GpInspector *self = (GpInspector *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_INSPECTOR);

  G_OBJECT_CLASS (gp_inspector_parent_class)->dispose (object);
}

static void
gp_inspector_finalize (GObject *object)
{
  GpInspector *self = (GpInspector *)object;

  g_clear_pointer (&self->element, g_free);
  g_clear_pointer (&self->sparklines, g_ptr_array_unref);

  G_OBJECT_CLASS (gp_inspector_parent_class)->finalize (object);
}

static void
gp_inspector_class_init (GpInspectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GpViewClass *view_class = GP_VIEW_CLASS (klass);

  object_class->dispose = gp_inspector_dispose;
  object_class->finalize = gp_inspector_finalize;

  view_class->document_set = gp_inspector_document_set;
  view_class->view_state_set = gp_inspector_view_state_set;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-inspector.ui");
  gtk_widget_class_bind_template_child (widget_class, GpInspector, stack);
  gtk_widget_class_bind_template_child (widget_class, GpInspector, factory_label);
  gtk_widget_class_bind_template_child (widget_class, GpInspector, id_label);
  gtk_widget_class_bind_template_child (widget_class, GpInspector, vendor_label);
  gtk_widget_class_bind_template_child (widget_class, GpInspector, bin_label);
  gtk_widget_class_bind_template_child (widget_class, GpInspector, groups_box);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "inspector");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gp_inspector_init (GpInspector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->sparklines = g_ptr_array_new ();

  /* The findings and the analysis of a document shown early come later. */
  g_signal_group_connect_swapped (gp_view_get_document_signals (GP_VIEW (self)),
                                  "notify::complete", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::selected-element", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::cursor-window", G_CALLBACK (update_cursor), self);
}

const char *
gp_inspector_get_element (GpInspector *self)
{
  g_return_val_if_fail (GP_IS_INSPECTOR (self), NULL);

  return self->element;
}
