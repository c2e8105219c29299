/* gp-finding-trend.c: GpFindingTrend, a growing backlog's trend in a finding card
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

/* Made by GpFindingDetails when a QLEAK card is first opened: the card's words say the backlog
 * grows, this shows it. The sparkline is the target element's backlog over the run as the Backlog
 * lanes read it (held bytes, else buffers held, else the queue level); the caption is the finding's evidence, whichever of its keys exist (growth_per_s,
 * level_end, level_end_bytes, limit, rss_slope_bytes_per_s, time_to_oom_s): the rule's figures,
 * not ours, so that the card and `gst-profile` say the same. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-finding-trend.h"
#include "gp-holdings.h"
#include "gp-memory-format.h"

#define SPARK_HEIGHT 32

struct _GpFindingTrend
{
  GtkBox       parent_instance;

  GtkBox      *spark_box;
  GtkLabel    *end_label;
  GtkLabel    *caption_label;
  GpSparkline *sparkline;
};

G_DEFINE_FINAL_TYPE (GpFindingTrend, gp_finding_trend, GTK_TYPE_BOX)

/* A number member of @evidence, int or double; FALSE when absent or null. */
static gboolean
evidence_number (JsonObject *evidence,
                 const char *key,
                 double     *value)
{
  JsonNode *node = json_object_get_member (evidence, key);
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  type = json_node_get_value_type (node);
  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    return FALSE;

  *value = json_node_get_double (node);
  return !isnan (*value);
}

static GArray *
backlog_column (GpElementSeries *element)
{
  GArray *columns[] = { element->held_bytes, element->held_buffers, element->queue_level };

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    for (guint w = 0; columns[i] != NULL && w < columns[i]->len; w++)
      if (!gp_is_null (g_array_index (columns[i], double, w)))
        return columns[i];

  return NULL;
}

static char *
buffers_text (double buffers)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%.0f buffer", "%.0f buffers",
                                       gp_memory_plural_count (buffers)),
                          buffers);
}

/* What the element held at the end: the evidence's level, else the
 * series'. */
static char *
end_text (GpSession       *session,
          const GpFinding *finding,
          const char      *element_id)
{
  g_autofree char *amount = NULL;
  double buffers = NAN, bytes = NAN;
  gboolean has_buffers = evidence_number (finding->evidence, "level_end", &buffers);
  gboolean has_bytes = evidence_number (finding->evidence, "level_end_bytes", &bytes);
  guint window;

  if ((!has_buffers || !has_bytes) && gp_holdings_last_window (session, &window))
    {
      g_autoptr(GpHoldings) holdings = gp_holdings_new (session, window);

      for (guint i = 0; i < holdings->rows->len; i++)
        {
          const GpHolding *row = &g_array_index (holdings->rows, GpHolding, i);

          if (g_strcmp0 (row->element, element_id) != 0)
            continue;
          buffers = has_buffers ? buffers : row->buffers;
          bytes = has_bytes ? bytes : row->bytes;
        }
    }

  if (!isnan (buffers) && !isnan (bytes))
    {
      g_autofree char *count = buffers_text (buffers);
      g_autofree char *size = gp_memory_format_bytes (bytes);

      /* Translators: a backlog, e.g. "105 buffers (12 MB)" */
      amount = g_strdup_printf (_("%s (%s)"), count, size);
    }
  else if (!isnan (bytes))
    amount = gp_memory_format_bytes (bytes);
  else if (!isnan (buffers))
    amount = buffers_text (buffers);
  else
    return NULL;

  /* Translators: what an element held when the capture ended */
  return g_strdup_printf (_("%s at the end"), amount);
}

/* The rule's `limit` evidence, {max_buffers, max_bytes, max_time_ns} (0 none, null unknown):
 * the finite ones, "no limit" when every known one is 0, NULL when none is known. */
static char *
limit_text (JsonObject *evidence)
{
  JsonObject *limit = json_object_has_member (evidence, "limit") &&
                      JSON_NODE_HOLDS_OBJECT (json_object_get_member (evidence, "limit"))
                        ? json_object_get_object_member (evidence, "limit") : NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  gboolean known = FALSE;
  double value;

  if (limit == NULL)
    return NULL;
  if (evidence_number (limit, "max_buffers", &value))
    {
      known = TRUE;
      if (value > 0)
        /* Translators: a queue's limit in buffers */
        g_ptr_array_add (parts, g_strdup_printf (_("%.0f buffers"), value));
    }
  if (evidence_number (limit, "max_bytes", &value))
    {
      known = TRUE;
      if (value > 0)
        g_ptr_array_add (parts, gp_memory_format_bytes (value));
    }
  if (evidence_number (limit, "max_time_ns", &value))
    {
      known = TRUE;
      if (value > 0)
        /* Translators: a queue's limit in seconds */
        g_ptr_array_add (parts, g_strdup_printf (_("%.1f s"), value / 1e9));
    }
  if (!known)
    return NULL;
  if (parts->len == 0)
    return g_strdup (_("no limit"));
  {
    g_autofree char *joined = NULL;

    g_ptr_array_add (parts, NULL);
    joined = g_strjoinv (", ", (char **) parts->pdata);
    /* Translators: a queue's limits, e.g. "limit 200 buffers, 10.5 MB" */
    return g_strdup_printf (_("limit %s"), joined);
  }
}

