/* gp-findings-pane.c: GpFindingsPane, the ranked findings as expandable cards
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

/* A GpView: the document's findings as GpFindingItems in a GtkTreeListModel over a
 * GpFindingGroups (its rows: one for each group of two or more findings of one rule and severity,
 * one for each lone finding; a group's children are its members' items) shown by a GtkListView
 * whose row template (ui/gp-findings-pane-row.ui, a GtkBuilderListItemFactory) makes a
 * GtkTreeExpander round a GpFindingRow bound to the row's item. Opening a card focuses its
 * finding in the view state (the graph outlines its targets); expanding a group focuses the group
 * ("group:<first member id>": the graph outlines every member's targets); focusing either
 * elsewhere opens its card (and expands its group) and scrolls it into view, and closes the other
 * cards; collapsing a group that holds the focus clears it.
 * Enter on a focused card (the list view's `activate`) or Space opens or closes it; on a group,
 * the tree expander's keys (+, -, *) work too. Closing a member's card leaves its group focused.
 *
 * GTK 4.8's list view makes a row for up to 200 items around its anchor whatever its height, so
 * the frame that shows 67 rows (a group expanded, or as many lone findings) makes and measures 67
 * cards. A closed card is only its header (badge, title, subtitle), its details are made on first
 * opening; the cards past the first screenful hold their title and subtitle back in that frame
 * (GpFindingItem:populated, a placeholder of a card's height), and show them a batch a frame
 * after, or all at once when the list scrolls (the cards down to a focused one and a screenful
 * below it when one is focused): measured (tests/bench/run-app-bench.sh, the 200-element session
 * before its findings were grouped), laying out 67 titles in that frame cost more main-thread CPU
 * than the boxed list this replaces spent on its whole first frame's cards. A group expanded shows
 * a screenful of its members' text at once, the rest the same way. Whether a card is open lives on the item too,
 * so a card recycled past 200 opens again when it comes back. The title and count above the list
 * and the note below it are the pane's, outside the scrolled list view; the cards' boxed look is
 * the app's stylesheet (listview.finding-cards). */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gp-finding-groups.h"
#include "gp-finding-item.h"
#include "gp-finding-row.h"
#include "gp-findings-pane.h"

struct _GpFindingsPane
{
  GpView             parent_instance;

  GpFindingGroups   *groups;       /* the rows: groups and lone findings */
  GtkTreeListModel  *tree;         /* over them: what the list view shows */
  GtkNoSelection    *selection;
  GHashTable        *group_rows;   /* a group's GpFindingItem → its GtkTreeListRow */
  guint              fill_tick;    /* populating the cards after the first screenful */
  gint64             fill_frame;   /* the frame that shows the first screenful, or -1 */
  guint              fill_next;    /* the first row that may not be populated */
  guint              fill_all : 1; /* the list scrolled: populate the rest */
  guint              scroll_tick;  /* keeping the focused card in view while it opens */
  guint              scroll_frames;
  int                scroll_height;
  guint              syncing : 1;

  GtkStack          *stack;
  GtkScrolledWindow *scroller;
  GtkListView       *list_view;
  GtkLabel          *count_label;
  GtkLabel          *footer_label;
};

G_DEFINE_FINAL_TYPE (GpFindingsPane, gp_findings_pane, GP_TYPE_VIEW)

/* The list view makes a card for every finding (up to 200) in the frame
 * that shows them; the cards of the first screenful show their text in
 * that frame, the others are populated a batch a frame from the next one
 * on (at once when the list scrolls or a finding is focused), so that no
 * frame lays out more than a screenful of titles, whatever their number. */
#define MIN_CARD_HEIGHT  50
#define DEFAULT_FIRST    12
#define BATCH            8

static guint
n_items (GpFindingsPane *self)
{
  return g_list_model_get_n_items (gp_finding_groups_get_findings (self->groups));
}

/* The rows the list view shows: the tree's, groups' members among them
 * while they are expanded. */
static guint
n_rows (GpFindingsPane *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->tree));
}

/* The item of the row at @position (a new reference), or NULL. */
static GpFindingItem *
row_item (GpFindingsPane *self,
          guint           position)
{
  g_autoptr(GtkTreeListRow) row = g_list_model_get_item (G_LIST_MODEL (self->tree), position);

  return row != NULL ? gtk_tree_list_row_get_item (row) : NULL;
}

