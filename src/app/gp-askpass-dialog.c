/* gp-askpass-dialog.c: OpenSSH's prompts (password, passphrase, host key) as dialogs
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

/* ssh's prompts, as core/capture/gp-askpass.c receives them, shown as AdwMessageDialogs over the
 * window that made the connection: a GtkPasswordEntry for a password or passphrase (the answer goes
 * to ssh and is wiped from the entry), an unknown host key's fingerprint with Reject / Accept
 * (Accept answers "yes": ssh itself adds the key to known_hosts), a confirmation or a notice.
 * Closing a dialog answers nothing, which ssh takes as a cancel. GpAppSsh (gp-app-ssh.c) is what
 * connects them to a GpSsh. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "gp-askpass-dialog.h"

#define REQUEST_KEY "gp-askpass-request"
#define ENTRY_KEY   "gp-askpass-entry"

static void
on_response_cb (AdwMessageDialog *dialog,
                const char       *response,
                gpointer          user_data)
{
  GpAskpassRequest *request = g_object_get_data (G_OBJECT (dialog), REQUEST_KEY);
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), ENTRY_KEY);

  if (g_str_equal (response, "connect") && entry != NULL)
    gp_askpass_request_reply (request, gtk_editable_get_text (entry));
  else if (g_str_equal (response, "accept"))
    gp_askpass_request_reply (request, "yes");
  else if (g_str_equal (response, "allow"))
    gp_askpass_request_reply (request, "");
  else if (gp_askpass_request_get_kind (request) == GP_ASKPASS_HOST_KEY)
    gp_askpass_request_reply (request, "no");
  else
    gp_askpass_request_cancel (request);

  /* Nothing of the answer stays with us. The focus leaves the entry while
   * it is alive (GTK 4.8 would otherwise notify a disposed password entry
   * when the dialog goes). */
  if (entry != NULL)
    {
      gtk_editable_set_text (entry, "");
      gtk_window_set_focus (GTK_WINDOW (dialog), NULL);
    }
}

/* ssh's prompt without its trailing ": " or question, for the body. */
static char *
prompt_text (const char *prompt)
{
  g_autofree char *text = g_strdup (prompt);

  g_strstrip (text);
  if (g_str_has_suffix (text, ":"))
    text[strlen (text) - 1] = '\0';
  return g_steal_pointer (&text);
}

static AdwMessageDialog *
new_secret_dialog (GtkWindow        *parent,
                   GpAskpassRequest *request)
{
  const char *prompt = gp_askpass_request_get_prompt (request);
  g_autofree char *body = prompt_text (prompt);
  g_autofree char *lower = g_ascii_strdown (prompt, -1);
  const char *heading;
  GtkWidget *dialog;
  GtkWidget *entry;

  if (strstr (lower, "passphrase") != NULL)
    heading = _("Key Passphrase");
  else if (strstr (lower, "password") != NULL)
    heading = _("SSH Password");
  else
    heading = _("SSH Asks");

  dialog = adw_message_dialog_new (parent, heading, body);
  entry = gtk_password_entry_new ();
  gtk_password_entry_set_show_peek_icon (GTK_PASSWORD_ENTRY (entry), TRUE);
  g_object_set (entry, "activates-default", TRUE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "connect", _("C_onnect"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "connect",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "connect");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), ENTRY_KEY, entry);
  gtk_widget_grab_focus (entry);
  return ADW_MESSAGE_DIALOG (dialog);
}

static AdwMessageDialog *
new_host_key_dialog (GtkWindow        *parent,
                     GpAskpassRequest *request)
{
  const char *host = gp_askpass_request_get_host (request);
  const char *type = gp_askpass_request_get_key_type (request);
  const char *fingerprint = gp_askpass_request_get_fingerprint (request);
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  GtkWidget *box;
  GtkWidget *label;

  if (fingerprint != NULL)
    /* Translators: the host ("[10.0.0.2]:22"), then the key type ("ED25519") */
    body = g_strdup_printf (_("%s is not in your known hosts. Accept its %s key only if the "
                              "fingerprint below is the one the board shows (ssh-keygen -lf "
                              "/etc/ssh/ssh_host_*_key.pub on the board). Accepted keys are added "
                              "to ~/.ssh/known_hosts by ssh."),
                            host != NULL ? host : _("This host"), type != NULL ? type : "");
  else
    body = prompt_text (gp_askpass_request_get_prompt (request));

  dialog = adw_message_dialog_new (parent, _("Unknown Host Key"), body);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  if (fingerprint != NULL)
    {
      label = gtk_label_new (fingerprint);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_CHAR);
      gtk_widget_add_css_class (label, "monospace");
      gtk_widget_add_css_class (label, "title-4");
      gtk_box_append (GTK_BOX (box), label);
    }
  /* ssh's own words, as it asked. */
  label = gtk_label_new (gp_askpass_request_get_prompt (request));
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "reject", _("_Reject"),
                                    "accept", _("_Accept and Connect"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "accept",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "reject");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "reject");
  return ADW_MESSAGE_DIALOG (dialog);
}

AdwMessageDialog *
gp_askpass_dialog_present (GtkWindow        *parent,
                           GpAskpassRequest *request)
{
  AdwMessageDialog *dialog;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (GP_IS_ASKPASS_REQUEST (request), NULL);

  switch (gp_askpass_request_get_kind (request))
    {
    case GP_ASKPASS_HOST_KEY:
      dialog = new_host_key_dialog (parent, request);
      break;

    case GP_ASKPASS_CONFIRM:
      {
        g_autofree char *body = prompt_text (gp_askpass_request_get_prompt (request));

        dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("SSH Asks for Confirmation"), body));
        adw_message_dialog_add_responses (dialog, "deny", _("_Deny"), "allow", _("_Allow"), NULL);
        adw_message_dialog_set_close_response (dialog, "deny");
      }
      break;

    case GP_ASKPASS_NOTICE:
      {
        g_autofree char *body = prompt_text (gp_askpass_request_get_prompt (request));

        dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("SSH"), body));
        adw_message_dialog_add_responses (dialog, "close", _("_Close"), NULL);
      }
      break;

    case GP_ASKPASS_SECRET:
    default:
      dialog = new_secret_dialog (parent, request);
      break;
    }

  gtk_window_set_modal (GTK_WINDOW (dialog), parent != NULL);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_object_set_data_full (G_OBJECT (dialog), REQUEST_KEY, g_object_ref (request), g_object_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (on_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

GpAskpassRequest *
gp_askpass_dialog_get_request (AdwMessageDialog *dialog)
{
  g_return_val_if_fail (ADW_IS_MESSAGE_DIALOG (dialog), NULL);

  return g_object_get_data (G_OBJECT (dialog), REQUEST_KEY);
}

GtkEditable *
gp_askpass_dialog_get_entry (AdwMessageDialog *dialog)
{
  g_return_val_if_fail (ADW_IS_MESSAGE_DIALOG (dialog), NULL);

  return g_object_get_data (G_OBJECT (dialog), ENTRY_KEY);
}
