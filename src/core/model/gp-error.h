/* gp-error.h
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

#include "gp-model-enums.h"

G_BEGIN_DECLS

#define GP_ERROR (gp_error_quark ())

typedef enum
{
  GP_ERROR_FAILED,
  GP_ERROR_NOT_FOUND,       /* a path that does not exist */
  GP_ERROR_UNREADABLE,      /* exists but cannot be read (permissions, directory, I/O) */
  GP_ERROR_INVALID,         /* not a usable session / log / dot file */
  GP_ERROR_UNSUPPORTED,
} GpErrorCode;

GQuark      gp_error_quark (void);

/* What a file of this st_mode is, for a message: "a directory", "a FIFO
 * (named pipe)", "a character device", … */
const char *gp_file_kind   (unsigned int mode);

G_END_DECLS
