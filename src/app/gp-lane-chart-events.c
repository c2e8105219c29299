/* gp-lane-chart-events.c: the session's events on the time charts: markers, and what they were
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

/* Part of GpLaneChart: a dashed line at each event (state changes, EOS, errors, the process'
 * exit), red for an error, at most one line per pixel column and colour however many events there
 * are (10^6 events: two strokes a column, not 10^6 a paint); and over the plot, a tooltip naming
 * the events near the pointer, each as "0.039 s  videotestsrc0: NULL → READY"
 * (gp-event-format.c), at most MAX_TOOLTIP_EVENTS, then how many more. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-event-format.h"
#include "gp-lane-chart-private.h"
#include "gp-time-format.h"

/* Events a tooltip names; it says how many more there are. */
#define MAX_TOOLTIP_EVENTS 12

void
_gp_lane_chart_draw_events (GpLaneChart   *self,
                            cairo_t       *cr,
                            const GdkRGBA *fg,
                            double         start,
                            double         end,
                            double         bottom)
{
  GpSession *session = gp_document_get_session (gp_view_get_document (GP_VIEW (self)));
  guint n = gp_session_get_n_events (session);
  double width = _gp_lane_chart_plot_width (self);
  double dashes[] = { 3, 3 };
  /* One line per pixel column and colour, however many events: bit 1
   * an error's, bit 2 another's. */
  guint n_columns = (guint) MAX (width, 0) + 2;
  g_autofree guint8 *drawn = g_new0 (guint8, n_columns);

  cairo_save (cr);
  cairo_set_line_width (cr, 1);
  cairo_set_dash (cr, dashes, 2, 0);

  for (guint i = 0; i < n; i++)
    {
      const GpEvent *event = gp_session_get_event (session, i);
      gboolean error;
      guint column;
      double x;

      if (event->t < start || event->t > end)
        continue;
      x = floor (_gp_lane_chart_x_for_time (self, start, end, event->t)) + 0.5;
      error = g_strcmp0 (event->kind, "error") == 0;
      column = (guint) CLAMP (x - GP_LANE_CHART_GUTTER, 0, n_columns - 1);
      if (drawn[column] & (error ? 1 : 2))
        continue;
      drawn[column] |= error ? 1 : 2;
      if (error)
        cairo_set_source_rgba (cr, 0.9, 0.28, 0.3, 0.9);
      else
        cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha * 0.3);
      cairo_move_to (cr, x, GP_LANE_CHART_AXIS_HEIGHT);
      cairo_line_to (cr, x, bottom);
      cairo_stroke (cr);
    }

  cairo_restore (cr);
}

char *
gp_lane_chart_dup_events_text (GpLaneChart *self,
                               double       x)
{
  GpDocument *document;
  g_autoptr(GString) text = NULL;
  GpSession *session;
  guint n_near = 0;
  gboolean clock;
  double t;
  int window;

  g_return_val_if_fail (GP_IS_LANE_CHART (self), NULL);

  document = gp_view_get_document (GP_VIEW (self));
  window = gp_lane_chart_window_at (self, x);
  if (window < 0 || document == NULL)
    return NULL;

  /* The pointer's window and one on either side. */
  t = g_array_index (self->t, double, window);
  session = gp_document_get_session (document);
  clock = gp_time_uses_clock (self->duration);
  for (guint i = 0; i < gp_session_get_n_events (session); i++)
    {
      const GpEvent *event = gp_session_get_event (session, i);
      g_autofree char *at = NULL;
      g_autofree char *label = NULL;

      if (event->t < t - self->window_s || event->t >= t + 2 * self->window_s)
        continue;
      if (++n_near > MAX_TOOLTIP_EVENTS)
        continue;
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append_c (text, '\n');
      at = gp_time_format (event->t, 0.001, clock);
      label = gp_event_format_label (event);
      g_string_append_printf (text, "%s  %s", at, label);
    }
  if (n_near > MAX_TOOLTIP_EVENTS)
    {
      g_string_append_c (text, '\n');
      /* Translators: the last line of a tooltip's list of events */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "… and %u more event", "… and %u more events",
                                                 n_near - MAX_TOOLTIP_EVENTS),
                              n_near - MAX_TOOLTIP_EVENTS);
    }

  return text != NULL ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}
