/* gp-ssh-option.c: one ssh `-o` option read as OpenSSH reads it, and what may pass
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

/* An option reaches ssh only in the form we have read it in: gp_ssh_option_normalize() reads it as
 * OpenSSH 9.2–9.6's readconf.c does, strictly (one known keyword, canonical spelling, no control
 * characters, balanced quotes, no trailing comment, valid UTF-8), and gp_ssh_option_format()
 * re-emits it canonical, quoted so ssh reads the same words back. The policies decide what may pass
 * (gp_ssh_option_check(), gp_ssh_options_filter()): a session file's target.ssh (Re-run) passes an
 * allow-list, each value checked; the user's own options (the CLI's --ssh-option, the capture
 * dialog) pass anything but what runs or loads a program on this computer or takes the capture's
 * connection apart. The keyword table is OpenSSH's own, without its deprecated spellings and
 * aliases (refused as unknown). */

#include "config.h"

#include <string.h>

#include "gp-error.h"
#include "gp-ssh-config.h"
#include "gp-ssh-option.h"

/* What ssh's readconf.c and misc.c call whitespace. */
#define SSH_WHITESPACE " \t\r\n"
#define MAX_OPTION_LENGTH 4096

/* The value is the rest of the line (readconf.c `parse_command`, ProxyJump),
 * not argv_split() words. */
#define RAW 1

typedef struct
{
  const char *name;
  guint       flags;
} Keyword;

/* OpenSSH 9.2–9.6's ssh_config keywords (readconf.c `keywords[]`) in the
 * spelling of ssh_config(5), without the deprecated and unsupported ones
 * and the old aliases (KeepAlive, IdentityFile2, DSAAuthentication, …):
 * those are refused as unknown. */
static const Keyword keywords[] = {
  { "AddKeysToAgent", 0 }, { "AddressFamily", 0 }, { "BatchMode", 0 }, { "BindAddress", 0 },
  { "BindInterface", 0 }, { "CanonicalDomains", 0 }, { "CanonicalizeFallbackLocal", 0 },
  { "CanonicalizeHostname", 0 }, { "CanonicalizeMaxDots", 0 }, { "CanonicalizePermittedCNAMEs", 0 },
  { "CASignatureAlgorithms", 0 }, { "CertificateFile", 0 }, { "ChannelTimeout", 0 },
  { "CheckHostIP", 0 }, { "Ciphers", 0 }, { "ClearAllForwardings", 0 }, { "Compression", 0 },
  { "ConnectionAttempts", 0 }, { "ConnectTimeout", 0 }, { "ControlMaster", 0 },
  { "ControlPath", 0 }, { "ControlPersist", 0 }, { "DynamicForward", 0 },
  { "EnableEscapeCommandline", 0 }, { "EnableSSHKeysign", 0 }, { "EscapeChar", 0 },
  { "ExitOnForwardFailure", 0 }, { "FingerprintHash", 0 }, { "ForkAfterAuthentication", 0 },
  { "ForwardAgent", 0 }, { "ForwardX11", 0 }, { "ForwardX11Timeout", 0 }, { "ForwardX11Trusted", 0 },
  { "GatewayPorts", 0 }, { "GlobalKnownHostsFile", 0 }, { "GSSAPIAuthentication", 0 },
  { "GSSAPIDelegateCredentials", 0 }, { "HashKnownHosts", 0 }, { "Host", RAW },
  { "HostbasedAcceptedAlgorithms", 0 }, { "HostbasedAuthentication", 0 },
  { "HostKeyAlgorithms", 0 }, { "HostKeyAlias", 0 }, { "Hostname", 0 }, { "IdentitiesOnly", 0 },
  { "IdentityAgent", 0 }, { "IdentityFile", 0 }, { "IgnoreUnknown", 0 }, { "Include", 0 },
  { "IPQoS", 0 }, { "KbdInteractiveAuthentication", 0 }, { "KbdInteractiveDevices", 0 },
  { "KexAlgorithms", 0 }, { "KnownHostsCommand", RAW }, { "LocalCommand", RAW },
  { "LocalForward", 0 }, { "LogLevel", 0 }, { "LogVerbose", 0 }, { "MACs", 0 }, { "Match", RAW },
  { "NoHostAuthenticationForLocalhost", 0 }, { "NumberOfPasswordPrompts", 0 },
  { "ObscureKeystrokeTiming", 0 }, { "PermitLocalCommand", 0 }, { "PermitRemoteOpen", 0 },
  { "PasswordAuthentication", 0 }, { "PKCS11Provider", 0 }, { "Port", 0 },
  { "PreferredAuthentications", 0 },
  { "ProxyCommand", RAW }, { "ProxyJump", RAW }, { "ProxyUseFdpass", 0 },
  { "PubkeyAcceptedAlgorithms", 0 }, { "PubkeyAuthentication", 0 }, { "RekeyLimit", 0 },
  { "RemoteCommand", RAW }, { "RemoteForward", 0 }, { "RequestTTY", 0 }, { "RequiredRSASize", 0 },
  { "RevokedHostKeys", 0 }, { "SecurityKeyProvider", 0 }, { "SendEnv", 0 },
  { "ServerAliveCountMax", 0 }, { "ServerAliveInterval", 0 }, { "SessionType", 0 }, { "SetEnv", 0 },
  { "StdinNull", 0 }, { "StreamLocalBindMask", 0 }, { "StreamLocalBindUnlink", 0 },
  { "StrictHostKeyChecking", 0 }, { "SyslogFacility", 0 }, { "Tag", 0 }, { "TCPKeepAlive", 0 },
  { "Tunnel", 0 }, { "TunnelDevice", 0 }, { "UpdateHostKeys", 0 }, { "User", 0 },
  { "UserKnownHostsFile", 0 }, { "VerifyHostKeyDNS", 0 }, { "VisualHostKey", 0 },
  { "XAuthLocation", 0 },
};

