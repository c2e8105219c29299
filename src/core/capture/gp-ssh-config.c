/* gp-ssh-config.c: SSH targets: the user's ~/.ssh/config hosts, typed destinations and options
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

/* The capture dialog offers the `Host` aliases of ~/.ssh/config (patterns left out, `Include`
 * followed at most 16 levels deep, relative to the file, globs expanded). A destination the user
 * types or a session file holds is checked before it reaches ssh: nothing that ssh would read as an
 * option, a %-token or shell syntax. Typed options ("Port=2222 User=pi", shell-like quotes, an
 * optional `-o` before each) are split here and each checked by gp-ssh-option.c under the user's
 * policy. */

#include "config.h"

#include <glob.h>
#include <string.h>

#include "gp-error.h"
#include "gp-ssh-config.h"
#include "gp-ssh-option.h"

#define MAX_INCLUDE_DEPTH 16

char *
gp_ssh_config_default_path (void)
{
  return g_build_filename (g_get_home_dir (), ".ssh", "config", NULL);
}

/* The words of an ssh_config line after its keyword: blanks separate them,
 * double quotes group them. */
static GStrv
split_args (const char *text)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GString *word = NULL;
  gboolean quoted = FALSE;

  for (const char *p = text; ; p++)
    {
      if (*p == '\0' || (!quoted && (*p == ' ' || *p == '\t')))
        {
          if (word != NULL)
            {
              g_strv_builder_add (builder, word->str);
              g_string_free (word, TRUE);
              word = NULL;
            }
          if (*p == '\0')
            break;
          continue;
        }
      if (word == NULL)
        word = g_string_new (NULL);
      if (*p == '"')
        quoted = !quoted;
      else
        g_string_append_c (word, *p);
    }
  return g_strv_builder_end (builder);
}

/* Splits "Keyword args" or "Keyword=args"; FALSE for blank and comment lines. */
static gboolean
split_line (char        *line,
            const char **keyword,
            const char **args)
{
  char *p = line;
  char *end;

  g_strstrip (p);
  if (*p == '\0' || *p == '#')
    return FALSE;
  end = p + strcspn (p, " \t=");
  *keyword = p;
  if (*end != '\0')
    {
      *end++ = '\0';
      while (*end == ' ' || *end == '\t' || *end == '=')
        end++;
    }
  *args = end;
  return TRUE;
}

static gboolean
is_pattern (const char *name)
{
  return strpbrk (name, "*?!") != NULL;
}

static gboolean read_config (const char  *path,
                             const char  *base_dir,
                             guint        depth,
                             GPtrArray   *hosts,
                             GError     **error);

static gboolean
include (const char  *pattern,
         const char  *base_dir,
         guint        depth,
         GPtrArray   *hosts,
         GError     **error)
{
  g_autofree char *path = NULL;
  glob_t matches = { 0, };
  gboolean ok = TRUE;

  if (g_str_has_prefix (pattern, "~/"))
    path = g_build_filename (g_get_home_dir (), pattern + 2, NULL);
  else if (g_path_is_absolute (pattern))
    path = g_strdup (pattern);
  else
    path = g_build_filename (base_dir, pattern, NULL);

  if (glob (path, 0, NULL, &matches) != 0)
    return TRUE;
  for (size_t i = 0; ok && i < matches.gl_pathc; i++)
    ok = read_config (matches.gl_pathv[i], base_dir, depth + 1, hosts, error);
  globfree (&matches);
  return ok;
}

static gboolean
read_config (const char  *path,
             const char  *base_dir,
             guint        depth,
             GPtrArray   *hosts,
             GError     **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) lines = NULL;

  if (depth > MAX_INCLUDE_DEPTH)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "%s: Include nested more than %d levels deep", path, MAX_INCLUDE_DEPTH);
      return FALSE;
    }
  if (!g_file_get_contents (path, &contents, NULL, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ISDIR))
        return TRUE;
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot read %s: %s", path, local_error->message);
      return FALSE;
    }
  if (!g_utf8_validate (contents, -1, NULL))
    {
      g_autofree char *valid = g_utf8_make_valid (contents, -1);

      g_free (contents);
      contents = g_steal_pointer (&valid);
    }

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *keyword;
      const char *args;
      g_auto(GStrv) words = NULL;

      if (!split_line (lines[i], &keyword, &args))
        continue;
      words = split_args (args);
      if (g_ascii_strcasecmp (keyword, "Host") == 0)
        {
          for (guint k = 0; words[k] != NULL; k++)
            if (*words[k] != '\0' && !is_pattern (words[k]) &&
                !g_ptr_array_find_with_equal_func (hosts, words[k], g_str_equal, NULL))
              g_ptr_array_add (hosts, g_strdup (words[k]));
        }
      else if (g_ascii_strcasecmp (keyword, "Include") == 0)
        {
          for (guint k = 0; words[k] != NULL; k++)
            if (!include (words[k], base_dir, depth, hosts, error))
              return FALSE;
        }
    }
  return TRUE;
}

