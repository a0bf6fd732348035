#!/usr/bin/env python3
"""A held-out hardening matrix over the newer surfaces of `payspec`.

Usage: heldout.py PAYSPEC [--jobs N] [--only SUBSTRING] [--summary FILE] [--verbose]

PAYSPEC is a built `payspec` (debug or release); this script never builds. The reference
adapter is looked for beside it. Every case runs in a fresh scratch folder, under `nice`, in a
session of its own, and is judged from outside only: the exit status, what was printed, the
files left behind, the processes left in the session, CPU time and peak memory (VmHWM sampled
while the case runs). Standard library only.

Classes: crash, hang, unbounded, data-loss, raw-control, wrong-exit, unnamed.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLASSES = ["crash", "hang", "unbounded", "data-loss", "raw-control", "wrong-exit", "unnamed"]
ESC = "\x1b[31mESCRED\x1b[0m"
BEL = "BELL\x07"
C1 = "C1\u009b31m"
BIDI = "BIDI\u202egnp.exe"
WF = "x\n  ::warning::PWNED"
HASH = "y##[error]PWNED"
HOSTILE = {"esc": ESC, "bel": BEL, "c1": C1, "bidi": BIDI, "wf": WF, "hash": HASH}

PAYSPEC = None
ADAPTER = None
FIX = None  # shared fixtures folder
RNG = random.Random(20261205)


class Result:
    def __init__(self):
        self.rc = None
        self.out = b""
        self.err = b""
        self.cpu = 0.0
        self.rss_kb = 0
        self.timed_out = False
        self.sent = None
        self.left = []
        self.wall = 0.0

    @property
    def text(self):
        return (self.out + self.err).decode("utf-8", "replace")

    @property
    def etext(self):
        return self.err.decode("utf-8", "replace")


def session_members(sid):
    pids = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                data = f.read().decode("latin-1")
        except OSError:
            continue
        rest = data[data.rfind(")") + 2:].split()
        # fields after comm: state ppid pgrp session
        if len(rest) > 3 and rest[3] == str(sid) and rest[0] != "Z":
            pids.append(int(name))
    return pids


def read_hwm(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def run(args, cwd, timeout=60, sig=None, at=None, stdin=None, env=None, group=False):
    """Runs payspec (or anything) in a session of its own and measures it."""
    r = Result()
    full_env = dict(os.environ)
    full_env.pop("GITHUB_ACTIONS", None)
    if env:
        full_env.update(env)
    start = time.monotonic()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        p = subprocess.Popen(
            ["nice", "-n", "5"] + args, cwd=cwd, stdout=out, stderr=err,
            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
            env=full_env, start_new_session=True)
        if stdin is not None:
            try:
                p.stdin.write(stdin)
                p.stdin.close()
            except OSError:
                pass
        status = None
        usage = None
        signalled_at = None
        while True:
            pid, st, ru = os.wait4(p.pid, os.WNOHANG)
            if pid == p.pid:
                status, usage = st, ru
                break
            now = time.monotonic() - start
            r.rss_kb = max(r.rss_kb, read_hwm(p.pid))
            if sig is not None and r.sent is None and now >= at:
                try:
                    if group:
                        os.killpg(p.pid, sig)
                    else:
                        os.kill(p.pid, sig)
                except OSError:
                    pass
                r.sent = sig
                signalled_at = now
            limit = timeout if signalled_at is None else min(timeout, signalled_at + 15)
            if now > limit:
                r.timed_out = True
                try:
                    os.killpg(p.pid, signal.SIGKILL)
                except OSError:
                    pass
                pid, status, usage = os.wait4(p.pid, 0)
                break
            time.sleep(0.01)
        p.returncode = 0  # reaped by wait4
        r.wall = time.monotonic() - start
        if os.WIFSIGNALED(status):
            r.rc = -os.WTERMSIG(status)
        else:
            r.rc = os.WEXITSTATUS(status)
        r.cpu = usage.ru_utime + usage.ru_stime
        # processes the command left in its session (adapters, compilers, shells)
        deadline = time.monotonic() + 3
        left = session_members(p.pid)
        while left and time.monotonic() < deadline:
            time.sleep(0.1)
            left = session_members(p.pid)
        r.left = left
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        out.seek(0)
        err.seek(0)
        r.out = out.read()
        r.err = err.read()
    return r


def payspec(*args, **kw):
    cwd = kw.pop("cwd")
    return run([PAYSPEC] + list(args), cwd, **kw)


# ---------------------------------------------------------------------------------------------
# judging helpers


class Case:
    def __init__(self, name, fn, timeout=60):
        self.name = name
        self.fn = fn
        self.timeout = timeout
        self.findings = []
        self.dir = None
        self.wall = 0.0
        self.notes = []

    def flag(self, cls, detail):
        assert cls in CLASSES, cls
        self.findings.append((cls, detail))


def snapshot(path):
    """Every file and folder under path with its content hash (links and FIFOs by kind)."""
    snap = {}
    for root, dirs, files in os.walk(path):
        for name in dirs + files:
            full = os.path.join(root, name)
            rel = os.path.relpath(full, path)
            st = os.lstat(full)
            if stat.S_ISLNK(st.st_mode):
                snap[rel] = "link:" + os.readlink(full)
            elif stat.S_ISDIR(st.st_mode):
                snap[rel] = "dir"
            elif stat.S_ISREG(st.st_mode):
                with open(full, "rb") as f:
                    snap[rel] = hashlib.sha256(f.read()).hexdigest()
            else:
                snap[rel] = "special"
    return snap


def debris(case, before):
    """Temporary or staging files the command left (names it did not have before)."""
    after = snapshot(case.dir)
    for rel in after:
        if rel in before:
            continue
        base = os.path.basename(rel)
        if base.startswith(".") or ".tmp" in base or base.endswith("~") or "staging" in base.lower():
            case.flag("data-loss", f"debris left: {rel!r}")


def unchanged(case, before, paths):
    after = snapshot(case.dir)
    for rel in paths:
        if before.get(rel) != after.get(rel):
            case.flag("data-loss", f"{rel!r} changed ({before.get(rel)} -> {after.get(rel)})")
    return after


def basic(case, r, expect=None, names=None, promise_orderly=False):
    """Crash, hang, exit code and naming checks shared by every case."""
    case.notes.append(f"exit {r.rc}: {short(r.etext)[:100]}")
    if r.timed_out:
        case.flag("hang", f"no end within the timeout (wall {r.wall:.1f}s)")
    if r.left:
        case.flag("hang", f"{len(r.left)} process(es) left running in the session")
    if r.rc is not None and r.rc < 0 and not r.timed_out:  # the SIGKILL of a timeout is the matrix's
        if r.sent is None or -r.rc != r.sent:
            case.flag("crash", f"died of signal {-r.rc}")
        elif promise_orderly:
            case.flag("wrong-exit", f"died of the {signal.Signals(-r.rc).name} it was sent instead of stopping in order")
    elif r.rc is not None and r.rc >= 128 and not r.timed_out:
        if r.sent is None:
            case.flag("crash", f"exit {r.rc}")
    text = r.text
    if "Fatal error" in text or "Segmentation" in text or "stack overflow" in text.lower():
        case.flag("crash", "runtime trap text: " + first_line(text, "Fatal error"))
    if expect is not None and not r.timed_out and r.rc is not None and r.rc >= 0:
        if r.rc not in expect:
            case.flag("wrong-exit", f"exit {r.rc}, expected {sorted(expect)}: {short(r.etext)}")
    if names and r.rc in (2, 74):
        low = text.lower()
        if not any(n.lower() in low for n in names):
            case.flag("unnamed", f"message names none of {names}: {short(r.etext)}")


def first_line(text, needle):
    for line in text.splitlines():
        if needle in line:
            return line[:200]
    return text[:200]


def short(text):
    text = text.strip().replace("\n", " | ")
    return text[:240]


RAW_BIDI = [chr(c).encode() for c in list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A))]


def raw_check(case, r):
    data = r.out + r.err
    if b"\x1b" in data:
        case.flag("raw-control", "ESC printed raw")
    if b"\x07" in data:
        case.flag("raw-control", "BEL printed raw")
    for b in range(0x80, 0xA0):
        if bytes([0xC2, b]) in data:
            case.flag("raw-control", f"C1 U+{b:04X} printed raw")
            break
    for seq in RAW_BIDI:
        if seq in data:
            case.flag("raw-control", "bidi control printed raw")
            break
    text = data.decode("utf-8", "replace")
    for sep in ["\r", "\u0085", "\u2028", "\u2029"]:
        text = text.replace(sep, "\n")
    for line in text.split("\n"):
        # payspec's own --format github annotations start with '::' on purpose; the input's
        # command must not start a line
        if line.lstrip().startswith("::warning::PWNED"):
            if "PWNED" in line:
                case.flag("raw-control", "workflow command printed at a line start: " + line.strip()[:80])
                break
    if b"##[error]PWNED" in data:
        case.flag("raw-control", "##[error] printed raw")


def judge_scaling(case, results, sizes, floor_cpu, factor=10.0):
    """results[i] at sizes[i]; flags when 4x the input costs more than factor x the CPU or RSS."""
    c = [max(x.cpu - floor_cpu, 0.0) for x in results]
    m = [x.rss_kb for x in results]
    case.notes.append("cpu " + ", ".join(f"{x:.2f}" for x in c) + " s; rss " + ", ".join(f"{x // 1024}" for x in m) + " MiB")
    base = max(c[0], 0.15)
    if c[-1] > factor * base:
        case.flag("unbounded", f"CPU {c[0]:.2f}s at 1x, {c[-1]:.2f}s at {sizes[-1] // sizes[0]}x")
    rbase = max(m[0] - FLOOR_RSS, 16 * 1024)
    if m[-1] - FLOOR_RSS > factor * rbase:
        case.flag("unbounded", f"peak RSS {m[0] // 1024} MiB at 1x, {m[-1] // 1024} MiB at {sizes[-1] // sizes[0]}x")
    for x in results:
        if x.timed_out:
            case.flag("unbounded", "a size did not finish within the timeout")
            break


FLOOR_CPU = 0.0
FLOOR_RSS = 0


# ---------------------------------------------------------------------------------------------
# fixtures


def write(path, data, mode="w"):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    if isinstance(data, bytes):
        with open(path, "wb") as f:
            f.write(data)
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write(data)


def make_fixtures():
    global FLOOR_CPU, FLOOR_RSS
    r = payspec("--version", cwd=FIX)
    FLOOR_CPU = r.cpu
    FLOOR_RSS = r.rss_kb
    r = payspec("run", "--suite", "seb.*", "--format", "json", "--output", "run.json", cwd=FIX)
    assert r.rc == 0, r.text
    r = payspec("vectors", "export", "--suite", "seb.*", "--output", "requests.jsonl", cwd=FIX)
    assert r.rc == 0, r.text
    ids = []
    with open(os.path.join(FIX, "requests.jsonl")) as f:
        for line in f:
            ids.append(json.loads(line)["id"])
    write(os.path.join(FIX, "outputs.jsonl"), "".join(json.dumps({"id": i, "output": {}}) + "\n" for i in ids))
    for fmt in ["xcstrings", "xliff", "csv", "strings", "android", "json", "arb", "po"]:
        out = os.path.join(FIX, "export", "x." + fmt if fmt in ("xcstrings", "csv") else fmt)
        r = payspec("l10n", "export", "--format", fmt, "--output", out, cwd=FIX)
        assert r.rc == 0, r.text
    # a big recording of unknown ids (valid lines) for signals during check
    with open(os.path.join(FIX, "big.jsonl"), "w") as f:
        for n in range(300000):
            f.write('{"id":"seb.none/x%d","output":{"outcome":"succeeded"}}\n' % n)
    # Catalogs as an app holds them, made from the export (the matrix needs nothing of the
    # checkout beyond itself): App/ with two .lproj folders, and an Android app whose keys are
    # its own names for the SDK's, mapped by its payspec-l10n.json.
    for lang in ("cs", "de"):
        shutil.copytree(os.path.join(FIX, "export", "strings", lang + ".lproj"), os.path.join(FIX, "App", lang + ".lproj"))
    texts = {}
    for lang in ("en", "cs", "de"):
        with open(os.path.join(FIX, "export", "json", lang + ".json"), encoding="utf-8") as f:
            texts[lang] = json.load(f)

    def snake(key):
        return "comgate_" + "".join("_" + ch.lower() if ch.isupper() else ch for ch in key)

    def android(text):
        text = text.replace("\\", "\\\\").replace("'", "\\'").replace('"', '\\"')
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    key_map = {snake(k): k for k in texts["en"]}
    for lang, folder in (("en", "values"), ("cs", "values-cs"), ("de", "values-de")):
        body = '<string name="app_name">Pizza</string>' + "".join(
            '<string name="%s">%s</string>' % (snake(k), android(v)) for k, v in sorted(texts[lang].items()))
        write(os.path.join(FIX, "pizza-app", "app", "src", "main", "res", folder, "strings.xml"), "<resources>" + body + "</resources>\n")
    write(os.path.join(FIX, "pizza-app", "payspec-l10n.json"), json.dumps({"keyMap": key_map}, indent=2, sort_keys=True))
    write(os.path.join(FIX, "key-map.json"), json.dumps({"keyMap": key_map}, indent=2, sort_keys=True))
    return ids


def clone(case, *names):
    for name in names:
        src = os.path.join(FIX, name)
        dst = os.path.join(case.dir, os.path.basename(name))
        if os.path.isdir(src):
            shutil.copytree(src, dst)
        else:
            shutil.copy(src, dst)


def strings_file(pairs):
    return "".join('"%s" = "%s";\n' % (k, v) for k, v in pairs)


def base_catalog(case, folder="cat", keys=3, extra=None):
    pairs = [("k%d" % i, "Value %d" % i) for i in range(keys)]
    write(os.path.join(case.dir, folder, "en.lproj", "Localizable.strings"), strings_file(pairs))
    write(os.path.join(case.dir, folder, "de.lproj", "Localizable.strings"),
          strings_file([(k, "Wert " + k) for k, _ in pairs[:-1]] + (extra or [])))


# ---------------------------------------------------------------------------------------------
# case builders

CASES = []


def case(name, timeout=60):
    def deco(fn):
        CASES.append(Case(name, fn, timeout))
        return fn
    return deco


def add(name, fn, timeout=60):
    CASES.append(Case(name, fn, timeout))


# --- 1. writers aimed at what they must not replace ----------------------------------------

# Each writer: (label, setup(case) -> None, argv(target) -> list, inputs, refuses_existing)
def w_run(t):
    return ["run", "--suite", "seb.status-outcome", "--format", "json", "--output", t]


def w_check(t):
    return ["check", "--outputs", "outputs.jsonl", "--suite", "seb.*", "--format", "json", "--output", t]


def w_report(t):
    return ["report", "run.json", "--format", "json", "--output", t]


def w_shields(t):
    return ["report", "run.json", "--shields", t, "--output", "matrix.md"]


def w_l10n_out(t):
    return ["l10n", "check", "--languages", "cs,de", "App", "--format", "json", "--output", t]


def w_l10n_base(t):
    return ["l10n", "check", "--languages", "cs,de", "App", "--write-baseline", t]


def w_vexport(t):
    return ["vectors", "export", "--suite", "seb.status-outcome", "--output", t]


def w_fuzz(t):
    return ["fuzz", "--adapter", ADAPTER, "--suite", "seb.status-outcome", "--count", "50", "--format", "json", "--output", t]


def w_compare(t):
    return ["compare", "--adapter", ADAPTER, "--outputs", "outputs.jsonl", "--suite", "seb.status-outcome",
            "--generated", "0", "--format", "json", "--output", t]


def w_export(fmt):
    def argv(t):
        return ["l10n", "export", "--format", fmt, "--output", t]
    return argv


FILE_WRITERS = [
    ("run", w_run, False),
    ("check", w_check, False),
    ("report", w_report, False),
    ("l10n-check-output", w_l10n_out, False),
    ("l10n-write-baseline", w_l10n_base, True),
    ("vectors-export", w_vexport, False),
    ("fuzz", w_fuzz, False),
    ("compare", w_compare, False),
    ("export-xcstrings", w_export("xcstrings"), True),
    ("export-csv", w_export("csv"), True),
]
FOLDER_WRITERS = [("export-" + f, w_export(f)) for f in ["xliff", "strings", "android", "json", "arb", "po"]] + [
    ("report-shields", w_shields)]


def setup_inputs(case):
    clone(case, "run.json", "outputs.jsonl", "App")


def target_case(label, argv, kind, refuses_existing=False, folder=False):
    def fn(case):
        setup_inputs(case)
        d = case.dir
        expect = None
        names = None
        protect = []
        target = "out"
        if kind == "symlink-loop":
            os.symlink("loop-b", os.path.join(d, "loop-a"))
            os.symlink("loop-a", os.path.join(d, "loop-b"))
            target, expect, names = "loop-a", {2}, ["loop-a"]
            protect = ["loop-a", "loop-b"]
        elif kind == "directory":
            os.mkdir(os.path.join(d, "adir"))
            write(os.path.join(d, "adir", "keep.txt"), "keep")
            target, expect, names = "adir", {2, 74}, ["adir"]
            protect = ["adir/keep.txt"]
            if folder:
                expect = {0}  # a folder holding other files only: nothing is replaced, so nothing is refused
        elif kind == "fifo":
            os.mkfifo(os.path.join(d, "pipe"))
            target = "pipe"
            if folder:
                expect, names = {2, 74}, ["pipe"]
            else:
                # a FIFO is written straight through (documented); nobody reads it here, so the
                # command may block: open a reader that drains it.
                target = None
        elif kind == "dev-full":
            target, expect, names = "/dev/full", {74}, ["/dev/full"]
            if folder:
                expect = {2, 74}
        elif kind == "unwritable":
            target, expect, names = "/proc/1/payspec-out", {74, 2}, ["/proc/1/payspec-out"]
        elif kind == "missing-parent":
            target, expect, names = "no/such/parent/out.json", {0, 74, 2}, ["no/such/parent"]
        elif kind == "empty":
            target, expect, names = "", {2}, ["--output", "--shields", "--write-baseline"]
        elif kind == "existing":
            write(os.path.join(d, "mine.txt"), "the app's own file\n")
            if folder:
                os.mkdir(os.path.join(d, "res"))
                write(os.path.join(d, "res", "mine.txt"), "the app's own file\n")
                # put a file where the export would write one, so the export must replace it
                for rel in ["values/strings.xml", "de.json", "app_de.arb", "de.po", "de.lproj/Localizable.strings",
                            "de.xliff", "payspec-reference.json"]:
                    write(os.path.join(d, "res", rel), "the app's own file\n")
                target, protect = "res", ["res/mine.txt", "res/values/strings.xml", "res/de.json", "res/app_de.arb",
                                          "res/de.po", "res/de.lproj/Localizable.strings", "res/de.xliff",
                                          "res/payspec-reference.json"]
                expect, names = {0, 2}, ["res"]
            else:
                target = "mine.txt"
                if refuses_existing:
                    expect, names, protect = {2}, ["mine.txt"], ["mine.txt"]
                else:
                    expect = {0, 1}
        if target is None:
            # FIFO for a file writer: drain it on a thread
            got = []

            def drain():
                with open(os.path.join(d, "pipe"), "rb") as f:
                    got.append(f.read())
            th = threading.Thread(target=drain, daemon=True)
            th.start()
            before = snapshot(d)
            r = payspec(*argv("pipe"), cwd=d, timeout=60)
            th.join(5)
            basic(case, r, expect={0, 1})
            if th.is_alive():
                case.flag("hang", "FIFO reader never saw an end of file")
            debris(case, before)
            return
        before = snapshot(d)
        r = payspec(*argv(target), cwd=d, timeout=60)
        basic(case, r, expect=expect, names=names)
        raw_check(case, r)
        unchanged(case, before, protect + ["run.json", "outputs.jsonl"])
        debris(case, before)
        if kind == "symlink-loop" and not os.path.islink(os.path.join(d, "loop-a")):
            case.flag("data-loss", "the symlink loop was replaced")
    return fn


KINDS_FILE = ["symlink-loop", "directory", "fifo", "dev-full", "unwritable", "missing-parent", "empty", "existing"]
KINDS_FOLDER = ["symlink-loop", "directory", "fifo", "dev-full", "unwritable", "empty", "existing"]
FULL_FILE = ("report", "l10n-write-baseline", "export-xcstrings", "export-csv")
for label, argv, refuses in FILE_WRITERS:
    kinds = KINDS_FILE if label in FULL_FILE else ["symlink-loop", "directory", "dev-full", "empty"]
    for kind in kinds:
        add(f"write/{label}/{kind}", target_case(label, argv, kind, refuses), timeout=90)
for label, argv in FOLDER_WRITERS:
    kinds = KINDS_FOLDER if label in ("report-shields", "export-po") else ["symlink-loop", "fifo", "dev-full", "existing"]
    for kind in kinds:
        add(f"write/{label}/{kind}", target_case(label, argv, kind, folder=True), timeout=90)


# writers aimed at their own inputs, spelled several ways
def own_input_case(label, make_argv, input_rel, spelling):
    def fn(case):
        setup_inputs(case)
        d = case.dir
        clone(case, "key-map.json")
        write(os.path.join(d, "baseline.txt"), "missing-key\tde\tnothing\n")
        write(os.path.join(d, "expect.json"), '{"expectations": []}\n')
        write(os.path.join(d, "texts.strings"), '"payButtonText" = "Pay";\n')
        target = input_rel
        if spelling == "dot":
            target = "./" + input_rel
        elif spelling == "updown":
            os.makedirs(os.path.join(d, "sub"), exist_ok=True)
            target = "sub/../" + input_rel
        elif spelling == "absolute":
            target = os.path.join(d, input_rel)
        elif spelling == "symlink":
            os.symlink(input_rel, os.path.join(d, "alias"))
            target = "alias"
        elif spelling == "hardlink":
            os.link(os.path.join(d, input_rel), os.path.join(d, "hard"))
            target = "hard"
        before = snapshot(d)
        r = payspec(*make_argv(target), cwd=d, timeout=60)
        basic(case, r, expect={2}, names=[os.path.basename(input_rel), os.path.basename(target), "--baseline", "--write-baseline"])
        unchanged(case, before, [input_rel])
        debris(case, before)
    return fn


OWN = [
    ("report-output-run", lambda t: ["report", "run.json", "--output", t], "run.json"),
    ("report-shields-run", None, "run.json"),
    ("check-output-outputs", lambda t: ["check", "--outputs", "outputs.jsonl", "--output", t], "outputs.jsonl"),
    ("check-output-texts", lambda t: ["check", "--outputs", "outputs.jsonl", "--texts", "texts.strings", "--output", t], "texts.strings"),
    ("run-output-expect", lambda t: ["run", "--suite", "seb.status-outcome", "--expect", "expect.json", "--output", t], "expect.json"),
    ("run-output-texts", lambda t: ["run", "--suite", "comgate.translations", "--texts", "texts.strings", "--output", t], "texts.strings"),
    ("l10n-output-catalog", lambda t: ["l10n", "check", "--languages", "cs,de", "App/de.lproj/Localizable.strings", "App", "--output", t], "App/de.lproj/Localizable.strings"),
    ("l10n-output-keymap", lambda t: ["l10n", "check", "--key-map", "key-map.json", "pizza-app", "--output", t], "key-map.json"),
    ("l10n-output-baseline", lambda t: ["l10n", "check", "--languages", "cs,de", "--baseline", "baseline.txt", "App", "--output", t], "baseline.txt"),
    ("l10n-writebaseline-baseline", lambda t: ["l10n", "check", "--languages", "cs,de", "--baseline", "baseline.txt", "App", "--write-baseline", t, "--force"], "baseline.txt"),
    ("l10n-writebaseline-catalog", lambda t: ["l10n", "check", "--languages", "cs,de", "App", "--write-baseline", t, "--force"], "App/de.lproj/Localizable.strings"),
    ("compare-output-outputs", lambda t: ["compare", "--adapter", ADAPTER, "--outputs", "outputs.jsonl", "--generated", "0", "--suite", "seb.status-outcome", "--output", t], "outputs.jsonl"),
    ("export-csv-onto-outputs", lambda t: ["l10n", "export", "--format", "csv", "--output", t], "outputs.jsonl"),
]
SPELLINGS = ["dot", "updown", "absolute", "symlink", "hardlink"]
for n, (label, mk, rel) in enumerate(OWN):
    if mk is None:
        continue
    spellings = ["same"] if label.startswith("export") else ["same", SPELLINGS[n % 5], SPELLINGS[(n + 2) % 5]]
    for spelling in spellings:
        add(f"own-input/{label}/{spelling}", own_input_case(label, mk, rel, spelling))


def shields_onto_run(spelling):
    def fn(case):
        d = case.dir
        clone(case, "run.json")
        name = json.load(open(os.path.join(d, "run.json")))["implementation"]["name"]
        os.makedirs(os.path.join(d, "badges"))
        shutil.copy(os.path.join(d, "run.json"), os.path.join(d, "badges", name + ".json"))
        runfile = "badges/%s.json" % name if spelling == "same" else "./badges/../badges/%s.json" % name
        before = snapshot(d)
        r = payspec("report", runfile, "--shields", "badges", "--output", "m.md", cwd=d)
        basic(case, r, expect={2}, names=[name + ".json"])
        unchanged(case, before, ["badges/%s.json" % name])
        debris(case, before)
    return fn


add("own-input/report-shields-run/same", shields_onto_run("same"))
add("own-input/report-shields-run/spelled", shields_onto_run("spelled"))


def twice_case(label, argv_of):
    def fn(case):
        setup_inputs(case)
        d = case.dir
        write(os.path.join(d, "F"), "old baseline\tde\tk\n")
        before = snapshot(d)
        r = payspec(*argv_of(), cwd=d)
        basic(case, r, expect={2}, names=["F", "--output", "--write-baseline"])
        unchanged(case, before, ["F"])
        debris(case, before)
    return fn


add("twice/l10n-baseline-output-same", twice_case("a", lambda: ["l10n", "check", "App", "--write-baseline", "F", "--output", "F", "--force"]))
add("twice/l10n-baseline-output-dot", twice_case("b", lambda: ["l10n", "check", "App", "--write-baseline", "./F", "--output", "F", "--force"]))
add("twice/l10n-baseline-output-abs", twice_case("c", lambda: ["l10n", "check", "App", "--write-baseline", "F", "--output", os.path.join(os.getcwd(), "nonexistent-never"), "--force"]))
add("twice/drift-baseline-output", twice_case("d", lambda: ["drift", "--docs", "run.json", "--spec", os.path.join(ROOT, "spec"), "--write-baseline", "F", "--output", "F", "--force"]))
add("twice/report-output-shields-file", twice_case("e", lambda: ["report", "run.json", "--output", "F", "--shields", "F"]))


# the "abs" case above compares two different files; it must not refuse
def fix_abs(case):
    setup_inputs(case)
    d = case.dir
    write(os.path.join(d, "F"), "old\n")
    os.symlink("F", os.path.join(d, "G"))
    before = snapshot(d)
    r = payspec("l10n", "check", "App", "--write-baseline", "G", "--output", "F", "--force", cwd=d)
    basic(case, r, expect={2}, names=["F", "G"])
    unchanged(case, before, ["F"])
    debris(case, before)


CASES[:] = [c for c in CASES if c.name != "twice/l10n-baseline-output-abs"]
add("twice/l10n-baseline-output-symlink", fix_abs)


def export_partial_folder(fmt, blocker):
    """A folder export with --force where one file's place holds a folder: 74, nothing changed."""
    def fn(case):
        d = case.dir
        os.makedirs(os.path.join(d, "out"))
        write(os.path.join(d, "out", "mine.txt"), "mine")
        shutil.copytree(os.path.join(FIX, "export", fmt), os.path.join(d, "out"), dirs_exist_ok=True)
        # make every exported file's content different so a partial write shows
        for root, _, files in os.walk(os.path.join(d, "out")):
            for f in files:
                with open(os.path.join(root, f), "a") as h:
                    h.write("\n")
        target = os.path.join(d, "out", blocker)
        if os.path.exists(target):
            os.remove(target)
        os.makedirs(target)
        write(os.path.join(target, "inside"), "x")
        before = snapshot(d)
        r = payspec("l10n", "export", "--format", fmt, "--output", "out", "--force", cwd=d)
        basic(case, r, expect={2, 74}, names=[blocker])
        after = snapshot(d)
        changed = [k for k in before if before[k] != after.get(k)]
        if changed:
            case.flag("data-loss", f"exit {r.rc} but {len(changed)} file(s) changed: {changed[:3]}")
        debris(case, before)
    return fn


