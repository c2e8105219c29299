/* gp-rules-qleak.c: QLEAK, a queue-like element whose backlog grows without bound
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

/* QLEAK tells a leak from back-pressure (spec/leak-hunt.md). It reads an element's backlog
 * (queue_level, or held_buffers where the element has no level property) and fires when the
 * backlog keeps growing across the capture and nothing bounds it:
 *
 * - the trend is robust: the Theil–Sen slope (the median of the pairwise slopes, over at most
 *   QLEAK_MAX_POINTS samples so that a long capture costs no more than a short one) is positive,
 *   the second half of the capture still grows (its own slope is at least late_slope_ratio of the
 *   whole), the quarter medians never fall and the last quarter's is min_rise_buffers above
 *   anything seen in the first quarter: one spike, or a start-up fill that then stays flat, is no
 *   leak, and neither is one last zero (a queue flushed at teardown) a cure;
 * - the element is unbounded, per family (params queue_family, appsrc_family, appsink_family):
 *   a queue with any finite max-size-* cannot pass it (a full one is back-pressure); an appsrc is
 *   bounded by block=true or a leaky-type, otherwise its max-bytes is only a watermark, and a leak
 *   once passed (when the bytes held are known); an appsink by max-buffers > 0.
 *
 * The settings are the ones our tracer measured (graph.elements[].queue), else the element's props
 * (a dot dump's or the launch string's, under its own property names: param setting_props), else
 * the factory's defaults (param defaults): a default queue is bounded. The evidence adds the
 * process memory: the Theil–Sen slope of series.system.rss_bytes and, against the last
 * MemAvailable, the time until memory runs out, which the title gives when known. The patch is the
 * family's (param patches): block=true on an appsrc, a finite max-size-buffers on a queue (one
 * set-property patch sets one property, and leaky=downstream alone leaves an unbounded queue
 * unbounded), a finite max-buffers on an appsink. */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "gp-robust-slope.h"
#include "gp-rules-private.h"

/* At most this many samples enter the pairwise slope estimate. */
#define QLEAK_MAX_POINTS 256

typedef enum
{
  FAMILY_NONE,
  FAMILY_QUEUE,
  FAMILY_APPSRC,
  FAMILY_APPSINK,
} Family;

static const char * const family_names[] = { NULL, "queue", "appsrc", "appsink" };

/* GpQueueSettings with where they came from. */
typedef struct
{
  GpQueueSettings  q;
  const char      *source;  /* "measured" | "props" | "defaults" */
} Settings;

typedef struct
{
  double t;
  double level;
} Sample;

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a;
  double db = *(const double *) b;

  return (da > db) - (da < db);
}

static double
median_of (GArray *values)
{
  guint n = values->len;

  if (n == 0)
    return GP_NULL;
  qsort (values->data, n, sizeof (double), compare_doubles);
  if (n % 2 == 1)
    return g_array_index (values, double, n / 2);
  return (g_array_index (values, double, n / 2 - 1) + g_array_index (values, double, n / 2)) / 2;
}

/* Theil–Sen over samples [from, to): the median of the pairwise slopes, robust to a few spikes. */
static double
robust_slope (const GArray *samples,
              guint         from,
              guint         to)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (Sample));
  g_autoptr(GArray) slopes = g_array_new (FALSE, FALSE, sizeof (double));
  guint n = to > from ? to - from : 0;
  guint m = MIN (n, QLEAK_MAX_POINTS);

  for (guint k = 0; k < m; k++)
    {
      guint idx = from + (m > 1 ? (guint) ((guint64) k * (n - 1) / (m - 1)) : 0);

      g_array_append_val (points, g_array_index (samples, Sample, idx));
    }

  for (guint i = 0; i < points->len; i++)
    {
      for (guint j = i + 1; j < points->len; j++)
        {
          const Sample *p = &g_array_index (points, Sample, i);
          const Sample *q = &g_array_index (points, Sample, j);
          double slope;

          if (q->t <= p->t)
            continue;
          slope = (q->level - p->level) / (q->t - p->t);
          g_array_append_val (slopes, slope);
        }
    }
  if (slopes->len == 0)
    return 0;
  return median_of (slopes);
}

