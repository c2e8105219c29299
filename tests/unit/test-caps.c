/* test-caps.c
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

#include <json-glib/json-glib.h>

#include "gp-caps.h"
#include "gp-test-util.h"

/* The pretty form exactly as GStreamer 1.22 writes it in a dot edge label. */
#define PRETTY_NVMM \
  "video/x-raw(memory:NVMM)\\l              format: NV12\\l               width: 1920\\l" \
  "              height: 1080\\l           framerate: 30/1\\l"

static void
assert_field (const GpCaps *caps,
              const char   *name,
              const char   *value)
{
  g_assert_cmpstr (gp_caps_get_field (caps, name), ==, value);
}

static void
test_serialized (void)
{
  g_autoptr(GpCaps) caps = NULL;

  caps = gp_caps_parse ("video/x-raw, format=(string)NV12, width=(int)1920, "
                        "height=(int)1080, framerate=(fraction)30/1");
  g_assert_cmpstr (caps->media, ==, "video/x-raw");
  g_assert_null (caps->features);
  g_assert_cmpuint (caps->fields->len, ==, 4);
  assert_field (caps, "format", "NV12");
  assert_field (caps, "width", "1920");
  assert_field (caps, "framerate", "30/1");
  g_assert_null (gp_caps_get_field (caps, "colorimetry"));
  g_assert_cmpstr (gp_caps_get_format (caps), ==, "NV12");
  g_assert_cmpint (gp_caps_get_memory (caps), ==, GP_MEMORY_SYSMEM);
  g_assert_false (gp_caps_is_any_or_empty (caps));

  /* No type tags, odd spacing */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("  audio/x-raw ,rate=48000,channels = 2 ,format=S16LE  ");
  g_assert_cmpstr (caps->media, ==, "audio/x-raw");
  assert_field (caps, "rate", "48000");
  assert_field (caps, "channels", "2");
  assert_field (caps, "format", "S16LE");

  /* Media only */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-h264");
  g_assert_cmpstr (caps->media, ==, "video/x-h264");
  g_assert_cmpuint (caps->fields->len, ==, 0);
  g_assert_null (gp_caps_get_format (caps));
}

