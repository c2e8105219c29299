/* test-app-window.c: the app's window under a real (virtual) display
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

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-finding-row.h"
#include "gp-graph-view.h"
#include "gp-lane-chart.h"

static GpApplication *app;

static char *
fixture_stem (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);

  return g_strndup (base, strlen (base) - strlen (".json"));
}

/* The rows of the start page's lists (recent, then examples). */
static guint
count_start_rows (GpWindow *window)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  gp_app_test_collect_widgets (GTK_WIDGET (gp_app_test_start_page (window)), GTK_TYPE_LIST_BOX_ROW, rows);
  return rows->len;
}

static GpGraphView *
graph_view_of (GpWindow *window)
{
  return gp_app_test_graph_view (window);
}

static void
test_start_page (void)
{
  GpWindow *window = gp_app_test_new_window (app);
  g_autofree char *examples = gp_application_dup_examples_dir ();
  g_autoptr(GDir) dir = NULL;
  g_autofree char *shot = NULL;
  guint n_examples = 0;
  const char *name;

  g_assert_nonnull (examples);
  dir = g_dir_open (examples, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    n_examples += g_str_has_suffix (name, ".json");

  g_assert_cmpstr (gp_window_get_page_name (window), ==, "start");
  g_assert_null (gp_window_get_document (window));
  g_assert_cmpuint (n_examples, >, 0);
  g_assert_cmpuint (gp_start_page_get_n_examples (gp_app_test_start_page (window)), ==, n_examples);
  g_assert_cmpuint (gp_start_page_get_n_recent (gp_app_test_start_page (window)), ==, 0);
  g_assert_cmpuint (count_start_rows (window), ==, n_examples);

  shot = gp_app_test_screenshot (GTK_WIDGET (window), "start-page");
  g_assert_true (g_file_test (shot, G_FILE_TEST_IS_REGULAR));

  gp_app_test_close_window (GTK_WINDOW (window));
}

static void
assert_layout_covers_graph (GpDocument *document)
{
  const GpXdotGraph *layout = gp_document_get_layout (document);
  GpGraph *graph = gp_session_get_graph (gp_document_get_session (document));

  g_assert_nonnull (layout);
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);

      if (!element->is_bin)
        g_assert_nonnull (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, element->id));
    }
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *link = gp_graph_link (graph, i);
      const GpElement *src = gp_graph_lookup_element (graph, link->src_element);
      const GpElement *sink = gp_graph_lookup_element (graph, link->sink_element);

      if (src != NULL && sink != NULL && !src->is_bin && !sink->is_bin)
        g_assert_nonnull (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_EDGE, link->id));
    }
}

/* The session header as the document says: the top finding (the first
 * that is neither HOT nor OK) or none, the verdict's class and icon. */
static void
assert_header_shows (GpWindow   *window,
                     GpDocument *document)
{
  GPtrArray *findings = gp_document_get_findings (document);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) images = g_ptr_array_new ();
  GtkWidget *header = GTK_WIDGET (gp_app_test_session_header (window));
  const GpFinding *top = NULL;
  const char *level;
  GtkWidget *strip;

  for (guint i = 0; i < findings->len && top == NULL; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (g_strcmp0 (finding->rule, "HOT") != 0 && g_strcmp0 (finding->rule, "OK") != 0)
        top = finding;
    }
  level = top != NULL ? gp_severity_to_string (top->severity) : "ok";
  g_assert_true (gp_document_get_top_finding (document) == top);
  g_assert_cmpstr (gp_document_get_verdict_level (document), ==, level);

  strip = gtk_widget_get_first_child (header);
  g_assert_true (gtk_widget_has_css_class (strip, "session-strip"));
  g_assert_true (gtk_widget_has_css_class (strip, level));

  gp_app_test_collect_widgets (header, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_has_css_class (label, "top-finding"))
        {
          g_assert_cmpint (gtk_widget_get_visible (label), ==, top != NULL);
          if (top != NULL)
            {
              g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), top->title));
              g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (label)), "Top finding: "));
            }
        }
    }

  gp_app_test_collect_widgets (header, GTK_TYPE_IMAGE, images);
  g_assert_cmpuint (images->len, ==, 1);
  g_assert_cmpstr (gtk_image_get_icon_name (g_ptr_array_index (images, 0)), ==,
                   top == NULL ? "emblem-ok-symbolic" :
                   top->severity == GP_SEVERITY_HIGH ? "dialog-error-symbolic" :
                   top->severity == GP_SEVERITY_MEDIUM ? "dialog-warning-symbolic" :
                   "dialog-information-symbolic");
}