for fmt, blocker in [("json", "sv.json"), ("arb", "app_sv.arb"), ("po", "sv.po"), ("xliff", "sv.xliff"),
                     ("strings", "sv.lproj/Localizable.strings"), ("android", "values-sv/strings.xml")]:
    add(f"export-74/{fmt}", export_partial_folder(fmt, blocker))


def export_onto_app_catalog(fmt, name):
    def fn(case):
        d = case.dir
        write(os.path.join(d, name), "app content\n")
        before = snapshot(d)
        r = payspec("l10n", "export", "--format", fmt, "--output", name, cwd=d)
        basic(case, r, expect={2}, names=[name])
        raw_check(case, r)
        unchanged(case, before, [name])
        debris(case, before)
    return fn


add("export-existing/xcstrings-app", export_onto_app_catalog("xcstrings", "Localizable.xcstrings"))
add("export-existing/csv-app", export_onto_app_catalog("csv", "strings.csv"))


# --- 2. raw control characters ---------------------------------------------------------------

def raw_path_case(kind, label, argv_of, expect):
    value = HOSTILE[kind]

    def fn(case):
        setup_inputs(case)
        before = snapshot(case.dir)
        r = payspec(*argv_of(value), cwd=case.dir, timeout=60)
        basic(case, r, expect=expect)
        raw_check(case, r)
        debris(case, before)
    return fn