GStrv
gp_ssh_config_list_hosts (const char  *path,
                          GError     **error)
{
  g_autoptr(GPtrArray) hosts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *base_dir = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  base_dir = g_path_get_dirname (path);
  if (!read_config (path, base_dir, 0, hosts, error))
    return NULL;
  g_ptr_array_add (hosts, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&hosts), FALSE);
}

/* A user or host name as a destination may hold them: no shell or ssh
 * syntax (%-tokens, quotes, `$`, …), nothing outside ASCII. */
static gboolean
is_name (const char *start,
         gsize       len,
         gboolean    host)
{
  if (len == 0 || start[0] == '-' || start[0] == '.' || start[0] == ':')
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isalnum (start[i]) && start[i] != '.' && start[i] != '_' && start[i] != '-' &&
        !(host && start[i] == ':'))
      return FALSE;
  return TRUE;
}

gboolean
gp_ssh_check_destination (const char  *destination,
                          GError     **error)
{
  const char *rest = destination;
  const char *at;
  const char *host;
  gsize host_len;
  gboolean bracketed = FALSE;

  g_return_val_if_fail (destination != NULL, FALSE);

  if (*destination == '\0')
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                           "Enter a board: user@host, a Host from ~/.ssh/config, or ssh://user@host:port");
      return FALSE;
    }
  if (*destination == '-')
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "“%s” is not a host name", destination);
      return FALSE;
    }
  for (const char *p = destination; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || g_ascii_iscntrl (*p) || (guchar) *p >= 0x80)
      {
        g_autofree char *shown = g_strescape (destination, NULL);

        g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                     "“%s”: a destination has no spaces or control characters; put ssh options in "
                     "their own field", shown);
        return FALSE;
      }

  if (g_str_has_prefix (destination, "ssh://"))
    rest = destination + strlen ("ssh://");
  at = strrchr (rest, '@');
  if (at != NULL && !is_name (rest, at - rest, FALSE))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "“%s”: a user name is letters, digits, “.”, “_” and “-” (not first)", destination);
      return FALSE;
    }
  host = at != NULL ? at + 1 : rest;
  host_len = strlen (host);

  if (rest != destination)
    {
      const char *colon = host[0] == '[' ? strstr (host, "]:") : strrchr (host, ':');

      if (colon != NULL)
        {
          const char *port = colon + (host[0] == '[' ? 2 : 1);
          guint64 value = 0;

          if (!g_ascii_string_to_unsigned (port, 10, 1, 65535, &value, NULL) || !g_ascii_isdigit (*port))
            {
              g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "“%s”: the port must be 1 to 65535", destination);
              return FALSE;
            }
          host_len = colon - host + (host[0] == '[' ? 1 : 0);
        }
      if (host[0] == '[')
        {
          if (host_len < 2 || host[host_len - 1] != ']')
            {
              g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "“%s” names no host", destination);
              return FALSE;
            }
          host++;
          host_len -= 2;
          bracketed = TRUE;
        }
      else if (memchr (host, ':', host_len) != NULL)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "“%s”: put an IPv6 address in [ ]", destination);
          return FALSE;
        }
    }

  if (host_len == 0)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "“%s” names no host", destination);
      return FALSE;
    }
  if (bracketed ? host_len != strspn (host, "0123456789abcdefABCDEF:.") : !is_name (host, host_len, TRUE))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "“%s”: a host is a name or an address (letters, digits, “.”, “-”, “_”, “:”), "
                   "never an option or %%-encoded", destination);
      return FALSE;
    }
  return TRUE;
}

GStrv
gp_ssh_parse_options (const char  *text,
                      GError     **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) words = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  text += strspn (text, " \t\n");
  if (*text == '\0')
    return g_new0 (char *, 1);
  if (!g_shell_parse_argv (text, NULL, &words, &local_error))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "SSH options: %s", local_error->message);
      return NULL;
    }
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *word = words[i];
      const char *key_end;
      g_autofree char *canonical = NULL;

      if (g_str_equal (word, "-o"))
        continue;
      if (g_str_has_prefix (word, "-o"))
        word += 2;
      /* One shell word each, Key=Value: "Port 2222" is not an option, and
       * the value is one word for ssh too (quoted as ssh reads quotes). */
      key_end = word;
      while (g_ascii_isalnum (*key_end))
        key_end++;
      if (!g_ascii_isalpha (word[0]) || *key_end != '=')
        {
          g_autofree char *shown = g_strescape (word, NULL);

          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       "SSH options: “%s” is not Key=Value (e.g. Port=2222)", shown);
          return NULL;
        }
      {
        g_autofree char *key = g_strndup (word, key_end - word);
        const char *value[] = { key_end + 1, NULL };
        g_autofree char *quoted = gp_ssh_option_format (key, value);

        canonical = gp_ssh_option_check (quoted, GP_SSH_OPTION_POLICY_USER, &local_error);
      }
      if (canonical == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      g_strv_builder_add (builder, canonical);
    }
  return g_strv_builder_end (builder);
}
