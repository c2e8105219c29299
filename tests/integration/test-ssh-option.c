/* test-ssh-option.c: ssh -o options read as OpenSSH reads them; what a session file and the user may pass
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

#include "gp-error.h"
#include "gp-session-json.h"
#include "gp-ssh.h"
#include "gp-ssh-option.h"
#include "gp-sshd-harness.h"
#include "gp-test-util.h"

/* --- the normaliser -------------------------------------------------------------- */

typedef struct
{
  const char *option;
  const char *keyword;   /* NULL: refused */
  const char *values;    /* the words, joined by | */
} NormalizeCase;

static const NormalizeCase normalize_cases[] = {
  { "Port=2222", "Port", "2222" },
  { "port=2222", "Port", "2222" },
  { "PORT 2222", "Port", "2222" },
  { "Port = 2222", "Port", "2222" },
  { "  Port=2222  ", "Port", "2222" },
  { "Port=\"2222\"", "Port", "2222" },
  { "User 'pi'", "User", "pi" },
  { "IdentityFile=\"/a b/key\"", "IdentityFile", "/a b/key" },
  { "IdentityFile=/a\\ b/key", "IdentityFile", "/a b/key" },
  { "SendEnv LANG LC_*", "SendEnv", "LANG|LC_*" },
  { "proxycommand=nc %h %p", "ProxyCommand", "nc %h %p" },
  { "ProxyCommand \"touch x\"", "ProxyCommand", "\"touch x\"" },
  { "ProxyCommand=touch x", "ProxyCommand", "touch x" },
  { "ProxyJump gw,me@jump:2200", "ProxyJump", "gw,me@jump:2200" },
  { "IdentityFile=/k\xc3\xa9y", "IdentityFile", "/k\xc3\xa9y" },
  /* ssh reads these as ProxyCommand; they are not plain Keyword=value. */
  { "\"ProxyCommand\"=touch x", NULL, NULL },
  { "\rProxyCommand=touch x", NULL, NULL },
  { "\nProxyCommand=touch x", NULL, NULL },
  { "\tProxyCommand=touch x", NULL, NULL },
  { "\vProxyCommand=touch x", NULL, NULL },
  { "\fProxyCommand=touch x", NULL, NULL },
  { "=ProxyCommand=touch x", NULL, NULL },
  { "Proxy\"Command\"=touch x", NULL, NULL },
  { "Proxy\"\"Command=touch x", NULL, NULL },
  { "ProxyCommand=touch x\r", NULL, NULL },
  { "Port=22\r", NULL, NULL },
  { "Port=22\n", NULL, NULL },
  { "Port=22\nProxyCommand=touch x", NULL, NULL },
  { "Port\t22", NULL, NULL },
  { "Port==22", NULL, NULL },
  { "Port= =22", NULL, NULL },
  { "Port Port=22", "Port", "Port=22" },   /* ssh's reading; no policy takes it */
  /* UTF-8 lookalikes: Greek Rho, Cyrillic о, a fullwidth P. */
  { "\xce\xa1roxyCommand=touch x", NULL, NULL },
  { "Pr\xd0\xbexyCommand=touch x", NULL, NULL },
  { "\xef\xbc\xb0ort=22", NULL, NULL },
  { "Port\xc2\xa0=22", NULL, NULL },
  { "", NULL, NULL },
  { "   ", NULL, NULL },
  { "#Port=22", NULL, NULL },
  { "Port", NULL, NULL },
  { "Port=", NULL, NULL },
  { "Port=#22", NULL, NULL },
  { "Port=22 #x", NULL, NULL },
  { "Port=\"22", NULL, NULL },
  { "NoSuchOption=1", NULL, NULL },
  { "KeepAlive=yes", NULL, NULL },          /* an old alias */
  { "Port=\xff", NULL, NULL },              /* not UTF-8 */
  { "1Port=22", NULL, NULL },
  { "Po-rt=22", NULL, NULL },
};

