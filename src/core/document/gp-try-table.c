/* gp-try-table.c: the runs of `gst-profile try` summed up, variant by variant
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

/* Each run is read once, when it is added: the latency p95 and frame period of its analysis (the
 * verdict header's figures), the mean of its process CPU column, and its findings' ids. A variant's
 * figure is the median of its runs with the range beside it; against the original, better or
 * worse only when the two ranges are apart. A finding is a variant's when most of its runs have
 * it, so one unlucky run neither clears nor brings one. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-try-table.h"

struct _GpTryTable
{
  GPtrArray *variants;   /* of GpTryVariant */
};

static void
variant_free (gpointer data)
{
  GpTryVariant *variant = data;

  g_free (variant->name);
  g_strfreev (variant->applied);
  g_ptr_array_unref (variant->sessions);
  g_ptr_array_unref (variant->findings);
  g_array_unref (variant->latency);
  g_array_unref (variant->fps);
  g_array_unref (variant->cpu);
  g_free (variant);
}

GpTryTable *
gp_try_table_new (void)
{
  GpTryTable *self = g_new0 (GpTryTable, 1);

  self->variants = g_ptr_array_new_with_free_func (variant_free);
  return self;
}

void
gp_try_table_free (GpTryTable *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->variants);
  g_free (self);
}

guint
gp_try_table_add_variant (GpTryTable         *self,
                          const char         *name,
                          const char * const *applied)
{
  GpTryVariant *variant = g_new0 (GpTryVariant, 1);

  variant->name = g_strdup (name);
  variant->applied = applied != NULL ? g_strdupv ((char **) applied) : g_new0 (char *, 1);
  variant->sessions = g_ptr_array_new_with_free_func (g_free);
  variant->findings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  variant->latency = g_array_new (FALSE, FALSE, sizeof (double));
  variant->fps = g_array_new (FALSE, FALSE, sizeof (double));
  variant->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_ptr_array_add (self->variants, variant);
  return self->variants->len - 1;
}

static double
mean_cpu (GpSession *session)
{
  GpSystemSeries *system = gp_series_get_system (gp_session_get_series (session));
  double sum = 0;
  guint n = 0;

  for (guint i = 0; system != NULL && system->cpu_pct != NULL && i < system->cpu_pct->len; i++)
    {
      double v = g_array_index (system->cpu_pct, double, i);

      if (!gp_is_null (v))
        {
          sum += v;
          n++;
        }
    }
  return n > 0 ? sum / n : NAN;
}

void
gp_try_table_add_run (GpTryTable *self,
                      guint       index,
                      const char *path,
                      GpDocument *document)
{
  GpTryVariant *variant;
  const GpAnalysis *analysis;
  GPtrArray *findings;
  GStrvBuilder *ids = g_strv_builder_new ();
  double latency, fps, cpu;

  g_return_if_fail (index < self->variants->len);
  g_return_if_fail (GP_IS_DOCUMENT (document));

  variant = g_ptr_array_index (self->variants, index);
  analysis = gp_document_get_analysis (document);
  findings = gp_document_get_findings (document);
  for (guint i = 0; findings != NULL && i < findings->len; i++)
    g_strv_builder_add (ids, ((const GpFinding *) g_ptr_array_index (findings, i))->id);

  latency = analysis->latency_ms_p95.value;
  fps = !gp_number_is_none (analysis->frame_period_ms) && analysis->frame_period_ms.value > 0
          ? 1000.0 / analysis->frame_period_ms.value : NAN;
  cpu = mean_cpu (gp_document_get_session (document));

  g_ptr_array_add (variant->sessions, g_strdup (path));
  g_ptr_array_add (variant->findings, g_strv_builder_end (ids));
  g_strv_builder_unref (ids);
  g_array_append_val (variant->latency, latency);
  g_array_append_val (variant->fps, fps);
  g_array_append_val (variant->cpu, cpu);
}

guint
gp_try_table_get_n_variants (const GpTryTable *self)
{
  return self->variants->len;
}