RAW_SURFACES = [
    ("repro-id", lambda v: ["repro", "seb.status-outcome/" + v], {2}),
    ("repro-adapter", lambda v: ["repro", "seb.status-outcome/status-SETTLED", "--adapter", "python3 " + v], {0}),
    ("export-output", lambda v: ["l10n", "export", "--format", "json", "--output", v + "dir"], {0}),
    ("export-output-csv", lambda v: ["l10n", "export", "--format", "csv", "--output", v + ".csv"], {0}),
    ("l10n-missing-catalog", lambda v: ["l10n", "check", v + ".strings"], {2}),
    ("l10n-keymap-missing", lambda v: ["l10n", "check", "--key-map", v + ".json", "App"], {2}),
    ("l10n-baseline-missing", lambda v: ["l10n", "check", "--baseline", v + ".txt", "App"], {2}),
    ("l10n-languages", lambda v: ["l10n", "check", "--languages", v, "App"], {2}),
    ("l10n-disable", lambda v: ["l10n", "check", "--disable", v, "App"], {2}),
    ("l10n-base", lambda v: ["l10n", "check", "--base", v, "App"], {1, 2}),
    ("report-missing", lambda v: ["report", v + ".json"], {2}),
    ("report-shields-dir", lambda v: ["report", "run.json", "--shields", v + "b", "--output", "m.md"], {0}),
    ("run-texts-missing", lambda v: ["run", "--suite", "seb.status-outcome", "--texts", v + ".json"], {2}),
    ("run-adapter", lambda v: ["run", "--suite", "seb.status-outcome", "--adapter", "./" + v], {3}),
    ("check-outputs-missing", lambda v: ["check", "--outputs", v + ".jsonl"], {2}),
    ("compare-outputs-missing", lambda v: ["compare", "--adapter", ADAPTER, "--outputs", v + ".jsonl", "--generated", "0"], {2}),
    ("fuzz-suite", lambda v: ["fuzz", "--adapter", ADAPTER, "--suite", v, "--count", "10"], {2}),
    ("bench-only", lambda v: ["bench", "--only", v], {2}),
    ("l10n-bench-formats", lambda v: ["l10n", "bench", "--formats", v], {2}),
]
RAW_KINDS = ["esc", "bel", "c1", "bidi", "wf", "hash"]
for n, (label, argv_of, expect) in enumerate(RAW_SURFACES):
    for kind in [RAW_KINDS[n % 6], RAW_KINDS[(n + 3) % 6]] + (["esc"] if n % 3 == 0 and n % 6 not in (0, 3) else []):
        add(f"raw/{label}/{kind}", raw_path_case(kind, label, argv_of, expect))


def raw_content_case(kind, where):
    value = HOSTILE[kind]

    def fn(case):
        d = case.dir
        clone(case, "run.json", "App")
        if where == "catalog-value":
            base_catalog(case, extra=[("k9", value.replace("\n", "\\n"))])
            argv = ["l10n", "check", "--base", "en", "cat"]
        elif where == "catalog-value-github":
            base_catalog(case, extra=[("k9", value.replace("\n", "\\n"))])
            argv = ["l10n", "check", "--base", "en", "--format", "github", "cat"]
        elif where == "catalog-path-github":
            base_catalog(case, folder="c" + value.replace("\n", "_").replace("/", "_"))
            argv = ["l10n", "check", "--base", "en", "--format", "github", "c" + value.replace("\n", "_").replace("/", "_")]
        elif where == "catalog-key":
            base_catalog(case, extra=[(value.replace("\n", "\\n"), "x")])
            argv = ["l10n", "check", "--base", "en", "cat"]
        elif where == "baseline-line":
            base_catalog(case)
            write(os.path.join(d, "b.txt"), "missing-key\tde\t" + value.replace("\n", " ") + "\n")
            argv = ["l10n", "check", "--base", "en", "--baseline", "b.txt", "cat"]
        elif where == "keymap-key":
            write(os.path.join(d, "km.json"), json.dumps({"keyMap": {value: "panLabel"}}))
            argv = ["l10n", "check", "--key-map", "km.json", "App"]
        elif where == "texts-key":
            write(os.path.join(d, "t.json"), json.dumps({"de": {value: "x"}}))
            argv = ["run", "--suite", "comgate.translations", "--texts", "t.json"]
        elif where == "outputs-id":
            write(os.path.join(d, "o.jsonl"), json.dumps({"id": value, "output": {}}) + "\n")
            argv = ["check", "--outputs", "o.jsonl", "--suite", "seb.status-outcome"]
        elif where == "run-name":
            data = json.load(open(os.path.join(d, "run.json")))
            data["implementation"]["name"] = value
            write(os.path.join(d, "run.json"), json.dumps(data))
            argv = ["report", "run.json", "--format", "markdown"]
        elif where == "run-name-shields":
            data = json.load(open(os.path.join(d, "run.json")))
            data["implementation"]["name"] = value
            write(os.path.join(d, "run.json"), json.dumps(data))
            argv = ["report", "run.json", "--shields", "badges", "--output", "m.md"]
        elif where == "po-value":
            write(os.path.join(d, "po", "en.po"), 'msgid "a"\nmsgstr "a"\n')
            esc = value.replace("\n", "\\n").replace("\x1b", "\\x1b").replace("\x07", "\\a")
            write(os.path.join(d, "po", "de.po"), 'msgid "a"\nmsgstr "%s"\n' % esc)
            argv = ["l10n", "check", "--base", "en", "po"]
        elif where == "arb-key":
            write(os.path.join(d, "arb", "app_en.arb"), json.dumps({"@@locale": "en", "a": "x"}))
            write(os.path.join(d, "arb", "app_de.arb"), json.dumps({"@@locale": "de", value: "{" + value + "}"}))
            argv = ["l10n", "check", "--base", "en", "arb"]
        r = payspec(*argv, cwd=d)
        basic(case, r, expect={0, 1, 2})
        raw_check(case, r)
    return fn


