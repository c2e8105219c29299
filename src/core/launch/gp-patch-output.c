/* gp-patch-output.c: the patched string as arguments, a script, a diff
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

/* What the Launch view and `gst-profile patch` give the user from a patched string: the
 * gst-launch-1.0 argv (the one a Re-run runs), a shell script wrapped at SCRIPT_WIDTH (78) columns,
 * and a diff: the old and new text as -/+ lines, then a `~` line of the word diff
 * (`[-old-]{+new+}`, DIFF_CONTEXT (2) words of context) when its table fits DIFF_MAX_CELLS (4
 * million) cells, so that a huge string cannot take the memory.
 *
 * The arguments are the string's shell words, as `run` gives them to gst-launch-1.0 and as
 * gp_launch_parse() read them (gp-launch-words.c): its gst-launch-1.0 options first, then the
 * pipeline's words; the script puts a `--` between the two. */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-patch-private.h"

#define SCRIPT_WIDTH 78
#define DIFF_CONTEXT 2
#define DIFF_MAX_CELLS (4u * 1000u * 1000u)

/* The patched string's options, then its pipeline words. */
static GStrv
argv_of (const GpPatch  *self,
         guint          *n_options,
         GError        **error)
{
  g_autoptr(GpLaunch) launch = gp_launch_parse (self->printed, -1, error);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (launch == NULL)
    return NULL;
  g_strv_builder_addv (builder, (const char **) gp_launch_get_options (launch));
  g_strv_builder_addv (builder, (const char **) gp_launch_get_words (launch));
  if (n_options != NULL)
    *n_options = g_strv_length ((GStrv) gp_launch_get_options (launch));
  return g_strv_builder_end (builder);
}

GStrv
gp_patch_to_argv (const GpPatch  *self,
                  GError        **error)
{
  g_return_val_if_fail (self != NULL, NULL);

  return argv_of (self, NULL, error);
}

static char *
printable_line (const char *text)
{
  GString *out = g_string_new (NULL);

  if (!g_utf8_validate (text, -1, NULL))
    return g_string_free (out, FALSE);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029)
        g_string_append_c (out, '?');
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

