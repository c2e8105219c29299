/* gp-pymath.c: the reference tool's arithmetic (Python's round, nearest rank)
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

/* The numbers the reference (the Python tool) prints must be met exactly: gp_py_round() rounds as
 * Python's round() does (the exact binary value, ties to even, through printf), and gp_select_kth()
 * finds one nearest-rank percentile of a long column in linear time (three-way partitions: no
 * quadratic run on equal values) instead of sorting it. Used by the aggregator and the analysis. */

#include "config.h"

#include "gp-pymath.h"

double
gp_py_round (double x,
             int    ndigits)
{
  char format[16];
  char buf[G_ASCII_DTOSTR_BUF_SIZE + 320];

  g_return_val_if_fail (ndigits >= 0 && ndigits <= 17, x);

  /* Integers (and anything beyond 2^53) are already exact. */
  if (!isfinite (x) || fabs (x) >= 1e15 || x == floor (x))
    return x;
  g_snprintf (format, sizeof format, "%%.%df", ndigits);
  g_ascii_formatd (buf, sizeof buf, format, x);
  return g_ascii_strtod (buf, NULL);
}

double
gp_select_kth (double *values,
               gsize   n,
               gsize   k)
{
  gsize lo = 0, hi = n;

  g_return_val_if_fail (values != NULL && k < n, NAN);

  /* Three-way partitions around the middle value of the range: what is
   * equal to it is done with at once (no quadratic runs on equal values). */
  while (hi - lo > 1)
    {
      double pivot = values[lo + (hi - lo) / 2];
      gsize lt = lo, i = lo, gt = hi;

      while (i < gt)
        {
          double v = values[i];

          if (v < pivot)
            {
              values[i++] = values[lt];
              values[lt++] = v;
            }
          else if (v > pivot)
            {
              values[i] = values[--gt];
              values[gt] = v;
            }
          else
            i++;
        }
      if (k < lt)
        hi = lt;
      else if (k >= gt)
        lo = gt;
      else
        return pivot;
    }

  return values[lo];
}
