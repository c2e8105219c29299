/* gp-report.c: the HTML report: one self-contained page
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

/* `gst-profile report`: one page that loads nothing (a Content-Security-Policy of default-src
 * 'none' with hashes for its one style and one script), light and dark themes, well-formed XML as
 * well as HTML. It holds the session's title and target, the verdict header, the ranked finding
 * cards (gp-report-findings.c), the graph as graphviz SVG with a legend, the plots
 * (gp-report-plots.c), and the session and verdict JSON for scripts, with '<', '>' and '&' escaped.
 * Bounded whatever the session holds: the page's session JSON keeps the first GP_REPORT_MAX_EVENTS
 * (10,000) events and says so, and a graph over GP_REPORT_MAX_GRAPH_ELEMENTS (2,000) elements is
 * not laid out (graphviz's time grows faster than the graph), which the page says too. Redacted
 * unless the caller says not to (gp-redact.c). */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gp-error.h"
#include "gp-json-writer.h"
#include "gp-layout.h"
#include "gp-redact.h"
#include "gp-report-private.h"
#include "gp-session-json.h"
#include "gp-session-private.h"

/* No '<' or '&' in here: the page is also well-formed XML. */
static const char report_css[] =
  ":root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--fg:#1b2029;--muted:#5d6675;"
  "--line:#dde1e7;--lane:#f0f2f5;--code:#eef0f3;--nvmm:#76B900;--dmabuf:#8f6af2;--sysmem:#8b93a1;"
  "--high:#e5484d;--medium:#f5a524;--info:#3e8ed0}\n"
  "@media (prefers-color-scheme:dark){:root{--bg:#111418;--card:#1a1e24;--fg:#e4e7ec;"
  "--muted:#9aa3b1;--line:#2c323b;--lane:#20252c;--code:#242a32}}\n"
  "*{box-sizing:border-box}\n"
  "body{margin:0;background:var(--bg);color:var(--fg);"
  "font:14px/1.45 system-ui,-apple-system,'Segoe UI',Cantarell,Ubuntu,sans-serif}\n"
  "a{color:var(--info)}\n"
  ".top{padding:10px 20px;border-bottom:1px solid var(--line);background:var(--card);"
  "display:flex;gap:10px;align-items:baseline;flex-wrap:wrap}\n"
  ".brand{font-weight:700;color:var(--nvmm)}\n"
  "main{max-width:1120px;margin:0 auto;padding:8px 20px 32px}\n"
  "section{background:var(--card);border:1px solid var(--line);border-radius:10px;"
  "padding:14px 18px;margin:14px 0}\n"
  "h1{font-size:20px;margin:0 0 4px;overflow-wrap:anywhere}\n"
  "h2{font-size:15px;margin:0 0 10px}\n"
  ".muted{color:var(--muted)}\n"
  "code,.mono{font-family:ui-monospace,'DejaVu Sans Mono',Menlo,monospace;font-size:12.5px}\n"
  "pre.launch{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--code);"
  "padding:8px 10px;border-radius:6px;margin:8px 0}\n"
  "dl.target{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:8px 0 0}\n"
  "dl.target dt{color:var(--muted)}dl.target dd{margin:0;overflow-wrap:anywhere}\n"
  ".kicker{font-size:12px;color:var(--muted);text-transform:uppercase;letter-spacing:.06em}\n"
  ".verdict{border-left:5px solid var(--info)}\n"
  ".verdict.sev-high{border-left-color:var(--high)}.verdict.sev-medium{border-left-color:var(--medium)}\n"
  ".verdict .header{font-size:16px;font-weight:600;margin:4px 0;overflow-wrap:anywhere}\n"
  ".verdict p{margin:4px 0}\n"
  ".badge{display:inline-block;min-width:58px;text-align:center;padding:1px 8px;border-radius:999px;"
  "font-size:12px;font-weight:700;color:#fff;background:var(--info)}\n"
  ".sev-high .badge{background:var(--high)}.sev-medium .badge{background:var(--medium);color:#1b1b1b}\n"
  "details.finding{border:1px solid var(--line);border-left:4px solid var(--info);border-radius:8px;"
  "padding:8px 12px;margin:8px 0}\n"
  "details.sev-high{border-left-color:var(--high)}details.sev-medium{border-left-color:var(--medium)}\n"
  "summary{cursor:pointer;display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}\n"
  ".rule{font-weight:700;font-family:ui-monospace,monospace;min-width:44px}\n"
  ".ftitle{font-weight:600;flex:1 1 300px;overflow-wrap:anywhere}\n"
  ".share{color:var(--muted);font-variant-numeric:tabular-nums}\n"
  ".tag{font-size:11px;border:1px solid var(--line);border-radius:4px;padding:0 5px;color:var(--muted)}\n"
  ".fbody{margin:8px 0 2px 4px}.fbody p{margin:6px 0;overflow-wrap:anywhere}\n"
  ".fbody strong{display:inline-block;min-width:44px;color:var(--muted);font-weight:600}\n"
  "table.evidence{border-collapse:collapse;font-size:13px;margin:4px 0}\n"
  "table.evidence th,table.evidence td{border-top:1px solid var(--line);padding:3px 10px 3px 0;"
  "text-align:left;vertical-align:top;overflow-wrap:anywhere}\n"
  "table.evidence th{color:var(--muted);font-weight:500}\n"
  ".legend{display:flex;flex-wrap:wrap;gap:6px 18px;font-size:12.5px;color:var(--muted);margin:0 0 8px}\n"
  ".sw{display:inline-block;width:26px;height:0;border-top:4px solid var(--sysmem);"
  "vertical-align:middle;margin-right:6px}\n"
  ".sw-nvmm{border-top-color:var(--nvmm)}.sw-dmabuf{border-top-color:var(--dmabuf)}"
  ".sw-unknown{border-top-style:dashed}.sw-high{border-top-color:var(--high);border-top-style:dashed}"
  ".sw-medium{border-top-color:var(--medium);border-top-style:dashed}\n"
  ".graph{overflow-x:auto;padding-bottom:4px}.graph svg{display:block;margin:0 auto}\n"
  ".graph text:not([fill]){fill:var(--fg)}.graph text[fill='#6b7280']{fill:var(--muted)}\n"
  "svg.plot{width:100%;height:auto;display:block}\n"
  ".plot text{font-family:system-ui,sans-serif}\n"
  ".plot .lane{fill:var(--lane)}.plot .lane-label{fill:var(--fg);font-size:11.5px}\n"
  ".plot .lane-detail,.plot .tick{fill:var(--muted);font-size:10.5px}\n"
  ".plot .tick{text-anchor:middle}.plot .tick.end{text-anchor:end}\n"
  ".plot .lane-empty{fill:var(--muted);font-size:11px;font-style:italic}\n"
  ".plot .line{fill:none;stroke-width:1.5;stroke-linejoin:round}\n"
  ".plot .area{fill-opacity:.16;stroke:none}\n"
  ".plot .band{fill:var(--info);fill-opacity:.25}\n"
  ".plot .axis{stroke:var(--line)}\n"
  ".plot .stall{fill:var(--high);fill-opacity:.35}\n"
  ".plot .event{stroke:var(--muted);stroke-dasharray:3 3;stroke-width:1;opacity:.5}\n"
  ".plot .ev-error{stroke:var(--high);opacity:.9}.plot .ev-eos{stroke:var(--info);opacity:.9}"
  ".plot .ev-mark{stroke:var(--medium);opacity:.9}.plot .ev-child-exit{stroke:var(--dmabuf);opacity:.9}\n"
  "footer{color:var(--muted);font-size:12px;text-align:center;margin:8px 0 28px}\n";

