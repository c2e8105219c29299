/* gp-launch-output.c: print, compare and describe a parsed launch string
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

/* What is done with a parsed string (GpLaunch): edits recorded by byte range of the parsed text and
 * spliced into the user's text when it is printed (gp-launch-words.c places each) (so the user's spelling survives wherever no edit touched it,
 * and overlapping edits are refused), the structural comparison that parse → print → parse must
 * pass (the tests and every patch rely on it), and `gst-profile parse`'s output: JSON for --format
 * json, else a readable element list and link list. */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-launch-private.h"

static void
edit_clear (gpointer data)
{
  GpLaunchEdit *edit = data;

  g_free (edit->text);
}

static gboolean
edits_overlap (const GpLaunchEdit *a,
               guint               start,
               guint               end)
{
  /* Two replacements overlap when they share a byte; an insertion overlaps
   * a replacement when it falls strictly inside it. */
  if (a->start == a->end && start == end)
    return FALSE;
  if (a->start == a->end)
    return a->start > start && a->start < end;
  if (start == end)
    return start > a->start && start < a->end;
  return start < a->end && a->start < end;
}

gboolean
gp_launch_edit (GpLaunch    *launch,
                guint        start,
                guint        end,
                const char  *text,
                GError     **error)
{
  GArray *edits;
  GpLaunchEdit edit;

  g_return_val_if_fail (launch != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (start > end || end > _gp_launch_get_length (launch))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "edit [%u, %u) is outside the string", start, end);
      return FALSE;
    }

  /* Replacing a token with what it already says changes nothing: the user's text (its quotes and
   * backslashes) stays as they wrote it. */
  if (end > start && strlen (text) == end - start &&
      memcmp (gp_launch_get_parsed_text (launch) + start, text, end - start) == 0)
    return TRUE;

  edits = _gp_launch_get_edits (launch);
  if (edits == NULL)
    {
      edits = g_array_new (FALSE, FALSE, sizeof (GpLaunchEdit));
      g_array_set_clear_func (edits, edit_clear);
      _gp_launch_set_edits (launch, edits);
    }

  for (guint i = 0; i < edits->len; i++)
    if (edits_overlap (&g_array_index (edits, GpLaunchEdit, i), start, end))
      {
        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "edit [%u, %u) overlaps an earlier edit", start, end);
        return FALSE;
      }

  edit.start = start;
  edit.end = end;
  edit.seq = edits->len;
  edit.text = g_strdup (text);
  g_array_append_val (edits, edit);
  return TRUE;
}

static int
compare_edits (gconstpointer a,
               gconstpointer b)
{
  const GpLaunchEdit *ea = *(const GpLaunchEdit * const *) a;
  const GpLaunchEdit *eb = *(const GpLaunchEdit * const *) b;
  gboolean ins_a = ea->start == ea->end;
  gboolean ins_b = eb->start == eb->end;

  if (ea->start != eb->start)
    return ea->start < eb->start ? -1 : 1;
  /* At one offset, insertions go before a replacement starting there. */
  if (ins_a != ins_b)
    return ins_a ? -1 : 1;
  return ea->seq < eb->seq ? -1 : (ea->seq > eb->seq ? 1 : 0);
}

