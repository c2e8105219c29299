/* test-app-same-names.c: a live capture whose bins repeat element names, driven through the app
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

/* While a capture runs, its elements of one name in two bins are first told apart by the
 * records ("tee", "tee#2") and then renamed to the dump's copies ("uri-source-1/tee") when the dump
 * arrives: the views follow the growing session through the renames, an element selected under
 * its first id stays a valid selection or is cleared, and the saved session has the copies. */

#include "config.h"

#include <string.h>

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-capture-dialog.h"
#include "gp-graph-view.h"
#include "gp-loader.h"
#include "gp-view-state.h"

#define BIN(n) "bin.( name=uri-source-" n " videotestsrc is-live=true ! " \
               "video/x-raw,width=160,height=120,framerate=30/1 ! tee name=tee ! queue name=src-queue ! " \
               "fakesink name=fake-sink ) "
#define LAUNCH BIN ("1") BIN ("2")

static GpApplication *app;
static char *tmp_dir;

static void
test_live_renames (void)
{
  g_autofree char *out = g_build_filename (tmp_dir, "same-names.json", NULL);
  g_autoptr(GpSession) saved = NULL;
  g_autoptr(GError) error = NULL;
  GpWindow *window = gp_app_test_new_window (app);
  GpCaptureDialog *dialog = gp_app_test_open_capture_dialog (window);
  GpDocument *document = NULL;
  gpointer weak = dialog;
  guint n_documents = 0;
  GpGraph *graph;

  gp_capture_dialog_set_launch (dialog, LAUNCH);
  gp_capture_dialog_set_duration (dialog, 2.5);
  gp_capture_dialog_set_label (dialog, "same names");
  gp_capture_dialog_set_output (dialog, out);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "capture-dialog.start", NULL));
  gp_app_test_wait_gone (&weak, 2000);
  g_assert_nonnull (gp_window_get_capture (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "pipeline"));

  /* Each refresh: the graph view draws the new document; select an element of each. */
  for (guint i = 0; i < 3000 && gp_window_get_capture (window) != NULL; i++)
    {
      gp_app_test_wait (10);
      if (gp_window_get_document (window) != NULL && gp_window_get_document (window) != document)
        {
          GpGraph *live;

          document = gp_window_get_document (window);
          n_documents++;
          live = gp_session_get_graph (gp_document_get_session (document));
          if (gp_graph_n_elements (live) > 0)
            {
              const char *id = gp_graph_element (live, gp_graph_n_elements (live) - 1)->id;

              gp_view_state_set_selected_element (gp_window_get_view_state (window), id);
            }
        }
    }
  g_test_message ("%u live refreshes", n_documents);
  g_assert_cmpuint (n_documents, >=, 2);

  /* Saved and reopened: the copies, each in its bin. */
  g_assert_null (gp_window_get_capture (window));
  saved = gp_load_path (out, NULL, NULL, &error);
  g_assert_no_error (error);
  graph = gp_session_get_graph (saved);
  for (guint k = 1; k <= 2; k++)
    {
      g_autofree char *tee = g_strdup_printf ("uri-source-%u/tee", k);
      g_autofree char *queue = g_strdup_printf ("uri-source-%u/src-queue", k);

      g_assert_nonnull (gp_graph_lookup_element (graph, tee));
      g_assert_nonnull (gp_graph_lookup_element (graph, queue));
    }
  g_assert_null (gp_graph_lookup_element (graph, "tee#2"));

  /* The window shows the saved document; selecting a copy works. */
  document = gp_window_get_document (window);
  g_assert_nonnull (document);
  g_assert_nonnull (gp_graph_lookup_element (gp_session_get_graph (gp_document_get_session (document)),
                                             "uri-source-2/tee"));
  gp_view_state_set_selected_element (gp_window_get_view_state (window), "uri-source-2/tee");
  g_assert_cmpstr (gp_view_state_get_selected_element (gp_window_get_view_state (window)), ==,
                   "uri-source-2/tee");
  gp_app_test_wait (200);
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "same-names-finished"));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);
  tmp_dir = g_build_filename (g_get_user_data_dir (), "out", NULL);
  g_mkdir_with_parents (tmp_dir, 0700);

  g_test_add_func ("/gp/app/same-names/live-renames", test_live_renames);

  status = g_test_run ();

  g_clear_object (&app);
  g_free (tmp_dir);
  return status;
}
