/* gp-try-process.c: GpTryProcess, `gst-profile try` run for the app, its progress and its table
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

/* The app does not run the variants itself: the CLI does (src/cli/gp-cli-try.c), so that the app and
 * the command line run them alike. Its stdin is /dev/null; its stderr is read a line at a time
 * (`gst-profile: [n/m] NAME #r: latency p95 12.3 ms, session PATH`, `… #r failed: WHY`), its
 * stdout whole (the JSON table), and it is waited for; when all three are over the state moves on.
 * Each of the three holds a reference, so the object outlives a dialog closed while it runs. A
 * cancel is SIGINT, which the CLI passes to the run in progress: that run ends and is saved, the
 * table of what ran is still printed. */

#include "config.h"

#include <math.h>
#include <signal.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gp-error-text.h"
#include "gp-error.h"
#include "gp-try-process.h"
#include "gp-try-run-item.h"
#include "gp-try-variant-item.h"

#define LINE_PREFIX "gst-profile: "

struct _GpTryProcess
{
  GObject            parent_instance;

  GStrv              argv;
  GStrv              variants;
  guint              runs;

  GpTryProcessState  state;
  guint              n_done;
  guint              n_total;
  gboolean           stopped;
  char              *error;
  char              *current;        /* "QUEUE #1" */
  char              *last_message;   /* the last "gst-profile: " line, without it */
  GString           *log;
  GListStore        *run_items;      /* of GpTryRunItem */
  GListStore        *variant_items;  /* of GpTryVariantItem */

  GSubprocess       *child;
  GDataInputStream  *stderr_lines;
  GOutputStream     *stdout_data;    /* a GMemoryOutputStream */
  guint              pending;        /* the wait, stderr, stdout */
  gboolean           held;           /* the default application */
};

G_DEFINE_ENUM_TYPE (GpTryProcessState, gp_try_process_state,
  G_DEFINE_ENUM_VALUE (GP_TRY_PROCESS_READY, "ready"),
  G_DEFINE_ENUM_VALUE (GP_TRY_PROCESS_RUNNING, "running"),
  G_DEFINE_ENUM_VALUE (GP_TRY_PROCESS_STOPPING, "stopping"),
  G_DEFINE_ENUM_VALUE (GP_TRY_PROCESS_DONE, "done"),
  G_DEFINE_ENUM_VALUE (GP_TRY_PROCESS_FAILED, "failed"))

