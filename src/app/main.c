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

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "gp-application.h"
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

/* glibc raises its mmap threshold (up to 32 MB) whenever a mapped block is
 * freed; after that, blocks of several MB (the passing arrays of a long
 * session's load and analysis) come from heaps that keep their pages once
 * freed. A fixed threshold (which turns the sliding one off) gives blocks
 * of 1 MB and more back as soon as they are freed: 200 → 175 MB once a
 * 10^6-window session is open. Fixing it also fixes the heap's trim
 * threshold, at 128 KB: the top of the heap would then be given back and
 * taken again for every frame of a zoom (the charts' layer is painted anew
 * into a block of about 1 MB), doubling its CPU time; 4 MB avoids that. A
 * user's own settings win. */
static void
return_large_blocks (void)
{
#ifdef __GLIBC__
  const char *tunables = g_getenv ("GLIBC_TUNABLES");

  if (g_getenv ("MALLOC_MMAP_THRESHOLD_") == NULL &&
      (tunables == NULL || strstr (tunables, "mmap_threshold") == NULL))
    mallopt (M_MMAP_THRESHOLD, 1024 * 1024);
  if (g_getenv ("MALLOC_TRIM_THRESHOLD_") == NULL &&
      (tunables == NULL || strstr (tunables, "trim_threshold") == NULL))
    mallopt (M_TRIM_THRESHOLD, 4 * 1024 * 1024);
#endif
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GpApplication) app = NULL;

  gp_profile_stage ("main");
  return_large_blocks ();
  if (disable_gl_without_gpu ())
    gp_profile_stage ("gl-off");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("GStreamer Profile Inspector"));

  app = gp_application_new (G_APPLICATION_DEFAULT_FLAGS);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
