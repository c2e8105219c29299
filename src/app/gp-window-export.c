/* gp-window-export.c: the session written for other tools from the window, win.export
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

/* Part of GpWindow: `win.export` (its string target: "svg", "png", "html", "csv", "perfetto", the
 * main menu's Export section) asks where in a save dialog named after the session, then
 * gp_window_export_async() makes the file in a worker with the core functions `gst-profile export`
 * and `report` use (core/render: the graph with the findings outlined, the redacted HTML report, the
 * series as CSV, the Chrome/Perfetto trace), so the bytes are the CLI's for the same session, and
 * writes it as the CLI does: a temporary file renamed over the destination, never half a file, and
 * never over the session it came from. A toast says where it went and opens it; a failure goes to
 * show_failure(), the one place that says so in the window. Enabled once the document is complete
 * and no capture is running (the session still grows then; _gp_window_update_actions()). */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gp-error.h"
#include "gp-export.h"
#include "gp-report.h"
#include "gp-verdict.h"
#include "gp-window-private.h"

typedef enum
{
  KIND_GRAPH,
  KIND_REPORT,
  KIND_SERIES,
  KIND_TRACE,
} KindFamily;

typedef struct
{
  const char          *name;         /* the action's target */
  KindFamily           family;
  GpExportGraphFormat  graph_format; /* KIND_GRAPH */
  const char          *title;        /* the save dialog's */
  const char          *filter;       /* its filter's name */
  const char          *suffix;       /* what the filter matches */
  const char          *ending;       /* the suggested name's */
  const char          *what;         /* in a failure: "Cannot export the graph: …" */
} ExportKind;

static const ExportKind kinds[] = {
  { "svg", KIND_GRAPH, GP_EXPORT_GRAPH_SVG, N_("Export Graph as SVG"), N_("SVG Images"),
    "svg", ".svg", N_("the graph") },
  { "png", KIND_GRAPH, GP_EXPORT_GRAPH_PNG, N_("Export Graph as PNG"), N_("PNG Images"),
    "png", ".png", N_("the graph") },
  { "html", KIND_REPORT, 0, N_("Export HTML Report"), N_("HTML Pages"),
    "html", ".html", N_("the report") },
  { "csv", KIND_SERIES, 0, N_("Export Series as CSV"), N_("CSV Files"),
    "csv", ".csv", N_("the series") },
  { "perfetto", KIND_TRACE, 0, N_("Export Perfetto Trace"), N_("Trace Event JSON"),
    "json", ".trace.json", N_("the trace") },
};

static const ExportKind *
lookup_kind (const char *name)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (kinds[i].name, name))
      return &kinds[i];
  return NULL;
}

/* What goes to the worker: the document is complete, so immutable. */
typedef struct
{
  const ExportKind *kind;
  GpDocument       *document;
  GFile            *file;
} Export;

static void
export_free (gpointer data)
{
  Export *export = data;

  g_clear_object (&export->document);
  g_clear_object (&export->file);
  g_free (export);
}

/* The one place a failed export is said in the window: on the error page or in the banner over
 * the session, the message as its sentence. */
static void
show_failure (GpWindow   *self,
              const char *message)
{
  _gp_window_show_error (self, _("Could Not Export"), message, NULL);
}

/* The file's bytes, as `gst-profile export` and `report` make them. */
static GBytes *
render (const ExportKind  *kind,
        GpDocument        *document,
        GError           **error)
{
  GpSession *session = gp_document_get_session (document);
  const GpAnalysis *analysis = gp_document_get_analysis (document);
  char *text;

  switch (kind->family)
    {
    case KIND_GRAPH:
      return gp_export_graph (session, analysis, kind->graph_format, error);

    case KIND_REPORT:
      {
        g_autoptr(JsonNode) verdict = gp_verdict_to_json (analysis, gp_document_get_findings (document),
                                                          gp_document_get_catalog (document));

        /* Redacted, as `gst-profile report` writes it by default. */
        text = gp_report_render (session, analysis, verdict, TRUE, error);
        break;
      }

    case KIND_SERIES:
      text = gp_export_series_csv (session);
      break;

    case KIND_TRACE:
      text = gp_export_trace (session);
      break;

    default:
      g_assert_not_reached ();
    }

  return text != NULL ? g_bytes_new_take (text, strlen (text)) : NULL;
}