static const Keyword *
lookup_keyword (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (g_ascii_strcasecmp (name, keywords[i].name) == 0)
      return &keywords[i];
  return NULL;
}

/* --- OpenSSH's reading, ported as it is --------------------------------------- */

/* misc.c strdelim_internal (s, 1): the next token of *@s, which it cuts;
 * splits on whitespace, a quote, or one `=`. */
static char *
ssh_strdelim (char **s)
{
  char *old;
  gboolean wspace = FALSE;

  if (*s == NULL)
    return NULL;
  old = *s;
  *s = strpbrk (*s, SSH_WHITESPACE "\"=");
  if (*s == NULL)
    return old;
  if ((*s)[0] == '"')
    {
      memmove (*s, *s + 1, strlen (*s));
      if ((*s = strpbrk (*s, "\"")) == NULL)
        return NULL;
      (*s)[0] = '\0';
      *s += strspn (*s + 1, SSH_WHITESPACE) + 1;
      return old;
    }
  if ((*s)[0] == '=')
    wspace = TRUE;
  (*s)[0] = '\0';
  *s += strspn (*s + 1, SSH_WHITESPACE) + 1;
  if ((*s)[0] == '=' && !wspace)
    *s += strspn (*s + 1, SSH_WHITESPACE) + 1;
  return old;
}

/* misc.c argv_split (s, …, terminate_on_comment = 1). FALSE for an
 * unbalanced quote; *@comment when it stopped at a `#`. */