static void
test_open_fixtures (void)
{
  g_autoptr(GPtrArray) paths = gp_app_test_fixture_paths ();

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *stem = fixture_stem (path);
      g_autofree char *shot_name = g_strconcat ("open-", stem, NULL);
      g_autofree char *shot = NULL;
      g_autoptr(GError) error = NULL;
      GpWindow *window = gp_app_test_new_window (app);
      GpDocument *document;

      g_test_message ("opening %s", path);
      g_assert_true (gp_app_test_load (window, path, NULL, NULL, &error));
      g_assert_no_error (error);

      document = gp_window_get_document (window);
      g_assert_nonnull (document);
      g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                       gp_document_get_title (document));
      g_assert_cmpstr (gp_app_test_verdict (window), ==,
                       gp_document_get_verdict_header (document));
      g_assert_cmpstr (gp_app_test_verdict (window), !=, "");
      assert_header_shows (window, document);
      g_assert_cmpuint (gp_findings_pane_get_n_cards (gp_app_test_findings_pane (window)), ==,
                        gp_document_get_findings (document)->len);
      assert_layout_covers_graph (document);
      g_assert_true (gp_view_get_document (GP_VIEW (graph_view_of (window))) == document);

      gp_app_test_wait (250);
      shot = gp_app_test_screenshot (GTK_WIDGET (window), shot_name);
      gp_app_test_close_window (GTK_WINDOW (window));
    }
}

static void
assert_element_visible (GpGraphView *view,
                        const char  *element_id)
{
  graphene_rect_t area, visible;

  g_assert_true (gp_graph_view_get_element_area (view, element_id, &area));
  graphene_rect_init (&visible, 0, 0,
                      gtk_widget_get_width (GTK_WIDGET (view)),
                      gtk_widget_get_height (GTK_WIDGET (view)));
  g_assert_true (graphene_rect_intersection (&area, &visible, NULL));
}

static void
test_finding_highlight (void)
{
  g_autoptr(GPtrArray) paths = gp_app_test_fixture_paths ();
  guint n_checked = 0;

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      GpWindow *window = gp_app_test_new_window (app);
      GpGraphView *view = graph_view_of (window);
      GPtrArray *findings;

      gp_app_test_load_path (window, path, NULL, NULL);
      findings = gp_document_get_findings (gp_window_get_document (window));

      for (guint k = 0; k < findings->len; k++)
        {
          const GpFinding *finding = g_ptr_array_index (findings, k);
          GtkWidget *card = gp_findings_pane_get_card (gp_app_test_findings_pane (window), finding->id);
          g_auto(GStrv) expected_elements = NULL;
          g_auto(GStrv) expected_links = NULL;
          g_auto(GStrv) elements = NULL;
          g_auto(GStrv) links = NULL;

          g_assert_nonnull (card);
          gp_app_test_expected_outline (window, finding, &expected_elements, &expected_links);

          /* The user opens the card… */
          gp_finding_row_set_expanded (GP_FINDING_ROW (card), TRUE);
          gp_app_test_wait (30);
          g_assert_cmpstr (gp_view_state_get_focused_finding (gp_window_get_view_state (window)), ==, finding->id);
          g_assert_cmpstr (gp_app_test_visible_view (window), ==, "pipeline");

          /* …and the graph outlines exactly its targets and the rest its title names. */
          elements = gp_graph_view_get_highlighted_elements (view);
          links = gp_graph_view_get_highlighted_links (view);
          g_assert_true (g_strv_equal ((const char * const *) elements,
                                       (const char * const *) expected_elements));
          g_assert_true (g_strv_equal ((const char * const *) links,
                                       (const char * const *) expected_links));

          for (guint e = 0; expected_elements[e] != NULL; e++)
            assert_element_visible (view, expected_elements[e]);

          if (k == 0)
            {
              g_autofree char *stem = fixture_stem (path);
              g_autofree char *name = g_strconcat ("finding-", stem, NULL);
              g_autofree char *shot = NULL;

              gp_app_test_wait (150);
              shot = gp_app_test_screenshot (GTK_WIDGET (window), name);
            }

          /* Closing the card clears the highlight. */
          gp_finding_row_set_expanded (GP_FINDING_ROW (card), FALSE);
          g_assert_null (gp_view_state_get_focused_finding (gp_window_get_view_state (window)));
          g_clear_pointer (&elements, g_strfreev);
          elements = gp_graph_view_get_highlighted_elements (view);
          g_assert_cmpuint (g_strv_length (elements), ==, 0);
          n_checked++;
        }

      /* Focusing through the view state (e.g. the inspector's chips) opens the card. */
      if (findings->len > 1)
        {
          const GpFinding *last = g_ptr_array_index (findings, findings->len - 1);

          gp_view_state_set_focused_finding (gp_window_get_view_state (window), last->id);
          g_assert_true (gp_finding_row_get_expanded (
            GP_FINDING_ROW (gp_findings_pane_get_card (gp_app_test_findings_pane (window), last->id))));
        }

      gp_app_test_close_window (GTK_WINDOW (window));
    }

  g_assert_cmpuint (n_checked, >, 0);
}

