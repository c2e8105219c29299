/* gp-capture-bar.c: GpCaptureBar, the status of a capture in progress, with Stop
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

/* Shown over a window's views while its GpLiveCapture runs: the capture's state, elapsed time,
 * windows, lines per second (measured over at least RATE_SPAN_S) and dropped lines, refreshed a few
 * times a second rather than on every window, and Stop (`capture.stop`). */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-capture-bar.h"

#define REFRESH_MS 250
/* lines/s is measured over at least this long */
#define RATE_SPAN_S 1.0

struct _GpCaptureBar
{
  GtkBox      parent_instance;

  GpCapture  *capture;
  guint       refresh_source;
  double      rate_elapsed;
  guint64     rate_lines;
  double      lines_per_s;
  char       *status;

  /* Template widgets */
  GtkSpinner *spinner;
  GtkLabel   *state_label;
  GtkLabel   *status_label;
  GtkButton  *stop_button;
};

G_DEFINE_FINAL_TYPE (GpCaptureBar, gp_capture_bar, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_CAPTURE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
format_elapsed (double seconds)
{
  guint total = seconds > 0 ? (guint) seconds : 0;

  if (total >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", total / 3600, (total / 60) % 60, total % 60);
  return g_strdup_printf ("%u:%02u", total / 60, total % 60);
}

static void
update (GpCaptureBar *self)
{
  g_autofree char *elapsed_text = NULL;
  g_autofree char *windows_text = NULL;
  g_autofree char *rate_text = NULL;
  g_autofree char *dropped_text = NULL;
  GpCaptureState state;
  const char *state_text;
  double elapsed;
  guint64 lines;
  guint64 dropped;
  guint n_windows;

  g_assert (GP_IS_CAPTURE_BAR (self));

  if (self->capture == NULL)
    {
      gtk_label_set_label (self->state_label, "");
      gtk_label_set_label (self->status_label, "");
      g_clear_pointer (&self->status, g_free);
      gtk_spinner_set_spinning (self->spinner, FALSE);
      return;
    }

  state = gp_capture_get_state (self->capture);
  elapsed = gp_capture_get_elapsed (self->capture);
  lines = gp_capture_get_lines_read (self->capture);
  dropped = gp_capture_get_lines_dropped (self->capture);
  n_windows = gp_capture_get_n_windows (self->capture);

  if (elapsed - self->rate_elapsed >= RATE_SPAN_S)
    {
      self->lines_per_s = (double) (lines - self->rate_lines) / (elapsed - self->rate_elapsed);
      self->rate_elapsed = elapsed;
      self->rate_lines = lines;
    }

  switch (state)
    {
    case GP_CAPTURE_STATE_IDLE:
      state_text = _("Starting…");
      break;
    case GP_CAPTURE_STATE_RUNNING:
      state_text = _("Capturing");
      break;
    case GP_CAPTURE_STATE_STOPPING:
      state_text = _("Stopping…");
      break;
    case GP_CAPTURE_STATE_FINISHED:
    default:
      state_text = _("Finished");
      break;
    }

  elapsed_text = format_elapsed (elapsed);
  windows_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u window", "%u windows", n_windows),
                                  n_windows);
  /* Translators: a rate of tracer log lines */
  rate_text = g_strdup_printf (_("%.0f lines/s"), self->lines_per_s);
  dropped_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%" G_GUINT64_FORMAT " dropped line",
                                               "%" G_GUINT64_FORMAT " dropped lines", dropped),
                                  dropped);

  g_free (self->status);
  self->status = g_strjoin (" · ", elapsed_text, windows_text, rate_text, dropped_text, NULL);

  gtk_label_set_label (self->state_label, state_text);
  gtk_label_set_label (self->status_label, self->status);
  gtk_spinner_set_spinning (self->spinner, state != GP_CAPTURE_STATE_FINISHED);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), state != GP_CAPTURE_STATE_FINISHED);
  if (dropped > 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "warning");
}

static gboolean
refresh_cb (gpointer user_data)
{
  GpCaptureBar *self = user_data;

  update (self);
  if (self->capture != NULL && gp_capture_get_state (self->capture) == GP_CAPTURE_STATE_FINISHED)
    {
      self->refresh_source = 0;
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

static void
on_capture_changed_cb (GpCaptureBar *self)
{
  g_assert (GP_IS_CAPTURE_BAR (self));

  update (self);
}

static void
gp_capture_bar_dispose (GObject *object)
{
  GpCaptureBar *self = (GpCaptureBar *)object;

  g_clear_handle_id (&self->refresh_source, g_source_remove);
  if (self->capture != NULL)
    g_signal_handlers_disconnect_by_data (self->capture, self);
  g_clear_object (&self->capture);

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_CAPTURE_BAR);

  G_OBJECT_CLASS (gp_capture_bar_parent_class)->dispose (object);
}

static void
gp_capture_bar_finalize (GObject *object)
{
  GpCaptureBar *self = (GpCaptureBar *)object;

  g_clear_pointer (&self->status, g_free);

  G_OBJECT_CLASS (gp_capture_bar_parent_class)->finalize (object);
}

static void
gp_capture_bar_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GpCaptureBar *self = GP_CAPTURE_BAR (object);

  switch (prop_id)
    {
    case PROP_CAPTURE:
      g_value_set_object (value, self->capture);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_capture_bar_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  GpCaptureBar *self = GP_CAPTURE_BAR (object);

  switch (prop_id)
    {
    case PROP_CAPTURE:
      gp_capture_bar_set_capture (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_capture_bar_class_init (GpCaptureBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_capture_bar_dispose;
  object_class->finalize = gp_capture_bar_finalize;
  object_class->get_property = gp_capture_bar_get_property;
  object_class->set_property = gp_capture_bar_set_property;

  properties[PROP_CAPTURE] =
    g_param_spec_object ("capture", NULL, NULL,
                         GP_TYPE_CAPTURE,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-capture-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, GpCaptureBar, spinner);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureBar, state_label);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureBar, status_label);
  gtk_widget_class_bind_template_child (widget_class, GpCaptureBar, stop_button);
}

static void
gp_capture_bar_init (GpCaptureBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GpCapture *
gp_capture_bar_get_capture (GpCaptureBar *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_BAR (self), NULL);

  return self->capture;
}

void
gp_capture_bar_set_capture (GpCaptureBar *self,
                            GpCapture    *capture)
{
  g_return_if_fail (GP_IS_CAPTURE_BAR (self));
  g_return_if_fail (!capture || GP_IS_CAPTURE (capture));

  if (self->capture == capture)
    return;

  g_clear_handle_id (&self->refresh_source, g_source_remove);
  if (self->capture != NULL)
    g_signal_handlers_disconnect_by_data (self->capture, self);
  g_set_object (&self->capture, capture);

  self->rate_elapsed = 0.0;
  self->rate_lines = 0;
  self->lines_per_s = 0.0;

  if (capture != NULL)
    {
      g_signal_connect_object (capture, "notify::state",
                               G_CALLBACK (on_capture_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (capture, "notify::n-windows",
                               G_CALLBACK (on_capture_changed_cb), self, G_CONNECT_SWAPPED);
      self->refresh_source = g_timeout_add (REFRESH_MS, refresh_cb, self);
    }

  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAPTURE]);
}

const char *
gp_capture_bar_get_status (GpCaptureBar *self)
{
  g_return_val_if_fail (GP_IS_CAPTURE_BAR (self), NULL);

  return self->status != NULL ? self->status : "";
}
