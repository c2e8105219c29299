/* gp-app-ssh.h: the app's ssh connection: its prompts asked in dialogs (GpAppSsh)
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

#include <gtk/gtk.h>

#include "gp-askpass.h"
#include "gp-ssh.h"

G_BEGIN_DECLS

/* An ssh connection to @destination whose prompts are shown over @parent
 * (weak; dialogs without a parent once it is gone): BatchMode off,
 * SSH_ASKPASS through a GpAskpass that lives as long as the connection. */
typedef struct
{
  GpSsh      *ssh;
  GpAskpass  *askpass;
} GpAppSsh;

GpAppSsh         *gp_app_ssh_new                  (GtkWindow           *parent,
                                                   const char          *destination,
                                                   const char * const  *options,
                                                   GError             **error);
/* Closes the connection, then stops answering. */
void              gp_app_ssh_free                 (GpAppSsh            *self);
/* The message for a failed connection: a host key the user turned down is
 * said as such; else @error's. */
char             *gp_app_ssh_describe_error       (GpAppSsh            *self,
                                                   const GError        *error);
/* The options the user saved for @destination in New Capture (the most
 * recent "ssh-targets" entry for it), checked as typed options are; empty
 * when there are none. Re-run and Try Fixes pass them first. */
GStrv             gp_app_ssh_saved_options        (const char          *destination);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpAppSsh, gp_app_ssh_free)

G_END_DECLS
