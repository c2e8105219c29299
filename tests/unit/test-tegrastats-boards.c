/* test-tegrastats-boards.c: a real tegrastats line of each Jetson and JetPack, read
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

/* Lines as users posted them (the source of each beside it), from JetPack 4 to JetPack 7: what
 * gp_tegrastats_parse_line() reads from each, and what is honestly unknown (NAN): an engine that
 * shows only its clock is on with an unknown load, an absent one is not measured; `off` and a
 * 0 MHz clock are 0 %. */

#include "config.h"

#include <math.h>

#include "gp-tegrastats.h"

#define NA NAN

typedef struct
{
  const char *board;
  const char *source;
  const char *line;
  /* expected */
  guint       n_cores;
  double      core0;
  double      last_core;
  double      gr3d;
  double      vic;
  double      nvenc;
  double      nvdec;
  double      emc;
  double      nvjpg;
  double      ram_used;
  double      ram_total;
  gboolean    has_stamp;
  const char *stamp;       /* ISO 8601 of the fields read as UTC */
} Board;

static const Board boards[] = {
  { "nano-jp4-idle",
    "github.com/rbonghi/jetson_stats pull 16 (Jetson Nano, L4T 32)",
    "RAM 1446/3957MB (lfb 458x4MB) IRAM 0/252kB(lfb 252kB) CPU [17%@1428,11%@1428,21%@1428,12%@1428] "
    "EMC_FREQ 2%@1600 GR3D_FREQ 0%@76 APE 25 PLL@20.5C CPU@24.5C PMIC@100C GPU@21C AO@29.5C "
    "thermal@22.25C POM_5V_IN 2830/1483 POM_5V_GPU 41/31 POM_5V_CPU 943/206",
    4, 17, 12, 0, NA, NA, NA, 2, NA, 1446, 3957, FALSE, NULL },
  { "nano-jp4-decoding",
    "github.com/rbonghi/jetson_stats pull 16 (Jetson Nano, L4T 32: NVDEC shows its clock alone)",
    "RAM 1462/3957MB (lfb 457x4MB) IRAM 0/252kB(lfb 252kB) CPU [43%@1036,44%@1036,36%@1036,34%@1036] "
    "EMC_FREQ 6%@1600 GR3D_FREQ 51%@307 NVDEC 192 APE 25 PLL@20.5C CPU@24.5C PMIC@100C GPU@22C "
    "AO@29.5C thermal@22.75C POM_5V_IN 3353/1616 POM_5V_GPU 450/61 POM_5V_CPU 613/2",
    4, 43, 34, 51, NA, NA, NA, 6, NA, 1462, 3957, FALSE, NULL },
  { "tx2-jp3",
    "github.com/gustavz/realtime_object_detection issue 24 (Jetson TX2: MTS, VDD_ rails)",
    "RAM 1685/7854MB (lfb 1044x4MB) SWAP 278/8192MB (cached 23MB) CPU [0%@1303,0%@345,0%@345,0%@1419,0%@1420,0%@1421] "
    "EMC_FREQ 0%@1866 GR3D_FREQ 0%@140 APE 150 MTS fg 1% bg 8% BCPU@41C MCPU@41C GPU@39C PLL@41C "
    "Tboard@37C Tdiode@37.25C PMIC@100C thermal@39.9C VDD_IN 1931/1931 VDD_CPU 231/231 VDD_GPU 154/154 "
    "VDD_SOC 385/385 VDD_WIFI 38/38 VDD_DDR 326/326",
    6, 0, 0, 0, NA, NA, NA, 0, NA, 1685, 7854, FALSE, NULL },
  { "tx2-jp4-cores-off",
    "github.com/FindHao/tx-utils issue 3 (Jetson TX2, two Denver cores off)",
    "RAM 2020/7852MB (lfb 1164x4MB) CPU [9%@345,21%@345,25%@345,3%@345,1%@345,1%@345] EMC_FREQ 0% "
    "GR3D_FREQ 0% PLL@42.5C MCPU@42.5C PMIC@100C Tboard@40C GPU@41C BCPU@42.5C thermal@41.9C "
    "Tdiode@41.25C VDD_SYS_GPU 153/158 VDD_SYS_SOC 536/547 VDD_4V0_WIFI 633/527 VDD_IN 3140/3208 "
    "VDD_SYS_CPU 536/590 VDD_SYS_DDR 557/601",
    6, 9, 1, 0, NA, NA, NA, 0, NA, 2020, 7852, FALSE, NULL },
  { "agx-xavier-jp4",
    "github.com/martinkersner/gtop pull 7 (AGX Xavier, JetPack 4.2: rails named GPU and CPU)",
    "RAM 14700/15692MB (lfb 3x2MB) SWAP 898/8192MB (cached 23MB) CPU [0%@1190,0%@1190,0%@1190,0%@1190,"
    "0%@1190,0%@1190,0%@1190,0%@1190] EMC_FREQ 0% GR3D_FREQ 0% AO@30C GPU@30.5C Tboard@31C Tdiode@32C "
    "AUX@30.5C CPU@31.5C thermal@30.8C PMIC@100C GPU 463/463 CPU 618/618 SOC 2936/2936 CV 0/0 "
    "VDDRQ 309/309 SYS5V 3306/3306",
    8, 0, 0, 0, NA, NA, NA, 0, NA, 14700, 15692, FALSE, NULL },
  { "xavier-nx-jp5",
    "the reference's worked example (Xavier NX, L4T R35: NVENC shows its clock alone)",
    "RAM 2831/7620MB (lfb 4x2MB) SWAP 0/3810MB (cached 0MB) CPU [12%@1420,8%@1420,0%@1420,3%@1420,off,off] "
    "EMC_FREQ 3%@2133 GR3D_FREQ 27%@[624] VIC_FREQ 15%@115 NVENC 716 NVDEC off NVJPG off APE 174 cpu@45.5C",
    6, 12, NA, 27, 15, NA, 0, 3, 0, 2831, 7620, FALSE, NULL },
  { "orin-nx-jp6-r36",
    "github.com/rbonghi/jetson_stats issue 624 (Orin NX 8GB: NVENC/NVDEC loads, NVJPG1, OFA)",
    "05-15-2025 18:30:28 RAM 6982/7620MB (lfb 5x1MB) SWAP 2640/16384MB (cached 202MB) "
    "CPU [97%@1984,95%@1984,95%@1984,91%@1984,88%@1984,93%@247] EMC_FREQ 18%@3199 GR3D_FREQ 84%@[713] "
    "NVENC 1%@115 NVDEC 40%@115 NVJPG off NVJPG1 off VIC 31%@115 OFA off NVDLA0 off PVA0_FREQ off APE 174 "
    "cv0@63.031C cpu@65.562C soc2@64.156C soc0@63.031C cv1@62.937C gpu@63.5C tj@65.562C soc1@64.718C "
    "cv2@60.875C VDD_IN 17946mW/15710mW VDD_CPU_GPU_CV 8896mW/7585mW VDD_SOC 3923mW/3515mW",
    6, 97, 93, 84, 31, 1, 40, 18, 0, 6982, 7620, TRUE, "2025-05-15T18:30:28Z" },
  { "agx-orin-jp6-r36.4.4",
    "github.com/lesomnus/tegra-exporter stats test, L4T R36.4.4 (AGX Orin 64GB: dual GPC @[0,0])",
    "05-09-2026 18:42:06 RAM 18207/62841MB (lfb 466x4MB) SWAP 86/31420MB (cached 0MB) "
    "CPU [14%@2188,5%@2112,8%@2035,14%@2201,46%@1267,47%@1267,2%@1267,10%@1267,4%@1036,5%@1036,6%@1036,10%@1036] "
    "EMC_FREQ 3%@2133 GR3D_FREQ 0%@[0,0] NVENC 79%@166 NVDEC off NVJPG off NVJPG1 off VIC 36%@115 OFA off "
    "NVDLA0 off NVDLA1 off PVA0_FREQ off APE 174 cpu@52.562C soc2@48.437C soc0@49.093C tj@52.562C "
    "soc1@49.656C VDD_GPU_SOC 2412mW/2412mW VDD_CPU_CV 1607mW/1607mW VIN_SYS_5V0 4707mW/4707mW",
    12, 14, 10, 0, 36, 79, 0, 3, 0, 18207, 62841, TRUE, "2026-05-09T18:42:06Z" },
  { "agx-orin-jp7-r39.2",
    "github.com/rbonghi/jetson_stats tests (AGX Orin, JetPack 7.2 / L4T R39.2: NVENC0 off …)",
    "07-25-2026 09:08:28 RAM 20642/62817MB (lfb 1x2MB) "
    "CPU [23%@2201,10%@2201,4%@2201,14%@2201,30%@2201,18%@2201,10%@2201,10%@2201,33%@2201,7%@2201,5%@2201,27%@2201] "
    "EMC_FREQ 3%@3199 GR3D_FREQ 12%@[1300,1300] NVENC0 off NVDEC0 off NVJPG0 off NVJPG1 off VIC off OFA off "
    "NVDLA0 off NVDLA1 off PVA0_FREQ off APE 174 "
    "cpu@52.968C/52.968C soc2@48.406C/48.406C soc0@49.531C/49.531C gpu@47.625C/47.625C "
    "VDD_GPU_SOC 5139mW/5139mW/5139mW VDD_CPU_CV 3268mW/3268mW/3268mW VIN_SYS_5V0 5500mW/5500mW/5500mW",
    12, 23, 27, 12, 0, 0, 0, 3, 0, 20642, 62817, TRUE, "2026-07-25T09:08:28Z" },
  { "agx-orin-jp7-cores-off",
    "github.com/lesomnus/tegra-exporter stats test, L4T R39.2 (AGX Orin, four cores off)",
    "07-31-2026 14:58:05 RAM 4714/62878MB (lfb 7x4MB) SWAP 0/2048MB (cached 0MB) "
    "CPU [78%@1728,33%@1728,46%@1728,55%@1728,49%@729,48%@729,37%@729,57%@729,off,off,off,off] "
    "EMC_FREQ 2%@2133 GR3D_FREQ 0%@[0,0] NVENC0 off NVDEC0 off NVJPG0 off NVJPG1 off VIC off OFA off "
    "NVDLA0 off NVDLA1 off PVA0_FREQ off APE 174 cpu@50.718C/50.718C soc2@47.656C/47.656C "
    "soc0@47.156C/47.156C tj@50.718C/50.718C soc1@49C/49C VDD_GPU_SOC 2265mW/2265mW/2265mW "
    "VDD_CPU_CV 2643mW/2643mW/2643mW VIN_SYS_5V0 4722mW/4722mW/4722mW",
    12, 78, NA, 0, 0, 0, 0, 2, 0, 4714, 62878, TRUE, "2026-07-31T14:58:05Z" },
  { "agx-thor-jp7-r38.4-idle",
    "github.com/lesomnus/tegra-exporter stats test, L4T R38.4 (AGX Thor idle: every engine at @0)",
    "05-17-2026 10:00:32 RAM 4208/125773MB (lfb 31x4MB) SWAP 0/2048MB (cached 0MB) "
    "CPU [1%@972,0%@972,0%@972,0%@972,1%@972,0%@972,1%@972,1%@972,0%@972,0%@972,3%@972,0%@972,0%@972,1%@972] "
    "EMC_FREQ 0%@665 GR3D_FREQ @[0,0,0] NVENC0_FREQ @0 NVENC1_FREQ @0 NVDEC0_FREQ @0 NVDEC1_FREQ @0 "
    "NVJPG0_FREQ @0 VIC off OFA_FREQ @0 PVA0_FREQ off APE 300 cpu@34.468C tj@34.5C soc012@33.781C "
    "soc345@34.5C VDD_GPU 0mW/0mW VDD_CPU_SOC_MSS 4165mW/4165mW VIN_SYS_5V0 4126mW/4126mW",
    14, 1, 1, 0, 0, 0, 0, 0, 0, 4208, 125773, TRUE, "2026-05-17T10:00:32Z" },
  { "agx-thor-jp7-r39.2-busy",
    "github.com/lesomnus/tegra-exporter stats test, L4T R39.2 (AGX Thor: clocks alone, VIC load)",
    "07-23-2026 15:29:26 RAM 9101/125811MB (lfb 19x4MB) SWAP 0/2048MB (cached 0MB) "
    "CPU [39%@2160,20%@2160,16%@1944,15%@1944,17%@972,15%@972,19%@2214,22%@2214,13%@2430,20%@2430,26%@972,"
    "19%@972,15%@1836,22%@1836] EMC_FREQ 7%@3200 GR3D_FREQ @[314,314,314] NVENC0_FREQ @1556 "
    "NVENC1_FREQ @1556 NVDEC0_FREQ @1556 NVDEC1_FREQ @1556 NVJPG0_FREQ @1556 VIC 59%@423 OFA_FREQ @1556 "
    "PVA0_FREQ off APE 300 cpu@34.843C/34.843C tj@35.906C/35.906C soc012@34.437C/34.437C "
    "gpu@35.906C/35.906C soc345@34.406C/34.406C VDD_GPU 4925mW/4925mW/4925mW "
    "VDD_CPU_SOC_MSS 8710mW/8710mW/8710mW VIN_SYS_5V0 6767mW/6767mW/6767mW",
    14, 39, 22, NA, 59, NA, NA, 7, NA, 9101, 125811, TRUE, "2026-07-23T15:29:26Z" },
};

