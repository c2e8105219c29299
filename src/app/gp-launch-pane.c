/* gp-launch-pane.c: GpLaunchPane, the Launch view: the launch string and its patched version
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

/* A GpView over core/launch's GpPatch: the session's launch string and the same string with the fix
 * patches the user switched on (the view state's applied findings, applied in rank order), the
 * changed words highlighted (-diff.c), what a patch dropped on the way, Copy and Save as Script
 * (-script.c), and Re-run (`session.rerun`, gp-rerun.c); or why there is nothing to patch. A patch
 * that cannot apply (alone, or onto the patches switched on) says why on its row before it is
 * tried, its switch off and insensitive; All switches on every patch that applies, None all off. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gp-launch-pane-private.h"
#include "gp-patch.h"

typedef struct
{
  char       *finding_id;
  GtkWidget  *row;
  GtkSwitch  *toggle;
  GtkWidget  *warning;
  char       *subtitle;
} Row;

G_DEFINE_FINAL_TYPE (GpLaunchPane, gp_launch_pane, GP_TYPE_VIEW)

enum {
  PROP_0,
  PROP_HAS_LAUNCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
row_free (gpointer data)
{
  Row *row = data;

  g_free (row->finding_id);
  g_free (row->subtitle);
  g_free (row);
}

static void
show_strings (GpLaunchPane *self)
{
  const char *original = gp_patch_get_original (self->patch);
  g_autofree char *patched = gp_patch_print (self->patch);
  g_autofree char *original_markup = NULL;
  g_autofree char *patched_markup = NULL;
  g_autoptr(GString) notes = g_string_new (NULL);

  /* Changes carry a mark besides their colour: struck out, underlined. */
  _gp_launch_pane_diff_markup (original, patched,
                               "background=\"#e5484d\" bgalpha=\"25%\" strikethrough=\"true\"",
                               "background=\"#76b900\" bgalpha=\"30%\" underline=\"single\"",
                               &original_markup, &patched_markup);
  gtk_label_set_markup (self->original_view, original_markup);
  gtk_label_set_markup (self->patched_view, patched_markup);

  for (guint i = 0; i < gp_patch_get_n_notes (self->patch); i++)
    {
      if (notes->len > 0)
        g_string_append_c (notes, '\n');
      g_string_append (notes, gp_patch_get_note (self->patch, i));
    }
  gtk_label_set_label (self->notes_label, notes->str);
  gtk_widget_set_visible (self->notes_box, notes->len > 0);
  _gp_launch_pane_show_check (self, patched);
}

/* --- patches ---------------------------------------------------------------- */

static gboolean
id_in (const char * const *ids,
       const char         *id)
{
  return ids != NULL && g_strv_contains (ids, id);
}

/* A patch with the findings of @ids (and @extra) applied in rank order; the
 * ids it refused go to @refused (id → reason) when given. */
static GpPatch *
build_patch (GpLaunchPane        *self,
             const char * const  *ids,
             const char          *extra,
             GHashTable          *refused,
             GError             **error)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GPtrArray *findings = gp_document_get_findings (document);
  g_autoptr(GpPatch) patch = NULL;

  patch = gp_patch_new_for_session (gp_document_get_session (document), error);
  if (patch == NULL)
    return NULL;

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);
      g_autoptr(GError) local_error = NULL;

      if (finding->fix_patch == NULL ||
          !(id_in (ids, finding->id) || g_strcmp0 (extra, finding->id) == 0))
        continue;
      if (!gp_patch_apply_finding (patch, finding, &local_error))
        {
          if (g_strcmp0 (extra, finding->id) == 0)
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
          if (refused != NULL)
            g_hash_table_insert (refused, g_strdup (finding->id), g_strdup (local_error->message));
        }
    }

  return g_steal_pointer (&patch);
}

static void
update_rows (GpLaunchPane *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  const char * const *applied = view_state != NULL
    ? gp_view_state_get_applied_findings (view_state) : NULL;

  gboolean any_on = FALSE, any_off = FALSE;

  self->updating = TRUE;
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);
      const char *reason = g_hash_table_lookup (self->refusals, row->finding_id);
      gboolean on = id_in (applied, row->finding_id);

      any_on |= on;
      any_off |= !on && reason == NULL;
      gtk_switch_set_active (row->toggle, on);
      gtk_widget_set_sensitive (GTK_WIDGET (row->toggle), on || reason == NULL);
      gtk_widget_set_visible (row->warning, reason != NULL);
      if (reason != NULL)
        {
          /* Translators: the subtitle of a patch that cannot apply, then why */
          g_autofree char *text = g_strdup_printf (_("%s\nCannot be applied: %s"), row->subtitle, reason);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row), text);
          gtk_widget_add_css_class (row->row, "refused");
        }
      else
        {
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row), row->subtitle);
          gtk_widget_remove_css_class (row->row, "refused");
        }
    }
  gtk_widget_set_sensitive (self->all_button, any_off);
  gtk_widget_set_sensitive (self->none_button, any_on);
  self->updating = FALSE;
}

