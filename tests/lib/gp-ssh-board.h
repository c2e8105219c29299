/* gp-ssh-board.h: boards behind the loopback sshd, for the SSH capture tests
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

#include "gp-sshd-harness.h"
#include "gp-test-util.h"

G_BEGIN_DECLS

#define GP_SSH_BOARD_DEST "root@127.0.0.1"

/* Which login, each with its own key (the key picks the login's PATH). */
typedef enum
{
  GP_SSH_LOGIN_PLAIN,     /* this machine as it is */
  GP_SSH_LOGIN_JETSON,    /* a simulated Jetson: tegrastats on PATH replays recorded lines */
  GP_SSH_LOGIN_NO_GST,    /* a PATH without gst-launch-1.0 */
  GP_SSH_LOGIN_STRANGER,  /* a key the board does not know */
} GpSshLogin;

typedef struct
{
  GpSshd *sshd;
  char   *jetson_bin;     /* the simulated Jetson's PATH directory */
  char   *jetson_root;    /* its board files (the fixture root) */
  char   *nogst_bin;
} GpSshBoard;

GpSshBoard  *gp_ssh_board_start     (void);
void         gp_ssh_board_stop      (GpSshBoard         *board);

/* The `-o` options for @login; @known_hosts is a file name in the sshd's
 * dir (NULL: the one that knows the host key). */
GStrv        gp_ssh_board_options   (GpSshBoard         *board,
                                     GpSshLogin          login,
                                     const char         *known_hosts);
/* gst-profile @args… with the --ssh-option arguments of @login after the
 * subcommand (args[0]). */
GStrv        gp_ssh_board_cli_argv  (GpSshBoard         *board,
                                     const char * const *args,
                                     GpSshLogin          login,
                                     const char         *known_hosts);
GpCliResult *gp_ssh_board_run_cli   (GpSshBoard         *board,
                                     const char * const *args,
                                     GpSshLogin          login,
                                     const char         *known_hosts);

/* Runs @command on the board over a fresh connection (no shared master);
 * its stdout. */
char        *gp_ssh_board_exec      (GpSshBoard         *board,
                                     const char         *command);
/* Asserts, with `ps` over a fresh connection, that within a few seconds no
 * process on the board has @marker in its command line, nor a child of
 * one. */
void         gp_ssh_board_assert_nothing_left (GpSshBoard *board,
                                               const char *marker);

/* A CLI run in the background. */
typedef struct _GpCliRun GpCliRun;

GpCliRun    *gp_cli_run_start       (const char * const *argv);
/* Reads the CLI's stderr up to "capturing (MODE)  pid=N": N, or 0 when it
 * ended first. */
GPid         gp_cli_run_wait_pid    (GpCliRun           *run);
GPid         gp_cli_run_get_pid     (GpCliRun           *run);
/* Reads the CLI's stderr up to a line holding @needle (kept for gp_cli_run_finish()); FALSE at
 * its end without one. */
gboolean     gp_cli_run_wait_line   (GpCliRun           *run,
                                     const char         *needle);
GpCliResult *gp_cli_run_finish      (GpCliRun           *run);

/* A child of @parent whose comm is @comm, or 0. */
GPid         gp_test_find_child     (GPid                parent,
                                     const char         *comm);
/* @pid's parent (from /proc), or 0. */
GPid         gp_test_parent_of      (GPid                pid);
/* The comm of @pid, or NULL. */
char        *gp_test_comm_of        (GPid                pid);

/* The lines of @err that start with "gst-profile: ", but the capturing and
 * session-written ones. */
guint        gp_test_count_messages (const char         *err);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpSshBoard, gp_ssh_board_stop)

G_END_DECLS
