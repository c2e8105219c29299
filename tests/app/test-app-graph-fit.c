/* test-app-graph-fit.c: the graph that fits the window: rows, the layout switch, collapsed bins
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

/* Real windows under Xvfb on a 60-element session built with GpTestBuilder (its top finding, a
 * zero-copy break, two thirds along) and a 60-element one from tests/bench/gen-session.py with its
 * middle elements in bins of 6. Driven through the actions the graph menu and the node menu
 * activate; checked through the view's layout, its scroll adjustments and public getters. The
 * readable floor is GP_GRAPH_VIEW_READABLE_ZOOM (75 %: node titles 10 px, 8 px lines). */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "gp-app-settings.h"
#include "gp-app-test-util.h"
#include "gp-graph-view-private.h"
#include "gp-test-util.h"

static GpApplication *app;
static char *binned_path;

/* A window beside the findings, as a session opens by default. */
static GpWindow *
new_window (int width,
            int height)
{
  GpWindow *window = gp_app_test_new_sized (app, width, height);

  adw_flap_set_reveal_flap (gp_app_test_flap (window, GTK_PACK_START), TRUE);
  return window;
}

static gboolean
needs_horizontal_scroll (GpGraphView *view)
{
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));

  return gtk_adjustment_get_upper (h) > gtk_adjustment_get_page_size (h) + 0.5;
}

static guint
count_kind (const GpXdotGraph *layout,
            GpXdotItemKind     kind)
{
  guint n = 0;

  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    n += gp_xdot_graph_get_item (layout, i)->kind == kind;

  return n;
}

static guint
count_elements (GpGraph *graph)
{
  guint n = 0;

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    n += !gp_graph_element (graph, i)->is_bin;

  return n;
}

/* The first widget under @root with the style class @name, or NULL. */
static GtkWidget *
find_styled (GtkWidget  *root,
             const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (gtk_widget_has_css_class (child, name))
        return child;
      if ((found = find_styled (child, name)) != NULL)
        return found;
    }
  return NULL;
}

/* Scrolled to the top, no node of @layout is under the memory legend
 * drawn over the view's top left. */
static void
assert_clear_of_legend (GpWindow          *window,
                        const GpXdotGraph *layout)
{
  GpGraphView *view = gp_app_test_graph_view (window);
  GtkWidget *legend = find_styled (GTK_WIDGET (gp_app_test_pipeline_page (window)), "legend");
  graphene_rect_t bounds;
  guint nodes = 0;

  g_assert_nonnull (legend);
  g_assert_true (gtk_widget_compute_bounds (legend, GTK_WIDGET (view), &bounds));
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_assert_cmpfloat (gp_graph_view_get_top_inset (view), >=, bounds.origin.y + bounds.size.height);
  gtk_adjustment_set_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view)), 0);
  gp_app_test_wait (50);
  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
      graphene_rect_t area;

      if (item->kind != GP_XDOT_ITEM_NODE)
        continue;
      g_assert_true (gp_graph_view_get_element_area (view, item->id, &area));
      g_assert_false (graphene_rect_intersection (&area, &bounds, NULL));
      nodes++;
    }
  g_assert_cmpuint (nodes, >, 0);
}

/* Picks a layout from the graph menu, as its radio items do. */
static void
choose (GpWindow   *window,
        const char *direction)
{
  gtk_widget_activate_action (GTK_WIDGET (gp_app_test_pipeline_page (window)),
                              "settings.graph-direction", "s", direction);
  gp_app_test_wait_laid_out (window);
}

/* A 60-element session at 1366×768 and 1024×640 opens in rows: no
 * horizontal scroll, the readable floor, the top finding's targets in view,
 * every element and link drawn. */
