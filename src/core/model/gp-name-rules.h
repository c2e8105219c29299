/* gp-name-rules.h: GStreamer's default element names and GType names, from rules/names.json
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

/* The one reader of rules/names.json (schema gst-profile-names/1; rules/README.md): the
 * factories whose GType is not "Gst" + the factory name, and the families of plugins that
 * make a GType per factory by a pattern (gst-omx: GstOMXH264Enc-omxh264enc, whose instances
 * GStreamer names omxh264enc-omxh264enc0). Ingest asks it which factory a dot dump's or a
 * tracer record's GType is (gp_factory_from_gtype()), the launch layer which runtime names a
 * launch string's elements get (gp_launch_name_prefix()), a latency-only log which factory a
 * default name stands for. */
typedef struct _GpNameRules GpNameRules;

/* The table in use, read once: GP_RULES_DIR/names.json when that file exists (one that does
 * not load gives an empty table: GStreamer's own rule only, as for factories.json), else the
 * built-in resource. Never NULL. */
const GpNameRules *gp_name_rules_get_default        (void);
/* A table from @data (the JSON text); NULL and one GP_ERROR_INVALID line
 * ("names.json: gtypes[3]: no source") when it is not a valid table. */
GpNameRules       *gp_name_rules_new_from_data      (const char        *data,
                                                     gssize             length,
                                                     GError           **error);
/* The built-in resource's text (for tests and the oracle). */
GBytes            *gp_name_rules_get_builtin_data   (void);
void               gp_name_rules_free               (GpNameRules       *self);

guint              gp_name_rules_get_n_gtypes       (const GpNameRules *self);
guint              gp_name_rules_get_n_families     (const GpNameRules *self);

/* The factory of an element of GType @gtype: the table's entry, else a family's GType form
 * ("GstOMXH264Enc-omxh264enc" → "omxh264enc"), else "Gst" stripped and lower-cased
 * ("GstQueue" → "queue"). NULL gives "". */
char              *gp_name_rules_factory_for_gtype  (const GpNameRules *self,
                                                     const char        *gtype);
/* The GType of @factory when the table lists it, else NULL. */
const char        *gp_name_rules_gtype_for_factory  (const GpNameRules *self,
                                                     const char        *factory);
/* What GStreamer names an unnamed element of @factory, without its counter: "queue",
 * "queue2-" (a '-' after a final digit), "nvvconv" (nvvidconv, GType Gstnvvconv),
 * "omxh264enc-omxh264enc" (gst-omx). */
char              *gp_name_rules_name_prefix        (const GpNameRules *self,
                                                     const char        *factory);
/* The factory a default name stands for ("queue3" → "queue", "queue2-0" → "queue2",
 * "nvvconv1" → "nvvidconv", "omxh264enc-omxh264enc0" → "omxh264enc"), or NULL when @name is
 * no default name (no counter, capitals, a '-' no rule explains: "src-queue0"). */
char              *gp_name_rules_factory_for_name   (const GpNameRules *self,
                                                     const char        *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpNameRules, gp_name_rules_free)

G_END_DECLS
