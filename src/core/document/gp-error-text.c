/* gp-error-text.c: what a front end says about an error: one clean sentence, and the detail
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

/* The CLI prints a loader's message as it is, one line naming the file. A window says it in two
 * parts: a title that names the file ("Could Not Open “x.json”", the app's), a sentence for a person
 * (here) and the raw message on demand. The sentence knows the codes of GIO, GLib's file errors
 * and GP_ERROR, and the messages of core/ingest and core/format (their English is the CLI's
 * contract, tests/cli/test-cli-bad-input.c; GLib's own words, "Need more input", are matched in
 * English and as GLib translates them). A message it does not know is cleaned: one line, no
 * parser locations, the title's path said as "the file", a capital and a full stop. No GTK. */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>

#include "gp-error-text.h"
#include "gp-error.h"

/* Whitespace runs (newlines too) as one space, no blanks at the ends. */
static char *
squash (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean blank = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        blank = out->len > 0;
      else
        {
          if (blank)
            g_string_append_c (out, ' ');
          blank = FALSE;
          g_string_append_c (out, *p);
        }
    }
  return g_string_free (out, FALSE);
}

static void
replace_all (GString    *text,
             const char *find,
             const char *replacement)
{
  if (find != NULL && *find != '\0')
    g_string_replace (text, find, replacement, 0);
}

/* "“name”" for a path. */
static char *
quoted_basename (const char *path)
{
  g_autofree char *name = g_filename_display_basename (path);

  return g_strdup_printf ("“%s”", name);
}

static char *
finish_sentence (GString *text)
{
  g_autoptr(GRegex) locations = NULL;
  g_autofree char *cleaned = NULL;
  g_autofree char *squashed = NULL;
  gunichar first;
  char *end;

  /* json-glib's and GLib's places: "<data>:1:3002: ", "Parse error: ",
   * "scanner: "; the series reader's " at byte 11". */
  locations = g_regex_new ("(<[a-z]+>:[0-9]+(:[0-9]+)?: *)|(Parse error: *)|(scanner: *)|( at byte [0-9]+)",
                           0, 0, NULL);
  g_assert (locations != NULL);
  cleaned = g_regex_replace_literal (locations, text->str, -1, 0, "", 0, NULL);
  squashed = squash (cleaned != NULL ? cleaned : text->str);
  g_string_assign (text, squashed);

  /* Loose ends of what was taken out. */
  while (text->len > 0 && strchr (":;,- ", text->str[text->len - 1]) != NULL)
    g_string_truncate (text, text->len - 1);
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return g_strdup (_("Something went wrong, and it did not say what."));
    }

  first = g_utf8_get_char (text->str);
  if (g_unichar_islower (first))
    {
      char buf[8];
      int n = g_unichar_to_utf8 (g_unichar_toupper (first), buf);

      g_string_erase (text, 0, g_utf8_next_char (text->str) - text->str);
      g_string_prepend_len (text, buf, n);
    }

  end = text->str + text->len - 1;
  if (*end != '.' && *end != '!' && *end != '?')
    g_string_append_c (text, '.');

  return g_string_free (text, FALSE);
}

char *
gp_error_text_clean (const char *message,
                     const char *subject)
{
  GString *text;

  g_return_val_if_fail (message != NULL, NULL);

  text = g_string_new (message);
  if (subject != NULL && *subject != '\0')
    {
      g_autofree char *name = g_path_get_basename (subject);

      /* The path, or its name alone at the start (a relative path, the
       * CLI's), is the file the title names. */
      if (g_str_has_prefix (text->str, subject))
        {
          g_string_erase (text, 0, strlen (subject));
          g_string_prepend (text, _("The file"));
        }
      else if (g_str_has_prefix (text->str, name) && g_ascii_isspace (text->str[strlen (name)]))
        {
          g_string_erase (text, 0, strlen (name));
          g_string_prepend (text, _("The file"));
        }
      replace_all (text, subject, _("the file"));
    }

  return finish_sentence (text);
}

/* What a message is about: the title's file, another file of the load or
 * none that it names. */
typedef enum
{
  ABOUT_NONE,
  ABOUT_SUBJECT,
  ABOUT_OTHER,
} About;

typedef struct
{
  About       about;
  gboolean    read;    /* "cannot read PATH: …" */
  const char *rest;    /* after the path and its blank or ": " */
} Parts;