/* As many cards as the pane can show, at least: the first screenful. */
static guint
first_screenful (GpFindingsPane *self)
{
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (height <= 0)
    return DEFAULT_FIRST;
  return MAX (height / MIN_CARD_HEIGHT + 1, 4);
}

/* Up to @n more rows' cards show their text; FALSE when all do. */
static gboolean
populate (GpFindingsPane *self,
          guint           n)
{
  guint end = n_rows (self);

  for (; self->fill_next < end && n > 0; self->fill_next++)
    {
      g_autoptr(GpFindingItem) item = row_item (self, self->fill_next);

      if (!gp_finding_item_get_populated (item))
        {
          gp_finding_item_set_populated (item, TRUE);
          n--;
        }
    }
  return self->fill_next < end;
}

static void
stop_filling (GpFindingsPane *self)
{
  if (self->fill_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->fill_tick);
  self->fill_tick = 0;
}

static gboolean fill_tick_cb (GtkWidget     *widget,
                              GdkFrameClock *frame_clock,
                              gpointer       user_data);

/* The rest populated a batch a frame, from the frame after this one. */
static void
start_filling (GpFindingsPane *self)
{
  self->fill_frame = -1;
  self->fill_all = FALSE;
  if (self->fill_tick == 0)
    self->fill_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), fill_tick_cb, NULL, NULL);
}

static void
populate_all (GpFindingsPane *self)
{
  populate (self, G_MAXUINT);
  stop_filling (self);
}

/* The rows before @end show their text now, the rest a batch a frame. */
static void
populate_through (GpFindingsPane *self,
                  guint           end)
{
  end = MIN (end, n_rows (self));
  for (; self->fill_next < end; self->fill_next++)
    {
      g_autoptr(GpFindingItem) item = row_item (self, self->fill_next);

      gp_finding_item_set_populated (item, TRUE);
    }
  if (self->fill_next < n_rows (self))
    start_filling (self);
}

static gboolean
fill_tick_cb (GtkWidget     *widget,
              GdkFrameClock *frame_clock,
              gpointer       user_data)
{
  GpFindingsPane *self = GP_FINDINGS_PANE (widget);
  gint64 frame = gdk_frame_clock_get_frame_counter (frame_clock);

  /* Not in the frame of the first screenful. */
  if (self->fill_frame < 0)
    self->fill_frame = frame;
  if (frame <= self->fill_frame && !self->fill_all)
    return G_SOURCE_CONTINUE;

  if (populate (self, self->fill_all ? G_MAXUINT : BATCH))
    return G_SOURCE_CONTINUE;
  self->fill_tick = 0;
  return G_SOURCE_REMOVE;
}

/* The list scrolls: the cards coming into view show their text in the
 * frame that shows them (the tick runs before its layout; the list view
 * may move its adjustment while it lays out, when no card may change). */
static void
on_scrolled_cb (GpFindingsPane *self)
{
  self->fill_all = TRUE;
}

/* The position of the row of @id (a finding's or a group's), or -1 (none,
 * or a member of a group not expanded). */
static int
find_row (GpFindingsPane *self,
          const char     *id)
{
  guint n = n_rows (self);

  for (guint i = 0; id != NULL && i < n; i++)
    {
      g_autoptr(GpFindingItem) item = row_item (self, i);

      if (g_strcmp0 (gp_finding_item_get_id (item), id) == 0)
        return (int) i;
    }
  return -1;
}

/* The card in one of the list view's rows (round it, the tree expander). */
static GpFindingRow *
card_of_row (GtkWidget *row)
{
  GtkWidget *child = gtk_widget_get_first_child (row);

  if (GTK_IS_TREE_EXPANDER (child))
    child = gtk_tree_expander_get_child (GTK_TREE_EXPANDER (child));
  return GP_IS_FINDING_ROW (child) ? GP_FINDING_ROW (child) : NULL;
}

/* The card the list view made for the row at @position, or NULL (not
 * made: more than 200 rows, far from the view). The list view's rows
 * hold one card each. */