G_DEFINE_FINAL_TYPE (GpTryProcess, gp_try_process, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_N_DONE,
  PROP_N_TOTAL,
  PROP_FRACTION,
  PROP_CURRENT,
  PROP_STOPPED,
  PROP_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gp_try_process_dispose (GObject *object)
{
  GpTryProcess *self = (GpTryProcess *)object;

  g_clear_object (&self->child);
  g_clear_object (&self->stderr_lines);
  g_clear_object (&self->stdout_data);
  g_clear_object (&self->run_items);
  g_clear_object (&self->variant_items);

  G_OBJECT_CLASS (gp_try_process_parent_class)->dispose (object);
}

static void
gp_try_process_finalize (GObject *object)
{
  GpTryProcess *self = (GpTryProcess *)object;

  g_strfreev (self->argv);
  g_strfreev (self->variants);
  g_free (self->error);
  g_free (self->current);
  g_free (self->last_message);
  g_string_free (self->log, TRUE);

  G_OBJECT_CLASS (gp_try_process_parent_class)->finalize (object);
}

static void
gp_try_process_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  GpTryProcess *self = GP_TRY_PROCESS (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;

    case PROP_N_DONE:
      g_value_set_uint (value, self->n_done);
      break;

    case PROP_N_TOTAL:
      g_value_set_uint (value, self->n_total);
      break;

    case PROP_FRACTION:
      g_value_set_double (value, gp_try_process_get_fraction (self));
      break;

    case PROP_CURRENT:
      g_value_set_string (value, self->current);
      break;

    case PROP_STOPPED:
      g_value_set_boolean (value, self->stopped);
      break;

    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_try_process_class_init (GpTryProcessClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = gp_try_process_dispose;
  object_class->finalize = gp_try_process_finalize;
  object_class->get_property = gp_try_process_get_property;

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, GP_TYPE_TRY_PROCESS_STATE, GP_TRY_PROCESS_READY, flags);
  properties[PROP_N_DONE] = g_param_spec_uint ("n-done", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_N_TOTAL] = g_param_spec_uint ("n-total", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, 0.0, 1.0, 0.0, flags);
  properties[PROP_CURRENT] = g_param_spec_string ("current", NULL, NULL, NULL, flags);
  properties[PROP_STOPPED] = g_param_spec_boolean ("stopped", NULL, NULL, FALSE, flags);
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_try_process_init (GpTryProcess *self)
{
  self->log = g_string_new (NULL);
  self->run_items = g_list_store_new (GP_TYPE_TRY_RUN_ITEM);
  self->variant_items = g_list_store_new (GP_TYPE_TRY_VARIANT_ITEM);
}

GpTryProcess *
gp_try_process_new (const char          *cli,
                    const char          *session,
                    const char * const  *variants,
                    guint                runs,
                    double               duration_s,
                    const char          *out_dir,
                    const char * const  *ssh_options)
{
  GpTryProcess *self;
  g_autoptr(GStrvBuilder) argv = g_strv_builder_new ();
  g_autofree char *runs_text = g_strdup_printf ("%u", runs);
  g_autofree char *duration_text = g_strdup_printf ("%lldms", (long long) llround (duration_s * 1000.0));

  g_return_val_if_fail (cli != NULL, NULL);
  g_return_val_if_fail (session != NULL, NULL);
  g_return_val_if_fail (variants != NULL && variants[0] != NULL, NULL);
  g_return_val_if_fail (runs > 0, NULL);
  g_return_val_if_fail (duration_s > 0, NULL);
  g_return_val_if_fail (out_dir != NULL, NULL);

  self = g_object_new (GP_TYPE_TRY_PROCESS, NULL);
  g_strv_builder_add_many (argv, cli, "try", session, "--format", "json", "--runs", runs_text,
                           "--duration", duration_text, "--out-dir", out_dir, NULL);
  for (guint i = 0; ssh_options != NULL && ssh_options[i] != NULL; i++)
    g_strv_builder_add_many (argv, "--ssh-option", ssh_options[i], NULL);
  self->argv = g_strv_builder_end (argv);
  self->variants = g_strdupv ((char **) variants);
  self->runs = runs;
  self->n_total = runs * g_strv_length (self->variants);

  return self;
}

/* The run in progress: interleaved, round by round, the variants in order. */
static void
update_current (GpTryProcess *self)
{
  guint n_variants = g_strv_length (self->variants);
  g_autofree char *current = NULL;

  if (self->state == GP_TRY_PROCESS_RUNNING && self->n_done < self->n_total)
    /* Translators: the run in progress: a variant, then its run number */
    current = g_strdup_printf (_("%s #%u"), self->variants[self->n_done % n_variants],
                               self->n_done / n_variants + 1);
  if (g_strcmp0 (self->current, current) == 0)
    return;
  g_free (self->current);
  self->current = g_steal_pointer (&current);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

static void
set_state (GpTryProcess      *self,
           GpTryProcessState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  update_current (self);
}

static void
fail (GpTryProcess *self,
      const char   *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
  set_state (self, GP_TRY_PROCESS_FAILED);
}

/* --- what the child says ---------------------------------------------------------------- */

/* `[n/m] NAME #r: latency p95 12.3 ms, session PATH`, `[n/m] NAME #r failed: WHY` or
 * `[n/m] NAME #r: WHY` (its session could not be read). */
static void
parse_run_line (GpTryProcess *self,
                const char   *line)
{
  static GRegex *regex;
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GpTryRunItem) item = NULL;
  g_autofree char *done = NULL;
  g_autofree char *name = NULL;
  g_autofree char *run = NULL;
  g_autofree char *how = NULL;
  g_autofree char *rest = NULL;
  const char *session;
  guint n;

  if (g_once_init_enter (&regex))
    g_once_init_leave (&regex, g_regex_new ("^\\[([0-9]+)/[0-9]+\\] (.+?) #([0-9]+)(: | failed: )(.*)$",
                                            G_REGEX_OPTIMIZE, 0, NULL));
  if (!g_regex_match (regex, line, 0, &match))
    return;

  done = g_match_info_fetch (match, 1);
  name = g_match_info_fetch (match, 2);
  run = g_match_info_fetch (match, 3);
  how = g_match_info_fetch (match, 4);
  rest = g_match_info_fetch (match, 5);
  n = (guint) g_ascii_strtoull (done, NULL, 10);

  if (g_str_equal (how, ": ") && g_str_has_prefix (rest, "latency p95 "))
    {
      char *comma = g_strrstr (rest, ", session ");

      session = NULL;
      if (comma != NULL)
        {
          session = comma + strlen (", session ");
          *comma = '\0';
        }
      item = gp_try_run_item_new (name, (guint) g_ascii_strtoull (run, NULL, 10), FALSE, rest, session);
    }
  else
    item = gp_try_run_item_new (name, (guint) g_ascii_strtoull (run, NULL, 10), TRUE, rest, NULL);

  g_list_store_append (self->run_items, item);
  if (n > self->n_done && n <= self->n_total)
    {
      self->n_done = n;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DONE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
      update_current (self);
    }
}

static void
take_line (GpTryProcess *self,
           const char   *line)
{
  g_string_append (self->log, line);
  g_string_append_c (self->log, '\n');
  if (!g_str_has_prefix (line, LINE_PREFIX))
    return;
  line += strlen (LINE_PREFIX);
  g_free (self->last_message);
  self->last_message = g_strdup (line);
  if (line[0] == '[')
    parse_run_line (self, line);
  else if (g_str_has_prefix (line, "stopped: ") && !self->stopped)
    {
      self->stopped = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STOPPED]);
    }
}

