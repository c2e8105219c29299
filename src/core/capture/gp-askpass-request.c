/* gp-askpass-request.c: GpAskpassRequest, one prompt of ssh waiting for the user's answer
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

/* One prompt as gp-askpass.c received it: its kind (a secret, an unknown host key, a confirmation,
 * a notice; SSH_ASKPASS_PROMPT is the hint), ssh's own text, and for a host key the host, key type
 * and fingerprint parsed from it. Only the first reply or cancel counts; a request dropped without
 * one is a cancel, so ssh never waits on a dialog that went away. The answer is written once and
 * not kept; a rejected host key is told to the owner, so that the app's error says so rather than
 * repeating ssh's. */

#include "config.h"

#include <string.h>

#include "gp-askpass-private.h"

struct _GpAskpassRequest
{
  GObject             parent_instance;

  GpAskpass          *owner;
  GSocketConnection  *connection;
  GpAskpassKind       kind;
  char               *prompt;
  char               *host;
  char               *key_type;
  char               *fingerprint;
  gboolean            done;
};

G_DEFINE_FINAL_TYPE (GpAskpassRequest, gp_askpass_request, G_TYPE_OBJECT)

/* Writes "OK\n" + @answer, or nothing (a cancel), and hangs up. The socket
 * is local and the helper waits for the reply: a short blocking write. */
static void
finish (GpAskpassRequest *self,
        const char       *answer)
{
  GOutputStream *out;

  if (self->done)
    return;
  self->done = TRUE;

  if (self->kind == GP_ASKPASS_HOST_KEY &&
      (answer == NULL || g_ascii_strcasecmp (answer, "yes") != 0))
    _gp_askpass_set_host_key_rejected (self->owner);

  if (self->connection == NULL)
    return;

  out = g_io_stream_get_output_stream (G_IO_STREAM (self->connection));
  if (answer != NULL)
    {
      gsize length = strlen (answer);
      char *message = g_malloc (length + 3);

      memcpy (message, "OK\n", 3);
      memcpy (message + 3, answer, length);
      (void) g_output_stream_write_all (out, message, length + 3, NULL, NULL, NULL);
      explicit_bzero (message, length + 3);
      g_free (message);
    }
  (void) g_io_stream_close (G_IO_STREAM (self->connection), NULL, NULL);
  g_clear_object (&self->connection);
}

static void
gp_askpass_request_dispose (GObject *object)
{
  GpAskpassRequest *self = (GpAskpassRequest *)object;

  /* Dropped without an answer: ssh hears "cancelled". */
  finish (self, NULL);
  g_clear_object (&self->owner);

  G_OBJECT_CLASS (gp_askpass_request_parent_class)->dispose (object);
}

static void
gp_askpass_request_finalize (GObject *object)
{
  GpAskpassRequest *self = (GpAskpassRequest *)object;

  g_free (self->prompt);
  g_free (self->host);
  g_free (self->key_type);
  g_free (self->fingerprint);

  G_OBJECT_CLASS (gp_askpass_request_parent_class)->finalize (object);
}

static void
gp_askpass_request_class_init (GpAskpassRequestClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_askpass_request_dispose;
  object_class->finalize = gp_askpass_request_finalize;
}

static void
gp_askpass_request_init (GpAskpassRequest *self)
{
}

