/* gp-document.c: GpDocument, an opened session and what is computed from it, and its constructors
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

/* The top of the core: what the CLI's commands and the app's windows hold, so that both compute a
 * session's meaning the same way. The three steps of gp-document-private.h live here (the session
 * and its title, target and command texts; analysis, rules and verdict header, on any thread; the
 * results handed over, `complete`), and both constructors run them in a row: gp_document_load() for
 * a file (through core/ingest's two-step gp_load_path_deferred(), the file mapped, not copied, steps
 * run in a row; gp_document_load_full() merges a tegrastats log
 * into it, and the app's loader reads through the same _gp_document_read_session()),
 * gp_document_new_for_session() for a capture.
 * GpDocumentLoadFlags say what to compute and keep: the session alone, the findings stored in the
 * session, the stored findings when the catalogue fails. The graph is laid out on the first
 * gp_document_get_layout() only (`analyze` never starts graphviz), once, with room for every value,
 * under a process-wide graphviz lock. Also what the app's session header shows of the results: the
 * top finding (the first that is neither HOT nor OK) and the verdict level. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-document-private.h"
#include "gp-finding-group.h"
#include "gp-layout.h"
#include "gp-loader.h"
#include "gp-rules.h"
#include "gp-tegrastats-merge.h"
#include "gp-verdict.h"

struct _GpDocument
{
  GObject              parent_instance;

  GFile               *file;
  GpSession           *session;
  GpAnalysis          *analysis;
  GPtrArray           *findings;
  const GpRuleCatalog *catalog;
  GMutex               layout_lock;   /* the first gp_document_get_layout() makes it */
  GpXdotGraph         *layout;
  char                *layout_error;
  char                *verdict_header;
  char                *title;
  char                *target_text;
  char                *command_text;
  guint                laid_out : 1;
  guint                complete : 1;
};

