/* gp-patch-private.h: what the patch files share
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

#include "gp-launch-map.h"
#include "gp-launch-private.h"
#include "gp-patch.h"

G_BEGIN_DECLS

/* What the applied patches want, per token. The printed string is derived
 * from this alone (gp-patch-render.c), so it does not depend on
 * the order the patches came in. */
typedef struct
{
  char       *factory;       /* replace-element: the new factory, or NULL */
  GHashTable *props;         /* set-property: canonical key → GpPatchProp */
  gboolean    removed;       /* remove-element */
  GpLaunchSpan remove_span;  /* the text that goes with it */
  char       *caps_to;       /* set-caps on this caps token: the caps it takes */
} GpPatchElementEdit;

typedef struct
{
  char *key;                 /* as the patch spells it */
  char *text;                /* the value as written into the string */
} GpPatchProp;

/* Tokens written at one offset: caps first, then elements. */
typedef struct
{
  char      *caps;           /* set-caps inserted on a link, or NULL */
  GPtrArray *elements;       /* insert-element texts */
} GpPatchInsertion;

typedef struct
{
  GHashTable *edits;         /* GpLaunchElement* → GpPatchElementEdit */
  GHashTable *insertions;    /* offset → GpPatchInsertion */
} GpPatchState;

typedef struct
{
  char *src_element;
  char *sink_element;
} GpPatchLinkEnds;

struct _GpPatch
{
  GpLaunch     *launch;      /* the original; edits are recorded at each render */
  GpLaunchMap  *map;
  GHashTable   *links;       /* graph link id → GpPatchLinkEnds */
  GPtrArray    *applied;     /* of JsonObject */
  GPtrArray    *applied_keys;/* of char*, canonical forms of applied */
  GpPatchState *state;
  GPtrArray    *notes;       /* of char* */
  char         *printed;
  gboolean      separate;    /* gp_patch_set_combine (FALSE): no chain folding */
};

GpPatchState  *_gp_patch_state_new           (void);
void           _gp_patch_state_free          (GpPatchState   *state);
GpPatchElementEdit *_gp_patch_state_edit     (GpPatchState   *state,
                                              const GpLaunchElement *element);
GpPatchInsertion *_gp_patch_state_insertion  (GpPatchState   *state,
                                              guint           offset);

/* Records one patch of each kind in @state; FALSE with the reason. */
gboolean       _gp_patch_kind_apply          (GpPatch        *self,
                                              GpPatchState   *state,
                                              JsonObject     *fix_patch,
                                              GError        **error);

/* Renders @state as edits of the original text and checks the result; the
 * patched string, or NULL with the reason. Notes go to @notes. */
char          *_gp_patch_render              (GpPatch        *self,
                                              GpPatchState   *state,
                                              GPtrArray      *notes,
                                              GError        **error);

/* @printed (@original with the patches applied) with every conversion chain that two patches or
 * more touched folded into one converter (gp-patch-fold.c), a note each in @notes; NULL when none
 * folds. @touches: a GpPatchState per applied patch, each with that patch alone. */
char          *_gp_patch_fold_chains         (const GpLaunch *original,
                                              const char     *printed,
                                              GPtrArray      *touches,
                                              GPtrArray      *notes);

/* User text for a one-line message: made valid UTF-8, control characters
 * escaped, cut after 60 characters. */
char          *_gp_patch_shown               (const char     *text);

/* @value written so that gst_parse_launch() hands the property exactly
 * @value; NULL with @error when no spelling does. */
char          *_gp_patch_quote_value         (const char     *value,
                                              GError        **error);
/* Parses a caps text `media/type(features),fields`: the length of the
 * media-type-and-features head, or 0 when it does not start with one. */
guint          _gp_patch_caps_head_length    (const char     *caps);
/* GLib's canonical property name: '_' → '-'. */
char          *_gp_patch_canonical_key       (const char     *key);

/* First non-space offset at or after @pos; the first offset of the run of
 * spaces that ends at @pos. */
guint          _gp_patch_skip_spaces         (const GpLaunch *launch,
                                              guint           pos);
guint          _gp_patch_back_spaces         (const GpLaunch *launch,
                                              guint           pos);

/* Property tables for replace-element (rules/factories.json). */
typedef enum
{
  GP_PATCH_PROP_ACCEPTED,
  GP_PATCH_PROP_UNKNOWN_FACTORY,  /* no table for the new factory */
  GP_PATCH_PROP_NOT_ACCEPTED,     /* the new factory has no such property */
  GP_PATCH_PROP_DIFFERENT,        /* same name, another meaning (*reason) */
} GpPatchPropVerdict;

GpPatchPropVerdict _gp_patch_factory_check   (const char     *from_factory,
                                              const char     *to_factory,
                                              const char     *key,
                                              const char    **reason);

G_END_DECLS
