/* test-app-launch.c: the Launch view (patch toggles, diff, copy, script)
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

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>

#include "gp-app-test-util.h"
#include "gp-application.h"
#include "gp-finding-row.h"
#include "gp-test-util.h"
#include "gp-launch-pane-private.h"

#define ZC_BREAK "orin-nx-jp6-zc-break.json"

static GpApplication *app;

static GpWindow *
open_window (const char *path)
{
  return gp_app_test_open_window (app, path);
}

static GtkWidget *
find_descendant (GtkWidget  *root,
                 GType       type,
                 const char *action_name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type) &&
          (action_name == NULL ||
           g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action_name) == 0))
        return child;
      if ((found = find_descendant (child, type, action_name)) != NULL)
        return found;
    }

  return NULL;
}

static GtkSwitch *
row_switch (GpWindow   *window,
            const char *finding_id)
{
  GtkWidget *row = gp_launch_pane_get_row (gp_app_test_launch_pane (window), finding_id);

  g_assert_nonnull (row);
  return GTK_SWITCH (find_descendant (row, GTK_TYPE_SWITCH, NULL));
}

/* What `gst-profile patch PATH --apply …` prints (without the newline). */
static char *
cli_patched (const char *path,
             ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GpCliResult) result = NULL;
  const char *id;
  va_list ap;

  g_ptr_array_add (args, (gpointer) "patch");
  g_ptr_array_add (args, (gpointer) path);
  va_start (ap, path);
  while ((id = va_arg (ap, const char *)) != NULL)
    {
      g_ptr_array_add (args, (gpointer) "--apply");
      g_ptr_array_add (args, (gpointer) id);
    }
  va_end (ap);
  g_ptr_array_add (args, (gpointer) "--print");
  g_ptr_array_add (args, NULL);

  result = gp_test_run_cli ((const char * const *) args->pdata);
  g_assert_cmpint (result->status, ==, 0);
  g_assert_true (g_str_has_suffix (result->out, "\n"));
  return g_strndup (result->out, strlen (result->out) - 1);
}

/* The text of @label's marked-up spans, joined by spaces. */
static char *
marked_text (GtkLabel *label)
{
  const char *markup = gtk_label_get_label (label);
  GString *out = g_string_new (NULL);
  const char *p = markup;

  while ((p = strstr (p, "<span ")) != NULL)
    {
      const char *text = strchr (p, '>') + 1;
      const char *end = strstr (text, "</span>");
      g_autofree char *escaped = g_strndup (text, end - text);
      g_autofree char *plain = NULL;

      g_assert_true (pango_parse_markup (escaped, -1, 0, NULL, &plain, NULL, NULL));
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, plain);
      p = end;
    }

  return g_string_free (out, FALSE);
}

static GtkLabel *
text_label (GpWindow   *window,
            const char *name)
{
  GtkWidget *label = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (gp_app_test_launch_pane (window)),
                                                                GP_TYPE_LAUNCH_PANE, name));

  g_assert_true (GTK_IS_LABEL (label));
  return GTK_LABEL (label);
}

