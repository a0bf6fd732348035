#!/usr/bin/env python3
"""A third hardening matrix: the surfaces added lately, tried as a new user and a careless CI
script would try them.

    python3 tools/hardening/unseen.py .build/debug/payspec [--only SUBSTRING] [--list]

Every case starts `payspec` (never builds it) in a scratch folder of its own and judges only
from outside: the exit status, standard output and error, the files left behind, the
processes left behind, and (for the scaling cases) CPU time and peak RSS at 1x, 2x and 4x an
input. Classes:

  data-loss   a file the command did not create, reads, or names twice is replaced; partial
              files or staging debris are left after a signal or a write error
  control     a raw control character (C0 but tab/newline, DEL, C1, bidi overrides) or a
              GitHub workflow command made of input text reaches stdout or stderr
  scaling     4x an input costs more than 10x the CPU or the peak memory of 1x
  crash       a signal nobody sent, or an exit status of 128 or more unprompted
  hang        the command outlives its time limit
  exit-code   a bad input that does not end with 2 or 74 and a message naming the file,
              position or option; a green (0) that judged nothing
  leftover    a process left running after the command ended

Python 3 standard library only. Prints one line per failing case and a summary by class;
exits 1 when any case fails.
"""

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
import time

PAYSPEC = None
SCRATCH = None
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES = []
RNG = random.Random(20261205)

FORMATS = ["xcstrings", "xliff", "csv", "strings", "android", "json", "arb", "po"]
FILE_FORMATS = ["xcstrings", "csv"]
FOLDER_FORMATS = [f for f in FORMATS if f not in FILE_FORMATS]

# Text that must never reach a terminal raw: ESC sequences, BEL, a C1 control, bidi overrides.
HOSTILE = "\x1b]0;owned\x07\x1b[31mred\x1b[0m\u009b2J\u202eevil\u2066x\u2069"
WORKFLOW = "\n  ::warning::PWNED\n##[error]PWNED"


def case(cls, name):
    def register(fn):
        CASES.append((cls, name, fn))
        return fn

    return register


class Result:
    def __init__(self, rc, out, err, cpu, rss_kb, wall, timed_out, left):
        self.rc, self.out, self.err = rc, out, err
        self.cpu, self.rss_kb, self.wall = cpu, rss_kb, wall
        self.timed_out, self.left = timed_out, left

    @property
    def text(self):
        return self.out.decode("utf-8", "replace") + self.err.decode("utf-8", "replace")


