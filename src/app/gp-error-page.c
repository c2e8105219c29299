/* gp-error-page.c: GpErrorPage, what a window shows when a file or a capture failed and no session is shown
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

/* A page of the window's stack (ui/gp-error-page.ui): an AdwStatusPage with the title and the one
 * sentence (gp-error-text.c makes it), the window's actions as buttons, and the raw message behind
 * a Details expander, selectable for a bug report. Everything it shows is a property the template
 * binds; the window fills them (gp-window-errors.c). */

#include "config.h"

#include <adwaita.h>

#include "gp-error-page.h"

struct _GpErrorPage
{
  GtkWidget   parent_instance;

  char       *title;
  char       *message;
  char       *detail;
  char       *retry_label;
  gboolean    show_detail;
};

G_DEFINE_FINAL_TYPE (GpErrorPage, gp_error_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_MESSAGE,
  PROP_DETAIL,
  PROP_RETRY_LABEL,
  PROP_SHOW_DETAIL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Template closures. */

static gboolean
is_set (GpErrorPage *self,
        const char  *text)
{
  return text != NULL && *text != '\0';
}

/* AdwStatusPage's description is markup: the sentence is text. */
static char *
escape_markup (GpErrorPage *self,
               const char  *text)
{
  return text != NULL ? g_markup_escape_text (text, -1) : NULL;
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
gp_error_page_dispose (GObject *object)
{
  GpErrorPage *self = (GpErrorPage *)object;
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_ERROR_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (gp_error_page_parent_class)->dispose (object);
}

static void
gp_error_page_finalize (GObject *object)
{
  GpErrorPage *self = (GpErrorPage *)object;

  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->detail, g_free);
  g_clear_pointer (&self->retry_label, g_free);

  G_OBJECT_CLASS (gp_error_page_parent_class)->finalize (object);
}

static void
gp_error_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  GpErrorPage *self = GP_ERROR_PAGE (object);

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

    case PROP_RETRY_LABEL:
      g_value_set_string (value, self->retry_label);
      break;

    case PROP_SHOW_DETAIL:
      g_value_set_boolean (value, self->show_detail);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_error_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  GpErrorPage *self = GP_ERROR_PAGE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      gp_error_page_set_title (self, g_value_get_string (value));
      break;

    case PROP_MESSAGE:
      gp_error_page_set_message (self, g_value_get_string (value));
      break;

    case PROP_DETAIL:
      gp_error_page_set_detail (self, g_value_get_string (value));
      break;

    case PROP_RETRY_LABEL:
      gp_error_page_set_retry_label (self, g_value_get_string (value));
      break;

    case PROP_SHOW_DETAIL:
      gp_error_page_set_show_detail (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_error_page_class_init (GpErrorPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_error_page_dispose;
  object_class->finalize = gp_error_page_finalize;
  object_class->get_property = gp_error_page_get_property;
  object_class->set_property = gp_error_page_set_property;

  /* What failed: "Could Not Open “x.json”". */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* Why, in one sentence (text, not markup). */
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* The raw message, behind Details; NULL hides the expander. */
  properties[PROP_DETAIL] =
    g_param_spec_string ("detail", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* The label of the `win.retry` button; NULL hides it. */
  properties[PROP_RETRY_LABEL] =
    g_param_spec_string ("retry-label", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* Whether the Details expander is open. */
  properties[PROP_SHOW_DETAIL] =
    g_param_spec_boolean ("show-detail", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-error-page.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_callback (widget_class, is_set);
  gtk_widget_class_bind_template_callback (widget_class, escape_markup);
}

static void
gp_error_page_init (GpErrorPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gp_error_page_new (void)
{
  return g_object_new (GP_TYPE_ERROR_PAGE, NULL);
}

const char *
gp_error_page_get_title (GpErrorPage *self)
{
  g_return_val_if_fail (GP_IS_ERROR_PAGE (self), NULL);

  return self->title;
}

void
gp_error_page_set_title (GpErrorPage *self,
                         const char  *title)
{
  g_return_if_fail (GP_IS_ERROR_PAGE (self));

  if (replace_string (&self->title, title))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
gp_error_page_get_message (GpErrorPage *self)
{
  g_return_val_if_fail (GP_IS_ERROR_PAGE (self), NULL);

  return self->message;
}

void
gp_error_page_set_message (GpErrorPage *self,
                           const char  *message)
{
  g_return_if_fail (GP_IS_ERROR_PAGE (self));

  if (replace_string (&self->message, message))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

const char *
gp_error_page_get_detail (GpErrorPage *self)
{
  g_return_val_if_fail (GP_IS_ERROR_PAGE (self), NULL);

  return self->detail;
}

void
gp_error_page_set_detail (GpErrorPage *self,
                          const char  *detail)
{
  g_return_if_fail (GP_IS_ERROR_PAGE (self));

  if (replace_string (&self->detail, detail))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DETAIL]);
}

const char *
gp_error_page_get_retry_label (GpErrorPage *self)
{
  g_return_val_if_fail (GP_IS_ERROR_PAGE (self), NULL);

  return self->retry_label;
}

void
gp_error_page_set_retry_label (GpErrorPage *self,
                               const char  *retry_label)
{
  g_return_if_fail (GP_IS_ERROR_PAGE (self));

  if (replace_string (&self->retry_label, retry_label))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RETRY_LABEL]);
}

gboolean
gp_error_page_get_show_detail (GpErrorPage *self)
{
  g_return_val_if_fail (GP_IS_ERROR_PAGE (self), FALSE);

  return self->show_detail;
}

void
gp_error_page_set_show_detail (GpErrorPage *self,
                               gboolean     show_detail)
{
  g_return_if_fail (GP_IS_ERROR_PAGE (self));

  show_detail = !!show_detail;
  if (self->show_detail == show_detail)
    return;
  self->show_detail = show_detail;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_DETAIL]);
}