for where in ["catalog-value", "catalog-value-github", "catalog-path-github", "catalog-key", "baseline-line", "keymap-key", "texts-key", "outputs-id", "run-name",
              "run-name-shields", "po-value", "arb-key"]:
    for kind in (["esc", "wf"] if len(where) % 2 else ["bidi", "hash"]):
        add(f"raw-content/{where}/{kind}", raw_content_case(kind, where))


# --- 3. empty and bad values ------------------------------------------------------------------

EMPTY = [
    ("l10n-check", ["l10n", "check", "App"], ["--sdk", "--base", "--spec-dir", "--languages", "--allow-identical", "--disable",
                                            "--format", "--output", "--fail-on", "--key-map", "--baseline", "--write-baseline"]),
    ("l10n-export", ["l10n", "export", "--format", "json", "--output", "o"], ["--sdk", "--spec-dir"]),
    ("l10n-export-format", ["l10n", "export", "--output", "o"], ["--format"]),
    ("l10n-bench", ["l10n", "bench", "--write-only", "w"], ["--languages", "--keys", "--formats", "--write-only"]),
    ("report", ["report", "run.json"], ["--format", "--output", "--shields"]),
    ("repro", ["repro", "seb.status-outcome/status-SETTLED"], ["--golden", "--adapter"]),
    ("run", ["run", "--suite", "seb.status-outcome"], ["--texts", "--expect", "--adapter", "--golden", "--choice", "--suite", "--format"]),
    ("check", ["check", "--outputs", "outputs.jsonl"], ["--outputs", "--max-line-bytes", "--texts", "--expect"]),
    ("compare", ["compare", "--adapter", "X", "--generated", "0"], ["--outputs", "--generated", "--seed", "--adapter"]),
    ("fuzz", ["fuzz", "--adapter", "X", "--count", "5"], ["--count", "--seed", "--time-budget", "--max-failures", "--shrink", "--jobs"]),
    ("bench", ["bench"], ["--repeat", "--golden", "--golden-scales", "--sizes", "--jobs", "--window", "--naive-sample",
                          "--reference-adapter", "--python", "--fuzz-count", "--only", "--stream-sizes", "--stream-formats",
                          "--build-product", "--build-timeout"]),
    ("drift", ["drift", "--inventory", "inv.json"], ["--baseline", "--allowlist", "--write-baseline", "--fail-on"]),
]


def empty_case(base, opt):
    def fn(case):
        setup_inputs(case)
        write(os.path.join(case.dir, "inv.json"), '{"type":"inventory","inventory":{}}')
        argv = [a if a != "X" else ADAPTER for a in base] + [opt, ""]
        if base[0] == "bench" and opt in ("--build-product", "--build-timeout"):
            argv = ["bench", "--only", "build", opt, ""]
        r = payspec(*argv, cwd=case.dir, timeout=30)
        basic(case, r, expect={2}, names=[opt])
    return fn


for label, base, opts in EMPTY:
    for opt in (opts if label in ("report", "repro", "l10n-export", "l10n-export-format") else opts[::2]):
        add(f"empty/{label}/{opt}", empty_case(base, opt), timeout=30)


def bad_value(label, argv, names, expect=frozenset({2}), cwd_root=False):
    def fn(case):
        setup_inputs(case)
        r = payspec(*argv, cwd=ROOT if cwd_root else case.dir, timeout=30)
        basic(case, r, expect=set(expect), names=names)
        raw_check(case, r)
    return fn


BAD = [
    ("bench/golden-scales-0", ["bench", "--golden-scales", "0"], ["--golden-scales"]),
    ("bench/golden-scales-1001", ["bench", "--golden-scales", "1,1001"], ["--golden-scales"]),
    ("bench/sizes-gap", ["bench", "--sizes", "10,,20"], ["--sizes"]),
    ("bench/sizes-neg", ["bench", "--sizes", "-5"], ["--sizes"]),
    ("bench/sizes-text", ["bench", "--sizes", "ten"], ["--sizes"]),
    ("bench/only-unknown", ["bench", "--only", "loads"], ["--only", "loads"]),
    ("bench/only-trailing-comma", ["bench", "--only", "load,"], ["--only"]),
    ("bench/stream-formats-xml", ["bench", "--only", "stream", "--stream-formats", "xml"], ["--stream-formats"]),
    ("bench/stream-sizes-0", ["bench", "--only", "stream", "--stream-sizes", "0"], ["--stream-sizes"]),
    ("bench/repeat-0", ["bench", "--repeat", "0"], ["--repeat"]),
    ("bench/repeat-101", ["bench", "--repeat", "101"], ["--repeat"]),
    ("bench/jobs-65", ["bench", "--jobs", "65"], ["--jobs"]),
    ("bench/window-0", ["bench", "--window", "0"], ["--window"]),
    ("bench/naive-sample-nan", ["bench", "--naive-sample", "nan"], ["--naive-sample"]),
    ("bench/fuzz-count-neg", ["bench", "--fuzz-count", "-1"], ["--fuzz-count"]),
    ("bench/build-timeout-0", ["bench", "--only", "build", "--build-timeout", "0"], ["--build-timeout"]),
    ("bench/build-timeout-neg", ["bench", "--only", "build", "--build-timeout", "-3"], ["--build-timeout"]),
    ("bench/build-timeout-inf", ["bench", "--only", "build", "--build-timeout", "inf"], ["--build-timeout"]),
    ("bench/build-timeout-hex", ["bench", "--only", "build", "--build-timeout", "0x10"], ["--build-timeout"]),
    ("bench/build-product-dash", ["bench", "--only", "build", "--build-product", "-x"], ["--build-product", "-x"]),
    ("bench/build-product-without-only", ["bench", "--build-product", "payspec"], ["--build-product", "--only"]),
    ("bench/build-outside-checkout", ["bench", "--only", "build", "--build-timeout", "5"], ["checkout"]),
    ("bench/stray-word", ["bench", "build"], ["build"]),
    ("bench/reference-adapter-missing", ["bench", "--only", "synthetic", "--reference-adapter", "no-such-adapter"], ["no-such-adapter"], {2, 3}),
    ("bench/golden-missing", ["bench", "--only", "load", "--golden", "no-such-golden"], ["no-such-golden"], {2}),
    ("l10n-bench/languages-181", ["l10n", "bench", "--languages", "181", "--write-only", "w"], ["--languages"]),
    ("l10n-bench/keys-0", ["l10n", "bench", "--keys", "0", "--write-only", "w"], ["--keys"]),
    ("l10n-bench/formats-xml", ["l10n", "bench", "--formats", "json,xml", "--write-only", "w"], ["--formats", "xml"]),
    ("l10n-bench/formats-gap", ["l10n", "bench", "--formats", "json,,csv", "--write-only", "w"], ["--formats"]),
    ("l10n-bench/repeat-0", ["l10n", "bench", "--peers", "--repeat", "0"], ["--repeat"]),
    ("l10n-bench/write-only-file", ["l10n", "bench", "--write-only", "run.json", "--keys", "3", "--languages", "2"], ["run.json"], {2, 74}),
    ("l10n-check/languages-gap", ["l10n", "check", "--languages", "de,,cs", "App"], ["--languages"]),
    ("l10n-check/languages-comma", ["l10n", "check", "--languages", ",", "App"], ["--languages"]),
    ("l10n-check/fail-on", ["l10n", "check", "--fail-on", "errors", "App"], ["--fail-on"]),
    ("l10n-check/format", ["l10n", "check", "--format", "yaml", "App"], ["--format", "yaml"]),
    ("l10n-check/disable-unknown", ["l10n", "check", "--disable", "missing-keys", "App"], ["missing-keys"]),
    ("l10n-check/sdk-unknown", ["l10n", "check", "--sdk", "stripe", "App"], ["stripe"]),
    ("l10n-check/spec-dir-missing", ["l10n", "check", "--spec-dir", "nospec", "App"], ["nospec"]),
    ("l10n-check/no-files", ["l10n", "check"], ["FILE", "catalog", "usage"]),
    ("l10n-check/missing-file", ["l10n", "check", "nothing-here.strings"], ["nothing-here.strings"]),
    ("l10n-check/allow-identical-eq", ["l10n", "check", "--allow-identical", "=de", "App"], ["--allow-identical"]),
    ("l10n-export/format", ["l10n", "export", "--format", "yaml", "--output", "o"], ["--format", "yaml"]),
    ("l10n-export/no-output", ["l10n", "export", "--format", "json"], ["--output"]),
    ("l10n-export/stdout-folder-format", ["l10n", "export", "--format", "json", "--output", "-"], ["--output", "-", "json"]),
    ("l10n-export/sdk", ["l10n", "export", "--format", "json", "--output", "o", "--sdk", "seb"], ["seb", "--sdk"]),
    ("report/format-text", ["report", "run.json", "--format", "text"], ["--format", "text"]),
    ("report/none", ["report"], ["RUN", "run"]),
    ("report/not-a-run", ["report", "outputs.jsonl"], ["outputs.jsonl"]),
    ("report/directory", ["report", "App"], ["App"]),
    ("repro/unknown", ["repro", "seb.status-outcome/nope"], ["seb.status-outcome/nope"]),
    ("repro/none", ["repro"], ["ID", "id"]),
    ("repro/two-ids", ["repro", "seb.status-outcome/status-SETTLED", "seb.status-outcome/status-FAILED"], ["seb.status-outcome/status-FAILED"]),
    ("repro/golden-missing", ["repro", "seb.status-outcome/status-SETTLED", "--golden", "nogolden"], ["nogolden"]),
    ("check/max-line-bytes-small", ["check", "--outputs", "outputs.jsonl", "--max-line-bytes", "10"], ["--max-line-bytes"]),
    ("compare/generated-over", ["compare", "--adapter", "true", "--adapter", "true", "--generated", "1000001"], ["--generated"]),
    ("compare/three-sides", ["compare", "--adapter", "a", "--adapter", "b", "--adapter", "c"], ["--adapter"]),
    ("compare/one-side", ["compare", "--adapter", "true"], ["--adapter", "--outputs"]),
    ("fuzz/count-0", ["fuzz", "--adapter", "true", "--count", "0"], ["--count"]),
    ("fuzz/time-budget-hex", ["fuzz", "--adapter", "true", "--time-budget", "0x10"], ["--time-budget"]),
    ("fuzz/no-adapter", ["fuzz", "--count", "3"], ["--adapter"]),
    ("run/texts-directory", ["run", "--suite", "comgate.translations", "--texts", "App"], ["App"], {0, 1}),
    ("run/texts-empty-file", ["run", "--suite", "comgate.translations", "--texts", "empty.json"], ["empty.json"]),
    ("run/expect-directory", ["run", "--suite", "seb.status-outcome", "--expect", "App"], ["App"]),
    ("drift/baseline-without-docs", ["drift", "--inventory", "inv.json", "--write-baseline", "b.txt"], ["--write-baseline", "--docs"]),
]
for item in BAD:
    label, argv, names = item[0], item[1], item[2]
    expect = item[3] if len(item) > 3 else {2}
    add(f"bad/{label}", bad_value(label, argv, names, expect, cwd_root=(label == "bench/stray-word")), timeout=30)


