/* fuzz-tegrastats.c
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

#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "gp-tegrastats.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* A tegrastats log, any bytes: every line parsed and copied; a load is a
 * finite number or NAN, a stamp only with its flag, RAM used within total. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GpTegraSample) sample = gp_tegrastats_parse_line (lines[i]);
      g_autoptr(GpTegraSample) copy = gp_tegra_sample_copy (sample);
      const double loads[] = {
        sample->gr3d_pct, sample->vic_pct, sample->nvenc_pct,
        sample->nvdec_pct, sample->emc_pct, sample->nvjpg_pct,
      };

      for (guint k = 0; k < G_N_ELEMENTS (loads); k++)
        g_assert (isnan (loads[k]) || isfinite (loads[k]));
      g_assert (isnan (sample->ram_total_mb) || sample->ram_used_mb <= sample->ram_total_mb);
      g_assert (sample->has_stamp || sample->stamp_s == 0);
      g_assert (gp_tegra_sample_is_empty (copy) == gp_tegra_sample_is_empty (sample));
      if (sample->cpu_pct_per_core != NULL)
        g_assert (copy->cpu_pct_per_core->len == sample->cpu_pct_per_core->len);
    }

  return 0;
}
