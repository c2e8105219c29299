/* gp-launch-check.h: a launch string checked before it runs: each link's memory, negotiation
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
#include <json-glib/json-glib.h>

#include "gp-caps.h"
#include "gp-launch.h"

G_BEGIN_DECLS

/* What rules/memory.json knows of the factories (which memory each pad takes and gives, which
 * carry buffers through, which convert) applied to a parsed launch string: the memory every link
 * would negotiate, the links that cannot negotiate at all, and the stretches where frames leave
 * device memory (NVMM, dmabuf) for system memory and come back — what ZC finds in a recording,
 * predicted from the string alone. Nothing runs; a factory the table does not know constrains
 * nothing, so its links are predicted from the other side or stay unknown. */

typedef struct _GpLaunchCheck GpLaunchCheck;

/* The check keeps no pointer into the GpLaunch it was made from. */
typedef struct
{
  char     *src;          /* the elements' runtime names */
  char     *sink;
  GpMemory  memory;       /* predicted; UNKNOWN when nothing constrains it */
  gboolean  encoded;      /* compressed or container bytes, not raw media */
  gboolean  negotiates;   /* FALSE: no memory both sides accept */
} GpLaunchCheckLink;

typedef struct
{
  char      *upstream;     /* the far end of the device-memory link before the stretch */
  char      *leaves_at;    /* the element that takes device memory and gives system memory */
  char      *returns_at;   /* the element that takes system memory and gives device memory */
  char      *downstream;   /* the far end of the device-memory link after it */
  GPtrArray *links;        /* of const GpLaunchCheckLink *: the system-memory links between */
} GpLaunchCheckBreak;

GpLaunchCheck            *gp_launch_check_new              (const GpLaunch      *launch);
void                      gp_launch_check_free             (GpLaunchCheck       *self);

/* One per link of the launch, in its link order. */
guint                     gp_launch_check_get_n_links      (const GpLaunchCheck *self);
const GpLaunchCheckLink  *gp_launch_check_get_link         (const GpLaunchCheck *self,
                                                            guint                i);
/* Why a link cannot negotiate, one sentence naming who wants what; NULL when it can. */
const char               *gp_launch_check_get_reason       (const GpLaunchCheck *self,
                                                            guint                i);
gboolean                  gp_launch_check_negotiates       (const GpLaunchCheck *self);

/* The stretches device → system → device, in the order of their first link. */
guint                     gp_launch_check_get_n_breaks     (const GpLaunchCheck *self);
const GpLaunchCheckBreak *gp_launch_check_get_break        (const GpLaunchCheck *self,
                                                            guint                i);
gboolean                  gp_launch_check_leaves_device_memory (const GpLaunchCheck *self);

/* "nvmm", "dmabuf", "sysmem", "encoded" or "unknown". */
const char               *gp_launch_check_link_memory_name (const GpLaunchCheckLink *link);

/* {"links": [{"src", "sink", "memory", "negotiates", "why"?}], "leaves_device_memory",
 *  "negotiates", "breaks": [{"upstream", "leaves_at", "returns_at", "downstream", "links"}],
 *  "problems": [{"kind": "cannot-negotiate" | "leaves-device-memory", "message", "links"}]} */
JsonNode                 *gp_launch_check_to_json          (const GpLaunchCheck *self);
/* The links with their memory, then one line per problem, or "no problems found". */
char                     *gp_launch_check_to_text          (const GpLaunchCheck *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpLaunchCheck, gp_launch_check_free)

G_END_DECLS