G_DEFINE_FINAL_TYPE (GpDocument, gp_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_TITLE,
  PROP_TARGET_TEXT,
  PROP_COMMAND_TEXT,
  PROP_VERDICT_HEADER,
  PROP_COMPLETE,
  PROP_TOP_FINDING_TEXT,
  PROP_VERDICT_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
gp_document_dispose (GObject *object)
{
  GpDocument *self = (GpDocument *)object;

  g_clear_object (&self->file);
  g_clear_pointer (&self->analysis, gp_analysis_free);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (gp_document_parent_class)->dispose (object);
}

static void
gp_document_finalize (GObject *object)
{
  GpDocument *self = (GpDocument *)object;

  g_clear_pointer (&self->findings, g_ptr_array_unref);
  g_clear_pointer (&self->layout, gp_xdot_graph_free);
  g_clear_pointer (&self->layout_error, g_free);
  g_clear_pointer (&self->verdict_header, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->target_text, g_free);
  g_clear_pointer (&self->command_text, g_free);
  g_mutex_clear (&self->layout_lock);

  G_OBJECT_CLASS (gp_document_parent_class)->finalize (object);
}

static void
gp_document_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  GpDocument *self = GP_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_TARGET_TEXT:
      g_value_set_string (value, self->target_text);
      break;

    case PROP_COMMAND_TEXT:
      g_value_set_string (value, self->command_text);
      break;

    case PROP_VERDICT_HEADER:
      g_value_set_string (value, self->verdict_header);
      break;

    case PROP_COMPLETE:
      g_value_set_boolean (value, self->complete);
      break;

    case PROP_TOP_FINDING_TEXT:
      g_value_take_string (value, gp_document_dup_top_finding_text (self));
      break;

    case PROP_VERDICT_LEVEL:
      g_value_set_string (value, gp_document_get_verdict_level (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gp_document_class_init (GpDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_document_dispose;
  object_class->finalize = gp_document_finalize;
  object_class->get_property = gp_document_get_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  properties[PROP_TARGET_TEXT] =
    g_param_spec_string ("target-text", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  properties[PROP_COMMAND_TEXT] =
    g_param_spec_string ("command-text", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  properties[PROP_VERDICT_HEADER] =
    g_param_spec_string ("verdict-header", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* FALSE while the series, the analysis, the findings and the verdict are
   * still being computed (the graph is there); notified once they are. */
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* "Top finding: ZC · <title>" of gp_document_get_top_finding(), or NULL. */
  properties[PROP_TOP_FINDING_TEXT] =
    g_param_spec_string ("top-finding-text", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* See gp_document_get_verdict_level(). */
  properties[PROP_VERDICT_LEVEL] =
    g_param_spec_string ("verdict-level", NULL, NULL,
                         NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gp_document_init (GpDocument *self)
{
  g_mutex_init (&self->layout_lock);
  self->findings = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);
  self->verdict_header = g_strdup ("");
}

static char *
build_target_text (const GpTarget *target)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (target->platform != NULL && g_strcmp0 (target->platform, "generic") != 0 &&
      *target->platform != '\0')
    {
      g_autofree char *platform = g_strdup (target->platform);

      platform[0] = g_ascii_toupper (platform[0]);
      g_ptr_array_add (parts, g_steal_pointer (&platform));
    }
  if (target->board != NULL && *target->board != '\0')
    g_ptr_array_add (parts, g_strdup (target->board));
  if (target->l4t != NULL && *target->l4t != '\0')
    g_ptr_array_add (parts, g_strdup_printf ("L4T %s", target->l4t));
  if (target->gstreamer != NULL && *target->gstreamer != '\0')
    g_ptr_array_add (parts, g_strdup_printf ("GStreamer %s", target->gstreamer));
  if (parts->len == 0)
    g_ptr_array_add (parts, g_strdup (_("Unknown target")));
  g_ptr_array_add (parts, NULL);

  return g_strjoinv (" · ", (char **) parts->pdata);
}

GpDocument *
_gp_document_new_partial (GFile     *file,
                          GpSession *session)
{
  GpDocument *self;
  GpSessionInfo *info;

  g_return_val_if_fail (!file || G_IS_FILE (file), NULL);
  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  self = g_object_new (GP_TYPE_DOCUMENT, NULL);
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->session = g_object_ref (session);

  info = gp_session_get_info (session);
  if (info->label != NULL && *info->label != '\0')
    self->title = g_strdup (info->label);
  else if (info->id != NULL && *info->id != '\0')
    self->title = g_strdup_printf (_("Session %s"), info->id);
  else if (file != NULL)
    self->title = g_file_get_basename (file);
  else
    self->title = g_strdup (_("Untitled Session"));

  self->target_text = build_target_text (gp_session_get_target (session));

  if (info->launch != NULL && *info->launch != '\0')
    self->command_text = g_strdup (info->launch);
  else if (info->command != NULL)
    self->command_text = g_strjoinv (" ", info->command);
  else
    self->command_text = g_strdup ("");

  return self;
}

void
_gp_document_take_layout (GpDocument  *self,
                          GpXdotGraph *layout,
                          char        *layout_error)
{
  g_return_if_fail (GP_IS_DOCUMENT (self));
  g_return_if_fail (!self->laid_out);

  self->layout = layout;
  self->layout_error = layout_error;
  self->laid_out = TRUE;
}

gboolean
_gp_document_has_laid_out (GpDocument *self)
{
  gboolean laid_out;

  g_return_val_if_fail (GP_IS_DOCUMENT (self), FALSE);

  g_mutex_lock (&self->layout_lock);
  laid_out = self->laid_out;
  g_mutex_unlock (&self->layout_lock);

  return laid_out;
}

static GPtrArray *
copy_stored_findings (GpSession *session)
{
  GPtrArray *stored = gp_session_get_findings (session);
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_finding_free);

  for (guint i = 0; stored != NULL && i < stored->len; i++)
    g_ptr_array_add (copy, gp_finding_copy (g_ptr_array_index (stored, i)));

  return copy;
}

gboolean
_gp_document_results_compute (GpDocumentResults    *results,
                              GpSession            *session,
                              GpDocumentLoadFlags   flags,
                              GError              **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (results != NULL && results->analysis == NULL, FALSE);
  g_return_val_if_fail (GP_IS_SESSION (session), FALSE);

  if (flags & GP_DOCUMENT_LOAD_SESSION_ONLY)
    return TRUE;

  results->catalog = gp_rule_catalog_get_default (&local_error);
  if (results->catalog == NULL && !(flags & GP_DOCUMENT_LOAD_STORED_FALLBACK))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  results->analysis = gp_analysis_new (session);
  if (results->catalog != NULL)
    results->findings = gp_rules_run (results->analysis, results->catalog);
  else
    {
      results->findings = copy_stored_findings (session);
      results->rules_error = g_steal_pointer (&local_error);
    }
  results->verdict_header = gp_verdict_header (results->analysis);

  return TRUE;
}

void
_gp_document_results_clear (GpDocumentResults *results)
{
  g_return_if_fail (results != NULL);

  g_clear_pointer (&results->analysis, gp_analysis_free);
  g_clear_pointer (&results->findings, g_ptr_array_unref);
  results->catalog = NULL;
  g_clear_pointer (&results->verdict_header, g_free);
  g_clear_error (&results->rules_error);
}

void
_gp_document_complete (GpDocument          *self,
                       GpDocumentLoadFlags  flags,
                       GpDocumentResults   *results)
{
  g_return_if_fail (GP_IS_DOCUMENT (self));
  g_return_if_fail (!self->complete);
  g_return_if_fail (results != NULL);
  g_return_if_fail ((results->analysis != NULL) == (results->findings != NULL));

  self->analysis = g_steal_pointer (&results->analysis);
  if (results->findings != NULL)
    {
      g_ptr_array_unref (self->findings);
      self->findings = g_steal_pointer (&results->findings);
      if (flags & GP_DOCUMENT_LOAD_STORE_FINDINGS)
        gp_session_take_findings (self->session, g_ptr_array_ref (self->findings));
    }
  self->catalog = results->catalog;
  if (results->verdict_header != NULL)
    {
      g_free (self->verdict_header);
      self->verdict_header = g_steal_pointer (&results->verdict_header);
    }
  _gp_document_results_clear (results);
  self->complete = TRUE;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VERDICT_HEADER]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOP_FINDING_TEXT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VERDICT_LEVEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
}

GpDocument *
gp_document_new_for_session (GFile                *file,
                             GpSession            *session,
                             GpDocumentLoadFlags   flags,
                             GError              **error)
{
  g_autoptr(GpDocument) self = NULL;
  GpDocumentResults results = { 0, };

  g_return_val_if_fail (!file || G_IS_FILE (file), NULL);
  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = _gp_document_new_partial (file, session);
  if (!_gp_document_results_compute (&results, session, flags, error))
    return NULL;
  _gp_document_complete (self, flags, &results);

  return g_steal_pointer (&self);
}

/* The one-step read, as the app's two steps do it: the file mapped and read
 * where it lies (its pages given back behind the readers), the series
 * straight into their columns; no copy of the file on the heap. */
static GpSession *
read_in_one_go (const char          *path,
                const char * const  *dots,
                GCancellable        *cancellable,
                GError             **error)
{
  g_autoptr(GpSeriesLoad) pending = NULL;
  g_autoptr(GpSession) session = gp_load_path_deferred (path, dots, &pending, cancellable, error);

  if (session == NULL || pending == NULL)
    return g_steal_pointer (&session);
  if (!gp_load_path_series (pending, path, error))
    return NULL;
  gp_series_load_apply (pending, session);
  return g_steal_pointer (&session);
}

GpSession *
_gp_document_read_session (const char          *path,
                           const char * const  *dots,
                           const char          *tegrastats,
                           guint                tegrastats_interval_ms,
                           GpSeriesLoad       **pending,
                           GCancellable        *cancellable,
                           GError             **error)
{
  g_autoptr(GpSession) session = NULL;

  g_assert (path != NULL);

  /* The merge writes into the series: they are read first. */
  if (pending != NULL && tegrastats == NULL)
    return gp_load_path_deferred (path, dots, pending, cancellable, error);
  if (pending != NULL)
    *pending = NULL;
  if ((session = read_in_one_go (path, dots, cancellable, error)) == NULL)
    return NULL;
  if (tegrastats != NULL &&
      !gp_tegrastats_merge_file (session, tegrastats, tegrastats_interval_ms, cancellable, error))
    return NULL;

  return g_steal_pointer (&session);
}

GpDocument *
gp_document_load_full (const char           *path,
                       const char * const   *dots,
                       const char           *tegrastats,
                       guint                 tegrastats_interval_ms,
                       GpDocumentLoadFlags   flags,
                       GCancellable         *cancellable,
                       GError              **error)
{
  g_autoptr(GpSession) session = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  session = _gp_document_read_session (path, dots, tegrastats, tegrastats_interval_ms, NULL,
                                       cancellable, error);
  if (session == NULL)
    return NULL;
  file = g_file_new_for_path (path);

  return gp_document_new_for_session (file, session, flags, error);
}

GpDocument *
gp_document_load (const char           *path,
                  const char * const   *dots,
                  GpDocumentLoadFlags   flags,
                  GCancellable         *cancellable,
                  GError              **error)
{
  return gp_document_load_full (path, dots, NULL, 0, flags, cancellable, error);
}

/* cgraph's parser and libgvc are not reentrant: every graphviz call of a
 * document (layout, xdot render, xdot read-back) runs under this lock. */
G_LOCK_DEFINE_STATIC (graphviz);

/* The graph is laid out once, with room for every value (placeholders):
 * the app's graph view paints the values, marks and stalls over it, so
 * nothing moves when they come. */
GpXdotGraph *
_gp_document_lay_out_graph (const GpGraph         *graph,
                            const GpLayoutOverlay *overlay,
                            const GpLayoutOptions *options,
                            GpLayoutDirection     *direction,
                            GError               **error)
{
  g_autoptr(GpLayout) layout = NULL;
  g_autofree char *xdot = NULL;
  GpXdotGraph *laid_out;

  g_return_val_if_fail (graph != NULL && overlay != NULL, NULL);

  /* A capture that has not reported its pipeline yet has nothing to lay out. */
  if (gp_graph_n_elements (graph) == 0)
    return NULL;

  G_LOCK (graphviz);
  layout = gp_layout_new_with_options (graph, overlay, options, error);
  if (layout != NULL && direction != NULL)
    *direction = gp_layout_get_direction (layout);
  if (layout != NULL)
    xdot = gp_layout_render_xdot (layout, error);
  laid_out = xdot != NULL ? gp_xdot_graph_parse (xdot, error) : NULL;
  g_clear_pointer (&layout, gp_layout_free);
  G_UNLOCK (graphviz);

  return laid_out;
}

GpXdotGraph *
_gp_document_lay_out (GpSession             *session,
                      const GpLayoutOptions *options,
                      GpLayoutDirection     *direction,
                      GError               **error)
{
  g_autoptr(GpLayoutOverlay) overlay = NULL;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);

  if (gp_graph_n_elements (gp_session_get_graph (session)) == 0)
    return NULL;
  overlay = gp_layout_overlay_new_reserved (session);

  return _gp_document_lay_out_graph (gp_session_get_graph (session), overlay, options, direction, error);
}

/* Made on the first call: `analyze` and the other commands that never draw
 * the graph never start graphviz. */
static void
ensure_layout (GpDocument *self)
{
  g_autoptr(GError) error = NULL;

  g_mutex_lock (&self->layout_lock);
  if (!self->laid_out)
    {
      self->layout = _gp_document_lay_out (self->session, NULL, NULL, &error);
      if (error != NULL)
        self->layout_error = g_strdup (error->message);
      self->laid_out = TRUE;
    }
  g_mutex_unlock (&self->layout_lock);
}


gboolean
gp_document_get_complete (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), FALSE);

  return self->complete;
}

GFile *
gp_document_get_file (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->file;
}

GpSession *
gp_document_get_session (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->session;
}

const GpAnalysis *
gp_document_get_analysis (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->analysis;
}

GPtrArray *
gp_document_get_findings (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->findings;
}

gboolean
gp_document_get_findings_recomputed (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), FALSE);

  return self->catalog != NULL;
}

