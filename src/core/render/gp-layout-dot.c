/* gp-layout-dot.c: the DOT text a GpLayout hands to graphviz
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

/* The text gp-layout.c hands to graphviz, where every user string (element ids, factories, caps,
 * props) ends up: only ever escaped, as HTML-like labels, escString tooltips or URI-escaped `gp_id`
 * attributes (the id gp-xdot.c gives each item back, for the app's hit testing), cut to a bounded
 * length and made valid UTF-8 without control characters. Nodes carry the element's colour (a dot
 * before the name, gp-element-palette.c), the overlay's labels and heat bars, edges the memory domain's colour and a width by bytes/s, bins become clusters (a parent
 * that would make a cycle is ignored). The shape (gp-layout.c chooses it) says the direction, which
 * bins are one node (their elements' links drawn to it, the links inside it left out) and, for
 * rows, which row each node is in: a link between rows does not constrain the ranks
 * (`constraint=false`), and the first node of each row shares a rank with the one of the row
 * above, after it (an invisible link, `newrank`), so graphviz starts every row at the left, under
 * the one before. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-element-palette.h"
#include "gp-layout-private.h"

#define LABEL_MAX_CHARS   64
#define TOOLTIP_MAX_CHARS 480
#define HEAT_BAR_WIDTH    96
#define MAX_BIN_DEPTH     32
#define COLOR_MUTED       "#6b7280"

typedef struct
{
  const GpGraph         *graph;
  const GpLayoutOverlay *overlay;
  const GpLayoutShape   *shape;
  GHashTable            *collapsed;    /* collapsed bin id → its hidden elements' count */
  GpElementPalette      *palette;      /* the dot before each element's name */
  GString               *out;
  GHashTable            *node_names;   /* element id → "n<i>" / "p<k>" */
  GPtrArray             *bins;         /* bin names, in first-use order */
  GHashTable            *bin_parent;   /* bin → parent bin (accepted) */
  guint                  n_nodes;
  guint                  n_placeholders;
  guint                  n_edges;
} DotBuilder;

/* Appends the valid, printable characters of @text, at most @max_chars of
 * them, each through @append_char. */
static void
append_sanitized (GString    *out,
                  const char *text,
                  guint       max_chars,
                  void      (*append_char) (GString *out, gunichar c))
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (max_chars > 0 && n == max_chars)
        {
          append_char (out, 0x2026);
          break;
        }
      if (c < 0x20 || c == 0x7f || c == 0xfffe || c == 0xffff)
        c = ' ';
      append_char (out, c);
      n++;
    }
}

static void
append_html_char (GString *out,
                  gunichar c)
{
  switch (c)
    {
    case '&': g_string_append (out, "&amp;"); break;
    case '<': g_string_append (out, "&lt;"); break;
    case '>': g_string_append (out, "&gt;"); break;
    case '"': g_string_append (out, "&quot;"); break;
    case '\'': g_string_append (out, "&#39;"); break;
    default: g_string_append_unichar (out, c); break;
    }
}

static void
append_escaped_char (GString *out,
                     gunichar c)
{
  if (c == '\\' || c == '"')
    g_string_append_c (out, '\\');
  g_string_append_unichar (out, c);
}

void
_gp_layout_append_html (GString    *out,
                        const char *text,
                        guint       max_chars)
{
  append_sanitized (out, text, max_chars, append_html_char);
}

void
_gp_layout_append_escaped (GString    *out,
                           const char *text,
                           guint       max_chars)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  g_auto(GStrv) lines = g_strsplit (valid, "\n", -1);

  /* Newlines survive as escString `\n`; everything else goes through the filter. */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append (out, "\\n");
      append_sanitized (out, lines[i], max_chars, append_escaped_char);
    }
}

char *
_gp_layout_format_rate (double bytes_s)
{
  static const char * const units[] = { "B/s", "kB/s", "MB/s", "GB/s" };
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  guint u = 0;

  if (isnan (bytes_s) || bytes_s < 0.0)
    return g_strdup ("–");

  while (bytes_s >= 1000.0 && u < G_N_ELEMENTS (units) - 1)
    {
      bytes_s /= 1000.0;
      u++;
    }

  g_ascii_formatd (buf, sizeof buf, u == 0 ? "%.0f" : "%.1f", bytes_s);

  return g_strdup_printf ("%s %s", buf, units[u]);
}

