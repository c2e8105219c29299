/* gp-patch-kinds.c: what each kind of fix patch does to the tokens
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

/* Each kind finds its tokens through the runtime-name map and records what it wants in the state;
 * nothing here writes text. Where a patch could be read two ways, or would leave something
 * gst-launch-1.0 rejects, it is refused with the reason. Text the patch brings (a factory, an
 * element, a value, caps) is checked by parsing it on its own first.
 *
 * The five kinds: replace-element, insert-element, set-property, set-caps and remove-element
 * (gp-patch.h). */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-patch-private.h"

static gboolean G_GNUC_PRINTF (2, 3)
refuse (GError    **error,
        const char *format,
        ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (GP_ERROR, GP_ERROR_UNSUPPORTED, format, args);
  va_end (args);
  return FALSE;
}

static gboolean G_GNUC_PRINTF (2, 3)
malformed (GError    **error,
           const char *format,
           ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (GP_ERROR, GP_ERROR_INVALID, format, args);
  va_end (args);
  return FALSE;
}

/* A string member, or a number or boolean written as gst-launch-1.0 takes it. */
static char *
member_text (JsonObject *object,
             const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return g_strdup (json_node_get_string (node));
    case G_TYPE_BOOLEAN:
      return g_strdup (json_node_get_boolean (node) ? "true" : "false");
    case G_TYPE_INT64:
      return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
    case G_TYPE_DOUBLE:
      {
        char buf[G_ASCII_DTOSTR_BUF_SIZE];

        return g_strdup (g_ascii_dtostr (buf, sizeof buf, json_node_get_double (node)));
      }
    default:
      return NULL;
    }
}

static char *
require (JsonObject  *fix_patch,
         const char  *kind,
         const char  *field,
         GError     **error)
{
  char *value = member_text (fix_patch, field);

  if (value == NULL || value[0] == '\0')
    {
      g_free (value);
      malformed (error, "the %s patch has no \"%s\"", kind, field);
      return NULL;
    }
  if (!g_utf8_validate (value, -1, NULL))
    {
      g_free (value);
      malformed (error, "the \"%s\" of the %s patch is not valid UTF-8", field, kind);
      return NULL;
    }
  return value;
}

static const GpLaunchElement *
lookup (GpPatch       *self,
        GpPatchState  *state,
        const char    *runtime_name,
        GError       **error)
{
  const char *reason = NULL;
  const GpLaunchElement *element = gp_launch_map_lookup (self->map, runtime_name, &reason);
  const GpPatchElementEdit *ee;

  if (element == NULL)
    {
      g_autofree char *name = _gp_patch_shown (runtime_name);

      refuse (error, "no token of the launch string can be tied to %s: %s", name, reason);
      return NULL;
    }
  ee = g_hash_table_lookup (state->edits, element);
  if (ee != NULL && ee->removed)
    {
      refuse (error, "%s is removed by another patch", runtime_name);
      return NULL;
    }
  return element;
}

static const char *
describe_kind (const GpLaunchElement *element)
{
  switch (element->kind)
    {
    case GP_LAUNCH_ELEMENT_CAPS:
      return "the caps filter made by the caps on a link";
    case GP_LAUNCH_ELEMENT_URI:
      return "made from a URI";
    case GP_LAUNCH_ELEMENT_BIN:
      return "a bin";
    case GP_LAUNCH_ELEMENT_FACTORY:
    default:
      return "an element";
    }
}

static GPtrArray *
links_of (const GpLaunch        *launch,
          const GpLaunchElement *element,
          gboolean               incoming)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < gp_launch_get_n_links (launch); i++)
    {
      const GpLaunchLink *link = gp_launch_get_link (launch, i);

      if ((incoming ? link->sink : link->src) == element)
        g_ptr_array_add (out, (gpointer) link);
    }
  return out;
}

