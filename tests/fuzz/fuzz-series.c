/* fuzz-series.c
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "gp-error.h"
#include "gp-json-text.h"
#include "gp-json-writer.h"
#include "gp-series-private.h"
#include "gp-series-reader.h"
#include "gp-session-json.h"
#include "gp-session-json-private.h"
#include "gp-session-load.h"
#include "gp-session-private.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* The input is the text of a `series` value. Against json-glib on the
 * whole document (_gp_session_load_tree()), the reference:
 *   - whatever the reader accepts, json-glib reads the same way (the reader
 *     is only ever stricter: same columns, bit for bit, same int-ness);
 *   - the session loader gives json-glib's answer: the same message, or
 *     the same session saving the same bytes, also in two steps;
 *   - text the canonical writer accepts is json-glib's, written the same. */

#define HEAD "{\"schema\": \"gst-profile/1\", \"session\": {}, \"target\": {}, " \
             "\"graph\": {\"elements\": [], \"links\": []}, \"series\": "
#define TAIL ", \"events\": []}"

static void
column_equal (GpSeries *a,
              GArray   *ca,
              GpSeries *b,
              GArray   *cb,
              gsize     size)
{
  g_assert (ca->len == cb->len);
  g_assert (ca->len == 0 || memcmp (ca->data, cb->data, ca->len * size) == 0);
  for (guint i = 0; size == sizeof (double) && i < ca->len; i++)
    g_assert (_gp_series_sample_is_int (a, ca, i) == _gp_series_sample_is_int (b, cb, i));
}

static void
series_equal (GpSeries *a,
              GpSeries *b)
{
  g_autoptr(GPtrArray) ka = gp_series_element_keys (a);
  g_autoptr(GPtrArray) kb = gp_series_element_keys (b);
  g_autoptr(GPtrArray) la = gp_series_link_keys (a);
  g_autoptr(GPtrArray) lb = gp_series_link_keys (b);
  GpPipelineSeries *pa = gp_series_get_pipeline (a), *pb = gp_series_get_pipeline (b);
  GpSystemSeries *sa = gp_series_get_system (a), *sb = gp_series_get_system (b);

  g_assert (gp_series_get_window_ms (a) == gp_series_get_window_ms (b));
  column_equal (a, gp_series_get_t_array (a), b, gp_series_get_t_array (b), sizeof (double));
  g_assert (ka->len == kb->len && la->len == lb->len);
  for (guint i = 0; i < ka->len; i++)
    {
      GpElementSeries *x = gp_series_lookup_element (a, g_ptr_array_index (ka, i));
      GpElementSeries *y = gp_series_lookup_element (b, g_ptr_array_index (ka, i));

      g_assert (y != NULL);
      column_equal (a, x->proc_ms_p50, b, y->proc_ms_p50, sizeof (double));
      column_equal (a, x->proc_ms_p95, b, y->proc_ms_p95, sizeof (double));
      column_equal (a, x->cpu_pct, b, y->cpu_pct, sizeof (double));
      column_equal (a, x->queue_level, b, y->queue_level, sizeof (double));
      column_equal (a, x->buffers, b, y->buffers, sizeof (GpCount));
      column_equal (a, x->held_buffers, b, y->held_buffers, sizeof (double));
      column_equal (a, x->held_bytes, b, y->held_bytes, sizeof (double));
      column_equal (a, x->queue_bytes, b, y->queue_bytes, sizeof (double));
      column_equal (a, x->oldest_held_ms, b, y->oldest_held_ms, sizeof (double));
    }
  for (guint i = 0; i < la->len; i++)
    {
      GpLinkSeries *x = gp_series_lookup_link (a, g_ptr_array_index (la, i));
      GpLinkSeries *y = gp_series_lookup_link (b, g_ptr_array_index (la, i));

      g_assert (y != NULL);
      column_equal (a, x->fps, b, y->fps, sizeof (double));
      column_equal (a, x->bytes_s, b, y->bytes_s, sizeof (double));
      column_equal (a, x->stalled, b, y->stalled, sizeof (guint8));
    }
  column_equal (a, pa->latency_ms_p50, b, pb->latency_ms_p50, sizeof (double));
  column_equal (a, pa->latency_ms_p95, b, pb->latency_ms_p95, sizeof (double));
  column_equal (a, pa->reported_latency_ms, b, pb->reported_latency_ms, sizeof (double));
  column_equal (a, sa->cpu_pct, b, sb->cpu_pct, sizeof (double));
  column_equal (a, sa->gr3d_pct, b, sb->gr3d_pct, sizeof (double));
  column_equal (a, sa->vic_pct, b, sb->vic_pct, sizeof (double));
  column_equal (a, sa->nvenc_pct, b, sb->nvenc_pct, sizeof (double));
  column_equal (a, sa->nvdec_pct, b, sb->nvdec_pct, sizeof (double));
  column_equal (a, sa->emc_pct, b, sb->emc_pct, sizeof (double));
  column_equal (a, sa->rss_bytes, b, sb->rss_bytes, sizeof (double));
  column_equal (a, sa->mem_available_bytes, b, sb->mem_available_bytes, sizeof (double));
  /* A window without a row reads as one of no cores. */
  for (guint i = 0; i < gp_series_get_n_windows (a); i++)
    {
      GArray *ra = gp_system_series_core_row (sa, i);
      GArray *rb = gp_system_series_core_row (sb, i);

      if (ra == NULL || rb == NULL)
        g_assert ((ra == NULL || ra->len == 0) && (rb == NULL || rb->len == 0));
      else
        column_equal (a, ra, b, rb, sizeof (double));
    }
}

