/* gp-session.h: GpSession, the captured document (info, target, graph, series, events, findings)
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

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "gp-finding.h"
#include "gp-graph.h"
#include "gp-series.h"

G_BEGIN_DECLS

#define GP_SESSION_SCHEMA "gst-profile/1"

typedef struct
{
  guint64 lines;
  guint64 records;
  guint64 caps_events;
  guint64 format_decls;
  guint64 unparsed;
  guint64 errors;
} GpParseStats;

/* Where the buffers-held series (held_buffers, held_bytes, oldest_held_ms) come from:
 * `target.capabilities.whereabouts` ("exact" | "estimated"; absent for NONE). */
typedef enum
{
  GP_WHEREABOUTS_NONE,
  GP_WHEREABOUTS_ESTIMATED,   /* from the stock stats tracer's pushes in and out */
  GP_WHEREABOUTS_EXACT,       /* from our gpwhereabouts tracer's hooks */
} GpWhereabouts;

/* Where the processing-time, pipeline-latency and link-flow series come from:
 * `target.capabilities.timing` ("in-process", our gpstats tracer's window records; absent when the
 * stock tracers' per-buffer records gave them, or nothing did). */
typedef enum
{
  GP_TIMING_PER_BUFFER,
  GP_TIMING_IN_PROCESS,
} GpTiming;

typedef struct
{
  gboolean      element_latency;
  gboolean      stats;
  gboolean      queue_levels;
  gboolean      tegrastats;
  GpWhereabouts whereabouts;  /* ours, beyond the reference schema */
  GpTiming      timing;       /* ours too */
} GpCapabilities;

const char   *gp_whereabouts_to_string   (GpWhereabouts  whereabouts);
gboolean      gp_whereabouts_from_string (const char    *text,
                                          GpWhereabouts *out);

typedef struct
{
  char           *gstreamer;        /* "" when unknown */
  char           *platform;         /* "jetson" | "mediatek" | "generic" */
  char           *board;
  char           *l4t;
  char           *python;           /* kept for compatibility; we write "" */
  GPtrArray      *sources_present;  /* of char* */
  GPtrArray      *sources_missing;  /* of char* */
  GpCapabilities  capabilities;
  /* Ours, after the reference's keys: where an SSH capture ran, for a
   * re-run there ("ssh": {"destination", "options"}); NULL for local. */
  char           *ssh_destination;
  GStrv           ssh_options;      /* NULL or the `-o` options */
} GpTarget;

/* 32 bytes an event: the strings are the session's, each distinct one
 * stored once. */
typedef struct
{
  double      t;       /* s since the first record, 3 dp */
  const char *kind;    /* state-changed | error | eos | child-exit | mark | … */
  const char *text;
  const char *element; /* the id of the element that posted it, or NULL (not
                        * a message, or a session written before it was kept) */
} GpEvent;

typedef struct
{
  char         *id;
  char         *started;          /* UTC ISO 8601 */
  double        duration_s;
  char         *mode;             /* run | wrap | analyze */
  char         *launch;           /* NULL unless mode is run */
  GStrv         command;          /* NULL unless mode is wrap */
  char         *label;
  char         *parent_session;   /* NULL or an id */
  gboolean      has_parse;
  GpParseStats  parse;
  GPtrArray    *notes;            /* of char* */
  /* Ours: the capture saw the child end before its pipeline reached PLAYING
   * (`session.reached_playing: false`, written only then): no findings. */
  gboolean      never_played;
} GpSessionInfo;

#define GP_TYPE_SESSION (gp_session_get_type ())

G_DECLARE_FINAL_TYPE (GpSession, gp_session, GP, SESSION, GObject)

GpSession      *gp_session_new                (void);

GpSessionInfo  *gp_session_get_info           (GpSession   *self);
GpTarget       *gp_session_get_target         (GpSession   *self);
GpGraph        *gp_session_get_graph          (GpSession   *self);
GpSeries       *gp_session_get_series         (GpSession   *self);

/* Latest per-thread CPU: "tid:comm" → % of one core, in insertion order. */
guint           gp_session_get_n_threads      (GpSession   *self);
const char     *gp_session_get_thread_key     (GpSession   *self,
                                               guint        i);
double          gp_session_get_thread_value   (GpSession   *self,
                                               guint        i);
void            gp_session_set_thread         (GpSession   *self,
                                               const char  *key,
                                               double       pct);

guint           gp_session_get_n_events       (GpSession   *self);
const GpEvent  *gp_session_get_event          (GpSession   *self,
                                               guint        i);
void            gp_session_add_event          (GpSession   *self,
                                               double       t,
                                               const char  *kind,
                                               const char  *text);
/* An event posted by element @element_id (NULL: none known). */
void            gp_session_add_element_event  (GpSession   *self,
                                               double       t,
                                               const char  *kind,
                                               const char  *element_id,
                                               const char  *text);

/* Gives a graph element a new id, its series, its links' series and the
 * events it posted following (gp_graph_rename_element()). */
gboolean        gp_session_rename_element     (GpSession   *self,
                                               const char  *old_id,
                                               const char  *new_id);

/* Findings as stored (or as last set); rules replace them wholesale. */
GPtrArray      *gp_session_get_findings       (GpSession   *self);
void            gp_session_take_findings      (GpSession   *self,
                                               GPtrArray   *findings);

/* The JSON document the session was loaded from, or NULL for a session built
 * from a log. Saving starts from it so that keys we do not know survive. */
JsonObject     *gp_session_get_document       (GpSession   *self);

G_END_DECLS
