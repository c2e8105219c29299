/* gp-finding-row.c
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

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-finding-row.h"

struct _GpFindingRow
{
  AdwExpanderRow  parent_instance;

  GpFinding      *finding;

  GtkLabel       *severity_label;
  GtkLabel       *why_label;
  GtkLabel       *fix_label;
  GtkLabel       *patch_label;
  GtkWidget      *patch_heading;
  GtkGrid        *evidence_grid;
  GtkWidget      *evidence_heading;
  GtkLabel       *verified_label;
  GtkButton      *show_button;
  GtkButton      *apply_button;
  GtkLinkButton  *reference_button;
  GtkWidget      *details;
};

G_DEFINE_FINAL_TYPE (GpFindingRow, gp_finding_row, ADW_TYPE_EXPANDER_ROW)

char *
gp_finding_format_value (JsonNode *node)
{
  g_autoptr(GString) out = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("—");

  if (JSON_NODE_HOLDS_VALUE (node))
    {
      GType type = json_node_get_value_type (node);

      if (type == G_TYPE_STRING)
        return g_strdup (json_node_get_string (node));
      if (type == G_TYPE_BOOLEAN)
        return g_strdup (json_node_get_boolean (node) ? _("yes") : _("no"));
      if (type == G_TYPE_INT64)
        return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
      return g_strdup_printf ("%g", json_node_get_double (node));
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);
      gboolean nested = n > 0 && JSON_NODE_HOLDS_ARRAY (json_array_get_element (array, 0));

      out = g_string_new (NULL);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *item = gp_finding_format_value (json_array_get_element (array, i));

          if (i > 0)
            g_string_append (out, nested ? "\n" : ", ");
          g_string_append (out, item);
        }
      if (n == 0)
        g_string_append (out, "—");
      return g_string_free (g_steal_pointer (&out), FALSE);
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      out = g_string_new (NULL);
      for (const GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *item = gp_finding_format_value (json_object_get_member (object, l->data));

          if (out->len > 0)
            g_string_append (out, " · ");
          g_string_append_printf (out, "%s: %s", (const char *) l->data, item);
        }
      return g_string_free (g_steal_pointer (&out), FALSE);
    }

  return g_strdup ("—");
}

/* "High", "Medium", "Info": the badge's text, also where a finding is named
 * elsewhere (inspector, comparison). */
const char *
gp_finding_row_severity_text (GpSeverity severity)
{
  switch (severity)
    {
    case GP_SEVERITY_HIGH:
      return C_("severity", "High");
    case GP_SEVERITY_MEDIUM:
      return C_("severity", "Medium");
    case GP_SEVERITY_INFO:
    default:
      return C_("severity", "Info");
    }
}

static void
fill_evidence (GpFindingRow *self)
{
  g_autoptr(GList) members = NULL;
  int row = 0;

  members = json_object_get_members (self->finding->evidence);
  for (const GList *l = members; l != NULL; l = l->next, row++)
    {
      const char *name = l->data;
      g_autofree char *value = NULL;
      GtkWidget *key_label, *value_label;
      PangoAttrList *attrs = pango_attr_list_new ();

      /* Pad and caps names break without a made-up hyphen. */
      pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
      value = gp_finding_format_value (json_object_get_member (self->finding->evidence, name));
      key_label = g_object_new (GTK_TYPE_LABEL,
                                "label", name,
                                "xalign", 0.0f,
                                "yalign", 0.0f,
                                NULL);
      gtk_widget_add_css_class (key_label, "dim-label");
      value_label = g_object_new (GTK_TYPE_LABEL,
                                  "label", value,
                                  "xalign", 0.0f,
                                  "wrap", TRUE,
                                  "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                  "selectable", TRUE,
                                  "hexpand", TRUE,
                                  "attributes", attrs,
                                  NULL);
      pango_attr_list_unref (attrs);
      gtk_grid_attach (self->evidence_grid, key_label, 0, row, 1, 1);
      gtk_grid_attach (self->evidence_grid, value_label, 1, row, 1, 1);
    }

  gtk_widget_set_visible (self->evidence_heading, row > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->evidence_grid), row > 0);
}

