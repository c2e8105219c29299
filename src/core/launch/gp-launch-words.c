/* gp-launch-words.c: a launch string as the shell words gst-launch-1.0 receives
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

/* A launch string is what users type after `gst-launch-1.0` in a shell, quotes included
 * (`! 'video/x-raw(memory:NVMM), width=1920' !`), and `run` hands it to gst-launch-1.0 split by
 * g_shell_parse_argv(). gst-launch-1.0 takes its own options out of that argv (GOption: `-e`, `-v`,
 * `--gst-debug=…`, anywhere in it, up to a `--`), and gst_parse_launchv() joins the rest: each word
 * with its spaces outside double quotes backslash-escaped (_gst_parse_escape()), then a space.
 * That joined text is what GStreamer's grammar reads, so it is what gp-launch-parser.c reads.
 *
 * So there is one model of a launch string everywhere: these words, split exactly as GLib 2.74's
 * tokenize_command_line() + g_shell_unquote() split them (a comment after an unquoted '#', CR a
 * plain character, a newline kept inside double quotes), then the grammar. Every byte of the
 * joined text remembers the bytes of the user's text that made it ([lo, hi)), and every position
 * of the user's text the quoting in force there, so that an edit of the joined text is placed back
 * into the user's text (_gp_launch_place_edit()): inside their quotes when the new text can be
 * spelled there, else with the quote closed around it, so the patched string keeps their quoting
 * everywhere an edit did not touch. */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-launch-parser-private.h"

typedef struct
{
  GString *text;
  GArray  *lo;     /* of guint, per byte of text */
  GArray  *hi;
  guint    start;
  guint    end;
  gboolean kept;   /* a pipeline word, not an option */
} Word;

static void
word_free (gpointer data)
{
  Word *word = data;

  g_string_free (word->text, TRUE);
  g_array_unref (word->lo);
  g_array_unref (word->hi);
  g_free (word);
}

static Word *
word_new (guint start)
{
  Word *word = g_new0 (Word, 1);

  word->text = g_string_new (NULL);
  word->lo = g_array_new (FALSE, FALSE, sizeof (guint));
  word->hi = g_array_new (FALSE, FALSE, sizeof (guint));
  word->start = start;
  return word;
}

static void
word_add (Word  *word,
          char   c,
          guint  lo,
          guint  hi)
{
  g_string_append_c (word->text, c);
  g_array_append_val (word->lo, lo);
  g_array_append_val (word->hi, hi);
}

static gboolean
fail_at (GError     **error,
         guint        pos,
         const char  *message)
{
  g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "column %u: %s", pos + 1, message);
  return FALSE;
}

/* GLib's tokenizer and unquoting in one pass. @quote gets, for each
 * position 0..@length, the quoting in force before the byte there. */
static gboolean
split (const char  *s,
       guint        length,
       GPtrArray   *words,
       guint8      *quote,
       GError     **error)
{
  Word *token = NULL;
  char current = '\0';      /* '\'' '"' '\\' '#' or none */
  guint opened = 0;         /* where the quote or escape began */

  for (guint i = 0; i < length; i++)
    {
      char c = s[i];

      quote[i] = current == '\0' ? GP_LAUNCH_QUOTE_NONE
               : current == '\'' ? GP_LAUNCH_QUOTE_SINGLE
               : current == '"' ? GP_LAUNCH_QUOTE_DOUBLE
               : GP_LAUNCH_QUOTE_INSIDE;

      if (current == '\\')
        {
          if (c != '\n')
            {
              if (token == NULL)
                token = word_new (i - 1);
              word_add (token, c, i - 1, i + 1);
            }
          current = '\0';
        }
      else if (current == '#')
        {
          if (c == '\n')
            current = '\0';
        }
      else if (current == '\'')
        {
          if (c == '\'')
            current = '\0';
          else
            word_add (token, c, i, i + 1);
        }
      else if (current == '"')
        {
          /* GLib closes on a quote after an even run of backslashes, and
           * unquotes \" \\ \` \$ and backslash-newline as pairs: the same. */
          if (c == '"')
            current = '\0';
          else if (c == '\\' && i + 1 < length && strchr ("\"\\`$\n", s[i + 1]) != NULL)
            {
              word_add (token, s[i + 1], i, i + 2);
              quote[++i] = GP_LAUNCH_QUOTE_INSIDE;
            }
          else
            word_add (token, c, i, i + 1);
        }
      else
        {
          switch (c)
            {
            case '\n':
            case ' ':
            case '\t':
              if (token != NULL)
                {
                  g_ptr_array_add (words, token);
                  token = NULL;
                }
              break;
            case '\'':
            case '"':
            case '\\':
              if (token == NULL && c != '\\')
                token = word_new (i);
              current = c;
              opened = i;
              break;
            case '#':
              if (i == 0 || s[i - 1] == ' ' || s[i - 1] == '\n')
                {
                  current = '#';
                  opened = i;
                  break;
                }
              G_GNUC_FALLTHROUGH;
            default:
              if (token == NULL)
                token = word_new (i);
              word_add (token, c, i, i + 1);
              break;
            }
        }
      if (token != NULL)
        token->end = i + 1;
    }

  quote[length] = current == '\0' || current == '#' ? GP_LAUNCH_QUOTE_NONE : GP_LAUNCH_QUOTE_INSIDE;
  if (token != NULL)
    g_ptr_array_add (words, token);

  if (current == '\\')
    return fail_at (error, opened, "the string ends just after a '\\'");
  if (current == '\'' || current == '"')
    return fail_at (error, opened, current == '\'' ? "this single quote is never closed"
                                                   : "this double quote is never closed");
  /* GLib's shell parser (so `run` before us) refuses a '#' that is the string's last byte (it
   * opens a comment it never reads); a comment with anything after it is fine. */
  if (current == '#' && opened + 1 == length)
    return fail_at (error, opened, "the string ends in a bare '#'");
  if (words->len == 0)
    return fail_at (error, 0, "empty pipeline: there is no element");
  return TRUE;
}

