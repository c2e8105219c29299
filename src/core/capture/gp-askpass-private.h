/* gp-askpass-private.h: what gp-askpass.c needs of a GpAskpassRequest
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

#include "gp-askpass.h"

G_BEGIN_DECLS

/* A prompt that came in on @connection; @owner hears of a rejected host key. */
GpAskpassRequest *_gp_askpass_request_new          (GpAskpass         *owner,
                                                    GSocketConnection *connection,
                                                    const char        *hint,
                                                    const char        *prompt);
void              _gp_askpass_set_host_key_rejected (GpAskpass        *self);

G_END_DECLS
