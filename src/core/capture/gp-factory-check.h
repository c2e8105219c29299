/* gp-factory-check.h: which element factories a target lacks (before a re-run)
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

#include "gp-ssh.h"

G_BEGIN_DECLS

/* The @factories that `gst-inspect-1.0 FACTORY` does not know on the board
 * behind @ssh, or on this computer when @ssh is NULL, in the given order
 * (an empty vector when all are there). Each name reaches gst-inspect-1.0
 * as one quoted argument. An error when gst-inspect-1.0 is missing there or
 * the connection fails. Blocking: call it from a thread in a GUI. */
GStrv  gp_factory_check_missing (GpSsh               *ssh,
                                 const char * const  *factories,
                                 GError             **error);

G_END_DECLS
