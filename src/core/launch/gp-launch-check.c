/* gp-launch-check.c: each link's memory predicted from the launch string alone
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

/* Hand-written: no library predicts GStreamer's negotiation without the plugins at hand.
 *
 * Links joined through elements that carry buffers through (queue, tee, caps filters) must agree
 * on one memory, so they are merged into segments (union-find over the links). A segment's
 * candidates are the domains every party allows: the producers' src pads and the consumers' sink
 * pads as rules/memory.json lists them, and the caps written on it. None left: it cannot negotiate,
 * and the reason names who wants what. One left, or several between parties all known: the
 * first in the consumer's (then the producer's) pad-template order, as negotiation picks it. An
 * unknown party leaves several candidates unknown rather than guessed.
 *
 * A break (device → system → device) is found as ZC finds it in a recording: breadth-first from
 * the elements that take device memory and give system memory, downstream over raw system-memory
 * links, and from the elements that give device memory back, upstream; a system-memory link
 * reached from both sides belongs to the stretch between the two. Linear in the links. */

#include "config.h"

#include <string.h>

#include "gp-launch-check.h"
#include "gp-launch-check-private.h"

typedef struct
{
  guint8     mask;       /* candidates left */
  gboolean   all_known;  /* every producer and consumer is in the table */
  const GpPadMemory *prefer[2];   /* the first consumer's and producer's pads */
  GString   *who;        /* the parties that constrain it, for a reason */
  guint      first_link;
} Segment;


static const char *
domain_words (guint8 mask)
{
  switch (mask)
    {
    case GP_DOMAIN_SYSMEM:
      return "system memory";
    case GP_DOMAIN_NVMM:
      return "NVMM";
    case GP_DOMAIN_DMABUF:
      return "dmabuf";
    case GP_DOMAIN_ENCODED:
      return "encoded data";
    case GP_DOMAIN_NVMM | GP_DOMAIN_SYSMEM:
      return "NVMM or system memory";
    case GP_DOMAIN_DMABUF | GP_DOMAIN_SYSMEM:
      return "dmabuf or system memory";
    case GP_DOMAIN_SYSMEM | GP_DOMAIN_ENCODED:
      return "system memory or encoded data";
    default:
      return "device or system memory";
    }
}

/* The domain a caps text asks for: its memory feature for raw media, "encoded" for any other
 * media; 0 (nothing asked) for ANY, EMPTY or text it cannot read. Every structure counts. */
static guint8
caps_mask (const char *text)
{
  g_auto(GStrv) structures = NULL;
  guint8 mask = 0;

  if (text == NULL)
    return 0;
  structures = g_strsplit (text, ";", -1);
  for (guint i = 0; structures[i] != NULL; i++)
    {
      g_autoptr(GpCaps) caps = gp_caps_parse (structures[i]);

      if (caps == NULL || caps->media == NULL || gp_caps_is_any_or_empty (caps))
        return 0;
      if (!g_str_has_suffix (caps->media, "/x-raw"))
        mask |= GP_DOMAIN_ENCODED;
      else if (caps->features == NULL)
        mask |= GP_DOMAIN_SYSMEM;
      else if (strstr (caps->features, "memory:NVMM") != NULL)
        mask |= GP_DOMAIN_NVMM;
      else if (strstr (caps->features, "memory:DMABuf") != NULL)
        mask |= GP_DOMAIN_DMABUF;
      else
        return 0;   /* GLMemory and the like: not ours to predict */
    }
  return mask;
}

static gboolean
carries_through (const GpLaunchElement *element)
{
  return element->kind == GP_LAUNCH_ELEMENT_CAPS || _gp_launch_memory_passthrough (element->factory);
}

/* The caps an element that carries buffers through asks for (a link's caps, or capsfilter's
 * caps=), 0 for none. */
static guint8
element_caps_mask (const GpLaunchElement *element,
                   const char           **text)
{
  const GpLaunchProp *prop;

  *text = NULL;
  if (element->kind == GP_LAUNCH_ELEMENT_CAPS)
    *text = element->caps;
  else if (g_strcmp0 (element->factory, "capsfilter") == 0 &&
           (prop = gp_launch_element_get_prop (element, "caps")) != NULL)
    *text = prop->value;
  return caps_mask (*text);
}