const GpTryVariant *
gp_try_table_get_variant (const GpTryTable *self,
                          guint             index)
{
  g_return_val_if_fail (index < self->variants->len, NULL);
  return g_ptr_array_index (self->variants, index);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static GpTryRange
range_of (const GArray *values)
{
  g_autoptr(GArray) known = g_array_new (FALSE, FALSE, sizeof (double));
  GpTryRange range = { NAN, NAN, NAN, 0 };
  guint n;

  for (guint i = 0; i < values->len; i++)
    if (!isnan (g_array_index (values, double, i)))
      g_array_append_val (known, g_array_index (values, double, i));
  n = known->len;
  if (n == 0)
    return range;
  g_array_sort (known, compare_doubles);
  range.n = n;
  range.min = g_array_index (known, double, 0);
  range.max = g_array_index (known, double, n - 1);
  range.median = n % 2 == 1 ? g_array_index (known, double, n / 2)
                            : (g_array_index (known, double, n / 2 - 1) + g_array_index (known, double, n / 2)) / 2;
  return range;
}

GpTryRange
gp_try_variant_latency (const GpTryVariant *variant)
{
  return range_of (variant->latency);
}

GpTryRange
gp_try_variant_fps (const GpTryVariant *variant)
{
  return range_of (variant->fps);
}

GpTryRange
gp_try_variant_cpu (const GpTryVariant *variant)
{
  return range_of (variant->cpu);
}

/* @a against the original's @base: lower is better when @lower_better. */
static GpTryDelta
delta (GpTryRange a,
       GpTryRange base,
       gboolean   lower_better)
{
  if (a.n == 0 || base.n == 0)
    return GP_TRY_UNKNOWN;
  if (a.n < 2 || base.n < 2)
    return GP_TRY_NO_SPREAD;
  if (a.max < base.min)
    return lower_better ? GP_TRY_BETTER : GP_TRY_WORSE;
  if (a.min > base.max)
    return lower_better ? GP_TRY_WORSE : GP_TRY_BETTER;
  return GP_TRY_SAME;
}

GpTryDelta
gp_try_table_latency_delta (const GpTryTable *self,
                            guint             index)
{
  g_return_val_if_fail (index < self->variants->len, GP_TRY_UNKNOWN);
  return delta (range_of (((GpTryVariant *) g_ptr_array_index (self->variants, index))->latency),
                range_of (((GpTryVariant *) g_ptr_array_index (self->variants, 0))->latency), TRUE);
}

GpTryDelta
gp_try_table_fps_delta (const GpTryTable *self,
                        guint             index)
{
  g_return_val_if_fail (index < self->variants->len, GP_TRY_UNKNOWN);
  return delta (range_of (((GpTryVariant *) g_ptr_array_index (self->variants, index))->fps),
                range_of (((GpTryVariant *) g_ptr_array_index (self->variants, 0))->fps), FALSE);
}

/* The ids most runs of @variant have, in the order they first appear. */
static GPtrArray *
majority (const GpTryVariant *variant)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *out = g_ptr_array_new ();
  g_autoptr(GPtrArray) order = g_ptr_array_new ();

  for (guint r = 0; r < variant->findings->len; r++)
    {
      char **ids = g_ptr_array_index (variant->findings, r);

      for (guint i = 0; ids[i] != NULL; i++)
        {
          guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, ids[i]));

          if (n == 0)
            g_ptr_array_add (order, ids[i]);
          g_hash_table_insert (counts, ids[i], GUINT_TO_POINTER (n + 1));
        }
    }
  for (guint i = 0; i < order->len; i++)
    if (2 * GPOINTER_TO_UINT (g_hash_table_lookup (counts, g_ptr_array_index (order, i))) > variant->findings->len)
      g_ptr_array_add (out, g_ptr_array_index (order, i));
  return out;
}

static GStrv
difference (const GpTryVariant *have,
            const GpTryVariant *lack)
{
  g_autoptr(GPtrArray) a = majority (have);
  g_autoptr(GPtrArray) b = majority (lack);
  g_autoptr(GStrvBuilder) out = g_strv_builder_new ();

  if (have->findings->len == 0 || lack->findings->len == 0)
    return g_strv_builder_end (out);
  for (guint i = 0; i < a->len; i++)
    {
      gboolean found = FALSE;

      for (guint k = 0; !found && k < b->len; k++)
        found = strcmp (g_ptr_array_index (a, i), g_ptr_array_index (b, k)) == 0;
      if (!found)
        g_strv_builder_add (out, g_ptr_array_index (a, i));
    }
  return g_strv_builder_end (out);
}

