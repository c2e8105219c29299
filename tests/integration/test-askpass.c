/* test-askpass.c: the askpass helper and server, against a real sshd on 127.0.0.1
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

#include <string.h>

#include <glib/gstdio.h>

#include "gp-askpass.h"
#include "gp-error.h"
#include "gp-ssh.h"
#include "gp-sshd-harness.h"
#include "gp-test-util.h"

static GpSshd *sshd;

/* The logins are key-only (tests/lib/gp-sshd-harness.c): the secret asked for
 * is the passphrase of a throw-away key, never an account's password. */

/* What ssh 9.2 asks for an unknown host key. */
#define HOST_KEY_PROMPT \
  "The authenticity of host '[127.0.0.1]:40022 ([127.0.0.1]:40022)' can't be established.\n" \
  "ED25519 key fingerprint is SHA256:1b8Wlv3ZaD4Cs1hT+v0Bg1hZJcrVo3Dp2qGmN7QqWcE.\n" \
  "This key is not known by any other names.\n" \
  "Are you sure you want to continue connecting (yes/no/[fingerprint])? "

typedef struct
{
  GPtrArray  *requests;   /* of GpAskpassRequest, as they came */
  GPtrArray  *answers;    /* of char*: what to answer, in order; NULL cancels */
} Script;

static void
on_request_cb (GpAskpass        *askpass,
               GpAskpassRequest *request,
               Script           *script)
{
  guint i = script->requests->len;
  const char *answer = i < script->answers->len ? g_ptr_array_index (script->answers, i) : NULL;

  g_ptr_array_add (script->requests, g_object_ref (request));
  if (answer != NULL)
    gp_askpass_request_reply (request, answer);
  else
    gp_askpass_request_cancel (request);
}

static void
script_clear (Script *script)
{
  g_clear_pointer (&script->requests, g_ptr_array_unref);
  g_clear_pointer (&script->answers, g_ptr_array_unref);
}

static GpAskpass *
new_askpass (Script      *script,
             const char  *first_answer,
             ...)
{
  g_autoptr(GError) error = NULL;
  GpAskpass *askpass = gp_askpass_new (NULL, &error);
  va_list args;

  g_assert_no_error (error);
  script->requests = g_ptr_array_new_with_free_func (g_object_unref);
  script->answers = g_ptr_array_new ();
  va_start (args, first_answer);
  for (const char *a = first_answer; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (script->answers, (gpointer) (g_str_equal (a, "<cancel>") ? NULL : a));
  va_end (args);
  g_signal_connect (askpass, "request", G_CALLBACK (on_request_cb), script);
  return askpass;
}

typedef struct
{
  char      *out;
  gboolean   done;
} Helper;

static void
helper_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  Helper *helper = user_data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (object), result, &helper->out, NULL, &error);
  g_assert_no_error (error);
  helper->done = TRUE;
}

/* Runs the helper as ssh would, with the askpass environment; the server
 * answers in this thread's main context meanwhile. */
