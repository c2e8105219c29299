/* gp-ssh-option.h: one ssh `-o` option read as OpenSSH reads it, and what may pass
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

#include "gp-capture-enums.h"

G_BEGIN_DECLS

/* Where an option comes from, and so what it may do. */
typedef enum
{
  /* A session file's target.ssh (Re-run): an allow-list of what a re-run
   * needs (Port, User, IdentityFile, timeouts, authentication choices),
   * each value checked. */
  GP_SSH_OPTION_POLICY_SESSION,
  /* The user's own command line or capture dialog: any OpenSSH option but
   * those that run or load a program on this computer (ProxyCommand,
   * LocalCommand, KnownHostsCommand, PermitLocalCommand=yes, XAuthLocation,
   * PKCS11Provider, SecurityKeyProvider) and those that would take the
   * capture's own connection apart (ControlMaster/Path/Persist,
   * RemoteCommand, RequestTTY, SessionType, …). */
  GP_SSH_OPTION_POLICY_USER,
} GpSshOptionPolicy;

/* Reads @option as `ssh -o OPTION` does (OpenSSH 9.2–9.6, readconf.c
 * process_config_line(), misc.c strdelim() and argv_split()), strictly:
 * one known keyword of plain letters and digits, then `=` or spaces, then
 * its value; spaces around it are dropped as ssh drops them. Refused: an
 * empty or comment-only option, control characters (tab, CR, LF, FF, VT, …)
 * anywhere, a quoted or split keyword, an unknown keyword (ssh's own
 * spelling only, so no UTF-8 lookalikes), a missing value, unbalanced
 * quotes, a `#` comment after the value, invalid UTF-8 (ssh lowercases the
 * keyword with the C library's tolower(), which in some 8-bit locales maps
 * a non-ASCII byte to an ASCII letter). On success
 * @keyword is the canonical spelling ("ProxyCommand") and @values the
 * words ssh reads (one word, the rest of the line, for the keywords whose
 * value is a command line or a jump host list). */
gboolean    gp_ssh_option_normalize   (const char          *option,
                                       const char         **keyword,
                                       GStrv               *values,
                                       GError             **error);
/* "Keyword=value …", each word quoted when ssh needs it to read the same
 * word back. */
char       *gp_ssh_option_format      (const char          *keyword,
                                       const char * const  *values);
/* Whether @keyword (canonical spelling) may pass at all under @policy. */
gboolean    gp_ssh_option_policy_allows (GpSshOptionPolicy  policy,
                                         const char        *keyword);
/* @option normalized and checked under @policy (its keyword and value):
 * its canonical "Keyword=value" form, or NULL with @error saying why. */
char       *gp_ssh_option_check       (const char          *option,
                                       GpSshOptionPolicy    policy,
                                       GError             **error);
/* The options of @options that pass under @policy, in their canonical form
 * and order. @dropped (optional) gets the others as they were written. */
GStrv       gp_ssh_options_filter     (const char * const  *options,
                                       GpSshOptionPolicy    policy,
                                       GStrv               *dropped);

G_END_DECLS
