/* gp-findings-pane.c
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
#include <glib/gi18n.h>

#include "gp-finding-row.h"
#include "gp-findings-pane.h"

struct _GpFindingsPane
{
  GtkWidget          parent_instance;

  GpDocument        *document;
  GpViewState       *view_state;
  GPtrArray         *cards;        /* of GpFindingRow, borrowed from the list */
  GPtrArray         *findings;     /* the document's, the cards' first */
  guint              fill_tick;    /* adding the cards after the first screenful */
  gint64             fill_frame;   /* the frame that shows the first screenful, or -1 */
  guint              scroll_tick;  /* keeping the focused card in view while it opens */
  guint              scroll_frames;
  int                scroll_height;
  guint              syncing : 1;

  GtkStack          *stack;
  GtkScrolledWindow *scroller;
  GtkListBox        *list_box;
  GtkLabel          *count_label;
  GtkLabel          *footer_label;
};

G_DEFINE_FINAL_TYPE (GpFindingsPane, gp_findings_pane, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_VIEW_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The first screenful of cards is made with the findings (the frame that
 * shows the document complete lays out only those), the others a batch a
 * frame from the next frame on: no frame lays out more than a screenful of
 * cards, whatever their number. Asking for a card (a finding focused, a
 * test) makes the cards up to it at once. */
#define MIN_CARD_HEIGHT  50
#define DEFAULT_FIRST    12
#define BATCH            6

static void on_card_expanded_cb (GpFindingsPane *self,
                                 GParamSpec     *pspec,
                                 GpFindingRow   *card);

static void
fill_cards (GpFindingsPane *self,
            guint           n)
{
  n = MIN (n, self->findings != NULL ? self->findings->len : 0);
  while (self->cards->len < n)
    {
      const GpFinding *finding = g_ptr_array_index (self->findings, self->cards->len);
      GtkWidget *card = gp_finding_row_new (finding);

      g_signal_connect_object (card, "notify::expanded",
                               G_CALLBACK (on_card_expanded_cb), self, G_CONNECT_SWAPPED);
      gtk_list_box_append (self->list_box, card);
      g_ptr_array_add (self->cards, card);
    }
}

static void
stop_filling (GpFindingsPane *self)
{
  if (self->fill_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->fill_tick);
  self->fill_tick = 0;
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
  if (frame <= self->fill_frame)
    return G_SOURCE_CONTINUE;

  fill_cards (self, self->cards->len + BATCH);
  if (self->findings == NULL || self->cards->len >= self->findings->len)
    {
      self->fill_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
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

static void
start_filling (GpFindingsPane *self)
{
  stop_filling (self);
  fill_cards (self, first_screenful (self));
  if (self->cards->len >= self->findings->len)
    return;

  /* Called from the next frame on (from the first, once shown). */
  self->fill_frame = -1;
  self->fill_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), fill_tick_cb, NULL, NULL);
}

static void
scroll_to_card (GpFindingsPane *self,
                GtkWidget      *card)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkWidget *view = gtk_scrolled_window_get_child (self->scroller);
  graphene_rect_t bounds;
  double page;

  /* In the coordinates of the scrolled window's viewport: its visible
   * area, whatever the scroll. */
  if (!gtk_widget_compute_bounds (card, view, &bounds) || gtk_widget_get_height (card) == 0)
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
  const char *focused = self->view_state != NULL
                      ? gp_view_state_get_focused_finding (self->view_state) : NULL;
  GtkWidget *card = focused != NULL ? gp_findings_pane_get_card (self, focused) : NULL;
  int height;

  if (card == NULL || !gtk_widget_get_mapped (card) || ++self->scroll_frames > 120)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }

  height = gtk_widget_get_height (card);
  if (height == 0)
    return G_SOURCE_CONTINUE;
  scroll_to_card (self, card);
  if (height == self->scroll_height)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  self->scroll_height = height;
  return G_SOURCE_CONTINUE;
}

static void
keep_card_in_view (GpFindingsPane *self)
{
  self->scroll_frames = 0;
  self->scroll_height = -1;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

static void
sync_cards (GpFindingsPane *self)
{
  const char *focused = self->view_state != NULL
                      ? gp_view_state_get_focused_finding (self->view_state) : NULL;

  /* The card of a finding focused elsewhere may not be made yet. */
  for (guint i = self->cards->len; focused != NULL && self->findings != NULL && i < self->findings->len; i++)
    if (g_strcmp0 (((const GpFinding *) g_ptr_array_index (self->findings, i))->id, focused) == 0)
      {
        fill_cards (self, i + 1);
        break;
      }

  self->syncing = TRUE;
  for (guint i = 0; i < self->cards->len; i++)
    {
      GpFindingRow *card = g_ptr_array_index (self->cards, i);
      gboolean expand = g_strcmp0 (gp_finding_row_get_id (card), focused) == 0;

      gp_finding_row_set_expanded (card, expand);
      if (expand)
        keep_card_in_view (self);
    }
  self->syncing = FALSE;
}

static void
on_card_expanded_cb (GpFindingsPane *self,
                     GParamSpec     *pspec,
                     GpFindingRow   *card)
{
  const char *id = gp_finding_row_get_id (card);

  g_assert (GP_IS_FINDINGS_PANE (self));
  g_assert (GP_IS_FINDING_ROW (card));

  if (self->syncing || self->view_state == NULL)
    return;

  if (gp_finding_row_get_expanded (card))
    gp_view_state_set_focused_finding (self->view_state, id);
  else if (g_strcmp0 (gp_view_state_get_focused_finding (self->view_state), id) == 0)
    gp_view_state_set_focused_finding (self->view_state, NULL);
}

static void
rebuild (GpFindingsPane *self)
{
  GPtrArray *findings;
  GtkWidget *child;
  g_autofree char *count = NULL;

  stop_filling (self);
  g_ptr_array_set_size (self->cards, 0);
  g_clear_pointer (&self->findings, g_ptr_array_unref);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list_box))) != NULL)
    gtk_list_box_remove (self->list_box, child);

  if (self->document == NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  /* Shown before its findings are computed (GpDocument:complete). */
  if (!gp_document_get_complete (self->document))
    {
      gtk_stack_set_visible_child_name (self->stack, "computing");
      return;
    }

  findings = gp_document_get_findings (self->document);
  self->findings = g_ptr_array_ref (findings);

  /* Translators: %u findings in total */
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finding", "%u findings", findings->len),
                           findings->len);
  gtk_label_set_label (self->count_label, count);

  if (!gp_document_get_findings_recomputed (self->document))
    gtk_label_set_label (self->footer_label,
                         _("The rule catalogue could not be loaded: these are the findings "
                           "stored in the file, which may be out of date."));
  else
    gtk_label_set_label (self->footer_label,
                         _("Findings come from the current rules, recomputed from the capture. "
                           "Severities above info are given only for rules verified on hardware."));

  gtk_stack_set_visible_child_name (self->stack, findings->len > 0 ? "list" : "empty");
  start_filling (self);
  sync_cards (self);
}