/* The non-null samples of @column against the series' t. */
static GArray *
column_samples (GpSeries *series,
                GArray   *column)
{
  GArray *samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  guint n = gp_series_get_n_windows (series);

  for (guint w = 0; column != NULL && w < column->len && w < n; w++)
    {
      Sample sample = { gp_series_get_t (series, w), g_array_index (column, double, w) };

      if (!gp_is_null (sample.level))
        g_array_append_val (samples, sample);
    }
  return samples;
}

static double
last_value (GArray *column)
{
  for (guint i = column != NULL ? column->len : 0; i > 0; i--)
    if (!gp_is_null (g_array_index (column, double, i - 1)))
      return g_array_index (column, double, i - 1);
  return GP_NULL;
}

/* The median level of the @k-th of four parts of @samples. */
static double
quarter_median (const GArray *samples,
                guint         k)
{
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (double));
  guint from = (guint) ((guint64) samples->len * k / 4);
  guint to = (guint) ((guint64) samples->len * (k + 1) / 4);

  for (guint i = from; i < MAX (to, from + 1) && i < samples->len; i++)
    g_array_append_val (values, g_array_index (samples, Sample, i).level);
  return median_of (values);
}

/* The trend test of the header; @slope gets the whole capture's. */
static gboolean
grows_steadily (const GpRuleContext *ctx,
                const GArray        *samples,
                double              *slope)
{
  double ratio = gp_rule_entry_get_number (ctx->entry, "late_slope_ratio");
  double min_rise = gp_rule_entry_get_number (ctx->entry, "min_rise_buffers");
  double early_max = -G_MAXDOUBLE;
  double late;
  double previous = -G_MAXDOUBLE;

  *slope = robust_slope (samples, 0, samples->len);
  if (*slope <= 0)
    return FALSE;
  late = robust_slope (samples, samples->len / 2, samples->len);
  if (late <= 0 || late < ratio * *slope)
    return FALSE;
  for (guint k = 0; k < 4; k++)
    {
      double median = quarter_median (samples, k);

      if (median < previous)
        return FALSE;
      previous = median;
    }
  for (guint s = 0; s < MAX (samples->len / 4, 1); s++)
    early_max = MAX (early_max, g_array_index (samples, Sample, s).level);
  return previous >= early_max + MAX (min_rise, 1);
}

/* The backlog at the end: the last sample, or the median of the last three when the last is
 * below it, so that the flush of a queue at teardown, one last zero, does not hide it. */
static double
level_at_end (const GArray *samples)
{
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (double));
  double last = g_array_index (samples, Sample, samples->len - 1).level;
  double median;

  for (guint i = samples->len > 3 ? samples->len - 3 : 0; i < samples->len; i++)
    g_array_append_val (values, g_array_index (samples, Sample, i).level);
  median = median_of (values);
  return MAX (last, median);
}

static gboolean
has_prefix_in (const char *factory,
               JsonArray  *prefixes)
{
  for (guint i = 0; prefixes != NULL && i < json_array_get_length (prefixes); i++)
    if (g_str_has_prefix (factory, json_array_get_string_element (prefixes, i)))
      return TRUE;
  return FALSE;
}

static Family
family_of (const GpRuleContext *ctx,
           const char          *factory)
{
  if (has_prefix_in (factory, gp_rule_entry_get_array (ctx->entry, "queue_family")))
    return FAMILY_QUEUE;
  if (has_prefix_in (factory, gp_rule_entry_get_array (ctx->entry, "appsrc_family")))
    return FAMILY_APPSRC;
  if (has_prefix_in (factory, gp_rule_entry_get_array (ctx->entry, "appsink_family")))
    return FAMILY_APPSINK;
  return FAMILY_NONE;
}

/* A property value as a dot dump or a launch string spells it: a count, TRUE/false, an enum nick
 * (no/none 0, upstream 1, downstream 2) or its number. -1 when unreadable. */
static gint64
parse_setting (const char *text)
{
  static const char * const nicks[][2] = {
    { "true", "1" }, { "yes", "1" }, { "false", "0" }, { "no", "0" }, { "none", "0" },
    { "upstream", "1" }, { "downstream", "2" },
  };
  char *end = NULL;
  gint64 value;

  for (guint i = 0; i < G_N_ELEMENTS (nicks); i++)
    if (g_ascii_strcasecmp (text, nicks[i][0]) == 0)
      text = nicks[i][1];
  value = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0' || value < 0)
    return -1;
  return value;
}

