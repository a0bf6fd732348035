#!/usr/bin/env python3
"""The hardening matrix: payspec used as a careless user or CI script would use it.

Every case starts the built `payspec` in a fresh folder of its own, with a timeout, and
judges what it did from outside: its exit status, what it printed, the files it left and the
work it cost (CPU and peak memory of the process, from wait4). A case falls into one of the
classes below when it breaks the rule the class stands for; a case can fall into several.

    crash           died of a signal it was not sent, or printed a Swift runtime trap
    hang            did not end within its timeout (or within 10 s of a signal)
    unbounded       twice (four times) the input cost more than about twice (four times) the
                    CPU, or peak memory beyond the case's bound
    data-loss       a file the command did not create changed or went missing, a symlink loop
                    was resolved, or temporary or staging debris was left behind
    raw-control     ESC, BEL, a C1 control, a bidi override, or a line starting `::` or
                    containing `##[` that came from the input, printed raw
    wrong-exit      an exit status outside the documented ones for the case
    unnamed         a refusal whose message does not name the file, position or option

Usage:
    tools/hardening/matrix.py --payspec .build/release/payspec [--adapter PATH]
                              [--jobs 2] [--only SUBSTRING] [--list] [--verbose]

--adapter names payspec-reference-adapter (default: beside payspec). Python 3 standard
library only. Cases run at most two at a time (`--jobs`), each under `nice`.
"""

import argparse
import hashlib
import json
import os
import random
import re
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

CLASSES = ["crash", "hang", "unbounded", "data-loss", "raw-control", "wrong-exit", "unnamed"]

# Payloads a path, id, command or catalog value may carry into a terminal or a CI log.
PAYLOADS = {
    "esc": "\x1b[31mred\x1b]0;title\x07",
    "bel": "bell\x07bell",
    "c1": "csi\u009b31mc1",
    "bidi": "abc\u202edcba\u2066x",
    "gh-command": "\n::warning::injected",
    "gh-old": "x##[error]injected",
}

RAW_PATTERNS = [
    ("ESC", re.compile(rb"\x1b")),
    ("BEL", re.compile(rb"\x07")),
    ("C1", re.compile("[\u0080-\u009f]".encode("utf-8"))),
    ("C1", re.compile(rb"\xc2[\x80-\x9f]")),
    ("bidi", re.compile("[\u202a-\u202e\u2066-\u2069]".encode("utf-8"))),
    ("::command", re.compile(rb"(?m)^[ \t]*::warning::injected")),
    ("##[", re.compile(rb"##\[error\]injected")),
]


class Case:
    def __init__(self, surface, name, argv, expect, **kw):
        self.surface = surface
        self.name = name
        self.argv = argv  # list; "{P}" is payspec, "{A}" the reference adapter
        self.expect = set(expect)  # allowed exit statuses
        self.setup = kw.get("setup")  # function(dir) run before the command
        self.protect = kw.get("protect", [])  # files/folders that must not change
        self.names = kw.get("names", [])  # one of these must appear on stderr on refusal
        self.payload = kw.get("payload", False)  # output must hold no raw control character
        self.signal = kw.get("signal")  # (signal number, delay seconds or (lo, hi))
        self.timeout = kw.get("timeout", 60)
        self.check = kw.get("check")  # function(dir, result) -> list of (class, detail)
        self.rss_mib = kw.get("rss_mib", 2048)
        self.no_debris = kw.get("no_debris", True)
        self.stdin = kw.get("stdin")
        self.env = kw.get("env", {})  # extra environment; "{D}" is the case's folder
        self.must_say = kw.get("must_say", [])  # texts the output must hold (a count, a name)


class Result:
    def __init__(self):
        self.rc = None
        self.signaled = None
        self.stdout = b""
        self.stderr = b""
        self.cpu = 0.0
        self.rss_mib = 0.0
        self.wall = 0.0
        self.timed_out = False
        self.sent = None
        self.findings = []


