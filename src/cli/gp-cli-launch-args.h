/* gp-cli-launch-args.h: `run`'s own options apart from the launch string
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

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Splits `run`'s @argv (argv[0] its name) into what GOption parses with
 * @entries (argv[0], then each of @entries' options with its value, and the
 * help options, before a `--`) and the launch string: every other word, from
 * the first one on. One such word is the launch string verbatim ("-e
 * videotestsrc ! fakesink"); several are gst-launch-1.0's argv (`run -e
 * videotestsrc ! fakesink`) and are joined into one string that splits back
 * into them (shell quotes only where a word needs them), except a lone
 * pipeline word among gst-launch-1.0's options (`run -e "videotestsrc !
 * fakesink"`), which is the user's launch text and kept as written.
 *
 * An option before `--` that is neither one of @entries nor gst-launch-1.0's
 * is an error: FALSE, @out_options and @out_launch untouched. A missing
 * launch string is @out_launch NULL. */
gboolean gp_cli_launch_args_split (const GOptionEntry  *entries,
                                   int                  argc,
                                   char               **argv,
                                   GStrv               *out_options,
                                   char               **out_launch,
                                   GError             **error);

G_END_DECLS
