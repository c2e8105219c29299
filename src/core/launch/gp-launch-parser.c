/* gp-launch-parser.c: the grammar of gst_parse_launch(), and what it builds
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

/* The parser follows GStreamer 1.22's grammar (gst/parse/grammar.y):
 *
 *   graph      := chain*
 *   chain      := open [LINK (reference | URL)]
 *   open       := (elementary pads | URL | reference) (LINK pads elementary pads)*
 *   elementary := IDENTIFIER (ASSIGNMENT | PRESET)*
 *               | ('(' | BINREF) ASSIGNMENT* chain+ ')'
 *   reference  := REF (',' IDENTIFIER)*
 *   pads       := [PADREF (',' IDENTIFIER)*]
 *
 * and builds what gst_parse_launch() builds, in the same order. Each point
 * below was checked against gst_parse_launch() (tests/launch-corpus.txt and
 * tests/integration/test-launch-oracle.c):
 *
 * Naming
 * - An element is made when its last property is read, a bin at its ')'
 *   (inner bins first), so names follow GStreamer's per-type counters in
 *   that order. The counter is per GType and the prefix comes from the
 *   GType, not the factory: input-selector → inputselector0, nvvidconv →
 *   nvvconv0, glimagesink → glimagesinkbin0, and a prefix ending in a
 *   digit gets a '-' (queue2-0, avdec_h264-0). See gp-launch-names.c.
 * - An element given `name=` uses no number; a bin given `name=` still
 *   does (its name is set after it was made).
 * - Caps on a link make a capsfilter only when links are made, after every
 *   element: `capsfilter caps=…` elements are numbered first, then the
 *   links' capsfilters in link order. Links are made in the order their
 *   right-hand side was read, so caps inside a bin come before caps on the
 *   bin's outer links. The capsfilter goes into the bin of the link's
 *   source element.
 * - A link out of an element whose source pads only appear at run time (a
 *   demuxer, decodebin, rtspsrc) is delayed: GStreamer's first try with caps
 *   makes a capsfilter and drops it, using up its number, and the real one
 *   is made when the pad appears. Its name here is GStreamer's most likely
 *   one (after all the others, in link order) and it is flagged `delayed`.
 * - The pipeline: with more than one top-level element gst_parse_launch()
 *   makes "pipeline<N>" after all elements; a single element is returned
 *   as is and gst-launch-1.0 wraps it in a new pipeline, unless it is one
 *   (playbin, `pipeline.( … )`).
 *
 * Syntax
 * - A lone ':' is a link like '!', but ':' is also an identifier character:
 *   `identity:fakesink` is one (unknown) factory name.
 * - Caps on a link run to the next unescaped '!' or ':' and may hold
 *   spaces, a backslash before a space being a space; ';' separates structures; quoted caps (`! "video/x-raw" !`)
 *   are a syntax error in 1.22, the quotes being the shell's business.
 * - A token starting with '/' (or `x/` for a few letters) is a URI, so
 *   caps at the start of a chain are an error (no element "video").
 * - Values: a double-quoted value loses its quotes only when they enclose
 *   it whole; single quotes group a value but stay in it; backslashes
 *   outside double quotes escape the next character; an unbalanced quote is
 *   a plain character. `child::prop` keys are kept whole.
 * - References resolve after parsing to any element by its runtime name,
 *   so forward references and default names (`queue0.`) work. With a pad
 *   list on one side only, only the first pad is linked.
 * - A link into or out of a bin joins the bin's first or last inner
 *   element (GStreamer makes ghost pads for it).
 *
 * Deliberate differences, all errors where gst-launch-1.0 would also fail
 * or build something broken: two elements with one name (GStreamer allows it
 * in different bins), a link naming a `( … )` bin as an endpoint, unknown
 * URI schemes, NUL bytes, invalid UTF-8, bins nested over 1000 deep.
 * Factories and properties are not checked (that needs the target's
 * registry); elements that make children when created could shift a
 * counter, which none of the corpus' does. */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-launch-parser-private.h"

#define GP_LAUNCH_MAX_DEPTH 1000

typedef struct
{
  GpLaunchEndpoint first;
  GpLaunchEndpoint last;
} Chain;


static void
endpoint_clear (GpLaunchEndpoint *ep)
{
  g_clear_pointer (&ep->name, g_free);
  g_clear_pointer (&ep->pads, g_ptr_array_unref);
  ep->element = NULL;
}

