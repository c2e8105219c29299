/* test-app-narrow.c: a small window (1024×640): the side panes fold over the views, the session
 * strip is one line, the Timeline chart keeps most of the height
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

#include "gp-app-settings.h"
#include "gp-app-test-util.h"

static GpApplication *app;

static char *
fixture (const char *name)
{
  return g_build_filename (g_getenv ("GP_FIXTURES_DIR"), name, NULL);
}

static GpWindow *
open_sized (const char *name,
            int         width,
            int         height)
{
  g_autofree char *path = fixture (name);

  return gp_app_test_open_sized (app, path, width, height);
}

/* The height of @widget that is inside @window, in the window's pixels. */
static double
visible_height (GtkWidget *widget,
                GtkWidget *window)
{
  graphene_rect_t bounds;
  double top, bottom;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  top = MAX (bounds.origin.y, 0);
  bottom = MIN (bounds.origin.y + bounds.size.height, gtk_widget_get_height (window));
  return MAX (bottom - top, 0);
}

/* Every label shown in @strip is on one line: they all overlap the first
 * one vertically. Returns how many are shown. */
static guint
assert_one_line (GtkWidget *strip)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  graphene_rect_t first = { 0 };
  guint shown = 0;

  gp_app_test_collect_widgets (strip, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      graphene_rect_t bounds;

      if (!gtk_widget_is_drawable (label) || *gtk_label_get_text (GTK_LABEL (label)) == '\0')
        continue;
      g_assert_true (gtk_widget_compute_bounds (label, strip, &bounds));
      g_test_message ("strip label %.0f..%.0f: %s", bounds.origin.y,
                      bounds.origin.y + bounds.size.height, gtk_label_get_text (GTK_LABEL (label)));
      if (shown++ == 0)
        first = bounds;
      else
        {
          g_assert_cmpfloat (bounds.origin.y, <, first.origin.y + first.size.height);
          g_assert_cmpfloat (bounds.origin.y + bounds.size.height, >, first.origin.y);
        }
    }
  return shown;
}

/* 1024×640: the findings and the inspector are overlays (folded, hidden
 * until asked for, then over the view, not beside it), the session strip is
 * one line, and the Timeline chart has 60 % of the window's height and more. */
static void
test_layout (void)
{
  g_autoptr(GSettings) settings = gp_app_settings_new ();
  GpWindow *window = open_sized ("orin-nx-jp6-zc-break.json", 1024, 640);
  AdwFlap *findings = gp_app_test_flap (window, GTK_PACK_START);
  AdwFlap *inspector = gp_app_test_flap (window, GTK_PACK_END);
  GtkWidget *strip = GTK_WIDGET (gp_app_test_session_header (window));
  GtkWidget *chart = GTK_WIDGET (gp_app_test_chart (window, "timeline"));
  GtkWidget *scroller = gtk_widget_get_ancestor (chart, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *view;
  graphene_rect_t chart_bounds, scroller_bounds, shown;
  double height = gtk_widget_get_height (GTK_WIDGET (window));
  int view_width;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "timeline");
  gp_app_test_wait (300);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
  g_assert_cmpfloat (height, <=, 640);

  /* Overlays: folded, and the views keep the whole width. The findings pane hidden so is no
   * choice of the user's: its setting keeps saying shown. */
  g_assert_true (adw_flap_get_folded (findings));
  g_assert_true (adw_flap_get_folded (inspector));
  g_assert_false (adw_flap_get_reveal_flap (findings));
  g_assert_true (g_settings_get_boolean (settings, "show-findings"));
  view = GTK_WIDGET (gp_app_test_view_stack (window));
  view_width = gtk_widget_get_width (view);
  g_assert_cmpint (view_width, >=, gtk_widget_get_width (GTK_WIDGET (window)) - 2);

  /* The strip: one line, and it still says the verdict. */
  g_assert_cmpuint (assert_one_line (strip), >=, 2);

  /* The chart: what the scroller shows of it, in the window. */
  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_bounds (chart, GTK_WIDGET (window), &chart_bounds));
  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &scroller_bounds));
  g_assert_true (graphene_rect_intersection (&chart_bounds, &scroller_bounds, &shown));
  g_test_message ("window %.0f high, strip %d, chart shown %.0f (%.0f %%)", height,
                  gtk_widget_get_height (strip), shown.size.height, 100 * shown.size.height / height);
  g_assert_cmpfloat (shown.size.height, >=, 0.6 * height);
  g_assert_cmpfloat (visible_height (scroller, GTK_WIDGET (window)), >=, 0.6 * height);

  /* Shown, the findings lie over the chart (an overlay): the chart keeps
   * its size and place. */
  adw_flap_set_reveal_flap (findings, TRUE);
  gp_app_test_wait (300);
  g_assert_true (g_settings_get_boolean (settings, "show-findings"));
  g_assert_cmpint (gtk_widget_get_width (view), ==, view_width);
  g_assert_true (gtk_widget_compute_bounds (chart, GTK_WIDGET (window), &shown));
  g_assert_cmpfloat_with_epsilon (shown.origin.y, chart_bounds.origin.y, 0.5);
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "narrow-layout-findings-over"));

  /* Wide again: the strip has its lines back, the panes sit beside, the findings shown as the
   * setting says. */
  adw_flap_set_reveal_flap (findings, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 900);
  gp_app_test_wait (400);
  g_assert_false (adw_flap_get_folded (findings));
  g_assert_true (adw_flap_get_reveal_flap (findings));
  g_assert_cmpint (gtk_widget_get_height (strip), >, 0);

  /* Hidden beside the views, it is the user's choice: remembered, and kept through a fold. */
  adw_flap_set_reveal_flap (findings, FALSE);
  g_assert_false (g_settings_get_boolean (settings, "show-findings"));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 640);
  gp_app_test_wait (400);
  g_assert_true (adw_flap_get_folded (findings));
  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 900);
  gp_app_test_wait (400);
  g_assert_false (adw_flap_get_folded (findings));
  g_assert_false (adw_flap_get_reveal_flap (findings));
  g_settings_reset (settings, "show-findings");

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* Screenshots of the sessions at both sizes, light and dark (looked at by
 * hand; GP_ARTIFACTS_DIR says where). */
static void
test_screenshots (void)
{
  static const int sizes[][2] = { { 1366, 768 }, { 1024, 640 } };
  static const char *views[] = { "pipeline", "timeline" };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          GpWindow *window = open_sized ("orin-nx-jp6-zc-break.json", sizes[s][0], sizes[s][1]);

          adw_flap_set_reveal_flap (gp_app_test_flap (window, GTK_PACK_START), TRUE);
          gp_view_state_set_focused_finding (gp_window_get_view_state (window), "F-ZC-capsfilter3");
          for (guint v = 0; v < G_N_ELEMENTS (views); v++)
            {
              g_autofree char *name = g_strdup_printf ("narrow-%s-%dx%d-%s", views[v], sizes[s][0],
                                                       sizes[s][1], dark ? "dark" : "light");

              gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", views[v]);
              gp_app_test_wait (300);
              g_free (gp_app_test_screenshot (GTK_WIDGET (window), name));
            }
          gp_app_test_close_window (GTK_WINDOW (window));
        }
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/narrow/layout", test_layout);
  g_test_add_func ("/gp/app/narrow/screenshots", test_screenshots);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
