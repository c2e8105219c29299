/* gp-loader.c: every input file a user names, opened as a session
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

/* What `analyze`, `report`, `export`, `compare`, `patch`, `--dot`, `--parent` and the app's open
 * all read through (gp_document_load() calls it): a session JSON or a GST_DEBUG tracer log, either
 * gzip-compressed (the gzip magic or a ".gz" name). Regular files only: a stat, then an O_NONBLOCK
 * open whose descriptor is checked again, so a FIFO never blocks and a device is never read. After
 * a leading UTF-8 BOM and whitespace, a '{' makes it a session, read by core/format (in two steps
 * for the app, the file then mapped rather than read and its pages given back behind the readers);
 * anything else is a tracer log fed to a GpAggregator, with the dot dumps merged after it. Errors
 * are one line naming the path; a top-level JSON value that is not an object is named ("a JSON
 * array, not a gst-profile session"). And the sniff of a file handed to the app with others
 * (gp_load_sniff_path()): a session, a tracer log, a dot dump or a tegrastats log, from its start. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gunixinputstream.h>
#include <glib/gstdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <string.h>

#include "gp-aggregator.h"
#include "gp-dot.h"
#include "gp-error.h"
#include "gp-json-text-private.h"
#include "gp-loader.h"
#include "gp-log-reader-private.h"
#include "gp-session-json.h"
#include "gp-session-load.h"
#include "gp-tegrastats.h"

/* A log with no records that is no larger than this is checked for being
 * some other JSON value, to say so. */
#define JSON_SNIFF_MAX (1024 * 1024)
#define UTF8_BOM "\xef\xbb\xbf"
/* A session file is small; anything larger than this that starts with '{'
 * is not one of ours. */
#define MAX_SESSION_SIZE ((gsize) 1024 * 1024 * 1024)
/* What gp_load_sniff_path() reads: the start of the file, its first lines. */
#define SNIFF_SIZE (16 * 1024)
#define SNIFF_LINES 8

static void
set_not_regular (GError     **error,
                 const char  *path,
                 mode_t       mode)
{
  if (S_ISDIR (mode))
    g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                 "%s is a directory, not a session or a tracer log", path);
  else
    g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE,
                 "%s is %s, not a regular file", path, gp_file_kind (mode));
}

static void
set_open_error (GError     **error,
                const char  *path,
                int          errsv)
{
  if (errsv == ENOENT)
    g_set_error (error, GP_ERROR, GP_ERROR_NOT_FOUND, "%s not found", path);
  else
    g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot read %s: %s", path, g_strerror (errsv));
}

/* @path opened for reading when it is a regular file; -1 and an error
 * otherwise. A FIFO, a device or a socket is refused before it is opened,
 * and the open itself cannot block (O_NONBLOCK: something swapped in
 * between is caught by the fstat on the descriptor). */
static int
open_regular (const char  *path,
              GError     **error)
{
  GStatBuf st;
  struct stat fst;
  int flags;
  int fd;

  if (g_stat (path, &st) != 0)
    {
      set_open_error (error, path, errno);
      return -1;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_regular (error, path, st.st_mode);
      return -1;
    }

  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0);
  if (fd < 0)
    {
      set_open_error (error, path, errno);
      return -1;
    }
  if (fstat (fd, &fst) != 0)
    {
      set_open_error (error, path, errno);
      close (fd);
      return -1;
    }
  if (!S_ISREG (fst.st_mode))
    {
      set_not_regular (error, path, fst.st_mode);
      close (fd);
      return -1;
    }
  /* Reads of a regular file never wait anyway; the flag goes for tidiness. */
  if ((flags = fcntl (fd, F_GETFL)) >= 0)
    fcntl (fd, F_SETFL, flags & ~O_NONBLOCK);
  return fd;
}

/* The checks of open_regular() without keeping the file open (dot files
 * are checked before the log is read). */
