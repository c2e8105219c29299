/* gp-application.h: GpApplication, gst-profile-inspector's application
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

#include "gp-document-loader.h"

G_BEGIN_DECLS

#define GP_TYPE_APPLICATION (gp_application_get_type ())

G_DECLARE_FINAL_TYPE (GpApplication, gp_application, GP, APPLICATION, AdwApplication)

GpApplication  *gp_application_new               (GApplicationFlags  flags);
/* Where the bundled example sessions are: $GP_EXAMPLES_DIR, the installed
 * data dir, else the source tree (running from the build dir). */
char           *gp_application_dup_examples_dir  (void);
/* The loader already reading @file (a file of the command line), or NULL;
 * transfer full. */
GpDocumentLoader *gp_application_take_prefetched (GpApplication     *self,
                                                  GFile             *file);
/* @file opened: it goes into Recent (GtkRecentManager), no longer kept
 * out of it. */
void            gp_application_add_recent        (GpApplication     *self,
                                                  GFile             *file);
/* @file did not open: out of Recent now, and again whenever it comes back
 * (GTK's file chooser adds what it chose, and adds it asynchronously) until
 * it opens. */
void            gp_application_forget_recent     (GpApplication     *self,
                                                  GFile             *file);

G_END_DECLS
