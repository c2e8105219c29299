/* test-app-startup.c: the command-line start-up (prefetch, GL off without a GPU, no schema installed)
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

#include <glib/gstdio.h>
#include <string.h>

#include "gp-app-settings.h"
#include "gp-app-test-util.h"
#include "gp-document-loader.h"
#include "gp-document.h"
#include "gp-finding.h"
#include "gp-session.h"
#include "gp-test-util.h"

static GpApplication *app;

typedef struct
{
  gboolean    done;
  GpDocument *document;
  GError     *error;
} Loaded;

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Loaded *loaded = user_data;

  loaded->document = gp_document_loader_load_finish (GP_DOCUMENT_LOADER (object), result, &loaded->error);
  loaded->done = TRUE;
}

/* Loads @path, prefetched or not; returns the document or NULL with @error. */
static GpDocument *
load (const char  *path,
      gboolean     prefetch,
      GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GpDocumentLoader) loader = gp_document_loader_new (file);
  Loaded loaded = { 0 };

  if (prefetch)
    {
      gp_document_loader_prefetch (loader);
      /* What the application does meanwhile: start GTK. */
      gp_app_test_wait (30);
    }
  gp_document_loader_load_async (loader, NULL, loaded_cb, &loaded);
  g_assert_true (gp_app_test_wait_for (&loaded.done, 60000));
  if (loaded.error != NULL)
    g_propagate_error (error, loaded.error);

  return loaded.document;
}

static char *
finding_ids (GpDocument *document)
{
  GPtrArray *findings = gp_document_get_findings (document);
  GString *ids = g_string_new (NULL);

  for (guint i = 0; findings != NULL && i < findings->len; i++)
    g_string_append_printf (ids, "%s ", ((GpFinding *) g_ptr_array_index (findings, i))->id);

  return g_string_free (ids, FALSE);
}

/* A prefetched load gives the same document as a plain one. */
static void
test_prefetch_same_document (void)
{
  g_autoptr(GPtrArray) paths = gp_app_test_fixture_paths ();

  g_assert_cmpuint (paths->len, >, 0);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(GpDocument) plain = load (path, FALSE, &error);
      g_autoptr(GpDocument) prefetched = NULL;
      g_autofree char *plain_ids = NULL;
      g_autofree char *prefetched_ids = NULL;
      GpSession *a, *b;

      g_assert_no_error (error);
      prefetched = load (path, TRUE, &error);
      g_assert_no_error (error);
      g_assert_true (gp_document_get_complete (prefetched));

      a = gp_document_get_session (plain);
      b = gp_document_get_session (prefetched);
      g_assert_cmpuint (gp_graph_n_elements (gp_session_get_graph (a)), ==,
                        gp_graph_n_elements (gp_session_get_graph (b)));
      g_assert_cmpuint (gp_series_get_n_windows (gp_session_get_series (a)), ==,
                        gp_series_get_n_windows (gp_session_get_series (b)));
      plain_ids = finding_ids (plain);
      prefetched_ids = finding_ids (prefetched);
      g_assert_cmpstr (plain_ids, ==, prefetched_ids);
      g_assert_cmpstr (gp_document_get_verdict_header (plain), ==, gp_document_get_verdict_header (prefetched));
      g_assert_nonnull (gp_document_get_layout (prefetched));
    }
}

/* A prefetch that is over when the load starts: the document is there when
 * load_async returns (the window is presented with it, no loading page). */
static void
test_prefetched_shown_at_once (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "orin-nx-jp6-sw.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GpDocumentLoader) loader = gp_document_loader_new (file);
  g_autoptr(GpDocumentLoader) plain = gp_document_loader_new (file);
  Loaded loaded = { 0 };
  Loaded plain_loaded = { 0 };

  gp_document_loader_prefetch (loader);
  /* Far longer than reading 100 KB takes. */
  gp_app_test_wait (3000);
  gp_document_loader_load_async (loader, NULL, loaded_cb, &loaded);
  g_assert_nonnull (gp_document_loader_get_document (loader));
  g_assert_false (gp_document_get_complete (gp_document_loader_get_document (loader)));
  g_assert_nonnull (gp_document_get_layout (gp_document_loader_get_document (loader)));

  /* Without a prefetch, it comes later, from the worker. */
  gp_document_loader_load_async (plain, NULL, loaded_cb, &plain_loaded);
  g_assert_null (gp_document_loader_get_document (plain));

  g_assert_true (gp_app_test_wait_for (&loaded.done, 60000));
  g_assert_true (gp_app_test_wait_for (&plain_loaded.done, 60000));
  g_assert_no_error (loaded.error);
  g_assert_no_error (plain_loaded.error);
  g_assert_true (loaded.document == gp_document_loader_get_document (loader));
  g_assert_true (gp_document_get_complete (loaded.document));
  g_assert_cmpuint (gp_document_get_findings (loaded.document)->len, ==,
                    gp_document_get_findings (plain_loaded.document)->len);
  g_object_unref (loaded.document);
  g_object_unref (plain_loaded.document);
}

