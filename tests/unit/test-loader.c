/* test-loader.c: a tracer log read mapped, gzip'd through the reader thread, and cut while read
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

/* One real gst-launch-1.0 run's log, larger than a mapped window (gp-log-reader.c), loaded with
 * gp_load_path() as it is (mapped a window at a time) and gzip-compressed (inflated on the
 * reader thread, more chunks than go round): both give the session the whole log fed to an
 * aggregator in one piece gives. The reader's own chunks, put together, are the file's bytes.
 * And a file truncated under its mapping while it is parsed: one error, not SIGBUS. */

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "gp-aggregator.h"
#include "gp-error.h"
#include "gp-loader.h"
#include "gp-log-reader-private.h"
#include "gp-session-json.h"
#include "gp-test-capture.h"
#include "gp-test-util.h"

static char *tmpdir;
static char *log_path;

/* A real log of more than two mapped windows and more than the reader's chunks. */
static const char *
real_log (void)
{
  static const char * const words[] = {
    "videotestsrc", "num-buffers=6000", "!", "video/x-raw,width=32,height=24", "!", "queue", "!",
    "videoconvert", "!", "fakesink", "sync=false", NULL
  };
  g_autofree char *captured = NULL;
  g_autofree char *data = NULL;
  gsize len;

  if (log_path != NULL)
    return log_path;
  /* A copy: every read below sees the same bytes, whatever a process the run left behind
   * (GStreamer's plugin scanner inherits GST_DEBUG_FILE) still writes into the log. */
  captured = gp_test_capture_log (tmpdir, words, NULL);
  g_assert_true (g_file_get_contents (captured, &data, &len, NULL));
  g_assert_cmpuint (len, >, 2 * GP_LOG_READER_WINDOW);
  g_assert_cmpuint (len, >, 2 * GP_LOG_READER_CHUNKS * GP_LOG_READER_CHUNK);
  log_path = g_build_filename (tmpdir, "snapshot.log", NULL);
  g_assert_true (g_file_set_contents (log_path, data, (gssize) len, NULL));
  return log_path;
}

/* @session as text, without what the clock gives it (its id, when it started). */
static char *
session_text (GpSession *session)
{
  GpSessionInfo *info = gp_session_get_info (session);

  g_free (info->id);
  info->id = g_strdup ("test");
  g_free (info->started);
  info->started = g_strdup ("2026-01-01T00:00:00Z");
  return gp_session_to_string (session);
}

/* The session of the whole file fed at once, as text. */
static char *
session_in_one_piece (const char *path)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpAggregator) aggregator = gp_aggregator_new (session);
  g_autofree char *data = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  gp_aggregator_feed (aggregator, data, len);
  gp_aggregator_finish (aggregator);
  return session_text (session);
}

static char *
session_loaded (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GpSession) session = gp_load_path (path, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (session);
  g_assert_cmpuint (gp_session_get_info (session)->parse.records, >, 10000);
  return session_text (session);
}

static void
test_mapped (void)
{
  const char *path = real_log ();
  g_autofree char *expected = session_in_one_piece (path);
  g_autofree char *mapped = session_loaded (path);

  g_assert_cmpstr (mapped, ==, expected);
}

static char *
write_gzip (const char *src,
            const char *name)
{
  char *path = g_build_filename (tmpdir, name, NULL);
  g_autofree char *data = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (src, &data, &len, NULL));
  gp_test_write_gzip (path, data, len);
  return path;
}

static void
test_gzip (void)
{
  const char *path = real_log ();
  /* named without .gz: the magic tells it */
  g_autofree char *gz = write_gzip (path, "trace.log.z");
  g_autofree char *expected = session_in_one_piece (path);
  g_autofree char *loaded = session_loaded (gz);

  g_assert_cmpstr (loaded, ==, expected);
}

/* The session of the whole file fed in pieces of @piece bytes, as text. */
static char *
session_in_pieces (const char *path,
                   gsize       piece)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpAggregator) aggregator = gp_aggregator_new (session);
  g_autofree char *data = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  for (gsize at = 0; at < len; at += piece)
    gp_aggregator_feed (aggregator, data + at, MIN (piece, len - at));
  gp_aggregator_finish (aggregator);
  return session_text (session);
}

/* Wherever the pieces end (in a line, a field, a number, right after a newline), the session
 * is the one the whole file gives: sizes prime to every record's length, and the reader's. */
