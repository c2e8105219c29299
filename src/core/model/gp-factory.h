/* gp-factory.h: an element's factory and vendor as a session records them
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

G_BEGIN_DECLS

/* Factory name from a GType name: strip a "Gst" prefix, lower-case. */
char        *gp_factory_from_gtype      (const char  *gtype);
/* Vendor from factory and platform (reference.md §3 item 6). */
const char  *gp_factory_vendor          (const char  *factory,
                                         const char  *platform);

G_END_DECLS