char *
gp_launch_print (const GpLaunch *launch)
{
  GArray *edits;
  g_autoptr(GPtrArray) sorted = NULL;
  const char *text;
  GString *out;
  guint pos = 0;

  g_return_val_if_fail (launch != NULL, NULL);

  text = gp_launch_get_text (launch);
  edits = _gp_launch_get_edits (launch);
  if (edits == NULL || edits->len == 0)
    return g_strdup (text);

  sorted = g_ptr_array_sized_new (edits->len);
  for (guint i = 0; i < edits->len; i++)
    g_ptr_array_add (sorted, &g_array_index (edits, GpLaunchEdit, i));
  g_ptr_array_sort (sorted, compare_edits);

  /* Edits count in the parsed text; each goes to its place in the user's. */
  out = g_string_sized_new (launch->source_length + 64);
  for (guint i = 0; i < sorted->len; i++)
    {
      const GpLaunchEdit *edit = g_ptr_array_index (sorted, i);
      g_autoptr(GString) placed = g_string_new (NULL);
      guint start;
      guint end;

      _gp_launch_place_edit (launch, edit->start, edit->end, edit->text, pos, &start, &end, placed);
      g_assert (start >= pos && end >= start);
      g_string_append_len (out, text + pos, start - pos);
      g_string_append_len (out, placed->str, placed->len);
      pos = end;
    }
  g_string_append_len (out, text + pos, launch->source_length - pos);
  return g_string_free (out, FALSE);
}

static const char *
parent_name (const GpLaunchElement *element)
{
  return element->parent ? element->parent->name : NULL;
}

static gboolean
elements_equal (const GpLaunchElement *a,
                const GpLaunchElement *b)
{
  if (a->kind != b->kind ||
      a->named != b->named ||
      a->delayed != b->delayed ||
      g_strcmp0 (a->name, b->name) != 0 ||
      g_strcmp0 (a->factory, b->factory) != 0 ||
      g_strcmp0 (parent_name (a), parent_name (b)) != 0 ||
      g_strcmp0 (a->caps, b->caps) != 0 ||
      g_strcmp0 (a->preset, b->preset) != 0 ||
      a->props->len != b->props->len)
    return FALSE;

  for (guint i = 0; i < a->props->len; i++)
    {
      const GpLaunchProp *pa = g_ptr_array_index (a->props, i);
      const GpLaunchProp *pb = g_ptr_array_index (b->props, i);

      if (strcmp (pa->key, pb->key) != 0 || strcmp (pa->value, pb->value) != 0)
        return FALSE;
    }
  return TRUE;
}

gboolean
gp_launch_equal (const GpLaunch *a,
                 const GpLaunch *b)
{
  g_return_val_if_fail (a != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);

  if (gp_launch_get_n_elements (a) != gp_launch_get_n_elements (b) ||
      gp_launch_get_n_links (a) != gp_launch_get_n_links (b) ||
      g_strcmp0 (gp_launch_get_pipeline_name (a), gp_launch_get_pipeline_name (b)) != 0 ||
      !g_strv_equal ((const char * const *) a->options, (const char * const *) b->options))
    return FALSE;

  for (guint i = 0; i < gp_launch_get_n_elements (a); i++)
    if (!elements_equal (gp_launch_get_element (a, i), gp_launch_get_element (b, i)))
      return FALSE;

  for (guint i = 0; i < gp_launch_get_n_links (a); i++)
    {
      const GpLaunchLink *la = gp_launch_get_link (a, i);
      const GpLaunchLink *lb = gp_launch_get_link (b, i);

      if (la->delayed != lb->delayed ||
          g_strcmp0 (la->src->name, lb->src->name) != 0 ||
          g_strcmp0 (la->sink->name, lb->sink->name) != 0 ||
          g_strcmp0 (la->src_pad, lb->src_pad) != 0 ||
          g_strcmp0 (la->sink_pad, lb->sink_pad) != 0)
        return FALSE;
    }
  return TRUE;
}

/* Properties as the JSON shows them: `name=` is the element's name, and a
 * property written twice keeps its last value (as GStreamer sets it). */
static JsonNode *
props_to_json (const GpLaunchElement *element)
{
  g_autoptr(JsonObject) object = json_object_new ();
  JsonNode *node;

  for (guint i = 0; i < element->props->len; i++)
    {
      const GpLaunchProp *prop = g_ptr_array_index (element->props, i);

      if (strcmp (prop->key, "name") == 0)
        continue;
      if (json_object_has_member (object, prop->key))
        json_object_remove_member (object, prop->key);
      json_object_set_string_member (object, prop->key, prop->value);
    }

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  return node;
}

