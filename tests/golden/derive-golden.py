#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Derive the golden verdicts and findings of every fixture, independently
of the C code: the whole-run aggregates and the rules are re-implemented here
from the specification (spec/reference.md §1, §3, §5), thresholds and URLs
written out from the spec; only our own texts (titles, why, fix) and the
scoping URL are read from rules/catalog.json, and the URLs are checked
against the spec. Python's json/round/format give the reference's exact
number forms (ints stay ints, round half to even, shortest float repr).

    tests/golden/derive-golden.py            # rewrite tests/golden/*
    tests/golden/derive-golden.py --check    # exit 1 when a file differs
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(ROOT, "tests", "fixtures")
CATALOG = json.load(open(os.path.join(ROOT, "rules", "catalog.json")))

SCOPE = ("https://proventusnova.com/contact/?utm_source=lead-magnet"
         "&utm_medium=tool&utm_campaign=gst-profile")
REF_VIC = ("https://proventusnova.com/blog/nvvidconv-performance-multiple-gstreamer-processes"
           "?utm_source=lead-magnet&utm_medium=tool&utm_campaign=gst-profile")
REF_ENC = ("https://proventusnova.com/blog/reduce-gstreamer-pipeline-latency-jetson"
           "?utm_source=lead-magnet&utm_medium=tool&utm_campaign=gst-profile")
VERIFIED = {"ZC": ["orin-nx-jp6-r36.4"], "SW": ["orin-nx-jp6-r36.4"], "QUEUE": ["orin-nx-jp6-r36.4"]}
ORDER = ["HOT", "OK", "ZC", "SW", "QUEUE", "SYNC", "CAPS", "STALL", "VIC", "ENC", "CPU", "HW", "QLEAK"]
NEEDS = {"VIC": ["tegrastats"], "HW": ["tegrastats"], "QLEAK": ["queue_levels"]}
CODED = {"HOT": "info", "OK": "info", "ZC": "high", "SW": "medium", "QUEUE": "medium",
         "SYNC": "medium", "CAPS": "info", "STALL": "high", "VIC": "medium", "ENC": "medium",
         "CPU": "info", "HW": "info", "QLEAK": "medium"}
SWAPS = {
    "jetson": {"videoconvert": "nvvidconv", "videoscale": "nvvidconv", "x264enc": "nvv4l2h264enc",
               "x265enc": "nvv4l2h265enc", "jpegdec": "nvjpegdec", "jpegenc": "nvjpegenc",
               "avdec_h264": "nvv4l2decoder", "avdec_h265": "nvv4l2decoder"},
    "mediatek": {"x264enc": "v4l2h264enc", "x265enc": "v4l2h265enc", "videoconvert": "v4l2convert",
                 "jpegdec": "v4l2jpegdec"},
}
# Our addition (rules-and-patches.md): the runtime name of nvvidconv.
ALIASES = {"nvvconv": "nvvidconv"}
CONVERTERS = {"videoconvert", "nvvidconv", "v4l2convert", "videoscale"}
HW_UNITS = [("nvenc_pct", "NVENC encoder"), ("gr3d_pct", "GPU (GR3D)"), ("emc_pct", "memory (EMC)")]
MIDDOT = "\u00b7"

ENTRIES = {r["id"]: r for r in CATALOG["rules"]}
assert [r["id"] for r in CATALOG["rules"]] == ORDER, "catalogue order"
assert CATALOG["scope"] == SCOPE, "scoping URL"
for rid, entry in ENTRIES.items():
    assert entry.get("ref", SCOPE) == {"VIC": REF_VIC, "ENC": REF_ENC}.get(rid, SCOPE), rid
    assert entry["severity"] == CODED[rid], rid
    assert entry.get("verified_on", []) == VERIFIED.get(rid, []), rid
    assert entry.get("needs", []) == NEEDS.get(rid, []), rid


def fill(template, **values):
    for key, value in values.items():
        template = template.replace("{" + key + "}", str(value))
    return template


def texts(rule, title="title", fix="fix", **values):
    e = ENTRIES[rule]
    return fill(e[title], **values), fill(e["why"], **values), fill(e[fix], **values)


# ---- whole-run aggregates (§3) ------------------------------------------------

def present(column):
    return [v for v in column if v is not None]


def nearest_rank(column, p):
    values = sorted(present(column))          # sorted() is stable
    if not values:
        return None
    return values[round(p * (len(values) - 1))]


def peak(column):
    values = present(column)
    return max(values) if values else None


def interior_stall(stalled):
    if len(stalled) <= 4:
        return False
    for i in range(len(stalled) - 3):         # windows i, i+1 both before the last two
        if stalled[i] and stalled[i + 1]:
            return True
    return False


