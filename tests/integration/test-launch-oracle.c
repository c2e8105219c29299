/* test-launch-oracle.c: GStreamer itself is the oracle of the launch parser
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

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <gst/gst.h>

#include "gp-factory.h"
#include "gp-launch-private.h"
#include "gp-name-rules.h"
#include "gp-test-util.h"

/* Every string of tests/launch-corpus.txt is parsed by gp_launch_parse()
 * twice: as it is, typed after gst-launch-1.0 in a shell, and quoted for the
 * shell the way users write it (shell_quote() below: caps and values with
 * spaces or parentheses in single quotes, `key="value"`). When every factory
 * it names exists here, GStreamer builds it in a fresh subprocess (element
 * name counters are per process) and both must agree on element names,
 * factories, parents and links: the string as it is from its shell words
 * (GLib's g_shell_parse_argv(), then gst_parse_launchv(), as gst-launch-1.0
 * gets them), the quoted one against gst_parse_launch() of the corpus line
 * itself. The links of GStreamer's pipeline are read from the pads, through
 * the ghost pads of the string's bins. Otherwise the string is checked for
 * the round trip only. */

typedef struct
{
  guint     line;
  char     *text;     /* what we parse: the corpus line, or it quoted for the shell */
  char     *gst;      /* quoted: the corpus line, for gst_parse_launch() */
} Case;

static GPtrArray *cases;
static guint n_oracle;
static guint n_round_trip;

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->text);
  g_free (c->gst);
  g_free (c);
}

/* The argument gst_parse_launchv() escapes into @word: its `\ ` outside
 * double quotes are spaces. */