/* The first of the setting's property names that @lookup knows. */
static gint64
lookup_setting (JsonArray   *names,
                GpStrMap    *props,
                JsonObject  *defaults)
{
  for (guint i = 0; names != NULL && i < json_array_get_length (names); i++)
    {
      const char *name = json_array_get_string_element (names, i);
      JsonNode *node;

      if (props != NULL)
        {
          const char *value = gp_str_map_lookup (props, name);

          if (value != NULL)
            return parse_setting (value);
        }
      else if (defaults != NULL && (node = json_object_get_member (defaults, name)) != NULL)
        {
          if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
            return json_node_get_boolean (node) ? 1 : 0;
          if (json_node_get_value_type (node) == G_TYPE_STRING)
            return parse_setting (json_node_get_string (node));
          return (gint64) json_node_get_double (node);
        }
    }
  return -1;
}

/* Measured, else props, else the factory's defaults, setting by setting. */
static void
resolve_settings (const GpRuleContext *ctx,
                  const GpElement     *element,
                  const char          *factory,
                  Settings            *out)
{
  JsonObject *names = gp_rule_entry_get_object (ctx->entry, "setting_props");
  JsonObject *all_defaults = gp_rule_entry_get_object (ctx->entry, "defaults");
  JsonObject *defaults = NULL;
  static const char * const keys[] = { "max_buffers", "max_bytes", "max_time_ns", "block", "leaky", "drop" };
  gint64 values[G_N_ELEMENTS (keys)];
  gboolean from_props = FALSE;

  if (element->queue != NULL)
    {
      out->q = *element->queue;
      out->source = "measured";
      return;
    }

  if (json_object_has_member (all_defaults, factory) &&
      JSON_NODE_HOLDS_OBJECT (json_object_get_member (all_defaults, factory)))
    defaults = json_object_get_object_member (all_defaults, factory);

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      JsonArray *props = json_object_has_member (names, keys[i]) &&
                         JSON_NODE_HOLDS_ARRAY (json_object_get_member (names, keys[i]))
                         ? json_object_get_array_member (names, keys[i]) : NULL;

      values[i] = lookup_setting (props, element->props, NULL);
      if (values[i] >= 0)
        from_props = TRUE;
      else
        values[i] = lookup_setting (props, NULL, defaults);
    }
  out->q.max_buffers = values[0];
  out->q.max_bytes = values[1];
  out->q.max_time_ns = values[2];
  out->q.block = (int) MIN (values[3], 1);
  out->q.leaky = (int) MIN (values[4], 2);
  out->q.drop = (int) MIN (values[5], 1);
  out->source = from_props ? "props" : "defaults";
}

static gboolean
is_bounded (Family           family,
            const Settings  *s)
{
  switch (family)
    {
    case FAMILY_QUEUE:
      return s->q.max_buffers > 0 || s->q.max_bytes > 0 || s->q.max_time_ns > 0;
    case FAMILY_APPSRC:
      return s->q.block == 1 || s->q.leaky > 0;
    case FAMILY_APPSINK:
      return s->q.max_buffers > 0;
    case FAMILY_NONE:
    default:
      return FALSE;
    }
}

static JsonNode *
number_or_null (double value,
                int    ndigits)
{
  if (gp_is_null (value))
    return json_node_init_null (json_node_alloc ());
  return gp_number_to_json (gp_number_round ((GpNumber) { value, FALSE }, ndigits));
}

static JsonNode *
setting_node (gint64 value)
{
  if (value < 0)
    return json_node_init_null (json_node_alloc ());
  return json_node_init_int (json_node_alloc (), value);
}

static JsonNode *
flag_node (int value)
{
  if (value < 0)
    return json_node_init_null (json_node_alloc ());
  return json_node_init_boolean (json_node_alloc (), value != 0);
}