static gboolean
check_path (const char  *path,
            GError     **error)
{
  int fd = open_regular (path, error);

  if (fd < 0)
    return FALSE;
  close (fd);
  return TRUE;
}

/* @fd's stream with a peek buffer; gunzipped when it says so. Takes @fd. */
static GInputStream *
open_fd_maybe_gzip (int            fd,
                    const char    *path,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autoptr(GInputStream) raw = g_unix_input_stream_new (fd, TRUE);
  g_autoptr(GInputStream) buffered = NULL;
  g_autoptr(GError) local_error = NULL;
  const guchar *peek;
  gsize avail = 0;

  buffered = g_buffered_input_stream_new_sized (raw, 64 * 1024);
  if (g_buffered_input_stream_fill (G_BUFFERED_INPUT_STREAM (buffered), 2, cancellable, &local_error) < 0)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot read %s: %s", path, local_error->message);
      return NULL;
    }
  peek = g_buffered_input_stream_peek_buffer (G_BUFFERED_INPUT_STREAM (buffered), &avail);

  if ((avail >= 2 && peek[0] == 0x1f && peek[1] == 0x8b) || g_str_has_suffix (path, ".gz"))
    {
      g_autoptr(GZlibDecompressor) gunzip = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP);
      return g_converter_input_stream_new (buffered, G_CONVERTER (gunzip));
    }

  return g_steal_pointer (&buffered);
}

GInputStream *
gp_open_maybe_gzip (const char    *path,
                    GCancellable  *cancellable,
                    GError       **error)
{
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  if ((fd = open_regular (path, error)) < 0)
    return NULL;
  return open_fd_maybe_gzip (fd, path, cancellable, error);
}

/* Reads straight into the result, sized for the file (@path's size; more
 * when it is compressed). */
static GBytes *
read_all (GInputStream  *stream,
          const char    *path,
          gsize          limit,
          GCancellable  *cancellable,
          GError       **error)
{
  g_autoptr(GByteArray) data = NULL;
  g_autoptr(GError) local_error = NULL;
  GStatBuf st;
  gsize size_hint = 0;
  gsize len = 0;

  if (g_stat (path, &st) == 0 && st.st_size > 0)
    size_hint = MIN ((gsize) st.st_size, limit);
  data = g_byte_array_sized_new (size_hint + 1);
  g_byte_array_set_size (data, size_hint + 1);

  for (;;)
    {
      gssize n;

      /* Room for one byte more than the file: the read that finds the
       * end then needs no growth. */
      if (data->len == len)
        g_byte_array_set_size (data, len + 256 * 1024);
      n = g_input_stream_read (stream, data->data + len, MIN (data->len - len, G_MAXSSIZE),
                               cancellable, &local_error);
      if (n < 0)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot read %s: %s", path, local_error->message);
          return NULL;
        }
      if (n == 0)
        break;
      if (len + (gsize) n > limit)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s is too large to be a session", path);
          return NULL;
        }
      len += (gsize) n;
    }

  g_byte_array_set_size (data, len);
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

typedef struct
{
  void  *data;
  gsize  len;
} Mapping;

static void
mapping_free (gpointer user_data)
{
  Mapping *mapping = user_data;

  munmap (mapping->data, mapping->len);
  g_free (mapping);
}

/* A plain (not gzip) file mapped rather than read: no copy, and pages the
 * kernel can take back. Populated at once when small (cheaper than a fault
 * per page); a large one is read in order, its pages given back behind the
 * readers (gp_session_load_deferred_full()), never resident as a whole.
 * NULL when it cannot be (the caller reads it). */
#define POPULATE_MAX (64 * 1024 * 1024)
#ifdef MAP_POPULATE
#define GP_MAP_POPULATE MAP_POPULATE
#else
#define GP_MAP_POPULATE 0
#endif