gboolean
gp_askpass_parse_host_key (const char  *prompt,
                           char       **host,
                           char       **key_type,
                           char       **fingerprint)
{
  g_autoptr(GRegex) host_re = NULL;
  g_autoptr(GRegex) key_re = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  gboolean is_host_key;

  g_return_val_if_fail (prompt != NULL, FALSE);

  /* "The authenticity of host 'H (ADDR)' can't be established.\n
   *  ED25519 key fingerprint is SHA256:….\n … (yes/no/[fingerprint])? " */
  is_host_key = strstr (prompt, "authenticity of host") != NULL ||
                strstr (prompt, "(yes/no") != NULL ||
                strstr (prompt, "type 'yes'") != NULL;
  if (host != NULL)
    *host = NULL;
  if (key_type != NULL)
    *key_type = NULL;
  if (fingerprint != NULL)
    *fingerprint = NULL;
  if (!is_host_key)
    return FALSE;

  host_re = g_regex_new ("authenticity of host '([^' ]+)", 0, 0, NULL);
  if (g_regex_match (host_re, prompt, 0, &match) && host != NULL)
    *host = g_match_info_fetch (match, 1);
  g_clear_pointer (&match, g_match_info_free);

  key_re = g_regex_new ("([A-Za-z0-9-]+) key fingerprint is ([A-Za-z0-9]+:[A-Za-z0-9+/=:]+)",
                        G_REGEX_MULTILINE, 0, NULL);
  if (g_regex_match (key_re, prompt, 0, &match))
    {
      if (key_type != NULL)
        *key_type = g_match_info_fetch (match, 1);
      if (fingerprint != NULL)
        *fingerprint = g_match_info_fetch (match, 2);
    }
  return TRUE;
}

GpAskpassRequest *
_gp_askpass_request_new (GpAskpass         *owner,
                         GSocketConnection *connection,
                         const char        *hint,
                         const char        *prompt)
{
  GpAskpassRequest *self = g_object_new (GP_TYPE_ASKPASS_REQUEST, NULL);

  self->owner = g_object_ref (owner);
  self->connection = connection != NULL ? g_object_ref (connection) : NULL;
  self->prompt = g_strdup (prompt);
  if (g_strcmp0 (hint, "confirm") == 0)
    self->kind = GP_ASKPASS_CONFIRM;
  else if (g_strcmp0 (hint, "none") == 0)
    self->kind = GP_ASKPASS_NOTICE;
  else if (gp_askpass_parse_host_key (prompt, &self->host, &self->key_type, &self->fingerprint))
    self->kind = GP_ASKPASS_HOST_KEY;
  else
    self->kind = GP_ASKPASS_SECRET;
  return self;
}

GpAskpassKind
gp_askpass_request_get_kind (GpAskpassRequest *self)
{
  g_return_val_if_fail (GP_IS_ASKPASS_REQUEST (self), GP_ASKPASS_SECRET);
  return self->kind;
}

const char *
gp_askpass_request_get_prompt (GpAskpassRequest *self)
{
  g_return_val_if_fail (GP_IS_ASKPASS_REQUEST (self), NULL);
  return self->prompt;
}

const char *
gp_askpass_request_get_host (GpAskpassRequest *self)
{
  g_return_val_if_fail (GP_IS_ASKPASS_REQUEST (self), NULL);
  return self->host;
}

const char *
gp_askpass_request_get_key_type (GpAskpassRequest *self)
{
  g_return_val_if_fail (GP_IS_ASKPASS_REQUEST (self), NULL);
  return self->key_type;
}

const char *
gp_askpass_request_get_fingerprint (GpAskpassRequest *self)
{
  g_return_val_if_fail (GP_IS_ASKPASS_REQUEST (self), NULL);
  return self->fingerprint;
}

void
gp_askpass_request_reply (GpAskpassRequest *self,
                          const char       *answer)
{
  g_return_if_fail (GP_IS_ASKPASS_REQUEST (self));
  g_return_if_fail (answer != NULL);

  /* ssh reads one line. */
  if (strpbrk (answer, "\r\n") != NULL)
    {
      finish (self, NULL);
      return;
    }
  finish (self, answer);
}

void
gp_askpass_request_cancel (GpAskpassRequest *self)
{
  g_return_if_fail (GP_IS_ASKPASS_REQUEST (self));
  finish (self, NULL);
}

gboolean
gp_askpass_request_get_done (GpAskpassRequest *self)
{
  g_return_val_if_fail (GP_IS_ASKPASS_REQUEST (self), FALSE);
  return self->done;
}