static JsonNode *
leaky_node (int value)
{
  static const char * const nicks[] = { "none", "upstream", "downstream" };

  if (value < 0 || value >= (int) G_N_ELEMENTS (nicks))
    return json_node_init_null (json_node_alloc ());
  return json_node_init_string (json_node_alloc (), nicks[value]);
}

/* "~14 min", "~40 s", "~2.5 h". */
static char *
format_duration (double seconds)
{
  g_autofree char *number = NULL;

  if (seconds < 120)
    return g_strdup_printf ("~%.0f s", seconds);
  if (seconds < 2 * 3600)
    return g_strdup_printf ("~%.0f min", seconds / 60);
  number = gp_format_fixed (seconds / 3600, 1);
  return g_strdup_printf ("~%s h", number);
}

/* The process memory: its growth, what the machine has left and when it runs out. */
typedef struct
{
  double rss_slope;      /* bytes/s, NAN unknown */
  double mem_available;  /* bytes, NAN unknown */
  double time_to_oom;    /* s, NAN unknown */
} Memory;

static void
measure_memory (GpSeries *series,
                Memory   *memory)
{
  GpSystemSeries *system = gp_series_get_system (series);

  /* The same estimate as `buffers` and the app's Memory lanes (GpHoldings). */
  memory->rss_slope = gp_robust_slope_recent (gp_series_get_t_array (series), system->rss_bytes,
                                              gp_series_get_n_windows (series));
  memory->mem_available = last_value (system->mem_available_bytes);
  memory->time_to_oom = GP_NULL;
  if (!gp_is_null (memory->rss_slope) && memory->rss_slope > 0 && !gp_is_null (memory->mem_available))
    memory->time_to_oom = memory->mem_available / memory->rss_slope;
}

static void
add_finding (const GpRuleContext *ctx,
             const GpElement     *element,
             Family               family,
             const Settings      *settings,
             double               slope,
             double               level_end,
             double               level_end_bytes,
             const Memory        *memory,
             GPtrArray           *findings)
{
  JsonObject *patches = gp_rule_entry_get_object (ctx->entry, "patches");
  JsonObject *patch_spec = json_object_get_object_member (patches, family_names[family]);
  const char *property = json_object_get_string_member (patch_spec, "property");
  const char *value = json_object_get_string_member (patch_spec, "value");
  g_autoptr(GpFinding) finding = NULL;
  g_autofree char *id = g_strconcat ("F-QLEAK-", element->id, NULL);
  g_autofree char *fix_name = g_strconcat ("fix_", family_names[family], NULL);
  g_autofree char *rate_text = gp_format_fixed (slope, 1);
  g_autofree char *level_text = gp_format_fixed (level_end, 0);
  g_autofree char *patch_text = g_strdup_printf ("%s=%s", property, value);
  g_autofree char *oom_text = NULL;
  g_autofree char *memory_text = NULL;
  const char *bound_name;
  JsonObject *limit = json_object_new ();
  JsonObject *patch;

  if (!gp_is_null (memory->time_to_oom))
    {
      g_autofree char *duration = format_duration (memory->time_to_oom);

      oom_text = gp_rule_template_expand (gp_rule_entry_get_text (ctx->entry, "oom"),
                                          "duration", duration, NULL);
    }
  if (!gp_is_null (memory->rss_slope) && memory->rss_slope > 0)
    {
      g_autofree char *rate = gp_format_fixed (memory->rss_slope / 1e6, 1);

      memory_text = gp_rule_template_expand (gp_rule_entry_get_text (ctx->entry, "memory"),
                                             "rss_rate", rate, NULL);
    }
  bound_name = family == FAMILY_APPSRC ? "unbounded_appsrc"
               : family == FAMILY_APPSINK ? "unbounded_appsink" : "unbounded_queue";

  finding = _gp_rule_finding_new (ctx, id);
  _gp_rule_finding_set_texts (ctx, finding, "title", "why", fix_name,
                              "element", element->id,
                              "rate", rate_text,
                              "level", level_text,
                              "patch", patch_text,
                              "oom", oom_text != NULL ? oom_text : "",
                              "memory", memory_text != NULL ? memory_text : "",
                              "unbounded", gp_rule_entry_get_text (ctx->entry, bound_name),
                              NULL);
  _gp_rule_finding_add_target (finding, element->id, NULL);

  json_object_set_member (finding->evidence, "growth_per_s", number_or_null (slope, 3));
  json_object_set_member (finding->evidence, "level_end", number_or_null (level_end, 0));
  json_object_set_member (finding->evidence, "level_end_bytes", number_or_null (level_end_bytes, 0));
  json_object_set_member (limit, "max_buffers", setting_node (settings->q.max_buffers));
  json_object_set_member (limit, "max_bytes", setting_node (settings->q.max_bytes));
  json_object_set_member (limit, "max_time_ns", setting_node (settings->q.max_time_ns));
  json_object_set_object_member (finding->evidence, "limit", limit);
  json_object_set_string_member (finding->evidence, "limit_source", settings->source);
  json_object_set_member (finding->evidence, "block", flag_node (settings->q.block));
  json_object_set_member (finding->evidence, "leaky", leaky_node (settings->q.leaky));
  json_object_set_member (finding->evidence, "rss_slope_bytes_per_s", number_or_null (memory->rss_slope, 0));
  json_object_set_member (finding->evidence, "mem_available_bytes", number_or_null (memory->mem_available, 0));
  json_object_set_member (finding->evidence, "time_to_oom_s", number_or_null (memory->time_to_oom, 0));

  patch = _gp_rule_patch_new ("set-property");
  json_object_set_string_member (patch, "element", element->id);
  json_object_set_string_member (patch, "property", property);
  json_object_set_string_member (patch, "value", value);
  finding->fix_patch = patch;
  g_ptr_array_add (findings, g_steal_pointer (&finding));
}

