/* gp-document-loader.c: GpDocumentLoader, the app's async load with progress (fraction, message)
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

/* How the app opens a session without a frozen window: the steps of gp-document-private.h spread
 * over two workers with the main thread between (the steps are listed at LoadData below), the graph
 * laid out and the document shown before the series is read, then analysis and rules, then
 * GpDocument:complete. `fraction` and `message` follow the work for the window's progress bar. A
 * session the current rules cannot analyse is still shown, with its stored findings. A file named
 * on the command line is read while GTK starts (gp_document_loader_prefetch(), taken over by the
 * load). The series text (a mapping of the file) goes once read: the app never saves a session it
 * opened.
 *
 * The loader tunes glibc's heap for the load (gp-malloc-tune.c) and marks its start-up stages
 * (gp-profile-stage.c) at the points of its steps where they matter. Both came into the core with
 * it rather than staying in the app behind hooks: they have no GTK, the calls stay where the steps
 * are (a hook would be a function pointer set by main() for the same three calls), and both do
 * nothing unless the app turns them on (gp_malloc_tune_init() in main(), GP_PROFILE_STARTUP=1). */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-document-loader.h"
#include "gp-document-private.h"
#include "gp-error.h"
#include "gp-loader.h"
#include "gp-malloc-tune.h"
#include "gp-profile-stage.h"

/* What the app asks of a document: it shows a session even when the rule
 * catalogue cannot be loaded, and the session carries the findings shown,
 * as the CLI's does, so that an export or a report from the app is the
 * CLI's for the same file. */
#define LOAD_FLAGS (GP_DOCUMENT_LOAD_STORED_FALLBACK | GP_DOCUMENT_LOAD_STORE_FINDINGS)

typedef struct _Prefetch Prefetch;

static void prefetch_drop (Prefetch *prefetch);

struct _GpDocumentLoader
{
  GObject       parent_instance;

  GFile        *file;
  GPtrArray    *dots;        /* of GFile */
  GFile        *tegrastats;  /* a tegrastats log to merge, or NULL */
  GMainContext *context;     /* where progress is reported */
  double        fraction;
  char         *message;
  GpDocument   *document;    /* shown before it is complete */
  Prefetch     *prefetch;    /* step 1 started early, or NULL */
};

G_DEFINE_FINAL_TYPE (GpDocumentLoader, gp_document_loader, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_FRACTION,
  PROP_MESSAGE,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  GpDocumentLoader *self;
  double            fraction;
  char             *message;
} Progress;

static void
progress_free (gpointer data)
{
  Progress *progress = data;

  g_clear_object (&progress->self);
  g_free (progress->message);
  g_free (progress);
}

static gboolean
apply_progress_cb (gpointer data)
{
  Progress *progress = data;
  GpDocumentLoader *self = progress->self;

  g_assert (GP_IS_DOCUMENT_LOADER (self));

  /* Progress only ever moves forward (a late report must not undo "done"). */
  if (progress->fraction > self->fraction)
    {
      self->fraction = progress->fraction;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
    }
  if (g_strcmp0 (self->message, progress->message) != 0 && progress->fraction >= self->fraction)
    {
      g_free (self->message);
      self->message = g_strdup (progress->message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
    }

  return G_SOURCE_REMOVE;
}

/* Runs @func in @context's thread. Not g_main_context_invoke(): called
 * from a worker, that runs @func right there whenever the worker can
 * acquire the context (the main thread between two iterations). */
static void
run_in_context (GMainContext   *context,
                GSourceFunc     func,
                gpointer        data,
                GDestroyNotify  notify)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, data, notify);
  g_source_set_static_name (source, "[gp] document loader");
  g_source_attach (source, context);
  g_source_unref (source);
}

/* May be called from any thread. */
static void
report_progress (GpDocumentLoader *self,
                 double            fraction,
                 const char       *message)
{
  Progress *progress = g_new0 (Progress, 1);

  progress->self = g_object_ref (self);
  progress->fraction = fraction;
  progress->message = g_strdup (message);
  run_in_context (self->context, apply_progress_cb, progress, progress_free);
}

