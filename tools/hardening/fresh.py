#!/usr/bin/env python3
"""A hardening matrix of the surfaces a new user and a careless CI script reach first.

Usage: tools/hardening/fresh.py PAYSPEC [--only SUBSTRING] [--list] [--seed N] [--summary FILE]

PAYSPEC is a built `payspec` binary (the debug build is enough; this script never builds).
`payspec-reference-adapter` is expected beside it. Every case starts `payspec` in a scratch
folder of its own and judges only from outside: the exit status, standard output and error,
the files left in the folder, the processes left behind, the CPU time and peak RSS of the
process (wait4). Classes of failure:

  data-loss         a file the command read or did not create was replaced, a partial file or
                    staging debris was left after a signal or a write error
  raw-control       ESC, BEL, C1, bidi overrides or a CI workflow command from an input reached
                    standard output or error raw
  unbounded         4x the input cost more than 10x the CPU time or the peak memory of 1x
  crash             a signal nobody sent, or an exit status of 128 or more unprompted
  hang              no exit within the case's time limit
  leftover-process  a process of the case still running after it ended
  exit-code         a bad input that did not exit 2 or 74 (or the documented status), or
                    whose message names neither the file, the position nor the option
  judged-nothing    exit 0 although nothing was judged (or an interruption left work unjudged)

Exit status: 0 every case clean, 1 failures (listed, and summed per class).
"""

import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TAG = "PAYSPEC_FRESH_CASE"
OUTPUT_CAP = 4 << 20
CLASSES = ["data-loss", "raw-control", "unbounded", "crash", "hang", "leftover-process", "exit-code", "judged-nothing"]

PAYSPEC = ""
REFERENCE = ""
WORK = ""
RNG = random.Random(4)


# ---------------------------------------------------------------------------------------------
# Processes: started in a session of their own, timed and measured with wait4


class Outcome:
    def __init__(self):
        self.rc = None
        self.signal = None
        self.out = b""
        self.err = b""
        self.cpu = 0.0
        self.rss_kb = 0
        self.timed_out = False
        self.sent = None
        self.wall = 0.0

    def text(self):
        return (self.out + b"\n" + self.err).decode("utf-8", "replace")


def _drain(stream, sink):
    total = 0
    while True:
        chunk = stream.read(65536)
        if not chunk:
            break
        if total < OUTPUT_CAP:
            sink.append(chunk[: OUTPUT_CAP - total])
        total += len(chunk)
    stream.close()


def launch(args, cwd, case_id, stdin=None, timeout=60, signal_after=None, sig=signal.SIGINT, stdout_target=None,
           env_extra=None, exe=None):
    """Runs payspec (or exe) with args; returns an Outcome."""
    env = dict(os.environ)
    env[TAG] = case_id
    env.pop("GITHUB_ACTIONS", None)
    if env_extra:
        env.update(env_extra)
    argv = [exe or PAYSPEC] + list(args)
    stdin_arg = subprocess.DEVNULL
    if isinstance(stdin, (bytes, str)):
        stdin_arg = subprocess.PIPE
    out_arg = subprocess.PIPE if stdout_target is None else stdout_target
    started = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=stdin_arg, stdout=out_arg, stderr=subprocess.PIPE,
                            start_new_session=True)
    outs, errs = [], []
    threads = []
    if proc.stdout is not None:
        threads.append(threading.Thread(target=_drain, args=(proc.stdout, outs), daemon=True))
    threads.append(threading.Thread(target=_drain, args=(proc.stderr, errs), daemon=True))
    for t in threads:
        t.start()
    if stdin_arg == subprocess.PIPE:
        data = stdin.encode() if isinstance(stdin, str) else stdin

        def feed():
            try:
                proc.stdin.write(data)
                proc.stdin.close()
            except OSError:
                pass

        threading.Thread(target=feed, daemon=True).start()
    o = Outcome()
    deadline = started + timeout
    status = None
    usage = None
    while True:
        pid, st, ru = os.wait4(proc.pid, os.WNOHANG)
        if pid == proc.pid:
            status, usage = st, ru
            break
        now = time.monotonic()
        if signal_after is not None and o.sent is None and now - started >= signal_after:
            try:
                os.kill(proc.pid, sig)
                o.sent = sig
            except ProcessLookupError:
                pass
        if now > deadline:
            o.timed_out = True
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            pid, st, ru = os.wait4(proc.pid, 0)
            status, usage = st, ru
            break
        time.sleep(0.005)
    proc.returncode = 0
    for t in threads:
        t.join(5)
    o.wall = time.monotonic() - started
    o.out = b"".join(outs)
    o.err = b"".join(errs)
    o.cpu = usage.ru_utime + usage.ru_stime
    o.rss_kb = usage.ru_maxrss
    if os.WIFSIGNALED(status):
        o.signal = os.WTERMSIG(status)
        o.rc = 128 + o.signal
    else:
        o.rc = os.WEXITSTATUS(status)
    return o


def leftover(case_id):
    """Processes whose environment carries this case's tag."""
    found = []
    marker = ("%s=%s" % (TAG, case_id)).encode() + b"\0"
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open("/proc/%s/environ" % name, "rb") as f:
                if marker in f.read() + b"\0":
                    try:
                        with open("/proc/%s/stat" % name) as s:
                            if s.read().split(") ")[-1].startswith("Z"):
                                continue
                    except OSError:
                        continue
                    found.append(int(name))
        except OSError:
            continue
    return found


# ---------------------------------------------------------------------------------------------
# Judging


RAW = [
    (re.compile("\x1b"), "ESC"),
    (re.compile("\x07"), "BEL"),
    (re.compile("[\x80-\x9f]"), "C1"),
    (re.compile("[\udc80-\udc9f]"), "raw C1 byte"),
    (re.compile("[\u202a-\u202e\u2066-\u2069]"), "bidi override"),
    (re.compile("(?m)^[ \t]*::warning::INJ"), "workflow command"),
    (re.compile("(?m)^[ \t]*##\\[error\\]INJ"), "##[ command"),
]


class Case:
    def __init__(self, name, area, fn):
        self.name = name
        self.area = area
        self.fn = fn
        self.failures = []
        self.notes = []
        self.dir = None
        self.runs = 0

    def fail(self, cls, message):
        assert cls in CLASSES, cls
        self.failures.append((cls, message))

    def path(self, *parts):
        return os.path.join(self.dir, *parts)

    def run(self, args, expect=None, names=None, cwd=None, raw_ok=False, **kw):
        """Runs payspec and applies the checks every run gets: no crash, no hang, no raw control
        character, the exit status among `expect`, and, for 2 and 74, a message naming one of
        `names`."""
        self.runs += 1
        o = launch(args, cwd or self.dir, self.name, **kw)
        shown = " ".join(repr(a) if (not a or any(c in a for c in " \n\x1b'")) else a for a in args)[:200]
        if o.sent is not None:
            self.notes.append("%s sent, exit %d" % (signal.Signals(o.sent).name, o.rc))
        if o.timed_out:
            self.fail("hang", "%s: no exit within %s s" % (shown, kw.get("timeout", 60)))
            return o
        if o.signal is not None and o.signal != o.sent:
            self.fail("crash", "%s: killed by signal %d" % (shown, o.signal))
        elif o.signal is None and o.rc >= 128:
            self.fail("crash", "%s: exit %d" % (shown, o.rc))
        if not raw_ok:
            for pattern, label in RAW:
                where = (o.out + b"\n" + o.err).decode("utf-8", "surrogateescape")
                m = pattern.search(where)
                if m:
                    at = m.start()
                    self.fail("raw-control", "%s: %s raw in output: %r" % (shown, label, where[max(0, at - 40): at + 20]))
                    break
        if expect is not None and o.rc not in expect and not (o.sent and o.signal == o.sent):
            self.fail("exit-code", "%s: exit %d, expected %s; stderr: %s" % (shown, o.rc, sorted(expect), tail(o.err)))
        elif names and o.rc in (2, 74):
            text = o.err.decode("utf-8", "replace")
            if not any(n in text for n in names):
                self.fail("exit-code", "%s: exit %d names none of %s; stderr: %s" % (shown, o.rc, names, tail(o.err)))
        return o


def tail(data, n=300):
    text = data.decode("utf-8", "replace").strip().replace("\n", " | ")
    return repr(text[-n:])


def digest(path):
    """A fingerprint of a file, a folder tree or a symlink, to prove it unchanged."""
    if os.path.islink(path):
        return ("link", os.readlink(path))
    if os.path.isdir(path):
        entries = []
        for root, dirs, files in os.walk(path):
            dirs.sort()
            for name in sorted(files + dirs):
                full = os.path.join(root, name)
                entries.append((os.path.relpath(full, path), digest(full) if not os.path.isdir(full) else "dir"))
        return ("dir", tuple(entries))
    if os.path.exists(path):
        with open(path, "rb") as f:
            return ("file", hashlib.sha256(f.read()).hexdigest())
    return ("missing",)


def listing(folder):
    out = set()
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            out.add(os.path.relpath(os.path.join(root, name), folder))
    return out


DEBRIS = re.compile(r"(^|/)(\.tmp|.*\.tmp|\.payspec|.*staging|.*\.partial|\.~|.*-tmp-)", re.I)


def debris(case, before, folder=None):
    folder = folder or case.dir
    new = sorted(n for n in listing(folder) - before if DEBRIS.search(n))
    if new:
        case.fail("data-loss", "staging debris left: %s" % new[:5])


CASES = []


def case(name, area):
    def register(fn):
        CASES.append(Case(name, area, fn))
        return fn

    return register


def add(name, area, fn):
    CASES.append(Case(name, area, fn))


# ---------------------------------------------------------------------------------------------
# Fixtures: made once with payspec itself and the reference adapter

FIX = {}


def fixture_dir():
    return os.path.join(WORK, "fixtures")


def make_fixtures():
    fx = fixture_dir()
    os.makedirs(fx)
    ok = subprocess.run([PAYSPEC, "run", "--suite", "seb.*", "--format", "json", "--output", os.path.join(fx, "run.json")],
                        cwd=fx, capture_output=True)
    FIX["run"] = os.path.join(fx, "run.json")
    exp = subprocess.run([PAYSPEC, "vectors", "export"], cwd=fx, capture_output=True, check=True)
    requests = [l for l in exp.stdout.decode().split("\n") if l]
    FIX["requests"] = requests
    hand = json.dumps({"type": "handshake", "protocol": "payspec/1"})
    ans = subprocess.run([REFERENCE], input=(hand + "\n" + "\n".join(requests) + "\n" +
                                             json.dumps({"type": "shutdown"}) + "\n").encode(),
                         capture_output=True, timeout=120)
    outputs = []
    for line in [l for l in ans.stdout.decode().split("\n") if l]:
        m = json.loads(line)
        if m.get("type") == "result":
            outputs.append(json.dumps({"id": m["id"], "output": m["output"]}, sort_keys=True))
    FIX["outputs"] = outputs
    with open(os.path.join(fx, "outputs.jsonl"), "w") as f:
        f.write("\n".join(outputs) + "\n")
    with open(os.path.join(fx, "outputs-seb.jsonl"), "w") as f:
        f.write("\n".join(l for l in outputs if '"seb.' in l) + "\n")
    FIX["exports"] = {}
    for fmt in ["xcstrings", "csv", "xliff", "strings", "android", "json", "arb", "po"]:
        target = os.path.join(fx, "export-" + fmt + (".xcstrings" if fmt == "xcstrings" else ".csv" if fmt == "csv" else ""))
        subprocess.run([PAYSPEC, "l10n", "export", "--format", fmt, "--output", target], cwd=fx, capture_output=True,
                       check=True)
        FIX["exports"][fmt] = target
    b = subprocess.run([PAYSPEC, "--version"], capture_output=True)
    FIX["version"] = b.stdout.decode().strip()
    # An inventory the drift command reads: what the reference adapter says it has.
    inv = subprocess.run([REFERENCE], input=(hand + "\n" + json.dumps({"type": "inventory"}) + "\n" +
                                             json.dumps({"type": "shutdown"}) + "\n").encode(),
                         capture_output=True, timeout=60)
    inventory = None
    for line in [l for l in inv.stdout.decode().split("\n") if l]:
        m = json.loads(line)
        if m.get("type") == "inventory":
            inventory = m
    with open(os.path.join(fx, "inventory.json"), "w") as f:
        json.dump(inventory or {"type": "inventory", "inventory": {}}, f)
    FIX["inventory"] = os.path.join(fx, "inventory.json")


