#!/usr/bin/env python3
"""Mutation testing of the example ports: does the golden set catch a wrong port?

Usage:
  mutate.py run [--port python|node]... [--id GLOB]... [--payspec PATH] [--jobs N] [--equivalents FILE]
  mutate.py list [--port python|node]... [--id GLOB]...
  mutate.py materialize ID --dest DIR

`run` makes every mutant of the port modules (tools/adapters/<port>/, not the protocol loop),
runs each through `payspec run --adapter ...` on the suites of the mutated module, and reports
each survivor with file, line, original and mutated line. A mutant that survives under the
reference choices is run again once per non-reference option of every ambiguity its module
reads (declared in the handshake, as a port would), so mutants in non-reference branches are
judged too. Survivors listed in tools/mutation/equivalent.json (with the reason) are
equivalent; an entry that is no longer generated or is now killed is stale.

`list` prints the mutants (id, line, mutated line) without running them; `materialize` writes a
copy of the repository's adapters with one mutant applied to DEST/tools/adapters (spec/ is
linked), for running by hand or from a test.

Exit status: 0 every mutant killed or listed as equivalent, nothing stale; 1 unlisted survivors,
stale entries or an unmutated port that fails; 2 usage error; 3 payspec or an interpreter missing.
Standard library only.
"""

import concurrent.futures
import fnmatch
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import js_mutants  # noqa: E402
import python_mutants  # noqa: E402
from mutant import finish  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
HELPERS = "payspec_mutation_helpers.py"
PORTS = {
    "python": {"dir": "python", "adapter": "adapter.py", "interpreter": "python3",
               "modules": ["payspec_comgate.py", "payspec_seb_moneycollect.py"]},
    "node": {"dir": "node", "adapter": "adapter.js", "interpreter": "node",
             "modules": ["comgate.js", "seb_moneycollect.js"]},
}


class UsageError(Exception):
    pass


class EnvironmentProblem(Exception):
    pass


def printable(text):
    """Text safe for a terminal: control characters shown as escapes."""
    return "".join(ch if ch == "\n" or (ch.isprintable() and ch not in "\x1b") else "\\x%02x" % ord(ch) for ch in text)


# -- enumeration ------------------------------------------------------------------------------

def module_facts(port, module):
    """(suites, sizes of module-level tables) of one port module, from the module itself."""
    path = os.path.join(ROOT, "tools", "adapters", PORTS[port]["dir"], module)
    if port == "python":
        script = ("import importlib.util, json, sys\n"
                  "spec = importlib.util.spec_from_file_location('m', sys.argv[1]); m = importlib.util.module_from_spec(spec)\n"
                  "spec.loader.exec_module(m)\n"
                  "sizes = {k: len(v) for k, v in vars(m).items() if not k.startswith('__') and isinstance(v, (dict, list))}\n"
                  "print(json.dumps({'suites': sorted(m.SUITES), 'tables': sizes}))\n")
        argv = [PORTS[port]["interpreter"], "-c", script, path]
    else:
        script = "console.log(JSON.stringify({suites: Object.keys(require(process.argv[1]).SUITES).sort(), tables: {}}))"
        argv = [PORTS[port]["interpreter"], "-e", script, path]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    except FileNotFoundError:
        raise EnvironmentProblem(f"{argv[0]} not found on PATH (needed for the {port} port)")
    if done.returncode != 0:
        raise EnvironmentProblem(f"{printable(path)}: cannot be loaded: {printable(done.stderr.strip()[-400:])}")
    return json.loads(done.stdout)


def enumerate_port(port):
    """Every mutant of every module of a port, in a stable order, with the module's suites."""
    mutants, suites = [], {}
    for module in PORTS[port]["modules"]:
        path = os.path.join(ROOT, "tools", "adapters", PORTS[port]["dir"], module)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        facts = module_facts(port, module)
        suites[module] = facts["suites"]
        if port == "python":
            found = python_mutants.enumerate_mutants(text, facts["tables"])
        else:
            found = js_mutants.enumerate_mutants(text)
        mutants += finish(found, port, module, text)
    return mutants, suites


def select(mutants, globs):
    if not globs:
        return mutants
    chosen = [m for m in mutants if any(fnmatch.fnmatchcase(m.id, g) for g in globs)]
    for g in globs:
        if not any(fnmatch.fnmatchcase(m.id, g) for m in mutants):
            raise UsageError(f"--id {printable(g)} matches no mutant")
    return chosen