static guint
find (guint *parent,
      guint  i)
{
  while (parent[i] != i)
    {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
  return i;
}

static void
unite (guint *parent,
       guint  a,
       guint  b)
{
  a = find (parent, a);
  b = find (parent, b);
  if (a != b)
    parent[MAX (a, b)] = MIN (a, b);
}

static void
add_party (Segment    *segment,
           const char *what)
{
  if (segment->who->len > 0)
    g_string_append (segment->who, "; ");
  g_string_append (segment->who, what);
}

/* A producer (src pad) or consumer (sink pad) of a segment. */
static void
constrain_pad (Segment               *segment,
               const GpLaunchElement *element,
               gboolean               consumer)
{
  const GpFactoryMemory *memory = element->kind == GP_LAUNCH_ELEMENT_FACTORY
                                    ? _gp_launch_memory_lookup (element->factory) : NULL;
  const GpPadMemory *pad = memory != NULL ? (consumer ? &memory->sink : &memory->src) : NULL;
  g_autofree char *what = NULL;

  if (pad == NULL || pad->mask == 0)
    {
      segment->all_known = FALSE;
      return;
    }
  segment->mask &= pad->mask;
  if (segment->prefer[consumer ? 0 : 1] == NULL)
    segment->prefer[consumer ? 0 : 1] = pad;
  what = g_strdup_printf ("%s %s %s%s", element->name, consumer ? "takes" : "gives",
                          pad->n_order == 1 ? "only " : "", domain_words (pad->mask));
  add_party (segment, what);
}

static guint8
segment_choice (const Segment *segment)
{
  if (segment->mask == 0 || segment->mask == GP_DOMAIN_ALL)
    return 0;
  if ((segment->mask & (segment->mask - 1)) == 0)
    return segment->mask;
  if (!segment->all_known)
    return 0;
  for (guint p = 0; p < G_N_ELEMENTS (segment->prefer); p++)
    for (guint i = 0; segment->prefer[p] != NULL && i < segment->prefer[p]->n_order; i++)
      if ((segment->mask & segment->prefer[p]->order[i]) != 0)
        return segment->prefer[p]->order[i];
  return 0;
}

static void
set_link_memory (GpLaunchCheckLink *out,
                 guint8             domain)
{
  out->encoded = domain == GP_DOMAIN_ENCODED;
  switch (domain)
    {
    case GP_DOMAIN_SYSMEM:
    case GP_DOMAIN_ENCODED:
      out->memory = GP_MEMORY_SYSMEM;
      break;
    case GP_DOMAIN_NVMM:
      out->memory = GP_MEMORY_NVMM;
      break;
    case GP_DOMAIN_DMABUF:
      out->memory = GP_MEMORY_DMABUF;
      break;
    default:
      out->memory = GP_MEMORY_UNKNOWN;
      break;
    }
}

/* Segments, their candidates and each link's memory. */
static void
predict (GpLaunchCheck  *self,
         const GpLaunch *launch)
{
  guint n = gp_launch_get_n_links (launch);
  g_autofree guint *parent = g_new (guint, MAX (n, 1));
  g_autoptr(GHashTable) first_link = g_hash_table_new (NULL, NULL);   /* element → link + 1 */
  g_autoptr(GHashTable) constrained = g_hash_table_new (NULL, NULL); /* caps element seen */
  g_autofree Segment *segments = g_new0 (Segment, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    parent[i] = i;

  /* Links through an element that carries buffers through share a segment. */
  for (guint i = 0; i < n; i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);
      const GpLaunchElement *ends[2] = { link->src, link->sink };

      for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
        {
          gpointer seen;

          if (ends[e] == NULL || !carries_through (ends[e]))
            continue;
          seen = g_hash_table_lookup (first_link, ends[e]);
          if (seen == NULL)
            g_hash_table_insert (first_link, (gpointer) ends[e], GUINT_TO_POINTER (i + 1));
          else
            unite (parent, GPOINTER_TO_UINT (seen) - 1, i);
        }
    }

  for (guint i = 0; i < n; i++)
    {
      Segment *segment = &segments[find (parent, i)];

      if (segment->who == NULL)
        {
          segment->mask = GP_DOMAIN_ALL;
          segment->all_known = TRUE;
          segment->who = g_string_new (NULL);
          segment->first_link = i;
        }
    }

  for (guint i = 0; i < n; i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);
      Segment *segment = &segments[find (parent, i)];
      const GpLaunchElement *ends[2] = { link->src, link->sink };

      for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
        {
          const char *text;
          guint8 mask;

          if (ends[e] == NULL)
            {
              segment->all_known = FALSE;
              continue;
            }
          if (!carries_through (ends[e]))
            {
              constrain_pad (segment, ends[e], e == 1);
              continue;
            }
          if (!g_hash_table_add (constrained, (gpointer) ends[e]))
            continue;
          mask = element_caps_mask (ends[e], &text);
          if (mask != 0)
            {
              g_autofree char *what = g_strdup_printf ("caps %s ask for %s", text, domain_words (mask));

              segment->mask &= mask;
              add_party (segment, what);
            }
        }
    }

  for (guint i = 0; i < n; i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);
      const Segment *segment = &segments[find (parent, i)];
      GpLaunchCheckLink out = { g_strdup (link->src != NULL ? link->src->name : "?"),
                                g_strdup (link->sink != NULL ? link->sink->name : "?"),
                                GP_MEMORY_UNKNOWN, FALSE, TRUE };
      char *reason = NULL;

      set_link_memory (&out, segment_choice (segment));
      if (segment->mask == 0)
        {
          out.negotiates = FALSE;
          self->negotiates = FALSE;
          reason = g_strdup (segment->who->str);
        }
      g_array_append_val (self->links, out);
      g_array_append_val (self->segment, segment->first_link);
      g_ptr_array_add (self->reasons, reason);
    }

  for (guint i = 0; i < n; i++)
    if (segments[i].who != NULL)
      g_string_free (segments[i].who, TRUE);
}