def snapshot(path):
    """A fingerprint of a file, folder or link, to tell whether the command changed it."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return ("missing",)
    if stat.S_ISLNK(st.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISDIR(st.st_mode):
        entries = []
        for root, dirs, files in os.walk(path):
            dirs.sort()
            for name in sorted(dirs + files):
                full = os.path.join(root, name)
                entries.append((os.path.relpath(full, path), snapshot(full) if name in files else "d"))
        return ("dir", tuple(entries))
    if stat.S_ISREG(st.st_mode):
        with open(path, "rb") as f:
            return ("file", hashlib.sha256(f.read()).hexdigest())
    return ("other", stat.S_IFMT(st.st_mode))


def debris(folder):
    found = []
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            if name.startswith(".tmp-") or ".tmp-" in name or name.startswith(".payspec-staging") \
                    or name.startswith(".staging") or name.endswith(".partial"):
                found.append(os.path.relpath(os.path.join(root, name), folder))
    return found


def high_water_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def descendants_alive(session):
    """Processes of the case's session (its children keep it across process groups of their
    own), other than zombies."""
    alive = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if int(fields[3]) == session and fields[0] != "Z":
                alive.append(int(entry))
        except (OSError, IndexError, ValueError):
            pass
    return alive


def run_case(case, tools, keep=False):
    folder = tempfile.mkdtemp(prefix="payspec-matrix-")
    res = Result()
    try:
        if case.setup:
            case.setup(folder, tools)
        before = {p: snapshot(os.path.join(folder, p)) for p in case.protect}
        argv = [a.replace("{P}", tools["payspec"]).replace("{A}", tools["adapter"])
                .replace("{D}", folder).replace("{C}", tools["checkout"]) for a in case.argv]
        env = dict(os.environ, NO_COLOR="1", TERM="dumb")
        env.update({k: v.replace("{D}", folder) for k, v in case.env.items()})
        start = time.monotonic()
        proc = subprocess.Popen(["nice", "-n", "5"] + argv, cwd=folder, stdin=subprocess.PIPE
                                if case.stdin is not None else subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                                start_new_session=True)
        out_chunks, err_chunks = [], []

        def pump(stream, sink):
            while True:
                block = stream.read(65536)
                if not block:
                    break
                if sum(len(c) for c in sink) < 4 << 20:
                    sink.append(block)

        readers = [threading.Thread(target=pump, args=(proc.stdout, out_chunks)),
                   threading.Thread(target=pump, args=(proc.stderr, err_chunks))]
        for t in readers:
            t.daemon = True
            t.start()
        if case.stdin is not None:
            try:
                proc.stdin.write(case.stdin)
                proc.stdin.close()
            except BrokenPipeError:
                pass
        deadline = start + case.timeout
        sent = None
        if case.signal:
            signum, delay = case.signal
            if isinstance(delay, tuple):
                delay = random.uniform(*delay)
            fire_at = start + delay
            deadline = fire_at + 10
        status = None
        rusage = None
        peak_kib = 0
        while True:
            pid, st, ru = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                status, rusage = st, ru
                break
            # Peak memory from the process's own high-water mark: wait4's ru_maxrss of a child
            # starts from its parent's (this script's) size on Linux, and VmHWM starts again at exec.
            peak_kib = max(peak_kib, high_water_kib(proc.pid))
            now = time.monotonic()
            if case.signal and sent is None and now >= fire_at:
                # The signal a user's ^C sends: to the whole foreground group.
                os.killpg(proc.pid, signum)
                sent = signum
                res.sent = signum
            if now > (deadline if case.signal else start + case.timeout):
                res.timed_out = True
                os.killpg(proc.pid, signal.SIGKILL)
                pid, st, ru = os.wait4(proc.pid, 0)
                status, rusage = st, ru
                break
            time.sleep(0.02)
        proc.returncode = 0
        res.wall = time.monotonic() - start
        for t in readers:
            t.join(5)
        res.stdout = b"".join(out_chunks)
        res.stderr = b"".join(err_chunks)
        res.cpu = rusage.ru_utime + rusage.ru_stime
        res.rss_mib = peak_kib / 1024.0
        if os.WIFSIGNALED(status):
            res.signaled = os.WTERMSIG(status)
        else:
            res.rc = os.WEXITSTATUS(status)
        judge(case, res, folder, before, sent)
        # Children left in the command's process group outlive it: a leak.
        time.sleep(0.1)
        left = descendants_alive(proc.pid)
        if left:
            res.findings.append(("hang", f"{len(left)} process(es) left running in its group"))
            for pid in left:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
    finally:
        if not keep:
            for root, dirs, _ in os.walk(folder):
                for d in dirs:
                    try:
                        os.chmod(os.path.join(root, d), 0o755)
                    except OSError:
                        pass
            shutil.rmtree(folder, ignore_errors=True)
    return res


def judge(case, res, folder, before, sent):
    text = res.stdout + res.stderr
    if res.timed_out:
        res.findings.append(("hang", f"no end within {case.timeout} s" if not sent else
                             "no end within 10 s of the signal"))
    if res.signaled is not None and res.signaled != sent and not res.timed_out:
        res.findings.append(("crash", f"died of signal {res.signaled}"))
    if re.search(rb"Fatal error|fatalError|Illegal instruction|Segmentation fault|"
                 rb"Current stack trace|Swift runtime failure", res.stderr):
        res.findings.append(("crash", "runtime trap on stderr"))
    if case.signal and res.rc == 0 and (not sent or report_complete(folder)):
        pass  # ended before the signal, or the signal came once everything was judged
    elif not res.timed_out and res.signaled is None and res.rc not in case.expect:
        res.findings.append(("wrong-exit", f"exit {res.rc}, expected {sorted(case.expect)}"))
    if res.signaled is not None and sent and not res.timed_out and 0 not in case.expect:
        # A signal that kills instead of an orderly stop is tolerated only where the case
        # says the process may die of it.
        if -sent not in case.expect:
            res.findings.append(("wrong-exit", f"died of the signal {res.signaled}"))
    if case.payload:
        for label, pattern in RAW_PATTERNS:
            if pattern.search(text):
                res.findings.append(("raw-control", f"{label} printed raw"))
                break
    if case.names and (res.rc not in (0, None) or res.signaled):
        err = res.stderr.decode("utf-8", "replace")
        if not any(n in err for n in case.names):
            res.findings.append(("unnamed", "message names none of " + ", ".join(map(repr, case.names))))
    said = text.decode("utf-8", "replace")
    for needed in case.must_say:
        if needed not in said:
            res.findings.append(("unnamed", f"does not say {needed!r}"))
    for path, was in before.items():
        now = snapshot(os.path.join(folder, path))
        if now != was:
            res.findings.append(("data-loss", f"{path} changed"))
    if case.no_debris:
        left = debris(folder)
        if left:
            res.findings.append(("data-loss", "debris: " + ", ".join(left[:3])))
    if res.rss_mib > case.rss_mib:
        res.findings.append(("unbounded", f"peak RSS {res.rss_mib:.0f} MiB > {case.rss_mib} MiB"))
    if case.check:
        res.findings.extend(case.check(folder, res))


# ---------------------------------------------------------------------------------------
# Fixtures

def write(path, data, mode="w"):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, mode) as f:
        f.write(data)


FIXTURES = {}


def make_fixtures(tools, base):
    """Files several cases copy: a saved run, recorded outputs, catalogs."""
    p = tools["payspec"]
    run_json = os.path.join(base, "run.json")
    subprocess.run([p, "run", "--suite", "seb.status-outcome", "--format", "json", "--output",
                    run_json, "--quiet"], cwd=base, check=False, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    requests = os.path.join(base, "requests.jsonl")
    subprocess.run([p, "vectors", "export", "--suite", "seb.status-outcome", "--output",
                    requests], cwd=base, check=False, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    outputs = os.path.join(base, "outputs.jsonl")
    # The reference adapter answers the exported requests; its answers are the recorded side.
    with open(requests, "rb") as f:
        req = f.read()
    handshake = b'{"type":"handshake","protocol":"payspec/1"}\n'
    answered = subprocess.run([tools["adapter"]], input=handshake + req + b'{"type":"shutdown"}\n',
                              capture_output=True, timeout=60)
    lines = []
    for line in answered.stdout.splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if "id" in obj and "output" in obj:
            lines.append(json.dumps({"id": obj["id"], "output": obj["output"]}, sort_keys=True))
    if not lines or not os.path.exists(run_json):
        sys.exit(f"error: {p} could not make the fixtures (a saved run, recorded outputs); is it built?")
    write(outputs, "\n".join(lines) + "\n")
    FIXTURES["run"] = open(run_json, "rb").read()
    FIXTURES["outputs"] = open(outputs, "rb").read()
    FIXTURES["requests"] = req


def put_run(d, name="run.json"):
    write(os.path.join(d, name), FIXTURES["run"], "wb")


def put_outputs(d, name="outputs.jsonl"):
    write(os.path.join(d, name), FIXTURES["outputs"], "wb")


def put_big_outputs(d, tools=None, lines=1_000_000):
    """The recorded outputs followed by a million lines for ids no vector has: seconds of
    reading, so a signal lands while the file is read."""
    pad = "".join(f'{{"id":"pad/{i}","output":{{}}}}\n' for i in range(lines)).encode()
    write(os.path.join(d, "big.jsonl"), FIXTURES["outputs"] + pad, "wb")


CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def put_doc(d, name="doc.txt"):
    """A vendor page from the checkout's drift fixtures."""
    shutil.copy(os.path.join(CHECKOUT, "Tests/PaySpecDriftTests/Fixtures/moneycollect-en.txt"),
                os.path.join(d, name))