def copy_fixture(case, name, to=None):
    src = os.path.join(fixture_dir(), name) if not os.path.isabs(name) else name
    dst = case.path(to or os.path.basename(src))
    if os.path.isdir(src):
        shutil.copytree(src, dst, symlinks=True)
    else:
        shutil.copyfile(src, dst)
    return dst


def write(path, data):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)
    return path


def adapter_script(case, name, body):
    """A Python adapter written into the case folder."""
    path = case.path(name)
    write(path, "#!/usr/bin/env python3\nimport json, sys, os, time\n" + body)
    os.chmod(path, 0o755)
    return path


# A small adapter for seb.status-outcome that answers like the reference for SETTLED and
# otherwise passes through the reference adapter's answers: used where a slow, well-behaved
# port is wanted.
SLOW_ADAPTER = r'''
ref = os.environ["FRESH_REFERENCE"]
import subprocess
p = subprocess.Popen([ref], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
for line in sys.stdin:
    p.stdin.write(line); p.stdin.flush()
    m = json.loads(line)
    if m.get("type") == "shutdown":
        break
    answer = p.stdout.readline()
    if m.get("type") == "vector":
        time.sleep(float(os.environ.get("FRESH_DELAY", "0.002")))
    sys.stdout.write(answer); sys.stdout.flush()
'''


# ---------------------------------------------------------------------------------------------
# 1. Writers aimed where they should not write

# Each writer: (name, inputs it needs in the case folder, argv given the target, kind of target,
# the statuses it may end with when all goes well, whether an existing file needs --force).
def writer_table():
    seb = ["--suite", "seb.status-outcome"]
    return [
        ("run", [], lambda t: ["run"] + seb + ["--format", "json", "--output", t], "file", {0}, False, None),
        ("run-texts", ["cs.json"], lambda t: ["run", "--suite", "comgate.card-fields", "--texts", "cs.json", "--output", t], "file", {0, 1},
         False, "cs.json"),
        ("check", ["outputs-seb.jsonl"], lambda t: ["check", "--outputs", "outputs-seb.jsonl", "--suite", "seb.*",
                                                    "--format", "junit", "--output", t], "file", {0}, False,
         "outputs-seb.jsonl"),
        ("check-expect", ["outputs-seb.jsonl", "expect.json"],
         lambda t: ["check", "--outputs", "outputs-seb.jsonl", "--suite", "seb.*", "--expect", "expect.json", "--output", t],
         "file", {0, 1}, False, "expect.json"),
        ("l10n-check", ["cat"], lambda t: ["l10n", "check", "cat", "--format", "sarif", "--output", t], "file", {0, 1},
         False, "cat/de.json"),
        ("l10n-baseline", ["cat"], lambda t: ["l10n", "check", "cat", "--write-baseline", t], "file", {0, 1}, True,
         "cat/de.json"),
        ("l10n-keymap-out", ["cat", "keymap.json"],
         lambda t: ["l10n", "check", "cat", "--key-map", "keymap.json", "--output", t], "file", {0, 1}, False,
         "keymap.json"),
        ("l10n-baseline-in", ["cat", "baseline.txt"],
         lambda t: ["l10n", "check", "cat", "--baseline", "baseline.txt", "--output", t], "file", {0, 1}, False,
         "baseline.txt"),
        ("drift-inventory", ["inventory.json"], lambda t: ["drift", "--inventory", "inventory.json", "--output", t], "file",
         {0, 1}, False, "inventory.json"),
        ("diff", ["spec-a", "spec-b"], lambda t: ["diff", "spec-a", "spec-b", "--format", "markdown", "--output", t],
         "file", {0, 1}, False, "spec-a/seb/outcomes.json"),
        ("report", ["run.json"], lambda t: ["report", "run.json", "--output", t], "file", {0}, False, "run.json"),
        ("report-html", ["run.json"], lambda t: ["report", "run.json", "--format", "html", "--output", t], "file", {0},
         False, "run.json"),
        ("vectors-export", [], lambda t: ["vectors", "export", "--suite", "seb.*", "--output", t], "file", {0}, False, None),
        ("compare", ["outputs-seb.jsonl"],
         lambda t: ["compare", "--adapter", REFERENCE, "--outputs", "outputs-seb.jsonl", "--suite", "seb.*",
                    "--generated", "0", "--output", t], "file", {0, 1}, False, "outputs-seb.jsonl"),
        ("fuzz", [], lambda t: ["fuzz", "--adapter", REFERENCE, "--suite", "seb.status-outcome", "--count", "40",
                                "--format", "json", "--output", t], "file", {0}, False, None),
        ("export-xcstrings", [], lambda t: ["l10n", "export", "--format", "xcstrings", "--output", t], "file", {0}, True,
         None),
        ("export-csv", [], lambda t: ["l10n", "export", "--format", "csv", "--output", t], "file", {0}, True, None),
    ] + [("export-" + f, [], (lambda f: lambda t: ["l10n", "export", "--format", f, "--output", t])(f), "folder", {0},
          True, None) for f in ["xliff", "strings", "android", "json", "arb", "po"]]


def prepare_inputs(case, inputs):
    for name in inputs:
        if name == "cs.json":
            write(case.path(name), json.dumps({"payButtonText": "Zaplatit"}))
        elif name == "outputs-seb.jsonl":
            copy_fixture(case, "outputs-seb.jsonl")
        elif name == "expect.json":
            write(case.path(name), json.dumps({"expectations": []}))
        elif name == "cat":
            os.makedirs(case.path("cat"))
            for lang, text in [("en", "Pay"), ("de", "Bezahlen"), ("cs", "Zaplatit")]:
                write(case.path("cat", lang + ".json"), json.dumps({"payButtonText": text, "panLabel": "PAN " + lang,
                                                                   "pay_hint": "CVV"}))
        elif name == "keymap.json":
            write(case.path(name), json.dumps({"keyMap": {"pay_hint": "cvvHint"}}))
        elif name == "baseline.txt":
            write(case.path(name), "# baseline\nmissing-key\tde\tcvvHint\n")
        elif name == "inventory.json":
            copy_fixture(case, FIX["inventory"])
        elif name in ("spec-a", "spec-b"):
            shutil.copytree(os.path.join(ROOT, "spec"), case.path(name))
        elif name == "run.json":
            copy_fixture(case, FIX["run"])


def writer_cases():
    for (wname, inputs, argv, kind, ok, needs_force, an_input) in writer_table():
        def build(target_kind, wname=wname, inputs=inputs, argv=argv, kind=kind, ok=ok, needs_force=needs_force,
                  an_input=an_input):
            def fn(c):
                prepare_inputs(c, inputs)
                before = listing(c.dir)
                prints = {n: digest(c.path(n)) for n in inputs}
                if target_kind == "fresh":
                    target = "out.dat" if kind == "file" else "outdir"
                    o = c.run(argv(target), expect=ok)
                    if o.rc in ok and not os.path.exists(c.path(target)):
                        c.fail("judged-nothing", "exit %d but %s was not written" % (o.rc, target))
                elif target_kind == "spaces-unicode-dash":
                    target = "-out dir é\u0301/" + ("x y.dat" if kind == "file" else "x y")
                    os.makedirs(c.path("-out dir é\u0301"))
                    o = c.run(argv("./" + target), expect=ok)
                    if o.rc in ok and not os.path.exists(c.path(target)):
                        c.fail("judged-nothing", "exit %d but %r was not written" % (o.rc, target))
                elif target_kind == "newline-esc-name":
                    target = "a\nb\x1b[31mINJ\u202e" + (".dat" if kind == "file" else "")
                    o = c.run(argv(target), expect=ok | {2})
                    if o.rc in ok and not os.path.exists(c.path(target)):
                        c.fail("judged-nothing", "exit %d but the file was not written" % o.rc)
                elif target_kind == "existing-unrelated":
                    target = "mine.dat" if kind == "file" else "mine"
                    if kind == "file":
                        write(c.path(target), "the app's own file\n")
                    else:
                        write(c.path(target, "de.json"), "{}\n")
                        write(c.path(target, "values", "strings.xml"), "<resources/>\n")
                        write(c.path(target, "de.lproj", "Localizable.strings"), '"a" = "b";\n')
                        write(c.path(target, "app_de.arb"), "{}\n")
                        write(c.path(target, "de.po"), 'msgid ""\nmsgstr ""\n')
                        write(c.path(target, "de.xliff"), "<xliff/>\n")
                        write(c.path(target, "de.xlf"), "<xliff/>\n")
                    was = digest(c.path(target))
                    o = c.run(argv(target), expect={2} if needs_force else ok | {2}, names=[target, "--force"])
                    if needs_force and digest(c.path(target)) != was:
                        c.fail("data-loss", "%s replaced without --force (exit %d)" % (target, o.rc))
                elif target_kind in ("same-path", "dot-path", "symlink", "hardlink", "parent-path"):
                    if not an_input:
                        return
                    src = an_input
                    if target_kind == "same-path":
                        target = src
                    elif target_kind == "dot-path":
                        target = "./" + src
                    elif target_kind == "parent-path":
                        target = os.path.join("sub", "..", src)
                        os.makedirs(c.path("sub"), exist_ok=True)
                    elif target_kind == "symlink":
                        os.symlink(os.path.abspath(c.path(src)), c.path("alias.dat"))
                        target = "alias.dat"
                    else:
                        os.link(c.path(src), c.path("hard.dat"))
                        target = "hard.dat"
                    was = digest(c.path(src))
                    o = c.run(argv(target), expect={2}, names=[os.path.basename(src), os.path.basename(target), "--output"])
                    if digest(c.path(src)) != was:
                        c.fail("data-loss", "input %s replaced by the output (%s, exit %d)" % (src, target_kind, o.rc))
                elif target_kind == "directory":
                    if kind != "file":
                        return
                    os.makedirs(c.path("adir"))
                    write(c.path("adir", "keep.txt"), "keep")
                    was = digest(c.path("adir"))
                    c.run(argv("adir"), expect={2, 74}, names=["adir"])
                    if digest(c.path("adir")) != was:
                        c.fail("data-loss", "a folder named as the output was changed")
                elif target_kind == "symlink-loop":
                    os.symlink("loop-b", c.path("loop-a"))
                    os.symlink("loop-a", c.path("loop-b"))
                    c.run(argv("loop-a"), expect={2}, names=["loop-a"])
                elif target_kind == "dev-full":
                    if kind != "file":
                        return
                    c.run(argv("/dev/full"), expect={74}, names=["/dev/full"])
                elif target_kind == "missing-parent":
                    # Creating the missing folders is as good as refusing with a message.
                    target = "no/such/dir/" + ("x.dat" if kind == "file" else "x")
                    o = c.run(argv(target), expect={2, 74} | ok, names=["no/such/dir"])
                    if o.rc in ok and not os.path.exists(c.path(target)):
                        c.fail("judged-nothing", "exit %d but %s was not written" % (o.rc, target))
                elif target_kind == "proc":
                    c.run(argv("/proc/version/x.dat"), expect={2, 74}, names=["/proc/version"])
                elif target_kind == "empty":
                    c.run(argv(""), expect={2}, names=["--output", "--write-baseline", "--shields", "empty"])
                elif target_kind == "dangling-symlink":
                    os.symlink("elsewhere/none.dat", c.path("dangling.dat"))
                    o = c.run(argv("dangling.dat"), expect=ok | {2, 74})
                debris(c, before)
                for n in inputs:
                    if digest(c.path(n)) != prints[n]:
                        c.fail("data-loss", "input %s changed" % n)

            return fn

        for tk in ["fresh", "spaces-unicode-dash", "newline-esc-name", "existing-unrelated", "same-path", "dot-path",
                   "parent-path", "symlink", "hardlink", "directory", "symlink-loop", "dev-full", "missing-parent", "proc",
                   "empty", "dangling-symlink"]:
            if tk in ("same-path", "dot-path", "parent-path", "symlink", "hardlink") and not an_input:
                continue
            if tk in ("directory", "dev-full") and kind != "file":
                continue
            if tk in ("newline-esc-name", "dangling-symlink", "proc", "parent-path", "spaces-unicode-dash") and \
                    wname not in ("run", "l10n-baseline", "report", "export-csv", "export-json", "export-po", "check",
                                  "vectors-export", "l10n-check", "compare"):
                continue
            add("write/%s/%s" % (wname, tk), "output", build(tk))


# The remaining writers, one row each: a command aimed at its own input, at a file it did not
# create, at one path named twice, at an empty name or at a standard output that is closed or
# full. Each row is (case name, inputs, what the folder holds first, argv, statuses, names the
# message may give, the loss it checks, extra launch arguments); `aimed_writer` runs every row.
# `{impl}` in a path or argument stands for the implementation named in run.json.

