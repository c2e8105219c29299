/* gp-launch-report.c: gst-launch-1.0's own report of why a pipeline did not run
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

/* gst-launch-1.0 says why a pipeline failed on its stderr, in one of three shapes (tools/
 * gst-launch.c, 1.22): a string it could only partly build ("WARNING: erroneous pipeline: no
 * element "x""), one it could not build at all ("ERROR: pipeline could not be constructed: …."),
 * and an element's error message once it runs ("ERROR: from element /GstPipeline:…: …"). The
 * local transport reads its stderr, the SSH one its stdout (the board merges them); both keep
 * the first such line through gp_launch_report_from_line() so that a capture that never ran
 * can say what gst-launch-1.0 said. */

#include "config.h"

#include <string.h>

#include "gp-launch-report.h"

static char *
cut (const char *text,
     gsize       len)
{
  g_autofree char *valid = g_utf8_make_valid (text, (gssize) MIN (len, GP_LAUNCH_REPORT_MAX + 4));

  if (strlen (valid) > GP_LAUNCH_REPORT_MAX)
    {
      const char *end = g_utf8_find_prev_char (valid, valid + GP_LAUNCH_REPORT_MAX + 1);

      return g_strndup (valid, (gsize) (end - valid));
    }
  return g_steal_pointer (&valid);
}

char *
gp_launch_report_from_line (const char *line,
                            gssize      len)
{
  static const struct {
    const char *prefix;
    gboolean    keep_prefix;
    gboolean    drop_period;
  } shapes[] = {
    { "WARNING: erroneous pipeline: ", FALSE, FALSE },
    { "ERROR: pipeline could not be constructed: ", FALSE, TRUE },
    { "ERROR: from element ", TRUE, FALSE },
  };
  gsize n;

  g_return_val_if_fail (line != NULL, NULL);

  n = len < 0 ? strlen (line) : (gsize) len;
  if (n > 0 && line[n - 1] == '\r')
    n--;

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      gsize plen = strlen (shapes[i].prefix);
      const char *text = line + plen;
      gsize tlen = n - plen;

      if (n <= plen || strncmp (line, shapes[i].prefix, plen) != 0)
        continue;
      if (shapes[i].keep_prefix)
        return cut (line, n);
      if (shapes[i].drop_period && text[tlen - 1] == '.')
        tlen--;
      return tlen > 0 ? cut (text, tlen) : NULL;
    }
  return NULL;
}
