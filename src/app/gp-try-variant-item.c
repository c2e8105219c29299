/* gp-try-variant-item.c: GpTryVariantItem, one variant of Try Fixes: planned, then measured
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

/* The texts are those of try's text table (core/document/gp-try-table.c): the median with one
 * decimal (CPU none), the range beside it once there are two runs, and the mark against the
 * original, which has none. The table's cells bind the string properties; a mark's style ("success",
 * "error", "dim-label") is bound as css-classes, and "action-target" is the name as a GVariant for
 * the row's Open Comparison button (`try.open-comparison`). */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "gp-error.h"
#include "gp-try-variant-item.h"

struct _GpTryVariantItem
{
  GObject      parent_instance;

  char        *name;
  char        *description;
  char        *command;
  guint        runs;
  char        *latency_text;
  char        *latency_mark;
  const char  *latency_class;   /* "success", "error", "dim-label" */
  char        *fps_text;
  char        *fps_mark;
  const char  *fps_class;
  char        *cpu_text;
  GStrv        cleared;
  GStrv        findings_new;
  GStrv        sessions;
};

G_DEFINE_FINAL_TYPE (GpTryVariantItem, gp_try_variant_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_COMMAND,
  PROP_RUNS_TEXT,
  PROP_LATENCY_TEXT,
  PROP_LATENCY_MARK,
  PROP_LATENCY_CLASSES,
  PROP_FPS_TEXT,
  PROP_FPS_MARK,
  PROP_FPS_CLASSES,
  PROP_CPU_TEXT,
  PROP_CLEARED_TEXT,
  PROP_NEW_TEXT,
  PROP_CAN_COMPARE,
  PROP_ACTION_TARGET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gp_try_variant_item_finalize (GObject *object)
{
  GpTryVariantItem *self = (GpTryVariantItem *)object;

  g_free (self->name);
  g_free (self->description);
  g_free (self->command);
  g_free (self->latency_text);
  g_free (self->latency_mark);
  g_free (self->fps_text);
  g_free (self->fps_mark);
  g_free (self->cpu_text);
  g_strfreev (self->cleared);
  g_strfreev (self->findings_new);
  g_strfreev (self->sessions);

  G_OBJECT_CLASS (gp_try_variant_item_parent_class)->finalize (object);
}

static GStrv
mark_classes (const char *class)
{
  const char *classes[] = { class, NULL };

  return g_strdupv ((char **) classes);
}

static char *
ids_text (char **ids)
{
  return ids != NULL && ids[0] != NULL ? g_strjoinv (", ", ids) : g_strdup ("—");
}

static void
gp_try_variant_item_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  GpTryVariantItem *self = GP_TRY_VARIANT_ITEM (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;

    case PROP_COMMAND:
      g_value_set_string (value, self->command);
      break;

    case PROP_RUNS_TEXT:
      g_value_take_string (value, g_strdup_printf ("%u", self->runs));
      break;

    case PROP_LATENCY_TEXT:
      g_value_set_string (value, self->latency_text);
      break;

    case PROP_LATENCY_MARK:
      g_value_set_string (value, self->latency_mark);
      break;

    case PROP_LATENCY_CLASSES:
      g_value_take_boxed (value, mark_classes (self->latency_class));
      break;

    case PROP_FPS_TEXT:
      g_value_set_string (value, self->fps_text);
      break;

    case PROP_FPS_MARK:
      g_value_set_string (value, self->fps_mark);
      break;

    case PROP_FPS_CLASSES:
      g_value_take_boxed (value, mark_classes (self->fps_class));
      break;

    case PROP_CPU_TEXT:
      g_value_set_string (value, self->cpu_text);
      break;

    case PROP_CLEARED_TEXT:
      g_value_take_string (value, ids_text (self->cleared));
      break;

    case PROP_NEW_TEXT:
      g_value_take_string (value, ids_text (self->findings_new));
      break;

    case PROP_CAN_COMPARE:
      g_value_set_boolean (value, self->sessions[0] != NULL);
      break;

    case PROP_ACTION_TARGET:
      g_value_set_variant (value, g_variant_new_string (self->name));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_try_variant_item_class_init (GpTryVariantItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = gp_try_variant_item_finalize;
  object_class->get_property = gp_try_variant_item_get_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_COMMAND] = g_param_spec_string ("command", NULL, NULL, NULL, flags);
  properties[PROP_RUNS_TEXT] = g_param_spec_string ("runs-text", NULL, NULL, NULL, flags);
  properties[PROP_LATENCY_TEXT] = g_param_spec_string ("latency-text", NULL, NULL, NULL, flags);
  properties[PROP_LATENCY_MARK] = g_param_spec_string ("latency-mark", NULL, NULL, NULL, flags);
  properties[PROP_LATENCY_CLASSES] = g_param_spec_boxed ("latency-classes", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_FPS_TEXT] = g_param_spec_string ("fps-text", NULL, NULL, NULL, flags);
  properties[PROP_FPS_MARK] = g_param_spec_string ("fps-mark", NULL, NULL, NULL, flags);
  properties[PROP_FPS_CLASSES] = g_param_spec_boxed ("fps-classes", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_CPU_TEXT] = g_param_spec_string ("cpu-text", NULL, NULL, NULL, flags);
  properties[PROP_CLEARED_TEXT] = g_param_spec_string ("cleared-text", NULL, NULL, NULL, flags);
  properties[PROP_NEW_TEXT] = g_param_spec_string ("new-text", NULL, NULL, NULL, flags);
  properties[PROP_CAN_COMPARE] = g_param_spec_boolean ("can-compare", NULL, NULL, FALSE, flags);
  properties[PROP_ACTION_TARGET] =
    g_param_spec_variant ("action-target", NULL, NULL, G_VARIANT_TYPE_STRING, NULL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_try_variant_item_init (GpTryVariantItem *self)
{
}

static GpTryVariantItem *
item_new (const char *name)
{
  GpTryVariantItem *self = g_object_new (GP_TYPE_TRY_VARIANT_ITEM, NULL);

  self->name = g_strdup (name);
  self->latency_text = g_strdup ("—");
  self->latency_mark = g_strdup ("");
  self->fps_text = g_strdup ("—");
  self->fps_mark = g_strdup ("");
  self->latency_class = "dim-label";
  self->fps_class = "dim-label";
  self->cpu_text = g_strdup ("—");
  self->cleared = g_new0 (char *, 1);
  self->findings_new = g_new0 (char *, 1);
  self->sessions = g_new0 (char *, 1);
  return self;
}

GpTryVariantItem *
gp_try_variant_item_new (const char *name,
                         const char *description,
                         const char *command)
{
  GpTryVariantItem *self;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (command != NULL, NULL);

  self = item_new (name);
  self->description = g_strdup (description);
  self->command = g_strdup (command);
  return self;
}

/* A number member, NAN when absent or null. */
static double
number (JsonObject *object,
        const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node) || json_node_get_value_type (node) == G_TYPE_STRING)
    return NAN;
  return json_node_get_double (node);
}

/* As try's text table: "12.3" for one run, "12.3 [11.9–13.0]" for more, "—" unmeasured. */
static char *
range_text (JsonObject *object,
            const char *prefix,
            int         decimals,
            guint       runs)
{
  g_autofree char *m = g_strconcat (prefix, "_median", NULL);
  g_autofree char *lo = g_strconcat (prefix, "_min", NULL);
  g_autofree char *hi = g_strconcat (prefix, "_max", NULL);
  double median = number (object, m);
  double min = number (object, lo);
  double max = number (object, hi);

  if (isnan (median))
    return g_strdup ("—");
  if (runs < 2 || isnan (min) || isnan (max))
    return g_strdup_printf ("%.*f", decimals, median);
  return g_strdup_printf ("%.*f [%.*f–%.*f]", decimals, median, decimals, min, decimals, max);
}

/* The mark and its style class. */
static char *
mark_text (JsonObject  *object,
           const char  *member,
           gboolean     is_base,
           gboolean     measured,
           const char **class)
{
  const char *delta = json_object_get_string_member_with_default (object, member, "unknown");

  *class = "dim-label";
  if (is_base || !measured)
    return g_strdup ("");
  if (g_str_equal (delta, "better"))
    {
      *class = "success";
      /* Translators: a variant's figure against the original's */
      return g_strdup (_("better"));
    }
  if (g_str_equal (delta, "worse"))
    {
      *class = "error";
      /* Translators: a variant's figure against the original's */
      return g_strdup (_("worse"));
    }
  /* One run on a side: no spread to judge by, so no mark. */
  if (g_str_equal (delta, "one run"))
    return g_strdup ("");
  /* The ranges overlap, or one side was not measured. */
  return g_strdup ("≈");
}

static GStrv
strings (JsonObject *object,
         const char *member)
{
  JsonArray *array = json_object_has_member (object, member) ? json_object_get_array_member (object, member)
                                                             : NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        g_strv_builder_add (builder, json_node_get_string (node));
    }
  return g_strv_builder_end (builder);
}