/* gst-launch-1.0's options (tools/gst-launch.c), GStreamer's (gst/gst.c)
 * and GOption's help, as GStreamer 1.22 has them. */
typedef struct
{
  const char *name;
  char        letter;
  gboolean    takes_value;
} Option;

static const Option options[] = {
  { "eos-on-shutdown", 'e', FALSE },
  { "exclude", 'X', TRUE },
  { "force-position", 0, FALSE },
  { "gst-debug", 0, TRUE },
  { "gst-debug-color-mode", 0, TRUE },
  { "gst-debug-disable", 0, FALSE },
  { "gst-debug-help", 0, FALSE },
  { "gst-debug-level", 0, TRUE },
  { "gst-debug-no-color", 0, FALSE },
  { "gst-disable-registry-fork", 0, FALSE },
  { "gst-disable-registry-update", 0, FALSE },
  { "gst-disable-segtrap", 0, FALSE },
  { "gst-fatal-warnings", 0, FALSE },
  { "gst-plugin-load", 0, TRUE },
  { "gst-plugin-path", 0, TRUE },
  { "gst-plugin-spew", 0, FALSE },
  { "gst-version", 0, FALSE },
  { "help", 'h', FALSE },
  { "help-all", 0, FALSE },
  { "help-gst", 0, FALSE },
  { "messages", 'm', FALSE },
  { "no-fault", 'f', FALSE },
  { "no-position", 0, FALSE },
  { "quiet", 'q', FALSE },
  { "tags", 't', FALSE },
  { "toc", 'c', FALSE },
  { "verbose", 'v', FALSE },
  { "version", 0, FALSE },
  { NULL, '?', FALSE },
};

static const Option *
find_option (const char *name,
             gsize       length,
             char        letter)
{
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      if (name == NULL && letter != 0 && options[i].letter == letter)
        return &options[i];
      if (name != NULL && options[i].name != NULL && strlen (options[i].name) == length &&
          memcmp (options[i].name, name, length) == 0)
        return &options[i];
    }
  return NULL;
}

/* What gst-launch-1.0's option parser makes of one argv word of @length
 * bytes: 0 a pipeline word, 1 an option, 2 an option whose value is the next
 * word, -1 an option it does not know. */
static int
classify_option (const char *text,
                 gsize       length)
{
  if (length < 2 || text[0] != '-' || strlen (text) != length)
    return 0;
  if (text[1] == '-')
    {
      const char *equals = strchr (text + 2, '=');
      const Option *option = find_option (text + 2, equals ? (gsize) (equals - text - 2) : length - 2, 0);

      if (option == NULL || (equals != NULL && !option->takes_value))
        return -1;
      return option->takes_value && equals == NULL ? 2 : 1;
    }
  for (gsize k = 1; k < length; k++)
    {
      const Option *option = find_option (NULL, 0, text[k]);

      if (option == NULL)
        return -1;
      if (option->takes_value)
        return k + 1 == length ? 2 : 1;
    }
  return 1;
}