GStrv
gp_try_table_cleared (const GpTryTable *self,
                      guint             index)
{
  g_return_val_if_fail (index < self->variants->len, NULL);
  return difference (g_ptr_array_index (self->variants, 0), g_ptr_array_index (self->variants, index));
}

GStrv
gp_try_table_new_findings (const GpTryTable *self,
                           guint             index)
{
  g_return_val_if_fail (index < self->variants->len, NULL);
  return difference (g_ptr_array_index (self->variants, index), g_ptr_array_index (self->variants, 0));
}

static int
score (const GpTryTable *self,
       guint             index)
{
  int s = 0;
  GpTryDelta deltas[2] = { gp_try_table_latency_delta (self, index), gp_try_table_fps_delta (self, index) };

  for (guint i = 0; i < G_N_ELEMENTS (deltas); i++)
    s += deltas[i] == GP_TRY_BETTER ? 1 : deltas[i] == GP_TRY_WORSE ? -1 : 0;
  return s;
}

typedef struct
{
  const GpTryTable *table;
} RankData;

static int
compare_rank (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  const GpTryTable *self = ((RankData *) user_data)->table;
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;
  int sx = score (self, x);
  int sy = score (self, y);
  GpTryRange lx = range_of (((GpTryVariant *) g_ptr_array_index (self->variants, x))->latency);
  GpTryRange ly = range_of (((GpTryVariant *) g_ptr_array_index (self->variants, y))->latency);

  if (sx != sy)
    return sy - sx;
  if (lx.n > 0 && ly.n > 0 && lx.median != ly.median)
    return lx.median < ly.median ? -1 : 1;
  if ((lx.n > 0) != (ly.n > 0))
    return lx.n > 0 ? -1 : 1;
  if ((ly.n == 0) && (((GpTryVariant *) g_ptr_array_index (self->variants, x))->sessions->len > 0) !=
                     (((GpTryVariant *) g_ptr_array_index (self->variants, y))->sessions->len > 0))
    return ((GpTryVariant *) g_ptr_array_index (self->variants, x))->sessions->len > 0 ? -1 : 1;
  return (x > y) - (x < y);
}

GArray *
gp_try_table_rank (const GpTryTable *self)
{
  GArray *order = g_array_new (FALSE, FALSE, sizeof (guint));
  RankData data = { self };

  for (guint i = 0; i < self->variants->len; i++)
    g_array_append_val (order, i);
  g_array_sort_with_data (order, compare_rank, &data);
  return order;
}

static const char *
delta_name (GpTryDelta d)
{
  switch (d)
    {
    case GP_TRY_BETTER:
      return "better";
    case GP_TRY_WORSE:
      return "worse";
    case GP_TRY_SAME:
      return "about the same";
    case GP_TRY_NO_SPREAD:
      return "one run";
    case GP_TRY_UNKNOWN:
    default:
      return "unknown";
    }
}

static JsonArray *
strv_array (char **strv)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    json_array_add_string_element (array, strv[i]);
  return array;
}

static void
set_number (JsonObject *object,
            const char *member,
            double      value)
{
  if (isnan (value))
    json_object_set_null_member (object, member);
  else
    json_object_set_double_member (object, member, round (value * 1000.0) / 1000.0);
}