/* Rebuilds the patched string from the view state's set. */
static void
update_patch (GpLaunchPane *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  g_autoptr(GHashTable) refused = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  const char * const *applied;
  GHashTableIter iter;
  gpointer key, value;

  if (document == NULL || self->status != NULL)
    return;

  applied = view_state != NULL ? gp_view_state_get_applied_findings (view_state) : NULL;
  g_clear_pointer (&self->patch, gp_patch_free);
  self->patch = build_patch (self, applied, NULL, refused, NULL);
  g_assert (self->patch != NULL);

  /* A refusal stays until the patch would apply onto the current set. */
  g_hash_table_iter_init (&iter, self->refusals);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      g_autoptr(GpPatch) trial = NULL;

      if (id_in (applied, key))
        continue;
      trial = build_patch (self, applied, key, NULL, NULL);
      if (trial != NULL)
        g_hash_table_iter_remove (&iter);
    }

  g_hash_table_iter_init (&iter, refused);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (self->refusals, g_strdup (key), g_strdup (value));

  /* The patches off say before they are tried whether they would apply onto this set. */
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);
      g_autoptr(GpPatch) trial = NULL;
      g_autoptr(GError) error = NULL;

      if (id_in (applied, row->finding_id) || g_hash_table_contains (self->refusals, row->finding_id))
        continue;
      trial = build_patch (self, applied, row->finding_id, NULL, &error);
      if (trial == NULL && error != NULL)
        g_hash_table_insert (self->refusals, g_strdup (row->finding_id), g_strdup (error->message));
    }

  show_strings (self);
  update_rows (self);

  {
    gboolean any = FALSE;

    for (guint i = 0; applied != NULL && applied[i] != NULL && !any; i++)
      any = !g_hash_table_contains (refused, applied[i]);
    adw_preferences_group_set_title (self->patched_group,
                                     any ? _("Patched Launch String") : _("Launch String"));
  }

  /* What was refused on the way stays off. */
  if (g_hash_table_size (refused) > 0 && view_state != NULL)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) kept = NULL;

      for (guint i = 0; applied != NULL && applied[i] != NULL; i++)
        if (!g_hash_table_contains (refused, applied[i]))
          g_strv_builder_add (builder, applied[i]);
      kept = g_strv_builder_end (builder);
      gp_view_state_set_applied_findings (view_state, (const char * const *) kept);
    }
}

static void
on_toggle_active_cb (GpLaunchPane *self,
                     GParamSpec   *pspec,
                     GtkSwitch    *toggle)
{
  const char *id = g_object_get_data (G_OBJECT (toggle), "finding-id");
  const char *action;

  g_assert (GP_IS_LAUNCH_PANE (self));

  if (self->updating)
    return;

  action = gtk_switch_get_active (toggle) ? "session.apply-patch" : "session.unapply-patch";
  if (!gtk_widget_activate_action (GTK_WIDGET (self), action, "s", id))
    {
      if (gtk_switch_get_active (toggle))
        gp_launch_pane_apply_finding (self, id, NULL);
      else
        gp_launch_pane_unapply_finding (self, id);
    }
  /* A refused patch flips back off. */
  update_rows (self);
}

/* All: every patch that applies onto the others, in rank order (what does not is left off
 * with its reason); None: none. */
static void
on_all_clicked_cb (GpLaunchPane *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;

  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);

      if (!g_hash_table_contains (self->refusals, row->finding_id))
        g_strv_builder_add (builder, row->finding_id);
    }
  ids = g_strv_builder_end (builder);
  gp_view_state_set_applied_findings (gp_view_get_view_state (GP_VIEW (self)), (const char * const *) ids);
}

static void
on_none_clicked_cb (GpLaunchPane *self)
{
  const char *none[] = { NULL };

  gp_view_state_set_applied_findings (gp_view_get_view_state (GP_VIEW (self)), none);
}

