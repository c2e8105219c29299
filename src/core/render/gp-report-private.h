/* gp-report-private.h
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

#include "gp-plot-private.h"
#include "gp-report.h"

G_BEGIN_DECLS

/* @text HTML/XML-escaped (& < > " '), as valid UTF-8 without control
 * characters other than newline and tab. NULL appends nothing. */
void         _gp_report_append_escaped   (GString     *out,
                                          const char  *text);
/* A number with printf @format in the C locale ("%.1f"). */
void         _gp_report_append_number    (GString     *out,
                                          const char  *format,
                                          double       value);
/* A string member, or NULL when missing or not a string. */
const char  *_gp_report_get_string       (JsonObject  *object,
                                          const char  *member);
/* A number member (int or double), or NAN. */
double       _gp_report_get_number       (JsonObject  *object,
                                          const char  *member);
JsonObject  *_gp_report_get_object       (JsonObject  *object,
                                          const char  *member);
JsonArray   *_gp_report_get_array        (JsonObject  *object,
                                          const char  *member);

/* The ranked findings (objects of the verdict's `findings` array). */
void         _gp_report_append_findings  (GString     *out,
                                          JsonArray   *findings,
                                          const char  *scope);

/* Events in the page's session JSON (window.__SESSION__). */
#define GP_REPORT_MAX_EVENTS 10000
/* Elements of a pipeline graph the report lays out (about 3 s at 2,000). */
#define GP_REPORT_MAX_GRAPH_ELEMENTS 2000
#define NOT_AVAILABLE  "not available on this board: see `gst-profile check`"

/* Inline SVG plots drawn from the session's series; @events is the
 * (possibly redacted) `events` array of the session JSON. */
void         _gp_report_append_timeline  (GString     *out,
                                          GpSession   *session,
                                          JsonArray   *events);
void         _gp_report_append_system    (GString     *out,
                                          GpSession   *session,
                                          JsonArray   *events);

G_END_DECLS
