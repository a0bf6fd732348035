#!/usr/bin/env python3
"""Precision of `payspec l10n check` over a labelled sample, recomputed on any run.

usage: precision.py REPORTS LABELS [--since OLD_REPORTS]
       precision.py REPORTS --draw CHECK --seed N [--count 15]

REPORTS is a folder of JSON reports as `measure.sh --keep DIR` leaves them (OWNER+NAME.json).
LABELS is a labels file (labels-round6.tsv): comment lines `# drawn<TAB>check<TAB>seed<TAB>n<TAB>
findings` say how each check's sample was drawn, then one labelled finding a line: project,
check, language, key, label (true when a translator should act on it), reason.

A finding is known by its project, check, language and key (the key is empty for a finding about
a whole catalog). A backslash, tab, line feed or carriage return in a field is written \\\\, \\t,
\\n or \\r, any other control or bidirectional formatting character \\uXXXX.

Per check the script prints the findings of REPORTS, the labelled findings still among them, how
many of those are true (the precision), and the labelled true findings that are gone (a lost true
finding). A check drawn more than once (two `# drawn` lines) is given pooled over its draws, then
one line per draw: a draw's labels are the next N labelled findings of that check in file order,
N being the draw's count. Then it lists the unlabelled findings that are new: those absent from OLD_REPORTS with
--since; without it, only a check whose every finding was labelled (drawn all) can tell a new
finding from one not drawn.

--draw prints the sample of one check the way the labels were drawn: every finding sorted by
project, language, key and message, then Python's random.Random(SEED).sample of COUNT (all of
them when there are fewer).
"""

import glob
import json
import os
import random
import sys

USAGE = __doc__.split("\n\n")[1]


def fail(message):
    sys.stderr.write("precision.py: " + escaped(message) + "\n" + USAGE + "\n")
    sys.exit(2)


SHORT_ESCAPES = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"}


def escaped(text):
    """A field as the labels file writes it and the terminal shows it: one line, no tab, and no
    control or bidirectional formatting character (a catalog's key could move the cursor or
    reorder the line it is printed on)."""
    out = []
    for char in text:
        code = ord(char)
        if char in SHORT_ESCAPES:
            out.append(SHORT_ESCAPES[char])
        elif code < 0x20 or 0x7F <= code < 0xA0 or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
            out.append(f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)


def read_reports(folder):
    """Every finding of every report in folder, as (project, check, language, key, message)."""
    paths = sorted(glob.glob(os.path.join(folder, "*.json")))
    if not paths:
        fail(f"{folder}: no JSON reports (OWNER+NAME.json) in it")
    findings = []
    for path in paths:
        project = os.path.basename(path)[: -len(".json")].replace("+", "/", 1)
        try:
            with open(path, encoding="utf-8") as handle:
                report = json.load(handle)
        except (OSError, ValueError) as error:
            fail(f"{path}: not a JSON report: {error}")
        for finding in report.get("findings", []):
            findings.append(
                tuple(
                    escaped(field)
                    for field in (
                        project,
                        finding["check"],
                        finding.get("language", ""),
                        finding.get("key", ""),
                        finding.get("message", ""),
                    )
                )
            )
    return findings


def read_labels(path):
    """The draws (check -> [(seed, n, findings)], in file order) and the labels (identity ->
    (label, reason), in file order)."""
    draws, labels = {}, {}
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
    except OSError as error:
        fail(f"{path}: {error.strerror}")
    for number, line in enumerate(lines, 1):
        if not line:
            continue
        fields = line.split("\t")
        if line.startswith("#"):
            if fields[0] == "# drawn" and len(fields) == 5:
                draws.setdefault(fields[1], []).append((int(fields[2]), int(fields[3]), int(fields[4])))
            continue
        if len(fields) != 6 or fields[4] not in ("true", "false"):
            fail(f"{path}:{number}:1: expected project, check, language, key, true or false, reason, tab-separated")
        identity = tuple(fields[:4])
        if identity in labels:
            fail(f"{path}:{number}:1: {' '.join(identity)} is labelled twice")
        labels[identity] = (fields[4] == "true", fields[5])
    return draws, labels


