/* gp-ssh.h: GpSsh, one OpenSSH connection to a board (check, run and stop over it)
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

#include <gio/gio.h>

#include "gp-preflight.h"

G_BEGIN_DECLS

typedef struct _GpSsh GpSsh;

/* @destination is anything `ssh` accepts; @options are passed as `-o OPT`
 * (first given wins, so they override ours: BatchMode=yes by default). The
 * user's ssh config and known_hosts apply; host keys are always checked.
 * Every command shares one master connection in a private directory. */
GpSsh       *gp_ssh_new             (const char         *destination,
                                     const char * const *options);
/* Closes the master connection (`ssh -O exit`) and removes the directory. */
void         gp_ssh_free            (GpSsh              *ssh);

const char  *gp_ssh_get_destination (GpSsh              *ssh);
/* The options given to gp_ssh_new(), never NULL. */
const char * const *gp_ssh_get_options (GpSsh           *ssh);

/* Extra "KEY=VALUE" entries for the environment of every ssh we start (the
 * app's SSH_ASKPASS and friends). Before the first command. */
void         gp_ssh_set_environment (GpSsh              *ssh,
                                     const char * const *environment);
/* TRUE (the default) adds BatchMode=yes unless the options set BatchMode;
 * FALSE adds BatchMode=no, so that ssh may ask (through SSH_ASKPASS). */
void         gp_ssh_set_batch_mode  (GpSsh              *ssh,
                                     gboolean            batch_mode);
/* A launcher with that environment, for the ssh processes of a transport. */
GSubprocessLauncher *gp_ssh_new_launcher (GpSsh         *ssh,
                                          GSubprocessFlags flags);

/* The argv of `ssh … DEST REMOTE` for a remote shell command line. */
GStrv        gp_ssh_build_argv      (GpSsh              *ssh,
                                     const char         *remote_command);
/* `sh -c SCRIPT sh ARG…` for the remote shell, every part single-quoted. */
char        *gp_ssh_shell_command   (const char         *script,
                                     const char * const *args);

/* Runs a remote command line to the end. A failure of ssh itself (exit
 * 255) is a GError with one line saying what to do; otherwise TRUE with
 * the remote exit status. */
gboolean     gp_ssh_run             (GpSsh              *ssh,
                                     const char         *remote_command,
                                     char              **out,
                                     int                *exit_status,
                                     GError            **error);
/* One line for what ssh wrote on stderr when it failed. */
char        *gp_ssh_describe_failure (GpSsh             *ssh,
                                      const char        *ssh_stderr);

/* `gst-profile check` on the board; the board files are read under @root
 * ("/" when NULL). */
GpPreflight *gp_ssh_preflight       (GpSsh              *ssh,
                                     const char         *root,
                                     GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpSsh, gp_ssh_free)

G_END_DECLS
