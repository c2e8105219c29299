/* gp-try-run-item.c: GpTryRunItem, one run of Try Fixes as the dialog lists it
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

/* The items of GpTryProcess's runs model; the dialog's run list binds "title", "summary" and
 * "icon-name" in its row template (ui/gp-try-dialog.ui). */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-try-run-item.h"

struct _GpTryRunItem
{
  GObject   parent_instance;

  char     *variant;
  guint     run;
  gboolean  failed;
  char     *summary;
  char     *session;
};

G_DEFINE_FINAL_TYPE (GpTryRunItem, gp_try_run_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_RUN,
  PROP_FAILED,
  PROP_SUMMARY,
  PROP_SESSION,
  PROP_TITLE,
  PROP_ICON_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gp_try_run_item_finalize (GObject *object)
{
  GpTryRunItem *self = (GpTryRunItem *)object;

  g_free (self->variant);
  g_free (self->summary);
  g_free (self->session);

  G_OBJECT_CLASS (gp_try_run_item_parent_class)->finalize (object);
}

static void
gp_try_run_item_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GpTryRunItem *self = GP_TRY_RUN_ITEM (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_string (value, self->variant);
      break;

    case PROP_RUN:
      g_value_set_uint (value, self->run);
      break;

    case PROP_FAILED:
      g_value_set_boolean (value, self->failed);
      break;

    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;

    case PROP_SESSION:
      g_value_set_string (value, self->session);
      break;

    case PROP_TITLE:
      /* Translators: a run of Try Fixes: the variant, then the run number */
      g_value_take_string (value, g_strdup_printf (_("%s #%u"), self->variant, self->run));
      break;

    case PROP_ICON_NAME:
      g_value_set_string (value, self->failed ? "dialog-warning-symbolic" : "object-select-symbolic");
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_try_run_item_class_init (GpTryRunItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gp_try_run_item_finalize;
  object_class->get_property = gp_try_run_item_get_property;

  properties[PROP_VARIANT] =
    g_param_spec_string ("variant", NULL, NULL, NULL, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_RUN] =
    g_param_spec_uint ("run", NULL, NULL, 0, G_MAXUINT, 0, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_FAILED] =
    g_param_spec_boolean ("failed", NULL, NULL, FALSE, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_SESSION] =
    g_param_spec_string ("session", NULL, NULL, NULL, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL, (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_try_run_item_init (GpTryRunItem *self)
{
}

GpTryRunItem *
gp_try_run_item_new (const char *variant,
                     guint       run,
                     gboolean    failed,
                     const char *summary,
                     const char *session)
{
  GpTryRunItem *self;

  g_return_val_if_fail (variant != NULL, NULL);
  g_return_val_if_fail (summary != NULL, NULL);

  self = g_object_new (GP_TYPE_TRY_RUN_ITEM, NULL);
  self->variant = g_strdup (variant);
  self->run = run;
  self->failed = failed;
  /* Translators: a run of Try Fixes that failed, then what the run said */
  self->summary = failed ? g_strdup_printf (_("failed: %s"), summary) : g_strdup (summary);
  self->session = g_strdup (session);

  return self;
}

const char *
gp_try_run_item_get_variant (GpTryRunItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_RUN_ITEM (self), NULL);

  return self->variant;
}

guint
gp_try_run_item_get_run (GpTryRunItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_RUN_ITEM (self), 0);

  return self->run;
}

gboolean
gp_try_run_item_get_failed (GpTryRunItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_RUN_ITEM (self), FALSE);

  return self->failed;
}

const char *
gp_try_run_item_get_summary (GpTryRunItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_RUN_ITEM (self), NULL);

  return self->summary;
}

const char *
gp_try_run_item_get_session (GpTryRunItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_RUN_ITEM (self), NULL);

  return self->session;
}
