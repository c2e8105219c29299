/* gp-patch.c: findings' fix patches applied to a session's launch string
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

/* GpPatch: a session's launch string parsed and mapped onto its graph (gp-launch-map.c), and the
 * findings' fix patches applied to it for real, one at a time, each refused with a reason when it
 * cannot be applied without guessing. The CLI's `patch` and the app's Launch view (patch toggles,
 * then Re-run) use it.
 *
 * Each patch is recorded as what it wants of a token (GpPatchState); the string is then rendered
 * from the whole state as edits of the original text. A new patch is tried on a copy of the state
 * rebuilt from the patches applied so far, rendered, parsed again and checked; only then is it
 * kept. Rebuilding costs little (patches are few) and makes refusal leave no trace. */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-patch-private.h"

static void
prop_free (gpointer data)
{
  GpPatchProp *prop = data;

  g_free (prop->key);
  g_free (prop->text);
  g_free (prop);
}

static void
element_edit_free (gpointer data)
{
  GpPatchElementEdit *edit = data;

  g_free (edit->factory);
  g_hash_table_unref (edit->props);
  g_free (edit->caps_to);
  g_free (edit);
}

static void
insertion_free (gpointer data)
{
  GpPatchInsertion *insertion = data;

  g_free (insertion->caps);
  g_ptr_array_unref (insertion->elements);
  g_free (insertion);
}

static void
link_ends_free (gpointer data)
{
  GpPatchLinkEnds *ends = data;

  g_free (ends->src_element);
  g_free (ends->sink_element);
  g_free (ends);
}

GpPatchState *
_gp_patch_state_new (void)
{
  GpPatchState *state = g_new0 (GpPatchState, 1);

  state->edits = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, element_edit_free);
  state->insertions = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, insertion_free);
  return state;
}

void
_gp_patch_state_free (GpPatchState *state)
{
  if (state == NULL)
    return;
  g_hash_table_unref (state->edits);
  g_hash_table_unref (state->insertions);
  g_free (state);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpPatchState, _gp_patch_state_free)

GpPatchElementEdit *
_gp_patch_state_edit (GpPatchState          *state,
                      const GpLaunchElement *element)
{
  GpPatchElementEdit *edit = g_hash_table_lookup (state->edits, element);

  if (edit == NULL)
    {
      edit = g_new0 (GpPatchElementEdit, 1);
      edit->props = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, prop_free);
      g_hash_table_insert (state->edits, (gpointer) element, edit);
    }
  return edit;
}

GpPatchInsertion *
_gp_patch_state_insertion (GpPatchState *state,
                           guint         offset)
{
  GpPatchInsertion *insertion = g_hash_table_lookup (state->insertions, GUINT_TO_POINTER (offset));

  if (insertion == NULL)
    {
      insertion = g_new0 (GpPatchInsertion, 1);
      insertion->elements = g_ptr_array_new_with_free_func (g_free);
      g_hash_table_insert (state->insertions, GUINT_TO_POINTER (offset), insertion);
    }
  return insertion;
}

/* ------------------------------------------------------------------ */

GpPatch *
gp_patch_new (const char     *launch,
              const GpGraph  *graph,
              GError        **error)
{
  g_autoptr(GpPatch) self = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (launch != NULL, NULL);
  g_return_val_if_fail (graph != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_new0 (GpPatch, 1);
  self->launch = gp_launch_parse (launch, -1, &local_error);
  if (self->launch == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "the launch string does not parse: %s", local_error->message);
      return NULL;
    }
  self->map = gp_launch_map_new (self->launch, graph);
  self->links = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, link_ends_free);
  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    {
      const GpLink *link = gp_graph_link (graph, i);
      GpPatchLinkEnds *ends = g_new0 (GpPatchLinkEnds, 1);

      ends->src_element = g_strdup (link->src_element);
      ends->sink_element = g_strdup (link->sink_element);
      g_hash_table_replace (self->links, g_strdup (link->id), ends);
    }
  self->applied = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  self->applied_keys = g_ptr_array_new_with_free_func (g_free);
  self->state = _gp_patch_state_new ();
  self->notes = g_ptr_array_new_with_free_func (g_free);
  self->printed = g_strdup (gp_launch_get_text (self->launch));
  return g_steal_pointer (&self);
}

