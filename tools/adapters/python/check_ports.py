#!/usr/bin/env python3
"""Checks a Python port against the golden vectors.

Usage: check_ports.py MODULE.py [GOLDEN_DIR]

Loads MODULE.py, which exposes SUITES = {suite: function(input, choices) -> output}, and runs
every vector of every golden file (default: the repository's golden/) whose suite the module
has: once with the reference choices against "expect", and once per "expectByChoice" entry
with that option declared. An expected {"$match": "uuid"} accepts any UUID string,
{"$match": "any"} anything and {"$ignoringCase": "X-Request-Id"} that string in any letter case. Prints each failure and a summary; exits 1 when anything fails.
"""

import importlib.util
import json
import os
import re
import sys

UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$")


def mismatches(expected, actual, path="expect"):
    """Every path where actual differs from expected, as text."""
    if isinstance(expected, dict) and len(expected) == 1 and "$match" in expected:
        kind = expected["$match"]
        ok = kind == "any" or (kind == "uuid" and isinstance(actual, str) and UUID.match(actual))
        return [] if ok else [f"{path}: expected a {kind}, got {json.dumps(actual, ensure_ascii=False)}"]
    if isinstance(expected, dict) and len(expected) == 1 and "$ignoringCase" in expected:
        text = expected["$ignoringCase"]
        ok = isinstance(actual, str) and isinstance(text, str) and actual.lower() == text.lower()
        return [] if ok else [f"{path}: expected {json.dumps(text)} in any case, got {json.dumps(actual, ensure_ascii=False)}"]
    if isinstance(expected, dict) and isinstance(actual, dict):
        out = []
        for key in sorted(set(expected) | set(actual)):
            if key not in actual:
                out.append(f"{path}.{key}: missing")
            elif key not in expected:
                out.append(f"{path}.{key}: unexpected {json.dumps(actual[key], ensure_ascii=False)}")
            else:
                out += mismatches(expected[key], actual[key], f"{path}.{key}")
        return out
    if isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        return [m for index, (e, a) in enumerate(zip(expected, actual)) for m in mismatches(e, a, f"{path}[{index}]")]
    same_kind = isinstance(expected, bool) == isinstance(actual, bool)
    numbers = all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in (expected, actual))
    if same_kind and (expected == actual if numbers or type(expected) is type(actual) else False):
        return []
    shown = json.dumps(expected, ensure_ascii=False), json.dumps(actual, ensure_ascii=False)
    return [f"{path}: expected {shown[0]}, got {shown[1]}"]


def load_module(path):
    spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(path))[0], path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(function, vector, expected, choices):
    try:
        output = function(vector["input"], choices)
    except Exception as error:  # a port's exception is a failure of that vector, not of the run
        return [f"raised {type(error).__name__}: {error}"]
    return mismatches(expected, output)


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    module = load_module(argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    golden = argv[2] if len(argv) > 2 else os.path.join(here, "..", "..", "..", "golden")
    passed = failed = 0
    per_suite = {}
    for name in sorted(os.listdir(golden)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(golden, name), encoding="utf-8") as f:
            suite = json.load(f)
        function = module.SUITES.get(suite.get("suite"))
        if function is None:
            continue
        counts = per_suite.setdefault(suite["suite"], [0, 0])
        for vector in suite["vectors"]:
            runs = [(vector["expect"], {}, "")]
            for key, expected in sorted(vector.get("expectByChoice", {}).items()):
                # a key may name several options at once: "a=x,b=y"
                declared = dict(pair.split("=", 1) for pair in key.split(","))
                runs.append((expected, declared, f" [{key}]"))
            for expected, choices, label in runs:
                problems = run(function, vector, expected, choices)
                if problems:
                    failed += 1
                    counts[1] += 1
                    print(f"FAIL {vector['id']}{label}: " + "; ".join(problems[:3]))
                else:
                    passed += 1
                    counts[0] += 1
    for suite, (ok, bad) in sorted(per_suite.items()):
        print(f"{suite}: {ok} passed, {bad} failed")
    print(f"{os.path.basename(argv[1])}: {passed} passed, {failed} failed, {len(per_suite)} suites")
    return 1 if failed or not per_suite else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