/* A file that cannot be read fails the prefetched load as the plain one. */
static void
test_prefetch_errors (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gp-startup-XXXXXX", NULL);
  g_autofree char *junk = g_build_filename (dir, "junk.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  const char *paths[] = { junk, missing };

  g_assert_true (g_file_set_contents (junk, "{\"schema\": \"gst-profile/1\", \"info\": [", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GError) plain_error = NULL;
      g_autoptr(GError) prefetched_error = NULL;
      g_autoptr(GpDocument) plain = load (paths[i], FALSE, &plain_error);
      g_autoptr(GpDocument) prefetched = load (paths[i], TRUE, &prefetched_error);

      g_assert_null (plain);
      g_assert_null (prefetched);
      g_assert_nonnull (plain_error);
      g_assert_nonnull (prefetched_error);
      g_assert_cmpstr (plain_error->message, ==, prefetched_error->message);
      g_assert_true (plain_error->domain == prefetched_error->domain);
      g_assert_cmpint (plain_error->code, ==, prefetched_error->code);
    }
  g_unlink (junk);
  g_rmdir (dir);
}

/* A loader dropped while its prefetch runs (the files went to another
 * instance): the thread finishes on its own, nothing is touched after. */
static void
test_prefetch_dropped (void)
{
  g_autoptr(GPtrArray) paths = gp_app_test_fixture_paths ();

  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (g_ptr_array_index (paths, i));
      GpDocumentLoader *loader = gp_document_loader_new (file);

      gp_document_loader_prefetch (loader);
      g_object_unref (loader);
    }
  /* Long enough for every thread to end (ASan sees any use after free). */
  gp_app_test_wait (1500);
}

static gboolean
gpu_device_present (void)
{
  const char *devices[] = { "/dev/dri", "/dev/nvidiactl", "/dev/nvhost-ctrl", "/dev/nvmap", "/dev/mali0" };

  for (guint i = 0; i < G_N_ELEMENTS (devices); i++)
    if (g_file_test (devices[i], G_FILE_TEST_EXISTS))
      return TRUE;
  return FALSE;
}

static guint
count_lines (char * const *lines,
             const char   *prefix)
{
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      n++;
  return n;
}

static int
line_index (char * const *lines,
            const char   *prefix)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return i;
  return -1;
}

/* Runs the real program on @path (with GP_PROFILE_STARTUP/EXIT: it quits
 * after its first frame and complete document) and returns its stderr
 * lines; @gdk_debug NULL unsets GDK_DEBUG. */
static GStrv
run_inspector (const char *path,
               const char *gdk_debug,
               const char *element)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE |
                                                                         G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  const char *exe = g_getenv ("GP_INSPECTOR");

  g_assert_nonnull (exe);
  g_subprocess_launcher_setenv (launcher, "GP_PROFILE_STARTUP", "1", TRUE);
  g_subprocess_launcher_setenv (launcher, "GP_PROFILE_EXIT", "1", TRUE);
  g_subprocess_launcher_setenv (launcher, "GSK_RENDERER", "cairo", TRUE);
  if (gdk_debug != NULL)
    g_subprocess_launcher_setenv (launcher, "GDK_DEBUG", gdk_debug, TRUE);
  else
    g_subprocess_launcher_unsetenv (launcher, "GDK_DEBUG");
  if (element != NULL)
    process = g_subprocess_launcher_spawn (launcher, &error, exe, path, "--element", element, NULL);
  else
    process = g_subprocess_launcher_spawn (launcher, &error, exe, path, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error));
  g_assert_no_error (error);
  g_test_message ("%s", err);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);

  return g_strsplit (err, "\n", -1);
}

/* The real program with a file: read once (by the prefetch, while GTK
 * started), shown, complete; GL left off on a machine without a GPU. */
static void
test_command_line_start (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "orin-nx-jp6-zc-break.json", NULL);
  g_auto(GStrv) lines = run_inspector (path, NULL, "nvvconv2");

  g_assert_cmpint (line_index (lines, "gp-profile: stage main"), >=, 0);
  g_assert_cmpint (line_index (lines, "gp-profile: stage main"), <, line_index (lines, "gp-profile: stage gtk-started"));
  g_assert_cmpint (line_index (lines, "gp-profile: stage gtk-started"), <, line_index (lines, "gp-profile: stage window-created"));
  g_assert_cmpint (line_index (lines, "gp-profile: first-frame-ms="), >=, 0);
  g_assert_cmpint (line_index (lines, "gp-profile: complete-ms="), >=, 0);
  /* Read once, and by the prefetch. */
  g_assert_cmpuint (count_lines (lines, "gp-profile: stage graph-laid-out"), ==, 1);
  g_assert_cmpuint (count_lines (lines, "gp-profile: stage prefetched"), ==, 1);
  g_assert_cmpuint (count_lines (lines, "gp-profile: stage gl-off"), ==, gpu_device_present () ? 0 : 1);
}

/* A choice of the user (here GDK_DEBUG set) is left alone. */
static void
test_chosen_renderer_kept (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "software-healthy.json", NULL);
  g_auto(GStrv) lines = run_inspector (path, "", NULL);

  g_assert_cmpuint (count_lines (lines, "gp-profile: stage gl-off"), ==, 0);
  g_assert_cmpint (line_index (lines, "gp-profile: first-frame-ms="), >=, 0);
}

