/* gp-patch-fold.c: patches that touch one conversion chain combine into its shortest form
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

/* ZC sets NVMM caps on a link, SW swaps videoconvert for nvvidconv: each patch alone is what the
 * reference writes, but together they leave `nvvidconv ! caps ! nvvidconv ! caps ! nvvidconv`, a
 * chain whose middle still lands in system memory. One device-memory converter does memory,
 * format and size at once, so such a chain folds into one converter with caps that say what the
 * chain's end said: each field's last value, in the order the fields first appear, with the last
 * caps' memory feature.
 *
 * A chain is a run of converters (rules/memory.json) and link caps joined one-to-one, from its
 * first converter to its last element (caps before it pin the producer and stay). It folds only
 * when two patches or more touched it (each alone edits one of its elements or inserts inside it;
 * SW and QUEUE alone stay exactly as the spec's acceptance example writes them), the patched
 * string has its chains where the original has them (same count, same lengths), it has two
 * converters or more, all of one factory whose pads take device memory, none with a property or
 * a name, its caps are plain raw video, and the folded string checks no worse (it negotiates,
 * and leaves device memory no more often). The user's spelling elsewhere is kept: the fold is
 * one edit of the patched text. */

#include "config.h"

#include <string.h>

#include "gp-launch-check.h"
#include "gp-launch-check-private.h"
#include "gp-patch-private.h"

typedef struct
{
  GPtrArray *elements;   /* of const GpLaunchElement *, in stream order */
  guint      n_converters;
} Chain;

static void
chain_clear (gpointer data)
{
  Chain *chain = data;

  g_ptr_array_unref (chain->elements);
}

static gboolean
in_chain (const GpLaunchElement *element)
{
  return element->kind == GP_LAUNCH_ELEMENT_CAPS ||
         (element->kind == GP_LAUNCH_ELEMENT_FACTORY && _gp_launch_memory_converter (element->factory));
}

/* The one element each element links to and from, when it links to exactly one (pads unnamed). */
static void
single_links (const GpLaunch *launch,
              GHashTable     *next,
              GHashTable     *prev)
{
  g_autoptr(GHashTable) outs = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) ins = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      if (link->src == NULL || link->sink == NULL)
        continue;
      g_hash_table_insert (outs, (gpointer) link->src,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (outs, link->src)) + 1));
      g_hash_table_insert (ins, (gpointer) link->sink,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (ins, link->sink)) + 1));
    }
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      if (link->src == NULL || link->sink == NULL || link->src_pad != NULL || link->sink_pad != NULL ||
          link->delayed || link->src->parent != link->sink->parent ||
          GPOINTER_TO_UINT (g_hash_table_lookup (outs, link->src)) != 1 ||
          GPOINTER_TO_UINT (g_hash_table_lookup (ins, link->sink)) != 1)
        continue;
      g_hash_table_insert (next, (gpointer) link->src, (gpointer) link->sink);
      g_hash_table_insert (prev, (gpointer) link->sink, (gpointer) link->src);
    }
}

/* Every chain of @launch, in the order of its first converter. */
static GArray *
find_chains (const GpLaunch *launch)
{
  GArray *chains = g_array_new (FALSE, TRUE, sizeof (Chain));
  g_autoptr(GHashTable) next = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) prev = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_array_set_clear_func (chains, chain_clear);
  single_links (launch, next, prev);
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *start = gp_launch_get_element (launch, i);
      const GpLaunchElement *e;
      Chain chain = { NULL, 0 };

      if (start->kind != GP_LAUNCH_ELEMENT_FACTORY || !in_chain (start) ||
          g_hash_table_contains (seen, start))
        continue;
      /* Back to the first converter of the run. */
      for (e = start; ; )
        {
          const GpLaunchElement *p = g_hash_table_lookup (prev, e);

          if (p == NULL || !in_chain (p) || g_hash_table_contains (seen, p))
            break;
          e = p;
        }
      while (e->kind == GP_LAUNCH_ELEMENT_CAPS)
        e = g_hash_table_lookup (next, e);

      chain.elements = g_ptr_array_new ();
      for (; e != NULL && in_chain (e) && !g_hash_table_contains (seen, e); e = g_hash_table_lookup (next, e))
        {
          g_hash_table_add (seen, (gpointer) e);
          g_ptr_array_add (chain.elements, (gpointer) e);
          if (e->kind == GP_LAUNCH_ELEMENT_FACTORY)
            chain.n_converters++;
        }
      g_array_append_val (chains, chain);
    }
  return chains;
}

static guint
chain_start (const Chain *chain)
{
  return ((const GpLaunchElement *) g_ptr_array_index (chain->elements, 0))->span.start;
}

static guint
chain_end (const Chain *chain)
{
  return ((const GpLaunchElement *) g_ptr_array_index (chain->elements, chain->elements->len - 1))->span.end;
}

static gboolean
plain_value (const char *value)
{
  return value != NULL && value[0] != '\0' && strpbrk (value, ",;{}[]<>() \"'\\") == NULL;
}

/* The chain as one converter and its caps ("nvvidconv ! video/x-raw(memory:NVMM),format=NV12"),
 * or NULL when it does not fold. */