static GpFindingRow *
find_card (GpFindingsPane *self,
           guint           position)
{
  g_autoptr(GpFindingItem) item = row_item (self, position);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list_view));
       item != NULL && row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GpFindingRow *card = card_of_row (row);

      if (card != NULL && gp_finding_row_get_item (card) == item)
        return card;
    }
  return NULL;
}

/* The list view brings the item at @position into view, making its card
 * if it had none. */
static void
scroll_to_item (GpFindingsPane *self,
                guint           position)
{
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", position);
}

static void
scroll_to_card (GpFindingsPane *self,
                GtkWidget      *card)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  graphene_rect_t bounds;
  double page;

  /* In the list view's coordinates: its visible area, whatever the
   * scroll. */
  if (!gtk_widget_compute_bounds (card, GTK_WIDGET (self->list_view), &bounds) || gtk_widget_get_height (card) == 0)
    return;

  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < 0 || bounds.origin.y + MIN (bounds.size.height, page) > page)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + bounds.origin.y - 12);
}

/* Once laid out, the card of the focused finding is brought into view,
 * and kept there while it opens (until its height settles). */
static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  GpFindingsPane *self = GP_FINDINGS_PANE (widget);
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *focused = view_state != NULL ? gp_view_state_get_focused_finding (view_state) : NULL;
  int position = find_row (self, focused);
  GpFindingRow *card = position >= 0 ? find_card (self, position) : NULL;
  int height;

  if (position < 0 || ++self->scroll_frames > 120)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }

  /* The list view allocates only the cards in view (and makes only some):
   * until it shows this one, it is asked again (its first scroll may come
   * before it knows the rows' heights, and the cards above it may grow as
   * they show their text). */
  height = card != NULL && gtk_widget_get_mapped (GTK_WIDGET (card)) ? gtk_widget_get_height (GTK_WIDGET (card)) : 0;
  if (height == 0)
    {
      scroll_to_item (self, position);
      self->scroll_height = -1;
      return G_SOURCE_CONTINUE;
    }
  scroll_to_card (self, GTK_WIDGET (card));
  if (height == self->scroll_height)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  self->scroll_height = height;
  return G_SOURCE_CONTINUE;
}

static void
keep_card_in_view (GpFindingsPane *self,
                   guint           position)
{
  /* The cards above it (and a screenful below) at their height: those
   * further down come a batch a frame (a group's dozens of members). */
  populate_through (self, position + first_screenful (self));
  scroll_to_item (self, position);
  self->scroll_frames = 0;
  self->scroll_height = -1;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

/* The focused finding's item open, the others closed, and its group
 * expanded (or the focused group); its card brought into view. Groups are
 * not collapsed here: which are expanded is the user's, like a tree's. */
static void
sync_items (GpFindingsPane *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *focused = view_state != NULL ? gp_view_state_get_focused_finding (view_state) : NULL;
  GListModel *findings = gp_finding_groups_get_findings (self->groups);
  guint n_groups = g_list_model_get_n_items (G_LIST_MODEL (self->groups));
  guint n = n_items (self);
  int position;

  self->syncing = TRUE;
  for (guint i = 0; i < n_groups; i++)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (G_LIST_MODEL (self->groups), i);

      if (gp_finding_item_is_group (item) &&
          (g_strcmp0 (gp_finding_item_get_id (item), focused) == 0 || gp_finding_item_has_member (item, focused)))
        gp_finding_item_set_expanded (item, TRUE);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (findings, i);

      gp_finding_item_set_expanded (item, g_strcmp0 (gp_finding_item_get_id (item), focused) == 0);
    }
  self->syncing = FALSE;

  position = find_row (self, focused);
  if (position >= 0)
    keep_card_in_view (self, position);
}

/* The group of @id (a member's, or the group's own id), or NULL; borrowed:
 * the rows hold it. */
static GpFindingItem *
group_of (GpFindingsPane *self,
          const char     *id)
{
  int position = gp_finding_groups_find_row (self->groups, id);
  GpFindingItem *row;

  if (position < 0)
    return NULL;
  row = g_list_model_get_item (G_LIST_MODEL (self->groups), position);
  g_object_unref (row);
  return gp_finding_item_is_group (row) ? row : NULL;
}

