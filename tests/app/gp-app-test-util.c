/* gp-app-test-util.c
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
#include <unistd.h>

#include "gp-app-test-util.h"
#include "gp-finding-extent.h"
#include "gp-test-builder.h"

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
gp_app_test_wait (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

gboolean
gp_app_test_wait_for (gboolean *flag,
                      guint     timeout_ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (timeout_ms, set_flag_cb, &timed_out);

  while (!*flag && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (id);

  return *flag;
}

char *
gp_app_test_screenshot (GtkWidget  *widget,
                        const char *name)
{
  const char *dir = g_getenv ("GP_ARTIFACTS_DIR");
  g_autofree char *file_name = g_strconcat (name, ".png", NULL);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  char *path;
  int width, height;

  g_assert_true (GTK_IS_WIDGET (widget));

  if (dir == NULL || *dir == '\0')
    dir = "artifacts";
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  path = g_build_filename (dir, file_name, NULL);

  /* A window presented a moment ago may not be allocated yet on a busy machine: up to 10 s. */
  for (guint i = 0; i < 200 && (gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0); i++)
    gp_app_test_wait (50);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  /* Right after a page switch the widget may have nothing to show until
   * its next frame: give it a few. */
  paintable = gtk_widget_paintable_new (widget);
  for (guint attempt = 0; node == NULL && attempt < 40; attempt++)
    {
      if (attempt > 0)
        gp_app_test_wait (50);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);

  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_assert_nonnull (renderer);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);

  return path;
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

GPtrArray *
gp_app_test_fixture_paths (void)
{
  const char *dir = g_getenv ("GP_FIXTURES_DIR");
  g_autoptr(GDir) handle = NULL;
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  handle = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (handle);

  while ((name = g_dir_read_name (handle)) != NULL)
    {
      if (g_str_has_suffix (name, ".json"))
        g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
    }
  g_ptr_array_sort (paths, compare_paths);

  g_assert_cmpuint (paths->len, >, 0);
  return paths;
}

gboolean
gp_app_test_recent_lists (const char *uri)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  gboolean found = FALSE;

  for (const GList *l = items; l != NULL; l = l->next)
    if (g_strcmp0 (gtk_recent_info_get_uri (l->data), uri) == 0)
      found = TRUE;
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  return found;
}

gboolean
gp_app_test_wait_recent (const char *uri,
                         guint       timeout_ms)
{
  for (guint waited = 0; waited < timeout_ms; waited += 20)
    {
      if (gp_app_test_recent_lists (uri))
        return TRUE;
      gp_app_test_wait (20);
    }
  return gp_app_test_recent_lists (uri);
}

GpApplication *
gp_app_test_init (int    *argc,
                  char ***argv)
{
  /* Recent files and settings of the test stay out of the user's. */
  g_autofree char *home = g_dir_make_tmp ("gp-app-test-XXXXXX", NULL);
  GpApplication *app;

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", home, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);

  g_test_init (argc, argv, NULL);
  g_set_application_name ("GStreamer Profile Inspector");

  app = gp_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  /* Screenshots show pages, not the crossfade between them. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  return app;
}

void
gp_app_test_load_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  GpAppTestLoad *load = user_data;

  load->ok = gp_window_load_finish (GP_WINDOW (object), result, &load->error);
  load->done = TRUE;
}

GpWindow *
gp_app_test_new_window (GpApplication *app)
{
  return gp_app_test_new_sized (app, 1280, 800);
}

gboolean
gp_app_test_load (GpWindow    *window,
                  const char  *path,
                  const char  *finding_id,
                  const char  *element_id,
                  GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GpAppTestLoad load = { 0 };

  gp_window_load_async (window, file, NULL, NULL, finding_id, element_id, NULL, gp_app_test_load_cb, &load);
  g_assert_true (gp_window_get_busy (window));
  g_assert_true (gp_app_test_wait_for (&load.done, 60000));
  g_assert_false (gp_window_get_busy (window));

  if (load.error != NULL)
    g_propagate_error (error, load.error);

  /* Let the session view get its first allocation (slow under sanitizers). */
  for (guint i = 0; load.ok && i < 500; i++)
    {
      GtkWidget *view = GTK_WIDGET (gp_app_test_graph_view (window));

      if (gtk_widget_get_mapped (view) && gtk_widget_get_width (view) > 1)
        break;
      gp_app_test_wait (20);
    }

  return load.ok;
}

int
gp_app_test_find_lane (GpLaneChart *chart,
                       const char  *title,
                       gboolean    *available)
{
  for (guint i = 0; i < gp_lane_chart_get_n_lanes (chart); i++)
    {
      if (g_strcmp0 (gp_lane_chart_get_lane_title (chart, i, available), title) == 0)
        return i;
    }

  return -1;
}