static void
test_select_and_navigate (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "orin-nx-jp6-zc-break.json", NULL);
  GpWindow *window = gp_app_test_new_window (app);
  GpGraphView *view = graph_view_of (window);
  const char *first, *second;
  graphene_rect_t area;
  GpGraph *graph;
  g_autoptr(GPtrArray) links = NULL;
  g_autofree char *shot = NULL;
  double zoom;

  gp_app_test_load_path (window, path, NULL, NULL);
  graph = gp_session_get_graph (gp_document_get_session (gp_window_get_document (window)));

  /* Home selects the leftmost element: the source. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "graph.move", "s", "first"));
  first = gp_view_state_get_selected_element (gp_window_get_view_state (window));
  g_assert_cmpstr (first, ==, "videotestsrc0");
  g_assert_cmpstr (gp_inspector_get_element (gp_app_test_inspector (window)), ==, "videotestsrc0");

  /* Right follows the link downstream. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "graph.move", "s", "right"));
  second = gp_view_state_get_selected_element (gp_window_get_view_state (window));
  links = gp_graph_links_from (graph, "videotestsrc0");
  g_assert_cmpuint (links->len, ==, 1);
  g_assert_cmpstr (second, ==, ((GpLink *) g_ptr_array_index (links, 0))->sink_element);
  assert_element_visible (view, second);

  /* Hit testing finds the element where it is drawn. */
  g_assert_true (gp_graph_view_get_element_area (view, second, &area));
  g_assert_cmpstr (gp_graph_view_element_at (view, area.origin.x + area.size.width / 2,
                                             area.origin.y + area.size.height / 2), ==, second);
  g_assert_null (gp_graph_view_element_at (view, area.origin.x - 200, area.origin.y - 200));

  /* Escape clears the selection and the inspector. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "graph.unselect", NULL));
  g_assert_null (gp_view_state_get_selected_element (gp_window_get_view_state (window)));
  g_assert_null (gp_inspector_get_element (gp_app_test_inspector (window)));

  /* Zoom goes through the view state. */
  zoom = gp_view_state_get_zoom (gp_window_get_view_state (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (gp_view_state_get_zoom (gp_window_get_view_state (window)), zoom * 1.2, 1e-6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (gp_view_state_get_zoom (gp_window_get_view_state (window)), zoom, 1e-6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL));
  g_assert_cmpfloat (gp_view_state_get_zoom (gp_window_get_view_state (window)), <, zoom);

  /* The element chosen with the keyboard shows in the inspector. */
  gp_view_state_set_selected_element (gp_window_get_view_state (window), "nvvconv2");
  adw_flap_set_reveal_flap (gp_app_test_flap (window, GTK_PACK_END), TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-reset", NULL);
  gp_app_test_wait (200);
  g_assert_cmpstr (gp_inspector_get_element (gp_app_test_inspector (window)), ==, "nvvconv2");
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "inspector-nvvconv2");

  gp_app_test_close_window (GTK_WINDOW (window));
}

static void
test_command_line_focus (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "orin-nx-jp6-zc-break.json", NULL);
  g_autoptr(GError) error = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  g_autofree char *shot = NULL;

  g_assert_true (gp_app_test_load (window, path, "F-ZC-capsfilter3", "nvvconv2", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gp_view_state_get_focused_finding (gp_window_get_view_state (window)), ==, "F-ZC-capsfilter3");
  g_assert_cmpstr (gp_view_state_get_selected_element (gp_window_get_view_state (window)), ==, "nvvconv2");
  g_assert_true (adw_flap_get_reveal_flap (gp_app_test_flap (window, GTK_PACK_END)));
  gp_app_test_wait_complete (window);
  assert_element_visible (graph_view_of (window), "capsfilter3");
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "focus-zc-break");

  /* An unknown finding is reported, and the session still opens. */
  g_assert_true (gp_app_test_load (window, path, "F-NOPE", NULL, &error));
  g_assert_null (gp_view_state_get_focused_finding (gp_window_get_view_state (window)));
  g_assert_nonnull (gp_window_get_last_error (window));
  g_assert_nonnull (strstr (gp_window_get_last_error (window), "F-NOPE"));

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* What `gst-profile-inspector FILE --finding ID --element NAME` does, through
 * GApplication::open and its hint (the path a second instance takes too). */
static void
test_open_hint (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "orin-nx-jp6-sw.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GpWindow *window = NULL;
  gboolean loaded = FALSE;

  g_application_open (G_APPLICATION (app), &file, 1,
                      "{'finding': 'F-QUEUE', 'element': 'nvv4l2h264enc0'}");

  for (guint i = 0; i < 3000 && !loaded; i++)
    {
      window = GP_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
      loaded = window != NULL && gp_window_get_document (window) != NULL &&
               !gp_window_get_busy (window);
      if (!loaded)
        gp_app_test_wait (20);
    }

  g_assert_true (loaded);
  g_assert_cmpstr (gp_view_state_get_focused_finding (gp_window_get_view_state (window)), ==, "F-QUEUE");
  g_assert_cmpstr (gp_view_state_get_selected_element (gp_window_get_view_state (window)), ==, "nvv4l2h264enc0");

  gp_app_test_close_window (GTK_WINDOW (window));
}

static char *
write_temp (const char *name,
            const char *contents,
            gssize      length)
{
  g_autofree char *dir = g_dir_make_tmp ("gp-app-broken-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return path;
}

static void
test_broken_files (void)
{
  g_autofree char *good = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "software-healthy.json", NULL);
  g_autofree char *good_text = NULL;
  g_autofree char *junk = NULL;
  g_autofree char *truncated = NULL;
  g_autofree char *foreign = NULL;
  g_autofree char *missing = g_build_filename (g_get_tmp_dir (), "gp-no-such-session.json", NULL);
  g_autofree char *shot = NULL;
  const char *broken[4];
  gsize length;
  GpWindow *window = gp_app_test_new_window (app);
  GpDocument *document;

  g_assert_true (g_file_get_contents (good, &good_text, &length, NULL));
  junk = write_temp ("junk.json", "\x89PNG\r\n\x1a\n\0\0\0binary junk", 20);
  truncated = write_temp ("truncated.json", good_text, length / 2);
  foreign = write_temp ("foreign.json", "{\"hello\": [1, 2, 3]}", -1);
  broken[0] = junk;
  broken[1] = truncated;
  broken[2] = foreign;
  broken[3] = missing;

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *base = g_path_get_basename (broken[i]);

      g_test_message ("opening broken %s", broken[i]);
      g_assert_false (gp_app_test_load (window, broken[i], NULL, NULL, &error));
      g_assert_nonnull (error);
      g_assert_null (strchr (error->message, '\n'));
      g_assert_nonnull (strstr (error->message, base));

      /* The window says so on its error page, ready for more. */
      g_assert_null (gp_window_get_document (window));
      g_assert_cmpstr (gp_window_get_page_name (window), ==, "error");
      g_assert_cmpstr (gp_error_page_get_detail (gp_app_test_error_page (window)), ==, error->message);
      if (i == 0)
        {
          gp_app_test_wait (250);
          shot = gp_app_test_screenshot (GTK_WIDGET (window), "broken-file");
        }
    }

  /* Still usable: a good file opens in the same window… */
  g_assert_true (gp_app_test_load (window, good, NULL, NULL, NULL));
  document = gp_window_get_document (window);
  g_assert_nonnull (document);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");
  g_assert_false (gp_error_banner_get_revealed (gp_app_test_error_banner (window)));

  /* …and a broken one afterwards keeps it on screen, said in the banner. */
  g_assert_false (gp_app_test_load (window, junk, NULL, NULL, NULL));
  g_assert_true (gp_window_get_document (window) == document);
  g_assert_cmpstr (gp_window_get_page_name (window), ==, "session");
  g_assert_true (gp_error_banner_get_revealed (gp_app_test_error_banner (window)));

  gp_app_test_close_window (GTK_WINDOW (window));
}