static void
append_number (GString    *out,
               const char *format,
               double      value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_formatd (buf, sizeof buf, format, value));
}

static const char *
severity_color (GpSeverity severity)
{
  switch (severity)
    {
    case GP_SEVERITY_HIGH: return GP_LAYOUT_COLOR_HIGH;
    case GP_SEVERITY_MEDIUM: return GP_LAYOUT_COLOR_MEDIUM;
    case GP_SEVERITY_INFO: return GP_LAYOUT_COLOR_INFO;
    default: return GP_LAYOUT_COLOR_INFO;
    }
}

static const char *
vendor_color (const char *vendor)
{
  if (g_strcmp0 (vendor, "nvidia") == 0)
    return GP_LAYOUT_COLOR_NVMM;
  if (g_strcmp0 (vendor, "mediatek") == 0)
    return "#e0a02a";
  return GP_LAYOUT_COLOR_SYSMEM;
}

static void
append_heat_color (GString *out,
                   double   heat)
{
  char color[8];

  g_string_append (out, gp_layout_heat_color (heat, color));
}

static void
append_gp_id (GString    *out,
              const char *id)
{
  g_autofree char *escaped = g_uri_escape_string (id != NULL ? id : "", NULL, FALSE);

  g_string_append_printf (out, "gp_id=\"%s\"", escaped);
}

static gboolean in_cluster (DotBuilder      *b,
                            const GpElement *element);

/* What a node says of its element: the instance name inside its bin's cluster (the cluster
 * names the bin), the id ("uri-source-1/tee" when bins repeat a name) elsewhere. */
static const char *
shown_name (DotBuilder      *b,
            const GpElement *element)
{
  return in_cluster (b, element) ? gp_element_get_name (element) : element->id;
}

static void
append_node_label (DotBuilder                  *b,
                   const GpElement             *element,
                   const GpLayoutElementValues *values)
{
  GString *out = b->out;
  gboolean show_heat = b->overlay != NULL && gp_layout_overlay_get_show_heat (b->overlay);
  const char *name = shown_name (b, element);
  const char *title = element->factory != NULL && *element->factory ? element->factory : name;

  g_string_append (out, "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\">");
  /* The element's colour, the one its lanes in the app's Timeline have. */
  g_string_append_printf (out, "<TR><TD COLSPAN=\"2\"><FONT COLOR=\"%s\">\xe2\x97\x8f</FONT> <B>",
                          gp_element_palette_get (b->palette, element->id));
  _gp_layout_append_html (out, title, LABEL_MAX_CHARS);
  g_string_append (out, "</B></TD></TR>");

  if (g_strcmp0 (title, name) != 0)
    {
      g_string_append (out, "<TR><TD COLSPAN=\"2\"><FONT POINT-SIZE=\"8\" COLOR=\"" COLOR_MUTED "\">");
      _gp_layout_append_html (out, name, LABEL_MAX_CHARS);
      g_string_append (out, "</FONT></TD></TR>");
    }

  if (values != NULL && values->idle)
    g_string_append (out, "<TR><TD COLSPAN=\"2\"><FONT POINT-SIZE=\"8\" COLOR=\""
                     COLOR_MUTED "\">idle</FONT></TD></TR>");

  if (show_heat && values != NULL && !isnan (values->proc_ms_p95))
    {
      g_string_append (out, "<TR><TD COLSPAN=\"2\"><FONT POINT-SIZE=\"8\" COLOR=\"");
      append_heat_color (out, values->heat);
      g_string_append (out, "\">p95 ");
      append_number (out, "%.1f", values->proc_ms_p95);
      g_string_append (out, " ms</FONT></TD></TR>");
    }

  if (show_heat && values != NULL && !isnan (values->share))
    {
      int hot = (int) CLAMP (lround (values->share * HEAT_BAR_WIDTH), 1, HEAT_BAR_WIDTH - 1);

      g_string_append_printf (out, "<TR><TD FIXEDSIZE=\"TRUE\" CELLPADDING=\"0\" WIDTH=\"%d\" "
                              "HEIGHT=\"3\" BGCOLOR=\"", hot);
      append_heat_color (out, values->heat);
      g_string_append_printf (out, "\"></TD><TD FIXEDSIZE=\"TRUE\" CELLPADDING=\"0\" WIDTH=\"%d\" "
                              "HEIGHT=\"3\" BGCOLOR=\"#8b93a140\"></TD></TR>",
                              HEAT_BAR_WIDTH - hot);
    }

  g_string_append (out, "</TABLE>>");
}

