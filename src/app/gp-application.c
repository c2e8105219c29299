/* gp-application.c: GpApplication, gst-profile-inspector's application
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

/* The application object: one GpWindow per file opened (the first in an idle window), --finding and
 * --element carried with the files to the primary instance, the style variant from GSettings, the
 * about, quit and new-window actions. Files of the command line are read while GTK starts
 * (gp_document_loader_prefetch(), kept until a window takes them with
 * gp_application_take_prefetched()), so that a window done by then is presented with its session at
 * once. Also where the bundled examples are ($GP_EXAMPLES_DIR, the installed data dir, else the
 * source tree), and Recent: a file that opened goes in, one that did not is kept out (GTK's file
 * chooser adds every file it chose, after the fact: the app removes it again whenever it shows up,
 * until it opens). */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-app-settings.h"
#include "gp-application.h"
#include "gp-document-loader.h"
#include "gp-window.h"
#include "gp-profile-stage.h"

struct _GpApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  GPtrArray      *prefetched;  /* GpDocumentLoader: files of the command line being read */
  GHashTable     *unopened;    /* URIs kept out of Recent: they did not open */
};

G_DEFINE_FINAL_TYPE (GpApplication, gp_application, ADW_TYPE_APPLICATION)

static const GOptionEntry main_entries[] = {
  { "finding", 'f', 0, G_OPTION_ARG_STRING, NULL,
    N_("Focus the finding with this id (e.g. F-ZC-videoconvert0), or a rule's group of findings by its first "
       "(group:F-SW-videoconvert0)"), N_("ID") },
  { "element", 'e', 0, G_OPTION_ARG_STRING, NULL,
    N_("Select the element with this name"), N_("NAME") },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and exit"), NULL },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[FILE…]") },
  { NULL }
};

char *
gp_application_dup_examples_dir (void)
{
  const char *env = g_getenv ("GP_EXAMPLES_DIR");
  g_autofree char *installed = g_build_filename (PKGDATADIR, "examples", NULL);

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (g_file_test (installed, G_FILE_TEST_IS_DIR))
    return g_steal_pointer (&installed);
#ifdef GP_SOURCE_EXAMPLES_DIR
  if (g_file_test (GP_SOURCE_EXAMPLES_DIR, G_FILE_TEST_IS_DIR))
    return g_strdup (GP_SOURCE_EXAMPLES_DIR);
#endif

  return NULL;
}