static void
test_pieces (void)
{
  static const gsize pieces[] = { 4093, 65521, 262139, 1048573, GP_LOG_READER_CHUNK };
  const char *path = real_log ();
  g_autofree char *expected = session_in_one_piece (path);

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_autofree char *cut = session_in_pieces (path, pieces[i]);

      g_test_message ("pieces of %" G_GSIZE_FORMAT " bytes", pieces[i]);
      g_assert_cmpstr (cut, ==, expected);
    }
}

/* The reader's chunks, put together, and how many came. */
typedef struct
{
  GString *bytes;
  guint    n;
} Collected;

static void
collect (const char *data,
         gsize       len,
         gpointer    user_data)
{
  Collected *c = user_data;

  g_string_append_len (c->bytes, data, (gssize) len);
  c->n++;
}

static void
test_chunks (void)
{
  const char *path = real_log ();
  g_autofree char *gz = write_gzip (path, "trace.log.gz");
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) stream = NULL;
  Collected mapped = { g_string_new (NULL), 0 };
  Collected threaded = { g_string_new (NULL), 0 };
  gsize len;
  int fd;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_true (_gp_log_read_mapped (fd, path, collect, &mapped, NULL, &error));
  g_assert_no_error (error);
  close (fd);
  g_assert_cmpuint (mapped.bytes->len, ==, len);
  g_assert_true (memcmp (mapped.bytes->str, data, len) == 0);
  g_assert_cmpuint (mapped.n, ==, (len + GP_LOG_READER_WINDOW - 1) / GP_LOG_READER_WINDOW);

  stream = gp_open_maybe_gzip (gz, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (_gp_log_read_threaded (stream, gz, collect, &threaded, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (threaded.bytes->len, ==, len);
  g_assert_true (memcmp (threaded.bytes->str, data, len) == 0);
  g_assert_cmpuint (threaded.n, >, GP_LOG_READER_CHUNKS);

  g_string_free (mapped.bytes, TRUE);
  g_string_free (threaded.bytes, TRUE);
}

/* The first window: the file is cut to nothing, then the window read to its end. */
typedef struct
{
  const char *path;
  guint       calls;
  guint       sum;
  gboolean    read_through;  /* the window was read to its end: no SIGBUS came */
} Cutter;

static void
cut_then_read (const char *data,
               gsize       len,
               gpointer    user_data)
{
  Cutter *cutter = user_data;
  const volatile char *bytes = (const volatile char *) data;

  cutter->calls++;
  g_assert_cmpint (truncate (cutter->path, 0), ==, 0);
  for (gsize i = 0; i < len; i += 4096)
    cutter->sum += (guchar) bytes[i];
  cutter->read_through = TRUE;
}

static void
test_truncated (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "cut.log", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) again = NULL;
  g_autofree char *text = g_strnfill (3 * GP_LOG_READER_WINDOW, 'x');
  g_autoptr(GpSession) session = NULL;
  Cutter cutter = { path, 0, 0, FALSE };
  int fd;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_false (_gp_log_read_mapped (fd, path, cut_then_read, &cutter, NULL, &error));
  close (fd);
  g_assert_error (error, GP_ERROR, GP_ERROR_UNREADABLE);
  g_assert_true (g_str_has_suffix (error->message, "cut.log was truncated while it was read"));
  g_assert_cmpuint (cutter.calls, ==, 1);
  g_assert_false (cutter.read_through);

  /* and the process goes on: the file, now empty, is said to be */
  session = gp_load_path (path, NULL, NULL, &again);
  g_assert_null (session);
  g_assert_error (again, GP_ERROR, GP_ERROR_INVALID);
  g_assert_true (g_str_has_suffix (again->message, "cut.log is empty"));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = gp_test_tmpdir ();

  g_test_add_func ("/gp/unit/loader/mapped", test_mapped);
  g_test_add_func ("/gp/unit/loader/gzip", test_gzip);
  g_test_add_func ("/gp/unit/loader/pieces", test_pieces);
  g_test_add_func ("/gp/unit/loader/chunks", test_chunks);
  g_test_add_func ("/gp/unit/loader/truncated", test_truncated);

  status = g_test_run ();
  g_free (log_path);
  g_free (tmpdir);
  return status;
}