void
_gp_report_append_escaped (GString    *out,
                           const char *text)
{
  g_autofree char *valid = NULL;

  if (text == NULL)
    return;

  valid = g_utf8_make_valid (text, -1);
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '"': g_string_append (out, "&quot;"); break;
        case '\'': g_string_append (out, "&#39;"); break;
        case '\n': case '\t': g_string_append_c (out, (char) c); break;
        default:
          if (c < 0x20 || c == 0x7f || c == 0xfffe || c == 0xffff)
            g_string_append_c (out, ' ');
          else
            g_string_append_unichar (out, c);
          break;
        }
    }
}

void
_gp_report_append_number (GString    *out,
                          const char *format,
                          double      value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (out, g_ascii_formatd (buf, sizeof buf, format, value));
}

const char *
_gp_report_get_string (JsonObject *object,
                       const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

double
_gp_report_get_number (JsonObject *object,
                       const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NAN;
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64 || type == G_TYPE_DOUBLE)
    return json_node_get_double (node);
  return NAN;
}

JsonObject *
_gp_report_get_object (JsonObject *object,
                       const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

JsonArray *
_gp_report_get_array (JsonObject *object,
                      const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* JSON safe inside <script>, and inside XML text: '<', '>' and '&' only occur
 * in strings (the writer escapes everything else non-ASCII), where \u00XX
 * means the same character. */
static void
append_json_blob (GString  *out,
                  JsonNode *node)
{
  g_autofree char *json = gp_json_to_string (node);

  for (const char *p = json; *p != '\0'; p++)
    {
      switch (*p)
        {
        case '<': g_string_append (out, "\\u003c"); break;
        case '>': g_string_append (out, "\\u003e"); break;
        case '&': g_string_append (out, "\\u0026"); break;
        default: g_string_append_c (out, *p); break;
        }
    }
}

static char *
csp_hash (const char *text)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 digest[32];
  gsize len = sizeof digest;
  g_autofree char *b64 = NULL;

  g_checksum_update (checksum, (const guchar *) text, strlen (text));
  g_checksum_get_digest (checksum, digest, &len);
  b64 = g_base64_encode (digest, len);

  return g_strdup_printf ("'sha256-%s'", b64);
}

static void
append_dl_row (GString    *out,
               const char *term,
               const char *value)
{
  if (value == NULL || *value == '\0')
    return;

  g_string_append (out, "<dt>");
  _gp_report_append_escaped (out, term);
  g_string_append (out, "</dt><dd>");
  _gp_report_append_escaped (out, value);
  g_string_append (out, "</dd>\n");
}

static char *
join_string_array (JsonArray  *array,
                   const char *separator)
{
  g_autoptr(GString) joined = g_string_new (NULL);

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        continue;
      if (joined->len > 0)
        g_string_append (joined, separator);
      g_string_append (joined, json_node_get_string (node));
    }

  return g_string_free (g_steal_pointer (&joined), FALSE);
}

