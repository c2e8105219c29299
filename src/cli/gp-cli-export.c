/* gp-cli-export.c: `gst-profile export PATH --graph … --series csv --trace perfetto`
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

/* --graph svg|png|dot, --series csv and --trace perfetto over the core's exporters
 * (core/render/gp-export*.c), the findings recomputed first (the graph outlines their targets). One
 * export goes to -o FILE (- for stdout), or each into --out-dir (default: here) as
 * STEM.graph.svg|png|dot, STEM.series.csv and STEM.trace.json. Everything is made before anything
 * is written, so a format graphviz lacks leaves no partial set of files, and an output is never one
 * of the inputs. */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "gp-cli-util.h"
#include "gp-export.h"

/* One output of the command: what it is, where it goes, its bytes. */
typedef struct
{
  const char *what;     /* "graph", "series", "trace" */
  char       *path;     /* "-" for stdout */
  GBytes     *data;
} Output;

static void
output_clear (gpointer data)
{
  Output *o = data;

  g_free (o->path);
  g_clear_pointer (&o->data, g_bytes_unref);
}

/* The input's name without its directory and its .gz/.json/.log suffixes. */
static char *
input_stem (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  static const char * const suffixes[] = { ".gz", ".json", ".log", ".txt" };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (base, suffixes[i]) && strlen (base) > strlen (suffixes[i]))
      base[strlen (base) - strlen (suffixes[i])] = '\0';

  if (*base == '\0' || g_str_equal (base, ".") || g_str_equal (base, G_DIR_SEPARATOR_S))
    return g_strdup ("session");
  return g_steal_pointer (&base);
}