static void
test_patches_match_cli (void)
{
  g_autofree char *path = gp_test_fixture (ZC_BREAK);
  g_autofree char *expected = cli_patched (path, "F-SW-videoconvert0", "F-QUEUE", NULL);
  g_autofree char *original = cli_patched (path, NULL);
  g_autofree char *patched = NULL;
  g_autofree char *shot = NULL;
  g_autofree char *text = NULL;
  g_autofree char *added = NULL;
  g_autofree char *removed = NULL;
  GpWindow *window = open_window (path);
  GtkWidget *card, *apply_button;
  const char * const *applied;
  GpSession *session = gp_document_get_session (gp_window_get_document (window));

  g_assert_true (gp_launch_pane_get_has_launch (gp_app_test_launch_pane (window)));
  g_assert_null (gp_launch_pane_get_status (gp_app_test_launch_pane (window)));
  g_assert_true (gtk_widget_is_sensitive (find_descendant (GTK_WIDGET (gp_app_test_launch_pane (window)),
                                                           GTK_TYPE_BUTTON, "session.copy-launch")));
  g_assert_cmpstr (gp_launch_pane_get_original (gp_app_test_launch_pane (window)), ==,
                   gp_session_get_info (session)->launch);
  g_assert_cmpstr (gp_launch_pane_get_original (gp_app_test_launch_pane (window)), ==, original);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (window)));
  g_assert_nonnull (gp_launch_pane_get_row (gp_app_test_launch_pane (window), "F-ZC-capsfilter3"));
  g_assert_null (gp_launch_pane_get_row (gp_app_test_launch_pane (window), "F-HOT-nvv4l2h264enc0"));
  /* Named for what it shows: patched only once a patch is on. */
  g_assert_cmpstr (adw_preferences_group_get_title (gp_app_test_launch_pane (window)->patched_group), ==, "Launch String");

  /* SW through its toggle row in the Launch view… */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "launch");
  gtk_switch_set_active (row_switch (window, "F-SW-videoconvert0"), TRUE);
  g_assert_true (gp_view_state_is_finding_applied (gp_window_get_view_state (window), "F-SW-videoconvert0"));

  /* …QUEUE through the "Apply Patch" button of its finding card. */
  card = gp_findings_pane_get_card (gp_app_test_findings_pane (window), "F-QUEUE");
  g_assert_nonnull (card);
  /* (A card's details are made when it is first opened.) */
  gp_finding_row_set_expanded (GP_FINDING_ROW (card), TRUE);
  gp_app_test_wait (100);
  apply_button = find_descendant (card, GTK_TYPE_BUTTON, "session.apply-patch");
  g_assert_nonnull (apply_button);
  g_assert_true (gtk_widget_get_visible (apply_button));
  /* A button clicks ACTIVATE_TIMEOUT (250 ms) after it is activated. */
  gtk_widget_activate (apply_button);
  for (guint i = 0; i < 100 && !gp_view_state_is_finding_applied (gp_window_get_view_state (window), "F-QUEUE"); i++)
    gp_app_test_wait (20);

  applied = gp_view_state_get_applied_findings (gp_window_get_view_state (window));
  g_assert_nonnull (applied);
  g_assert_cmpuint (g_strv_length ((char **) applied), ==, 2);
  g_assert_true (gtk_switch_get_active (row_switch (window, "F-QUEUE")));
  g_assert_cmpstr (gp_app_test_visible_view (window), ==, "launch");

  patched = gp_launch_pane_dup_patched (gp_app_test_launch_pane (window));
  g_assert_cmpstr (patched, ==, expected);
  g_assert_cmpstr (adw_preferences_group_get_title (gp_app_test_launch_pane (window)->patched_group), ==,
                   "Patched Launch String");
  text = g_strdup (gtk_label_get_text (text_label (window, "patched_view")));
  g_assert_cmpstr (text, ==, expected);

  /* The words that changed, and only those, are marked. */
  added = marked_text (text_label (window, "patched_view"));
  removed = marked_text (text_label (window, "original_view"));
  g_assert_cmpstr (added, ==, "nvvidconv queue !");
  g_assert_cmpstr (removed, ==, "videoconvert");

  gp_app_test_wait (300);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "launch-zc-break");

  /* Switching both off gives the original back. */
  gtk_switch_set_active (row_switch (window, "F-QUEUE"), FALSE);
  g_clear_pointer (&patched, g_free);
  patched = gp_launch_pane_dup_patched (gp_app_test_launch_pane (window));
  g_assert_cmpstr (patched, !=, original);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "session.unapply-patch", "s",
                                             "F-SW-videoconvert0"));
  g_clear_pointer (&patched, g_free);
  patched = gp_launch_pane_dup_patched (gp_app_test_launch_pane (window));
  g_assert_cmpstr (patched, ==, original);
  g_assert_null (gp_view_state_get_applied_findings (gp_window_get_view_state (window)));
  g_assert_false (gtk_switch_get_active (row_switch (window, "F-SW-videoconvert0")));
  g_assert_cmpstr (adw_preferences_group_get_title (gp_app_test_launch_pane (window)->patched_group), ==, "Launch String");
  g_clear_pointer (&added, g_free);
  added = marked_text (text_label (window, "patched_view"));
  g_assert_cmpstr (added, ==, "");

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The check under the patched string, live: the recording leaves NVMM, ZC alone cannot negotiate,
 * ZC and SW together fold into one nvvidconv and check clean — as `patch --check` says. */