static char *
launchv_unescape (const char *word)
{
  GString *out = g_string_new (NULL);
  gboolean in_quotes = FALSE;

  for (const char *p = word; *p != '\0'; p++)
    {
      if (*p == '\\' && p[1] == ' ' && !in_quotes)
        continue;
      if (*p == '"' && (!in_quotes || out->len == 0 || out->str[out->len - 1] != '\\'))
        in_quotes = !in_quotes;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void
append_shell_word (GString    *out,
                   const char *arg)
{
  gboolean plain = *arg != '\0';

  for (const char *p = arg; *p != '\0' && plain; p++)
    plain = g_ascii_isalnum (*p) || strchr ("_-+=.,:/@%!^", *p) != NULL;
  if (out->len > 0)
    g_string_append_c (out, ' ');
  if (plain)
    {
      g_string_append (out, arg);
      return;
    }
  g_string_append_c (out, '\'');
  for (const char *p = arg; *p != '\0'; p++)
    {
      if (*p == '\'')
        g_string_append (out, "'\\''");
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '\'');
}

static gboolean
is_caps_start (const char *word)
{
  const char *slash = strchr (word, '/');

  if (slash == NULL || slash == word || (strchr (word, '=') != NULL && strchr (word, '=') < slash))
    return FALSE;
  for (const char *p = word; p < slash; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

/* @text (as gst_parse_launch() reads it) as users write it for a shell: its
 * words (split at whitespace outside GStreamer's quotes and escapes), each
 * the argument gst_parse_launchv() turns back into it; the words of caps on a
 * link as one argument, `key="value"` with the shell's quotes, and every
 * argument with a character a shell would read in single quotes. */
static char *
shell_quote (const char *text)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);
  char quote = 0;
  gssize start = -1;
  gsize i;

  for (i = 0; text[i] != '\0'; i++)
    {
      char c = text[i];

      if (quote == 0 && g_ascii_isspace (c))
        {
          if (start >= 0)
            g_ptr_array_add (words, g_strndup (text + start, i - start));
          start = -1;
          continue;
        }
      if (start < 0)
        start = i;
      if (quote != '"' && c == '\\' && text[i + 1] != '\0')
        i++;
      else if (c == '"' && quote != '\'' && (quote == 0 || text[i - 1] != '\\'))
        quote = quote == 0 ? '"' : 0;
      else if (c == '\'' && quote != '"')
        quote = quote == 0 ? '\'' : 0;
    }
  if (start >= 0)
    g_ptr_array_add (words, g_strndup (text + start, i - start));

  for (guint k = 0; k < words->len; k++)
    {
      const char *word = g_ptr_array_index (words, k);
      const char *equals = strchr (word, '=');
      gsize length = strlen (word);
      g_autofree char *arg = NULL;

      /* caps after a link, up to the next link: one argument */
      if (k > 0 && strcmp (g_ptr_array_index (words, k - 1), "!") == 0 && is_caps_start (word))
        {
          GString *caps = g_string_new (word);
          guint end = k + 1;
          gboolean simple = strpbrk (word, "!;\\\"'") == NULL;

          while (end < words->len && strcmp (g_ptr_array_index (words, end), "!") != 0)
            {
              simple = simple && strpbrk (g_ptr_array_index (words, end), "!;\\\"'") == NULL;
              g_string_append_printf (caps, " %s", (char *) g_ptr_array_index (words, end++));
            }
          if (simple && end < words->len)
            {
              append_shell_word (out, caps->str);
              g_string_free (caps, TRUE);
              k = end - 1;
              continue;
            }
          g_string_free (caps, TRUE);
        }
      /* key="value": the shell's double quotes */
      if (equals != NULL && equals[1] == '"' && length > (gsize) (equals - word) + 2 &&
          word[length - 1] == '"' && strpbrk (equals + 2, "\"\\$`") == word + length - 1)
        {
          if (out->len > 0)
            g_string_append_c (out, ' ');
          g_string_append (out, word);
          continue;
        }
      arg = launchv_unescape (word);
      append_shell_word (out, arg);
    }
  return g_string_free (out, FALSE);
}

static void
load_corpus (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "launch-corpus.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  cases = g_ptr_array_new_with_free_func (case_free);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      Case *c;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      c = g_new0 (Case, 1);
      c->line = i + 1;
      c->text = g_strdup (lines[i]);
      g_ptr_array_add (cases, c);
      c = g_new0 (Case, 1);
      c->line = i + 1;
      c->text = shell_quote (lines[i]);
      c->gst = g_strdup (lines[i]);
      g_ptr_array_add (cases, c);
    }
}

static gboolean
all_factories_exist (const GpLaunch *launch)
{
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (launch, i);
      g_autoptr(GstElementFactory) factory = gst_element_factory_find (element->factory);

      if (factory == NULL)
        return FALSE;
    }
  return TRUE;
}

typedef struct
{
  char *src;
  char *src_pad;
  char *sink;
  char *sink_pad;
} BuiltLink;

typedef struct
{
  const GpLaunch *launch;
  GHashTable     *bins;      /* names of the string's ( … ) bins */
  GHashTable     *elements;  /* "bin/name" (bin "" at the top) → "factory|parent" */
  GPtrArray      *links;     /* of BuiltLink */
} Built;

static void
built_link_free (gpointer data)
{
  BuiltLink *link = data;

  g_free (link->src);
  g_free (link->src_pad);
  g_free (link->sink);
  g_free (link->sink_pad);
  g_free (link);
}

static gboolean
is_string_bin (Built     *built,
               GstObject *object)
{
  return object != NULL && GST_IS_BIN (object) &&
         g_hash_table_contains (built->bins, GST_OBJECT_NAME (object));
}

/* Follows a link from a source pad to the sink pad of an element of the
 * string: into a string bin through its sink ghost pad's target, out of it
 * through the internal pad of its source ghost pad. */
