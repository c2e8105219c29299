/* gp-test-util.h: helpers shared by the tests
 *
 * Copyright 2026 The gst-profile authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "gp-document.h"
#include "gp-session.h"

G_BEGIN_DECLS

typedef struct
{
  char *out;     /* stdout */
  char *err;     /* stderr */
  int   status;  /* exit code, or 128+signal when killed */
} GpCliResult;

/* Absolute path of a file in tests/fixtures. */
char        *gp_test_fixture          (const char   *name);
/* The document of a file in tests/fixtures, loaded as the CLI loads it (asserts it loads). */
GpDocument  *gp_test_load_document    (const char   *name);
/* Absolute path of a file in tests/golden. */
char        *gp_test_golden           (const char   *name);
/* A fresh temp dir, removed (recursively) at exit of the test program. */
char        *gp_test_tmpdir           (void);
/* Runs the gst-profile CLI ($GP_CLI) with the NULL-terminated argv (without
 * argv[0]). */
GpCliResult *gp_test_run_cli          (const char * const *args);
GpCliResult *gp_test_run_clivp        (const char   *first,
                                       ...) G_GNUC_NULL_TERMINATED;
void         gp_cli_result_free       (GpCliResult  *result);
/* Runs any command; returns its exit status, with its output in out and err when non-NULL. */
int          gp_test_spawn            (const char * const *argv,
                                       const char * const *envp_extra,
                                       char               **out,
                                       char               **err);
char        *gp_test_read_file        (const char   *path);
/* Writes @len bytes of @data gzip-compressed to @path (the test fails when it cannot). */
void         gp_test_write_gzip       (const char   *path,
                                       const char   *data,
                                       gsize         len);
/* The session saved at @path (gp_session_load_from_bytes(); the test fails on an error). */
GpSession   *gp_test_load_session     (const char   *path);
/* Removes a directory tree. */
void         gp_test_rm_rf            (const char   *path);
/* Counts lines of @haystack that equal @line. */
guint        gp_test_count_lines      (const char   *haystack,
                                       const char   *needle_prefix);
/* Whether a process of this machine runs gst-launch-1.0 with @marker in its command line. */
gboolean     gp_test_has_launch       (const char   *marker);
/* Writes @out with the benchmarks' session generator (tests/bench/gen-session.py) from the fixture
 * @fixture (a name in tests/fixtures, or a path), its further arguments a NULL-terminated list
 * ("--elements", "200", …); asserts it ran and exited 0. */
void         gp_test_generate_session (const char   *fixture,
                                       const char   *out,
                                       ...) G_GNUC_NULL_TERMINATED;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpCliResult, gp_cli_result_free)

G_END_DECLS