# A loss check: (class, kind, path, message). `kept` fails when the path's fingerprint changed,
# `unwritten` when the path exists after the run, `not-emptied` when the file was left empty,
# `filled` when an exit 0 left the file under 100 bytes, `refused` when the run exited 0.
LOSS_KINDS = {
    "kept": lambda c, o, path, was: digest(c.path(path)) != was,
    "unwritten": lambda c, o, path, was: os.path.exists(c.path(path)),
    "not-emptied": lambda c, o, path, was: os.path.getsize(c.path(path)) == 0,
    "filled": lambda c, o, path, was: o.rc == 0 and os.path.getsize(c.path(path)) < 100,
    "refused": lambda c, o, path, was: o.rc == 0,
}

STDOUT_NAMES = ["standard output", "stdout", "-"]
SHIELDS_RUN = ["report", "badges/{impl}.json", "--shields", "badges", "--output", "m.md"]


def stdout_rows():
    rows = []
    for cmd, argv in [
        ("run", ["run", "--suite", "seb.status-outcome", "--output", "-"]),
        ("l10n-export-csv", ["l10n", "export", "--format", "csv", "--output", "-"]),
        ("vectors-export", ["vectors", "export", "--suite", "seb.*", "--output", "-"]),
        ("report", ["report", "run.json"]),
        ("spec-list", ["spec", "list"]),
        ("l10n-check", ["l10n", "check", "cat", "--output", "-"]),
    ]:
        for state, message in [("closed", "exit 0 with a closed standard output"),
                               ("full", "exit 0 with standard output on a full disk")]:
            rows.append(("%s-stdout/%s" % (state, cmd), ["run.json", "cat"], [], argv, {74, 1}, STDOUT_NAMES,
                         ("exit-code", "refused", None, message), {"stdout": state}))
    return rows


def aimed_rows():
    return [
        ("l10n-baseline-and-output-same", ["cat"], [],
         ["l10n", "check", "cat", "--write-baseline", "same.txt", "--output", "same.txt"], {2}, ["same.txt"],
         ("data-loss", "unwritten", "same.txt", "one file named twice was written"), {}),
        ("l10n-baseline-and-output-alias", ["cat"], [("folder", "d")],
         ["l10n", "check", "cat", "--write-baseline", "d/../same.txt", "--output", "./same.txt"], {2}, ["same.txt"],
         ("data-loss", "unwritten", "same.txt", "one file named twice (two spellings) was written"), {}),
        # Rewriting the baseline one reads, with --force, is a documented refresh; only an empty or
        # torn file is a loss.
        ("l10n-baseline-is-baseline-input", ["cat", "baseline.txt"], [],
         ["l10n", "check", "cat", "--baseline", "baseline.txt", "--write-baseline", "baseline.txt", "--force"],
         {0, 1, 2}, None, ("data-loss", "not-emptied", "baseline.txt", "the baseline read and rewritten was left empty"),
         {}),
        ("shields-onto-run", ["run.json"], [("folder", "badges"), ("copy", "run.json", "badges/{impl}.json")],
         SHIELDS_RUN, {2}, ["{impl}.json"], ("data-loss", "kept", "badges", "a badge replaced the run it was made from"),
         {}),
        ("shields-onto-foreign-file", ["run.json"], [("file", "badges/{impl}.json", '{"mine": true}\n')],
         ["report", "run.json", "--shields", "badges"], {2}, ["{impl}.json"],
         ("data-loss", "kept", "badges", "a badge replaced a file that was no badge"), {}),
        ("shields-empty", ["run.json"], [], ["report", "run.json", "--shields="], {2}, ["--shields"], None, {}),
        ("shields-is-file", ["run.json"], [("file", "badges", "not a folder")],
         ["report", "run.json", "--shields", "badges"], {2, 74}, ["badges"],
         ("data-loss", "kept", "badges", "a file named as the badge folder was replaced"), {}),
        ("shields-and-output-same-file", ["run.json"], [("folder", "b")],
         ["report", "run.json", "--shields", "b", "--output", "b/{impl}.json"], {2}, ["{impl}.json"], None, {}),
        ("report-run-twice", ["run.json"], [], ["report", "run.json", "./run.json", "--output", "m.md"], {0, 2}, None,
         None, {}),
    ] + stdout_rows() + [
        ("export-xcstrings-onto-app-catalog-forced-is-fine", [],
         [("file", "Localizable.xcstrings", '{"sourceLanguage":"en","strings":{},"version":"1.0"}')],
         ["l10n", "export", "--format", "xcstrings", "--output", "Localizable.xcstrings", "--force"], {0}, None,
         ("judged-nothing", "filled", "Localizable.xcstrings", "--force export left the catalog unwritten"), {}),
        ("export-folder-partly-occupied", [],
         [("file", "res/values-de/strings.xml", "<resources><string name=\"app\">Mine</string></resources>\n")],
         ["l10n", "export", "--format", "android", "--output", "res"], {2}, ["strings.xml", "--force"],
         ("data-loss", "kept", "res", "an export without --force changed a folder holding one of its files"),
         {"debris": True}),
        # A folder where one target file is a folder: the export cannot land whole.
        ("export-folder-with-unwritable-member", [], [("folder", "out/de.json")],
         ["l10n", "export", "--format", "json", "--output", "out", "--force"], {2, 74}, ["de.json"],
         ("data-loss", "kept", "out", "an export that could not land changed the folder: {listing}"),
         {"debris": True}),
        ("export-folder-is-symlink-to-input", ["cat"], [("symlink", "cat", "link")],
         ["l10n", "export", "--format", "json", "--output", "link"], {2}, ["link", "--force", "en.json"],
         ("data-loss", "kept", "cat", "export through a symlink replaced the catalogs"), {}),
        ("export-stdout-folder-format", [], [], ["l10n", "export", "--format", "android", "--output", "-"], {2},
         ["-", "--output", "android"], None, {}),
        ("export-output-repeated", [], [], ["l10n", "export", "--format", "csv", "--output", "a.csv", "--output", "b.csv"],
         {0, 2}, None, None, {}),
        ("run-output-fifo-nobody-reads", [], [("fifo", "fifo")],
         ["run", "--suite", "seb.status-outcome", "--output", "fifo"], {74, 1}, ["fifo"], None,
         {"signal_after": 2, "sig": signal.SIGTERM, "timeout": 30}),
        ("check-outputs-from-stdin", [], [], ["check", "--outputs", "-", "--suite", "seb.*"], {0, 2},
         ["--outputs", "-"], None, {"stdin": lambda: "\n".join(l for l in FIX["outputs"] if '"seb.' in l) + "\n"}),
        ("l10n-check-file-named-twice", ["cat"], [("hardlink", "cat/de.json", "de-hard.json")],
         ["l10n", "check", "cat", "cat/de.json", "./cat/../cat/de.json"], {0, 1, 2}, None, None, {}),
    ]


def lay_out(c, step, impl):
    """Puts one thing the row asks for into the case folder before the run."""
    kind, first = step[0], c.path(step[1].replace("{impl}", impl))
    if kind == "folder":
        os.makedirs(first)
    elif kind == "file":
        write(first, step[2])
    elif kind == "copy":
        shutil.copyfile(first, c.path(step[2].replace("{impl}", impl)))
    elif kind == "symlink":
        os.symlink(step[1], c.path(step[2]))
    elif kind == "hardlink":
        os.link(first, c.path(step[2]))
    elif kind == "fifo":
        os.mkfifo(first)


def aimed_writer(row):
    (_, inputs, layout, argv, expect, names, loss, extra) = row

    def fn(c):
        prepare_inputs(c, inputs)
        impl = ""
        if "run.json" in inputs:
            impl = (json.load(open(c.path("run.json"))).get("implementation") or {}).get("name", "payspec-reference")
        for step in layout:
            lay_out(c, step, impl)
        before = listing(c.dir)
        guarded = loss[2] if loss else None
        was = digest(c.path(guarded)) if guarded else None
        kw = {k: v for k, v in extra.items() if k in ("signal_after", "sig", "timeout")}
        if "stdin" in extra:
            kw["stdin"] = extra["stdin"]()
        fd = None
        if extra.get("stdout") == "closed":
            r, fd = os.pipe()
            os.close(r)
        elif extra.get("stdout") == "full":
            fd = os.open("/dev/full", os.O_WRONLY)
        if fd is not None:
            kw["stdout_target"] = fd
        o = c.run([a.replace("{impl}", impl) for a in argv], expect=expect,
                  names=[n.replace("{impl}", impl) for n in names] if names else None, **kw)
        if fd is not None:
            os.close(fd)
        if loss and LOSS_KINDS[loss[1]](c, o, guarded, was):
            listed = sorted(listing(c.path(guarded)))[:6] if guarded else []
            c.fail(loss[0], loss[3].replace("{listing}", str(listed)))
        if extra.get("debris"):
            debris(c, before)

    return fn


for _row in aimed_rows():
    add("write/" + _row[0], "output", aimed_writer(_row))


@case("write/l10n-check-dash-folder", "output")
def _(c):
    prepare_inputs(c, ["cat"])
    os.rename(c.path("cat"), c.path("-cat"))
    c.run(["l10n", "check", "-cat"], expect={0, 1, 2}, names=["-cat"])
    c.run(["l10n", "check", "./-cat"], expect={0, 1})


@case("write/texts-surrogate-and-huge-number", "output")
def _(c):
    write(c.path("en.json"), '{"payButtonText": "Pay \\udc00", "cvvHint": 1e400}')
    c.run(["run", "--suite", "comgate.card-fields", "--texts", "en.json"], expect={0, 1, 2}, names=["en.json"])


# ---------------------------------------------------------------------------------------------
# 2. Text from inputs reaching the terminal

INJ = "\x1b]0;INJ\x07\x1b[2J\u009b31m\u202eINJ\n::warning::INJ\n  ##[error]INJ"


# Adapters whose words carry INJ: the handshake (a Python expression) is sent first; then each
# vector is answered by `answer` (statements run with the request as `m`), or, with no answer,
# the adapter reads its input to the end and quits.
PLAIN_HANDSHAKE = '{"type":"handshake","protocol":"payspec/1","implementation":{"name":"n","version":"1","language":"py"},"suites":["seb.status-outcome"]}'
NAMED_BY_INJ = '{"type":"handshake","protocol":"payspec/1","implementation":{"name":"n"+INJ,"version":INJ,"language":INJ},"suites":["seb.status-outcome"]}'
INJ_RESULT = 'sys.stdout.write(json.dumps({"type":"result","id":m["id"],"output":{"outcome":INJ,"paymentStatus":INJ}})+"\\n"); sys.stdout.flush()'
STDERR_AND_RESULT = 'sys.stderr.write(INJ + "\\n"); sys.stderr.flush()\n' + INJ_RESULT
GARBAGE_LINE = 'sys.stdout.write(INJ.replace("\\n", " ") + "\\n"); sys.stdout.flush()'


def injecting_adapter(c, handshake, answer=None):
    body = "INJ = %r\nsys.stdout.write(json.dumps(%s)+\"\\n\"); sys.stdout.flush()\n" % (INJ, handshake)
    if answer is None:
        body += "sys.stdin.read()\n"
    else:
        body += ("for line in sys.stdin:\n    m = json.loads(line)\n    if m[\"type\"] == \"vector\":\n" +
                 "".join("        " + l + "\n" for l in answer.split("\n")) +
                 "    elif m[\"type\"] == \"shutdown\":\n        break\n")
    return adapter_script(c, "adapter.py", body)


@case("escape/repro-adapter-command", "escape")
def _(c):
    c.run(["repro", "seb.status-outcome/status-SETTLED", "--adapter", "./adapter " + INJ], expect={0})


@case("escape/repro-unknown-id", "escape")
def _(c):
    c.run(["repro", "seb." + INJ], expect={2}, names=["seb."])


@case("escape/repro-golden-dir", "escape")
def _(c):
    c.run(["repro", "seb.status-outcome/status-SETTLED", "--golden", "g" + INJ], expect={2}, names=["--golden", "g"])


@case("escape/run-adapter-missing", "escape")
def _(c):
    c.run(["run", "--adapter", "./nope" + INJ, "--suite", "seb.*"], expect={3}, names=["nope"])


@case("escape/run-suite-glob", "escape")
def _(c):
    c.run(["run", "--suite", "seb" + INJ], expect={2}, names=["--suite"])


@case("escape/run-choice", "escape")
def _(c):
    c.run(["run", "--choice", "a" + INJ + "=b"], expect={2}, names=["--choice"])


@case("escape/unknown-option", "escape")
def _(c):
    c.run(["run", "--x" + INJ], expect={2}, names=["--x"])


