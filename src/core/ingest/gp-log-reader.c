/* gp-log-reader.c: a log file's bytes to a parser: mapped windows, or a reader thread
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

/* How gp-loader.c hands a tracer log to the aggregator without a copy it does not need.
 *
 * A plain file is mapped, not read into a buffer: a window of GP_LOG_READER_WINDOW bytes at a
 * time, unmapped once parsed, so the pages the process holds stay one window whatever the
 * file's size. Its pages are mapped as the parse first reads them: the kernel's fault-around
 * maps a run of cached pages a fault (and a file cached in 2 MiB folios, as a read from disk
 * leaves it on kernels with large folios, a folio a fault). MAP_POPULATE would walk the window
 * page by page instead: 1.3x the kernel time of the faults on a file cached in 4 KiB pages (as
 * a writer of small writes, GStreamer's log among them, leaves it), the same on one in 2 MiB
 * folios. GMappedFile maps a file
 * whole (all of it resident by the end), hence mmap itself. A file that shrinks under its
 * mapping (a log rotated, or rewritten by a pipeline started again with the same
 * GST_DEBUG_FILE, which opens it with O_TRUNC) makes the kernel send SIGBUS on the next access
 * past its new end, which would kill the process (the app with it). So the parse of a window
 * runs under a guard: a SIGBUS handler, installed once and chaining to the one before it,
 * jumps back out of the parse when the faulting address is in the window the current thread is
 * parsing, and the load fails with one line. What the parse was building is dropped with the
 * aggregator; at worst a string being copied out of the window when the fault came is leaked.
 * Any other SIGBUS goes where it went before.
 *
 * A compressed file (or one that cannot be mapped) is read from its GInputStream, inflated by
 * GZlibDecompressor as before, on a thread of its own: GP_LOG_READER_CHUNKS buffers go round
 * between that thread and the parser through two GAsyncQueues (empty ones to the reader, full
 * ones to the parser, in order), so decompression overlaps parsing and no more than those
 * buffers are ever held. zlib has no threaded inflate and GIO no bounded pipe, hence the two
 * queues here. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "gp-error.h"
#include "gp-log-reader-private.h"

/* Mapped windows */

typedef struct
{
  sigjmp_buf  env;
  const char *base;
  gsize       len;
} MapGuard;

static _Thread_local MapGuard *current_guard;
static struct sigaction previous_bus;

static void
on_sigbus (int        sig,
           siginfo_t *info,
           void      *context)
{
  MapGuard *guard = current_guard;
  const char *addr = info->si_addr;

  if (guard != NULL && info->si_code == BUS_ADRERR && addr >= guard->base && addr < guard->base + guard->len)
    siglongjmp (guard->env, 1);

  if (previous_bus.sa_flags & SA_SIGINFO)
    previous_bus.sa_sigaction (sig, info, context);
  else if (previous_bus.sa_handler != SIG_DFL && previous_bus.sa_handler != SIG_IGN)
    previous_bus.sa_handler (sig);
  else
    signal (SIGBUS, SIG_DFL);  /* the access faults again on return, now with the default action */
}

static gpointer
install_sigbus_handler (gpointer data)
{
  struct sigaction action = { 0 };

  action.sa_sigaction = on_sigbus;
  action.sa_flags = SA_SIGINFO;
  sigemptyset (&action.sa_mask);
  sigaction (SIGBUS, &action, &previous_bus);
  return NULL;
}

/* FALSE when the window was cut under the parse. */
static gboolean
feed_guarded (MapGuard       *guard,
              const char     *map,
              gsize           len,
              GpLogChunkFunc  func,
              gpointer        user_data)
{
  MapGuard *outer = current_guard;

  guard->base = map;
  guard->len = len;
  /* 1: the signal mask is restored on the way back (SIGBUS is blocked in its handler). */
  if (sigsetjmp (guard->env, 1) != 0)
    {
      current_guard = outer;
      return FALSE;
    }
  current_guard = guard;
  func (map, len, user_data);
  current_guard = outer;
  return TRUE;
}