/* Whether GLib would find the app's schema with only the system's data dir,
 * or in the prefix the app is configured for. */
static gboolean
schema_installed (void)
{
  const char *dirs[] = { "/usr/share/glib-2.0/schemas", GP_INSTALLED_SCHEMAS_DIR };

  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autoptr(GSettingsSchemaSource) source = g_settings_schema_source_new_from_directory (dirs[i], NULL, FALSE,
                                                                                              NULL);
      g_autoptr(GSettingsSchema) schema = source != NULL ? g_settings_schema_source_lookup (source, GP_APP_SETTINGS_SCHEMA, FALSE)
                                                         : NULL;

      if (schema != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The real program @exe on @path with no schema set up: nothing in the
 * environment points at one, the user's data dir is empty. It must show
 * its window and quit cleanly (GP_PROFILE_EXIT), saying once on stderr
 * that settings will not be kept. */
static void
run_without_schema (const char *exe,
                    const char *path)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE |
                                                                         G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  g_autofree char *home = gp_test_tmpdir ();
  g_auto(GStrv) lines = NULL;
  const char *line = "gst-profile-inspector: settings schema not installed; settings will not be kept";

  g_assert_nonnull (home);
  g_subprocess_launcher_unsetenv (launcher, "GSETTINGS_SCHEMA_DIR");
  g_subprocess_launcher_unsetenv (launcher, "GSETTINGS_BACKEND");
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_DIRS", "/usr/share", TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", home, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GP_PROFILE_STARTUP", "1", TRUE);
  g_subprocess_launcher_setenv (launcher, "GP_PROFILE_EXIT", "1", TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, exe, path, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error));
  g_assert_no_error (error);
  g_test_message ("%s", err);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);

  lines = g_strsplit (err, "\n", -1);
  /* shown: its first frame painted, the document complete */
  g_assert_cmpint (line_index (lines, "gp-profile: first-frame-ms="), >=, 0);
  g_assert_cmpint (line_index (lines, "gp-profile: complete-ms="), >=, 0);
  g_assert_cmpuint (count_lines (lines, line), ==, schema_installed () ? 0 : 1);
  g_assert_cmpuint (count_lines (lines, "gst-profile-inspector:"), ==, schema_installed () ? 0 : 1);
  g_assert_null (strstr (err, "GLib-GIO-ERROR"));
}

/* From the build tree: its compiled schema (data/gschemas.compiled), in
 * memory. */
static void
test_no_schema_build_tree (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "software-healthy.json", NULL);

  run_without_schema (g_getenv ("GP_INSPECTOR"), path);
}

/* A copy of the program away from any build tree: the schema compiled into
 * it. */
static void
test_no_schema_anywhere (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "software-healthy.json", NULL);
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *copy = g_build_filename (dir, "gst-profile-inspector", NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (g_getenv ("GP_INSPECTOR"), &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
  g_assert_cmpint (g_chmod (copy, 0755), ==, 0);

  run_without_schema (copy, path);
}

/* The shortcuts window is built when first asked for, not with each
 * window, and goes with its window. */
static void
test_help_overlay_on_demand (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "software-healthy.json", NULL);
  GpWindow *window = gp_app_test_open_window (app, path);
  GtkWindow *overlay;
  g_autofree char *shot = NULL;

  g_assert_null (gp_app_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  overlay = gp_app_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW, 1000);
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_true (gtk_window_get_transient_for (overlay) == GTK_WINDOW (window));
  gp_app_test_wait (300);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  shot = gp_app_test_screenshot (GTK_WIDGET (overlay), "shortcuts-window");

  /* Closed, it is hidden and shown again as it was. */
  gtk_window_close (overlay);
  gp_app_test_wait (100);
  g_assert_true (gp_app_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW, 0) == overlay);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (gp_app_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW, 0) == overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));

  /* Its window closed, it is gone. */
  g_object_add_weak_pointer (G_OBJECT (overlay), (gpointer *) &overlay);
  gp_app_test_close_window (GTK_WINDOW (window));
  gp_app_test_wait (100);
  g_assert_null (overlay);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/startup/prefetch-same-document", test_prefetch_same_document);
  g_test_add_func ("/gp/app/startup/prefetched-shown-at-once", test_prefetched_shown_at_once);
  g_test_add_func ("/gp/app/startup/prefetch-errors", test_prefetch_errors);
  g_test_add_func ("/gp/app/startup/prefetch-dropped", test_prefetch_dropped);
  g_test_add_func ("/gp/app/startup/command-line", test_command_line_start);
  g_test_add_func ("/gp/app/startup/chosen-renderer-kept", test_chosen_renderer_kept);
  g_test_add_func ("/gp/app/startup/help-overlay-on-demand", test_help_overlay_on_demand);
  g_test_add_func ("/gp/app/startup/no-schema-build-tree", test_no_schema_build_tree);
  g_test_add_func ("/gp/app/startup/no-schema-anywhere", test_no_schema_anywhere);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
