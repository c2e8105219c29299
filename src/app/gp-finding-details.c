/* gp-finding-details.c: GpFindingDetails, an opened finding card's details
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

/* The part of a finding card made only when the card is first opened (GpFindingRow), since most
 * cards are never opened: why, the trend of a growing backlog (GpFindingTrend), fix, the fix patch with its Apply Patch button
 * (`session.apply-patch`), the evidence, how the rule was verified, Show in Pipeline and the
 * reference link. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-finding-details.h"
#include "gp-finding-row.h"
#include "gp-finding-trend.h"

struct _GpFindingDetails
{
  GtkBox          parent_instance;

  GtkLabel       *why_label;
  GtkBox         *trend_box;
  GtkLabel       *fix_label;
  GtkLabel       *patch_label;
  GtkWidget      *patch_heading;
  GtkGrid        *evidence_grid;
  GtkWidget      *evidence_heading;
  GtkLabel       *verified_label;
  GtkButton      *show_button;
  GtkButton      *apply_button;
  GtkLinkButton  *reference_button;
};

G_DEFINE_FINAL_TYPE (GpFindingDetails, gp_finding_details, GTK_TYPE_BOX)

static void
fill_evidence (GpFindingDetails *self,
               const GpFinding  *finding)
{
  g_autoptr(GList) members = json_object_get_members (finding->evidence);
  int row = 0;

  for (const GList *l = members; l != NULL; l = l->next, row++)
    {
      const char *name = l->data;
      g_autofree char *value = NULL;
      GtkWidget *key_label, *value_label;
      PangoAttrList *attrs = pango_attr_list_new ();

      /* Pad and caps names break without a made-up hyphen. */
      pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
      value = gp_finding_format_value (json_object_get_member (finding->evidence, name));
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
fill (GpFindingDetails *self,
      GpSession        *session,
      const GpFinding  *finding)
{
  GtkWidget *trend = session != NULL ? gp_finding_trend_new (session, finding) : NULL;

  gtk_label_set_label (self->why_label, finding->why != NULL ? finding->why : "");
  if (trend != NULL)
    gtk_box_append (self->trend_box, trend);
  gtk_widget_set_visible (GTK_WIDGET (self->trend_box), trend != NULL);
  gtk_label_set_label (self->fix_label, finding->fix_text != NULL ? finding->fix_text : "");

  if (finding->fix_patch != NULL)
    {
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), finding->fix_patch);
      g_autofree char *patch = gp_finding_format_value (node);

      gtk_label_set_label (self->patch_label, patch);
    }
  gtk_widget_set_visible (self->patch_heading, finding->fix_patch != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->patch_label), finding->fix_patch != NULL);

  fill_evidence (self, finding);

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
gp_finding_details_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), GP_TYPE_FINDING_DETAILS);

  G_OBJECT_CLASS (gp_finding_details_parent_class)->dispose (object);
}

static void
gp_finding_details_class_init (GpFindingDetailsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_finding_details_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-finding-details.ui");
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, why_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, trend_box);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, fix_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, patch_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, patch_heading);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, evidence_grid);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, evidence_heading);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, verified_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, show_button);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, apply_button);
  gtk_widget_class_bind_template_child (widget_class, GpFindingDetails, reference_button);
}

static void
gp_finding_details_init (GpFindingDetails *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gp_finding_details_new (GpSession       *session,
                        const GpFinding *finding)
{
  GpFindingDetails *self;

  g_return_val_if_fail (session == NULL || GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (finding != NULL, NULL);

  self = g_object_new (GP_TYPE_FINDING_DETAILS, NULL);
  fill (self, session, finding);

  return GTK_WIDGET (self);
}
