/* gp-preflight.c: GpPreflight, what this machine or a board can capture (`gst-profile check`)
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

/* GpPreflight, reference.md §8: the platform (Jetson from etc/nv_tegra_release, the device-tree
 * model for the board), L4T, the GStreamer version (`gst-launch-1.0 --version`), the tracers
 * (`gst-inspect-1.0 coretracers`) and tegrastats, hence which capabilities a capture will have and
 * the `gst-profile check` block. Either probed here (the board files read under a root, "/" unless
 * --root says otherwise) or built from the text scripts/gp-remote-probe.sh sent back from a board
 * (gp_ssh_preflight()), so both read the same. Used by `check`, `run`/`wrap` (the session's
 * target), the capture dialog and Re-run; never fails: what cannot be found is reported missing. */

#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "gp-error.h"
#include "gp-preflight.h"

#define GST_LAUNCH "gst-launch-1.0"
#define GST_INSPECT "gst-inspect-1.0"

void
gp_preflight_free (GpPreflight *preflight)
{
  if (preflight == NULL)
    return;
  g_free (preflight->root);
  g_free (preflight->gst_launch);
  g_free (preflight->gstreamer);
  g_free (preflight->platform);
  g_free (preflight->board);
  g_free (preflight->l4t);
  g_ptr_array_unref (preflight->tracers);
  g_free (preflight->tegrastats);
  g_ptr_array_unref (preflight->problems);
  g_free (preflight);
}

char *
gp_preflight_parse_l4t (const char *nv_tegra_release)
{
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *major = NULL;
  g_autofree char *revision = NULL;

  if (nv_tegra_release == NULL)
    return NULL;

  /* "# R35 (release), REVISION: 4.1, GCID: …" → "35.4.1" */
  regex = g_regex_new ("R(\\d+)[^\\n]*?REVISION:\\s*([0-9.]+)", G_REGEX_OPTIMIZE, 0, NULL);
  if (!g_regex_match (regex, nv_tegra_release, 0, &match))
    return NULL;
  major = g_match_info_fetch (match, 1);
  revision = g_match_info_fetch (match, 2);
  return g_strdup_printf ("%s.%s", major, revision);
}

char *
gp_preflight_parse_gst_version (const char *version_output)
{
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;

  if (version_output == NULL)
    return NULL;

  regex = g_regex_new ("GStreamer (\\d+\\.\\d+\\.\\d+)", 0, 0, NULL);
  if (!g_regex_match (regex, version_output, 0, &match))
    return NULL;
  return g_match_info_fetch (match, 1);
}

static gboolean
is_tracer_name (const char *text,
                gsize       len)
{
  if (len == 0)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isalnum (text[i]) && text[i] != '-' && text[i] != '_')
      return FALSE;
  return TRUE;
}

GPtrArray *
gp_preflight_parse_tracers (const char *inspect_output)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) lines = NULL;

  if (inspect_output == NULL)
    return names;

  lines = g_strsplit (inspect_output, "\n", -1);

  /* "  <name> (GstTracerFactory)" */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (lines[i]));
      const char *suffix = " (GstTracerFactory)";

      if (lines[i][0] == ' ' && g_str_has_suffix (line, suffix) &&
          is_tracer_name (line, strlen (line) - strlen (suffix)))
        g_ptr_array_add (names, g_strndup (line, strlen (line) - strlen (suffix)));
    }

  /* the fallback form, "  <name>:" */
  if (names->len == 0)
    for (guint i = 0; lines[i] != NULL; i++)
      {
        g_autofree char *line = g_strstrip (g_strdup (lines[i]));
        gsize len = strlen (line);

        if (lines[i][0] == ' ' && len > 1 && line[len - 1] == ':' && is_tracer_name (line, len - 1))
          g_ptr_array_add (names, g_strndup (line, len - 1));
      }

  return names;
}

const char *
gp_preflight_platform_for (gboolean    have_nv_tegra_release,
                           const char *model)
{
  if (model == NULL)
    model = "";
  if (have_nv_tegra_release || strstr (model, "NVIDIA") != NULL || strstr (model, "Jetson") != NULL)
    return "jetson";
  if (strstr (model, "MediaTek") != NULL || strstr (model, "Genio") != NULL || strstr (model, "MT8") != NULL)
    return "mediatek";
  return "generic";
}