static GstPad *
resolve_peer (Built  *built,
              GstPad *peer)
{
  for (guint guard = 0; peer != NULL && guard < 64; guard++)
    {
      GstObject *parent = GST_OBJECT_PARENT (peer);

      if (GST_IS_GHOST_PAD (peer) && is_string_bin (built, parent))
        {
          GstPad *target = gst_ghost_pad_get_target (GST_GHOST_PAD (peer));

          gst_object_unref (peer);
          peer = target;
          continue;
        }
      if (GST_IS_PROXY_PAD (peer) && parent != NULL && GST_IS_GHOST_PAD (parent) &&
          is_string_bin (built, GST_OBJECT_PARENT (parent)))
        {
          GstPad *next = gst_pad_get_peer (GST_PAD (parent));

          gst_object_unref (peer);
          peer = next;
          continue;
        }
      return peer;
    }
  g_assert_null (peer);
  return NULL;
}

/* An element as "bin/name": bins may repeat a name (unique within a bin). */
static char *
qualified (Built      *built,
           GstElement *element)
{
  GstObject *parent = GST_OBJECT_PARENT (element);

  return g_strdup_printf ("%s/%s", is_string_bin (built, parent) ? GST_OBJECT_NAME (parent) : "",
                          GST_ELEMENT_NAME (element));
}

static char *
qualified_ours (const GpLaunchElement *element)
{
  return g_strdup_printf ("%s/%s", element->parent ? element->parent->name : "", element->name);
}

static void
collect_links (Built      *built,
               GstElement *element)
{
  GstIterator *it = gst_element_iterate_src_pads (element);
  GValue value = G_VALUE_INIT;

  while (gst_iterator_next (it, &value) == GST_ITERATOR_OK)
    {
      GstPad *pad = g_value_get_object (&value);
      GstPad *peer = resolve_peer (built, gst_pad_get_peer (pad));

      if (peer != NULL)
        {
          BuiltLink *link = g_new0 (BuiltLink, 1);

          link->src = qualified (built, element);
          link->src_pad = g_strdup (GST_PAD_NAME (pad));
          link->sink = qualified (built, GST_ELEMENT (GST_OBJECT_PARENT (peer)));
          link->sink_pad = g_strdup (GST_PAD_NAME (peer));
          g_ptr_array_add (built->links, link);
          gst_object_unref (peer);
        }
      g_value_reset (&value);
    }
  g_value_unset (&value);
  gst_iterator_free (it);
}

static void
record (Built      *built,
        GstElement *element,
        const char *parent)
{
  GstElementFactory *factory = gst_element_get_factory (element);
  g_autofree char *key = g_strdup_printf ("%s/%s", parent ? parent : "", GST_ELEMENT_NAME (element));

  g_assert_nonnull (factory);

  g_assert_false (g_hash_table_contains (built->elements, key));
  g_hash_table_insert (built->elements, g_steal_pointer (&key),
                       g_strdup_printf ("%s|%s", GST_OBJECT_NAME (factory),
                                        parent ? parent : "(null)"));
  if (is_string_bin (built, GST_OBJECT (element)))
    {
      GstIterator *it = gst_bin_iterate_elements (GST_BIN (element));
      GValue value = G_VALUE_INIT;

      while (gst_iterator_next (it, &value) == GST_ITERATOR_OK)
        {
          record (built, g_value_get_object (&value), GST_ELEMENT_NAME (element));
          g_value_reset (&value);
        }
      g_value_unset (&value);
      gst_iterator_free (it);
    }
  else
    {
      collect_links (built, element);
    }
}

/* g_signal_handlers_block_matched() needs a closure, func or data to match
 * on, so count by blocking one handler at a time. */
static guint
count_pad_added_handlers (GstElement *element)
{
  guint signal_id = g_signal_lookup ("pad-added", GST_TYPE_ELEMENT);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gulong));
  gulong id;

  while ((id = g_signal_handler_find (element, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_UNBLOCKED,
                                      signal_id, 0, NULL, NULL, NULL)) != 0)
    {
      g_signal_handler_block (element, id);
      g_array_append_val (ids, id);
    }
  for (guint i = 0; i < ids->len; i++)
    g_signal_handler_unblock (element, g_array_index (ids, gulong, i));
  return ids->len;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