static void
test_features (void)
{
  g_autoptr(GpCaps) caps = NULL;

  caps = gp_caps_parse ("video/x-raw(memory:NVMM), format=(string)NV12");
  g_assert_cmpstr (caps->media, ==, "video/x-raw");
  g_assert_cmpstr (caps->features, ==, "memory:NVMM");
  assert_field (caps, "format", "NV12");
  g_assert_cmpint (gp_caps_get_memory (caps), ==, GP_MEMORY_NVMM);

  /* Several features: the comma inside the parentheses does not split. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-raw(memory:SystemMemory, meta:GstVideoOverlayComposition), "
                        "format=(string)RGBA");
  g_assert_cmpstr (caps->features, ==, "memory:SystemMemory, meta:GstVideoOverlayComposition");
  assert_field (caps, "format", "RGBA");
  g_assert_cmpuint (caps->fields->len, ==, 1);
  g_assert_cmpint (gp_caps_get_memory (caps), ==, GP_MEMORY_SYSMEM);

  /* Empty features are no features. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-raw(), width=(int)2");
  g_assert_null (caps->features);
  assert_field (caps, "width", "2");
}

static void
test_lists_ranges (void)
{
  g_autoptr(GpCaps) caps = NULL;

  caps = gp_caps_parse ("video/x-raw, format=(string){ NV12, I420, YUY2 }, "
                        "width=(int)[ 1, 32767 ], height=(int)[ 1, 32767 ], "
                        "views=(int)< 1, 2 >, framerate=(fraction)[ 0/1, 2147483647/1 ]");
  g_assert_cmpuint (caps->fields->len, ==, 5);
  assert_field (caps, "format", "{ NV12, I420, YUY2 }");
  assert_field (caps, "width", "[ 1, 32767 ]");
  assert_field (caps, "views", "< 1, 2 >");
  assert_field (caps, "framerate", "[ 0/1, 2147483647/1 ]");

  /* Type tags inside a list stay as written; only the leading tag goes. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-raw, format={ (string)NV12, (string)I420 }, pixel-aspect-ratio=1/1");
  assert_field (caps, "format", "{ (string)NV12, (string)I420 }");
  assert_field (caps, "pixel-aspect-ratio", "1/1");
}

static void
test_quoting (void)
{
  g_autoptr(GpCaps) caps = NULL;

  caps = gp_caps_parse ("application/x-rtp, media=(string)video, "
                        "a-framerate=(string)\"30, or so\", "
                        "note=(string)\"say \\\"hi\\\"; then \\\\ bye\", "
                        "clock-rate=(int)90000");
  g_assert_cmpstr (caps->media, ==, "application/x-rtp");
  g_assert_cmpuint (caps->fields->len, ==, 4);
  assert_field (caps, "media", "video");
  assert_field (caps, "a-framerate", "30, or so");
  assert_field (caps, "note", "say \"hi\"; then \\ bye");
  assert_field (caps, "clock-rate", "90000");

  /* An unterminated quote takes the rest and does not run past the end. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-raw, title=(string)\"open, width=(int)3");
  assert_field (caps, "title", "open, width=(int)3");
  g_assert_cmpuint (caps->fields->len, ==, 1);

  /* A value that was cut with an ellipsis in a dot dump property. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-raw, format=(string)NV12, width=(int)1920, framerate=(…");
  assert_field (caps, "format", "NV12");
  assert_field (caps, "framerate", "(…");
}

static void
test_multiple_structures (void)
{
  g_autoptr(GpCaps) caps = NULL;

  caps = gp_caps_parse ("video/x-raw(memory:NVMM), format=(string)NV12; "
                        "video/x-raw, format=(string)I420, width=(int)640");
  g_assert_cmpstr (caps->media, ==, "video/x-raw");
  g_assert_cmpstr (caps->features, ==, "memory:NVMM");
  g_assert_cmpuint (caps->fields->len, ==, 1);
  g_assert_cmpstr (gp_caps_get_format (caps), ==, "NV12");
  g_assert_cmpint (gp_caps_get_memory (caps), ==, GP_MEMORY_NVMM);

  /* A `;` inside quotes does not end the structure. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("text/x-raw, note=(string)\"a;b\", format=(string)utf8;");
  assert_field (caps, "note", "a;b");
  assert_field (caps, "format", "utf8");

  /* The media alone, then the next structure. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-h264; video/x-h265, stream-format=byte-stream");
  g_assert_cmpstr (caps->media, ==, "video/x-h264");
  g_assert_cmpuint (caps->fields->len, ==, 0);
}

static void
test_pretty (void)
{
  g_autoptr(GpCaps) caps = NULL;

  caps = gp_caps_parse (PRETTY_NVMM);
  g_assert_cmpstr (caps->media, ==, "video/x-raw");
  g_assert_cmpstr (caps->features, ==, "memory:NVMM");
  g_assert_cmpuint (caps->fields->len, ==, 4);
  assert_field (caps, "format", "NV12");
  assert_field (caps, "width", "1920");
  assert_field (caps, "height", "1080");
  assert_field (caps, "framerate", "30/1");
  g_assert_cmpint (gp_caps_get_memory (caps), ==, GP_MEMORY_NVMM);

  /* Real newlines work the same; values may hold colons and spaces. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-h264\n       stream-format: byte-stream\n"
                        "     multiview-flags: 0:ffffffff:/right-view...\n"
                        "              format: { (string)NV12,... }\n"
                        "                name: \\\"quoted text\\\"\n");
  g_assert_cmpstr (caps->media, ==, "video/x-h264");
  assert_field (caps, "stream-format", "byte-stream");
  assert_field (caps, "multiview-flags", "0:ffffffff:/right-view...");
  assert_field (caps, "format", "{ (string)NV12,... }");
  assert_field (caps, "name", "quoted text");
  g_assert_cmpint (gp_caps_get_memory (caps), ==, GP_MEMORY_SYSMEM);

  /* A second structure (template caps) ends the first. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-raw\\l              format: I420\\l"
                        "video/x-raw(ANY)\\l              format: RGBA\\l");
  g_assert_null (caps->features);
  g_assert_cmpuint (caps->fields->len, ==, 1);
  assert_field (caps, "format", "I420");
}

/* links[].caps in stored sessions: the pretty form with `\l` turned into
 * spaces. Every link of the recorded fixtures must parse to the media and
 * format stored beside it. */
static void
test_flattened_fixtures (void)
{
  static const char * const fixtures[] = {
    "orin-nx-jp6-zc-break.json", "orin-nx-jp6-sw.json", "orin-nx-jp6-healthy.json",
    "orin-nx-jp6-no-queue.json", "software-healthy.json",
  };
  guint checked = 0;

  for (guint f = 0; f < G_N_ELEMENTS (fixtures); f++)
    {
      g_autofree char *path = gp_test_fixture (fixtures[f]);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      JsonArray *links;

      json_parser_load_from_file (parser, path, &error);
      g_assert_no_error (error);
      links = json_object_get_array_member (
        json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "graph"),
        "links");

      for (guint i = 0; i < json_array_get_length (links); i++)
        {
          JsonObject *link = json_array_get_object_element (links, i);
          const char *text = json_object_get_string_member (link, "caps");
          const char *format = json_object_get_string_member_with_default (link, "format", NULL);
          GpMemory memory;
          g_autoptr(GpCaps) caps = NULL;

          if (text[0] == '\0')
            continue;

          caps = gp_caps_parse (text);
          g_assert_cmpstr (caps->media, ==, json_object_get_string_member (link, "media"));
          g_assert_cmpstr (gp_caps_get_format (caps), ==, format);
          g_assert_true (gp_memory_from_string (json_object_get_string_member (link, "memory"),
                                                &memory));
          g_assert_cmpint (gp_caps_get_memory (caps), ==, memory);
          g_assert_cmpint (gp_caps_text_memory (text), ==, memory);
          checked++;
        }
    }

  g_assert_cmpuint (checked, >=, 30);
}