gboolean
gp_preflight_version_at_least (const char *version,
                               guint       major,
                               guint       minor)
{
  guint64 v_major;
  guint64 v_minor;
  char *end = NULL;

  if (version == NULL || !g_ascii_isdigit (version[0]))
    return FALSE;
  v_major = g_ascii_strtoull (version, &end, 10);
  if (*end != '.')
    return v_major > major;
  v_minor = g_ascii_strtoull (end + 1, NULL, 10);
  return v_major > major || (v_major == major && v_minor >= minor);
}

GStrv
gp_preflight_split_tracers (const char *gst_tracers)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) parts = NULL;

  if (gst_tracers == NULL)
    return g_strv_builder_end (builder);

  parts = g_strsplit (gst_tracers, ";", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *paren = strchr (parts[i], '(');

      if (paren != NULL)
        *paren = '\0';
      g_strstrip (parts[i]);
      if (parts[i][0] != '\0')
        g_strv_builder_add (builder, parts[i]);
    }
  return g_strv_builder_end (builder);
}

/* Runs @argv and returns its stdout, or NULL when it cannot be run. */
static char *
run_capture (const char * const *argv,
             int                *exit_status)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *out = NULL;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, NULL);
  if (process == NULL)
    return NULL;
  if (!g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, NULL))
    return NULL;
  if (exit_status != NULL)
    *exit_status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
  return g_steal_pointer (&out);
}

static char *
read_under_root (const char *root,
                 const char *relative)
{
  g_autofree char *path = g_build_filename (root, relative, NULL);
  char *contents = NULL;
  gsize len = 0;

  if (!g_file_get_contents (path, &contents, &len, NULL))
    return NULL;
  /* NULs (device-tree strings) become spaces, so that the text is a C string */
  for (gsize i = 0; i < len; i++)
    if (contents[i] == '\0')
      contents[i] = ' ';
  return contents;
}

static char *
read_model (const char *root)
{
  static const char * const paths[] = {
    "proc/device-tree/model",
    "sys/firmware/devicetree/base/model",
  };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      char *model = read_under_root (root, paths[i]);

      if (model != NULL)
        return g_strstrip (model);
    }
  return g_strdup ("");
}

static void
add_problems (GpPreflight *preflight)
{
  if (preflight->gst_launch == NULL)
    g_ptr_array_add (preflight->problems,
                     g_strdup ("gst-launch-1.0 not found (needed for `run`; `wrap`/`analyze` still work "
                               "if the app links GStreamer)"));
  if (preflight->gstreamer[0] != '\0' && !preflight->element_latency)
    g_ptr_array_add (preflight->problems,
                     g_strdup_printf ("GStreamer %s: per-element latency needs >= 1.18; without it "
                                      "the HOT finding and the time split stay empty",
                                      preflight->gstreamer));
}

static void
set_tracers (GpPreflight *preflight,
             const char  *inspect_output)
{
  if (inspect_output != NULL)
    {
      g_ptr_array_unref (preflight->tracers);
      preflight->tracers = gp_preflight_parse_tracers (inspect_output);
    }
  preflight->stats = preflight->tracers->len == 0;
  for (guint i = 0; i < preflight->tracers->len; i++)
    if (g_strcmp0 (g_ptr_array_index (preflight->tracers, i), "stats") == 0)
      preflight->stats = TRUE;
}

static void
set_platform (GpPreflight *preflight,
              const char  *nv_release)
{
  gboolean have_release = FALSE;

  if (nv_release != NULL)
    {
      g_autofree char *stripped = g_strstrip (g_strdup (nv_release));
      have_release = stripped[0] != '\0';
    }
  preflight->platform = g_strdup (gp_preflight_platform_for (have_release, preflight->board));
  preflight->l4t = gp_preflight_parse_l4t (nv_release);
  if (preflight->l4t == NULL)
    preflight->l4t = g_strdup ("");
}

static GpPreflight *
preflight_alloc (const char *root)
{
  GpPreflight *preflight = g_new0 (GpPreflight, 1);

  preflight->root = g_strdup (root != NULL ? root : "/");
  preflight->tracers = g_ptr_array_new_with_free_func (g_free);
  preflight->problems = g_ptr_array_new_with_free_func (g_free);
  return preflight;
}