static void
gp_document_loader_dispose (GObject *object)
{
  GpDocumentLoader *self = (GpDocumentLoader *)object;

  g_clear_pointer (&self->prefetch, prefetch_drop);
  g_clear_object (&self->file);
  g_clear_object (&self->tegrastats);
  g_clear_object (&self->document);
  g_clear_pointer (&self->dots, g_ptr_array_unref);

  G_OBJECT_CLASS (gp_document_loader_parent_class)->dispose (object);
}

static void
gp_document_loader_finalize (GObject *object)
{
  GpDocumentLoader *self = (GpDocumentLoader *)object;

  g_clear_pointer (&self->context, g_main_context_unref);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (gp_document_loader_parent_class)->finalize (object);
}

static void
gp_document_loader_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  GpDocumentLoader *self = GP_DOCUMENT_LOADER (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;

    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;

    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_document_loader_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  GpDocumentLoader *self = GP_DOCUMENT_LOADER (object);

  switch (prop_id)
    {
    case PROP_FILE:
      self->file = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_document_loader_class_init (GpDocumentLoaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_document_loader_dispose;
  object_class->finalize = gp_document_loader_finalize;
  object_class->get_property = gp_document_loader_get_property;
  object_class->set_property = gp_document_loader_set_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  properties[PROP_FRACTION] =
    g_param_spec_double ("fraction", NULL, NULL,
                         0.0, 1.0, 0.0,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* The document as soon as its graph is laid out, before it is complete
   * (see GpDocument:complete); the load finishes once it is. */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         GP_TYPE_DOCUMENT,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_document_loader_init (GpDocumentLoader *self)
{
  self->dots = g_ptr_array_new_with_free_func (g_object_unref);
  self->context = g_main_context_ref_thread_default ();
}

GpDocumentLoader *
gp_document_loader_new (GFile *file)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  return g_object_new (GP_TYPE_DOCUMENT_LOADER,
                       "file", file,
                       NULL);
}

GFile *
gp_document_loader_get_file (GpDocumentLoader *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT_LOADER (self), NULL);

  return self->file;
}

void
gp_document_loader_add_dot (GpDocumentLoader *self,
                            GFile            *dot)
{
  g_return_if_fail (GP_IS_DOCUMENT_LOADER (self));
  g_return_if_fail (G_IS_FILE (dot));

  g_ptr_array_add (self->dots, g_object_ref (dot));
}

void
gp_document_loader_set_tegrastats (GpDocumentLoader *self,
                                   GFile            *tegrastats)
{
  g_return_if_fail (GP_IS_DOCUMENT_LOADER (self));
  g_return_if_fail (!tegrastats || G_IS_FILE (tegrastats));
  g_return_if_fail (self->prefetch == NULL);

  g_set_object (&self->tegrastats, tegrastats);
}

GFile *
gp_document_loader_get_tegrastats (GpDocumentLoader *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT_LOADER (self), NULL);

  return self->tegrastats;
}

double
gp_document_loader_get_fraction (GpDocumentLoader *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT_LOADER (self), 0.0);

  return self->fraction;
}

const char *
gp_document_loader_get_message (GpDocumentLoader *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT_LOADER (self), NULL);

  return self->message;
}

GpDocument *
gp_document_loader_get_document (GpDocumentLoader *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT_LOADER (self), NULL);

  return self->document;
}

/* A load runs in two worker steps with the main thread in between, over
 * the steps of gp-document-private.h:
 *   1. (worker) the session without its series, the graph laid out bare:
 *      the document is shown (_gp_document_new_partial()); then the series
 *      numbers are read;
 *   2. (main) the series handed to the session, which only the main
 *      thread changes once it is shown;
 *   3. (worker) analysis and rules (_gp_document_results_compute(); step
 *      1's layout stays);
 *   4. (main) the document completed (_gp_document_complete()); the
 *      load's task returns it. */
typedef struct
{
  GFile             *file;
  GStrv              dots;
  char              *path;
  char              *tegrastats;  /* its path, or NULL */
  GpSession         *session;
  GpSeriesLoad      *pending;
  GpDocument        *document;
  GpSeries          *replaced;    /* the session's series before step 2, kept until step 4 */
  GpDocumentResults  results;     /* step 3's */
} LoadData;

