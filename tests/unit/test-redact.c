/* test-redact.c
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

#include <string.h>

#include "gp-json-writer.h"
#include "gp-redact.h"

typedef struct
{
  const char *in;
  const char *out;
} Case;

static void
check_cases (const Case *cases,
             gsize       n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *got = gp_redact_text (cases[i].in);

      g_test_message ("in:  %s", cases[i].in);
      g_assert_cmpstr (got, ==, cases[i].out);
    }
}

static void
test_url_credentials (void)
{
  static const Case cases[] = {
    { "see rtsp://user:pass@10.0.0.2/x for the stream", "see rtsp://[redacted]@10.0.0.2/x for the stream" },
    { "https://bob:hunter2@example.com", "https://[redacted]@example.com" },
    /* an '@' inside the password: everything up to the last '@' of the authority */
    { "rtsp://u:p@ss@cam.local:554/s", "rtsp://[redacted]@cam.local:554/s" },
    { "rtsp://:onlypass@h/", "rtsp://[redacted]@h/" },
    /* no password, no credentials in the path: untouched */
    { "rtsp://user@host/x", "rtsp://user@host/x" },
    { "http://host/a:b@c", "http://host/a:b@c" },
    { "://x:y@z", "://x:y@z" },
    { "a://b:c@d e://f:g@h", "a://[redacted]@d e://[redacted]@h" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

static void
test_sensitive_keys (void)
{
  static const Case cases[] = {
    { "rtspsrc location=\"rtsp://user:pass@10.0.0.2/x\" latency=0", "rtspsrc location=[redacted] latency=0" },
    { "udpsink host=10.1.2.3 port=5000", "udpsink host=[redacted] port=5000" },
    { "souphttpsrc extra-headers=\"X-Auth: abc def, Y: z\" is-live=true",
      "souphttpsrc extra-headers=[redacted] is-live=true" },
    { "x user-pw='a b c' user-id=me", "x user-pw=[redacted] user-id=[redacted]" },
    { "filesink LOCATION=/tmp/out.mp4", "filesink LOCATION=[redacted]" },
    { "Host=a URI=b Url=c Address=d Passwd=e PassWord=f Proxy=g Auth-Token=h",
      "Host=[redacted] URI=[redacted] Url=[redacted] Address=[redacted] Passwd=[redacted] "
      "PassWord=[redacted] Proxy=[redacted] Auth-Token=[redacted]" },
    /* GStreamer accepts '_' for '-' in property names */
    { "rtspsrc user_pw=s3 extra_headers=x", "rtspsrc user_pw=[redacted] extra_headers=[redacted]" },
    /* structure fields: a type tag, quoted values, a trailing separator kept */
    { "GstMessageError, uri=(string)\"rtsp://a b\", host=1.2.3.4, port=5;",
      "GstMessageError, uri=[redacted], host=[redacted], port=5;" },
    /* escaped quotes inside a double-quoted value */
    { "password=\"a \\\" b\" next=1", "password=[redacted] next=1" },
    /* the value is one shell-like word: quoted parts glue to what follows */
    { "location=\"a b\"c'd e'f g", "location=[redacted] g" },
    /* an unterminated quote takes the rest */
    { "password=\"abc def", "password=[redacted]" },
    /* word boundaries: other keys that merely contain a sensitive one */
    { "hostname=box xhost=1 foo_host=2 uris=3", "hostname=box xhost=1 foo_host=2 uris=3" },
    { "multicast-host=239.1.1.1", "multicast-host=[redacted]" },
    /* nothing to redact */
    { "host= port=1", "host= port=1" },
    { "=host=x", "=host=[redacted]" },
    { "location", "location" },
    { "", "" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

static void
test_tokens (void)
{
  static const Case cases[] = {
    /* 24 characters with a digit and a letter */
    { "key abcdefghijklmnopqrstuvw1 end", "key [redacted] end" },
    /* 23 characters: kept */
    { "key abcdefghijklmnopqrstuv1 end", "key abcdefghijklmnopqrstuv1 end" },
    /* letters only, digits only: kept */
    { "abcdefghijklmnopqrstuvwxyzabcdef", "abcdefghijklmnopqrstuvwxyzabcdef" },
    { "012345678901234567890123456789", "012345678901234567890123456789" },
    /* the whole run of [A-Za-z0-9+/_-] counts */
    { "t=ab12/cd34+ef56_gh78-ij90kl;", "t=[redacted];" },
    { "Bearer 0123456789abcdef0123456789abcdef", "Bearer [redacted]" },
    /* punctuation outside the class splits runs */
    { "abcdefghijk1.abcdefghijk1", "abcdefghijk1.abcdefghijk1" },
    /* a token that hid a credential: the rules run again */
    { "x://:t1//////-gtk-priv//atcb/a@host/", "x://[redacted]@host/" },
    /* UTF-8 around a token is left intact */
    { "é0123456789abcdefABCDEF0123ü", "é[redacted]ü" },
  };

  check_cases (cases, G_N_ELEMENTS (cases));
}

static void
test_property (void)
{
  g_autofree char *a = gp_redact_property ("location", "/tmp/plain.mp4");
  g_autofree char *b = gp_redact_property ("Extra-Headers", "x");
  g_autofree char *c = gp_redact_property ("caps", "video/x-raw,format=NV12");
  g_autofree char *d = gp_redact_property ("name", "cam0123456789abcdefghijklmn");
  g_autofree char *e = gp_redact_property ("user_id", "");

  g_assert_cmpstr (a, ==, "[redacted]");
  g_assert_cmpstr (b, ==, "[redacted]");
  g_assert_cmpstr (c, ==, "video/x-raw,format=NV12");
  g_assert_cmpstr (d, ==, "[redacted]");
  g_assert_cmpstr (e, ==, "[redacted]");

  g_assert_true (gp_redact_is_sensitive_key ("PROXY"));
  g_assert_true (gp_redact_is_sensitive_key ("auth_token"));
  g_assert_false (gp_redact_is_sensitive_key ("proxy-id"));
  g_assert_false (gp_redact_is_sensitive_key (""));
}

static const char session_doc[] =
  "{\"schema\": \"gst-profile/1\","
  " \"session\": {\"id\": \"s1\", \"label\": \"lab host=keep\","
  "   \"launch\": \"rtspsrc location=rtsp://user:secret@cam/x ! fakesink\","
  "   \"command\": [\"./app\", \"--url=http://a:b@h/\", \"tok0123456789abcdefghijklmn\", 7],"
  "   \"notes\": [\"udpsink host=10.1.2.3\", null]},"
  " \"graph\": {\"elements\": [{\"id\": \"src0\", \"props\": {\"Location\": \"rtsp://h/x\","
  "   \"latency\": \"200\", \"extra\": \"abcd0123456789abcd0123456789\", \"num\": 5}},"
  "   {\"id\": \"host=x\", \"props\": null}],"
  "   \"links\": [{\"id\": \"a->b\", \"caps\": \"host=caps\"}]},"
  " \"events\": [{\"t\": 0.5, \"kind\": \"error\", \"text\": \"cannot open uri=rtsp://x:y@z/\"}, 3],"
  " \"findings\": [{\"id\": \"F-X\", \"title\": \"host=t1\", \"why\": \"password=w\","
  "   \"fix_text\": \"proxy=f\", \"ref\": \"https://u:p@example.com/\"}]}";

static JsonNode *
parse_immutable (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);

  return json_node_ref (json_parser_get_root (parser));
}

static void
test_session_json (void)
{
  g_autoptr(JsonNode) root = parse_immutable (session_doc);
  g_autofree char *before = gp_json_to_string (root);
  g_autoptr(JsonNode) redacted = gp_redact_session_json (root);
  g_autofree char *after_input = gp_json_to_string (root);
  g_autofree char *text = gp_json_to_string (redacted);
  JsonObject *doc = json_node_get_object (redacted);
  JsonObject *session = json_object_get_object_member (doc, "session");
  JsonArray *command = json_object_get_array_member (session, "command");
  JsonArray *notes = json_object_get_array_member (session, "notes");
  JsonObject *graph = json_object_get_object_member (doc, "graph");
  JsonObject *element = json_array_get_object_element (json_object_get_array_member (graph, "elements"), 0);
  JsonObject *props = json_object_get_object_member (element, "props");
  JsonObject *event = json_array_get_object_element (json_object_get_array_member (doc, "events"), 0);
  JsonObject *finding = json_array_get_object_element (json_object_get_array_member (doc, "findings"), 0);

  /* The (immutable) input is untouched. */
  g_assert_cmpstr (before, ==, after_input);
  g_assert_nonnull (strstr (before, "secret"));

  g_assert_cmpstr (json_object_get_string_member (session, "launch"), ==, "rtspsrc location=[redacted] ! fakesink");
  g_assert_cmpstr (json_array_get_string_element (command, 0), ==, "./app");
  g_assert_cmpstr (json_array_get_string_element (command, 1), ==, "--url=[redacted]");
  g_assert_cmpstr (json_array_get_string_element (command, 2), ==, "[redacted]");
  g_assert_cmpint (json_array_get_int_element (command, 3), ==, 7);
  g_assert_cmpstr (json_array_get_string_element (notes, 0), ==, "udpsink host=[redacted]");
  g_assert_true (json_array_get_null_element (notes, 1));

  /* A sensitive key's value goes outright; others through the text rules. */
  g_assert_cmpstr (json_object_get_string_member (props, "Location"), ==, "[redacted]");
  g_assert_cmpstr (json_object_get_string_member (props, "latency"), ==, "200");
  g_assert_cmpstr (json_object_get_string_member (props, "extra"), ==, "[redacted]");
  g_assert_cmpint (json_object_get_int_member (props, "num"), ==, 5);

  g_assert_cmpstr (json_object_get_string_member (event, "text"), ==, "cannot open uri=[redacted]");
  g_assert_cmpstr (json_object_get_string_member (finding, "title"), ==, "host=[redacted]");
  g_assert_cmpstr (json_object_get_string_member (finding, "why"), ==, "password=[redacted]");
  g_assert_cmpstr (json_object_get_string_member (finding, "fix_text"), ==, "proxy=[redacted]");

  /* Not in the list: the label, ids, caps and refs stay. */
  g_assert_cmpstr (json_object_get_string_member (session, "label"), ==, "lab host=keep");
  g_assert_nonnull (strstr (text, "\"id\": \"host=x\""));
  g_assert_nonnull (strstr (text, "\"caps\": \"host=caps\""));
  g_assert_nonnull (strstr (text, "https://u:p@example.com/"));
  g_assert_null (strstr (text, "secret"));
  g_assert_null (strstr (text, "10.1.2.3"));
}

static void
test_session_json_odd_shapes (void)
{
  static const char * const docs[] = {
    "[]", "3", "null", "{}", "{\"session\": 1}", "{\"session\": {\"launch\": 1, \"notes\": {}}}",
    "{\"graph\": {\"elements\": [1, null, {\"props\": [\"a\"]}]}, \"events\": {}}",
    "{\"findings\": [{\"title\": {\"x\": 1}}]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (docs); i++)
    {
      g_autoptr(JsonNode) root = parse_immutable (docs[i]);
      g_autoptr(JsonNode) redacted = gp_redact_session_json (root);
      g_autofree char *a = gp_json_to_string (root);
      g_autofree char *b = gp_json_to_string (redacted);

      g_assert_cmpstr (a, ==, b);
    }
}

static void
test_hostile (void)
{
  g_autoptr(GString) big = g_string_new (NULL);
  g_autofree char *out = NULL;
  GRand *rand = g_rand_new_with_seed (42);
  gint64 start;

  /* Many '=' after long key-like runs, quotes and '://' must stay linear. */
  for (guint i = 0; i < 20000; i++)
    g_string_append (big, "host-host-host-location=\"a ://:@ =");
  start = g_get_monotonic_time ();
  out = gp_redact_text (big->str);
  g_assert_nonnull (out);
  g_test_message ("20000 '=' runs: %.3f s", (g_get_monotonic_time () - start) / 1e6);

  /* Random bytes (NUL-terminated) never crash and never grow without bound. */
  for (guint round = 0; round < 2000; round++)
    {
      char buf[64];
      g_autofree char *r = NULL;

      for (guint k = 0; k < sizeof buf - 1; k++)
        buf[k] = (char) g_rand_int_range (rand, 1, 256);
      buf[sizeof buf - 1] = '\0';
      r = gp_redact_text (buf);
      g_assert_cmpuint (strlen (r), <=, 10 * strlen (buf));
    }

  g_rand_free (rand);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gp/unit/redact/url-credentials", test_url_credentials);
  g_test_add_func ("/gp/unit/redact/sensitive-keys", test_sensitive_keys);
  g_test_add_func ("/gp/unit/redact/tokens", test_tokens);
  g_test_add_func ("/gp/unit/redact/property", test_property);
  g_test_add_func ("/gp/unit/redact/session-json", test_session_json);
  g_test_add_func ("/gp/unit/redact/session-json-odd-shapes", test_session_json_odd_shapes);
  g_test_add_func ("/gp/unit/redact/hostile", test_hostile);

  return g_test_run ();
}