static int
run_helper (GpAskpass   *askpass,
            const char  *prompt,
            const char  *hint,
            char       **out)
{
  g_auto(GStrv) env = gp_askpass_get_environment (askpass);
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  Helper helper = { NULL, FALSE };

  for (guint i = 0; env[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (env[i], "=", 2);

      g_subprocess_launcher_setenv (launcher, kv[0], kv[1], TRUE);
    }
  if (hint != NULL)
    g_subprocess_launcher_setenv (launcher, "SSH_ASKPASS_PROMPT", hint, TRUE);
  else
    g_subprocess_launcher_unsetenv (launcher, "SSH_ASKPASS_PROMPT");
  process = g_subprocess_launcher_spawn (launcher, &error, strchr (env[0], '=') + 1, prompt, NULL);
  g_assert_no_error (error);

  g_subprocess_communicate_utf8_async (process, NULL, NULL, helper_done_cb, &helper);
  while (!helper.done)
    g_main_context_iteration (NULL, TRUE);
  g_subprocess_wait (process, NULL, NULL);
  *out = helper.out;
  return g_subprocess_get_exit_status (process);
}

static void
test_parse_host_key (void)
{
  g_autofree char *host = NULL;
  g_autofree char *type = NULL;
  g_autofree char *fingerprint = NULL;

  g_assert_true (gp_askpass_parse_host_key (HOST_KEY_PROMPT, &host, &type, &fingerprint));
  g_assert_cmpstr (host, ==, "[127.0.0.1]:40022");
  g_assert_cmpstr (type, ==, "ED25519");
  g_assert_cmpstr (fingerprint, ==, "SHA256:1b8Wlv3ZaD4Cs1hT+v0Bg1hZJcrVo3Dp2qGmN7QqWcE");

  g_clear_pointer (&host, g_free);
  g_assert_false (gp_askpass_parse_host_key ("nvidia@127.0.0.1's password: ", &host, NULL, NULL));
  g_assert_null (host);
  g_assert_false (gp_askpass_parse_host_key ("Enter passphrase for key '/x/id_ed25519': ", NULL, NULL, NULL));
}

static void
test_helper_protocol (void)
{
  Script script = { 0, };
  g_autoptr(GpAskpass) askpass = new_askpass (&script, "s3cret 'quoted' $x", "<cancel>", "ignored", NULL);
  g_auto(GStrv) env = gp_askpass_get_environment (askpass);
  g_autofree char *out = NULL;
  g_autofree char *socket_dir = NULL;
  GStatBuf st;
  GpAskpassRequest *request;

  g_assert_cmpstr (env[1], ==, "SSH_ASKPASS_REQUIRE=force");
  g_assert_true (g_str_has_prefix (env[2], "GP_ASKPASS_SOCKET="));
  socket_dir = g_path_get_dirname (strchr (env[2], '=') + 1);
  /* The socket's directory is ours alone. */
  g_assert_cmpint (g_stat (socket_dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);

  /* Answered: printed on one line, exit 0. */
  g_assert_cmpint (run_helper (askpass, "nvidia@board's password: ", NULL, &out), ==, 0);
  g_assert_cmpstr (out, ==, "s3cret 'quoted' $x\n");
  request = g_ptr_array_index (script.requests, 0);
  g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_SECRET);
  g_assert_cmpstr (gp_askpass_request_get_prompt (request), ==, "nvidia@board's password: ");
  g_assert_true (gp_askpass_request_get_done (request));

  /* Cancelled: nothing printed, exit 1. */
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_helper (askpass, HOST_KEY_PROMPT, NULL, &out), ==, 1);
  g_assert_cmpstr (out, ==, "");
  request = g_ptr_array_index (script.requests, 1);
  g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_HOST_KEY);
  g_assert_true (gp_askpass_get_host_key_rejected (askpass));

  /* The hint ssh gives for confirmations. */
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_helper (askpass, "Allow use of key?", "confirm", &out), ==, 0);
  request = g_ptr_array_index (script.requests, 2);
  g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_CONFIRM);
  g_assert_cmpuint (gp_askpass_get_n_requests (askpass), ==, 3);

  script_clear (&script);
}

static void
test_helper_alone (void)
{
  g_autofree char *helper = gp_askpass_find_helper (NULL);
  const char *argv[] = { helper, "password: ", NULL };
  const char *env[] = { "GP_ASKPASS_SOCKET=", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  /* Without the app it answers nothing. */
  g_assert_nonnull (helper);
  g_assert_cmpint (gp_test_spawn (argv, env, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "GP_ASKPASS_SOCKET"));
}

typedef struct
{
  GpSsh        *ssh;
  GpPreflight  *preflight;
  GError       *error;
  gboolean      done;
} Probe;

static gpointer
probe_thread (gpointer data)
{
  Probe *probe = data;

  probe->preflight = gp_ssh_preflight (probe->ssh, NULL, &probe->error);
  g_atomic_int_set (&probe->done, TRUE);
  return NULL;
}

/* gp_ssh_preflight() in a thread while this one serves the askpass. */
static GpPreflight *
preflight_with_options (GpAskpass          *askpass,
                        const char         *destination,
                        const char * const *options,
                        GError            **error)
{
  g_auto(GStrv) env = gp_askpass_get_environment (askpass);
  g_autoptr(GpSsh) ssh = gp_ssh_new (destination, options);
  Probe probe = { ssh, NULL, NULL, FALSE };
  GThread *thread;

  gp_ssh_set_environment (ssh, (const char * const *) env);
  gp_ssh_set_batch_mode (ssh, FALSE);
  thread = g_thread_new ("probe", probe_thread, &probe);
  for (guint i = 0; i < 30000 && !g_atomic_int_get (&probe.done); i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_thread_join (thread);
  if (probe.error != NULL)
    g_propagate_error (error, probe.error);
  return probe.preflight;
}

static GpPreflight *
preflight_with (GpAskpass   *askpass,
                const char  *destination,
                const char  *known_hosts,
                gboolean     with_key,
                GError     **error)
{
  g_auto(GStrv) options = gp_sshd_options (sshd, known_hosts, with_key);

  return preflight_with_options (askpass, destination, (const char * const *) options, error);
}

/* gp_ssh_preflight() with the passphrase-protected key. */
static GpPreflight *
preflight_passphrase (GpAskpass   *askpass,
                      const char  *known_hosts,
                      GError     **error)
{
  g_auto(GStrv) options = gp_sshd_passphrase_options (sshd, known_hosts);
  g_autofree char *destination = gp_sshd_destination ();

  return preflight_with_options (askpass, destination, (const char * const *) options, error);
}

/* Every request a prompt for the passphrase of dir/passphrase_key. */
static void
assert_passphrase_requests (Script *script,
                            guint   n)
{
  g_autofree char *key = gp_sshd_path (sshd, "passphrase_key");
  g_autofree char *expected = g_strdup_printf ("Enter passphrase for key '%s'", key);

  g_assert_cmpuint (script->requests->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      GpAskpassRequest *request = g_ptr_array_index (script->requests, i);

      g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_SECRET);
      g_assert_true (g_str_has_prefix (gp_askpass_request_get_prompt (request), expected));
      g_assert_true (gp_askpass_request_get_done (request));
    }
}

static void
test_passphrase_login (void)
{
  Script script = { 0, };
  g_autoptr(GpAskpass) askpass = new_askpass (&script, GP_SSHD_PASSPHRASE, NULL);
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GError) error = NULL;

  preflight = preflight_passphrase (askpass, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (preflight->gst_launch);
  g_assert_cmpstr (preflight->gstreamer, !=, "");

  /* Asked once, for the passphrase of that key (no password prompt). */
  assert_passphrase_requests (&script, 1);
  g_assert_false (gp_askpass_get_host_key_rejected (askpass));
  script_clear (&script);
}

static void
test_wrong_passphrase (void)
{
  Script script = { 0, };
  g_autoptr(GpAskpass) askpass = new_askpass (&script, "wrong-1", "wrong-2", "wrong-3", NULL);
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GError) error = NULL;

  preflight = preflight_passphrase (askpass, NULL, &error);
  g_assert_null (preflight);
  g_assert_error (error, GP_ERROR, GP_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "authentication failed"));
  /* ssh's three tries, then it gives the key up; the server asks nothing. */
  assert_passphrase_requests (&script, 3);
  script_clear (&script);
}

