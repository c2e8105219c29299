/* fuzz-session-json.c
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

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "gp-error.h"
#include "gp-session-json.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* Session documents: load (a session or one GP_ERROR), then write the
 * session back out and load what was written. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GpSession) again = NULL;
  g_autoptr(GBytes) written = NULL;
  char *text;

  session = gp_session_load_from_bytes (bytes, &error);
  if (session == NULL)
    {
      g_assert (error != NULL && error->domain == GP_ERROR);
      return 0;
    }
  g_assert (error == NULL);

  text = gp_session_to_string (session);
  g_assert (text != NULL);
  written = g_bytes_new_take (text, strlen (text));

  again = gp_session_load_from_bytes (written, &error);
  g_assert (again != NULL);
  g_assert (error == NULL);

  return 0;
}
