/* gp-dot.c: GStreamer dot dumps → elements, pads, links with caps (GpDotGraph)
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

/* A line-oriented reader of gst_debug_bin_to_dot_file() output
 * (reference.md §7). Statements are read one logical line at a time (a
 * quoted string or an attribute list may span physical lines), with a
 * stack of the open clusters:
 *
 *   subgraph cluster_<elem>_0x<ptr> {            element cluster
 *     label="GstQueue\nqueue0\n[>]\nprop=value";
 *     subgraph cluster_<elem>_0x<ptr>_sink {     pad cluster
 *       <elem>_0x<ptr>_sink_0x<ptr> [fillcolor="#aaaaff", label="sink\n…"];
 *     }
 *   }
 *   <pad node> -> <pad node> [label="video/x-raw\l  format: NV12\l"]
 *
 * GStreamer 1.26 prefixes ids with `node_` and adds `tooltip=` lines and a
 * top-level "Active Tracers" node; ids are only compared, never split, so
 * both forms read the same.
 *
 * The tokens are cut in gp-dot-lex.c, the edges resolved into links in gp-dot-links.c.
 *
 * The capture engine merges each dump into the session's graph (gp_aggregator_add_dot()), and so
 * does the loader for `--dot` files given with a log. */

#include "config.h"

#include <string.h>

#include "gp-dot-private.h"
#include "gp-error.h"
#include "gp-factory.h"

typedef enum
{
  CLUSTER_OTHER,
  CLUSTER_ELEMENT,
  CLUSTER_PAD,
} ClusterKind;

typedef struct
{
  ClusterKind   kind;
  gboolean      labelled;
  char         *ptr;       /* element clusters: the "0x…" of cluster_<elem>_0x<ptr> */
  GpDotElement *element;   /* element clusters, once labelled */
} Cluster;

typedef struct
{
  GpDotGraph *dot;
  GPtrArray  *stack;      /* Cluster */
  GPtrArray  *edges;      /* GpDotEdge */
  gboolean    pipeline_labelled;
} ParseState;

static void
dot_element_free (gpointer data)
{
  GpDotElement *el = data;

  g_free (el->id);
  g_free (el->name);
  g_free (el->ptr);
  g_free (el->gtype);
  g_free (el->state);
  g_free (el->parent);
  g_clear_pointer (&el->prop_keys, g_hash_table_unref);
  g_ptr_array_unref (el->props);
  g_free (el);
}

static void
dot_pad_free (gpointer data)
{
  GpDotPad *pad = data;

  g_free (pad->node_id);
  g_free (pad->owner);
  g_free (pad->name);
  g_free (pad);
}

static void
dot_edge_free (gpointer data)
{
  GpDotEdge *edge = data;

  g_free (edge->from);
  g_free (edge->to);
  g_free (edge->caps);
  g_free (edge);
}

static void
dot_link_free (gpointer data)
{
  GpDotLink *link = data;

  g_free (link->src_element);
  g_free (link->src_pad);
  g_free (link->sink_element);
  g_free (link->sink_pad);
  g_free (link->caps);
  g_free (link);
}

static GpDotGraph *
gp_dot_graph_new (void)
{
  GpDotGraph *dot = g_new0 (GpDotGraph, 1);

  dot->elements = g_ptr_array_new_with_free_func (dot_element_free);
  dot->elements_by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  dot->elements_by_ptr = g_hash_table_new (g_str_hash, g_str_equal);
  dot->pads = g_ptr_array_new_with_free_func (dot_pad_free);
  dot->pads_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  dot->links = g_ptr_array_new_with_free_func (dot_link_free);
  dot->raw_links = g_ptr_array_new_with_free_func (dot_link_free);

  return dot;
}