static char *
folded_text (const Chain *chain)
{
  const GpLaunchElement *first = g_ptr_array_index (chain->elements, 0);
  const GpFactoryMemory *memory = _gp_launch_memory_lookup (first->factory);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GHashTable) values = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) parsed = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_caps_free);
  const char *features = NULL;
  gboolean any_caps = FALSE;
  GString *out;

  if (chain->n_converters < 2 || memory == NULL ||
      ((memory->sink.mask | memory->src.mask) & GP_DOMAIN_DEVICE) == 0)
    return NULL;
  for (guint i = 0; i < chain->elements->len; i++)
    {
      const GpLaunchElement *e = g_ptr_array_index (chain->elements, i);
      GpCaps *caps;

      if (e->kind == GP_LAUNCH_ELEMENT_FACTORY)
        {
          if (g_strcmp0 (e->factory, first->factory) != 0 || e->props->len > 0 || e->preset != NULL)
            return NULL;
          continue;
        }
      caps = gp_caps_parse (e->caps);
      if (caps == NULL)
        return NULL;
      g_ptr_array_add (parsed, caps);
      if (g_strcmp0 (caps->media, "video/x-raw") != 0 || strchr (e->caps, ';') != NULL)
        return NULL;
      features = caps->features;
      any_caps = TRUE;
      for (guint f = 0; f < caps->fields->len; f++)
        {
          const GpCapsField *field = g_ptr_array_index (caps->fields, f);

          if (!plain_value (field->value) || !plain_value (field->name))
            return NULL;
          if (!g_hash_table_contains (values, field->name))
            g_ptr_array_add (names, field->name);
          g_hash_table_insert (values, field->name, field->value);
        }
    }

  out = g_string_new (first->factory);
  if (any_caps)
    {
      g_string_append (out, " ! video/x-raw");
      if (features != NULL)
        g_string_append_printf (out, "(%s)", features);
      for (guint i = 0; i < names->len; i++)
        g_string_append_printf (out, ",%s=%s", (char *) g_ptr_array_index (names, i),
                                (char *) g_hash_table_lookup (values, g_ptr_array_index (names, i)));
    }
  return g_string_free (out, FALSE);
}

static gboolean
checks_no_worse (const GpLaunch *before,
                 const char     *after_text)
{
  g_autoptr(GpLaunch) after = gp_launch_parse (after_text, -1, NULL);
  g_autoptr(GpLaunchCheck) a = NULL;
  g_autoptr(GpLaunchCheck) b = NULL;

  if (after == NULL)
    return FALSE;
  a = gp_launch_check_new (before);
  b = gp_launch_check_new (after);
  return gp_launch_check_negotiates (b) &&
         (!gp_launch_check_negotiates (a) ||
          gp_launch_check_get_n_breaks (b) <= gp_launch_check_get_n_breaks (a));
}

/* How many of the single-patch states edit an element of @chain or insert inside it. */
static guint
count_touches (const Chain *chain,
               GPtrArray   *touches)
{
  guint start = chain_start (chain);
  guint end = chain_end (chain);
  guint count = 0;

  for (guint t = 0; t < touches->len; t++)
    {
      const GpPatchState *alone = g_ptr_array_index (touches, t);
      gboolean touched = FALSE;
      GHashTableIter iter;
      gpointer key;

      for (guint i = 0; !touched && i < chain->elements->len; i++)
        touched = g_hash_table_contains (alone->edits, g_ptr_array_index (chain->elements, i));
      g_hash_table_iter_init (&iter, alone->insertions);
      while (!touched && g_hash_table_iter_next (&iter, &key, NULL))
        touched = GPOINTER_TO_UINT (key) > start && GPOINTER_TO_UINT (key) < end;
      count += touched ? 1 : 0;
    }
  return count;
}

char *
_gp_patch_fold_chains (const GpLaunch *original,
                       const char     *printed,
                       GPtrArray      *touches,
                       GPtrArray      *notes)
{
  g_autoptr(GpLaunch) patched = gp_launch_parse (printed, -1, NULL);
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  g_autoptr(GPtrArray) folded_notes = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *result = NULL;
  guint n_folded = 0;

  if (patched == NULL)
    return NULL;
  before = find_chains (original);
  after = find_chains (patched);
  if (before->len != after->len)
    return NULL;

  for (guint i = 0; i < after->len; i++)
    {
      const Chain *was = &g_array_index (before, Chain, i);
      const Chain *chain = &g_array_index (after, Chain, i);
      g_autofree char *fold = NULL;

      if (was->elements->len != chain->elements->len || count_touches (was, touches) < 2 ||
          (fold = folded_text (chain)) == NULL)
        continue;
      if (!gp_launch_edit (patched, chain_start (chain), chain_end (chain), fold, NULL))
        continue;
      g_ptr_array_add (folded_notes,
                       g_strdup_printf ("the patches touch one conversion chain of %u %s: folded into "
                                        "`%s`, which converts memory, format and size at once",
                                        chain->n_converters,
                                        ((const GpLaunchElement *) g_ptr_array_index (chain->elements, 0))->factory,
                                        fold));
      n_folded++;
    }
  if (n_folded == 0)
    return NULL;

  result = gp_launch_print (patched);
  if (!checks_no_worse (patched, result))
    return NULL;
  for (guint i = 0; i < folded_notes->len; i++)
    g_ptr_array_add (notes, g_strdup (g_ptr_array_index (folded_notes, i)));
  return g_steal_pointer (&result);
}
