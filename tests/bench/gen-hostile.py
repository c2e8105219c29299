#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes large or absurd inputs for tests/bench/run-bounded-bench.sh:
#
#   gen-hostile.py elements N OUT [K]  a session of N elements: a chain with a
#                                   tee every 10 elements, raw video links in
#                                   system memory but every K-th in NVMM (3;
#                                   K > N: only the first and last, one long
#                                   ZC island, the slowest walk)
#   gen-hostile.py dot N OUT [K]    the same pipeline as a GStreamer dot dump
#   gen-hostile.py threads N OUT    a session with N per-thread CPU readings
#   gen-hostile.py events N OUT     a session with N events
#   gen-hostile.py axis OUT         a session whose series.t holds 1e12 and -1e308

import json
import sys

CAPS = 'video/x-raw, format=(string)NV12, width=(int)1920, height=(int)1080'


def base(n_windows=4):
    return {
        'schema': 'gst-profile/1',
        'session': {'id': 'hostile', 'started': '2026-01-01T00:00:00Z', 'duration_s': 1.0,
                    'mode': 'analyze', 'launch': None, 'command': None, 'label': '',
                    'parent_session': None, 'notes': []},
        'target': {'gstreamer': '', 'platform': 'jetson', 'board': '', 'l4t': '', 'python': '',
                   'sources_present': ['tracer-log'], 'sources_missing': [],
                   'capabilities': {'element_latency': True, 'stats': True,
                                    'queue_levels': False, 'tegrastats': False}},
        'graph': {'pipeline': 'pipeline0', 'elements': [], 'links': []},
        'series': {'window_ms': 250, 't': [i * 0.25 for i in range(n_windows)],
                   'elements': {}, 'links': {},
                   'pipeline': {'latency_ms_p50': [10.0] * n_windows,
                                'latency_ms_p95': [12.0] * n_windows,
                                'reported_latency_ms': [None] * n_windows},
                   'system': {'cpu_pct_per_core': [[10.0]] * n_windows, 'cpu_pct': [10.0] * n_windows,
                              'gr3d_pct': [None] * n_windows, 'vic_pct': [None] * n_windows,
                              'nvenc_pct': [None] * n_windows, 'nvdec_pct': [None] * n_windows,
                              'emc_pct': [None] * n_windows}},
        'threads': {},
        'findings': [],
        'events': [],
    }


def pipeline(n, hw_every=3):
    """(elements, links) of a chain with a tee every 10 elements; the tee's
    second branch is one fakesink. Links alternate NVMM and system memory."""
    names = []
    elements = []
    links = []

    def element(name, factory, pads):
        elements.append({'id': name, 'factory': factory, 'gtype': 'Gst' + factory.capitalize(),
                         'vendor': 'nvidia' if factory.startswith('nv') else 'generic',
                         'klass': '', 'props': {}, 'bin': None, 'is_bin': False, 'pads': pads})

    def link(a, ap, b, bp, memory):
        links.append({'id': '%s:%s->%s:%s' % (a, ap, b, bp), 'src': a + ':' + ap, 'sink': b + ':' + bp,
                      'caps': CAPS, 'memory': memory, 'format': 'NV12', 'media': 'video/x-raw'})

    element('src0', 'nvarguscamerasrc', {'src': 'src'})
    prev, prev_pad = 'src0', 'src'
    i = 1
    while len(elements) < n - 1:
        if i % 10 == 0:
            tee = 'tee%d' % i
            element(tee, 'tee', {'sink': 'sink', 'src_0': 'src', 'src_1': 'src'})
            link(prev, prev_pad, tee, 'sink', 'sysmem' if hw_every > n else 'nvmm')
            side = 'side%d' % i
            element(side, 'fakesink', {'sink': 'sink'})
            link(tee, 'src_1', side, 'sink', 'sysmem')
            prev, prev_pad = tee, 'src_0'
        else:
            name = 'conv%d' % i
            element(name, 'nvvidconv' if i % 2 else 'videoconvert', {'sink': 'sink', 'src': 'src'})
            link(prev, prev_pad, name, 'sink', 'sysmem' if i % hw_every and i != 1 else 'nvmm')
            prev, prev_pad = name, 'src'
        i += 1
    element('sink0', 'fakesink', {'sink': 'sink'})
    link(prev, prev_pad, 'sink0', 'sink', 'nvmm')
    names = [e['id'] for e in elements]
    return elements, links, names