def put_texts(d, name="t/cs.json"):
    write(os.path.join(d, name), json.dumps({"payButtonText": "Zaplatit", "nope_key": "x"}))


def put_expect(d, name="e.json"):
    write(os.path.join(d, name), json.dumps({"expectations": []}))


def put_catalog(d, name="cat/en.json", extra=None):
    values = {"greeting": "Hello", "pay": "Pay {amount}"}
    if extra:
        values.update(extra)
    write(os.path.join(d, name), json.dumps(values, sort_keys=True))


def put_two_catalogs(d, value_cs=None):
    put_catalog(d, "cat/en.json")
    cs = {"greeting": "Ahoj", "pay": "Zaplatit {amount}"}
    if value_cs is not None:
        cs["pay"] = value_cs
    write(os.path.join(d, "cat/cs.json"), json.dumps(cs, sort_keys=True))


def put_existing(d, name="existing"):
    write(os.path.join(d, name), "a file the command did not create\n")


def put_loop(d, name="loop"):
    os.symlink(name, os.path.join(d, name))


def put_dir(d, name="adir"):
    os.makedirs(os.path.join(d, name, "inner"))
    write(os.path.join(d, name, "inner", "keep.txt"), "keep\n")


def put_fifo(d, name="fifo"):
    os.mkfifo(os.path.join(d, name))


def put_readonly(d, name="ro"):
    os.makedirs(os.path.join(d, name))
    os.chmod(os.path.join(d, name), 0o555)


def combine(*fns):
    def setup(d, tools):
        for fn in fns:
            fn(d)
    return setup


# ---------------------------------------------------------------------------------------
# Cases

def writer_commands():
    """Commands that write a file, with the setup their inputs need.

    Each is (label, argv before the output, option that names the output, setup, inputs)."""
    fmts_file = ["xcstrings", "csv"]
    fmts_dir = ["xliff", "strings", "android", "json", "arb", "po"]
    out = []
    out.append(("run --output", ["{P}", "run", "--suite", "seb.status-outcome", "--quiet"],
                "--output", [], []))
    out.append(("check --output", ["{P}", "check", "--outputs", "outputs.jsonl", "--quiet"],
                "--output", [put_outputs], ["outputs.jsonl"]))
    out.append(("report --output", ["{P}", "report", "run.json"], "--output", [put_run], ["run.json"]))
    out.append(("report --shields", ["{P}", "report", "run.json", "--output", "m.md"], "--shields",
                [put_run], ["run.json"]))
    out.append(("compare --output", ["{P}", "compare", "--adapter", "{A}", "--outputs",
                                     "outputs.jsonl", "--suite", "seb.status-outcome",
                                     "--generated", "0"], "--output", [put_outputs],
                ["outputs.jsonl"]))
    out.append(("fuzz --output", ["{P}", "fuzz", "--adapter", "{A}", "--suite",
                                  "seb.status-outcome", "--count", "30", "--format", "json"],
                "--output", [], []))
    out.append(("l10n check --output", ["{P}", "l10n", "check", "--base", "en", "cat"],
                "--output", [put_two_catalogs], ["cat"]))
    out.append(("l10n check --write-baseline", ["{P}", "l10n", "check", "--base", "en", "cat",
                                                "--fail-on", "never"],
                "--write-baseline", [put_two_catalogs], ["cat"]))
    out.append(("drift --output", ["{P}", "drift", "--docs", "doc.txt", "--spec", "{C}/spec"],
                "--output", [put_doc], ["doc.txt"]))
    out.append(("drift --write-baseline", ["{P}", "drift", "--docs", "doc.txt", "--spec", "{C}/spec"],
                "--write-baseline", [put_doc], ["doc.txt"]))
    out.append(("run --texts --output", ["{P}", "run", "--suite", "comgate.translations", "--texts",
                                         "t/cs.json"], "--output", [put_texts], ["t/cs.json"]))
    out.append(("run --expect --output", ["{P}", "run", "--suite", "seb.status-outcome", "--expect",
                                          "e.json"], "--output", [put_expect], ["e.json"]))
    out.append(("vectors export --output", ["{P}", "vectors", "export", "--suite",
                                            "seb.status-outcome"], "--output", [], []))
    for f in fmts_file:
        out.append((f"l10n export {f}", ["{P}", "l10n", "export", "--format", f], "--output", [], []))
    for f in fmts_dir:
        out.append((f"l10n export {f}", ["{P}", "l10n", "export", "--format", f], "--output", [], []))
    return out


FOLDER_WRITERS = {"report --shields"} | {f"l10n export {f}" for f in
                                          ["xliff", "strings", "android", "json", "arb", "po"]}


