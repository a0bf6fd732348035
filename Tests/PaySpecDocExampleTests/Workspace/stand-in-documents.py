#!/usr/bin/env python3
"""Writes stand-in vendor documents for `payspec spec check --documents`.

Usage: stand-in-documents.py SPEC_DIR OUT_DIR

The real vendor documents are not shipped with the kit. These stand-ins are made from spec/
itself: every line a row cites holds that row's values (its key and the other string values,
which include the verbatim ones the check looks for); every other line is filler.
"""
import json
import os
import re
import sys

META = {"level", "source", "why", "fieldLevels", "ambiguity"}


def cited(lines):
    out = []
    for part in lines.split(","):
        ends = [int(e[1:]) for e in part.split("-")]
        out.append((ends[0], ends[-1]))
    return out


def main(spec, out):
    documents = {}
    for root, _, files in os.walk(spec):
        for name in sorted(files):
            if not name.endswith(".json") or "translations" in root:
                continue
            with open(os.path.join(root, name), encoding="utf-8") as f:
                table = json.load(f)
            for row in table.get("rows", []):
                source = row.get("source")
                if not isinstance(source, dict) or "lines" not in source:
                    continue
                ranges = cited(source["lines"])
                doc = documents.setdefault(source["document"], {"length": 0, "lines": {}})
                doc["length"] = max(doc["length"], max(last for _, last in ranges))
                values = [v for k, v in sorted(row.items()) if k not in META and isinstance(v, str)]
                doc["lines"].setdefault(ranges[0][0], []).extend(values)
    os.makedirs(out, exist_ok=True)
    for name, doc in documents.items():
        if not re.fullmatch(r"[^/\x00]+", name):
            sys.exit(f"refusing document name {name!r}")
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            for n in range(1, doc["length"] + 1):
                f.write(" | ".join(doc["lines"].get(n, [f"filler line {n}"])) + "\n")
    print(f"wrote {len(documents)} stand-in documents to {out}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: stand-in-documents.py SPEC_DIR OUT_DIR")
    main(sys.argv[1], sys.argv[2])
