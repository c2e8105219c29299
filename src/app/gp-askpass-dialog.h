/* gp-askpass-dialog.h: OpenSSH's prompts (password, passphrase, host key) as dialogs
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

#include <adwaita.h>

#include "gp-askpass.h"

G_BEGIN_DECLS

/* Shows @request in an AdwMessageDialog over @parent (may be NULL): a
 * GtkPasswordEntry for a password or passphrase (the answer goes to ssh and
 * is wiped from the entry), or an unknown host key's fingerprint with
 * Reject / Accept (Accept answers "yes": ssh itself adds the key to
 * known_hosts). Closing the dialog answers nothing. */
AdwMessageDialog *gp_askpass_dialog_present       (GtkWindow        *parent,
                                                   GpAskpassRequest *request);
/* The request a dialog shows (NULL for other dialogs), and its entry (NULL
 * for a host key). */
GpAskpassRequest *gp_askpass_dialog_get_request   (AdwMessageDialog *dialog);
GtkEditable      *gp_askpass_dialog_get_entry     (AdwMessageDialog *dialog);

G_END_DECLS