def write(doc, out):
    with open(out, 'w') as f:
        json.dump(doc, f)


def main():
    what = sys.argv[1]
    if what == 'elements':
        n, out = int(sys.argv[2]), sys.argv[3]
        doc = base()
        elements, links, names = pipeline(n, int(sys.argv[4]) if len(sys.argv) > 4 else 3)
        doc['graph']['elements'] = elements
        doc['graph']['links'] = links
        for name in names:
            doc['series']['elements'][name] = {'proc_ms_p50': [0.5] * 4, 'proc_ms_p95': [1.0] * 4,
                                               'cpu_pct': [None] * 4, 'queue_level': [None] * 4,
                                               'buffers': [1] * 4}
        write(doc, out)
    elif what == 'dot':
        n, out = int(sys.argv[2]), sys.argv[3]
        elements, links, _ = pipeline(n, int(sys.argv[4]) if len(sys.argv) > 4 else 3)
        with open(out, 'w') as f:
            f.write('digraph pipeline {\n  rankdir=LR;\n  label="<GstPipeline>\\npipeline0\\n[>]";\n')
            for k, e in enumerate(elements):
                addr = '0x%x' % (0x10000 + k)
                f.write('  subgraph cluster_%s_%s {\n    label="%s\\n%s\\n[>]";\n'
                        % (e['id'], addr, e['gtype'], e['id']))
                for pad, direction in e['pads'].items():
                    f.write('    subgraph cluster_%s_%s_%s {\n      label="";\n'
                            '      %s_%s_%s_0x1 [color=black, fillcolor="%s", label="%s\\n[>][bfb]"];\n    }\n'
                            % (e['id'], addr, direction, e['id'], addr, pad.replace('_', ''),
                               '#ffaaaa' if direction == 'src' else '#aaaaff', pad))
                f.write('  }\n')
            index = {e['id']: '0x%x' % (0x10000 + k) for k, e in enumerate(elements)}
            for l in links:
                a, ap = l['src'].split(':')
                b, bp = l['sink'].split(':')
                caps = 'video/x-raw(memory:NVMM)' if l['memory'] == 'nvmm' else 'video/x-raw'
                f.write('  %s_%s_%s_0x1 -> %s_%s_%s_0x1 [label="%s\\l  format: NV12\\l"]\n'
                        % (a, index[a], ap.replace('_', ''), b, index[b], bp.replace('_', ''), caps))
            f.write('}\n')
    elif what == 'threads':
        n, out = int(sys.argv[2]), sys.argv[3]
        doc = base()
        doc['threads'] = {'%d:worker%d' % (1000 + i, i): float(i % 100) for i in range(n)}
        write(doc, out)
    elif what == 'events':
        n, out = int(sys.argv[2]), sys.argv[3]
        doc = base()
        kinds = ['state-changed', 'mark', 'error', 'eos']
        doc['events'] = [{'t': round(i * 0.001, 3), 'kind': kinds[i % 4],
                          'text': 'GstMessageStateChanged, old-state=(GstState)GST_STATE_PAUSED, '
                                  'new-state=(GstState)GST_STATE_PLAYING, pending-state=GST_STATE_VOID_PENDING;'
                                  if i % 4 == 0 else 'event %d' % i}
                         for i in range(n)]
        write(doc, out)
    elif what == 'axis':
        out = sys.argv[2]
        doc = base()
        doc['series']['t'] = [-1e308, 0.25, 5.0, 1e12]
        write(doc, out)
    else:
        sys.exit('unknown input: ' + what)


if __name__ == '__main__':
    main()