static void
load_data_free (gpointer data)
{
  LoadData *load = data;

  g_clear_object (&load->file);
  g_clear_pointer (&load->dots, g_strfreev);
  g_clear_pointer (&load->path, g_free);
  g_clear_pointer (&load->tegrastats, g_free);
  g_clear_pointer (&load->pending, gp_series_load_free);
  g_clear_object (&load->document);
  _gp_document_results_clear (&load->results);
  g_clear_object (&load->session);
  g_clear_pointer (&load->replaced, gp_series_free);
  g_free (load);
}

typedef struct
{
  GpDocumentLoader *self;
  GpDocument       *document;
} Shown;

static gboolean
show_document_cb (gpointer data)
{
  Shown *shown = data;

  g_set_object (&shown->self->document, shown->document);
  g_object_notify_by_pspec (G_OBJECT (shown->self), properties[PROP_DOCUMENT]);
  return G_SOURCE_REMOVE;
}

static void
shown_free (gpointer data)
{
  Shown *shown = data;

  g_object_unref (shown->self);
  g_object_unref (shown->document);
  g_free (shown);
}

/* Step 1's work: the session without its series (with them when a
 * tegrastats log is merged into them) and its graph laid out bare. Any
 * thread. */
static GpSession *
read_and_lay_out (const char          *path,
                  const char * const  *dots,
                  const char          *tegrastats,
                  GpSeriesLoad       **pending,
                  GpXdotGraph        **graph,
                  char               **layout_error,
                  GCancellable        *cancellable,
                  GError             **error)
{
  g_autoptr(GError) local_error = NULL;
  GpSession *session;

  session = _gp_document_read_session (path, dots, tegrastats, 0, pending, cancellable, error);
  if (session == NULL || g_cancellable_is_cancelled (cancellable))
    return session;
  *graph = _gp_document_lay_out (session, NULL, NULL, &local_error);
  if (local_error != NULL)
    *layout_error = g_strdup (local_error->message);
  gp_profile_stage ("graph-laid-out");

  return session;
}

/* Step 1 started before the load (gp_document_loader_prefetch()): by the
 * application while GTK starts up. Shared by its thread and the loader. */
struct _Prefetch
{
  GMutex        mutex;
  GCond         cond;
  gboolean      done;
  char         *path;
  GCancellable *cancellable;
  /* results, taken by read_worker */
  GpSession    *session;
  GpSeriesLoad *pending;
  GpXdotGraph  *graph;
  char         *layout_error;
  GError       *error;
};

static void
prefetch_clear (gpointer data)
{
  Prefetch *prefetch = data;

  g_mutex_clear (&prefetch->mutex);
  g_cond_clear (&prefetch->cond);
  g_free (prefetch->path);
  g_clear_object (&prefetch->cancellable);
  g_clear_object (&prefetch->session);
  g_clear_pointer (&prefetch->pending, gp_series_load_free);
  g_clear_pointer (&prefetch->graph, gp_xdot_graph_free);
  g_free (prefetch->layout_error);
  g_clear_error (&prefetch->error);
}

static void
prefetch_unref (Prefetch *prefetch)
{
  g_atomic_rc_box_release_full (prefetch, prefetch_clear);
}

/* The loader lets go: its thread stops early if it still runs. */
static void
prefetch_drop (Prefetch *prefetch)
{
  g_cancellable_cancel (prefetch->cancellable);
  prefetch_unref (prefetch);
}

static gpointer
prefetch_thread (gpointer data)
{
  Prefetch *prefetch = data;
  g_autoptr(GError) error = NULL;
  GpSeriesLoad *pending = NULL;
  GpXdotGraph *graph = NULL;
  char *layout_error = NULL;
  GpSession *session;

  session = read_and_lay_out (prefetch->path, NULL, NULL, &pending, &graph, &layout_error,
                              prefetch->cancellable, &error);
  gp_profile_stage ("prefetched");

  g_mutex_lock (&prefetch->mutex);
  prefetch->session = session;
  prefetch->pending = pending;
  prefetch->graph = graph;
  prefetch->layout_error = layout_error;
  prefetch->error = g_steal_pointer (&error);
  prefetch->done = TRUE;
  g_cond_broadcast (&prefetch->cond);
  g_mutex_unlock (&prefetch->mutex);

  prefetch_unref (prefetch);
  return NULL;
}