GpPreflight *
gp_preflight_new_from_probe (const char *root,
                             const char *gst_launch,
                             const char *version_output,
                             const char *inspect_output,
                             const char *nv_tegra_release,
                             const char *model,
                             const char *tegrastats)
{
  GpPreflight *preflight = preflight_alloc (root);
  char *board = g_strdup (model != NULL ? model : "");

  /* NULs (device-tree strings) were made spaces by the prober */
  preflight->board = g_strstrip (board);
  set_platform (preflight, nv_tegra_release);

  preflight->gst_launch = g_strdup (gst_launch);
  preflight->gstreamer = gst_launch != NULL ? gp_preflight_parse_gst_version (version_output) : NULL;
  if (preflight->gstreamer == NULL)
    preflight->gstreamer = g_strdup ("");
  preflight->element_latency = gp_preflight_version_at_least (preflight->gstreamer, 1, 18);
  set_tracers (preflight, inspect_output);
  preflight->tegrastats = g_strdup (tegrastats);
  add_problems (preflight);
  return preflight;
}

GpPreflight *
gp_preflight_run (const char *root)
{
  GpPreflight *preflight = preflight_alloc (root);
  g_autofree char *nv_release = NULL;
  g_autofree char *gst_inspect = NULL;
  g_autofree char *inspect_out = NULL;

  /* Platform, board and L4T */
  preflight->board = read_model (preflight->root);
  nv_release = read_under_root (preflight->root, "etc/nv_tegra_release");
  set_platform (preflight, nv_release);

  /* GStreamer */
  preflight->gst_launch = g_find_program_in_path (GST_LAUNCH);
  if (preflight->gst_launch != NULL)
    {
      const char *argv[] = { preflight->gst_launch, "--version", NULL };
      g_autofree char *out = run_capture (argv, NULL);

      preflight->gstreamer = gp_preflight_parse_gst_version (out);
    }
  if (preflight->gstreamer == NULL)
    preflight->gstreamer = g_strdup ("");
  preflight->element_latency = gp_preflight_version_at_least (preflight->gstreamer, 1, 18);

  /* Tracers */
  gst_inspect = g_find_program_in_path (GST_INSPECT);
  if (gst_inspect != NULL)
    {
      const char *argv[] = { gst_inspect, "coretracers", NULL };

      inspect_out = run_capture (argv, NULL);
    }
  set_tracers (preflight, inspect_out);

  preflight->tegrastats = g_find_program_in_path ("tegrastats");
  add_problems (preflight);
  return preflight;
}

static void
set_strings (GPtrArray  *array,
             GPtrArray  *values)
{
  g_ptr_array_set_size (array, 0);
  for (guint i = 0; i < values->len; i++)
    g_ptr_array_add (array, g_strdup (g_ptr_array_index (values, i)));
}

static void
sources (const GpPreflight *preflight,
         GPtrArray         *present,
         GPtrArray         *missing)
{
  if (preflight->gst_launch != NULL)
    g_ptr_array_add (present, (char *) "tracer-log");
  g_ptr_array_add (present, (char *) "dot");
  g_ptr_array_add (present, (char *) "procstat");
  if (preflight->tegrastats != NULL)
    g_ptr_array_add (present, (char *) "tegrastats");
  else
    g_ptr_array_add (missing, (char *) "tegrastats");
  if (!preflight->element_latency)
    g_ptr_array_add (missing, (char *) "element-latency");
}

void
gp_preflight_fill_target (const GpPreflight *preflight,
                          GpTarget          *target)
{
  g_autoptr(GPtrArray) present = g_ptr_array_new ();
  g_autoptr(GPtrArray) missing = g_ptr_array_new ();

  g_return_if_fail (preflight != NULL);
  g_return_if_fail (target != NULL);

  g_free (target->gstreamer);
  target->gstreamer = g_strdup (preflight->gstreamer);
  g_free (target->platform);
  target->platform = g_strdup (preflight->platform);
  g_free (target->board);
  target->board = g_strdup (preflight->board);
  g_free (target->l4t);
  target->l4t = g_strdup (preflight->l4t);

  sources (preflight, present, missing);
  set_strings (target->sources_present, present);
  set_strings (target->sources_missing, missing);

  target->capabilities.element_latency = preflight->element_latency;
  target->capabilities.stats = preflight->stats;
  target->capabilities.queue_levels = FALSE;
  target->capabilities.tegrastats = preflight->tegrastats != NULL;
}

