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

/* A destination the user typed: `host`, `user@host`, `ssh://[user@]host[:port]`
 * (what ssh itself accepts). Refused: empty, a leading `-`, spaces and
 * control characters, a bad ssh:// port. */
gboolean   gp_ssh_check_destination   (const char  *destination,
                                       GError     **error);

/* ssh options the user typed, "Port=2222 User=pi" (a `-o` before one is
 * allowed, quotes as in a shell), as "Key=Value" strings for gp_ssh_new().
 * Empty text is no options. */
GStrv      gp_ssh_parse_options       (const char  *text,
                                       GError     **error);
/* The keyword of an option ("Port" for "port=2222"), as written. */
char      *gp_ssh_option_keyword      (const char  *option);
/* Options that make ssh run a command on this computer (ProxyCommand,
 * LocalCommand, KnownHostsCommand, …), which a session file must not
 * bring along: the first one of @options, or NULL. */
const char *gp_ssh_find_local_command  (const char * const *options);

G_END_DECLS
