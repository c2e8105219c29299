/* gp-cli-verdict.c: the end of analyze, run and wrap
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

#include <stdio.h>

#include "gp-cli-util.h"
#include "gp-cli-verdict.h"
#include "gp-json-writer.h"
#include "gp-rules.h"
#include "gp-session-json.h"
#include "gp-session-output.h"
#include "gp-verdict.h"

static int
conclude (GpDocument  *document,
          const char  *out,
          gboolean     as_json,
          gboolean     fallback,
          char       **written)
{
  GpSession *session = gp_document_get_session (document);
  const GpAnalysis *analysis = gp_document_get_analysis (document);
  const GpRuleCatalog *catalog = gp_document_get_catalog (document);
  GPtrArray *findings = gp_document_get_findings (document);
  g_autoptr(GError) error = NULL;

  g_assert (analysis != NULL && catalog != NULL);

  if (out != NULL && fallback)
    {
      g_autoptr(GError) save_error = NULL;
      g_autofree char *path = gp_session_save_with_fallback (session, out, &save_error, &error);

      if (path == NULL)
        {
          gp_cli_error ("%s", error->message);
          return GP_EXIT_USAGE;
        }
      if (save_error != NULL)
        gp_cli_message ("%s; the session was saved to %s instead", save_error->message, path);
      else
        gp_cli_message ("session written to %s", path);
      *written = g_steal_pointer (&path);
    }
  else if (out != NULL)
    {
      if (!gp_session_save (session, out, &error))
        {
          gp_cli_error ("%s", error->message);
          return GP_EXIT_USAGE;
        }
      gp_cli_message ("session written to %s", out);
    }

  if (as_json)
    {
      g_autoptr(JsonNode) verdict = gp_verdict_to_json (analysis, findings, catalog);
      g_autofree char *text = gp_json_to_string (verdict);

      printf ("%s\n", text);
    }
  else
    {
      g_autofree char *text = gp_verdict_render_text (analysis, findings, catalog);

      printf ("%s\n", text);
    }
  fflush (stdout);

  return gp_findings_have_high_or_medium (findings) ? GP_EXIT_FINDINGS : GP_EXIT_CLEAN;
}

int
gp_cli_conclude (GpDocument *document,
                 const char *out,
                 gboolean    as_json)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (document), GP_EXIT_USAGE);

  return conclude (document, out, as_json, FALSE, NULL);
}

int
gp_cli_conclude_capture (GpSession  *session,
                         const char *out,
                         char      **written)
{
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (GP_IS_SESSION (session), GP_EXIT_USAGE);
  g_return_val_if_fail (out != NULL, GP_EXIT_USAGE);
  g_return_val_if_fail (written != NULL && *written == NULL, GP_EXIT_USAGE);

  document = gp_document_new_for_session (NULL, session, GP_DOCUMENT_LOAD_STORE_FINDINGS, &error);
  if (document == NULL)
    {
      gp_cli_error ("%s", error->message);
      return GP_EXIT_USAGE;
    }

  return conclude (document, out, FALSE, TRUE, written);
}