gboolean
_gp_launch_check_is_device (const GpLaunchCheckLink *link)
{
  return link->memory == GP_MEMORY_NVMM || link->memory == GP_MEMORY_DMABUF;
}

static gboolean
is_raw_system (const GpLaunchCheckLink *link)
{
  return link->memory == GP_MEMORY_SYSMEM && !link->encoded;
}

typedef struct
{
  const GpLaunchElement *turn;   /* leaves_at (downstream walk) or returns_at (upstream walk) */
  const GpLaunchElement *far;    /* the device-memory link's far end */
} Label;

/* Labels every element reachable over raw system-memory links from an element that turns
 * device memory into system memory (@downstream) or system memory into device memory. */
static const GpLaunchLink *
ast_link (const GpLaunchCheck     *self,
          const GpLaunchCheckLink *link)
{
  return gp_launch_get_link (self->launch, (guint) (link - &g_array_index (self->links, GpLaunchCheckLink, 0)));
}

static GHashTable *
label_walk (GpLaunchCheck *self,
            GHashTable    *in_links,
            GHashTable    *out_links,
            gboolean       downstream)
{
  GHashTable *labels = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();

  for (guint i = 0; i < self->links->len; i++)
    {
      const GpLaunchCheckLink *link = &g_array_index (self->links, GpLaunchCheckLink, i);
      const GpLaunchElement *turn = downstream ? ast_link (self, link)->sink : ast_link (self, link)->src;
      const GpLaunchElement *far = downstream ? ast_link (self, link)->src : ast_link (self, link)->sink;
      GPtrArray *onward;

      if (!_gp_launch_check_is_device (link) || turn == NULL || g_hash_table_contains (labels, turn))
        continue;
      onward = g_hash_table_lookup (downstream ? out_links : in_links, turn);
      for (guint k = 0; onward != NULL && k < onward->len; k++)
        if (is_raw_system (g_ptr_array_index (onward, k)))
          {
            Label *label = g_new (Label, 1);

            label->turn = turn;
            label->far = far;
            g_hash_table_insert (labels, (gpointer) turn, label);
            g_ptr_array_add (queue, (gpointer) turn);
            break;
          }
    }

  for (guint q = 0; q < queue->len; q++)
    {
      const GpLaunchElement *element = g_ptr_array_index (queue, q);
      const Label *here = g_hash_table_lookup (labels, element);
      GPtrArray *onward = g_hash_table_lookup (downstream ? out_links : in_links, element);

      for (guint k = 0; onward != NULL && k < onward->len; k++)
        {
          const GpLaunchCheckLink *link = g_ptr_array_index (onward, k);
          const GpLaunchElement *next = downstream ? ast_link (self, link)->sink : ast_link (self, link)->src;

          if (!is_raw_system (link) || next == NULL || g_hash_table_contains (labels, next))
            continue;
          g_hash_table_insert (labels, (gpointer) next, g_memdup2 (here, sizeof *here));
          g_ptr_array_add (queue, (gpointer) next);
        }
    }
  return labels;
}

static void
break_free (gpointer data)
{
  GpLaunchCheckBreak *b = data;

  g_free (b->upstream);
  g_free (b->leaves_at);
  g_free (b->returns_at);
  g_free (b->downstream);
  g_ptr_array_unref (b->links);
  g_free (b);
}

static void
index_links (GpLaunchCheck *self,
             GHashTable    *in_links,
             GHashTable    *out_links)
{
  for (guint i = 0; i < self->links->len; i++)
    {
      GpLaunchCheckLink *link = &g_array_index (self->links, GpLaunchCheckLink, i);
      const GpLaunchElement *ends[2] = { ast_link (self, link)->src, ast_link (self, link)->sink };
      GHashTable *tables[2] = { out_links, in_links };

      for (guint e = 0; e < 2; e++)
        {
          GPtrArray *list;

          if (ends[e] == NULL)
            continue;
          list = g_hash_table_lookup (tables[e], ends[e]);
          if (list == NULL)
            {
              list = g_ptr_array_new ();
              g_hash_table_insert (tables[e], (gpointer) ends[e], list);
            }
          g_ptr_array_add (list, link);
        }
    }
}

