/* gp-cli-patch.c: `gst-profile parse` and `gst-profile patch`
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

/* `parse` prints a launch string as the core's GpLaunch reads it (one argument, or several taken
 * as gst-launch-1.0's argv, so quoting means the same in both: gp-cli-launch-args.c), as text or
 * JSON. `patch`
 * applies findings' fix patches to a session's launch string for real (GpPatch, core/launch): by
 * --apply ID or --all, from freshly computed findings (stored ones go stale), then prints the
 * patched string, a -/+/~ --diff, or writes an executable sh script (-o) that runs it with
 * gst-launch-1.0. A patch that cannot be applied is refused with the reason. */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "gp-cli-launch-args.h"
#include "gp-cli-util.h"
#include "gp-json-writer.h"
#include "gp-launch-check.h"
#include "gp-launch.h"
#include "gp-patch.h"

/* --check: the predicted memory of every link and the problems, as text or JSON on stdout; a
 * string that cannot negotiate is refused with one line (exit 3). */
static int
print_check (const GpLaunch *launch,
             gboolean        json,
             const char     *command)
{
  g_autoptr(GpLaunchCheck) check = gp_launch_check_new (launch);

  if (json)
    {
      g_autoptr(JsonNode) node = gp_launch_check_to_json (check);
      g_autofree char *text = gp_json_to_string (node);

      printf ("%s\n", text);
    }
  else
    {
      g_autofree char *text = gp_launch_check_to_text (check);

      fputs (text, stdout);
    }
  fflush (stdout);
  if (!gp_launch_check_negotiates (check))
    {
      for (guint i = 0; i < gp_launch_check_get_n_links (check); i++)
        if (gp_launch_check_get_reason (check, i) != NULL)
          {
            const GpLaunchCheckLink *link = gp_launch_check_get_link (check, i);

            gp_cli_error ("%s: the pipeline cannot negotiate %s → %s: %s", command,
                          link->src, link->sink,
                          gp_launch_check_get_reason (check, i));
            break;
          }
      return GP_EXIT_USAGE;
    }
  return GP_EXIT_CLEAN;
}

int
gp_cli_cmd_parse (int    argc,
                  char **argv)
{
  g_autofree char *format = NULL;
  gboolean check = FALSE;
  const GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "Output format: text (default) or json", "FORMAT" },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check,
      "Predict each link's memory (NVMM, dmabuf, system) and say where the string cannot negotiate or leaves device memory", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpLaunch) launch = NULL;
  g_auto(GStrv) options = NULL;
  g_autofree char **options_argv = NULL;
  g_autofree char *text = NULL;
  int options_argc;
  int status;

  context = g_option_context_new ("\"LAUNCH STRING\" | WORD…");
  g_option_context_set_summary (context,
                                "Parse a gst-launch-1.0 pipeline string the way gst_parse_launch() does and\n"
                                "print its elements (with the names GStreamer gives them) and links.\n"
                                "With --check, predict the memory each link negotiates from what rules/memory.json\n"
                                "knows of the factories, and say where it cannot negotiate or leaves device memory.\n"
                                "Exit status: 0 parsed, 3 not a valid pipeline string (with its position) or,\n"
                                "with --check, one that cannot negotiate.");
  g_option_context_add_main_entries (context, entries, NULL);
  /* As run takes it: the string may begin with gst-launch-1.0's options. */
  if (!gp_cli_launch_args_split (entries, argc, argv, &options, &text, &error))
    {
      gp_cli_error ("%s", error->message);
      return GP_EXIT_USAGE;
    }
  options_argc = (int) g_strv_length (options);
  options_argv = g_memdup2 (options, sizeof (char *) * (options_argc + 1));
  status = gp_cli_parse (context, &options_argc, &options_argv);
  if (status >= 0)
    return status;

  if (text == NULL)
    {
      gp_cli_error ("parse: give a pipeline string (see --help)");
      return GP_EXIT_USAGE;
    }
  if (format != NULL && g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0)
    {
      gp_cli_error ("parse: --format must be text or json, not '%s'", format);
      return GP_EXIT_USAGE;
    }

  launch = gp_launch_parse (text, -1, &error);
  if (launch == NULL)
    {
      gp_cli_error ("parse: %s", error->message);
      return GP_EXIT_USAGE;
    }
  if (check)
    return print_check (launch, g_strcmp0 (format, "json") == 0, "parse");

  if (g_strcmp0 (format, "json") == 0)
    {
      g_autoptr(JsonNode) node = gp_launch_to_json (launch);
      g_autofree char *json = gp_json_to_string (node);

      printf ("%s\n", json);
    }
  else
    {
      g_autofree char *out = gp_launch_to_text (launch);

      fputs (out, stdout);
    }
  fflush (stdout);
  return GP_EXIT_CLEAN;
}