static void
test_flattened (void)
{
  g_autoptr(GpCaps) caps = NULL;

  caps = gp_caps_parse ("video/x-raw(memory:NVMM)                width: 1280"
                        "               height: 720   pixel-aspect-ratio: 1/1"
                        "               format: NV12");
  g_assert_cmpstr (caps->features, ==, "memory:NVMM");
  assert_field (caps, "width", "1280");
  assert_field (caps, "pixel-aspect-ratio", "1/1");
  assert_field (caps, "format", "NV12");

  /* Values with spaces are re-joined with single spaces; a second media
   * type ends the structure. */
  g_clear_pointer (&caps, gp_caps_free);
  caps = gp_caps_parse ("video/x-raw   format: { (string)NV12,... }   width: 2"
                        " video/x-raw(ANY)   format: RGBA");
  assert_field (caps, "format", "{ (string)NV12,... }");
  assert_field (caps, "width", "2");
  g_assert_cmpuint (caps->fields->len, ==, 2);
}

static void
test_any_empty (void)
{
  static const struct {
    const char *text;
    const char *media;
  } cases[] = {
    { "ANY", "ANY" },
    { "  ANY \n", "ANY" },
    { "EMPTY", "EMPTY" },
    { "NULL", "NULL" },
    { "", "EMPTY" },
    { "   \t ", "EMPTY" },
    { "\\l\\l", "EMPTY" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GpCaps) caps = gp_caps_parse (cases[i].text);

      g_assert_cmpstr (caps->media, ==, cases[i].media);
      g_assert_null (caps->features);
      g_assert_cmpuint (caps->fields->len, ==, 0);
      g_assert_true (gp_caps_is_any_or_empty (caps));
      g_assert_cmpint (gp_caps_get_memory (caps), ==, GP_MEMORY_UNKNOWN);
      g_assert_cmpint (gp_caps_text_memory (cases[i].text), ==, GP_MEMORY_UNKNOWN);
    }

  {
    g_autoptr(GpCaps) caps = gp_caps_parse (NULL);

    g_assert_cmpstr (caps->media, ==, "EMPTY");
    g_assert_true (gp_caps_is_any_or_empty (caps));
  }

  g_assert_cmpint (gp_caps_text_memory (NULL), ==, GP_MEMORY_UNKNOWN);
}