static void
test_sixty (void)
{
  static const int sizes[][2] = { { 1366, 768 }, { 1024, 640 } };
  g_autofree char *chain = gp_app_test_write_chain (60, "jetson", 40);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      GpWindow *window = new_window (sizes[s][0], sizes[s][1]);
      GpGraphView *view = gp_app_test_graph_view (window);
      GpViewState *view_state = gp_window_get_view_state (window);
      const GpXdotGraph *layout;
      const GpFinding *top;
      GpGraph *graph;
      g_autofree char *name = g_strdup_printf ("graph-fit-sixty-%dx%d", sizes[s][0], sizes[s][1]);
      g_autofree char *shot = NULL;

      gp_app_test_load_path (window, chain, NULL, NULL);
      layout = gp_graph_view_get_layout (view);
      top = gp_document_get_top_finding (gp_window_get_document (window));
      g_assert_nonnull (top);
      g_test_message ("%dx%d: view %d × %d, layout %.0f × %.0f pt, zoom %.2f",
                      sizes[s][0], sizes[s][1], gtk_widget_get_width (GTK_WIDGET (view)),
                      gtk_widget_get_height (GTK_WIDGET (view)), gp_xdot_graph_get_width (layout),
                      gp_xdot_graph_get_height (layout), gp_view_state_get_zoom (view_state));

      g_assert_cmpint (gp_graph_view_get_direction (view), ==, GP_LAYOUT_DIRECTION_AUTO);
      g_assert_cmpint (gp_graph_view_get_layout_direction (view), ==, GP_LAYOUT_DIRECTION_ROWS);
      g_assert_true (layout != gp_document_get_layout (gp_window_get_document (window)));
      g_assert_false (needs_horizontal_scroll (view));
      g_assert_cmpfloat_with_epsilon (gp_view_state_get_zoom (view_state), GP_GRAPH_VIEW_READABLE_ZOOM, 1e-9);
      for (guint i = 0; i < top->target_elements->len; i++)
        g_assert_true (gp_app_test_element_in_view (view, g_ptr_array_index (top->target_elements, i)));

      graph = gp_session_get_graph (gp_document_get_session (gp_window_get_document (window)));
      g_assert_cmpuint (count_kind (layout, GP_XDOT_ITEM_NODE), ==, count_elements (graph));
      g_assert_cmpuint (count_kind (layout, GP_XDOT_ITEM_EDGE), ==, gp_graph_n_links (graph));
      for (guint i = 0; i < gp_graph_n_links (graph); i++)
        g_assert_nonnull (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_EDGE, gp_graph_link (graph, i)->id));
      shot = gp_app_test_screenshot (GTK_WIDGET (window), name);
      assert_clear_of_legend (window, layout);

      gp_app_test_close_window (GTK_WINDOW (window));
    }
  g_assert_cmpint (g_remove (chain), ==, 0);
}

/* The graph menu's layout: top to bottom is tall, left to right is the
 * document's own (a scroll sideways), auto is rows again; the choice is
 * kept in GSettings and a new window opens with it. */
static void
test_switch (void)
{
  g_autofree char *chain = gp_app_test_write_chain (60, "jetson", 40);
  g_autoptr(GSettings) settings = gp_app_settings_new ();
  GpWindow *window = new_window (1366, 768);
  GpWindow *second;
  GpGraphView *view = gp_app_test_graph_view (window);
  GpDocument *document;
  const GpXdotGraph *layout;
  const GpFinding *top;

  gp_app_test_load_path (window, chain, NULL, NULL);
  document = gp_window_get_document (window);
  top = gp_document_get_top_finding (document);
  g_assert_cmpint (gp_graph_view_get_layout_direction (view), ==, GP_LAYOUT_DIRECTION_ROWS);

  choose (window, "top-bottom");
  layout = gp_graph_view_get_layout (view);
  g_assert_cmpint (gp_graph_view_get_direction (view), ==, GP_LAYOUT_DIRECTION_TOP_BOTTOM);
  g_assert_cmpint (gp_graph_view_get_layout_direction (view), ==, GP_LAYOUT_DIRECTION_TOP_BOTTOM);
  g_assert_cmpfloat (gp_xdot_graph_get_height (layout), >, 5 * gp_xdot_graph_get_width (layout));
  g_assert_cmpint (g_settings_get_enum (settings, "graph-direction"), ==, GP_LAYOUT_DIRECTION_TOP_BOTTOM);
  /* Opened again on the top finding. */
  g_assert_true (gp_app_test_element_in_view (view, g_ptr_array_index (top->target_elements, 0)));

  choose (window, "left-right");
  layout = gp_graph_view_get_layout (view);
  g_assert_true (layout == gp_document_get_layout (document));
  g_assert_cmpint (gp_graph_view_get_layout_direction (view), ==, GP_LAYOUT_DIRECTION_LEFT_RIGHT);
  g_assert_cmpfloat (gp_xdot_graph_get_width (layout), >, 5 * gp_xdot_graph_get_height (layout));
  g_assert_true (needs_horizontal_scroll (view));
  g_assert_true (gp_app_test_element_in_view (view, g_ptr_array_index (top->target_elements, 0)));

  /* Remembered: a new window lays out top to bottom. */
  choose (window, "top-bottom");
  second = new_window (1024, 640);
  gp_app_test_load_path (second, chain, NULL, NULL);
  g_assert_cmpint (gp_graph_view_get_direction (gp_app_test_graph_view (second)), ==,
                   GP_LAYOUT_DIRECTION_TOP_BOTTOM);
  g_assert_cmpint (gp_graph_view_get_layout_direction (gp_app_test_graph_view (second)), ==,
                   GP_LAYOUT_DIRECTION_TOP_BOTTOM);
  gp_app_test_close_window (GTK_WINDOW (second));

  choose (window, "auto");
  g_assert_cmpint (gp_graph_view_get_layout_direction (view), ==, GP_LAYOUT_DIRECTION_ROWS);
  g_assert_false (needs_horizontal_scroll (view));
  g_assert_cmpint (g_settings_get_enum (settings, "graph-direction"), ==, GP_LAYOUT_DIRECTION_AUTO);

  gp_app_test_close_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (chain), ==, 0);
}