oracle_check (const Case *c)
{
  const char *text = c->text;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = gp_launch_parse (text, -1, &error);
  g_autoptr(GPtrArray) ours = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) theirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) delayed_from = g_hash_table_new (g_str_hash, g_str_equal);
  GstElement *top;
  const GpLaunchElement *only_top = NULL;
  guint n_top = 0;
  guint n_created = 0;
  Built built = { 0 };

  g_assert_no_error (error);

  if (c->gst != NULL)
    {
      top = gst_parse_launch (c->gst, &error);
    }
  else
    {
      g_auto(GStrv) argv = NULL;

      /* as gst-launch-1.0 gets it (no corpus line has an option) */
      g_assert_true (g_shell_parse_argv (text, NULL, &argv, &error));
      g_assert_true (g_strv_equal ((const char * const *) argv, gp_launch_get_words (launch)));
      top = gst_parse_launchv ((const char **) argv, &error);
    }
  g_assert_no_error (error);
  g_assert_nonnull (top);

  built.launch = launch;
  built.bins = g_hash_table_new (g_str_hash, g_str_equal);
  built.elements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  built.links = g_ptr_array_new_with_free_func (built_link_free);

  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (launch, i);

      if (element->kind == GP_LAUNCH_ELEMENT_BIN)
        g_hash_table_add (built.bins, element->name);
      if (element->parent == NULL && element->kind != GP_LAUNCH_ELEMENT_CAPS)
        {
          only_top = element;
          n_top++;
        }
    }

  if (n_top == 1)
    {
      /* One element: gst_parse_launch() returns it, and gst-launch-1.0
       * puts it in a new pipeline unless it is one. */
      g_assert_cmpstr (GST_ELEMENT_NAME (top), ==, only_top->name);
      record (&built, top, NULL);
      if (GST_IS_PIPELINE (top))
        {
          g_assert_cmpstr (gp_launch_get_pipeline_name (launch), ==, GST_ELEMENT_NAME (top));
        }
      else
        {
          g_autoptr(GstElement) pipeline = gst_element_factory_make ("pipeline", NULL);

          g_assert_cmpstr (gp_launch_get_pipeline_name (launch), ==, GST_ELEMENT_NAME (pipeline));
        }
    }
  else
    {
      GstIterator *it;
      GValue value = G_VALUE_INIT;

      g_assert_true (GST_IS_PIPELINE (top));
      g_assert_cmpstr (gp_launch_get_pipeline_name (launch), ==, GST_ELEMENT_NAME (top));
      it = gst_bin_iterate_elements (GST_BIN (top));
      while (gst_iterator_next (it, &value) == GST_ITERATOR_OK)
        {
          record (&built, g_value_get_object (&value), NULL);
          g_value_reset (&value);
        }
      g_value_unset (&value);
      gst_iterator_free (it);
    }

  /* Elements: the same names, factories and parents; GStreamer has not
   * made the capsfilters of delayed links yet. */
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (launch, i);
      g_autofree char *expected = NULL;
      g_autofree char *key = qualified_ours (element);
      const char *got = g_hash_table_lookup (built.elements, key);

      if (element->kind == GP_LAUNCH_ELEMENT_CAPS && element->delayed)
        continue;
      expected = g_strdup_printf ("%s|%s", element->factory,
                                  element->parent ? element->parent->name : "(null)");
      if (got == NULL)
        g_error ("GStreamer has no element %s (%s)", element->name, expected);
      g_assert_cmpstr (got, ==, expected);
      n_created++;
    }
  g_assert_cmpuint (g_hash_table_size (built.elements), ==, n_created);

  /* Links: the same element pairs and, where the string names a pad, the
   * same pad. */
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);
      g_autofree char *src = qualified_ours (link->src);
      g_autofree char *sink = qualified_ours (link->sink);
      gboolean found = FALSE;

      if (link->delayed)
        {
          if (link->src->kind != GP_LAUNCH_ELEMENT_CAPS)
            {
              guint n = GPOINTER_TO_UINT (g_hash_table_lookup (delayed_from, link->src->name));

              g_hash_table_insert (delayed_from, link->src->name, GUINT_TO_POINTER (n + 1));
            }
          continue;
        }
      g_ptr_array_add (ours, g_strdup_printf ("%s ! %s", src, sink));

      for (guint k = 0; k < built.links->len && !found; k++)
        {
          const BuiltLink *b = g_ptr_array_index (built.links, k);

          found = strcmp (b->src, src) == 0 &&
                  strcmp (b->sink, sink) == 0 &&
                  (link->src_pad == NULL || strcmp (b->src_pad, link->src_pad) == 0) &&
                  (link->sink_pad == NULL || strcmp (b->sink_pad, link->sink_pad) == 0);
        }
      if (!found)
        g_error ("GStreamer has no link %s.%s ! %s.%s", src,
                 link->src_pad ? link->src_pad : "", sink,
                 link->sink_pad ? link->sink_pad : "");
    }

  for (guint k = 0; k < built.links->len; k++)
    {
      const BuiltLink *b = g_ptr_array_index (built.links, k);

      g_ptr_array_add (theirs, g_strdup_printf ("%s ! %s", b->src, b->sink));
    }
  g_ptr_array_sort (ours, compare_strings);
  g_ptr_array_sort (theirs, compare_strings);
  g_assert_cmpuint (ours->len, ==, theirs->len);
  for (guint k = 0; k < ours->len; k++)
    g_assert_cmpstr (g_ptr_array_index (ours, k), ==, g_ptr_array_index (theirs, k));

  /* Delayed links: GStreamer waits for a pad on each of their sources. */
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, delayed_from);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        GstElement *src = GST_IS_BIN (top) ? gst_bin_get_by_name (GST_BIN (top), key) : NULL;

        g_assert_nonnull (src);
        g_assert_cmpuint (count_pad_added_handlers (src), ==, GPOINTER_TO_UINT (value));
        gst_object_unref (src);
      }
  }

  g_hash_table_unref (built.bins);
  g_hash_table_unref (built.elements);
  g_ptr_array_unref (built.links);
  gst_object_unref (top);
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = NULL;
  g_autoptr(GpLaunch) again = NULL;
  g_autoptr(GpLaunch) spaced = NULL;
  g_autofree char *printed = NULL;
  g_autofree char *printed_spaced = NULL;

  if (g_test_subprocess ())
    {
      oracle_check (c);
      /* As in main(): no exit-time leak check after GStreamer ran. */
      fflush (stdout);
      fflush (stderr);
      _exit (0);
    }

  g_test_message ("line %u%s: %s", c->line, c->gst ? " quoted for the shell" : "", c->text);
  launch = gp_launch_parse (c->text, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (launch);

  /* Round trip: printing without edits gives the input back, and parsing
   * that again gives the same AST; so does a harmless edit. */
  printed = gp_launch_print (launch);
  g_assert_cmpstr (printed, ==, c->text);
  again = gp_launch_parse (printed, -1, &error);
  g_assert_no_error (error);
  g_assert_true (gp_launch_equal (launch, again));

  g_assert_true (gp_launch_edit (launch, 0, 0, "  ", &error));
  printed_spaced = gp_launch_print (launch);
  g_assert_true (g_str_has_prefix (printed_spaced, "  "));
  g_assert_cmpstr (printed_spaced + 2, ==, c->text);
  spaced = gp_launch_parse (printed_spaced, -1, &error);
  g_assert_no_error (error);
  g_assert_true (gp_launch_equal (spaced, again));

  if (all_factories_exist (launch))
    {
      n_oracle++;
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
    }
  else
    {
      n_round_trip++;
      g_test_message ("round trip only: not every element exists here");
    }
}