static gboolean
same_file (GFile *a,
           GFile *b)
{
  g_autofree char *path_a = NULL;
  g_autofree char *path_b = NULL;
  GStatBuf sa, sb;

  if (a == NULL || b == NULL)
    return FALSE;
  if (g_file_equal (a, b))
    return TRUE;
  path_a = g_file_get_path (a);
  path_b = g_file_get_path (b);
  if (path_a == NULL || path_b == NULL || g_stat (path_a, &sa) != 0 || g_stat (path_b, &sb) != 0)
    return FALSE;
  return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* A temporary file renamed over @file, as the CLI writes: never half a
 * file. */
static gboolean
write_file (GFile         *file,
            GBytes        *bytes,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autofree char *path = g_file_get_path (file);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (path != NULL)
    return g_file_set_contents (path, data != NULL ? data : "", size, error);
  return g_file_replace_contents (file, data != NULL ? data : "", size, NULL, FALSE,
                                  G_FILE_CREATE_NONE, NULL, cancellable, error);
}

static void
export_worker (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Export *export = task_data;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_parse_name (export->file);

  /* Everything is made before anything is written: a failure leaves the
   * destination as it was. */
  if (same_file (export->file, gp_document_get_file (export->document)))
    {
      g_task_return_new_error (task, GP_ERROR, GP_ERROR_INVALID,
                               /* Translators: %s is a file name */
                               _("%s is the session itself: choose another name"), name);
      return;
    }

  bytes = render (export->kind, export->document, &error);
  if (bytes == NULL || !write_file (export->file, bytes, cancellable, &error))
    {
      g_assert (error != NULL);
      g_task_return_new_error (task, error->domain, error->code,
                               /* Translators: the first %s is "the graph", "the report"…, the second an error */
                               _("Cannot export %s: %s"), _(export->kind->what), error->message);
      return;
    }

  g_task_return_boolean (task, TRUE);
}

/* The toast's Open: the file in the desktop's default application; a
 * failure is said in the window, if it is still there. */
typedef struct
{
  GWeakRef  window;
  GFile    *file;
} Opener;

static void
opener_free (gpointer data)
{
  Opener *opener = data;

  g_weak_ref_clear (&opener->window);
  g_clear_object (&opener->file);
  g_free (opener);
}

static void
opener_free_closure (gpointer  data,
                     GClosure *closure)
{
  opener_free (data);
}

static void
launch_default_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  Opener *opener = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_default_for_uri_finish (result, &error))
    {
      g_autoptr(GpWindow) self = g_weak_ref_get (&opener->window);
      g_autofree char *name = g_file_get_basename (opener->file);
      /* Translators: the first %s is a file name, the second an error */
      g_autofree char *message = g_strdup_printf (_("Cannot open %s: %s"), name, error->message);

      if (self != NULL)
        show_failure (self, message);
    }
  opener_free (opener);
}

static void
on_open_clicked_cb (AdwToast *toast,
                    Opener   *opener)
{
  g_autoptr(GdkAppLaunchContext) context = NULL;
  g_autoptr(GpWindow) self = g_weak_ref_get (&opener->window);
  g_autofree char *uri = g_file_get_uri (opener->file);
  Opener *copy;

  g_assert (ADW_IS_TOAST (toast));

  if (self == NULL)
    return;
  copy = g_new0 (Opener, 1);
  g_weak_ref_init (&copy->window, self);
  copy->file = g_object_ref (opener->file);
  context = gdk_display_get_app_launch_context (gtk_widget_get_display (GTK_WIDGET (self)));
  g_app_info_launch_default_for_uri_async (uri, G_APP_LAUNCH_CONTEXT (context), NULL,
                                           launch_default_cb, copy);
}

static void
show_success (GpWindow *self,
              GFile    *file)
{
  g_autofree char *name = g_file_get_basename (file);
  /* Translators: %s is a file name */
  g_autofree char *message = g_strdup_printf (_("Exported to %s"), name);
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);
  Opener *opener = g_new0 (Opener, 1);

  g_weak_ref_init (&opener->window, self);
  opener->file = g_object_ref (file);
  adw_toast_set_button_label (toast, _("_Open"));
  /* Shown now, not after the previous export's toast. */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (on_open_clicked_cb), opener,
                         opener_free_closure, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
