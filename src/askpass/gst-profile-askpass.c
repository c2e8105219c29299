/* gst-profile-askpass.c: OpenSSH's SSH_ASKPASS for gst-profile-inspector
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

/* ssh runs this with its prompt as argv[1] (and SSH_ASKPASS_PROMPT as a
 * hint) and reads the answer from our stdout. We ask the app that started
 * ssh, over the unix socket named by GP_ASKPASS_SOCKET (in a directory only
 * its user can enter): "GP-ASKPASS/1\n", the hint, "\n", the prompt; the
 * app answers "OK\n" and the answer, or anything else for "no answer"
 * (exit status 1, which ssh takes as cancelled). Nothing is stored; the
 * answer is wiped from memory once written. No GLib: small and auditable.
 *
 * Installed in libexecdir; the app's side is core/capture/gp-askpass.c (the socket, one
 * GpAskpassRequest per prompt) and src/app/gp-askpass-dialog.c (the dialogs), and the app finds
 * this program through gp_askpass_find_helper(): $GP_ASKPASS_HELPER, the installed one, else the
 * build tree's. */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#define MAGIC      "GP-ASKPASS/1\n"
#define MAX_REPLY  8192

static void
wipe (char   *buffer,
      size_t  length)
{
  explicit_bzero (buffer, length);
}

static int
write_all (int         fd,
           const char *buffer,
           size_t      length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, buffer, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return -1;
      buffer += n;
      length -= (size_t) n;
    }
  return 0;
}

int
main (int    argc,
      char **argv)
{
  const char *path = getenv ("GP_ASKPASS_SOCKET");
  const char *hint = getenv ("SSH_ASKPASS_PROMPT");
  const char *prompt = argc > 1 ? argv[1] : "";
  struct sockaddr_un addr;
  char reply[MAX_REPLY + 1];
  size_t length = 0;
  int status = 1;
  int fd;

  if (path == NULL || *path == '\0')
    {
      fprintf (stderr, "gst-profile-askpass: GP_ASKPASS_SOCKET is not set; "
                       "this helper only answers for gst-profile-inspector\n");
      return 1;
    }

  memset (&addr, 0, sizeof addr);
  addr.sun_family = AF_UNIX;
  if (strlen (path) >= sizeof addr.sun_path)
    {
      fprintf (stderr, "gst-profile-askpass: socket path too long\n");
      return 1;
    }
  strcpy (addr.sun_path, path);

  fd = socket (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0 || connect (fd, (struct sockaddr *) &addr, sizeof addr) != 0)
    {
      fprintf (stderr, "gst-profile-askpass: cannot reach the app: %s\n", strerror (errno));
      if (fd >= 0)
        close (fd);
      return 1;
    }

  if (write_all (fd, MAGIC, strlen (MAGIC)) != 0 ||
      write_all (fd, hint != NULL ? hint : "", hint != NULL ? strlen (hint) : 0) != 0 ||
      write_all (fd, "\n", 1) != 0 ||
      write_all (fd, prompt, strlen (prompt)) != 0 ||
      shutdown (fd, SHUT_WR) != 0)
    {
      fprintf (stderr, "gst-profile-askpass: cannot ask the app: %s\n", strerror (errno));
      close (fd);
      return 1;
    }

  /* The reply, up to the app closing the connection. */
  for (;;)
    {
      ssize_t n;

      if (length == MAX_REPLY)
        {
          length = 0;
          break;
        }
      n = read (fd, reply + length, MAX_REPLY - length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        length = 0;
      if (n <= 0)
        break;
      length += (size_t) n;
    }
  close (fd);

  if (length >= 3 && memcmp (reply, "OK\n", 3) == 0)
    {
      reply[length] = '\n';
      if (write_all (STDOUT_FILENO, reply + 3, length - 3 + 1) == 0)
        status = 0;
    }

  wipe (reply, sizeof reply);
  return status;
}