/* How many words from @i on are one option (its value included): 0 for a
 * pipeline word, -1 (error set) for an option gst-launch-1.0 refuses. */
static int
option_words (GPtrArray  *words,
              guint       i,
              GError    **error)
{
  Word *word = g_ptr_array_index (words, i);
  int n = classify_option (word->text->str, word->text->len);
  g_autofree char *shown = NULL;

  if (n < 0)
    {
      shown = _gp_launch_printable (word->text->str, word->text->len, 40);
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "column %u: %s is not a gst-launch-1.0 option (it would refuse to start)",
                   word->start + 1, shown);
      return -1;
    }
  if (n == 2 && i + 1 >= words->len)
    {
      shown = _gp_launch_printable (word->text->str, word->text->len, 40);
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "column %u: the gst-launch-1.0 option %s needs a value", word->start + 1, shown);
      return -1;
    }
  return n;
}

static gboolean
is_program_word (const char *word)
{
  const char *base = strrchr (word, '/');

  base = base != NULL ? base + 1 : word;
  return strcmp (base, "gst-launch-1.0") == 0 || strcmp (base, "gst-launch") == 0;
}

static gboolean
is_assignment (const char *word)
{
  const char *p = word;

  if (!(g_ascii_isalpha (*p) || *p == '_'))
    return FALSE;
  while (g_ascii_isalnum (*p) || *p == '_')
    p++;
  return *p == '=';
}

/* Users paste the whole command from a README: `gst-launch-1.0 -e nvarguscamerasrc ! …`. The
 * program word is not part of the pipeline: how many words to skip (0 when there is none), or -1
 * (error set) for what comes before it that a shell would read and gst-profile cannot: a prompt,
 * sudo, a variable assignment. */
static int
program_words (GPtrArray  *words,
               GError    **error)
{
  guint k;

  for (k = 0; k < words->len && k < 4; k++)
    if (is_program_word (((Word *) g_ptr_array_index (words, k))->text->str))
      break;
  if (k == words->len || k == 4)
    return 0;
  for (guint i = 0; i < k; i++)
    {
      const Word *word = g_ptr_array_index (words, i);
      const char *text = word->text->str;
      g_autofree char *shown = _gp_launch_printable (text, word->text->len, 40);

      if (strcmp (text, "$") == 0 || strcmp (text, "#") == 0 || strcmp (text, ">") == 0)
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "column %u: '%s' is a shell prompt: give the pipeline without it", word->start + 1, shown);
      else if (strcmp (text, "sudo") == 0)
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "column %u: sudo is not part of a pipeline: gst-profile runs gst-launch-1.0 itself, "
                     "as you", word->start + 1);
      else if (is_assignment (text))
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "column %u: %s is a shell variable assignment, not part of a pipeline: set it in "
                     "the environment gst-profile runs in", word->start + 1, shown);
      else
        return 0;
      return -1;
    }
  return (int) k + 1;
}

int
gp_launch_option_words (const char *word)
{
  g_return_val_if_fail (word != NULL, 0);

  return classify_option (word, strlen (word));
}

/* _gst_parse_escape() of GStreamer 1.22, with the map. */
static void
join_word (GString    *out,
           GArray     *lo,
           GArray     *hi,
           const Word *word)
{
  gboolean in_quotes = FALSE;
  const char *s = word->text->str;

  for (gsize k = 0; k < word->text->len; k++)
    {
      if (s[k] == '"' && (!in_quotes || s[k - 1] != '\\'))
        in_quotes = !in_quotes;
      if (s[k] == ' ' && !in_quotes)
        {
          g_string_append_c (out, '\\');
          g_array_append_val (lo, g_array_index (word->lo, guint, k));
          g_array_append_val (hi, g_array_index (word->hi, guint, k));
        }
      g_string_append_c (out, s[k]);
      g_array_append_val (lo, g_array_index (word->lo, guint, k));
      g_array_append_val (hi, g_array_index (word->hi, guint, k));
    }
}

