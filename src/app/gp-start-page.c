/* gp-start-page.c: GpStartPage, what a window shows with no session: open, capture, recent, examples
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

/* Open and Capture (`win.open`, `win.capture`), this app's recent sessions (at most
 * MAX_RECENT, from GtkRecentManager, refreshed when the page is back on screen) and the bundled
 * examples described from their data (gp-example-info.c); every file row activates
 * `win.open-uri`. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gp-application.h"
#include "gp-example-info.h"
#include "gp-start-page.h"

#define MAX_RECENT 6

struct _GpStartPage
{
  GtkWidget            parent_instance;

  AdwStatusPage       *status_page;
  AdwPreferencesGroup *examples_group;
  AdwPreferencesGroup *recent_group;
  GtkListBox          *examples_list;
  GtkListBox          *recent_list;

  guint                n_examples;
  guint                n_recent;
  gboolean             recent_stale;  /* changed while off screen */
};

G_DEFINE_FINAL_TYPE (GpStartPage, gp_start_page, GTK_TYPE_WIDGET)

static GtkWidget *
file_row (GFile      *file,
          const char *title,
          const char *subtitle)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-uri");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", uri);

  return row;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static gboolean
is_openable_name (const char *name)
{
  return g_str_has_suffix (name, ".json") || g_str_has_suffix (name, ".log") ||
         g_str_has_suffix (name, ".gz") || g_str_has_suffix (name, ".txt");
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
populate_examples (GpStartPage *self)
{
  g_autofree char *dir = gp_application_dup_examples_dir ();
  g_autoptr(GDir) handle = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  clear_list (self->examples_list);

  if (dir != NULL)
    handle = g_dir_open (dir, 0, NULL);
  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      if (g_str_has_suffix (name, ".json"))
        g_ptr_array_add (names, g_strdup (name));
    }
  g_ptr_array_sort (names, compare_paths);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file_name = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (dir, file_name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autofree char *title = g_strndup (file_name, strlen (file_name) - strlen (".json"));
      GtkWidget *row = file_row (file, title, _("Example session"));

      gtk_list_box_append (self->examples_list, row);
      /* What it shows (board, pipeline, top finding), from its data. */
      gp_example_describe_row (ADW_ACTION_ROW (row), path);
    }

  self->n_examples = names->len;
  gtk_widget_set_visible (GTK_WIDGET (self->examples_group), names->len > 0);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified (*(GtkRecentInfo **) a);
  GDateTime *tb = gtk_recent_info_get_modified (*(GtkRecentInfo **) b);

  return -g_date_time_compare (ta, tb);
}

static void
populate_recent (GpStartPage *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  g_autoptr(GPtrArray) ours = g_ptr_array_new ();
  const char *app_name = g_get_application_name ();
  guint shown = 0;

  self->recent_stale = FALSE;
  clear_list (self->recent_list);

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      if (app_name != NULL && gtk_recent_info_has_application (info, app_name) &&
          is_openable_name (gtk_recent_info_get_uri (info)))
        g_ptr_array_add (ours, info);
    }
  g_ptr_array_sort (ours, compare_recent);

  for (guint i = 0; i < ours->len && shown < MAX_RECENT; i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (ours, i);
      g_autoptr(GFile) file = g_file_new_for_uri (gtk_recent_info_get_uri (info));
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *where = parent != NULL ? g_file_get_parse_name (parent) : NULL;

      if (!gtk_recent_info_exists (info))
        continue;

      gtk_list_box_append (self->recent_list,
                           file_row (file, gtk_recent_info_get_display_name (info), where));
      shown++;
    }

  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  self->n_recent = shown;
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), shown > 0);
}

static void
on_recent_changed_cb (GpStartPage *self)
{
  g_assert (GP_IS_START_PAGE (self));

  /* Off screen (a session is shown): read again when the page comes back. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    populate_recent (self);
  else
    self->recent_stale = TRUE;
}

static void
gp_start_page_map (GtkWidget *widget)
{
  GpStartPage *self = GP_START_PAGE (widget);

  GTK_WIDGET_CLASS (gp_start_page_parent_class)->map (widget);

  if (self->recent_stale)
    populate_recent (self);
}

static void
gp_start_page_dispose (GObject *object)
{
  GpStartPage *self = (GpStartPage *)object;
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_START_PAGE);
  /* The template's root child has no id: unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (gp_start_page_parent_class)->dispose (object);
}

static void
gp_start_page_class_init (GpStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_start_page_dispose;

  widget_class->map = gp_start_page_map;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-start-page.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_child (widget_class, GpStartPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, GpStartPage, examples_group);
  gtk_widget_class_bind_template_child (widget_class, GpStartPage, recent_group);
  gtk_widget_class_bind_template_child (widget_class, GpStartPage, examples_list);
  gtk_widget_class_bind_template_child (widget_class, GpStartPage, recent_list);
}

static void
gp_start_page_init (GpStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  adw_status_page_set_icon_name (self->status_page, APP_ID);

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (on_recent_changed_cb), self, G_CONNECT_SWAPPED);

  gp_start_page_reload (self);
}

void
gp_start_page_reload (GpStartPage *self)
{
  g_return_if_fail (GP_IS_START_PAGE (self));

  populate_examples (self);
  populate_recent (self);
}

guint
gp_start_page_get_n_examples (GpStartPage *self)
{
  g_return_val_if_fail (GP_IS_START_PAGE (self), 0);

  return self->n_examples;
}

guint
gp_start_page_get_n_recent (GpStartPage *self)
{
  g_return_val_if_fail (GP_IS_START_PAGE (self), 0);

  return self->n_recent;
}