def output_cases():
    cases = []
    for label, argv, opt, setups, inputs in writer_commands():
        folder_out = label in FOLDER_WRITERS

        def mk(target_setups, target, expect, protect, names, tag, extra_check=None, payload=False,
               argv=argv, opt=opt, setups=setups, label=label):
            cases.append(Case("outputs", f"{label} onto {tag}", argv + [opt, target], expect,
                              setup=combine(*(setups + target_setups)), protect=protect,
                              names=names, check=extra_check, payload=payload, timeout=120))

        # Onto one of its inputs.
        for inp in inputs:
            if not os.path.splitext(inp)[1] and not folder_out:
                inp = inp + "/en.json"
            mk([], inp, {2}, inputs, [opt, inp.split("/")[0]], f"its input {inp}")
        # Onto a file (or folder content) the command did not create.
        if label.startswith("l10n export") or opt == "--write-baseline":
            if folder_out:
                existing = {"xliff": "out/cs.xliff", "strings": "out/cs.lproj/Localizable.strings",
                            "android": "out/values/strings.xml", "json": "out/cs.json",
                            "arb": "out/app_cs.arb", "po": "out/cs.po"}[label.split()[-1]]
                mk([lambda d, e=existing: put_existing(d, e)], "out", {2}, ["out"], ["out"],
                   "a folder holding a file it did not create")
            else:
                mk([put_existing], "existing", {2}, ["existing"], ["existing", "--force"],
                   "a file it did not create")
        # Named twice.
        if opt == "--write-baseline":
            cases.append(Case("outputs", f"{label} F --output F", argv + [opt, "same", "--output",
                                                                          "same"], {2},
                              setup=combine(*setups), protect=inputs, names=["same"]))
            # The same with F an existing baseline, spelled two ways, --force given: kept.
            cases.append(Case("outputs", f"{label} F --output ./F onto a baseline",
                              argv + [opt, "same", "--output", "./same", "--force"], {2},
                              setup=combine(*(setups + [lambda d: put_existing(d, "same")])),
                              protect=inputs + ["same"], names=["same"]))
        if label == "report --shields":
            cases.append(Case("outputs", "report --shields whose badge names a run",
                              ["{P}", "report", "badges/payspec-reference.json", "--shields", "badges"],
                              {2}, setup=combine(lambda d: put_run(d, "badges/payspec-reference.json")),
                              protect=["badges"], names=["payspec-reference.json"]))
        # Symlink loop.
        mk([put_loop], "loop", {2}, ["loop"], ["loop"], "a symlink loop")
        # A directory where a file goes; a file or FIFO where a folder goes.
        if folder_out:
            mk([put_existing], "existing", {2, 74}, ["existing"], ["existing"], "a file")
            mk([put_fifo], "fifo", {2, 74}, ["fifo"], ["fifo"], "a FIFO")
        else:
            mk([put_dir], "adir", {2, 74}, ["adir"], ["adir"], "a directory")
        # /dev/full.
        if not folder_out:
            mk([], "/dev/full", {74}, [], ["/dev/full"], "/dev/full")
        # A folder nobody may write in (/proc: refused to root as well); a missing parent
        # folder, which a writer may create.
        mk([], "/proc/payspec-matrix/out", {2, 74}, [], ["/proc/payspec-matrix"],
           "an unwritable folder")
        mk([], "missing/parent/out", {0, 2, 74}, [], ["missing/parent"], "a missing parent folder",
           extra_check=lambda d, r: [] if r.rc != 0 or os.path.exists(
               os.path.join(d, "missing/parent/out")) else [("data-loss", "exit 0, nothing written")])
        # An empty value.
        mk([], "", {2}, [], [opt], "''")
        # A path with escape characters in an unwritable folder: refused, printed inert.
        mk([], "/proc/" + PAYLOADS["esc"] + "x", {2, 74}, [], ["/proc/"],
           "an ESC path in an unwritable folder", payload=True)
    return cases


def payload_cases():
    cases = []
    for key, text in PAYLOADS.items():
        p = text
        pl = dict(payload=True, timeout=60)
        cases.append(Case("control", f"repro --adapter with {key}",
                          ["{P}", "repro", "seb.status-outcome/status-SETTLED", "--adapter",
                           "python3 " + p], {0}, **pl))
        cases.append(Case("control", f"repro unknown id with {key}", ["{P}", "repro", "id" + p],
                          {2}, names=["id"], **pl))
        cases.append(Case("control", f"run --adapter missing program {key}",
                          ["{P}", "run", "--adapter", "./no-such" + p, "--suite",
                           "seb.status-outcome"], {2, 3}, names=["no-such"], **pl))
        cases.append(Case("control", f"run --suite {key}", ["{P}", "run", "--suite", "s" + p], {2},
                          names=["--suite"], **pl))
        cases.append(Case("control", f"run --choice {key}", ["{P}", "run", "--choice", "a" + p + "=b"],
                          {2}, names=["--choice"], **pl))
        cases.append(Case("control", f"l10n check catalog value {key}",
                          ["{P}", "l10n", "check", "--base", "en", "cat", "--fail-on", "never"], {0},
                          setup=lambda d, t, p=p: put_two_catalogs(d, "Zaplatit {amount}" + p), **pl))
        cases.append(Case("control", f"l10n check catalog key {key}",
                          ["{P}", "l10n", "check", "--base", "en", "cat", "--fail-on", "never"], {0},
                          setup=lambda d, t, p=p: (put_two_catalogs(d),
                                                   write(os.path.join(d, "cat/cs.json"),
                                                         json.dumps({"k" + p: "v"}))), **pl))
        cases.append(Case("control", f"l10n check missing path {key}",
                          ["{P}", "l10n", "check", "--base", "en", "nothere" + p], {2},
                          names=["nothere"], **pl))
        cases.append(Case("control", f"l10n export output path {key}",
                          ["{P}", "l10n", "export", "--format", "json", "--output", "o" + p], {0},
                          **pl))
        cases.append(Case("control", f"check --outputs id {key}",
                          ["{P}", "check", "--outputs", "o.jsonl"], {1, 2},
                          setup=lambda d, t, p=p: write(os.path.join(d, "o.jsonl"), json.dumps(
                              {"id": "seb" + p, "output": {}}) + "\n"), **pl))
        cases.append(Case("control", f"report run file named {key}",
                          ["{P}", "report", "r" + p + ".json"], {2}, names=["r"], **pl))
        cases.append(Case("control", f"l10n check --baseline line {key}",
                          ["{P}", "l10n", "check", "--base", "en", "cat", "--baseline", "b.txt",
                           "--fail-on", "never"], {0, 2},
                          setup=lambda d, t, p=p: (put_two_catalogs(d), write(
                              os.path.join(d, "b.txt"), "untranslated\tcs\tk" + p + "\n")), **pl))
    return cases