gboolean
_gp_launch_words_join (GpLaunch  *launch,
                       GError   **error)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (word_free);
  GPtrArray *opts = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *argv = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *pipeline = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);
  GArray *lo = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *hi = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean ok = TRUE;
  gboolean options_end = FALSE;
  guint n_kept = 0;

  int skip = 0;

  launch->quote = g_malloc (launch->source_length + 1);
  ok = split (launch->source, launch->source_length, words, launch->quote, error);
  if (ok && (skip = program_words (words, error)) < 0)
    ok = FALSE;

  for (guint i = (guint) MAX (skip, 0); ok && i < words->len; i++)
    {
      Word *word = g_ptr_array_index (words, i);
      int n = 0;

      g_ptr_array_add (argv, g_strndup (word->text->str, word->text->len));
      if (!options_end && strcmp (word->text->str, "--") == 0)
        {
          options_end = TRUE;
          continue;
        }
      if (!options_end && (n = option_words (words, i, error)) < 0)
        ok = FALSE;
      else if (n == 0)
        word->kept = TRUE;
      for (int k = 0; k < n; k++)
        g_ptr_array_add (opts, g_strdup (((Word *) g_ptr_array_index (words, i + k))->text->str));
      if (n == 2)
        g_ptr_array_add (argv, g_strdup (((Word *) g_ptr_array_index (words, ++i))->text->str));
    }

  for (guint i = 0; ok && i < words->len; i++)
    {
      const Word *word = g_ptr_array_index (words, i);
      guint next;

      if (!word->kept)
        continue;
      if (n_kept++ == 0)
        launch->first_word = word->start;
      /* The joining space stands for the gap up to the next word of any
       * kind, so options between pipeline words stay where they are. */
      next = i + 1 < words->len ? ((Word *) g_ptr_array_index (words, i + 1))->start
                                : launch->source_length;
      g_ptr_array_add (pipeline, g_strdup (word->text->str));
      join_word (out, lo, hi, word);
      g_string_append_c (out, ' ');
      g_array_append_val (lo, word->end);
      g_array_append_val (hi, next);
    }
  if (ok && n_kept == 0)
    ok = fail_at (error, 0, "empty pipeline: there is no element");

  g_ptr_array_add (opts, NULL);
  g_ptr_array_add (argv, NULL);
  launch->options = (char **) g_ptr_array_free (opts, FALSE);
  g_ptr_array_add (pipeline, NULL);
  launch->argv = (char **) g_ptr_array_free (argv, FALSE);
  launch->words = (char **) g_ptr_array_free (pipeline, FALSE);
  launch->length = out->len;
  launch->text = g_string_free (out, FALSE);
  launch->lo = (guint *) (gpointer) g_array_free (lo, FALSE);
  launch->hi = (guint *) (gpointer) g_array_free (hi, FALSE);
  return ok;
}

/* Where the joined text's boundary @b (before its byte @b) lies in the
 * user's text: anywhere in [*lo, *hi], the bytes between (quotes, options,
 * a comment) having made no joined byte. */
static void
boundary (const GpLaunch *launch,
          guint           b,
          guint          *lo,
          guint          *hi)
{
  *lo = b == 0 ? launch->first_word : launch->hi[b - 1];
  *hi = b < launch->length ? launch->lo[b] : launch->source_length;
  /* inside the `\ ` GStreamer makes of one escaped space: after it */
  if (*lo > *hi)
    *hi = *lo;
}

/* @text as one shell word spelled inside @quote, or NULL when it is not
 * one word or cannot be spelled there. */
static char *
spell_quoted (const char    *text,
              GpLaunchQuote  quote)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (word_free);
  gsize length = strlen (text);
  g_autofree guint8 *quotes = NULL;
  const Word *word;
  GString *out;

  if (length == 0 || length > G_MAXUINT - 1 ||
      (quote != GP_LAUNCH_QUOTE_SINGLE && quote != GP_LAUNCH_QUOTE_DOUBLE))
    return NULL;
  quotes = g_malloc (length + 1);
  if (!split (text, length, words, quotes, NULL) || words->len != 1)
    return NULL;
  word = g_ptr_array_index (words, 0);
  if (word->start != 0 || word->end != length)
    return NULL;
  if (quote == GP_LAUNCH_QUOTE_SINGLE)
    return memchr (word->text->str, '\'', word->text->len) ? NULL : g_strdup (word->text->str);
  out = g_string_new (NULL);
  for (gsize k = 0; k < word->text->len; k++)
    {
      if (strchr ("\"\\`$", word->text->str[k]) != NULL)
        g_string_append_c (out, '\\');
      g_string_append_c (out, word->text->str[k]);
    }
  return g_string_free (out, FALSE);
}

static const char *
quote_char (GpLaunchQuote quote)
{
  return quote == GP_LAUNCH_QUOTE_SINGLE ? "'" : quote == GP_LAUNCH_QUOTE_DOUBLE ? "\"" : "";
}

