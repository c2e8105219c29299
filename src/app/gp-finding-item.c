/* gp-finding-item.c: GpFindingItem, one finding of a document as a list item
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

/* The findings pane's list model holds these: the finding, borrowed from the document (which the
 * item keeps alive), what its card's header shows as read-only properties the row template binds
 * (`title`, `subtitle`, `severity-label`), and what the view adds to it: `expanded`, whether its
 * card is open, kept by the item, not the card, so that a GtkListView that recycles the card for
 * another finding and makes one again when it scrolls back finds the finding open as it was (the
 * pane uses it to focus the finding); `populated`, whether its card shows its text yet. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-finding-item.h"
#include "gp-finding-row.h"
#include "gp-model-enums.h"

struct _GpFindingItem
{
  GObject          parent_instance;

  GpDocument      *document;
  const GpFinding *finding;    /* the document's */
  char            *subtitle;   /* made when first asked */
  gboolean         expanded;
  gboolean         populated;
};

G_DEFINE_FINAL_TYPE (GpFindingItem, gp_finding_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_EXPANDED,
  PROP_ID,
  PROP_POPULATED,
  PROP_SEVERITY,
  PROP_SEVERITY_LABEL,
  PROP_SUBTITLE,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gp_finding_item_dispose (GObject *object)
{
  GpFindingItem *self = (GpFindingItem *)object;

  g_clear_object (&self->document);
  self->finding = NULL;

  G_OBJECT_CLASS (gp_finding_item_parent_class)->dispose (object);
}

static void
gp_finding_item_finalize (GObject *object)
{
  GpFindingItem *self = (GpFindingItem *)object;

  g_clear_pointer (&self->subtitle, g_free);

  G_OBJECT_CLASS (gp_finding_item_parent_class)->finalize (object);
}

static void
gp_finding_item_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GpFindingItem *self = GP_FINDING_ITEM (object);

  switch (prop_id)
    {
    case PROP_EXPANDED:
      g_value_set_boolean (value, self->expanded);
      break;

    case PROP_ID:
      g_value_set_string (value, gp_finding_item_get_id (self));
      break;

    case PROP_POPULATED:
      g_value_set_boolean (value, self->populated);
      break;

    case PROP_SEVERITY:
      g_value_set_enum (value, self->finding->severity);
      break;

    case PROP_SEVERITY_LABEL:
      g_value_set_string (value, gp_finding_row_severity_text (self->finding->severity));
      break;

    case PROP_SUBTITLE:
      g_value_set_string (value, gp_finding_item_get_subtitle (self));
      break;

    case PROP_TITLE:
      g_value_set_string (value, self->finding->title);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_item_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  GpFindingItem *self = GP_FINDING_ITEM (object);

  switch (prop_id)
    {
    case PROP_EXPANDED:
      gp_finding_item_set_expanded (self, g_value_get_boolean (value));
      break;

    case PROP_POPULATED:
      gp_finding_item_set_populated (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_finding_item_class_init (GpFindingItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_finding_item_dispose;
  object_class->finalize = gp_finding_item_finalize;
  object_class->get_property = gp_finding_item_get_property;
  object_class->set_property = gp_finding_item_set_property;

  properties[PROP_EXPANDED] =
    g_param_spec_boolean ("expanded", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /* Whether its card shows its title and subtitle: the findings pane holds
   * them back for the cards past the first screenful in the frame that
   * shows them (GTK 4.8's list view makes a card for every finding). */
  properties[PROP_POPULATED] =
    g_param_spec_boolean ("populated", NULL, NULL,
                          TRUE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_SEVERITY] =
    g_param_spec_enum ("severity", NULL, NULL,
                       GP_TYPE_SEVERITY,
                       GP_SEVERITY_INFO,
                       (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /* "High", "Medium", "Info": the card's badge. */
  properties[PROP_SEVERITY_LABEL] =
    g_param_spec_string ("severity-label", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  /* "SW · #1 · 33% of processing time · heuristic" */
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_finding_item_init (GpFindingItem *self)
{
  self->populated = TRUE;
}

GpFindingItem *
gp_finding_item_new (GpDocument      *document,
                     const GpFinding *finding)
{
  GpFindingItem *self;

  g_return_val_if_fail (GP_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (finding != NULL, NULL);

  self = g_object_new (GP_TYPE_FINDING_ITEM, NULL);
  self->document = g_object_ref (document);
  self->finding = finding;

  return self;
}

const GpFinding *
gp_finding_item_get_finding (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->finding;
}

GpDocument *
gp_finding_item_get_document (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->document;
}

const char *
gp_finding_item_get_id (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->finding->id;
}

/* The rule, the rank, the share of the processing time and the heuristic
 * tag: in the subtitle, not beside the title, as the pane is narrow. */
const char *
gp_finding_item_get_subtitle (GpFindingItem *self)
{
  const GpFinding *finding;
  GString *subtitle;

  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  if (self->subtitle != NULL)
    return self->subtitle;

  finding = self->finding;
  subtitle = g_string_new (finding->rule);
  if (finding->rank > 0)
    /* Translators: the rank of a finding, e.g. "ZC · #1" */
    g_string_append_printf (subtitle, " · #%u", finding->rank);
  if (!isnan (finding->share_of_latency_pct))
    /* Translators: share of the per-element processing time */
    g_string_append_printf (subtitle, _(" · %.0f%% of processing time"),
                            finding->share_of_latency_pct);
  if (finding->heuristic)
    /* Translators: a finding of a rule not yet verified on hardware */
    g_string_append (subtitle, _(" · heuristic"));
  self->subtitle = g_string_free (subtitle, FALSE);
  return self->subtitle;
}

gboolean
gp_finding_item_get_expanded (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), FALSE);

  return self->expanded;
}

void
gp_finding_item_set_expanded (GpFindingItem *self,
                              gboolean       expanded)
{
  g_return_if_fail (GP_IS_FINDING_ITEM (self));

  expanded = !!expanded;
  if (self->expanded == expanded)
    return;

  self->expanded = expanded;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPANDED]);
}

gboolean
gp_finding_item_get_populated (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), FALSE);

  return self->populated;
}

void
gp_finding_item_set_populated (GpFindingItem *self,
                               gboolean       populated)
{
  g_return_if_fail (GP_IS_FINDING_ITEM (self));

  populated = !!populated;
  if (self->populated == populated)
    return;

  self->populated = populated;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POPULATED]);
}
