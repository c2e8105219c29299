/* gp-capture-dialog-private.h: GpCaptureDialog across its three files
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

#include "gp-app-ssh.h"
#include "gp-capture-dialog.h"
#include "gp-preflight.h"
#include "gp-session.h"
#include "gp-transport.h"

G_BEGIN_DECLS

struct _GpCaptureDialog
{
  AdwWindow             parent_instance;

  GpWindow             *window;            /* weak */
  GpSession            *session;           /* described here, grown by the capture */
  GpPreflight          *local_preflight;   /* this computer's */
  char                 *error;
  GSettings            *settings;
  gboolean              disposed;
  gboolean              initialized;       /* the template and the settings are there */

  /* The pipeline (gp-capture-dialog-launch.c) */
  guint                 launch_check_source;  /* the check after typing, pending */
  gboolean              launch_valid;      /* it split and parsed at the last check */
  char                 *launch_error;      /* what the last check said, or NULL */
  GtkTextTag           *launch_error_tag;  /* the offending word's underline */

  /* A board over SSH (gp-capture-dialog-ssh.c) */
  GPtrArray            *known;             /* of KnownBoard, item i + 1 of hosts_row */
  GpAppSsh             *remote;            /* the connection Check made */
  GpPreflight          *remote_preflight;  /* what Check found there */
  char                 *remote_key;        /* the destination and options it was for */
  guint                 check_serial;      /* bumped by each Check and each edit */
  gboolean              checking;
  gboolean              filling;           /* setting the fields from hosts_row */

  /* Template widgets */
  GtkLabel             *error_label;
  AdwActionRow         *local_row;
  GtkCheckButton       *local_check;
  AdwActionRow         *ssh_row;
  GtkCheckButton       *ssh_check;
  AdwComboRow          *hosts_row;
  AdwEntryRow          *destination_row;
  AdwEntryRow          *options_row;
  AdwComboRow          *mode_row;
  AdwPreferencesRow    *launch_row;
  GtkTextView          *launch_view;
  gboolean              launch_view_held; /* let go of a second after the dialog (-launch.c) */
  GtkTextBuffer        *launch_buffer;
  GtkLabel             *launch_error_label;
  AdwActionRow         *session_launch_row;
  AdwEntryRow          *command_row;
  GtkSpinButton        *duration_spin;
  GtkSwitch            *lite_switch;
  AdwEntryRow          *label_row;
  AdwEntryRow          *output_row;
  AdwPreferencesGroup  *preflight_group;
  AdwActionRow         *checking_row;
  GtkSpinner           *checking_spinner;
  AdwActionRow         *gstreamer_row;
  AdwActionRow         *launch_tool_row;
  AdwActionRow         *tracers_row;
  AdwActionRow         *platform_row;
  GtkLabel             *problems_label;
};

/* gp-capture-dialog.c */
void         _gp_capture_dialog_set_error       (GpCaptureDialog  *self,
                                                 const char       *message);
/* Shows the preflight of the chosen target (or that it is being checked /
 * not checked yet) and enables Start accordingly. */
void         _gp_capture_dialog_update_target   (GpCaptureDialog  *self);

/* gp-capture-dialog-launch.c */
void         _gp_capture_dialog_init_launch     (GpCaptureDialog  *self);
void         _gp_capture_dialog_dispose_launch  (GpCaptureDialog  *self);
void         _gp_capture_dialog_finalize_launch (GpCaptureDialog  *self);
void         _gp_capture_dialog_class_init_launch (GtkWidgetClass *widget_class);
/* The pipeline as typed. */
char        *_gp_capture_dialog_dup_launch      (GpCaptureDialog  *self);
/* Sets the pipeline and checks it now. */
void         _gp_capture_dialog_set_launch_text (GpCaptureDialog  *self,
                                                 const char       *text);
/* Whether the pipeline splits and parses (a check still pending runs now). */
gboolean     _gp_capture_dialog_launch_ok       (GpCaptureDialog  *self);
/* Shows the window's session's pipeline beside it (pipeline mode only). */
void         _gp_capture_dialog_offer_session_launch (GpCaptureDialog *self);
/* After a start: what the next dialog opens with. */
void         _gp_capture_dialog_remember        (GpCaptureDialog  *self,
                                                 const char       *mode,
                                                 const char       *launch,
                                                 const char       *command);

/* gp-capture-dialog-ssh.c */
gboolean     _gp_capture_dialog_is_remote       (GpCaptureDialog  *self);
/* The preflight of the chosen board when Check found it for what the
 * fields say now, else NULL. */
GpPreflight *_gp_capture_dialog_remote_preflight (GpCaptureDialog *self);
void         _gp_capture_dialog_init_ssh        (GpCaptureDialog  *self);
void         _gp_capture_dialog_dispose_ssh     (GpCaptureDialog  *self);
void         _gp_capture_dialog_class_init_ssh  (GtkWidgetClass   *widget_class);
/* The transport for @argv on the checked board (it then owns the
 * connection), with the session's target filled in. */
GpTransport *_gp_capture_dialog_ssh_transport   (GpCaptureDialog  *self,
                                                 const char        *mode,
                                                 const char * const *argv,
                                                 const char        *tracers,
                                                 GError           **error);
/* Whether known board @index is a saved one (not from ~/.ssh/config). */
gboolean     _gp_capture_dialog_known_board_saved (GpCaptureDialog *self,
                                                   guint            index);
/* Remembers the board in the saved targets (after a start). */
void         _gp_capture_dialog_save_target     (GpCaptureDialog  *self);

G_END_DECLS