static void
test_normalize (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (normalize_cases); i++)
    {
      const NormalizeCase *c = &normalize_cases[i];
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) values = NULL;
      const char *keyword = NULL;
      g_autofree char *shown = g_strescape (c->option, NULL);
      gboolean ok = gp_ssh_option_normalize (c->option, &keyword, &values, &error);

      g_test_message ("%s → %s", shown, ok ? keyword : error->message);
      if (c->keyword == NULL)
        {
          g_assert_false (ok);
          g_assert_error (error, GP_ERROR, GP_ERROR_INVALID);
          continue;
        }
      g_assert_no_error (error);
      g_assert_true (ok);
      g_assert_cmpstr (keyword, ==, c->keyword);
      {
        g_autofree char *joined = g_strjoinv ("|", values);

        g_assert_cmpstr (joined, ==, c->values);
      }
    }
}

/* What is formatted reads back as the same words. */
static void
test_format (void)
{
  const char *words[][3] = {
    { "plain", NULL }, { "a b", NULL }, { "", NULL }, { "q\"uote", NULL }, { "back\\slash", NULL },
    { "#hash", NULL }, { "=eq", NULL }, { "it's", NULL }, { "two", "words" }, { "tr\\\"icky\\", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      g_autofree char *text = gp_ssh_option_format ("SendEnv", words[i]);
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) values = NULL;
      const char *keyword = NULL;

      g_test_message ("%s", text);
      g_assert_true (gp_ssh_option_normalize (text, &keyword, &values, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (keyword, ==, "SendEnv");
      g_assert_true (g_strv_equal ((const char * const *) values, words[i]));
    }
}

/* --- the policies ---------------------------------------------------------------- */

typedef struct
{
  const char *option;
  const char *session;   /* canonical form kept from a session file, or NULL */
  const char *user;      /* canonical form kept from the user, or NULL */
} PolicyCase;

static const PolicyCase policy_cases[] = {
  { "Port=2222", "Port=2222", "Port=2222" },
  { "port 022", "Port=22", "Port=022" },
  { "Port=0", NULL, "Port=0" },
  { "Port=65536", NULL, "Port=65536" },
  { "Port=22 23", NULL, "Port=22 23" },
  { "Port=-1", NULL, "Port=-1" },
  { "User=nvidia", "User=nvidia", "User=nvidia" },
  { "User=%u", NULL, "User=%u" },
  { "User=${USER}", NULL, "User=${USER}" },
  { "User=-oProxyCommand", NULL, "User=-oProxyCommand" },
  { "IdentityFile=~/.ssh/id_board", "IdentityFile=~/.ssh/id_board", "IdentityFile=~/.ssh/id_board" },
  { "IdentityFile=\"/keys/a b\"", "IdentityFile=\"/keys/a b\"", "IdentityFile=\"/keys/a b\"" },
  { "IdentityFile=/keys/%h", NULL, "IdentityFile=/keys/%h" },
  { "IdentityFile=${HOME}/k", NULL, "IdentityFile=${HOME}/k" },
  { "IdentityFile=~root/k", NULL, "IdentityFile=~root/k" },
  { "IdentityFile=key", NULL, "IdentityFile=key" },
  { "IdentitiesOnly=YES", "IdentitiesOnly=yes", "IdentitiesOnly=YES" },
  { "ConnectTimeout=5", "ConnectTimeout=5", "ConnectTimeout=5" },
  { "ConnectTimeout=5m", NULL, "ConnectTimeout=5m" },
  { "ServerAliveInterval=30", "ServerAliveInterval=30", "ServerAliveInterval=30" },
  { "ServerAliveCountMax=3", "ServerAliveCountMax=3", "ServerAliveCountMax=3" },
  { "ConnectionAttempts=2", "ConnectionAttempts=2", "ConnectionAttempts=2" },
  { "Compression=no", "Compression=no", "Compression=no" },
  { "AddressFamily=inet6", "AddressFamily=inet6", "AddressFamily=inet6" },
  { "BatchMode=no", "BatchMode=no", "BatchMode=no" },
  { "BatchMode=maybe", NULL, "BatchMode=maybe" },
  { "PreferredAuthentications=publickey,password", "PreferredAuthentications=publickey,password",
    "PreferredAuthentications=publickey,password" },
  { "PreferredAuthentications=hostbased", NULL, "PreferredAuthentications=hostbased" },
  { "PubkeyAuthentication=yes", "PubkeyAuthentication=yes", "PubkeyAuthentication=yes" },
  { "PasswordAuthentication=no", "PasswordAuthentication=no", "PasswordAuthentication=no" },
  { "KbdInteractiveAuthentication=yes", "KbdInteractiveAuthentication=yes", "KbdInteractiveAuthentication=yes" },
  /* The user's own, not a session's. */
  { "StrictHostKeyChecking=no", NULL, "StrictHostKeyChecking=no" },
  { "UserKnownHostsFile=/dev/null", NULL, "UserKnownHostsFile=/dev/null" },
  { "GlobalKnownHostsFile=/dev/null", NULL, "GlobalKnownHostsFile=/dev/null" },
  { "ForwardAgent=yes", NULL, "ForwardAgent=yes" },
  { "RemoteForward=2222 localhost:22", NULL, "RemoteForward=2222 localhost:22" },
  { "LocalForward=8080 localhost:80", NULL, "LocalForward=8080 localhost:80" },
  { "DynamicForward=1080", NULL, "DynamicForward=1080" },
  { "HostName=evil.example", NULL, "Hostname=evil.example" },
  { "ForwardX11=yes", NULL, "ForwardX11=yes" },
  { "SendEnv=LANG", NULL, "SendEnv=LANG" },
  { "SetEnv=A=1", NULL, "SetEnv=A=1" },
  { "HostKeyAlias=board", NULL, "HostKeyAlias=board" },
  { "LogLevel=DEBUG3", NULL, "LogLevel=DEBUG3" },
  { "Tunnel=yes", NULL, "Tunnel=yes" },
  { "ProxyJump=gw", NULL, "ProxyJump=gw" },
  { "ProxyJump=me@gw:2200,ssh://other", NULL, "ProxyJump=me@gw:2200,ssh://other" },
  { "ProxyJump=-oProxyCommand=x", NULL, NULL },
  { "ProxyJump=gw;touch x", NULL, NULL },
  { "PermitLocalCommand=no", NULL, "PermitLocalCommand=no" },
  /* Never. */
  { "PermitLocalCommand=yes", NULL, NULL },
  { "ProxyCommand=touch x", NULL, NULL },
  { "proxycommand=none", NULL, NULL },
  { "LocalCommand=touch x", NULL, NULL },
  { "KnownHostsCommand=/usr/bin/touch x", NULL, NULL },
  { "RemoteCommand=touch x", NULL, NULL },
  { "XAuthLocation=/tmp/x", NULL, NULL },
  { "PKCS11Provider=/tmp/x.so", NULL, NULL },
  { "SecurityKeyProvider=/tmp/x.so", NULL, NULL },
  { "Match=exec \"touch x\"", NULL, NULL },
  { "Include=/tmp/x", NULL, NULL },
  { "Host=x", NULL, NULL },
  { "ControlPath=/tmp/x", NULL, NULL },
  { "ControlMaster=yes", NULL, NULL },
  { "ControlPersist=yes", NULL, NULL },
  { "RequestTTY=force", NULL, NULL },
  { "SessionType=none", NULL, NULL },
  { "\"ProxyCommand\"=touch x", NULL, NULL },
  { "\rPort=22", NULL, NULL },
  { "Port=22\r", NULL, NULL },
  { "", NULL, NULL },
};

static void
test_policies (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (policy_cases); i++)
    {
      const PolicyCase *c = &policy_cases[i];
      g_autoptr(GError) session_error = NULL;
      g_autoptr(GError) user_error = NULL;
      g_autofree char *session = gp_ssh_option_check (c->option, GP_SSH_OPTION_POLICY_SESSION, &session_error);
      g_autofree char *user = gp_ssh_option_check (c->option, GP_SSH_OPTION_POLICY_USER, &user_error);
      g_autofree char *shown = g_strescape (c->option, NULL);

      g_test_message ("%s → session %s; user %s", shown,
                      session != NULL ? session : session_error->message,
                      user != NULL ? user : user_error->message);
      g_assert_cmpstr (session, ==, c->session);
      g_assert_cmpstr (user, ==, c->user);
      if (c->session == NULL)
        g_assert_error (session_error, GP_ERROR, GP_ERROR_INVALID);
      if (c->user == NULL)
        g_assert_error (user_error, GP_ERROR, GP_ERROR_INVALID);
    }
  g_assert_true (gp_ssh_option_policy_allows (GP_SSH_OPTION_POLICY_SESSION, "Port"));
  g_assert_false (gp_ssh_option_policy_allows (GP_SSH_OPTION_POLICY_SESSION, "port"));
  g_assert_false (gp_ssh_option_policy_allows (GP_SSH_OPTION_POLICY_SESSION, "ProxyJump"));
  g_assert_true (gp_ssh_option_policy_allows (GP_SSH_OPTION_POLICY_USER, "ProxyJump"));
  g_assert_false (gp_ssh_option_policy_allows (GP_SSH_OPTION_POLICY_USER, "ProxyCommand"));
}

static void
test_filter (void)
{
  const char *options[] = { "port 2222", "\"ProxyCommand\"=touch x", "User=pi", "ForwardAgent=yes",
                            "\nProxyCommand=touch x", "IdentitiesOnly=yes", NULL };
  const char *kept_expected[] = { "Port=2222", "User=pi", "IdentitiesOnly=yes", NULL };
  const char *dropped_expected[] = { "\"ProxyCommand\"=touch x", "ForwardAgent=yes", "\nProxyCommand=touch x", NULL };
  g_auto(GStrv) dropped = NULL;
  g_auto(GStrv) kept = gp_ssh_options_filter (options, GP_SSH_OPTION_POLICY_SESSION, &dropped);
  g_auto(GStrv) none = gp_ssh_options_filter (NULL, GP_SSH_OPTION_POLICY_SESSION, NULL);

  g_assert_true (g_strv_equal ((const char * const *) kept, kept_expected));
  g_assert_true (g_strv_equal ((const char * const *) dropped, dropped_expected));
  g_assert_cmpuint (g_strv_length (none), ==, 0);
}

/* --- the real ssh ----------------------------------------------------------------- */

/* The option forms that make ssh run `touch MARKER`; %s is the marker. */
typedef struct
{
  const char *format;
  gboolean    ssh_runs;   /* OpenSSH 9.2–9.6 runs it (checked by the control run) */
} HostileForm;

static const HostileForm proxy_forms[] = {
  { "ProxyCommand=%s", TRUE },
  { "proxycommand=%s", TRUE },
  { "PROXYCOMMAND %s", TRUE },
  { "\"ProxyCommand\"=%s", TRUE },
  { "\"ProxyCommand\" %s", TRUE },
  { "\rProxyCommand=%s", TRUE },
  { "\nProxyCommand=%s", TRUE },
  { "\tProxyCommand=%s", TRUE },
  { " \r\n\tProxyCommand=%s", TRUE },
  { "=ProxyCommand=%s", TRUE },
  { "Proxy\"Command\"=%s", TRUE },
  { "ProxyCommand=%s\r", TRUE },
  { "ProxyCommand==%s", TRUE },
  { "ProxyCommand sh -c \"%s\"", TRUE },
  { "\vProxyCommand=%s", FALSE },
  { "\fProxyCommand=%s", FALSE },
  { "\xce\xa1roxyCommand=%s", FALSE },
};

static char *touch_path;

static gboolean
have_program (const char *name)
{
  g_autofree char *path = g_find_program_in_path (name);

  return path != NULL;
}

static char *
marker_command (const char *marker)
{
  return g_strdup_printf ("%s %s", touch_path, marker);
}

/* Runs the argv that gp_ssh_build_argv() makes for @options, to its end. */
static void
run_ssh (const char         *destination,
         const char * const *options)
{
  g_autoptr(GpSsh) ssh = gp_ssh_new (destination, options);
  g_auto(GStrv) argv = gp_ssh_build_argv (ssh, "true");
  g_autofree char *err = NULL;
  int status = gp_test_spawn ((const char * const *) argv, NULL, NULL, &err);

  g_test_message ("ssh → %d: %s", status, err);
}

/* A session file whose target.ssh holds @hostile, written and read back,
 * then what a re-run passes: the options that the session policy keeps. */
static GStrv
session_kept (const char  *destination,
              const char  *port_option,
              const char  *hostile,
              GStrv       *dropped)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpSession) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GpTarget *target = gp_session_get_target (session);
  const char *options[] = { port_option, "ConnectTimeout=10", hostile, NULL };

  target->ssh_destination = g_strdup (destination);
  target->ssh_options = g_strdupv ((char **) options);
  text = gp_session_to_string (session);
  bytes = g_bytes_new (text, strlen (text));
  loaded = gp_session_load_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gp_session_get_target (loaded)->ssh_options[2], ==, hostile);
  return gp_ssh_options_filter ((const char * const *) gp_session_get_target (loaded)->ssh_options,
                                GP_SSH_OPTION_POLICY_SESSION, dropped);
}

