/* gp-pymath.c
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