class Run:
    def __init__(self, d):
        self.d = d
        graph, series = d["graph"], d["series"]
        target = d.get("target", {})
        self.platform = target.get("platform") or "generic"
        self.caps = target.get("capabilities", {})
        self.elements = {}
        for e in graph["elements"]:
            if e["id"] in self.elements:
                continue
            cols = series["elements"].get(e["id"], {})
            self.elements[e["id"]] = {
                "id": e["id"], "factory": e.get("factory") or "", "is_bin": bool(e.get("is_bin")),
                "props": e.get("props") or {},
                "p95": nearest_rank(cols.get("proc_ms_p95", []), 0.95),
                "cpu": peak(cols.get("cpu_pct", [])),
            }
        self.links = []
        for l in graph["links"]:
            cols = series["links"].get(l["id"], {})
            self.links.append({
                "id": l["id"], "src": l["src"].split(":")[0], "sink": l["sink"].split(":")[0],
                "memory": l.get("memory", "unknown"), "media": l.get("media") or "",
                "fps": peak(cols.get("fps", [])),
                "interior": interior_stall(cols.get("stalled", [])),
            })
        self.latency = nearest_rank(series["pipeline"].get("latency_ms_p95", []), 0.95)
        sources = [e for e in self.elements.values() if not e["is_bin"]
                   and not any(l["sink"] == e["id"] for l in self.links)
                   and any(l["src"] == e["id"] for l in self.links)]
        rates = [l["fps"] for l in self.links if l["fps"] and any(l["src"] == s["id"] for s in sources)]
        if not rates:
            rates = [l["fps"] for l in self.links if l["fps"]]
        self.frame_period = 1000.0 / max(rates) if rates else None
        system = series.get("system", {})
        self.system_peak = {k: peak(system.get(k, [])) for k in
                            ("cpu_pct", "gr3d_pct", "vic_pct", "nvenc_pct", "nvdec_pct", "emc_pct")}

    def real(self):
        return [e for e in self.elements.values() if not e["is_bin"]]

    def hot(self):
        rows = [(e["id"], e["p95"]) for e in self.real() if e["p95"]]
        total = sum(v for _, v in rows) or 1.0
        rows = [(el, v, 100.0 * v / total) for el, v in rows]
        # stable sort on value, highest first
        return sorted(rows, key=lambda row: row[1], reverse=True)


def canonical(factory):
    return ALIASES.get(factory, factory)


def finding(rule, fid, title, why, fix, elements=(), links=(), evidence=None, patch=None, share=None):
    return {"id": fid, "rule": rule, "severity": CODED[rule], "title": title, "rank": 0,
            "targets": {"elements": list(elements), "links": list(links)},
            "evidence": evidence or {}, "why": why, "fix_text": fix, "fix_patch": patch,
            "ref": {"VIC": REF_VIC, "ENC": REF_ENC}.get(rule, SCOPE), "heuristic": True,
            "verified_on": [], "share_of_latency_pct": share}


# ---- rules (§5) ---------------------------------------------------------------

def rule_hot(r):
    hot = r.hot()
    if not hot:
        return []
    el, _, share = hot[0]
    t, w, f = texts("HOT", element=el, share=format(share, ".0f"))
    ranking = [[e, round(v, 3), round(s, 1)] for e, v, s in hot[:6]]
    return [finding("HOT", "F-HOT", t, w, f, elements=[el], evidence={"ranking": ranking},
                    share=round(share, 1))]


def rule_ok(r):
    if r.latency is None or r.frame_period is None or r.latency > r.frame_period:
        return []
    t, w, f = texts("OK", latency=format(r.latency, ".1f"), period=format(r.frame_period, ".1f"))
    return [finding("OK", "F-OK", t, w, f, evidence={"latency_ms_p95": round(r.latency, 2),
                                                   "frame_period_ms": round(r.frame_period, 2)})]


def walk_to_hardware(r, start, upstream):
    visited = set()

    def visit(el, depth):
        if depth > 32 or el in visited:
            return None
        visited.add(el)
        for l in r.links:
            near, far = (l["sink"], l["src"]) if upstream else (l["src"], l["sink"])
            if near != el:
                continue
            if l["memory"] in ("nvmm", "dmabuf"):
                return far
            hit = visit(far, depth + 1)
            if hit:
                return hit
        return None

    return visit(start, 0)


