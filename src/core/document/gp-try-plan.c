/* gp-try-plan.c: what `gst-profile try` will run, before anything runs
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

/* The variants are built with GpPatch (core/launch): each fix on the session's string alone, then
 * every fix that applied alone together, so that patches touching one chain fold as `patch` folds
 * them (with one fix, "all" is that fix's string again: a control for run-to-run noise). The target is the session's: its ssh destination checked as a destination typed by hand,
 * the caller's options first (ssh keeps the first value of an option), then the session's through
 * the allow-list that Re-run uses (a session file is not trusted to run anything here). One plan
 * for the CLI, which prints it and runs it, and for the app, which shows it before Start. */

#include "config.h"

#include "gp-error.h"
#include "gp-launch.h"
#include "gp-patch.h"
#include "gp-ssh-config.h"
#include "gp-ssh-option.h"
#include "gp-try-plan.h"

#define MAX_DEFAULT_DURATION_S 30.0
#define UNKNOWN_DURATION_S     10.0

struct _GpTryPlan
{
  GPtrArray *variants;        /* of GpTryPlanVariant */
  GStrv      not_tried;
  char      *destination;
  char      *where;
  GStrv      run_arguments;
  GStrv      refused_options;
  double     default_duration;
};

static void
variant_free (gpointer data)
{
  GpTryPlanVariant *variant = data;

  g_free (variant->name);
  g_free (variant->launch);
  g_strfreev (variant->applied);
  g_free (variant->command);
  g_free (variant->same_as);
  g_free (variant);
}

void
gp_try_plan_free (GpTryPlan *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->variants);
  g_strfreev (self->not_tried);
  g_free (self->destination);
  g_free (self->where);
  g_strfreev (self->run_arguments);
  g_strfreev (self->refused_options);
  g_free (self);
}

/* The launch string with @ids' patches; NULL with the reason of the first one refused. */
static char *
patched_launch (GpDocument  *document,
                GPtrArray   *ids,
                GError     **error)
{
  g_autoptr(GpPatch) patch = gp_patch_new_for_session (gp_document_get_session (document), error);

  if (patch == NULL)
    return NULL;
  for (guint i = 0; i < ids->len; i++)
    {
      const GpFinding *finding = gp_document_lookup_finding (document, g_ptr_array_index (ids, i));

      if (!gp_patch_apply_finding (patch, finding, error))
        return NULL;
    }
  return gp_patch_print (patch);
}

static char *
quoted_argv (char **argv)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; argv[i] != NULL; i++)
    {
      g_autofree char *quoted = g_shell_quote (argv[i]);

      g_string_append_printf (out, "%s%s", i > 0 ? " " : "", quoted);
    }
  return g_string_free (out, FALSE);
}

static void
add_variant (GpTryPlan  *self,
             const char *name,
             char       *launch,
             GPtrArray  *applied)
{
  GpTryPlanVariant *variant = g_new0 (GpTryPlanVariant, 1);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_auto(GStrv) words = gp_launch_split_argv (launch, NULL);
  g_autofree char *shown = words != NULL ? quoted_argv (words) : g_strdup (launch);

  for (guint i = 0; applied != NULL && i < applied->len; i++)
    g_strv_builder_add (ids, g_ptr_array_index (applied, i));
  variant->name = g_strdup (name);
  variant->launch = launch;
  variant->applied = g_strv_builder_end (ids);
  variant->command = g_strdup_printf ("gst-launch-1.0 -e %s", shown);
  g_ptr_array_add (self->variants, variant);
}

/* original, each fix alone, all together. */
static gboolean
make_variants (GpTryPlan           *self,
               GpDocument          *document,
               const char * const  *apply,
               GError             **error)
{
  GpSession *session = gp_document_get_session (document);
  GPtrArray *findings = gp_document_get_findings (document);
  g_autoptr(GPtrArray) wanted = g_ptr_array_new ();
  g_autoptr(GPtrArray) fine = g_ptr_array_new ();
  g_autoptr(GStrvBuilder) not_tried = g_strv_builder_new ();

  for (guint i = 0; apply != NULL && apply[i] != NULL; i++)
    {
      const GpFinding *finding = gp_document_lookup_finding (document, apply[i]);

      if (finding == NULL || finding->fix_patch == NULL)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       "%s is not a finding with a fix patch in this session", apply[i]);
          return FALSE;
        }
      if (!g_ptr_array_find_with_equal_func (wanted, finding->id, g_str_equal, NULL))
        g_ptr_array_add (wanted, finding->id);
    }
  if (apply == NULL)
    for (guint i = 0; i < findings->len; i++)
      {
        const GpFinding *finding = g_ptr_array_index (findings, i);

        if (finding->fix_patch != NULL)
          g_ptr_array_add (wanted, finding->id);
      }

  add_variant (self, "original", g_strdup (gp_session_get_info (session)->launch), NULL);
  for (guint i = 0; i < wanted->len; i++)
    {
      g_autoptr(GPtrArray) one = g_ptr_array_new ();
      g_autoptr(GError) local_error = NULL;
      const char *id = g_ptr_array_index (wanted, i);
      char *launch;

      g_ptr_array_add (one, (gpointer) id);
      launch = patched_launch (document, one, &local_error);
      if (launch == NULL)
        {
          g_autofree char *note = g_strdup_printf ("%s: %s", id, local_error->message);

          g_strv_builder_add (not_tried, note);
          continue;
        }
      g_ptr_array_add (fine, (gpointer) id);
      add_variant (self, g_str_has_prefix (id, "F-") ? id + 2 : id, launch, one);
    }
  /* All together even when one fix applies: the same string as that fix's, interleaved with it,
   * it shows how far two rows of one pipeline drift apart by noise alone. */
  if (fine->len >= 1)
    {
      g_autoptr(GError) local_error = NULL;
      char *launch = patched_launch (document, fine, &local_error);

      if (launch != NULL)
        {
          add_variant (self, "all", launch, fine);
          if (fine->len == 1)
            ((GpTryPlanVariant *) g_ptr_array_index (self->variants, self->variants->len - 1))->same_as =
              g_strdup (((GpTryPlanVariant *) g_ptr_array_index (self->variants, self->variants->len - 2))->name);
        }
      else
        {
          g_autofree char *note = g_strdup_printf ("all together: %s", local_error->message);

          g_strv_builder_add (not_tried, note);
        }
    }
  self->not_tried = g_strv_builder_end (not_tried);
  if (self->variants->len < 2)
    {
      g_autofree char *why = g_strjoinv ("; ", self->not_tried);

      /* Why each was not tried, in the one line. */
      if (*why != '\0')
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "no fix to try: this session has no finding whose patch applies (%s)", why);
      else
        g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                             "no fix to try: this session has no finding whose patch applies");
      return FALSE;
    }
  return TRUE;
}