static void
fill (GpFindingRow *self)
{
  const GpFinding *finding = self->finding;
  g_autoptr(GString) subtitle = g_string_new (finding->rule);
  const char *severity_class[] = { "info", "medium", "high" };

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), finding->title);

  if (finding->rank > 0)
    /* Translators: the rank of a finding, e.g. "ZC · #1" */
    g_string_append_printf (subtitle, " · #%u", finding->rank);
  if (!isnan (finding->share_of_latency_pct))
    /* Translators: share of the per-element processing time */
    g_string_append_printf (subtitle, _(" · %.0f%% of processing time"),
                            finding->share_of_latency_pct);
  /* In the subtitle, not beside the title: the pane is narrow. */
  if (finding->heuristic)
    /* Translators: a finding of a rule not yet verified on hardware */
    g_string_append (subtitle, _(" · heuristic"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle->str);

  gtk_label_set_label (self->severity_label, gp_finding_row_severity_text (finding->severity));
  gtk_widget_add_css_class (GTK_WIDGET (self->severity_label),
                            severity_class[CLAMP (finding->severity, 0, 2)]);
  gtk_widget_add_css_class (GTK_WIDGET (self), severity_class[CLAMP (finding->severity, 0, 2)]);

  gtk_label_set_label (self->why_label, finding->why != NULL ? finding->why : "");
  gtk_label_set_label (self->fix_label, finding->fix_text != NULL ? finding->fix_text : "");

  if (finding->fix_patch != NULL)
    {
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), finding->fix_patch);
      g_autofree char *patch = gp_finding_format_value (node);

      gtk_label_set_label (self->patch_label, patch);
    }
  gtk_widget_set_visible (self->patch_heading, finding->fix_patch != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->patch_label), finding->fix_patch != NULL);

  fill_evidence (self);

  if (finding->verified_on != NULL && finding->verified_on->len > 0)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) names = NULL;
      g_autofree char *joined = NULL;
      g_autofree char *text = NULL;

      for (guint i = 0; i < finding->verified_on->len; i++)
        g_strv_builder_add (builder, g_ptr_array_index (finding->verified_on, i));
      names = g_strv_builder_end (builder);
      joined = g_strjoinv (", ", names);
      /* Translators: %s is a list of boards */
      text = g_strdup_printf (_("Bench-verified on %s"), joined);
      gtk_label_set_label (self->verified_label, text);
    }
  else if (finding->heuristic)
    gtk_label_set_label (self->verified_label,
                         _("Heuristic: this rule is not yet verified on hardware"));
  else
    gtk_label_set_label (self->verified_label, _("A measurement, not a diagnosis"));

  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->show_button), "s", finding->id);
  gtk_widget_set_visible (GTK_WIDGET (self->show_button),
                          finding->target_elements->len + finding->target_links->len > 0);

  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->apply_button), "s", finding->id);
  gtk_widget_set_visible (GTK_WIDGET (self->apply_button), finding->fix_patch != NULL);

  if (finding->ref != NULL && *finding->ref != '\0')
    gtk_link_button_set_uri (self->reference_button, finding->ref);
  gtk_widget_set_visible (GTK_WIDGET (self->reference_button),
                          finding->ref != NULL && *finding->ref != '\0');
}

static void
gp_finding_row_dispose (GObject *object)
{
  GpFindingRow *self = (GpFindingRow *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_FINDING_ROW);

  G_OBJECT_CLASS (gp_finding_row_parent_class)->dispose (object);
}

static void
gp_finding_row_finalize (GObject *object)
{
  GpFindingRow *self = (GpFindingRow *)object;

  g_clear_pointer (&self->finding, gp_finding_free);

  G_OBJECT_CLASS (gp_finding_row_parent_class)->finalize (object);
}

static void
gp_finding_row_class_init (GpFindingRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_finding_row_dispose;
  object_class->finalize = gp_finding_row_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-finding-row.ui");
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, severity_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, why_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, fix_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, patch_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, patch_heading);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, evidence_grid);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, evidence_heading);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, verified_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, show_button);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, apply_button);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, reference_button);
  gtk_widget_class_bind_template_child (widget_class, GpFindingRow, details);
}

static void
gp_finding_row_init (GpFindingRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The details exist only for GTK while the row is open. */
  g_object_bind_property (self, "expanded", self->details, "visible", G_BINDING_SYNC_CREATE);
}

GtkWidget *
gp_finding_row_new (const GpFinding *finding)
{
  GpFindingRow *self;

  g_return_val_if_fail (finding != NULL, NULL);

  self = g_object_new (GP_TYPE_FINDING_ROW, NULL);
  self->finding = gp_finding_copy (finding);
  fill (self);

  return GTK_WIDGET (self);
}

const GpFinding *
gp_finding_row_get_finding (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return self->finding;
}

const char *
gp_finding_row_get_id (GpFindingRow *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ROW (self), NULL);

  return self->finding->id;
}
