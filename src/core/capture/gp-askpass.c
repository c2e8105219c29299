/* gp-askpass.c: GpAskpass, OpenSSH's prompts (SSH_ASKPASS) answered from the app
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

/* ssh cannot ask on a terminal the app does not have, so the app's ssh runs gst-profile-askpass
 * (src/askpass/) as its SSH_ASKPASS, and that helper passes each prompt here: a unix socket in a
 * new 0700 directory under the runtime dir, connections only from our own user (checked by
 * credentials), "GP-ASKPASS/1\n", the hint and the prompt. Each prompt becomes a GpAskpassRequest
 * (::request) that the app answers in a dialog (src/app/gp-askpass-dialog.c); what was read is
 * wiped once parsed. No GTK here: GpAppSsh in the app wires it to a GpSsh. */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <gio/gunixsocketaddress.h>
#include <glib/gstdio.h>

#include "gp-askpass-private.h"
#include "gp-error.h"

#define MAGIC       "GP-ASKPASS/1\n"
#define MAX_MESSAGE (64 * 1024)
#define SOCKET_NAME "askpass.sock"

struct _GpAskpass
{
  GObject          parent_instance;

  char            *helper;
  char            *dir;
  char            *socket_path;
  GSocketService  *service;
  guint            n_requests;
  gboolean         host_key_rejected;
};

/* One incoming connection, read to its end. */
typedef struct
{
  GpAskpass          *self;
  GSocketConnection  *connection;
  GByteArray         *data;
  guint8              chunk[4096];
} Incoming;

enum {
  REQUEST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GpAskpass, gp_askpass, G_TYPE_OBJECT)

static void
incoming_free (Incoming *incoming)
{
  g_object_unref (incoming->self);
  g_object_unref (incoming->connection);
  explicit_bzero (incoming->data->data, incoming->data->len);
  g_byte_array_unref (incoming->data);
  g_free (incoming);
}

static void
dispatch (Incoming *incoming)
{
  GpAskpass *self = incoming->self;
  g_autoptr(GpAskpassRequest) request = NULL;
  g_autofree char *text = NULL;
  const char *hint;
  char *newline;

  if (incoming->data->len < strlen (MAGIC) ||
      memcmp (incoming->data->data, MAGIC, strlen (MAGIC)) != 0)
    return;

  text = g_strndup ((const char *) incoming->data->data + strlen (MAGIC),
                    incoming->data->len - strlen (MAGIC));
  hint = text;
  newline = strchr (text, '\n');
  if (newline == NULL)
    return;
  *newline = '\0';
  if (!g_utf8_validate (newline + 1, -1, NULL))
    {
      g_autofree char *valid = g_utf8_make_valid (newline + 1, -1);

      request = _gp_askpass_request_new (self, incoming->connection, hint, valid);
    }
  else
    request = _gp_askpass_request_new (self, incoming->connection, hint, newline + 1);

  self->n_requests++;
  g_signal_emit (self, signals[REQUEST], 0, request);
  /* Nobody kept it: cancelled when the last reference goes. */
}

static void
read_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  Incoming *incoming = user_data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (object), result, NULL);

  if (n > 0 && incoming->data->len + n <= MAX_MESSAGE)
    {
      g_byte_array_append (incoming->data, incoming->chunk, n);
      explicit_bzero (incoming->chunk, sizeof incoming->chunk);
      g_input_stream_read_async (G_INPUT_STREAM (object), incoming->chunk, sizeof incoming->chunk,
                                 G_PRIORITY_DEFAULT, NULL, read_cb, incoming);
      return;
    }
  if (n == 0)
    dispatch (incoming);
  incoming_free (incoming);
}

static gboolean
on_incoming_cb (GSocketService    *service,
                GSocketConnection *connection,
                GObject           *source_object,
                gpointer           user_data)
{
  GpAskpass *self = GP_ASKPASS (user_data);
  g_autoptr(GCredentials) credentials = NULL;
  Incoming *incoming;

  /* Only our own user's processes (the directory is 0700 anyway). */
  credentials = g_socket_get_credentials (g_socket_connection_get_socket (connection), NULL);
  if (credentials == NULL || g_credentials_get_unix_user (credentials, NULL) != getuid ())
    return TRUE;

  incoming = g_new0 (Incoming, 1);
  incoming->self = g_object_ref (self);
  incoming->connection = g_object_ref (connection);
  incoming->data = g_byte_array_new ();
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (connection)),
                             incoming->chunk, sizeof incoming->chunk,
                             G_PRIORITY_DEFAULT, NULL, read_cb, incoming);
  return TRUE;
}

static void
gp_askpass_dispose (GObject *object)
{
  GpAskpass *self = (GpAskpass *)object;

  if (self->service != NULL)
    {
      g_socket_service_stop (self->service);
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
      g_signal_handlers_disconnect_by_data (self->service, self);
      g_clear_object (&self->service);
    }
  if (self->socket_path != NULL)
    g_unlink (self->socket_path);
  if (self->dir != NULL)
    g_rmdir (self->dir);

  G_OBJECT_CLASS (gp_askpass_parent_class)->dispose (object);
}