void
gp_dot_graph_free (GpDotGraph *dot)
{
  if (dot == NULL)
    return;

  g_free (dot->pipeline);
  g_hash_table_unref (dot->elements_by_key);
  g_hash_table_unref (dot->elements_by_ptr);
  g_ptr_array_unref (dot->elements);
  g_hash_table_unref (dot->pads_by_id);
  g_ptr_array_unref (dot->pads);
  g_ptr_array_unref (dot->links);
  g_ptr_array_unref (dot->raw_links);
  g_free (dot);
}

static void
cluster_free (gpointer data)
{
  Cluster *cluster = data;

  g_free (cluster->ptr);
  g_free (cluster);
}

/* Parse actions ------------------------------------------------------------- */

static Cluster *
state_top (ParseState *state)
{
  if (state->stack->len == 0)
    return NULL;
  return g_ptr_array_index (state->stack, state->stack->len - 1);
}

/* The innermost labelled element cluster, skipping the top @skip entries. */
static GpDotElement *
state_owner (ParseState *state,
             guint       skip)
{
  for (guint i = state->stack->len; i > skip; i--)
    {
      Cluster *c = g_ptr_array_index (state->stack, i - 1 - skip);

      if (c->kind == CLUSTER_ELEMENT && c->element != NULL)
        return c->element;
    }

  return NULL;
}

static void
handle_subgraph (ParseState *state,
                 const char *line)
{
  const char *p = line + strlen ("subgraph");
  g_autofree char *id = NULL;
  Cluster *cluster;

  if (strchr (line, '{') == NULL)
    return;

  id = _gp_dot_lex_id (&p);
  cluster = g_new0 (Cluster, 1);

  if (id == NULL || !g_str_has_prefix (id, "cluster"))
    cluster->kind = CLUSTER_OTHER;
  else if (g_str_has_suffix (id, "_sink") || g_str_has_suffix (id, "_src"))
    cluster->kind = CLUSTER_PAD;
  else
    {
      const char *ptr = g_strrstr (id, "_0x");

      cluster->kind = CLUSTER_ELEMENT;
      if (ptr != NULL && ptr[3] != '\0' && strspn (ptr + 3, "0123456789abcdefABCDEF") == strlen (ptr + 3))
        cluster->ptr = g_strdup (ptr + 1);
    }

  g_ptr_array_add (state->stack, cluster);
}

static void
add_prop (GpDotElement *el,
          const char   *key,
          const char   *value)
{
  /* First seen wins; past 16 props, the keys are looked up in a hash. */
  if (el->prop_keys != NULL)
    {
      if (g_hash_table_contains (el->prop_keys, key))
        return;
    }
  else
    {
      for (guint i = 0; i + 1 < el->props->len; i += 2)
        if (strcmp (g_ptr_array_index (el->props, i), key) == 0)
          return;
    }

  g_ptr_array_add (el->props, g_strdup (key));
  g_ptr_array_add (el->props, g_strdup (value));
  if (el->prop_keys == NULL && el->props->len > 2 * 16)
    {
      el->prop_keys = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < el->props->len; i += 2)
        g_hash_table_add (el->prop_keys, g_ptr_array_index (el->props, i));
    }
  else if (el->prop_keys != NULL)
    g_hash_table_add (el->prop_keys, g_ptr_array_index (el->props, el->props->len - 2));
}

