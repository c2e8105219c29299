#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The core's layers, checked against the build (TAP).

src/core is layered: model → format → ingest → analysis → launch → capture →
render → document (src/core/meson.build). Each layer is a static library that
sees only its own headers and those of the layers below it. This test shows
that the build refuses an upward dependency, with the build's own compile
commands:

- for every layer, the command that compiles one of its files
  (compile_commands.json) compiles a file that includes a header of the same
  layer and one that includes a header of each layer below, and fails on a
  file that includes a header of any layer above ("No such file");
- every quoted #include in src/core names a header of the file's own layer
  or of a layer below it (or config.h and the generated resources).

Usage: check-layers.py BUILD_ROOT SOURCE_ROOT
"""

import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

LAYERS = ["model", "format", "ingest", "analysis", "launch", "capture", "render", "document"]
OUTSIDE = {"config.h", "gp-rules-resources.h", "gp-capture-resources.h"}

build_root, source_root = sys.argv[1], sys.argv[2]
core = os.path.join(source_root, "src", "core")

headers = {}
for layer in LAYERS:
    names = sorted(f for f in os.listdir(os.path.join(core, layer)) if f.endswith(".h"))
    headers[layer] = names
layer_of = {h: layer for layer in LAYERS for h in headers[layer]}
# The enum GTypes each layer generates (gnome.mkenums_simple) are its own.
layer_of.update({"gp-%s-enums.h" % layer: layer for layer in LAYERS})

with open(os.path.join(build_root, "compile_commands.json")) as f:
    commands = json.load(f)


def command_for(layer):
    """The build's command for one .c file of @layer's own library."""
    folder = os.path.join(core, layer) + os.sep
    for entry in commands:
        path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
        out = entry.get("output", "")
        if path.startswith(folder) and ("libgp%s.a.p" % layer) in (out or entry["command"]):
            return entry
    return None


def compiles(entry, header):
    """Whether the @entry command compiles a file that includes @header."""
    argv = shlex.split(entry["command"]) if "command" in entry else list(entry["arguments"])
    cleaned = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg in ("-o", "-MF", "-MQ", "-MT"):
            skip = True
            continue
        if arg in ("-c", "-MD", "-MMD") or arg.endswith(entry["file"]):
            continue
        cleaned.append(arg)
    with tempfile.NamedTemporaryFile("w", suffix=".c", delete=False) as src:
        src.write('#include "config.h"\n#include "%s"\n' % header)
    try:
        res = subprocess.run(cleaned + ["-fsyntax-only", src.name], cwd=entry["directory"],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    finally:
        os.unlink(src.name)
    return res.returncode == 0, res.stdout


results = []


def check(ok, name, detail=""):
    results.append((ok, name, detail))


for i, layer in enumerate(LAYERS):
    entry = command_for(layer)
    if entry is None:
        check(False, "%s: no compile command for its library in compile_commands.json" % layer)
        continue
    for j, other in enumerate(LAYERS):
        header = headers[other][0]
        ok, out = compiles(entry, header)
        if j <= i:
            check(ok, "%s sees %s (%s)" % (layer, other, header), out)
        else:
            refused = not ok and ("No such file" in out or "file not found" in out)
            check(refused, "%s cannot include %s from above (%s)" % (layer, other, header), out)

include_re = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
for i, layer in enumerate(LAYERS):
    folder = os.path.join(core, layer)
    bad = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith((".c", ".h")):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            for inc in include_re.findall(f.read()):
                if inc in OUTSIDE:
                    continue
                target = layer_of.get(inc)
                if target is None or LAYERS.index(target) > i:
                    bad.append("%s includes %s (%s)" % (name, inc, target or "not in the core"))
    check(not bad, "%s includes only its own and lower layers" % layer, "\n".join(bad))

print("1..%d" % len(results))
for n, (ok, name, detail) in enumerate(results, 1):
    print("%s %d %s" % ("ok" if ok else "not ok", n, name))
    if not ok and detail:
        for line in detail.strip().splitlines()[:20]:
            print("# " + line)
sys.exit(0 if all(ok for ok, _, _ in results) else 1)
