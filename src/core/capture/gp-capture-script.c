/* gp-capture-script.c: the shell scripts a capture runs, here or on a board
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

/* The shell a capture needs on a board (and for the factory check here) lives in scripts/ as real
 * shell files, compiled in as a GResource and shellcheck'd by the tests, rather than as C strings:
 * gp-remote-run.sh (a capture), gp-remote-probe.sh (`check` on a board), gp-factory-check.sh. Each
 * runs as `sh -c SCRIPT sh ARG…`, its arguments data, never part of its text. A script missing from
 * the resource is a broken build (g_error()). */

#include "config.h"

#include <gio/gio.h>

#include "gp-capture-resources.h"
#include "gp-capture-script.h"

static const char * const paths[] = {
  [GP_CAPTURE_SCRIPT_REMOTE_RUN] = "/io/github/gstprofile/capture/scripts/gp-remote-run.sh",
  [GP_CAPTURE_SCRIPT_REMOTE_PROBE] = "/io/github/gstprofile/capture/scripts/gp-remote-probe.sh",
  [GP_CAPTURE_SCRIPT_FACTORY_CHECK] = "/io/github/gstprofile/capture/scripts/gp-factory-check.sh",
};

const char *
gp_capture_script (GpCaptureScript script)
{
  static char *texts[G_N_ELEMENTS (paths)];

  g_return_val_if_fail ((guint) script < G_N_ELEMENTS (paths), NULL);

  if (g_once_init_enter (&texts[script]))
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      gsize size = 0;
      const char *data;

      bytes = g_resource_lookup_data (gp_capture_get_resource (), paths[script],
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      if (bytes == NULL)
        /* Compiled into the library: missing is a broken build. */
        g_error ("%s: %s", paths[script], error->message);
      data = g_bytes_get_data (bytes, &size);
      g_once_init_leave (&texts[script], g_strndup (data, size));
    }
  return texts[script];
}
