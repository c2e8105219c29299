/* gp-cli-verdict.h: the end of analyze, run and wrap
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

#include "gp-document.h"

G_BEGIN_DECLS

/* Writes the session of @document (gp_cli_load_document(): with its
 * recomputed findings) to @out when it is not NULL (`session written to …`
 * on stderr), and prints the verdict on stdout, as text or as JSON. Returns
 * GP_EXIT_FINDINGS when a finding is high or medium, GP_EXIT_CLEAN otherwise,
 * or GP_EXIT_USAGE after printing an error. */
int  gp_cli_conclude          (GpDocument  *document,
                               const char  *out,
                               gboolean     as_json);

/* The same for a capture's @session, its findings computed now, and which
 * has nothing else to keep it: when @out cannot be written, the session
 * goes to the sessions folder or the temp dir
 * (gp_session_save_with_fallback()), said in one line on stderr, and the
 * verdict's exit status stands. *@written is where it went (NULL and
 * GP_EXIT_USAGE when nowhere). */
int  gp_cli_conclude_capture  (GpSession   *session,
                               const char  *out,
                               char       **written);

G_END_DECLS