@case("escape/unknown-command", "escape")
def _(c):
    c.run(["ru" + INJ], expect={2}, names=["ru"])


@case("escape/export-output-path", "escape")
def _(c):
    c.run(["l10n", "export", "--format", "csv", "--output", "x" + INJ.replace("\n", "") + ".csv"], expect={0, 2})


@case("escape/export-output-path-verbose", "escape")
def _(c):
    c.run(["--verbose", "l10n", "export", "--format", "json", "--output", "d" + INJ.replace("\n", "")], expect={0, 2})


@case("escape/adapter-stderr-and-name", "escape")
def _(c):
    a = injecting_adapter(c, NAMED_BY_INJ, STDERR_AND_RESULT)
    for fmt in ["text", "github", "markdown"]:
        c.run(["run", "--adapter", a, "--suite", "seb.status-outcome", "--format", fmt], expect={1})


@case("escape/adapter-garbage-line", "escape")
def _(c):
    a = injecting_adapter(c, PLAIN_HANDSHAKE, GARBAGE_LINE)
    c.run(["run", "--adapter", a, "--suite", "seb.status-outcome", "--timeout", "2", "--give-up-after", "1"], expect={1})


@case("escape/adapter-bad-handshake", "escape")
def _(c):
    a = injecting_adapter(c, '{"type":"handshake","protocol":"payspec/9"+INJ,"choices":{INJ:INJ}}')
    c.run(["run", "--adapter", a, "--suite", "seb.status-outcome"], expect={3})


@case("escape/adapter-choice-unknown", "escape")
def _(c):
    a = injecting_adapter(c, PLAIN_HANDSHAKE[:-1] + ',"choices":{"seb-status-matching":INJ}}')
    c.run(["run", "--adapter", a, "--suite", "seb.status-outcome"], expect={3})


@case("escape/check-outputs-id", "escape")
def _(c):
    write(c.path("o.jsonl"), json.dumps({"id": "seb." + INJ, "output": {"a": INJ}}) + "\n")
    c.run(["check", "--outputs", "o.jsonl", "--suite", "seb.*"], expect={1, 2})


@case("escape/check-outputs-malformed-line", "escape")
def _(c):
    write(c.path("o.jsonl"), '{"id": "x", "output": ' + INJ.replace("\n", " ") + "\n")
    c.run(["check", "--outputs", "o.jsonl"], expect={2}, names=["o.jsonl"])


@case("escape/check-outputs-value-diff", "escape")
def _(c):
    lines = [json.loads(l) for l in FIX["outputs"] if '"seb.status-outcome/' in l][:3]
    for l in lines:
        for k in l["output"]:
            if isinstance(l["output"][k], str):
                l["output"][k] = INJ
    write(c.path("o.jsonl"), "\n".join(json.dumps(l) for l in lines) + "\n")
    for fmt in ["text", "github", "markdown"]:
        c.run(["check", "--outputs", "o.jsonl", "--suite", "seb.status-outcome", "--format", fmt], expect={1})


@case("escape/l10n-values", "escape")
def _(c):
    os.makedirs(c.path("cat"))
    write(c.path("cat", "en.json"), json.dumps({"payButtonText": "Pay " + INJ, "cvvHint": INJ}))
    write(c.path("cat", "de.json"), json.dumps({"payButtonText": INJ, "k" + INJ: "v"}))
    for fmt in ["text", "github", "markdown"]:
        c.run(["l10n", "check", "--base", "en", "cat", "--format", fmt], expect={1})


@case("escape/l10n-file-name", "escape")
def _(c):
    os.makedirs(c.path("cat"))
    write(c.path("cat", "de" + INJ.replace("/", "").replace("\n", "") + ".json"), "{bad")
    c.run(["l10n", "check", "cat"], expect={1, 2}, names=["de"])


@case("escape/l10n-keymap-value", "escape")
def _(c):
    prepare_inputs(c, ["cat"])
    write(c.path("km.json"), json.dumps({"keyMap": {"x" + INJ: "nope" + INJ}}))
    c.run(["l10n", "check", "cat", "--key-map", "km.json"], expect={2}, names=["km.json"])


@case("escape/l10n-baseline-record", "escape")
def _(c):
    prepare_inputs(c, ["cat"])
    write(c.path("b.txt"), "# b\nmissing-key\tde\t" + INJ.replace("\n", " ") + "\nnope" + INJ.replace("\n", "") + "\tde\tx\n")
    c.run(["l10n", "check", "cat", "--baseline", "b.txt"], expect={2}, names=["b.txt"])


@case("escape/texts-values", "escape")
def _(c):
    write(c.path("en.json"), json.dumps({"payButtonText": INJ, "cvvHint": INJ}))
    c.run(["run", "--suite", "comgate.*", "--texts", "en.json"], expect={1, 2})


@case("escape/report-run-names", "escape")
def _(c):
    prepare_inputs(c, ["run.json"])
    data = json.load(open(c.path("run.json")))

    def poison(v):
        if isinstance(v, dict):
            return {k: poison(x) for k, x in v.items()}
        if isinstance(v, list):
            return [poison(x) for x in v]
        if isinstance(v, str) and v and not v[0].isdigit() and v not in ("passed", "failed"):
            return v + INJ
        return v

    if "implementation" in data:
        data["implementation"] = poison(data["implementation"])
    write(c.path("p.json"), json.dumps(data))
    for fmt in ["markdown", "json", "html"]:
        c.run(["report", "p.json", "--format", fmt], expect={0, 2})
    os.makedirs(c.path("badges"))
    c.run(["report", "p.json", "--shields", "badges"], expect={0, 2})
    for n in os.listdir(c.path("badges")):
        if "\x1b" in n or "\n" in n or "/" in n:
            c.fail("raw-control", "badge file named with a control character: %r" % n)


@case("escape/report-not-a-run", "escape")
def _(c):
    write(c.path("x.json"), json.dumps({"summary": INJ}))
    c.run(["report", "x.json"], expect={2}, names=["x.json"])


@case("escape/drift-inventory-values", "escape")
def _(c):
    write(c.path("inv.json"), json.dumps({"type": "inventory", "inventory": {"comgate/errors": ["X" + INJ],
                                                                            "t" + INJ: ["y"]}}))
    for fmt in ["text", "github", "markdown"]:
        c.run(["drift", "--inventory", "inv.json", "--format", fmt], expect={1, 2})


@case("escape/spec-show-unknown-table", "escape")
def _(c):
    c.run(["spec", "show", "seb/" + INJ], expect={2}, names=["seb/"])


@case("escape/spec-check-values", "escape")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    shutil.copytree(os.path.join(ROOT, "golden"), c.path("golden"))
    p = c.path("spec", "seb", "outcomes.json")
    text = open(p).read()
    write(p, text.replace('"key"', '"key' + INJ.replace("\n", "\\n").replace("\x1b", "\\u001b").replace("\x07", "\\u0007")
                          .replace("\u009b", "\\u009b").replace("\u202e", "\\u202e") + '"', 1))
    c.run(["spec", "check"], expect={1, 2})
    c.run(["vectors", "check"], expect={1, 2})


@case("escape/vectors-check-golden-id", "escape")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    shutil.copytree(os.path.join(ROOT, "golden"), c.path("golden"))
    p = c.path("golden", "seb.status-outcome.json")
    text = open(p).read()
    write(p, text.replace("status-SETTLED", "status-SETTLED\\u001b]0;INJ\\u0007\\u202e", 1))
    c.run(["vectors", "check"], expect={1, 2})
    c.run(["run", "--golden", "golden", "--suite", "seb.status-outcome"], expect={0, 1, 2})


@case("escape/diff-values", "escape")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("a"))
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("b"))
    p = c.path("b", "seb", "outcomes.json")
    text = open(p).read()
    lines = text.splitlines()
    for i, l in enumerate(lines):
        if '"key"' in l:
            lines[i] = l.replace('"key": "', '"key": "X\\u001b[31mINJ\\u202e', 1).replace('"key":"', '"key":"X\\u001b[31mINJ', 1)
            break
    write(p, "\n".join(lines) + "\n")
    for fmt in ["text", "github", "markdown"]:
        c.run(["diff", "a", "b", "--format", fmt], expect={0, 1, 2})


@case("escape/compare-outputs-values", "escape")
def _(c):
    lines = [json.loads(l) for l in FIX["outputs"] if '"seb.status-outcome/' in l][:5]
    for l in lines:
        l["output"]["paymentStatus"] = INJ
    write(c.path("o.jsonl"), "\n".join(json.dumps(l) for l in lines) + "\n")
    c.run(["compare", "--adapter", REFERENCE, "--outputs", "o.jsonl", "--suite", "seb.status-outcome", "--generated",
           "0"], expect={1})


@case("escape/fuzz-adapter-answers", "escape")
def _(c):
    a = injecting_adapter(c, PLAIN_HANDSHAKE, INJ_RESULT)
    c.run(["fuzz", "--adapter", a, "--suite", "seb.status-outcome", "--count", "30", "--shrink", "2"], expect={1})


# ---------------------------------------------------------------------------------------------
# 3. Option values a careless script passes

NUMERIC = [
    ("run", ["run", "--suite", "seb.status-outcome", "--adapter", "REF"], ["--jobs", "--timeout", "--handshake-timeout",
                                                                          "--give-up-after", "--window"]),
    ("check", ["check", "--outputs", "OUTS", "--suite", "seb.*"], ["--max-line-bytes"]),
    ("compare", ["compare", "--adapter", "REF", "--outputs", "OUTS", "--suite", "seb.*"], ["--generated", "--seed",
                                                                                          "--max-line-bytes", "--window"]),
    ("fuzz", ["fuzz", "--adapter", "REF", "--suite", "seb.status-outcome"], ["--count", "--seed", "--time-budget",
                                                                             "--max-failures", "--shrink", "--jobs"]),
    ("l10n-bench", ["l10n", "bench"], ["--languages", "--keys"]),
    ("bench", ["bench"], ["--repeat", "--naive-sample", "--fuzz-count", "--build-timeout", "--jobs", "--window"]),
]
BAD_NUMBERS = ["-1", "0x10", "1e3", "99999999999999999999999", "", " 5", "5 ", "٣", "nan", "inf", "1.5.2", "+", "0"]


def expand(argv, c):
    out = []
    for a in argv:
        if a == "REF":
            out.append(REFERENCE)
        elif a == "OUTS":
            copy_fixture(c, "outputs-seb.jsonl")
            out.append("outputs-seb.jsonl")
        else:
            out.append(a)
    return out


