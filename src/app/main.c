/* main.c: gst-profile-inspector
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

/* main() of gst-profile-inspector. Before GTK starts: the core's heap tuning for the app's phases
 * (core/document/gp-malloc-tune.c), GL left off on a machine without a GPU device (below), the
 * translations; then a GpApplication, and a GpProfileDriver only with GP_PROFILE_STARTUP=1. */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gp-application.h"
#include "gp-malloc-tune.h"
#include "gp-profile-driver.h"
#include "gp-profile-stage.h"

/* GTK 4.8 initialises OpenGL when it opens an X11 display, whatever the
 * renderer. Without a GPU that is Mesa's software rasteriser: ~150 ms of
 * start-up and ~60 MB for nothing the cairo renderer would not draw as
 * well. So unless the user chose (GDK_DEBUG set, or a GSK_RENDERER other
 * than cairo), GL stays off on a machine with no GPU device. */
static gboolean
disable_gl_without_gpu (void)
{
  static const char * const gpu_devices[] = {
    "/dev/dri",          /* Mesa/DRM drivers */
    "/dev/nvidiactl",    /* NVIDIA's desktop driver */
    "/dev/nvhost-ctrl",  /* NVIDIA Jetson (Tegra) */
    "/dev/nvmap",
    "/dev/mali0",        /* Arm Mali */
    NULL
  };
  const char *renderer = g_getenv ("GSK_RENDERER");

  if (g_getenv ("GDK_DEBUG") != NULL ||
      (renderer != NULL && g_ascii_strcasecmp (renderer, "cairo") != 0))
    return FALSE;
  for (guint i = 0; gpu_devices[i] != NULL; i++)
    if (g_file_test (gpu_devices[i], G_FILE_TEST_EXISTS))
      return FALSE;

  return g_setenv ("GDK_DEBUG", "gl-disable", TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GpApplication) app = NULL;
  g_autoptr(GpProfileDriver) profile = NULL;

  gp_profile_stage ("main");
  gp_malloc_tune_init ();
  if (disable_gl_without_gpu ())
    gp_profile_stage ("gl-off");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("GStreamer Profile Inspector"));

  app = gp_application_new (G_APPLICATION_DEFAULT_FLAGS);
  /* GP_PROFILE_STARTUP=1 (tests/bench/run-app-bench.sh) only. */
  profile = gp_profile_driver_new_from_env (GTK_APPLICATION (app));

  return g_application_run (G_APPLICATION (app), argc, argv);
}
