/* gp-json-writer.c: JSON written byte for byte as Python's json.dumps() writes it
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

/* The reference tool writes its sessions and JSON output with Python's json.dumps(), and ours must
 * give the same bytes (the goldens in tests/golden/ compare them): ", " and ": " separators,
 * non-ASCII as \uXXXX escapes, floats in Python's repr (the shortest digits that round-trip, fixed
 * notation for decimal exponents in [-4, 16), else d.ddde±XX), NaN and infinities as null, members
 * in insertion order. json-glib's generator writes none of these forms, so this walks its nodes
 * itself. */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gp-json-writer.h"

/* Python's float repr: the shortest digits that round-trip, in fixed
 * notation when the decimal exponent is in [-4, 16), else as d.ddde±XX. */
void
gp_json_append_double (GString *out,
                       double   value)
{
  char buf[64];
  char digits[32];
  int exponent;
  int n_digits = 0;
  const char *p;
  char *e;

  if (!isfinite (value))
    {
      g_string_append (out, "null");
      return;
    }

  if (value == 0.0)
    {
      g_string_append (out, signbit (value) ? "-0.0" : "0.0");
      return;
    }

  for (int precision = 1; precision <= 17; precision++)
    {
      snprintf (buf, sizeof buf, "%.*e", precision - 1, value);
      if (strtod (buf, NULL) == value)
        break;
    }

  /* buf is [-]d[.ddd]e[+-]XX */
  p = buf;
  if (*p == '-')
    {
      g_string_append_c (out, '-');
      p++;
    }
  for (; *p != 'e'; p++)
    if (*p != '.')
      digits[n_digits++] = *p;
  digits[n_digits] = '\0';
  exponent = (int) strtol (p + 1, &e, 10);

  /* Drop trailing zeros of the mantissa (keep one digit). */
  while (n_digits > 1 && digits[n_digits - 1] == '0')
    digits[--n_digits] = '\0';

  if (exponent >= -4 && exponent < 16)
    {
      if (exponent < 0)
        {
          g_string_append (out, "0.");
          for (int i = 0; i < -exponent - 1; i++)
            g_string_append_c (out, '0');
          g_string_append (out, digits);
        }
      else if (n_digits <= exponent + 1)
        {
          g_string_append (out, digits);
          for (int i = n_digits; i < exponent + 1; i++)
            g_string_append_c (out, '0');
          g_string_append (out, ".0");
        }
      else
        {
          g_string_append_len (out, digits, exponent + 1);
          g_string_append_c (out, '.');
          g_string_append (out, digits + exponent + 1);
        }
    }
  else
    {
      g_string_append_c (out, digits[0]);
      if (n_digits > 1)
        {
          g_string_append_c (out, '.');
          g_string_append (out, digits + 1);
        }
      g_string_append_printf (out, "e%c%02d", exponent < 0 ? '-' : '+', ABS (exponent));
    }
}

void
gp_json_append_string (GString    *out,
                       const char *str)
{
  const char *p = str;

  g_string_append_c (out, '"');
  while (*p != '\0')
    {
      guchar c = (guchar) *p;

      if (c < 0x80)
        {
          switch (c)
            {
            case '"':  g_string_append (out, "\\\""); break;
            case '\\': g_string_append (out, "\\\\"); break;
            case '\n': g_string_append (out, "\\n"); break;
            case '\r': g_string_append (out, "\\r"); break;
            case '\t': g_string_append (out, "\\t"); break;
            case '\b': g_string_append (out, "\\b"); break;
            case '\f': g_string_append (out, "\\f"); break;
            default:
              if (c < 0x20 || c == 0x7f)
                g_string_append_printf (out, "\\u%04x", c);
              else
                g_string_append_c (out, (char) c);
            }
          p++;
        }
      else
        {
          gunichar ch = g_utf8_get_char_validated (p, -1);

          if (ch == (gunichar) -1 || ch == (gunichar) -2)
            {
              /* Not UTF-8 (json-glib never hands us that, but be safe). */
              g_string_append (out, "\\ufffd");
              p++;
              continue;
            }
          if (ch >= 0x10000)
            {
              gunichar v = ch - 0x10000;
              g_string_append_printf (out, "\\u%04x\\u%04x",
                                      0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff));
            }
          else
            g_string_append_printf (out, "\\u%04x", ch);
          p = g_utf8_next_char (p);
        }
    }
  g_string_append_c (out, '"');
}

void
gp_json_append (GString  *out,
                JsonNode *node)
{
  if (node == NULL)
    {
      g_string_append (out, "null");
      return;
    }

  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        g_autoptr(GList) members = json_object_get_members (object);
        gboolean first = TRUE;

        g_string_append_c (out, '{');
        for (const GList *l = members; l != NULL; l = l->next)
          {
            if (!first)
              g_string_append (out, ", ");
            first = FALSE;
            gp_json_append_string (out, l->data);
            g_string_append (out, ": ");
            gp_json_append (out, json_object_get_member (object, l->data));
          }
        g_string_append_c (out, '}');
        break;
      }

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        g_string_append_c (out, '[');
        for (guint i = 0; i < n; i++)
          {
            if (i > 0)
              g_string_append (out, ", ");
            gp_json_append (out, json_array_get_element (array, i));
          }
        g_string_append_c (out, ']');
        break;
      }

    case JSON_NODE_VALUE:
      {
        GType type = json_node_get_value_type (node);

        if (type == G_TYPE_INT64)
          g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
        else if (type == G_TYPE_DOUBLE)
          gp_json_append_double (out, json_node_get_double (node));
        else if (type == G_TYPE_BOOLEAN)
          g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
        else if (type == G_TYPE_STRING)
          gp_json_append_string (out, json_node_get_string (node));
        else
          g_string_append (out, "null");
        break;
      }

    case JSON_NODE_NULL:
    default:
      g_string_append (out, "null");
      break;
    }
}

char *
gp_json_to_string (JsonNode *node)
{
  GString *out = g_string_sized_new (4096);

  gp_json_append (out, node);
  return g_string_free (out, FALSE);
}