static gboolean
menu_has_action (GMenuModel *menu,
                 const char *action,
                 const char *target)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GVariant) value = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL && menu_has_action (section, action, target))
        return TRUE;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action) && value != NULL &&
          g_str_equal (g_variant_get_string (value, NULL), target))
        return TRUE;
    }

  return FALSE;
}

/* The first finding whose targets include an element of @bin. */
static const GpFinding *
finding_in (GpDocument *document,
            const char *bin)
{
  GpGraph *graph = gp_session_get_graph (gp_document_get_session (document));
  GPtrArray *findings = gp_document_get_findings (document);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      for (guint k = 0; k < finding->target_elements->len; k++)
        {
          const GpElement *element = gp_graph_lookup_element (graph, g_ptr_array_index (finding->target_elements, k));

          if (element != NULL && g_strcmp0 (element->bin, bin) == 0)
            return finding;
        }
    }

  return NULL;
}

/* A bin collapsed from the node menu is one node, its links drawn to it;
 * a finding inside it outlines it; expanded, its elements are back. */
static void
test_collapse (void)
{
  GpWindow *window = new_window (1366, 768);
  GpGraphView *view = gp_app_test_graph_view (window);
  GpViewState *view_state = gp_window_get_view_state (window);
  GpDocument *document;
  GpGraph *graph;
  const GpXdotGraph *layout;
  const GpXdotItem *node;
  const GpFinding *finding;
  g_autoptr(GMenuModel) child_menu = NULL;
  g_autoptr(GMenuModel) bin_menu = NULL;
  g_auto(GStrv) highlighted = NULL;
  g_autofree char *shot = NULL;
  guint n_nodes, n_edges, children = 0;

  gp_app_test_load_path (window, binned_path, NULL, NULL);
  document = gp_window_get_document (window);
  graph = gp_session_get_graph (gp_document_get_session (document));
  layout = gp_graph_view_get_layout (view);
  n_nodes = count_kind (layout, GP_XDOT_ITEM_NODE);
  n_edges = count_kind (layout, GP_XDOT_ITEM_EDGE);
  g_assert_nonnull (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_CLUSTER, "bin2"));
  g_assert_null (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, "bin2"));
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    children += g_strcmp0 (gp_graph_element (graph, i)->bin, "bin2") == 0;
  g_assert_cmpuint (children, ==, 6);

  /* The node menu of an element inside offers to collapse its bin. */
  child_menu = gp_graph_view_dup_element_menu (view, "videoscale2");
  g_assert_cmpstr (gp_graph_lookup_element (graph, "videoscale2")->bin, ==, "bin2");
  g_assert_true (menu_has_action (child_menu, "graph.collapse-bin", "bin2"));
  gtk_widget_activate_action (GTK_WIDGET (view), "graph.collapse-bin", "s", "bin2");
  gp_app_test_wait_laid_out (window);

  layout = gp_graph_view_get_layout (view);
  g_assert_true (gp_graph_view_get_bin_collapsed (view, "bin2"));
  node = gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, "bin2");
  g_assert_nonnull (node);
  g_assert_null (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_CLUSTER, "bin2"));
  g_assert_null (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, "videoscale2"));
  g_assert_cmpuint (count_kind (layout, GP_XDOT_ITEM_NODE), ==, n_nodes - children + 1);
  /* In and out stay, the five inside go. */
  g_assert_cmpuint (count_kind (layout, GP_XDOT_ITEM_EDGE), ==, n_edges - (children - 1));
  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);
      const GpLink *link;

      if (item->kind != GP_XDOT_ITEM_EDGE || (link = gp_graph_lookup_link (graph, item->id)) == NULL)
        continue;
      if (g_strcmp0 (gp_graph_lookup_element (graph, link->sink_element)->bin, "bin2") == 0)
        g_assert_cmpstr (item->head, ==, "bin2");
      if (g_strcmp0 (gp_graph_lookup_element (graph, link->src_element)->bin, "bin2") == 0)
        g_assert_cmpstr (item->tail, ==, "bin2");
    }
  /* The view keeps the bin in sight, selected. */
  g_assert_cmpstr (gp_view_state_get_selected_element (view_state), ==, "bin2");
  g_assert_true (gp_app_test_element_in_view (view, "bin2"));

  /* A finding about an element inside points at the bin. */
  finding = finding_in (document, "bin2");
  g_assert_nonnull (finding);
  gp_view_state_set_focused_finding (view_state, finding->id);
  gp_app_test_wait (50);
  highlighted = gp_graph_view_get_highlighted_elements (view);
  g_assert_true (g_strv_contains ((const char * const *) highlighted, "bin2"));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "graph-fit-collapsed");

  /* The bin's node menu expands it. */
  bin_menu = gp_graph_view_dup_element_menu (view, "bin2");
  g_assert_nonnull (bin_menu);
  g_assert_true (menu_has_action (bin_menu, "graph.expand-bin", "bin2"));
  gtk_widget_activate_action (GTK_WIDGET (view), "graph.expand-bin", "s", "bin2");
  gp_app_test_wait_laid_out (window);
  layout = gp_graph_view_get_layout (view);
  g_assert_false (gp_graph_view_get_bin_collapsed (view, "bin2"));
  g_assert_null (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, "bin2"));
  g_assert_nonnull (gp_xdot_graph_lookup (layout, GP_XDOT_ITEM_NODE, "videoscale2"));
  g_assert_cmpuint (count_kind (layout, GP_XDOT_ITEM_NODE), ==, n_nodes);

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The child of a node that has one (the kinds a view's snapshot makes), or NULL. */
static GskRenderNode *
only_child (GskRenderNode *node)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);

  if (type == GSK_TRANSFORM_NODE)
    return gsk_transform_node_get_child (node);
  if (type == GSK_OPACITY_NODE)
    return gsk_opacity_node_get_child (node);
  if (type == GSK_CLIP_NODE)
    return gsk_clip_node_get_child (node);
  if (type == GSK_ROUNDED_CLIP_NODE)
    return gsk_rounded_clip_node_get_child (node);
  if (type == GSK_DEBUG_NODE)
    return gsk_debug_node_get_child (node);
  return NULL;
}

