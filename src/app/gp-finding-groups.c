/* gp-finding-groups.c: GpFindingGroups, the findings pane's rows: findings, and groups of one rule's
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

/* The root model of the findings pane's GtkTreeListModel. The 200-element session's 66 SW
 * findings say one thing of 66 converters: they are one row, a group's GpFindingItem, whose
 * members (the findings' items) the tree shows below it when it is expanded. Which findings make
 * a group is the document's data (gp_finding_group_collect(), core/document); this makes the
 * items once: one for each finding (in rank order, gp_finding_groups_get_findings(), which the
 * groups' members are) and one for each group of two or more. A rule with one finding is its
 * finding's row. Immutable: the pane makes another for another document. */

#include "config.h"

#include "gp-finding-group.h"
#include "gp-finding-groups.h"

struct _GpFindingGroups
{
  GObject     parent_instance;

  GListStore *findings;   /* of GpFindingItem, one a finding, rank order */
  GPtrArray  *rows;       /* of GpFindingItem (owned): groups and lone findings */
  guint       n_groups;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GpFindingGroups, gp_finding_groups, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
gp_finding_groups_get_item_type (GListModel *model)
{
  return GP_TYPE_FINDING_ITEM;
}

static guint
gp_finding_groups_get_n_items (GListModel *model)
{
  return GP_FINDING_GROUPS (model)->rows->len;
}

static gpointer
gp_finding_groups_get_item (GListModel *model,
                            guint       position)
{
  GpFindingGroups *self = GP_FINDING_GROUPS (model);

  if (position >= self->rows->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->rows, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = gp_finding_groups_get_item_type;
  iface->get_n_items = gp_finding_groups_get_n_items;
  iface->get_item = gp_finding_groups_get_item;
}

static void
gp_finding_groups_dispose (GObject *object)
{
  GpFindingGroups *self = (GpFindingGroups *)object;

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_object (&self->findings);

  G_OBJECT_CLASS (gp_finding_groups_parent_class)->dispose (object);
}

static void
gp_finding_groups_class_init (GpFindingGroupsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_finding_groups_dispose;
}

static void
gp_finding_groups_init (GpFindingGroups *self)
{
  self->findings = g_list_store_new (GP_TYPE_FINDING_ITEM);
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
}

/* The items of @document's findings, and the rows: linear in their number
 * (a table from finding to item for the groups' members). */
static void
fill (GpFindingGroups *self,
      GpDocument      *document)
{
  GPtrArray *findings = gp_document_get_findings (document);
  g_autoptr(GPtrArray) items = g_ptr_array_new_full (findings->len, g_object_unref);
  g_autoptr(GHashTable) item_of = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) groups = gp_finding_group_collect (findings);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);
      GpFindingItem *item = gp_finding_item_new (document, finding);

      g_hash_table_insert (item_of, (gpointer) finding, item);
      g_ptr_array_add (items, item);
    }
  g_list_store_splice (self->findings, 0, 0, items->pdata, items->len);

  for (guint i = 0; i < groups->len; i++)
    {
      const GpFindingGroup *group = g_ptr_array_index (groups, i);
      g_autoptr(GPtrArray) members = g_ptr_array_new_full (group->members->len, NULL);

      for (guint k = 0; k < group->members->len; k++)
        g_ptr_array_add (members, g_hash_table_lookup (item_of, g_ptr_array_index (group->members, k)));

      if (members->len == 1)
        g_ptr_array_add (self->rows, g_object_ref (g_ptr_array_index (members, 0)));
      else
        {
          g_ptr_array_add (self->rows, gp_finding_item_new_group (document, group->id, members));
          self->n_groups++;
        }
    }
}

GpFindingGroups *
gp_finding_groups_new (GpDocument *document)
{
  GpFindingGroups *self;

  g_return_val_if_fail (document == NULL || GP_IS_DOCUMENT (document), NULL);

  self = g_object_new (GP_TYPE_FINDING_GROUPS, NULL);
  if (document != NULL && gp_document_get_complete (document))
    fill (self, document);
  return self;
}

GListModel *
gp_finding_groups_get_findings (GpFindingGroups *self)
{
  g_return_val_if_fail (GP_IS_FINDING_GROUPS (self), NULL);

  return G_LIST_MODEL (self->findings);
}

int
gp_finding_groups_find_row (GpFindingGroups *self,
                            const char      *focus_id)
{
  g_return_val_if_fail (GP_IS_FINDING_GROUPS (self), -1);

  for (guint i = 0; focus_id != NULL && i < self->rows->len; i++)
    {
      GpFindingItem *row = g_ptr_array_index (self->rows, i);

      if (g_strcmp0 (gp_finding_item_get_id (row), focus_id) == 0 ||
          gp_finding_item_has_member (row, focus_id))
        return (int) i;
    }
  return -1;
}

guint
gp_finding_groups_get_n_groups (GpFindingGroups *self)
{
  g_return_val_if_fail (GP_IS_FINDING_GROUPS (self), 0);

  return self->n_groups;
}