def fixup_bad():
    # the cases above that need a file of their own
    for c in CASES:
        if c.name == "bad/run/texts-empty-file":
            inner = c.fn

            def fn(case, inner=inner):
                write(os.path.join(case.dir, "empty.json"), "")
                inner(case)
            c.fn = fn
        if c.name == "bad/drift/baseline-without-docs":
            inner2 = c.fn

            def fn2(case, inner=inner2):
                write(os.path.join(case.dir, "inv.json"), '{"type":"inventory","inventory":{}}')
                inner(case)
            c.fn = fn2


fixup_bad()


# --- 4. texts and key maps that match nothing or part ----------------------------------------

def texts_match(kind, fmt):
    def fn(case):
        d = case.dir
        keys = {"none": ["comgate_pay_button_text", "comgate_pan_label"],
                "part": ["payButtonText", "comgate_pan_label", "comgate_cvv_label"]}[kind]
        if fmt == "json":
            write(os.path.join(d, "texts.json"), json.dumps({"de": {k: "Text " + k for k in keys}}))
            path = "texts.json"
        elif fmt == "strings":
            write(os.path.join(d, "de.lproj", "Localizable.strings"), strings_file([(k, "Text " + k) for k in keys]))
            path = "de.lproj/Localizable.strings"
        elif fmt == "android":
            write(os.path.join(d, "res", "values-de", "strings.xml"),
                  "<resources>" + "".join('<string name="%s">Text</string>' % k for k in keys) + "</resources>")
            path = "res"
        elif fmt == "po":
            write(os.path.join(d, "de.po"), "".join('msgctxt "%s"\nmsgid "x"\nmsgstr "Text"\n\n' % k for k in keys))
            path = "de.po"
        r = payspec("run", "--suite", "comgate.translations", "--texts", path, cwd=d)
        if kind == "none":
            basic(case, r, expect={2}, names=["--texts", os.path.basename(path)])
        else:
            basic(case, r, expect={0, 1})
            low = r.text.lower()
            if "1 of" not in low and "matched 1" not in low and "matches 1" not in low and " 1 " not in low:
                case.flag("unnamed", "a partial match does not say how many matched: " + short(r.text))
    return fn


for kind in ["none", "part"]:
    for fmt in ["json", "strings", "android", "po"]:
        add(f"texts/{kind}/{fmt}", texts_match(kind, fmt))


def check_texts_none(case):
    clone(case, "outputs.jsonl")
    write(os.path.join(case.dir, "t.json"), json.dumps({"de": {"comgate_pay_button_text": "x"}}))
    r = payspec("check", "--outputs", "outputs.jsonl", "--texts", "t.json", cwd=case.dir)
    basic(case, r, expect={2}, names=["--texts", "t.json"])


add("texts/none/check", check_texts_none)


def keymap_match(kind):
    def fn(case):
        clone(case, "pizza-app")
        d = case.dir
        km = {"none": {"nope_a": "panLabel", "nope_b": "cvvLabel"},
              "part": {"comgate_pan_label": "panLabel", "nope_b": "cvvLabel", "nope_c": "cvvHint"},
              "unknown-sdk-key": {"comgate_pan_label": "panLabelX"}}[kind]
        write(os.path.join(d, "km.json"), json.dumps({"keyMap": km}))
        r = payspec("l10n", "check", "--key-map", "km.json", "pizza-app", cwd=d)
        if kind == "none":
            basic(case, r, expect={2}, names=["km.json", "--key-map"])
        elif kind == "part":
            basic(case, r, expect={0, 1})
            if "1 of 3" not in r.text and "1 of" not in r.text:
                case.flag("unnamed", "a partial key map does not say how many matched: " + short(r.etext))
        else:
            basic(case, r, expect={2}, names=["panLabelX"])
    return fn


for kind in ["none", "part", "unknown-sdk-key"]:
    add(f"keymap/{kind}", keymap_match(kind))


def keymap_folder_none(case):
    clone(case, "pizza-app")
    write(os.path.join(case.dir, "pizza-app", "payspec-l10n.json"), json.dumps({"keyMap": {"x_a": "panLabel"}}))
    r = payspec("l10n", "check", "pizza-app", cwd=case.dir)
    basic(case, r, expect={2}, names=["payspec-l10n.json"])


add("keymap/folder-none", keymap_folder_none)


def malformed(label, path, content, argv, names, expect=frozenset({2})):
    def fn(case):
        setup_inputs(case)
        write(os.path.join(case.dir, path), content)
        r = payspec(*argv, cwd=case.dir, timeout=60)
        basic(case, r, expect=set(expect), names=names)
        raw_check(case, r)
    return fn


MALFORMED = [
    ("keymap-not-object", "km.json", '{"keyMap": ["a"]}', ["l10n", "check", "--key-map", "km.json", "App"], ["km.json"]),
    ("keymap-value-number", "km.json", '{"keyMap": {"a": 3}}', ["l10n", "check", "--key-map", "km.json", "App"], ["km.json"]),
    ("keymap-truncated", "km.json", '{"keyMap": {"a": "panLabel"', ["l10n", "check", "--key-map", "km.json", "App"], ["km.json:1"]),
    ("keymap-duplicate", "km.json", '{"keyMap": {"a": "panLabel", "a": "cvvLabel"}}', ["l10n", "check", "--key-map", "km.json", "App"], ["km.json"]),
    ("keymap-two-to-one", "km.json", '{"keyMap": {"a": "panLabel", "b": "panLabel"}}', ["l10n", "check", "--key-map", "km.json", "App"], ["km.json", "panLabel"], {1, 2}),
    ("keymap-bom-utf16", "km.json", '\ufeff{"keyMap": {}}'.encode("utf-16-le"), ["l10n", "check", "--key-map", "km.json", "App"], ["km.json"]),
    ("baseline-two-fields", "b.txt", "missing-key\tde\n", ["l10n", "check", "--baseline", "b.txt", "App"], ["b.txt:1"]),
    ("baseline-unknown-check", "b.txt", "missing-keys\tde\tpanLabel\n", ["l10n", "check", "--baseline", "b.txt", "App"], ["b.txt:1", "missing-keys"], {1, 2}),
    ("baseline-binary", "b.txt", b"\x00\xff\xfe\x00garbage", ["l10n", "check", "--baseline", "b.txt", "App"], ["b.txt"], {0, 1, 2}),
    ("baseline-directory", "b/x", "", ["l10n", "check", "--baseline", "b", "App"], ["b"]),
    ("texts-bad-json", "t.json", '{"de": {"payButtonText": }', ["run", "--suite", "comgate.translations", "--texts", "t.json"], ["t.json:1"]),
    ("texts-unknown-ext", "t.yaml", 'de: x', ["run", "--suite", "comgate.translations", "--texts", "t.yaml"], ["t.yaml"]),
    ("arb-not-object", "a/app_de.arb", '[1,2]', ["l10n", "check", "--base", "en", "a"], ["app_de.arb"]),
    ("arb-meta-not-object", "a/app_en.arb", '{"a": "x", "@a": 3}', ["l10n", "check", "--base", "en", "a"], ["app_en.arb"], {0, 1, 2}),
    ("arb-unclosed-icu", "a/app_en.arb", '{"a": "{n, plural, one {x} other {"}', ["l10n", "check", "--base", "en", "a"], ["app_en.arb"], {0, 1, 2}),
    ("po-unclosed-string", "p/de.po", 'msgid "a\nmsgstr "b"\n', ["l10n", "check", "--base", "en", "p"], ["de.po:1"]),
    ("po-msgstr-index-gap", "p/de.po", 'msgid "a"\nmsgid_plural "as"\nmsgstr[0] "x"\nmsgstr[7] "y"\n', ["l10n", "check", "--base", "en", "p"], ["de.po"], {0, 1, 2}),
    ("po-huge-index", "p/de.po", 'msgid "a"\nmsgid_plural "as"\nmsgstr[99999999999999999999] "y"\n', ["l10n", "check", "--base", "en", "p"], ["de.po"]),
    ("po-bad-escape", "p/de.po", 'msgid "a\\q"\nmsgstr "b"\n', ["l10n", "check", "--base", "en", "p"], ["de.po"], {0, 1, 2}),
    ("po-invalid-utf8", "p/de.po", b'msgid "a"\nmsgstr "\xff\xfe\xc3"\n', ["l10n", "check", "--base", "en", "p"], ["de.po"], {1, 2}),
    ("po-plural-forms-junk", "p/de.po", 'msgid ""\nmsgstr "Language: de\\nPlural-Forms: nplurals=99999999; plural=(n/0);\\n"\n\nmsgid "a"\nmsgid_plural "b"\nmsgstr[0] "x"\n', ["l10n", "check", "--base", "en", "p"], ["de.po"], {0, 1, 2}),
    ("po-plural-forms-deep", "p/de.po", 'msgid ""\nmsgstr "Language: de\\nPlural-Forms: nplurals=2; plural=' + "(" * 20000 + "n" + ")" * 20000 + ';\\n"\n\nmsgid "a"\nmsgid_plural "b"\nmsgstr[0] "x"\nmsgstr[1] "y"\n', ["l10n", "check", "--base", "en", "p"], ["de.po"], {0, 1, 2}),
    ("strings-unterminated", "s/de.lproj/Localizable.strings", '"a" = "b', ["l10n", "check", "--base", "en", "s"], ["Localizable.strings:1"]),
    ("strings-utf16-odd", "s/de.lproj/Localizable.strings", b'\xff\xfe"\x00a\x00"\x00 \x00=\x00', ["l10n", "check", "--base", "en", "s"], ["Localizable.strings"], {0, 1, 2}),
    ("strings-lone-surrogate", "s/de.lproj/Localizable.strings", '"a" = "\\UD800";\n', ["l10n", "check", "--base", "en", "s"], ["Localizable.strings"], {0, 1, 2}),
    ("stringsdict-no-format", "s/de.lproj/Localizable.stringsdict", '<?xml version="1.0"?><plist><dict><key>a</key><dict><key>x</key><dict/></dict></dict></plist>', ["l10n", "check", "--base", "en", "s"], ["Localizable.stringsdict"], {0, 1, 2}),
    ("xcstrings-not-catalog", "Localizable.xcstrings", '{"strings": 3}', ["l10n", "check", "--base", "en", "Localizable.xcstrings"], ["Localizable.xcstrings"]),
    ("xcstrings-dup-member", "Localizable.xcstrings", '{"sourceLanguage":"en","sourceLanguage":"de","strings":{}}', ["l10n", "check", "--base", "en", "Localizable.xcstrings"], ["Localizable.xcstrings:1"]),
    ("android-apostrophe", "r/values-de/strings.xml", "<resources><string name=\"a\">it's</string></resources>", ["l10n", "check", "--base", "en", "r"], ["strings.xml"], {1, 2}),
    ("android-entity-bomb", "r/values/strings.xml", '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]><resources><string name="a">&h;&h;&h;&h;</string></resources>', ["l10n", "check", "--base", "en", "r"], ["strings.xml"], {0, 1, 2}),
    ("run-json-truncated", "r2.json", '{"implementation": {"name": "x"', ["report", "r2.json"], ["r2.json:1"]),
    ("run-json-wrong-shape", "r2.json", '{"implementation": 3, "results": "x"}', ["report", "r2.json"], ["r2.json"]),
    ("outputs-bad-line", "o.jsonl", '{"id": "seb.status-outcome/status-SETTLED", "output": {}}\n{"id": 3}\n', ["check", "--outputs", "o.jsonl"], ["o.jsonl:2"]),
    ("outputs-nul", "o.jsonl", b'{"id": "a\x00b", "output": {}}\n', ["check", "--outputs", "o.jsonl"], ["o.jsonl:1"], {1, 2}),
]
for item in MALFORMED:
    label, path, content, argv, names = item[:5]
    expect = item[5] if len(item) > 5 else {2}
    add(f"malformed/{label}", malformed(label, path, content, argv, names, expect))