/* Every form of ProxyCommand from a session file: nothing runs here. The
 * control runs the same argv unfiltered and sees the marker appear, so the
 * check would notice. */
static void
test_hostile_proxy (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *port = g_strdup_printf ("Port=%d", gp_sshd_free_port ());
  guint ran = 0;

  if (!have_program ("ssh"))
    {
      g_test_skip ("no ssh client");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (proxy_forms); i++)
    {
      g_autofree char *marker = g_strdup_printf ("%s/PWNED-%u", dir, i);
      g_autofree char *control_marker = g_strdup_printf ("%s/CONTROL-%u", dir, i);
      g_autofree char *command = marker_command (marker);
      g_autofree char *control_command = marker_command (control_marker);
      g_autofree char *hostile = NULL;
      g_autofree char *control = NULL;
      g_autofree char *shown = NULL;
      g_auto(GStrv) dropped = NULL;
      g_auto(GStrv) kept = NULL;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      hostile = g_strdup_printf (proxy_forms[i].format, command);
      control = g_strdup_printf (proxy_forms[i].format, control_command);
#pragma GCC diagnostic pop
      shown = g_strescape (hostile, NULL);
      g_test_message ("form %u: %s", i, shown);

      kept = session_kept ("127.0.0.1", port, hostile, &dropped);
      g_assert_true (g_strv_length (dropped) == 1 && g_str_equal (dropped[0], hostile));
      g_assert_cmpuint (g_strv_length (kept), ==, 2);
      run_ssh ("127.0.0.1", (const char * const *) kept);
      g_assert_false (g_file_test (marker, G_FILE_TEST_EXISTS));

      /* The control: the option as it came, straight to ssh. */
      {
        const char *raw[] = { port, "ConnectTimeout=10", control, NULL };

        run_ssh ("127.0.0.1", raw);
        g_test_message ("control %u: %s", i, g_file_test (control_marker, G_FILE_TEST_EXISTS) ? "ran" : "did not run");
        if (proxy_forms[i].ssh_runs)
          {
            g_assert_true (g_file_test (control_marker, G_FILE_TEST_EXISTS));
            ran++;
          }
      }
    }
  g_assert_cmpuint (ran, >, 10);
}