static void
test_close (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "orin-nx-jp6-zc-break.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GpAppTestLoad load = { 0 };
  GpWindow *window;

  /* A window with a session closes and goes away. */
  window = gp_app_test_new_window (app);
  g_assert_true (gp_app_test_load (window, path, NULL, NULL, NULL));
  gp_app_test_close_window (GTK_WINDOW (window));

  /* So does one closed while it is still loading: the load is cancelled or
   * finishes into the void, without touching the dead window. */
  window = gp_app_test_new_window (app);
  gp_window_load_async (window, file, NULL, NULL, NULL, NULL, NULL, gp_app_test_load_cb, &load);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (gp_app_test_wait_for (&load.done, 60000));
  g_assert_false (load.ok);
  g_assert_error (load.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&load.error);
  gp_app_test_wait (50);

  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

static void
test_recent_files (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "jetson-zc-break.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  GpWindow *window = gp_app_test_new_window (app);
  GpWindow *second;

  g_assert_true (gp_app_test_load (window, path, NULL, NULL, NULL));
  g_assert_true (gp_app_test_wait_recent (uri, 5000));

  /* A fresh window lists it on its start page. */
  second = gp_app_test_new_window (app);
  gp_app_test_wait (200);
  g_assert_cmpuint (gp_start_page_get_n_recent (gp_app_test_start_page (second)), >=, 1);
  g_assert_cmpuint (count_start_rows (second), ==,
                    gp_start_page_get_n_recent (gp_app_test_start_page (second)) +
                    gp_start_page_get_n_examples (gp_app_test_start_page (second)));

  gp_app_test_close_window (GTK_WINDOW (second));
  gp_app_test_close_window (GTK_WINDOW (window));
}

static void
test_dark_style (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "orin-nx-jp6-sw.json", NULL);
  AdwStyleManager *style = adw_style_manager_get_default ();
  GpWindow *window;
  g_autofree char *shot = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "style-variant", g_variant_new_string ("dark"));
  g_assert_true (adw_style_manager_get_dark (style));

  window = gp_app_test_new_window (app);
  g_assert_true (gp_app_test_load (window, path, "F-SW-videoconvert0", NULL, NULL));
  gp_app_test_wait (250);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "dark-sw");
  gp_app_test_close_window (GTK_WINDOW (window));

  g_action_group_activate_action (G_ACTION_GROUP (app), "style-variant", g_variant_new_string ("default"));
  g_assert_false (adw_style_manager_get_dark (style));
}