gboolean
_gp_log_read_mapped (int              fd,
                     const char      *path,
                     GpLogChunkFunc   func,
                     gpointer         user_data,
                     GCancellable    *cancellable,
                     GError         **error)
{
  static GOnce once = G_ONCE_INIT;
  guint64 offset = 0;
  MapGuard guard;

  g_return_val_if_fail (fd >= 0, FALSE);
  g_return_val_if_fail (func != NULL, FALSE);

  g_once (&once, install_sigbus_handler, NULL);
  posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);

  for (;;)
    {
      struct stat st;
      void *map;
      gsize len;
      gboolean whole;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (fstat (fd, &st) != 0)
        {
          int errsv = errno;

          g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot read %s: %s", path, g_strerror (errsv));
          return FALSE;
        }
      /* The end, as a read would find it (a file cut before this window included). */
      if (st.st_size <= 0 || (guint64) st.st_size <= offset)
        return TRUE;

      len = (gsize) MIN ((guint64) st.st_size - offset, GP_LOG_READER_WINDOW);
      map = mmap (NULL, len, PROT_READ, MAP_PRIVATE, fd, (off_t) offset);
      if (map == MAP_FAILED)
        {
          int errsv = errno;

          /* A file system that cannot map: the caller reads it instead. */
          if (offset == 0)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "cannot map %s: %s", path, g_strerror (errsv));
          else
            g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot read %s: %s", path, g_strerror (errsv));
          return FALSE;
        }
      whole = feed_guarded (&guard, map, len, func, user_data);
      munmap (map, len);
      if (!whole)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "%s was truncated while it was read", path);
          return FALSE;
        }
      offset += len;
    }
}

/* The reader thread */

typedef struct
{
  char     *data;
  gsize     len;
  gboolean  last;   /* the end of the stream, or an error */
  GError   *error;
} Chunk;

typedef struct
{
  GInputStream *stream;
  GCancellable *cancellable;
  GAsyncQueue  *empty;  /* Chunk, to fill */
  GAsyncQueue  *full;   /* Chunk, filled, in order */
} Reader;

static gpointer
reader_thread (gpointer user_data)
{
  Reader *reader = user_data;
  gboolean last;

  /* A chunk pushed is the parser's: nothing of it is read here afterwards. */
  do
    {
      Chunk *chunk = g_async_queue_pop (reader->empty);
      gboolean ok;

      ok = g_input_stream_read_all (reader->stream, chunk->data, GP_LOG_READER_CHUNK, &chunk->len,
                                    reader->cancellable, &chunk->error);
      last = chunk->last = !ok || chunk->len < GP_LOG_READER_CHUNK;
      g_async_queue_push (reader->full, chunk);
    }
  while (!last);
  return NULL;
}

gboolean
_gp_log_read_threaded (GInputStream    *stream,
                       const char      *path,
                       GpLogChunkFunc   func,
                       gpointer         user_data,
                       GCancellable    *cancellable,
                       GError         **error)
{
  Chunk chunks[GP_LOG_READER_CHUNKS] = { { 0 } };
  Reader reader = { stream, cancellable, g_async_queue_new (), g_async_queue_new () };
  gboolean ok = TRUE;
  gboolean last;
  GThread *thread;
  Chunk *chunk;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (func != NULL, FALSE);

  for (guint i = 0; i < GP_LOG_READER_CHUNKS; i++)
    {
      chunks[i].data = g_malloc (GP_LOG_READER_CHUNK);
      g_async_queue_push (reader.empty, &chunks[i]);
    }
  thread = g_thread_new ("gp-log-reader", reader_thread, &reader);

  /* Every chunk up to the last is taken, so the thread never waits for an empty one in vain.
   * Whether it was the last is read before it goes back: once pushed, the thread may fill it
   * again (and call it the last) before the loop's test. */
  do
    {
      chunk = g_async_queue_pop (reader.full);
      last = chunk->last;
      if (chunk->error != NULL)
        {
          if (ok)
            g_set_error (error, GP_ERROR, GP_ERROR_UNREADABLE, "cannot read %s: %s", path, chunk->error->message);
          ok = FALSE;
        }
      else if (chunk->len > 0)
        func (chunk->data, chunk->len, user_data);
      g_async_queue_push (reader.empty, chunk);
    }
  while (!last);

  g_thread_join (thread);
  for (guint i = 0; i < GP_LOG_READER_CHUNKS; i++)
    {
      g_clear_error (&chunks[i].error);
      g_free (chunks[i].data);
    }
  g_async_queue_unref (reader.empty);
  g_async_queue_unref (reader.full);
  return ok;
}
