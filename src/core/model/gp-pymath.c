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
 * Python's round() does (the exact binary value, ties to even: the decimal printf would write,
 * found without printf while x·10^n stays below 2^52), and gp_select_kth()
 * finds one nearest-rank percentile of a long column in linear time (three-way partitions: no
 * quadratic run on equal values) instead of sorting it. Used by the aggregator and the analysis. */

#include "config.h"

#include "gp-pymath.h"

/* 10^n, exact as doubles (to 10^22). */
static const double powers_of_ten[] = {
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
};

/* Through printf: the correctly rounded decimal of x's exact value, read back. */
static double
round_by_printf (double x,
                 int    ndigits)
{
  char format[16];
  char buf[G_ASCII_DTOSTR_BUF_SIZE + 320];

  g_snprintf (format, sizeof format, "%%.%df", ndigits);
  g_ascii_formatd (buf, sizeof buf, format, x);
  return g_ascii_strtod (buf, NULL);
}

double
gp_py_round (double x,
             int    ndigits)
{
  double scale, p, err, r, d;

  g_return_val_if_fail (ndigits >= 0 && ndigits <= 17, x);

  /* Integers (and anything beyond 2^53) are already exact. */
  if (!isfinite (x) || fabs (x) >= 1e15 || x == floor (x))
    return x;

  /* x·10^n exactly is p + err (fma: one rounding, so err is what the product lost). The integer
   * nearest it, ties to even, is r = rint (p) unless p is halfway between two integers and err
   * pushes the exact value off the tie (p - r is exact: both are multiples of p's ulp, at most
   * 1/2 while |p| < 2^52; when |p - r| < 1/2 it is at least an ulp short of 1/2 and err at
   * most half an ulp). r / 10^n is then one correctly rounded division of two exact doubles:
   * the double nearest the decimal printf would write, which is what reading it back gives. */
  scale = powers_of_ten[ndigits];
  p = x * scale;
  if (!(fabs (p) < 0x1p52))
    return round_by_printf (x, ndigits);
  err = fma (x, scale, -p);
  r = rint (p);
  d = p - r;
  if (d == 0.5 && err > 0)
    r += 1;
  else if (d == -0.5 && err < 0)
    r -= 1;
  return r / scale;
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