static GBytes *
map_plain (int         fd,
           const char *path)
{
  Mapping *mapping;
  const guchar *data;
  struct stat st;
  void *map;
  int flags = MAP_PRIVATE;

  if (g_str_has_suffix (path, ".gz") ||
      fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size < 2 ||
      (guint64) st.st_size > MAX_SESSION_SIZE ||
      (map = mmap (NULL, (gsize) st.st_size, PROT_READ,
                   flags | (st.st_size <= POPULATE_MAX ? GP_MAP_POPULATE : 0), fd, 0)) == MAP_FAILED)
    return NULL;
  if (st.st_size > POPULATE_MAX)
    madvise (map, (gsize) st.st_size, MADV_SEQUENTIAL);

  data = map;
  if (data[0] == 0x1f && data[1] == 0x8b)
    {
      munmap (map, (gsize) st.st_size);
      return NULL;
    }
  mapping = g_new (Mapping, 1);
  mapping->data = map;
  mapping->len = (gsize) st.st_size;
  return g_bytes_new_with_free_func (map, mapping->len, mapping_free, mapping);
}

static GpDotGraph *
read_dot (const char    *dot_path,
          GCancellable  *cancellable,
          GError       **error)
{
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GpDotGraph *dot;
  g_autoptr(GError) local_error = NULL;
  const char *data;
  gsize len;

  if (!(stream = gp_open_maybe_gzip (dot_path, cancellable, error)) ||
      !(bytes = read_all (stream, dot_path, MAX_SESSION_SIZE, cancellable, error)))
    return NULL;

  data = g_bytes_get_data (bytes, &len);
  dot = gp_dot_parse (data, (gssize) len, &local_error);
  if (dot == NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s is not a GStreamer dot dump (%s)",
                   dot_path, local_error->message);
      return NULL;
    }
  return dot;
}

/* "a JSON array, not a gst-profile session …" when @data is one JSON
 * value (whitespace and a BOM around it allowed) other than an object;
 * NULL when it is not JSON. */
static char *
describe_json_value (const char *data,
                     gsize       len)
{
  const char *end = data + len;
  const char *p = data;
  const char *after;
  const char *type;

  if (len >= 3 && memcmp (p, UTF8_BOM, 3) == 0)
    p += 3;
  p = _gp_json_text_skip_ws (p, end);
  if ((type = _gp_json_text_type_name (p, end)) == NULL || g_str_equal (type, "an object") ||
      (after = _gp_json_text_skip_value (p, end, 0)) == NULL || _gp_json_text_skip_ws (after, end) != end)
    return NULL;
  if (g_str_equal (type, "null"))
    return g_strdup ("JSON null");
  /* "an array" → "a JSON array" */
  return g_strconcat ("a JSON ", strchr (type, ' ') + 1, NULL);
}

/* What load_log() hands each chunk of the log: the aggregator, and the start kept to say what
 * a file that is no log is. */
typedef struct
{
  GpAggregator *aggregator;
  GByteArray   *head;
  gsize         total;
} LogFeed;

static void
feed_chunk (const char *data,
            gsize       len,
            gpointer    user_data)
{
  LogFeed *feed = user_data;

  if (feed->total < JSON_SNIFF_MAX)
    g_byte_array_append (feed->head, (const guint8 *) data, (guint) MIN (len, JSON_SNIFF_MAX - feed->total + 1));
  feed->total += len;
  gp_aggregator_feed (feed->aggregator, data, len);
}

/* @fd is the plain file's descriptor (mapped, gp-log-reader.c), -1 for a compressed one
 * (@stream read on a thread of its own). */
