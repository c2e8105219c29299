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

/* A GpView: the document's findings as a GListStore of GpFindingItems shown by a GtkListView whose
 * row template (ui/gp-findings-pane-row.ui, a GtkBuilderListItemFactory) makes a GpFindingRow
 * bound to the row's item. Opening a card focuses its finding in the view state (the graph
 * outlines its targets); focusing a finding elsewhere opens its card and scrolls it into view.
 * Enter on a focused card (the list view's `activate`) or Space opens or closes it.
 *
 * GTK 4.8's list view makes a row for up to 200 items around its anchor whatever its height, so
 * the frame that shows 67 findings makes and measures 67 cards. A closed card is only its header
 * (badge, title, subtitle), its details are made on first opening; the cards past the first
 * screenful hold their title and subtitle back in that frame (GpFindingItem:populated, a
 * placeholder of a card's height), and show them a batch a frame after, or all at once when the
 * list scrolls or a finding is focused: measured (tests/bench/run-app-bench.sh, the 200-element
 * session), laying out 67 titles in that frame cost more main-thread CPU than the boxed list this
 * replaces spent on its whole first frame's cards. Whether a card is open lives on the item too,
 * so a card recycled past 200 opens again when it comes back. The title and count above the list
 * and the note below it are the pane's, outside the scrolled list view; the cards' boxed look is
 * the app's stylesheet (listview.finding-cards). */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "gp-finding-item.h"
#include "gp-finding-row.h"
#include "gp-findings-pane.h"

struct _GpFindingsPane
{
  GpView             parent_instance;

  GListStore        *items;        /* of GpFindingItem, the document's findings */
  guint              fill_tick;    /* populating the cards after the first screenful */
  gint64             fill_frame;   /* the frame that shows the first screenful, or -1 */
  guint              fill_next;    /* the first item that may not be populated */
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
  return g_list_model_get_n_items (G_LIST_MODEL (self->items));
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

/* Up to @n more items' cards show their text; FALSE when all do. */
static gboolean
populate (GpFindingsPane *self,
          guint           n)
{
  guint end = n_items (self);

  for (; self->fill_next < end && n > 0; self->fill_next++, n--)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), self->fill_next);

      gp_finding_item_set_populated (item, TRUE);
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

static void
populate_all (GpFindingsPane *self)
{
  populate (self, G_MAXUINT);
  stop_filling (self);
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

/* The position of @finding_id's item, or -1. */
static int
find_item (GpFindingsPane *self,
           const char     *finding_id)
{
  guint n = n_items (self);

  for (guint i = 0; finding_id != NULL && i < n; i++)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), i);

      if (g_strcmp0 (gp_finding_item_get_id (item), finding_id) == 0)
        return (int) i;
    }
  return -1;
}

/* The card the list view made for the item at @position, or NULL (not
 * made: more than 200 findings, far from the view). The list view's rows
 * hold one card each. */
static GpFindingRow *
find_card (GpFindingsPane *self,
           guint           position)
{
  g_autoptr(GpFindingItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), position);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list_view));
       item != NULL && row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *card = gtk_widget_get_first_child (row);

      if (GP_IS_FINDING_ROW (card) && gp_finding_row_get_item (GP_FINDING_ROW (card)) == item)
        return GP_FINDING_ROW (card);
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
  int position = find_item (self, focused);
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
  populate_all (self);
  scroll_to_item (self, position);
  self->scroll_frames = 0;
  self->scroll_height = -1;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

/* The focused finding's item open, the others closed; its card brought
 * into view. */
static void
sync_items (GpFindingsPane *self)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *focused = view_state != NULL ? gp_view_state_get_focused_finding (view_state) : NULL;
  guint n = n_items (self);
  int position = find_item (self, focused);

  self->syncing = TRUE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GpFindingItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), i);

      gp_finding_item_set_expanded (item, (int) i == position);
    }
  self->syncing = FALSE;

  if (position >= 0)
    keep_card_in_view (self, position);
}

static void
on_item_expanded_cb (GpFindingsPane *self,
                     GParamSpec     *pspec,
                     GpFindingItem  *item)
{
  GpViewState *view_state = gp_view_get_view_state (GP_VIEW (self));
  const char *id = gp_finding_item_get_id (item);

  g_assert (GP_IS_FINDINGS_PANE (self));
  g_assert (GP_IS_FINDING_ITEM (item));

  if (self->syncing || view_state == NULL)
    return;

  if (gp_finding_item_get_expanded (item))
    gp_view_state_set_focused_finding (view_state, id);
  else if (g_strcmp0 (gp_view_state_get_focused_finding (view_state), id) == 0)
    gp_view_state_set_focused_finding (view_state, NULL);
}