static void
on_item_expanded_cb (GpFindingsPane *self,
                     GParamSpec     *pspec,
                     GpFindingItem  *item)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *id = gp_finding_item_get_id (item);
  gboolean expanded = gp_finding_item_get_expanded (item);
  const char *focused;

  g_assert (GP_IS_FINDINGS_PANE (self));
  g_assert (GP_IS_FINDING_ITEM (item));

  /* A group's members are shown while it is expanded, whoever expands it. */
  if (gp_finding_item_is_group (item))
    {
      GtkTreeListRow *row = g_hash_table_lookup (self->group_rows, item);

      if (row != NULL)
        gtk_tree_list_row_set_expanded (row, expanded);
    }

  if (self->syncing || view_state == NULL)
    return;

  focused = gp_view_state_get_focused_finding (view_state);
  if (expanded)
    gp_view_state_set_focused_finding (view_state, id);
  else if (gp_finding_item_is_group (item))
    {
      if (g_strcmp0 (focused, id) == 0 || gp_finding_item_has_member (item, focused))
        gp_view_state_set_focused_finding (view_state, NULL);
    }
  else if (g_strcmp0 (focused, id) == 0)
    {
      /* A member closed: back to its group. */
      GpFindingItem *group = group_of (self, id);

      gp_view_state_set_focused_finding (view_state, group != NULL ? gp_finding_item_get_id (group) : NULL);
    }
}

/* A group expanded or collapsed by its tree expander (its keys): the
 * item's, which focuses it. */
static void
on_row_expanded_cb (GpFindingsPane *self,
                    GParamSpec     *pspec,
                    GtkTreeListRow *row)
{
  g_autoptr(GpFindingItem) item = gtk_tree_list_row_get_item (row);

  g_assert (GP_IS_FINDINGS_PANE (self));

  if (item != NULL)
    gp_finding_item_set_expanded (item, gtk_tree_list_row_get_expanded (row));
}

/* Rows came (a group expanded): the cards coming into view show their
 * text in the frame that shows them, the rest a batch a frame. */
static void
on_rows_changed_cb (GpFindingsPane *self,
                    guint           position,
                    guint           removed,
                    guint           added,
                    GListModel     *rows)
{
  guint n = first_screenful (self);

  self->fill_next = MIN (self->fill_next, position);
  for (guint i = position; i < position + added && n > 0; i++, n--)
    {
      g_autoptr(GpFindingItem) item = row_item (self, i);

      gp_finding_item_set_populated (item, TRUE);
    }
  if (added > 0 && self->fill_next < n_rows (self))
    start_filling (self);
}

/* Enter on a focused card (or a double click outside its header and
 * details) opens or closes it. */
static void
on_activate_cb (GpFindingsPane *self,
                guint           position,
                GtkListView    *list_view)
{
  g_autoptr(GpFindingItem) item = row_item (self, position);

  g_assert (GP_IS_FINDINGS_PANE (self));

  if (item != NULL)
    gp_finding_item_set_expanded (item, !gp_finding_item_get_expanded (item));
}

/* A tree expander's key: TRUE to expand, FALSE to collapse, or -1 (+, *
 * and Shift+Right expand; -, / and Shift+Left collapse, as its own
 * bindings do when the focus is inside it: here the list view's row has it). */
static int
expander_key (guint           keyval,
              GdkModifierType state)
{
  state &= gtk_accelerator_get_default_mod_mask ();
  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_asterisk:
    case GDK_KEY_KP_Multiply:
      return (state & ~GDK_SHIFT_MASK) == 0 ? TRUE : -1;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
    case GDK_KEY_slash:
    case GDK_KEY_KP_Divide:
      return (state & ~GDK_SHIFT_MASK) == 0 ? FALSE : -1;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return (state & ~GDK_CONTROL_MASK) == GDK_SHIFT_MASK ? TRUE : -1;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return (state & ~GDK_CONTROL_MASK) == GDK_SHIFT_MASK ? FALSE : -1;
    default:
      return -1;
    }
}

/* Space on a focused card opens or closes it too (the list view's rows
 * take it for selecting, and nothing is selected here); a group's row
 * takes its tree expander's keys. */