/* A caps token with pad lists on both sides makes several capsfilters. */
static gboolean
caps_token_is_shared (const GpLaunch        *launch,
                      const GpLaunchElement *caps)
{
  for (guint i = 0; i < gp_launch_get_n_elements (launch); i++)
    {
      const GpLaunchElement *other = gp_launch_get_element (launch, i);

      if (other != caps && other->kind == GP_LAUNCH_ELEMENT_CAPS &&
          other->factory_span.start == caps->factory_span.start)
        return TRUE;
    }
  return FALSE;
}

/* Where `X ! ` goes to sit on @link: before the caps text when the link
 * runs into the capsfilter its own token makes, else right after the link
 * token (before the sink element, its pads, a reference or a bin). */
static guint
insertion_point (const GpLaunch     *launch,
                 const GpLaunchLink *link)
{
  if (link->sink->kind == GP_LAUNCH_ELEMENT_CAPS &&
      link->sink->factory_span.start == link->span.start)
    return link->sink->span.start;
  return _gp_patch_skip_spaces (launch, link->span.end);
}

/* The fragment @text parsed on its own: one factory element, no links. */
static GpLaunch *
parse_one_element (const char  *text,
                   GError     **error)
{
  g_autoptr(GpLaunch) fragment = NULL;
  g_autoptr(GError) local_error = NULL;
  const GpLaunchElement *element;

  fragment = gp_launch_parse (text, -1, &local_error);
  if (fragment == NULL)
    {
      g_autofree char *name = _gp_patch_shown (text);

      malformed (error, "'%s' is not an element of a launch string (%s)", name, local_error->message);
      return NULL;
    }
  element = gp_launch_get_element (fragment, 0);
  if (gp_launch_get_n_elements (fragment) != 1 || gp_launch_get_n_links (fragment) != 0 ||
      element->kind != GP_LAUNCH_ELEMENT_FACTORY)
    {
      g_autofree char *name = _gp_patch_shown (text);

      malformed (error, "'%s' is not one element", name);
      return NULL;
    }
  return g_steal_pointer (&fragment);
}

/* ------------------------------------------------------------------ */

static gboolean
apply_replace (GpPatch       *self,
               GpPatchState  *state,
               JsonObject    *fix_patch,
               GError       **error)
{
  g_autofree char *name = require (fix_patch, "replace-element", "element", error);
  g_autofree char *with = NULL;
  g_autoptr(GpLaunch) fragment = NULL;
  const GpLaunchElement *element;
  const GpLaunchElement *parsed;
  GpPatchElementEdit *ee;

  if (name == NULL || (with = require (fix_patch, "replace-element", "with", error)) == NULL)
    return FALSE;
  if ((fragment = parse_one_element (with, error)) == NULL)
    return FALSE;
  parsed = gp_launch_get_element (fragment, 0);
  if (strcmp (parsed->factory, with) != 0 || parsed->props->len > 0 || parsed->preset != NULL)
    {
      g_autofree char *text = _gp_patch_shown (with);

      return malformed (error, "'%s' is not a factory name", text);
    }

  if ((element = lookup (self, state, name, error)) == NULL)
    return FALSE;
  if (element->kind != GP_LAUNCH_ELEMENT_FACTORY)
    return refuse (error, "%s is %s, not a factory token that could become %s%s",
                   name, describe_kind (element), with,
                   element->kind == GP_LAUNCH_ELEMENT_CAPS ? " (set-caps changes caps)" : "");

  ee = _gp_patch_state_edit (state, element);
  if (ee->factory != NULL && strcmp (ee->factory, with) != 0)
    return refuse (error, "another patch already replaces %s with %s", name, ee->factory);
  g_free (ee->factory);
  ee->factory = g_steal_pointer (&with);
  return TRUE;
}