NUMERIC = [
    ("compare --generated", ["{P}", "compare", "--adapter", "{A}", "--outputs", "o.jsonl", "--generated"]),
    ("compare --seed", ["{P}", "compare", "--adapter", "{A}", "--outputs", "o.jsonl", "--seed"]),
    ("compare --max-line-bytes", ["{P}", "compare", "--adapter", "{A}", "--outputs", "o.jsonl",
                                  "--max-line-bytes"]),
    ("fuzz --count", ["{P}", "fuzz", "--adapter", "{A}", "--count"]),
    ("fuzz --time-budget", ["{P}", "fuzz", "--adapter", "{A}", "--time-budget"]),
    ("bench --build-timeout", ["{P}", "bench", "--only", "build", "--build-timeout"]),
    ("bench --repeat", ["{P}", "bench", "--only", "build", "--repeat"]),
    ("run --timeout", ["{P}", "run", "--timeout"]),
]
NUMERIC_VALUES = ["", "-1", "NaN", "inf", "1e400", "18446744073709551616", "0x10", " 5"]


def numeric_cases():
    cases = []
    for label, argv in NUMERIC:
        opt = argv[-1]
        for v in NUMERIC_VALUES:
            cases.append(Case("numeric", f"{label} {v!r}", argv + [v], {2}, names=[opt],
                              setup=lambda d, t: put_outputs(d, "o.jsonl"), timeout=30))
    return cases


def bad_input_cases():
    c = []
    two = lambda d, t: put_two_catalogs(d)

    def with_file(name, data):
        return lambda d, t: (put_two_catalogs(d), write(os.path.join(d, name), data))

    for opt in ["--texts", "--expect", "--golden", "--adapter", "--suite", "--choice", "--output"]:
        c.append(Case("bad-input", f"run {opt} ''", ["{P}", "run", opt, ""], {2}, names=[opt]))
    for opt in ["--key-map", "--baseline", "--write-baseline", "--languages", "--spec-dir", "--base"]:
        c.append(Case("bad-input", f"l10n check {opt} ''",
                      ["{P}", "l10n", "check", "cat", opt, ""], {2}, names=[opt], setup=two))
    c.append(Case("bad-input", "report --shields ''", ["{P}", "report", "run.json", "--shields", ""],
                  {2}, names=["--shields"], setup=lambda d, t: put_run(d)))
    c.append(Case("bad-input", "repro ''", ["{P}", "repro", ""], {2}, names=["repro", "id"]))
    c.append(Case("bad-input", "repro --adapter ''", ["{P}", "repro", "seb.status-outcome/status-SETTLED",
                                                    "--adapter", ""], {2}, names=["--adapter"]))
    c.append(Case("bad-input", "compare --outputs ''", ["{P}", "compare", "--adapter", "{A}",
                                                      "--outputs", ""], {2}, names=["--outputs"]))
    c.append(Case("bad-input", "bench --build-product ''", ["{P}", "bench", "--only", "build",
                                                          "--build-product", ""], {2},
                  names=["--build-product"]))
    c.append(Case("bad-input", "bench --build-product -x", ["{P}", "bench", "--only", "build",
                                                          "--build-product", "-x"], {2},
                  names=["--build-product"]))
    c.append(Case("bad-input", "bench --only nonsense", ["{P}", "bench", "--only", "nonsense"], {2},
                  names=["--only", "nonsense"]))
    c.append(Case("bad-input", "bench --only build outside a checkout", ["{P}", "bench", "--only",
                                                                      "build"], {2},
                  names=["--only", "checkout"]))
    c.append(Case("bad-input", "bench --no-build-consumer alone", ["{P}", "bench",
                                                                "--no-build-consumer"], {2},
                  names=["--no-build-consumer"]))
    # Malformed files name their position.
    c.append(Case("bad-input", "key map malformed JSON", ["{P}", "l10n", "check", "cat", "--base", "en",
                                                        "--key-map", "km.json"], {2},
                  setup=with_file("km.json", '{"keyMap": {"a": }'), names=["km.json:1:"]))
    c.append(Case("bad-input", "key map matching nothing", ["{P}", "l10n", "check", "cat", "--sdk",
                                                          "comgate", "--key-map", "km.json"], {2},
                  setup=with_file("km.json", '{"keyMap": {"nope_key": "panLabel"}}'),
                  names=["km.json"]))
    c.append(Case("bad-input", "key map not an object", ["{P}", "l10n", "check", "cat", "--base", "en",
                                                       "--key-map", "km.json"], {2},
                  setup=with_file("km.json", '[1,2]'), names=["km.json"]))
    c.append(Case("bad-input", "baseline with a short line", ["{P}", "l10n", "check", "cat", "--base",
                                                            "en", "--baseline", "b.txt"], {2},
                  setup=with_file("b.txt", "untranslated\tcs\tk\nonlyone\n"), names=["b.txt:2"]))
    c.append(Case("bad-input", "baseline invalid UTF-8", ["{P}", "l10n", "check", "cat", "--base", "en",
                                                        "--baseline", "b.txt"], {2},
                  setup=lambda d, t: (put_two_catalogs(d), write(os.path.join(d, "b.txt"),
                                                                  b"untranslated\tcs\t\xff\n", "wb")),
                  names=["b.txt"]))
    c.append(Case("bad-input", "baseline is a directory", ["{P}", "l10n", "check", "cat", "--base", "en",
                                                         "--baseline", "adir"], {2},
                  setup=lambda d, t: (put_two_catalogs(d), put_dir(d)), names=["adir"]))
    c.append(Case("bad-input", "baseline is a symlink loop", ["{P}", "l10n", "check", "cat", "--base",
                                                            "en", "--baseline", "loop"], {2},
                  setup=lambda d, t: (put_two_catalogs(d), put_loop(d)), names=["loop"]))
    c.append(Case("bad-input", "ARB malformed", ["{P}", "l10n", "check", "--base", "en", "l"], {2},
                  setup=lambda d, t: (write(os.path.join(d, "l/app_en.arb"), '{"a": "x"}'),
                                      write(os.path.join(d, "l/app_cs.arb"), '{"a": "x",\n"b": }')),
                  names=["app_cs.arb:2:"]))
    c.append(Case("bad-input", "ARB unclosed ICU", ["{P}", "l10n", "check", "--base", "en", "l",
                                                  "--fail-on", "never"], {0, 2},
                  setup=lambda d, t: (write(os.path.join(d, "l/app_en.arb"), '{"a": "{n, plural, one {x}"}'),
                                      write(os.path.join(d, "l/app_cs.arb"), '{"a": "{n, plural, "}'))))
    c.append(Case("bad-input", "po unterminated string", ["{P}", "l10n", "check", "--base", "en", "p"],
                  {2}, setup=lambda d, t: (write(os.path.join(d, "p/en.po"), 'msgid "a"\nmsgstr "a"\n'),
                                           write(os.path.join(d, "p/cs.po"), 'msgid "a"\nmsgstr "b\n')),
                  names=["cs.po:2"]))
    c.append(Case("bad-input", "po msgstr before msgid", ["{P}", "l10n", "check", "--base", "en", "p"],
                  {2}, setup=lambda d, t: (write(os.path.join(d, "p/en.po"), 'msgid "a"\nmsgstr "a"\n'),
                                           write(os.path.join(d, "p/cs.po"), 'msgstr "b"\nmsgid "a"\n')),
                  names=["cs.po:1"]))
    c.append(Case("bad-input", "po invalid UTF-8", ["{P}", "l10n", "check", "--base", "en", "p"],
                  {2}, setup=lambda d, t: (write(os.path.join(d, "p/en.po"), 'msgid "a"\nmsgstr "a"\n'),
                                           write(os.path.join(d, "p/cs.po"), b'msgid "a"\nmsgstr "\xff"\n',
                                                 "wb")), names=["cs.po"]))
    c.append(Case("bad-input", "--texts matching no key", ["{P}", "run", "--suite", "comgate.*",
                                                         "--texts", "t/cs.json"], {2},
                  setup=lambda d, t: write(os.path.join(d, "t/cs.json"),
                                           '{"comgate_pay_button_text": "Zaplatit"}'),
                  names=["t/cs.json"]))
    c.append(Case("bad-input", "--texts malformed", ["{P}", "run", "--texts", "t/cs.json"], {2},
                  setup=lambda d, t: write(os.path.join(d, "t/cs.json"), '{"a": '),
                  names=["cs.json:1:"]))
    c.append(Case("bad-input", "--texts a FIFO", ["{P}", "run", "--texts", "fifo"], {2},
                  setup=lambda d, t: put_fifo(d), names=["fifo"], timeout=20))
    c.append(Case("bad-input", "compare --outputs malformed line", ["{P}", "compare", "--adapter", "{A}",
                                                                  "--outputs", "o.jsonl", "--generated",
                                                                  "0"], {2},
                  setup=lambda d, t: write(os.path.join(d, "o.jsonl"), '{"id": "x", "output": {}}\n{oops\n'),
                  names=["o.jsonl:2"]))
    c.append(Case("bad-input", "--texts matching part of the keys says how many",
                  ["{P}", "run", "--suite", "comgate.translations", "--texts", "t/cs.json"], {0},
                  setup=lambda d, t: put_texts(d), must_say=["1 of 2 texts", "t/cs.json"]))
    c.append(Case("bad-input", "key map matching part of the keys says how many",
                  ["{P}", "l10n", "check", "--key-map", "km.json", "res", "--fail-on", "never"], {0},
                  setup=lambda d, t: (shutil.copytree(os.path.join(
                      CHECKOUT, "Tests/PaySpecL10nTests/Fixtures/android-app/app/src/main/res"),
                      os.path.join(d, "res")), write(os.path.join(d, "km.json"), json.dumps(
                          {"keyMap": {"comgate_pan_label": "panLabel",
                                      "no_such_app_key": "payButtonText"}}))),
                  must_say=["km.json", "1 of 2"]))
    c.append(Case("bad-input", "drift --baseline malformed", ["{P}", "drift", "--docs", "doc.txt",
                                                            "--spec", "{C}/spec", "--baseline", "db.txt"],
                  {2}, setup=lambda d, t: (put_doc(d), write(os.path.join(d, "db.txt"), "x\n")),
                  names=["db.txt:1:"]))
    c.append(Case("bad-input", "drift --baseline ''", ["{P}", "drift", "--docs", "doc.txt", "--spec",
                                                     "{C}/spec", "--baseline", ""], {2},
                  setup=lambda d, t: put_doc(d), names=["--baseline"]))
    c.append(Case("bad-input", "drift --baseline a symlink loop", ["{P}", "drift", "--docs", "doc.txt",
                                                                 "--spec", "{C}/spec", "--baseline",
                                                                 "loop"], {2},
                  setup=lambda d, t: (put_doc(d), put_loop(d)), names=["loop"]))
    c.append(Case("bad-input", "check --outputs missing file", ["{P}", "check", "--outputs", "nope.jsonl"],
                  {2}, names=["nope.jsonl"]))
    c.append(Case("bad-input", "report not a run", ["{P}", "report", "x.json"], {2},
                  setup=lambda d, t: write(os.path.join(d, "x.json"), '{"a": 1}'), names=["x.json"]))
    c.append(Case("bad-input", "report malformed run", ["{P}", "report", "x.json"], {2},
                  setup=lambda d, t: write(os.path.join(d, "x.json"), '{"a": \n1,,}'), names=["x.json:2:"]))
    c.append(Case("bad-input", "report a directory", ["{P}", "report", "adir"], {2},
                  setup=lambda d, t: put_dir(d), names=["adir"]))
    c.append(Case("bad-input", "l10n export unknown format", ["{P}", "l10n", "export", "--format", "yaml",
                                                            "--output", "x"], {2}, names=["--format"]))
    c.append(Case("bad-input", "l10n export --output - for a folder format",
                  ["{P}", "l10n", "export", "--format", "po", "--output", "-"], {2}, names=["--output"]))
    return c