def numeric_cases():
    picks = RNG.Random(11) if False else random.Random(11)
    for (cmd, base, options) in NUMERIC:
        for opt in options:
            values = picks.sample(BAD_NUMBERS, 3)
            for v in values:
                def fn(c, base=base, opt=opt, v=v):
                    args = expand(base, c) + [opt, v]
                    # 0 is a sensible value for some options (--generated 0, --seed 0): judged
                    # only for a crash, a hang or an unbounded run.
                    fine = {"--generated", "--seed"} if v == "0" else set()
                    if opt in fine:
                        c.run(args, expect=None, timeout=60)
                        return
                    if v in ("-1", "0x10", "99999999999999999999999", "", " 5", "5 ", "٣", "nan", "inf", "1.5.2", "+") \
                            or (v == "0" and opt not in ("--seed", "--generated")) or v == "1e3":
                        # 1e3 is refused or read as 1000; in bench, any accepted value starts a
                        # measurement, which the time limit then judges.
                        expect = {2} if v != "1e3" else {0, 1, 2}
                        if cmd == "bench" and v == "1e3":
                            return
                        c.run(args, expect=expect, names=[opt], timeout=60)

                add("option/%s%s=%r" % (cmd, opt, v), "option", fn)
    # The --opt=value form, repeated options, and values that look like options.
    for (name, args, expect) in [
        ("run-jobs-equals", ["run", "--suite", "seb.status-outcome", "--jobs=2"], {0, 2}),
        ("run-jobs-equals-empty", ["run", "--suite", "seb.status-outcome", "--jobs="], {2}),
        ("run-jobs-twice", ["run", "--suite", "seb.status-outcome", "--jobs", "1", "--jobs", "2"], {0, 2}),
        ("run-output-missing-value", ["run", "--suite", "seb.status-outcome", "--output"], {2}),
        ("run-output-is-option", ["run", "--output", "--suite", "seb.status-outcome"], {0, 2}),
        ("run-format-empty", ["run", "--format", ""], {2}),
        ("run-format-unknown", ["run", "--format", "yaml"], {2}),
        ("run-level-bad", ["run", "--level", "may"], {2}),
        ("run-suite-empty", ["run", "--suite", ""], {2}),
        ("run-tag-empty", ["run", "--tag="], {2}),
        ("run-id-empty", ["run", "--id", ""], {2}),
        ("run-golden-empty", ["run", "--golden", ""], {2}),
        ("run-golden-missing", ["run", "--golden", "nope"], {2}),
        ("run-golden-is-file", ["run", "--golden", "/etc/hostname"], {2}),
        ("run-expect-empty", ["run", "--expect", ""], {2}),
        ("run-expect-missing", ["run", "--expect", "nope.json"], {2}),
        ("run-texts-empty", ["run", "--texts", ""], {2}),
        ("run-texts-missing", ["run", "--texts", "nope.json"], {2}),
        ("run-texts-dir-empty", ["run", "--texts", "."], {2}),
        ("run-choice-empty", ["run", "--choice", ""], {2}),
        ("run-choice-no-eq", ["run", "--choice", "seb-status-matching"], {2}),
        ("run-choice-unknown-option", ["run", "--choice", "seb-status-matching=nope"], {2}),
        ("run-adapter-empty", ["run", "--adapter", ""], {2}),
        ("run-adapter-spaces", ["run", "--adapter", "   "], {2}),
        ("run-adapter-unbalanced-quote", ["run", "--adapter", "'python3 x"], {2}),
        ("run-positional", ["run", "extra"], {2}),
        ("check-outputs-empty", ["check", "--outputs", ""], {2}),
        ("check-outputs-missing", ["check", "--outputs", "none.jsonl"], {2}),
        ("check-outputs-dir", ["check", "--outputs", "."], {2}),
        ("check-outputs-absent", ["check"], {2}),
        ("repro-no-id", ["repro"], {2}),
        ("repro-two-ids", ["repro", "seb.status-outcome/status-SETTLED", "seb.status-outcome/status-SETTLED"], {0, 2}),
        ("repro-adapter-empty", ["repro", "seb.status-outcome/status-SETTLED", "--adapter", ""], {2}),
        ("export-format-empty", ["l10n", "export", "--format", "", "--output", "x"], {2}),
        ("export-format-unknown", ["l10n", "export", "--format", "yaml", "--output", "x"], {2}),
        ("export-no-output", ["l10n", "export", "--format", "csv"], {2}),
        ("export-sdk-unknown", ["l10n", "export", "--format", "csv", "--output", "x.csv", "--sdk", "nope"], {2}),
        ("export-sdk-empty", ["l10n", "export", "--format", "csv", "--output", "x.csv", "--sdk", ""], {2}),
        ("export-spec-dir-empty", ["l10n", "export", "--format", "csv", "--output", "x.csv", "--spec-dir", ""], {2}),
        ("export-spec-dir-missing", ["l10n", "export", "--format", "csv", "--output", "x.csv", "--spec-dir", "nope"], {2}),
        ("l10n-check-nothing", ["l10n", "check"], {2}),
        ("l10n-check-languages-empty", ["l10n", "check", "--languages", "", "."], {2}),
        ("l10n-check-languages-empty-word", ["l10n", "check", "--languages", "de,,cs", "."], {2}),
        ("l10n-check-disable-unknown", ["l10n", "check", "--disable", "nope", "."], {2}),
        ("l10n-check-disable-empty", ["l10n", "check", "--disable", "", "."], {2}),
        ("l10n-check-fail-on-bad", ["l10n", "check", "--fail-on", "sometimes", "."], {2}),
        ("l10n-check-base-empty", ["l10n", "check", "--base", "", "."], {2}),
        ("l10n-check-keymap-empty", ["l10n", "check", "--key-map", "", "."], {2}),
        ("l10n-check-baseline-empty", ["l10n", "check", "--baseline", "", "."], {2}),
        ("l10n-check-write-baseline-empty", ["l10n", "check", "--write-baseline", "", "."], {2}),
        ("l10n-check-allow-identical-empty", ["l10n", "check", "--allow-identical", "", "."], {2}),
        ("l10n-check-missing-path", ["l10n", "check", "nope-folder"], {2}),
        ("l10n-check-empty-path", ["l10n", "check", ""], {2}),
        ("l10n-bench-formats-empty", ["l10n", "bench", "--formats", ""], {2}),
        ("l10n-bench-formats-unknown", ["l10n", "bench", "--formats", "json,yaml"], {2}),
        ("l10n-bench-write-only-empty", ["l10n", "bench", "--write-only", ""], {2}),
        ("bench-only-empty", ["bench", "--only", ""], {2}),
        ("bench-only-unknown", ["bench", "--only", "golden,nope"], {2}),
        ("bench-only-empty-word", ["bench", "--only", "golden,,load"], {2}),
        ("bench-golden-scales-bad", ["bench", "--golden-scales", "1,x"], {2}),
        ("bench-golden-scales-zero", ["bench", "--golden-scales", "0"], {2}),
        ("bench-sizes-negative", ["bench", "--sizes", "-5"], {2}),
        ("bench-stream-formats-bad", ["bench", "--only", "stream", "--stream-formats", "text,yaml"], {2}),
        ("bench-stream-sizes-empty", ["bench", "--only", "stream", "--stream-sizes", ""], {2}),
        ("bench-golden-missing", ["bench", "--only", "golden", "--golden", "nope"], {2}),
        ("bench-reference-adapter-missing", ["bench", "--only", "golden", "--reference-adapter", "/nope/x"], {2}),
        ("bench-python-empty", ["bench", "--only", "load", "--python", ""], {2}),
        ("bench-build-product-empty", ["bench", "--only", "build", "--build-product", ""], {2}),
        ("bench-build-product-dash", ["bench", "--only", "build", "--build-product", "--x"], {2}),
        ("bench-positional", ["bench", "extra"], {2}),
        ("report-no-run", ["report"], {2}),
        ("report-format-bad", ["report", "x.json", "--format", "text"], {2}),
        ("report-missing-run", ["report", "nope.json"], {2}),
        ("report-empty-path", ["report", ""], {2}),
        ("drift-nothing", ["drift"], {2}),
        ("drift-fail-on-bad", ["drift", "--inventory", "x.json", "--fail-on", "all"], {2}),
        ("drift-inventory-empty", ["drift", "--inventory", ""], {2}),
        ("drift-write-baseline-without-docs", ["drift", "--inventory", "x.json", "--write-baseline", "b.txt"], {2}),
        ("drift-allowlist-empty", ["drift", "--inventory", "x.json", "--allowlist", ""], {2}),
        ("diff-one-side", ["diff", "spec"], {2}),
        ("diff-missing", ["diff", "nope-a", "nope-b"], {2}),
        ("vectors-unknown-action", ["vectors", "frobnicate"], {2}),
        ("vectors-export-level-bad", ["vectors", "export", "--level", "could"], {2}),
        ("vectors-export-suite-nomatch", ["vectors", "export", "--suite", "nope.*"], {2}),
        ("spec-show-missing", ["spec", "show"], {2}),
        ("spec-format-empty-spec", ["spec", "list", "--spec", ""], {2}),
        ("completion-unknown", ["completion", "tcsh"], {2}),
        ("extract-nothing", ["extract"], {2}),
        ("extract-empty-output", ["extract", "x.txt", "--output", ""], {2}),
        ("global-quiet-verbose", ["--quiet", "--verbose", "spec", "list"], {0, 2}),
    ]:
        def fn(c, args=args, expect=expect):
            write(c.path("x.json"), json.dumps({"type": "inventory", "inventory": {}}))
            write(c.path("x.txt"), "nothing\n")
            opts = [a for a in args if a.startswith("--") and "=" not in a] or [a for a in args if a][:2]
            names = opts + [a.split("=")[0] for a in args if a.startswith("--") and "=" in a] + \
                [a for a in args if a and not a.startswith("-")]
            c.run(args, expect=expect, names=names, timeout=60)

        add("option/" + name, "option", fn)


# ---------------------------------------------------------------------------------------------
# 4. Catalog readers fed what the formats allow and what they do not