/* The ids of the findings that carry a patch, for messages. */
static char *
patch_ids (GPtrArray *findings)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (finding->fix_patch == NULL)
        continue;
      if (out->len > 0)
        g_string_append (out, ", ");
      g_string_append (out, finding->id);
    }
  return g_string_free (out, FALSE);
}

static const GpFinding *
find_finding (GPtrArray  *findings,
              const char *id)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (findings, i);

      if (g_strcmp0 (finding->id, id) == 0)
        return finding;
    }
  return NULL;
}

/* The findings to apply, in the order given (each once); NULL after
 * printing why when one cannot be. */
static GPtrArray *
select_findings (GPtrArray  *findings,
                 char      **ids,
                 gboolean    all)
{
  g_autoptr(GPtrArray) selected = g_ptr_array_new ();

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const GpFinding *finding = find_finding (findings, ids[i]);

      if (finding == NULL)
        {
          g_autofree char *available = patch_ids (findings);

          if (available[0] == '\0')
            gp_cli_error ("patch: no finding '%s' in this session, and no finding here has a patch",
                          ids[i]);
          else
            gp_cli_error ("patch: no finding '%s' in this session; findings with a patch: %s",
                          ids[i], available);
          return NULL;
        }
      if (finding->fix_patch == NULL)
        {
          g_autofree char *available = patch_ids (findings);

          gp_cli_error ("patch: %s has no fix patch%s%s", finding->id,
                        available[0] != '\0' ? "; findings with a patch: " : "", available);
          return NULL;
        }
      if (!g_ptr_array_find (selected, finding, NULL))
        g_ptr_array_add (selected, (gpointer) finding);
    }
  if (all)
    for (guint i = 0; i < findings->len; i++)
      {
        const GpFinding *finding = g_ptr_array_index (findings, i);

        if (finding->fix_patch != NULL && !g_ptr_array_find (selected, finding, NULL))
          g_ptr_array_add (selected, (gpointer) finding);
      }
  return g_steal_pointer (&selected);
}

