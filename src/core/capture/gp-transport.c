/* gp-transport.c: GpTransport, where a capture's lines, dot dumps and samples come from
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

/* The interface between the capture engine (gp-capture.c) and where the child runs: this computer
 * (gp-transport-local.c) or a board over SSH (gp-transport-ssh*.c). Start, stop, pid and exit code
 * are virtual; the signals (log-data, dot, proc-sample, tegra-sample, notice, fault, exited) are
 * declared here, with emit helpers for the implementations, so the engine never knows which one it
 * drives. */

#include "config.h"

#include "gp-transport.h"

enum {
  LOG_DATA,
  DOT,
  PROC_SAMPLE,
  TEGRA_SAMPLE,
  NOTICE,
  FAULT,
  EXITED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_INTERFACE (GpTransport, gp_transport, G_TYPE_OBJECT)

static void
gp_transport_default_init (GpTransportInterface *iface)
{
  signals[LOG_DATA] =
    g_signal_new ("log-data",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_BYTES);

  signals[DOT] =
    g_signal_new ("dot",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BYTES);

  signals[PROC_SAMPLE] =
    g_signal_new ("proc-sample",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);

  signals[TEGRA_SAMPLE] =
    g_signal_new ("tegra-sample",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);

  signals[NOTICE] =
    g_signal_new ("notice",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  signals[FAULT] =
    g_signal_new ("fault",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  signals[EXITED] =
    g_signal_new ("exited",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

gboolean
gp_transport_start (GpTransport  *self,
                    GError      **error)
{
  g_return_val_if_fail (GP_IS_TRANSPORT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return GP_TRANSPORT_GET_IFACE (self)->start (self, error);
}

void
gp_transport_stop (GpTransport *self)
{
  g_return_if_fail (GP_IS_TRANSPORT (self));

  GP_TRANSPORT_GET_IFACE (self)->stop (self);
}

GPid
gp_transport_get_pid (GpTransport *self)
{
  g_return_val_if_fail (GP_IS_TRANSPORT (self), 0);

  return GP_TRANSPORT_GET_IFACE (self)->get_pid (self);
}

gboolean
gp_transport_get_exit_code (GpTransport *self,
                            int         *exit_code)
{
  int dummy;

  g_return_val_if_fail (GP_IS_TRANSPORT (self), FALSE);

  return GP_TRANSPORT_GET_IFACE (self)->get_exit_code (self, exit_code != NULL ? exit_code : &dummy);
}

const char *
gp_transport_get_report (GpTransport *self)
{
  g_return_val_if_fail (GP_IS_TRANSPORT (self), NULL);

  if (GP_TRANSPORT_GET_IFACE (self)->get_report == NULL)
    return NULL;
  return GP_TRANSPORT_GET_IFACE (self)->get_report (self);
}

void
gp_transport_emit_log_data (GpTransport *self,
                            GBytes      *chunk)
{
  g_return_if_fail (GP_IS_TRANSPORT (self));
  g_signal_emit (self, signals[LOG_DATA], 0, chunk);
}

void
gp_transport_emit_dot (GpTransport *self,
                       const char  *name,
                       GBytes      *contents)
{
  g_return_if_fail (GP_IS_TRANSPORT (self));
  g_signal_emit (self, signals[DOT], 0, name, contents);
}

void
gp_transport_emit_proc_sample (GpTransport        *self,
                               const GpProcSample *sample)
{
  g_return_if_fail (GP_IS_TRANSPORT (self));
  g_signal_emit (self, signals[PROC_SAMPLE], 0, sample);
}

void
gp_transport_emit_tegra_sample (GpTransport         *self,
                                const GpTegraSample *sample)
{
  g_return_if_fail (GP_IS_TRANSPORT (self));
  g_signal_emit (self, signals[TEGRA_SAMPLE], 0, sample);
}

void
gp_transport_emit_notice (GpTransport *self,
                          const char  *message)
{
  g_return_if_fail (GP_IS_TRANSPORT (self));
  g_signal_emit (self, signals[NOTICE], 0, message);
}

void
gp_transport_emit_fault (GpTransport *self,
                         const char  *message)
{
  g_return_if_fail (GP_IS_TRANSPORT (self));
  g_return_if_fail (message != NULL);
  g_signal_emit (self, signals[FAULT], 0, message);
}

void
gp_transport_emit_exited (GpTransport *self)
{
  g_return_if_fail (GP_IS_TRANSPORT (self));
  g_signal_emit (self, signals[EXITED], 0);
}