const GpRuleCatalog *
gp_document_get_catalog (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->catalog;
}

const GpFinding *
gp_document_lookup_finding (GpDocument *self,
                            const char *finding_id)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  if (finding_id == NULL)
    return NULL;

  for (guint i = 0; i < self->findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (self->findings, i);

      if (g_strcmp0 (finding->id, finding_id) == 0)
        return finding;
    }

  return NULL;
}

GPtrArray *
gp_document_lookup_focus (GpDocument *self,
                          const char *focus_id)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return gp_finding_group_lookup (self->findings, focus_id);
}

GPtrArray *
gp_document_findings_for_element (GpDocument *self,
                                  const char *element_id)
{
  GPtrArray *found;

  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (element_id != NULL, NULL);

  found = g_ptr_array_new ();
  for (guint i = 0; i < self->findings->len; i++)
    {
      GpFinding *finding = g_ptr_array_index (self->findings, i);

      for (guint k = 0; k < finding->target_elements->len; k++)
        {
          if (g_strcmp0 (g_ptr_array_index (finding->target_elements, k), element_id) == 0)
            {
              g_ptr_array_add (found, finding);
              break;
            }
        }
    }

  return found;
}

const char *
gp_document_get_verdict_header (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->verdict_header;
}

const GpXdotGraph *
gp_document_get_layout (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  ensure_layout (self);
  return self->layout;
}

