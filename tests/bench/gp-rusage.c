/* gp-rusage.c: the CPU time and peak RSS of one command, as the kernel counts them
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

/* gp-rusage COMMAND [ARG…]: runs COMMAND (its output to /dev/null) and
 * prints "CPU-µs PEAK-RSS-KB EXIT" from wait4()'s rusage. Written for
 * run-load-bench.sh because GNU time prints CPU to 10 ms (a small
 * session's `analyze` takes a few) and a child forked from Python reports
 * Python's own RSS as its peak (the image it had before exec); this one
 * is small and forks nothing else. */

#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int
main (int   argc,
      char *argv[])
{
  struct rusage ru;
  pid_t pid;
  int status;

  if (argc < 2)
    {
      fprintf (stderr, "usage: gp-rusage COMMAND [ARG…]\n");
      return 2;
    }
  pid = fork ();
  if (pid < 0)
    return 2;
  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      if (null >= 0)
        dup2 (null, STDOUT_FILENO);
      execvp (argv[1], argv + 1);
      _exit (127);
    }
  if (wait4 (pid, &status, 0, &ru) != pid)
    return 2;
  printf ("%ld %ld %d\n",
          (long) (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000L + ru.ru_utime.tv_usec + ru.ru_stime.tv_usec,
          ru.ru_maxrss, WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status));
  return 0;
}