static void
test_check (void)
{
  g_autofree char *path = gp_test_fixture (ZC_BREAK);
  g_autofree char *combined = cli_patched (path, "F-ZC-capsfilter3", "F-SW-videoconvert0", NULL);
  g_autofree char *patched = NULL;
  g_autofree char *shot = NULL;
  GpWindow *window = open_window (path);
  GpLaunchPane *pane = gp_app_test_launch_pane (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "launch");
  g_assert_cmpint (gp_launch_pane_get_check_level (pane), ==, 1);
  g_assert_nonnull (strstr (gp_launch_pane_get_check_text (pane),
                            "Frames leave device memory between capsfilter1 and capsfilter4"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (pane->check_label), "warning"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "session.apply-patch", "s", "F-ZC-capsfilter3"));
  g_assert_cmpint (gp_launch_pane_get_check_level (pane), ==, 2);
  g_assert_nonnull (strstr (gp_launch_pane_get_check_text (pane), "Cannot negotiate videoconvert0"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (pane->check_label), "error"));
  gp_app_test_wait (300);
  g_free (gp_app_test_screenshot (GTK_WIDGET (window), "launch-check-refused"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "session.apply-patch", "s", "F-SW-videoconvert0"));
  patched = gp_launch_pane_dup_patched (pane);
  g_assert_cmpstr (patched, ==, combined);
  g_assert_cmpint (gp_launch_pane_get_check_level (pane), ==, 0);
  g_assert_nonnull (strstr (gp_launch_pane_get_check_text (pane), "every link negotiates"));
  g_assert_nonnull (strstr (gtk_label_get_text (pane->notes_label), "conversion chain of 4 nvvidconv"));
  gp_app_test_wait (300);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "launch-check-combined");

  gp_app_test_close_window (GTK_WINDOW (window));
}

static void
clipboard_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  char **text = user_data;
  g_autoptr(GError) error = NULL;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, &error);
  g_assert_no_error (error);
}

static void
test_copy (void)
{
  g_autofree char *path = gp_test_fixture (ZC_BREAK);
  g_autofree char *expected = cli_patched (path, "F-QUEUE", NULL);
  g_autofree char *copied = NULL;
  GpWindow *window = open_window (path);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "session.apply-patch", "s", "F-QUEUE"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "session.copy-launch", NULL));
  gdk_clipboard_read_text_async (clipboard, NULL, clipboard_cb, &copied);
  for (guint i = 0; i < 200 && copied == NULL; i++)
    gp_app_test_wait (10);
  g_assert_cmpstr (copied, ==, expected);

  gp_app_test_close_window (GTK_WINDOW (window));
}

/* The zc-break session with videoconvert renamed in its launch string: the
 * SW patch's runtime name no longer maps onto a token. */
static char *
write_renamed_session (void)
{
  g_autofree char *path = gp_test_fixture (ZC_BREAK);
  g_autofree char *dir = gp_test_tmpdir ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) launch = NULL;
  JsonObject *session;
  char *out;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  session = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                           "session");
  launch = g_string_new (json_object_get_string_member (session, "launch"));
  g_assert_cmpuint (g_string_replace (launch, "! videoconvert !", "! videoconvert name=conv !", 1), ==, 1);
  json_object_set_string_member (session, "launch", launch->str);

  out = g_build_filename (dir, "renamed.json", NULL);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, out, &error));
  g_assert_no_error (error);

  return out;
}