static gboolean
ssh_argv_split (const char *s,
                GStrv      *argv,
                gboolean   *comment)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gsize i;

  *comment = FALSE;
  for (i = 0; s[i] != '\0'; i++)
    {
      g_autoptr(GString) arg = NULL;
      char quote = 0;

      if (s[i] == ' ' || s[i] == '\t')
        continue;
      if (s[i] == '#')
        {
          *comment = TRUE;
          break;
        }
      arg = g_string_new (NULL);
      for (; s[i] != '\0'; i++)
        {
          if (s[i] == '\\')
            {
              if (s[i + 1] == '\'' || s[i + 1] == '"' || s[i + 1] == '\\' ||
                  (quote == 0 && s[i + 1] == ' '))
                i++;
              g_string_append_c (arg, s[i]);
            }
          else if (quote == 0 && (s[i] == ' ' || s[i] == '\t'))
            break;
          else if (quote == 0 && (s[i] == '"' || s[i] == '\''))
            quote = s[i];
          else if (quote != 0 && s[i] == quote)
            quote = 0;
          else
            g_string_append_c (arg, s[i]);
        }
      g_strv_builder_add (builder, arg->str);
      if (s[i] == '\0')
        {
          if (quote != 0)
            return FALSE;
          break;
        }
    }
  *argv = g_strv_builder_end (builder);
  return TRUE;
}

typedef enum
{
  SSH_READ_OK,
  SSH_READ_IGNORED,     /* ssh skips it: blank, comment */
  SSH_READ_NO_ARGUMENT,
  SSH_READ_BAD_QUOTES,
} SshRead;

/* readconf.c process_config_line_depth() up to the keyword's own parsing:
 * the keyword in lower case, the rest of the line (@rest, into @line) and
 * its words. */
static SshRead
ssh_read_line (char        *line,
               char       **keyword,
               char       **rest,
               GStrv       *words,
               gboolean    *comment)
{
  char *str = line;
  char *key;
  gsize len = strlen (line);

  *keyword = NULL;
  *rest = NULL;
  *words = NULL;
  if (len == 0)
    return SSH_READ_IGNORED;
  for (len--; len > 0; len--)
    {
      if (strchr (SSH_WHITESPACE "\f", line[len]) == NULL)
        break;
      line[len] = '\0';
    }
  if ((key = ssh_strdelim (&str)) == NULL)
    return SSH_READ_IGNORED;
  if (*key == '\0')
    key = ssh_strdelim (&str);
  if (key == NULL || *key == '\0' || *key == '\n' || *key == '#')
    return SSH_READ_IGNORED;
  for (char *p = key; *p != '\0'; p++)
    *p = g_ascii_tolower (*p);
  *keyword = key;
  if (str != NULL)
    str += strspn (str, SSH_WHITESPACE);
  if (str == NULL || *str == '\0')
    return SSH_READ_NO_ARGUMENT;
  *rest = str;
  if (!ssh_argv_split (str, words, comment))
    return SSH_READ_BAD_QUOTES;
  return SSH_READ_OK;
}

/* --- the strict reading ------------------------------------------------------- */

static gboolean
not_keyword_value (const char  *option,
                   const char  *why,
                   const char  *ssh_keyword,
                   GError     **error)
{
  g_autofree char *shown = NULL;
  const Keyword *known;

  if (error == NULL)
    return FALSE;
  shown = g_strescape (option, NULL);
  known = ssh_keyword != NULL ? lookup_keyword (ssh_keyword) : NULL;
  if (known != NULL)
    g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                 "ssh option “%s”: %s (ssh would read it as %s)", shown, why, known->name);
  else
    g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                 "ssh option “%s”: %s; write Keyword=value (e.g. Port=2222)", shown, why);
  return FALSE;
}

/* @value (to the end of the option) is @rest, the value ssh cut out, and
 * the trailing spaces ssh dropped. */
static gboolean
same_value (const char *rest,
            const char *value)
{
  gsize len = strlen (rest);

  return strncmp (rest, value, len) == 0 && value[len + strspn (value + len, " ")] == '\0';
}

