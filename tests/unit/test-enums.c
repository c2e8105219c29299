/* test-enums.c: the GTypes glib-mkenums makes for the core's public enums
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

#include "config.h"

#include "gp-analysis.h"
#include "gp-capture.h"
#include "gp-caps.h"
#include "gp-compare.h"
#include "gp-document.h"
#include "gp-error.h"
#include "gp-export.h"
#include "gp-finding.h"
#include "gp-json-scan.h"
#include "gp-launch.h"
#include "gp-tracer-log.h"
#include "gp-xdot.h"

/* The value of @type named @nick, which must exist. */
static int
enum_value (GType       type,
            const char *nick)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *value = g_enum_get_value_by_nick (klass, nick);

  g_assert_nonnull (value);
  return value->value;
}

static void
test_enums (void)
{
  g_autoptr(GEnumClass) keys = NULL;

  /* One library each, the nicks from the names without their prefix. */
  g_assert_true (G_TYPE_IS_ENUM (GP_TYPE_MEMORY));
  g_assert_cmpint (enum_value (GP_TYPE_MEMORY, "nvmm"), ==, GP_MEMORY_NVMM);
  g_assert_cmpint (enum_value (GP_TYPE_SEVERITY, "high"), ==, GP_SEVERITY_HIGH);
  g_assert_cmpint (enum_value (GP_TYPE_ERROR_CODE, "invalid"), ==, GP_ERROR_INVALID);
  g_assert_cmpint (enum_value (GP_TYPE_JSON_SCAN_RESULT, "unsure"), ==, GP_JSON_SCAN_UNSURE);
  g_assert_cmpint (enum_value (GP_TYPE_RECORD_KIND, "element-latency"), ==, GP_RECORD_ELEMENT_LATENCY);
  g_assert_cmpint (enum_value (GP_TYPE_COMPARE_TREND, "worse"), ==, GP_COMPARE_TREND_WORSE);
  g_assert_cmpint (enum_value (GP_TYPE_LAUNCH_ELEMENT_KIND, "bin"), ==, GP_LAUNCH_ELEMENT_BIN);
  g_assert_cmpint (enum_value (GP_TYPE_CAPTURE_STATE, "stopping"), ==, GP_CAPTURE_STATE_STOPPING);
  g_assert_cmpint (enum_value (GP_TYPE_EXPORT_GRAPH_FORMAT, "png"), ==, GP_EXPORT_GRAPH_PNG);

  /* A count is not a value. */
  keys = g_type_class_ref (GP_TYPE_SYSTEM_KEY);
  g_assert_cmpuint (keys->n_values, ==, GP_SYSTEM_N_KEYS);
  g_assert_null (g_enum_get_value (keys, GP_SYSTEM_N_KEYS));
}

static guint
flags_value (GType       type,
             const char *nick)
{
  g_autoptr(GFlagsClass) klass = g_type_class_ref (type);
  GFlagsValue *value = g_flags_get_value_by_nick (klass, nick);

  g_assert_nonnull (value);
  return value->value;
}

static void
test_flags (void)
{
  g_autoptr(GFlagsClass) klass = NULL;

  g_assert_true (G_TYPE_IS_FLAGS (GP_TYPE_XDOT_FONT_FLAGS));
  klass = g_type_class_ref (GP_TYPE_XDOT_FONT_FLAGS);
  g_assert_cmpuint (klass->n_values, ==, 3);
  g_assert_cmpuint (g_flags_get_value_by_nick (klass, "italic")->value, ==, GP_XDOT_FONT_ITALIC);

  g_assert_true (G_TYPE_IS_FLAGS (GP_TYPE_DOCUMENT_LOAD_FLAGS));
  g_assert_cmpuint (flags_value (GP_TYPE_DOCUMENT_LOAD_FLAGS, "store-findings"), ==,
                    GP_DOCUMENT_LOAD_STORE_FINDINGS);
}

/* GpCapture:state is the enum, so a binding or a notify handler sees its
 * names. */
static void
test_capture_state_property (void)
{
  GObjectClass *klass = g_type_class_ref (GP_TYPE_CAPTURE);
  GParamSpec *pspec = g_object_class_find_property (klass, "state");

  g_assert_nonnull (pspec);
  g_assert_true (G_IS_PARAM_SPEC_ENUM (pspec));
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (pspec) == GP_TYPE_CAPTURE_STATE);
  g_assert_cmpint (G_PARAM_SPEC_ENUM (pspec)->default_value, ==, GP_CAPTURE_STATE_IDLE);
  g_type_class_unref (klass);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/enums/enums", test_enums);
  g_test_add_func ("/gp/unit/enums/flags", test_flags);
  g_test_add_func ("/gp/unit/enums/capture-state-property", test_capture_state_property);

  return g_test_run ();
}