def draw(findings, check, seed, count):
    pool = sorted(f for f in findings if f[1] == check)
    return random.Random(seed).sample(pool, min(count, len(pool)))


def print_draws(check, check_draws, mine, present):
    """One line per draw of a check drawn more than once: its labels are the next N labelled
    findings of the check in file order."""
    if sum(n for _, n, _ in check_draws) != len(mine):
        print(f"  ({len(check_draws)} draws of {sum(n for _, n, _ in check_draws)} findings, {len(mine)} labelled: not told apart)")
        return
    start = 0
    for seed, n, total in check_draws:
        part = mine[start : start + n]
        start += n
        still = [verdict for identity, verdict in part if identity in present]
        right = sum(1 for truth, _ in still if truth)
        lost = sum(1 for identity, (truth, _) in part if truth and identity not in present)
        precision = f"{right / len(still):.2f}" if still else "-"
        label = f"  draw seed {seed} ({n} of {total})"
        print(f"{label:<32} {len(still):>9} {right:>5} {precision:>9} {lost:>9}")


def main(argv):
    args = list(argv)
    if "-h" in args or "--help" in args:
        print(__doc__.strip())
        return 0
    options = {}
    for name in ("--since", "--draw", "--seed", "--count"):
        if name in args:
            at = args.index(name)
            if at + 1 >= len(args):
                fail(f"{name} needs a value")
            options[name] = args[at + 1]
            del args[at : at + 2]
    if "--draw" in options:
        if len(args) != 1 or "--seed" not in options:
            fail("--draw needs REPORTS and --seed")
        try:
            seed, count = int(options["--seed"]), int(options.get("--count", "15"))
        except ValueError:
            fail("--seed and --count take whole numbers")
        if count < 1:
            fail("--count must be at least 1")
        for finding in draw(read_reports(args[0]), options["--draw"], seed, count):
            print("\t".join(finding))
        return 0
    if len(args) != 2:
        fail("expected REPORTS and LABELS")
    findings = read_reports(args[0])
    draws, labels = read_labels(args[1])
    present = {f[:4] for f in findings}
    old = {f[:4] for f in read_reports(options["--since"])} if "--since" in options else None
    checks = sorted({f[1] for f in findings} | {identity[1] for identity in labels} | set(draws))
    print(f"{'check':<22} {'findings':>9} {'labelled':>9} {'true':>5} {'precision':>9} {'lost true':>9}")
    new = []
    for check in checks:
        count = sum(1 for f in findings if f[1] == check)
        mine = [(identity, verdict) for identity, verdict in labels.items() if identity[1] == check]
        still = [verdict for identity, verdict in mine if identity in present]
        right = sum(1 for truth, _ in still if truth)
        lost = sum(1 for identity, (truth, _) in mine if truth and identity not in present)
        precision = f"{right / len(still):.2f}" if still else "-"
        print(f"{check:<22} {count:>9} {len(still):>9} {right:>5} {precision:>9} {lost:>9}")
        if len(draws.get(check, [])) > 1:
            print_draws(check, draws[check], mine, present)
        # Only a check whose every draw took all of its findings was labelled in full.
        whole = check in draws and all(n == total for _, n, total in draws[check])
        for finding in sorted(set(f[:4] for f in findings if f[1] == check)):
            if finding in labels:
                continue
            if (old is not None and finding not in old) or (old is None and whole):
                new.append(finding)
    if old is None:
        print("unlabelled new findings (checks labelled in full; --since OLD_REPORTS for every check):")
    else:
        print("unlabelled new findings (absent from " + options["--since"] + "):")
    for finding in new:
        print("  " + "\t".join(finding))
    if not new:
        print("  none")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
