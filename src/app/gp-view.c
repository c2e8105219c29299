/* gp-view.c: GpView, the base of the views of one window's document
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

/* The derivable base of the graph, the charts and the panes (the one real extension point of the
 * app): it holds `document` and `view-state`, a GSignalGroup on each and a GBindingGroup on the
 * view state, so that a view connects its handlers once, in init, and they follow whatever document
 * and view state the window gives it. Subclasses get hooks run after a change, before the
 * notify. */

#include "config.h"

#include "gp-view.h"

typedef struct
{
  GpDocument    *document;
  GpViewState   *view_state;
  GSignalGroup  *document_signals;
  GSignalGroup  *view_state_signals;
  GBindingGroup *view_state_bindings;
} GpViewPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (GpView, gp_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_VIEW_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gp_view_dispose (GObject *object)
{
  GpView *self = (GpView *)object;
  GpViewPrivate *priv = gp_view_get_instance_private (self);

  /* No hook runs from here: the subclass is already disposed. */
  g_signal_group_set_target (priv->document_signals, NULL);
  g_signal_group_set_target (priv->view_state_signals, NULL);
  g_binding_group_set_source (priv->view_state_bindings, NULL);
  g_clear_object (&priv->document);
  g_clear_object (&priv->view_state);

  G_OBJECT_CLASS (gp_view_parent_class)->dispose (object);
}

static void
gp_view_finalize (GObject *object)
{
  GpView *self = (GpView *)object;
  GpViewPrivate *priv = gp_view_get_instance_private (self);

  g_clear_object (&priv->document_signals);
  g_clear_object (&priv->view_state_signals);
  g_clear_object (&priv->view_state_bindings);

  G_OBJECT_CLASS (gp_view_parent_class)->finalize (object);
}

static void
gp_view_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  GpView *self = GP_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, gp_view_get_document (self));
      break;

    case PROP_VIEW_STATE:
      g_value_set_object (value, gp_view_get_view_state (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_view_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  GpView *self = GP_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      gp_view_set_document (self, g_value_get_object (value));
      break;

    case PROP_VIEW_STATE:
      gp_view_set_view_state (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_view_class_init (GpViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_view_dispose;
  object_class->finalize = gp_view_finalize;
  object_class->get_property = gp_view_get_property;
  object_class->set_property = gp_view_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         GP_TYPE_DOCUMENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VIEW_STATE] =
    g_param_spec_object ("view-state", NULL, NULL,
                         GP_TYPE_VIEW_STATE,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_view_init (GpView *self)
{
  GpViewPrivate *priv = gp_view_get_instance_private (self);

  priv->document_signals = g_signal_group_new (GP_TYPE_DOCUMENT);
  priv->view_state_signals = g_signal_group_new (GP_TYPE_VIEW_STATE);
  priv->view_state_bindings = g_binding_group_new ();
}

GpDocument *
gp_view_get_document (GpView *self)
{
  GpViewPrivate *priv = gp_view_get_instance_private (self);

  g_return_val_if_fail (GP_IS_VIEW (self), NULL);

  return priv->document;
}

void
gp_view_set_document (GpView     *self,
                      GpDocument *document)
{
  GpViewPrivate *priv = gp_view_get_instance_private (self);
  g_autoptr(GpDocument) previous = NULL;

  g_return_if_fail (GP_IS_VIEW (self));
  g_return_if_fail (!document || GP_IS_DOCUMENT (document));

  if (priv->document == document)
    return;

  previous = g_steal_pointer (&priv->document);
  g_set_object (&priv->document, document);
  g_signal_group_set_target (priv->document_signals, document);
  if (GP_VIEW_GET_CLASS (self)->document_set != NULL)
    GP_VIEW_GET_CLASS (self)->document_set (self, previous);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

GpViewState *
gp_view_get_view_state (GpView *self)
{
  GpViewPrivate *priv = gp_view_get_instance_private (self);

  g_return_val_if_fail (GP_IS_VIEW (self), NULL);

  return priv->view_state;
}

void
gp_view_set_view_state (GpView      *self,
                        GpViewState *view_state)
{
  GpViewPrivate *priv = gp_view_get_instance_private (self);
  g_autoptr(GpViewState) previous = NULL;

  g_return_if_fail (GP_IS_VIEW (self));
  g_return_if_fail (!view_state || GP_IS_VIEW_STATE (view_state));

  if (priv->view_state == view_state)
    return;

  previous = g_steal_pointer (&priv->view_state);
  g_set_object (&priv->view_state, view_state);
  g_signal_group_set_target (priv->view_state_signals, view_state);
  g_binding_group_set_source (priv->view_state_bindings, view_state);
  if (GP_VIEW_GET_CLASS (self)->view_state_set != NULL)
    GP_VIEW_GET_CLASS (self)->view_state_set (self, previous);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_STATE]);
}

GSignalGroup *
gp_view_get_document_signals (GpView *self)
{
  GpViewPrivate *priv = gp_view_get_instance_private (self);

  g_return_val_if_fail (GP_IS_VIEW (self), NULL);

  return priv->document_signals;
}

GSignalGroup *
gp_view_get_view_state_signals (GpView *self)
{
  GpViewPrivate *priv = gp_view_get_instance_private (self);

  g_return_val_if_fail (GP_IS_VIEW (self), NULL);

  return priv->view_state_signals;
}

GBindingGroup *
gp_view_get_view_state_bindings (GpView *self)
{
  GpViewPrivate *priv = gp_view_get_instance_private (self);

  g_return_val_if_fail (GP_IS_VIEW (self), NULL);

  return priv->view_state_bindings;
}
