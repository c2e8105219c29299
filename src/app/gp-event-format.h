/* gp-event-format.h: a session's events in words: which element, which transition
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

/* An event as the time charts' markers name it: the element that posted it
 * and what happened, from the message's structure text:
 * "videotestsrc0: NULL → READY", "pipeline0: end of stream",
 * "videotestsrc0: error: streaming stopped, reason not-negotiated (-4)",
 * "process: exit code 0". An element the session did not record
 * (sessions before it was kept) is left out, but for an error, whose debug
 * text names it. */
char     *gp_event_format_label    (const GpEvent *event);
/* The element an event names (its own, else the one in an error's debug
 * text), or NULL. */
char     *gp_event_dup_element     (const GpEvent *event);

G_END_DECLS