void
_gp_launch_place_edit (const GpLaunch *launch,
                       guint           start,
                       guint           end,
                       const char     *text,
                       guint           min,
                       guint          *out_start,
                       guint          *out_end,
                       GString        *out)
{
  const guint8 *q = launch->quote;
  gboolean insertion = start == end;
  guint s_lo, s_hi, e_lo, e_hi;
  guint s[2];
  guint e[2];

  boundary (launch, start, &s_lo, &s_hi);
  boundary (launch, end, &e_lo, &e_hi);
  s_lo = MAX (s_lo, min);
  s_hi = MAX (s_hi, s_lo);
  e_lo = MAX (e_lo, s_hi);
  e_hi = MAX (e_hi, e_lo);
  if (insertion)
    {
      /* Anywhere between the two points: outside quotes first. */
      s[0] = e[0] = s_lo;
      s[1] = e[1] = s_hi;
    }
  else
    {
      /* Inner points first: inside the user's quotes, and short of what
       * lies between the tokens (options, comments). */
      s[0] = s_hi;
      s[1] = s_lo;
      e[0] = e_lo;
      e[1] = e_hi;
    }

  /* The text spelled inside the user's quotes, where it is one word. */
  for (guint i = 0; i < 2; i++)
    for (guint k = 0; k < 2; k++)
      if ((!insertion || i == k) && q[s[i]] == q[e[k]] &&
          (q[s[i]] == GP_LAUNCH_QUOTE_SINGLE || q[s[i]] == GP_LAUNCH_QUOTE_DOUBLE))
        {
          g_autofree char *spelled = spell_quoted (text, q[s[i]]);

          if (spelled == NULL)
            continue;
          *out_start = s[i];
          *out_end = e[k];
          g_string_append (out, spelled);
          return;
        }
  /* The text as it is, outside quotes. */
  for (guint i = 0; i < 2; i++)
    for (guint k = 0; k < 2; k++)
      if ((!insertion || i == k) && q[s[i]] == GP_LAUNCH_QUOTE_NONE && q[e[k]] == GP_LAUNCH_QUOTE_NONE)
        {
          *out_start = s[i];
          *out_end = e[k];
          g_string_append (out, text);
          return;
        }

  /* Close the user's quote, write the text, open it again. */
  *out_start = q[s[1]] == GP_LAUNCH_QUOTE_NONE ? s[1] : s[0];
  *out_end = q[e[1]] == GP_LAUNCH_QUOTE_NONE ? e[1] : e[0];
  if (insertion)
    *out_end = *out_start;
  g_string_append (out, quote_char (q[*out_start]));
  g_string_append (out, text);
  g_string_append (out, quote_char (q[*out_end]));
}

/* The shell words of @text, with gst-launch-1.0's options (anywhere up to a
 * `--`, a value its next word) checked when @check_options. */
static GStrv
split_argv (const char  *text,
            gboolean     check_options,
            GError     **error)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (word_free);
  g_autofree guint8 *quotes = NULL;
  gsize length = strlen (text);
  GPtrArray *argv;
  int skip;

  if (length > G_MAXUINT - 1)
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, "the string is too long");
      return NULL;
    }
  quotes = g_malloc (length + 1);
  if (!split (text, length, words, quotes, error))
    return NULL;
  /* the words as GLib splits them; gst-launch-1.0's argv (check_options) without the program
   * word of a pasted command */
  if (check_options && (skip = program_words (words, error)) < 0)
    return NULL;
  if (!check_options)
    skip = 0;
  for (guint i = (guint) skip; check_options && i < words->len; i++)
    {
      int n;

      if (strcmp (((Word *) g_ptr_array_index (words, i))->text->str, "--") == 0)
        break;
      if ((n = option_words (words, i, error)) < 0)
        return NULL;
      if (n == 2)
        i++;
    }
  argv = g_ptr_array_new_with_free_func (g_free);
  for (guint i = (guint) skip; i < words->len; i++)
    g_ptr_array_add (argv, g_strdup (((Word *) g_ptr_array_index (words, i))->text->str));
  g_ptr_array_add (argv, NULL);
  return (GStrv) g_ptr_array_free (argv, FALSE);
}

GStrv
gp_launch_split_words (const char  *text,
                       GError     **error)
{
  g_return_val_if_fail (text != NULL, NULL);

  return split_argv (text, FALSE, error);
}

GStrv
gp_launch_split_argv (const char  *text,
                      GError     **error)
{
  g_return_val_if_fail (text != NULL, NULL);

  return split_argv (text, TRUE, error);
}