/* Text nodes and colour nodes in @node's tree. */
static void
count_drawn (GskRenderNode *node,
             guint         *texts,
             guint         *colors)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);
  GskRenderNode *child;

  if (type == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_drawn (gsk_container_node_get_child (node, i), texts, colors);
    }
  else if ((child = only_child (node)) != NULL)
    count_drawn (child, texts, colors);
  else
    {
      *texts += type == GSK_TEXT_NODE;
      *colors += type == GSK_COLOR_NODE;
    }
}

/* What the graph view draws at @zoom: its text nodes and colour nodes; and how many of its
 * layout's texts are shown under @px pixels there. */
static void
drawn_at (GpWindow *window,
          double    zoom,
          double    px,
          guint    *texts,
          guint    *colors,
          guint    *under)
{
  GpGraphView *view = gp_app_test_graph_view (window);
  const GpXdotGraph *layout;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  double scale;

  gp_view_state_set_zoom (gp_window_get_view_state (window), zoom);
  gp_app_test_wait_frame (GTK_WIDGET (view));
  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  *texts = *colors = *under = 0;
  if (node != NULL)
    count_drawn (node, texts, colors);

  scale = _gp_graph_view_scale (view);
  layout = gp_graph_view_get_layout (view);
  for (guint i = 0; i < gp_xdot_graph_get_n_items (layout); i++)
    {
      const GpXdotItem *item = gp_xdot_graph_get_item (layout, i);

      for (guint j = 0; j < item->ops->len; j++)
        {
          const GpXdotOp *op = g_ptr_array_index (item->ops, j);

          /* (a link's "stalled" line shows only on a stalled link: none here) */
          if (op->shape == GP_XDOT_SHAPE_TEXT && op->text != NULL && *op->text != '\0' &&
              !_gp_graph_view_is_stalled_text (op))
            *under += op->font_size * scale < px;
        }
    }
}

