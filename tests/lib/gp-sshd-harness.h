/* gp-sshd-harness.h: a real sshd on 127.0.0.1 for the SSH tests
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

G_BEGIN_DECLS

/* The passphrase of dir/passphrase_key, a throw-away key made for each
 * run (no system account has a known password: logins are key-only). */
#define GP_SSHD_PASSPHRASE "gp-askpass-test-passphrase"

typedef struct
{
  char        *dir;          /* keys, config, known_hosts; removed at exit */
  int          port;
  GSubprocess *process;
} GpSshd;

/* Starts /usr/sbin/sshd on a free 127.0.0.1 port with a throw-away host key
 * and two user keys authorized for every user: dir/user_key (no
 * passphrase) and dir/passphrase_key (GP_SSHD_PASSPHRASE). Logins are
 * key-only (no password, no keyboard-interactive). dir/known_hosts holds
 * the host key, dir/empty_known_hosts nothing. */
GpSshd   *gp_sshd_start                (void);
void      gp_sshd_stop                 (GpSshd      *sshd);

/* The `-o` options that reach it: Port, UserKnownHostsFile=@known_hosts
 * (a path; dir/known_hosts when NULL), GlobalKnownHostsFile=/dev/null and,
 * when @with_key, IdentityFile=dir/user_key and IdentitiesOnly=yes. */
GStrv     gp_sshd_options              (GpSshd      *sshd,
                                        const char  *known_hosts,
                                        gboolean     with_key);
/* The same with IdentityFile=dir/passphrase_key and IdentitiesOnly=yes:
 * ssh asks for GP_SSHD_PASSPHRASE (through SSH_ASKPASS when set). */
GStrv     gp_sshd_passphrase_options   (GpSshd      *sshd,
                                        const char  *known_hosts);
/* `USER@127.0.0.1` for the user running the test (sshd run by that user
 * lets only that user in). */
char     *gp_sshd_destination          (void);
/* The `[127.0.0.1]:PORT` name known_hosts files use for it. */
char     *gp_sshd_host_name            (GpSshd      *sshd);
/* Whether the @known_hosts file has its host key (`ssh-keygen -F`, which
 * finds hashed entries too). */
gboolean  gp_sshd_known                (GpSshd      *sshd,
                                        const char  *known_hosts);
/* A path in its dir. */
char     *gp_sshd_path                 (GpSshd      *sshd,
                                        const char  *name);

/* A free TCP port on 127.0.0.1 (nothing listens there). */
int       gp_sshd_free_port            (void);
gboolean  gp_sshd_port_open            (int          port);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpSshd, gp_sshd_stop)

G_END_DECLS