static gboolean
on_key_pressed_cb (GpFindingsPane        *self,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkEventControllerKey *controller)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GpFindingRow *card;
  GtkWidget *expander;
  int expand;

  if (focus == NULL || gtk_widget_get_parent (focus) != GTK_WIDGET (self->list_view) ||
      (card = card_of_row (focus)) == NULL)
    return GDK_EVENT_PROPAGATE;

  expander = gtk_widget_get_first_child (focus);
  expand = expander_key (keyval, state);
  if (expand >= 0 && GTK_IS_TREE_EXPANDER (expander) && gp_finding_row_get_item (card) != NULL &&
      gp_finding_item_is_group (gp_finding_row_get_item (card)))
    {
      gtk_widget_activate_action (expander, expand ? "listitem.expand" : "listitem.collapse", NULL);
      return GDK_EVENT_STOP;
    }

  if ((keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return GDK_EVENT_PROPAGATE;

  gp_finding_row_set_expanded (card, !gp_finding_row_get_expanded (card));
  return GDK_EVENT_STOP;
}

/* A group's children: its members' items (a reference for the tree,
 * which owns what it is given). */
static GListModel *
create_members_cb (gpointer item,
                   gpointer user_data)
{
  GListModel *members = gp_finding_item_get_members (item);

  return members != NULL ? g_object_ref (members) : NULL;
}

/* @groups (taken) shown: a tree over them, each group's row watched (its
 * expander's keys and clicks). */
static void
set_groups (GpFindingsPane  *self,
            GpFindingGroups *groups)
{
  guint n;

  g_hash_table_remove_all (self->group_rows);
  if (self->tree != NULL)
    g_signal_handlers_disconnect_by_func (self->tree, on_rows_changed_cb, self);
  g_clear_object (&self->tree);
  g_clear_object (&self->groups);

  self->groups = groups;
  self->tree = gtk_tree_list_model_new (g_object_ref (G_LIST_MODEL (groups)), FALSE, FALSE,
                                        create_members_cb, NULL, NULL);
  n = g_list_model_get_n_items (G_LIST_MODEL (groups));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (G_LIST_MODEL (groups), i);
      GtkTreeListRow *row;

      if (!gp_finding_item_is_group (item))
        continue;
      row = gtk_tree_list_model_get_child_row (self->tree, i);
      g_signal_connect_object (row, "notify::expanded", G_CALLBACK (on_row_expanded_cb), self, G_CONNECT_SWAPPED);
      g_hash_table_insert (self->group_rows, g_object_ref (item), row);
    }
  g_signal_connect_object (self->tree, "items-changed", G_CALLBACK (on_rows_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_no_selection_set_model (self->selection, G_LIST_MODEL (self->tree));
}

/* Every item of @groups (rows and findings) held back but for what
 * populate() shows, and watched for opening. */
static void
hold_back (GpFindingsPane  *self,
           GListModel      *items)
{
  guint n = g_list_model_get_n_items (items);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (items, i);

      gp_finding_item_set_populated (item, FALSE);
      g_signal_connect_object (item, "notify::expanded",
                               G_CALLBACK (on_item_expanded_cb), self, G_CONNECT_SWAPPED);
    }
}

static void
rebuild (GpFindingsPane *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  GpFindingGroups *groups;
  g_autofree char *count = NULL;
  guint n_findings;

  stop_filling (self);
  self->fill_next = 0;

  if (document == NULL || !gp_document_get_complete (document))
    {
      set_groups (self, gp_finding_groups_new (NULL));
      /* Shown before its findings are computed (GpDocument:complete). */
      gtk_stack_set_visible_child_name (self->stack, document == NULL ? "empty" : "computing");
      return;
    }

  /* Its cards made with the others, their text shown later but for the
   * first screenful's. */
  groups = gp_finding_groups_new (document);
  hold_back (self, gp_finding_groups_get_findings (groups));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (groups)); i++)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (G_LIST_MODEL (groups), i);

      if (gp_finding_item_is_group (item))
        {
          gp_finding_item_set_populated (item, FALSE);
          g_signal_connect_object (item, "notify::expanded",
                                   G_CALLBACK (on_item_expanded_cb), self, G_CONNECT_SWAPPED);
        }
    }
  set_groups (self, groups);
  populate (self, first_screenful (self));

  n_findings = n_items (self);
  /* Translators: %u findings in total */
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finding", "%u findings", n_findings),
                           n_findings);
  gtk_label_set_label (self->count_label, count);

  if (!gp_document_get_findings_recomputed (document))
    gtk_label_set_label (self->footer_label,
                         _("The rule catalogue could not be loaded: these are the findings "
                           "stored in the file, which may be out of date."));
  else
    gtk_label_set_label (self->footer_label,
                         _("Findings come from the current rules, recomputed from the capture. "
                           "Severities above info are given only for rules verified on hardware."));

  gtk_stack_set_visible_child_name (self->stack, n_findings > 0 ? "list" : "empty");
  /* Called from the next frame on (from the first, once shown). */
  if (self->fill_next < n_rows (self))
    start_filling (self);
  sync_items (self);
}