static void
endpoint_copy (GpLaunchEndpoint       *dst,
               const GpLaunchEndpoint *src)
{
  dst->element = src->element;
  dst->name = g_strdup (src->name);
  dst->pads = NULL;
  dst->pos = src->pos;
  if (src->pads != NULL)
    {
      dst->pads = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < src->pads->len; i++)
        g_ptr_array_add (dst->pads, g_strdup (g_ptr_array_index (src->pads, i)));
    }
}

static void
chain_clear (Chain *chain)
{
  endpoint_clear (&chain->first);
  endpoint_clear (&chain->last);
}

static void
pending_link_free (gpointer data)
{
  GpLaunchPendingLink *pl = data;

  endpoint_clear (&pl->src);
  endpoint_clear (&pl->sink);
  g_free (pl->caps);
  g_free (pl);
}

/* User text for a one-line message: control characters escaped, cut on a
 * character boundary after @max bytes (the text is valid UTF-8). */
char *
_gp_launch_printable (const char *text,
                      gsize       length,
                      gsize       max)
{
  GString *out = g_string_new (NULL);
  gsize n = MIN (length, max);

  while (n < length && (text[n] & 0xc0) == 0x80)
    n++;
  for (gsize i = 0; i < n; i++)
    {
      guchar c = text[i];

      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else
        g_string_append_c (out, c);
    }
  if (n < length)
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

static char *
describe_text (const char *text,
               guint       length)
{
  g_autofree char *shown = _gp_launch_printable (text, length, 24);

  return g_strdup_printf ("'%s'", shown);
}

gboolean
_gp_launch_parser_fail (GpLaunchParser *p,
                        guint           pos,
                        const char     *format,
                        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (p->error != NULL)
    return FALSE;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* The column in the user's text. */
  pos = pos < p->launch->length ? p->launch->lo[pos] : p->launch->source_length;
  g_set_error (&p->error, GP_ERROR, GP_ERROR_INVALID, "column %u: %s", pos + 1, message);
  return FALSE;
}

static gboolean
fail_unexpected (GpLaunchParser *p,
                 const char     *expected)
{
  g_autofree char *what = NULL;

  if (p->tok.kind == GP_LAUNCH_TOKEN_EOF)
    what = g_strdup ("the end of the string");
  else
    what = describe_text (p->launch->text + p->tok.start, p->tok.end - p->tok.start);
  return _gp_launch_parser_fail (p, p->tok.start, "syntax error: %s where %s was expected", what, expected);
}

static void
advance (GpLaunchParser *p)
{
  _gp_launch_lexer_next (&p->lexer, &p->tok);
}

static char *
tok_dup (GpLaunchParser *p,
         guint           start,
         guint           end)
{
  return g_strndup (p->launch->text + start, end - start);
}

char *
_gp_launch_parser_next_name (GpLaunchParser *p,
                             const char     *factory)
{
  g_autofree char *prefix = gp_launch_name_prefix (factory);
  gpointer count = g_hash_table_lookup (p->counters, prefix);
  guint n = GPOINTER_TO_UINT (count);

  g_hash_table_insert (p->counters, g_strdup (prefix), GUINT_TO_POINTER (n + 1));
  return g_strdup_printf ("%s%u", prefix, n);
}

GpLaunchElement *
_gp_launch_parser_element_new (GpLaunchParser      *p,
                               GpLaunchElementKind  kind,
                               const char          *factory)
{
  GpLaunchElement *element = g_new0 (GpLaunchElement, 1);

  element->kind = kind;
  element->factory = g_strdup (factory);
  element->props = g_ptr_array_new_with_free_func (_gp_launch_prop_free);
  return element;
}

void
_gp_launch_element_add_prop (GpLaunchElement *element,
                             char            *key,
                             char            *value,
                             GpLaunchSpan     span,
                             GpLaunchSpan     value_span)
{
  GpLaunchProp *prop = g_new0 (GpLaunchProp, 1);

  prop->key = key;
  prop->value = value;
  prop->span = span;
  prop->value_span = value_span;
  g_ptr_array_add (element->props, prop);
}

/* Adds a parse-time element: named now, in creation order. */
void
_gp_launch_parser_commit (GpLaunchParser  *p,
                          GpLaunchElement *element,
                          gboolean         always_count)
{
  const GpLaunchProp *name = gp_launch_element_get_prop (element, "name");

  if (name == NULL || always_count)
    element->name = _gp_launch_parser_next_name (p, element->factory);
  if (name != NULL)
    {
      g_free (element->name);
      element->name = g_strdup (name->value);
      element->named = TRUE;
    }
  element->index = p->launch->elements->len;
  g_ptr_array_add (p->launch->elements, element);
}

static gboolean parse_chainlist (GpLaunchParser *p,
                                 Chain  *out,
                                 guint  *n_chains);

static gboolean
parse_more_pads (GpLaunchParser *p,
                 GPtrArray      *pads)
{
  while (p->tok.kind == GP_LAUNCH_TOKEN_COMMA)
    {
      advance (p);
      if (p->tok.kind != GP_LAUNCH_TOKEN_IDENTIFIER)
        return fail_unexpected (p, "a pad name");
      g_ptr_array_add (pads, tok_dup (p, p->tok.start, p->tok.end));
      advance (p);
    }
  return TRUE;
}

/* pads := [PADREF (',' IDENTIFIER)*], appended to @ep */
static gboolean
parse_pads (GpLaunchParser   *p,
            GpLaunchEndpoint *ep)
{
  if (p->tok.kind != GP_LAUNCH_TOKEN_PADREF)
    return TRUE;
  if (ep->pads == NULL)
    {
      ep->pads = g_ptr_array_new_with_free_func (g_free);
      ep->pads_pos = p->tok.start;
    }
  g_ptr_array_add (ep->pads, tok_dup (p, p->tok.a_start, p->tok.a_end));
  advance (p);
  return parse_more_pads (p, ep->pads);
}

static gboolean
parse_reference (GpLaunchParser   *p,
                 GpLaunchEndpoint *ep)
{
  g_assert (p->tok.kind == GP_LAUNCH_TOKEN_REF);

  ep->name = tok_dup (p, p->tok.a_start, p->tok.a_end);
  ep->pos = p->tok.start;
  ep->pads = g_ptr_array_new_with_free_func (g_free);
  if (p->tok.b_end > p->tok.b_start)
    g_ptr_array_add (ep->pads, tok_dup (p, p->tok.b_start, p->tok.b_end));
  advance (p);
  return parse_more_pads (p, ep->pads);
}

static gboolean
make_uri_element (GpLaunchParser   *p,
                  gboolean          sink,
                  GpLaunchEndpoint *ep)
{
  g_autofree char *uri = NULL;
  const char *factory;
  GpLaunchElement *element;
  GpLaunchSpan span = { p->tok.start, p->tok.end };

  g_assert (p->tok.kind == GP_LAUNCH_TOKEN_URL);

  uri = _gp_launch_unescape (p->launch->text + span.start, span.end - span.start);
  factory = _gp_launch_factory_for_uri (uri, sink);
  if (factory == NULL)
    {
      g_autofree char *shown = _gp_launch_printable (uri, strlen (uri), 80);

      return _gp_launch_parser_fail (p, span.start, "no %s element is known for the URI '%s'",
                                     sink ? "sink" : "source", shown);
    }

  element = _gp_launch_parser_element_new (p, GP_LAUNCH_ELEMENT_URI, factory);
  element->caps = g_strdup (uri);
  element->span = span;
  element->factory_span = span;
  _gp_launch_element_add_prop (element, g_strdup ("uri"), g_steal_pointer (&uri), span, span);
  _gp_launch_parser_commit (p, element, FALSE);

  ep->element = element;
  ep->pos = span.start;
  advance (p);
  return TRUE;
}

static gboolean
parse_element (GpLaunchParser *p,
               Chain          *out)
{
  GpLaunchElement *element;
  GpLaunchSpan span = { p->tok.start, p->tok.end };
  g_autofree char *factory = tok_dup (p, p->tok.start, p->tok.end);

  element = _gp_launch_parser_element_new (p, GP_LAUNCH_ELEMENT_FACTORY, factory);
  element->factory_span = span;
  advance (p);

  while (p->tok.kind == GP_LAUNCH_TOKEN_ASSIGNMENT || p->tok.kind == GP_LAUNCH_TOKEN_PRESET)
    {
      const char *text = p->launch->text;

      if (p->tok.kind == GP_LAUNCH_TOKEN_ASSIGNMENT)
        {
          GpLaunchSpan whole = { p->tok.start, p->tok.end };
          GpLaunchSpan value = { p->tok.b_start, p->tok.b_end };

          _gp_launch_element_add_prop (element,
                                       tok_dup (p, p->tok.a_start, p->tok.a_end),
                                       _gp_launch_unquote_value (text + value.start, value.end - value.start),
                                       whole, value);
        }
      else
        {
          g_free (element->preset);
          element->preset = _gp_launch_unescape (text + p->tok.b_start, p->tok.b_end - p->tok.b_start);
        }
      span.end = p->tok.end;
      advance (p);
    }

  element->span = span;
  _gp_launch_parser_commit (p, element, FALSE);

  out->first.element = out->last.element = element;
  out->first.pos = out->last.pos = span.start;
  return TRUE;
}

static gboolean
parse_bin (GpLaunchParser *p,
           Chain          *out)
{
  g_autofree char *factory = NULL;
  GpLaunchElement *bin;
  GpLaunchSpan opener = { p->tok.start, p->tok.end };
  guint first_child;
  guint n_chains = 0;

  if (p->depth >= GP_LAUNCH_MAX_DEPTH)
    return _gp_launch_parser_fail (p, p->tok.start, "bins are nested more than %u deep", GP_LAUNCH_MAX_DEPTH);

  if (p->tok.kind == GP_LAUNCH_TOKEN_BINREF)
    factory = tok_dup (p, p->tok.a_start, p->tok.a_end);
  else
    factory = g_strdup ("bin");
  bin = _gp_launch_parser_element_new (p, GP_LAUNCH_ELEMENT_BIN, factory);
  bin->factory_span = opener;
  advance (p);

  while (p->tok.kind == GP_LAUNCH_TOKEN_ASSIGNMENT)
    {
      GpLaunchSpan whole = { p->tok.start, p->tok.end };
      GpLaunchSpan value = { p->tok.b_start, p->tok.b_end };

      _gp_launch_element_add_prop (bin,
                                   tok_dup (p, p->tok.a_start, p->tok.a_end),
                                   _gp_launch_unquote_value (p->launch->text + value.start,
                                   value.end - value.start),
                                   whole, value);
      advance (p);
    }

  first_child = p->launch->elements->len;
  p->depth++;
  if (!parse_chainlist (p, out, &n_chains))
    {
      _gp_launch_element_free (bin);
      return FALSE;
    }
  p->depth--;

  if (p->tok.kind != GP_LAUNCH_TOKEN_CLOSE)
    {
      _gp_launch_element_free (bin);
      if (p->tok.kind == GP_LAUNCH_TOKEN_EOF)
        return _gp_launch_parser_fail (p, opener.start, "this bin is never closed with ')'");
      return fail_unexpected (p, "')'");
    }
  if (n_chains == 0)
    {
      _gp_launch_element_free (bin);
      return _gp_launch_parser_fail (p, opener.start, "empty bin: a bin needs at least one element");
    }

  bin->span.start = opener.start;
  bin->span.end = p->tok.end;
  advance (p);

  for (guint i = first_child; i < p->launch->elements->len; i++)
    {
      GpLaunchElement *child = g_ptr_array_index (p->launch->elements, i);

      if (child->parent == NULL)
        child->parent = bin;
    }
  _gp_launch_parser_commit (p, bin, TRUE);
  return TRUE;
}

static gboolean
parse_elementary (GpLaunchParser *p,
                  Chain          *out)
{
  switch (p->tok.kind)
    {
    case GP_LAUNCH_TOKEN_IDENTIFIER:
      return parse_element (p, out);
    case GP_LAUNCH_TOKEN_OPEN:
    case GP_LAUNCH_TOKEN_BINREF:
      return parse_bin (p, out);
    case GP_LAUNCH_TOKEN_EOF:
    case GP_LAUNCH_TOKEN_ASSIGNMENT:
    case GP_LAUNCH_TOKEN_PRESET:
    case GP_LAUNCH_TOKEN_PADREF:
    case GP_LAUNCH_TOKEN_REF:
    case GP_LAUNCH_TOKEN_LINK:
    case GP_LAUNCH_TOKEN_URL:
    case GP_LAUNCH_TOKEN_CLOSE:
    case GP_LAUNCH_TOKEN_COMMA:
    case GP_LAUNCH_TOKEN_OTHER:
    default:
      return fail_unexpected (p, "an element");
    }
}

static gboolean
is_elementary_start (GpLaunchTokenKind kind)
{
  return kind == GP_LAUNCH_TOKEN_IDENTIFIER ||
         kind == GP_LAUNCH_TOKEN_OPEN ||
         kind == GP_LAUNCH_TOKEN_BINREF;
}

/* Caps on a link as GStreamer reads them: its structure parser takes a
 * backslash before whitespace as whitespace (`video/x-raw,\ width=640`, what
 * gst_parse_launchv() makes of a quoted `'video/x-raw, width=640'`). */
static char *
caps_dup (GpLaunchParser *p,
          guint           start,
          guint           end)
{
  const char *text = p->launch->text;
  GString *out = g_string_sized_new (end - start);

  for (guint i = start; i < end; i++)
    {
      if (text[i] == '\\' && i + 1 < end && g_ascii_isspace (text[i + 1]))
        continue;
      g_string_append_c (out, text[i]);
    }
  return g_string_free (out, FALSE);
}

/* TRY_SETUP_LINK: both ends must name something. */
static gboolean
add_pending_link (GpLaunchParser         *p,
                  const GpLaunchEndpoint *src,
                  const GpLaunchEndpoint *sink,
                  const GpLaunchToken    *link_tok)
{
  GpLaunchPendingLink *pl;

  if (src->element == NULL && src->name == NULL)
    return _gp_launch_parser_fail (p, link_tok->start, "this link has no source element");
  if (sink->element == NULL && sink->name == NULL)
    return _gp_launch_parser_fail (p, link_tok->start, "this link has no sink element");

  pl = g_new0 (GpLaunchPendingLink, 1);
  endpoint_copy (&pl->src, src);
  endpoint_copy (&pl->sink, sink);
  pl->span.start = link_tok->start;
  pl->span.end = link_tok->end;
  pl->caps_span.start = link_tok->a_start;
  pl->caps_span.end = link_tok->a_end;
  if (link_tok->a_end > link_tok->a_start)
    pl->caps = caps_dup (p, link_tok->a_start, link_tok->a_end);
  g_ptr_array_add (p->pending, pl);
  return TRUE;
}

static gboolean
parse_chain (GpLaunchParser *p,
             Chain          *out)
{
  memset (out, 0, sizeof *out);

  switch (p->tok.kind)
    {
    case GP_LAUNCH_TOKEN_URL:
      if (!make_uri_element (p, FALSE, &out->last))
        return FALSE;
      break;
    case GP_LAUNCH_TOKEN_REF:
      if (!parse_reference (p, &out->last))
        return FALSE;
      break;
    case GP_LAUNCH_TOKEN_IDENTIFIER:
    case GP_LAUNCH_TOKEN_OPEN:
    case GP_LAUNCH_TOKEN_BINREF:
      if (!parse_elementary (p, out) || !parse_pads (p, &out->last))
        return FALSE;
      break;
    case GP_LAUNCH_TOKEN_EOF:
    case GP_LAUNCH_TOKEN_ASSIGNMENT:
    case GP_LAUNCH_TOKEN_PRESET:
    case GP_LAUNCH_TOKEN_PADREF:
    case GP_LAUNCH_TOKEN_LINK:
    case GP_LAUNCH_TOKEN_CLOSE:
    case GP_LAUNCH_TOKEN_COMMA:
    case GP_LAUNCH_TOKEN_OTHER:
    default:
      return fail_unexpected (p, "an element");
    }

  while (p->tok.kind == GP_LAUNCH_TOKEN_LINK)
    {
      GpLaunchToken link_tok = p->tok;
      GpLaunchEndpoint sink = { 0 };
      Chain next = { 0 };
      gboolean ok;

      advance (p);

      if (p->tok.kind == GP_LAUNCH_TOKEN_URL || p->tok.kind == GP_LAUNCH_TOKEN_REF)
        {
          /* chain := open LINK (URL | reference): the chain ends here */
          if (p->tok.kind == GP_LAUNCH_TOKEN_URL)
            ok = make_uri_element (p, TRUE, &sink);
          else
            ok = parse_reference (p, &sink);
          ok = ok && add_pending_link (p, &out->last, &sink, &link_tok);
          endpoint_clear (&sink);
          endpoint_clear (&out->last);
          return ok;
        }

      if (!parse_pads (p, &sink))
        {
          endpoint_clear (&sink);
          return FALSE;
        }
      if (!is_elementary_start (p->tok.kind))
        {
          endpoint_clear (&sink);
          return fail_unexpected (p, "an element after the link");
        }
      if (!parse_elementary (p, &next))
        {
          endpoint_clear (&sink);
          chain_clear (&next);
          return FALSE;
        }

      /* The sink pads written before the element come first. */
      sink.element = next.first.element;
      sink.name = g_steal_pointer (&next.first.name);
      sink.pos = next.first.pos;
      if (next.first.pads != NULL)
        {
          if (sink.pads == NULL)
            sink.pads = g_ptr_array_new_with_free_func (g_free);
          for (guint i = 0; i < next.first.pads->len; i++)
            g_ptr_array_add (sink.pads, g_strdup (g_ptr_array_index (next.first.pads, i)));
        }

      ok = add_pending_link (p, &out->last, &sink, &link_tok);
      endpoint_clear (&sink);
      endpoint_clear (&out->last);
      out->last = next.last;
      memset (&next.last, 0, sizeof next.last);
      chain_clear (&next);
      if (!ok || !parse_pads (p, &out->last))
        return FALSE;
    }

  if (out->last.name != NULL)
    return _gp_launch_parser_fail (p, out->last.pos, "the reference '%s.' is not linked to anything",
                                   out->last.name);
  if (out->last.pads != NULL && out->last.pads->len > 0)
    return _gp_launch_parser_fail (p, out->last.pads_pos, "the pad '%s' is not linked to anything",
                                   (const char *) g_ptr_array_index (out->last.pads, 0));
  return TRUE;
}

/* chain* up to ')' or the end; @out gets the first chain's first end and
 * the last chain's last end. */
static gboolean
parse_chainlist (GpLaunchParser *p,
                 Chain          *out,
                 guint          *n_chains)
{
  memset (out, 0, sizeof *out);
  *n_chains = 0;

  while (p->tok.kind != GP_LAUNCH_TOKEN_EOF && p->tok.kind != GP_LAUNCH_TOKEN_CLOSE)
    {
      Chain chain;

      if (!parse_chain (p, &chain))
        {
          chain_clear (&chain);
          chain_clear (out);
          return FALSE;
        }
      if (*n_chains == 0)
        {
          out->first = chain.first;
          memset (&chain.first, 0, sizeof chain.first);
        }
      endpoint_clear (&out->last);
      out->last = chain.last;
      memset (&chain.last, 0, sizeof chain.last);
      chain_clear (&chain);
      (*n_chains)++;
    }
  return TRUE;
}


static gboolean
check_text (GpLaunchParser *p)
{
  const char *text = p->launch->text;
  guint length = p->launch->length;
  const char *bad = NULL;

  for (guint i = 0; i < length; i++)
    if (text[i] == '\0')
      return _gp_launch_parser_fail (p, i, "the string contains a NUL byte");
  if (!g_utf8_validate_len (text, length, &bad))
    return _gp_launch_parser_fail (p, bad - text, "the string is not valid UTF-8");
  return TRUE;
}

gboolean
_gp_launch_parse_into (GpLaunch  *launch,
                       GError   **error)
{
  GpLaunchParser p = { 0 };
  Chain top = { 0 };
  guint n_chains = 0;

  p.launch = launch;
  p.pending = g_ptr_array_new_with_free_func (pending_link_free);
  p.counters = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  if (check_text (&p))
    {
      _gp_launch_lexer_init (&p.lexer, launch->text, launch->length);
      advance (&p);
      if (parse_chainlist (&p, &top, &n_chains))
        {
          if (p.tok.kind == GP_LAUNCH_TOKEN_CLOSE)
            _gp_launch_parser_fail (&p, p.tok.start, "')' closes a bin that was never opened");
          else if (n_chains == 0)
            _gp_launch_parser_fail (&p, 0, "empty pipeline: there is no element");
          else if (_gp_launch_parser_check_names (&p))
            {
              _gp_launch_parser_name_pipeline (&p);
              if (_gp_launch_parser_perform_links (&p))
                _gp_launch_parser_check_names (&p);
            }
        }
    }

  chain_clear (&top);
  g_ptr_array_unref (p.pending);
  g_hash_table_unref (p.counters);

  if (p.error != NULL)
    {
      g_propagate_error (error, p.error);
      return FALSE;
    }
  return TRUE;
}