/* --- the end ---------------------------------------------------------------------------- */

static gboolean
read_table (GpTryProcess  *self,
            GError       **error)
{
  GMemoryOutputStream *memory = G_MEMORY_OUTPUT_STREAM (self->stdout_data);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  JsonNode *root;
  JsonArray *variants;

  if (!json_parser_load_from_data (parser, g_memory_output_stream_get_data (memory),
                                   (gssize) g_memory_output_stream_get_data_size (memory), error))
    return FALSE;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
      !json_object_has_member (json_node_get_object (root), "variants") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (json_node_get_object (root), "variants")))
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, _("it has no variants"));
      return FALSE;
    }
  variants = json_object_get_array_member (json_node_get_object (root), "variants");
  for (guint i = 0; i < json_array_get_length (variants); i++)
    {
      JsonNode *node = json_array_get_element (variants, i);
      GpTryVariantItem *item;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, _("a row is not an object"));
          return FALSE;
        }
      item = gp_try_variant_item_new_from_json (json_node_get_object (node), error);
      if (item == NULL)
        return FALSE;
      g_ptr_array_add (items, item);
    }
  g_list_store_splice (self->variant_items, 0, 0, items->pdata, items->len);
  return TRUE;
}

/* What the CLI said last, as a sentence: "try: no fix to try: …" → "No fix to try: ….". */
static char *
last_words (GpTryProcess *self)
{
  const char *text = self->last_message;

  if (text == NULL)
    return NULL;
  if (g_str_has_prefix (text, "try: "))
    text += strlen ("try: ");
  return gp_error_text_clean (text, NULL);
}

static void
finish (GpTryProcess *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *said = last_words (self);

  if (!g_subprocess_get_if_exited (self->child))
    {
      /* Translators: %d is a signal number */
      g_autofree char *message = g_strdup_printf (_("gst-profile try was killed (signal %d)."),
                                                  g_subprocess_get_term_sig (self->child));

      fail (self, message);
    }
  else if (g_subprocess_get_exit_status (self->child) != 0)
    {
      /* Translators: %d is an exit status */
      g_autofree char *message = said != NULL ? g_steal_pointer (&said)
        : g_strdup_printf (_("gst-profile try ended with status %d and said nothing."),
                           g_subprocess_get_exit_status (self->child));

      fail (self, message);
    }
  else if (!read_table (self, &error))
    {
      g_autofree char *why = gp_error_text_clean (error->message, NULL);
      /* Translators: %s says why */
      g_autofree char *message = g_strdup_printf (_("gst-profile try printed no table: %s"), why);

      fail (self, message);
    }
  else
    set_state (self, GP_TRY_PROCESS_DONE);

  if (self->held)
    {
      self->held = FALSE;
      if (g_application_get_default () != NULL)
        g_application_release (g_application_get_default ());
    }
}

static void
one_less (GpTryProcess *self)
{
  g_assert (self->pending > 0);

  if (--self->pending == 0)
    finish (self);
}

static void
read_line_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GpTryProcess) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (object),
                                                                      result, NULL, &error);

  if (line == NULL)
    {
      /* The end, or a line that is not UTF-8: either way, nothing more to read. */
      one_less (self);
      return;
    }
  take_line (self, line);
  g_data_input_stream_read_line_async (self->stderr_lines, G_PRIORITY_DEFAULT, NULL, read_line_cb,
                                       g_object_ref (self));
}

