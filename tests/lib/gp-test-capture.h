/* gp-test-capture.h: a real gst-launch-1.0 run's tracer log (and dumps), as a user records one
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Runs `gst-launch-1.0 -q WORDS…` with the latency and stats tracers writing to @dir/trace.log
 * (GST_DEBUG_FILE, no colour) and, when @dot is not NULL, dumps in @dir/dot, *@dot set to the
 * PAUSED→PLAYING one. Fails the test when gst-launch-1.0 fails. Returns the log's path. */
char     *gp_test_capture_log   (const char          *dir,
                                 const char * const  *words,
                                 char               **dot);
/* The JSON value of @text (the test fails on bad JSON). */
JsonNode *gp_test_parse_json    (const char          *text);

G_END_DECLS