gboolean
gp_ssh_option_normalize (const char   *option,
                         const char  **keyword,
                         GStrv        *values,
                         GError      **error)
{
  g_autofree char *line = NULL;
  g_autofree char *key = NULL;
  g_auto(GStrv) words = NULL;
  char *ssh_key = NULL;
  char *rest = NULL;
  const Keyword *known;
  const char *p;
  const char *value;
  gboolean comment = FALSE;
  SshRead read;

  g_return_val_if_fail (option != NULL, FALSE);

  /* What ssh makes of it, to compare and to say. */
  line = g_strndup (option, MAX_OPTION_LENGTH + 1);
  read = ssh_read_line (line, &ssh_key, &rest, &words, &comment);

  if (strlen (option) > MAX_OPTION_LENGTH)
    return not_keyword_value (option, "longer than 4096 bytes", NULL, error);
  if (!g_utf8_validate (option, -1, NULL))
    return not_keyword_value (option, "not UTF-8", NULL, error);
  for (p = option; *p != '\0'; p++)
    if (g_ascii_iscntrl (*p))
      return not_keyword_value (option, "a control character (tab, CR, LF, …) in it", ssh_key, error);

  /* Keyword, then `=` or spaces, then the value; spaces around. */
  p = option + strspn (option, " ");
  if (*p == '\0' || *p == '#')
    return not_keyword_value (option, "no option (ssh ignores it)", NULL, error);
  if (!g_ascii_isalpha (*p))
    return not_keyword_value (option, "the keyword is not plain letters", ssh_key, error);
  value = p;
  while (g_ascii_isalnum (*value))
    value++;
  key = g_strndup (p, value - p);
  if (*value != '\0' && *value != ' ' && *value != '=')
    return not_keyword_value (option, "the keyword is not plain letters", ssh_key, error);
  value += strspn (value, " ");
  if (*value == '=')
    value++;
  value += strspn (value, " ");
  if (*value == '=')
    return not_keyword_value (option, "two “=”", ssh_key, error);

  known = lookup_keyword (key);
  if (known == NULL)
    {
      g_autofree char *shown = g_strescape (key, NULL);

      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "ssh option “%s”: no such ssh option", shown);
      return FALSE;
    }
  if (*value == '\0')
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "ssh option %s: no value", known->name);
      return FALSE;
    }
  if (read == SSH_READ_BAD_QUOTES)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "ssh option %s: unbalanced quotes", known->name);
      return FALSE;
    }
  if (comment)
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "ssh option %s: a “#” comment after the value",
                   known->name);
      return FALSE;
    }
  /* The strict reading and ssh's agree, or it is refused. */
  if (read != SSH_READ_OK || g_ascii_strcasecmp (ssh_key, key) != 0 || !same_value (rest, value) ||
      words[0] == NULL)
    return not_keyword_value (option, "ssh would read it differently", ssh_key, error);

  if (keyword != NULL)
    *keyword = known->name;
  if (values != NULL)
    {
      if (known->flags & RAW)
        {
          const char *raw[] = { rest + strspn (rest, SSH_WHITESPACE "="), NULL };

          *values = g_strdupv ((char **) raw);
        }
      else
        *values = g_steal_pointer (&words);
    }
  return TRUE;
}

static gboolean
needs_quotes (const char *word)
{
  return *word == '\0' || *word == '=' || strpbrk (word, " \t\"'\\#") != NULL;
}