GpPatch *
gp_patch_new_for_session (GpSession  *session,
                          GError    **error)
{
  GpSessionInfo *info;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  info = gp_session_get_info (session);
  if (info->launch == NULL || info->launch[0] == '\0')
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_UNSUPPORTED, "the session has no launch string");
      return NULL;
    }
  return gp_patch_new (info->launch, gp_session_get_graph (session), error);
}

void
gp_patch_free (GpPatch *self)
{
  if (self == NULL)
    return;
  gp_launch_map_free (self->map);
  gp_launch_free (self->launch);
  g_clear_pointer (&self->links, g_hash_table_unref);
  g_clear_pointer (&self->applied, g_ptr_array_unref);
  g_clear_pointer (&self->applied_keys, g_ptr_array_unref);
  _gp_patch_state_free (self->state);
  g_clear_pointer (&self->notes, g_ptr_array_unref);
  g_free (self->printed);
  g_free (self);
}

static const char *
member_string (JsonObject *object,
               const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* kind + its fields, in a fixed order: two patches that mean the same. */
static char *
canonical_patch (JsonObject *fix_patch)
{
  static const char * const fields[] = {
    "kind", "element", "with", "before", "property", "value", "link", "to", NULL
  };
  GString *out = g_string_new (NULL);

  for (guint i = 0; fields[i] != NULL; i++)
    {
      const char *value = member_string (fix_patch, fields[i]);

      g_string_append_printf (out, "%s\x1f%s\x1e", fields[i], value != NULL ? value : "");
    }
  return g_string_free (out, FALSE);
}

gboolean
gp_patch_apply (GpPatch     *self,
                JsonObject  *fix_patch,
                GError     **error)
{
  g_autoptr(GpPatchState) state = NULL;
  g_autoptr(GPtrArray) notes = NULL;
  g_autofree char *key = NULL;
  g_autofree char *printed = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (fix_patch != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  key = canonical_patch (fix_patch);
  for (guint i = 0; i < self->applied_keys->len; i++)
    if (strcmp (g_ptr_array_index (self->applied_keys, i), key) == 0)
      return TRUE;

  /* Replay what was applied on a fresh state, then try the new patch. */
  state = _gp_patch_state_new ();
  for (guint i = 0; i < self->applied->len; i++)
    if (!_gp_patch_kind_apply (self, state, g_ptr_array_index (self->applied, i), NULL))
      g_assert_not_reached ();
  if (!_gp_patch_kind_apply (self, state, fix_patch, error))
    return FALSE;

  notes = g_ptr_array_new_with_free_func (g_free);
  printed = _gp_patch_render (self, state, notes, error);
  if (printed == NULL)
    return FALSE;
  if (!self->separate && self->applied->len > 0)
    {
      g_autoptr(GPtrArray) touches = g_ptr_array_new_with_free_func ((GDestroyNotify) _gp_patch_state_free);
      char *folded;

      /* What each patch alone edits, to tell which chains two of them touch. */
      for (guint i = 0; i <= self->applied->len; i++)
        {
          GpPatchState *alone = _gp_patch_state_new ();

          _gp_patch_kind_apply (self, alone, i < self->applied->len ? g_ptr_array_index (self->applied, i)
                                                                    : fix_patch, NULL);
          g_ptr_array_add (touches, alone);
        }
      folded = _gp_patch_fold_chains (self->launch, printed, touches, notes);

      if (folded != NULL)
        {
          g_free (printed);
          printed = folded;
        }
    }

  g_ptr_array_add (self->applied, json_object_ref (fix_patch));
  g_ptr_array_add (self->applied_keys, g_steal_pointer (&key));
  _gp_patch_state_free (self->state);
  self->state = g_steal_pointer (&state);
  g_ptr_array_unref (self->notes);
  self->notes = g_steal_pointer (&notes);
  g_free (self->printed);
  self->printed = g_steal_pointer (&printed);
  return TRUE;
}

gboolean
gp_patch_apply_finding (GpPatch          *self,
                        const GpFinding  *finding,
                        GError          **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (finding != NULL, FALSE);

  if (finding->fix_patch == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s has no fix patch", finding->id);
      return FALSE;
    }
  return gp_patch_apply (self, finding->fix_patch, error);
}

void
gp_patch_set_combine (GpPatch  *self,
                      gboolean  combine)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (self->applied->len == 0);
  self->separate = !combine;
}

guint
gp_patch_get_n_applied (const GpPatch *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->applied->len;
}

guint
gp_patch_get_n_notes (const GpPatch *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->notes->len;
}

const char *
gp_patch_get_note (const GpPatch *self,
                   guint          i)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (i < self->notes->len, NULL);
  return g_ptr_array_index (self->notes, i);
}