static void
test_summary (void)
{
  g_test_message ("%u corpus strings: %u checked against gst_parse_launch(), %u round trip only",
                  cases->len, n_oracle, n_round_trip);
  g_assert_cmpuint (cases->len, >=, 120);
  g_assert_cmpuint (n_oracle + n_round_trip, ==, cases->len);
  /* Needs gstreamer1.0-plugins-{base,good,bad,ugly}, -libav, -alsa, -gl */
  g_assert_cmpuint (n_oracle, >=, 120);
}

/* The runtime-name prefixes (rules/names.json) and delayed-link factories match the registry;
 * so do the factories read back from each GType and from each default name (where no other
 * factory shares them), and every names.json entry whose factory exists here has its GType. */
static void
test_registry_tables (void)
{
  static const char * const not_delayed[] = {
    "multiqueue", "streamsynchronizer", "rtpbin", "rtpsession", "rtpdec",
    "rdtmanager", "srtpenc",
  };
  GList *features = gst_registry_get_feature_list (gst_registry_get (), GST_TYPE_ELEMENT_FACTORY);
  const GpNameRules *rules = gp_name_rules_get_default ();
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);  /* factory, GType, prefix */
  g_autoptr(GHashTable) per_gtype = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) per_prefix = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_checked = 0;
  guint n_entries = 0;
  guint n_reads = 0;

  for (GList *l = features; l != NULL; l = l->next)
    {
      GstPluginFeature *loaded = gst_plugin_feature_load (l->data);
      GstElementFactory *factory;
      const char *name;
      const char *type_name;
      g_autofree char *expected = NULL;
      g_autofree char *ours = NULL;
      gboolean always = FALSE;
      gboolean sometimes = FALSE;
      gsize len;

      if (loaded == NULL)
        continue;
      factory = GST_ELEMENT_FACTORY (loaded);
      name = GST_OBJECT_NAME (factory);
      if (gst_element_factory_get_element_type (factory) == G_TYPE_INVALID ||
          g_str_has_prefix (name, "rtphdrext"))
        {
          gst_object_unref (loaded);
          continue;
        }

      type_name = g_type_name (gst_element_factory_get_element_type (factory));
      if (gp_name_rules_gtype_for_factory (rules, name) != NULL)
        {
          g_assert_cmpstr (gp_name_rules_gtype_for_factory (rules, name), ==, type_name);
          n_entries++;
        }
      g_ptr_array_add (seen, g_strdup (name));
      g_ptr_array_add (seen, g_strdup (type_name));
      if (g_str_has_prefix (type_name, "Gst"))
        type_name += 3;
      expected = g_ascii_strdown (type_name, -1);
      len = strlen (expected);
      if (len > 0 && g_ascii_isdigit (expected[len - 1]))
        {
          char *dashed = g_strconcat (expected, "-", NULL);

          g_free (expected);
          expected = dashed;
        }
      ours = gp_launch_name_prefix (name);
      if (g_strcmp0 (ours, expected) != 0)
        g_error ("factory %s: GStreamer names it %sN, we say %sN", name, expected, ours);
      g_ptr_array_add (seen, g_strdup (expected));

      for (const GList *t = gst_element_factory_get_static_pad_templates (factory); t; t = t->next)
        {
          const GstStaticPadTemplate *templ = t->data;

          if (templ->direction != GST_PAD_SRC)
            continue;
          if (templ->presence == GST_PAD_SOMETIMES)
            sometimes = TRUE;
          else if (templ->presence == GST_PAD_ALWAYS)
            always = TRUE;
        }
      if (!g_strv_contains (not_delayed, name))
        {
          if (_gp_launch_factory_is_delayed (name) != (sometimes && !always))
            g_error ("factory %s: delayed links %s", name,
                     _gp_launch_factory_is_delayed (name) ? "wrongly assumed" : "not known");
        }
      else
        {
          g_assert_false (_gp_launch_factory_is_delayed (name));
        }
      n_checked++;
      gst_object_unref (loaded);
    }
  gst_plugin_feature_list_free (features);

  for (guint i = 0; i + 2 < seen->len; i += 3)
    {
      const char *gtype = g_ptr_array_index (seen, i + 1);
      const char *prefix = g_ptr_array_index (seen, i + 2);

      g_hash_table_insert (per_gtype, (gpointer) gtype,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (per_gtype, gtype)) + 1));
      g_hash_table_insert (per_prefix, (gpointer) prefix,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (per_prefix, prefix)) + 1));
    }
  for (guint i = 0; i + 2 < seen->len; i += 3)
    {
      const char *name = g_ptr_array_index (seen, i);
      const char *gtype = g_ptr_array_index (seen, i + 1);
      const char *prefix = g_ptr_array_index (seen, i + 2);

      if (GPOINTER_TO_UINT (g_hash_table_lookup (per_gtype, gtype)) == 1)
        {
          g_autofree char *read = gp_factory_from_gtype (gtype);

          if (g_strcmp0 (read, name) != 0)
            g_error ("factory %s: its GType %s reads as %s", name, gtype, read);
          n_reads++;
        }
      if (GPOINTER_TO_UINT (g_hash_table_lookup (per_prefix, prefix)) == 1)
        {
          g_autofree char *default_name = g_strconcat (prefix, "3", NULL);
          g_autofree char *back = gp_factory_from_default_name (default_name);

          /* A name with capitals or a '-' that no rule explains is no default name we read. */
          if (back != NULL && g_strcmp0 (back, name) != 0)
            g_error ("factory %s: its default name %s reads as %s", name, default_name, back);
        }
    }
  g_test_message ("%u factories checked, %u read back from their GType, %u names.json entries "
                  "checked", n_checked, n_reads, n_entries);
  g_assert_cmpuint (n_checked, >, 200);
  g_assert_cmpuint (n_reads, >, 200);
  /* the stock entries of names.json but vaapi's (not installed in the CI image) */
  g_assert_cmpuint (n_entries, >=, 37);
}

