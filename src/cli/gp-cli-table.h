/* gp-cli-table.h: aligned text tables for the subcommands (GpCliTable)
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

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A table of text cells printed with aligned columns, each left- or
 * right-aligned (the last one is never padded), and lines of text between
 * rows that do not count for the widths. */
typedef struct
{
  guint       n_columns;
  const char *align;   /* one 'l' or 'r' per column */
  const char *gap;
  GPtrArray  *cells;   /* of char*, row after row; a line is (text, NULL…) */
} GpCliTable;

/* @align: one 'l' or 'r' a column; @gap: the text between columns. */
void  gp_cli_table_init      (GpCliTable *table,
                              const char *align,
                              const char *gap);
/* A row: one cell a column (NULL is empty). */
void  gp_cli_table_add       (GpCliTable *table,
                              const char *first,
                              ...) G_GNUC_NULL_TERMINATED;
/* A line of text between rows, not counted for the widths. */
void  gp_cli_table_add_line  (GpCliTable *table,
                              const char *text);
/* Prints the table on stdout, each line after @indent without trailing
 * spaces, and frees its cells. */
void  gp_cli_table_print     (GpCliTable *table,
                              const char *indent);

G_END_DECLS