const char *
gp_patch_get_original (const GpPatch *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return gp_launch_get_text (self->launch);
}

char *
gp_patch_print (const GpPatch *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_strdup (self->printed);
}

GStrv
gp_patch_get_factories (const GpPatch *self)
{
  g_autoptr(GpLaunch) patched = NULL;
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (self != NULL, NULL);

  patched = gp_launch_parse (self->printed, -1, NULL);
  g_assert (patched != NULL);
  for (guint i = 0; i < gp_launch_get_n_elements (patched); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (patched, i);

      if (element->kind == GP_LAUNCH_ELEMENT_CAPS ||
          (element->kind == GP_LAUNCH_ELEMENT_BIN && strcmp (element->factory, "bin") == 0))
        continue;
      if (!g_ptr_array_find_with_equal_func (out, element->factory, g_str_equal, NULL))
        g_ptr_array_add (out, g_strdup (element->factory));
    }
  g_ptr_array_add (out, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&out), FALSE);
}

char *
gp_patch_describe (JsonObject *fix_patch)
{
  const char *kind;
  const char *a;
  const char *b;

  g_return_val_if_fail (fix_patch != NULL, NULL);

  kind = member_string (fix_patch, "kind");
  if (g_strcmp0 (kind, "replace-element") == 0)
    {
      a = member_string (fix_patch, "element");
      b = member_string (fix_patch, "with");
      return g_strdup_printf ("replace %s with %s", a ? a : "?", b ? b : "?");
    }
  if (g_strcmp0 (kind, "insert-element") == 0)
    {
      a = member_string (fix_patch, "element");
      b = member_string (fix_patch, "before");
      return g_strdup_printf ("insert %s before %s", a ? a : "?", b ? b : "?");
    }
  if (g_strcmp0 (kind, "set-property") == 0)
    {
      const char *value = member_string (fix_patch, "value");

      a = member_string (fix_patch, "element");
      b = member_string (fix_patch, "property");
      return g_strdup_printf ("set %s %s=%s", a ? a : "?", b ? b : "?", value ? value : "?");
    }
  if (g_strcmp0 (kind, "set-caps") == 0)
    {
      a = member_string (fix_patch, "to");
      b = member_string (fix_patch, "link");
      return g_strdup_printf ("force caps %s on %s", a ? a : "?", b ? b : "?");
    }
  if (g_strcmp0 (kind, "remove-element") == 0)
    {
      a = member_string (fix_patch, "element");
      return g_strdup_printf ("remove %s", a ? a : "?");
    }
  return g_strdup_printf ("unknown patch kind '%s'", kind ? kind : "");
}