def variant_bytes(data, variant):
    if variant == "crlf":
        return data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    if variant == "lone-cr":
        return data.replace(b"\r\n", b"\n").replace(b"\n", b"\r")
    if variant == "bom8":
        return b"\xef\xbb\xbf" + data
    if variant == "utf16le":
        return b"\xff\xfe" + data.decode("utf-8").encode("utf-16-le")
    if variant == "utf16be-nobom":
        return data.decode("utf-8").encode("utf-16-be")
    if variant in ("nul", "overlong"):
        # Inside a German value ("Kartennummer"), not in a comment or a description.
        i = data.find("Kartennummer".encode("utf-16-le") if data.startswith(b"\xff\xfe") else b"Kartennummer")
        i = i + 5 if i >= 0 else len(data) // 2
        return data[:i] + (b"\0" if variant == "nul" else b"\xc1\xa5") + data[i + (0 if variant == "nul" else 1):]
    if variant == "truncated":
        return data[: len(data) * 2 // 3]
    if variant == "nfd":
        import unicodedata
        return unicodedata.normalize("NFD", data.decode("utf-8")).encode("utf-8")
    if variant == "long-line":
        return data.replace(b"\n", b" " * 0 + b"\n", 1) if False else data + (b"\n" if not data.endswith(b"\n") else b"")
    return data


READER_FORMATS = {
    # format: (fixture, the file inside it to damage, the path to check, whether the whole catalog is one file)
    "xcstrings": ("xcstrings", None),
    "csv": ("csv", None),
    "strings": ("strings", "de.lproj/Localizable.strings"),
    "android": ("android", "values-de/strings.xml"),
    "json": ("json", "de.json"),
    "arb": ("arb", "app_de.arb"),
    "po": ("po", "de.po"),
    "xliff": ("xliff", None),
}


def reader_cases():
    variants = ["crlf", "lone-cr", "bom8", "utf16le", "utf16be-nobom", "nul", "overlong", "truncated", "nfd"]
    for fmt, (fixture, member) in READER_FORMATS.items():
        for v in variants:
            def fn(c, fmt=fmt, fixture=fixture, member=member, v=v):
                src = FIX["exports"][fixture]
                if os.path.isdir(src):
                    dst = c.path("cat")
                    shutil.copytree(src, dst)
                    if member is None:
                        names = sorted(n for n in os.listdir(dst) if "de" in n)
                        member = names[0]
                    target = os.path.join(dst, member)
                    check_path = "cat"
                else:
                    target = c.path(os.path.basename(src))
                    shutil.copyfile(src, target)
                    check_path = os.path.basename(src)
                data = open(target, "rb").read()
                write(target, variant_bytes(data, v))
                expect = {0, 1, 2}
                o = c.run(["l10n", "check", check_path], expect=expect, names=[os.path.basename(target)], timeout=60)
                if v in ("truncated", "overlong", "nul") and o.rc == 0:
                    c.fail("judged-nothing", "a %s %s catalog checked clean (exit 0)" % (v, fmt))
                if o.rc == 2 and not re.search(r":\d+(:\d+)?:? ", o.err.decode("utf-8", "replace")) and v != "utf16be-nobom":
                    c.fail("exit-code", "exit 2 without a line or column: %s" % tail(o.err))

            add("reader/%s/%s" % (fmt, v), "reader", fn)

    # Handmade catalogs of the formats export does not write.
    samples = {
        "stringsdict": ("de.lproj/Localizable.stringsdict",
                        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>n</key><dict>'
                        '<key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict>'
                        '<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>'
                        '<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d Karte</string>'
                        '<key>other</key><string>%d Karten</string></dict></dict></dict></plist>\n'),
        "xliff2": ("de.xlf", '<?xml version="1.0"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" '
                             'srcLang="en" trgLang="de"><file id="f"><unit id="payButtonText"><segment><source>Pay</source>'
                             '<target>Bezahlen</target></segment></unit></file></xliff>\n'),
        "i18next": ("de.json", json.dumps({"comgate": {"payButtonText": "Bezahlen", "nested": {"a": {"b": "c"}}}})),
        "tsv": ("t.tsv", "key\ten\tde\npayButtonText\tPay\tBezahlen\n"),
    }
    for name, (path, text) in samples.items():
        for v in ["as-is", "crlf", "bom8", "truncated", "nul"]:
            def fn(c, path=path, text=text, v=v, name=name):
                p = write(c.path("cat", path), variant_bytes(text.encode(), v) if v != "as-is" else text)
                o = c.run(["l10n", "check", "--base", "en" if name in ("tsv",) else "de", "cat"], expect={0, 1, 2},
                          names=[os.path.basename(p)])
                if v in ("truncated", "nul") and o.rc == 0 and name not in ("tsv",):
                    c.fail("judged-nothing", "a %s %s catalog checked clean (exit 0)" % (v, name))

            add("reader/%s/%s" % (name, v), "reader", fn)

    # JSON-specific hostile values.
    for name, text in [
        ("lone-surrogate", '{"payButtonText": "Zaplatit \\ud800 x"}'),
        ("huge-number", '{"payButtonText": 1e999999}'),
        ("deep-array", "[" * 100000 + "]" * 100000),
        ("duplicate-keys", '{"payButtonText": "a", "payButtonText": "b"}'),
        ("empty-file", ""),
        ("bom-only", "\ufeff"),
        ("null-value", '{"payButtonText": null}'),
        ("nested-deep", '{"a":' * 50000 + '"x"' + "}" * 50000),
    ]:
        def fn(c, text=text, name=name):
            write(c.path("cat", "cs.json"), text)
            o = c.run(["l10n", "check", "cat"], expect={1, 2}, names=["cs.json"], timeout=60)
            del o

        add("reader/json-hostile/%s" % name, "reader", fn)

    for name, text in [
        ("keymap-not-object", "[]"),
        ("keymap-two-to-one", '{"keyMap": {"a": "payButtonText", "b": "payButtonText"}}'),
        ("keymap-unknown-sdk-key", '{"keyMap": {"a": "noSuchKey"}}'),
        ("keymap-bom-crlf", "\ufeff{\r\n\"keyMap\": {\"pay\": \"payButtonText\"}\r\n}"),
        ("keymap-matches-nothing", '{"keyMap": {"nothing_here": "payButtonText"}}'),
        ("keymap-surrogate", '{"keyMap": {"\\udfff": "payButtonText"}}'),
    ]:
        def fn(c, text=text, name=name):
            prepare_inputs(c, ["cat"])
            write(c.path("km.json"), text)
            o = c.run(["l10n", "check", "cat", "--key-map", "km.json"], expect={0, 1, 2}, names=["km.json"])
            if name in ("keymap-not-object", "keymap-two-to-one", "keymap-unknown-sdk-key", "keymap-matches-nothing") \
                    and o.rc != 2:
                c.fail("exit-code" if o.rc != 0 else "judged-nothing", "%s: exit %d, expected 2" % (name, o.rc))

        add("reader/%s" % name, "reader", fn)

    for name, text in [
        ("baseline-bad-check", "# x\nnope\tde\tk\n"),
        ("baseline-two-fields", "# x\nmissing-key\tde\n"),
        ("baseline-bad-escape", "# x\nmissing-key\tde\tk\\q\n"),
        ("baseline-crlf-bom", "\ufeff# x\r\nmissing-key\tde\tcvvHint\r\n"),
        ("baseline-nul", "# x\nmissing-key\tde\tk\0\n"),
        ("baseline-no-language", "# x\nmissing-key\t\tk\n"),
        ("baseline-overlong", b"# x\nmissing-key\tde\tk\xc1\xa5\n"),
    ]:
        def fn(c, text=text, name=name):
            prepare_inputs(c, ["cat"])
            write(c.path("b.txt"), text)
            o = c.run(["l10n", "check", "cat", "--baseline", "b.txt"], expect={0, 1, 2}, names=["b.txt"])
            if name in ("baseline-bad-check", "baseline-two-fields", "baseline-bad-escape", "baseline-no-language",
                        "baseline-overlong") and o.rc != 2:
                c.fail("exit-code", "%s: exit %d, expected 2" % (name, o.rc))
            if o.rc == 2 and not re.search(r"b\.txt:\d+", o.err.decode("utf-8", "replace")):
                c.fail("exit-code", "baseline error without its line: %s" % tail(o.err))

        add("reader/%s" % name, "reader", fn)


# ---------------------------------------------------------------------------------------------
# 5. Nothing green that judged nothing

@case("green/texts-matching-nothing", "green")
def _(c):
    write(c.path("en.json"), json.dumps({"comgate_pay_button_text": "Zaplatit", "comgate_pan_label": "Číslo"}))
    o = c.run(["run", "--suite", "comgate.*", "--texts", "en.json"], expect={2}, names=["en.json"])
    if o.rc == 0:
        c.fail("judged-nothing", "a --texts file matching no key was ignored (exit 0)")


@case("green/texts-android-app-keys", "green")
def _(c):
    write(c.path("values-cs", "strings.xml"),
          '<resources><string name="comgate_pay_button_text">Zaplatit</string></resources>\n')
    o = c.run(["run", "--suite", "comgate.*", "--texts", "values-cs/strings.xml"], expect={2}, names=["strings.xml"])
    if o.rc == 0:
        c.fail("judged-nothing", "app-style keys in --texts ignored (exit 0)")


@case("green/texts-partial-match-says-how-many", "green")
def _(c):
    write(c.path("en.json"), json.dumps({"payButtonText": "Pay", "comgate_pan_label": "x"}))
    o = c.run(["run", "--suite", "comgate.*", "--texts", "en.json"], expect={0, 1})
    if not re.search(r"\b1\b.*(of|/)\s*2|matched 1|1 of 2", o.text()):
        c.fail("judged-nothing", "a --texts file matching part of its keys does not say how many: %s" % tail(o.err))


@case("green/texts-check-command", "green")
def _(c):
    copy_fixture(c, "outputs-seb.jsonl")
    write(c.path("en.json"), json.dumps({"unrelated": "x"}))
    o = c.run(["check", "--outputs", "outputs-seb.jsonl", "--texts", "en.json"], expect={2}, names=["en.json"])
    del o


@case("green/texts-no-language-in-name", "green")
def _(c):
    # running.md: a catalog with no language in its name is English.
    write(c.path("texts.json"), json.dumps({"payButtonText": "Pay now"}))
    o = c.run(["run", "--suite", "comgate.*", "--texts", "texts.json"], expect={0, 1}, names=["texts.json"])
    del o


@case("green/texts-empty-object", "green")
def _(c):
    write(c.path("en.json"), "{}")
    c.run(["run", "--suite", "comgate.*", "--texts", "en.json"], expect={2}, names=["en.json"])


@case("green/check-empty-outputs", "green")
def _(c):
    write(c.path("o.jsonl"), "")
    c.run(["check", "--outputs", "o.jsonl"], expect={1, 2})


@case("green/check-outputs-of-other-suite", "green")
def _(c):
    copy_fixture(c, "outputs-seb.jsonl")
    c.run(["check", "--outputs", "outputs-seb.jsonl", "--suite", "comgate.*"], expect={1, 2})


@case("green/check-outputs-blank-lines-only", "green")
def _(c):
    write(c.path("o.jsonl"), "\n\r\n\n")
    c.run(["check", "--outputs", "o.jsonl"], expect={1, 2})


@case("green/compare-empty-outputs", "green")
def _(c):
    write(c.path("o.jsonl"), "")
    c.run(["compare", "--adapter", REFERENCE, "--outputs", "o.jsonl", "--suite", "seb.*", "--generated", "0"],
          expect={1, 2})


@case("green/fuzz-count-zero", "green")
def _(c):
    c.run(["fuzz", "--adapter", REFERENCE, "--suite", "seb.status-outcome", "--count", "0"], expect={1, 2},
          names=["--count"])


@case("green/fuzz-time-budget-zero", "green")
def _(c):
    c.run(["fuzz", "--adapter", REFERENCE, "--suite", "seb.status-outcome", "--time-budget", "0"], expect={1, 2},
          names=["--time-budget"])


@case("green/run-adapter-supports-nothing", "green")
def _(c):
    a = adapter_script(c, "adapter.py", r'''
sys.stdout.write(json.dumps({"type":"handshake","protocol":"payspec/1","implementation":{"name":"n","version":"1","language":"py"},"suites":[]})+"\n"); sys.stdout.flush()
for line in sys.stdin:
    if json.loads(line)["type"] == "shutdown": break
''')
    c.run(["run", "--adapter", a, "--suite", "seb.*"], expect={1})


@case("green/l10n-check-empty-folder", "green")
def _(c):
    os.makedirs(c.path("empty"))
    c.run(["l10n", "check", "empty"], expect={1, 2}, names=["empty"])


@case("green/l10n-check-folder-without-catalogs", "green")
def _(c):
    write(c.path("d", "README.md"), "hello\n")
    write(c.path("d", "main.swift"), "print(1)\n")
    c.run(["l10n", "check", "d"], expect={1, 2}, names=["d"])


@case("green/drift-empty-inventory", "green")
def _(c):
    write(c.path("inv.json"), json.dumps({"type": "inventory", "inventory": {}}))
    c.run(["drift", "--inventory", "inv.json"], expect={1, 2})


@case("green/report-of-empty-run", "green")
def _(c):
    write(c.path("o.jsonl"), "")
    c.run(["check", "--outputs", "o.jsonl", "--format", "json", "--output", "r.json"], expect={1, 2})
    if os.path.exists(c.path("r.json")):
        o = c.run(["report", "r.json", "--shields", "b"], expect={0, 2})
        for n in os.listdir(c.path("b")) if os.path.isdir(c.path("b")) else []:
            badge = json.load(open(c.path("b", n)))
            if badge.get("color") == "brightgreen":
                c.fail("judged-nothing", "a run that judged nothing got a green badge: %s" % badge)
        del o


# ---------------------------------------------------------------------------------------------
# 6. Signals at random moments

def judge_interrupted_report(c, o, path, expect_total=None):
    if o.sent is None:
        return
    if o.signal == o.sent:
        # Killed by the signal itself: acceptable only when no report was promised yet.
        c.fail("exit-code", "died of signal %d instead of writing the report and exiting 1" % o.signal)
        return
    if not os.path.exists(path):
        c.fail("data-loss", "interrupted (exit %d) but no report at %s; stderr %s" % (o.rc, os.path.basename(path),
                                                                                      tail(o.err)))
        return
    try:
        data = json.load(open(path))
    except ValueError as e:
        c.fail("data-loss", "the report left after a signal is not JSON: %s" % e)
        return
    if o.rc == 0:
        text = json.dumps(data)
        if re.search(r'"(notRun|not-run|interrupted)"\s*:\s*(true|[1-9])', text):
            c.fail("judged-nothing", "exit 0 after a signal with work left unjudged")


SIGNALS = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]


def signal_series(rng, count, low, high, name, body, digits=2):
    """Adds `count` cases that send SIGINT, SIGTERM and SIGHUP in turn at a moment drawn from
    [low, high) seconds: `name(i)` is the case's command part, `body(c, s, at, i)` runs and judges it."""
    for i in range(count):
        s = SIGNALS[i % 3]
        at = rng.uniform(low, high)
        add("signal/%s/%s@%.*fs" % (name(i), signal.Signals(s).name, digits, at), "signal",
            lambda c, s=s, at=at, i=i: body(c, s, at, i))


def signal_run_adapter(c, s, at, i):
    a = adapter_script(c, "slow.py", SLOW_ADAPTER)
    before = listing(c.dir)
    o = c.run(["run", "--adapter", "python3 " + a, "--suite", "seb.*", "--format", "json", "--output", "r.json"],
              expect={1, 0}, signal_after=at, sig=s, timeout=90,
              env_extra={"FRESH_REFERENCE": REFERENCE, "FRESH_DELAY": "0.01"})
    judge_interrupted_report(c, o, c.path("r.json"))
    debris(c, before)


def signal_compare(c, s, at, i):
    before = listing(c.dir)
    o = c.run(["compare", "--adapter", REFERENCE, "--adapter", REFERENCE, "--generated", "200000", "--format",
               "json", "--output", "c.json"], expect={1}, signal_after=at, sig=s, timeout=120)
    judge_interrupted_report(c, o, c.path("c.json"))
    if o.rc == 0 and o.sent:
        c.fail("judged-nothing", "compare exited 0 after %s" % signal.Signals(s).name)
    debris(c, before)


def signal_fuzz(c, s, at, i):
    before = listing(c.dir)
    o = c.run(["fuzz", "--adapter", REFERENCE, "--count", "500000", "--format", "json", "--output", "f.json"],
              expect={1}, signal_after=at, sig=s, timeout=120)
    judge_interrupted_report(c, o, c.path("f.json"))
    debris(c, before)


def signal_check_outputs(c, s, at, i):
    copy_fixture(c, "outputs.jsonl")
    before = listing(c.dir)
    o = c.run(["check", "--outputs", "outputs.jsonl", "--format", "json", "--output", "r.json"], expect={0, 1},
              signal_after=at, sig=s, timeout=90)
    if o.sent and o.rc != 0:
        judge_interrupted_report(c, o, c.path("r.json"))
    debris(c, before)


EXPORT_FORMATS = ["xcstrings", "csv", "xliff", "strings", "android", "json", "arb", "po"]


