/* gp-error.c: the GP_ERROR domain, and what a file that is not regular is called
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

/* GP_ERROR's quark, and gp_file_kind(): the words of the messages about an input or an output that
 * is a directory, a FIFO, a device or a socket (core/ingest's loader, core/format's session
 * output), so the CLI and the app say the same thing. */

#include "config.h"

#include <sys/stat.h>

#include "gp-error.h"

G_DEFINE_QUARK (gp-error-quark, gp_error)

const char *
gp_file_kind (unsigned int mode)
{
  if (S_ISDIR (mode))
    return "a directory";
  if (S_ISFIFO (mode))
    return "a FIFO (named pipe)";
  if (S_ISCHR (mode))
    return "a character device";
  if (S_ISBLK (mode))
    return "a block device";
  if (S_ISSOCK (mode))
    return "a socket";
  return "not a regular file";
}