/* A collapsed bin: its name, how many elements it hides, a double frame. */
static void
append_bin_node (DotBuilder      *b,
                 const GpElement *element,
                 const char      *name,
                 const char      *indent)
{
  GString *out = b->out;
  guint hidden = GPOINTER_TO_UINT (g_hash_table_lookup (b->collapsed, element->id));

  g_string_append_printf (out, "%s%s [label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" "
                          "CELLPADDING=\"1\"><TR><TD><FONT COLOR=\"%s\">\xe2\x96\xb8</FONT> <B>", indent, name,
                          gp_element_palette_get (b->palette, element->id));
  _gp_layout_append_html (out, shown_name (b, element), LABEL_MAX_CHARS);
  g_string_append_printf (out, "</B></TD></TR><TR><TD><FONT POINT-SIZE=\"8\" COLOR=\"" COLOR_MUTED "\">"
                          "bin, %u element%s</FONT></TD></TR></TABLE>>", hidden, hidden == 1 ? "" : "s");
  g_string_append_printf (out, ", fillcolor=\"%s1f\", color=\"%s\", peripheries=2, tooltip=\"",
                          GP_LAYOUT_COLOR_SYSMEM, GP_LAYOUT_COLOR_SYSMEM);
  _gp_layout_append_escaped (out, element->id, LABEL_MAX_CHARS);
  g_string_append (out, " (collapsed bin)\", ");
  append_gp_id (out, element->id);
  g_string_append (out, "];\n");
  b->n_nodes++;
}

static void
append_node (DotBuilder      *b,
             const GpElement *element,
             const char      *name,
             const char      *indent)
{
  GString *out = b->out;
  const GpLayoutElementValues *values = NULL;
  GpLayoutMark mark = { FALSE, GP_SEVERITY_INFO, FALSE };
  const char *color = vendor_color (element->vendor);
  gboolean idle;

  if (b->overlay != NULL)
    {
      values = gp_layout_overlay_get_element (b->overlay, element->id);
      mark = gp_layout_overlay_get_element_mark (b->overlay, element->id);
    }
  idle = values != NULL && values->idle;

  if (element->is_bin)
    {
      append_bin_node (b, element, name, indent);
      return;
    }

  g_string_append_printf (out, "%s%s [label=", indent, name);
  append_node_label (b, element, values);
  g_string_append_printf (out, ", fillcolor=\"%s%s\"", color, idle ? "00" : "1f");

  if (mark.marked)
    g_string_append_printf (out, ", color=\"%s\", penwidth=2.6, style=\"rounded,filled%s\"",
                            severity_color (mark.severity), mark.primary ? "" : ",dashed");
  else
    g_string_append_printf (out, ", color=\"%s\"%s", color,
                            idle ? ", style=\"rounded,filled,dotted\"" : "");

  g_string_append (out, ", tooltip=\"");
  _gp_layout_append_escaped (out, element->id, LABEL_MAX_CHARS);
  if (element->factory != NULL && *element->factory)
    {
      g_string_append (out, " (");
      _gp_layout_append_escaped (out, element->factory, LABEL_MAX_CHARS);
      g_string_append (out, ")");
    }
  if (b->overlay != NULL && gp_layout_overlay_get_placeholders (b->overlay))
    values = NULL;   /* the tooltip's values are painted over */
  if (values != NULL && !isnan (values->proc_ms_p95))
    {
      g_string_append (out, "\\nproc p95 ");
      append_number (out, "%.2f", values->proc_ms_p95);
      g_string_append (out, " ms");
    }
  if (values != NULL && !isnan (values->cpu_pct))
    {
      g_string_append (out, "\\ncpu ");
      append_number (out, "%.0f", values->cpu_pct);
      g_string_append (out, "%");
    }
  g_string_append (out, "\", ");
  append_gp_id (out, element->id);
  g_string_append (out, "];\n");
  b->n_nodes++;
}

