/* gp-launch-pane-check.c: the Launch view's check of the patched string, as you switch patches
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

/* What `gst-profile patch --check` says, live: core/launch's GpLaunchCheck on the string the view
 * shows as patched (the original when no patch is on), one line per problem with an icon and a
 * style that do not rely on colour alone (success, warning, error). Nothing is blocked: Re-run
 * stays the user's call, and the sentence says what will happen. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-launch-check.h"
#include "gp-launch-pane-private.h"

static void
collect_problems (const GpLaunchCheck *check,
                  GString             *out)
{
  g_autoptr(JsonNode) node = gp_launch_check_to_json (check);
  JsonArray *problems = json_object_get_array_member (json_node_get_object (node), "problems");

  for (guint i = 0; i < json_array_get_length (problems); i++)
    {
      JsonObject *problem = json_array_get_object_element (problems, i);
      const char *message = json_object_get_string_member (problem, "message");

      if (out->len > 0)
        g_string_append_c (out, '\n');
      /* Sentences start with a capital in the window. */
      g_string_append_unichar (out, g_unichar_toupper (g_utf8_get_char (message)));
      g_string_append (out, g_utf8_next_char (message));
      g_string_append_c (out, '.');
    }
}

void
_gp_launch_pane_show_check (GpLaunchPane *self,
                            const char   *text)
{
  static const char * const styles[] = { "success", "warning", "error" };
  static const char * const icons[] = { "emblem-ok-symbolic", "dialog-warning-symbolic",
                                        "dialog-error-symbolic" };
  g_autoptr(GpLaunch) launch = text != NULL ? gp_launch_parse (text, -1, NULL) : NULL;
  g_autoptr(GpLaunchCheck) check = NULL;
  g_autoptr(GString) sentence = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->check_label), styles[i]);
  if (launch == NULL)
    {
      gtk_widget_set_visible (self->check_box, FALSE);
      return;
    }

  check = gp_launch_check_new (launch);
  if (!gp_launch_check_negotiates (check))
    self->check_level = 2;
  else if (gp_launch_check_leaves_device_memory (check))
    self->check_level = 1;
  else
    self->check_level = 0;

  if (self->check_level == 0)
    g_string_append (sentence, _("Checked: every link negotiates, and device memory stays in device memory."));
  else
    collect_problems (check, sentence);

  gtk_image_set_from_icon_name (self->check_icon, icons[self->check_level]);
  gtk_widget_add_css_class (GTK_WIDGET (self->check_label), styles[self->check_level]);
  gtk_label_set_label (self->check_label, sentence->str);
  gtk_widget_set_visible (self->check_box, TRUE);
}

const char *
gp_launch_pane_get_check_text (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), NULL);
  return gtk_widget_get_visible (self->check_box) ? gtk_label_get_label (self->check_label) : NULL;
}

int
gp_launch_pane_get_check_level (GpLaunchPane *self)
{
  g_return_val_if_fail (GP_IS_LAUNCH_PANE (self), -1);
  return self->check_level;
}
