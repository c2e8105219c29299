#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes a synthetic gst-profile/1 session for the app benchmark: a linear
# pipeline of N elements (source, converters/queues/filters, sink) with
# N-1 links, W windows of 250 ms of plausible series (noisy processing
# times, ~30 fps links, latency, CPU), from a recorded fixture's header.
#
#   gen-session.py FIXTURE OUT --elements 60 --windows 14400 [--cores 8]
#                  [--spike] [--events]
#
# --spike: the first 2 s run 20 times slower (a start-up spike, as a
# pipeline's first buffers allocate and negotiate); --events: every
# element's state changes at the start (NULL → READY → PAUSED → PLAYING,
# each naming its element) and the pipeline's EOS at the end; --bin-every K:
# every run of K middle elements is in a bin of its own (bin0, bin1, …).

import argparse
import json
import math
import random

MIDDLE = ['queue', 'videoconvert', 'capsfilter', 'identity', 'videoscale', 'tee']


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('fixture')
    ap.add_argument('out')
    ap.add_argument('--elements', type=int, default=60)
    ap.add_argument('--windows', type=int, default=14400)
    ap.add_argument("--cores", type=int, default=8)
    ap.add_argument('--spike', action='store_true')
    ap.add_argument('--events', action='store_true')
    ap.add_argument('--bin-every', type=int, default=0)
    args = ap.parse_args()
    rng = random.Random(42)

    with open(args.fixture) as f:
        doc = json.load(f)

    factories = ['videotestsrc'] + [MIDDLE[i % len(MIDDLE)] if MIDDLE[i % len(MIDDLE)] != 'tee' else 'queue'
                                    for i in range(args.elements - 2)] + ['fakesink']
    counts = {}
    elements = []
    for factory in factories:
        n = counts.get(factory, 0)
        counts[factory] = n + 1
        pads = {'src': 'src'} if factory == 'videotestsrc' else \
            {'sink': 'sink'} if factory == 'fakesink' else {'sink': 'sink', 'src': 'src'}
        elements.append({'id': '%s%d' % (factory, n), 'factory': factory,
                         'gtype': 'Gst' + factory.capitalize(), 'vendor': 'generic', 'klass': '',
                         'props': {}, 'bin': None, 'is_bin': False, 'pads': pads})
    if args.bin_every > 0:
        middle = elements[1:-1]
        for j in range(0, len(middle), args.bin_every):
            name = 'bin%d' % (j // args.bin_every)
            for e in middle[j:j + args.bin_every]:
                e['bin'] = name
            elements.append({'id': name, 'factory': 'bin', 'gtype': 'GstBin', 'vendor': 'generic',
                             'klass': '', 'props': {}, 'bin': None, 'is_bin': True, 'pads': {}})
    caps = ('video/x-raw, format=(string)NV12, width=(int)1920, height=(int)1080, '
            'framerate=(fraction)30/1')
    links = []
    chain = [e for e in elements if not e['is_bin']]
    for a, b in zip(chain, chain[1:]):
        links.append({'id': '%s:src->%s:sink' % (a['id'], b['id']), 'src': a['id'] + ':src',
                      'sink': b['id'] + ':sink', 'caps': caps, 'memory': 'sysmem',
                      'format': 'NV12', 'media': 'video/x-raw'})

    w = args.windows
    t = [round(i * 0.25, 3) for i in range(w)]

    def noisy(base, spread):
        return [round(base * (1 + spread * rng.random()) + 0.2 * base * math.sin(i / 40.0), 6)
                for i in range(w)]

    series_elements = {}
    for i, e in enumerate(chain):
        live = e['factory'] not in ('videotestsrc', 'fakesink')
        base = 0.1 + (i % 7) * 0.4
        series_elements[e['id']] = {
            'proc_ms_p50': noisy(base, 0.3) if live else [None] * w,
            'proc_ms_p95': noisy(base * 1.8, 0.6) if live else [None] * w,
            'cpu_pct': [None] * w,
            'queue_level': [rng.randint(0, 3) for _ in range(w)] if e['factory'] == 'queue' else [None] * w,
            'buffers': [7 + (i & 1) for i in range(w)] if live else [0] * w,
        }
    series_links = {l['id']: {'fps': [28.0 if i & 1 else 32.0 for i in range(w)]} for l in links}
    series = {
        'window_ms': 250,
        't': t,
        'elements': series_elements,
        'links': series_links,
        'pipeline': {'latency_ms_p50': noisy(20.0, 0.2), 'latency_ms_p95': noisy(24.0, 0.4),
                     'reported_latency_ms': [33.333333] * w},
        'system': {'cpu_pct_per_core': [[round(rng.uniform(0, 60), 1) for _ in range(args.cores)]
                                        for _ in range(w)],
                   'cpu_pct': noisy(10.0, 0.3),
                   'gr3d_pct': [0.0] * w, 'vic_pct': [None] * w, 'nvenc_pct': [None] * w,
                   'nvdec_pct': [None] * w, 'emc_pct': [None] * w},
    }
    for key in list(doc['series'].get('system', {})):
        if key not in series['system']:
            series['system'][key] = [None] * w

    doc['session']['id'] = 'bench-%de-%dw' % (args.elements, w)
    doc['session']['duration_s'] = w * 0.25
    doc['session']['launch'] = ' ! '.join(e['factory'] for e in chain)
    doc['graph'] = {'pipeline': 'pipeline0', 'elements': elements, 'links': links}
    doc['series'] = series
    doc['findings'] = []
    doc['events'] = []
    if args.spike:
        for values in [s['proc_ms_p95'] for s in series_elements.values()] + \
                      [series['pipeline']['latency_ms_p95']]:
            for i in range(min(8, w)):
                if values[i] is not None:
                    values[i] = round(values[i] * 20, 6)
    if args.events:
        states = ['null', 'ready', 'paused', 'playing']
        for k in range(3):
            for i, e in enumerate(reversed(chain + [{'id': 'pipeline0'}])):
                doc['events'].append({
                    't': round(0.04 + 0.01 * k + 0.0002 * i, 4), 'kind': 'state-changed',
                    'text': 'GstMessageStateChanged, old-state=(GstState)%s, new-state=(GstState)%s, '
                            'pending-state=(GstState)void-pending;' % (states[k], states[k + 1]),
                    'element': e['id']})
        doc['events'].append({'t': round(w * 0.25 - 0.1, 3), 'kind': 'eos', 'text': 'GstMessageEOS;',
                              'element': 'pipeline0'})
    with open(args.out, 'w') as f:
        json.dump(doc, f, separators=(',', ':'))


if __name__ == '__main__':
    main()