/* Accepts @bin's parent only when walking up from it never comes back. */
static const char *
resolve_parent (DotBuilder *b,
                const char *bin)
{
  const GpElement *element = gp_graph_lookup_element (b->graph, bin);
  const char *parent = element != NULL ? element->bin : NULL;
  const char *walk = parent;

  if (parent == NULL || *parent == '\0'
      || g_strcmp0 (parent, gp_graph_get_pipeline (b->graph)) == 0)
    return NULL;

  for (guint depth = 0; walk != NULL && depth < MAX_BIN_DEPTH; depth++)
    {
      const GpElement *up;

      if (strcmp (walk, bin) == 0)
        return NULL;
      up = gp_graph_lookup_element (b->graph, walk);
      walk = up != NULL ? up->bin : NULL;
    }

  return walk == NULL ? parent : NULL;
}

static void
collect_bin (DotBuilder *b,
             const char *bin)
{
  for (guint depth = 0; bin != NULL && depth < MAX_BIN_DEPTH; depth++)
    {
      const char *parent;

      if (g_ptr_array_find_with_equal_func (b->bins, bin, g_str_equal, NULL))
        return;

      g_ptr_array_add (b->bins, (gpointer) bin);
      parent = resolve_parent (b, bin);
      if (parent != NULL)
        g_hash_table_insert (b->bin_parent, (gpointer) bin, (gpointer) parent);
      bin = parent;
    }
}

static gboolean
in_cluster (DotBuilder      *b,
            const GpElement *element)
{
  return element->bin != NULL && *element->bin != '\0'
         && g_strcmp0 (element->bin, gp_graph_get_pipeline (b->graph)) != 0;
}

/* The node name of element @i, or NULL when it gets none (a bin not collapsed, an element inside
 * a collapsed bin, or a repeated id). */
static const char *
node_name_of (DotBuilder *b,
              guint       i)
{
  const GpElement *element = gp_graph_element (b->graph, i);
  const char *name = g_hash_table_lookup (b->node_names, element->id);
  char expected[24];

  g_snprintf (expected, sizeof expected, "n%u", i);

  return g_strcmp0 (name, expected) == 0 ? name : NULL;
}

static void
append_cluster (DotBuilder *b,
                guint       bin_index,
                guint       depth)
{
  const char *bin = g_ptr_array_index (b->bins, bin_index);
  g_autofree char *indent = g_strnfill (2 * (depth + 1), ' ');
  g_autofree char *inner = g_strnfill (2 * (depth + 2), ' ');

  g_string_append_printf (b->out, "%ssubgraph cluster_b%u {\n", indent, bin_index);
  g_string_append_printf (b->out, "%sstyle=\"rounded,dashed\"; color=\"%s\"; ", inner, GP_LAYOUT_COLOR_SYSMEM);
  append_gp_id (b->out, bin);
  g_string_append (b->out, ";\n");
  g_string_append_printf (b->out, "%slabel=<<FONT POINT-SIZE=\"9\" COLOR=\"" COLOR_MUTED "\">", inner);
  {
    const GpElement *bin_element = gp_graph_lookup_element (b->graph, bin);

    _gp_layout_append_html (b->out, bin_element != NULL ? shown_name (b, bin_element) : bin, LABEL_MAX_CHARS);
  }
  g_string_append (b->out, "</FONT>>;\n");

  for (guint i = 0; i < gp_graph_n_elements (b->graph); i++)
    {
      const GpElement *element = gp_graph_element (b->graph, i);
      const char *name = node_name_of (b, i);

      if (name != NULL && in_cluster (b, element) && strcmp (element->bin, bin) == 0)
        append_node (b, element, name, inner);
    }

  for (guint k = 0; k < b->bins->len; k++)
    if (g_strcmp0 (g_hash_table_lookup (b->bin_parent, g_ptr_array_index (b->bins, k)), bin) == 0)
      append_cluster (b, k, depth + 1);

  g_string_append_printf (b->out, "%s}\n", indent);
}

/* The node for one end of a link; a placeholder when the element is a bin or
 * is not in the graph. */
