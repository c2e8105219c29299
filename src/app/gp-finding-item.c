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
 * pane uses it to focus the finding); `populated`, whether its card shows its text yet.
 *
 * A group's item (GpFindingGroup: one rule's findings of one severity, two or more) is the same
 * card's header over its members' items, which the pane's tree list model shows below it while it
 * is expanded: its title says what and on how many ("software conversion on 66 elements"), its
 * subtitle the rule, the count and the first member's rank; it has no finding of its own (no
 * details), and `expanded` is whether its members are shown. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gp-finding-group.h"
#include "gp-finding-item.h"
#include "gp-finding-row.h"
#include "gp-model-enums.h"

struct _GpFindingItem
{
  GObject          parent_instance;

  GpDocument      *document;
  const GpFinding *finding;    /* the document's; a group's first member's */
  char            *subtitle;   /* made when first asked */
  /* A group's: its id, title and members (GpFindingItems); NULL for a
   * finding. */
  char            *group_id;
  char            *group_title;
  GListStore      *members;
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
  g_clear_object (&self->members);
  self->finding = NULL;

  G_OBJECT_CLASS (gp_finding_item_parent_class)->dispose (object);
}

static void
gp_finding_item_finalize (GObject *object)
{
  GpFindingItem *self = (GpFindingItem *)object;

  g_clear_pointer (&self->subtitle, g_free);
  g_clear_pointer (&self->group_id, g_free);
  g_clear_pointer (&self->group_title, g_free);

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
      g_value_set_string (value, gp_finding_item_get_title (self));
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

  return self->members == NULL ? self->finding : NULL;
}

GpDocument *
gp_finding_item_get_document (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->document;
}

/* What a group's findings say, for its title: "software conversion" of
 * "software conversion on 66 elements". */
static const char *
rule_phrase (const char *rule)
{
  static const struct { const char *rule; const char *phrase; } phrases[] = {
    { "CAPS", N_("two conversions in a row") },
    { "CPU", N_("CPU-bound work") },
    { "ENC", N_("latency-costing encoder settings") },
    { "HOT", N_("most of the processing time") },
    { "HW", N_("a saturated unit") },
    { "QLEAK", N_("buffers piling up") },
    { "QUEUE", N_("no queue ahead of the encoder or sink") },
    { "STALL", N_("a stalled element") },
    { "SW", N_("software conversion") },
    { "SYNC", N_("clock sync on a live path") },
    { "VIC", N_("VIC saturation") },
    { "ZC", N_("zero-copy breaks") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (phrases); i++)
    if (g_strcmp0 (phrases[i].rule, rule) == 0)
      return _(phrases[i].phrase);
  /* Translators: what the findings of a rule the app has no words for say */
  return _("the same finding");
}

/* The distinct elements the members' findings target. */
static guint
n_target_elements (GpFindingItem *self)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->members));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GpFindingItem) member = g_list_model_get_item (G_LIST_MODEL (self->members), i);
      const GPtrArray *targets = member->finding->target_elements;

      for (guint k = 0; k < targets->len; k++)
        g_hash_table_add (seen, g_ptr_array_index (targets, k));
    }
  return g_hash_table_size (seen);
}

GpFindingItem *
gp_finding_item_new_group (GpDocument *document,
                           const char *group_id,
                           GPtrArray  *members)
{
  GpFindingItem *self;

  g_return_val_if_fail (GP_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (gp_finding_group_is_id (group_id), NULL);
  g_return_val_if_fail (members != NULL && members->len >= 2, NULL);

  self = g_object_new (GP_TYPE_FINDING_ITEM, NULL);
  self->document = g_object_ref (document);
  self->finding = gp_finding_item_get_finding (g_ptr_array_index (members, 0));
  self->group_id = g_strdup (group_id);
  self->members = g_list_store_new (GP_TYPE_FINDING_ITEM);
  g_list_store_splice (self->members, 0, 0, members->pdata, members->len);

  return self;
}

gboolean
gp_finding_item_is_group (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), FALSE);

  return self->members != NULL;
}

GListModel *
gp_finding_item_get_members (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->members != NULL ? G_LIST_MODEL (self->members) : NULL;
}

gboolean
gp_finding_item_has_member (GpFindingItem *self,
                            const char    *finding_id)
{
  guint n;

  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), FALSE);

  n = self->members != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->members)) : 0;
  for (guint i = 0; finding_id != NULL && i < n; i++)
    {
      g_autoptr(GpFindingItem) member = g_list_model_get_item (G_LIST_MODEL (self->members), i);

      if (g_strcmp0 (member->finding->id, finding_id) == 0)
        return TRUE;
    }
  return FALSE;
}

const char *
gp_finding_item_get_id (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  return self->group_id != NULL ? self->group_id : self->finding->id;
}

GpSeverity
gp_finding_item_get_severity (GpFindingItem *self)
{
  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), GP_SEVERITY_INFO);

  return self->finding->severity;
}

/* A finding's title; a group's "software conversion on 66 elements" (or
 * "… in 3 findings" when they target no element). */
const char *
gp_finding_item_get_title (GpFindingItem *self)
{
  guint n_elements;
  guint n_members;

  g_return_val_if_fail (GP_IS_FINDING_ITEM (self), NULL);

  if (self->members == NULL)
    return self->finding->title;
  if (self->group_title != NULL)
    return self->group_title;

  n_elements = n_target_elements (self);
  n_members = g_list_model_get_n_items (G_LIST_MODEL (self->members));
  if (n_elements > 0)
    /* Translators: a group's title: what its findings say, on how many elements */
    self->group_title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s on %u element", "%s on %u elements",
                                                      n_elements),
                                         rule_phrase (self->finding->rule), n_elements);
  else
    /* Translators: a group's title: what its findings say, in how many findings */
    self->group_title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s in %u finding", "%s in %u findings",
                                                      n_members),
                                         rule_phrase (self->finding->rule), n_members);
  return self->group_title;
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
  if (self->members != NULL)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->members));

      /* Translators: a group's subtitle after its rule, e.g. "SW · 66 findings · from #1" */
      g_string_append_printf (subtitle, g_dngettext (GETTEXT_PACKAGE, " · %u finding", " · %u findings", n), n);
      if (finding->rank > 0)
        /* Translators: the rank of a group's first finding */
        g_string_append_printf (subtitle, _(" · from #%u"), finding->rank);
      if (finding->heuristic)
        g_string_append (subtitle, _(" · heuristic"));
      self->subtitle = g_string_free (subtitle, FALSE);
      return self->subtitle;
    }
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