# deep nesting and cyclic binary plists: no crash, no hang
def bplist(objects, top=0):
    """objects: list of encoded object bytes; refs are one byte."""
    body = b"bplist00"
    offsets = []
    for obj in objects:
        offsets.append(len(body))
        body += obj
    table_offset = len(body)
    body += bytes(offsets) if max(offsets) < 256 else b"".join(struct.pack(">H", o) for o in offsets)
    size = 1 if max(offsets) < 256 else 2
    body += b"\x00" * 5 + b"\x00" + bytes([size, 1]) + struct.pack(">QQQ", len(objects), top, table_offset)
    return body


DEEP = 200000
NESTING = [
    ("json-catalog-objects", "c/de.json", '{"a":' * DEEP + '"x"' + "}" * DEEP, ["l10n", "check", "--base", "en", "c"]),
    ("json-catalog-arrays", "c/de.json", '{"a":' + "[" * DEEP + "]" * DEEP + "}", ["l10n", "check", "--base", "en", "c"]),
    ("keymap-arrays", "km.json", '{"keyMap":' + "[" * DEEP + "]" * DEEP + "}", ["l10n", "check", "--key-map", "km.json", "App"]),
    ("texts-arrays", "t.json", '{"de":' + "[" * DEEP + "]" * DEEP + "}", ["run", "--suite", "comgate.translations", "--texts", "t.json"]),
    ("run-json-arrays", "r2.json", '{"implementation":' + "[" * DEEP + "]" * DEEP + "}", ["report", "r2.json"]),
    ("xcstrings-arrays", "L.xcstrings", '{"sourceLanguage":"en","strings":{"a":' + "[" * DEEP + "]" * DEEP + "}}", ["l10n", "check", "--base", "en", "L.xcstrings"]),
    ("arb-arrays", "a/app_de.arb", '{"@a":' + "[" * DEEP + "]" * DEEP + "}", ["l10n", "check", "--base", "en", "a"]),
    ("outputs-arrays", "o.jsonl", '{"id":"seb.status-outcome/status-SETTLED","output":' + "[" * DEEP + "]" * DEEP + "}\n", ["check", "--outputs", "o.jsonl"]),
    ("expect-arrays", "e.json", '{"expectations":' + "[" * DEEP + "]" * DEEP + "}", ["run", "--suite", "seb.status-outcome", "--expect", "e.json"]),
    ("android-tags", "r/values-de/strings.xml", '<resources><string name="a">' + "<b>" * DEEP + "x" + "</b>" * DEEP + "</string></resources>", ["l10n", "check", "--base", "en", "r"]),
    ("xliff-tags", "x/de.xliff", '<xliff version="1.2"><file source-language="en" target-language="de"><body><trans-unit id="a"><source>' + "<g>" * DEEP + "x" + "</g>" * DEEP + "</source><target>y</target></trans-unit></body></file></xliff>", ["l10n", "check", "--base", "en", "x"]),
    ("stringsdict-xml-dicts", "s/de.lproj/Localizable.stringsdict", '<plist><dict><key>a</key>' + "<dict><key>k</key>" * 50000 + "<string>x</string>" + "</dict>" * 50000 + "</dict></plist>", ["l10n", "check", "--base", "en", "s"]),
    ("bplist-strings-cycle", "s/de.lproj/Localizable.strings", bplist([b"\xd1\x01\x00", b"\x51k"]), ["l10n", "check", "--base", "en", "s"]),
    ("bplist-stringsdict-cycle", "s/de.lproj/Localizable.stringsdict", bplist([b"\xd1\x01\x02", b"\x51k", b"\xd1\x01\x02"]), ["l10n", "check", "--base", "en", "s"]),
    ("bplist-array-cycle", "s/de.lproj/Localizable.stringsdict", bplist([b"\xd1\x01\x02", b"\x51k", b"\xa1\x02"]), ["l10n", "check", "--base", "en", "s"]),
    ("bplist-bad-offset", "s/de.lproj/Localizable.strings", b"bplist00\xd1\x01\x00" + b"\xff" + b"\x00" * 6 + b"\x01\x01" + struct.pack(">QQQ", 2, 0, 11), ["l10n", "check", "--base", "en", "s"]),
    ("bplist-huge-count", "s/de.lproj/Localizable.strings", bplist([b"\xdf\x10\xff" + b"\x01\x01", b"\x51k"]), ["l10n", "check", "--base", "en", "s"]),
    ("arb-icu-deep-select", "a/app_de.arb", json.dumps({"@@locale": "de", "a": "{x, select, other {" * 100000 + "}}" * 100000}), ["l10n", "check", "--base", "en", "a"]),
]


def nesting_case(label, path, content, argv):
    def fn(case):
        clone(case, "App")
        write(os.path.join(case.dir, path), content)
        if path.startswith("s/") or path.startswith("c/") or path.startswith("a/") or path.startswith("r/") or path.startswith("x/"):
            top = path.split("/")[0]
            if path.startswith("a/"):
                write(os.path.join(case.dir, "a", "app_en.arb"), '{"@@locale":"en","a":"x"}')
            elif path.startswith("c/"):
                write(os.path.join(case.dir, "c", "en.json"), '{"a":"x"}')
            elif path.startswith("r/"):
                write(os.path.join(case.dir, "r", "values", "strings.xml"), '<resources><string name="a">x</string></resources>')
            elif path.startswith("s/"):
                write(os.path.join(case.dir, "s", "en.lproj", "Localizable.strings"), '"k" = "x";\n"a" = "y";\n')
            elif path.startswith("x/"):
                pass
            del top
        r = payspec(*argv, cwd=case.dir, timeout=90)
        basic(case, r, expect={0, 1, 2})
        if r.cpu - FLOOR_CPU > 30:
            case.flag("unbounded", f"{r.cpu:.1f}s of CPU for one nested input")
        if r.rss_kb > 2 * 1024 * 1024:
            case.flag("unbounded", f"peak RSS {r.rss_kb // 1024} MiB")
    return fn


for label, path, content, argv in NESTING:
    add(f"nesting/{label}", nesting_case(label, path, content, argv), timeout=90)


# --- 5. scaling: 1x, 2x, 4x ------------------------------------------------------------------

def scaling(label, sizes, build, argv, factor=10.0, timeout=120):
    """build(case, n) writes the input of size n; argv is the command."""
    def fn(case):
        clone(case, "App")
        results = []
        for n in sizes:
            for name in os.listdir(case.dir):
                if name != "App":
                    p = os.path.join(case.dir, name)
                    shutil.rmtree(p) if os.path.isdir(p) else os.remove(p)
            build(case, n)
            r = payspec(*argv(n), cwd=case.dir, timeout=timeout)
            basic(case, r, expect={0, 1, 2})
            results.append(r)
            if r.timed_out:
                break
        if len(results) == len(sizes):
            judge_scaling(case, results, sizes, FLOOR_CPU, factor)
        else:
            case.flag("unbounded", f"stopped at size {sizes[len(results) - 1]}")
    return fn


def arb_pair(case, de_value, en_value=None):
    write(os.path.join(case.dir, "a", "app_en.arb"), json.dumps({"@@locale": "en", "m": en_value if en_value is not None else de_value}))
    write(os.path.join(case.dir, "a", "app_de.arb"), json.dumps({"@@locale": "de", "m": de_value}))


def strings_pair(case, value, ext="strings"):
    write(os.path.join(case.dir, "s", "en.lproj", "Localizable.strings"), strings_file([("m", value)]))
    write(os.path.join(case.dir, "s", "de.lproj", "Localizable.strings"), strings_file([("m", value)]))


