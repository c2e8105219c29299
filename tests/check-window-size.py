#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The window composes, it doesn't hold (issue 13): GpWindow binds at most 10 template children
and its struct has at most 20 fields. Reads src/app/gp-window.c and gp-window-private.h; TAP."""

import re
import sys

MAX_CHILDREN = 10
MAX_FIELDS = 20


def main() -> int:
    root = sys.argv[1]
    with open(f"{root}/src/app/gp-window.c", encoding="utf-8") as f:
        children = re.findall(r"gtk_widget_class_bind_template_child\s*\(\s*widget_class,\s*GpWindow,\s*(\w+)\)",
                              f.read())
    with open(f"{root}/src/app/gp-window-private.h", encoding="utf-8") as f:
        struct = re.search(r"struct _GpWindow\s*\{(.*?)\n\};", f.read(), re.S)
    body = re.sub(r"/\*.*?\*/", "", struct.group(1), flags=re.S) if struct else ""
    fields = [line.strip() for line in body.splitlines() if line.strip().endswith(";")]
    fields = [f for f in fields if "parent_instance" not in f]

    print("1..2")
    ok = len(children) <= MAX_CHILDREN
    print(f"{'ok' if ok else 'not ok'} 1 - GpWindow binds {len(children)} template children "
          f"(at most {MAX_CHILDREN}): {', '.join(children)}")
    ok2 = struct is not None and len(fields) <= MAX_FIELDS
    print(f"{'ok' if ok2 else 'not ok'} 2 - GpWindow has {len(fields)} private fields (at most {MAX_FIELDS})")
    return 0 if ok and ok2 else 1


if __name__ == "__main__":
    sys.exit(main())