static void
fill_rows (GpLaunchPane *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GPtrArray *findings = gp_document_get_findings (document);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);
      g_autofree char *describe = NULL;
      Row *row;

      if (finding->fix_patch == NULL)
        continue;

      describe = gp_patch_describe (finding->fix_patch);
      row = g_new0 (Row, 1);
      row->finding_id = g_strdup (finding->id);
      /* Translators: "ZC · replace nvvidconv … " */
      row->subtitle = g_strdup_printf (_("%s · %s"), finding->rule, describe);
      row->row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row->row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), finding->title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row), row->subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row->row), 0);
      row->warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
      gtk_widget_set_tooltip_text (row->warning, _("This patch cannot be applied"));
      gtk_widget_set_visible (row->warning, FALSE);
      gtk_widget_add_css_class (row->warning, "warning");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row->row), row->warning);
      row->toggle = GTK_SWITCH (gtk_switch_new ());
      gtk_widget_set_valign (GTK_WIDGET (row->toggle), GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row->toggle),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, finding->title,
                                      -1);
      g_object_set_data_full (G_OBJECT (row->toggle), "finding-id", g_strdup (finding->id), g_free);
      g_signal_connect_object (row->toggle, "notify::active",
                               G_CALLBACK (on_toggle_active_cb), self, G_CONNECT_SWAPPED);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), GTK_WIDGET (row->toggle));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row->row), GTK_WIDGET (row->toggle));
      gtk_list_box_append (self->patch_list, row->row);
      g_ptr_array_add (self->rows, row);
    }

  if (self->rows->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     _("No finding in this session comes with a fix patch"));
      gtk_list_box_append (self->patch_list, row);
    }
}

static void
update_document (GpLaunchPane *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  g_autoptr(GError) error = NULL;
  GtkWidget *child;
  gboolean had_launch = self->patch != NULL;

  g_clear_pointer (&self->patch, gp_patch_free);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->error, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  g_hash_table_remove_all (self->refusals);
  g_ptr_array_set_size (self->rows, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->patch_list))) != NULL)
    gtk_list_box_remove (self->patch_list, child);

  if (document != NULL)
    {
      GpSession *session = gp_document_get_session (document);
      g_autoptr(GpPatch) patch = gp_patch_new_for_session (session, &error);

      if (patch == NULL)
        {
          const char *launch = gp_session_get_info (session)->launch;

          if (launch == NULL || *launch == '\0')
            {
              adw_status_page_set_title (self->empty_page, _("No Launch String"));
              self->status = g_strdup (_("This session was not started from a gst-launch-1.0 "
                                         "pipeline string (it wraps a command, or comes from a "
                                         "tracer log), so there is nothing to patch."));
            }
          else
            {
              adw_status_page_set_title (self->empty_page, _("Launch String Not Understood"));
              self->status = g_strdup (error->message);
            }
          adw_status_page_set_description (self->empty_page, self->status);
          gtk_stack_set_visible_child_name (self->stack, "empty");
        }
      else
        {
          fill_rows (self);
          gtk_stack_set_visible_child_name (self->stack, "launch");
          update_patch (self);
        }
    }

  if (had_launch != (self->patch != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_LAUNCH]);
}

void
_gp_launch_pane_show_error (GpLaunchPane *self,
                            const char   *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_label (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
  if (overlay != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (message, -1);

      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (escaped));
    }
}

/* --- GObject ---------------------------------------------------------------- */

static void
gp_launch_pane_document_set (GpView     *view,
                             GpDocument *previous)
{
  update_document (GP_LAUNCH_PANE (view));
}

static void
gp_launch_pane_view_state_set (GpView      *view,
                               GpViewState *previous)
{
  update_patch (GP_LAUNCH_PANE (view));
}

static void
gp_launch_pane_dispose (GObject *object)
{
  GpLaunchPane *self = (GpLaunchPane *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_LAUNCH_PANE);

  G_OBJECT_CLASS (gp_launch_pane_parent_class)->dispose (object);
}

static void
gp_launch_pane_finalize (GObject *object)
{
  GpLaunchPane *self = (GpLaunchPane *)object;

  g_clear_pointer (&self->patch, gp_patch_free);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->refusals, g_hash_table_unref);

  G_OBJECT_CLASS (gp_launch_pane_parent_class)->finalize (object);
}

static void
gp_launch_pane_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GpLaunchPane *self = GP_LAUNCH_PANE (object);

  switch (prop_id)
    {
    case PROP_HAS_LAUNCH:
      g_value_set_boolean (value, gp_launch_pane_get_has_launch (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_launch_pane_class_init (GpLaunchPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GpViewClass *view_class = GP_VIEW_CLASS (klass);

  object_class->dispose = gp_launch_pane_dispose;
  object_class->finalize = gp_launch_pane_finalize;
  object_class->get_property = gp_launch_pane_get_property;

  view_class->document_set = gp_launch_pane_document_set;
  view_class->view_state_set = gp_launch_pane_view_state_set;

  properties[PROP_HAS_LAUNCH] =
    g_param_spec_boolean ("has-launch", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-launch-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, stack);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, patched_group);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, empty_page);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, patch_list);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, all_button);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, none_button);
  gtk_widget_class_bind_template_callback (widget_class, on_all_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_none_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, original_view);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, patched_view);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, notes_box);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, notes_label);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, error_label);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, check_box);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, check_icon);
  gtk_widget_class_bind_template_child (widget_class, GpLaunchPane, check_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "launchpane");
}