static void
on_focused_finding_changed_cb (GpFindingsPane *self)
{
  g_assert (GP_IS_FINDINGS_PANE (self));

  sync_cards (self);
}

static void
gp_findings_pane_dispose (GObject *object)
{
  GpFindingsPane *self = (GpFindingsPane *)object;

  stop_filling (self);
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_ptr_array_set_size (self->cards, 0);
  g_clear_pointer (&self->findings, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_FINDINGS_PANE);
  if (self->view_state != NULL)
    g_signal_handlers_disconnect_by_data (self->view_state, self);
  g_clear_object (&self->view_state);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (gp_findings_pane_parent_class)->dispose (object);
}

static void
gp_findings_pane_finalize (GObject *object)
{
  GpFindingsPane *self = (GpFindingsPane *)object;

  g_clear_pointer (&self->cards, g_ptr_array_unref);

  G_OBJECT_CLASS (gp_findings_pane_parent_class)->finalize (object);
}

static void
gp_findings_pane_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GpFindingsPane *self = GP_FINDINGS_PANE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_VIEW_STATE:
      g_value_set_object (value, self->view_state);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_findings_pane_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  GpFindingsPane *self = GP_FINDINGS_PANE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      gp_findings_pane_set_document (self, g_value_get_object (value));
      break;

    case PROP_VIEW_STATE:
      gp_findings_pane_set_view_state (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_findings_pane_class_init (GpFindingsPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_findings_pane_dispose;
  object_class->finalize = gp_findings_pane_finalize;
  object_class->get_property = gp_findings_pane_get_property;
  object_class->set_property = gp_findings_pane_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         GP_TYPE_DOCUMENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VIEW_STATE] =
    g_param_spec_object ("view-state", NULL, NULL,
                         GP_TYPE_VIEW_STATE,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-findings-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, stack);
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, scroller);
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, list_box);
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, count_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingsPane, footer_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "findingspane");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gp_findings_pane_init (GpFindingsPane *self)
{
  self->cards = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GpDocument *
gp_findings_pane_get_document (GpFindingsPane *self)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  return self->document;
}

void
gp_findings_pane_set_document (GpFindingsPane *self,
                               GpDocument     *document)
{
  g_return_if_fail (GP_IS_FINDINGS_PANE (self));
  g_return_if_fail (!document || GP_IS_DOCUMENT (document));

  if (self->document == document)
    return;

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_func (self->document, rebuild, self);
  g_set_object (&self->document, document);
  /* The findings and the analysis of a document shown early come later. */
  if (document != NULL)
    g_signal_connect_object (document, "notify::complete", G_CALLBACK (rebuild), self, G_CONNECT_SWAPPED);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

GpViewState *
gp_findings_pane_get_view_state (GpFindingsPane *self)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  return self->view_state;
}

void
gp_findings_pane_set_view_state (GpFindingsPane *self,
                                 GpViewState    *view_state)
{
  g_return_if_fail (GP_IS_FINDINGS_PANE (self));
  g_return_if_fail (!view_state || GP_IS_VIEW_STATE (view_state));

  if (self->view_state == view_state)
    return;

  if (self->view_state != NULL)
    g_signal_handlers_disconnect_by_data (self->view_state, self);
  g_set_object (&self->view_state, view_state);
  if (view_state != NULL)
    g_signal_connect_swapped (view_state, "notify::focused-finding",
                              G_CALLBACK (on_focused_finding_changed_cb), self);

  sync_cards (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_STATE]);
}

guint
gp_findings_pane_get_n_cards (GpFindingsPane *self)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), 0);

  return self->findings != NULL ? self->findings->len : 0;
}

GtkWidget *
gp_findings_pane_get_card (GpFindingsPane *self,
                           const char     *finding_id)
{
  g_return_val_if_fail (GP_IS_FINDINGS_PANE (self), NULL);

  for (guint i = 0; self->findings != NULL && i < self->findings->len; i++)
    if (g_strcmp0 (((const GpFinding *) g_ptr_array_index (self->findings, i))->id, finding_id) == 0)
      {
        fill_cards (self, i + 1);
        break;
      }

  for (guint i = 0; i < self->cards->len; i++)
    {
      GpFindingRow *card = g_ptr_array_index (self->cards, i);

      if (g_strcmp0 (gp_finding_row_get_id (card), finding_id) == 0)
        return GTK_WIDGET (card);
    }

  return NULL;
}