static char *
applied_label (const char *path,
               GPtrArray  *selected)
{
  GString *out = g_string_new (path);

  if (selected->len == 0)
    {
      g_string_append (out, " (launch, no patch applied)");
      return g_string_free (out, FALSE);
    }
  g_string_append (out, " (patched:");
  for (guint i = 0; i < selected->len; i++)
    g_string_append_printf (out, " %s", ((const GpFinding *) g_ptr_array_index (selected, i))->id);
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

static gboolean
write_script (const char  *path,
              const char  *script,
              GError     **error)
{
  if (!g_file_set_contents (path, script, -1, error))
    return FALSE;
  if (g_chmod (path, 0755) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot make %s executable: %s", path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

int
gp_cli_cmd_patch (int    argc,
                  char **argv)
{
  g_auto(GStrv) apply = NULL;
  g_autofree char *out = NULL;
  gboolean all = FALSE;
  gboolean print = FALSE;
  gboolean diff = FALSE;
  gboolean check = FALSE;
  gboolean separate = FALSE;
  g_autofree char *format = NULL;
  const GOptionEntry entries[] = {
    { "apply", 0, 0, G_OPTION_ARG_STRING_ARRAY, &apply,
      "Apply the fix patch of finding ID (repeatable)", "ID" },
    { "all", 0, 0, G_OPTION_ARG_NONE, &all,
      "Apply every finding's fix patch", NULL },
    { "print", 0, 0, G_OPTION_ARG_NONE, &print,
      "Print the patched launch string (the default)", NULL },
    { "diff", 0, 0, G_OPTION_ARG_NONE, &diff,
      "Print a diff of the launch string: -/+ lines, then a ~ line of word changes", NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      "Write an executable sh script that runs the patched pipeline with gst-launch-1.0", "FILE" },
    { "separate", 0, 0, G_OPTION_ARG_NONE, &separate,
      "Apply each patch exactly as written, without folding a conversion chain they touch into one converter", NULL },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check,
      "Check the patched string: each link's predicted memory; refused if it cannot negotiate", NULL },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "With --check: text (default) or json ({\"launch\", \"links\", \"problems\", …})", "FORMAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GpPatch) patch = NULL;
  g_autoptr(GPtrArray) selected = NULL;
  g_autofree char *label = NULL;
  GPtrArray *findings;
  int status;

  context = g_option_context_new ("SESSION");
  g_option_context_set_summary (context,
                                "Apply findings' fix patches to the launch string of a recorded session.\n"
                                "Findings are recomputed; patches address runtime element names and are\n"
                                "mapped onto the tokens of the launch string, or refused with the reason.\n"
                                "Exit status: 0 done, 3 unusable input or a patch that cannot be applied.");
  status = gp_cli_parse_args (context, entries, &argc, &argv, 1,
                              "patch: give the SESSION to patch (see --help)");
  if (status >= 0)
    return status;

  if ((print ? 1 : 0) + (diff ? 1 : 0) + (out != NULL ? 1 : 0) > 1)
    {
      gp_cli_error ("patch: --print, --diff and -o are exclusive");
      return GP_EXIT_USAGE;
    }
  if (format != NULL && g_strcmp0 (format, "text") != 0 && g_strcmp0 (format, "json") != 0)
    {
      gp_cli_error ("patch: --format must be text or json, not '%s'", format);
      return GP_EXIT_USAGE;
    }
  if (format != NULL && !check)
    {
      gp_cli_error ("patch: --format goes with --check");
      return GP_EXIT_USAGE;
    }

  /* Stored findings go stale: recomputed, as analyze does. */
  document = gp_cli_load_document (argv[1], NULL, GP_DOCUMENT_LOAD_DEFAULT);
  if (document == NULL)
    return GP_EXIT_USAGE;
  findings = gp_document_get_findings (document);

  patch = gp_patch_new_for_session (gp_document_get_session (document), &error);
  if (patch == NULL)
    {
      gp_cli_error ("patch: %s", error->message);
      return GP_EXIT_USAGE;
    }
  gp_patch_set_combine (patch, !separate);
  selected = select_findings (findings, apply, all);
  if (selected == NULL)
    return GP_EXIT_USAGE;

  for (guint i = 0; i < selected->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (selected, i);

      if (!gp_patch_apply_finding (patch, finding, &error))
        {
          g_autofree char *what = gp_patch_describe (finding->fix_patch);

          gp_cli_error ("patch: %s (%s) cannot be applied: %s", finding->id, what, error->message);
          return GP_EXIT_USAGE;
        }
    }
  for (guint i = 0; i < gp_patch_get_n_notes (patch); i++)
    gp_cli_message ("note: %s", gp_patch_get_note (patch, i));
  if (selected->len == 0)
    gp_cli_message ("note: no patch applied (use --apply ID or --all)");

  label = applied_label (argv[1], selected);
  if (check)
    {
      g_autofree char *text = gp_patch_print (patch);
      g_autoptr(GpLaunch) patched = gp_launch_parse (text, -1, &error);
      int verdict;

      if (patched == NULL)
        {
          gp_cli_error ("patch: the patched string does not parse: %s", error->message);
          return GP_EXIT_USAGE;
        }
      if (g_strcmp0 (format, "json") == 0)
        {
          g_autoptr(GpLaunchCheck) checked = gp_launch_check_new (patched);
          g_autoptr(JsonNode) node = gp_launch_check_to_json (checked);
          g_autofree char *json = NULL;

          json_object_set_string_member (json_node_get_object (node), "launch", text);
          json = gp_json_to_string (node);
          printf ("%s\n", json);
          fflush (stdout);
          verdict = gp_launch_check_negotiates (checked) ? GP_EXIT_CLEAN : GP_EXIT_USAGE;
          if (verdict != GP_EXIT_CLEAN)
            gp_cli_error ("patch: the patched pipeline cannot negotiate (see \"problems\")");
          return verdict;
        }
      printf ("%s\n\n", text);
      return print_check (patched, FALSE, "patch");
    }
  if (out != NULL)
    {
      g_autofree char *script = gp_patch_to_script (patch, label, &error);

      if (script == NULL)
        {
          gp_cli_error ("patch: %s", error->message);
          return GP_EXIT_USAGE;
        }
      if (!write_script (out, script, &error))
        {
          gp_cli_error ("patch: %s", error->message);
          return GP_EXIT_USAGE;
        }
      gp_cli_message ("script written to %s", out);
    }
  else if (diff)
    {
      g_autofree char *old_label = g_strdup_printf ("%s (launch)", argv[1]);
      g_autofree char *text = gp_patch_diff (patch, old_label, label);

      fputs (text, stdout);
    }
  else
    {
      g_autofree char *text = gp_patch_print (patch);

      printf ("%s\n", text);
    }
  fflush (stdout);
  return GP_EXIT_CLEAN;
}
