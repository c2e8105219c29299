/* gp-launch-pane-diff.c: the Launch view's word-level diff
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

/* Part of GpLaunchPane: the old and the patched string as two Pango markups, the removed and added
 * words marked, from a longest common subsequence of words; past MAX_DIFF_WORDS a side only the
 * common prefix and suffix are kept (the quadratic table is not worth it for a pathological
 * string). The core's diff (gp-patch-output.c) is the CLI's text form; this one is for display. */

#include "config.h"

#include <string.h>

#include "gp-launch-pane-private.h"

/* Past this many words a side, only the common prefix and suffix are kept
 * (the quadratic word diff is not worth it for a pathological string). */
#define MAX_DIFF_WORDS 2000

typedef struct
{
  int start;
  int end;
} Word;

static GArray *
split_words (const char *text)
{
  GArray *words = g_array_new (FALSE, FALSE, sizeof (Word));
  int i = 0;

  while (text[i] != '\0')
    {
      Word word;

      while (text[i] != '\0' && g_ascii_isspace (text[i]))
        i++;
      if (text[i] == '\0')
        break;
      word.start = i;
      while (text[i] != '\0' && !g_ascii_isspace (text[i]))
        i++;
      word.end = i;
      g_array_append_val (words, word);
    }

  return words;
}

static gboolean
word_equal (const char *a,
            const Word *wa,
            const char *b,
            const Word *wb)
{
  return wa->end - wa->start == wb->end - wb->start &&
         memcmp (a + wa->start, b + wb->start, wa->end - wa->start) == 0;
}

/* Marks in @keep_a/@keep_b the words of a longest common subsequence. */
static void
diff_words (const char *a,
            GArray     *wa,
            const char *b,
            GArray     *wb,
            gboolean   *keep_a,
            gboolean   *keep_b)
{
  guint n = wa->len, m = wb->len;
  g_autofree guint *table = NULL;
  guint i, j;

  if (n > MAX_DIFF_WORDS || m > MAX_DIFF_WORDS)
    {
      for (i = 0; i < n && i < m && word_equal (a, &g_array_index (wa, Word, i),
                                                b, &g_array_index (wb, Word, i)); i++)
        keep_a[i] = keep_b[i] = TRUE;
      for (j = 1; j <= n - i && j <= m - i &&
                  word_equal (a, &g_array_index (wa, Word, n - j), b, &g_array_index (wb, Word, m - j)); j++)
        keep_a[n - j] = keep_b[m - j] = TRUE;
      return;
    }

  /* table[i][j]: LCS length of a[i..] and b[j..] */
  table = g_new0 (guint, (n + 1) * (m + 1));
#define T(x, y) table[(x) * (m + 1) + (y)]
  for (i = n; i-- > 0;)
    for (j = m; j-- > 0;)
      {
        if (word_equal (a, &g_array_index (wa, Word, i), b, &g_array_index (wb, Word, j)))
          T (i, j) = T (i + 1, j + 1) + 1;
        else
          T (i, j) = MAX (T (i + 1, j), T (i, j + 1));
      }

  i = j = 0;
  while (i < n && j < m)
    {
      if (word_equal (a, &g_array_index (wa, Word, i), b, &g_array_index (wb, Word, j)))
        {
          keep_a[i++] = TRUE;
          keep_b[j++] = TRUE;
        }
      else if (T (i + 1, j) >= T (i, j + 1))
        i++;
      else
        j++;
    }
#undef T
}

/* @text as Pango markup, each run of changed words (with the spaces
 * between them) in one span of @span_attrs. */
static char *
diff_markup (const char *text,
             GArray     *words,
             gboolean   *keep,
             const char *span_attrs)
{
  GString *out = g_string_new (NULL);
  int done = 0;

  for (guint i = 0; i < words->len; i++)
    {
      const Word *first = &g_array_index (words, Word, i);
      const Word *last;
      g_autofree char *before = NULL;
      g_autofree char *changed = NULL;

      if (keep[i])
        continue;
      while (i + 1 < words->len && !keep[i + 1])
        i++;
      last = &g_array_index (words, Word, i);

      before = g_markup_escape_text (text + done, first->start - done);
      changed = g_markup_escape_text (text + first->start, last->end - first->start);
      g_string_append_printf (out, "%s<span %s>%s</span>", before, span_attrs, changed);
      done = last->end;
    }
  if (text[done] != '\0')
    {
      g_autofree char *rest = g_markup_escape_text (text + done, -1);

      g_string_append (out, rest);
    }

  return g_string_free (out, FALSE);
}

void
_gp_launch_pane_diff_markup (const char  *old_text,
                             const char  *new_text,
                             const char  *removed_attrs,
                             const char  *added_attrs,
                             char       **old_markup,
                             char       **new_markup)
{
  g_autoptr(GArray) wa = split_words (old_text);
  g_autoptr(GArray) wb = split_words (new_text);
  g_autofree gboolean *keep_a = g_new0 (gboolean, wa->len + 1);
  g_autofree gboolean *keep_b = g_new0 (gboolean, wb->len + 1);

  g_assert (old_text != NULL && new_text != NULL);
  g_assert (old_markup != NULL && new_markup != NULL);

  diff_words (old_text, wa, new_text, wb, keep_a, keep_b);
  *old_markup = diff_markup (old_text, wa, keep_a, removed_attrs);
  *new_markup = diff_markup (new_text, wb, keep_b, added_attrs);
}