static GpSession *
load_log (GInputStream        *stream,
          int                  fd,
          const char          *path,
          const char * const  *dots,
          GCancellable        *cancellable,
          GError             **error)
{
  g_autoptr(GpSession) session = gp_session_new ();
  g_autoptr(GpAggregator) aggregator = gp_aggregator_new (session);
  g_autoptr(GByteArray) head = g_byte_array_new ();
  g_autoptr(GPtrArray) parsed = g_ptr_array_new_with_free_func ((GDestroyNotify) gp_dot_graph_free);
  g_autoptr(GError) local_error = NULL;
  LogFeed feed = { aggregator, head, 0 };
  const GpParseStats *stats;
  guint n_dots = dots ? g_strv_length ((GStrv) dots) : 0;
  gboolean read;
  gsize total;

  /* The dumps are read first: they tell elements of one name in different bins apart, which
   * the records need as they come (gp-aggregator-copies.c); they are merged after the log. */
  for (guint i = 0; i < n_dots; i++)
    {
      GpDotGraph *dot = read_dot (dots[i], cancellable, error);

      if (dot == NULL)
        return NULL;
      g_ptr_array_add (parsed, dot);
      gp_aggregator_add_dot_hints (aggregator, dot);
    }

  read = fd >= 0 && _gp_log_read_mapped (fd, path, feed_chunk, &feed, cancellable, &local_error);
  if (!read && (fd < 0 || g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED)))
    {
      g_clear_error (&local_error);
      read = _gp_log_read_threaded (stream, path, feed_chunk, &feed, cancellable, &local_error);
    }
  if (!read)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  total = feed.total;

  for (guint i = 0; i < parsed->len; i++)
    gp_aggregator_add_last_dot (aggregator, g_ptr_array_index (parsed, i));

  gp_aggregator_finish (aggregator);

  stats = &gp_session_get_info (session)->parse;
  if (stats->records == 0 && stats->caps_events == 0 && n_dots == 0)
    {
      g_autofree char *json = NULL;

      if (total <= JSON_SNIFF_MAX)
        json = describe_json_value ((const char *) head->data, head->len);
      if (json != NULL)
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "%s is %s, not a gst-profile session (expected an object with \"schema\")",
                     path, json);
      else if (stats->lines == 0)
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s is empty", path);
      else
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "%s is not a GStreamer tracer log (no tracer records in %" G_GUINT64_FORMAT " lines)",
                     path, stats->lines);
      return NULL;
    }

  return g_steal_pointer (&session);
}

static GpSession *
load_path (const char          *path,
           const char * const  *dots,
           GpSeriesLoad       **pending,
           GCancellable        *cancellable,
           GError             **error)
{
  g_autoptr(GInputStream) raw = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *peek;
  gsize avail = 0;
  gsize i;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  for (i = 0; dots != NULL && dots[i] != NULL; i++)
    if (!check_path (dots[i], error))
      return NULL;

  /* The stream owns @fd; it is kept open below to map the file. */
  if ((fd = open_regular (path, error)) < 0 ||
      !(raw = open_fd_maybe_gzip (fd, path, cancellable, error)))
    return NULL;

  /* A small buffer for the peek: larger reads then bypass it instead of
   * being copied twice. */
  stream = g_buffered_input_stream_new_sized (raw, 64 * 1024);
  if (g_buffered_input_stream_fill (G_BUFFERED_INPUT_STREAM (stream), 64, cancellable, &local_error) < 0)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot read %s: %s", path, local_error->message);
      return NULL;
    }
  peek = g_buffered_input_stream_peek_buffer (G_BUFFERED_INPUT_STREAM (stream), &avail);
  if (avail == 0)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s is empty", path);
      return NULL;
    }

  /* A UTF-8 BOM, as some editors write, is no part of the text. */
  i = avail >= 3 && memcmp (peek, UTF8_BOM, 3) == 0 ? 3 : 0;
  for (; i < MIN (avail, 64) && g_ascii_isspace (peek[i]); i++)
    ;

  if (i < avail && peek[i] == '{')
    {
      g_autoptr(GBytes) bytes = NULL;
      GpSession *session;
      gboolean mapped = FALSE;

      /* The app keeps what it opens: map the file (the series text is
       * kept deflated once read, the mapping goes). */
      if (pending != NULL && (bytes = map_plain (fd, path)) != NULL)
        mapped = TRUE;
      else if (!(bytes = read_all (stream, path, MAX_SESSION_SIZE, cancellable, error)))
        return NULL;
      if (pending != NULL)
        {
          session = gp_session_load_deferred_full (bytes, mapped, pending, &local_error);
        }
      else
        session = gp_session_load_from_bytes (bytes, &local_error);
      if (session == NULL)
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s is not a usable session (%s)",
                     path, local_error->message);
      return session;
    }

  return load_log (stream, G_IS_CONVERTER_INPUT_STREAM (raw) ? -1 : fd, path, dots, cancellable, error);
}

