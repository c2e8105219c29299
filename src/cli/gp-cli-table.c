/* gp-cli-table.c: aligned text tables for the subcommands (GpCliTable)
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

/* The text tables of `compare` and `buffers`: cells of UTF-8 text, columns as wide as their widest
 * cell in characters (not bytes: "—" and "µs" line up), left- or right-aligned, the last column
 * never padded, free lines between rows (headings) that do not widen the columns. The core never
 * aligns text; the CLI does it here. */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gp-cli-table.h"

void
gp_cli_table_init (GpCliTable *table,
                   const char *align,
                   const char *gap)
{
  table->n_columns = strlen (align);
  table->align = align;
  table->gap = gap;
  table->cells = g_ptr_array_new_with_free_func (g_free);
}

void
gp_cli_table_add (GpCliTable *table,
                  const char *first,
                  ...)
{
  va_list ap;
  const char *cell = first;

  va_start (ap, first);
  for (guint i = 0; i < table->n_columns; i++)
    {
      g_ptr_array_add (table->cells, g_strdup (cell != NULL ? cell : ""));
      cell = va_arg (ap, const char *);
    }
  va_end (ap);
}

void
gp_cli_table_add_line (GpCliTable *table,
                       const char *text)
{
  g_ptr_array_add (table->cells, g_strdup (text));
  for (guint i = 1; i < table->n_columns; i++)
    g_ptr_array_add (table->cells, NULL);
}

void
gp_cli_table_print (GpCliTable *table,
                    const char *indent)
{
  g_autofree guint *widths = g_new0 (guint, table->n_columns);
  guint n_rows = table->cells->len / table->n_columns;

  for (guint r = 0; r < n_rows; r++)
    {
      char **row = (char **) table->cells->pdata + r * table->n_columns;

      if (table->n_columns > 1 && row[1] == NULL)
        continue;
      for (guint c = 0; c < table->n_columns; c++)
        widths[c] = MAX (widths[c], (guint) g_utf8_strlen (row[c], -1));
    }

  for (guint r = 0; r < n_rows; r++)
    {
      char **row = (char **) table->cells->pdata + r * table->n_columns;
      GString *line;

      if (table->n_columns > 1 && row[1] == NULL)
        {
          printf ("%s\n", row[0]);
          continue;
        }

      line = g_string_new (indent);
      for (guint c = 0; c < table->n_columns; c++)
        {
          guint pad = widths[c] - (guint) g_utf8_strlen (row[c], -1);
          gboolean last = c + 1 == table->n_columns;

          if (c > 0)
            g_string_append (line, table->gap);
          if (table->align[c] == 'l' || last)
            {
              g_string_append (line, row[c]);
              if (!last)
                g_string_append_printf (line, "%*s", (int) pad, "");
            }
          else
            {
              g_string_append_printf (line, "%*s", (int) pad, "");
              g_string_append (line, row[c]);
            }
        }
      while (line->len > 0 && line->str[line->len - 1] == ' ')
        g_string_truncate (line, line->len - 1);
      printf ("%s\n", line->str);
      g_string_free (line, TRUE);
    }

  g_ptr_array_unref (table->cells);
}

