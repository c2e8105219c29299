/* gp-app-ssh.c: the app's ssh connection: its prompts asked in dialogs (GpAppSsh)
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

/* A GpSsh with BatchMode off whose SSH_ASKPASS is a GpAskpass of ours: each prompt ssh has becomes
 * a dialog of gp-askpass-dialog.c over the window that made the connection.
 *
 * Used by the capture dialog's Check and board captures and by Re-run on a board; the message for a
 * failed connection says when the user turned a host key down, or when a password was asked and
 * refused, rather than the CLI's BatchMode advice. The options the user saved for a board in New
 * Capture are read here too, for Re-run and Try Fixes. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "gp-app-settings.h"
#include "gp-app-ssh.h"
#include "gp-askpass-dialog.h"
#include "gp-ssh-config.h"

typedef struct
{
  GtkWindow *parent;   /* weak */
} Asker;

static void
asker_free (gpointer data,
            GClosure *closure)
{
  Asker *asker = data;

  g_clear_weak_pointer (&asker->parent);
  g_free (asker);
}

static void
on_request_cb (GpAskpass        *askpass,
               GpAskpassRequest *request,
               Asker            *asker)
{
  gp_askpass_dialog_present (asker->parent, request);
}

GpAppSsh *
gp_app_ssh_new (GtkWindow           *parent,
                const char          *destination,
                const char * const  *options,
                GError             **error)
{
  g_autoptr(GpAskpass) askpass = NULL;
  g_auto(GStrv) env = NULL;
  GpAppSsh *self;
  Asker *asker;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (destination != NULL, NULL);

  askpass = gp_askpass_new (NULL, error);
  if (askpass == NULL)
    return NULL;

  asker = g_new0 (Asker, 1);
  g_set_weak_pointer (&asker->parent, parent);
  g_signal_connect_data (askpass, "request", G_CALLBACK (on_request_cb), asker, asker_free, 0);

  self = g_new0 (GpAppSsh, 1);
  self->askpass = g_steal_pointer (&askpass);
  self->ssh = gp_ssh_new (destination, options);
  env = gp_askpass_get_environment (self->askpass);
  gp_ssh_set_environment (self->ssh, (const char * const *) env);
  gp_ssh_set_batch_mode (self->ssh, FALSE);
  return self;
}

void
gp_app_ssh_free (GpAppSsh *self)
{
  if (self == NULL)
    return;

  g_clear_pointer (&self->ssh, gp_ssh_free);
  if (self->askpass != NULL)
    g_signal_handlers_disconnect_matched (self->askpass, G_SIGNAL_MATCH_FUNC, 0, 0, NULL,
                                          on_request_cb, NULL);
  g_clear_object (&self->askpass);
  g_free (self);
}

char *
gp_app_ssh_describe_error (GpAppSsh     *self,
                           const GError *error)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error != NULL, NULL);

  if (gp_askpass_get_host_key_rejected (self->askpass))
    /* Translators: %s is the destination */
    return g_strdup_printf (_("The host key of %s was not accepted, so nothing was run there"),
                            gp_ssh_get_destination (self->ssh));
  /* The CLI's advice (BatchMode=no) does not apply here: we did ask. */
  if (gp_askpass_get_n_requests (self->askpass) > 0 && strstr (error->message, "authentication failed") != NULL)
    /* Translators: %s is the destination */
    return g_strdup_printf (_("%s did not accept the password or passphrase"),
                            gp_ssh_get_destination (self->ssh));
  return g_strdup (error->message);
}

GStrv
gp_app_ssh_saved_options (const char *destination)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GVariant) saved = NULL;
  GVariantIter iter;
  const char *d;
  const char *o;

  g_return_val_if_fail (destination != NULL, NULL);

  settings = gp_app_settings_new ();
  saved = g_settings_get_value (settings, "ssh-targets");
  g_variant_iter_init (&iter, saved);
  while (g_variant_iter_next (&iter, "(&s&s)", &d, &o))
    if (g_str_equal (d, destination))
      {
        GStrv options = gp_ssh_parse_options (o, NULL);

        if (options != NULL)
          return options;
        break;
      }
  return g_new0 (char *, 1);
}
