/* gp-capture-script.h: the shell scripts a capture runs, here or on a board
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

#include "gp-capture-enums.h"

G_BEGIN_DECLS

/* The scripts in scripts/ (a GResource; tests/meson.build runs shellcheck on
 * them). Each is run as `sh -c SCRIPT sh ARG…`: its arguments are data,
 * quoted for the shell that runs it (gp_ssh_shell_command()). */
typedef enum
{
  GP_CAPTURE_SCRIPT_REMOTE_RUN,     /* a capture on a board (gp-transport-ssh.c) */
  GP_CAPTURE_SCRIPT_REMOTE_PROBE,   /* what a board has (gp-ssh.c) */
  GP_CAPTURE_SCRIPT_FACTORY_CHECK,  /* factories gst-inspect-1.0 does not know */
} GpCaptureScript;

/* The script's text, for the life of the process. */
const char *gp_capture_script (GpCaptureScript script);

G_END_DECLS