static void
handle_element_label (ParseState *state,
                      Cluster    *cluster,
                      const char *label)
{
  g_auto(GStrv) parts = _gp_dot_lex_split_label (label);
  g_autofree char *name = NULL;
  g_autofree char *lookup = NULL;
  GpDotElement *parent;
  GpDotElement *el;

  cluster->labelled = TRUE;

  if (parts[0] == NULL || parts[1] == NULL)
    return;
  name = g_strstrip (g_strdup (parts[1]));
  if (name[0] == '\0')
    return;

  parent = state_owner (state, 1);

  /* An element is its pointer (two bins may hold elements of one name); a dump
   * without pointers falls back on the name. */
  lookup = cluster->ptr != NULL ? g_strconcat ("p:", cluster->ptr, NULL) : g_strconcat ("n:", name, NULL);
  el = g_hash_table_lookup (state->dot->elements_by_key, lookup);
  if (el == NULL)
    {
      el = g_new0 (GpDotElement, 1);
      el->name = g_steal_pointer (&name);
      el->ptr = g_strdup (cluster->ptr);
      el->parent_el = parent;
      el->gtype = _gp_dot_lex_strip_brackets (parts[0], '<', '>');
      el->state = parts[2] != NULL ? _gp_dot_lex_strip_brackets (parts[2], '[', ']') : g_strdup ("");
      el->is_bin = strstr (el->gtype, "Bin") != NULL || strstr (el->gtype, "Pipeline") != NULL;
      el->props = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (state->dot->elements, el);
      g_hash_table_insert (state->dot->elements_by_key, g_steal_pointer (&lookup), el);
      if (el->ptr != NULL)
        g_hash_table_insert (state->dot->elements_by_ptr, el->ptr, el);
    }

  /* An element cluster drawn inside another one is a child of a bin, even
   * when the bin's GType does not say so (GstAutoVideoSink, GstRTSPSrc). */
  if (parent != NULL && parent != el)
    parent->is_bin = TRUE;

  for (guint i = 3; parts[2] != NULL && parts[i] != NULL; i++)
    {
      const char *prop = parts[i];
      const char *eq = strchr (prop, '=');
      g_autofree char *key = NULL;

      if (eq == NULL)
        continue;
      key = g_strstrip (g_strndup (prop, eq - prop));
      if (key[0] != '\0')
        add_prop (el, key, eq + 1);
    }

  cluster->element = el;
}

static void
handle_attribute (ParseState *state,
                  const char *line)
{
  const char *p = line;
  const char *kstart = p;
  g_autofree char *key = NULL;
  g_autofree char *value = NULL;
  Cluster *top;

  while (_gp_dot_lex_is_id_char (*p))
    p++;
  key = g_strndup (kstart, p - kstart);
  p = _gp_dot_lex_skip_space (p);
  g_assert (*p == '=');
  p = _gp_dot_lex_skip_space (p + 1);

  if (strcmp (key, "label") != 0)
    return;

  if (*p == '"')
    value = _gp_dot_lex_quoted (&p);
  else
    {
      const char *vstart = p;

      while (*p != '\0' && *p != ';' && !g_ascii_isspace (*p))
        p++;
      value = g_strndup (vstart, p - vstart);
    }

  top = state_top (state);
  if (top == NULL)
    {
      g_auto(GStrv) parts = NULL;

      if (state->pipeline_labelled)
        return;
      state->pipeline_labelled = TRUE;

      parts = _gp_dot_lex_split_label (value);
      if (parts[0] != NULL && parts[1] != NULL)
        {
          g_strstrip (parts[1]);
          if (parts[1][0] != '\0')
            state->dot->pipeline = g_strdup (parts[1]);
        }
    }
  else if (top->kind == CLUSTER_ELEMENT && !top->labelled)
    handle_element_label (state, top, value);
}