static const char *
ensure_endpoint (DotBuilder *b,
                 const char *element_id)
{
  const char *name = g_hash_table_lookup (b->node_names, element_id);
  char *placeholder;

  if (name != NULL)
    return name;

  placeholder = g_strdup_printf ("p%u", g_hash_table_size (b->node_names));
  g_hash_table_insert (b->node_names, g_strdup (element_id), placeholder);
  b->n_placeholders++;

  g_string_append_printf (b->out, "  %s [label=<<FONT COLOR=\"" COLOR_MUTED "\">", placeholder);
  _gp_layout_append_html (b->out, element_id, LABEL_MAX_CHARS);
  g_string_append_printf (b->out, "</FONT>>, style=\"rounded,dashed\", color=\"%s\", tooltip=\"",
                          GP_LAYOUT_COLOR_SYSMEM);
  _gp_layout_append_escaped (b->out, element_id, LABEL_MAX_CHARS);
  g_string_append (b->out, "\", ");
  append_gp_id (b->out, element_id);
  g_string_append (b->out, "];\n");

  return placeholder;
}

static void
append_edge_tooltip (DotBuilder               *b,
                     const GpLink             *link,
                     const GpLayoutLinkValues *values)
{
  GString *out = b->out;

  g_string_append (out, ", tooltip=\"");
  _gp_layout_append_escaped (out, link->src, LABEL_MAX_CHARS);
  g_string_append (out, " → ");
  _gp_layout_append_escaped (out, link->sink, LABEL_MAX_CHARS);
  g_string_append_printf (out, "\\n%s", gp_memory_to_string (link->memory));
  if (b->overlay != NULL && gp_layout_overlay_get_placeholders (b->overlay))
    values = NULL;
  if (link->format != NULL)
    {
      g_string_append (out, " · ");
      _gp_layout_append_escaped (out, link->format, LABEL_MAX_CHARS);
    }
  if (values != NULL && !isnan (values->fps))
    {
      g_autofree char *rate = _gp_layout_format_rate (values->bytes_s);

      g_string_append (out, "\\n");
      append_number (out, "%.1f", values->fps);
      g_string_append_printf (out, " fps · %s%s", rate, values->stalled ? " · stalled" : "");
    }
  if (link->caps != NULL && *link->caps != '\0')
    {
      g_autoptr(GString) caps = g_string_new (NULL);

      /* Dot-dump caps keep their label indentation: one space is enough. */
      for (const char *p = link->caps; *p != '\0'; p++)
        if (!(*p == ' ' && caps->len > 0 && caps->str[caps->len - 1] == ' '))
          g_string_append_c (caps, *p);
      g_string_append (out, "\\n");
      _gp_layout_append_escaped (out, caps->str, TOOLTIP_MAX_CHARS);
    }
  g_string_append (out, "\"");
}

