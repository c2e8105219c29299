/* gp-cli-analyze.c
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gp-cli-util.h"

int
gp_cli_cmd_analyze (int    argc,
                char **argv)
{
  gp_cli_error ("analyze: not implemented yet");
  return GP_EXIT_USAGE;
}