void
gp_document_loader_prefetch (GpDocumentLoader *self)
{
  g_autoptr(GThread) thread = NULL;
  Prefetch *prefetch;
  char *path;

  g_return_if_fail (GP_IS_DOCUMENT_LOADER (self));
  g_return_if_fail (self->prefetch == NULL);

  /* Not a local file, or dot dumps or a tegrastats log to merge: the load
   * reports it. */
  if (self->dots->len > 0 || self->tegrastats != NULL || (path = g_file_get_path (self->file)) == NULL)
    return;

  prefetch = g_atomic_rc_box_new0 (Prefetch);
  g_mutex_init (&prefetch->mutex);
  g_cond_init (&prefetch->cond);
  prefetch->path = path;
  prefetch->cancellable = g_cancellable_new ();
  self->prefetch = prefetch;

  thread = g_thread_new ("gp-prefetch", prefetch_thread, g_atomic_rc_box_acquire (prefetch));
}

static gboolean
prefetch_is_done (Prefetch *prefetch)
{
  gboolean done;

  g_mutex_lock (&prefetch->mutex);
  done = prefetch->done;
  g_mutex_unlock (&prefetch->mutex);

  return done;
}

/* Waits for the prefetch's results (in the worker of step 1) and takes
 * them. */
static GpSession *
take_prefetched (Prefetch      *prefetch,
                 GpSeriesLoad **pending,
                 GpXdotGraph  **graph,
                 char         **layout_error,
                 GError       **error)
{
  GpSession *session;

  g_mutex_lock (&prefetch->mutex);
  while (!prefetch->done)
    g_cond_wait (&prefetch->cond, &prefetch->mutex);
  session = g_steal_pointer (&prefetch->session);
  *pending = g_steal_pointer (&prefetch->pending);
  *graph = g_steal_pointer (&prefetch->graph);
  *layout_error = g_steal_pointer (&prefetch->layout_error);
  if (prefetch->error != NULL)
    g_propagate_error (error, g_steal_pointer (&prefetch->error));
  g_mutex_unlock (&prefetch->mutex);

  return session;
}

/* Step 1, in a worker. */
static void
read_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GpDocumentLoader *self = source_object;
  LoadData *load = task_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  GpXdotGraph *graph = NULL;
  char *layout_error = NULL;
  Shown *shown;

  g_assert (GP_IS_DOCUMENT_LOADER (self));
  g_assert (!cancellable || G_IS_CANCELLABLE (cancellable));

  /* Step 1 may have ended on the main thread (load_async). */
  if (load->document != NULL)
    goto read_series;

  name = g_file_get_basename (load->file);
  /* Translators: %s is a file name */
  message = g_strdup_printf (_("Reading %s…"), name);
  report_progress (self, 0.05, message);

  if (self->prefetch != NULL)
    load->session = take_prefetched (self->prefetch, &load->pending, &graph, &layout_error, &error);
  else
    load->session = read_and_lay_out (load->path, (const char * const *) load->dots, load->tegrastats,
                                      &load->pending, &graph, &layout_error, cancellable, &error);
  if (load->session == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;

  load->document = _gp_document_new_partial (load->file, load->session);
  _gp_document_take_layout (load->document, graph, layout_error);

  /* From here on the session belongs to the main thread: only the series
   * text (in load->pending) is read here. */
  shown = g_new0 (Shown, 1);
  shown->self = g_object_ref (self);
  shown->document = g_object_ref (load->document);
  run_in_context (self->context, show_document_cb, shown, shown_free);

read_series:
  if (load->pending != NULL)
    {
      report_progress (self, 0.45, _("Reading the series…"));
      if (!gp_load_path_series (load->pending, load->path, &error))
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  g_task_return_boolean (task, TRUE);
}

/* Step 3, in a worker: until the document is complete, the session is
 * only read, here and on the main thread. */
static void
analyse_worker (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GpDocumentLoader *self = source_object;
  LoadData *load = task_data;
  g_autoptr(GError) error = NULL;

  g_assert (GP_IS_DOCUMENT_LOADER (self));

  report_progress (self, 0.6, _("Running the rules…"));
  /* With the stored findings as a fallback, this does not fail. */
  if (!_gp_document_results_compute (&load->results, load->session, LOAD_FLAGS, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (load->results.rules_error != NULL)
    g_warning ("Showing the stored findings: %s", load->results.rules_error->message);

  if (g_task_return_error_if_cancelled (task))
    return;

  /* The layout of step 1 stays: it has room for the values. */
  report_progress (self, 1.0, _("Done"));

  g_task_return_boolean (task, TRUE);
}

/* Step 4. */
static void
analysed_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  LoadData *load = g_task_get_task_data (task);
  GError *error = NULL;

  /* The load's passing arrays are gone: frames may reuse heap blocks. */
  gp_malloc_tune_settled ();
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (task, error);
      return;
    }

  _gp_document_complete (load->document, LOAD_FLAGS, &load->results);
  g_task_return_pointer (task, g_object_ref (load->document), g_object_unref);
}

/* Step 2. */
static void
read_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  GpDocumentLoader *self = GP_DOCUMENT_LOADER (object);
  g_autoptr(GTask) task = user_data;
  g_autoptr(GTask) step = NULL;
  LoadData *load = g_task_get_task_data (task);
  GError *error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;

  /* Views may look at the series from now on. */
  if (load->pending != NULL)
    {
      /* The app never saves a session it opened (only its own captures):
       * the series text (a mapping of the file) goes with the load. */
      gp_series_load_drop_text (load->pending);
      gp_series_load_apply (load->pending, load->session);
      /* Views built on the empty series drop it when the document is
       * complete. */
      load->replaced = gp_series_load_take_replaced (load->pending);
      g_clear_pointer (&load->pending, gp_series_load_free);
    }

  step = g_task_new (self, g_task_get_cancellable (task), analysed_cb, g_object_ref (task));
  g_task_set_task_data (step, load, NULL);
  g_task_run_in_thread (step, analyse_worker);
}

