/* gp-try-dialog-plan.c: GpTryDialog before Start: where, the variants and their commands
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

/* Part of GpTryDialog: core/document's GpTryPlan of the window's document, with the options the user
 * saved for the board in New Capture first (as Re-run passes them) but BatchMode, which stays yes:
 * the CLI cannot answer a password prompt, so a board that wants one fails with ssh's own line and
 * the dialog says that key-based login is needed. The Where row, a row per variant with its exact
 * command (what `gst-profile try` prints), the fixes not tried, the default length; or the sentence
 * that says why nothing can be tried. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "gp-app-ssh.h"
#include "gp-error-text.h"
#include "gp-patch.h"
#include "gp-rerun.h"
#include "gp-try-dialog-private.h"
#include "gp-try-variant-item.h"

static GtkWidget *
create_variant_row (gpointer item,
                    gpointer user_data)
{
  GpTryVariantItem *variant = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *name = gtk_label_new (gp_try_variant_item_get_name (variant));
  GtkWidget *description = gtk_label_new (gp_try_variant_item_get_description (variant));
  GtkWidget *command = gtk_label_new (gp_try_variant_item_get_command (variant));

  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_add_css_class (name, "heading");
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (command), 0);
  gtk_label_set_wrap (GTK_LABEL (command), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (command), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (command), TRUE);
  gtk_widget_add_css_class (command, "monospace");
  gtk_accessible_update_property (GTK_ACCESSIBLE (command), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the accessible name of a variant's command */
                                  _("Command"), -1);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), description);
  gtk_box_append (GTK_BOX (box), command);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

/* "-o Port=2222 -o 'ProxyCommand=nc …'", quoted where a shell needs it. */
static char *
format_options (const char * const *options)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) words = NULL;

  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    g_strv_builder_add_many (builder, "-o", options[i], NULL);
  words = g_strv_builder_end (builder);
  return gp_rerun_format_argv ((const char * const *) words);
}

/* Under the Runs group: how many runs, and the least time they take. */
static void
update_estimate (GpTryDialog *self)
{
  guint n = gp_try_plan_get_n_variants (self->plan) * gp_try_dialog_get_runs (self);
  double seconds = n * gp_try_dialog_get_duration (self);
  g_autofree char *length = NULL;
  g_autofree char *text = NULL;

  if (seconds < 90)
    /* Translators: a length in seconds */
    length = g_strdup_printf (_("%.0f s"), seconds);
  else
    /* Translators: a length in minutes and seconds */
    length = g_strdup_printf (_("%u min %02u s"), (guint) seconds / 60, (guint) seconds % 60);
  /* Translators: runs in all, then the least time they take ("1 min 30 s") */
  text = g_strdup_printf (ngettext ("%u run in all, interleaved: at least %s, more with each run's start and stop.",
                                    "%u runs in all, interleaved: at least %s, more with each run's start and stop.", n),
                          n, length);
  adw_preferences_group_set_description (self->runs_group, text);
}