def run(args, cwd=None, timeout=60, stdin=None, env=None, signal_after=None, sig=signal.SIGINT, input_bytes=None):
    """Runs payspec in a session of its own; returns its result and whether a process of that
    session outlived it."""
    cwd = cwd or SCRATCH
    full_env = dict(os.environ)
    full_env.pop("GITHUB_ACTIONS", None)
    if env:
        full_env.update(env)
    out_f = tempfile.TemporaryFile()
    err_f = tempfile.TemporaryFile()
    start = time.monotonic()
    proc = subprocess.Popen(
        [PAYSPEC] + args,
        cwd=cwd,
        stdin=subprocess.PIPE if input_bytes is not None else (stdin or subprocess.DEVNULL),
        stdout=out_f,
        stderr=err_f,
        env=full_env,
        start_new_session=True,
    )
    if input_bytes is not None:
        try:
            proc.stdin.write(input_bytes)
            proc.stdin.close()
        except BrokenPipeError:
            pass
    pgid = proc.pid
    timed_out = False
    sent = False
    status = None
    usage = None
    deadline = start + timeout
    peak_kb = 0
    while True:
        peak_kb = max(peak_kb, own_peak_kb(proc.pid))
        pid, st, ru = os.wait4(proc.pid, os.WNOHANG)
        if pid == proc.pid:
            status, usage = st, ru
            break
        now = time.monotonic()
        if signal_after is not None and not sent and now - start >= signal_after:
            try:
                os.kill(proc.pid, sig)
            except ProcessLookupError:
                pass
            sent = True
        if now > deadline:
            timed_out = True
            try:
                os.killpg(pgid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            pid, st, ru = os.wait4(proc.pid, 0)
            status, usage = st, ru
            break
        time.sleep(0.005)
    proc.returncode = 0  # reaped by wait4
    wall = time.monotonic() - start
    time.sleep(0.05)
    left = False
    try:
        os.killpg(pgid, 0)
        left = True
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    rc = os.waitstatus_to_exitcode(status)
    out_f.seek(0)
    err_f.seek(0)
    return Result(rc, out_f.read(), err_f.read(), usage.ru_utime + usage.ru_stime, peak_kb or usage.ru_maxrss, wall, timed_out, left)


def own_peak_kb(pid):
    """The process's own peak RSS (VmHWM): wait4's ru_maxrss starts a child's peak from its
    parent's on Linux, which would measure this harness instead."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


# ---------------------------------------------------------------- how a case is judged

C1 = re.compile("[\u0080-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f]")


def raw_controls(data):
    """The raw control characters in data, as a list of reprs."""
    found = []
    for b in data:
        if b < 0x20 and b not in (0x09, 0x0A, 0x0D):
            found.append(hex(b))
        elif b == 0x7F:
            found.append(hex(b))
    text = data.decode("utf-8", "replace")
    found += [repr(m.group()) for m in C1.finditer(text)]
    if re.search(r"(?m)^\s*::warning::PWNED", text) or re.search(r"(?m)^\s*##\[error\]PWNED", text):
        found.append("workflow command")
    return found


def general(r, failures, expect_signal=False, stdout_is_data=False):
    """The checks every case makes: no hang, no crash, no raw control, no process left."""
    if r.timed_out:
        failures.append(("hang", f"no end after {r.wall:.0f} s"))
        return
    if r.rc < 0 and not expect_signal:
        failures.append(("crash", f"killed by signal {-r.rc}"))
    elif r.rc >= 128 and not expect_signal:
        failures.append(("crash", f"exit {r.rc}"))
    if r.left:
        failures.append(("leftover", "a process of its group outlived it"))
    bad = raw_controls(r.err) + ([] if stdout_is_data else raw_controls(r.out))
    if bad:
        failures.append(("control", "raw " + ", ".join(sorted(set(bad))[:5])))


def expect_bad_input(r, failures, names, codes=(2, 74)):
    """A bad input: 2 or 74 and a message naming one of names."""
    general(r, failures)
    if r.timed_out:
        return
    if r.rc not in codes:
        failures.append(("exit-code", f"exit {r.rc}, expected {'/'.join(map(str, codes))}: {short(r)}"))
        return
    text = r.text
    if names and not any(n in text for n in names):
        failures.append(("exit-code", f"message names none of {names}: {short(r)}"))


def short(r):
    t = (r.err or r.out).decode("utf-8", "replace").strip().replace("\n", " | ")
    return t[:160].encode("unicode_escape").decode("ascii")


def snapshot(path):
    """Every file under path (or path itself) with its bytes, to prove nothing changed."""
    result = {}
    if os.path.islink(path) and not os.path.exists(path):
        return {path: ("link", os.readlink(path))}
    if os.path.isfile(path):
        with open(path, "rb") as f:
            return {path: f.read()}
    for root, dirs, files in os.walk(path):
        for name in dirs + files:
            p = os.path.join(root, name)
            if os.path.islink(p):
                result[p] = ("link", os.readlink(p))
            elif os.path.isfile(p):
                with open(p, "rb") as f:
                    result[p] = f.read()
            else:
                result[p] = "dir"
    return result


def unchanged(before, path, failures, what):
    after = snapshot(path)
    if after != before:
        changed = sorted(set(before) ^ set(after)) + [k for k in before if k in after and before[k] != after[k]]
        failures.append(("data-loss", f"{what} changed: {[os.path.relpath(c, SCRATCH) for c in changed][:3]}"))


def refused(f, args, names, guard, what, codes=(2, 74), cwd=None, timeout=60, writable=None):
    """Runs a writer that must refuse, with a message naming one of `names` and an exit status
    among `codes`, and proves `guard` (the input it was aimed at, or its whole folder) left as it
    was. `writable` is a folder made writable again after the run, for the read-only cases."""
    before = snapshot(guard)
    r = run(args, cwd=cwd, timeout=timeout)
    if writable:
        make_writable(writable)
    expect_bad_input(r, f, names, codes=codes)
    unchanged(before, guard, f, what)
    return r


def aimed_target(d, kind, folder=None, leaf=None):
    """Where the cases of one shape aim a writer, laid out in `d`: `LOOP` a symlink loop, `DIR` a
    folder (`folder`, or a new one holding a file), `RO` a folder it cannot write (the path `leaf`
    in it, or the folder itself), `FILE` a file where a folder goes; any other kind is the path
    itself (`/dev/full`, '')."""
    if kind == "LOOP":
        os.symlink("loop-b", os.path.join(d, "loop-a"))
        os.symlink("loop-a", os.path.join(d, "loop-b"))
        return os.path.join(d, "loop-a")
    if kind == "DIR":
        if folder:
            return folder
        out = os.path.join(d, "dir")
        write(os.path.join(out, "keep"), "k")
        return out
    if kind == "RO":
        ro = unwritable(d)
        return os.path.join(ro, leaf) if leaf else ro
    if kind == "FILE":
        return write(os.path.join(d, "file"), "x")
    return kind


def debris(folder, allowed, failures, what="staging debris"):
    names = sorted(set(os.listdir(folder)) - set(allowed))
    if names:
        failures.append(("data-loss", f"{what} left: {names[:4]}"))


def fresh(name):
    d = os.path.join(SCRATCH, name)
    if os.path.exists(d):
        make_writable(d)
        shutil.rmtree(d)
    os.makedirs(d)
    return d


def make_writable(d):
    for root, dirs, _ in os.walk(d):
        for x in dirs:
            try:
                os.chmod(os.path.join(root, x), 0o755)
            except OSError:
                pass
    try:
        os.chmod(d, 0o755)
    except OSError:
        pass


def unwritable(d):
    """A folder the command cannot write into: a read-only one, or /proc for root (whom file
    modes do not stop)."""
    if os.geteuid() == 0:
        return "/proc"
    ro = os.path.join(d, "ro")
    os.makedirs(ro)
    os.chmod(ro, 0o555)
    return ro


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def scaling(failures, label, make, sizes=(1, 2, 4), timeout=120, check=None):
    """Runs make(k) -> args at each size; fails when 4x costs more than 10x 1x in CPU or in
    peak RSS (above the floor of an empty run)."""
    results = []
    for k in sizes:
        args, cwd = make(k)
        r = run(args, cwd=cwd, timeout=timeout)
        general(r, failures)
        if r.timed_out:
            failures.append(("scaling", f"{label}: {k}x did not end in {timeout} s"))
            return
        if check:
            check(r, failures)
        results.append(r)
    cpu1, cpu4 = max(results[0].cpu, 0.05), results[-1].cpu
    floor = FLOOR_RSS_KB
    rss1 = max(results[0].rss_kb - floor, 10_000)
    rss4 = results[-1].rss_kb - floor
    detail = f"cpu {results[0].cpu:.2f}/{results[1].cpu:.2f}/{cpu4:.2f} s, rss {results[0].rss_kb // 1024}/{results[1].rss_kb // 1024}/{results[-1].rss_kb // 1024} MiB"
    if cpu4 > 10 * cpu1 and cpu4 > 1.0:
        failures.append(("scaling", f"{label}: CPU {detail}"))
    elif rss4 > 10 * rss1:
        failures.append(("scaling", f"{label}: memory {detail}"))
    SCALING_FIGURES.append(f"{label}: {detail}")


SCALING_FIGURES = []
FLOOR_RSS_KB = 0


# ---------------------------------------------------------------- fixtures

FIX = {}


def setup():
    """Builds what the cases share: a saved run, each export format once, a golden copy."""
    global FLOOR_RSS_KB
    r = run(["spec", "list"], timeout=60)
    FLOOR_RSS_KB = r.rss_kb
    d = fresh("fixtures")
    r = run(["run", "--format", "json", "--output", os.path.join(d, "run.json")], timeout=300)
    if r.rc not in (0, 1):
        sys.exit(f"unseen: could not make a saved run: {short(r)}")
    FIX["run"] = os.path.join(d, "run.json")
    for fmt in FORMATS:
        out = os.path.join(d, "export-" + fmt + (".xcstrings" if fmt == "xcstrings" else ".csv" if fmt == "csv" else ""))
        r = run(["l10n", "export", "--format", fmt, "--output", out], timeout=120)
        if r.rc != 0:
            sys.exit(f"unseen: could not export {fmt}: {short(r)}")
        FIX["export-" + fmt] = out
    r = run(["vectors", "export", "--output", os.path.join(d, "requests.jsonl")], timeout=120)
    FIX["requests"] = os.path.join(d, "requests.jsonl")
    with open(FIX["requests"]) as f:
        FIX["request-lines"] = [json.loads(line) for line in f if line.strip()]
    FIX["ids"] = [x["id"] for x in FIX["request-lines"]]
    # Recorded outputs from the reference model: repro prints the expectation, but the cheapest
    # honest source is the saved run's own answers; instead record through the Python adapter.
    shutil.copytree(os.path.join(REPO, "golden"), os.path.join(d, "golden"))
    FIX["golden"] = os.path.join(d, "golden")
    FIX["en"] = json.load(open(os.path.join(REPO, "spec", "translations", "en.json")))
    FIX["keys"] = [row["key"] for row in FIX["en"]["rows"]]
    FIX["python-adapter"] = "python3 " + os.path.join(REPO, "tools", "adapters", "python", "adapter.py")


def snake(key):
    return "comgate_" + re.sub(r"(?<!^)(?=[A-Z])", "_", key).lower()


# ---------------------------------------------------------------- l10n export


def export_target(d, fmt, name="out"):
    return os.path.join(d, name + (".xcstrings" if fmt == "xcstrings" else ".csv" if fmt == "csv" else ""))


for _fmt in FORMATS:

    @case("data-loss", f"export {_fmt} onto an app's own file/folder without --force")
    def _(f, fmt=_fmt):
        d = fresh("exp-own-" + fmt)
        target = export_target(d, fmt)
        if fmt in FILE_FORMATS:
            write(target, "the app's own catalog\n")
        else:
            # The app's own strings in exactly the files the export writes.
            ref = FIX["export-" + fmt]
            for root, _, files in os.walk(ref):
                for name in files:
                    rel = os.path.relpath(os.path.join(root, name), ref)
                    write(os.path.join(target, rel), "app's own " + rel + "\n")
        refused(f, ["l10n", "export", "--format", fmt, "--output", target], ["--force", "exist"], d, "the app's catalog", codes=(2,))

    @case("data-loss", f"export {_fmt} --force keeps the app's unrelated files")
    def _(f, fmt=_fmt):
        d = fresh("exp-force-" + fmt)
        target = export_target(d, fmt)
        if fmt in FILE_FORMATS:
            write(target, "old\n")
            keep = write(os.path.join(d, "keep.txt"), "keep")
        else:
            keep = write(os.path.join(target, "README.keep"), "the app's notes")
        r = run(["l10n", "export", "--format", fmt, "--output", target, "--force"])
        general(r, f)
        if r.rc != 0:
            f.append(("exit-code", f"--force export: exit {r.rc}: {short(r)}"))
        if not os.path.exists(keep) or open(keep).read() not in ("keep", "the app's notes"):
            f.append(("data-loss", "an unrelated file beside the export was removed"))
        debris(d, [os.path.basename(target), "keep.txt"], f)

    @case("data-loss", f"export {_fmt} to /dev/full")
    def _(f, fmt=_fmt):
        r = run(["l10n", "export", "--format", fmt, "--output", "/dev/full", "--force"])
        expect_bad_input(r, f, ["/dev/full"])

    @case("data-loss", f"export {_fmt} through a symlink loop")
    def _(f, fmt=_fmt):
        d = fresh("exp-loop-" + fmt)
        os.symlink("b", os.path.join(d, "a"))
        os.symlink("a", os.path.join(d, "b"))
        r = run(["l10n", "export", "--format", fmt, "--output", os.path.join(d, "a")])
        expect_bad_input(r, f, ["a"])
        debris(d, ["a", "b"], f)

    @case("data-loss", f"export {_fmt} into a read-only folder")
    def _(f, fmt=_fmt):
        d = fresh("exp-ro-" + fmt)
        ro = unwritable(d)
        r = run(["l10n", "export", "--format", fmt, "--output", export_target(ro, fmt)])
        make_writable(d)
        expect_bad_input(r, f, [ro], codes=(74, 2))
        if ro != "/proc":
            debris(ro, [], f)

    @case("control", f"export {_fmt} echoes a hostile output path")
    def _(f, fmt=_fmt):
        d = fresh("exp-esc-" + fmt)
        target = export_target(d, fmt, "out" + HOSTILE.replace("/", ""))
        r = run(["l10n", "export", "--format", fmt, "--output", target, "--verbose"])
        general(r, f)
        if r.rc != 0:
            f.append(("exit-code", f"export to an odd but valid path: exit {r.rc}: {short(r)}"))

    @case("data-loss", f"SIGTERM during export {_fmt} leaves all or nothing")
    def _(f, fmt=_fmt):
        for i, delay in enumerate((0.02, 0.08, 0.15, 0.3)):
            d = fresh(f"exp-sig-{fmt}-{i}")
            target = export_target(d, fmt)
            r = run(["l10n", "export", "--format", fmt, "--output", target], signal_after=delay,
                    sig=signal.SIGTERM if i % 2 else signal.SIGINT)
            general(r, f, expect_signal=True)
            if os.path.exists(target):
                got = {os.path.relpath(k, target): v for k, v in snapshot(target).items()}
                want = {os.path.relpath(k, FIX["export-" + fmt]): v for k, v in snapshot(FIX["export-" + fmt]).items()}
                if got != want:
                    f.append(("data-loss", f"after a signal at {delay} s the export is partial"))
                    return
            debris(d, [os.path.basename(target)], f)

for _fmt in FOLDER_FORMATS:

    @case("exit-code", f"export {_fmt} to standard output")
    def _(f, fmt=_fmt):
        r = run(["l10n", "export", "--format", fmt, "--output", "-"])
        expect_bad_input(r, f, ["--output", "-", fmt], codes=(2,))

    @case("data-loss", f"export {_fmt} onto an existing file where a folder goes")
    def _(f, fmt=_fmt):
        d = fresh("exp-file-" + fmt)
        target = write(os.path.join(d, "res"), "a file")
        refused(f, ["l10n", "export", "--format", fmt, "--output", target, "--force"], ["res"], d, "the file")

    @case("data-loss", f"export {_fmt} write error midway changes nothing")
    def _(f, fmt=_fmt):
        # The second language's folder or file already exists as something unwritable: a
        # read-only file where the export replaces files, with --force.
        d = fresh("exp-midway-" + fmt)
        target = export_target(d, fmt)
        ref = FIX["export-" + fmt]
        rels = sorted(os.path.relpath(os.path.join(r0, n), ref) for r0, _, fs in os.walk(ref) for n in fs)
        for rel in rels:
            write(os.path.join(target, rel), "previous " + rel)
        blocker = os.path.join(target, rels[len(rels) // 2])
        os.remove(blocker)
        os.makedirs(os.path.join(blocker, "occupied"))
        before = snapshot(d)
        r = run(["l10n", "export", "--format", fmt, "--output", target, "--force"])
        general(r, f)
        if r.rc == 0:
            return  # replaced the folder in its way: acceptable only if everything landed
        if r.rc not in (2, 74):
            f.append(("exit-code", f"exit {r.rc}: {short(r)}"))
        unchanged(before, d, f, "the folder after a failed export")

for _fmt in FILE_FORMATS:

    @case("data-loss", f"export {_fmt} onto a folder")
    def _(f, fmt=_fmt):
        d = fresh("exp-dir-" + fmt)
        target = os.path.join(d, "out")
        write(os.path.join(target, "inside"), "x")
        refused(f, ["l10n", "export", "--format", fmt, "--output", target, "--force"], ["out"], d, "the folder")

    @case("data-loss", f"export {_fmt} onto the spec file it reads, --force")
    def _(f, fmt=_fmt):
        d = fresh("exp-input-" + fmt)
        spec = os.path.join(d, "spec")
        shutil.copytree(os.path.join(REPO, "spec"), spec)
        target = os.path.join(spec, "translations", "de.json")
        refused(f, ["l10n", "export", "--format", fmt, "--spec-dir", spec, "--output", target, "--force"], ["de.json"], spec, "the spec it read", codes=(2,))

    @case("data-loss", f"export {_fmt} onto an existing file through a relative symlinked folder")
    def _(f, fmt=_fmt):
        d = fresh("exp-rel-" + fmt)
        real = os.path.join(d, "real")
        target = write(export_target(real, fmt), "mine")
        os.symlink("real", os.path.join(d, "alias"))
        refused(f, ["l10n", "export", "--format", fmt, "--output", os.path.join("alias", "..", "alias", os.path.basename(target))], ["--force", "exist"], real, "the file behind a symlink", codes=(2,), cwd=d)

    @case("data-loss", f"export {_fmt} to a FIFO nobody reads ends on SIGTERM")
    def _(f, fmt=_fmt):
        d = fresh("exp-fifo-" + fmt)
        fifo = os.path.join(d, "pipe")
        os.mkfifo(fifo)
        r = run(["l10n", "export", "--format", fmt, "--output", fifo, "--force"], timeout=20, signal_after=2, sig=signal.SIGTERM)
        general(r, f, expect_signal=True)


@case("exit-code", "export: empty and unknown values")
def _(f):
    for args, names in [
        (["--format", "", "--output", "x"], ["--format"]),
        (["--format", "yaml", "--output", "x"], ["--format", "yaml"]),
        (["--format", "csv", "--output", ""], ["--output"]),
        (["--format", "csv"], ["--output"]),
        (["--format", "csv", "--output", "x.csv", "--sdk", ""], ["--sdk"]),
        (["--format", "csv", "--output", "x.csv", "--sdk", "paypal"], ["paypal", "--sdk"]),
        (["--format", "csv", "--output", "x.csv", "--spec-dir", ""], ["--spec-dir"]),
        (["--format", "csv", "--output", "x.csv", "--spec-dir", "/nonexistent/spec"], ["/nonexistent/spec"]),
        (["--format", "csv", "--output", "x.csv", "--spec-dir", "/etc/passwd"], ["/etc/passwd"]),
    ]:
        d = fresh("exp-bad")
        r = run(["l10n", "export"] + args, cwd=d)
        expect_bad_input(r, f, names, codes=(2,))
        debris(d, [], f, "a file after a refused export")


@case("data-loss", "export xcstrings named twice through two spellings of one path")
def _(f):
    d = fresh("exp-twice")
    write(os.path.join(d, "Localizable.xcstrings"), "{}")
    before = snapshot(d)
    r = run(["l10n", "export", "--format", "xcstrings", "--output", "./sub/../Localizable.xcstrings"], cwd=d)
    os.makedirs(os.path.join(d, "sub"), exist_ok=True)
    r = run(["l10n", "export", "--format", "xcstrings", "--output", "./sub/../Localizable.xcstrings"], cwd=d)
    expect_bad_input(r, f, ["--force", "exist"], codes=(2,))
    unchanged(before, os.path.join(d, "Localizable.xcstrings"), f, "the catalog")


@case("control", "export path with a newline and a leading dash")
def _(f):
    d = fresh("exp-dash")
    r = run(["l10n", "export", "--format", "csv", "--output", "-odd\nname.csv"], cwd=d)
    general(r, f)
    if r.rc not in (0, 2):
        f.append(("exit-code", f"exit {r.rc}: {short(r)}"))


# ---------------------------------------------------------------- l10n check: baselines, key maps


def catalog_with_findings(name):
    """A copy of the json export with a missing key in German and an English text in Czech."""
    d = fresh(name)
    cat = os.path.join(d, "cat")
    shutil.copytree(FIX["export-json"], cat)
    de = json.load(open(os.path.join(cat, "de.json")))
    de.pop(sorted(de)[0])
    write(os.path.join(cat, "de.json"), json.dumps(de))
    cs = json.load(open(os.path.join(cat, "cs.json")))
    en = json.load(open(os.path.join(cat, "en.json")))
    k = sorted(cs)[1]
    cs[k] = en[k]
    write(os.path.join(cat, "cs.json"), json.dumps(cs))
    return d, cat


@case("exit-code", "l10n --write-baseline '' is a usage error")
def _(f):
    d, cat = catalog_with_findings("bl-empty")
    r = run(["l10n", "check", "--write-baseline", "", cat])
    expect_bad_input(r, f, ["--write-baseline"], codes=(2,))


@case("data-loss", "l10n --write-baseline onto an existing file without --force")
def _(f):
    d, cat = catalog_with_findings("bl-exists")
    b = write(os.path.join(d, "baseline.txt"), "my notes\n")
    r = run(["l10n", "check", "--write-baseline", b, cat])
    expect_bad_input(r, f, ["baseline.txt"], codes=(2,))
    if open(b).read() != "my notes\n":
        f.append(("data-loss", "an existing file was replaced without --force"))


@case("data-loss", "l10n --write-baseline onto a catalog it checks, --force")
def _(f):
    d, cat = catalog_with_findings("bl-input")
    refused(f, ["l10n", "check", "--write-baseline", os.path.join(cat, "de.json"), "--force", cat], ["de.json"], cat, "the catalog", codes=(2,))


@case("data-loss", "l10n --write-baseline F --output F")
def _(f):
    d, cat = catalog_with_findings("bl-twice")
    target = os.path.join(d, "same.txt")
    r = run(["l10n", "check", "--write-baseline", target, "--output", "./" + os.path.relpath(target, d), cat], cwd=d)
    expect_bad_input(r, f, ["same.txt"], codes=(2,))
    debris(d, ["cat"], f, "a file after a refused check")


@case("data-loss", "l10n --write-baseline F --baseline F --force")
def _(f):
    d, cat = catalog_with_findings("bl-readwrite")
    b = os.path.join(d, "b.txt")
    r = run(["l10n", "check", "--write-baseline", b, cat])
    refused(f, ["l10n", "check", "--baseline", b, "--write-baseline", b, "--force", cat], ["b.txt", "--baseline"], b, "the baseline it reads", codes=(2,))


@case("data-loss", "l10n --output onto the key map")
def _(f):
    d, cat = catalog_with_findings("km-output")
    km = write(os.path.join(d, "km.json"), json.dumps({"keyMap": {"app_pay": "payButtonText"}}))
    refused(f, ["l10n", "check", "--key-map", km, "--output", km, cat], ["km.json"], km, "the key map", codes=(2,))


for _label, _target in [("/dev/full", "/dev/full"), ("a symlink loop", "LOOP"), ("a directory", "DIR"), ("a read-only folder", "RO")]:

    @case("data-loss", f"l10n --write-baseline to {_label}")
    def _(f, target=_target):
        d, cat = catalog_with_findings("bl-target")
        target = aimed_target(d, target, folder=cat, leaf="b.txt")
        refused(f, ["l10n", "check", "--write-baseline", target, "--force", cat], [os.path.basename(target) if target != "/dev/full" else "/dev/full"], d, "the folder", writable=d)

    @case("data-loss", f"drift --write-baseline to {_label}")
    def _(f, target=_target):
        d = fresh("dbl-target")
        docs = make_docs(d)
        target = aimed_target(d, target, folder=os.path.join(d, "docs"), leaf="b.txt")
        refused(f, ["drift", "--docs"] + docs + ["--write-baseline", target, "--force"], [os.path.basename(target) if target != "/dev/full" else "/dev/full"], d, "the folder", cwd=REPO, writable=d)


BASELINE_BAD = [
    ("three fields", "missing-key\tde\n"[:-1] + "\tx\textra\n"),
    ("unknown check", "no-such-check\tde\tpanLabel\n"),
    ("no language", "missing-key\t\tpanLabel\n"),
    ("bad escape", "missing-key\tde\tpan\\qLabel\n"),
    ("one field", "missing-key\n"),
    ("hostile check id", "miss" + HOSTILE + "\tde\tx\n"),
    ("workflow command as check", "::warning::PWNED\tde\tx\n"),
]
for _label, _text in BASELINE_BAD:

    @case("exit-code", f"l10n --baseline with {_label}")
    def _(f, text=_text):
        d, cat = catalog_with_findings("bl-bad")
        b = write(os.path.join(d, "baseline.txt"), "# header\n" + text)
        r = run(["l10n", "check", "--baseline", b, cat])
        expect_bad_input(r, f, ["baseline.txt:2"], codes=(2,))


for _label, _data in [("a BOM and CRLF", b"\xef\xbb\xbf# h\r\nmissing-key\tde\tcvvHint\r\n"), ("NFD language", "missing-key\tde\tcvvHint\n".encode()), ("a NUL byte in a key", b"missing-key\tde\tpan\x00Label\n")]:

    @case("exit-code", f"l10n --baseline with {_label} is read or refused by line")
    def _(f, data=_data):
        d, cat = catalog_with_findings("bl-bom")
        b = write(os.path.join(d, "baseline.txt"), data)
        r = run(["l10n", "check", "--baseline", b, cat])
        general(r, f)
        if r.rc not in (0, 1, 2):
            f.append(("exit-code", f"exit {r.rc}: {short(r)}"))
        if r.rc == 2 and "baseline.txt:" not in r.text:
            f.append(("exit-code", f"refused without a position: {short(r)}"))


@case("exit-code", "l10n --baseline is a folder, a FIFO-free missing file, ''")
def _(f):
    d, cat = catalog_with_findings("bl-missing")
    for b, names in [(d, [os.path.basename(d)]), (os.path.join(d, "none.txt"), ["none.txt"]), ("", ["--baseline"])]:
        r = run(["l10n", "check", "--baseline", b, cat])
        expect_bad_input(r, f, names, codes=(2,))


KEYMAP_CASES = [
    ("matches nothing", {"keyMap": {"app_pay_label": "payButtonText"}}, None, ["key-map.json", "match"]),
    ("maps to an unknown SDK key", {"keyMap": {"comgate_pan_label": "noSuchKey"}}, None, ["key-map.json:", "noSuchKey"]),
    ("two app keys to one", {"keyMap": {"a": "panLabel", "b": "panLabel"}}, None, ["key-map.json:"]),
    ("not an object", {"keyMap": ["panLabel"]}, None, ["key-map.json:"]),
    ("a number value", {"keyMap": {"a": 1e400}}, None, ["key-map.json:"]),
    ("hostile app key", {"keyMap": {"x" + HOSTILE: "panLabel"}}, None, ["key-map.json"]),
    ("truncated", None, '{"keyMap": {"comgate_pan_label": "panLa', ["key-map.json:1:"]),
    ("a NUL byte", None, '{"keyMap": {"comgate_pan_label": "pan\x00Label"}}', ["key-map.json:1:"]),
    ("empty file", None, "", ["key-map.json"]),
    ("empty map", {"keyMap": {}}, None, ["key-map.json"]),
]
for _label, _obj, _raw, _names in KEYMAP_CASES:

    @case("exit-code", f"l10n --key-map {_label}")
    def _(f, obj=_obj, raw=_raw, names=_names):
        d = fresh("km")
        res = os.path.join(d, "res")
        shutil.copytree(os.path.join(REPO, "Tests/PaySpecDocExampleTests/Workspace/pizza-app/app/src/main/res"), res)
        km = write(os.path.join(d, "key-map.json"), raw if raw is not None else json.dumps(obj))
        r = run(["l10n", "check", "--key-map", km, res])
        expect_bad_input(r, f, names, codes=(2,))


@case("exit-code", "l10n --key-map that matches part of the keys says how many")
def _(f):
    d = fresh("km-part")
    res = os.path.join(d, "res")
    shutil.copytree(os.path.join(REPO, "Tests/PaySpecDocExampleTests/Workspace/pizza-app/app/src/main/res"), res)
    full = json.load(open(os.path.join(REPO, "Tests/PaySpecDocExampleTests/Workspace/key-map.json")))["keyMap"]
    part = dict(list(sorted(full.items()))[:3] + [("no_such_app_key", "statusPaid")] if "statusPaid" not in dict(list(sorted(full.items()))[:3]).values() else list(sorted(full.items()))[:3])
    km = write(os.path.join(d, "key-map.json"), json.dumps({"keyMap": part}))
    r = run(["l10n", "check", "--key-map", km, res])
    general(r, f)
    if not re.search(r"\b\d+ of \d+\b", r.text):
        f.append(("exit-code", f"a partly matching key map is not counted: {short(r)}"))


@case("exit-code", "l10n --key-map ''")
def _(f):
    d, cat = catalog_with_findings("km-empty")
    r = run(["l10n", "check", "--key-map", "", cat])
    expect_bad_input(r, f, ["--key-map"], codes=(2,))


for _opt, _vals in [
    ("--languages", ["", "de,,fr", ",", "de," + "x" * 5000]),
    ("--disable", ["", "no-such-check", "missing-key,"]),
    ("--fail-on", ["", "fatal", "ERROR"]),
    ("--sdk", ["", "stripe", "comgate\x1b[2J"]),
    ("--base", [""]),
    ("--allow-identical", ["", "=de", "panLabel=,"]),
    ("--format", ["", "yaml"]),
]:
    for _v in _vals:

        @case("exit-code", f"l10n check {_opt} {_v[:20]!r}")
        def _(f, opt=_opt, v=_v):
            d, cat = catalog_with_findings("l10n-opt")
            r = run(["l10n", "check", opt, v, cat])
            expect_bad_input(r, f, [opt], codes=(2,))


# ---------------------------------------------------------------- drift


def make_docs(d):
    """Copies the drift fixtures (vendor-document extracts) into d/docs; returns their paths,
    one per SDK document, as drift --docs takes them."""
    src = os.path.join(REPO, "Tests", "PaySpecDriftTests", "Fixtures")
    dst = os.path.join(d, "docs")
    shutil.copytree(src, dst)
    return [os.path.join(dst, n) for n in sorted(os.listdir(dst)) if n.endswith((".txt", ".md"))]


@case("exit-code", "drift --write-baseline ''")
def _(f):
    d = fresh("dbl-empty")
    docs = make_docs(d)
    r = run(["drift", "--docs"] + docs + ["--write-baseline", ""], cwd=REPO)
    expect_bad_input(r, f, ["--write-baseline"], codes=(2,))


@case("data-loss", "drift --write-baseline F --output F")
def _(f):
    d = fresh("dbl-twice")
    docs = make_docs(d)
    t = os.path.join(d, "t.txt")
    r = run(["drift", "--docs"] + docs + ["--write-baseline", t, "--output", os.path.join(d, "docs", "..", "t.txt")], cwd=REPO)
    expect_bad_input(r, f, ["t.txt"], codes=(2,))
    debris(d, ["docs"], f, "a file after a refused drift")


@case("data-loss", "drift --write-baseline onto a document it reads, --force")
def _(f):
    d = fresh("dbl-input")
    docs = make_docs(d)
    refused(f, ["drift", "--docs"] + docs + ["--write-baseline", docs[0], "--force"], [os.path.basename(docs[0])], os.path.join(d, "docs"), "the documents", codes=(2,), cwd=REPO)


@case("data-loss", "drift --write-baseline onto an existing file, no --force")
def _(f):
    d = fresh("dbl-exists")
    docs = make_docs(d)
    b = write(os.path.join(d, "b.txt"), "mine\n")
    r = run(["drift", "--docs"] + docs + ["--write-baseline", b], cwd=REPO)
    expect_bad_input(r, f, ["b.txt"], codes=(2,))
    if open(b).read() != "mine\n":
        f.append(("data-loss", "replaced without --force"))


for _label, _text in [("two fields", "rule\ttable\n"), ("NUL", "a\x00\tb\tc\td\n"), ("hostile", HOSTILE + "\tcomgate/errors\tx\ty\n"), ("unknown rule", "no-such-rule\tcomgate/errors\tx\ty\n")]:

    @case("exit-code", f"drift --baseline with {_label}")
    def _(f, text=_text):
        d = fresh("dbl-bad")
        docs = make_docs(d)
        b = write(os.path.join(d, "b.txt"), "# h\n" + text)
        r = run(["drift", "--docs"] + docs + ["--baseline", b], cwd=REPO)
        expect_bad_input(r, f, ["b.txt:2"], codes=(2,))


@case("scaling", "drift --baseline of 20k/40k/80k records")
def _(f):
    d = fresh("dbl-scale")
    docs = make_docs(d)

    def make(k):
        lines = ["# baseline"] + [f"row-changed\tcomgate/errors\tKEY{i:07d}\tevidence {i} " + "e" * 40 for i in range(20000 * k)]
        b = write(os.path.join(d, f"b{k}.txt"), "\n".join(sorted(lines[1:])) + "\n")
        return ["drift", "--docs"] + docs + ["--baseline", b, "--quiet", "--format", "json", "--output", os.path.join(d, f"o{k}.json")], REPO

    scaling(f, "drift baseline", make)


@case("exit-code", "drift --inventory malformed, hostile, empty")
def _(f):
    d = fresh("inv")
    for name, data, names in [
        ("inv.json", '{"type":"inventory","inventory":{"comgate/errors": [', ["inv.json:1:"]),
        ("e" + HOSTILE + ".json", "{", ["inventory", ".json"]),
        ("empty.json", "", ["empty.json"]),
        ("nul.json", '{"type":"inventory"\x00}', ["nul.json:1:"]),
    ]:
        p = write(os.path.join(d, name), data)
        r = run(["drift", "--inventory", p])
        expect_bad_input(r, f, names, codes=(2,))
    r = run(["drift", "--inventory", ""])
    expect_bad_input(r, f, ["--inventory"], codes=(2,))


@case("exit-code", "drift --adapter with a hostile command that cannot start")
def _(f):
    r = run(["drift", "--adapter", "./no-such" + HOSTILE + " arg", "--timeout", "5"])
    general(r, f)
    if r.rc not in (2, 3):
        f.append(("exit-code", f"exit {r.rc}: {short(r)}"))


for _v in ["-1", "0", "nan", "1e400", "", "99999999999999999999", "1.5e9"]:

    @case("exit-code", f"drift --timeout {_v!r}")
    def _(f, v=_v):
        r = run(["drift", "--adapter", "true", "--timeout", v])
        expect_bad_input(r, f, ["--timeout"], codes=(2,))


# ---------------------------------------------------------------- report and badges


def saved_run(d, name, impl=None, version=None):
    data = json.load(open(FIX["run"]))
    if impl is not None:
        set_implementation(data, impl, version)
    p = os.path.join(d, name)
    write(p, json.dumps(data))
    return p


def set_implementation(data, impl, version):
    """Sets the implementation name (and version) wherever the saved run keeps it."""

    def walk(o):
        if isinstance(o, dict):
            for k in list(o):
                if k in ("implementation", "name") and isinstance(o[k], str) and k == "implementation":
                    o[k] = impl
                elif k == "implementation" and isinstance(o[k], dict):
                    o[k]["name"] = impl
                    if version:
                        o[k]["version"] = version
                else:
                    walk(o[k])
        elif isinstance(o, list):
            for x in o:
                walk(x)

    walk(data)


@case("data-loss", "report --shields onto a folder holding an input run")
def _(f):
    d = fresh("rep-badge-input")
    badges = os.path.join(d, "badges")
    os.makedirs(badges)
    first = saved_run(d, "r.json")
    r = run(["report", first, "--shields", badges, "--output", os.path.join(d, "m.md")])
    names = os.listdir(badges)
    if not names:
        f.append(("exit-code", f"no badge written: {short(r)}"))
        return
    # Now name the badge file itself as a run: the next badge would replace an input.
    target = os.path.join(badges, names[0])
    shutil.copy(first, target)
    refused(f, ["report", target, "--shields", badges, "--output", os.path.join(d, "m2.md")], [names[0]], badges, "the run given as input", codes=(2,))


@case("data-loss", "report --shields over a file that is no badge")
def _(f):
    d = fresh("rep-badge-foreign")
    badges = os.path.join(d, "badges")
    os.makedirs(badges)
    first = saved_run(d, "r.json")
    r = run(["report", first, "--shields", badges, "--output", "-"])
    for n in os.listdir(badges):
        write(os.path.join(badges, n), '{"mine": true}')
    refused(f, ["report", first, "--shields", badges, "--output", "-"], ["badges"], badges, "a file that was no badge", codes=(2,))


for _label, _shields in [("''", ""), ("a file", "FILE"), ("a symlink loop", "LOOP"), ("/dev/full", "/dev/full"), ("a read-only folder", "RO")]:

    @case("exit-code", f"report --shields {_label}")
    def _(f, shields=_shields):
        d = fresh("rep-shields")
        first = saved_run(d, "r.json")
        shields = aimed_target(d, shields)
        refused(f, ["report", first, "--shields", shields, "--output", os.path.join(d, "m.md")], ["--shields"] if shields == "" else [os.path.basename(shields)], d, "the folder", writable=d)


@case("data-loss", "report --output onto a run through another spelling")
def _(f):
    d = fresh("rep-self")
    os.makedirs(os.path.join(d, "sub"))
    first = saved_run(d, "r.json")
    refused(f, ["report", "r.json", "--output", "sub/../r.json"], ["r.json"], first, "the run", codes=(2,), cwd=d)


@case("data-loss", "report --output onto a run through a symlink")
def _(f):
    d = fresh("rep-link")
    first = saved_run(d, "r.json")
    os.symlink("r.json", os.path.join(d, "alias.json"))
    refused(f, ["report", "r.json", "--output", "alias.json", "--format", "json"], ["alias.json", "r.json"], first, "the run", codes=(2,), cwd=d)


@case("data-loss", "report --output /dev/full")
def _(f):
    d = fresh("rep-full")
    first = saved_run(d, "r.json")
    r = run(["report", first, "--output", "/dev/full"])
    expect_bad_input(r, f, ["/dev/full"], codes=(74,))


@case("data-loss", "report to a closed standard output")
def _(f):
    d = fresh("rep-closed")
    first = saved_run(d, "r.json")
    rfd, wfd = os.pipe()
    os.close(rfd)
    proc = subprocess.Popen([PAYSPEC, "report", first], stdout=wfd, stderr=subprocess.PIPE, cwd=d)
    os.close(wfd)
    _, err = proc.communicate(timeout=60)
    if proc.returncode != 74:
        f.append(("exit-code", f"closed stdout: exit {proc.returncode}"))


@case("exit-code", "report --output ''")
def _(f):
    d = fresh("rep-empty")
    first = saved_run(d, "r.json")
    r = run(["report", first, "--output", ""])
    expect_bad_input(r, f, ["--output"], codes=(2,))


@case("exit-code", "report of malformed, empty and hostile-named runs")
def _(f):
    d = fresh("rep-bad")
    for name, data, names in [
        ("trunc.json", open(FIX["run"]).read()[:500], ["trunc.json:"]),
        ("empty.json", "", ["empty.json"]),
        ("array.json", "[1,2,3]", ["array.json"]),
        ("x" + HOSTILE + ".json", "{", [".json"]),
        ("bom.json", "\ufeff" + "{", ["bom.json"]),
    ]:
        p = write(os.path.join(d, name), data)
        r = run(["report", p])
        expect_bad_input(r, f, names, codes=(2,))
    r = run(["report"])
    expect_bad_input(r, f, ["run", "RUN"], codes=(2,))


for _impl in [HOSTILE, "../../escape", "::warning::PWNED", "a/b\\c", "\u00e9" + "x" * 3000, "CON", ".", ""]:

    @case("control", f"report of an implementation named {_impl[:12]!r}")
    def _(f, impl=_impl):
        d = fresh("rep-impl")
        first = saved_run(d, "r.json", impl=impl)
        badges = os.path.join(d, "badges")
        os.makedirs(badges)
        for fmt in ("markdown", "html", "json"):
            r = run(["report", first, "--format", fmt, "--shields", badges, "--output", os.path.join(d, "m." + fmt)])
            general(r, f)
            if r.rc not in (0, 2):
                f.append(("exit-code", f"{fmt}: exit {r.rc}: {short(r)}"))
        debris(d, ["r.json", "badges", "m.markdown", "m.html", "m.json"], f, "a file outside the badge folder")
        for root, _, files in os.walk(badges):
            for n in files:
                if not os.path.realpath(os.path.join(root, n)).startswith(os.path.realpath(badges) + "/"):
                    f.append(("data-loss", "a badge outside its folder"))
            if root != badges:
                f.append(("data-loss", f"a badge in a sub-folder {os.path.relpath(root, d)!r}"))


@case("data-loss", "report --output onto its badge")
def _(f):
    d = fresh("rep-badge-output")
    first = saved_run(d, "r.json")
    badges = os.path.join(d, "b")
    os.makedirs(badges)
    run(["report", first, "--shields", badges, "--output", "-"])
    names = os.listdir(badges)
    if not names:
        f.append(("exit-code", "no badge"))
        return
    r = run(["report", first, "--shields", badges, "--output", os.path.join(badges, names[0])])
    expect_bad_input(r, f, [names[0]], codes=(2,))


# ---------------------------------------------------------------- run and --texts


def texts_catalog(d, keys, fmt="json", change=True, name=None):
    """An SDK's own texts as a flat JSON catalog (en.json) with keys as given."""
    en = {row["key"]: row["value"] for row in FIX["en"]["rows"]}
    out = {}
    for k in keys:
        base = en.get(k) or en.get(next((x for x in en if snake(x) == k), ""), "Text")
        out[k] = base + (" (ours)" if change else "")
    p = os.path.join(d, name or "en.json")
    write(p, json.dumps(out, ensure_ascii=False))
    return p


@case("exit-code", "run --texts with app-style keys that match none")
def _(f):
    d = fresh("texts-none")
    t = texts_catalog(d, [snake(k) for k in FIX["keys"]])
    r = run(["run", "--texts", t, "--suite", "comgate.*"])
    expect_bad_input(r, f, ["en.json"], codes=(2,))


@case("exit-code", "check --texts with app-style keys that match none")
def _(f):
    d = fresh("ctexts-none")
    t = texts_catalog(d, [snake(k) for k in FIX["keys"]])
    outs = write(os.path.join(d, "o.jsonl"), '{"id":"x","output":{}}\n')
    r = run(["check", "--outputs", outs, "--texts", t])
    expect_bad_input(r, f, ["en.json"], codes=(2,))


@case("exit-code", "run --texts that matches part of the keys says how many")
def _(f):
    d = fresh("texts-part")
    t = texts_catalog(d, FIX["keys"][:4] + ["app_only_key", "menu_title"])
    r = run(["run", "--texts", t, "--suite", "comgate.*"])
    general(r, f)
    if not re.search(r"\b4 of \d+", r.text):
        f.append(("exit-code", f"a partly matching --texts is not counted: {short(r)}"))


@case("exit-code", "run --texts of our own differing texts fails the run")
def _(f):
    d = fresh("texts-own")
    t = texts_catalog(d, FIX["keys"])
    r = run(["run", "--texts", t, "--suite", "comgate.*"])
    general(r, f)
    if r.rc != 1:
        f.append(("exit-code", f"differing SDK texts: exit {r.rc}, expected 1: {short(r)}"))


for _label, _data, _names in [
    ("''", None, ["--texts"]),
    ("a missing file", "MISSING", ["missing.json"]),
    ("a folder", "DIR", ["tdir"]),
    ("malformed JSON", '{"panLabel": "x",', ["en.json:1:"]),
    ("a NUL", '{"panLabel": "a\x00b"}', ["en.json"]),
    ("an unknown extension", "panLabel = x", ["texts.bin"]),
]:

    @case("exit-code", f"run --texts {_label}")
    def _(f, data=_data, names=_names):
        d = fresh("texts-bad")
        if data is None:
            t = ""
        elif data == "MISSING":
            t = os.path.join(d, "missing.json")
        elif data == "DIR":
            t = os.path.join(d, "tdir")
            os.makedirs(t)
        elif names == ["texts.bin"]:
            t = write(os.path.join(d, "texts.bin"), data)
        else:
            t = write(os.path.join(d, "en.json"), data)
        r = run(["run", "--texts", t, "--suite", "comgate.*"])
        expect_bad_input(r, f, names, codes=(2,))


@case("control", "run --texts with hostile values and keys")
def _(f):
    d = fresh("texts-hostile")
    en = {row["key"]: row["value"] + HOSTILE + WORKFLOW for row in FIX["en"]["rows"]}
    en["k" + HOSTILE] = "x"
    t = write(os.path.join(d, "en.json"), json.dumps(en))
    for fmt in ("text", "github", "markdown"):
        r = run(["run", "--texts", t, "--suite", "comgate.*", "--format", fmt])
        general(r, f)


for _label, _name in [("the --texts file", "TEXTS"), ("the --expect file", "EXPECT"), ("the --texts file via ./x/..", "TEXTS2")]:

    @case("data-loss", f"run --output onto {_label}")
    def _(f, name=_name):
        d = fresh("run-self")
        os.makedirs(os.path.join(d, "x"))
        t = texts_catalog(d, FIX["keys"], change=False)
        e = write(os.path.join(d, "expect.json"), json.dumps({"version": 1, "expectations": []}))
        out = {"TEXTS": t, "EXPECT": e, "TEXTS2": os.path.join(d, "x", "..", "en.json")}[name]
        before = snapshot(d)
        args = ["run", "--suite", "comgate.*", "--texts", t, "--output", out, "--format", "json"]
        if name == "EXPECT":
            args += ["--expect", e]
        r = run(args)
        expect_bad_input(r, f, [os.path.basename(out)], codes=(2,))
        unchanged(before, d, f, "an input")


for _label, _out in [("/dev/full", "/dev/full"), ("a symlink loop", "LOOP"), ("a folder", "DIR"), ("a read-only folder", "RO")]:
    for _cmd in ("run", "check", "fuzz", "compare", "vectors export", "report", "diff"):

        @case("data-loss", f"{_cmd} --output {_label}")
        def _(f, out=_out, cmd=_cmd):
            d = fresh("out-target")
            outs = write(os.path.join(d, "o.jsonl"), "".join(json.dumps({"id": i, "output": {}}) + "\n" for i in FIX["ids"][:20]))
            out = aimed_target(d, out, leaf="report.txt")
            args = {
                "run": ["run", "--suite", "seb.*"],
                "check": ["check", "--outputs", outs],
                "fuzz": ["fuzz", "--adapter", FIX["reference-adapter"], "--count", "50", "--suite", "seb.*"],
                "compare": ["compare", "--adapter", FIX["reference-adapter"], "--outputs", outs, "--generated", "0", "--suite", "seb.*"],
                "vectors export": ["vectors", "export", "--suite", "seb.*"],
                "report": ["report", FIX["run"]],
                "diff": ["diff", os.path.join(REPO, "spec"), os.path.join(REPO, "spec")],
            }[cmd]
            refused(f, args + ["--output", out], [os.path.basename(out)] if out != "/dev/full" else ["/dev/full"], d, "the folder", timeout=120, writable=d)


for _opt, _vals in [
    ("--jobs", ["0", "-1", "1.5", "1e9", "99999999999999999999", "", "0x10"]),
    ("--timeout", ["-1", "0", "nan", "inf", "1e400", ""]),
    ("--window", ["0", "-5", "", "65536000000"]),
    ("--give-up-after", ["-1", "", "2.5"]),
    ("--handshake-timeout", ["-0.5", "", "nan"]),
]:
    for _v in _vals:

        @case("exit-code", f"run {_opt} {_v!r}")
        def _(f, opt=_opt, v=_v):
            r = run(["run", "--adapter", FIX["reference-adapter"], opt, v, "--suite", "seb.*"])
            expect_bad_input(r, f, [opt], codes=(2,))


for _opt, _vals in [("--suite", ["", "no-such-suite.*", "seb.*,"]), ("--id", ["", "x" * 20000]), ("--choice", ["", "=", "nope=x"]), ("--level", ["", "may"])]:
    for _v in _vals:

        @case("exit-code", f"run {_opt} {_v[:16]!r}")
        def _(f, opt=_opt, v=_v):
            r = run(["run", opt, v])
            expect_bad_input(r, f, [opt], codes=(2,))


@case("control", "run with a hostile adapter command that cannot start")
def _(f):
    d = fresh("run-hostile-cmd")
    r = run(["run", "--adapter", "./nope" + HOSTILE + WORKFLOW, "--suite", "seb.*", "--format", "github"], cwd=d)
    general(r, f)
    if r.rc != 3:
        f.append(("exit-code", f"exit {r.rc}, expected 3"))


@case("control", "run whose adapter writes hostile stderr and ids")
def _(f):
    d = fresh("run-hostile-adapter")
    script = write(os.path.join(d, "a.py"), HOSTILE_ADAPTER)
    for fmt in ("text", "github"):
        r = run(["run", "--adapter", "python3 " + script, "--suite", "seb.*", "--format", fmt, "--timeout", "5"])
        general(r, f)
        if r.rc not in (1, 3):
            f.append(("exit-code", f"{fmt}: exit {r.rc}: {short(r)}"))


HOSTILE_ADAPTER = r'''
import json, sys
sys.stderr.write("boot \x1b[2J\x07 \u202e ::warning::PWNED\n  ::warning::PWNED\n")
sys.stderr.flush()
for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("type") == "handshake":
        print(json.dumps({"type": "handshake", "protocol": "payspec/1", "implementation": {"name": "x\x1b[31m\u202e", "version": "\x07"}, "suites": ["*"]}), flush=True)
    elif msg.get("type") == "vector":
        print(json.dumps({"type": "result", "id": msg["id"], "output": {"outcome": "\x1b]0;t\x07\u009b" + "::warning::PWNED"}}), flush=True)
    elif msg.get("type") == "shutdown":
        break
'''


# ---------------------------------------------------------------- check --outputs


def outputs_file(d, n=None, name="o.jsonl", extra=b""):
    # Ids never repeat (a repeated id is refused at its line, which would measure nothing):
    # past the golden ones, unknown ids a recorder of another suite version might hold.
    ids = FIX["ids"] if n is None else (FIX["ids"] + [f"zz.pad/{i}" for i in range(max(0, n - len(FIX["ids"])))])[:n]
    data = "".join(json.dumps({"id": i, "output": {"outcome": "x"}}) + "\n" for i in ids).encode() + extra
    return write(os.path.join(d, name), data)


for _label, _data, _names in [
    ("a NUL byte inside a line", b'{"id":"seb.x","out\x00put":{}}\n', ["o.jsonl:1"]),
    ("a BOM then CRLF lines", b'\xef\xbb\xbf{"id":"seb.status-outcome/status-SETTLED","output":{}}\r\n', None),
    ("a truncated last line", b'{"id":"seb.status-outcome/status-SETTLED","output":{}}\n{"id":"se', ["o.jsonl:2"]),
    ("a 2 MB line", b'{"id":"' + b"s" * 2_000_000 + b'","output":{}}\n', ["o.jsonl:1"]),
    ("an id with ESC", ('{"id":"seb' + HOSTILE + '","output":{}}\n').encode(), None),
    ("invalid UTF-8", b'{"id":"seb.\xff\xfe","output":{}}\n', ["o.jsonl:1"]),
    ("a huge number", b'{"id":"seb.status-outcome/status-SETTLED","output":{"n":1' + b"0" * 5000 + b"}}\n", None),
    ("empty", b"", None),
    ("only blank lines", b"\n\n\r\n", None),
    ("a JSON array line", b"[1,2]\n", ["o.jsonl:1"]),
]:

    @case("exit-code", f"check --outputs with {_label}")
    def _(f, data=_data, names=_names):
        d = fresh("chk-bad")
        o = write(os.path.join(d, "o.jsonl"), data)
        r = run(["check", "--outputs", o])
        general(r, f)
        if names:
            expect_bad_input(r, f, names, codes=(2,))
        elif r.rc == 0:
            f.append(("exit-code", f"a check that judged nothing passed: {short(r)}"))
        elif r.rc not in (1, 2):
            f.append(("exit-code", f"exit {r.rc}: {short(r)}"))


for _v in ["0", "-1", "", "1.5", "99999999999999999999999"]:

    @case("exit-code", f"check --max-line-bytes {_v!r}")
    def _(f, v=_v):
        d = fresh("chk-mlb")
        o = outputs_file(d, 10)
        r = run(["check", "--outputs", o, "--max-line-bytes", v])
        expect_bad_input(r, f, ["--max-line-bytes"], codes=(2,))


@case("data-loss", "check --output onto --outputs (two spellings)")
def _(f):
    d = fresh("chk-self")
    os.makedirs(os.path.join(d, "s"))
    o = outputs_file(d, 30)
    refused(f, ["check", "--outputs", "o.jsonl", "--output", "s/../o.jsonl"], ["o.jsonl"], o, "the outputs", codes=(2,), cwd=d)


@case("data-loss", "SIGINT/SIGTERM during check --outputs leaves no temporaries")
def _(f):
    d = fresh("chk-sig")
    o = outputs_file(d, 60000)
    for i, delay in enumerate((0.3, 0.8, 1.5, 2.5)):
        out = os.path.join(d, f"r{i}.json")
        r = run(["check", "--outputs", o, "--format", "json", "--output", out], signal_after=delay,
                sig=signal.SIGINT if i % 2 == 0 else signal.SIGTERM, timeout=120)
        general(r, f, expect_signal=True)
        if r.rc == 0:
            f.append(("exit-code", f"interrupted check at {delay} s exited 0"))
        if r.rc == 1 and not os.path.exists(out):
            f.append(("data-loss", f"interrupted check at {delay} s wrote no report"))
        if os.path.exists(out):
            try:
                json.load(open(out))
            except ValueError:
                f.append(("data-loss", f"a partial report after a signal at {delay} s"))
    debris(d, ["o.jsonl"] + [f"r{i}.json" for i in range(4)], f)


@case("scaling", "check --outputs 20k/40k/80k lines")
def _(f):
    d = fresh("chk-scale")

    def make(k):
        o = outputs_file(d, 20000 * k, name=f"o{k}.jsonl")
        return ["check", "--outputs", o, "--format", "json", "--output", os.path.join(d, f"r{k}.json"), "--quiet"], d

    scaling(f, "check outputs", make)


# ---------------------------------------------------------------- repro


@case("control", "repro with a hostile adapter command")
def _(f):
    for cmd in ["python3 a.py" + HOSTILE, "x\x1b[2J\x07", "y\u009b31m\u202e", "z" + WORKFLOW]:
        r = run(["repro", FIX["ids"][0], "--adapter", cmd])
        general(r, f)
        if r.rc != 0:
            f.append(("exit-code", f"exit {r.rc}: {short(r)}"))


for _id, _names in [("", ["ID", "id", "no vector ''"]), ("no-such/vector", ["no-such/vector"]), ("seb" + HOSTILE, ["seb"]), ("--", ["ID", "id"]), ("\u00e9" * 3, ["\u00e9"])]:

    @case("exit-code", f"repro {_id[:12]!r}")
    def _(f, i=_id, names=_names):
        r = run(["repro", i])
        expect_bad_input(r, f, names, codes=(2,))


@case("scaling", "repro of an unknown id of 4/8/16 KB")
def _(f):
    def make(k):
        return ["repro", "seb.status-outcome/" + "Q" * (4000 * k)], SCRATCH

    scaling(f, "repro unknown id", make, check=lambda r, f: r.rc != 2 and f.append(("exit-code", f"exit {r.rc}")))


@case("exit-code", "repro --golden of a folder that is no golden folder")
def _(f):
    d = fresh("repro-golden")
    write(os.path.join(d, "g", "x.json"), "{")
    r = run(["repro", FIX["ids"][0], "--golden", os.path.join(d, "g")])
    expect_bad_input(r, f, ["x.json"], codes=(2,))
    r = run(["repro", FIX["ids"][0], "--golden", ""])
    expect_bad_input(r, f, ["--golden"], codes=(2,))


# ---------------------------------------------------------------- compare and fuzz


for _opt, _vals in [("--generated", ["-1", "1.5", "1000001", "", "1e3"]), ("--seed", ["", "-1", "x"]), ("--max-line-bytes", ["0", ""])]:
    for _v in _vals:

        @case("exit-code", f"compare {_opt} {_v!r}")
        def _(f, opt=_opt, v=_v):
            d = fresh("cmp-opt")
            o = outputs_file(d, 10)
            r = run(["compare", "--adapter", FIX["reference-adapter"], "--outputs", o, opt, v])
            expect_bad_input(r, f, [opt], codes=(2,))


for _opt, _vals in [("--count", ["0", "-1", "", "5000001", "1.5"]), ("--time-budget", ["-1", "nan", "", "inf"]), ("--max-failures", ["-1", ""]), ("--shrink", ["-1", ""]), ("--jobs", ["0", "1000"])]:
    for _v in _vals:

        @case("exit-code", f"fuzz {_opt} {_v!r}")
        def _(f, opt=_opt, v=_v):
            r = run(["fuzz", "--adapter", FIX["reference-adapter"], opt, v])
            expect_bad_input(r, f, [opt], codes=(2,))


@case("exit-code", "compare with one side only")
def _(f):
    r = run(["compare", "--adapter", FIX["reference-adapter"]])
    expect_bad_input(r, f, ["--adapter", "--outputs"], codes=(2,))


@case("data-loss", "compare --output onto its --outputs")
def _(f):
    d = fresh("cmp-self")
    o = outputs_file(d, 10)
    refused(f, ["compare", "--adapter", FIX["reference-adapter"], "--outputs", o, "--output", o, "--generated", "0"], ["o.jsonl"], o, "the recorded outputs", codes=(2,))


def interrupted(f, args, label, delays, out_name="r.json", timeout=180):
    d = fresh("sig-" + label.replace(" ", "-"))
    for i, delay in enumerate(delays):
        out = os.path.join(d, f"{i}-{out_name}")
        sig = signal.SIGINT if i % 2 == 0 else signal.SIGTERM
        r = run(args + ["--format", "json", "--output", out], cwd=d, signal_after=delay, sig=sig, timeout=delay + 40)
        general(r, f, expect_signal=True)
        if r.timed_out:
            return
        if r.rc == 0 and r.wall > delay + 0.05:
            f.append(("exit-code", f"{label}: {signal.Signals(sig).name} at {delay} s, exit 0"))
        if r.rc in (1,) and not os.path.exists(out):
            f.append(("data-loss", f"{label}: no report after {signal.Signals(sig).name} at {delay} s"))
        if r.rc not in (0, 1):
            f.append(("exit-code", f"{label}: {signal.Signals(sig).name} at {delay} s: exit {r.rc}: {short(r)}"))
        if os.path.exists(out):
            try:
                json.load(open(out))
            except ValueError:
                f.append(("data-loss", f"{label}: a partial report"))
    debris(d, [f"{i}-{out_name}" for i in range(len(delays))], f)


@case("exit-code", "SIGINT/SIGTERM during compare --generated 200000")
def _(f):
    o_dir = fresh("cmp-sig-outs")
    o = outputs_file(o_dir, None)
    interrupted(f, ["compare", "--adapter", FIX["reference-adapter"], "--adapter", FIX["reference-adapter"], "--generated", "200000"], "compare", (1.0, 3.0, 6.0))


@case("exit-code", "SIGINT/SIGTERM during fuzz")
def _(f):
    interrupted(f, ["fuzz", "--adapter", FIX["reference-adapter"], "--count", "200000"], "fuzz", (1.0, 3.0, 6.0))


@case("exit-code", "SIGINT/SIGTERM during run with an adapter")
def _(f):
    interrupted(f, ["run", "--adapter", FIX["reference-adapter"]], "run", (0.5, 1.5, 3.0))


@case("hang", "SIGINT in the first milliseconds of compare")
def _(f):
    # Added after the first run: the moment its signal handling is being set up.
    d = fresh("cmp-early")
    for i in range(10):
        delay = 0.01 + 0.006 * i
        r = run(["compare", "--adapter", FIX["reference-adapter"], "--adapter", FIX["reference-adapter"], "--generated", "200000",
                 "--format", "json", "--output", os.path.join(d, "r.json")], signal_after=delay, timeout=delay + 30)
        general(r, f, expect_signal=True)
        if r.timed_out:
            return
        if r.rc not in (1, -signal.SIGINT):
            f.append(("exit-code", f"SIGINT at {delay:.3f} s: exit {r.rc}: {short(r)}"))


@case("data-loss", "run --output onto its --texts through a folder that does not exist")
def _(f):
    # Added after the first run: the spelling the first run found for exports, on an input.
    d = fresh("run-missing-folder")
    t = texts_catalog(d, FIX["keys"], change=False)
    refused(f, ["run", "--suite", "comgate.*", "--texts", "en.json", "--output", "sub/../en.json"], ["en.json"], t, "the --texts file", codes=(2,), cwd=d)


@case("data-loss", "l10n --write-baseline onto an existing file through a folder that does not exist")
def _(f):
    d, cat = catalog_with_findings("bl-missing-folder")
    b = write(os.path.join(d, "b.txt"), "mine\n")
    r = run(["l10n", "check", "--write-baseline", "sub/../b.txt", cat], cwd=d)
    expect_bad_input(r, f, ["b.txt"], codes=(2,))
    if open(b).read() != "mine\n":
        f.append(("data-loss", "replaced without --force"))


@case("exit-code", "SIGINT/SIGTERM during run in process")
def _(f):
    interrupted(f, ["run"], "run in process", (0.2, 0.6, 1.2))


# ---------------------------------------------------------------- readers: malformed input


def pkeys(n):
    return [f"key_{i:06d}" for i in range(n)]


READER_BAD = [
    ("arb", "app_en.arb", '{"@@locale": "en", "a": "{n, plural, one {x} other {y}"}', None),
    ("arb", "app_en.arb", '{"@@locale": "en", "a": "x", "@a": []}', True),
    ("arb", "app_en.arb", '{"@@locale": "en", "a": "{' + HOSTILE + '}"}', False),
    ("arb", "app_en.arb", '\ufeff{"@@locale": "en", "a": "x"}\r\n', False),
    ("po", "de.po", 'msgid "a"\nmsgstr "b\n', True),
    ("po", "de.po", 'msgid "a"\nmsgstr[99999999999999999999] "b"\n', True),
    ("po", "de.po", 'msgctxt "k\x00"\nmsgid "a"\nmsgstr "b"\n', None),
    ("po", "de.po", '\ufeffmsgid ""\r\nmsgstr "Language: de\\n"\r\n\r\nmsgid "a"\r\nmsgstr "' + HOSTILE + '"\r\n', False),
    ("po", "de.po", 'msgid "a"\nmsgstr "\\x1b[2J\\a"\n', False),
    ("po", "de.po", 'msgid "a"\nmsgstr "\\777\\q"\n', True),
    ("strings", "de.lproj/Localizable.strings", '"a" = "b"\n"c" = ;\n', True),
    ("strings", "de.lproj/Localizable.strings", '"a" = "\\U001B[2J";\n', False),
    ("strings", "de.lproj/Localizable.strings", b"\xff\xfe" + '"a" = "b";\n'.encode("utf-16-le")[:-1], True),
    ("strings", "de.lproj/Localizable.strings", '/* unterminated comment\n"a" = "b";\n', True),
    ("stringsdict", "de.lproj/Localizable.stringsdict", '<?xml version="1.0"?><plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>', True),
    ("stringsdict", "de.lproj/Localizable.stringsdict", '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">]><plist><dict><key>a</key><string>&f;&f;&f;&f;</string></dict></plist>', None),
    ("xcstrings", "Localizable.xcstrings", '{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":', True),
    ("xcstrings", "Localizable.xcstrings", '{"sourceLanguage":"en' + HOSTILE + '","strings":{}}', None),
    ("xcstrings", "Localizable.xcstrings", '{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"' + "\\u001b[2J" + '"}}}}},"version":"1.0"}', False),
    ("android", "res/values-de/strings.xml", '<resources><string name="a">b</string>', True),
    ("android", "res/values-de/strings.xml", '<resources><string name="a' + HOSTILE + '">b</string></resources>', None),
    ("android", "res/values-de/strings.xml", '<?xml version="1.0"?><resources><string name="a">&#27;[2J&#7;</string></resources>', False),
    ("android", "res/values-de/strings.xml", '<resources><string name="a">b</strin></resources>', True),
    ("i18next", "de.json", '{"a": {"b": {"c": "x"}}, "d": "{{x}}", "e_one": "y", "e_other": [1]', True),
    ("i18next", "de.json", '{"a": "\\u001b]0;x\\u0007", "::warning::PWNED": "x"}', False),
    ("i18next", "de.json", '{"a": "x", "a": "y"}', None),
    ("xliff", "de.xliff", '<xliff version="1.2"><file source-language="en" target-language="de"><body><trans-unit id="a"><source>x</source><target>', True),
    ("csv", "t.csv", 'key,en,de\n"a,"x",y\n', True),
    ("csv", "t.csv", 'key,en,de\r\na,"x\x1b[2J",y' + HOSTILE + '\r\n', False),
]
for _n, (_fmt, _path, _data, _parse_error) in enumerate(READER_BAD):

    @case("exit-code", f"l10n check {_fmt} #{_n}: {_data[:30] if isinstance(_data, str) else 'bytes'!r}")
    def _(f, path=_path, data=_data, parse_error=_parse_error):
        d = fresh("reader")
        cat = os.path.join(d, "cat")
        p = write(os.path.join(cat, path), data)
        for fmt in ("text", "github"):
            r = run(["l10n", "check", "--base", "en", "--format", fmt, p], timeout=60)
            general(r, f)
            if r.timed_out:
                return
            if parse_error:
                expect_bad_input(r, f, [os.path.basename(path) + ":"], codes=(2,))
            elif r.rc not in (0, 1, 2):
                f.append(("exit-code", f"exit {r.rc}: {short(r)}"))


@case("control", "l10n check of a catalog in a folder with a hostile name")
def _(f):
    d = fresh("reader-name")
    cat = os.path.join(d, "cat" + HOSTILE.replace("/", ""))
    shutil.copytree(FIX["export-json"], cat)
    write(os.path.join(cat, "de.json"), "{")
    for fmt in ("text", "github", "markdown"):
        r = run(["l10n", "check", "--format", fmt, "--verbose", cat])
        general(r, f)


@case("exit-code", "l10n check of a path that does not exist, a FIFO, an empty folder")
def _(f):
    d = fresh("reader-missing")
    os.mkfifo(os.path.join(d, "fifo.json"))
    os.makedirs(os.path.join(d, "empty"))
    for p, names in [(os.path.join(d, "nope"), ["nope"]), (os.path.join(d, "fifo.json"), ["fifo.json"]), (os.path.join(d, "empty"), ["empty"])]:
        r = run(["l10n", "check", p], timeout=30)
        expect_bad_input(r, f, names, codes=(2,))


@case("exit-code", "l10n check of NFC and NFD spellings of one key")
def _(f):
    d = fresh("reader-nfd")
    cat = os.path.join(d, "cat")
    write(os.path.join(cat, "en.json"), json.dumps({"caf\u00e9": "x", "cafe\u0301": "y"}, ensure_ascii=False))
    write(os.path.join(cat, "de.json"), json.dumps({"caf\u00e9": "x"}, ensure_ascii=False))
    r = run(["l10n", "check", "--base", "en", cat])
    general(r, f)
    if r.rc not in (0, 1):
        f.append(("exit-code", f"exit {r.rc}: {short(r)}"))


# ---------------------------------------------------------------- readers: scaling


def reader_scaling(label, fmt_path, make_text, base=1):
    @case("scaling", f"l10n check {label} at 1x/2x/4x")
    def _(f):
        d = fresh("scale-" + re.sub(r"\W+", "-", label))

        def make(k):
            p = write(os.path.join(d, str(k), fmt_path), make_text(base * k))
            return ["l10n", "check", "--base", "en", "--quiet", "--fail-on", "never", "--format", "json", "--output", os.path.join(d, f"r{k}.json"), os.path.join(d, str(k))], d

        scaling(f, label, make, timeout=150)


def arb_nested(n):
    msg = "{a, select, x {" * n + "y" + "} other {z}}" * n
    return json.dumps({"@@locale": "en", "deep": msg})


def arb_hashes(n):
    return json.dumps({"@@locale": "en", "h": "{n, plural, one {x} other {" + "#" * n + "}}"})


def arb_siblings(n):
    return json.dumps({"@@locale": "en", "s": "".join(f"{{a{i}}}" for i in range(n))})


def po_continuations(field):
    def make(n):
        body = "\n".join('"' + "x" * 10 + '"' for _ in range(n))
        return f'msgid ""\nmsgstr "Language: en\\n"\n\n{field} ""\n{body}\nmsgid "a"\n' + ('msgid_plural "b"\nmsgstr[0] "c"\nmsgstr[1] "d"\n' if field == "msgid_plural" else 'msgstr "c"\n')

    if field == "msgid_plural":
        def make(n):  # noqa: F811 (msgid_plural follows msgid)
            body = "\n".join('"' + "x" * 10 + '"' for _ in range(n))
            return f'msgid ""\nmsgstr "Language: en\\n"\n\nmsgid "a"\nmsgid_plural ""\n{body}\nmsgstr[0] "c"\nmsgstr[1] "d"\n'
    return make


def po_entries(n):
    return 'msgid ""\nmsgstr "Language: en\\n"\n\n' + "".join(f'msgid "m{i}"\nmsgstr "v"\n\n' for i in range(n))


def strings_big(n):
    return "".join(f'"key.{i}" = "Value number {i} with some text";\n' for i in range(n))


def nested_braces(n):
    return json.dumps({"a": "{" * n + "x" + "}" * n, "b": "{" * n + "y" + "}" * n})


def xml_markup(n):
    return '<resources><string name="a">' + "&lt;b&gt;" * n + "x" + "&lt;/b&gt;" * n + "</string></resources>"


def i18next_deep(n):
    return '{"a":' * n + '"x"' + "}" * n


def xcstrings_big(n):
    return json.dumps({"sourceLanguage": "en", "version": "1.0", "strings": {f"k{i}": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": f"v{i}"}}}} for i in range(n)}})


def stringsdict_big(n):
    items = "".join(f"<key>k{i}</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d x</string><key>other</key><string>%d xs</string></dict></dict>" for i in range(n))
    return '<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>' + items + "</dict></plist>"


def csv_long_line(n):
    return "key,en\n" + "a," + '"' + "x" * (200000 * n) + '"\n'


reader_scaling("ARB select nested 2500 deep", "app_en.arb", arb_nested, 2500)
reader_scaling("ARB 100k # in a plural branch", "app_en.arb", arb_hashes, 100000)
reader_scaling("ARB 20k sibling arguments", "app_en.arb", arb_siblings, 20000)
reader_scaling("gettext msgctxt of 20k continuation lines", "en.po", po_continuations("msgctxt"), 20000)
reader_scaling("gettext msgid_plural of 20k continuation lines", "en.po", po_continuations("msgid_plural"), 20000)
reader_scaling("gettext 30k entries", "en.po", po_entries, 30000)
reader_scaling(".strings 30k lines", "en.lproj/Localizable.strings", strings_big, 30000)
reader_scaling("JSON value of 5k nested braces", "en.json", nested_braces, 5000)
reader_scaling("Android value of 5k nested markup", "values/strings.xml", xml_markup, 5000)
reader_scaling("i18next JSON nested 2k deep", "en.json", i18next_deep, 2000)
reader_scaling("xcstrings 10k strings", "Localizable.xcstrings", xcstrings_big, 10000)
reader_scaling("stringsdict 3k entries", "en.lproj/Localizable.stringsdict", stringsdict_big, 3000)
reader_scaling("CSV 200 KB quoted cell", "t.csv", csv_long_line, 1)


@case("scaling", "l10n --baseline of 20k/40k/80k records")
def _(f):
    d, cat = catalog_with_findings("bl-scale")

    def make(k):
        lines = sorted(f"missing-key\tde\tkey{i:07d}" for i in range(20000 * k))
        b = write(os.path.join(d, f"b{k}.txt"), "# baseline\n" + "\n".join(lines) + "\n")
        return ["l10n", "check", "--baseline", b, "--quiet", "--fail-on", "never", cat], d

    scaling(f, "l10n baseline", make)


@case("scaling", "run --texts of 5k/10k/20k app keys")
def _(f):
    d = fresh("texts-scale")

    def make(k):
        data = {row["key"]: row["value"] for row in FIX["en"]["rows"]}
        data.update({f"app_key_{i}": "x" for i in range(5000 * k)})
        t = write(os.path.join(d, str(k), "en.json"), json.dumps(data))
        return ["run", "--texts", t, "--suite", "comgate.translations", "--quiet"], d

    scaling(f, "run texts", make)


# ---------------------------------------------------------------- vectors and spec


def checkout_copy(name):
    d = fresh(name)
    shutil.copytree(os.path.join(REPO, "spec"), os.path.join(d, "spec"))
    shutil.copytree(os.path.join(REPO, "golden"), os.path.join(d, "golden"))
    return d


@case("exit-code", "vectors check/generate and spec check outside a checkout")
def _(f):
    d = fresh("no-checkout")
    for args in (["vectors", "check"], ["vectors", "generate"], ["spec", "check"], ["spec", "format", "--check"]):
        r = run(args, cwd=d)
        expect_bad_input(r, f, ["spec", "golden"], codes=(2,))
        debris(d, [], f, f"a file made by {' '.join(args)}")


@case("exit-code", "vectors check of a golden file with a NUL or cut in half")
def _(f):
    d = checkout_copy("vec-crlf")
    g = os.path.join(d, "golden", "seb.status-outcome.json")
    data = open(g, "rb").read()
    for label, bad in [("nul", data[:200] + b"\x00" + data[200:]), ("truncated", data[: len(data) // 2])]:
        write(g, bad)
        r = run(["vectors", "check"], cwd=d)
        general(r, f)
        if r.rc not in (1, 2):
            f.append(("exit-code", f"{label}: exit {r.rc}: {short(r)}"))
        elif "seb.status-outcome.json" not in r.text:
            f.append(("exit-code", f"{label}: the file is not named: {short(r)}"))
    write(g, data)


@case("exit-code", "spec check of a table with a hostile value")
def _(f):
    d = checkout_copy("spec-hostile")
    p = os.path.join(d, "spec", "seb", [n for n in os.listdir(os.path.join(d, "spec", "seb")) if n.endswith(".json")][0])
    data = open(p, encoding="utf-8").read()
    write(p, data.replace('"key": "', '"key": "' + HOSTILE.replace("\\", "") .encode("unicode_escape").decode("ascii").replace("\\x", "\\u00"), 1))
    for args in (["spec", "check"], ["vectors", "check"], ["spec", "show", "seb/" + os.path.basename(p)[:-5], "--spec", os.path.join(d, "spec")]):
        r = run(args, cwd=d)
        general(r, f)


@case("data-loss", "SIGINT during vectors generate leaves golden/ whole")
def _(f):
    d = checkout_copy("vec-gen-sig")
    before = snapshot(os.path.join(d, "golden"))
    for delay in (0.3, 0.8, 1.6):
        r = run(["vectors", "generate"], cwd=d, signal_after=delay, sig=signal.SIGINT, timeout=120)
        general(r, f, expect_signal=True)
    unchanged(before, os.path.join(d, "golden"), f, "golden/ (generate from an unchanged spec)")
    debris(os.path.join(d, "golden"), [os.path.basename(k) for k in before if os.path.dirname(k) == os.path.join(d, "golden")], f)


@case("data-loss", "SIGTERM during vectors export --output leaves all or nothing")
def _(f):
    d = fresh("vexp-sig")
    want = open(FIX["requests"], "rb").read()
    for i, delay in enumerate((0.05, 0.15, 0.3, 0.6)):
        out = os.path.join(d, f"r{i}.jsonl")
        r = run(["vectors", "export", "--output", out], signal_after=delay, sig=signal.SIGTERM)
        general(r, f, expect_signal=True)
        if os.path.exists(out) and open(out, "rb").read() != want:
            f.append(("data-loss", f"a partial export after SIGTERM at {delay} s"))
    debris(d, [f"r{i}.jsonl" for i in range(4)], f)


@case("data-loss", "vectors export --output onto an existing file it did not create")
def _(f):
    d = fresh("vexp-exists")
    p = write(os.path.join(d, "requests.jsonl"), "my recording notes\n")
    r = run(["vectors", "export", "--output", p])
    general(r, f)
    # run's rule: a report replaces its own earlier output; a file of another kind is the user's.
    if r.rc == 0 and open(p).read() == "my recording notes\n":
        f.append(("exit-code", "exit 0 without writing"))


@case("exit-code", "vectors stats / export with bad values")
def _(f):
    for args, names in [
        (["vectors", "export", "--suite", ""], ["--suite"]),
        (["vectors", "export", "--suite", "nope.*"], ["nope"]),
        (["vectors", "export", "--golden", "/nonexistent"], ["/nonexistent"]),
        (["vectors", "export", "--output", ""], ["--output"]),
        (["vectors", "stats", "--format", "yaml"], ["--format", "yaml"]),
        (["spec", "show", "seb/" + HOSTILE], ["seb/"]),
        (["spec", "show", ""], ["TABLE", "table"]),
        (["spec", "list", "--spec", "/nonexistent"], ["/nonexistent"]),
        (["diff", "/nonexistent", "spec"], ["/nonexistent"]),
        (["diff", "HEAD~999999:spec", "spec"], ["HEAD~999999"]),
    ]:
        r = run(args, cwd=REPO)
        expect_bad_input(r, f, names, codes=(2,))


@case("data-loss", "spec format in a read-only checkout leaves the tables")
def _(f):
    d = checkout_copy("spec-ro")
    p = os.path.join(d, "spec", "seb")
    name = sorted(n for n in os.listdir(p) if n.endswith(".json"))[0]
    data = json.load(open(os.path.join(p, name)))
    write(os.path.join(p, name), json.dumps(data, indent=7))
    before = snapshot(os.path.join(d, "spec"))
    os.chmod(p, 0o555)
    r = run(["spec", "format"], cwd=d)
    make_writable(d)
    if os.geteuid() == 0:
        general(r, f)
        return
    general(r, f)
    if r.rc not in (2, 74):
        f.append(("exit-code", f"exit {r.rc}: {short(r)}"))
    now = snapshot(os.path.join(d, "spec"))
    if any(k not in before for k in now):
        f.append(("data-loss", "debris in spec/"))


# ---------------------------------------------------------------- bench (cheap cases only)


for _opt, _vals in [
    ("--repeat", ["0", "-1", "", "1.5"]),
    ("--only", ["", "nope", "load,", "build,nope"]),
    ("--golden-scales", ["0", "-1", "1,,2", ""]),
    ("--sizes", ["", "0", "1e99"]),
    ("--naive-sample", ["-1", ""]),
    ("--fuzz-count", ["-5", ""]),
    ("--stream-sizes", ["", "0"]),
    ("--stream-formats", ["", "yaml"]),
    ("--build-timeout", ["-1", "0", "", "nan"]),
    ("--build-product", [""]),
    ("--python", [""]),
    ("--reference-adapter", ["", "/nonexistent/adapter"]),
    ("--jobs", ["0", ""]),
    ("--window", ["0", ""]),
]:
    for _v in _vals:

        @case("exit-code", f"bench {_opt} {_v!r}")
        def _(f, opt=_opt, v=_v):
            d = fresh("bench-opt")
            r = run(["bench", opt, v], cwd=d, timeout=30)
            expect_bad_input(r, f, [opt], codes=(2,))


@case("exit-code", "bench --only build outside a checkout")
def _(f):
    d = fresh("bench-nocheckout")
    r = run(["bench", "--only", "build", "--repeat", "1"], cwd=d, timeout=30)
    expect_bad_input(r, f, ["checkout", "build"], codes=(2,))


@case("leftover", "SIGTERM during bench --only build leaves no process")
def _(f):
    d = fresh("bench-build-sig")
    for name in ("Package.swift", "Sources", "Plugins", "Tests", "tools", "spec", "golden", "Examples", "VERSION"):
        src = os.path.join(REPO, name)
        if os.path.isdir(src):
            os.symlink(src, os.path.join(d, name))
        elif os.path.exists(src):
            shutil.copy(src, os.path.join(d, name))
    r = run(["bench", "--only", "build", "--repeat", "1", "--no-build-consumer"], cwd=d, timeout=60, signal_after=4, sig=signal.SIGTERM)
    general(r, f, expect_signal=True)
    time.sleep(1)
    out = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True).stdout
    strays = [l for l in out.splitlines() if d in l]
    if strays:
        f.append(("leftover", f"processes left: {strays[:2]}"))
        for l in strays:
            try:
                os.kill(int(l.split()[0]), signal.SIGKILL)
            except (ValueError, ProcessLookupError, PermissionError):
                pass


for _opt, _vals in [("--languages", ["0", "-1", "", "1e9"]), ("--keys", ["0", "", "99999999999999"]), ("--formats", ["", "json,,csv", "yaml"]), ("--repeat", ["0", ""]), ("--write-only", [""])]:
    for _v in _vals:

        @case("exit-code", f"l10n bench {_opt} {_v!r}")
        def _(f, opt=_opt, v=_v):
            d = fresh("l10n-bench-opt")
            r = run(["l10n", "bench", opt, v], cwd=d, timeout=30)
            expect_bad_input(r, f, [opt], codes=(2,))


@case("data-loss", "l10n bench --write-only into a folder of the user's files")
def _(f):
    d = fresh("l10n-bench-wo")
    keep = write(os.path.join(d, "w", "en.json"), "mine")
    r = run(["l10n", "bench", "--write-only", os.path.join(d, "w"), "--languages", "2", "--keys", "5", "--formats", "json"], timeout=60)
    general(r, f)
    if open(keep).read() != "mine" and r.rc == 0:
        f.append(("data-loss", "a file of the user's replaced without --force"))


# ---------------------------------------------------------------- signals during l10n check


@case("data-loss", "SIGINT/SIGTERM during l10n check --write-baseline")
def _(f):
    d = fresh("l10n-sig")
    cat = os.path.join(d, "cat")
    write(os.path.join(cat, "en.json"), json.dumps({f"k{i}": f"Value {i}" for i in range(60000)}))
    write(os.path.join(cat, "de.json"), json.dumps({f"k{i}": f"Value {i}" for i in range(0, 60000, 2)}))
    for i, delay in enumerate((0.3, 1.0, 2.0, 3.5)):
        b = os.path.join(d, f"b{i}.txt")
        r = run(["l10n", "check", "--base", "en", "--write-baseline", b, cat], signal_after=delay,
                sig=signal.SIGINT if i % 2 == 0 else signal.SIGTERM, timeout=120)
        general(r, f, expect_signal=True)
        if os.path.exists(b):
            data = open(b, "rb").read()
            if not data.endswith(b"\n") or data.count(b"\n") < 30000:
                f.append(("data-loss", f"a partial baseline after a signal at {delay} s"))
    debris(d, ["cat"] + [f"b{i}.txt" for i in range(4)], f)


# ---------------------------------------------------------------- main


def main():
    global PAYSPEC, SCRATCH
    argv = sys.argv[1:]
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    PAYSPEC = os.path.abspath(argv[0])
    if not os.access(PAYSPEC, os.X_OK):
        print(f"unseen: {argv[0]!r} is not an executable payspec", file=sys.stderr)
        return 2
    only = None
    if "--only" in argv:
        only = argv[argv.index("--only") + 1]
    if "--list" in argv:
        for cls, name, _ in CASES:
            print(f"{cls}\t{name.encode('unicode_escape').decode('ascii')}")
        print(f"{len(CASES)} cases", file=sys.stderr)
        return 0
    # A shell without job control starts `( … & )` with SIGINT ignored, and an ignored signal
    # stays ignored across exec: payspec would then keep it ignored by design, and every SIGINT
    # case would test nothing. A handler of our own is reset to the default in the children.
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    SCRATCH = tempfile.mkdtemp(prefix="payspec-unseen-")
    adapter = os.path.join(os.path.dirname(PAYSPEC), "payspec-reference-adapter")
    FIX["reference-adapter"] = adapter if os.access(adapter, os.X_OK) else "python3 " + os.path.join(REPO, "tools", "adapters", "python", "adapter.py")
    started = time.monotonic()
    setup()
    failures_by_class = {}
    failing = 0
    ran = 0
    for cls, name, fn in CASES:
        if only and only not in name:
            continue
        ran += 1
        f = []
        t0 = time.monotonic()
        try:
            fn(f)
        except Exception as e:  # a case that cannot judge is itself a failure of the matrix
            f.append(("matrix", f"{type(e).__name__}: {e}"))
        took = time.monotonic() - t0
        shown = name.encode("unicode_escape").decode("ascii")
        if f:
            failing += 1
            seen = set()
            for c, msg in f:
                if c in seen:
                    continue
                seen.add(c)
                failures_by_class[c] = failures_by_class.get(c, 0) + 1
                print(f"FAIL [{c}] {shown}: {msg.encode('unicode_escape').decode('ascii')[:300]}", flush=True)
        elif "-v" in argv:
            print(f"ok   {shown} ({took:.1f} s)", flush=True)
    make_writable(SCRATCH)
    shutil.rmtree(SCRATCH, ignore_errors=True)
    print()
    print(f"{ran} cases, {failing} failing, {time.monotonic() - started:.0f} s")
    for c in sorted(failures_by_class):
        print(f"  {c}: {failures_by_class[c]}")
    if SCALING_FIGURES:
        print("scaling (1x/2x/4x):")
        for line in SCALING_FIGURES:
            print("  " + line)
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
