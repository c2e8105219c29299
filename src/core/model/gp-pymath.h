/* gp-pymath.h: the reference tool's arithmetic (Python's round, nearest rank)
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

#pragma once

#include <glib.h>
#include <math.h>

G_BEGIN_DECLS

/* Python's round(x, ndigits): the correctly rounded decimal of the exact
 * binary value, ties to even (glibc's printf does the same). NaN and
 * infinities come back unchanged. */
double  gp_py_round  (double  x,
                      int     ndigits);

/* The index the reference takes for percentile @p of @n sorted values:
 * round(p·(n−1)), half to even as Python's round(), clamped. @n > 0. */
static inline guint
gp_nearest_rank_index (guint  n,
                       double p)
{
  double r = rint (p * (double) (n - 1));

  if (r < 0)
    return 0;
  if (r > (double) (n - 1))
    return n - 1;
  return (guint) r;
}

/* The value that would be at index @k (< @n) once @values are sorted
 * (none is NaN), found without sorting them: they are moved about. The
 * linear-time alternative to a sort for one percentile of a long column. */
double  gp_select_kth  (double  *values,
                        gsize    n,
                        gsize    k);

G_END_DECLS