static gboolean
apply_insert (GpPatch       *self,
              GpPatchState  *state,
              JsonObject    *fix_patch,
              GError       **error)
{
  g_autofree char *before = require (fix_patch, "insert-element", "before", error);
  g_autofree char *text = NULL;
  g_autoptr(GpLaunch) fragment = NULL;
  g_autoptr(GPtrArray) in = NULL;
  const GpLaunchElement *element;
  GpPatchInsertion *insertion;

  if (before == NULL || (text = require (fix_patch, "insert-element", "element", error)) == NULL)
    return FALSE;
  g_strstrip (text);
  if ((fragment = parse_one_element (text, error)) == NULL)
    return FALSE;

  if ((element = lookup (self, state, before, error)) == NULL)
    return FALSE;
  if (element->kind == GP_LAUNCH_ELEMENT_BIN)
    return refuse (error, "%s is a bin: what runs into it runs into its first element", before);

  in = links_of (self->launch, element, TRUE);
  if (in->len == 0)
    return refuse (error, "%s has no upstream link to insert %s on", before, text);
  if (in->len > 1)
    return refuse (error, "%s has %u upstream links; which branch should get %s is not clear",
                   before, in->len, text);

  insertion = _gp_patch_state_insertion (state, insertion_point (self->launch, g_ptr_array_index (in, 0)));
  for (guint i = 0; i < insertion->elements->len; i++)
    if (strcmp (g_ptr_array_index (insertion->elements, i), text) == 0)
      return TRUE;
  g_ptr_array_add (insertion->elements, g_steal_pointer (&text));
  return TRUE;
}

static gboolean
apply_set_property (GpPatch       *self,
                    GpPatchState  *state,
                    JsonObject    *fix_patch,
                    GError       **error)
{
  g_autofree char *name = require (fix_patch, "set-property", "element", error);
  g_autofree char *key = NULL;
  g_autofree char *value = NULL;
  g_autofree char *quoted = NULL;
  g_autofree char *canonical = NULL;
  g_autofree char *probe = NULL;
  g_autoptr(GpLaunch) fragment = NULL;
  const GpLaunchElement *element;
  const GpLaunchProp *prop = NULL;
  GpPatchElementEdit *ee;
  GpPatchProp *old;

  if (name == NULL || (key = require (fix_patch, "set-property", "property", error)) == NULL)
    return FALSE;
  value = member_text (fix_patch, "value");
  if (value == NULL)
    return malformed (error, "the set-property patch has no \"value\"");

  /* The key must read back as itself. */
  probe = g_strdup_printf ("x %s=0", key);
  fragment = gp_launch_parse (probe, -1, NULL);
  if (fragment != NULL && gp_launch_get_n_elements (fragment) == 1)
    prop = gp_launch_element_get_prop (gp_launch_get_element (fragment, 0), key);
  if (prop == NULL || gp_launch_get_element (fragment, 0)->props->len != 1)
    {
      g_autofree char *text = _gp_patch_shown (key);

      return malformed (error, "'%s' is not a property name", text);
    }
  if ((quoted = _gp_patch_quote_value (value, error)) == NULL)
    return FALSE;

  if ((element = lookup (self, state, name, error)) == NULL)
    return FALSE;
  if (element->kind != GP_LAUNCH_ELEMENT_FACTORY)
    return refuse (error, "%s is %s: the launch string has no place for its properties%s",
                   name, describe_kind (element),
                   element->kind == GP_LAUNCH_ELEMENT_CAPS ? " (set-caps changes caps)" : "");

  ee = _gp_patch_state_edit (state, element);
  canonical = _gp_patch_canonical_key (key);
  old = g_hash_table_lookup (ee->props, canonical);
  if (old != NULL)
    {
      if (strcmp (old->text, quoted) == 0)
        return TRUE;
      return refuse (error, "another patch already sets %s on %s", key, name);
    }
  old = g_new0 (GpPatchProp, 1);
  old->key = g_steal_pointer (&key);
  old->text = g_steal_pointer (&quoted);
  g_hash_table_insert (ee->props, g_steal_pointer (&canonical), old);
  return TRUE;
}