def valid_python(m):
    try:
        compile(m.source, m.file, "exec")
        return True
    except SyntaxError:
        return False


# -- a scratch copy of the adapters -----------------------------------------------------------

def make_copy(dest):
    """DEST/tools/adapters/<port> copies, the mutation helpers beside the Python port, spec/ linked."""
    adapters = os.path.join(dest, "tools", "adapters")
    for port in PORTS.values():
        shutil.copytree(os.path.join(ROOT, "tools", "adapters", port["dir"]), os.path.join(adapters, port["dir"]),
                        ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(os.path.join(HERE, HELPERS), os.path.join(adapters, "python", HELPERS))
    os.symlink(os.path.join(ROOT, "spec"), os.path.join(dest, "spec"))
    return adapters


def declare(port, text, choices):
    """The module text with CHOICES declared, appended so that no line moves."""
    if not choices:
        return text
    literal = json.dumps(choices, sort_keys=True)
    if port == "python":
        return text + f"\nCHOICES = {literal}\n"
    return text + f"\nmodule.exports.CHOICES = {literal};\n"


def ambiguity_profiles():
    """One {ambiguity: option} per non-reference option of every ambiguity."""
    with open(os.path.join(ROOT, "spec", "ambiguities.json"), encoding="utf-8") as f:
        rows = json.load(f)["rows"]
    profiles = []
    for row in sorted(rows, key=lambda r: r["id"]):
        for option in row["options"]:
            name = option if isinstance(option, str) else option.get("id")
            if name != row["choice"]:
                profiles.append({row["id"]: name})
    return profiles


class Judge:
    """Runs one module text of one port through payspec run and says whether every vector passed."""

    def __init__(self, payspec, dest, port, suites):
        self.payspec, self.port, self.suites = payspec, port, suites
        self.dir = os.path.join(dest, "tools", "adapters", PORTS[port]["dir"])

    def run(self, module, text, choices):
        path = os.path.join(self.dir, module)
        pristine = open(path, encoding="utf-8").read()
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(declare(self.port, text, choices))
            adapter = f"{PORTS[self.port]['interpreter']} {os.path.join(self.dir, PORTS[self.port]['adapter'])}"
            argv = [self.payspec, "run", "--adapter", adapter, "--golden", os.path.join(ROOT, "golden"),
                    "--format", "json", "--timeout", "5", "--handshake-timeout", "30"]
            for suite in self.suites[module]:
                argv += ["--suite", suite]
            env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", NO_COLOR="1")
            try:
                done = subprocess.run(argv, capture_output=True, text=True, timeout=600, env=env)
            except subprocess.TimeoutExpired:
                return False, "payspec run did not finish in 600 s"
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(pristine)
        if done.returncode == 3:
            return False, "adapter failed to start"
        if done.returncode not in (0, 1):
            raise EnvironmentProblem(f"payspec run exited {done.returncode}: {printable(done.stderr.strip()[-400:])}")
        report = json.loads(done.stdout)
        summary = report["summary"]
        bad = [r for r in report["results"] if r["status"] != "passed"]
        if not bad and summary["protocolErrors"] == 0 and summary["total"] > 0 and summary["passed"] == summary["total"]:
            return True, ""
        first = bad[0] if bad else None
        detail = f"{first['status']} {first['id']}" if first else f"{summary['protocolErrors']} protocol errors"
        return False, detail


# -- the run ----------------------------------------------------------------------------------

def run(args):
    payspec = args.get("payspec") or next(
        (p for p in (os.path.join(ROOT, ".build", "release", "payspec"), os.path.join(ROOT, ".build", "debug", "payspec"))
         if os.path.isfile(p)), None)
    if not payspec or not os.access(payspec, os.X_OK):
        raise EnvironmentProblem("no payspec binary: run `swift build` or give --payspec PATH")
    ports = args["ports"] or ["python"]
    jobs = args.get("jobs") or 2
    equivalents = load_equivalents(args["equivalents"])
    profiles = ambiguity_profiles()
    scratch = tempfile.mkdtemp(prefix="payspec-mutation-")
    copies = []
    lock = threading.Lock()
    results = {}
    all_ids = set()
    problems = []
    try:
        for w in range(jobs):
            dest = os.path.join(scratch, f"w{w}")
            make_copy(dest)
            copies.append(dest)
        free = list(copies)
        for port in ports:
            mutants, suites = enumerate_port(port)
            all_ids.update(m.id for m in mutants)
            mutants = select(mutants, args["ids"])
            invalid = [m for m in mutants if port == "python" and not valid_python(m)]
            mutants = [m for m in mutants if m not in invalid]
            texts = {}
            for module in PORTS[port]["modules"]:
                with open(os.path.join(ROOT, "tools", "adapters", PORTS[port]["dir"], module), encoding="utf-8") as f:
                    texts[module] = f.read()
            relevant = {module: [p for p in profiles if any(f'"{k}"' in texts[module] or f"'{k}'" in texts[module] for k in p)]
                        for module in texts}
            judges = {dest: Judge(payspec, dest, port, suites) for dest in copies}

            def text_of(module):
                return texts[module]

            def profiles_for(module, text, function):
                # only the options the mutated function reads: a mutant elsewhere runs the same
                # code under every option, which the reference run already judged
                body = function_text(port, text, function)
                return [p for p in relevant[module] if any(f'"{k}"' in body or f"'{k}'" in body for k in p)]

            def judge(module, text, with_profiles, mutant_function):
                with lock:
                    dest = free.pop()
                try:
                    survived, detail = judges[dest].run(module, text, {})
                    if not survived or not with_profiles:
                        return survived, detail, None
                    for profile in profiles_for(module, text_of(module), mutant_function):
                        survived, detail = judges[dest].run(module, text, profile)
                        if not survived:
                            return False, detail, profile
                    return True, "", None
                finally:
                    with lock:
                        free.append(dest)

            print(f"{port}: checking the unmutated port under the reference choices and "
                  f"{sum(len(v) for v in relevant.values())} ambiguity options", flush=True)
            for module in PORTS[port]["modules"]:
                for profile in [{}] + relevant[module]:
                    passed, detail = judges[copies[0]].run(module, texts[module], profile)
                    if not passed:
                        problems.append(f"the unmutated {port} port fails ({module}, choices {profile}): {detail}")
            if problems:
                break
            print(f"{port}: {len(mutants)} mutants ({len(invalid)} not valid {port} dropped), {jobs} jobs", flush=True)
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                futures = {pool.submit(judge, m.file, m.source, True, m.function): m for m in mutants}
                done_count = 0
                for future in concurrent.futures.as_completed(futures):
                    m = futures[future]
                    results[m.id] = (m, *future.result())
                    done_count += 1
                    if done_count % 100 == 0:
                        print(f"  {done_count}/{len(mutants)}", flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return report(results, equivalents, all_ids, problems, args)


def function_text(port, text, function):
    """The source of one function of a module (the whole module when it is not found)."""
    lines = text.splitlines()
    markers = (f"def {function}(",) if port == "python" else (f"function {function}(", f"const {function} =")
    start = next((i for i, l in enumerate(lines) if l.lstrip().startswith(markers)), None)
    if start is None:
        return text
    indent = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > indent
                                or lines[end].lstrip().startswith(("}", ")"))):
        end += 1
    return "\n".join(lines[start:end + 1])


def load_equivalents(path):
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        try:
            data = json.load(f)
        except ValueError as e:
            raise UsageError(f"{printable(path)}: not JSON: {e}")
    entries = data.get("equivalent") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise UsageError(f'{printable(path)}: expected {{"equivalent": [...]}}')
    out = {}
    for index, e in enumerate(entries):
        if not isinstance(e, dict) or not isinstance(e.get("id"), str) or not str(e.get("reason", "")).strip():
            raise UsageError(f"{printable(path)}: entry {index + 1} needs an id and a reason")
        if e["id"] in out:
            raise UsageError(f"{printable(path)}: {printable(e['id'])} listed twice")
        out[e["id"]] = e
    ids = [e["id"] for e in entries]
    if ids != sorted(ids):
        raise UsageError(f"{printable(path)}: entries must be sorted by id")
    return out


def report(results, equivalents, all_ids, problems, args):
    survivors = sorted((r for r in results.values() if r[1]), key=lambda r: (r[0].file, r[0].line, r[0].id))
    unlisted = [r for r in survivors if r[0].id not in equivalents]
    stale = []
    judged_ports = set(args["ports"] or ["python"])
    for eid in sorted(equivalents):
        port = eid.split("/", 1)[0]
        if port not in judged_ports:
            continue
        if eid not in all_ids:
            stale.append(f"{eid}: no longer generated")
        elif eid in results and not results[eid][1]:
            stale.append(f"{eid}: now killed ({results[eid][2]})")
    for p in problems:
        print(f"error: {printable(p)}")
    for m, _, _, _ in unlisted:
        print(f"SURVIVED {printable(m.id)}\n  {m.file}:{m.line}: {m.description}")
        print("  - " + printable(m.original).replace("\n", "\n  - "))
        print("  + " + printable(m.mutated).replace("\n", "\n  + "))
    for s in stale:
        print(f"STALE {printable(s)} (remove it from {os.path.relpath(args['equivalents'], ROOT)})")
    total = len(results)
    equivalent = sum(1 for r in survivors if r[0].id in equivalents)
    killed = total - len(survivors)
    by_profile = sum(1 for r in results.values() if not r[1] and r[3])
    started = sum(1 for r in results.values() if not r[1] and r[2] == "adapter failed to start")
    judged = total - equivalent
    score = 100.0 * killed / judged if judged else 0.0
    print(f"mutants: {total}, killed: {killed} ({by_profile} only under an ambiguity option, {started} by an "
          f"adapter that could not start), equivalent: {equivalent}, survived: {len(unlisted)}, stale: {len(stale)}")
    print(f"mutation score: {killed}/{judged} = {score:.1f}% of the non-equivalent mutants killed")
    if args.get("json"):
        with open(args["json"], "w", encoding="utf-8") as f:
            json.dump({"mutants": total, "killed": killed, "equivalent": equivalent, "survived": [r[0].id for r in unlisted],
                       "stale": stale}, f, indent=1, sort_keys=True)
    if total == 0:
        print("error: no mutant was run")
        return 1
    return 1 if unlisted or stale or problems else 0


def list_mutants(args):
    for port in args["ports"] or ["python"]:
        mutants, _ = enumerate_port(port)
        for m in select(mutants, args["ids"]):
            print(f"{printable(m.id)}\t{m.file}:{m.line}\t{printable(m.mutated.strip())}")
    return 0


def materialize(args):
    if not args["positional"] or not args.get("dest"):
        raise UsageError("materialize needs a mutant ID and --dest DIR")
    mutant_id = args["positional"][0]
    port = mutant_id.split("/", 1)[0]
    if port not in PORTS:
        raise UsageError(f"{printable(mutant_id)}: unknown port")
    mutants, _ = enumerate_port(port)
    found = [m for m in mutants if m.id == mutant_id]
    if not found:
        raise UsageError(f"{printable(mutant_id)}: no such mutant (see `mutate.py list`)")
    if os.path.exists(args["dest"]) and os.listdir(args["dest"]):
        raise UsageError(f"{printable(args['dest'])}: exists and is not empty")
    adapters = make_copy(args["dest"])
    m = found[0]
    with open(os.path.join(adapters, PORTS[port]["dir"], m.file), "w", encoding="utf-8") as f:
        f.write(m.source)
    print(os.path.join(adapters, PORTS[port]["dir"], PORTS[port]["adapter"]))
    return 0


def parse(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        sys.exit(0 if argv else 2)
    args = {"command": argv[0], "ports": [], "ids": [], "positional": [],
            "equivalents": os.path.join(HERE, "equivalent.json")}
    rest = argv[1:]
    while rest:
        a = rest.pop(0)
        if a in ("--port", "--id", "--payspec", "--jobs", "--equivalents", "--dest", "--json"):
            if not rest:
                raise UsageError(f"{a} needs a value")
            v = rest.pop(0)
            if a == "--port":
                if v not in PORTS:
                    raise UsageError(f"--port {printable(v)}: expected one of {', '.join(sorted(PORTS))}")
                args["ports"].append(v)
            elif a == "--id":
                args["ids"].append(v)
            elif a == "--jobs":
                if not v.isdigit() or int(v) < 1:
                    raise UsageError("--jobs needs a positive integer")
                args["jobs"] = int(v)
            else:
                args[a[2:]] = v
        elif a.startswith("-"):
            raise UsageError(f"unknown option {printable(a)}")
        else:
            args["positional"].append(a)
    return args


def main(argv):
    try:
        args = parse(argv)
        command = {"run": run, "list": list_mutants, "materialize": materialize}.get(args["command"])
        if command is None:
            raise UsageError(f"unknown command {printable(args['command'])} (run, list, materialize)")
        return command(args)
    except UsageError as e:
        print(f"mutate.py: {e}", file=sys.stderr)
        return 2
    except EnvironmentProblem as e:
        print(f"mutate.py: {e}", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