void
gp_document_loader_load_async (GpDocumentLoader    *self,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) step = NULL;
  LoadData *load;

  g_return_if_fail (GP_IS_DOCUMENT_LOADER (self));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  gp_malloc_tune_loading ();
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, gp_document_loader_load_async);

  load = g_new0 (LoadData, 1);
  load->file = g_object_ref (self->file);
  g_task_set_task_data (task, load, load_data_free);

  load->path = g_file_get_path (load->file);
  if (load->path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (load->file);

      g_task_return_new_error (task, GP_ERROR, GP_ERROR_UNSUPPORTED,
                               _("%s: only local files can be opened"), uri);
      return;
    }
  if (self->tegrastats != NULL && (load->tegrastats = g_file_get_path (self->tegrastats)) == NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->tegrastats);

      g_task_return_new_error (task, GP_ERROR, GP_ERROR_UNSUPPORTED,
                               _("%s: only local files can be opened"), uri);
      return;
    }
  if (self->dots->len > 0)
    {
      load->dots = g_new0 (char *, self->dots->len + 1);
      for (guint i = 0; i < self->dots->len; i++)
        load->dots[i] = g_file_get_path (g_ptr_array_index (self->dots, i));
    }

  /* Read while GTK started up: step 1 ends here and the document is shown
   * before this returns (a window is presented with it, not with a
   * loading page first). */
  if (self->prefetch != NULL && prefetch_is_done (self->prefetch))
    {
      g_autoptr(GError) error = NULL;
      GpXdotGraph *graph = NULL;
      char *layout_error = NULL;

      load->session = take_prefetched (self->prefetch, &load->pending, &graph, &layout_error, &error);
      g_clear_pointer (&self->prefetch, prefetch_drop);
      if (load->session == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      load->document = _gp_document_new_partial (load->file, load->session);
  _gp_document_take_layout (load->document, graph, layout_error);
      g_set_object (&self->document, load->document);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }

  /* The steps share @load: the outer task owns it and outlives them. */
  step = g_task_new (self, cancellable, read_cb, g_object_ref (task));
  g_task_set_task_data (step, load, NULL);
  g_task_run_in_thread (step, read_worker);
}

GpDocument *
gp_document_loader_load_finish (GpDocumentLoader  *self,
                                GAsyncResult      *result,
                                GError           **error)
{
  g_return_val_if_fail (GP_IS_DOCUMENT_LOADER (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == gp_document_loader_load_async,
                        NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