static void
find_breaks (GpLaunchCheck *self)
{
  g_autoptr(GHashTable) in_links = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) out_links = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) leave = NULL;
  g_autoptr(GHashTable) back = NULL;
  g_autoptr(GHashTable) stretches = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  index_links (self, in_links, out_links);
  leave = label_walk (self, in_links, out_links, TRUE);
  back = label_walk (self, in_links, out_links, FALSE);

  for (guint i = 0; i < self->links->len; i++)
    {
      const GpLaunchCheckLink *link = &g_array_index (self->links, GpLaunchCheckLink, i);
      const Label *from;
      const Label *to;
      g_autofree char *key = NULL;
      GpLaunchCheckBreak *b;

      const GpLaunchLink *ast = ast_link (self, link);

      if (!is_raw_system (link) || ast->src == NULL || ast->sink == NULL)
        continue;
      from = g_hash_table_lookup (leave, ast->src);
      to = g_hash_table_lookup (back, ast->sink);
      if (from == NULL || to == NULL)
        continue;
      key = g_strdup_printf ("%p %p", (gpointer) from->turn, (gpointer) to->turn);
      b = g_hash_table_lookup (stretches, key);
      if (b == NULL)
        {
          b = g_new0 (GpLaunchCheckBreak, 1);
          b->upstream = g_strdup (from->far->name);
          b->leaves_at = g_strdup (from->turn->name);
          b->returns_at = g_strdup (to->turn->name);
          b->downstream = g_strdup (to->far->name);
          b->links = g_ptr_array_new ();
          g_ptr_array_add (self->breaks, b);
          g_hash_table_insert (stretches, g_steal_pointer (&key), b);
        }
      g_ptr_array_add (b->links, (gpointer) link);
    }
}

static void
link_clear (gpointer data)
{
  GpLaunchCheckLink *link = data;

  g_free (link->src);
  g_free (link->sink);
}

GpLaunchCheck *
gp_launch_check_new (const GpLaunch *launch)
{
  GpLaunchCheck *self = g_new0 (GpLaunchCheck, 1);

  g_return_val_if_fail (launch != NULL, self);

  self->links = g_array_new (FALSE, FALSE, sizeof (GpLaunchCheckLink));
  g_array_set_clear_func (self->links, link_clear);
  self->reasons = g_ptr_array_new_with_free_func (g_free);
  self->segment = g_array_new (FALSE, FALSE, sizeof (guint));
  self->breaks = g_ptr_array_new_with_free_func (break_free);
  self->negotiates = TRUE;
  self->launch = launch;
  predict (self, launch);
  find_breaks (self);
  self->launch = NULL;
  return self;
}

void
gp_launch_check_free (GpLaunchCheck *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->links);
  g_ptr_array_unref (self->reasons);
  g_array_unref (self->segment);
  g_ptr_array_unref (self->breaks);
  g_free (self);
}

guint
gp_launch_check_get_n_links (const GpLaunchCheck *self)
{
  return self->links->len;
}

const GpLaunchCheckLink *
gp_launch_check_get_link (const GpLaunchCheck *self,
                          guint                i)
{
  g_return_val_if_fail (i < self->links->len, NULL);
  return &g_array_index (self->links, GpLaunchCheckLink, i);
}

const char *
gp_launch_check_get_reason (const GpLaunchCheck *self,
                            guint                i)
{
  g_return_val_if_fail (i < self->reasons->len, NULL);
  return g_ptr_array_index (self->reasons, i);
}

gboolean
gp_launch_check_negotiates (const GpLaunchCheck *self)
{
  return self->negotiates;
}

guint
gp_launch_check_get_n_breaks (const GpLaunchCheck *self)
{
  return self->breaks->len;
}

const GpLaunchCheckBreak *
gp_launch_check_get_break (const GpLaunchCheck *self,
                           guint                i)
{
  g_return_val_if_fail (i < self->breaks->len, NULL);
  return g_ptr_array_index (self->breaks, i);
}

gboolean
gp_launch_check_leaves_device_memory (const GpLaunchCheck *self)
{
  return self->breaks->len > 0;
}

const char *
gp_launch_check_link_memory_name (const GpLaunchCheckLink *link)
{
  if (link->encoded)
    return "encoded";
  return gp_memory_to_string (link->memory);
}

