/* gp-cli-util.h: what every gst-profile subcommand shares
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

#include "gp-document.h"

G_BEGIN_DECLS

/* Exit codes, as the reference tool's (reference.md §1). */
enum
{
  GP_EXIT_CLEAN = 0,
  GP_EXIT_FINDINGS = 1,
  GP_EXIT_CHILD_FAILED = 2,
  GP_EXIT_USAGE = 3,
};

/* Prints `gst-profile: <message>` as one line on stderr (newlines in the
 * message are folded into spaces). */
void     gp_cli_error        (const char *format,
                              ...) G_GNUC_PRINTF (1, 2);
void     gp_cli_message      (const char *format,
                              ...) G_GNUC_PRINTF (1, 2);
/* Parses argv with @context (help goes to stdout, exit 0); a parse error is
 * one line and GP_EXIT_USAGE. Returns -1 when parsing succeeded. */
int      gp_cli_parse        (GOptionContext *context,
                              int            *argc,
                              char         ***argv);
/* gp_cli_parse() with @entries, then exactly @n_args arguments after the
 * subcommand's name (argv[0]): fewer is the error @missing, more is
 * "SUBCOMMAND: too many arguments (see --help)", both GP_EXIT_USAGE.
 * Returns -1 when both are fine. */
int      gp_cli_parse_args   (GOptionContext     *context,
                              const GOptionEntry *entries,
                              int                *argc,
                              char             ***argv,
                              int                 n_args,
                              const char         *missing);

/* A duration or a time as the CLI takes them (--duration, buffers --at):
 * "30s", "2m", "500ms" or a bare number of seconds, in any case, not
 * negative. FALSE when @text is none of these. */
gboolean gp_cli_parse_duration (const char *text,
                                double     *seconds);

/* The document of @path (a session or a tracer log, @dots merged into a
 * log) for a subcommand: gp_document_load() with @flags and
 * GP_DOCUMENT_LOAD_STORE_FINDINGS, so that what the command writes of the
 * session has the recomputed findings (stored ones go stale). NULL after
 * printing why (the loader's or the rule catalogue's message, one line). */
GpDocument *gp_cli_load_document (const char          *path,
                                  const char * const  *dots,
                                  GpDocumentLoadFlags  flags);

/* `--tegrastats FILE` and `--tegrastats-interval MS` of analyze, report and
 * export: a tegrastats log the user recorded, merged into the session
 * before the findings are computed (gp_tegrastats_merge_file()). */
typedef struct
{
  char *path;
  int   interval_ms;   /* 0: inferred from the timestamps, else tegrastats' default */
} GpCliTegrastats;

#define GP_CLI_TEGRASTATS_ENTRIES(t) \
  { "tegrastats", 0, 0, G_OPTION_ARG_FILENAME, &(t).path, \
    "Merge a tegrastats log recorded beside it (tegrastats --logfile FILE)", "FILE" }, \
  { "tegrastats-interval", 0, 0, G_OPTION_ARG_INT, &(t).interval_ms, \
    "The --interval that log was recorded with, in ms (default: from its timestamps, else 1000)", "MS" }

void        gp_cli_tegrastats_clear   (GpCliTegrastats     *tegrastats);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GpCliTegrastats, gp_cli_tegrastats_clear)
/* gp_cli_load_document() with @tegrastats merged when it names a file. */
GpDocument *gp_cli_load_document_full (const char             *path,
                                       const char * const     *dots,
                                       const GpCliTegrastats  *tegrastats,
                                       GpDocumentLoadFlags     flags);

/* `--open`: starts the desktop app on @path, detached (its own session, no
 * shell; its output goes to our stderr). The app is $GP_INSPECTOR when set,
 * else gst-profile-inspector in the configured bindir, else on PATH. When
 * it is not installed or cannot start, says so in one line; never changes
 * the command's exit code. */
void     gp_cli_open_in_app  (const char     *path);

/* Subcommands: argv[0] is the subcommand name. */
int      gp_cli_cmd_analyze  (int    argc,
                              char **argv);
int      gp_cli_cmd_buffers  (int    argc,
                              char **argv);
int      gp_cli_cmd_compare  (int    argc,
                              char **argv);
int      gp_cli_cmd_check    (int    argc,
                              char **argv);
int      gp_cli_cmd_run      (int    argc,
                              char **argv);
int      gp_cli_cmd_wrap     (int    argc,
                              char **argv);
int      gp_cli_cmd_report   (int    argc,
                              char **argv);
int      gp_cli_cmd_parse    (int    argc,
                              char **argv);
int      gp_cli_cmd_try      (int    argc,
                              char **argv);
int      gp_cli_cmd_patch    (int    argc,
                              char **argv);
int      gp_cli_cmd_export   (int    argc,
                              char **argv);

G_END_DECLS
