/* gp-askpass.h: answers OpenSSH's prompts (SSH_ASKPASS) from the app
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

#include "gp-capture-enums.h"

G_BEGIN_DECLS

typedef enum
{
  GP_ASKPASS_SECRET,    /* a password or a key passphrase */
  GP_ASKPASS_HOST_KEY,  /* an unknown host key: "yes" adds it to known_hosts */
  GP_ASKPASS_CONFIRM,   /* SSH_ASKPASS_PROMPT=confirm: allow (any answer) or not */
  GP_ASKPASS_NOTICE,    /* SSH_ASKPASS_PROMPT=none: to show; ssh does not wait */
} GpAskpassKind;

#define GP_TYPE_ASKPASS_REQUEST (gp_askpass_request_get_type ())

G_DECLARE_FINAL_TYPE (GpAskpassRequest, gp_askpass_request, GP, ASKPASS_REQUEST, GObject)

GpAskpassKind  gp_askpass_request_get_kind        (GpAskpassRequest *self);
/* ssh's own prompt, as it wrote it. */
const char    *gp_askpass_request_get_prompt      (GpAskpassRequest *self);
/* HOST_KEY: the host as ssh names it ("[127.0.0.1]:2222"), the key type
 * ("ED25519") and the fingerprint ("SHA256:…"); NULL when not found. */
const char    *gp_askpass_request_get_host        (GpAskpassRequest *self);
const char    *gp_askpass_request_get_key_type    (GpAskpassRequest *self);
const char    *gp_askpass_request_get_fingerprint (GpAskpassRequest *self);
/* Sends @answer to ssh (not kept: our copy is wiped once written). A
 * request dropped without a reply is cancelled. Only the first reply or
 * cancel counts. */
void           gp_askpass_request_reply           (GpAskpassRequest *self,
                                                   const char       *answer);
void           gp_askpass_request_cancel          (GpAskpassRequest *self);
gboolean       gp_askpass_request_get_done        (GpAskpassRequest *self);

#define GP_TYPE_ASKPASS (gp_askpass_get_type ())

G_DECLARE_FINAL_TYPE (GpAskpass, gp_askpass, GP, ASKPASS, GObject)

/* Listens on a unix socket in a new private (0700) directory under the
 * user's runtime dir, in the thread-default main context; @helper is the
 * gst-profile-askpass program (NULL: gp_askpass_find_helper()).
 * ::request (GpAskpassRequest *) is emitted for each prompt; connect to it
 * and reply (now or later). The directory goes with the object. */
GpAskpass   *gp_askpass_new                   (const char  *helper,
                                               GError     **error);
/* "SSH_ASKPASS=…", "SSH_ASKPASS_REQUIRE=force", "GP_ASKPASS_SOCKET=…" for
 * gp_ssh_set_environment(). */
GStrv        gp_askpass_get_environment       (GpAskpass   *self);
/* TRUE once the user turned down a host key. */
gboolean     gp_askpass_get_host_key_rejected (GpAskpass   *self);
guint        gp_askpass_get_n_requests        (GpAskpass   *self);

/* $GP_ASKPASS_HELPER, else the installed helper, else the build tree's;
 * NULL with @error when none is there. */
char        *gp_askpass_find_helper           (GError     **error);

/* Parses a host-key prompt of ssh; for tests. */
gboolean     gp_askpass_parse_host_key        (const char  *prompt,
                                               char       **host,
                                               char       **key_type,
                                               char       **fingerprint);

G_END_DECLS
