/* gp-aggregator.h
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

#include "gp-dot.h"
#include "gp-session.h"

G_BEGIN_DECLS

typedef struct _GpAggregator GpAggregator;

GpAggregator *gp_aggregator_new       (GpSession          *session);
void          gp_aggregator_free      (GpAggregator       *self);
void          gp_aggregator_feed      (GpAggregator       *self,
                                       const char         *data,
                                       gsize               len);
void          gp_aggregator_feed_line (GpAggregator       *self,
                                       const char         *line,
                                       gsize               len);
void          gp_aggregator_add_dot   (GpAggregator       *self,
                                       const GpDotGraph   *dot);
void          gp_aggregator_finish    (GpAggregator       *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GpAggregator, gp_aggregator_free)

G_END_DECLS