def signal_cases():
    c = []
    rnd = (0.3, 2.5)
    for sig, sname in [(signal.SIGINT, "SIGINT"), (signal.SIGTERM, "SIGTERM")]:
        def report_check(d, res, want_notrun=True):
            f = []
            path = os.path.join(d, "r.json")
            if not os.path.exists(path):
                if res.rc == 0 or res.rc == 1:
                    f.append(("data-loss", "no report written"))
                return f
            try:
                doc = json.load(open(path))
            except ValueError:
                f.append(("data-loss", "report is not complete JSON"))
                return f
            return f

        def not_green(d, res):
            # An interrupted comparison that exits 0 judged less than everything.
            return [("wrong-exit", "exit 0 after the signal, report incomplete")] if (
                res.rc == 0 and res.sent and not report_complete(d)) else []

        for i in range(4):
            c.append(Case("signals", f"compare two adapters --generated 200000 {sname} #{i}",
                          ["{P}", "compare", "--adapter", "{A}", "--adapter", "{A}", "--generated",
                           "200000", "--format", "json", "--output", "r.json"], {1},
                          signal=(sig, rnd), check=lambda d, r: report_check(d, r) + not_green(d, r),
                          timeout=120))
            c.append(Case("signals", f"compare --outputs (big) {sname} #{i}",
                          ["{P}", "compare", "--adapter", "{A}", "--outputs", "big.jsonl",
                           "--generated", "0", "--format", "json", "--output", "r.json"], {1},
                          setup=put_big_outputs,
                          signal=(sig, (0.2, 1.5)), check=lambda d, r: report_check(d, r) + not_green(d, r),
                          timeout=120))
            c.append(Case("signals", f"fuzz {sname} #{i}",
                          ["{P}", "fuzz", "--adapter", "{A}", "--count", "200000", "--format", "json",
                           "--output", "r.json"], {1}, signal=(sig, rnd),
                          check=lambda d, r: report_check(d, r) + not_green(d, r), timeout=120))
            c.append(Case("signals", f"run {sname} #{i}",
                          ["{P}", "run", "--adapter", "{A}", "--format", "json", "--output", "r.json"],
                          {1}, signal=(sig, (0.05, 0.3)),
                          check=lambda d, r: report_check(d, r) + not_green(d, r), timeout=120))
            c.append(Case("signals", f"check --outputs (big) {sname} #{i}",
                          ["{P}", "check", "--outputs", "big.jsonl", "--format", "json", "--output",
                           "r.json"], {1},
                          setup=put_big_outputs,
                          signal=(sig, (0.1, 1.0)), check=lambda d, r: report_check(d, r),
                          timeout=120))
            for fmt in ["xcstrings", "po"]:
                c.append(Case("signals", f"l10n export {fmt} {sname} #{i}",
                              ["{P}", "l10n", "export", "--format", fmt, "--output", "out"],
                              {0, 1, 2, -int(sig)}, signal=(sig, (0.0, 0.3)),
                              check=lambda d, r, fmt=fmt: export_whole_or_absent(d, r, fmt)))
        # In the checkout (the build section needs one); its scratch folder goes to the case's
        # folder through TMPDIR, so whatever the stop leaves behind is seen.
        for delay in (1.0, 4.0):
            c.append(Case("signals", f"bench --only build {sname} after {delay:.0f} s",
                          ["sh", "-c", "cd '{C}' && exec '{P}' bench --only build --build-timeout 600"],
                          {1, 2, 74, -int(sig)}, signal=(sig, (delay, delay)), env={"TMPDIR": "{D}"},
                          timeout=60, check=lambda d, r: [("data-loss", "scratch left: " + n)
                                                          for n in os.listdir(d)
                                                          if n.startswith("payspec-build")]))
    return c