export_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  GpWindow *self = GP_WINDOW (object);
  g_autoptr(GTask) task = user_data;
  Export *export = g_task_get_task_data (task);
  GError *error = NULL;

  g_assert (GP_IS_WINDOW (self));

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      /* A closed window says nothing. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_failure (self, error->message);
      g_task_return_error (task, error);
      return;
    }

  show_success (self, export->file);
  g_task_return_boolean (task, TRUE);
}

void
gp_window_export_async (GpWindow            *self,
                        const char          *kind,
                        GFile               *file,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) worker = NULL;
  g_autoptr(GCancellable) both = NULL;
  Export *export;

  g_return_if_fail (GP_IS_WINDOW (self));
  g_return_if_fail (lookup_kind (kind) != NULL);
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gp_window_export_async);

  if (self->document == NULL || !gp_document_get_complete (self->document) ||
      gp_window_get_capture (self) != NULL)
    {
      const char *message = _("Nothing to export yet: wait until the session is loaded and no "
                              "capture is running");

      show_failure (self, message);
      g_task_return_new_error (task, GP_ERROR, GP_ERROR_INVALID, "%s", message);
      return;
    }

  export = g_new0 (Export, 1);
  export->kind = lookup_kind (kind);
  export->document = g_object_ref (self->document);
  export->file = g_object_ref (file);
  g_task_set_task_data (task, export, export_free);

  /* Cancelled with the window (closed: it shows nothing) or by the caller. */
  both = g_cancellable_new ();
  g_signal_connect_object (self->cancellable, "cancelled", G_CALLBACK (g_cancellable_cancel), both,
                           G_CONNECT_SWAPPED);
  if (cancellable != NULL)
    g_signal_connect_object (cancellable, "cancelled", G_CALLBACK (g_cancellable_cancel), both,
                             G_CONNECT_SWAPPED);

  worker = g_task_new (self, both, export_cb, g_steal_pointer (&task));
  g_task_set_source_tag (worker, gp_window_export_async);
  g_task_set_task_data (worker, export, NULL);
  g_task_run_in_thread (worker, export_worker);
}

gboolean
gp_window_export_finish (GpWindow      *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (GP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* The session's title as a file name: its label, id or file name, without
 * what would make it a path. */
static char *
suggested_name (GpDocument       *document,
                const ExportKind *kind)
{
  static const char * const suffixes[] = { ".gz", ".json", ".log", ".txt" };
  g_autofree char *stem = g_strdup (gp_document_get_title (document));

  g_strdelimit (stem, "/\\\n\r\t:", '-');
  g_strstrip (stem);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (stem, suffixes[i]) && strlen (stem) > strlen (suffixes[i]))
      stem[strlen (stem) - strlen (suffixes[i])] = '\0';
  if (*stem == '\0' || *stem == '.')
    {
      g_free (stem);
      stem = g_strdup ("session");
    }

  return g_strconcat (stem, kind->ending, NULL);
}

static void
on_chooser_response_cb (GpWindow             *self,
                        int                   response,
                        GtkFileChooserNative *chooser)
{
  const ExportKind *kind = g_object_get_data (G_OBJECT (chooser), "gp-export-kind");

  g_assert (GP_IS_WINDOW (self));
  g_assert (kind != NULL);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        gp_window_export_async (self, kind->name, file, NULL, NULL, NULL);
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  GpWindow *self = GP_WINDOW (widget);
  const ExportKind *kind = lookup_kind (g_variant_get_string (param, NULL));
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autoptr(GtkFileFilter) all = NULL;
  g_autofree char *name = NULL;
  GtkFileChooserNative *chooser;

  g_return_if_fail (kind != NULL);
  if (self->document == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_(kind->title), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  name = suggested_name (self->document, kind);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _(kind->filter));
  gtk_file_filter_add_suffix (filter, kind->suffix);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  all = gtk_file_filter_new ();
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), filter);

  g_object_set_data (G_OBJECT (chooser), "gp-export-kind", (gpointer) kind);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
_gp_window_class_init_export (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export", "s", export_action);
}