static void
test_refused (void)
{
  g_autofree char *path = write_renamed_session ();
  g_autoptr(GpCliResult) cli = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *patched = NULL;
  g_autofree char *shot = NULL;
  GpWindow *window = open_window (path);
  GtkSwitch *toggle = row_switch (window, "F-SW-videoconvert0");
  g_autofree char *reason = NULL;
  const char *subtitle;

  /* The CLI refuses it too. */
  cli = gp_test_run_clivp ("patch", path, "--apply", "F-SW-videoconvert0", NULL);
  g_assert_cmpint (cli->status, ==, 3);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "launch");
  gtk_switch_set_active (toggle, TRUE);
  gp_app_test_wait (50);

  /* It stays off, and its row says why. */
  g_assert_false (gtk_switch_get_active (toggle));
  g_assert_false (gp_view_state_is_finding_applied (gp_window_get_view_state (window), "F-SW-videoconvert0"));
  reason = g_strdup (gp_launch_pane_get_refusal (gp_app_test_launch_pane (window), "F-SW-videoconvert0"));
  g_assert_nonnull (reason);
  g_assert_nonnull (strstr (reason, "videoconvert0"));
  g_assert_nonnull (strstr (cli->err, reason));
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (gp_launch_pane_get_row (gp_app_test_launch_pane (window),
                                                                                  "F-SW-videoconvert0")));
  g_assert_nonnull (strstr (subtitle, reason));

  /* The API says the same, and the others still apply. */
  g_assert_false (gp_launch_pane_apply_finding (gp_app_test_launch_pane (window), "F-SW-videoconvert0", &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, reason);
  g_assert_true (gp_launch_pane_apply_finding (gp_app_test_launch_pane (window), "F-QUEUE", NULL));
  patched = gp_launch_pane_dup_patched (gp_app_test_launch_pane (window));
  g_assert_nonnull (strstr (patched, "videoconvert name=conv ! video/x-raw,format=NV12"));
  g_assert_nonnull (strstr (patched, "! queue ! nvv4l2h264enc"));
  g_assert_nonnull (gp_launch_pane_get_refusal (gp_app_test_launch_pane (window), "F-SW-videoconvert0"));

  gp_app_test_wait (300);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "launch-refused");
  gp_app_test_close_window (GTK_WINDOW (window));
}

/* A patch that cannot apply says why on its row before anyone tries it (its switch off and
 * insensitive, not a greyed button with no word); All switches on every other patch, None
 * switches them off. */
static void
test_all_none (void)
{
  g_autofree char *path = write_renamed_session ();
  GpWindow *window = open_window (path);
  GpLaunchPane *pane = gp_app_test_launch_pane (window);
  GpViewState *view_state = gp_window_get_view_state (window);
  GtkWidget *all = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (pane), GP_TYPE_LAUNCH_PANE, "all_button"));
  GtkWidget *none = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (pane), GP_TYPE_LAUNCH_PANE, "none_button"));
  GPtrArray *findings = gp_document_get_findings (gp_window_get_document (window));
  const char *subtitle;
  const char * const *applied;
  guint n_patches = 0;
  g_autofree char *shot = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "launch");
  gp_app_test_wait (100);

  /* Said before it is tried. */
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (gp_launch_pane_get_row (pane, "F-SW-videoconvert0")));
  g_test_message ("SW row: %s; refusal %s", subtitle, gp_launch_pane_get_refusal (pane, "F-SW-videoconvert0"));
  g_assert_nonnull (strstr (subtitle, "Cannot be applied: "));
  g_assert_nonnull (strstr (subtitle, "videoconvert0"));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (row_switch (window, "F-SW-videoconvert0"))));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (row_switch (window, "F-QUEUE"))));
  g_assert_true (gtk_widget_get_sensitive (all));
  g_assert_false (gtk_widget_get_sensitive (none));

  /* All: every patch but the one that cannot apply. */
  for (guint i = 0; i < findings->len; i++)
    n_patches += ((const GpFinding *) g_ptr_array_index (findings, i))->fix_patch != NULL;
  g_assert_cmpuint (n_patches, >=, 3);
  g_signal_emit_by_name (all, "clicked");
  gp_app_test_wait (50);
  applied = gp_view_state_get_applied_findings (view_state);
  g_assert_cmpuint (g_strv_length ((GStrv) applied), ==, n_patches - 1);
  g_assert_false (gp_view_state_is_finding_applied (view_state, "F-SW-videoconvert0"));
  g_assert_true (gp_view_state_is_finding_applied (view_state, "F-QUEUE"));
  g_assert_true (gtk_switch_get_active (row_switch (window, "F-QUEUE")));
  g_assert_false (gtk_widget_get_sensitive (all));
  g_assert_true (gtk_widget_get_sensitive (none));
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "launch-all");

  /* None. */
  g_signal_emit_by_name (none, "clicked");
  gp_app_test_wait (50);
  applied = gp_view_state_get_applied_findings (view_state);
  g_assert_true (applied == NULL || applied[0] == NULL);
  g_assert_false (gtk_switch_get_active (row_switch (window, "F-QUEUE")));
  g_assert_true (gtk_widget_get_sensitive (all));

  gp_app_test_close_window (GTK_WINDOW (window));
}