static void
append_edge (DotBuilder   *b,
             const GpLink *link)
{
  GString *out = b->out;
  const GpLayoutLinkValues *values = NULL;
  GpLayoutMark mark = { FALSE, GP_SEVERITY_INFO, FALSE };
  const char *src = ensure_endpoint (b, link->src_element != NULL ? link->src_element : "");
  const char *sink = ensure_endpoint (b, link->sink_element != NULL ? link->sink_element : "");
  const char *color = gp_layout_memory_color (link->memory);
  gboolean dashed = link->memory == GP_MEMORY_UNKNOWN;
  double bytes_s = NAN;

  /* A link inside a collapsed bin. */
  if (strcmp (src, sink) == 0 && g_hash_table_size (b->collapsed) > 0)
    return;

  if (b->overlay != NULL)
    {
      values = gp_layout_overlay_get_link (b->overlay, link->id);
      mark = gp_layout_overlay_get_link_mark (b->overlay, link->id);
    }
  if (values != NULL)
    bytes_s = values->bytes_s;
  if (values != NULL && values->stalled)
    {
      color = GP_LAYOUT_COLOR_HIGH;
      dashed = TRUE;
    }

  g_string_append_printf (out, "  %s -> %s [penwidth=", src, sink);
  append_number (out, "%.2f", gp_layout_edge_width (bytes_s));
  if (mark.marked)
    g_string_append_printf (out, ", color=\"%s66:%s:%s66\"", severity_color (mark.severity),
                            color, severity_color (mark.severity));
  else
    g_string_append_printf (out, ", color=\"%s\"", color);
  g_string_append_printf (out, ", style=%s", dashed ? "dashed" : "solid");
  /* Rows: a link between two does not rank; the ones along a row keep it straight. */
  if (b->shape->rows != NULL)
    g_string_append (out, g_hash_table_lookup (b->shape->rows, src) != g_hash_table_lookup (b->shape->rows, sink)
                          ? ", constraint=false" : ", weight=8");

  g_string_append (out, ", label=<<FONT POINT-SIZE=\"8\" COLOR=\"" COLOR_MUTED "\">");
  if (link->format != NULL && *link->format)
    _gp_layout_append_html (out, link->format, LABEL_MAX_CHARS);
  else if (link->media != NULL && *link->media)
    _gp_layout_append_html (out, link->media, LABEL_MAX_CHARS);
  else
    g_string_append (out, gp_memory_to_string (link->memory));
  /* Stacked lines keep the ranks narrow. */
  if (values != NULL && !isnan (values->fps))
    {
      g_string_append (out, "<BR/>");
      append_number (out, "%.0f", values->fps);
      g_string_append (out, " fps");
    }
  if (values != NULL && values->stalled)
    g_string_append (out, "<BR/>stalled");
  g_string_append (out, "</FONT>>");

  append_edge_tooltip (b, link, values);
  g_string_append (out, ", ");
  append_gp_id (out, link->id);
  g_string_append (out, "];\n");
  b->n_edges++;
}

const char *
gp_layout_shown_element (const GpGraph      *graph,
                         const char * const *collapsed_bins,
                         const char         *element_id)
{
  const GpElement *element;
  const char *shown = element_id;
  const char *bin;

  g_return_val_if_fail (graph != NULL, NULL);

  if (collapsed_bins == NULL || collapsed_bins[0] == NULL || element_id == NULL)
    return element_id;

  element = gp_graph_lookup_element (graph, element_id);
  bin = element != NULL ? element->bin : NULL;
  /* Up to the pipeline (never collapsed), at most MAX_BIN_DEPTH bins: a bin
   * that is its own ancestor ends the walk. */
  for (guint depth = 0; bin != NULL && *bin != '\0' && depth < MAX_BIN_DEPTH; depth++)
    {
      const GpElement *up;

      if (g_strcmp0 (bin, gp_graph_get_pipeline (graph)) == 0 || strcmp (bin, element_id) == 0)
        break;
      if (g_strv_contains (collapsed_bins, bin))
        shown = bin;
      up = gp_graph_lookup_element (graph, bin);
      bin = up != NULL ? up->bin : NULL;
    }

  return shown;
}

/* Names the nodes: every element that is not a bin, and every collapsed bin
 * that no collapsed bin holds; then the elements hidden in a collapsed bin
 * take its node's name, so that their links end there. */
static void
name_nodes (DotBuilder *b)
{
  const char * const *collapsed = b->shape->collapsed_bins;
  guint n = gp_graph_n_elements (b->graph);

  for (guint i = 0; i < n; i++)
    {
      const GpElement *element = gp_graph_element (b->graph, i);
      const char *shown = gp_layout_shown_element (b->graph, collapsed, element->id);

      if (g_hash_table_contains (b->node_names, element->id))
        continue;
      if (strcmp (shown, element->id) != 0)
        {
          guint hidden = GPOINTER_TO_UINT (g_hash_table_lookup (b->collapsed, shown));

          /* Its elements, not its bins, are counted. */
          g_hash_table_insert (b->collapsed, (gpointer) shown,
                               GUINT_TO_POINTER (hidden + !element->is_bin));
          continue;
        }
      /* A bin is a node only collapsed (never the pipeline). */
      if (element->is_bin && (collapsed == NULL || !g_strv_contains (collapsed, element->id) ||
                              g_strcmp0 (element->id, gp_graph_get_pipeline (b->graph)) == 0))
        continue;
      if (element->is_bin && !g_hash_table_contains (b->collapsed, element->id))
        g_hash_table_insert (b->collapsed, (gpointer) element->id, GUINT_TO_POINTER (0));
      g_hash_table_insert (b->node_names, g_strdup (element->id), g_strdup_printf ("n%u", i));
      if (in_cluster (b, element))
        collect_bin (b, element->bin);
    }

  for (guint i = 0; g_hash_table_size (b->collapsed) > 0 && i < n; i++)
    {
      const GpElement *element = gp_graph_element (b->graph, i);
      const char *shown = gp_layout_shown_element (b->graph, collapsed, element->id);

      if (strcmp (shown, element->id) != 0 && !g_hash_table_contains (b->node_names, element->id))
        g_hash_table_insert (b->node_names, g_strdup (element->id),
                             g_strdup (ensure_endpoint (b, shown)));
    }
}

