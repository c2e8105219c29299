/* seed-driver.c: a fuzz target's main outside libFuzzer, for the `fuzz` suite
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

/* fuzz-NAME-seeds PATH…: calls the target's LLVMFuzzerTestOneInput once on
 * every file named, and on every file of every directory named (sorted, not
 * recursive), as libFuzzer does with a corpus and -runs=0. Linked into every
 * target of tests/fuzz in the normal build (gcc or clang, any sanitizer), so
 * that the seed corpora are regression tests there too; the libFuzzer build
 * (-Dfuzzers=true) uses libFuzzer's own main. Each file is named on stderr
 * before it runs, so a crash names its input. Exit 0 when every input ran,
 * 1 when a path cannot be read or nothing was run. */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include <glib.h>

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);
/* Only some targets have one (libFuzzer calls it when it is defined). */
int LLVMFuzzerInitialize   (int           *argc,
                            char        ***argv) __attribute__ ((weak));

static gboolean
run_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree uint8_t *copy = NULL;
  gsize len = 0;

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  g_printerr ("%s (%" G_GSIZE_FORMAT " bytes)\n", path, len);
  /* libFuzzer hands a copy of exactly len bytes, without the NUL that
   * g_file_get_contents() adds, so ASan sees a read past them; never NULL,
   * even for an empty input. */
  copy = g_malloc (MAX (len, 1));
  memcpy (copy, data, len);
  LLVMFuzzerTestOneInput (copy, len);
  return TRUE;
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static gboolean
run_dir (const char *path,
         guint      *n_run)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (path, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);

      if (g_file_test (file, G_FILE_TEST_IS_DIR))
        continue;
      if (!run_file (file))
        return FALSE;
      (*n_run)++;
    }
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  guint n_run = 0;

  if (argc < 2)
    {
      g_printerr ("usage: %s FILE|DIR…\n", argv[0]);
      return 2;
    }
  if (LLVMFuzzerInitialize != NULL)
    LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          if (!run_dir (argv[i], &n_run))
            return 1;
        }
      else
        {
          if (!run_file (argv[i]))
            return 1;
          n_run++;
        }
    }
  g_printerr ("%u inputs run\n", n_run);
  return n_run > 0 ? 0 : 1;
}