static void
splice_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GpTryProcess) self = user_data;

  /* A failure leaves what came so far; the JSON says whether it is whole. */
  g_output_stream_splice_finish (G_OUTPUT_STREAM (object), result, NULL);
  one_less (self);
}

static void
wait_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GpTryProcess) self = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (object), result, NULL);
  one_less (self);
}

gboolean
gp_try_process_start (GpTryProcess  *self,
                      GError       **error)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;

  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), FALSE);
  g_return_val_if_fail (self->state == GP_TRY_PROCESS_READY, FALSE);
  g_return_val_if_fail (!error || !*error, FALSE);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_stdin_file_path (launcher, "/dev/null");
  self->child = g_subprocess_launcher_spawnv (launcher, (const char * const *) self->argv, error);
  if (self->child == NULL)
    return FALSE;

  self->stderr_lines = g_data_input_stream_new (g_subprocess_get_stderr_pipe (self->child));
  g_data_input_stream_set_newline_type (self->stderr_lines, G_DATA_STREAM_NEWLINE_TYPE_LF);
  self->stdout_data = g_memory_output_stream_new_resizable ();
  self->pending = 3;
  if (g_application_get_default () != NULL)
    {
      g_application_hold (g_application_get_default ());
      self->held = TRUE;
    }
  set_state (self, GP_TRY_PROCESS_RUNNING);

  g_data_input_stream_read_line_async (self->stderr_lines, G_PRIORITY_DEFAULT, NULL, read_line_cb,
                                       g_object_ref (self));
  g_output_stream_splice_async (self->stdout_data, g_subprocess_get_stdout_pipe (self->child),
                                G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                G_PRIORITY_DEFAULT, NULL, splice_cb, g_object_ref (self));
  g_subprocess_wait_async (self->child, NULL, wait_cb, g_object_ref (self));

  return TRUE;
}

void
gp_try_process_cancel (GpTryProcess *self)
{
  g_return_if_fail (GP_IS_TRY_PROCESS (self));

  if (self->state != GP_TRY_PROCESS_RUNNING)
    return;
  g_subprocess_send_signal (self->child, SIGINT);
  self->stopped = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STOPPED]);
  set_state (self, GP_TRY_PROCESS_STOPPING);
}

/* --- accessors -------------------------------------------------------------------------- */

GpTryProcessState
gp_try_process_get_state (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), GP_TRY_PROCESS_FAILED);

  return self->state;
}

guint
gp_try_process_get_n_done (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), 0);

  return self->n_done;
}

guint
gp_try_process_get_n_total (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), 0);

  return self->n_total;
}

double
gp_try_process_get_fraction (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), 0.0);

  return self->n_total > 0 ? (double) self->n_done / self->n_total : 0.0;
}

const char *
gp_try_process_get_current (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), NULL);

  return self->current;
}

gboolean
gp_try_process_get_stopped (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), FALSE);

  return self->stopped;
}

const char *
gp_try_process_get_error (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), NULL);

  return self->error;
}

GListModel *
gp_try_process_get_runs (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), NULL);

  return G_LIST_MODEL (self->run_items);
}

GListModel *
gp_try_process_get_variants (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), NULL);

  return G_LIST_MODEL (self->variant_items);
}

const char *
gp_try_process_get_log (GpTryProcess *self)
{
  g_return_val_if_fail (GP_IS_TRY_PROCESS (self), NULL);

  return self->log->str;
}

static gboolean
is_executable (const char *path)
{
  return path != NULL && *path != '\0' && g_file_test (path, G_FILE_TEST_IS_REGULAR) &&
         g_access (path, X_OK) == 0;
}

char *
gp_try_process_find_cli (GError **error)
{
  const char *env = g_getenv ("GP_CLI");
  g_autofree char *installed = g_build_filename (GP_BINDIR, "gst-profile", NULL);

  if (env != NULL && *env != '\0')
    {
      if (is_executable (env))
        return g_strdup (env);
      /* Translators: %s is a path */
      g_set_error (error, GP_ERROR, GP_ERROR_NOT_FOUND, _("GP_CLI=%s is not an executable file."), env);
      return NULL;
    }
  if (is_executable (installed))
    return g_steal_pointer (&installed);
  if (is_executable (GP_BUILD_CLI_PATH))
    return g_strdup (GP_BUILD_CLI_PATH);
  /* Translators: %s is a path */
  g_set_error (error, GP_ERROR, GP_ERROR_NOT_FOUND,
               _("The gst-profile command is not installed (looked for %s), and Try Fixes runs it."), installed);
  return NULL;
}