static char *
join (GPtrArray  *strings,
      const char *empty)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < strings->len; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, g_ptr_array_index (strings, i));
    }
  if (out->len == 0)
    g_string_append (out, empty);
  return g_string_free (out, FALSE);
}

char *
gp_preflight_format (const GpPreflight *preflight)
{
  GString *out = g_string_new ("gst-profile check\n");
  g_autoptr(GPtrArray) present = g_ptr_array_new ();
  g_autoptr(GPtrArray) missing = g_ptr_array_new ();
  g_autofree char *platform = NULL;
  g_autofree char *tracers = NULL;
  g_autofree char *present_text = NULL;
  g_autofree char *missing_text = NULL;

  g_return_val_if_fail (preflight != NULL, NULL);

#define ROW(label, ...) \
  G_STMT_START { \
    g_string_append_printf (out, "  %-18s", label); \
    g_string_append_printf (out, __VA_ARGS__); \
    g_string_append_c (out, '\n'); \
  } G_STMT_END

  ROW ("gst-profile", "%s", PACKAGE_VERSION);
  ROW ("gstreamer", "%s   (gst-launch-1.0: %s)",
       preflight->gstreamer[0] != '\0' ? preflight->gstreamer : "not found",
       preflight->gst_launch != NULL ? preflight->gst_launch : "missing");

  platform = g_strdup_printf ("%s  %s  %s%s", preflight->platform, preflight->board,
                              preflight->l4t[0] != '\0' ? "L4T " : "", preflight->l4t);
  ROW ("platform", "%s", g_strchomp (platform));

  tracers = join (preflight->tracers, "unknown");
  ROW ("tracers", "%s", tracers);
  ROW ("element latency", "%s", preflight->element_latency ? "yes" : "no");
  ROW ("stats (topology)", "%s", preflight->stats ? "yes" : "no");
  ROW ("tegrastats", "%s", preflight->tegrastats != NULL ? "yes" : "no");

  sources (preflight, present, missing);
  present_text = join (present, "-");
  missing_text = join (missing, "-");
  ROW ("sources", "present: %s   missing: %s", present_text, missing_text);

#undef ROW

  for (guint i = 0; i < preflight->problems->len; i++)
    g_string_append_printf (out, "  ! %s\n", (const char *) g_ptr_array_index (preflight->problems, i));

  return g_string_free (out, FALSE);
}

static gboolean
factory_is_tracer (const GpPreflight *preflight,
                   const char        *name)
{
  g_autofree char *gst_inspect = NULL;
  g_autofree char *out = NULL;
  const char *argv[3];
  int status = -1;

  for (guint i = 0; i < preflight->tracers->len; i++)
    if (g_strcmp0 (g_ptr_array_index (preflight->tracers, i), name) == 0)
      return TRUE;

  if (name[0] == '-' || !is_tracer_name (name, strlen (name)))
    return FALSE;

  /* Not a core tracer: a plugin may still provide it. Without
   * gst-inspect-1.0 nothing can be checked. */
  if ((gst_inspect = g_find_program_in_path (GST_INSPECT)) == NULL)
    return preflight->tracers->len == 0;

  argv[0] = gst_inspect;
  argv[1] = name;
  argv[2] = NULL;
  out = run_capture (argv, &status);
  return status == 0 && out != NULL && strstr (out, "GstTracer") != NULL;
}

gboolean
gp_preflight_check_tracers (const GpPreflight  *preflight,
                            const char         *gst_tracers,
                            GError            **error)
{
  g_auto(GStrv) names = NULL;

  g_return_val_if_fail (preflight != NULL, FALSE);

  names = gp_preflight_split_tracers (gst_tracers);
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (!factory_is_tracer (preflight, names[i]))
        {
          g_autofree char *known = join (preflight->tracers, "none listed");

          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       "unknown tracer '%s' (GStreamer would silently ignore it; core tracers here: %s)",
                       names[i], known);
          return FALSE;
        }
    }
  return TRUE;
}