static void
test_wrong_then_right_passphrase (void)
{
  Script script = { 0, };
  g_autoptr(GpAskpass) askpass = new_askpass (&script, "wrong-1", GP_SSHD_PASSPHRASE, NULL);
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GError) error = NULL;

  preflight = preflight_passphrase (askpass, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (preflight);
  g_assert_nonnull (preflight->gst_launch);
  assert_passphrase_requests (&script, 2);
  script_clear (&script);
}

static void
test_passphrase_cancelled (void)
{
  Script script = { 0, };
  g_autoptr(GpAskpass) askpass = new_askpass (&script, "<cancel>", GP_SSHD_PASSPHRASE, NULL);
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GError) error = NULL;

  /* Cancelling the first prompt gives the key up: not asked again. */
  preflight = preflight_passphrase (askpass, NULL, &error);
  g_assert_null (preflight);
  g_assert_error (error, GP_ERROR, GP_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "authentication failed"));
  assert_passphrase_requests (&script, 1);
  script_clear (&script);
}

/* The test sshd takes keys only: without one nothing is asked, the login
 * is refused. */
static void
test_no_password_login (void)
{
  Script script = { 0, };
  g_autoptr(GpAskpass) askpass = new_askpass (&script, "anything", NULL);
  g_auto(GStrv) base = gp_sshd_options (sshd, NULL, FALSE);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) options = NULL;
  g_autofree char *destination = gp_sshd_destination ();
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GError) error = NULL;

  g_strv_builder_addv (builder, (const char **) base);
  g_strv_builder_add_many (builder, "IdentityFile=/dev/null", "IdentitiesOnly=yes", "IdentityAgent=none",
                           "PreferredAuthentications=password,keyboard-interactive", NULL);
  options = g_strv_builder_end (builder);
  preflight = preflight_with_options (askpass, destination, (const char * const *) options, &error);
  g_assert_null (preflight);
  g_assert_error (error, GP_ERROR, GP_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "authentication failed"));
  g_assert_cmpuint (script.requests->len, ==, 0);
  script_clear (&script);
}

static char *
host_fingerprint (void)
{
  g_autofree char *pub = gp_sshd_path (sshd, "host_key.pub");
  const char *argv[] = { "ssh-keygen", "-l", "-E", "sha256", "-f", pub, NULL };
  g_autofree char *out = NULL;
  g_auto(GStrv) fields = NULL;

  g_assert_cmpint (gp_test_spawn (argv, NULL, &out, NULL), ==, 0);
  fields = g_strsplit (out, " ", -1);
  return g_strdup (fields[1]);
}

