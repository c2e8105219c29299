/* gp-ssh-config.h: SSH targets: the user's ~/.ssh/config hosts, typed destinations and options
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

/* ~/.ssh/config (after $HOME). */
char      *gp_ssh_config_default_path (void);

/* The host aliases of an OpenSSH client config: the names on `Host` lines
 * that are not patterns (no `*`, `?` or `!`), in file order, each once.
 * `Include` is followed (relative paths from @path's directory, globs
 * expanded, 16 levels deep at most). A missing file has no hosts; an
 * unreadable one is an error. */
GStrv      gp_ssh_config_list_hosts   (const char  *path,
                                       GError     **error);

/* A destination: `host`, `user@host`, `ssh://[user@]host[:port]` (what ssh
 * itself accepts), from the user or a session file. Refused: empty,
 * spaces, control characters and non-ASCII, `%` (percent-encoding, ssh's
 * %-tokens) and other shell or ssh syntax, a user or host that starts with
 * `-` (an option), a bad ssh:// port. */
gboolean   gp_ssh_check_destination   (const char  *destination,
                                       GError     **error);

/* ssh options the user typed, "Port=2222 User=pi" (a `-o` before one is
 * allowed, quotes as in a shell), each checked by gp_ssh_option_check()
 * under GP_SSH_OPTION_POLICY_USER, in their canonical "Key=Value" form for
 * gp_ssh_new(). Empty text is no options. */
GStrv      gp_ssh_parse_options       (const char  *text,
                                       GError     **error);

G_END_DECLS