GpDocumentLoader *
gp_application_take_prefetched (GpApplication *self,
                                GFile         *file)
{
  g_return_val_if_fail (GP_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  for (guint i = 0; self->prefetched != NULL && i < self->prefetched->len; i++)
    {
      GpDocumentLoader *loader = g_ptr_array_index (self->prefetched, i);

      if (g_file_equal (gp_document_loader_get_file (loader), file))
        return g_ptr_array_steal_index (self->prefetched, i);
    }

  return NULL;
}

/* Whatever put them back (the file chooser's late add), out again. */
static void
on_recent_changed_cb (GpApplication    *self,
                      GtkRecentManager *manager)
{
  GHashTableIter iter;
  const char *uri;

  g_assert (GP_IS_APPLICATION (self));

  g_hash_table_iter_init (&iter, self->unopened);
  while (g_hash_table_iter_next (&iter, (gpointer *) &uri, NULL))
    {
      GtkRecentInfo *info = gtk_recent_manager_lookup_item (manager, uri, NULL);

      if (info == NULL)
        continue;
      gtk_recent_info_unref (info);
      gtk_recent_manager_remove_item (manager, uri, NULL);
    }
}

void
gp_application_add_recent (GpApplication *self,
                           GFile         *file)
{
  g_autofree char *uri = NULL;

  g_return_if_fail (GP_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  uri = g_file_get_uri (file);
  g_hash_table_remove (self->unopened, uri);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

void
gp_application_forget_recent (GpApplication *self,
                              GFile         *file)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  char *uri;

  g_return_if_fail (GP_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  uri = g_file_get_uri (file);
  /* An item that is not there is no error (lookup, unlike has_item, does
   * not mind a list not read yet). */
  gtk_recent_manager_remove_item (manager, uri, NULL);
  g_hash_table_add (self->unopened, uri);
}

static GpWindow *
get_idle_window (GpApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (GP_IS_WINDOW (window) &&
      gp_window_get_document (GP_WINDOW (window)) == NULL &&
      !gp_window_get_busy (GP_WINDOW (window)))
    return GP_WINDOW (window);

  return gp_window_new (self);
}

static void
gp_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (gp_window_new (GP_APPLICATION (app)));

  gtk_window_present (window);
}

/* --finding and --element travel with the files to the primary instance in
 * the open hint, as a printed a{ss}. */
static char *
focus_hint (const char *finding_id,
            const char *element_id)
{
  g_autoptr(GVariantBuilder) builder = g_variant_builder_new (G_VARIANT_TYPE ("a{ss}"));
  g_autoptr(GVariant) variant = NULL;

  if (finding_id != NULL)
    g_variant_builder_add (builder, "{ss}", "finding", finding_id);
  if (element_id != NULL)
    g_variant_builder_add (builder, "{ss}", "element", element_id);
  variant = g_variant_ref_sink (g_variant_builder_end (builder));

  return g_variant_print (variant, FALSE);
}

static void
gp_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  GpApplication *self = GP_APPLICATION (app);
  g_autoptr(GVariant) focus = NULL;
  const char *finding_id = NULL;
  const char *element_id = NULL;

  if (hint != NULL && *hint != '\0')
    focus = g_variant_parse (G_VARIANT_TYPE ("a{ss}"), hint, NULL, NULL, NULL);
  if (focus != NULL)
    {
      g_variant_lookup (focus, "finding", "&s", &finding_id);
      g_variant_lookup (focus, "element", "&s", &element_id);
    }

  /* Several files without a focus: sorted as an open dialog's selection
   * (a tracer log with its tegrastats log and dot dumps in one window). */
  if (n_files > 1 && finding_id == NULL && element_id == NULL)
    {
      GpWindow *window = get_idle_window (self);

      gp_window_open_files_async (window, files, (guint) n_files, NULL, NULL, NULL);
      gtk_window_present (GTK_WINDOW (window));
      return;
    }

  for (int i = 0; i < n_files; i++)
    {
      GpWindow *window = get_idle_window (self);

      gp_profile_stage ("window-created");

      gp_window_load_async (window, files[i], NULL, NULL,
                            i == 0 ? finding_id : NULL,
                            i == 0 ? element_id : NULL,
                            NULL, NULL, NULL);
      gtk_window_present (GTK_WINDOW (window));
      gp_profile_stage ("presented");
    }
}

static int
gp_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  GpApplication *self = GP_APPLICATION (app);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autofree const char **paths = NULL;
  g_autofree char *hint = NULL;
  const char *finding_id = NULL;
  const char *element_id = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("gst-profile-inspector %s\n", PACKAGE_VERSION);
      return 0;
    }

  g_variant_dict_lookup (options, "finding", "&s", &finding_id);
  g_variant_dict_lookup (options, "element", "&s", &element_id);
  if (!g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &paths) || paths[0] == NULL)
    return -1;

  for (guint i = 0; paths[i] != NULL; i++)
    g_ptr_array_add (files, g_file_new_for_commandline_arg (paths[i]));

  /* The files are read while GTK starts up (registering runs startup); the
   * windows then take what was read (gp_application_take_prefetched()). */
  g_clear_pointer (&self->prefetched, g_ptr_array_unref);
  self->prefetched = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < files->len; i++)
    {
      GpDocumentLoader *loader = gp_document_loader_new (g_ptr_array_index (files, i));

      gp_document_loader_prefetch (loader);
      g_ptr_array_add (self->prefetched, loader);
    }

  if (!g_application_register (app, NULL, &error))
    {
      g_printerr ("gst-profile-inspector: %s\n", error->message);
      g_clear_pointer (&self->prefetched, g_ptr_array_unref);
      return 1;
    }

  hint = focus_hint (finding_id, element_id);
  g_application_open (app, (GFile **) files->pdata, files->len, hint);
  /* What no window took (a remote instance: the primary one reads them). */
  g_clear_pointer (&self->prefetched, g_ptr_array_unref);

  /* The primary instance goes on into its main loop (activate then only
   * presents the window that is opening); a remote one is done. */
  return g_application_get_is_remote (app) ? 0 : -1;
}

