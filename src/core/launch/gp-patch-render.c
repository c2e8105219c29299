/* gp-patch-render.c: the patches' state as edits of the original text
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

/* Whatever order the patches came in, the text comes out the same: tokens in creation order,
 * insertions by offset (caps first, then elements sorted by their text), new properties sorted by
 * key. The result is parsed again and must hold as many elements and links more or fewer as were
 * inserted or removed. */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-patch-private.h"

typedef struct
{
  GPtrArray *notes;
  int        delta_elements;
  int        delta_links;
} Render;

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* `@preset=…` tokens of a factory element (their spans are not kept). */
static GArray *
preset_spans (const GpLaunch        *launch,
              const GpLaunchElement *element)
{
  GArray *spans = g_array_new (FALSE, FALSE, sizeof (GpLaunchSpan));
  GpLaunchLexer lexer;
  GpLaunchToken token;

  if (element->preset == NULL)
    return spans;
  _gp_launch_lexer_init (&lexer, launch->text, element->span.end);
  lexer.pos = element->factory_span.end;
  for (;;)
    {
      _gp_launch_lexer_next (&lexer, &token);
      if (token.kind == GP_LAUNCH_TOKEN_EOF)
        break;
      if (token.kind == GP_LAUNCH_TOKEN_PRESET)
        {
          GpLaunchSpan span = { token.start, token.end };

          g_array_append_val (spans, span);
        }
    }
  return spans;
}

static gboolean
edit (GpLaunch    *launch,
      guint        start,
      guint        end,
      const char  *text,
      GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (gp_launch_edit (launch, start, end, text, &local_error))
    return TRUE;
  g_set_error (error, GP_ERROR, GP_ERROR_UNSUPPORTED,
               "it changes text that another patch changes (%s)", local_error->message);
  return FALSE;
}