static void
test_host_key (gconstpointer data)
{
  gboolean accept = GPOINTER_TO_INT (data);
  Script script = { 0, };
  g_autoptr(GpAskpass) askpass = new_askpass (&script, accept ? "yes" : "no", NULL);
  g_autofree char *known = g_build_filename (sshd->dir, accept ? "accept_known_hosts" : "reject_known_hosts", NULL);
  g_autofree char *fingerprint = host_fingerprint ();
  g_autofree char *host = gp_sshd_host_name (sshd);
  g_autofree char *contents = NULL;
  g_autofree char *destination = gp_sshd_destination ();
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GError) error = NULL;
  GpAskpassRequest *request;

  g_assert_true (g_file_set_contents (known, "", 0, NULL));
  preflight = preflight_with (askpass, destination, known, TRUE, &error);

  g_assert_cmpuint (script.requests->len, ==, 1);
  request = g_ptr_array_index (script.requests, 0);
  g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_HOST_KEY);
  g_assert_cmpstr (gp_askpass_request_get_fingerprint (request), ==, fingerprint);
  g_assert_cmpstr (gp_askpass_request_get_host (request), ==, host);
  g_assert_cmpstr (gp_askpass_request_get_key_type (request), ==, "ED25519");

  contents = gp_test_read_file (known);
  if (accept)
    {
      g_assert_no_error (error);
      g_assert_nonnull (preflight);
      /* ssh itself wrote the key (hashed or not, as the user's config says). */
      g_assert_true (gp_sshd_known (sshd, known));
      g_assert_nonnull (strstr (contents, "ssh-ed25519 "));
      g_assert_false (gp_askpass_get_host_key_rejected (askpass));
    }
  else
    {
      g_assert_null (preflight);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "host key"));
      g_assert_cmpstr (contents, ==, "");
      g_assert_true (gp_askpass_get_host_key_rejected (askpass));
    }
  script_clear (&script);
}

/* A first connection: the unknown host key, then the key's passphrase. */
static void
test_first_login (void)
{
  Script script = { 0, };
  g_autoptr(GpAskpass) askpass = new_askpass (&script, "yes", GP_SSHD_PASSPHRASE, NULL);
  g_autofree char *known = g_build_filename (sshd->dir, "first_known_hosts", NULL);
  g_autofree char *fingerprint = host_fingerprint ();
  g_autoptr(GpPreflight) preflight = NULL;
  g_autoptr(GError) error = NULL;
  GpAskpassRequest *request;

  g_assert_true (g_file_set_contents (known, "", 0, NULL));
  preflight = preflight_passphrase (askpass, known, &error);
  g_assert_no_error (error);
  g_assert_nonnull (preflight);

  g_assert_cmpuint (script.requests->len, ==, 2);
  request = g_ptr_array_index (script.requests, 0);
  g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_HOST_KEY);
  g_assert_cmpstr (gp_askpass_request_get_fingerprint (request), ==, fingerprint);
  request = g_ptr_array_index (script.requests, 1);
  g_assert_cmpint (gp_askpass_request_get_kind (request), ==, GP_ASKPASS_SECRET);
  g_assert_nonnull (strstr (gp_askpass_request_get_prompt (request), "passphrase"));
  g_assert_true (gp_sshd_known (sshd, known));
  script_clear (&script);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  sshd = gp_sshd_start ();

  g_test_add_func ("/gp/integration/askpass/parse-host-key", test_parse_host_key);
  g_test_add_func ("/gp/integration/askpass/helper-protocol", test_helper_protocol);
  g_test_add_func ("/gp/integration/askpass/helper-alone", test_helper_alone);
  g_test_add_func ("/gp/integration/askpass/passphrase-login", test_passphrase_login);
  g_test_add_func ("/gp/integration/askpass/wrong-passphrase", test_wrong_passphrase);
  g_test_add_func ("/gp/integration/askpass/wrong-then-right-passphrase", test_wrong_then_right_passphrase);
  g_test_add_func ("/gp/integration/askpass/passphrase-cancelled", test_passphrase_cancelled);
  g_test_add_func ("/gp/integration/askpass/no-password-login", test_no_password_login);
  g_test_add_data_func ("/gp/integration/askpass/host-key-accepted", GINT_TO_POINTER (TRUE), test_host_key);
  g_test_add_data_func ("/gp/integration/askpass/host-key-rejected", GINT_TO_POINTER (FALSE), test_host_key);
  g_test_add_func ("/gp/integration/askpass/first-login", test_first_login);
  status = g_test_run ();

  gp_sshd_stop (sshd);
  return status;
}