/* @to must be one caps structure that a link token carries as is. */
static gboolean
check_caps_text (const char  *to,
                 GError     **error)
{
  g_autofree char *probe = NULL;
  g_autoptr(GpLaunch) fragment = NULL;
  g_autofree char *text = _gp_patch_shown (to);

  if (strchr (to, '\n') != NULL || strchr (to, '\r') != NULL || strchr (to, ';') != NULL ||
      _gp_patch_caps_head_length (to) == 0 || g_ascii_isspace (to[strlen (to) - 1]))
    return malformed (error, "'%s' is not one caps structure (media/type, then fields)", text);
  probe = g_strdup_printf ("fakesrc ! %s ! fakesink", to);
  fragment = gp_launch_parse (probe, -1, NULL);
  if (fragment == NULL || gp_launch_get_n_elements (fragment) != 3 ||
      g_strcmp0 (gp_launch_get_element (fragment, 2)->caps, to) != 0)
    return malformed (error, "'%s' cannot be written as caps on a link", text);
  return TRUE;
}

static gboolean
apply_set_caps (GpPatch       *self,
                GpPatchState  *state,
                JsonObject    *fix_patch,
                GError       **error)
{
  g_autofree char *link_id = require (fix_patch, "set-caps", "link", error);
  g_autofree char *to = NULL;
  const GpPatchLinkEnds *ends;
  const GpLaunchElement *src;
  const GpLaunchElement *sink;
  const GpLaunchLink *link = NULL;
  GpPatchInsertion *insertion;
  guint n_links = 0;

  if (link_id == NULL || (to = require (fix_patch, "set-caps", "to", error)) == NULL)
    return FALSE;
  if (!check_caps_text (to, error))
    return FALSE;

  ends = g_hash_table_lookup (self->links, link_id);
  if (ends == NULL)
    {
      g_autofree char *text = _gp_patch_shown (link_id);

      return refuse (error, "the session has no link '%s'", text);
    }
  if ((src = lookup (self, state, ends->src_element, error)) == NULL)
    return FALSE;

  if (src->kind == GP_LAUNCH_ELEMENT_CAPS)
    {
      GpPatchElementEdit *ee;

      if (caps_token_is_shared (self->launch, src))
        return refuse (error, "the caps token that makes %s makes other caps filters too",
                       ends->src_element);
      if (strchr (src->caps, ';') != NULL || _gp_patch_caps_head_length (src->caps) == 0)
        return refuse (error, "the caps of %s ('%s') are not one structure with a media type",
                       ends->src_element, src->caps);
      ee = _gp_patch_state_edit (state, src);
      if (ee->caps_to != NULL && strcmp (ee->caps_to, to) != 0)
        return refuse (error, "another patch already changes the caps of %s", ends->src_element);
      g_free (ee->caps_to);
      ee->caps_to = g_steal_pointer (&to);
      return TRUE;
    }

  if ((sink = lookup (self, state, ends->sink_element, error)) == NULL)
    return FALSE;
  if (src->kind == GP_LAUNCH_ELEMENT_BIN || sink->kind == GP_LAUNCH_ELEMENT_BIN)
    return refuse (error, "the link %s joins a bin; caps go on links between elements", link_id);
  if (sink->kind == GP_LAUNCH_ELEMENT_CAPS)
    return refuse (error, "the link %s runs into the caps filter %s: two caps cannot follow each "
                   "other in a launch string", link_id, ends->sink_element);

  for (guint i = 0; i < gp_launch_get_n_links (self->launch); i++)
    {
      const GpLaunchLink *candidate = gp_launch_get_link (self->launch, i);

      if (candidate->src == src && candidate->sink == sink)
        {
          link = candidate;
          n_links++;
        }
    }
  if (n_links != 1)
    return refuse (error, "the launch string links %s to %s %u times, not once",
                   ends->src_element, ends->sink_element, n_links);

  insertion = _gp_patch_state_insertion (state, insertion_point (self->launch, link));
  if (insertion->caps != NULL && strcmp (insertion->caps, to) != 0)
    return refuse (error, "another patch already puts caps on %s", link_id);
  g_free (insertion->caps);
  insertion->caps = g_steal_pointer (&to);
  return TRUE;
}