def report_complete(folder):
    """Whether the report r.json says everything was judged: a signal that came after the last
    verdict (while the report was written) leaves nothing unjudged, and exit 0 is then honest."""
    try:
        doc = json.load(open(os.path.join(folder, "r.json")))
    except (OSError, ValueError):
        return False
    summary = doc.get("summary", {})
    return (not doc.get("interrupted") and not summary.get("interrupted")
            and summary.get("notRun", 0) == 0
            and ("stop" not in summary or "requested count" in summary["stop"]))


def export_whole_or_absent(d, res, fmt):
    """An export stopped by a signal leaves the whole output or none of it."""
    out = os.path.join(d, "out")
    if not os.path.exists(out):
        return [("data-loss", "exit 0, nothing written")] if res.rc == 0 else []
    if fmt == "xcstrings":
        try:
            json.load(open(out))
        except ValueError:
            return [("data-loss", "partial xcstrings file")]
        return []
    names = os.listdir(out) if os.path.isdir(out) else []
    if len(names) != 27 or "messages.pot" not in names:
        return [("data-loss", f"partial folder export ({len(names)} files)")]
    return []


# Inputs at 1x, 2x and 4x: twice the input may cost at most about twice the CPU.
def scaled(name, make, argv, unit, expect={0, 1}):
    return ("scaling", name, make, argv, unit, expect)


def arb_nested(n):
    s = "{a, plural, other {" * n + "x" + "}" * n
    return {"l/app_en.arb": json.dumps({"m": "x"}), "l/app_cs.arb": json.dumps({"m": s})}


def arb_hash(n):
    return {"l/app_en.arb": json.dumps({"m": "x"}),
            "l/app_cs.arb": json.dumps({"m": "{a, plural, other {" + "#" * n + "}}"})}


def arb_siblings(n):
    return {"l/app_en.arb": json.dumps({"m": "x"}),
            "l/app_cs.arb": json.dumps({"m": "{a} " * n})}


def po_continuation(n, field):
    body = 'msgctxt ""\n' if field == "msgctxt" else ""
    lines = "".join(f'"line {i} "\n' for i in range(n))
    if field == "msgctxt":
        entry = 'msgctxt ""\n' + lines + 'msgid "a"\nmsgstr "b"\n'
    else:
        entry = 'msgid "a"\nmsgid_plural ""\n' + lines + 'msgstr[0] "b"\nmsgstr[1] "c"\n'
    del body
    return {"p/en.po": 'msgid "a"\nmsgstr "a"\n', "p/cs.po": entry}


def po_tiny(n):
    return {"p/cs.po": "".join(f'msgid "k{i}"\nmsgstr "v{i}"\n\n' for i in range(n)),
            "p/en.po": "".join(f'msgid "k{i}"\nmsgstr "k{i}"\n\n' for i in range(min(n, 10)))}


def strings_lines(n):
    return {"en.lproj/Localizable.strings": "".join(
        f'"payment.result.key{i}" = "The payment {i} was declined by the bank %@";\n' for i in range(n))}