static void
assert_value (const char *what,
              double      got,
              double      expected)
{
  if (isnan (expected))
    {
      if (!isnan (got))
        g_error ("%s: %g, expected not available", what, got);
    }
  else if (got != expected)
    g_error ("%s: %g, expected %g", what, got, expected);
}

static void
test_board (gconstpointer data)
{
  const Board *board = data;
  g_autoptr(GpTegraSample) sample = gp_tegrastats_parse_line (board->line);
  GArray *cores = sample->cpu_pct_per_core;

  g_test_message ("%s", board->source);
  g_assert_false (gp_tegra_sample_is_empty (sample));
  g_assert_nonnull (cores);
  g_assert_cmpuint (cores->len, ==, board->n_cores);
  assert_value ("core 0", g_array_index (cores, double, 0), board->core0);
  assert_value ("last core", g_array_index (cores, double, cores->len - 1), board->last_core);
  assert_value ("gr3d", sample->gr3d_pct, board->gr3d);
  assert_value ("vic", sample->vic_pct, board->vic);
  assert_value ("nvenc", sample->nvenc_pct, board->nvenc);
  assert_value ("nvdec", sample->nvdec_pct, board->nvdec);
  assert_value ("emc", sample->emc_pct, board->emc);
  assert_value ("nvjpg", sample->nvjpg_pct, board->nvjpg);
  assert_value ("ram used", sample->ram_used_mb, board->ram_used);
  assert_value ("ram total", sample->ram_total_mb, board->ram_total);

  g_assert_cmpint (sample->has_stamp, ==, board->has_stamp);
  if (board->has_stamp)
    {
      g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (sample->stamp_s);
      g_autofree char *iso = g_date_time_format (dt, "%Y-%m-%dT%H:%M:%SZ");

      g_assert_cmpstr (iso, ==, board->stamp);
    }
}