static char *
caption_text (const GpFinding *finding)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *limit = NULL;
  double value;

  if (evidence_number (finding->evidence, "growth_per_s", &value))
    /* Translators: a backlog's growth */
    g_ptr_array_add (parts, g_strdup_printf (_("%+.1f buffers/s"), value));
  limit = limit_text (finding->evidence);
  if (limit != NULL)
    g_ptr_array_add (parts, g_steal_pointer (&limit));
  if (evidence_number (finding->evidence, "rss_slope_bytes_per_s", &value))
    {
      g_autofree char *rate = gp_memory_format_rate (value);

      /* Translators: the process memory's growth, e.g. "process +8.5 MB/s" */
      g_ptr_array_add (parts, g_strdup_printf (_("process %s"), rate));
    }
  if (evidence_number (finding->evidence, "time_to_oom_s", &value))
    {
      g_autofree char *duration = gp_memory_format_duration (value);

      /* Translators: when memory runs out at this growth */
      g_ptr_array_add (parts, g_strdup_printf (_("OOM in ≈ %s"), duration));
    }

  g_ptr_array_add (parts, NULL);
  return parts->len > 1 ? g_strjoinv (" · ", (char **) parts->pdata) : NULL;
}

static void
gp_finding_trend_dispose (GObject *object)
{
  GpFindingTrend *self = (GpFindingTrend *)object;

  self->sparkline = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_FINDING_TREND);

  G_OBJECT_CLASS (gp_finding_trend_parent_class)->dispose (object);
}

static void
gp_finding_trend_class_init (GpFindingTrendClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_finding_trend_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-finding-trend.ui");
  gtk_widget_class_bind_template_child (widget_class, GpFindingTrend, spark_box);
  gtk_widget_class_bind_template_child (widget_class, GpFindingTrend, end_label);
  gtk_widget_class_bind_template_child (widget_class, GpFindingTrend, caption_label);
}

static void
gp_finding_trend_init (GpFindingTrend *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gp_finding_trend_new (GpSession       *session,
                      const GpFinding *finding)
{
  GpFindingTrend *self;
  GpSeries *series;
  GpElementSeries *element;
  GArray *column;
  const char *element_id;
  g_autofree char *end = NULL;
  g_autofree char *caption = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (finding != NULL, NULL);

  if (g_strcmp0 (finding->rule, "QLEAK") != 0 || finding->target_elements->len == 0)
    return NULL;
  element_id = g_ptr_array_index (finding->target_elements, 0);
  series = gp_session_get_series (session);
  if ((element = gp_series_lookup_element (series, element_id)) == NULL ||
      (column = backlog_column (element)) == NULL)
    return NULL;

  self = g_object_new (GP_TYPE_FINDING_TREND, NULL);
  self->sparkline = GP_SPARKLINE (gp_sparkline_new (column, gp_series_get_n_windows (series)));
  gtk_widget_set_hexpand (GTK_WIDGET (self->sparkline), TRUE);
  gtk_widget_set_size_request (GTK_WIDGET (self->sparkline), -1, SPARK_HEIGHT);
  gtk_widget_add_css_class (GTK_WIDGET (self->sparkline), "accent");
  /* Translators: the accessible name of a finding's backlog sparkline */
  label = g_strdup_printf (_("Backlog of %s over the run"), element_id);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->sparkline),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_box_prepend (self->spark_box, GTK_WIDGET (self->sparkline));

  end = end_text (session, finding, element_id);
  gtk_label_set_label (self->end_label, end != NULL ? end : "");
  gtk_widget_set_visible (GTK_WIDGET (self->end_label), end != NULL);

  caption = caption_text (finding);
  gtk_label_set_label (self->caption_label, caption != NULL ? caption : "");
  gtk_widget_set_visible (GTK_WIDGET (self->caption_label), caption != NULL);

  return GTK_WIDGET (self);
}

GpSparkline *
gp_finding_trend_get_sparkline (GpFindingTrend *self)
{
  g_return_val_if_fail (GP_IS_FINDING_TREND (self), NULL);

  return self->sparkline;
}

const char *
gp_finding_trend_get_end_text (GpFindingTrend *self)
{
  g_return_val_if_fail (GP_IS_FINDING_TREND (self), NULL);

  return gtk_label_get_label (self->end_label);
}

const char *
gp_finding_trend_get_caption (GpFindingTrend *self)
{
  g_return_val_if_fail (GP_IS_FINDING_TREND (self), NULL);

  return gtk_label_get_label (self->caption_label);
}