static void
handle_node (ParseState *state,
             const char *id,
             GHashTable *attrs)
{
  const char *label = g_hash_table_lookup (attrs, "label");
  const char *fill = g_hash_table_lookup (attrs, "fillcolor");
  g_auto(GStrv) parts = NULL;
  GpDotElement *owner;
  GpDotPad *pad;
  char *name;

  /* Top-level nodes are the legend and (1.26) the "Active Tracers" box. */
  if (state->stack->len == 0 || label == NULL)
    return;
  if (g_hash_table_contains (state->dot->pads_by_id, id))
    return;

  owner = state_owner (state, 0);
  if (owner == NULL)
    return;

  /* A link refers to a pad as `element:pad`, split at the last colon: a
   * pad name cannot hold one (and no real one does). */
  parts = _gp_dot_lex_split_label (label);
  name = g_strstrip (g_strdup (parts[0]));
  if (name[0] == '\0' || strchr (name, ':') != NULL)
    {
      g_free (name);
      return;
    }

  pad = g_new0 (GpDotPad, 1);
  pad->node_id = g_strdup (id);
  pad->owner_el = owner;
  pad->name = name;
  /* Plain pads: src #ffaaaa, sink #aaaaff. Ghost pads and their proxy pads:
   * src #ffdddd, sink #ddddff. */
  pad->is_src = g_strcmp0 (fill, "#ffaaaa") == 0 || g_strcmp0 (fill, "#ffdddd") == 0;
  pad->is_ghost = g_strcmp0 (fill, "#ddddff") == 0 || g_strcmp0 (fill, "#ffdddd") == 0 ||
                  g_str_has_prefix (name, "ghost") || g_str_has_prefix (name, "proxypad");
  pad->is_proxy = id[0] == '_' || g_str_has_prefix (name, "proxypad");

  g_ptr_array_add (state->dot->pads, pad);
  g_hash_table_insert (state->dot->pads_by_id, pad->node_id, pad);
}

static void
handle_edge (ParseState *state,
             const char *from,
             const char *to,
             GHashTable *attrs)
{
  const char *style = attrs != NULL ? g_hash_table_lookup (attrs, "style") : NULL;
  const char *label = attrs != NULL ? g_hash_table_lookup (attrs, "label") : NULL;
  GpDotEdge *edge;

  if (g_strcmp0 (style, "invis") == 0)
    return;

  edge = g_new0 (GpDotEdge, 1);
  edge->from = g_strdup (from);
  edge->to = g_strdup (to);
  edge->caps = gp_caps_flatten_dot_label (label);
  edge->dashed = g_strcmp0 (style, "dashed") == 0;
  g_ptr_array_add (state->edges, edge);
}

/* A node or an edge statement. */
static void
handle_statement (ParseState *state,
                  const char *line)
{
  const char *p = line;
  g_autofree char *first = _gp_dot_lex_id (&p);
  g_autofree char *second = NULL;
  g_autoptr(GHashTable) attrs = NULL;

  if (first == NULL)
    return;

  p = _gp_dot_lex_skip_space (p);
  if (p[0] == '-' && p[1] == '>')
    {
      p += 2;
      second = _gp_dot_lex_id (&p);
      if (second == NULL)
        return;
      p = _gp_dot_lex_skip_space (p);
      if (*p == '[')
        attrs = _gp_dot_lex_attrs (p);
      handle_edge (state, first, second, attrs);
      return;
    }

  if (*p != '[' ||
      strcmp (first, "node") == 0 || strcmp (first, "edge") == 0 ||
      strcmp (first, "graph") == 0)
    return;

  attrs = _gp_dot_lex_attrs (p);
  handle_node (state, first, attrs);
}

static gboolean
is_attribute_line (const char *line)
{
  const char *p = line;

  while (_gp_dot_lex_is_id_char (*p))
    p++;
  if (p == line)
    return FALSE;
  p = _gp_dot_lex_skip_space (p);

  return *p == '=';
}

static gboolean
is_digraph_line (const char *line)
{
  if (g_ascii_strncasecmp (line, "strict", 6) == 0 && g_ascii_isspace (line[6]))
    line = _gp_dot_lex_skip_space (line + 6);

  return g_ascii_strncasecmp (line, "digraph", 7) == 0 &&
         (line[7] == '\0' || line[7] == '{' || g_ascii_isspace (line[7]));
}

/* Public API -------------------------------------------------------------------- */

/* Ids: an element's name when no other element of the dump has it; otherwise the names of as
 * many enclosing bins as tell the copies apart, then the name ("uri-source-1/tee"), the
 * pipeline counting as the outermost bin. Copies that even their whole paths do not tell apart
 * (a dump without pointers cannot have them) get "#2", "#3"… in dump order. Parents come
 * before their children in a dump, so a parent's id is made first. */
