/* gp-cli-launch-args.c: `run`'s own options apart from the launch string
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

/* A launch string may begin with one of gst-launch-1.0's own options (`run "-e videotestsrc !
 * fakesink"`, or `run -e videotestsrc ! fakesink` as a shell splits it), which GOption, given
 * the whole argv, would refuse as an unknown option of `run`. So `run`'s argv is taken apart
 * before GOption sees it: the words that are `run`'s options (names from its GOptionEntry table,
 * a value taken as GOption takes it, anywhere before a `--`) go to GOption, and everything else
 * is the launch string, handed intact to the launch model (gp-launch-words.c), which knows
 * gst-launch-1.0's options. The words are joined back into one string that the model splits
 * into the same argv, so the session stores what ran. */

#include "config.h"

#include <string.h>

#include "gp-cli-launch-args.h"
#include "gp-error.h"
#include "gp-launch.h"

/* GOption's own, always there. */
static gboolean
is_help_option (const char *word)
{
  return strcmp (word, "-h") == 0 || strcmp (word, "-?") == 0 ||
         strcmp (word, "--help") == 0 || strcmp (word, "--help-all") == 0;
}

/* The entry of @entries that @word names (`--name` or `--name=value`), or NULL. */
static const GOptionEntry *
find_entry (const GOptionEntry *entries,
            const char         *word)
{
  if (!g_str_has_prefix (word, "--"))
    return NULL;
  for (guint i = 0; entries[i].long_name != NULL; i++)
    {
      gsize length = strlen (entries[i].long_name);

      if (strncmp (word + 2, entries[i].long_name, length) == 0 &&
          (word[2 + length] == '\0' || word[2 + length] == '='))
        return &entries[i];
    }
  return NULL;
}

static gboolean
has_space (const char *word)
{
  return strpbrk (word, " \t\n") != NULL;
}

/* Bytes a POSIX shell (and GLib's parser) reads as themselves in a word. */
static gboolean
needs_quotes (const char *word)
{
  if (*word == '\0')
    return TRUE;
  for (const char *p = word; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && (guchar) *p < 0x80 && strchr ("_%+,-./:=@^!", *p) == NULL)
      return TRUE;
  return FALSE;
}

/* gst-launch-1.0's argv @words as one launch string that splits back into them. */
static char *
join_words (GPtrArray *words)
{
  g_autofree gboolean *option = g_new0 (gboolean, words->len);
  GString *out = g_string_new (NULL);
  guint n_pipeline = 0;
  gboolean ended = FALSE;

  for (guint i = 0; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);
      int n = ended || has_space (word) ? 0 : gp_launch_option_words (word);

      if (!ended && strcmp (word, "--") == 0)
        ended = option[i] = TRUE;
      else if (n > 0)
        {
          option[i] = TRUE;
          if (n == 2 && i + 1 < words->len)
            option[++i] = TRUE;
        }
      else
        n_pipeline++;
    }

  for (guint i = 0; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);

      if (i > 0)
        g_string_append_c (out, ' ');
      if ((n_pipeline == 1 && !option[i]) || !needs_quotes (word))
        g_string_append (out, word);
      else
        {
          g_autofree char *quoted = g_shell_quote (word);

          g_string_append (out, quoted);
        }
    }
  return g_string_free (out, FALSE);
}

gboolean
gp_cli_launch_args_split (const GOptionEntry  *entries,
                          int                  argc,
                          char               **argv,
                          GStrv               *out_options,
                          char               **out_launch,
                          GError             **error)
{
  g_autoptr(GStrvBuilder) options = g_strv_builder_new ();
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  gboolean ended = FALSE;

  g_return_val_if_fail (entries != NULL, FALSE);
  g_return_val_if_fail (argc >= 1, FALSE);

  g_strv_builder_add (options, argv[0]);
  for (int i = 1; i < argc; i++)
    {
      const char *word = argv[i];
      const GOptionEntry *entry;
      int n;

      if (ended)
        {
          g_ptr_array_add (words, argv[i]);
          continue;
        }
      if (strcmp (word, "--") == 0)
        {
          ended = TRUE;
          continue;
        }
      if (is_help_option (word))
        {
          g_strv_builder_add (options, word);
          continue;
        }
      if ((entry = find_entry (entries, word)) != NULL)
        {
          g_strv_builder_add (options, word);
          /* GOption takes the next word as the value, whatever it says. */
          if (entry->arg != G_OPTION_ARG_NONE && strchr (word, '=') == NULL && i + 1 < argc)
            g_strv_builder_add (options, argv[++i]);
          continue;
        }
      n = has_space (word) ? 0 : gp_launch_option_words (word);
      if (n < 0)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       "%s: unknown option %s: neither an option of %s (see --help) nor one of gst-launch-1.0",
                       argv[0], word, argv[0]);
          return FALSE;
        }
      g_ptr_array_add (words, argv[i]);
      /* A gst-launch-1.0 option's value is its own, whatever it says. */
      if (n == 2 && i + 1 < argc)
        g_ptr_array_add (words, argv[++i]);
    }

  *out_options = g_strv_builder_end (options);
  if (words->len == 0)
    *out_launch = NULL;
  else if (words->len == 1)
    *out_launch = g_strdup (g_ptr_array_index (words, 0));
  else
    *out_launch = join_words (words);
  return TRUE;
}
