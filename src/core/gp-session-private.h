/* gp-session-private.h
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

#include "gp-session.h"

G_BEGIN_DECLS

/* Replaces the series (takes ownership); used by the JSON loader. */
void _gp_session_set_series (GpSession *self,
                             GpSeries  *series);

G_END_DECLS