static char *
path_suffix (const GpDotElement *el,
             const char         *pipeline,
             guint               depth,
             gboolean           *complete)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GString *out = g_string_new (NULL);
  const GpDotElement *up = el->parent_el;
  guint i;

  for (i = 0; i < depth && up != NULL; i++, up = up->parent_el)
    g_ptr_array_add (names, up->name);
  if (i < depth && up == NULL && pipeline != NULL && g_strcmp0 (el->name, pipeline) != 0)
    {
      g_ptr_array_add (names, (gpointer) pipeline);
      i++;
    }
  *complete = i < depth;
  for (guint k = names->len; k > 0; k--)
    {
      g_string_append (out, g_ptr_array_index (names, k - 1));
      g_string_append_c (out, '/');
    }
  g_string_append (out, el->name);
  return g_string_free (out, FALSE);
}

static void
qualify_group (GpDotGraph *dot,
               GPtrArray  *group,
               GHashTable *taken)
{
  for (guint depth = 1;; depth++)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      gboolean all_complete = TRUE;
      gboolean distinct = TRUE;

      for (guint i = 0; i < group->len; i++)
        {
          gboolean complete;
          char *id = path_suffix (g_ptr_array_index (group, i), dot->pipeline, depth, &complete);

          all_complete = all_complete && complete;
          if (!g_hash_table_add (seen, id) || g_hash_table_contains (taken, id))
            distinct = FALSE;
          g_ptr_array_add (ids, id);
        }
      if (distinct || all_complete)
        {
          for (guint i = 0; i < group->len; i++)
            {
              GpDotElement *el = g_ptr_array_index (group, i);
              const char *base = g_ptr_array_index (ids, i);
              char *id = g_strdup (base);

              for (guint n = 2; g_hash_table_contains (taken, id); n++)
                {
                  g_free (id);
                  id = g_strdup_printf ("%s#%u", base, n);
                }
              el->id = id;
              g_hash_table_add (taken, el->id);
            }
          return;
        }
    }
}

static void
qualify_ids (GpDotGraph *dot)
{
  g_autoptr(GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                        (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) taken = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < dot->elements->len; i++)
    {
      GpDotElement *el = g_ptr_array_index (dot->elements, i);
      GPtrArray *group = g_hash_table_lookup (groups, el->name);

      if (group == NULL)
        {
          group = g_ptr_array_new ();
          g_hash_table_insert (groups, el->name, group);
        }
      g_ptr_array_add (group, el);
    }

  /* Unique names first: they keep their name, and a qualified id must not take one. */
  for (guint i = 0; i < dot->elements->len; i++)
    {
      GpDotElement *el = g_ptr_array_index (dot->elements, i);

      if (((GPtrArray *) g_hash_table_lookup (groups, el->name))->len == 1)
        {
          el->id = g_strdup (el->name);
          g_hash_table_add (taken, el->id);
        }
    }
  for (guint i = 0; i < dot->elements->len; i++)
    {
      GpDotElement *el = g_ptr_array_index (dot->elements, i);

      if (el->id == NULL)
        qualify_group (dot, g_hash_table_lookup (groups, el->name), taken);
    }

  for (guint i = 0; i < dot->elements->len; i++)
    {
      GpDotElement *el = g_ptr_array_index (dot->elements, i);

      el->parent = el->parent_el != NULL ? g_strdup (el->parent_el->id) : NULL;
    }
  for (guint i = 0; i < dot->pads->len; i++)
    {
      GpDotPad *pad = g_ptr_array_index (dot->pads, i);

      pad->owner = g_strdup (pad->owner_el->id);
    }
}