char *
gp_patch_to_script (const GpPatch  *self,
                    const char     *comment,
                    GError        **error)
{
  g_auto(GStrv) argv = NULL;
  guint n_options = 0;
  guint n_args;
  GString *out;
  gsize column;

  g_return_val_if_fail (self != NULL, NULL);

  argv = argv_of (self, &n_options, error);
  if (argv == NULL)
    return NULL;
  n_args = g_strv_length (argv);

  out = g_string_new ("#!/bin/sh\n");
  if (comment != NULL)
    {
      g_autofree char *line = printable_line (comment);

      g_string_append_printf (out, "# %s\n", line);
    }
  for (guint i = 0; i < self->notes->len; i++)
    {
      g_autofree char *line = printable_line (g_ptr_array_index (self->notes, i));

      g_string_append_printf (out, "# note: %s\n", line);
    }
  g_string_append (out, "# Every argument below is quoted for the shell and passed to\n"
                        "# gst-launch-1.0 as is.\n");
  g_string_append (out, "exec gst-launch-1.0 -e");
  column = strlen ("exec gst-launch-1.0 -e");
  for (guint i = 0; i <= n_args; i++)
    {
      /* the options, `--`, then the pipeline's words */
      const char *arg = i < n_options ? argv[i] : i == n_options ? NULL : argv[i - 1];
      g_autofree char *quoted = NULL;
      gsize width;

      quoted = arg != NULL ? g_shell_quote (arg) : g_strdup ("--");
      width = strlen (quoted);

      if (column + 1 + width > SCRIPT_WIDTH)
        {
          g_string_append (out, " \\\n ");
          column = 1;
        }
      g_string_append_c (out, ' ');
      g_string_append (out, quoted);
      column += 1 + width;
      if (strchr (quoted, '\n') != NULL)
        column = width;
    }
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* Diff                                                                 */

static void
append_lines (GString    *out,
              char        prefix,
              const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    g_string_append_printf (out, "%c%s\n", prefix, lines[i]);
}

static GStrv
words_of (const char *text)
{
  g_auto(GStrv) parts = g_strsplit_set (text, " \t\n\r\f\v", -1);
  GPtrArray *words = g_ptr_array_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      g_ptr_array_add (words, g_strdup (parts[i]));
  g_ptr_array_add (words, NULL);
  return (GStrv) g_ptr_array_free (words, FALSE);
}

typedef enum
{
  OP_SAME,
  OP_DEL,
  OP_ADD,
} OpKind;

typedef struct
{
  OpKind      kind;
  const char *word;
} Op;

/* Longest common subsequence of words, as a list of operations. */
static GArray *
diff_words (char  **a,
            guint   n,
            char  **b,
            guint   m)
{
  GArray *ops = g_array_new (FALSE, FALSE, sizeof (Op));
  guint *table = g_new0 (guint, (gsize) (n + 1) * (m + 1));
  guint i = 0;
  guint j = 0;

#define CELL(x, y) table[(gsize) (x) * (m + 1) + (y)]
  for (guint x = n; x-- > 0;)
    for (guint y = m; y-- > 0;)
      CELL (x, y) = strcmp (a[x], b[y]) == 0 ? CELL (x + 1, y + 1) + 1
                                             : MAX (CELL (x + 1, y), CELL (x, y + 1));
  while (i < n || j < m)
    {
      Op op;

      if (i < n && j < m && strcmp (a[i], b[j]) == 0)
        {
          op.kind = OP_SAME;
          op.word = a[i++];
          j++;
        }
      else if (j < m && (i == n || CELL (i, j + 1) >= CELL (i + 1, j)))
        {
          op.kind = OP_ADD;
          op.word = b[j++];
        }
      else
        {
          op.kind = OP_DEL;
          op.word = a[i++];
        }
      g_array_append_val (ops, op);
    }
#undef CELL
  g_free (table);
  return ops;
}

static void
append_word (GString    *out,
             const char *word)
{
  if (out->len > 0)
    g_string_append_c (out, ' ');
  g_string_append (out, word);
}

/* `[-old-]{+new+}` runs, unchanged runs cut to DIFF_CONTEXT words around
 * the changes. */
static char *
render_word_diff (GArray *ops)
{
  GString *out = g_string_new (NULL);
  guint i = 0;

  while (i < ops->len)
    {
      Op *op = &g_array_index (ops, Op, i);
      guint end = i;
      gboolean had_deletion = FALSE;

      if (op->kind == OP_SAME)
        {
          guint keep_head;
          guint keep_tail;

          while (end < ops->len && g_array_index (ops, Op, end).kind == OP_SAME)
            end++;
          keep_head = i == 0 ? 0 : DIFF_CONTEXT;
          keep_tail = end == ops->len ? 0 : DIFF_CONTEXT;
          if (end - i <= keep_head + keep_tail + 1)
            {
              for (guint k = i; k < end; k++)
                append_word (out, g_array_index (ops, Op, k).word);
            }
          else
            {
              for (guint k = i; k < i + keep_head; k++)
                append_word (out, g_array_index (ops, Op, k).word);
              append_word (out, "…");
              for (guint k = end - keep_tail; k < end; k++)
                append_word (out, g_array_index (ops, Op, k).word);
            }
          i = end;
          continue;
        }

      for (int pass = 0; pass < 2; pass++)
        {
          OpKind kind = pass == 0 ? OP_DEL : OP_ADD;
          gboolean opened = FALSE;

          for (guint k = i; k < ops->len && g_array_index (ops, Op, k).kind != OP_SAME; k++)
            {
              if (g_array_index (ops, Op, k).kind != kind)
                continue;
              if (!opened)
                {
                  /* an insertion follows its deletion without a space */
                  if (out->len > 0 && !(pass == 1 && had_deletion))
                    g_string_append_c (out, ' ');
                  g_string_append (out, kind == OP_DEL ? "[-" : "{+");
                  g_string_append (out, g_array_index (ops, Op, k).word);
                  opened = TRUE;
                }
              else
                {
                  append_word (out, g_array_index (ops, Op, k).word);
                }
            }
          if (opened)
            g_string_append (out, kind == OP_DEL ? "-]" : "+}");
          if (pass == 0)
            had_deletion = opened;
        }
      while (end < ops->len && g_array_index (ops, Op, end).kind != OP_SAME)
        end++;
      i = end;
    }
  return g_string_free (out, FALSE);
}

char *
gp_patch_diff (const GpPatch *self,
               const char    *old_label,
               const char    *new_label)
{
  const char *old_text;
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  old_text = gp_launch_get_text (self->launch);
  out = g_string_new (NULL);
  g_string_append_printf (out, "--- %s\n+++ %s\n", old_label ? old_label : "launch",
                          new_label ? new_label : "launch (patched)");
  if (strcmp (old_text, self->printed) == 0)
    {
      append_lines (out, ' ', old_text);
      return g_string_free (out, FALSE);
    }

  append_lines (out, '-', old_text);
  append_lines (out, '+', self->printed);
  {
    g_auto(GStrv) a = words_of (old_text);
    g_auto(GStrv) b = words_of (self->printed);
    guint n = g_strv_length (a);
    guint m = g_strv_length (b);

    if ((guint64) (n + 1) * (m + 1) <= DIFF_MAX_CELLS)
      {
        g_autoptr(GArray) ops = diff_words (a, n, b, m);
        g_autofree char *line = render_word_diff (ops);

        g_string_append_printf (out, "~ %s\n", line);
      }
  }
  return g_string_free (out, FALSE);
}