/* Zoomed out, text too small to read (under 5 px) is a bar where its words are, one colour node
 * instead of a glyph run, and under 3 px nothing: a six-element graph (all of it in view at
 * these zooms), its titles 10 pt and its other lines 8 pt. The pads' memory badges and the
 * held buffers' labels are drawn the same at 45 % and 15 % (pills too small for their text). */
static void
test_zoomed_out_text (void)
{
  g_autofree char *fixture = gp_test_fixture ("software-healthy.json");
  GpWindow *window = gp_app_test_open_sized (app, fixture, 1366, 768);
  guint texts_big, colors_big, texts_mid, colors_mid, texts_low, colors_low;
  guint small_big, small_mid, tiny_low, n_texts;

  /* once to settle what the first view shows, then what is measured */
  drawn_at (window, 1.0, G_MAXDOUBLE, &texts_big, &colors_big, &n_texts);
  drawn_at (window, 1.0, 5.0, &texts_big, &colors_big, &small_big);
  drawn_at (window, 0.45, 5.0, &texts_mid, &colors_mid, &small_mid);
  drawn_at (window, 0.15, 3.0, &texts_low, &colors_low, &tiny_low);
  g_test_message ("%u texts shown, under 5 px: %u at 100 %%, %u at 45 %%, under 3 px %u at 15 %%; "
                  "drawn (texts/colours): %u/%u, %u/%u, %u/%u",
                  n_texts, small_big, small_mid, tiny_low, texts_big, colors_big, texts_mid, colors_mid,
                  texts_low, colors_low);

  /* At 45 % the 8-pt lines are under 5 px, the titles not; at 15 % every text is under 3. */
  g_assert_cmpuint (small_big, ==, 0);
  g_assert_cmpuint (small_mid, >, 0);
  g_assert_cmpuint (small_mid, <, n_texts);
  g_assert_cmpuint (tiny_low, ==, n_texts);

  /* Every text is glyphs at 100 % (a run or more each: a fallback font's glyphs are a run of
   * their own); at 45 % the small ones are a bar each instead, the titles still glyphs; at 15 %
   * none is drawn, neither way. */
  g_assert_cmpuint (texts_big, >=, n_texts);
  g_assert_cmpuint (colors_big, ==, colors_low);
  g_assert_cmpuint (colors_mid - colors_low, ==, small_mid);
  g_assert_cmpuint (texts_mid, >, 0);
  g_assert_cmpuint (texts_mid, <, texts_big);
  g_assert_cmpuint (texts_low, ==, 0);

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  app = gp_app_test_init (&argc, &argv);

  dir = g_dir_make_tmp ("gp-graph-fit-XXXXXX", &error);
  g_assert_no_error (error);
  binned_path = g_build_filename (dir, "binned.json", NULL);
  gp_test_generate_session ("orin-nx-jp6-healthy.json", binned_path, "--elements", "60", "--windows", "40",
                            "--bin-every", "6", NULL);

  g_test_add_func ("/gp/app/graph-fit/sixty", test_sixty);
  g_test_add_func ("/gp/app/graph-fit/switch", test_switch);
  g_test_add_func ("/gp/app/graph-fit/collapse", test_collapse);
  g_test_add_func ("/gp/app/graph-fit/zoomed-out-text", test_zoomed_out_text);

  status = g_test_run ();

  g_unlink (binned_path);
  g_rmdir (dir);
  g_clear_pointer (&binned_path, g_free);
  g_clear_object (&app);
  return status;
}