static void
test_memory_domains (void)
{
  static const struct {
    const char *text;
    GpMemory    memory;
  } cases[] = {
    { "video/x-raw(memory:NVMM), format=(string)NV12", GP_MEMORY_NVMM },
    { "video/x-raw(memory:nvmm)", GP_MEMORY_NVMM },
    { "video/x-raw(memory:NVMM, meta:GstVideoOverlayComposition)", GP_MEMORY_NVMM },
    { "video/x-raw(meta:GstVideoOverlayComposition, memory:NVMM)", GP_MEMORY_NVMM },
    { "video/x-raw(memory:DMABuf), format=(string)DMA_DRM", GP_MEMORY_DMABUF },
    { "video/x-raw(memory:dmabuf)", GP_MEMORY_DMABUF },
    { "video/x-raw(memory:CUDAMemory), format=(string)NV12", GP_MEMORY_UNKNOWN },
    { "video/x-raw(memory:GLMemory)", GP_MEMORY_UNKNOWN },
    { "video/x-raw(memory:VASurface)", GP_MEMORY_UNKNOWN },
    { "video/x-raw(memory:SystemMemory), format=(string)I420", GP_MEMORY_SYSMEM },
    { "video/x-raw(meta:GstVideoOverlayComposition)", GP_MEMORY_SYSMEM },
    { "video/x-raw, format=(string)I420", GP_MEMORY_SYSMEM },
    { "video/x-h264, stream-format=(string)byte-stream", GP_MEMORY_SYSMEM },
    { PRETTY_NVMM, GP_MEMORY_NVMM },
    { "video/x-raw(memory:CUDAMemory)\\l  format: NV12\\l", GP_MEMORY_UNKNOWN },
    { "ANY", GP_MEMORY_UNKNOWN },
    { "EMPTY", GP_MEMORY_UNKNOWN },
    { "NULL", GP_MEMORY_UNKNOWN },
    { "", GP_MEMORY_UNKNOWN },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GpCaps) caps = gp_caps_parse (cases[i].text);

      g_test_message ("caps %s", cases[i].text);
      g_assert_cmpint (gp_caps_get_memory (caps), ==, cases[i].memory);
      g_assert_cmpint (gp_caps_text_memory (cases[i].text), ==, cases[i].memory);
    }
}

static void
test_memory_strings (void)
{
  static const struct {
    GpMemory    memory;
    const char *name;
  } names[] = {
    { GP_MEMORY_UNKNOWN, "unknown" },
    { GP_MEMORY_SYSMEM, "sysmem" },
    { GP_MEMORY_NVMM, "nvmm" },
    { GP_MEMORY_DMABUF, "dmabuf" },
  };
  GpMemory memory;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      memory = GP_MEMORY_SYSMEM + 17;
      g_assert_cmpstr (gp_memory_to_string (names[i].memory), ==, names[i].name);
      g_assert_true (gp_memory_from_string (names[i].name, &memory));
      g_assert_cmpint (memory, ==, names[i].memory);
    }

  memory = GP_MEMORY_NVMM;
  g_assert_false (gp_memory_from_string ("NVMM", &memory));
  g_assert_false (gp_memory_from_string ("", &memory));
  g_assert_false (gp_memory_from_string (NULL, &memory));
  g_assert_cmpint (memory, ==, GP_MEMORY_NVMM);
}