JsonNode *
gp_launch_to_json (const GpLaunch *launch)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (launch != NULL, NULL);

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "elements");
  json_builder_begin_array (builder);
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (launch, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, element->name);
      json_builder_set_member_name (builder, "factory");
      json_builder_add_string_value (builder, element->factory);
      json_builder_set_member_name (builder, "properties");
      json_builder_add_value (builder, props_to_json (element));
      json_builder_set_member_name (builder, "parent");
      if (element->parent != NULL)
        json_builder_add_string_value (builder, element->parent->name);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "links");
  json_builder_begin_array (builder);
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "src");
      json_builder_add_string_value (builder, link->src->name);
      json_builder_set_member_name (builder, "sink");
      json_builder_add_string_value (builder, link->sink->name);
      json_builder_set_member_name (builder, "src_pad");
      if (link->src_pad != NULL)
        json_builder_add_string_value (builder, link->src_pad);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "sink_pad");
      if (link->sink_pad != NULL)
        json_builder_add_string_value (builder, link->sink_pad);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  /* gst-launch-1.0's own options, when the string has some. */
  if (launch->options[0] != NULL)
    {
      json_builder_set_member_name (builder, "options");
      json_builder_begin_array (builder);
      for (guint i = 0; launch->options[i] != NULL; i++)
        json_builder_add_string_value (builder, launch->options[i]);
      json_builder_end_array (builder);
    }

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static void
append_endpoint (GString    *out,
                 const char *element,
                 const char *pad)
{
  g_string_append (out, element);
  if (pad != NULL)
    g_string_append_printf (out, ".%s", pad);
}

char *
gp_launch_to_text (const GpLaunch *launch)
{
  GString *out = g_string_new (NULL);
  guint name_width = 0;
  guint factory_width = 0;

  g_return_val_if_fail (launch != NULL, NULL);

  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (launch, i);

      name_width = MAX (name_width, g_utf8_strlen (element->name, -1));
      factory_width = MAX (factory_width, g_utf8_strlen (element->factory, -1));
    }

  g_string_append_printf (out, "pipeline %s: %u elements, %u links\n",
                          gp_launch_get_pipeline_name (launch),
                          gp_launch_get_n_elements (launch),
                          gp_launch_get_n_links (launch));
  if (launch->options[0] != NULL)
    {
      g_autofree char *joined = g_strjoinv (" ", launch->options);

      g_string_append_printf (out, "gst-launch-1.0 options: %s\n", joined);
    }
  g_string_append (out, "elements:\n");
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *element = gp_launch_get_element (launch, i);
      GString *rest = g_string_new (NULL);

      if (element->parent != NULL)
        g_string_append_printf (rest, "  in %s", element->parent->name);
      for (guint k = 0; k < element->props->len; k++)
        {
          const GpLaunchProp *prop = g_ptr_array_index (element->props, k);

          if (strcmp (prop->key, "name") != 0)
            g_string_append_printf (rest, "  %s=%s", prop->key, prop->value);
        }
      if (element->preset != NULL)
        g_string_append_printf (rest, "  @preset=%s", element->preset);

      g_string_append_printf (out, "  %s%*s  %s", element->name,
                              (int) (name_width - g_utf8_strlen (element->name, -1)), "",
                              element->factory);
      if (rest->len > 0)
        g_string_append_printf (out, "%*s%s",
                                (int) (factory_width - g_utf8_strlen (element->factory, -1)), "",
                                rest->str);
      g_string_append_c (out, '\n');
      g_string_free (rest, TRUE);
    }

  g_string_append (out, "links:\n");
  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      g_string_append (out, "  ");
      append_endpoint (out, link->src->name, link->src_pad);
      g_string_append (out, " ! ");
      append_endpoint (out, link->sink->name, link->sink_pad);
      if (link->delayed)
        g_string_append (out, "  (linked when the pad appears)");
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