def signal_l10n_export(c, s, at, i):
    fmt = EXPORT_FORMATS[i]
    target = "out." + fmt if fmt in ("xcstrings", "csv") else "out"
    full = digest(FIX["exports"][fmt])
    c.run(["l10n", "export", "--format", fmt, "--output", target], expect={0, 1, 2, 74}, signal_after=at, sig=s,
          timeout=60)
    left = sorted(listing(c.dir))
    if os.path.exists(c.path(target)) and digest(c.path(target)) != full:
        c.fail("data-loss", "after %s the export is partial: %s" % (signal.Signals(s).name, left[:6]))
    extra = [n for n in left if not (n == target or n.startswith(target + "/"))]
    if extra:
        c.fail("data-loss", "after %s debris is left: %s" % (signal.Signals(s).name, extra[:5]))


def signal_l10n_check_baseline(c, s, at, i):
    os.makedirs(c.path("big"))
    for lang in ["en", "de", "cs", "fr", "sk", "pl"]:
        write(c.path("big", lang + ".json"), json.dumps({"k%d" % k: "text %s %d" % (lang, k) if lang == "en" or k % 3
                                                         else "" for k in range(30000)}))
    before = listing(c.dir)
    o = c.run(["l10n", "check", "--base", "en", "big", "--write-baseline", "b.txt", "--output", "r.sarif",
               "--format", "sarif"], expect={0, 1, 2, 74}, signal_after=at, sig=s, timeout=120)
    debris(c, before)
    if o.sent and os.path.exists(c.path("b.txt")):
        body = open(c.path("b.txt"), "rb").read()
        if body and not body.endswith(b"\n"):
            c.fail("data-loss", "a torn baseline after %s" % signal.Signals(s).name)


def signal_vectors_export(c, s, at, i):
    before = listing(c.dir)
    c.run(["vectors", "export", "--output", "req.jsonl"], expect={0, 1, 2, 74}, signal_after=at, sig=s)
    if os.path.exists(c.path("req.jsonl")):
        n = len([line for line in open(c.path("req.jsonl"), "rb").read().split(b"\n") if line])
        if n != len(FIX["requests"]):
            c.fail("data-loss", "a partial export after %s: %d of %d lines" % (signal.Signals(s).name, n,
                                                                              len(FIX["requests"])))
    debris(c, before)


def signal_cases():
    # One generator for every series, drawn in this order: the case names and moments stay put.
    rng = random.Random(29)
    signal_series(rng, 6, 0.3, 3.0, lambda i: "run-adapter", signal_run_adapter)
    signal_series(rng, 4, 0.5, 4.0, lambda i: "compare", signal_compare)
    signal_series(rng, 3, 0.5, 3.0, lambda i: "fuzz", signal_fuzz)
    signal_series(rng, 3, 0.05, 0.6, lambda i: "check-outputs", signal_check_outputs)
    signal_series(rng, len(EXPORT_FORMATS), 0.005, 0.06, lambda i: "l10n-export-" + EXPORT_FORMATS[i],
                  signal_l10n_export, digits=3)
    signal_series(rng, 3, 0.05, 0.5, lambda i: "l10n-check-baseline", signal_l10n_check_baseline)
    signal_series(rng, 2, 0.01, 0.1, lambda i: "vectors-export", signal_vectors_export)


@case("signal/run-adapter-ignores-sigterm", "signal")
def _(c):
    a = adapter_script(c, "stubborn.py", r'''
import signal
signal.signal(signal.SIGTERM, signal.SIG_IGN); signal.signal(signal.SIGINT, signal.SIG_IGN); signal.signal(signal.SIGHUP, signal.SIG_IGN)
sys.stdout.write(json.dumps({"type":"handshake","protocol":"payspec/1","implementation":{"name":"n","version":"1","language":"py"},"suites":["seb.status-outcome"]})+"\n"); sys.stdout.flush()
for line in sys.stdin:
    time.sleep(100)
''')
    o = c.run(["run", "--adapter", a, "--suite", "seb.status-outcome", "--output", "r.json", "--format", "json"],
              expect={1}, signal_after=1.5, sig=signal.SIGINT, timeout=60)
    judge_interrupted_report(c, o, c.path("r.json"))


@case("signal/run-adapter-with-grandchild", "signal")
def _(c):
    a = adapter_script(c, "forks.py", r'''
import subprocess
subprocess.Popen(["sleep", "300"])
sys.stdout.write(json.dumps({"type":"handshake","protocol":"payspec/1","implementation":{"name":"n","version":"1","language":"py"},"suites":["seb.status-outcome"]})+"\n"); sys.stdout.flush()
for line in sys.stdin:
    time.sleep(100)
''')
    o = c.run(["run", "--adapter", a, "--suite", "seb.status-outcome", "--timeout", "60"], expect={1},
              signal_after=1.5, sig=signal.SIGTERM, timeout=60)
    del o