static void
test_uri_handlers (void)
{
  static const char * const schemes[] = {
    "file" /* first */, "http", "https", "rtsp", "rtsps", "rtspt", "rtspu", "udp", "appsrc",
    "appsink", "srt", "rtmp", "rtp", "v4l2", "rist",
  };
  guint n_checked = 0;

  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    for (int sink = 0; sink < 2; sink++)
      {
        g_autofree char *uri = i == 0 ? g_strdup ("file:///tmp/x")
                                      : g_strdup_printf ("%s://127.0.0.1:5000/x", schemes[i]);
        GstElement *element = gst_element_make_from_uri (sink ? GST_URI_SINK : GST_URI_SRC,
                                                          uri, NULL, NULL);
        const char *ours = _gp_launch_factory_for_uri (uri, sink);

        if (element == NULL)
          continue;
        g_assert_cmpstr (ours, ==, GST_OBJECT_NAME (gst_element_get_factory (element)));
        gst_object_unref (element);
        n_checked++;
      }
  g_assert_cmpuint (n_checked, >=, 10);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  gst_init (&argc, &argv);

  load_corpus ();
  g_test_add_func ("/gp/integration/launch-oracle/registry-tables", test_registry_tables);
  g_test_add_func ("/gp/integration/launch-oracle/uri-handlers", test_uri_handlers);
  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = g_ptr_array_index (cases, i);
      g_autofree char *path = g_strdup_printf ("/gp/integration/launch-oracle/corpus%s/line-%03u",
                                               c->gst ? "-quoted" : "", c->line);

      g_test_add_data_func (path, c, test_case);
    }
  g_test_add_func ("/gp/integration/launch-oracle/summary/corpus", test_summary);

  status = g_test_run ();
  g_ptr_array_unref (cases);
  /* Loading every plugin leaves GStreamer's and its libraries' process-long
   * allocations (registry strings, library constructors), which
   * LeakSanitizer reports as leaks: leave without the exit-time check.
   * tests/unit/test-launch.c and test-launch-map.c check our code for leaks. */
  fflush (stdout);
  fflush (stderr);
  _exit (status);
}
