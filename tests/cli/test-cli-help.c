/* test-cli-help.c: `gst-profile --help` and `gst-profile CMD --help` list everything
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gp-test-util.h"

typedef struct
{
  const char *command;
  const char *options[16];
} CommandHelp;

static const CommandHelp commands[] = {
  { "check",   { "--root", NULL } },
  { "run",     { "--duration", "--out", "--lite", "--tracers", "--label", "--no-ui", "--port", "--host", "--hold",
                 "--parent", "--open", NULL } },
  { "wrap",    { "--duration", "--out", "--lite", "--tracers", "--label", "--no-ui", "--parent", "--open", NULL } },
  { "analyze", { "--dot", "--out", "--format", "--serve", "--open", NULL } },
  { "report",  { "--out", "-o", "--no-redact", NULL } },
  { "parse",   { "--format", NULL } },
  { "patch",   { "--apply", "--all", "--print", "--diff", "-o", NULL } },
  { "compare", { "--format", "BEFORE.json AFTER.json", NULL } },
  { "buffers", { "--at", "--format", "SESSION", "12.5s", "500ms", "exact", "estimated", "queue levels", NULL } },
  { "export",  { "--graph", "--series", "--trace", "--out", "--out-dir", "--dot", "- for stdout", NULL } },
};

static void
test_top_level (void)
{
  g_autoptr(GpCliResult) help = gp_test_run_clivp ("--help", NULL);
  g_autoptr(GpCliResult) version = gp_test_run_clivp ("--version", NULL);
  g_autoptr(GpCliResult) none = gp_test_run_clivp (NULL, NULL);

  g_assert_cmpint (help->status, ==, 0);
  g_assert_nonnull (strstr (help->out, "Usage: gst-profile"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n  %s ", commands[i].command);
      if (strstr (help->out, line) == NULL)
        g_error ("gst-profile --help does not list '%s':\n%s", commands[i].command, help->out);
    }
  g_assert_nonnull (strstr (help->out, "Exit codes"));

  g_assert_cmpint (version->status, ==, 0);
  g_assert_cmpstr (version->out, ==, "gst-profile " PACKAGE_VERSION "\n");

  /* No command: usage on stderr, exit 3. */
  g_assert_cmpint (none->status, ==, 3);
  g_assert_nonnull (strstr (none->err, "Usage: gst-profile"));
}

static void
test_commands (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      const CommandHelp *c = &commands[i];
      g_autoptr(GpCliResult) res = gp_test_run_clivp (c->command, "--help", NULL);
      g_autofree char *usage = g_strdup_printf ("gst-profile %s [OPTION", c->command);

      if (res->status != 0 || strstr (res->out, usage) == NULL)
        g_error ("gst-profile %s --help: status %d, stdout:\n%s\nstderr:\n%s",
                 c->command, res->status, res->out, res->err);
      for (guint j = 0; c->options[j] != NULL; j++)
        if (strstr (res->out, c->options[j]) == NULL)
          g_error ("gst-profile %s --help does not mention %s:\n%s", c->command, c->options[j], res->out);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gp/cli/cli-help/top-level", test_top_level);
  g_test_add_func ("/gp/cli/cli-help/commands", test_commands);
  return g_test_run ();
}
