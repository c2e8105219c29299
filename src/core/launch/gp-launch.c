/* gp-launch.c: parse a gst-launch-1.0 string into elements and links
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

/* The core's own reading of launch strings, since it links no GStreamer and a fix patch must keep
 * the user's spelling: gst_parse_launch() builds a pipeline and forgets the text. GpLaunch follows
 * GStreamer 1.22's lexer (gp-launch-lexer.c) and grammar (gp-launch-parser.c, its link stage in
 * gp-launch-parser-links.c), names elements as GStreamer would (gp-launch-names.c) and prints by
 * splicing edits into the original text (gp-launch-output.c). Used by the patches (gp-patch*.c),
 * `gst-profile parse` and the app's Launch view.
 *
 * The parsed string: its text, its elements and links (built by gp-launch-parser.c), and the edits
 * printing applies (gp-launch-output.c).
 *
 * The text is the user's, shell quotes and gst-launch-1.0 options included: gp-launch-words.c
 * splits it as `run` does and joins the pipeline's words as gst-launch-1.0 does; the grammar reads
 * that, and printing puts edits back into the user's text.
 *
 * A string longer than GP_LAUNCH_MAX_LENGTH (64 MiB) is refused before it is lexed. */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-launch-private.h"

#define GP_LAUNCH_MAX_LENGTH (64u * 1024u * 1024u)

void
_gp_launch_prop_free (gpointer data)
{
  GpLaunchProp *prop = data;

  g_free (prop->key);
  g_free (prop->value);
  g_free (prop);
}

void
_gp_launch_element_free (gpointer data)
{
  GpLaunchElement *element = data;

  g_free (element->name);
  g_free (element->factory);
  g_ptr_array_unref (element->props);
  g_free (element->caps);
  g_free (element->preset);
  g_free (element);
}

void
_gp_launch_link_free (gpointer data)
{
  GpLaunchLink *link = data;

  g_free (link->src_pad);
  g_free (link->sink_pad);
  g_free (link);
}

/* g_shell_parse_argv() reads up to a NUL byte; the grammar, bytes. */
static gboolean
check_text (const char  *text,
            gsize        length,
            GError     **error)
{
  const char *nul = memchr (text, '\0', length);
  const char *bad = NULL;

  if (nul != NULL)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "column %u: the string contains a NUL byte", (guint) (nul - text) + 1);
      return FALSE;
    }
  if (!g_utf8_validate_len (text, length, &bad))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "column %u: the string is not valid UTF-8", (guint) (bad - text) + 1);
      return FALSE;
    }
  return TRUE;
}

GpLaunch *
gp_launch_parse (const char  *text,
                 gssize       length,
                 GError     **error)
{
  g_autoptr(GpLaunch) launch = NULL;
  gsize len;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  len = length < 0 ? strlen (text) : (gsize) length;
  if (len > GP_LAUNCH_MAX_LENGTH)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "the string is %" G_GSIZE_FORMAT " bytes long; the limit is %u",
                   len, GP_LAUNCH_MAX_LENGTH);
      return NULL;
    }

  launch = g_new0 (GpLaunch, 1);
  launch->source = g_malloc (len + 1);
  if (len > 0)
    memcpy (launch->source, text, len);
  launch->source[len] = '\0';
  launch->source_length = len;
  launch->elements = g_ptr_array_new_with_free_func (_gp_launch_element_free);
  launch->links = g_ptr_array_new_with_free_func (_gp_launch_link_free);
  launch->edits = NULL;

  if (!check_text (launch->source, len, error) ||
      !_gp_launch_words_join (launch, error) ||
      !_gp_launch_parse_into (launch, error))
    return NULL;
  return g_steal_pointer (&launch);
}

void
gp_launch_free (GpLaunch *launch)
{
  if (launch == NULL)
    return;
  g_free (launch->source);
  g_free (launch->quote);
  g_strfreev (launch->argv);
  g_strfreev (launch->options);
  g_strfreev (launch->words);
  g_free (launch->lo);
  g_free (launch->hi);
  g_free (launch->text);
  g_ptr_array_unref (launch->elements);
  g_ptr_array_unref (launch->links);
  g_free (launch->pipeline_name);
  if (launch->edits != NULL)
    g_array_unref (launch->edits);
  g_free (launch);
}

const char *
gp_launch_get_text (const GpLaunch *launch)
{
  g_return_val_if_fail (launch != NULL, NULL);
  return launch->source;
}

const char *
gp_launch_get_parsed_text (const GpLaunch *launch)
{
  g_return_val_if_fail (launch != NULL, NULL);
  return launch->text;
}

const char * const *
gp_launch_get_argv (const GpLaunch *launch)
{
  g_return_val_if_fail (launch != NULL, NULL);
  return (const char * const *) launch->argv;
}

const char * const *
gp_launch_get_words (const GpLaunch *launch)
{
  g_return_val_if_fail (launch != NULL, NULL);
  return (const char * const *) launch->words;
}

const char * const *
gp_launch_get_options (const GpLaunch *launch)
{
  g_return_val_if_fail (launch != NULL, NULL);
  return (const char * const *) launch->options;
}

const char *
gp_launch_get_pipeline_name (const GpLaunch *launch)
{
  g_return_val_if_fail (launch != NULL, NULL);
  return launch->pipeline_name;
}

guint
gp_launch_get_n_elements (const GpLaunch *launch)
{
  g_return_val_if_fail (launch != NULL, 0);
  return launch->elements->len;
}

const GpLaunchElement *
gp_launch_get_element (const GpLaunch *launch,
                       guint           i)
{
  g_return_val_if_fail (launch != NULL, NULL);
  g_return_val_if_fail (i < launch->elements->len, NULL);
  return g_ptr_array_index (launch->elements, i);
}

const GpLaunchElement *
gp_launch_lookup_element (const GpLaunch *launch,
                          const char     *name)
{
  g_return_val_if_fail (launch != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < launch->elements->len; i++)
    {
      const GpLaunchElement *element = g_ptr_array_index (launch->elements, i);

      if (g_strcmp0 (element->name, name) == 0)
        return element;
    }
  return NULL;
}

guint
gp_launch_get_n_links (const GpLaunch *launch)
{
  g_return_val_if_fail (launch != NULL, 0);
  return launch->links->len;
}

const GpLaunchLink *
gp_launch_get_link (const GpLaunch *launch,
                    guint           i)
{
  g_return_val_if_fail (launch != NULL, NULL);
  g_return_val_if_fail (i < launch->links->len, NULL);
  return g_ptr_array_index (launch->links, i);
}

const GpLaunchProp *
gp_launch_element_get_prop (const GpLaunchElement *element,
                            const char            *key)
{
  g_return_val_if_fail (element != NULL, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  for (guint i = element->props->len; i > 0; i--)
    {
      const GpLaunchProp *prop = g_ptr_array_index (element->props, i - 1);

      if (strcmp (prop->key, key) == 0)
        return prop;
    }
  return NULL;
}

GArray *
_gp_launch_get_edits (const GpLaunch *launch)
{
  return launch->edits;
}

void
_gp_launch_set_edits (GpLaunch *launch,
                      GArray   *edits)
{
  launch->edits = edits;
}

guint
_gp_launch_get_length (const GpLaunch *launch)
{
  return launch->length;
}