char *
gp_ssh_option_format (const char         *keyword,
                      const char * const *values)
{
  const Keyword *known;
  GString *text;

  g_return_val_if_fail (keyword != NULL, NULL);
  g_return_val_if_fail (values != NULL, NULL);

  known = lookup_keyword (keyword);
  text = g_string_new (known != NULL ? known->name : keyword);
  g_string_append_c (text, '=');
  if (known != NULL && (known->flags & RAW) && values[0] != NULL)
    {
      g_string_append (text, values[0]);
      return g_string_free (text, FALSE);
    }
  for (guint i = 0; values[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      if (!needs_quotes (values[i]))
        {
          g_string_append (text, values[i]);
          continue;
        }
      g_string_append_c (text, '"');
      for (const char *p = values[i]; *p != '\0'; p++)
        {
          if (*p == '"' || *p == '\\')
            g_string_append_c (text, '\\');
          g_string_append_c (text, *p);
        }
      g_string_append_c (text, '"');
    }
  return g_string_free (text, FALSE);
}

/* --- the policies -------------------------------------------------------------- */

/* Each validator gets the words ssh reads and returns the one value to
 * pass, in canonical form, or NULL. */
typedef char *(*Validate) (const char * const *values);

static char *
validate_number (const char * const *values,
                 guint64             min,
                 guint64             max)
{
  guint64 number = 0;

  if (values[0] == NULL || values[1] != NULL || *values[0] == '\0' || strlen (values[0]) > 5)
    return NULL;
  for (const char *p = values[0]; *p != '\0'; p++)
    {
      if (!g_ascii_isdigit (*p))
        return NULL;
      number = number * 10 + (guint64) (*p - '0');
    }
  if (number < min || number > max)
    return NULL;
  return g_strdup_printf ("%" G_GUINT64_FORMAT, number);
}

static char *
validate_choice (const char * const *values,
                 const char * const *choices)
{
  if (values[0] == NULL || values[1] != NULL)
    return NULL;
  for (guint i = 0; choices[i] != NULL; i++)
    if (g_ascii_strcasecmp (values[0], choices[i]) == 0)
      return g_strdup (choices[i]);
  return NULL;
}

static char *
validate_port (const char * const *values)
{
  return validate_number (values, 1, 65535);
}

static char *
validate_connect_timeout (const char * const *values)
{
  return validate_number (values, 1, 600);
}

static char *
validate_connection_attempts (const char * const *values)
{
  return validate_number (values, 1, 10);
}

static char *
validate_alive_interval (const char * const *values)
{
  return validate_number (values, 0, 3600);
}

static char *
validate_alive_count (const char * const *values)
{
  return validate_number (values, 1, 100);
}

static char *
validate_flag (const char * const *values)
{
  static const char *choices[] = { "yes", "no", NULL };

  return validate_choice (values, choices);
}

static char *
validate_address_family (const char * const *values)
{
  static const char *choices[] = { "any", "inet", "inet6", NULL };

  return validate_choice (values, choices);
}

/* A login name: letters, digits, `.`, `_`, `-`, not first; so no
 * %-tokens or ${VAR} (which ssh 9.6 expands in User). */
static char *
validate_user (const char * const *values)
{
  const char *user = values[0];

  if (user == NULL || values[1] != NULL || *user == '\0' || *user == '-' || strlen (user) > 64)
    return NULL;
  for (const char *p = user; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '.' && *p != '_' && *p != '-')
      return NULL;
  return g_strdup (user);
}

/* A key file: an absolute path or one under ~/, nothing ssh would expand
 * (%-tokens, ${VAR}, ~user) and no quotes or backslashes. */
static char *
validate_identity_file (const char * const *values)
{
  const char *path = values[0];

  if (path == NULL || values[1] != NULL || strlen (path) > 1024)
    return NULL;
  if (path[0] != '/' && !g_str_has_prefix (path, "~/"))
    return NULL;
  if (strpbrk (path, "%$`\"'\\") != NULL || path[strlen (path) - 1] == '/')
    return NULL;
  return g_strdup (path);
}

/* A comma list of the methods a board may ask for. */
static char *
validate_authentications (const char * const *values)
{
  static const char *methods[] = { "publickey", "keyboard-interactive", "password", "gssapi-with-mic", NULL };
  g_auto(GStrv) parts = NULL;

  if (values[0] == NULL || values[1] != NULL || *values[0] == '\0')
    return NULL;
  parts = g_strsplit (values[0], ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (!g_strv_contains (methods, parts[i]))
      return NULL;
  return g_strdup (values[0]);
}

typedef struct
{
  const char *keyword;
  Validate    validate;
} Allowed;

/* What a re-run from a session file may pass to ssh: how to reach and log
 * in to the board that the original capture used, nothing more.
 *
 * - Port, User: where and as whom, when the destination does not say it.
 * - IdentityFile, IdentitiesOnly: which of the user's own keys to offer
 *   (a path only: ssh reads it, and asks for its passphrase through us).
 * - ConnectTimeout, ConnectionAttempts, ServerAliveInterval,
 *   ServerAliveCountMax: how long to try and when to give up; bounded.
 * - Compression, AddressFamily: how the bytes travel; no effect on what
 *   runs or what is trusted.
 * - BatchMode: yes or no only; "yes" only stops ssh from asking.
 * - PreferredAuthentications, PubkeyAuthentication, PasswordAuthentication,
 *   KbdInteractiveAuthentication: which of ssh's own login methods to try.
 *
 * Never from a file, among others: host key checks (StrictHostKeyChecking,
 * UserKnownHostsFile, GlobalKnownHostsFile, CheckHostIP, HostKeyAlias,
 * HostKeyAlgorithms, VerifyHostKeyDNS, UpdateHostKeys), anything that runs
 * or loads a program here (ProxyCommand, ProxyJump — which builds a shell
 * command from the hop in ssh 9.2 —, LocalCommand, PermitLocalCommand,
 * KnownHostsCommand, RemoteCommand, Match, Include, PKCS11Provider,
 * SecurityKeyProvider, XAuthLocation), what gives the board a way back in
 * (ForwardAgent, ForwardX11*, RemoteForward, LocalForward, DynamicForward,
 * Tunnel*, PermitRemoteOpen), where the connection goes (Hostname,
 * BindAddress, BindInterface), the connection we manage (ControlMaster,
 * ControlPath, ControlPersist, RequestTTY, SessionType), the environment
 * (SendEnv, SetEnv), weaker crypto (Ciphers, MACs, KexAlgorithms, …) and
 * logging (LogLevel: ssh's lines on stderr). A board behind a jump host is
 * reached through a Host alias in ~/.ssh/config, which the destination may
 * name. */
static const Allowed session_allowed[] = {
  { "AddressFamily", validate_address_family },
  { "BatchMode", validate_flag },
  { "Compression", validate_flag },
  { "ConnectionAttempts", validate_connection_attempts },
  { "ConnectTimeout", validate_connect_timeout },
  { "IdentitiesOnly", validate_flag },
  { "IdentityFile", validate_identity_file },
  { "KbdInteractiveAuthentication", validate_flag },
  { "PasswordAuthentication", validate_flag },
  { "Port", validate_port },
  { "PreferredAuthentications", validate_authentications },
  { "PubkeyAuthentication", validate_flag },
  { "ServerAliveCountMax", validate_alive_count },
  { "ServerAliveInterval", validate_alive_interval },
  { "User", validate_user },
};

/* Never from the user's own flags either. They run or load a program on
 * this computer (a ProxyCommand belongs in ~/.ssh/config, under a Host the
 * destination names: ssh reads that file for us, and a session file never
 * carries it) … */
static const char *user_refused_run[] = {
  "ProxyCommand", "LocalCommand", "KnownHostsCommand", "XAuthLocation", "PKCS11Provider",
  "SecurityKeyProvider", NULL,
};
/* … ssh refuses them on its command line, or they would take apart the
 * one connection that gst-profile sets up, uses and closes itself. */
static const char *user_refused_connection[] = {
  "Match", "Host", "Include", "RemoteCommand", "RequestTTY", "SessionType", "StdinNull",
  "ForkAfterAuthentication", "ControlMaster", "ControlPath", "ControlPersist", NULL,
};

static const Allowed *
lookup_session_allowed (const char *keyword)
{
  for (guint i = 0; i < G_N_ELEMENTS (session_allowed); i++)
    if (g_str_equal (session_allowed[i].keyword, keyword))
      return &session_allowed[i];
  return NULL;
}

gboolean
gp_ssh_option_policy_allows (GpSshOptionPolicy  policy,
                             const char        *keyword)
{
  const Keyword *known;

  g_return_val_if_fail (keyword != NULL, FALSE);

  known = lookup_keyword (keyword);
  if (known == NULL || !g_str_equal (known->name, keyword))
    return FALSE;
  if (policy == GP_SSH_OPTION_POLICY_SESSION)
    return lookup_session_allowed (keyword) != NULL;
  return !g_strv_contains (user_refused_run, keyword) && !g_strv_contains (user_refused_connection, keyword);
}

/* ProxyJump from the user: "none", or hops that are destinations. */
static gboolean
check_jump (const char  *hops,
            GError     **error)
{
  g_auto(GStrv) parts = NULL;

  if (g_str_equal (hops, "none"))
    return TRUE;
  parts = g_strsplit (hops, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autoptr(GError) local_error = NULL;

      if (!gp_ssh_check_destination (parts[i], &local_error))
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "ssh option ProxyJump: %s", local_error->message);
          return FALSE;
        }
    }
  return TRUE;
}