GpTryVariantItem *
gp_try_variant_item_new_from_json (JsonObject  *object,
                                   GError     **error)
{
  g_autoptr(GpTryVariantItem) self = NULL;
  const char *name;
  gboolean is_base;

  g_return_val_if_fail (object != NULL, NULL);
  g_return_val_if_fail (!error || !*error, NULL);

  name = json_object_get_string_member_with_default (object, "name", NULL);
  if (name == NULL || !json_object_has_member (object, "runs"))
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, _("A row of the table has no name or runs"));
      return NULL;
    }

  self = item_new (name);
  is_base = g_str_equal (name, "original");
  self->runs = (guint) CLAMP (json_object_get_int_member (object, "runs"), 0, G_MAXUINT);
  g_free (self->latency_text);
  self->latency_text = range_text (object, "latency_ms_p95", 1, self->runs);
  g_free (self->latency_mark);
  self->latency_mark = mark_text (object, "latency", is_base, !isnan (number (object, "latency_ms_p95_median")),
                                   &self->latency_class);
  g_free (self->fps_text);
  self->fps_text = range_text (object, "fps", 1, self->runs);
  g_free (self->fps_mark);
  self->fps_mark = mark_text (object, "fps", is_base, !isnan (number (object, "fps_median")), &self->fps_class);
  if (!isnan (number (object, "cpu_pct_median")))
    {
      g_free (self->cpu_text);
      self->cpu_text = g_strdup_printf ("%.0f", number (object, "cpu_pct_median"));
    }
  g_strfreev (self->cleared);
  self->cleared = strings (object, "findings_cleared");
  g_strfreev (self->findings_new);
  self->findings_new = strings (object, "findings_new");
  g_strfreev (self->sessions);
  self->sessions = strings (object, "sessions");

  return g_steal_pointer (&self);
}

const char *
gp_try_variant_item_get_name (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return self->name;
}

const char *
gp_try_variant_item_get_description (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return self->description;
}

const char *
gp_try_variant_item_get_command (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return self->command;
}

guint
gp_try_variant_item_get_runs (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), 0);

  return self->runs;
}

const char *
gp_try_variant_item_get_latency_text (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return self->latency_text;
}

const char *
gp_try_variant_item_get_latency_mark (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return self->latency_mark;
}

const char *
gp_try_variant_item_get_fps_text (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return self->fps_text;
}

const char *
gp_try_variant_item_get_fps_mark (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return self->fps_mark;
}

const char *
gp_try_variant_item_get_cpu_text (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return self->cpu_text;
}

const char * const *
gp_try_variant_item_get_cleared (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return (const char * const *) self->cleared;
}

const char * const *
gp_try_variant_item_get_findings_new (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return (const char * const *) self->findings_new;
}

const char * const *
gp_try_variant_item_get_sessions (GpTryVariantItem *self)
{
  g_return_val_if_fail (GP_IS_TRY_VARIANT_ITEM (self), NULL);

  return (const char * const *) self->sessions;
}