/* Rows: each row's first node shares a rank with the row above's, after it. */
static void
append_row_anchors (DotBuilder *b)
{
  GPtrArray *anchors = b->shape->anchors;

  for (guint r = 1; anchors != NULL && r < anchors->len; r++)
    {
      const char *above = g_ptr_array_index (anchors, r - 1);
      const char *below = g_ptr_array_index (anchors, r);

      g_string_append_printf (b->out, "  { rank=same; %s; %s; }\n  %s -> %s [style=invis];\n",
                              above, below, above, below);
    }
}

char *
_gp_layout_build_dot (const GpGraph         *graph,
                      const GpLayoutOverlay *overlay,
                      const GpLayoutShape   *shape,
                      guint                 *n_nodes,
                      guint                 *n_edges)
{
  static const GpLayoutShape left_right = { GP_LAYOUT_DIRECTION_LEFT_RIGHT, NULL, NULL, NULL };
  DotBuilder b = { 0 };

  g_assert (graph != NULL);

  b.graph = graph;
  b.overlay = overlay;
  b.shape = shape != NULL ? shape : &left_right;
  b.collapsed = g_hash_table_new (g_str_hash, g_str_equal);
  b.palette = gp_element_palette_new (graph);
  b.out = g_string_new (NULL);
  b.node_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  b.bins = g_ptr_array_new ();
  b.bin_parent = g_hash_table_new (g_str_hash, g_str_equal);

  g_string_append_printf (b.out,
                          "digraph gst_profile {\n"
                          "  graph [rankdir=%s, %sbgcolor=\"transparent\", pad=\"0.15\", nodesep=\"0.3\", "
                          "ranksep=\"0.45\", fontname=\"sans-serif\", fontsize=\"10\", outputorder=\"edgesfirst\"];\n"
                          "  node [shape=box, style=\"rounded,filled\", fontname=\"sans-serif\", fontsize=\"10\", "
                          "margin=\"0.1,0.05\", penwidth=\"1.3\"];\n"
                          "  edge [fontname=\"sans-serif\", fontsize=\"8\", arrowsize=\"0.5\"];\n",
                          b.shape->direction == GP_LAYOUT_DIRECTION_TOP_BOTTOM ? "TB" : "LR",
                          b.shape->rows != NULL ? "newrank=true, " : "");

  /* Name every element node first so that links find them. */
  name_nodes (&b);

  for (guint k = 0; k < b.bins->len; k++)
    if (!g_hash_table_contains (b.bin_parent, g_ptr_array_index (b.bins, k)))
      append_cluster (&b, k, 0);

  for (guint i = 0; i < gp_graph_n_elements (graph); i++)
    {
      const GpElement *element = gp_graph_element (graph, i);
      const char *name = node_name_of (&b, i);

      if (name != NULL && !in_cluster (&b, element))
        append_node (&b, element, name, "  ");
    }

  for (guint i = 0; i < gp_graph_n_links (graph); i++)
    append_edge (&b, gp_graph_link (graph, i));

  append_row_anchors (&b);
  g_string_append (b.out, "}\n");

  if (n_nodes != NULL)
    *n_nodes = b.n_nodes + b.n_placeholders;
  if (n_edges != NULL)
    *n_edges = b.n_edges;

  g_hash_table_unref (b.node_names);
  g_hash_table_unref (b.collapsed);
  g_ptr_array_unref (b.bins);
  g_hash_table_unref (b.bin_parent);
  gp_element_palette_free (b.palette);

  return g_string_free (b.out, FALSE);
}