static void
gp_findings_pane_document_set (GpView     *view,
                               GpDocument *previous)
{
  rebuild (GP_FINDINGS_PANE (view));
}

static void
gp_findings_pane_view_state_set (GpView      *view,
                                 GpViewState *previous)
{
  sync_items (GP_FINDINGS_PANE (view));
}

static void
gp_findings_pane_dispose (GObject *object)
{
  GpFindingsPane *self = (GpFindingsPane *)object;

  stop_filling (self);
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_FINDINGS_PANE);
  g_clear_pointer (&self->group_rows, g_hash_table_unref);
  g_clear_object (&self->selection);
  g_clear_object (&self->tree);
  g_clear_object (&self->groups);

  G_OBJECT_CLASS (gp_findings_pane_parent_class)->dispose (object);
}

static void
gp_findings_pane_class_init (GpFindingsPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GpViewClass *view_class = GP_VIEW_CLASS (klass);

  object_class->dispose = gp_findings_pane_dispose;

  view_class->document_set = gp_findings_pane_document_set;
  view_class->view_state_set = gp_findings_pane_view_state_set;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-findings-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, stack);
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, scroller);
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, list_view);
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, count_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, footer_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "findingspane");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  /* The row template's card and the tree's rows. */
  g_type_ensure (GP_TYPE_FINDING_ROW);
  g_type_ensure (GTK_TYPE_TREE_LIST_ROW);
}

static void
gp_findings_pane_init (GpFindingsPane *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->group_rows = g_hash_table_new_full (NULL, NULL, g_object_unref, g_object_unref);
  self->selection = gtk_no_selection_new (NULL);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  set_groups (self, gp_finding_groups_new (NULL));
  g_signal_connect_object (self->list_view, "activate", G_CALLBACK (on_activate_cb), self, G_CONNECT_SWAPPED);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->list_view), keys);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "value-changed",
                           G_CALLBACK (on_scrolled_cb), self, G_CONNECT_SWAPPED);

  /* The findings and the analysis of a document shown early come later. */
  g_signal_group_connect_swapped (gp_view_get_document_signals (GP_VIEW (self)),
                                  "notify::complete", G_CALLBACK (rebuild), self);
  g_signal_group_connect_swapped (gp_view_get_view_state_signals (GP_VIEW (self)),
                                  "notify::focused-finding", G_CALLBACK (sync_items), self);
}

guint
gp_findings_pane_get_n_cards (GpFindingsPane *self)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), 0);

  return n_items (self);
}

GListModel *
gp_findings_pane_get_items (GpFindingsPane *self)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  return gp_finding_groups_get_findings (self->groups);
}

GListModel *
gp_findings_pane_get_rows (GpFindingsPane *self)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  return G_LIST_MODEL (self->groups);
}

GtkListView *
gp_findings_pane_get_list_view (GpFindingsPane *self)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  return self->list_view;
}

GtkWidget *
gp_findings_pane_get_card (GpFindingsPane *self,
                           const char     *id)
{
  GpFindingItem *group;
  GpFindingRow *card;
  int position;

  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  /* A member's card is made once its group is expanded (which focuses
   * nothing here). */
  group = group_of (self, id);
  if (group != NULL && g_strcmp0 (gp_finding_item_get_id (group), id) != 0 &&
      !gp_finding_item_get_expanded (group))
    {
      self->syncing = TRUE;
      gp_finding_item_set_expanded (group, TRUE);
      self->syncing = FALSE;
    }

  position = find_row (self, id);
  if (position < 0)
    return NULL;

  populate_all (self);
  card = find_card (self, position);
  if (card == NULL)
    {
      scroll_to_item (self, position);
      card = find_card (self, position);
    }
  return GTK_WIDGET (card);
}