/* Several instances keep the busiest; a clock alone never hides a load;
 * names that only start like a unit are no unit. */
static void
test_instances (void)
{
  g_autoptr(GpTegraSample) two = gp_tegrastats_parse_line ("NVENC0 12%@1000 NVENC1 57%@1000 NVDEC0 off "
                                                           "NVDEC1_FREQ @1556 NVJPG0 3% NVJPG1 off");
  g_autoptr(GpTegraSample) names = gp_tegrastats_parse_line ("VICTOR 50% NVENCX 9% GR3D_FREQUENCY 4% "
                                                             "EMC_FREQ_FREQ 7% NVENC123 8%");
  g_autoptr(GpTegraSample) clocks = gp_tegrastats_parse_line ("GR3D_FREQ @[0,314] VIC @0 NVENC @[] "
                                                              "NVDEC @[0,x]");

  g_assert_cmpfloat (two->nvenc_pct, ==, 57.0);
  g_assert_cmpfloat (two->nvdec_pct, ==, 0.0);
  g_assert_cmpfloat (two->nvjpg_pct, ==, 3.0);

  g_assert_true (gp_tegra_sample_is_empty (names));

  g_assert_true (isnan (clocks->gr3d_pct));     /* one GPC clocked: on, load unknown */
  g_assert_cmpfloat (clocks->vic_pct, ==, 0.0); /* 0 MHz: gated */
  g_assert_true (isnan (clocks->nvenc_pct));
  g_assert_true (isnan (clocks->nvdec_pct));
}