void
gp_app_test_wait_complete (GpWindow *window)
{
  GpDocument *document = gp_window_get_document (window);

  g_assert_nonnull (document);
  for (guint i = 0; i < 3000 && !gp_document_get_complete (document); i++)
    gp_app_test_wait (20);
  g_assert_true (gp_document_get_complete (document));
  gp_app_test_wait_laid_out (window);
}

static void
set_true_cb (gboolean *flag)
{
  *flag = TRUE;
}

/* Until @widget's window has painted a frame, one being asked for: its
 * layout phase (where an allocation starts a layout, or places a new
 * layout's first view) comes before. A fixed wait instead lost that race on
 * a loaded machine (tests in parallel under ASan). */
void
gp_app_test_wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong id;

  if (clock == NULL || !gtk_widget_get_mapped (widget))
    {
      gp_app_test_wait (20);
      return;
    }
  id = g_signal_connect_swapped (clock, "after-paint", G_CALLBACK (set_true_cb), &painted);
  gtk_widget_queue_draw (widget);
  g_assert_true (gp_app_test_wait_for (&painted, 30000));
  g_signal_handler_disconnect (clock, id);
}

void
gp_app_test_wait_laid_out (GpWindow *window)
{
  GpGraphView *view = gp_app_test_graph_view (window);

  /* The direction's layout, made in a thread once the document is complete
   * (or once an allocation asks for one), then its first view, placed at
   * the next allocation. */
  gp_app_test_wait_frame (GTK_WIDGET (view));
  for (guint i = 0; i < 3000 && gp_graph_view_get_laying_out (view); i++)
    gp_app_test_wait (20);
  g_assert_false (gp_graph_view_get_laying_out (view));
  gp_app_test_wait_frame (GTK_WIDGET (view));
}

GpWindow *
gp_app_test_open_window (GpApplication *app,
                         const char    *path)
{
  GpWindow *window = gp_app_test_new_window (app);
  g_autoptr(GError) error = NULL;

  g_assert_true (gp_app_test_load (window, path, NULL, NULL, &error));
  g_assert_no_error (error);
  gp_app_test_wait (50);

  return window;
}

GpWindow *
gp_app_test_open_complete (GpApplication *app,
                           const char    *path)
{
  GpWindow *window = gp_app_test_open_window (app, path);

  gp_app_test_wait_complete (window);
  return window;
}

GpWindow *
gp_app_test_open_fixture (GpApplication *app,
                          const char    *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), name, NULL);

  return gp_app_test_open_complete (app, path);
}

void
gp_app_test_close_window (GtkWindow *window)
{
  GtkWindow *weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &weak);
  gtk_window_close (window);
  for (guint i = 0; i < 200 && weak != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (weak);
}

void
gp_app_test_collect_widgets (GtkWidget *root,
                             GType      type,
                             GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (found, child);
      gp_app_test_collect_widgets (child, type, found);
    }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

GStrv
gp_app_test_sorted_strv (GPtrArray *ids)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GPtrArray) copy = g_ptr_array_new ();

  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (copy, g_ptr_array_index (ids, i));
  g_ptr_array_sort (copy, compare_strings);
  /* Duplicate targets collapse to one highlight. */
  for (guint i = 0; i < copy->len; i++)
    if (i == 0 || g_strcmp0 (copy->pdata[i], copy->pdata[i - 1]) != 0)
      g_strv_builder_add (builder, copy->pdata[i]);

  return g_strv_builder_end (builder);
}

GpWindow *
gp_app_test_new_sized (GpApplication *app,
                       int            width,
                       int            height)
{
  GpWindow *window = gp_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 500; i++)
    {
      if (gtk_widget_get_mapped (GTK_WIDGET (window)) && gtk_widget_get_width (GTK_WIDGET (window)) > 1)
        break;
      gp_app_test_wait (20);
    }
  gp_app_test_wait (50);
  return window;
}

void
gp_app_test_load_path (GpWindow   *window,
                       const char *path,
                       const char *finding_id,
                       const char *element_id)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gp_app_test_load (window, path, finding_id, element_id, &error));
  g_assert_no_error (error);
  gp_app_test_wait_complete (window);
  gp_app_test_wait (200);
}

GpWindow *
gp_app_test_open_sized (GpApplication *app,
                        const char    *path,
                        int            width,
                        int            height)
{
  GpWindow *window = gp_app_test_new_sized (app, width, height);

  gp_app_test_load_path (window, path, NULL, NULL);
  return window;
}

graphene_rect_t
gp_app_test_element_area (GpGraphView *view,
                          const char  *element)
{
  graphene_rect_t area;

  g_assert_true (gp_graph_view_get_element_area (view, element, &area));
  return area;
}