char *
gp_ssh_option_check (const char         *option,
                     GpSshOptionPolicy   policy,
                     GError            **error)
{
  const char *keyword = NULL;
  g_auto(GStrv) values = NULL;

  g_return_val_if_fail (option != NULL, NULL);

  if (!gp_ssh_option_normalize (option, &keyword, &values, error))
    return NULL;

  if (policy == GP_SSH_OPTION_POLICY_SESSION)
    {
      const Allowed *allowed = lookup_session_allowed (keyword);
      g_autofree char *value = NULL;
      const char *one[2] = { NULL, NULL };

      if (allowed == NULL)
        {
          g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                       "ssh option %s is not taken from a session file", keyword);
          return NULL;
        }
      if ((value = allowed->validate ((const char * const *) values)) == NULL)
        {
          g_autofree char *shown = g_strescape (option, NULL);

          g_set_error (error, GP_ERROR, GP_ERROR_INVALID, "ssh option “%s”: not a value a re-run takes", shown);
          return NULL;
        }
      one[0] = value;
      return gp_ssh_option_format (keyword, one);
    }

  if (g_strv_contains (user_refused_run, keyword))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "ssh option %s runs a program on this computer, so gst-profile does not pass it; "
                   "set it in ~/.ssh/config under a Host and give that name as the destination",
                   keyword);
      return NULL;
    }
  if (g_strv_contains (user_refused_connection, keyword))
    {
      g_set_error (error, GP_ERROR, GP_ERROR_INVALID,
                   "ssh option %s: gst-profile sets up the connection itself, so it does not pass it",
                   keyword);
      return NULL;
    }
  if (g_str_equal (keyword, "PermitLocalCommand") &&
      (values[1] != NULL || g_ascii_strcasecmp (values[0], "no") != 0))
    {
      g_set_error_literal (error, GP_ERROR, GP_ERROR_INVALID,
                           "ssh option PermitLocalCommand: only “no” (it runs LocalCommand on this computer)");
      return NULL;
    }
  if (g_str_equal (keyword, "ProxyJump") && !check_jump (values[0], error))
    return NULL;
  return gp_ssh_option_format (keyword, (const char * const *) values);
}

GStrv
gp_ssh_options_filter (const char * const *options,
                       GpSshOptionPolicy   policy,
                       GStrv              *dropped)
{
  g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) refused = g_strv_builder_new ();

  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      g_autofree char *canonical = gp_ssh_option_check (options[i], policy, NULL);

      if (canonical != NULL)
        g_strv_builder_add (kept, canonical);
      else
        g_strv_builder_add (refused, options[i]);
    }
  if (dropped != NULL)
    *dropped = g_strv_builder_end (refused);
  return g_strv_builder_end (kept);
}