GpSession *
gp_load_path (const char          *path,
              const char * const  *dots,
              GCancellable        *cancellable,
              GError             **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return load_path (path, dots, NULL, cancellable, error);
}

GpSession *
gp_load_path_deferred (const char          *path,
                       const char * const  *dots,
                       GpSeriesLoad       **pending,
                       GCancellable        *cancellable,
                       GError             **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (pending != NULL, NULL);

  *pending = NULL;
  return load_path (path, dots, pending, cancellable, error);
}

gboolean
gp_load_path_series (GpSeriesLoad  *load,
                     const char    *path,
                     GError       **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (load != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (gp_series_load_run (load, &local_error))
    return TRUE;
  g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "%s is not a usable session (%s)",
               path, local_error->message);
  return FALSE;
}

/* The sniff of a file's start (@data, @len bytes, NUL-terminated): tegrastats
 * writes one line per interval, each with its RAM, CPU or engine fields, and
 * a line of a tracer log, a dot dump or a session has none of them, so most
 * of the first (whole, non-blank) lines being tegrastats lines tells it. */
static GpLoadKind
sniff_text (char     *data,
            gsize     len,
            gboolean  truncated)
{
  gsize i = len >= 3 && memcmp (data, UTF8_BOM, 3) == 0 ? 3 : 0;
  guint n_lines = 0;
  guint n_tegra = 0;
  char *line;

  for (; i < len && g_ascii_isspace (data[i]); i++)
    ;
  if (i < len && data[i] == '{')
    return GP_LOAD_KIND_SESSION;
  if (g_str_has_prefix (data + i, "digraph") || g_str_has_prefix (data + i, "strict digraph"))
    return GP_LOAD_KIND_DOT;

  line = data + i;
  while (line < data + len && n_lines < SNIFF_LINES)
    {
      char *nl = memchr (line, '\n', data + len - line);
      g_autoptr(GpTegraSample) sample = NULL;

      /* The last line of a full buffer may be cut: not read. */
      if (nl == NULL && truncated)
        break;
      if (nl != NULL)
        *nl = '\0';
      g_strstrip (line);
      if (*line != '\0')
        {
          n_lines++;
          sample = gp_tegrastats_parse_line (line);
          if (!gp_tegra_sample_is_empty (sample))
            n_tegra++;
        }
      if (nl == NULL)
        break;
      line = nl + 1;
    }
  return n_tegra > 0 && 2 * n_tegra > n_lines ? GP_LOAD_KIND_TEGRASTATS : GP_LOAD_KIND_TRACER_LOG;
}

GpLoadKind
gp_load_sniff_path (const char   *path,
                    GCancellable *cancellable)
{
  g_autoptr(GInputStream) stream = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (path != NULL, GP_LOAD_KIND_TRACER_LOG);

  if ((stream = gp_open_maybe_gzip (path, cancellable, NULL)) == NULL)
    return GP_LOAD_KIND_TRACER_LOG;
  data = g_malloc (SNIFF_SIZE + 1);
  if (!g_input_stream_read_all (stream, data, SNIFF_SIZE, &len, cancellable, NULL))
    return GP_LOAD_KIND_TRACER_LOG;
  data[len] = '\0';
  return sniff_text (data, len, len == SNIFF_SIZE);
}
