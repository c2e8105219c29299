/* gp-example-info.c: a line or two about a bundled example, from its data
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

/* The start page describes its bundled examples from their own data, not from a hand-written list:
 * where each ran, its pipeline as a chain of factories (CHAIN_MAX at most, the middle elided) and
 * the finding the window would put first. Each is gp_document_load() in a worker thread started
 * when its row is first shown, once per process (the texts are kept by path); a file that cannot be
 * read keeps the row's own subtitle. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-document.h"
#include "gp-example-info.h"
#include "gp-finding-row.h"

/* A longer chain keeps its first and last factories around an ellipsis. */
#define CHAIN_MAX  6
#define CHAIN_HEAD 2

/* Descriptions made in this process: path → text. */
static GMutex cache_lock;
static GHashTable *cache;

static gboolean
is_shown_in_chain (const GpElement *element)
{
  return !element->is_bin && g_strcmp0 (element->factory, "capsfilter") != 0;
}

static const GpElement *
first_source (const GpGraph *graph)
{
  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      g_autoptr(GPtrArray) upstream = NULL;

      if (element->is_bin)
        continue;
      upstream = gp_graph_links_to (graph, element->id);
      if (upstream == NULL || upstream->len == 0)
        return element;
    }

  return NULL;
}

/* "videotestsrc → videoconvert → x264enc → fakesink": the factories met
 * downstream of the first source along each element's first link, the
 * caps filters left out. */
static char *
describe_chain (const GpGraph *graph)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GString) text = g_string_new (NULL);
  const GpElement *element = first_source (graph);

  while (element != NULL && g_hash_table_add (seen, element->id))
    {
      g_autoptr(GPtrArray) downstream = gp_graph_links_from (graph, element->id);

      if (is_shown_in_chain (element))
        g_ptr_array_add (chain, element->factory != NULL && *element->factory != '\0'
                                  ? element->factory : element->id);
      element = downstream != NULL && downstream->len > 0
              ? gp_graph_lookup_element (graph, ((GpLink *) g_ptr_array_index (downstream, 0))->sink_element)
              : NULL;
    }

  for (guint i = 0; i < chain->len; i++)
    {
      if (chain->len > CHAIN_MAX && i == CHAIN_HEAD)
        {
          g_string_append (text, " → …");
          i = chain->len - (CHAIN_MAX - CHAIN_HEAD - 1);
        }
      if (text->len > 0)
        g_string_append (text, " → ");
      g_string_append (text, g_ptr_array_index (chain, i));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The board, else the platform, else the GStreamer version. */
static char *
describe_target (const GpTarget *target)
{
  if (target->board != NULL && *target->board != '\0')
    return g_strdup (target->board);
  if (target->platform != NULL && *target->platform != '\0' &&
      g_strcmp0 (target->platform, "generic") != 0)
    {
      char *platform = g_strdup (target->platform);

      platform[0] = g_ascii_toupper (platform[0]);
      return platform;
    }
  if (target->gstreamer != NULL && *target->gstreamer != '\0')
    /* Translators: where an example ran when it names no board */
    return g_strdup_printf (_("A computer with GStreamer %s"), target->gstreamer);

  return g_strdup (_("Unknown target"));
}

/* The finding the window leads with: the first diagnostic, else the
 * healthy verdict, else the hottest element. */
static const GpFinding *
lead_finding (GPtrArray *findings)
{
  const GpFinding *ok = NULL, *hot = NULL;

  for (guint i = 0; findings != NULL && i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (g_strcmp0 (finding->rule, "OK") == 0)
        ok = ok != NULL ? ok : finding;
      else if (g_strcmp0 (finding->rule, "HOT") == 0)
        hot = hot != NULL ? hot : finding;
      else
        return finding;
    }

  return ok != NULL ? ok : hot;
}

char *
gp_example_describe (const char  *path,
                     GError     **error)
{
  g_autoptr(GpDocument) document = NULL;
  g_autofree char *target = NULL;
  g_autofree char *chain = NULL;
  GpSession *session;
  const GpFinding *lead;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((document = gp_document_load (path, NULL, GP_DOCUMENT_LOAD_DEFAULT, NULL, error)) == NULL)
    return NULL;

  session = gp_document_get_session (document);
  lead = lead_finding (gp_document_get_findings (document));
  target = describe_target (gp_session_get_target (session));
  chain = describe_chain (gp_session_get_graph (session));

  if (lead == NULL)
    /* Translators: where it ran, then its pipeline, on two lines */
    return g_strdup_printf (_("%s\n%s"), target, chain);
  if (lead->severity == GP_SEVERITY_INFO)
    /* Translators: where it ran, its pipeline, the lead finding's title */
    return g_strdup_printf (_("%s\n%s\n%s"), target, chain, lead->title);

  /* Translators: where it ran, its pipeline, "<severity>: <finding title>" */
  return g_strdup_printf (_("%s\n%s\n%s: %s"), target, chain,
                          gp_finding_row_severity_text (lead->severity), lead->title);
}

static char *
dup_cached (const char *path)
{
  char *text;

  g_mutex_lock (&cache_lock);
  text = cache != NULL ? g_strdup (g_hash_table_lookup (cache, path)) : NULL;
  g_mutex_unlock (&cache_lock);

  return text;
}

static void
describe_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  const char *path = task_data;
  g_autofree char *text = dup_cached (path);
  GError *error = NULL;

  if (text == NULL && (text = gp_example_describe (path, &error)) != NULL)
    {
      g_mutex_lock (&cache_lock);
      if (cache == NULL)
        cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_hash_table_replace (cache, g_strdup (path), g_strdup (text));
      g_mutex_unlock (&cache_lock);
    }

  if (text != NULL)
    g_task_return_pointer (task, g_steal_pointer (&text), g_free);
  else
    g_task_return_error (task, error);
}

static void
on_described_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GWeakRef *ref = user_data;
  g_autoptr(AdwActionRow) row = g_weak_ref_get (ref);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_task_propagate_pointer (G_TASK (result), &error);

  if (row != NULL && text != NULL)
    adw_action_row_set_subtitle (row, text);
  else if (text == NULL)
    g_debug ("example not described: %s", error->message);

  g_weak_ref_clear (ref);
  g_free (ref);
}

static void
describe_in_thread (AdwActionRow *row,
                    const char   *path)
{
  g_autoptr(GTask) task = NULL;
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, row);
  task = g_task_new (NULL, NULL, on_described_cb, ref);
  g_task_set_source_tag (task, describe_in_thread);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, describe_thread);
}

/* Shown at last (a window opened on a session never shows its start page,
 * and does not pay for it). */
static void
on_row_map_cb (AdwActionRow *row)
{
  g_signal_handlers_disconnect_by_func (row, on_row_map_cb, NULL);
  describe_in_thread (row, g_object_get_data (G_OBJECT (row), "gp-example-path"));
}

void
gp_example_describe_row (AdwActionRow *row,
                         const char   *path)
{
  g_autofree char *known = NULL;

  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  g_return_if_fail (path != NULL);

  if ((known = dup_cached (path)) != NULL)
    {
      adw_action_row_set_subtitle (row, known);
      return;
    }

  if (gtk_widget_get_mapped (GTK_WIDGET (row)))
    {
      describe_in_thread (row, path);
      return;
    }

  g_object_set_data_full (G_OBJECT (row), "gp-example-path", g_strdup (path), g_free);
  g_signal_connect (row, "map", G_CALLBACK (on_row_map_cb), NULL);
}