static gboolean
render_factory_element (GpLaunch                 *launch,
                        const GpLaunchElement    *element,
                        const GpPatchElementEdit *ee,
                        Render                   *render,
                        GError                  **error)
{
  g_autoptr(GPtrArray) added = g_ptr_array_new ();
  g_autoptr(GHashTable) last = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer key, value;

  if (ee->factory != NULL &&
      !edit (launch, element->factory_span.start, element->factory_span.end, ee->factory, error))
    return FALSE;

  /* Existing properties: a set value replaces the last spelling of the key
   * (the one GStreamer keeps); with a new factory the others must be known
   * to it. */
  for (guint i = 0; i < element->props->len; i++)
    {
      const GpLaunchProp *prop = g_ptr_array_index (element->props, i);
      g_autofree char *canonical = _gp_patch_canonical_key (prop->key);

      g_hash_table_replace (last, g_steal_pointer (&canonical), GUINT_TO_POINTER (i));
    }
  for (guint i = 0; i < element->props->len; i++)
    {
      const GpLaunchProp *prop = g_ptr_array_index (element->props, i);
      g_autofree char *canonical = _gp_patch_canonical_key (prop->key);
      const GpPatchProp *set = g_hash_table_lookup (ee->props, canonical);
      const char *reason = NULL;
      GpPatchPropVerdict verdict;

      if (set != NULL)
        {
          if (GPOINTER_TO_UINT (g_hash_table_lookup (last, canonical)) == i &&
              !edit (launch, prop->value_span.start, prop->value_span.end, set->text, error))
            return FALSE;
          continue;
        }
      if (ee->factory == NULL)
        continue;

      verdict = _gp_patch_factory_check (element->factory, ee->factory, prop->key, &reason);
      if (verdict == GP_PATCH_PROP_ACCEPTED)
        continue;
      if (!edit (launch, _gp_patch_back_spaces (launch, prop->span.start), prop->span.end, "", error))
        return FALSE;
      switch (verdict)
        {
        case GP_PATCH_PROP_UNKNOWN_FACTORY:
          g_ptr_array_add (render->notes,
                           g_strdup_printf ("%s: dropped %s=%s (no property list for %s in "
                                            "rules/factories.json)",
                                            element->name, prop->key, prop->value, ee->factory));
          break;
        case GP_PATCH_PROP_DIFFERENT:
          g_ptr_array_add (render->notes,
                           g_strdup_printf ("%s: dropped %s=%s (%s)", element->name, prop->key,
                                            prop->value, reason));
          break;
        case GP_PATCH_PROP_NOT_ACCEPTED:
        case GP_PATCH_PROP_ACCEPTED:
        default:
          g_ptr_array_add (render->notes,
                           g_strdup_printf ("%s: dropped %s=%s (%s is not known to take it)",
                                            element->name, prop->key, prop->value, ee->factory));
          break;
        }
    }

  if (ee->factory != NULL && element->preset != NULL)
    {
      g_autoptr(GArray) presets = preset_spans (launch, element);

      for (guint i = 0; i < presets->len; i++)
        {
          GpLaunchSpan span = g_array_index (presets, GpLaunchSpan, i);

          if (!edit (launch, _gp_patch_back_spaces (launch, span.start), span.end, "", error))
            return FALSE;
        }
      g_ptr_array_add (render->notes,
                       g_strdup_printf ("%s: dropped @preset=%s (a preset belongs to %s)",
                                        element->name, element->preset, element->factory));
    }

  /* New properties go after the last one, sorted by key. */
  g_hash_table_iter_init (&iter, ee->props);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (last, key))
      g_ptr_array_add (added, value);
  if (added->len > 0)
    {
      GString *text = g_string_new (NULL);
      g_autoptr(GPtrArray) keys = g_ptr_array_new ();
      gboolean ok;

      for (guint i = 0; i < added->len; i++)
        g_ptr_array_add (keys, ((GpPatchProp *) g_ptr_array_index (added, i))->key);
      g_ptr_array_sort (keys, compare_strings);
      for (guint i = 0; i < keys->len; i++)
        {
          g_autofree char *canonical = _gp_patch_canonical_key (g_ptr_array_index (keys, i));
          const GpPatchProp *prop = g_hash_table_lookup (ee->props, canonical);

          g_string_append_printf (text, " %s=%s", prop->key, prop->text);
        }
      ok = edit (launch, element->span.end, element->span.end, text->str, error);
      g_string_free (text, TRUE);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* The media type and features of a caps token become those of @to; the
 * token's fields stay, and @to's fields are set on it. */
static gboolean
render_caps_element (GpLaunch              *launch,
                     const GpLaunchElement *element,
                     const char            *to,
                     GError               **error)
{
  guint head = _gp_patch_caps_head_length (element->caps);
  guint to_head = _gp_patch_caps_head_length (to);
  g_autofree char *new_head = g_strndup (to, to_head);

  g_assert (head > 0 && to_head > 0);
  if (!edit (launch, element->span.start, element->span.start + head, new_head, error))
    return FALSE;
  if (to[to_head] != '\0' &&
      !edit (launch, element->span.end, element->span.end, to + to_head, error))
    return FALSE;
  return TRUE;
}

static int
compare_offsets (gconstpointer a,
                 gconstpointer b)
{
  guint oa = GPOINTER_TO_UINT (*(gconstpointer const *) a);
  guint ob = GPOINTER_TO_UINT (*(gconstpointer const *) b);

  return oa < ob ? -1 : (oa > ob ? 1 : 0);
}

static gboolean
render_state (GpPatch       *self,
              GpPatchState  *state,
              Render        *render,
              GError       **error)
{
  GpLaunch *launch = self->launch;
  g_autoptr(GPtrArray) offsets = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key, value;

  g_clear_pointer (&launch->edits, g_array_unref);

  /* Elements in creation order, so notes come out in a stable order. */
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (launch, i);
      const GpPatchElementEdit *ee = g_hash_table_lookup (state->edits, element);

      if (ee == NULL)
        continue;
      if (ee->removed)
        {
          if (!edit (launch, ee->remove_span.start, ee->remove_span.end, "", error))
            return FALSE;
          render->delta_elements--;
          render->delta_links--;
          continue;
        }
      if (ee->caps_to != NULL && !render_caps_element (launch, element, ee->caps_to, error))
        return FALSE;
      if (element->kind == GP_LAUNCH_ELEMENT_FACTORY &&
          !render_factory_element (launch, element, ee, render, error))
        return FALSE;
    }

  g_hash_table_iter_init (&iter, state->insertions);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_ptr_array_add (offsets, key);
  g_ptr_array_sort (offsets, compare_offsets);
  for (guint i = 0; i < offsets->len; i++)
    {
      guint offset = GPOINTER_TO_UINT (g_ptr_array_index (offsets, i));
      GpPatchInsertion *insertion = g_hash_table_lookup (state->insertions,
                                                         g_ptr_array_index (offsets, i));
      GString *text = g_string_new (NULL);
      gboolean ok;

      if (insertion->caps != NULL)
        {
          g_string_append_printf (text, "%s ! ", insertion->caps);
          render->delta_elements++;
          render->delta_links++;
        }
      g_ptr_array_sort (insertion->elements, compare_strings);
      for (guint k = 0; k < insertion->elements->len; k++)
        {
          g_string_append_printf (text, "%s ! ", (char *) g_ptr_array_index (insertion->elements, k));
          render->delta_elements++;
          render->delta_links++;
        }
      ok = edit (launch, offset, offset, text->str, error);
      g_string_free (text, TRUE);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

char *
_gp_patch_render (GpPatch       *self,
                  GpPatchState  *state,
                  GPtrArray     *notes,
                  GError       **error)
{
  Render render = { notes, 0, 0 };
  g_autofree char *printed = NULL;
  g_autoptr(GpLaunch) reparsed = NULL;
  g_autoptr(GError) local_error = NULL;
  int n_elements = gp_launch_get_n_elements (self->launch);
  int n_links = gp_launch_get_n_links (self->launch);

  if (!render_state (self, state, &render, error))
    return NULL;
  printed = gp_launch_print (self->launch);
  reparsed = gp_launch_parse (printed, -1, &local_error);
  if (reparsed == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNSUPPORTED,
                   "the patched string would not parse (%s)", local_error->message);
      return NULL;
    }
  if ((int) gp_launch_get_n_elements (reparsed) != n_elements + render.delta_elements ||
      (int) gp_launch_get_n_links (reparsed) != n_links + render.delta_links)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNSUPPORTED,
                   "the patched string would have %u elements and %u links, not the %d and %d "
                   "the patches make",
                   gp_launch_get_n_elements (reparsed), gp_launch_get_n_links (reparsed),
                   n_elements + render.delta_elements, n_links + render.delta_links);
      return NULL;
    }
  return g_steal_pointer (&printed);
}

