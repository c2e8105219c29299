/* test-launch-oracle.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gp-test-util.h"

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  return g_test_run ();
}
