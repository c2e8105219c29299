/* gp-session-header.c: GpSessionHeader, the strip over a session: title, target, command, verdict
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

/* GpSessionHeader is the strip over a session's views: its title, target and command, the verdict
 * line (the loader's message until the document is complete), an icon of the top finding's
 * severity, and the top finding, all from GpDocument's properties.
 *
 * Everything shown is bound in the template; the closures below map the document's state to the
 * verdict line, its icon and the strip's class. :compact (a small window: GpWindow binds it to its
 * folded panes) makes it one line: the title, the verdict's icon and its line ellipsized; the
 * target, the command and the top finding are left out (the findings pane has them). */

#include "config.h"

#include "gp-session-header.h"

struct _GpSessionHeader
{
  GtkWidget   parent_instance;

  GpDocument *document;
  char       *message;
  gboolean    compact;

  /* Template children */
  GtkBox     *strip;
  GtkWidget  *verdict_box;
  GtkLabel   *verdict_label;
};

G_DEFINE_FINAL_TYPE (GpSessionHeader, gp_session_header, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_MESSAGE,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
verdict_text (GpSessionHeader *self,
              gboolean         complete,
              const char      *verdict_header,
              const char      *message)
{
  /* Still computing: the loader says how far it got. */
  return g_strdup (complete ? verdict_header : message);
}

static const char *
level_or_pending (const char *level)
{
  return level != NULL ? level : "pending";
}

static char *
verdict_icon_name (GpSessionHeader *self,
                   const char      *level)
{
  static const struct { const char *level; const char *icon; } icons[] = {
    { "pending", "content-loading-symbolic" },
    { "ok", "emblem-ok-symbolic" },
    { "high", "dialog-error-symbolic" },
    { "medium", "dialog-warning-symbolic" },
  };

  level = level_or_pending (level);
  for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
    if (g_str_equal (level, icons[i].level))
      return g_strdup (icons[i].icon);

  return g_strdup ("dialog-information-symbolic");
}

/* The strip's classes: its own and the verdict's (style.css colours the
 * icon by it); a document still computing is "info". */
static GStrv
strip_css_classes (GpSessionHeader *self,
                   const char      *level,
                   gboolean         compact)
{
  const char *classes[] = { "session-strip", level != NULL ? level : "info",
                            compact ? "compact" : NULL, NULL };

  return g_strdupv ((char **) classes);
}

/* A line the compact strip leaves out, else shown when it has text. */
static gboolean
is_shown (GpSessionHeader *self,
          gboolean         compact,
          const char      *text)
{
  return !compact && text != NULL && *text != '\0';
}

static void
gp_session_header_dispose (GObject *object)
{
  GpSessionHeader *self = (GpSessionHeader *)object;
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), GP_TYPE_SESSION_HEADER);
  /* The template's root child has no id: unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (gp_session_header_parent_class)->dispose (object);
}

static void
gp_session_header_finalize (GObject *object)
{
  GpSessionHeader *self = (GpSessionHeader *)object;

  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (gp_session_header_parent_class)->finalize (object);
}

static void
gp_session_header_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  GpSessionHeader *self = GP_SESSION_HEADER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;

    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_session_header_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  GpSessionHeader *self = GP_SESSION_HEADER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      gp_session_header_set_document (self, g_value_get_object (value));
      break;

    case PROP_MESSAGE:
      gp_session_header_set_message (self, g_value_get_string (value));
      break;

    case PROP_COMPACT:
      gp_session_header_set_compact (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_session_header_class_init (GpSessionHeaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gp_session_header_dispose;
  object_class->finalize = gp_session_header_finalize;
  object_class->get_property = gp_session_header_get_property;
  object_class->set_property = gp_session_header_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         GP_TYPE_DOCUMENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* One line, for a small window. */
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gstprofile/Inspector/ui/gp-session-header.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_bind_template_callback (widget_class, verdict_text);
  gtk_widget_class_bind_template_callback (widget_class, verdict_icon_name);
  gtk_widget_class_bind_template_callback (widget_class, strip_css_classes);
  gtk_widget_class_bind_template_child (widget_class, GpSessionHeader, strip);
  gtk_widget_class_bind_template_child (widget_class, GpSessionHeader, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, GpSessionHeader, verdict_label);
  gtk_widget_class_bind_template_callback (widget_class, is_shown);
}

static void
gp_session_header_init (GpSessionHeader *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GpDocument *
gp_session_header_get_document (GpSessionHeader *self)
{
  g_return_val_if_fail (GP_IS_SESSION_HEADER (self), NULL);

  return self->document;
}

void
gp_session_header_set_document (GpSessionHeader *self,
                                GpDocument      *document)
{
  g_return_if_fail (GP_IS_SESSION_HEADER (self));
  g_return_if_fail (!document || GP_IS_DOCUMENT (document));

  if (g_set_object (&self->document, document))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

const char *
gp_session_header_get_message (GpSessionHeader *self)
{
  g_return_val_if_fail (GP_IS_SESSION_HEADER (self), NULL);

  return self->message;
}

void
gp_session_header_set_message (GpSessionHeader *self,
                               const char      *message)
{
  g_return_if_fail (GP_IS_SESSION_HEADER (self));

  if (g_strcmp0 (self->message, message) == 0)
    return;

  g_free (self->message);
  self->message = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

gboolean
gp_session_header_get_compact (GpSessionHeader *self)
{
  g_return_val_if_fail (GP_IS_SESSION_HEADER (self), FALSE);

  return self->compact;
}

void
gp_session_header_set_compact (GpSessionHeader *self,
                               gboolean         compact)
{
  g_return_if_fail (GP_IS_SESSION_HEADER (self));

  compact = !!compact;
  if (self->compact == compact)
    return;

  self->compact = compact;
  /* Side by side on one line; the verdict ellipsized (its tooltip has it whole). */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->strip),
                                  compact ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (self->strip, compact ? 12 : 2);
  gtk_widget_set_margin_top (self->verdict_box, compact ? 0 : 4);
  gtk_widget_set_valign (self->verdict_box, compact ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  gtk_label_set_wrap (self->verdict_label, !compact);
  gtk_label_set_ellipsize (self->verdict_label, compact ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}