/* QLEAK: see the header. Nothing without the queue_levels capability (the
 * catalogue's needs), like the reference. */
void
_gp_rule_qleak (const GpRuleContext *ctx,
                GPtrArray           *findings)
{
  const GpAnalysis *a = ctx->analysis;
  GpSeries *series = gp_session_get_series (a->session);
  guint min_samples = (guint) MAX (gp_rule_entry_get_number (ctx->entry, "min_samples"), 4);
  gboolean have_memory = FALSE;
  Memory memory = { GP_NULL, GP_NULL, GP_NULL };

  for (guint i = 0; i < a->elements->len; i++)
    {
      const GpElementStat *stat = g_ptr_array_index (a->elements, i);
      const char *factory = _gp_rule_factory (ctx, stat);
      Family family = family_of (ctx, factory);
      GpElementSeries *columns;
      g_autoptr(GArray) samples = NULL;
      g_autoptr(GArray) held_bytes = NULL;
      Settings settings;
      double slope;
      double level_end_bytes;

      if (stat->element->is_bin || family == FAMILY_NONE)
        continue;
      columns = gp_series_lookup_element (series, stat->element->id);
      if (columns == NULL)
        continue;

      /* The backlog: the level property, else the buffers our whereabouts saw it hold. */
      samples = column_samples (series, columns->queue_level);
      if (samples->len == 0)
        {
          g_array_unref (samples);
          samples = column_samples (series, columns->held_buffers);
        }
      if (samples->len < min_samples || !grows_steadily (ctx, samples, &slope))
        continue;

      resolve_settings (ctx, stat->element, factory, &settings);
      if (is_bounded (family, &settings))
        continue;

      /* An appsrc's max-bytes is a watermark: a leak once passed, when we know the bytes (its
       * current-level-bytes, else the bytes our whereabouts saw it hold). */
      held_bytes = column_samples (series, columns->queue_bytes);
      if (held_bytes->len == 0)
        {
          g_array_unref (held_bytes);
          held_bytes = column_samples (series, columns->held_bytes);
        }
      level_end_bytes = held_bytes->len > 0 ? level_at_end (held_bytes) : GP_NULL;
      if (family == FAMILY_APPSRC && settings.q.max_bytes > 0 && !gp_is_null (level_end_bytes) &&
          level_end_bytes < (double) settings.q.max_bytes)
        continue;

      if (!have_memory)
        {
          measure_memory (series, &memory);
          have_memory = TRUE;
        }
      add_finding (ctx, stat->element, family, &settings, slope,
                   level_at_end (samples), level_end_bytes,
                   &memory, findings);
    }
}
