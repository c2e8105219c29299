/* gp-launch-check-output.c: the launch check as text and as JSON
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

/* One problem per segment that cannot negotiate (its links, who wants what) and per stretch that
 * leaves device memory (the far ends of its device links, where it turns, its links), written the
 * same way for `--check`'s text, its JSON and the app's Launch view. */

#include "config.h"

#include "gp-launch-check.h"
#include "gp-launch-check-private.h"

static char *
link_words (const GpLaunchCheckLink *link)
{
  return g_strdup_printf ("%s → %s", link->src, link->sink);
}

static const char *
memory_words (const GpLaunchCheckLink *link)
{
  if (link->encoded)
    return "encoded";
  switch (link->memory)
    {
    case GP_MEMORY_SYSMEM:
      return "system memory";
    case GP_MEMORY_NVMM:
      return "NVMM";
    case GP_MEMORY_DMABUF:
      return "dmabuf";
    case GP_MEMORY_UNKNOWN:
    default:
      return "unknown";
    }
}

static const char *
device_words (const GpLaunchCheck *self,
              const char          *element,
              gboolean             upstream)
{
  for (guint i = 0; i < self->links->len; i++)
    {
      const GpLaunchCheckLink *link = &g_array_index (self->links, GpLaunchCheckLink, i);
      const char *end = upstream ? link->sink : link->src;

      if (g_strcmp0 (end, element) == 0 && _gp_launch_check_is_device (link))
        return memory_words (link);
    }
  return "device memory";
}

/* The links of a segment that cannot negotiate, "a → b, b → c". */
static char *
segment_links (const GpLaunchCheck *self,
               guint                segment,
               JsonArray           *json)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < self->links->len; i++)
    {
      g_autofree char *words = NULL;

      if (g_array_index (self->segment, guint, i) != segment)
        continue;
      words = link_words (&g_array_index (self->links, GpLaunchCheckLink, i));
      g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", words);
      if (json != NULL)
        json_array_add_string_element (json, words);
    }
  return g_string_free (out, FALSE);
}

static char *
break_message (const GpLaunchCheck      *self,
               const GpLaunchCheckBreak *b,
               JsonArray                *json)
{
  GString *links = g_string_new (NULL);
  char *message;

  for (guint k = 0; k < b->links->len; k++)
    {
      g_autofree char *words = link_words (g_ptr_array_index (b->links, k));

      g_string_append_printf (links, "%s%s", links->len > 0 ? ", " : "", words);
      if (json != NULL)
        json_array_add_string_element (json, words);
    }
  message = g_strdup_printf ("frames leave device memory between %s and %s: %s → system memory at %s, "
                             "back to %s at %s (%s)",
                             b->upstream, b->downstream, device_words (self, b->leaves_at, TRUE),
                             b->leaves_at, device_words (self, b->returns_at, FALSE), b->returns_at,
                             links->str);
  g_string_free (links, TRUE);
  return message;
}

/* Calls @each once per problem: the segments that cannot negotiate, then the breaks. */
typedef void (*ProblemFunc) (const char *kind,
                             const char *message,
                             JsonArray  *links,
                             gpointer    data);

static void
foreach_problem (const GpLaunchCheck *self,
                 gboolean             with_links,
                 ProblemFunc          each,
                 gpointer             data)
{
  for (guint i = 0; i < self->links->len; i++)
    {
      const char *reason = g_ptr_array_index (self->reasons, i);
      JsonArray *links;
      g_autofree char *words = NULL;
      g_autofree char *message = NULL;

      if (reason == NULL || g_array_index (self->segment, guint, i) != i)
        continue;
      links = with_links ? json_array_new () : NULL;
      words = segment_links (self, i, links);
      message = g_strdup_printf ("cannot negotiate %s: %s", words, reason);
      each ("cannot-negotiate", message, links, data);
    }
  for (guint i = 0; i < self->breaks->len; i++)
    {
      JsonArray *links = with_links ? json_array_new () : NULL;
      g_autofree char *message = break_message (self, g_ptr_array_index (self->breaks, i), links);

      each ("leaves-device-memory", message, links, data);
    }
}