static gboolean
starts_with_path (const char *text,
                  const char *path,
                  const char **rest)
{
  gsize len;

  if (path == NULL || *path == '\0' || !g_str_has_prefix (text, path))
    return FALSE;
  len = strlen (path);
  if (text[len] != ' ' && text[len] != ':' && text[len] != '\0')
    return FALSE;
  text += len;
  if (*text == ':')
    text++;
  while (*text == ' ')
    text++;
  *rest = text;
  return TRUE;
}

static Parts
split (const char          *message,
       const char          *subject,
       const char * const  *others)
{
  Parts parts = { ABOUT_NONE, FALSE, message };
  const char *text = message;

  if (g_str_has_prefix (text, "cannot read "))
    {
      parts.read = TRUE;
      text += strlen ("cannot read ");
    }
  if (starts_with_path (text, subject, &parts.rest))
    parts.about = ABOUT_SUBJECT;
  for (guint i = 0; parts.about == ABOUT_NONE && others != NULL && others[i] != NULL; i++)
    if (starts_with_path (text, others[i], &parts.rest))
      parts.about = ABOUT_OTHER;
  if (parts.about == ABOUT_NONE)
    parts.rest = text;

  return parts;
}

/* The text of @rest between @prefix and @suffix (@suffix found after it),
 * or NULL. */
static char *
between (const char *rest,
         const char *prefix,
         const char *suffix)
{
  const char *start;
  const char *end;

  if (!g_str_has_prefix (rest, prefix))
    return NULL;
  start = rest + strlen (prefix);
  end = suffix != NULL ? strstr (start, suffix) : start + strlen (start);
  if (end == NULL || end == start)
    return NULL;
  return g_strndup (start, end - start);
}

static gboolean
mentions (const char *message,
          const char *english,
          const char *glib_msgid)
{
  if (strstr (message, english) != NULL)
    return TRUE;
  /* GLib's own message, as GLib translates it. */
  return glib_msgid != NULL && strstr (message, g_dgettext ("glib20", glib_msgid)) != NULL;
}

/* @text after GLib's message @glib_msgid ("…: %s") up to its "%s", in
 * English or as GLib translates it; @text when it does not start so. */
static const char *
strip_glib_prefix (const char *text,
                   const char *glib_msgid)
{
  const char *msgids[] = { glib_msgid, g_dgettext ("glib20", glib_msgid) };

  for (guint i = 0; i < G_N_ELEMENTS (msgids); i++)
    {
      const char *end = strstr (msgids[i], "%s");

      if (end != NULL && end > msgids[i] && strncmp (text, msgids[i], end - msgids[i]) == 0)
        return text + (end - msgids[i]);
    }
  return text;
}

static gboolean
is_not_found (const GError *error)
{
  return g_error_matches (error, GP_ERROR, GP_ERROR_NOT_FOUND);
}

static gboolean
is_permission (const GError *error,
               const char   *message)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED) ||
         g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_ACCES) ||
         g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_PERM) ||
         strstr (message, g_strerror (EACCES)) != NULL ||
         strstr (message, "Permission denied") != NULL;
}

