/* gp-try-dialog-compare.c: GpTryDialog's Open Comparison: a row of the table against the original
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

/* Part of GpTryDialog: `try.open-comparison` (a variant's name) loads, in a thread, the original's
 * first run as before and the variant's first run as after (for the original's own row, the session
 * the runs were made from as before), and opens them as the window opens a Re-run's:
 * gp_window_show_comparison(). The table's last column is that button, made here so that its label
 * is translated. */

#include "config.h"

#include <glib/gi18n.h>

#include "gp-loader.h"
#include "gp-try-dialog-private.h"
#include "gp-try-variant-item.h"

typedef struct
{
  char       *before_path;
  char       *after_path;
  GpSession  *before;
  GpSession  *after;
} Pair;

static void
pair_free (gpointer data)
{
  Pair *pair = data;

  g_free (pair->before_path);
  g_free (pair->after_path);
  g_clear_object (&pair->before);
  g_clear_object (&pair->after);
  g_free (pair);
}

static void
load_pair_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  Pair *pair = task_data;
  GError *error = NULL;

  pair->before = gp_load_path (pair->before_path, NULL, cancellable, &error);
  if (pair->before != NULL)
    pair->after = gp_load_path (pair->after_path, NULL, cancellable, &error);
  if (pair->after == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
load_pair_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  GpTryDialog *self = GP_TRY_DIALOG (object);
  Pair *pair = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  GtkWindow *comparison;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* Translators: %s says why */
          g_autofree char *message = g_strdup_printf (_("The comparison could not open: %s."), error->message);

          _gp_try_dialog_set_error (self, message);
        }
      return;
    }
  if (self->window == NULL)
    return;
  comparison = gp_window_show_comparison (self->window, pair->before, pair->after);
  g_set_weak_pointer (&self->comparison, comparison);
}

static GpTryVariantItem *
find_result (GpTryDialog *self,
             const char  *name)
{
  GListModel *variants = gp_try_process_get_variants (self->process);

  for (guint i = 0; i < g_list_model_get_n_items (variants); i++)
    {
      g_autoptr(GpTryVariantItem) item = g_list_model_get_item (variants, i);

      if (g_str_equal (gp_try_variant_item_get_name (item), name))
        return g_steal_pointer (&item);
    }
  return NULL;
}

static void
open_comparison_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *param)
{
  GpTryDialog *self = GP_TRY_DIALOG (widget);
  const char *name = g_variant_get_string (param, NULL);
  g_autoptr(GpTryVariantItem) item = NULL;
  g_autoptr(GpTryVariantItem) original = NULL;
  g_autoptr(GTask) task = NULL;
  const char * const *after;
  const char * const *before;
  Pair *pair;

  if (self->process == NULL || gp_try_process_get_state (self->process) != GP_TRY_PROCESS_DONE)
    return;
  item = find_result (self, name);
  original = find_result (self, "original");
  if (item == NULL || gp_try_variant_item_get_sessions (item)[0] == NULL)
    return;

  /* Before: the original's first run; for the original itself (or when it never ran), the
   * session the runs were made from. */
  after = gp_try_variant_item_get_sessions (item);
  before = original != NULL ? gp_try_variant_item_get_sessions (original) : NULL;
  pair = g_new0 (Pair, 1);
  pair->after_path = g_strdup (after[0]);
  if (before != NULL && before[0] != NULL && item != original && !g_str_equal (name, "original"))
    pair->before_path = g_strdup (before[0]);
  else
    pair->before_path = g_build_filename (self->out_dir, GP_TRY_DIALOG_SESSION_FILE, NULL);

  task = g_task_new (self, self->cancellable, load_pair_cb, NULL);
  g_task_set_source_tag (task, open_comparison_action);
  g_task_set_task_data (task, pair, pair_free);
  g_task_run_in_thread (task, load_pair_thread);
}

static void
compare_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  gpointer                  user_data)
{
  GtkWidget *button = gtk_button_new_with_label (_("Open Comparison"));
  /* The button's own sensitivity is its action's; a row without runs turns its box off. */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_set_tooltip_text (button, _("Before and after: the original's first run and this variant's first run"));
  gtk_box_append (GTK_BOX (box), button);
  gtk_list_item_set_activatable (list_item, FALSE);
  gtk_list_item_set_child (list_item, box);
}

static void
compare_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 gpointer                  user_data)
{
  GpTryVariantItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *button = gtk_widget_get_first_child (box);

  /* The target first: an action that takes a string refuses a button without one. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", gp_try_variant_item_get_name (item));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "try.open-comparison");
  gtk_widget_set_sensitive (box, gp_try_variant_item_get_sessions (item)[0] != NULL);
}

void
_gp_try_dialog_class_init_compare (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "try.open-comparison", "s", open_comparison_action);
}

void
_gp_try_dialog_init_compare (GpTryDialog *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (compare_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (compare_bind_cb), NULL);
  gtk_column_view_column_set_factory (self->compare_column, factory);
}