static void
test_no_launch (void)
{
  g_autofree char *path = gp_test_fixture ("jetson-zc-break.json");
  g_autofree char *shot = NULL;
  g_autoptr(GError) error = NULL;
  GpWindow *window = open_window (path);
  GtkStack *stack;

  g_assert_false (gp_launch_pane_get_has_launch (gp_app_test_launch_pane (window)));
  g_assert_nonnull (gp_launch_pane_get_status (gp_app_test_launch_pane (window)));
  g_assert_null (gp_launch_pane_dup_patched (gp_app_test_launch_pane (window)));
  stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (gp_app_test_launch_pane (window)),
                                                    GP_TYPE_LAUNCH_PANE, "stack"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_false (gp_launch_pane_apply_finding (gp_app_test_launch_pane (window), "F-QUEUE", &error));
  g_assert_nonnull (error);

  /* Nothing to copy or save: the actions (and their buttons) are off. */
  g_assert_false (gtk_widget_is_sensitive (find_descendant (GTK_WIDGET (gp_app_test_launch_pane (window)),
                                                            GTK_TYPE_BUTTON, "session.copy-launch")));
  g_assert_false (gtk_widget_is_sensitive (find_descendant (GTK_WIDGET (gp_app_test_launch_pane (window)),
                                                            GTK_TYPE_BUTTON, "session.save-script")));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "launch");
  gp_app_test_wait (300);
  shot = gp_app_test_screenshot (GTK_WIDGET (window), "launch-no-launch");

  gp_app_test_close_window (GTK_WINDOW (window));
}

static void
test_save_script (void)
{
  g_autofree char *path = gp_test_fixture (ZC_BREAK);
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *ours = g_build_filename (dir, "app.sh", NULL);
  g_autofree char *theirs = g_build_filename (dir, "cli.sh", NULL);
  g_autofree char *nowhere = g_build_filename (dir, "no-such-dir", "x.sh", NULL);
  g_autofree char *ours_text = NULL;
  g_autofree char *theirs_text = NULL;
  g_autoptr(GpCliResult) cli = NULL;
  g_autoptr(GFile) ours_file = g_file_new_for_path (ours);
  g_autoptr(GFile) bad_file = g_file_new_for_path (nowhere);
  g_autoptr(GError) error = NULL;
  GpWindow *window = open_window (path);
  GStatBuf st;

  cli = gp_test_run_clivp ("patch", path, "--apply", "F-SW-videoconvert0", "--apply", "F-QUEUE",
                           "-o", theirs, NULL);
  g_assert_cmpint (cli->status, ==, 0);

  /* In the other order: the pane applies in rank order anyway. */
  g_assert_true (gp_launch_pane_apply_finding (gp_app_test_launch_pane (window), "F-QUEUE", NULL));
  g_assert_true (gp_launch_pane_apply_finding (gp_app_test_launch_pane (window), "F-SW-videoconvert0", NULL));
  g_assert_true (gp_launch_pane_write_script (gp_app_test_launch_pane (window), ours_file, &error));
  g_assert_no_error (error);
  g_assert_null (gp_launch_pane_get_error (gp_app_test_launch_pane (window)));

  ours_text = gp_test_read_file (ours);
  theirs_text = gp_test_read_file (theirs);
  g_assert_cmpstr (ours_text, ==, theirs_text);
  g_assert_cmpint (g_stat (ours, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0755);
  g_assert_true (g_file_test (ours, G_FILE_TEST_IS_EXECUTABLE));

  /* A place it cannot be written says so in the window. */
  g_assert_false (gp_launch_pane_write_script (gp_app_test_launch_pane (window), bad_file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (gp_launch_pane_get_error (gp_app_test_launch_pane (window)));
  g_assert_nonnull (strstr (gp_launch_pane_get_error (gp_app_test_launch_pane (window)), "no-such-dir"));
  g_assert_false (g_file_test (nowhere, G_FILE_TEST_EXISTS));

  gp_app_test_close_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app = gp_app_test_init (&argc, &argv);

  g_test_add_func ("/gp/app/launch/patches-match-cli", test_patches_match_cli);
  g_test_add_func ("/gp/app/launch/check", test_check);
  g_test_add_func ("/gp/app/launch/copy", test_copy);
  g_test_add_func ("/gp/app/launch/refused", test_refused);
  g_test_add_func ("/gp/app/launch/all-none", test_all_none);
  g_test_add_func ("/gp/app/launch/no-launch", test_no_launch);
  g_test_add_func ("/gp/app/launch/save-script", test_save_script);

  status = g_test_run ();

  g_clear_object (&app);
  return status;
}