static GpLaneChart *
find_chart (GtkWidget  *root,
            const char *kind)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GpLaneChart *found;

      if (GP_IS_LANE_CHART (child) && g_strcmp0 (gp_lane_chart_get_kind (GP_LANE_CHART (child)), kind) == 0)
        return GP_LANE_CHART (child);
      if ((found = find_chart (child, kind)) != NULL)
        return found;
    }

  return NULL;
}

static void
test_charts (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "orin-nx-jp6-healthy.json", NULL);
  GpWindow *window = gp_app_test_new_window (app);
  GpLaneChart *timeline, *system;
  GpSeries *series;
  g_autoptr(GPtrArray) links = NULL;
  g_autofree char *shot = NULL;
  gboolean available = FALSE;
  int window_index;

  g_assert_true (gp_app_test_load (window, path, NULL, NULL, NULL));
  series = gp_session_get_series (gp_document_get_session (gp_window_get_document (window)));
  timeline = find_chart (GTK_WIDGET (window), "timeline");
  system = find_chart (GTK_WIDGET (window), "system");
  g_assert_nonnull (timeline);
  g_assert_nonnull (system);

  /* Timeline: the latency band first, then processing and link lanes. */
  links = gp_series_link_keys (series);
  g_assert_cmpuint (gp_lane_chart_get_n_lanes (timeline), >, links->len + 1);
  g_assert_cmpint (gp_app_test_find_lane (timeline, "pipeline latency", &available), ==, 0);
  g_assert_true (available);
  g_assert_cmpint (gp_app_test_find_lane (timeline, "nvv4l2h264enc0", &available), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "timeline");
  gp_app_test_wait (200);
  g_assert_cmpint (gp_lane_chart_window_at (timeline, 0), ==, -1);
  g_assert_cmpint (gp_lane_chart_window_at (timeline, 211), ==, 0);
  window_index = gp_lane_chart_window_at (timeline, gtk_widget_get_width (GTK_WIDGET (timeline)) - 17);
  g_assert_cmpint (window_index, ==, (int) gp_series_get_n_windows (series) - 1);
  gp_view_state_set_cursor_window (gp_window_get_view_state (window), window_index / 2);
  gp_app_test_wait (100);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "timeline-healthy");
  g_clear_pointer (&shot, g_free);

  /* System: cores, total, and the engines L4T R36 does not expose say so. */
  g_assert_cmpint (gp_app_test_find_lane (system, "cpu total", &available), >=, 0);
  g_assert_true (available);
  g_assert_cmpint (gp_app_test_find_lane (system, "VIC", &available), >=, 0);
  g_assert_false (available);
  g_assert_cmpint (gp_app_test_find_lane (system, "GR3D (GPU)", &available), >=, 0);
  g_assert_true (available);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "system");
  gp_app_test_wait (200);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "system-healthy");

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* At the smallest size we support, the panes fold over the graph instead of
 * squeezing it. */