gboolean
gp_app_test_area_in_view (GpGraphView     *view,
                          graphene_rect_t  area)
{
  return area.origin.x >= 0 && area.origin.y >= gp_graph_view_get_top_inset (view) &&
         area.origin.x + area.size.width <= gtk_widget_get_width (GTK_WIDGET (view)) &&
         area.origin.y + area.size.height <= gtk_widget_get_height (GTK_WIDGET (view));
}

gboolean
gp_app_test_element_in_view (GpGraphView *view,
                             const char  *element)
{
  return gp_app_test_area_in_view (view, gp_app_test_element_area (view, element));
}

void
gp_app_test_expected_outline (GpWindow        *window,
                              const GpFinding *finding,
                              GStrv           *elements,
                              GStrv           *links)
{
  g_autoptr(GPtrArray) all_elements = g_ptr_array_new ();
  g_autoptr(GPtrArray) all_links = g_ptr_array_new ();

  g_ptr_array_extend (all_elements, finding->target_elements, NULL, NULL);
  g_ptr_array_extend (all_links, finding->target_links, NULL, NULL);
  gp_finding_collect_extent (finding,
                             gp_session_get_graph (gp_document_get_session (gp_window_get_document (window))),
                             all_elements, all_links);
  *elements = gp_app_test_sorted_strv (all_elements);
  *links = gp_app_test_sorted_strv (all_links);
}

void
gp_app_test_wait_gone (gpointer *weak,
                       guint     timeout_ms)
{
  for (guint i = 0; i < timeout_ms / 10 && *weak != NULL; i++)
    gp_app_test_wait (10);
  g_assert_null (*weak);
}

static GtkWindow *
first_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type))
        return GTK_WINDOW (item);
    }

  return NULL;
}

GtkWindow *
gp_app_test_find_toplevel (GType type,
                           guint timeout_ms)
{
  GtkWindow *found = first_toplevel (type);

  for (guint i = 0; i < timeout_ms / 10 && found == NULL; i++)
    {
      gp_app_test_wait (10);
      found = first_toplevel (type);
    }

  return found;
}

GpCaptureDialog *
gp_app_test_open_capture_dialog (GpWindow *window)
{
  GpCaptureDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.capture", NULL));
  dialog = GP_CAPTURE_DIALOG (gp_app_test_find_toplevel (GP_TYPE_CAPTURE_DIALOG, 1000));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));

  /* On the last capture's board, Start waits for Check. */
  if (gp_capture_dialog_get_remote (dialog))
    return dialog;
  for (guint i = 0; i < 3000 && !gp_capture_dialog_get_ready (dialog); i++)
    gp_app_test_wait (10);
  g_assert_true (gp_capture_dialog_get_ready (dialog));

  return dialog;
}

GtkWidget *
gp_app_test_find_widget (GtkWidget *root,
                         GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = gp_app_test_find_widget (child, type)) != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
find_in_window (GpWindow *window,
                GType     type)
{
  GtkWidget *found = gp_app_test_find_widget (GTK_WIDGET (window), type);

  g_assert_nonnull (found);
  return found;
}

GpPipelinePage *
gp_app_test_pipeline_page (GpWindow *window)
{
  return GP_PIPELINE_PAGE (gp_window_get_view (window, "pipeline"));
}

GpGraphView *
gp_app_test_graph_view (GpWindow *window)
{
  return gp_pipeline_page_get_graph_view (gp_app_test_pipeline_page (window));
}

GpLaneChart *
gp_app_test_chart (GpWindow   *window,
                   const char *view)
{
  return gp_chart_page_get_chart (GP_CHART_PAGE (gp_window_get_view (window, view)));
}

GpLaunchPane *
gp_app_test_launch_pane (GpWindow *window)
{
  return GP_LAUNCH_PANE (gp_window_get_view (window, "launch"));
}

GpFindingsPane *
gp_app_test_findings_pane (GpWindow *window)
{
  return GP_FINDINGS_PANE (find_in_window (window, GP_TYPE_FINDINGS_PANE));
}

GpInspector *
gp_app_test_inspector (GpWindow *window)
{
  return GP_INSPECTOR (find_in_window (window, GP_TYPE_INSPECTOR));
}

GpStartPage *
gp_app_test_start_page (GpWindow *window)
{
  return GP_START_PAGE (find_in_window (window, GP_TYPE_START_PAGE));
}

GpSessionHeader *
gp_app_test_session_header (GpWindow *window)
{
  return GP_SESSION_HEADER (find_in_window (window, GP_TYPE_SESSION_HEADER));
}