/* Options that run a command only once ssh reaches a server:
 * KnownHostsCommand while it checks the host key, LocalCommand after the
 * login. Against the loopback sshd, with its key, so that the control
 * logs in. */
static void
test_hostile_sshd (void)
{
  g_autoptr(GpSshd) sshd = NULL;
  g_autofree char *dir = gp_test_tmpdir ();
  const char *forms[][2] = {
    { "KnownHostsCommand=%s", NULL },
    { "\"KnownHostsCommand\"=%s", NULL },
    { "\rLocalCommand=%s", "PermitLocalCommand=yes" },
    { "LocalCommand=%s", "\nPermitLocalCommand=yes" },
    { "LocalCommand=%s", "PermitLocalCommand=yes" },
  };

  if (!have_program ("ssh") || !g_file_test ("/usr/sbin/sshd", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("no ssh client or sshd");
      return;
    }
  sshd = gp_sshd_start ();
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_auto(GStrv) login = gp_sshd_options (sshd, NULL, TRUE);
      g_autofree char *marker = g_strdup_printf ("%s/PWNED-%u", dir, i);
      g_autofree char *control_marker = g_strdup_printf ("%s/CONTROL-%u", dir, i);
      g_autofree char *command = marker_command (marker);
      g_autofree char *control_command = marker_command (control_marker);
      g_autofree char *hostile = NULL;
      g_autofree char *control = NULL;
      g_autoptr(GStrvBuilder) session_builder = g_strv_builder_new ();
      g_autoptr(GStrvBuilder) control_builder = g_strv_builder_new ();
      g_auto(GStrv) session_options = NULL;
      g_auto(GStrv) control_options = NULL;
      g_auto(GStrv) dropped = NULL;
      g_auto(GStrv) kept = NULL;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      hostile = g_strdup_printf (forms[i][0], command);
      control = g_strdup_printf (forms[i][0], control_command);
#pragma GCC diagnostic pop

      /* First, as ssh keeps the first value of each option. */
      g_strv_builder_add (session_builder, hostile);
      g_strv_builder_add (control_builder, control);
      if (forms[i][1] != NULL)
        {
          g_strv_builder_add (session_builder, forms[i][1]);
          g_strv_builder_add (control_builder, forms[i][1]);
        }
      g_strv_builder_addv (session_builder, (const char **) login);
      g_strv_builder_addv (control_builder, (const char **) login);
      session_options = g_strv_builder_end (session_builder);
      control_options = g_strv_builder_end (control_builder);

      kept = gp_ssh_options_filter ((const char * const *) session_options, GP_SSH_OPTION_POLICY_SESSION,
                                    &dropped);
      g_assert_true (g_strv_contains ((const char * const *) dropped, hostile));
      for (guint k = 0; kept[k] != NULL; k++)
        g_assert_true (g_str_has_prefix (kept[k], "Port=") || g_str_has_prefix (kept[k], "Identit"));
      run_ssh ("127.0.0.1", (const char * const *) kept);
      g_assert_false (g_file_test (marker, G_FILE_TEST_EXISTS));

      run_ssh ("127.0.0.1", (const char * const *) control_options);
      g_assert_true (g_file_test (control_marker, G_FILE_TEST_EXISTS));
    }
}