/* A timestamp only when both fields are well formed. */
static void
test_stamps (void)
{
  const char *bad[] = {
    "13-40-2026 12:00:00 GR3D_FREQ 1%",
    "11-29-26 12:00:00 GR3D_FREQ 1%",
    "11-29-2026 25:00:00 GR3D_FREQ 1%",
    "11/29/2026 12:00:00 GR3D_FREQ 1%",
    "11-29-2026 12:00 GR3D_FREQ 1%",
    "11-29-2026x 12:00:00 GR3D_FREQ 1%",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GpTegraSample) sample = gp_tegrastats_parse_line (bad[i]);

      g_assert_false (sample->has_stamp);
      g_assert_cmpfloat (sample->gr3d_pct, ==, 1.0);
    }
  {
    g_autoptr(GpTegraSample) crlf = gp_tegrastats_parse_line ("02-29-2028 23:59:59 VIC 4%@115\r");

    g_assert_true (crlf->has_stamp);
    g_assert_cmpint (crlf->stamp_s, ==, G_GINT64_CONSTANT (1835481599));
    g_assert_cmpfloat (crlf->vic_pct, ==, 4.0);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gp/unit/tegrastats-boards/%s", boards[i].board);

      g_test_add_data_func (path, &boards[i], test_board);
    }
  g_test_add_func ("/gp/unit/tegrastats-boards/instances", test_instances);
  g_test_add_func ("/gp/unit/tegrastats-boards/stamps", test_stamps);

  return g_test_run ();
}