def rule_zc(r):
    out, islands = [], set()
    for l in r.links:
        if l["memory"] != "sysmem" or l["media"] not in ("", "video/x-raw"):
            continue
        up = walk_to_hardware(r, l["src"], True)
        down = walk_to_hardware(r, l["sink"], False)
        if not up or not down or (up, down) in islands:
            continue
        islands.add((up, down))
        offender = r.elements.get(l["sink"]) or r.elements.get(l["src"])
        t, w, f = texts("ZC", upstream=up, downstream=down, src=l["src"], sink=l["sink"], link=l["id"])
        out.append(finding("ZC", "F-ZC-" + l["src"], t, w, f, elements=[l["src"], l["sink"]],
                           links=[l["id"]],
                           evidence={"sysmem_link": l["id"], "hw_upstream": up, "hw_downstream": down,
                                     "offender_cpu_pct": offender["cpu"] if offender else None},
                           patch={"kind": "set-caps", "link": l["id"], "to": "video/x-raw(memory:NVMM)"}))
    return out


def rule_sw(r):
    out = []
    table = SWAPS.get(r.platform, {})
    for e in r.real():
        hw = table.get(canonical(e["factory"]))
        if not hw:
            continue
        t, w, f = texts("SW", element=e["id"], factory=e["factory"], hardware=hw)
        out.append(finding("SW", "F-SW-" + e["id"], t, w, f, elements=[e["id"]],
                           evidence={"factory": e["factory"], "hardware_equivalent": hw,
                                     "cpu_pct": e["cpu"], "proc_ms_p95": e["p95"]},
                           patch={"kind": "replace-element", "element": e["id"], "with": hw}))
    return out


def rule_queue(r):
    if any(e["factory"].startswith("queue") for e in r.real()):
        return []
    heavy = [e for e in r.real() if any(s in e["factory"] for s in ("enc", "sink", "pay", "mux"))]
    if not heavy:
        return []
    el = heavy[0]["id"]
    t, w, f = texts("QUEUE", element=el)
    return [finding("QUEUE", "F-QUEUE", t, w, f, elements=[el],
                    evidence={"heavy_element": el, "queues_present": 0},
                    patch={"kind": "insert-element", "before": el, "element": "queue"})]


def rule_sync(r):
    out = []
    for e in r.real():
        value = e["props"].get("sync")
        if "sink" not in e["factory"] or value is None or value.lower() not in ("true", "1", ""):
            continue
        t, w, f = texts("SYNC", element=e["id"], value=value)
        out.append(finding("SYNC", "F-SYNC-" + e["id"], t, w, f, elements=[e["id"]],
                           evidence={"sync": value},
                           patch={"kind": "set-property", "element": e["id"], "property": "sync",
                                  "value": "false"}))
    return out


def rule_caps(r):
    out = []
    for e in r.real():
        if canonical(e["factory"]) not in CONVERTERS:
            continue
        downstream = [l["sink"] for l in r.links if l["src"] == e["id"]]
        if not any(d in r.elements and canonical(r.elements[d]["factory"]) in CONVERTERS for d in downstream):
            continue
        t, w, f = texts("CAPS", element=e["id"], downstream=", ".join(downstream))
        out.append(finding("CAPS", "F-CAPS-" + e["id"], t, w, f, elements=[e["id"]],
                           evidence={"element": e["id"], "downstream": downstream}))
    return out


def rule_stall(r):
    out = []
    for l in r.links:
        if not l["interior"]:
            continue
        source = l["src"] in r.elements and not any(x["sink"] == l["src"] for x in r.links)
        t, w, f = texts("STALL", title="title_source" if source else "title",
                        fix="fix_source" if source else "fix", element=l["src"], link=l["id"])
        out.append(finding("STALL", "F-STALL-" + l["id"], t, w, f, elements=[l["src"]], links=[l["id"]],
                           evidence={"link": l["id"]}))
    return out


def rule_vic(r):
    vic = r.system_peak["vic_pct"]
    users = [e["id"] for e in r.real() if canonical(e["factory"]) == "nvvidconv"]
    if vic is None or vic < 80 or len(users) < 1:
        return []
    t, w, f = texts("VIC", vic=format(vic, ".0f"), count=len(users))
    return [finding("VIC", "F-VIC", t, w, f, elements=users,
                    evidence={"vic_pct": vic, "nvvidconv_count": len(users)})]


def rule_enc(r):
    out = []
    for e in r.real():
        if "enc" not in e["factory"]:
            continue
        props = {k.lower(): str(v).lower() for k, v in e["props"].items()}
        bad = {}
        if props.get("bframes", "0") not in ("0", ""):
            bad["bframes"] = props["bframes"]
        if props.get("insert-sps-pps") in ("false", "0"):
            bad["insert-sps-pps"] = props["insert-sps-pps"]
        if not bad:
            continue
        settings = ", ".join(f"{k}={v}" for k, v in bad.items())
        t, w, f = texts("ENC", element=e["id"], settings=settings)
        out.append(finding("ENC", "F-ENC-" + e["id"], t, w, f, elements=[e["id"]], evidence=bad))
    return out