/* What @variant changes: "QUEUE · insert queue before x264enc0", a line a fix. */
static char *
describe_variant (GpDocument             *document,
                  const GpTryPlanVariant *variant)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (variant->applied[0] == NULL)
    return g_strdup (_("The session's pipeline as it is"));
  if (variant->same_as != NULL)
    /* Translators: %s is a variant's name ("QUEUE"); this one runs the same string as it */
    return g_strdup_printf (_("The one fix again, as %s: how far two runs of one pipeline drift by noise alone"),
                            variant->same_as);
  for (guint i = 0; variant->applied[i] != NULL; i++)
    {
      const GpFinding *finding = gp_document_lookup_finding (document, variant->applied[i]);
      g_autofree char *patch = finding != NULL ? gp_patch_describe (finding->fix_patch) : NULL;

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: "QUEUE · insert queue before x264enc0" */
      g_string_append_printf (text, _("%s · %s"), finding != NULL ? finding->rule : variant->applied[i],
                              patch != NULL ? patch : "");
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_plan (GpTryDialog *self,
           GpDocument  *document)
{
  const char *destination = gp_try_plan_get_destination (self->plan);
  const char * const *not_tried = gp_try_plan_get_not_tried (self->plan);
  const char * const *refused = gp_try_plan_get_refused_options (self->plan);
  g_autoptr(GString) subtitle = g_string_new (NULL);
  g_autofree char *group_title = NULL;

  for (guint i = 0; i < gp_try_plan_get_n_variants (self->plan); i++)
    {
      const GpTryPlanVariant *variant = gp_try_plan_get_variant (self->plan, i);
      g_autofree char *description = describe_variant (document, variant);
      g_autoptr(GpTryVariantItem) item = gp_try_variant_item_new (variant->name, description, variant->command);

      g_list_store_append (self->planned, item);
    }
  /* Translators: %u is how many variants will run */
  group_title = g_strdup_printf (ngettext ("%u Variant", "%u Variants", gp_try_plan_get_n_variants (self->plan)),
                                 gp_try_plan_get_n_variants (self->plan));
  adw_preferences_group_set_title (self->variants_group, group_title);

  if (destination == NULL)
    {
      self->where = g_strdup (_("this computer"));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->where_row), _("This computer"));
      g_string_append (subtitle, _("Each run is gst-profile run of the variant's pipeline here, one at a time."));
    }
  else
    {
      const char * const *args = gp_try_plan_get_run_arguments (self->plan);
      g_autoptr(GStrvBuilder) passed = g_strv_builder_new ();
      g_auto(GStrv) options = NULL;
      g_autofree char *options_text = NULL;
      g_autofree char *title = NULL;

      for (guint i = 0; args[i] != NULL; i++)
        if (g_str_equal (args[i], "--ssh-option") && args[i + 1] != NULL)
          g_strv_builder_add (passed, args[++i]);
      options = g_strv_builder_end (passed);
      options_text = format_options ((const char * const *) options);

      /* Translators: %s is an SSH destination */
      self->where = g_strdup_printf (_("%s over SSH"), destination);
      /* Translators: %s is an SSH destination */
      title = g_strdup_printf (_("The board %s, over SSH"), destination);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->where_row), title);
      gtk_image_set_from_icon_name (self->where_icon, "network-server-symbolic");
      g_string_append (subtitle, _("Logs in with your SSH key: Try Fixes cannot ask for a password."));
      if (*options_text != '\0')
        {
          g_string_append_c (subtitle, '\n');
          /* Translators: %s is a list of ssh options, "-o Port=2222 -o User=pi" */
          g_string_append_printf (subtitle, _("ssh options: %s"), options_text);
        }
      if (refused[0] != NULL)
        {
          g_autofree char *refused_text = format_options (refused);

          g_string_append_c (subtitle, '\n');
          /* Translators: %s is a list of ssh options read from the session file */
          g_string_append_printf (subtitle, _("Not passed to ssh (not on the allow-list for options read "
                                              "from a session): %s"), refused_text);
        }
    }
  adw_action_row_set_subtitle (self->where_row, subtitle->str);

  if (not_tried[0] != NULL)
    {
      g_autofree char *list = g_strjoinv ("\n", (char **) not_tried);
      /* Translators: a list of fixes whose patch does not apply, one a line */
      g_autofree char *text = g_strdup_printf (_("Not tried:\n%s"), list);

      gtk_label_set_label (self->not_tried_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->not_tried_label), TRUE);
    }

  gtk_adjustment_set_value (self->duration_adjustment,
                            CLAMP (gp_try_plan_get_default_duration (self->plan),
                                   gtk_adjustment_get_lower (self->duration_adjustment),
                                   gtk_adjustment_get_upper (self->duration_adjustment)));
  g_signal_connect_object (self->runs_adjustment, "value-changed", G_CALLBACK (update_estimate), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->duration_adjustment, "value-changed", G_CALLBACK (update_estimate), self,
                           G_CONNECT_SWAPPED);
  update_estimate (self);
}

/* The saved options, BatchMode off them: the CLI cannot answer a prompt. */
static GStrv
ssh_options_for (const char *destination)
{
  g_auto(GStrv) saved = gp_app_ssh_saved_options (destination);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; saved[i] != NULL; i++)
    if (g_ascii_strncasecmp (saved[i], "BatchMode=", strlen ("BatchMode=")) != 0)
      g_strv_builder_add (builder, saved[i]);
  return g_strv_builder_end (builder);
}

void
_gp_try_dialog_make_plan (GpTryDialog *self,
                          GpDocument  *document)
{
  GpTarget *target = gp_session_get_target (self->session);
  g_autoptr(GError) error = NULL;

  gtk_list_box_bind_model (self->variants_list, G_LIST_MODEL (self->planned), create_variant_row, NULL, NULL);
  if (target->ssh_destination != NULL)
    self->ssh_options = ssh_options_for (target->ssh_destination);
  else
    self->ssh_options = g_new0 (char *, 1);

  self->plan = gp_try_plan_new (document, NULL, (const char * const *) self->ssh_options, &error);
  if (self->plan == NULL)
    {
      /* A sentence: the core's line starts lower case. */
      g_autofree char *message = gp_error_text_clean (error->message, NULL);

      self->where = g_strdup (_("this computer"));
      _gp_try_dialog_set_error (self, message);
      return;
    }
  show_plan (self, document);

  self->cli = gp_try_process_find_cli (&error);
  if (self->cli == NULL)
    _gp_try_dialog_set_error (self, error->message);
}