/**
 * gp_dot_parse:
 * @text: the dump
 * @len: its length, or -1 when NUL-terminated
 * @error: return location for a #GP_ERROR_INVALID error
 *
 * Never fails on junk inside a digraph: whatever cannot be read is skipped.
 *
 * Returns: (transfer full) (nullable): the parsed dump, or NULL when @text
 * is not a digraph at all.
 */
GpDotGraph *
gp_dot_parse (const char  *text,
              gssize       len,
              GError     **error)
{
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GPtrArray) stack = NULL;
  g_autoptr(GPtrArray) edges = NULL;
  g_autofree char *valid = NULL;
  ParseState state = { 0, };
  gboolean in_graph = FALSE;
  gsize n;

  g_return_val_if_fail (text != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (text == NULL)
    text = "";
  n = len < 0 ? strlen (text) : strnlen (text, len);
  valid = g_utf8_make_valid (text, n);
  lines = _gp_dot_lex_lines (valid);

  stack = g_ptr_array_new_with_free_func (cluster_free);
  edges = g_ptr_array_new_with_free_func (dot_edge_free);
  state.dot = gp_dot_graph_new ();
  state.stack = stack;
  state.edges = edges;

  for (guint i = 0; i < lines->len; i++)
    {
      const char *line = _gp_dot_lex_skip_space (g_ptr_array_index (lines, i));

      if (!in_graph)
        {
          in_graph = is_digraph_line (line);
          continue;
        }

      if (*line == '\0' || *line == '#' || g_str_has_prefix (line, "//"))
        continue;

      if (*line == '}')
        {
          if (stack->len > 0)
            g_ptr_array_remove_index (stack, stack->len - 1);
        }
      else if (g_str_has_prefix (line, "subgraph") &&
               (line[8] == '\0' || !_gp_dot_lex_is_id_char (line[8])))
        handle_subgraph (&state, line);
      else if (is_attribute_line (line))
        handle_attribute (&state, line);
      else
        handle_statement (&state, line);
    }

  if (!in_graph)
    {
      gp_dot_graph_free (state.dot);
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                           "Not a Graphviz digraph (no “digraph” statement)");
      return NULL;
    }

  qualify_ids (state.dot);
  _gp_dot_graph_resolve_edges (state.dot, edges);

  return state.dot;
}

const char *
gp_dot_graph_get_pipeline (const GpDotGraph *dot)
{
  g_return_val_if_fail (dot != NULL, NULL);

  return dot->pipeline;
}

guint
gp_dot_graph_n_elements (const GpDotGraph *dot)
{
  g_return_val_if_fail (dot != NULL, 0);

  return dot->elements->len;
}

guint
gp_dot_graph_n_links (const GpDotGraph *dot)
{
  g_return_val_if_fail (dot != NULL, 0);

  return dot->links->len;
}

/* Pads of elements: ghost pads count, their internal proxy pads do not
 * (as in the reference, whose pad-node pattern does not match them). */
guint
gp_dot_graph_n_pads (const GpDotGraph *dot)
{
  guint n = 0;

  g_return_val_if_fail (dot != NULL, 0);

  for (guint i = 0; i < dot->pads->len; i++)
    {
      const GpDotPad *pad = g_ptr_array_index (dot->pads, i);

      if (!pad->is_proxy)
        n++;
    }

  return n;
}

static gboolean
str_empty (const char *s)
{
  return s == NULL || s[0] == '\0';
}

void
gp_dot_graph_merge (const GpDotGraph *dot,
                    GpGraph          *graph,
                    const char       *platform)
{
  g_return_if_fail (dot != NULL);
  g_return_if_fail (graph != NULL);
  _gp_dot_graph_merge_except (dot, graph, platform, NULL);
}

static gboolean
skipped (GHashTable *skip_names,
         const char *id)
{
  const char *slash;

  if (skip_names == NULL || g_hash_table_size (skip_names) == 0)
    return FALSE;
  slash = strrchr (id, '/');
  return g_hash_table_contains (skip_names, slash != NULL ? slash + 1 : id);
}