static gboolean
apply_remove (GpPatch       *self,
              GpPatchState  *state,
              JsonObject    *fix_patch,
              GError       **error)
{
  g_autofree char *name = require (fix_patch, "remove-element", "element", error);
  g_autoptr(GPtrArray) in = NULL;
  g_autoptr(GPtrArray) out = NULL;
  const GpLaunchElement *element;
  const GpLaunchLink *lin;
  const GpLaunchLink *lout;
  GpPatchElementEdit *ee;
  GpLaunchSpan span;

  if (name == NULL || (element = lookup (self, state, name, error)) == NULL)
    return FALSE;
  if (element->kind == GP_LAUNCH_ELEMENT_BIN)
    return refuse (error, "%s is a bin; removing it would take its elements along", name);

  ee = g_hash_table_lookup (state->edits, element);
  if (ee != NULL)
    return refuse (error, "another patch changes %s", name);

  in = links_of (self->launch, element, TRUE);
  out = links_of (self->launch, element, FALSE);
  if (in->len != 1 || out->len != 1)
    return refuse (error, "%s has %u upstream and %u downstream links; only an element with one "
                   "of each can be removed with its neighbours linked", name, in->len, out->len);
  lin = g_ptr_array_index (in, 0);
  lout = g_ptr_array_index (out, 0);
  if (lin->sink_pad != NULL || lout->src_pad != NULL)
    return refuse (error, "%s is linked through named pads", name);
  if (g_hash_table_contains (state->insertions,
                             GUINT_TO_POINTER (insertion_point (self->launch, lin))))
    return refuse (error, "another patch inserts something before %s", name);

  if (element->kind == GP_LAUNCH_ELEMENT_CAPS)
    {
      /* `S ! caps ! K` → `S ! K` */
      if (caps_token_is_shared (self->launch, element))
        return refuse (error, "the caps token that makes %s makes other caps filters too", name);
      span.start = element->span.start;
      span.end = _gp_patch_skip_spaces (self->launch, element->factory_span.end);
    }
  else
    {
      gboolean caps_before = lin->src->kind == GP_LAUNCH_ELEMENT_CAPS &&
                             lin->src->factory_span.start == lin->span.start;
      gboolean caps_after = lout->sink->kind == GP_LAUNCH_ELEMENT_CAPS &&
                            lout->sink->factory_span.start == lout->span.start;

      /* `A ! X ! B` → `A ! B`: X must sit between its two link tokens. */
      if (_gp_patch_skip_spaces (self->launch, lin->span.end) != element->span.start ||
          _gp_patch_skip_spaces (self->launch, element->span.end) != lout->span.start)
        return refuse (error, "%s is not written between its upstream and downstream links "
                       "(references or pads around it)", name);
      if (caps_before && caps_after)
        return refuse (error, "removing %s would leave two caps back to back", name);
      span.start = element->span.start;
      span.end = _gp_patch_skip_spaces (self->launch, lout->span.start + 1);
    }

  ee = _gp_patch_state_edit (state, element);
  ee->removed = TRUE;
  ee->remove_span = span;
  return TRUE;
}

gboolean
_gp_patch_kind_apply (GpPatch       *self,
                      GpPatchState  *state,
                      JsonObject    *fix_patch,
                      GError       **error)
{
  JsonNode *node = json_object_get_member (fix_patch, "kind");
  const char *kind;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return malformed (error, "the patch has no \"kind\"");
  kind = json_node_get_string (node);

  if (strcmp (kind, "replace-element") == 0)
    return apply_replace (self, state, fix_patch, error);
  if (strcmp (kind, "insert-element") == 0)
    return apply_insert (self, state, fix_patch, error);
  if (strcmp (kind, "set-property") == 0)
    return apply_set_property (self, state, fix_patch, error);
  if (strcmp (kind, "set-caps") == 0)
    return apply_set_caps (self, state, fix_patch, error);
  if (strcmp (kind, "remove-element") == 0)
    return apply_remove (self, state, fix_patch, error);
  {
    g_autofree char *text = _gp_patch_shown (kind);

    return malformed (error, "unknown patch kind '%s'", text);
  }
}