static void
apply_style_variant (GpApplication *self)
{
  g_autofree char *variant = g_settings_get_string (self->settings, "style-variant");
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (variant, "light") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (variant, "dark") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  GpApplication *self = user_data;
  static const char *developers[] = { "The gst-profile authors", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", window,
                        "application-icon", APP_ID,
                        "application-name", _("GStreamer Profile Inspector"),
                        "developer-name", _("The gst-profile authors"),
                        "version", PACKAGE_VERSION,
                        "comments", _("See where a GStreamer pipeline spends its time and memory, "
                                      "and what to change."),
                        "website", "https://github.com/gst-profile/gst-profile",
                        "issue-url", "https://github.com/gst-profile/gst-profile/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", "© 2026 The gst-profile authors",
                        "developers", developers,
                        /* Translators: put your names here, one per line */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  GpApplication *self = user_data;
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Close every window (cancelling their loads), then quit. A window that
   * is capturing stops and saves first and closes itself when done; the
   * application then ends with its last window, so nothing captured is lost. */
  for (const GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);

  if (gtk_application_get_windows (GTK_APPLICATION (self)) == NULL)
    g_application_quit (G_APPLICATION (self));
}

static void
new_window_action (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  GpApplication *self = user_data;

  gtk_window_present (GTK_WINDOW (gp_window_new (self)));
}

static const GActionEntry app_actions[] = {
  { "about", about_action },
  { "quit", quit_action },
  { "new-window", new_window_action },
};

static void
gp_application_startup (GApplication *app)
{
  GpApplication *self = GP_APPLICATION (app);
  g_autoptr(GAction) style_action = NULL;
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *new_window_accels[] = { "<Control>n", NULL };
  static const char *help_overlay_accels[] = { "<Control>question", NULL };

  G_APPLICATION_CLASS (gp_application_parent_class)->startup (app);

  /* Text that can be selected for copying (values, launch strings, finding
   * texts) is not all selected when Tab reaches it. */
  g_object_set (gtk_settings_get_default (), "gtk-label-select-on-focus", FALSE, NULL);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);

  self->settings = gp_app_settings_new ();
  style_action = g_settings_create_action (self->settings, "style-variant");
  g_action_map_add_action (G_ACTION_MAP (self), style_action);
  g_signal_connect_object (self->settings, "changed::style-variant",
                           G_CALLBACK (apply_style_variant), self, G_CONNECT_SWAPPED);
  apply_style_variant (self);

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (on_recent_changed_cb), self, G_CONNECT_SWAPPED);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.new-window", new_window_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay", help_overlay_accels);
  gp_profile_stage ("gtk-started");
}

static void
gp_application_finalize (GObject *object)
{
  GpApplication *self = (GpApplication *)object;

  g_clear_object (&self->settings);
  g_clear_pointer (&self->prefetched, g_ptr_array_unref);
  g_clear_pointer (&self->unopened, g_hash_table_unref);

  G_OBJECT_CLASS (gp_application_parent_class)->finalize (object);
}

static void
gp_application_class_init (GpApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = gp_application_finalize;

  app_class->activate = gp_application_activate;
  app_class->open = gp_application_open;
  app_class->startup = gp_application_startup;
  app_class->handle_local_options = gp_application_handle_local_options;
}

static void
gp_application_init (GpApplication *self)
{
  self->unopened = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_application_add_main_option_entries (G_APPLICATION (self), main_entries);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Open a gst-profile session, or a GStreamer tracer "
                                              "log with its dot dumps."));
}

GpApplication *
gp_application_new (GApplicationFlags flags)
{
  return g_object_new (GP_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/gstprofile/Inspector",
                       NULL);
}