GpCaptureBar *
gp_app_test_capture_bar (GpWindow *window)
{
  return GP_CAPTURE_BAR (find_in_window (window, GP_TYPE_CAPTURE_BAR));
}

GpErrorPage *
gp_app_test_error_page (GpWindow *window)
{
  return GP_ERROR_PAGE (find_in_window (window, GP_TYPE_ERROR_PAGE));
}

GpErrorBanner *
gp_app_test_error_banner (GpWindow *window)
{
  return GP_ERROR_BANNER (find_in_window (window, GP_TYPE_ERROR_BANNER));
}

AdwFlap *
gp_app_test_flap (GpWindow    *window,
                  GtkPackType  position)
{
  g_autoptr(GPtrArray) flaps = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (window), ADW_TYPE_FLAP, flaps);
  for (guint i = 0; i < flaps->len; i++)
    if (adw_flap_get_flap_position (g_ptr_array_index (flaps, i)) == position)
      return g_ptr_array_index (flaps, i);

  g_assert_not_reached ();
}

AdwViewStack *
gp_app_test_view_stack (GpWindow *window)
{
  return ADW_VIEW_STACK (find_in_window (window, ADW_TYPE_VIEW_STACK));
}

const char *
gp_app_test_visible_view (GpWindow *window)
{
  return adw_view_stack_get_visible_child_name (gp_app_test_view_stack (window));
}

const char *
gp_app_test_verdict (GpWindow *window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_session_header (window)), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "verdict-header"))
      return gtk_label_get_label (g_ptr_array_index (labels, i));

  g_assert_not_reached ();
}

GtkWidget *
gp_app_test_find_action_button (GtkWidget  *root,
                                const char *action_name)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  gp_app_test_collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkActionable *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_actionable_get_action_name (button), action_name) == 0)
        return GTK_WIDGET (button);
    }
  return NULL;
}

gboolean
gp_app_test_can_start (GpCaptureDialog *dialog)
{
  GtkWidget *start = gp_app_test_find_action_button (GTK_WIDGET (dialog), "capture-dialog.start");

  g_assert_nonnull (start);
  return gtk_widget_is_sensitive (start);
}

#define CHAIN_WINDOWS 8

char *
gp_app_test_write_chain (guint       n_elements,
                         const char *platform,
                         guint       break_at)
{
  gboolean jetson = g_strcmp0 (platform, "jetson") == 0;
  g_autoptr(GpTestBuilder) builder = gp_test_builder_new (CHAIN_WINDOWS, jetson ? "jetson" : "generic");
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  char *path;
  int fd;

  g_assert_cmpuint (n_elements, >=, 8);
  g_assert_true (!jetson || (break_at >= 2 && break_at + 3 < n_elements));

  for (guint i = 0; i < n_elements; i++)
    {
      const char *factory;
      char *id;

      if (i == 0)
        factory = jetson ? "nvarguscamerasrc" : "videotestsrc", id = g_strdup_printf ("%s0", factory);
      else if (i == n_elements - 1)
        factory = "fakesink", id = g_strdup ("fakesink0");
      else if (jetson && i == break_at)
        factory = "videoconvert", id = g_strdup ("conv0");
      else if (jetson && i == break_at + 1)
        factory = "nvvidconv", id = g_strdup ("nvconv0");
      else if (!jetson && i % 2 == 0)
        factory = "identity", id = g_strdup_printf ("identity%u", i);
      else
        factory = "queue", id = g_strdup_printf ("q%u", i);

      gp_test_builder_add_element (builder, id, factory, NULL);
      g_ptr_array_add (ids, id);
    }

  for (guint i = 0; i + 1 < n_elements; i++)
    {
      const char *src = g_ptr_array_index (ids, i);
      const char *sink = g_ptr_array_index (ids, i + 1);
      const char *memory = !jetson ? "sysmem" : i == break_at ? "sysmem" : i + 2 == n_elements ? "sysmem" : "nvmm";

      gp_test_builder_add_link (builder, src, sink, memory, "video/x-raw");
      gp_test_builder_add_link_series (builder, src, sink, "[30, 30, 30, 30, 30, 30, 30, 30]", NULL);
    }

  for (guint i = 1; i + 1 < n_elements; i++)
    {
      /* Each its own time, so that the Timeline's lanes are all there. */
      g_autofree char *p95 = g_strdup_printf ("[%u.5, %u.5, %u.5, %u.5, %u.5, %u.5, %u.5, %u.5]",
                                              i % 7, i % 7, i % 7, i % 7, i % 7, i % 7, i % 7, i % 7);

      gp_test_builder_add_element_series (builder, g_ptr_array_index (ids, i), p95, NULL);
    }

  text = gp_test_builder_to_document (builder);
  fd = g_file_open_tmp ("gp-chain-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);

  return path;
}