static char *
report_title (JsonObject *info)
{
  const char *label = _gp_report_get_string (info, "label");
  const char *id = _gp_report_get_string (info, "id");

  if (label != NULL && *label != '\0')
    return g_strdup (label);
  return g_strdup_printf ("session %s", id != NULL ? id : "(no id)");
}

static const char * const capability_names[] = {
  "element_latency", "stats", "queue_levels", "tegrastats",
};

static void
append_summary (GString    *out,
                JsonObject *doc,
                GpSession  *session)
{
  JsonObject *info = _gp_report_get_object (doc, "session");
  JsonObject *target = _gp_report_get_object (doc, "target");
  JsonObject *caps = _gp_report_get_object (target, "capabilities");
  JsonObject *parse = _gp_report_get_object (info, "parse");
  JsonArray *notes = _gp_report_get_array (info, "notes");
  g_autofree char *title = report_title (info);
  g_autofree char *command = join_string_array (_gp_report_get_array (info, "command"), " ");
  g_autofree char *present = join_string_array (_gp_report_get_array (target, "sources_present"), ", ");
  g_autofree char *missing = join_string_array (_gp_report_get_array (target, "sources_missing"), ", ");
  g_autoptr(GString) capabilities = g_string_new (NULL);
  g_autoptr(GString) meta = g_string_new (NULL);
  g_autofree char *parse_text = NULL;
  const char *launch = _gp_report_get_string (info, "launch");
  double duration = _gp_report_get_number (info, "duration_s");

  g_string_append (out, "<section class=\"summary\">\n<h1>");
  _gp_report_append_escaped (out, title);
  g_string_append (out, "</h1>\n<p class=\"muted\">");

  g_string_append_printf (meta, "id %s",
                          _gp_report_get_string (info, "id") != NULL ? _gp_report_get_string (info, "id") : "?");
  if (_gp_report_get_string (info, "mode") != NULL)
    g_string_append_printf (meta, " · %s", _gp_report_get_string (info, "mode"));
  if (_gp_report_get_string (info, "started") != NULL)
    g_string_append_printf (meta, " · started %s", _gp_report_get_string (info, "started"));
  if (!isnan (duration))
    {
      g_string_append (meta, " · ");
      _gp_report_append_number (meta, "%.1f", duration);
      g_string_append (meta, " s");
    }
  g_string_append_printf (meta, " · %u windows of %u ms",
                          gp_series_get_n_windows (gp_session_get_series (session)),
                          gp_series_get_window_ms (gp_session_get_series (session)));
  _gp_report_append_escaped (out, meta->str);
  g_string_append (out, "</p>\n");

  if (launch != NULL && *launch != '\0')
    {
      g_string_append (out, "<pre class=\"launch mono\">");
      _gp_report_append_escaped (out, launch);
      g_string_append (out, "</pre>\n");
    }
  if (*command != '\0')
    {
      g_string_append (out, "<pre class=\"launch mono\">$ ");
      _gp_report_append_escaped (out, command);
      g_string_append (out, "</pre>\n");
    }

  for (guint i = 0; i < G_N_ELEMENTS (capability_names); i++)
    {
      JsonNode *node = caps != NULL ? json_object_get_member (caps, capability_names[i]) : NULL;

      if (node != NULL && JSON_NODE_HOLDS_VALUE (node)
          && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        g_string_append_printf (capabilities, "%s%s %s", capabilities->len ? " · " : "",
                                capability_names[i], json_node_get_boolean (node) ? "yes" : "no");
    }

  if (parse != NULL)
    parse_text = g_strdup_printf ("%.0f lines, %.0f records, %.0f unparsed, %.0f errors",
                                  _gp_report_get_number (parse, "lines"),
                                  _gp_report_get_number (parse, "records"),
                                  _gp_report_get_number (parse, "unparsed"),
                                  _gp_report_get_number (parse, "errors"));

  g_string_append (out, "<dl class=\"target\">\n");
  append_dl_row (out, "GStreamer", _gp_report_get_string (target, "gstreamer"));
  append_dl_row (out, "platform", _gp_report_get_string (target, "platform"));
  append_dl_row (out, "board", _gp_report_get_string (target, "board"));
  append_dl_row (out, "L4T", _gp_report_get_string (target, "l4t"));
  append_dl_row (out, "sources present", present);
  append_dl_row (out, "sources missing", *missing ? missing : "-");
  append_dl_row (out, "capabilities", capabilities->str);
  append_dl_row (out, "parse", parse_text);
  for (guint i = 0; notes != NULL && i < json_array_get_length (notes); i++)
    {
      JsonNode *node = json_array_get_element (notes, i);

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        append_dl_row (out, "note", json_node_get_string (node));
    }
  if (gp_session_get_n_events (session) > GP_REPORT_MAX_EVENTS)
    {
      g_autofree char *text = g_strdup_printf ("%u events: the first %u are in this page's session JSON, "
                                               "and … %u more are not (the session file has them all)",
                                               gp_session_get_n_events (session), GP_REPORT_MAX_EVENTS,
                                               gp_session_get_n_events (session) - GP_REPORT_MAX_EVENTS);

      append_dl_row (out, "events", text);
    }
  g_string_append (out, "</dl>\n</section>\n");
}

static gboolean
is_diagnostic (JsonObject *finding)
{
  const char *rule = _gp_report_get_string (finding, "rule");

  return g_strcmp0 (rule, "HOT") != 0 && g_strcmp0 (rule, "OK") != 0;
}

static void
append_verdict (GString    *out,
                JsonObject *verdict)
{
  JsonArray *findings = _gp_report_get_array (verdict, "findings");
  const char *header = _gp_report_get_string (verdict, "header");
  const char *worst = "info";
  JsonObject *top = NULL;

  for (guint i = 0; findings != NULL && i < json_array_get_length (findings); i++)
    {
      JsonObject *finding = json_array_get_object_element (findings, i);
      const char *severity = _gp_report_get_string (finding, "severity");

      if (finding == NULL)
        continue;
      if (g_strcmp0 (severity, "high") == 0)
        worst = "high";
      else if (g_strcmp0 (severity, "medium") == 0 && strcmp (worst, "high") != 0)
        worst = "medium";
      if (top == NULL && is_diagnostic (finding))
        top = finding;
    }

  g_string_append_printf (out, "<section class=\"verdict sev-%s\" id=\"verdict\">\n", worst);
  g_string_append (out, "<div class=\"kicker\">gst-profile verdict</div>\n<p class=\"header\">");
  _gp_report_append_escaped (out, header != NULL ? header : "no per-element timing on this capture");
  g_string_append (out, "</p>\n");

  if (top != NULL)
    {
      g_string_append (out, "<p>top finding: <span class=\"rule\">");
      _gp_report_append_escaped (out, _gp_report_get_string (top, "rule"));
      g_string_append (out, "</span> · ");
      _gp_report_append_escaped (out, _gp_report_get_string (top, "title"));
      g_string_append (out, "</p>\n");
    }
  else if (findings == NULL || json_array_get_length (findings) == 0)
    g_string_append (out, "<p class=\"muted\">no findings.</p>\n");

  g_string_append (out, "</section>\n");
}

static void
append_graph (GString          *out,
              GpSession        *session,
              const GpAnalysis *analysis)
{
  g_autoptr(GpLayoutOverlay) overlay = NULL;
  g_autoptr(GpLayout) layout = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;

  /* Graphviz's layout grows faster than the graph: past a size no page
   * could show, none is made (the elements are in the session JSON). */
  if (gp_graph_n_elements (gp_session_get_graph (session)) > GP_REPORT_MAX_GRAPH_ELEMENTS)
    g_set_error (&error, GP_ERROR, GP_ERROR_INVALID,
                 "%u elements, more than the %u a report draws (`gst-profile export --graph svg` draws it)",
                 gp_graph_n_elements (gp_session_get_graph (session)), GP_REPORT_MAX_GRAPH_ELEMENTS);
  else
    {
      overlay = gp_layout_overlay_new_for_analysis (analysis, gp_session_get_findings (session));
      layout = gp_layout_new (gp_session_get_graph (session), overlay, &error);
      if (layout != NULL)
        svg = gp_layout_render_svg (layout, &error);
    }

  g_string_append (out,
                   "<section id=\"pipeline\">\n<h2>Pipeline</h2>\n<div class=\"legend\">"
                   "<span><span class=\"sw sw-nvmm\"></span>NVMM (hardware memory)</span>"
                   "<span><span class=\"sw sw-dmabuf\"></span>dmabuf</span>"
                   "<span><span class=\"sw\"></span>system memory</span>"
                   "<span><span class=\"sw sw-unknown\"></span>unknown (dashed)</span>"
                   "<span><span class=\"sw sw-high\"></span><span class=\"sw sw-medium\"></span>"
                   "finding targets</span>"
                   "<span>a gray gap in a green path is a copy; edge width = bytes/s; "
                   "heat bar = share of processing time</span></div>\n<div class=\"graph\">\n");

  if (svg != NULL)
    g_string_append (out, svg);
  else
    {
      g_string_append (out, "<p class=\"muted\">graph not available: ");
      _gp_report_append_escaped (out, error != NULL ? error->message : "unknown error");
      g_string_append (out, "</p>\n");
    }

  g_string_append (out, "</div>\n</section>\n");
}

static void
append_head (GString    *out,
             JsonObject *doc,
             JsonNode   *session_json,
             JsonNode   *verdict)
{
  g_autoptr(GString) script = g_string_new ("window.__SESSION__=");
  g_autofree char *title = report_title (_gp_report_get_object (doc, "session"));
  g_autofree char *style_hash = csp_hash (report_css);
  g_autofree char *script_hash = NULL;

  append_json_blob (script, session_json);
  g_string_append (script, ";window.__VERDICT__=");
  append_json_blob (script, verdict);
  g_string_append (script, ";");
  script_hash = csp_hash (script->str);

  g_string_append (out,
                   "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                   "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
  /* Nothing may load from anywhere: the page is self-contained. */
  g_string_append_printf (out,
                          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                          "style-src %s; script-src %s; img-src data:; base-uri 'none'; "
                          "form-action 'none'\"/>\n", style_hash, script_hash);
  g_string_append (out, "<meta name=\"referrer\" content=\"no-referrer\"/>\n"
                   "<meta name=\"generator\" content=\"gst-profile " PACKAGE_VERSION "\"/>\n<title>");
  _gp_report_append_escaped (out, title);
  g_string_append (out, " · gst-profile report</title>\n<style>");
  g_string_append (out, report_css);
  g_string_append (out, "</style>\n<script>");
  g_string_append_len (out, script->str, script->len);
  g_string_append (out, "</script>\n</head>\n");
}

static JsonArray *
copy_array (JsonArray *array)
{
  JsonArray *copy = json_array_new ();

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    json_array_add_element (copy, gp_redact_deep_copy (json_array_get_element (array, i)));

  return copy;
}

char *
gp_report_render (GpSession        *session,
                  const GpAnalysis *analysis,
                  JsonNode         *verdict,
                  gboolean          redact,
                  GError          **error)
{
  g_autoptr(JsonNode) session_json = NULL;
  g_autoptr(JsonNode) verdict_json = NULL;
  g_autoptr(GString) out = NULL;
  JsonObject *doc;
  JsonObject *verdict_obj;
  JsonObject *info;

  g_return_val_if_fail (GP_IS_SESSION (session), NULL);
  g_return_val_if_fail (analysis != NULL, NULL);
  g_return_val_if_fail (verdict != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (verdict))
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, "the verdict is not a JSON object");
      return NULL;
    }

  /* Bounded whatever the session holds: its events are capped. */
  session_json = _gp_session_to_json_capped (session, GP_REPORT_MAX_EVENTS);
  verdict_json = gp_redact_deep_copy (verdict);
  if (session_json == NULL || !JSON_NODE_HOLDS_OBJECT (session_json))
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID, "the session could not be serialized");
      return NULL;
    }
  doc = json_node_get_object (session_json);
  verdict_obj = json_node_get_object (verdict_json);

  if (redact)
    {
      JsonNode *redacted = gp_redact_session_json (session_json);

      json_node_unref (session_json);
      session_json = redacted;
      doc = json_node_get_object (session_json);
      json_object_set_array_member (verdict_obj, "findings",
                                    copy_array (_gp_report_get_array (doc, "findings")));
    }

  info = _gp_report_get_object (doc, "session");
  out = g_string_new (NULL);
  append_head (out, doc, session_json, verdict_json);

  g_string_append (out, "<body>\n<header class=\"top\"><span class=\"brand\">gst-profile</span>"
                   "<span>report</span><span class=\"muted\">");
  _gp_report_append_escaped (out, _gp_report_get_string (info, "id"));
  g_string_append_printf (out, "%s</span></header>\n<main>\n",
                          redact ? " · endpoints and tokens redacted" : " · not redacted");

  append_summary (out, doc, session);
  append_verdict (out, verdict_obj);
  _gp_report_append_findings (out, _gp_report_get_array (verdict_obj, "findings"),
                              _gp_report_get_string (verdict_obj, "scope"));
  append_graph (out, session, analysis);

  g_string_append (out, "<section id=\"timeline\">\n<h2>Timeline</h2>\n");
  _gp_report_append_timeline (out, session, _gp_report_get_array (doc, "events"));
  g_string_append (out, "</section>\n<section id=\"system\">\n<h2>System</h2>\n");
  _gp_report_append_system (out, session, _gp_report_get_array (doc, "events"));
  g_string_append (out, "</section>\n</main>\n");

  g_string_append (out, "<footer>written by gst-profile " PACKAGE_VERSION "; the session and "
                   "verdict are embedded as JSON (window.__SESSION__, window.__VERDICT__)");
  g_string_append (out, redact ? "; endpoints, credentials and tokens are redacted"
                                 : "; nothing is redacted");
  g_string_append (out, ".</footer>\n</body>\n</html>\n");

  return g_string_free (g_steal_pointer (&out), FALSE);
}