void
_gp_dot_graph_merge_except (const GpDotGraph *dot,
                            GpGraph          *graph,
                            const char       *platform,
                            GHashTable       *skip_names)
{
  const char *other_pipeline = NULL;

  if (str_empty (gp_graph_get_pipeline (graph)) && !str_empty (dot->pipeline))
    gp_graph_set_pipeline (graph, dot->pipeline);
  /* A dump of another pipeline of the same program (wrap of an application running several):
   * its top-level elements are in that pipeline, not in the graph's. The graph's own pipeline's
   * elements keep no bin, as the reference writes them. */
  if (!str_empty (dot->pipeline) && g_strcmp0 (dot->pipeline, gp_graph_get_pipeline (graph)) != 0)
    other_pipeline = dot->pipeline;

  for (guint i = 0; i < dot->elements->len; i++)
    {
      const GpDotElement *del = g_ptr_array_index (dot->elements, i);
      GpElement *el;

      if (strcmp (del->id, del->name) != 0 && skip_names != NULL && g_hash_table_contains (skip_names, del->name))
        continue;

      /* A copy of a repeated name: an element of that bare name merged before (an earlier dump
       * where the name was unique, in the same bin) is this copy. */
      if (strcmp (del->id, del->name) != 0 && gp_graph_lookup_element (graph, del->id) == NULL)
        {
          GpElement *bare = gp_graph_lookup_element (graph, del->name);

          if (bare != NULL && bare->name == NULL && (bare->bin == NULL || g_strcmp0 (bare->bin, del->parent) == 0))
            gp_graph_rename_element (graph, del->name, del->id, NULL);
        }
      el = gp_graph_ensure_element (graph, del->id, NULL);
      if (el->name == NULL && strcmp (del->id, del->name) != 0)
        el->name = g_strdup (del->name);

      if (str_empty (el->gtype) && !str_empty (del->gtype))
        {
          g_free (el->gtype);
          el->gtype = g_strdup (del->gtype);
        }
      if (str_empty (el->factory) && !str_empty (el->gtype))
        {
          g_free (el->factory);
          el->factory = gp_factory_from_gtype (el->gtype);
          g_free (el->vendor);
          el->vendor = NULL;
        }
      if (str_empty (el->vendor) && !str_empty (el->factory))
        el->vendor = g_strdup (gp_factory_vendor (el->factory, platform));
      if (el->bin == NULL && del->parent != NULL)
        el->bin = g_strdup (del->parent);
      else if (el->bin == NULL && other_pipeline != NULL && g_strcmp0 (del->name, other_pipeline) != 0)
        el->bin = g_strdup (other_pipeline);
      el->is_bin = el->is_bin || del->is_bin;

      for (guint j = 0; j + 1 < del->props->len; j += 2)
        gp_str_map_set (el->props,
                        g_ptr_array_index (del->props, j),
                        g_ptr_array_index (del->props, j + 1),
                        FALSE);
    }

  for (guint i = 0; i < dot->pads->len; i++)
    {
      const GpDotPad *pad = g_ptr_array_index (dot->pads, i);
      GpElement *el;

      if (pad->is_proxy)
        continue;

      el = gp_graph_lookup_element (graph, pad->owner);
      if (el != NULL)
        gp_str_map_set (el->pads, pad->name, pad->is_src ? "src" : "sink", FALSE);
    }

  for (guint i = 0; i < dot->links->len; i++)
    {
      const GpDotLink *dl = g_ptr_array_index (dot->links, i);
      GpLink *link;

      if (skipped (skip_names, dl->src_element) || skipped (skip_names, dl->sink_element))
        continue;

      link = gp_graph_ensure_link (graph,
                                   dl->src_element, dl->src_pad,
                                   dl->sink_element, dl->sink_pad,
                                   NULL);
      gp_link_set_caps (link, dl->caps);
    }
}