/* The curated sentences: about the title's file, or no file at all. */
static char *
known_sentence (const GError *error,
                const char   *message,
                Parts        *parts)
{
  const char *rest = parts->rest;
  char *part = NULL;

  /* GP_ERROR_NOT_FOUND is also a program that is not there: the file's
   * only when the message names it. */
  if ((is_not_found (error) && parts->about == ABOUT_SUBJECT) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) ||
      g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    return g_strdup (_("The file does not exist: it may have been moved, renamed or deleted."));
  if (is_permission (error, message))
    return g_strdup (_("You do not have permission to read this file."));
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY) ||
      g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR) ||
      g_str_has_prefix (rest, "is a directory"))
    return g_strdup (_("This is a folder, not a session or a tracer log."));
  if ((part = between (rest, "is ", ", not a regular file")) != NULL)
    {
      g_autofree char *kind = part;

      /* Translators: %s is a kind of file, e.g. "a FIFO (named pipe)" */
      return g_strdup_printf (_("This is %s, not a regular file."), kind);
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE))
    return g_strdup (_("This is not a regular file."));
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return g_strdup (_("It was cancelled."));

  if (strstr (message, "(invalid JSON, truncated") != NULL)
    return g_strdup (_("The file is cut short: it ends in the middle of the session."));
  if (parts->read && mentions (rest, "Need more input", "Need more input"))
    return g_strdup (_("The compressed file is cut short: it ends in the middle of its data."));
  if (parts->read && mentions (rest, "Invalid compressed data", "Invalid compressed data"))
    return g_strdup (_("The file is damaged: its compressed data cannot be read."));
  if (g_str_equal (rest, "is empty") || strstr (message, "(the file is empty)") != NULL)
    return g_strdup (_("The file is empty."));
  if (strstr (message, "(binary data (NUL bytes)") != NULL)
    return g_strdup (_("The file holds binary data, not a session or a tracer log."));
  if (strstr (message, "(not valid UTF-8)") != NULL)
    return g_strdup (_("The file is not UTF-8 text, so it is not a session."));
  if (strstr (message, "(JSON nested too deeply)") != NULL)
    return g_strdup (_("The file’s JSON is nested too deeply to be a session."));
  if (strstr (message, "(invalid JSON: ") != NULL)
    return g_strdup (_("The file is damaged: it is not valid JSON."));
  if (strstr (message, "(no 'schema' key") != NULL)
    return g_strdup (_("The file is JSON, but not a gst-profile session: it has no “schema”."));
  if ((part = between (rest, "is not a usable session (schema is '", "', expected")) != NULL)
    {
      g_autofree char *schema = part;

      /* Translators: %s is a file format name, e.g. gst-shark/2 */
      return g_strdup_printf (_("The file is a “%s” document, not a gst-profile session."), schema);
    }
  if ((part = between (rest, "is ", ", not a gst-profile session")) != NULL)
    {
      g_autofree char *kind = part;

      /* Translators: %s is a kind of JSON value, e.g. "a JSON array" */
      return g_strdup_printf (_("The file is %s, not a gst-profile session."), kind);
    }
  if (g_str_has_prefix (rest, "is not a GStreamer tracer log"))
    return g_strdup (_("The file is neither a gst-profile session nor a GStreamer tracer log."));
  if (g_str_has_prefix (rest, "is too large to be a session"))
    return g_strdup (_("The file is too large to be a session."));
  if (g_str_has_prefix (rest, "is not a GStreamer dot dump"))
    return g_strdup (_("The file is not a GStreamer dot dump."));
  if (strstr (rest, "only local files can be opened") != NULL)
    return g_strdup (_("Only files on this computer can be opened."));
  if (g_str_has_prefix (rest, "is not a usable session (") && g_str_has_suffix (rest, ")"))
    {
      gsize start = strlen ("is not a usable session (");
      g_autofree char *inner = g_strndup (rest + start, strlen (rest) - start - 1);
      g_autofree char *reason = gp_error_text_clean (inner, NULL);

      /* The reason is a sentence of its own: lower-case after the colon. */
      if (g_ascii_isupper (reason[0]) && !g_ascii_isupper (reason[1]))
        reason[0] = g_ascii_tolower (reason[0]);
      /* Translators: %s is what is wrong, e.g. "missing key 'graph'." */
      return g_strdup_printf (_("The session is damaged: %s"), reason);
    }
  if (parts->read && *rest != '\0')
    {
      g_autofree char *reason = NULL;

      /* GIO's "Error reading from file descriptor: " says nothing more. */
      rest = strip_glib_prefix (rest, "Error reading from file descriptor: %s");
      reason = gp_error_text_clean (rest, NULL);

      /* Translators: %s is the system's reason, e.g. "Input/output error." */
      return g_strdup_printf (_("The file cannot be read: %s"), reason);
    }

  return NULL;
}

char *
gp_error_text_sentence (const GError        *error,
                        const char          *subject,
                        const char * const  *others)
{
  g_autofree char *message = NULL;
  char *sentence;
  GString *text;
  Parts parts;

  g_return_val_if_fail (error != NULL, NULL);

  message = squash (error->message != NULL ? error->message : "");
  parts = split (message, subject, others);

  if (parts.about != ABOUT_OTHER && (sentence = known_sentence (error, message, &parts)) != NULL)
    return sentence;

  /* Another file of the load, or a message not known here: cleaned, the
   * other files by their names. */
  text = g_string_new (message);
  for (guint i = 0; others != NULL && others[i] != NULL; i++)
    {
      g_autofree char *name = quoted_basename (others[i]);

      replace_all (text, others[i], name);
    }
  if (subject != NULL && *subject != '\0')
    {
      g_autofree char *cleaned = gp_error_text_clean (text->str, subject);

      g_string_free (text, TRUE);
      return g_steal_pointer (&cleaned);
    }
  return finish_sentence (text);
}

char *
gp_error_text_detail (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  return g_strchomp (g_strdup (error->message != NULL ? error->message : ""));
}