static void
check_canonical (const char *text,
                 gsize       len)
{
  g_autoptr(GString) quick = g_string_new (NULL);
  g_autoptr(GString) tree = g_string_new (NULL);
  g_autoptr(JsonParser) parser = NULL;

  if (!gp_json_text_append_canonical (quick, text, len))
    {
      g_assert (quick->len == 0);
      return;
    }
  parser = json_parser_new_immutable ();
  g_assert (json_parser_load_from_data (parser, text, len, NULL));
  gp_json_append (tree, json_parser_get_root (parser));
  g_assert (g_str_equal (quick->str, tree->str));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GString) doc = g_string_new (HEAD);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) reader_error = NULL;
  g_autoptr(GError) tree_error = NULL;
  g_autoptr(GError) quick_error = NULL;
  g_autoptr(GError) deferred_error = NULL;
  g_autoptr(GpSeries) read = NULL;
  g_autoptr(GpSession) tree = NULL;
  g_autoptr(GpSession) quick = NULL;
  g_autoptr(GpSession) deferred = NULL;
  g_autoptr(GpSeriesLoad) pending = NULL;
  const char *text = (const char *) data;

  g_string_append_len (doc, text, size);
  g_string_append (doc, TAIL);
  bytes = g_bytes_new (doc->str, doc->len);

  read = gp_series_read_json (text, size, &reader_error);
  g_assert ((read == NULL) == (reader_error != NULL));
  g_assert (reader_error == NULL || reader_error->domain == GP_ERROR);

  tree = _gp_session_load_tree (bytes, &tree_error);
  if (read != NULL)
    {
      g_assert (tree != NULL);
      series_equal (read, gp_session_get_series (tree));
    }

  quick = gp_session_load_from_bytes (bytes, &quick_error);
  g_assert ((quick == NULL) == (tree == NULL));
  if (tree == NULL)
    g_assert (g_str_equal (quick_error->message, tree_error->message));
  else
    {
      g_autofree char *a = gp_session_to_string (quick);
      g_autofree char *b = gp_session_to_string (tree);

      series_equal (gp_session_get_series (quick), gp_session_get_series (tree));
      g_assert (g_str_equal (a, b));
    }

  /* The app's two steps, no text kept: saved, the series is written from
   * the columns, and reads back the same. */
  deferred = gp_session_load_deferred (bytes, &pending, &deferred_error);
  if (deferred != NULL && pending != NULL)
    {
      if (!gp_series_load_run (pending, &deferred_error))
        g_clear_object (&deferred);
      else
        {
          gp_series_load_drop_text (pending);
          gp_series_load_apply (pending, deferred);
        }
    }
  g_assert ((deferred == NULL) == (tree == NULL));
  if (tree == NULL)
    g_assert (g_str_equal (deferred_error->message, tree_error->message));
  else
    {
      g_autofree char *saved = gp_session_to_string (deferred);
      g_autoptr(GBytes) saved_bytes = g_bytes_new_static (saved, strlen (saved));
      g_autoptr(GpSession) reloaded = gp_session_load_from_bytes (saved_bytes, NULL);

      series_equal (gp_session_get_series (deferred), gp_session_get_series (tree));
      g_assert (reloaded != NULL);
      series_equal (gp_session_get_series (reloaded), gp_session_get_series (tree));
    }

  check_canonical (text, size);
  return 0;
}