static void
test_narrow_window (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"),
                                            "orin-nx-jp6-zc-break.json", NULL);
  GpWindow *window = gp_window_new (app);
  GtkWidget *view;
  g_autofree char *shot = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 640);
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 500 && gtk_widget_get_width (GTK_WIDGET (window)) <= 1; i++)
    gp_app_test_wait (20);
  g_assert_true (gp_app_test_load (window, path, "F-ZC-capsfilter3", "nvvconv2", NULL));
  gp_app_test_wait_complete (window);

  view = GTK_WIDGET (graph_view_of (window));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "narrow-1024x640");
  g_test_message ("window %d x %d, graph %d x %d, folded %d %d",
                  gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)),
                  gtk_widget_get_width (view), gtk_widget_get_height (view),
                  adw_flap_get_folded (gp_app_test_flap (window, GTK_PACK_START)),
                  adw_flap_get_folded (gp_app_test_flap (window, GTK_PACK_END)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
  g_assert_cmpint (gtk_widget_get_width (view), >=, 400);
  g_assert_cmpint (gtk_widget_get_height (view), >=, 250);
  assert_element_visible (graph_view_of (window), "capsfilter3");

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/window/start-page", test_start_page);
  g_test_add_func ("/gp/app/window/open-fixtures", test_open_fixtures);
  g_test_add_func ("/gp/app/window/finding-highlight", test_finding_highlight);
  g_test_add_func ("/gp/app/window/select-and-navigate", test_select_and_navigate);
  g_test_add_func ("/gp/app/window/command-line-focus", test_command_line_focus);
  g_test_add_func ("/gp/app/window/open-hint", test_open_hint);
  g_test_add_func ("/gp/app/window/broken-files", test_broken_files);
  g_test_add_func ("/gp/app/window/recent-files", test_recent_files);
  g_test_add_func ("/gp/app/window/charts", test_charts);
  g_test_add_func ("/gp/app/window/narrow-window", test_narrow_window);
  g_test_add_func ("/gp/app/window/dark-style", test_dark_style);
  g_test_add_func ("/gp/app/window/close", test_close);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