@case("signal/bench-build-endless-output", "signal")
def _(c):
    # A checkout whose build script floods its output and starts a child that outlives it.
    script = write(c.path("co", "tools", "bench", "build-times.sh"),
                   "#!/bin/sh\nsleep 300 &\nyes 'flood INJ \033[31m' | head -c 3000000000\nwait\n")
    os.chmod(script, 0o755)
    o = c.run(["bench", "--only", "build", "--repeat", "1"], expect={1}, cwd=c.path("co"), signal_after=4,
              sig=signal.SIGTERM, timeout=60)
    if o.rss_kb > 600 * 1024:
        c.fail("unbounded", "bench --only build held %d MiB of a child's output" % (o.rss_kb // 1024))


@case("signal/bench-build-timeout", "signal")
def _(c):
    script = write(c.path("co", "tools", "bench", "build-times.sh"), "#!/bin/sh\nsleep 300 &\nsleep 300\n")
    os.chmod(script, 0o755)
    c.run(["bench", "--only", "build", "--build-timeout", "2", "--repeat", "1"], expect={1}, cwd=c.path("co"),
          timeout=60)


@case("signal/bench-build-no-checkout", "signal")
def _(c):
    c.run(["bench", "--only", "build"], expect={1, 2}, timeout=60)


# ---------------------------------------------------------------------------------------------
# 7. Work against the size of the input: 1x, 2x, 4x

def scaling(c, make, argv, expect=(0, 1, 2), sizes=(1, 2, 4), timeout=60):
    costs = []
    for k in sizes:
        d = c.path("s%d" % k)
        os.makedirs(d)
        make(d, k)
        o = c.run(argv(d, k), expect=set(expect), cwd=d, timeout=timeout)
        if o.timed_out:
            return
        costs.append((k, o.cpu, o.rss_kb))
        c.notes.append("%dx: exit %d, %.2f s CPU, %d MiB" % (k, o.rc, o.cpu, o.rss_kb // 1024))
        shutil.rmtree(d)
    (k1, cpu1, rss1), (k4, cpu4, rss4) = costs[0], costs[-1]
    # The machine is shared: only a growth well beyond linear, above a floor of noise, counts.
    if cpu4 > 0.5 and cpu4 > 10 * max(cpu1, 0.02):
        c.fail("unbounded", "CPU %.2f s at 1x, %.2f s at %dx" % (cpu1, cpu4, k4))
    if rss4 > 200 * 1024 and rss4 > 10 * rss1:
        c.fail("unbounded", "peak RSS %d MiB at 1x, %d MiB at %dx" % (rss1 // 1024, rss4 // 1024, k4))
    if rss4 > 1536 * 1024:
        c.fail("unbounded", "peak RSS %d MiB at %dx" % (rss4 // 1024, k4))


def scaling_cases():
    def arb_nested(d, k):
        n = 3000 * k
        msg = "{a, select, x {" * n + "t" + "} other {o}}" * n
        write(os.path.join(d, "app_en.arb"), json.dumps({"@@locale": "en", "m": "x"}))
        write(os.path.join(d, "app_de.arb"), json.dumps({"@@locale": "de", "m": msg}))

    def arb_hash(d, k):
        write(os.path.join(d, "app_en.arb"), json.dumps({"@@locale": "en", "m": "{n, plural, one {#} other {#}}"}))
        write(os.path.join(d, "app_de.arb"), json.dumps({"@@locale": "de", "m": "{n, plural, one {x} other {" + "#" *
                                                                                (50000 * k) + "}}"}))

    def arb_siblings(d, k):
        write(os.path.join(d, "app_en.arb"), json.dumps({"@@locale": "en", "m": "x"}))
        write(os.path.join(d, "app_de.arb"), json.dumps({"@@locale": "de", "m": "".join("{a%d}" % i for i in
                                                                                        range(10000 * k))}))

    def nested_braces(fmt):
        def make(d, k):
            v = "{" * (15000 * k) + "}" * (15000 * k)
            if fmt == "json":
                write(os.path.join(d, "en.json"), json.dumps({"m": "x"}))
                write(os.path.join(d, "de.json"), json.dumps({"m": v}))
            elif fmt == "strings":
                write(os.path.join(d, "en.lproj", "Localizable.strings"), '"m" = "x";\n')
                write(os.path.join(d, "de.lproj", "Localizable.strings"), '"m" = "%s";\n' % v)
            elif fmt == "android":
                write(os.path.join(d, "values", "strings.xml"), '<resources><string name="m">x</string></resources>\n')
                write(os.path.join(d, "values-de", "strings.xml"),
                      '<resources><string name="m">%s</string></resources>\n' % v)
            elif fmt == "po":
                write(os.path.join(d, "de.po"), 'msgid ""\nmsgstr "Language: de\\n"\n\nmsgid "x"\nmsgstr "%s"\n' % v)
                write(os.path.join(d, "en.po"), 'msgid ""\nmsgstr "Language: en\\n"\n\nmsgid "x"\nmsgstr "x"\n')
            elif fmt == "markup":
                write(os.path.join(d, "en.json"), json.dumps({"m": "x"}))
                write(os.path.join(d, "de.json"), json.dumps({"m": "<b>" * (15000 * k) + "</b>" * (15000 * k)}))
            elif fmt == "printf":
                write(os.path.join(d, "en.json"), json.dumps({"m": "%s"}))
                write(os.path.join(d, "de.json"), json.dumps({"m": "%1$" * (30000 * k)}))
        return make

    def strings_big(d, k):
        lines = ['"key%d" = "value %d";' % (i, i) for i in range(15000 * k)]
        write(os.path.join(d, "en.lproj", "Localizable.strings"), "\n".join(lines) + "\n")
        write(os.path.join(d, "de.lproj", "Localizable.strings"), "\n".join(lines) + "\n")

    def po_continuation(field):
        def make(d, k):
            n = 20000 * k
            cont = "\n".join('"part %d "' % i for i in range(n))
            body = 'msgid ""\nmsgstr "Language: de\\n"\n\n'
            if field == "msgctxt":
                body += 'msgctxt ""\n' + cont + '\nmsgid "x"\nmsgstr "y"\n'
            elif field == "msgid_plural":
                body += 'msgid "x"\nmsgid_plural ""\n' + cont + '\nmsgstr[0] "a"\nmsgstr[1] "b"\n'
            else:
                body += 'msgid "x"\nmsgstr ""\n' + cont + "\n"
            write(os.path.join(d, "de.po"), body)
        return make

    def po_tiny(d, k):
        n = 15000 * k
        body = 'msgid ""\nmsgstr "Language: de\\n"\n\n' + "".join('msgid "%d"\nmsgstr "%d"\n\n' % (i, i) for i in range(n))
        write(os.path.join(d, "de.po"), body)

    def baseline_big(d, k):
        os.makedirs(os.path.join(d, "cat"))
        write(os.path.join(d, "cat", "en.json"), json.dumps({"payButtonText": "Pay"}))
        write(os.path.join(d, "cat", "de.json"), json.dumps({"payButtonText": "Bezahlen"}))
        lines = ["# baseline"] + ["missing-key\tde\tkey%07d" % i for i in range(20000 * k)]
        write(os.path.join(d, "b.txt"), "\n".join(lines) + "\n")

    def keymap_big(d, k):
        os.makedirs(os.path.join(d, "cat"))
        km = {"app_key_%d" % i: "k%d" % i for i in range(5000 * k)}
        write(os.path.join(d, "cat", "en.json"), json.dumps({a: "v" for a in km}))
        write(os.path.join(d, "cat", "de.json"), json.dumps({a: "w" for a in km}))
        write(os.path.join(d, "km.json"), json.dumps({"keyMap": km}))

    def xliff_nested(d, k):
        n = 5000 * k
        seg = "<g id='a'>" * n + "x" + "</g>" * n
        write(os.path.join(d, "de.xliff"), '<?xml version="1.0"?><xliff version="1.2"><file source-language="en" '
                                           'target-language="de" original="x"><body><trans-unit id="m"><source>x</source>'
                                           '<target>%s</target></trans-unit></body></file></xliff>\n' % seg)

    def android_many(d, k):
        n = 15000 * k
        body = "".join('<string name="k%d">v %d</string>\n' % (i, i) for i in range(n))
        write(os.path.join(d, "values", "strings.xml"), "<resources>\n" + body + "</resources>\n")
        write(os.path.join(d, "values-de", "strings.xml"), "<resources>\n" + body + "</resources>\n")

    def csv_wide(d, k):
        langs = ["l%d" % i for i in range(300 * k)]
        rows = ["key," + ",".join(["en"] + langs[1:])] + ["k%d," % j + ",".join("v" for _ in langs) for j in range(40)]
        write(os.path.join(d, "t.csv"), "\n".join(rows) + "\n")

    def stringsdict_deep(d, k):
        n = 2000 * k
        inner = "<dict><key>a</key>" * n + "<string>x</string>" + "</dict>" * n
        write(os.path.join(d, "de.lproj", "Localizable.stringsdict"),
              '<?xml version="1.0"?><plist version="1.0"><dict><key>m</key>%s</dict></plist>\n' % inner)

    def xcstrings_deep(d, k):
        n = 3000 * k
        write(os.path.join(d, "Localizable.xcstrings"),
              '{"sourceLanguage":"en","version":"1.0","strings":{"m":' + '{"a":' * n + '"x"' + "}" * n + "}}")

    def texts_big(d, k):
        write(os.path.join(d, "en.json"), json.dumps(dict([("payButtonText", "Pay")] + [("app_%d" % i, "v")
                                                                                       for i in range(12000 * k)])))

    def outputs_many(d, k):
        lines = FIX["outputs"] * (4 * k)
        write(os.path.join(d, "o.jsonl"), "\n".join(lines) + "\n")

    def nothing(d, k):
        pass

    L = ["l10n", "check"]
    table = [
        ("arb-select-nesting", arb_nested, lambda d, k: L + ["--base", "en", d]),
        ("arb-plural-hashes", arb_hash, lambda d, k: L + ["--base", "en", d]),
        ("arb-sibling-arguments", arb_siblings, lambda d, k: L + ["--base", "en", d]),
        ("json-nested-braces", nested_braces("json"), lambda d, k: L + ["--base", "en", d]),
        ("strings-nested-braces", nested_braces("strings"), lambda d, k: L + ["--base", "en", d]),
        ("android-nested-braces", nested_braces("android"), lambda d, k: L + ["--base", "en", d]),
        ("po-nested-braces", nested_braces("po"), lambda d, k: L + ["--base", "en", d]),
        ("json-nested-markup", nested_braces("markup"), lambda d, k: L + ["--base", "en", d]),
        ("json-printf-runs", nested_braces("printf"), lambda d, k: L + ["--base", "en", d]),
        ("json-nested-braces-disabled", nested_braces("json"),
         lambda d, k: L + ["--base", "en", "--disable", "placeholder-mismatch", "--disable", "template-markup", d]),
        ("strings-large-file", strings_big, lambda d, k: L + ["--base", "en", d]),
        ("po-msgctxt-continuation", po_continuation("msgctxt"), lambda d, k: L + [d]),
        ("po-msgid-plural-continuation", po_continuation("msgid_plural"), lambda d, k: L + [d]),
        ("po-msgstr-continuation", po_continuation("msgstr"), lambda d, k: L + [d]),
        ("po-tiny-entries", po_tiny, lambda d, k: L + [d]),
        ("l10n-baseline-large", baseline_big, lambda d, k: L + ["--base", "en", "cat", "--baseline", "b.txt"]),
        ("keymap-large", keymap_big, lambda d, k: L + ["--base", "en", "cat", "--key-map", "km.json"]),
        ("xliff-nested-g", xliff_nested, lambda d, k: L + [d]),
        ("android-many-strings", android_many, lambda d, k: L + ["--base", "en", d]),
        ("csv-wide", csv_wide, lambda d, k: L + ["--base", "en", d]),
        ("stringsdict-deep", stringsdict_deep, lambda d, k: L + ["--base", "de", d]),
        ("xcstrings-deep", xcstrings_deep, lambda d, k: L + ["--base", "en", d]),
        ("texts-large", texts_big, lambda d, k: ["run", "--suite", "comgate.card-fields", "--texts", "en.json"]),
        ("check-outputs-duplicated", outputs_many, lambda d, k: ["check", "--outputs", "o.jsonl"]),
        ("repro-unknown-long-id", nothing, lambda d, k: ["repro", "seb.status-outcome/" + "Q" * (10000 * k)]),
        ("run-suite-long-glob", nothing, lambda d, k: ["run", "--suite", "seb." + "x" * (5000 * k)]),
        ("run-choice-long-id", nothing, lambda d, k: ["run", "--choice", "z" * (20000 * k) + "=y"]),
        ("spec-show-long-table", nothing, lambda d, k: ["spec", "show", "seb/" + "o" * (20000 * k)]),
        ("l10n-disable-long-id", nothing, lambda d, k: L + ["--disable", "m" * (20000 * k), "."]),
        ("unknown-option-long", nothing, lambda d, k: ["run", "--" + "j" * (20000 * k)]),
    ]
    for name, make, argv in table:
        def fn(c, make=make, argv=argv):
            scaling(c, make, argv)

        add("scale/" + name, "scale", fn)


# ---------------------------------------------------------------------------------------------
# 8. The commands that maintain a checkout, pointed at odd places

@case("checkout/vectors-generate-golden-is-file", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    write(c.path("golden"), "a file")
    c.run(["vectors", "generate"], expect={2, 74}, names=["golden"])
    if open(c.path("golden")).read() != "a file":
        c.fail("data-loss", "vectors generate replaced a file named golden")


@case("checkout/vectors-generate-golden-symlink-loop", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    os.symlink("golden", c.path("golden"))
    c.run(["vectors", "generate"], expect={2, 74}, names=["golden"])


@case("checkout/vectors-check-no-checkout", "checkout")
def _(c):
    c.run(["vectors", "check"], expect={2}, names=["spec", "golden"])


@case("checkout/spec-check-no-checkout", "checkout")
def _(c):
    c.run(["spec", "check"], expect={2}, names=["spec"])


@case("checkout/spec-format-readonly-file", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    c.run(["spec", "format", "--check"], expect={0})
    before = listing(c.dir)
    c.run(["spec", "format"], expect={0})
    debris(c, before)


@case("checkout/spec-check-bom-crlf", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    shutil.copytree(os.path.join(ROOT, "golden"), c.path("golden"))
    p = c.path("spec", "seb", "outcomes.json")
    write(p, b"\xef\xbb\xbf" + open(p, "rb").read().replace(b"\n", b"\r\n"))
    c.run(["spec", "check"], expect={0, 1, 2}, names=["outcomes.json"])


@case("checkout/spec-truncated", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    p = c.path("spec", "seb", "outcomes.json")
    data = open(p, "rb").read()
    write(p, data[: len(data) // 2])
    o = c.run(["spec", "check"], expect={1, 2}, names=["outcomes.json"])
    if o.rc == 2 and not re.search(r"outcomes\.json:\d+:\d+", o.err.decode("utf-8", "replace")):
        c.fail("exit-code", "a truncated spec table without line and column: %s" % tail(o.err))


@case("checkout/golden-truncated-run", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "golden"), c.path("golden"))
    p = c.path("golden", "seb.status-outcome.json")
    data = open(p, "rb").read()
    write(p, data[: len(data) // 2])
    o = c.run(["run", "--golden", "golden", "--suite", "seb.*"], expect={1, 2}, names=["seb.status-outcome.json"])
    if o.rc == 0:
        c.fail("judged-nothing", "a truncated golden file ran green")


@case("checkout/golden-via-symlinked-relative-path", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "golden"), c.path("real", "golden"))
    os.makedirs(c.path("a", "b"))
    os.symlink("../../real", c.path("a", "b", "up"))
    c.run(["run", "--golden", "a/b/up/golden", "--suite", "seb.status-outcome"], expect={0})


@case("checkout/diff-same-folder-two-ways", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    os.symlink("spec", c.path("alias"))
    c.run(["diff", "spec", "alias"], expect={0})


@case("checkout/drift-docs-no-table", "checkout")
def _(c):
    write(c.path("doc.txt"), "Nothing here\n\x1b[31mINJ\n")
    c.run(["drift", "--docs", "doc.txt", "--spec", os.path.join(ROOT, "spec")], expect={2}, names=["doc.txt"])


@case("checkout/extract-binary", "checkout")
def _(c):
    write(c.path("doc.bin"), bytes(range(256)) * 40)
    c.run(["extract", "doc.bin"], expect={2}, names=["doc.bin"])


@case("checkout/extract-output-onto-spec", "checkout")
def _(c):
    shutil.copytree(os.path.join(ROOT, "spec"), c.path("spec"))
    write(c.path("doc.txt"), "x\n")
    was = digest(c.path("spec"))
    c.run(["extract", "doc.txt", "--output", "spec"], expect={2}, names=["spec", "doc.txt"])
    if digest(c.path("spec")) != was:
        c.fail("data-loss", "extract changed spec/")


# ---------------------------------------------------------------------------------------------
# The run


def main():
    global PAYSPEC, REFERENCE, WORK
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__.strip())
        return 2
    PAYSPEC = os.path.abspath(args[0])
    REFERENCE = os.path.join(os.path.dirname(PAYSPEC), "payspec-reference-adapter")
    only = None
    summary = None
    if "--only" in args:
        only = args[args.index("--only") + 1]
    if "--summary" in args:
        summary = args[args.index("--summary") + 1]
    for p in (PAYSPEC, REFERENCE):
        if "--list" not in args and not os.access(p, os.X_OK):
            print("error: %s is not an executable (build payspec and payspec-reference-adapter first)" % p)
            return 2
    writer_cases()
    numeric_cases()
    reader_cases()
    signal_cases()
    scaling_cases()
    cases = [c for c in CASES if only is None or only in c.name]
    if "--list" in args:
        for c in cases:
            print(c.name.encode("unicode_escape").decode())
        print("%d cases" % len(cases))
        return 0
    WORK = tempfile.mkdtemp(prefix="payspec-fresh-")
    started = time.monotonic()
    make_fixtures()
    failures = []
    for i, c in enumerate(cases):
        c.dir = os.path.join(WORK, "case-%03d" % i)
        os.makedirs(c.dir)
        t0 = time.monotonic()
        try:
            c.fn(c)
        except Exception as e:  # the matrix's own error: reported, never a pass
            c.fail("crash", "the case itself raised %s: %s" % (type(e).__name__, e))
        left = leftover(c.name)
        if left:
            time.sleep(2)
            left = leftover(c.name)
            if left:
                c.fail("leftover-process", "%d process(es) still running: %s" % (len(left), [
                    open("/proc/%d/cmdline" % p, "rb").read().replace(b"\0", b" ")[:80] for p in left if
                    os.path.exists("/proc/%d/cmdline" % p)]))
                for p in left:
                    try:
                        os.kill(p, signal.SIGKILL)
                    except OSError:
                        pass
        dt = time.monotonic() - t0
        name = c.name.encode("unicode_escape").decode()
        status = "FAIL" if c.failures else "ok"
        print("%-4s %6.1fs %s%s" % (status, dt, name, ("  (" + "; ".join(c.notes) + ")") if c.notes else ""), flush=True)
        for cls, msg in c.failures:
            print("       [%s] %s" % (cls, msg.encode("unicode_escape").decode()[:600]), flush=True)
            failures.append((name, cls, msg))
    elapsed = time.monotonic() - started
    by_class = {k: 0 for k in CLASSES}
    failed_cases = {n for n, _, _ in failures}
    for n, cls, _ in failures:
        by_class[cls] += 1
    print()
    print("%d cases, %d failed (%d failures) in %.0f s" % (len(cases), len(failed_cases), len(failures), elapsed))
    for k in CLASSES:
        print("  %-17s %d" % (k, by_class[k]))
    if summary:
        with open(summary, "w") as f:
            f.write("cases %d\nfailed cases %d\nfailures %d\nseconds %.0f\n" % (len(cases), len(failed_cases),
                                                                                  len(failures), elapsed))
            for k in CLASSES:
                f.write("%s %d\n" % (k, by_class[k]))
            for n, cls, msg in failures:
                f.write("- [%s] %s: %s\n" % (cls, n, msg.encode("unicode_escape").decode()[:400]))
    shutil.rmtree(WORK, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