def rule_cpu(r):
    out = []
    for e in r.real():
        if e["cpu"] is None or e["cpu"] < 90:
            continue
        t, w, f = texts("CPU", element=e["id"], cpu=format(e["cpu"], ".0f"))
        out.append(finding("CPU", "F-CPU-" + e["id"], t, w, f, elements=[e["id"]],
                           evidence={"cpu_pct": e["cpu"]}))
    return out


def rule_hw(r):
    out = []
    for key, unit in HW_UNITS:
        v = r.system_peak[key]
        if v is None or v < 95:
            continue
        t, w, f = texts("HW", unit=unit, value=format(v, ".0f"), key=key)
        out.append(finding("HW", "F-HW-" + key, t, w, f, evidence={key: v}))
    return out


def rule_qleak(r):
    return []          # no fixture has queue_levels


RULES = {"HOT": rule_hot, "OK": rule_ok, "ZC": rule_zc, "SW": rule_sw, "QUEUE": rule_queue,
         "SYNC": rule_sync, "CAPS": rule_caps, "STALL": rule_stall, "VIC": rule_vic, "ENC": rule_enc,
         "CPU": rule_cpu, "HW": rule_hw, "QLEAK": rule_qleak}


def evaluate(r):
    fired = []
    for rule in ORDER:
        if not all(r.caps.get(n) for n in NEEDS.get(rule, [])):
            continue
        for f in RULES[rule](r):
            if f["severity"] == "info":
                f["heuristic"] = rule not in ("HOT", "OK")
            elif VERIFIED.get(rule):
                f["heuristic"], f["verified_on"] = False, list(VERIFIED[rule])
            else:
                f["severity"], f["heuristic"] = "info", True
            fired.append(f)
    if any(f["rule"] not in ("HOT", "OK") for f in fired):
        fired = [f for f in fired if f["rule"] != "OK"]
    weight = {"high": 0, "medium": 1, "info": 2}
    fired.sort(key=lambda f: (weight[f["severity"]], -(f["share_of_latency_pct"] or 0)))
    for i, f in enumerate(fired):
        f["rank"] = i + 1
    return fired


# ---- verdict (§1) -------------------------------------------------------------

def header(r):
    parts = []
    if r.latency is not None:
        part = f"pipeline latency p95 {r.latency:.1f} ms"
        if r.frame_period is not None:
            part += f" (frame period {r.frame_period:.1f} ms)"
        parts.append(part)
    elif r.frame_period is not None:
        parts.append(f"frame period {r.frame_period:.1f} ms")
    hot = r.hot()
    if hot:
        parts.append("where the time goes: " + f" {MIDDOT} ".join(f"{e} {s:.0f}%" for e, _, s in hot[:3]))
    return f"  {MIDDOT}  ".join(parts) if parts else "no per-element timing on this capture"


def verdict_text(r, findings):
    lines = ["", "gst-profile verdict", "  " + header(r)]
    if not findings:
        return "\n".join(lines + ["  no findings."]) + "\n"
    lines.append("")
    for f in findings:
        tag = {"high": "!!", "medium": "! ", "info": "  "}[f["severity"]]
        marker = ("  (heuristic, not yet bench-verified)"
                  if f["heuristic"] and f["severity"] == "info" and f["rule"] not in ("HOT", "OK") else "")
        lines.append(f"  {tag}[{f['severity']:<6}] {f['rule']:<5} {f['title']}{marker}")
        lines.append(f"          why: {f['why']}")
        lines.append(f"          fix: {f['fix_text']}")
    lines += ["", f"  scoping: {SCOPE}"]
    return "\n".join(lines) + "\n"


def verdict_dict(r, findings):
    return {"header": header(r), "scope": SCOPE, "latency_ms_p95": r.latency,
            "frame_period_ms": r.frame_period,
            "hot": [{"element": e, "proc_ms_p95": round(v, 3), "share_pct": round(s, 1)}
                    for e, v, s in r.hot()[:8]],
            "findings": findings,
            "has_high_or_medium": any(f["severity"] in ("high", "medium") for f in findings)}


def main():
    check = "--check" in sys.argv[1:]
    differ = False
    for name in sorted(os.listdir(FIXTURES)):
        if not name.endswith(".json"):
            continue
        stem = name[:-5]
        d = json.load(open(os.path.join(FIXTURES, name)))
        r = Run(d)
        findings = evaluate(r)
        outputs = {
            stem + ".verdict.txt": verdict_text(r, findings),
            stem + ".findings.json": json.dumps(findings) + "\n",
            stem + ".verdict.json": json.dumps(verdict_dict(r, findings)) + "\n",
            stem + ".exit": "%d\n" % (1 if any(f["severity"] in ("high", "medium") for f in findings) else 0),
        }
        for fname, text in outputs.items():
            path = os.path.join(HERE, fname)
            if check:
                old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
                if old != text:
                    print("differs:", fname)
                    differ = True
            else:
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write(text)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