def nested_braces(n):
    v = "{a" * n + " text " * (n // 2)
    return {"en.lproj/Localizable.strings": f'"k" = "{v}";\n',
            "cs.lproj/Localizable.strings": f'"k" = "{v}";\n'}


def baseline_lines(n):
    return {"cat/en.json": json.dumps({"greeting": "Hello"}), "cat/cs.json": json.dumps({"greeting": "Ahoj"}),
            "b.txt": "".join(f"untranslated\tcs\tkey{i}\n" for i in range(n))}


def markup_nested(n):
    v = "<b>" * n + "x" + "</b>" * n
    return {"cat/en.json": json.dumps({"k": v}), "cat/cs.json": json.dumps({"k": v + "y"})}


def scaling_specs():
    lc = ["{P}", "l10n", "check", "--base", "en", "--fail-on", "never"]
    return [
        scaled("ARB ICU nested", arb_nested, lc + ["l"], 20000),
        scaled("ARB ICU #", arb_hash, lc + ["l"], 250000),
        scaled("ARB ICU siblings", arb_siblings, lc + ["l"], 100000),
        scaled("po msgctxt continuation", lambda n: po_continuation(n, "msgctxt"), lc + ["p"], 50000),
        scaled("po msgid_plural continuation", lambda n: po_continuation(n, "plural"), lc + ["p"], 50000),
        scaled("po tiny entries", po_tiny, lc + ["p"], 100000),
        scaled(".strings lines", strings_lines, lc + ["en.lproj"], 60000),
        scaled("nested braces placeholders", nested_braces, lc + ["en.lproj", "cs.lproj"], 12500),
        scaled("baseline lines", baseline_lines, lc + ["cat", "--baseline", "b.txt"], 100000),
        scaled("markup nested", markup_nested, lc + ["cat"], 20000),
        scaled("repro unknown long id", lambda n: {}, ["{P}", "repro", "ID"], 5000, {2}),
        scaled("compare --outputs lines", lambda n: {"big.jsonl": n},
               ["{P}", "compare", "--adapter", "{A}", "--outputs", "big.jsonl", "--generated", "0",
                "--output", "r.json"], 100000, {0, 1}),
    ]


def run_scaling(spec, tools, jobs_lock):
    _, name, make, argv, unit, expect = spec
    figures = []
    findings = []
    for factor in (1, 2, 4):
        n = unit * factor
        files = make(n)

        def setup(d, t, files=files, n=n):
            for path, data in files.items():
                if isinstance(data, int):
                    put_big_outputs(d, lines=data)
                else:
                    write(os.path.join(d, path), data)
        a = [x if x != "ID" else "x" * (n * 2) for x in argv]
        case = Case("scaling", f"{name} x{factor}", a, expect, setup=setup, timeout=120,
                    rss_mib=4096, no_debris=False)
        res = run_case(case, tools)
        figures.append((factor, res.cpu, res.rss_mib, res.rc))
        for cls, detail in res.findings:
            findings.append((cls, f"x{factor}: {detail}"))
    # Work: CPU above the cost of starting payspec, which is measured once.
    floor = tools["floor_cpu"]
    w = [max(f[1] - floor, 0.0) for f in figures]
    if w[0] > 0.05:
        if w[1] > 2.0 * w[0] * 1.35 + 0.1 or w[2] > 4.0 * w[0] * 1.35 + 0.2:
            findings.append(("unbounded", "CPU " + " / ".join(f"{x:.2f}" for x in w)))
    return figures, findings


# ---------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description="PaySpec's hardening matrix")
    ap.add_argument("--payspec", required=True)
    ap.add_argument("--adapter")
    ap.add_argument("--jobs", type=int, default=2, choices=[1, 2])
    ap.add_argument("--only", default="")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    random.seed(args.seed)
    # A script started in the background by a shell has SIGINT ignored, and a child inherits an
    # ignored signal across exec: every case would then be a Ctrl-C nobody can send.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    payspec = os.path.abspath(args.payspec)
    adapter = os.path.abspath(args.adapter or os.path.join(os.path.dirname(payspec),
                                                           "payspec-reference-adapter"))
    checkout = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    tools = {"payspec": payspec, "adapter": adapter, "checkout": checkout}
    cases = output_cases() + payload_cases() + numeric_cases() + bad_input_cases() + signal_cases()
    specs = scaling_specs()
    cases = [c for c in cases if args.only in f"{c.surface} {c.name}"]
    specs = [s for s in specs if args.only in f"scaling {s[1]}"]
    if args.list:
        for c in cases:
            print(f"{c.surface}\t{c.name!r}")
        for s in specs:
            print(f"scaling\t{s[1]!r} x1,x2,x4")
        print(f"{len(cases) + len(specs)} cases", file=sys.stderr)
        return 0
    base = tempfile.mkdtemp(prefix="payspec-matrix-fixtures-")
    try:
        make_fixtures(tools, base)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    floor = run_case(Case("floor", "version", ["{P}", "--version"], {0}), tools)
    tools["floor_cpu"] = floor.cpu

    rows = []
    lock = threading.Lock()

    def one(case):
        res = run_case(case, tools)
        with lock:
            rows.append((case.surface, case.name, res.findings))
            if args.verbose or res.findings:
                state = "; ".join(f"{c}: {d}" for c, d in res.findings) or "ok"
                print(f"[{case.surface}] {case.name!r}: exit {res.rc if res.signaled is None else 'sig%d' % res.signaled}"
                      f" {res.cpu:.2f}s {res.rss_mib:.0f}MiB — {state}", flush=True)
                if res.findings:
                    # The end of what it said, escaped: enough to see why.
                    print("    stderr: " + repr(res.stderr[-300:])[2:-1], flush=True)
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(one, cases))
    for spec in specs:
        figures, findings = run_scaling(spec, tools, lock)
        rows.append(("scaling", spec[1], findings))
        fig = ", ".join(f"x{f}: {cpu:.2f} s {rss:.0f} MiB exit {rc}" for f, cpu, rss, rc in figures)
        state = "; ".join(f"{c}: {d}" for c, d in findings) or "ok"
        print(f"[scaling] {spec[1]}: {fig} — {state}", flush=True)

    # The table per class and surface.
    surfaces = sorted({r[0] for r in rows})
    print()
    print(f"{'surface':<12} {'cases':>5} " + " ".join(f"{c:>11}" for c in CLASSES))
    total = {c: 0 for c in CLASSES}
    for s in surfaces:
        in_s = [r for r in rows if r[0] == s]
        counts = {c: sum(1 for r in in_s if any(f[0] == c for f in r[2])) for c in CLASSES}
        for c in CLASSES:
            total[c] += counts[c]
        print(f"{s:<12} {len(in_s):>5} " + " ".join(f"{counts[c]:>11}" for c in CLASSES))
    print(f"{'total':<12} {len(rows):>5} " + " ".join(f"{total[c]:>11}" for c in CLASSES))
    failing = sum(1 for r in rows if r[2])
    print(f"{failing} of {len(rows)} cases fall in at least one class")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
