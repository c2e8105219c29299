/* gp-launch-pane-script.c: the patched pipeline saved as a shell script
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

/* Part of GpLaunchPane: Save as Script… (`session.save-script`). The patched pipeline written as
 * `gst-profile patch -o` writes it (core/launch's gp_patch_to_script(), the same comment line), to
 * a file chosen in a GtkFileChooserNative, executable. */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gp-launch-pane-private.h"
#include "gp-patch.h"

/* What `gst-profile patch` puts in the script's comment line. */
static char *
script_label (GpLaunchPane *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));

  const char * const *applied = gp_view_state_get_applied_findings (view_state);
  GPtrArray *findings = gp_document_get_findings (document);
  GFile *file = gp_document_get_file (document);
  g_autofree char *path = file != NULL ? g_file_get_parse_name (file) : g_strdup ("session");
  GString *out = g_string_new (path);
  gboolean any = FALSE;

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (applied == NULL || !g_strv_contains (applied, finding->id))
        continue;
      g_string_append (out, any ? " " : " (patched: ");
      g_string_append (out, finding->id);
      any = TRUE;
    }
  g_string_append (out, any ? ")" : " (launch, no patch applied)");

  return g_string_free (out, FALSE);
}

gboolean
gp_launch_pane_write_script (GpLaunchPane  *self,
                             GFile         *file,
                             GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *label = NULL;
  g_autofree char *script = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (self->patch == NULL)
    g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                         self->status != NULL ? self->status : _("No session"));
  else if (path == NULL)
    g_set_error_literal (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                         _("Scripts can only be saved to a local file"));
  else
    {
      label = script_label (self);
      script = gp_patch_to_script (self->patch, label, &local_error);
      if (script != NULL && g_file_set_contents (path, script, -1, &local_error) &&
          g_chmod (path, 0755) != 0)
        {
          int saved = errno;

          g_set_error (&local_error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       /* Translators: %s is a path, then the system's reason */
                       _("Cannot make %s executable: %s"), path, g_strerror (saved));
        }
    }

  if (local_error != NULL)
    {
      /* Translators: %s is the reason */
      g_autofree char *message = g_strdup_printf (_("The script was not saved: %s"),
                                                  local_error->message);

      _gp_launch_pane_show_error (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  g_clear_pointer (&self->error, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  return TRUE;
}

static void
on_save_response_cb (GpLaunchPane         *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_assert (GP_IS_LAUNCH_PANE (self));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        gp_launch_pane_write_script (self, file, NULL);
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
}

void
gp_launch_pane_save_script (GpLaunchPane *self)
{
  GtkFileChooserNative *chooser;
  GtkRoot *root;

  g_return_if_fail (GP_IS_LAUNCH_PANE (self));

  if (self->patch == NULL)
    return;

  root = gtk_widget_get_root (GTK_WIDGET (self));
  chooser = gtk_file_chooser_native_new (_("Save as Script"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"),
                                         _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "patched-pipeline.sh");
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_save_response_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