const char *
gp_document_get_layout_error (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  ensure_layout (self);
  return self->layout_error;
}

const char *
gp_document_get_title (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->title;
}

const char *
gp_document_get_target_text (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->target_text;
}

const char *
gp_document_get_command_text (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  return self->command_text;
}

const GpFinding *
gp_document_get_top_finding (GpDocument *self)
{
  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  for (guint i = 0; i < self->findings->len; i++)
    {
      const GpFinding *finding = g_ptr_array_index (self->findings, i);

      if (g_strcmp0 (finding->rule, "HOT") != 0 && g_strcmp0 (finding->rule, "OK") != 0)
        return finding;
    }

  return NULL;
}

char *
gp_document_dup_top_finding_text (GpDocument *self)
{
  const GpFinding *top;

  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  if ((top = gp_document_get_top_finding (self)) == NULL)
    return NULL;

  /* Translators: "Top finding: ZC · <title>" */
  return g_strdup_printf (_("Top finding: %s · %s"), top->rule, top->title);
}

const char *
gp_document_get_verdict_level (GpDocument *self)
{
  const GpFinding *top;

  g_return_val_if_fail (GP_IS_DOCUMENT (self), NULL);

  if (!self->complete)
    return NULL;
  if ((top = gp_document_get_top_finding (self)) == NULL)
    return "ok";

  return gp_severity_to_string (top->severity);
}