/* The ssh arguments of the session's target: @options first, checked as `run` checks them, then
 * the session's that pass the allow-list; the others kept aside to be named. */
static gboolean
choose_target (GpTryPlan           *self,
               GpTarget            *target,
               const char * const  *options,
               GError             **error)
{
  g_autoptr(GPtrArray) given = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GStrvBuilder) args = g_strv_builder_new ();
  g_auto(GStrv) kept = NULL;

  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      g_autoptr(GError) local_error = NULL;
      char *canonical = gp_ssh_option_check (options[i], GP_SSH_OPTION_POLICY_USER, &local_error);

      if (canonical == NULL)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "--ssh-option: %s", local_error->message);
          return FALSE;
        }
      g_ptr_array_add (given, canonical);
    }
  if (target->ssh_destination == NULL)
    {
      if (given->len > 0)
        {
          g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                               "--ssh-option: the session ran on this computer, not over SSH");
          return FALSE;
        }
      self->where = g_strdup ("this computer");
      self->run_arguments = g_new0 (char *, 1);
      self->refused_options = g_new0 (char *, 1);
      return TRUE;
    }

  {
    g_autoptr(GError) local_error = NULL;

    if (!gp_ssh_check_destination (target->ssh_destination, &local_error))
      {
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "the session's board %s", local_error->message);
        return FALSE;
      }
  }
  kept = gp_ssh_options_filter ((const char * const *) target->ssh_options, GP_SSH_OPTION_POLICY_SESSION,
                                &self->refused_options);
  if (self->refused_options == NULL)
    self->refused_options = g_new0 (char *, 1);
  g_strv_builder_add_many (args, "--ssh", target->ssh_destination, NULL);
  for (guint i = 0; i < given->len; i++)
    g_strv_builder_add_many (args, "--ssh-option", g_ptr_array_index (given, i), NULL);
  for (guint i = 0; kept != NULL && kept[i] != NULL; i++)
    g_strv_builder_add_many (args, "--ssh-option", kept[i], NULL);
  self->run_arguments = g_strv_builder_end (args);
  self->destination = g_strdup (target->ssh_destination);
  self->where = g_strdup_printf ("%s over SSH", target->ssh_destination);
  return TRUE;
}

GpTryPlan *
gp_try_plan_new (GpDocument          *document,
                 const char * const  *apply,
                 const char * const  *ssh_options,
                 GError             **error)
{
  g_autoptr(GpTryPlan) self = NULL;
  GpSession *session;
  GpSessionInfo *info;

  g_return_val_if_fail (GP_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (!error || !*error, NULL);

  session = gp_document_get_session (document);
  info = gp_session_get_info (session);
  if (info->launch == NULL || info->launch[0] == '\0')
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                           "the session has no launch string (a wrap or log session): nothing to re-run");
      return NULL;
    }

  self = g_new0 (GpTryPlan, 1);
  self->variants = g_ptr_array_new_with_free_func (variant_free);
  self->default_duration = info->duration_s > 0 ? MIN (info->duration_s, MAX_DEFAULT_DURATION_S)
                                                : UNKNOWN_DURATION_S;
  if (!make_variants (self, document, apply, error) ||
      !choose_target (self, gp_session_get_target (session), ssh_options, error))
    return NULL;

  return g_steal_pointer (&self);
}

guint
gp_try_plan_get_n_variants (const GpTryPlan *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->variants->len;
}

const GpTryPlanVariant *
gp_try_plan_get_variant (const GpTryPlan *self,
                         guint            index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->variants->len, NULL);

  return g_ptr_array_index (self->variants, index);
}

const char * const *
gp_try_plan_get_not_tried (const GpTryPlan *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return (const char * const *) self->not_tried;
}

const char *
gp_try_plan_get_destination (const GpTryPlan *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->destination;
}

const char *
gp_try_plan_get_where (const GpTryPlan *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->where;
}

const char * const *
gp_try_plan_get_run_arguments (const GpTryPlan *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return (const char * const *) self->run_arguments;
}

const char * const *
gp_try_plan_get_refused_options (const GpTryPlan *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return (const char * const *) self->refused_options;
}

double
gp_try_plan_get_default_duration (const GpTryPlan *self)
{
  g_return_val_if_fail (self != NULL, 0.0);

  return self->default_duration;
}