static void
test_flatten_dot_label (void)
{
  static const struct {
    const char *label;
    const char *flat;
  } cases[] = {
    /* The exact spacing of the recorded sessions' links[].caps. */
    { "video/x-raw\\l              format: NV12\\l               width: 1920\\l",
      "video/x-raw               format: NV12                width: 1920" },
    { "video/x-raw(memory:NVMM)\\l               width: 1280\\l", "video/x-raw(memory:NVMM)                width: 1280" },
    { "ANY", "ANY" },
    { "", "" },
    { "                                                  ", "" },
    { "a\nb\r\nc", "a b  c" },
    { "trailing backslash \\", "trailing backslash \\" },
    { "\\\\l", "\\" },
  };
  g_autofree char *null_flat = gp_caps_flatten_dot_label (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *flat = gp_caps_flatten_dot_label (cases[i].label);

      g_assert_cmpstr (flat, ==, cases[i].flat);
    }

  g_assert_cmpstr (null_flat, ==, "");
}

/* What a flattened dot label parses to equals what its pretty form does. */
static void
test_flatten_roundtrip (void)
{
  g_autofree char *flat = gp_caps_flatten_dot_label (PRETTY_NVMM);
  g_autoptr(GpCaps) a = gp_caps_parse (PRETTY_NVMM);
  g_autoptr(GpCaps) b = gp_caps_parse (flat);

  g_assert_cmpstr (a->media, ==, b->media);
  g_assert_cmpstr (a->features, ==, b->features);
  g_assert_cmpuint (a->fields->len, ==, b->fields->len);
  for (guint i = 0; i < a->fields->len; i++)
    {
      GpCapsField *fa = g_ptr_array_index (a->fields, i);
      GpCapsField *fb = g_ptr_array_index (b->fields, i);

      g_assert_cmpstr (fa->name, ==, fb->name);
      g_assert_cmpstr (fa->value, ==, fb->value);
    }
}

static void
test_junk (void)
{
  static const char * const junk[] = {
    "(", ")", "((((", "video/x-raw(", "video/x-raw(memory:NVMM", ",,,,", ";;;",
    "=", "a=b", ", =, =x, y=", "video/x-raw, =(int)3", "video/x-raw, a=(", "\"",
    "video/x-raw, a=\"\\", "{[<(", "}])>", ":::", "x: y: z:", "\\l:\\l: :",
    "video/x-raw\\l  : 3\\l  -bad: 4\\l  good: 5", "\xff\xfe\x80", "video/x-raw, f=(string)\xc3",
  };

  for (guint i = 0; i < G_N_ELEMENTS (junk); i++)
    {
      g_autoptr(GpCaps) caps = gp_caps_parse (junk[i]);

      g_assert_nonnull (caps);
      g_assert_nonnull (caps->media);
      (void) gp_caps_get_memory (caps);
      (void) gp_caps_get_format (caps);
    }

  {
    g_autoptr(GpCaps) caps = gp_caps_parse ("video/x-raw\\l  : 3\\l  -bad: 4\\l  good: 5");

    g_assert_cmpuint (caps->fields->len, ==, 1);
    assert_field (caps, "good", "5");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/caps/serialized", test_serialized);
  g_test_add_func ("/gp/unit/caps/features", test_features);
  g_test_add_func ("/gp/unit/caps/lists-ranges", test_lists_ranges);
  g_test_add_func ("/gp/unit/caps/quoting", test_quoting);
  g_test_add_func ("/gp/unit/caps/multiple-structures", test_multiple_structures);
  g_test_add_func ("/gp/unit/caps/pretty", test_pretty);
  g_test_add_func ("/gp/unit/caps/flattened", test_flattened);
  g_test_add_func ("/gp/unit/caps/flattened-fixtures", test_flattened_fixtures);
  g_test_add_func ("/gp/unit/caps/any-empty", test_any_empty);
  g_test_add_func ("/gp/unit/caps/memory-domains", test_memory_domains);
  g_test_add_func ("/gp/unit/caps/memory-strings", test_memory_strings);
  g_test_add_func ("/gp/unit/caps/flatten-dot-label", test_flatten_dot_label);
  g_test_add_func ("/gp/unit/caps/flatten-roundtrip", test_flatten_roundtrip);
  g_test_add_func ("/gp/unit/caps/junk", test_junk);

  return g_test_run ();
}