static void
gp_launch_pane_init (GpLaunchPane *self)
{
  self->rows = g_ptr_array_new_with_free_func (row_free);
  self->refusals = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* The findings and the analysis of a document shown early come later. */
  g_signal_group_connect_swapped (gp_view_get_document_signals (GP_VIEW (self)),
                                  "notify::complete", G_CALLBACK (update_document), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::applied-findings", G_CALLBACK (update_patch), self);
}

/* --- public ------------------------------------------------------------------ */

gboolean
gp_launch_pane_get_has_launch (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), FALSE);

  return self->patch != NULL;
}

const char *
gp_launch_pane_get_status (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), NULL);

  return self->status;
}

const char *
gp_launch_pane_get_original (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), NULL);

  return self->patch != NULL ? gp_patch_get_original (self->patch) : NULL;
}

char *
gp_launch_pane_dup_patched (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), NULL);

  return self->patch != NULL ? gp_patch_print (self->patch) : NULL;
}

const GpPatch *
gp_launch_pane_get_patch (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), NULL);

  return self->patch;
}

guint
gp_launch_pane_get_n_notes (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), 0);

  return self->patch != NULL ? gp_patch_get_n_notes (self->patch) : 0;
}

gboolean
gp_launch_pane_apply_finding (GpLaunchPane  *self,
                              const char    *finding_id,
                              GError       **error)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  const char * const *applied;
  const GpFinding *finding;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GpPatch) trial = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) ids = NULL;

  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), FALSE);
  g_return_val_if_fail (finding_id != NULL, FALSE);
  g_return_val_if_fail (!error || !*error, FALSE);

  if (self->patch == NULL || view_state == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           self->status != NULL ? self->status : _("No session"));
      return FALSE;
    }

  finding = gp_document_lookup_finding (document, finding_id);
  if (finding == NULL || finding->fix_patch == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   /* Translators: %s is a finding id */
                   _("No finding %s with a fix patch in this session"), finding_id);
      return FALSE;
    }

  applied = gp_view_state_get_applied_findings (view_state);
  if (id_in (applied, finding_id))
    return TRUE;

  /* Tried on top of what is applied: a refusal names this patch's problem. */
  trial = build_patch (self, applied, finding_id, NULL, &local_error);
  if (trial == NULL)
    {
      g_hash_table_insert (self->refusals, g_strdup (finding_id), g_strdup (local_error->message));
      update_rows (self);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  g_hash_table_remove (self->refusals, finding_id);
  builder = g_strv_builder_new ();
  if (applied != NULL)
    g_strv_builder_addv (builder, (const char **) applied);
  g_strv_builder_add (builder, finding_id);
  ids = g_strv_builder_end (builder);
  gp_view_state_set_applied_findings (view_state, (const char * const *) ids);

  return TRUE;
}

void
gp_launch_pane_unapply_finding (GpLaunchPane *self,
                                const char   *finding_id)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  const char * const *applied;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) ids = NULL;

  g_return_if_fail (GP_IS_LAUNCH_PANE (self));
  g_return_if_fail (finding_id != NULL);

  if (view_state == NULL)
    return;

  applied = gp_view_state_get_applied_findings (view_state);
  builder = g_strv_builder_new ();
  for (guint i = 0; applied != NULL && applied[i] != NULL; i++)
    if (g_strcmp0 (applied[i], finding_id) != 0)
      g_strv_builder_add (builder, applied[i]);
  ids = g_strv_builder_end (builder);
  gp_view_state_set_applied_findings (view_state, (const char * const *) ids);
}

const char *
gp_launch_pane_get_refusal (GpLaunchPane *self,
                            const char   *finding_id)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), NULL);
  g_return_val_if_fail (finding_id != NULL, NULL);

  return g_hash_table_lookup (self->refusals, finding_id);
}

GtkWidget *
gp_launch_pane_get_row (GpLaunchPane *self,
                        const char   *finding_id)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), NULL);
  g_return_val_if_fail (finding_id != NULL, NULL);

  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = g_ptr_array_index (self->rows, i);

      if (g_str_equal (row->finding_id, finding_id))
        return row->row;
    }

  return NULL;
}

void
gp_launch_pane_copy (GpLaunchPane *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (GP_IS_LAUNCH_PANE (self));

  text = gp_launch_pane_dup_patched (self);
  if (text != NULL)
    gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

const char *
gp_launch_pane_get_error (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), NULL);

  return self->error;
}
