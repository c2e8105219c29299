/* test-pymath.c: Python's round() without printf, against Python and against printf
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* gp_py_round() must give what Python's round(x, n) gives: the values below were printed by
 * Python 3 (ties whose binary value is exact go to even, those that only look like ties go
 * where the binary value lies; negative zero stays; large values, where x·10^n passes 2^52,
 * take the printf path). Then 400 000 values of every magnitude are checked against the
 * printf reading (the decimal of the exact binary value, read back) the function used to do
 * for every call. */

#include "config.h"

#include <math.h>

#include "gp-pymath.h"

typedef struct
{
  double x;
  int    ndigits;
  double expected;
} Case;

static const Case cases[] = {
  { 0.0125, 3, 0.013 },
  { 0.0135, 3, 0.013 },
  { 2.675, 2, 2.67 },
  { 0.125, 2, 0.12 },
  { 0.375, 2, 0.38 },
  { 0.5, 0, 0.0 },
  { 1.5, 0, 2.0 },
  { 2.5, 0, 2.0 },
  { -2.5, 0, -2.0 },
  { -0.5, 0, -0.0 },
  { 0.0005, 3, 0.001 },
  { 0.0015, 3, 0.002 },
  { -0.0005, 3, -0.001 },
  { -0.0001, 3, -0.0 },
  { 1234.5678, 1, 1234.6 },
  { 1234.5678, 3, 1234.568 },
  { 123456789012.3456, 3, 123456789012.346 },
  { 999999999999.9995, 3, 1000000000000.0 },
  { 4503599627370.499, 3, 4503599627370.499 },
  { 9007199254740.9, 1, 9007199254740.9 },
  { 100000000000000.5, 0, 100000000000000.0 },
  { 999999999999999.9, 1, 999999999999999.9 },
  { 100000000000000.25, 1, 100000000000000.2 },
  { 0.285, 2, 0.28 },
  { 1.005, 2, 1.0 },
  { 8.325, 2, 8.32 },
  { 1e-300, 3, 0.0 },
  { -1e-300, 3, -0.0 },
  { 0.05, 1, 0.1 },
  { 0.15, 1, 0.1 },
  { 0.25, 1, 0.2 },
  { 0.35, 1, 0.3 },
  { 0.45, 1, 0.5 },
  { 2.0000000000000004, 17, 2.0000000000000004 },
  { 0.1, 17, 0.1 },
  { 5e-324, 17, 0.0 },
};

static void
assert_same (double got,
             double expected)
{
  g_assert_cmpfloat (got, ==, expected);
  /* -0.0 == 0.0: the sign too */
  g_assert_cmpint (signbit (got) != 0, ==, signbit (expected) != 0);
}

static void
test_python (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("round(%.17g, %d)", cases[i].x, cases[i].ndigits);
      assert_same (gp_py_round (cases[i].x, cases[i].ndigits), cases[i].expected);
    }
  /* unchanged: integers, huge values, NaN, infinities */
  assert_same (gp_py_round (3.0, 3), 3.0);
  assert_same (gp_py_round (-0.0, 3), -0.0);
  assert_same (gp_py_round (1e15 + 0.5, 1), 1e15 + 0.5);
  g_assert_true (isnan (gp_py_round (NAN, 3)));
  assert_same (gp_py_round (-INFINITY, 1), -INFINITY);
}

static double
round_by_printf (double x,
                 int    ndigits)
{
  char format[16];
  char buf[G_ASCII_DTOSTR_BUF_SIZE + 320];

  if (!isfinite (x) || fabs (x) >= 1e15 || x == floor (x))
    return x;
  g_snprintf (format, sizeof format, "%%.%df", ndigits);
  g_ascii_formatd (buf, sizeof buf, format, x);
  return g_ascii_strtod (buf, NULL);
}

static void
test_against_printf (void)
{
  GRand *rand = g_rand_new_with_seed (20261203);

  for (guint i = 0; i < 400000; i++)
    {
      int ndigits = (int) g_rand_int_range (rand, 0, 8);
      double x;

      switch (i % 4)
        {
        case 0:  /* any magnitude up to 10^16 */
          x = g_rand_double (rand) * pow (10, g_rand_int_range (rand, -12, 17));
          break;
        case 1:  /* a decimal tie, or the double nearest one */
          x = ((double) g_rand_int_range (rand, 0, 2000000) + 0.5) / pow (10, ndigits);
          break;
        case 2:  /* milliseconds of a long capture, as the windows' times */
          x = (double) g_rand_int_range (rand, 0, 100000000) * 0.25 / 1000.0 + 0.125;
          break;
        default:  /* one ulp off a tie */
          x = nextafter (((double) g_rand_int_range (rand, 0, 1000000) + 0.5) / pow (10, ndigits),
                         g_rand_boolean (rand) ? INFINITY : -INFINITY);
          break;
        }
      if (g_rand_boolean (rand))
        x = -x;
      if (gp_py_round (x, ndigits) != round_by_printf (x, ndigits) ||
          signbit (gp_py_round (x, ndigits)) != signbit (round_by_printf (x, ndigits)))
        g_error ("round(%.17g, %d): %.17g, printf gives %.17g", x, ndigits, gp_py_round (x, ndigits),
                 round_by_printf (x, ndigits));
    }
  g_rand_free (rand);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/unit/pymath/python", test_python);
  g_test_add_func ("/gp/unit/pymath/against-printf", test_against_printf);
  return g_test_run ();
}