static void
add_json_problem (const char *kind,
                  const char *message,
                  JsonArray  *links,
                  gpointer    data)
{
  JsonObject *problem = json_object_new ();

  json_object_set_string_member (problem, "kind", kind);
  json_object_set_string_member (problem, "message", message);
  json_object_set_array_member (problem, "links", links);
  json_array_add_object_element (data, problem);
}

JsonNode *
gp_launch_check_to_json (const GpLaunchCheck *self)
{
  JsonObject *root = json_object_new ();
  JsonArray *links = json_array_new ();
  JsonArray *breaks = json_array_new ();
  JsonArray *problems = json_array_new ();
  JsonNode *node;

  for (guint i = 0; i < self->links->len; i++)
    {
      const GpLaunchCheckLink *link = &g_array_index (self->links, GpLaunchCheckLink, i);
      const char *reason = g_ptr_array_index (self->reasons, i);
      JsonObject *object = json_object_new ();

      json_object_set_string_member (object, "src", link->src);
      json_object_set_string_member (object, "sink", link->sink);
      json_object_set_string_member (object, "memory", gp_launch_check_link_memory_name (link));
      json_object_set_boolean_member (object, "negotiates", link->negotiates);
      if (reason != NULL)
        json_object_set_string_member (object, "why", reason);
      json_array_add_object_element (links, object);
    }
  for (guint i = 0; i < self->breaks->len; i++)
    {
      const GpLaunchCheckBreak *b = g_ptr_array_index (self->breaks, i);
      JsonObject *object = json_object_new ();
      JsonArray *stretch = json_array_new ();

      json_object_set_string_member (object, "upstream", b->upstream);
      json_object_set_string_member (object, "leaves_at", b->leaves_at);
      json_object_set_string_member (object, "returns_at", b->returns_at);
      json_object_set_string_member (object, "downstream", b->downstream);
      for (guint k = 0; k < b->links->len; k++)
        {
          const GpLaunchCheckLink *link = g_ptr_array_index (b->links, k);
          JsonObject *pair = json_object_new ();

          json_object_set_string_member (pair, "src", link->src);
          json_object_set_string_member (pair, "sink", link->sink);
          json_array_add_object_element (stretch, pair);
        }
      json_object_set_array_member (object, "links", stretch);
      json_array_add_object_element (breaks, object);
    }
  foreach_problem (self, TRUE, add_json_problem, problems);

  json_object_set_array_member (root, "links", links);
  json_object_set_boolean_member (root, "negotiates", self->negotiates);
  json_object_set_boolean_member (root, "leaves_device_memory", self->breaks->len > 0);
  json_object_set_array_member (root, "breaks", breaks);
  json_object_set_array_member (root, "problems", problems);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);
  return node;
}

static void
add_text_problem (const char *kind,
                  const char *message,
                  JsonArray  *links,
                  gpointer    data)
{
  g_string_append_printf (data, "  %s %s\n", g_str_equal (kind, "cannot-negotiate") ? "✗" : "!", message);
}

char *
gp_launch_check_to_text (const GpLaunchCheck *self)
{
  GString *out = g_string_new ("links (the memory each would negotiate):\n");
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  guint width = 0;

  for (guint i = 0; i < self->links->len; i++)
    {
      char *w = link_words (&g_array_index (self->links, GpLaunchCheckLink, i));

      width = MAX (width, (guint) g_utf8_strlen (w, -1));
      g_ptr_array_add (words, w);
    }
  for (guint i = 0; i < self->links->len; i++)
    {
      const GpLaunchCheckLink *link = &g_array_index (self->links, GpLaunchCheckLink, i);
      const char *w = g_ptr_array_index (words, i);

      g_string_append_printf (out, "  %s%*s  %s%s\n", w, (int) (width - g_utf8_strlen (w, -1)), "",
                              memory_words (link), link->negotiates ? "" : "  ✗ cannot negotiate");
    }
  if (self->negotiates && self->breaks->len == 0)
    {
      g_string_append (out, "no problems found: every link negotiates and device memory stays in device memory\n");
      return g_string_free (out, FALSE);
    }
  g_string_append (out, "problems:\n");
  foreach_problem (self, FALSE, add_text_problem, out);
  return g_string_free (out, FALSE);
}