/* --- the CLI ----------------------------------------------------------------------- */

static void
assert_refused (const char * const *args,
                const char         *marker)
{
  g_autoptr(GpCliResult) result = gp_test_run_cli (args);
  g_autofree char *shown = g_strescape (args[2], NULL);

  g_test_message ("%s %s → %d: %s", args[1], shown, result->status, result->err);
  g_assert_cmpint (result->status, ==, 3);
  g_assert_true (g_str_has_prefix (result->err, "gst-profile: --ssh"));
  /* One line. */
  g_assert_cmpint (strchr (result->err, '\n') - result->err, ==, (int) strlen (result->err) - 1);
  g_assert_false (g_file_test (marker, G_FILE_TEST_EXISTS));
}

/* Every form of an option that runs a command, and every destination that
 * is an option, is refused before ssh starts: exit 3, one line. */
static void
test_cli (void)
{
  g_autofree char *dir = gp_test_tmpdir ();
  g_autofree char *marker = g_build_filename (dir, "PWNED", NULL);
  g_autofree char *out = g_build_filename (dir, "never.json", NULL);
  g_autofree char *command = marker_command (marker);
  g_autofree char *port = g_strdup_printf ("Port=%d", gp_sshd_free_port ());
  const char *launch = "fakesrc num-buffers=1 ! fakesink";
  const char *destinations[] = { "-oProxyCommand=%s", " -oProxyCommand=%s", "ssh://-oProxyCommand=%s",
                                 "ssh://%%2doProxyCommand=x@host", "-oProxyCommand=x", "\n-oProxyCommand=x",
                                 "%%2doProxyCommand=x", "127.0.0.1;%s", NULL };

  for (guint i = 0; destinations[i] != NULL; i++)
    {
      g_autofree char *dest = NULL;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      dest = g_strdup_printf (destinations[i], command);
#pragma GCC diagnostic pop
      {
        const char *run[] = { "run", "--ssh", dest, launch, "--out", out, NULL };
        const char *check[] = { "check", "--ssh", dest, NULL };

        assert_refused (run, marker);
        assert_refused (check, marker);
      }
    }

  for (guint i = 0; i < G_N_ELEMENTS (proxy_forms); i++)
    {
      g_autofree char *hostile = NULL;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      hostile = g_strdup_printf (proxy_forms[i].format, command);
#pragma GCC diagnostic pop
      {
        const char *run[] = { "run", "--ssh-option", hostile, "--ssh", "127.0.0.1", "--ssh-option", port,
                              launch, NULL };
        const char *wrap[] = { "wrap", "--ssh-option", hostile, "--ssh", "127.0.0.1", "--", "true", NULL };
        const char *check[] = { "check", "--ssh-option", hostile, "--ssh", "127.0.0.1", NULL };

        assert_refused (run, marker);
        assert_refused (wrap, marker);
        assert_refused (check, marker);
      }
    }
  {
    const char *others[] = { "LocalCommand=touch x", "KnownHostsCommand=/usr/bin/touch x",
                             "PermitLocalCommand=yes", "ControlPath=/tmp/x", "ProxyJump=-oProxyCommand=x",
                             "Match exec true", "NoSuchOption=x", NULL };

    for (guint i = 0; others[i] != NULL; i++)
      {
        const char *run[] = { "run", "--ssh-option", others[i], "--ssh", "127.0.0.1", launch, NULL };

        assert_refused (run, marker);
      }
  }

  /* Allowed options pass the check and reach ssh (which finds nothing
   * listening there). */
  {
    const char *run[] = { "check", "--ssh", "127.0.0.1", "--ssh-option", port, "--ssh-option",
                          "UserKnownHostsFile=/dev/null", "--ssh-option", "ProxyJump=none", NULL };
    g_autoptr(GpCliResult) result = gp_test_run_cli (run);

    g_test_message ("%d: %s", result->status, result->err);
    g_assert_cmpint (result->status, ==, 3);
    g_assert_false (g_str_has_prefix (result->err, "gst-profile: --ssh"));
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);

  touch_path = g_find_program_in_path ("touch");
  g_assert_nonnull (touch_path);

  g_test_add_func ("/gp/integration/ssh-option/normalize", test_normalize);
  g_test_add_func ("/gp/integration/ssh-option/format", test_format);
  g_test_add_func ("/gp/integration/ssh-option/policies", test_policies);
  g_test_add_func ("/gp/integration/ssh-option/filter", test_filter);
  g_test_add_func ("/gp/integration/ssh-option/hostile-proxy", test_hostile_proxy);
  g_test_add_func ("/gp/integration/ssh-option/hostile-sshd", test_hostile_sshd);
  g_test_add_func ("/gp/integration/ssh-option/cli", test_cli);

  status = g_test_run ();
  g_free (touch_path);
  return status;
}
