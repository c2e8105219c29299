/* test-app-outline.c: a focused finding outlines what its title says: ZC's whole stretch out of
 * device memory and back, CAPS's two conversions; Escape clears it; the legend names the frames
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

#include <adwaita.h>
#include <glib/gstdio.h>

#include "gp-app-test-util.h"

static GpApplication *app;

static char *
joined (GStrv ids)
{
  return g_strjoinv (" ", ids);
}

/* Presses Escape on @widget the way its shortcut controllers take it. */
static gboolean
press_escape (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr(GtkShortcutTrigger) escape = gtk_keyval_trigger_new (GDK_KEY_Escape, 0);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), escape))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

/* The Orin NX recording breaks zero-copy between capsfilter1 and capsfilter4 (its title): the
 * graph outlines every element and link from one to the other, NVMM → system memory → NVMM,
 * not only the first system-memory link; all of it is brought into view. Escape (on the graph,
 * or anywhere the window gets it) clears the outlines. */
static void
test_zc_stretch (void)
{
  static const int sizes[][2] = { { 1366, 768 }, { 1024, 640 } };
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "orin-nx-jp6-zc-break.json", NULL);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      GpWindow *window = gp_app_test_open_sized (app, path, sizes[s][0], sizes[s][1]);
      GpViewState *view_state = gp_window_get_view_state (window);
      GpGraphView *view = gp_app_test_graph_view (window);
      const GpFinding *zc = gp_document_lookup_finding (gp_window_get_document (window), "F-ZC-capsfilter3");
      g_auto(GStrv) elements = NULL;
      g_auto(GStrv) links = NULL;
      g_autofree char *element_text = NULL;
      g_autofree char *link_text = NULL;
      g_autofree char *name = g_strdup_printf ("outline-zc-%dx%d", sizes[s][0], sizes[s][1]);

      g_assert_nonnull (zc);
      g_assert_cmpstr (zc->title, ==, "Zero-copy broken between capsfilter1 and capsfilter4: "
                                      "frames leave device memory and come back");
      /* The rule's own targets are one link and its two ends… */
      g_assert_cmpuint (zc->target_links->len, ==, 1);

      gp_view_state_set_focused_finding (view_state, zc->id);
      gp_app_test_wait (300);

      /* …the outline is the stretch. */
      elements = gp_graph_view_get_highlighted_elements (view);
      links = gp_graph_view_get_highlighted_links (view);
      element_text = joined (elements);
      link_text = joined (links);
      g_test_message ("outlined: %s | %s", element_text, link_text);
      g_assert_cmpstr (element_text, ==, "capsfilter1 capsfilter2 capsfilter3 capsfilter4 "
                                         "nvvconv1 nvvconv2 videoconvert0");
      g_assert_cmpstr (link_text, ==, "capsfilter1:src->nvvconv1:sink capsfilter2:src->videoconvert0:sink "
                                      "capsfilter3:src->nvvconv2:sink nvvconv1:src->capsfilter2:sink "
                                      "nvvconv2:src->capsfilter4:sink videoconvert0:src->capsfilter3:sink");
      /* Nothing outside it: the source, the encoder. */
      g_assert_false (g_strv_contains ((const char * const *) elements, "nvvconv0"));
      g_assert_false (g_strv_contains ((const char * const *) elements, "nvv4l2h264enc0"));
      for (guint i = 0; elements[i] != NULL; i++)
        if (!gp_app_test_element_in_view (view, elements[i]))
          g_error ("%dx%d: %s is outlined out of view", sizes[s][0], sizes[s][1], elements[i]);
      g_free (gp_app_test_screenshot (GTK_WIDGET (window), name));

      /* Escape on the graph clears it… */
      g_assert_true (press_escape (GTK_WIDGET (view)));
      g_assert_null (gp_view_state_get_focused_finding (view_state));
      g_clear_pointer (&elements, g_strfreev);
      elements = gp_graph_view_get_highlighted_elements (view);
      g_assert_cmpuint (g_strv_length (elements), ==, 0);

      /* …and so does the window's, from anywhere else. */
      gp_view_state_set_focused_finding (view_state, zc->id);
      gp_view_state_set_selected_element (view_state, "nvvconv1");
      g_assert_true (press_escape (GTK_WIDGET (window)));
      g_assert_null (gp_view_state_get_focused_finding (view_state));
      g_assert_null (gp_view_state_get_selected_element (view_state));

      gp_app_test_close_window (GTK_WINDOW (window));
    }
}

/* A videoconvert feeding an nvvidconv: CAPS names two conversions and both are outlined, with
 * the link between them. */
static void
test_caps_both (void)
{
  g_autofree char *chain = gp_app_test_write_chain (12, "jetson", 6);
  GpWindow *window = gp_app_test_open_sized (app, chain, 1366, 768);
  GPtrArray *findings = gp_document_get_findings (gp_window_get_document (window));
  GpGraphView *view = gp_app_test_graph_view (window);
  const GpFinding *caps = NULL;
  g_auto(GStrv) elements = NULL;
  g_auto(GStrv) links = NULL;
  g_autofree char *element_text = NULL;

  for (guint i = 0; i < findings->len; i++)
    if (g_strcmp0 (((const GpFinding *) g_ptr_array_index (findings, i))->rule, "CAPS") == 0)
      caps = g_ptr_array_index (findings, i);
  g_assert_nonnull (caps);
  g_test_message ("%s: %s, %u target(s)", caps->id, caps->title, caps->target_elements->len);
  g_assert_cmpuint (caps->target_elements->len, ==, 1);

  gp_view_state_set_focused_finding (gp_window_get_view_state (window), caps->id);
  gp_app_test_wait (300);
  elements = gp_graph_view_get_highlighted_elements (view);
  links = gp_graph_view_get_highlighted_links (view);
  element_text = joined (elements);
  g_assert_cmpstr (element_text, ==, "conv0 nvconv0");
  g_assert_cmpuint (g_strv_length (links), ==, 1);
  g_assert_true (g_str_has_prefix (links[0], "conv0:src->nvconv0:"));
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "outline-caps"));

  gp_app_test_close_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (chain), ==, 0);
}

/* The legend over the graph names the three node frames: target, related, idle. */
static void
test_legend (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("GP_FIXTURES_DIR"), "orin-nx-jp6-zc-break.json", NULL);
  GpWindow *window = gp_app_test_open_sized (app, path, 1024, 640);
  GtkWidget *page = GTK_WIDGET (gp_app_test_pipeline_page (window));
  static const char *styles[] = { "target", "related", "idle" };
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();

  gp_app_test_collect_widgets (page, GTK_TYPE_BOX, boxes);
  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < boxes->len && !found; i++)
        {
          GtkWidget *swatch = g_ptr_array_index (boxes, i);
          GtkWidget *label = gtk_widget_get_next_sibling (swatch);

          found = gtk_widget_has_css_class (swatch, "outline-swatch") &&
                  gtk_widget_has_css_class (swatch, styles[s]) &&
                  gtk_widget_is_drawable (swatch) && GTK_IS_LABEL (label) &&
                  g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), styles[s]) == 0 &&
                  gtk_widget_get_tooltip_text (gtk_widget_get_parent (swatch)) != NULL;
        }
      if (!found)
        g_error ("the legend has no shown “%s” frame", styles[s]);
    }

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/outline/zc-stretch", test_zc_stretch);
  g_test_add_func ("/gp/app/outline/caps-both", test_caps_both);
  g_test_add_func ("/gp/app/outline/legend", test_legend);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