def format_pair(case, fmt, value):
    """One key m with value in en and de, in catalog format fmt, under folder f/."""
    d = os.path.join(case.dir, "f")
    if fmt == "strings":
        for lang in ("en", "de"):
            write(os.path.join(d, lang + ".lproj", "Localizable.strings"), '"m" = "%s";\n' % value)
    elif fmt == "json":
        for lang in ("en", "de"):
            write(os.path.join(d, lang + ".json"), json.dumps({"m": value}))
    elif fmt == "android":
        for folder in ("values", "values-de"):
            write(os.path.join(d, folder, "strings.xml"), '<resources><string name="m">%s</string></resources>' % value.replace("<", "&lt;"))
    elif fmt == "xliff":
        write(os.path.join(d, "de.xliff"), '<xliff version="1.2"><file source-language="en" target-language="de"><body><trans-unit id="m"><source>%s</source><target state="translated">%s</target></trans-unit></body></file></xliff>' % (value.replace("<", "&lt;"), value.replace("<", "&lt;")))
    elif fmt == "xcstrings":
        write(os.path.join(d, "L.xcstrings"), json.dumps({"sourceLanguage": "en", "version": "1.0", "strings": {"m": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": value}}, "de": {"stringUnit": {"state": "translated", "value": value}}}}}}))
    elif fmt == "csv":
        write(os.path.join(d, "s.csv"), 'key,en,de\nm,"%s","%s"\n' % (value.replace('"', '""'), value.replace('"', '""')))
    elif fmt == "po":
        for lang in ("en", "de"):
            write(os.path.join(d, lang + ".po"), 'msgid ""\nmsgstr "Language: %s\\n"\n\nmsgctxt "m"\nmsgid "%s"\nmsgstr "%s"\n' % (lang, value, value))
    elif fmt == "arb":
        write(os.path.join(d, "app_en.arb"), json.dumps({"@@locale": "en", "m": value}))
        write(os.path.join(d, "app_de.arb"), json.dumps({"@@locale": "de", "m": value}))


L10N_BASE = lambda folder: (lambda n: ["l10n", "check", "--base", "en", folder])

add("scale/arb-icu-nesting", scaling("arb-icu-nesting", [10000, 20000, 40000],
    lambda c, n: arb_pair(c, "{n, plural, other {" * n + "x" + "}}" * n), L10N_BASE("a")), timeout=200)
add("scale/arb-icu-hash", scaling("arb-icu-hash", [250000, 500000, 1000000],
    lambda c, n: arb_pair(c, "{n, plural, other {" + "#" * n + "}}"), L10N_BASE("a")), timeout=200)
add("scale/arb-icu-siblings", scaling("arb-icu-siblings", [50000, 100000, 200000],
    lambda c, n: arb_pair(c, " ".join("{a%d, select, other {x}}" % i for i in range(n))), L10N_BASE("a")), timeout=200)
add("scale/arb-icu-plain-siblings", scaling("arb-icu-plain-siblings", [50000, 100000, 200000],
    lambda c, n: arb_pair(c, "".join("{a%d}" % i for i in range(n))), L10N_BASE("a")), timeout=200)


def po_cont(field):
    def build(c, n):
        lines = ['"a"'] * n
        if field == "msgctxt":
            body = 'msgctxt ""\n' + "\n".join(lines) + '\nmsgid "x"\nmsgstr "y"\n'
        elif field == "msgid_plural":
            body = 'msgid "x"\nmsgid_plural ""\n' + "\n".join(lines) + '\nmsgstr[0] "y"\nmsgstr[1] "z"\n'
        elif field == "msgstr":
            body = 'msgid "x"\nmsgstr ""\n' + "\n".join(lines) + "\n"
        else:
            body = 'msgid ""\n' + "\n".join(['"b"'] + lines) + '\nmsgstr "y"\n'
        write(os.path.join(c.dir, "p", "de.po"), 'msgid ""\nmsgstr "Language: de\\n"\n\n' + body)
    return build


for field in ["msgctxt", "msgid_plural", "msgstr", "msgid"]:
    add(f"scale/po-continuation-{field}", scaling("po", [50000, 100000, 200000], po_cont(field), L10N_BASE("p")), timeout=200)


def po_tiny(c, n):
    write(os.path.join(c.dir, "p", "cs.po"), 'msgid ""\nmsgstr "Language: cs\\n"\n\n' + "".join('msgid "k%d"\nmsgstr "v%d"\n\n' % (i, i) for i in range(n)))


add("scale/po-tiny-entries", scaling("po-tiny", [50000, 100000, 200000], po_tiny, L10N_BASE("p")), timeout=200)


def strings_lines(c, n):
    write(os.path.join(c.dir, "s", "en.lproj", "Localizable.strings"), "".join('"payment.result.key%d" = "The payment %d was declined by the bank %%@";\n' % (i, i) for i in range(n)))


add("scale/strings-lines", scaling("strings-lines", [30000, 60000, 120000], strings_lines, L10N_BASE("s")), timeout=200)
add("scale/strings-one-value", scaling("strings-one-value", [2000000, 4000000, 8000000],
    lambda c, n: write(os.path.join(c.dir, "s", "en.lproj", "Localizable.strings"), '"m" = "' + "word " * (n // 5) + '";\n'), L10N_BASE("s")), timeout=200)
add("scale/strings-escapes", scaling("strings-escapes", [200000, 400000, 800000],
    lambda c, n: strings_pair(c, "\\n\\t\\U00e9" * n), L10N_BASE("s")), timeout=200)

for fmt in ["strings", "json", "android", "xliff", "xcstrings", "csv", "po", "arb"]:
    add(f"scale/nested-braces-{fmt}", scaling("nested", [12500, 25000, 50000],
        lambda c, n, fmt=fmt: format_pair(c, fmt, "{a" * n + " text " * 1000), L10N_BASE("f")), timeout=200)
for fmt in ["strings", "android", "json"]:
    add(f"scale/closed-braces-{fmt}", scaling("closed", [12500, 25000, 50000],
        lambda c, n, fmt=fmt: format_pair(c, fmt, "{" * n + "x" + "}" * n), L10N_BASE("f")), timeout=200)
add("scale/nested-braces-disabled", scaling("nested-disabled", [12500, 25000, 50000],
    lambda c, n: format_pair(c, "strings", "{a" * n + " text " * 1000), lambda n: ["l10n", "check", "--base", "en", "--disable", "placeholder-mismatch", "f"]), timeout=200)
add("scale/printf-run", scaling("printf", [100000, 200000, 400000],
    lambda c, n: format_pair(c, "strings", "%1$@" * n), L10N_BASE("f")), timeout=200)
add("scale/markup-tags", scaling("tags", [20000, 40000, 80000],
    lambda c, n: format_pair(c, "json", "<b>" * n + "x"), L10N_BASE("f")), timeout=200)


def baseline_lines(c, n):
    base_catalog(c)
    write(os.path.join(c.dir, "b.txt"), "".join("missing-key\tde\tgone%d\n" % i for i in range(n)))


add("scale/baseline-stale", scaling("baseline", [100000, 200000, 400000], baseline_lines,
    lambda n: ["l10n", "check", "--base", "en", "--baseline", "b.txt", "cat"]), timeout=200)


def baseline_matching(c, n):
    pairs = [("k%d" % i, "V%d" % i) for i in range(n)]
    write(os.path.join(c.dir, "cat", "en.lproj", "Localizable.strings"), strings_file(pairs))
    write(os.path.join(c.dir, "cat", "de.lproj", "Localizable.strings"), strings_file(pairs[:1]))
    write(os.path.join(c.dir, "b.txt"), "".join("missing-key\tde\tk%d\n" % i for i in range(1, n)))


add("scale/baseline-matching", scaling("baseline-m", [20000, 40000, 80000], baseline_matching,
    lambda n: ["l10n", "check", "--base", "en", "--baseline", "b.txt", "cat"]), timeout=200)
add("scale/write-baseline", scaling("write-baseline", [20000, 40000, 80000],
    lambda c, n: baseline_matching(c, n),
    lambda n: ["l10n", "check", "--base", "en", "--write-baseline", "nb.txt", "cat"]), timeout=200)
add("scale/repro-unknown-id", scaling("repro", [10000, 20000, 40000], lambda c, n: None,
    lambda n: ["repro", "seb.status-outcome/" + "x" * n]))
add("scale/repro-unknown-suite", scaling("repro2", [10000, 20000, 40000], lambda c, n: None,
    lambda n: ["repro", "z" * n + "/x"]))
add("scale/suite-glob-suggestion", scaling("suite", [10000, 20000, 40000], lambda c, n: None,
    lambda n: ["run", "--suite", "seb.status-outcom" + "e" * n]))
add("scale/disable-suggestion", scaling("disable", [10000, 20000, 40000], lambda c, n: None,
    lambda n: ["l10n", "check", "--disable", "missing-ke" + "y" * n, "App"]))
add("scale/choice-suggestion", scaling("choice", [10000, 20000, 40000], lambda c, n: None,
    lambda n: ["run", "--suite", "seb.status-outcome", "--choice", "seb-status-matching=" + "n" * n]))


def keymap_size(c, n):
    clone(c, "pizza-app")
    km = {"comgate_pan_label": "panLabel"}
    km.update({"app_key_%d" % i: "panHint" for i in range(n)})
    write(os.path.join(c.dir, "km.json"), json.dumps({"keyMap": km}))


add("scale/keymap-size", scaling("keymap", [25000, 50000, 100000], keymap_size,
    lambda n: ["l10n", "check", "--key-map", "km.json", "pizza-app"]), timeout=200)


def texts_size(c, n):
    write(os.path.join(c.dir, "t.json"), json.dumps({"de": dict([("payButtonText", "Zahlen")] + [("app_%d" % i, "x") for i in range(n)])}))


add("scale/texts-size", scaling("texts", [25000, 50000, 100000], texts_size,
    lambda n: ["run", "--suite", "comgate.translations", "--texts", "t.json"]), timeout=200)


def recording(c, n):
    with open(os.path.join(c.dir, "o.jsonl"), "w") as f:
        for i in range(n):
            f.write('{"id":"seb.none/x%d","output":{}}\n' % i)


add("scale/check-outputs-unknown-ids", scaling("rec", [50000, 100000, 200000], recording,
    lambda n: ["check", "--outputs", "o.jsonl", "--suite", "seb.*", "--format", "json", "--output", "r.json"]), timeout=200)


def android_attrs(c, n):
    write(os.path.join(c.dir, "r", "values", "strings.xml"), '<resources><string name="m" ' + " ".join('a%d="x"' % i for i in range(n)) + '>x</string></resources>')


add("scale/android-attributes", scaling("attrs", [25000, 50000, 100000], android_attrs, L10N_BASE("r")), timeout=200)


def report_runs(c, n):
    src = json.load(open(os.path.join(FIX, "run.json")))
    for i in range(n):
        src["implementation"]["name"] = "impl%d" % i
        write(os.path.join(c.dir, "runs", "r%d.json" % i), json.dumps(src))


add("scale/report-runs", scaling("report", [20, 40, 80], report_runs,
    lambda n: ["report"] + ["runs/r%d.json" % i for i in range(n)] + ["--format", "json", "--output", "m.json"]), timeout=200)


def stringsdict_size(c, n):
    body = "".join('<key>k%d</key><dict><key>NSStringLocalizedFormatKey</key><string>%%#@v@</string><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>one</string><key>other</key><string>%%d other</string></dict></dict>' % i for i in range(n))
    write(os.path.join(c.dir, "s", "en.lproj", "Localizable.stringsdict"), '<?xml version="1.0"?><plist version="1.0"><dict>' + body + "</dict></plist>")


def many_entries(fmt):
    def build(c, n):
        d = os.path.join(c.dir, "f")
        keys = ["k%d" % i for i in range(n)]
        if fmt == "xcstrings":
            write(os.path.join(d, "L.xcstrings"), json.dumps({"sourceLanguage": "en", "version": "1.0", "strings": {k: {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Pay %@ now " + k}},
                "de": {"stringUnit": {"state": "translated", "value": "Zahle %@ jetzt " + k}}}} for k in keys}}))
        elif fmt == "csv":
            write(os.path.join(d, "s.csv"), "key,en,de\n" + "".join('%s,"Pay %%@, now","Zahle %%@, jetzt"\n' % k for k in keys))
        elif fmt == "xliff":
            write(os.path.join(d, "de.xliff"), '<xliff version="1.2"><file source-language="en" target-language="de"><body>' + "".join(
                '<trans-unit id="%s"><source>Pay %%@</source><target state="translated">Zahle %%@</target></trans-unit>' % k for k in keys) + "</body></file></xliff>")
        elif fmt == "android":
            for folder, text in (("values", "Pay %1$s"), ("values-de", "Zahle %1$s")):
                write(os.path.join(d, folder, "strings.xml"), "<resources>" + "".join('<string name="%s">%s</string>' % (k, text) for k in keys) + "</resources>")
        elif fmt == "json-nested":
            for lang, text in (("en", "Pay"), ("de", "Zahle")):
                write(os.path.join(d, lang + ".json"), json.dumps({"g%d" % (i // 100): {"k%d" % i: text for i in range(i - i % 100, i - i % 100 + 100)} for i in range(0, n, 100)}))
        elif fmt == "arb":
            for lang, text in (("en", "Pay {n}"), ("de", "Zahle {n}")):
                write(os.path.join(d, "app_%s.arb" % lang), json.dumps(dict([("@@locale", lang)] + [(k, text) for k in keys])))
    return build


for fmt in ["xcstrings", "csv", "xliff", "android", "json-nested", "arb"]:
    add(f"scale/entries-{fmt}", scaling("entries", [20000, 40000, 80000], many_entries(fmt), L10N_BASE("f")), timeout=200)
add("scale/stringsdict-entries", scaling("sd", [10000, 20000, 40000], stringsdict_size, L10N_BASE("s")), timeout=200)


# --- 6. signals ------------------------------------------------------------------------------

def judged_everything(path):
    """None when there is no report; else whether it says it judged every input (a JSON report
    by its `interrupted` and `notRun` members anywhere, any other by the word "interrupted")."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return None
    if path.endswith(".json"):
        try:
            data = json.loads(text)
        except ValueError:
            return False
        stack = [data]
        while stack:
            v = stack.pop()
            if isinstance(v, dict):
                for k, x in v.items():
                    if k == "interrupted" and x:
                        return False
                    if k == "notRun" and isinstance(x, int) and x > 0:
                        return False
                    stack.append(x)
            elif isinstance(v, list):
                stack.extend(v)
        return True
    return "interrupted" not in text.lower()


def signal_case(label, argv, report, sig, delay, orderly=True, group=False, extra=None):
    def fn(case):
        setup_inputs(case)
        clone(case, "big.jsonl")
        if extra:
            extra(case)
        before = snapshot(case.dir)
        r = payspec(*argv, cwd=case.dir, timeout=120, sig=sig, at=delay, group=group)
        case.notes.append(f"signal at {delay:.2f}s, exit {r.rc}, wall {r.wall:.1f}s")
        basic(case, r, expect=None, promise_orderly=orderly)
        if r.sent is None:
            case.notes.append("ended before the signal was due")
            return
        if r.rc == 2 or r.rc == 3:
            case.flag("wrong-exit", f"exit {r.rc} after a signal: {short(r.etext)}")
        if report and r.rc is not None and r.rc >= 0:
            path = os.path.join(case.dir, report)
            all_judged = judged_everything(path)
            if all_judged is None:
                if r.rc != 74:
                    case.flag("data-loss", f"no report written (exit {r.rc})")
                else:
                    case.flag("wrong-exit", "exit 74: the report was not written after the signal")
            elif r.rc == 0 and not all_judged:
                case.flag("wrong-exit", "exit 0 with a report that says part was not run")
            elif r.rc == 0 and r.sent is not None and "interrupted" in r.text.lower():
                case.flag("wrong-exit", "exit 0 after saying it was interrupted")
            if all_judged is not None and report.endswith(".json"):
                try:
                    json.load(open(path))
                except ValueError:
                    case.flag("data-loss", "the report is not whole JSON")
        debris(case, before)
    return fn


SIG_COMMANDS = [
    ("run", ["run", "--format", "json", "--output", "r.json"], "r.json"),
    ("run-adapter", ["run", "--adapter", "ADAPTER", "--format", "json", "--output", "r.json"], "r.json"),
    ("check", ["check", "--outputs", "big.jsonl", "--format", "json", "--output", "r.json"], "r.json"),
    ("compare", ["compare", "--adapter", "ADAPTER", "--adapter", "ADAPTER", "--generated", "200000", "--format", "json", "--output", "c.json"], "c.json"),
    ("compare-outputs", ["compare", "--adapter", "ADAPTER", "--outputs", "big.jsonl", "--generated", "0", "--format", "json", "--output", "c.json"], "c.json"),
    ("fuzz", ["fuzz", "--adapter", "ADAPTER", "--count", "200000", "--format", "json", "--output", "f.json"], "f.json"),
    ("fuzz-jobs", ["fuzz", "--adapter", "ADAPTER", "--count", "200000", "--jobs", "2", "--format", "junit", "--output", "f.xml"], "f.xml"),
]
def sig_case(label, argv, report, sig, delay, group):
    def fn(case):
        signal_case(label, [ADAPTER if a == "ADAPTER" else a for a in argv], report, sig, delay, group=group)(case)
    return fn


for label, argv, report in SIG_COMMANDS:
    for sig in (signal.SIGINT, signal.SIGTERM):
        for k in range(2):
            delay = round(RNG.uniform(0.15, 4.0), 2)
            add(f"signal/{label}/{sig.name}/{k}", sig_case(label, argv, report, sig, delay, k == 1 and sig == signal.SIGINT), timeout=140)


def export_signal(fmt, sig, delay):
    def fn(case):
        target = "x." + fmt if fmt in ("xcstrings", "csv") else fmt
        before = snapshot(case.dir)
        r = payspec("l10n", "export", "--format", fmt, "--output", target, cwd=case.dir, sig=sig, at=delay)
        basic(case, r)
        ref = os.path.join(FIX, "export", target)
        got = os.path.join(case.dir, target)
        if os.path.exists(got):
            if os.path.isdir(ref):
                a, b = snapshot(ref), snapshot(got)
                if a != b:
                    case.flag("data-loss", f"a partial folder export after the signal (exit {r.rc}): {len(b)} of {len(a)} entries")
            else:
                if open(ref, "rb").read() != open(got, "rb").read():
                    case.flag("data-loss", f"a partial file after the signal (exit {r.rc})")
            if r.rc not in (0,) and r.rc is not None and r.rc > 0:
                case.flag("wrong-exit", f"exit {r.rc} but the export is complete")
        debris(case, before)
    return fn


for n, fmt in enumerate(["xcstrings", "xliff", "csv", "strings", "android", "json", "arb", "po"]):
    for sig in [(signal.SIGINT, signal.SIGTERM)[n % 2]]:
        delay = round(RNG.uniform(0.01, 0.25), 3)
        add(f"signal/l10n-export/{fmt}/{sig.name}", export_signal(fmt, sig, delay))


def baseline_signal(sig, delay):
    def fn(case):
        baseline_matching(case, 40000)
        before = snapshot(case.dir)
        r = payspec("l10n", "check", "--base", "en", "--write-baseline", "nb.txt", "cat", cwd=case.dir, sig=sig, at=delay)
        basic(case, r)
        p = os.path.join(case.dir, "nb.txt")
        if os.path.exists(p):
            # The baseline's first line is its header comment; the records are the rest.
            n = sum(1 for line in open(p) if not line.startswith("#"))
            if n != 39999:
                case.flag("data-loss", f"a partial baseline of {n} lines after the signal")
        debris(case, before)
    return fn


for sig in (signal.SIGINT, signal.SIGTERM):
    for k in range(2):
        add(f"signal/l10n-write-baseline/{sig.name}/{k}", baseline_signal(sig, round(RNG.uniform(0.2, 2.0), 2)))


def shields_signal(sig, delay):
    def fn(case):
        report_runs(case, 300)
        before = snapshot(case.dir)
        r = payspec(*(["report"] + ["runs/r%d.json" % i for i in range(300)] + ["--shields", "badges", "--output", "m.md"]),
                    cwd=case.dir, sig=sig, at=delay)
        basic(case, r)
        b = os.path.join(case.dir, "badges")
        if os.path.isdir(b) and len(os.listdir(b)) not in (0, 300):
            case.flag("data-loss", f"{len(os.listdir(b))} of 300 badges after the signal")
        debris(case, before)
    return fn


for sig in (signal.SIGINT, signal.SIGTERM):
    add(f"signal/report-shields/{sig.name}", shields_signal(sig, round(RNG.uniform(0.1, 1.0), 2)))


def bench_build_signal(sig, delay):
    def fn(case):
        tmp = os.path.join(case.dir, "tmp")
        os.mkdir(tmp)
        r = run([PAYSPEC, "bench", "--only", "build", "--no-build-consumer", "--build-timeout", "600"], cwd=ROOT,
                timeout=60, sig=sig, at=delay, env={"TMPDIR": tmp})
        basic(case, r, expect={1, 0, 2, 74} if r.sent else None)
        left = os.listdir(tmp)
        if left:
            case.flag("data-loss", f"left in TMPDIR: {left[:3]}")
    return fn


add("signal/bench-build/SIGTERM", bench_build_signal(signal.SIGTERM, 2.5), timeout=90)
add("signal/bench-build/SIGINT", bench_build_signal(signal.SIGINT, 4.0), timeout=90)


def bench_build_timeout(case):
    tmp = os.path.join(case.dir, "tmp")
    os.mkdir(tmp)
    r = run([PAYSPEC, "bench", "--only", "build", "--no-build-consumer", "--build-timeout", "3"], cwd=ROOT, timeout=60,
            env={"TMPDIR": tmp})
    basic(case, r, expect={0, 1})
    if os.listdir(tmp):
        case.flag("data-loss", f"left in TMPDIR: {os.listdir(tmp)[:3]}")


add("bench-build/timeout-3s", bench_build_timeout, timeout=90)


def check_outputs_signal_debris(sig, delay):
    def fn(case):
        clone(case, "big.jsonl")
        before = snapshot(case.dir)
        r = payspec("check", "--outputs", "big.jsonl", "--format", "junit", "--output", "r.xml", cwd=case.dir, sig=sig, at=delay)
        basic(case, r, promise_orderly=True)
        debris(case, before)
        if not os.path.exists(os.path.join(case.dir, "r.xml")) and r.rc != 74:
            case.flag("data-loss", f"no report after the signal (exit {r.rc})")
    return fn


for k in range(4):
    sig = (signal.SIGINT, signal.SIGTERM)[k % 2]
    add(f"signal/check-junit/{sig.name}/{k}", check_outputs_signal_debris(sig, round(RNG.uniform(0.05, 1.5), 2)))


# signals to a command writing its report to a pipe nobody drains
def signal_blocked_stdout(sig):
    def fn(case):
        r_fd, w_fd = os.pipe()
        start = time.monotonic()
        p = subprocess.Popen([PAYSPEC, "run", "--adapter", ADAPTER, "--format", "json", "--output", "-"], cwd=case.dir,
                             stdout=w_fd, stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(w_fd)
        time.sleep(1.5)
        p.send_signal(sig)
        try:
            rc = p.wait(timeout=15)
        except subprocess.TimeoutExpired:
            case.flag("hang", "no end 15 s after the signal with standard output blocked")
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            rc = None
        os.close(r_fd)
        if rc is not None and rc < 0 and -rc != sig:
            case.flag("crash", f"died of signal {-rc}")
        left = session_members(p.pid)
        if left:
            case.flag("hang", f"{len(left)} process(es) left")
            for pid in left:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
        case.notes.append(f"exit {rc} after {time.monotonic() - start:.1f}s")
    return fn


add("signal/blocked-stdout/SIGTERM", signal_blocked_stdout(signal.SIGTERM), timeout=60)
add("signal/blocked-stdout/SIGINT", signal_blocked_stdout(signal.SIGINT), timeout=60)


# --- 7. /dev/full and closed stdout for report-to-stdout commands ------------------------------

def stdout_full(argv, expect):
    def fn(case):
        setup_inputs(case)
        with open("/dev/full", "wb") as full:
            p = subprocess.run([PAYSPEC] + argv, cwd=case.dir, stdout=full, stderr=subprocess.PIPE, timeout=60)
        rc = p.returncode
        if rc < 0:
            case.flag("crash", f"died of signal {-rc}")
        elif rc not in expect:
            case.flag("wrong-exit", f"exit {rc} with standard output on /dev/full: {short(p.stderr.decode('utf-8', 'replace'))}")
    return fn


for label, argv in [("report", ["report", "run.json"]), ("repro", ["repro", "seb.status-outcome/status-SETTLED"]),
                    ("export-csv", ["l10n", "export", "--format", "csv", "--output", "-"]),
                    ("export-xcstrings", ["l10n", "export", "--format", "xcstrings", "--output", "-"]),
                    ("l10n-check", ["l10n", "check", "App", "--format", "json"]),
                    ("vectors-export", ["vectors", "export", "--suite", "seb.*", "--output", "-"])]:
    add(f"stdout-full/{label}", stdout_full(argv, {74}))


# ---------------------------------------------------------------------------------------------


def execute(c, keep):
    c.dir = tempfile.mkdtemp(prefix="heldout-")
    start = time.monotonic()
    try:
        c.fn(c)
    except Exception as e:  # the matrix's own failure is reported, not hidden
        c.findings.append(("matrix-error", repr(e)[:300]))
    c.wall = time.monotonic() - start
    if not keep:
        subprocess.run(["chmod", "-R", "u+rwx", c.dir], stderr=subprocess.DEVNULL)
        shutil.rmtree(c.dir, ignore_errors=True)
    return c


def main():
    global PAYSPEC, ADAPTER, FIX
    ap = argparse.ArgumentParser()
    ap.add_argument("payspec")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--summary")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--list", action="store_true")
    opts = ap.parse_args()
    PAYSPEC = os.path.abspath(opts.payspec)
    ADAPTER = os.path.join(os.path.dirname(PAYSPEC), "payspec-reference-adapter")
    if not os.path.exists(ADAPTER):
        sys.exit(f"heldout.py: {ADAPTER} is missing: build payspec-reference-adapter too")
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    cases = [c for c in CASES if not opts.only or any(o in c.name for o in opts.only)]
    if opts.list:
        for c in cases:
            print(c.name)
        print(len(cases), "cases")
        return 0
    FIX = tempfile.mkdtemp(prefix="heldout-fixtures-")
    make_fixtures()
    start = time.monotonic()
    done = []
    # slow, heavy cases first so the tail is short
    order = sorted(cases, key=lambda c: 0 if c.name.startswith(("scale/", "signal/", "nesting/")) else 1)
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        futures = [pool.submit(execute, c, opts.keep) for c in order]
        for fut in concurrent.futures.as_completed(futures):
            c = fut.result()
            done.append(c)
            mark = "FAIL" if c.findings else "ok"
            if c.findings or opts.verbose:
                print(f"{mark:4} {c.name} ({c.wall:.1f}s) {'; '.join(c.notes)}", flush=True)
                for cls, detail in c.findings:
                    print(f"       [{cls}] {detail}", flush=True)
    shutil.rmtree(FIX, ignore_errors=True)
    counts = {k: 0 for k in CLASSES + ["matrix-error"]}
    failing = 0
    for c in done:
        classes = sorted({cls for cls, _ in c.findings})
        if classes:
            failing += 1
        for cls in classes:
            counts[cls] += 1
    lines = [f"heldout matrix: {len(done)} cases, {failing} in at least one class, {time.monotonic() - start:.0f} s wall, --jobs {opts.jobs}"]
    for k, v in counts.items():
        lines.append(f"  {k:12} {v}")
    lines.append("failing cases:")
    for c in sorted(done, key=lambda c: c.name):
        if c.findings:
            lines.append(f"  {c.name}: " + "; ".join(f"[{cls}] {d}" for cls, d in c.findings))
    summary = "\n".join(lines) + "\n"
    print(summary)
    if opts.summary:
        with open(opts.summary, "w") as f:
            f.write(summary)
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
