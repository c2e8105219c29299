/* gp-launch-check-private.h: rules/memory.json as the launch check reads it
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

#include "gp-launch-check.h"

G_BEGIN_DECLS

/* Memory domains as bits, so a pad's domains and a link's candidates are masks. */
enum
{
  GP_DOMAIN_SYSMEM  = 1 << 0,
  GP_DOMAIN_NVMM    = 1 << 1,
  GP_DOMAIN_DMABUF  = 1 << 2,
  GP_DOMAIN_ENCODED = 1 << 3,
  GP_DOMAIN_ALL     = 0xf,
  GP_DOMAIN_DEVICE  = GP_DOMAIN_NVMM | GP_DOMAIN_DMABUF,
};

typedef struct
{
  guint8 mask;       /* 0: the table does not say (constrains nothing) */
  guint8 order[4];   /* the domains in pad-template order */
  guint8 n_order;
} GpPadMemory;

typedef struct
{
  GpPadMemory sink;
  GpPadMemory src;
} GpFactoryMemory;

/* A data file of rules/: GP_RULES_DIR/@name when it exists, else the built-in one; NULL if neither. */
GBytes                *_gp_launch_rules_data         (const char *name);
/* The factory's pads as rules/memory.json lists them, or NULL when it does not. */
const GpFactoryMemory *_gp_launch_memory_lookup      (const char *factory);
gboolean               _gp_launch_memory_passthrough (const char *factory);
gboolean               _gp_launch_memory_converter   (const char *factory);
/* The domain bit of a name in the table ("nvmm" → GP_DOMAIN_NVMM), 0 if none. */
guint8                 _gp_launch_memory_domain_from_name   (const char *name);

struct _GpLaunchCheck
{
  GArray     *links;     /* of GpLaunchCheckLink */
  const GpLaunch *launch;   /* only while gp_launch_check_new() runs */
  GPtrArray  *reasons;   /* per link: char * or NULL */
  GArray     *segment;   /* per link: its segment (the index of its first link) */
  GPtrArray  *breaks;    /* of GpLaunchCheckBreak */
  gboolean    negotiates;
};

gboolean               _gp_launch_check_is_device    (const GpLaunchCheckLink *link);

G_END_DECLS
