/* gp-aggregator-fields.c: the few fields a tracer record's handler needs, in one pass
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

/* Every record handler of the aggregator (gp-aggregator*.c) names the fields it needs; they are
 * collected in one pass over the body, which stops once all were seen. A record without `ts`
 * takes its line's log time (stats' new-pad has none). */

#include "config.h"

#include "gp-aggregator-private.h"
#include "gp-tracer-field.h"
#include "gp-tracer-log-private.h"

guint
_gp_aggregator_collect_fields (GpSlice          body,
                               const FieldName *names,
                               guint            n_names,
                               GpTracerField   *out)
{
  const char *pos = body.ptr;
  const char *end = body.ptr + body.len;
  GpTracerField field;
  guint all = (1u << n_names) - 1;
  guint found = 0;

  /* The inline field walk of the tokenizer (gp-tracer-log-private.h): the hot path. */
  while (found != all && _gp_tracer_field_scan (&pos, end, &field))
    {
      for (guint i = 0; i < n_names; i++)
        {
          if (!(found & (1u << i)) && gp_slice_equal (field.key, names[i].name, names[i].len))
            {
              out[i] = field;
              found |= 1u << i;
              break;
            }
        }
    }
  return found;
}

gboolean
_gp_aggregator_get_uint (guint                mask,
                         guint                i,
                         const GpTracerField *fields,
                         guint64             *value)
{
  return HAS (mask, i) && _gp_tracer_field_uint64 (&fields[i], value);
}

gboolean
_gp_aggregator_record_ts (guint                mask,
                          guint                i,
                          const GpTracerField *fields,
                          const GpTracerLine  *line,
                          guint64             *ts)
{
  if (!HAS (mask, i))
    {
      *ts = line->wall_ns;
      return TRUE;
    }
  return _gp_tracer_field_uint64 (&fields[i], ts);
}
