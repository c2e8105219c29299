/* gp-launch-private.h: what the launch-string files share
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

#include "gp-launch.h"

G_BEGIN_DECLS

/* The quoting in force before a byte of the user's text. */
typedef enum
{
  GP_LAUNCH_QUOTE_NONE,
  GP_LAUNCH_QUOTE_SINGLE,
  GP_LAUNCH_QUOTE_DOUBLE,
  GP_LAUNCH_QUOTE_INSIDE,   /* in an escape or a comment: no place for an edit */
} GpLaunchQuote;

struct _GpLaunch
{
  char       *source;         /* the user's text, shell quoting and all */
  guint       source_length;
  guint8     *quote;          /* GpLaunchQuote before each byte of source, and at its end */
  char      **argv;           /* source's shell words, as g_shell_parse_argv() */
  char      **options;        /* the gst-launch-1.0 options among them (a value included) */
  char      **words;          /* and the pipeline's words */
  guint       first_word;     /* where the first pipeline word starts in source */
  char       *text;           /* the words joined as gst_parse_launchv() joins them: what the
                               * grammar reads, and what spans and edits count in */
  guint       length;
  guint      *lo;             /* per byte of text: the bytes [lo, hi) of source that made it */
  guint      *hi;
  GPtrArray  *elements;       /* of GpLaunchElement, in creation order */
  GPtrArray  *links;          /* of GpLaunchLink */
  char       *pipeline_name;
  GArray     *edits;          /* of GpLaunchEdit, or NULL */
};

void         _gp_launch_prop_free         (gpointer       data);
void         _gp_launch_element_free      (gpointer       data);
void         _gp_launch_link_free         (gpointer       data);
/* Splits launch->source into shell words (gp-launch-words.c) and joins the
 * pipeline's into launch->text, with the maps back to source. */
gboolean     _gp_launch_words_join        (GpLaunch      *launch,
                                           GError       **error);
/* Where the edit [start, end) → @text of launch->text goes in source: the
 * span [*out_start, *out_end) (not before @min) and what replaces it,
 * appended to @out. */
void         _gp_launch_place_edit        (const GpLaunch *launch,
                                           guint          start,
                                           guint          end,
                                           const char    *text,
                                           guint          min,
                                           guint         *out_start,
                                           guint         *out_end,
                                           GString       *out);
/* Parses launch->text into launch->elements, links and pipeline_name. */
gboolean     _gp_launch_parse_into        (GpLaunch      *launch,
                                           GError       **error);

/* Tokens of GStreamer 1.22's launch lexer (gst/parse/parse.l). */
typedef enum
{
  GP_LAUNCH_TOKEN_EOF,
  GP_LAUNCH_TOKEN_IDENTIFIER,   /* factory, or a pad name after ',' */
  GP_LAUNCH_TOKEN_ASSIGNMENT,   /* key = value */
  GP_LAUNCH_TOKEN_PRESET,       /* @preset = value */
  GP_LAUNCH_TOKEN_PADREF,       /* .pad */
  GP_LAUNCH_TOKEN_REF,          /* name. or name.pad */
  GP_LAUNCH_TOKEN_BINREF,       /* factory.( */
  GP_LAUNCH_TOKEN_LINK,         /* ! or : , optionally with caps: ! caps ! */
  GP_LAUNCH_TOKEN_URL,          /* proto://… or /path */
  GP_LAUNCH_TOKEN_OPEN,         /* ( */
  GP_LAUNCH_TOKEN_CLOSE,        /* ) */
  GP_LAUNCH_TOKEN_COMMA,        /* , */
  GP_LAUNCH_TOKEN_OTHER,        /* any other character: a syntax error for the parser */
} GpLaunchTokenKind;

typedef struct
{
  GpLaunchTokenKind kind;
  guint             start;
  guint             end;
  /* ASSIGNMENT/PRESET: the key; LINK: the caps (empty when none);
   * REF/BINREF: the element or factory name; PADREF: the pad name */
  guint             a_start;
  guint             a_end;
  /* ASSIGNMENT/PRESET: the value; REF: the pad (empty when none) */
  guint             b_start;
  guint             b_end;
} GpLaunchToken;

typedef struct
{
  const char *text;
  guint       length;
  guint       pos;
} GpLaunchLexer;

void         _gp_launch_lexer_init        (GpLaunchLexer *lexer,
                                           const char    *text,
                                           guint          length);
void         _gp_launch_lexer_next        (GpLaunchLexer *lexer,
                                           GpLaunchToken *token);

/* gst_parse_unescape(), and gst_parse_split_assignment() + unescape, on
 * text as written. */
char        *_gp_launch_unescape          (const char    *value,
                                           gsize          length);
char        *_gp_launch_unquote_value     (const char    *value,
                                           gsize          length);

/* Factory knowledge that gst_parse_launch() takes from the registry (the GTypes, for the
 * runtime names, are rules/names.json's: gp_factory_name_prefix()). */
gboolean     _gp_launch_factory_is_delayed (const char   *factory);
gboolean     _gp_launch_factory_is_pipeline (const char  *factory);
const char  *_gp_launch_factory_for_uri   (const char    *uri,
                                           gboolean       sink);

/* An edit recorded by gp_launch_edit(). */
typedef struct
{
  guint  start;
  guint  end;
  guint  seq;
  char  *text;
} GpLaunchEdit;

GArray      *_gp_launch_get_edits         (const GpLaunch *launch);
void         _gp_launch_set_edits         (GpLaunch      *launch,
                                           GArray        *edits);
guint        _gp_launch_get_length        (const GpLaunch *launch);

G_END_DECLS