JsonNode *
gp_try_table_to_json (const GpTryTable *self)
{
  JsonObject *root = json_object_new ();
  JsonArray *variants = json_array_new ();
  g_autoptr(GArray) order = gp_try_table_rank (self);
  JsonNode *node;

  for (guint o = 0; o < order->len; o++)
    {
      guint i = g_array_index (order, guint, o);
      const GpTryVariant *variant = g_ptr_array_index (self->variants, i);
      JsonObject *object = json_object_new ();
      GpTryRange latency = range_of (variant->latency);
      GpTryRange fps = range_of (variant->fps);
      GpTryRange cpu = range_of (variant->cpu);
      g_auto(GStrv) cleared = gp_try_table_cleared (self, i);
      g_auto(GStrv) added = gp_try_table_new_findings (self, i);
      JsonArray *sessions = json_array_new ();

      json_object_set_string_member (object, "name", variant->name);
      json_object_set_array_member (object, "applied", strv_array (variant->applied));
      json_object_set_int_member (object, "runs", variant->sessions->len);
      set_number (object, "latency_ms_p95_median", latency.median);
      set_number (object, "latency_ms_p95_min", latency.min);
      set_number (object, "latency_ms_p95_max", latency.max);
      json_object_set_string_member (object, "latency", delta_name (gp_try_table_latency_delta (self, i)));
      set_number (object, "fps_median", fps.median);
      set_number (object, "fps_min", fps.min);
      set_number (object, "fps_max", fps.max);
      json_object_set_string_member (object, "fps", delta_name (gp_try_table_fps_delta (self, i)));
      set_number (object, "cpu_pct_median", cpu.median);
      json_object_set_array_member (object, "findings_cleared", strv_array (cleared));
      json_object_set_array_member (object, "findings_new", strv_array (added));
      for (guint r = 0; r < variant->sessions->len; r++)
        json_array_add_string_element (sessions, g_ptr_array_index (variant->sessions, r));
      json_object_set_array_member (object, "sessions", sessions);
      json_array_add_object_element (variants, object);
    }
  json_object_set_array_member (root, "variants", variants);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);
  return node;
}

static char *
range_text (GpTryRange range,
            int        decimals,
            GpTryDelta d,
            gboolean   is_base)
{
  const char *mark = is_base || d == GP_TRY_NO_SPREAD || d == GP_TRY_UNKNOWN ? ""
                     : d == GP_TRY_BETTER ? "  better" : d == GP_TRY_WORSE ? "  worse" : "  ≈";

  if (range.n == 0)
    return g_strdup ("—");
  if (range.n == 1)
    return g_strdup_printf ("%.*f%s", decimals, range.median, mark);
  return g_strdup_printf ("%.*f [%.*f–%.*f]%s", decimals, range.median, decimals, range.min, decimals,
                          range.max, mark);
}

static char *
ids_text (char **ids)
{
  return ids != NULL && ids[0] != NULL ? g_strjoinv (", ", ids) : g_strdup ("—");
}

char *
gp_try_table_to_text (const GpTryTable *self)
{
  static const char *headers[] = { "variant", "runs", "latency p95 ms", "fps", "CPU %", "cleared", "new" };
  enum { N_COLUMNS = G_N_ELEMENTS (headers) };
  g_autoptr(GArray) order = gp_try_table_rank (self);
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint widths[N_COLUMNS] = { 0 };
  GString *out = g_string_new (NULL);

  for (guint c = 0; c < N_COLUMNS; c++)
    g_ptr_array_add (cells, g_strdup (headers[c]));
  for (guint o = 0; o < order->len; o++)
    {
      guint i = g_array_index (order, guint, o);
      const GpTryVariant *variant = g_ptr_array_index (self->variants, i);
      g_auto(GStrv) cleared = gp_try_table_cleared (self, i);
      g_auto(GStrv) added = gp_try_table_new_findings (self, i);

      g_ptr_array_add (cells, g_strdup (variant->name));
      g_ptr_array_add (cells, g_strdup_printf ("%u", variant->sessions->len));
      g_ptr_array_add (cells, range_text (range_of (variant->latency), 1, gp_try_table_latency_delta (self, i), i == 0));
      g_ptr_array_add (cells, range_text (range_of (variant->fps), 1, gp_try_table_fps_delta (self, i), i == 0));
      g_ptr_array_add (cells, range_text (range_of (variant->cpu), 0, GP_TRY_SAME, TRUE));
      g_ptr_array_add (cells, ids_text (cleared));
      g_ptr_array_add (cells, ids_text (added));
    }
  for (guint k = 0; k < cells->len; k++)
    widths[k % N_COLUMNS] = MAX (widths[k % N_COLUMNS], (guint) g_utf8_strlen (g_ptr_array_index (cells, k), -1));
  for (guint k = 0; k < cells->len; k++)
    {
      const char *cell = g_ptr_array_index (cells, k);
      guint c = k % N_COLUMNS;

      if (c == N_COLUMNS - 1)
        g_string_append_printf (out, "%s\n", cell);
      else
        g_string_append_printf (out, "%s%*s  ", cell, (int) (widths[c] - g_utf8_strlen (cell, -1)), "");
    }
  return g_string_free (out, FALSE);
}