static void
gp_askpass_finalize (GObject *object)
{
  GpAskpass *self = (GpAskpass *)object;

  g_free (self->helper);
  g_free (self->dir);
  g_free (self->socket_path);

  G_OBJECT_CLASS (gp_askpass_parent_class)->finalize (object);
}

static void
gp_askpass_class_init (GpAskpassClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gp_askpass_dispose;
  object_class->finalize = gp_askpass_finalize;

  signals[REQUEST] = g_signal_new ("request",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, GP_TYPE_ASKPASS_REQUEST);
}

static void
gp_askpass_init (GpAskpass *self)
{
}

static gboolean
is_executable (const char *path)
{
  return path != NULL && *path != '\0' && g_file_test (path, G_FILE_TEST_IS_REGULAR) &&
         g_access (path, X_OK) == 0;
}

char *
gp_askpass_find_helper (GError **error)
{
  const char *env = g_getenv ("GP_ASKPASS_HELPER");

  if (env != NULL && *env != '\0')
    {
      if (is_executable (env))
        return g_strdup (env);
      g_set_error (error, GP_ERROR, GP_ERROR_NOT_FOUND,
                   "GP_ASKPASS_HELPER=%s is not an executable file", env);
      return NULL;
    }
  if (is_executable (GP_ASKPASS_PATH))
    return g_strdup (GP_ASKPASS_PATH);
  if (is_executable (GP_BUILD_ASKPASS_PATH))
    return g_strdup (GP_BUILD_ASKPASS_PATH);
  g_set_error (error, GP_ERROR, GP_ERROR_NOT_FOUND,
               "gst-profile-askpass is not installed (looked for %s): ssh cannot ask for a password",
               GP_ASKPASS_PATH);
  return NULL;
}

/* A new 0700 directory in the runtime dir (or the temp dir when its path
 * would not fit a unix socket address). */
static char *
make_private_dir (GError **error)
{
  const char *bases[] = { g_get_user_runtime_dir (), g_get_tmp_dir () };

  for (guint i = 0; i < G_N_ELEMENTS (bases); i++)
    {
      g_autofree char *template = g_build_filename (bases[i], "gst-profile-askpass-XXXXXX", NULL);

      if (strlen (template) + strlen ("/" SOCKET_NAME) >= 100)
        continue;
      g_mkdir_with_parents (bases[i], 0700);
      if (g_mkdtemp_full (template, 0700) != NULL)
        return g_steal_pointer (&template);
      if (i + 1 == G_N_ELEMENTS (bases))
        {
          int saved = errno;

          g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot create %s: %s",
                       template, g_strerror (saved));
          return NULL;
        }
    }
  g_set_error_literal (error, GP_ERROR, GP_ERROR_FAILED,
                       "no directory for the askpass socket (paths too long)");
  return NULL;
}

GpAskpass *
gp_askpass_new (const char  *helper,
                GError     **error)
{
  g_autoptr(GpAskpass) self = g_object_new (GP_TYPE_ASKPASS, NULL);
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(GError) local_error = NULL;

  self->helper = helper != NULL ? g_strdup (helper) : gp_askpass_find_helper (error);
  if (self->helper == NULL)
    return NULL;

  self->dir = make_private_dir (error);
  if (self->dir == NULL)
    return NULL;
  self->socket_path = g_build_filename (self->dir, SOCKET_NAME, NULL);

  self->service = g_socket_service_new ();
  address = g_unix_socket_address_new (self->socket_path);
  if (!g_socket_listener_add_address (G_SOCKET_LISTENER (self->service), address,
                                      G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT,
                                      NULL, NULL, &local_error))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_FAILED, "cannot listen on %s: %s",
                   self->socket_path, local_error->message);
      return NULL;
    }
  g_signal_connect (self->service, "incoming", G_CALLBACK (on_incoming_cb), self);
  g_socket_service_start (self->service);

  return g_steal_pointer (&self);
}

GStrv
gp_askpass_get_environment (GpAskpass *self)
{
  GStrv env;

  g_return_val_if_fail (GP_IS_ASKPASS (self), NULL);

  env = g_new0 (char *, 4);
  env[0] = g_strconcat ("SSH_ASKPASS=", self->helper, NULL);
  env[1] = g_strdup ("SSH_ASKPASS_REQUIRE=force");
  env[2] = g_strconcat ("GP_ASKPASS_SOCKET=", self->socket_path, NULL);
  return env;
}

gboolean
gp_askpass_get_host_key_rejected (GpAskpass *self)
{
  g_return_val_if_fail (GP_IS_ASKPASS (self), FALSE);
  return self->host_key_rejected;
}

guint
gp_askpass_get_n_requests (GpAskpass *self)
{
  g_return_val_if_fail (GP_IS_ASKPASS (self), 0);
  return self->n_requests;
}

void
_gp_askpass_set_host_key_rejected (GpAskpass *self)
{
  self->host_key_rejected = TRUE;
}
