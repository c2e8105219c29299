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

/* Factory name from a GType name (rules/names.json, else "Gst" stripped and lower-cased):
 * "GstQueue" → "queue", "Gstnvvconv" → "nvvidconv", "GstOMXH264Enc-omxh264enc" → "omxh264enc". */
char        *gp_factory_from_gtype      (const char  *gtype);
/* Factory from a default element name ("queue2-0" → "queue2", "nvvconv1" → "nvvidconv",
 * "omxh264enc-omxh264enc0" → "omxh264enc"); NULL when @name is no default name. */
char        *gp_factory_from_default_name (const char *name);
/* What GStreamer names an unnamed element of @factory, without the counter ("queue",
 * "queue2-", "nvvconv", "omxh264enc-omxh264enc"). */
char        *gp_factory_name_prefix     (const char  *factory);
/* Vendor from factory and platform (reference.md §3 item 6). */
const char  *gp_factory_vendor          (const char  *factory,
                                         const char  *platform);

G_END_DECLS