/* Enter on a focused card (or a double click outside its header and
 * details) opens or closes it. */
static void
on_activate_cb (GpFindingsPane *self,
                guint           position,
                GtkListView    *list_view)
{
  g_autoptr(GpFindingItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), position);

  g_assert (GP_IS_FINDINGS_PANE (self));

  if (item != NULL)
    gp_finding_item_set_expanded (item, !gp_finding_item_get_expanded (item));
}

/* Space on a focused card opens or closes it too (the list view's rows
 * take it for selecting, and nothing is selected here). */
static gboolean
on_key_pressed_cb (GpFindingsPane        *self,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkEventControllerKey *controller)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *card = focus != NULL ? gtk_widget_get_first_child (focus) : NULL;

  if ((keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0 ||
      !GP_IS_FINDING_ROW (card) || gtk_widget_get_parent (focus) != GTK_WIDGET (self->list_view))
    return GDK_EVENT_PROPAGATE;

  gp_finding_row_set_expanded (GP_FINDING_ROW (card), !gp_finding_row_get_expanded (GP_FINDING_ROW (card)));
  return GDK_EVENT_STOP;
}

static void
rebuild (GpFindingsPane *self)
{
  GpDocument *document = gp_view_get_document (GP_VIEW (self));
  g_autoptr(GPtrArray) items = NULL;
  GPtrArray *findings;
  g_autofree char *count = NULL;

  stop_filling (self);
  g_list_store_remove_all (self->items);
  self->fill_next = 0;

  if (document == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  /* Shown before its findings are computed (GpDocument:complete). */
  if (!gp_document_get_complete (document))
    {
      gtk_stack_set_visible_child_name (self->stack, "computing");
      return;
    }

  findings = gp_document_get_findings (document);
  items = g_ptr_array_new_full (findings->len, g_object_unref);
  self->fill_next = MIN (first_screenful (self), findings->len);
  for (guint i = 0; i < findings->len; i++)
    {
      GpFindingItem *item = gp_finding_item_new (document, g_ptr_array_index (findings, i));

      /* Its card made with the others, its text shown later. */
      if (i >= self->fill_next)
        gp_finding_item_set_populated (item, FALSE);
      g_signal_connect_object (item, "notify::expanded",
                               G_CALLBACK (on_item_expanded_cb), self, G_CONNECT_SWAPPED);
      g_ptr_array_add (items, item);
    }
  g_list_store_splice (self->items, 0, 0, items->pdata, items->len);

  /* Translators: %u findings in total */
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finding", "%u findings", findings->len),
                           findings->len);
  gtk_label_set_label (self->count_label, count);

  if (!gp_document_get_findings_recomputed (document))
    gtk_label_set_label (self->footer_label,
                         _("The rule catalogue could not be loaded: these are the findings "
                           "stored in the file, which may be out of date."));
  else
    gtk_label_set_label (self->footer_label,
                         _("Findings come from the current rules, recomputed from the capture. "
                           "Severities above info are given only for rules verified on hardware."));

  gtk_stack_set_visible_child_name (self->stack, findings->len > 0 ? "list" : "empty");
  if (self->fill_next < findings->len)
    {
      /* Called from the next frame on (from the first, once shown). */
      self->fill_frame = -1;
      self->fill_all = FALSE;
      self->fill_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), fill_tick_cb, NULL, NULL);
    }
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
  g_clear_object (&self->items);

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

  /* The row template's card. */
  g_type_ensure (GP_TYPE_FINDING_ROW);
}

static void
gp_findings_pane_init (GpFindingsPane *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->items = g_list_store_new (GP_TYPE_FINDING_ITEM);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->items)));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
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

  return G_LIST_MODEL (self->items);
}

GtkListView *
gp_findings_pane_get_list_view (GpFindingsPane *self)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  return self->list_view;
}

GtkWidget *
gp_findings_pane_get_card (GpFindingsPane *self,
                           const char     *finding_id)
{
  GpFindingRow *card;
  int position;

  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  position = find_item (self, finding_id);
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
