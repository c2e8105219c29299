/* fuzz-redact.c
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

#include "gp-json-writer.h"
#include "gp-redact.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* No run of ≥ 24 token characters holding a digit and a letter survives. */
static void
assert_no_token (const char *text)
{
  gsize run = 0;
  gboolean digit = FALSE;
  gboolean alpha = FALSE;

  for (const char *p = text;; p++)
    {
      if (*p != '\0' && (g_ascii_isalnum (*p) || strchr ("+/_-", *p) != NULL))
        {
          run++;
          digit |= g_ascii_isdigit (*p);
          alpha |= g_ascii_isalpha (*p);
          continue;
        }
      g_assert (!(run >= 24 && digit && alpha));
      run = 0;
      digit = alpha = FALSE;
      if (*p == '\0')
        break;
    }
}

/* Free text through the three rules (the result is stable under a second
 * pass and holds no token), and, when the input is JSON, a session tree. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autofree char *once = gp_redact_text (text);
  g_autofree char *twice = gp_redact_text (once);
  g_autofree char *prop = gp_redact_property (text, text);
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();

  assert_no_token (once);
  g_assert (strcmp (once, twice) == 0);
  g_assert (prop != NULL);

  if (json_parser_load_from_data (parser, text, -1, NULL) && json_parser_get_root (parser) != NULL)
    {
      g_autoptr(JsonNode) redacted = gp_redact_session_json (json_parser_get_root (parser));
      g_autofree char *json = gp_json_to_string (redacted);

      g_assert (json != NULL);
    }

  return 0;
}
