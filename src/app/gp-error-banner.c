/* gp-error-banner.c: GpErrorBanner, an error or warning above a session that stays shown
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

/* When a session is on screen and something else fails (a second file, a comparison, a re-run, a
 * capture's link), the window keeps the session and says so here (ui/gp-error-banner.ui): a
 * GtkRevealer around a box styled `.error-banner` (`.warning` for what did not fail outright: a
 * session saved elsewhere), the title and sentence wrapped, the raw message behind Details. Its
 * texts are properties the template binds; the window sets them with gp_error_banner_show(). */

#include "config.h"

#include "gp-error-banner.h"

struct _GpErrorBanner
{
  GtkWidget   parent_instance;

  GtkWidget  *box;

  char       *title;
  char       *message;
  char       *detail;
  gboolean    warning;
  gboolean    revealed;
  gboolean    show_detail;
};

G_DEFINE_FINAL_TYPE (GpErrorBanner, gp_error_banner, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_MESSAGE,
  PROP_DETAIL,
  PROP_WARNING,
  PROP_REVEALED,
  PROP_SHOW_DETAIL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Template closures. */

static gboolean
is_set (GpErrorBanner *self,
        const char    *text)
{
  return text != NULL && *text != '\0';
}

static char *
icon_name (GpErrorBanner *self,
           gboolean       warning)
{
  return g_strdup (warning ? "dialog-warning-symbolic" : "dialog-error-symbolic");
}

static void
on_close_clicked_cb (GpErrorBanner *self)
{
  g_assert (GP_IS_ERROR_BANNER (self));

  gp_error_banner_dismiss (self);
}

static gboolean
replace_string (char       **field,
                const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

static void
gp_error_banner_dispose (GObject *object)
{
  GpErrorBanner *self = (GpErrorBanner *)object;
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_ERROR_BANNER);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (gp_error_banner_parent_class)->dispose (object);
}

static void
gp_error_banner_finalize (GObject *object)
{
  GpErrorBanner *self = (GpErrorBanner *)object;

  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->detail, g_free);

  G_OBJECT_CLASS (gp_error_banner_parent_class)->finalize (object);
}

static void
gp_error_banner_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GpErrorBanner *self = GP_ERROR_BANNER (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;

    case PROP_DETAIL:
      g_value_set_string (value, self->detail);
      break;

    case PROP_WARNING:
      g_value_set_boolean (value, self->warning);
      break;

    case PROP_REVEALED:
      g_value_set_boolean (value, self->revealed);
      break;

    case PROP_SHOW_DETAIL:
      g_value_set_boolean (value, self->show_detail);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_error_banner_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GpErrorBanner *self = GP_ERROR_BANNER (object);

  switch (prop_id)
    {
    case PROP_SHOW_DETAIL:
      gp_error_banner_set_show_detail (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_error_banner_class_init (GpErrorBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_error_banner_dispose;
  object_class->finalize = gp_error_banner_finalize;
  object_class->get_property = gp_error_banner_get_property;
  object_class->set_property = gp_error_banner_set_property;

  /* What failed, in bold. */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* Why, in one sentence. */
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* The raw message, behind Details; NULL hides the toggle. */
  properties[PROP_DETAIL] =
    g_param_spec_string ("detail", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* A warning (something done another way) rather than an error. */
  properties[PROP_WARNING] =
    g_param_spec_boolean ("warning", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* On screen (between gp_error_banner_show() and its dismissal). */
  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* Whether the details are shown. */
  properties[PROP_SHOW_DETAIL] =
    g_param_spec_boolean ("show-detail", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-error-banner.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_child (widget_class, GpErrorBanner, box);
  gtk_widget_class_bind_template_callback (widget_class, is_set);
  gtk_widget_class_bind_template_callback (widget_class, icon_name);
  gtk_widget_class_bind_template_callback (widget_class, on_close_clicked_cb);
}

static void
gp_error_banner_init (GpErrorBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gp_error_banner_new (void)
{
  return g_object_new (GP_TYPE_ERROR_BANNER, NULL);
}

void
gp_error_banner_show (GpErrorBanner *self,
                      const char    *title,
                      const char    *message,
                      const char    *detail,
                      gboolean       warning)
{
  g_return_if_fail (GP_IS_ERROR_BANNER (self));

  warning = !!warning;
  g_object_freeze_notify (G_OBJECT (self));
  if (replace_string (&self->title, title))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  if (replace_string (&self->message, message))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
  if (replace_string (&self->detail, detail))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DETAIL]);
  if (self->warning != warning)
    {
      self->warning = warning;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WARNING]);
    }
  if (warning)
    gtk_widget_add_css_class (self->box, "warning");
  else
    gtk_widget_remove_css_class (self->box, "warning");
  gp_error_banner_set_show_detail (self, FALSE);
  if (!self->revealed)
    {
      self->revealed = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

void
gp_error_banner_dismiss (GpErrorBanner *self)
{
  g_return_if_fail (GP_IS_ERROR_BANNER (self));

  if (!self->revealed)
    return;
  self->revealed = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

gboolean
gp_error_banner_get_revealed (GpErrorBanner *self)
{
  g_return_val_if_fail (GP_IS_ERROR_BANNER (self), FALSE);

  return self->revealed;
}

gboolean
gp_error_banner_get_warning (GpErrorBanner *self)
{
  g_return_val_if_fail (GP_IS_ERROR_BANNER (self), FALSE);

  return self->warning;
}

const char *
gp_error_banner_get_title (GpErrorBanner *self)
{
  g_return_val_if_fail (GP_IS_ERROR_BANNER (self), NULL);

  return self->title;
}

const char *
gp_error_banner_get_message (GpErrorBanner *self)
{
  g_return_val_if_fail (GP_IS_ERROR_BANNER (self), NULL);

  return self->message;
}

const char *
gp_error_banner_get_detail (GpErrorBanner *self)
{
  g_return_val_if_fail (GP_IS_ERROR_BANNER (self), NULL);

  return self->detail;
}

gboolean
gp_error_banner_get_show_detail (GpErrorBanner *self)
{
  g_return_val_if_fail (GP_IS_ERROR_BANNER (self), FALSE);

  return self->show_detail;
}

void
gp_error_banner_set_show_detail (GpErrorBanner *self,
                                 gboolean       show_detail)
{
  g_return_if_fail (GP_IS_ERROR_BANNER (self));

  show_detail = !!show_detail;
  if (self->show_detail == show_detail)
    return;
  self->show_detail = show_detail;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_DETAIL]);
}