static gboolean
same_file (const char *a,
           const char *b)
{
  GStatBuf sa, sb;

  if (g_stat (a, &sa) != 0 || g_stat (b, &sb) != 0)
    return FALSE;
  return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

static gboolean
write_output (const Output *o)
{
  g_autoptr(GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (o->data, &size);

  if (g_str_equal (o->path, "-"))
    {
      if (size > 0 && fwrite (data, 1, size, stdout) != size)
        {
          gp_cli_error ("cannot write the %s to stdout: %s", o->what, g_strerror (errno));
          return FALSE;
        }
      if (fflush (stdout) != 0)
        {
          gp_cli_error ("cannot write the %s to stdout: %s", o->what, g_strerror (errno));
          return FALSE;
        }
      return TRUE;
    }

  /* A temporary file renamed over PATH: never half a file. */
  if (!g_file_set_contents (o->path, data, size, &error))
    {
      gp_cli_error ("cannot write the %s: %s", o->what, error->message);
      return FALSE;
    }
  gp_cli_message ("%s written to %s", o->what, o->path);
  return TRUE;
}

static GBytes *
take_text (char *text)
{
  return g_bytes_new_take (text, strlen (text));
}

int
gp_cli_cmd_export (int    argc,
                   char **argv)
{
  g_auto(GStrv) dots = NULL;
  g_autofree char *graph = NULL;
  g_autofree char *series = NULL;
  g_autofree char *trace = NULL;
  g_autofree char *out = NULL;
  g_autofree char *out_dir = NULL;
  g_auto(GpCliTegrastats) tegrastats = { NULL, 0 };
  const GOptionEntry entries[] = {
    { "graph", 0, 0, G_OPTION_ARG_STRING, &graph,
      "The pipeline graph as the app draws it: svg, png or dot (laid out, with positions)", "FORMAT" },
    { "series", 0, 0, G_OPTION_ARG_STRING, &series,
      "The series, one row per window: csv", "FORMAT" },
    { "trace", 0, 0, G_OPTION_ARG_STRING, &trace,
      "A trace for ui.perfetto.dev and chrome://tracing: perfetto (Chrome trace event JSON)", "FORMAT" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      "Write the one export asked for to FILE (- for stdout)", "FILE" },
    { "out-dir", 0, 0, G_OPTION_ARG_FILENAME, &out_dir,
      "Write each export into DIR, named after PATH (default: the current directory)", "DIR" },
    { "dot", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &dots,
      "A dot dump to merge for topology and caps (repeatable; for a log)", "FILE" },
    GP_CLI_TEGRASTATS_ENTRIES (tegrastats),
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GpDocument) document = NULL;
  g_autoptr(GArray) outputs = NULL;
  GpSession *session;
  g_autofree char *stem = NULL;
  GpExportGraphFormat graph_format = GP_EXPORT_GRAPH_SVG;
  guint n_kinds;
  int status;

  context = g_option_context_new ("PATH");
  g_option_context_set_summary (context,
                                "Export a session JSON or a GST_DEBUG tracer log (optionally gzip-compressed)\n"
                                "for other tools: the pipeline graph (--graph svg|png|dot), the series as\n"
                                "CSV (--series csv), a Chrome/Perfetto trace (--trace perfetto). Give one\n"
                                "or more. Findings are recomputed for the graph's outlines.\n"
                                "\n"
                                "Where the files go: with -o FILE the one export asked for goes to FILE\n"
                                "(- for stdout); otherwise each goes into --out-dir DIR (default: the\n"
                                "current directory) as STEM.graph.svg|png|dot, STEM.series.csv and\n"
                                "STEM.trace.json, STEM being PATH's name without .json/.log/.gz.\n"
                                "Exit status: 0 written, 3 usage error or unusable input.");
  status = gp_cli_parse_args (context, entries, &argc, &argv, 1,
                              "export: give the PATH of a session or log (see --help)");
  if (status >= 0)
    return status;

  if (graph != NULL && !gp_export_graph_format_parse (graph, &graph_format))
    {
      gp_cli_error ("export: --graph must be svg, png or dot, not '%s'", graph);
      return GP_EXIT_USAGE;
    }
  if (series != NULL && !g_str_equal (series, "csv"))
    {
      gp_cli_error ("export: --series must be csv, not '%s'", series);
      return GP_EXIT_USAGE;
    }
  if (trace != NULL && !g_str_equal (trace, "perfetto"))
    {
      gp_cli_error ("export: --trace must be perfetto, not '%s'", trace);
      return GP_EXIT_USAGE;
    }
  n_kinds = (graph != NULL) + (series != NULL) + (trace != NULL);
  if (n_kinds == 0)
    {
      gp_cli_error ("export: say what to export: --graph svg|png|dot, --series csv or --trace perfetto");
      return GP_EXIT_USAGE;
    }
  if (out != NULL && out_dir != NULL)
    {
      gp_cli_error ("export: give -o FILE or --out-dir DIR, not both");
      return GP_EXIT_USAGE;
    }
  if (out != NULL && (*out == '\0' || n_kinds > 1))
    {
      gp_cli_error (*out == '\0' ? "export: -o needs a file name (or - for stdout)"
                                 : "export: -o takes one export; for several give --out-dir DIR");
      return GP_EXIT_USAGE;
    }
  if (out_dir != NULL && *out_dir == '\0')
    {
      gp_cli_error ("export: --out-dir needs a directory");
      return GP_EXIT_USAGE;
    }

  /* The graph's outlines come from fresh findings (stored ones go stale);
   * the series and the trace need none. */
  document = gp_cli_load_document_full (argv[1], (const char * const *) dots, &tegrastats,
                                        graph != NULL ? GP_DOCUMENT_LOAD_DEFAULT
                                                      : GP_DOCUMENT_LOAD_SESSION_ONLY);
  if (document == NULL)
    return GP_EXIT_USAGE;
  session = gp_document_get_session (document);

  outputs = g_array_new (FALSE, TRUE, sizeof (Output));
  g_array_set_clear_func (outputs, output_clear);
  stem = input_stem (argv[1]);

  /* Everything is made before anything is written: a format graphviz lacks
   * leaves no partial set of files. */
  if (graph != NULL)
    {
      Output o = { "graph", NULL, NULL };

      o.data = gp_export_graph (session, gp_document_get_analysis (document), graph_format, &error);
      if (o.data == NULL)
        {
          gp_cli_error ("cannot export the graph of %s: %s", argv[1], error->message);
          return GP_EXIT_USAGE;
        }
      o.path = g_strdup_printf ("%s.graph.%s", stem, gp_export_graph_format_name (graph_format));
      g_array_append_val (outputs, o);
    }
  if (series != NULL)
    {
      Output o = { "series", g_strdup_printf ("%s.series.csv", stem), NULL };

      o.data = take_text (gp_export_series_csv (session));
      g_array_append_val (outputs, o);
    }
  if (trace != NULL)
    {
      Output o = { "trace", g_strdup_printf ("%s.trace.json", stem), NULL };

      o.data = take_text (gp_export_trace (session));
      g_array_append_val (outputs, o);
    }

  for (guint i = 0; i < outputs->len; i++)
    {
      Output *o = &g_array_index (outputs, Output, i);
      char *path;

      if (out != NULL)
        path = g_strdup (out);
      else
        path = g_build_filename (out_dir != NULL ? out_dir : ".", o->path, NULL);
      g_free (o->path);
      o->path = path;

      if (same_file (o->path, argv[1]))
        {
          gp_cli_error ("export: %s is the input; choose another output", o->path);
          return GP_EXIT_USAGE;
        }
      for (guint d = 0; dots != NULL && dots[d] != NULL; d++)
        if (same_file (o->path, dots[d]))
          {
            gp_cli_error ("export: %s is an input dot file; choose another output", o->path);
            return GP_EXIT_USAGE;
          }
    }

  if (out_dir != NULL && g_mkdir_with_parents (out_dir, 0777) != 0)
    {
      gp_cli_error ("export: cannot create %s: %s", out_dir, g_strerror (errno));
      return GP_EXIT_USAGE;
    }

  for (guint i = 0; i < outputs->len; i++)
    if (!write_output (&g_array_index (outputs, Output, i)))
      return GP_EXIT_USAGE;

  return GP_EXIT_CLEAN;
}
