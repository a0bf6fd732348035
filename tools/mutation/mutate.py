"""Mutation testing of the example ports: does the golden set catch a wrong port?

Usage:
  mutate.py run [--port python|node|java]... [--id GLOB]... [--operator NAME]... [--sample N [--seed S]]
                [--every-option] [--payspec PATH] [--jobs N] [--equivalents FILE] [--json FILE]
  mutate.py fuzz [--port python|node]... [--id GLOB]... [--operator NAME]... [--sample N [--seed S]]
                 [--from RESULT.json] [--time-budget S] [--fuzz-seed N] [--payspec PATH] [--jobs N]
                 [--equivalents FILE] [--json FILE]
  mutate.py list [--port python|node|java]... [--id GLOB]... [--operator NAME]...
  mutate.py materialize ID... --dest DIR
  mutate.py equivalent ID --reason TEXT [--equivalents FILE]

`run` makes every mutant of the port modules (tools/adapters/<port>/, not the protocol loop),
writes each into a scratch copy of the adapters (never the shipped files) and runs it through
`payspec run --adapter ...` on the suites whose entry functions reach the mutated function (for
the Java port: the suite classes that name the mutated class). A Java mutant's package is compiled
once with javac (kept warm: tools/mutation/java/CompileServer.java) against the unmutated classes
and run in a Turkish default locale; a mutant javac refuses is counted apart as invalid, outside
the population. Without --port, the Python port; docs/mutation.md gives the command for all three
ports and the last figures. A vector not answered in 3 s ends the run (a timeout, counted as caught but apart). A mutant that
survives under the reference choices is run again once per non-reference option of every
ambiguity its function, a function calling it or a function it calls reads (declared in the handshake, as a port
would), so mutants in non-reference branches are judged too; --every-option widens that to every option its file reads
(a helper whose caller reads the option); a mutant in a file that reads no option (a spec-table
loader) is run again under each option the files of the suites it reaches read. Mutants are judged in order of operator rarity (few
mutants first) and the verdicts so far are written every 50 mutants. Mutants whose syntax tree equals the original's or
another mutant's are dropped before the run. Survivors listed in tools/mutation/equivalent.json
(with the reason) are equivalent; an entry that is no longer generated, no longer matches its
mutant or is now killed is stale. --sample N judges a seeded random sample of N mutants (seed 1
unless --seed). Every mutant's verdict goes to --json FILE (default .build/mutation/result.json),
the summary (survivors with their lines, a table per operator, the score) to standard output.

`fuzz` (Python and Node ports only) judges the selected mutants by the vectors as `run` does (or takes the verdicts of an
earlier run from --from RESULT.json), then sends every golden survivor, equivalent or not, through
`payspec fuzz --assume-reference --time-budget S` (default 10) on the suites its function reaches,
stopping at the first disagreement (fuzz seed --fuzz-seed, default 1). It prints a Markdown table
(mutant, what it changes, equivalent, killed by fuzz, inputs to kill, seconds) and writes every
figure to --json FILE (default .build/mutation/fuzz.json); the vector verdicts go to
.build/mutation/result.json as for `run`, before the fuzzing starts (not when --from). A campaign
that can judge nothing (every new input of a small suite a duplicate or outside its contract) is
"not judged". Exit status 1 also when a mutant
listed as equivalent is killed by fuzzing (it is not equivalent) or a non-equivalent survivor
survives the fuzzing too.

`list` prints the mutants (id, file:line, mutated line) without running them; `materialize`
writes a copy of the repository's adapters with one mutant applied to DEST/tools/adapters
(spec/ is linked; several mutants go to DEST/1/, DEST/2/, ...) and prints id, adapter script
and judging suites per mutant, for running by hand or from a test; `equivalent` adds one mutant to the
equivalents file with the reason (sorted, one record per line).

payspec is .build/release/payspec, else .build/debug/payspec, unless --payspec PATH.
Exit status: 0 every mutant caught or listed as equivalent, nothing stale; 1 unlisted survivors,
stale entries or an unmutated port that fails; 2 usage error; 3 payspec or an interpreter missing.
Standard library only.
"""

import ast
import concurrent.futures
import fnmatch
import json
import os
import random
import shutil
import sys
import tempfile
import subprocess
import threading
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import java_mutants  # noqa: E402
import js_mutants  # noqa: E402
import python_mutants  # noqa: E402
import reach  # noqa: E402
import results  # noqa: E402
from fuzz_judge import fuzz_mutant  # noqa: E402
from judge import PORTS, EnvironmentProblem, JavaCompiler, Judge, Verdict, make_copy  # noqa: E402
from mutant import finish  # noqa: E402
from results import UsageError  # noqa: E402
from text_safety import printable  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
DEFAULT_RESULT = os.path.join(ROOT, ".build", "mutation", "result.json")
DEFAULT_FUZZ_RESULT = os.path.join(ROOT, ".build", "mutation", "fuzz.json")


# -- enumeration ------------------------------------------------------------------------------

def module_path(port, module):
    return os.path.join(ROOT, "tools", "adapters", PORTS[port]["dir"], module)


def java_sources():
    """{path: text} of every Java file of the mutated packages (the Port classes included)."""
    base = os.path.join(ROOT, "tools", "adapters", "java", "src")
    out = {}
    for folder in ("payspec/comgate", "payspec/seb", "payspec/moneycollect", "payspec/adapter"):
        for name in sorted(os.listdir(os.path.join(base, folder))):
            if name.endswith(".java"):
                with open(os.path.join(base, folder, name), encoding="utf-8") as f:
                    out[os.path.join(folder, name)] = f.read()
    return out


def java_suites(module, by_class):
    """The suites of a Java file's package (every suite for the shared adapter package)."""
    package = os.path.dirname(module)
    names = {s for c, suites in by_class.items() for s in suites}
    if package.endswith("adapter"):
        return sorted(names)
    return sorted(s for s in names if s.split(".")[0] == os.path.basename(package))


def module_facts(port, module):
    """(suites, sizes of module-level tables) of one port module, from the module itself."""
    path = module_path(port, module)
    if port == "java":
        return {"suites": java_suites(module, java_mutants.suites_by_class(java_sources())), "tables": {}}
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
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    except FileNotFoundError:
        raise EnvironmentProblem(f"{argv[0]} not found on PATH (needed for the {port} port)")
    if done.returncode != 0:
        raise EnvironmentProblem(f"{printable(path)}: cannot be loaded: {printable(done.stderr.strip()[-400:])}")
    return json.loads(done.stdout)


def top_level_spans(text):
    """(first line, last line) of every top-level statement of a Python module."""
    return [(n.lineno, n.end_lineno) for n in ast.parse(text).body]


def shape(port, original, spans, m):
    """What decides a mutant's behaviour, cheaply: for Python, the syntax tree of the top-level
    statements it touches (None: not valid Python); else the mutated text (a Java mutant javac
    refuses is found when it is judged, and left out of the score as invalid)."""
    if port != "python":
        return m.source
    touched = [s for s in spans if s[0] <= m.end_line and s[1] >= m.line]
    first, last = touched[0][0], touched[-1][1]
    delta = m.source.count("\n") - original.count("\n")
    segment = "\n".join(m.source.split("\n")[first - 1:last + delta])
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)  # `x is ""` of a null-vs-empty mutant
            tree = ast.parse(segment)
            compile(tree, m.file, "exec")
        return ast.dump(tree)
    except SyntaxError:
        return None


def original_shape(original, spans, m, cache):
    touched = [s for s in spans if s[0] <= m.end_line and s[1] >= m.line]
    span = (touched[0][0], touched[-1][1])
    if span not in cache:  # many mutants touch the same statements
        cache[span] = ast.dump(ast.parse("\n".join(original.split("\n")[span[0] - 1:span[1]])))
    return cache[span]


class Port:
    """Every distinct mutant of one port, with each module's text, suites and reach."""

    def __init__(self, port):
        self.port, self.mutants, self.texts, self.suites, self.reach = port, [], {}, {}, {}
        self.dropped = {"invalid": 0, "same-as-original": 0, "same-as-another": 0}
        tables = java_mutants.table_sizes(os.path.join(ROOT, "spec")) if port == "java" else {}
        by_class = java_mutants.suites_by_class(java_sources()) if port == "java" else {}
        for module in PORTS[port]["modules"]:
            with open(module_path(port, module), encoding="utf-8") as f:
                text = f.read()
            facts = module_facts(port, module)
            self.texts[module], self.suites[module] = text, facts["suites"]
            if port == "python":
                found = python_mutants.enumerate_mutants(text, facts["tables"])
                self.reach[module] = reach.python_suites_by_function(text)
            elif port == "java":
                found = java_mutants.enumerate_mutants(text, tables)
                # reach is by class: every function of a file reaches what its class reaches
                suites = by_class.get(os.path.basename(module)[:-5], set())
                self.reach[module] = {m.function: suites for m in found} if suites else {}
            else:
                found = js_mutants.enumerate_mutants(text)
                self.reach[module] = reach.js_suites_by_function(text)
            seen, spans, originals = set(), top_level_spans(text) if port == "python" else [], {}
            for m in finish(found, port, module, text):
                key = shape(port, text, spans, m)
                if key is None:
                    self.dropped["invalid"] += 1
                elif port == "python" and key == original_shape(text, spans, m, originals):
                    self.dropped["same-as-original"] += 1
                elif (m.line, key) in seen:
                    self.dropped["same-as-another"] += 1
                else:
                    seen.add((m.line, key))
                    self.mutants.append(m)

    def suites_of(self, m):
        return reach.suites_for(self.reach[m.file], self.suites[m.file], m.function)


def by_rarity(mutants):
    """The mutants in the order they are judged: operators with few mutants first (the port's
    specific mistakes before its many constants), source order within one operator."""
    counts = {}
    for m in mutants:
        counts[m.operator] = counts.get(m.operator, 0) + 1
    return sorted(mutants, key=lambda m: (counts[m.operator], m.operator))


def select(mutants, args):
    chosen = mutants
    if args["ids"]:
        for g in args["ids"]:
            if not any(fnmatch.fnmatchcase(m.id, g) for m in mutants):
                raise UsageError(f"--id {printable(g)} matches no mutant")
        chosen = [m for m in chosen if any(fnmatch.fnmatchcase(m.id, g) for g in args["ids"])]
    if args["operators"]:
        known = {m.operator for m in mutants}
        for o in args["operators"]:
            if o not in known:
                raise UsageError(f"--operator {printable(o)}: unknown (one of {', '.join(sorted(known))})")
        chosen = [m for m in chosen if m.operator in args["operators"]]
    return chosen


def sample(mutants, args):
    if not args.get("sample") or args["sample"] >= len(mutants):
        return mutants
    picked = set(id(m) for m in random.Random(args.get("seed", 1)).sample(mutants, args["sample"]))
    return [m for m in mutants if id(m) in picked]


# -- choices ----------------------------------------------------------------------------------

def ambiguity_profiles():
    """One {ambiguity: option} per non-reference option of every ambiguity (the shipped ports implement
    them all, ShippedPortOptionTests)."""
    with open(os.path.join(ROOT, "spec", "ambiguities.json"), encoding="utf-8") as f:
        rows = json.load(f)["rows"]
    profiles = []
    for row in sorted(rows, key=lambda r: r["id"]):
        for option in row["options"]:
            name = option if isinstance(option, str) else option.get("id")
            if name != row["choice"]:
                profiles.append({row["id"]: name})
    return profiles


def mentions(text, profile):
    return any(f'"{k}"' in text or f"'{k}'" in text for k in profile)


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


# -- the run ----------------------------------------------------------------------------------

def find_payspec(args):
    payspec = args.get("payspec") or next(
        (p for p in (os.path.join(ROOT, ".build", "release", "payspec"), os.path.join(ROOT, ".build", "debug", "payspec"))
         if os.path.isfile(p)), None)
    if not payspec or not os.access(payspec, os.X_OK):
        raise EnvironmentProblem("no payspec binary: run `swift build` or give --payspec PATH")
    return payspec


class Workers:
    """JOBS scratch copies of the adapters, each used by one payspec run at a time."""

    def __init__(self, payspec, scratch, jobs, java=False):
        self.payspec, self.copies, self.lock, self.compilers = payspec, [], threading.Lock(), {}
        for w in range(jobs):
            dest = os.path.join(scratch, f"w{w}")
            make_copy(ROOT, HERE, dest)
            self.copies.append(dest)
            if java:  # one warm javac per copy, compiling that copy's sources
                self.compilers[dest] = JavaCompiler(HERE, os.path.join(scratch, f"javac{w}"),
                                                    os.path.join(dest, "tools", "adapters", "java", "src"))
        self.free = list(self.copies)

    def close(self):
        for compiler in self.compilers.values():
            compiler.close()

    def judge(self, port, module, text, choices, suites):
        with self.lock:
            dest = self.free.pop()
        try:
            return Judge(self.payspec, ROOT, dest, port, self.compilers.get(dest)).run(module, text, choices, suites)
        finally:
            with self.lock:
                self.free.append(dest)


    def fuzz(self, port, module, text, suites, budget, seed):
        with self.lock:
            dest = self.free.pop()
        try:
            return fuzz_mutant(self.payspec, ROOT, dest, port, module, text, {}, suites, budget, seed)
        finally:
            with self.lock:
                self.free.append(dest)


def option_scope(port, m):
    """The text whose ambiguity ids decide the options a survivor is judged under again: its
    function and every function that reaches it (the whole file for the Java port, or where the
    function is not found)."""
    text = port.texts[m.file]
    if port.port not in ("python", "node"):
        return function_text(port.port, text, m.function)
    key = (m.file, m.function)
    if key not in SCOPES:
        if m.file not in SCOPES:
            SCOPES[m.file] = (reach.python_bodies if port.port == "python" else reach.js_bodies)(text)
        found = reach.caller_text(*SCOPES[m.file], m.function)
        SCOPES[key] = found if found is not None else function_text(port.port, text, m.function)
    return SCOPES[key]


SCOPES = {}  # (file, function) -> option scope text; file -> (bodies, graph)


def judge_mutant(workers, port, m, suites, profiles, every_option=False):
    """The verdict on one mutant: reference choices first, then each option its function reads
    (with every_option: each option its file reads, for a helper whose caller reads the option)."""
    verdict = workers.judge(port.port, m.file, m.source, {}, suites)
    if verdict.status != "survived":
        return verdict, None
    body = port.texts[m.file] if every_option else option_scope(port, m)
    candidates = profiles[m.file]
    if not candidates:
        # A file that reads no option itself (a spec-table loader) feeds every suite it reaches:
        # each option a file of those suites reads can show the mutant.
        reached = set(suites)
        unique = {json.dumps(p, sort_keys=True): p for module, found in profiles.items()
                  if reached & set(port.suites.get(module, [])) for p in found}
        candidates, body = [unique[k] for k in sorted(unique)], None
    for profile in candidates:
        if body is not None and not mentions(body, profile):
            continue
        verdict = workers.judge(port.port, m.file, m.source, profile, suites)
        if verdict.status != "survived":
            return verdict, profile
    return Verdict("survived"), None


def run(args):
    payspec = find_payspec(args)
    ports = args["ports"] or ["python"]
    jobs = args.get("jobs") or 2
    equivalents = results.load_equivalents(args["equivalents"])
    all_profiles = ambiguity_profiles()
    records, generated, problems = {}, {}, []
    meta = {"command": " ".join(["tools/mutation/mutate.py"] + args["argv"]), "payspec": os.path.relpath(payspec, ROOT),
            "ports": ports, "jobs": jobs, "equivalents": os.path.relpath(args["equivalents"], ROOT),
            "sample": args.get("sample"), "seed": args.get("seed", 1) if args.get("sample") else None,
            "generated": 0, "selected": 0, "dropped": {}}
    scratch = tempfile.mkdtemp(prefix="payspec-mutation-")
    workers = None
    try:
        workers = Workers(payspec, scratch, jobs, java="java" in ports)
        for name in ports:
            port = Port(name)
            generated.update((m.id, m) for m in port.mutants)
            meta["generated"] += len(port.mutants)
            meta["dropped"][name] = port.dropped
            chosen = sample(select(port.mutants, args), args)
            meta["selected"] += len(chosen)
            profiles = {module: [p for p in all_profiles if mentions(text, p)] for module, text in port.texts.items()}
            print(f"{name}: checking the unmutated port under the reference choices and the options its files read",
                  flush=True)
            # the files that hold a selected mutant: each under the reference choices and each option it reads
            touched = [module for module in PORTS[name]["modules"] if any(m.file == module for m in chosen)]
            checks = [(module, profile, port.suites[module]) for module in touched for profile in [{}] + profiles[module]]
            if name == "java":  # one program: each option once, on every suite of the touched files
                unique = {json.dumps(p, sort_keys=True): p for module in touched for p in profiles[module]}
                suites = sorted({s for module in touched for s in port.suites[module]})
                checks = [(touched[0], p, suites) for p in [{}] + list(unique.values())] if touched else []
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                verdicts = pool.map(lambda c: workers.judge(name, c[0], port.texts[c[0]], c[1], c[2]), checks)
                for (module, profile, _), verdict in zip(checks, verdicts):
                    if verdict.status != "survived":
                        problems.append(f"the unmutated {name} port fails ({module}, choices {profile}): "
                                        f"{verdict.status} {verdict.detail}")
            if problems:
                break
            dropped = ", ".join(f"{v} {k}" for k, v in port.dropped.items())
            print(f"{name}: {len(chosen)} of {len(port.mutants)} mutants (dropped before: {dropped}), {jobs} jobs",
                  flush=True)
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                futures = {pool.submit(judge_mutant, workers, port, m, port.suites_of(m), profiles,
                                       args.get("every-option", False)): m
                           for m in by_rarity(chosen)}
                for count, future in enumerate(concurrent.futures.as_completed(futures), 1):
                    m = futures[future]
                    verdict, under = future.result()
                    records[m.id] = results.record(m, verdict, port.suites_of(m), under)
                    if count % 50 == 0:
                        print(f"  {count}/{len(chosen)}", flush=True)
                        # an interrupted run keeps what it judged (meta.judged < meta.selected)
                        results.write_result(args.get("json") or DEFAULT_RESULT, dict(meta, judged=len(records)),
                                             records, equivalents, [], problems)
    finally:
        if workers:
            workers.close()
        shutil.rmtree(scratch, ignore_errors=True)
    stale = results.stale_equivalents(equivalents, generated, records, set(ports)) if not problems else []
    meta["judged"] = len(records)
    lines = results.summary_lines(meta, records, equivalents, stale, problems)
    print("\n".join(lines))
    path = args.get("json") or DEFAULT_RESULT
    results.write_result(path, meta, records, equivalents, stale, problems)
    print(f"every verdict: {printable(os.path.relpath(path))}")
    if not records and not problems:
        print("error: no mutant was run")
        return 1
    unlisted = [r for r in records.values() if r["status"] == "survived" and r["id"] not in equivalents]
    return 1 if unlisted or stale or problems else 0


# -- fuzzing the survivors --------------------------------------------------------------------

def golden_survivors(args, port, chosen, workers, equivalents, jobs):
    """The chosen mutants that pass every vector: judged now, or read from --from RESULT.json."""
    if args.get("from"):
        try:
            with open(args["from"], encoding="utf-8") as f:
                earlier = {r["id"]: r for r in json.load(f)["mutants"]}
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise UsageError(f"--from {printable(args['from'])}: not a mutate.py result file ({printable(str(e))})")
        by_id = {m.id: m for m in chosen}
        missing = [i for i, r in earlier.items() if r["status"] == "survived" and i.startswith(port.port + "/")
                   and i not in by_id and not (args["ids"] or args["operators"] or args.get("sample"))]
        if missing:
            raise UsageError(f"--from: {printable(missing[0])} is no longer generated (run the vectors again)")
        return [by_id[i] for i, r in sorted(earlier.items()) if r["status"] == "survived" and i in by_id], None
    profiles = {module: [p for p in ambiguity_profiles() if mentions(text, p)] for module, text in port.texts.items()}
    records = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(judge_mutant, workers, port, m, port.suites_of(m), profiles): m for m in chosen}
        for count, future in enumerate(concurrent.futures.as_completed(futures), 1):
            m = futures[future]
            verdict, under = future.result()
            records[m.id] = results.record(m, verdict, port.suites_of(m), under)
            if count % 50 == 0:
                print(f"  vectors: {count}/{len(chosen)}", flush=True)
    return [m for m in chosen if records[m.id]["status"] == "survived"], records


def fuzz_row(m, equivalents, verdict):
    def cell(text):
        return printable(text).replace("|", "\\|").replace("\n", " ")
    killed = verdict["status"] == "killed"
    seconds = f"{verdict['seconds']:.1f}" if killed and verdict.get("seconds") is not None else "—"
    tried = "yes" if killed else (f"no ({verdict.get('judged', 0)} inputs)" if verdict["status"] == "survived"
                                  else f"not judged: {cell(verdict.get('detail', ''))}")
    return (f"| `{cell(m.id)}` | {m.file}:{m.line} {cell(m.description)}: `{cell(m.mutated.strip()[:90])}` | "
            f"{'yes' if m.id in equivalents else 'no'} | {tried} | {verdict.get('inputs') if killed else '—'} | {seconds} |")


def fuzz(args):
    if "java" in args["ports"]:
        raise UsageError("fuzz: the Java port is judged by the vectors only (mutate.py run --port java)")
    payspec = find_payspec(args)
    budget = args.get("time-budget", 10)
    seed = args.get("fuzz-seed", 1)
    jobs = args.get("jobs") or 1
    equivalents = results.load_equivalents(args["equivalents"])
    rows, figures, problems, golden_records = [], [], [], {}
    meta = {"command": " ".join(["tools/mutation/mutate.py"] + args["argv"]), "payspec": os.path.relpath(payspec, ROOT),
            "timeBudget": budget, "fuzzSeed": seed, "jobs": jobs, "sample": args.get("sample"),
            "seed": args.get("seed", 1) if args.get("sample") else None, "from": args.get("from"), "selected": 0}
    scratch = tempfile.mkdtemp(prefix="payspec-mutation-fuzz-")
    try:
        workers = Workers(payspec, scratch, jobs)
        for name in args["ports"] or ["python"]:
            port = Port(name)
            chosen = sample(select(port.mutants, args), args)
            meta["selected"] += len(chosen)
            print(f"{name}: {len(chosen)} of {len(port.mutants)} mutants, vectors first", flush=True)
            survivors, records = golden_survivors(args, port, chosen, workers, equivalents, jobs)
            golden_records.update(records or {})
            if records:  # kept before fuzzing: --from reuses them
                results.write_result(DEFAULT_RESULT, dict(meta, ports=[name], generated=len(port.mutants), dropped={},
                                                          equivalents=os.path.relpath(args["equivalents"], ROOT)),
                                     records, equivalents, [], problems)
            print(f"{name}: {len(survivors)} pass every vector ({sum(m.id in equivalents for m in survivors)} listed as "
                  f"equivalent); fuzzing each for {budget} s", flush=True)
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                verdicts = pool.map(lambda m: workers.fuzz(name, m.file, m.source, port.suites_of(m), budget, seed), survivors)
                for m, verdict in zip(survivors, verdicts):
                    rows.append(fuzz_row(m, equivalents, verdict))
                    figures.append(dict(verdict, id=m.id, file=m.file, line=m.line, operator=m.operator,
                                        description=m.description, original=m.original, mutated=m.mutated,
                                        suites=port.suites_of(m), equivalent=m.id in equivalents))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("| mutant | what it changes | equivalent | killed by fuzz | inputs to kill | seconds |")
    print("|---|---|---|---|---:|---:|")
    print("\n".join(rows))
    plain = [f for f in figures if not f["equivalent"]]
    listed = [f for f in figures if f["equivalent"]]
    killed = lambda fs: sum(f["status"] == "killed" for f in fs)  # noqa: E731
    print(f"fuzz killed {killed(plain)} of {len(plain)} non-equivalent golden survivors and {killed(listed)} of "
          f"{len(listed)} listed as equivalent ({budget} s each, fuzz seed {seed})")
    path = args.get("json") or DEFAULT_FUZZ_RESULT
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        json.dump({"meta": meta, "mutants": sorted(figures, key=lambda f: f["id"])}, f, indent=1, sort_keys=True,
                  ensure_ascii=False)
        f.write("\n")
    os.replace(path + ".tmp", path)
    print(f"every figure: {printable(os.path.relpath(path))}")
    if not figures:
        print("error: no mutant passed every vector: nothing was fuzzed")
        return 1
    for f in listed:
        if f["status"] == "killed":
            print(f"NOT EQUIVALENT {printable(f['id'])}: fuzzing killed it (update {os.path.relpath(args['equivalents'], ROOT)})")
    return 1 if killed(listed) or any(f["status"] != "killed" for f in plain) else 0


def list_mutants(args):
    for name in args["ports"] or ["python"]:
        port = Port(name)
        for m in select(port.mutants, args):
            print(f"{printable(m.id)}\t{m.file}:{m.line}\t{printable(m.mutated.strip())}")
    return 0


def find_mutant(mutant_id):
    port_name = mutant_id.split("/", 1)[0]
    if port_name not in PORTS:
        raise UsageError(f"{printable(mutant_id)}: unknown port")
    found = [m for m in Port(port_name).mutants if m.id == mutant_id]
    if not found:
        raise UsageError(f"{printable(mutant_id)}: no such mutant (see `mutate.py list`)")
    return port_name, found[0]


def materialize(args):
    """One mutant: DEST/tools/adapters with it applied. Several: DEST/1/tools/adapters, DEST/2/...

    Prints one line per mutant: id, the adapter script of the copy, the suites that judge it.
    """
    if not args["positional"] or not args.get("dest"):
        raise UsageError("materialize needs mutant IDs and --dest DIR")
    if os.path.exists(args["dest"]) and os.listdir(args["dest"]):
        raise UsageError(f"{printable(args['dest'])}: exists and is not empty")
    ports, chosen = {}, []
    for mutant_id in args["positional"]:
        name = mutant_id.split("/", 1)[0]
        if name not in PORTS:
            raise UsageError(f"{printable(mutant_id)}: unknown port")
        port = ports.get(name) or ports.setdefault(name, Port(name))
        found = [m for m in port.mutants if m.id == mutant_id]
        if not found:
            raise UsageError(f"{printable(mutant_id)}: no such mutant (see `mutate.py list`)")
        chosen.append((port, found[0]))
    for index, (port, m) in enumerate(chosen, 1):
        dest = args["dest"] if len(chosen) == 1 else os.path.join(args["dest"], str(index))
        adapters = make_copy(ROOT, HERE, dest)
        with open(os.path.join(adapters, PORTS[port.port]["dir"], m.file), "w", encoding="utf-8") as f:
            f.write(m.source)
        script = os.path.join(adapters, PORTS[port.port]["dir"], PORTS[port.port]["adapter"])
        print(f"{m.id}\t{script}\t{','.join(port.suites_of(m))}")
    return 0


def add_equivalent(args):
    if len(args["positional"]) != 1 or not (args.get("reason") or "").strip():
        raise UsageError("equivalent needs one mutant ID and --reason TEXT")
    _, m = find_mutant(args["positional"][0])
    entries = results.load_equivalents(args["equivalents"])
    entries[m.id] = results.equivalent_record(m, args["reason"].strip())
    results.write_equivalents(args["equivalents"], entries)
    print(f"{printable(m.id)}: listed as equivalent in {os.path.relpath(args['equivalents'], ROOT)}")
    return 0


VALUED = ("--port", "--id", "--operator", "--payspec", "--jobs", "--equivalents", "--dest", "--json", "--sample",
          "--seed", "--reason", "--from", "--time-budget", "--fuzz-seed")


def parse(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        sys.exit(0 if argv else 2)
    args = {"command": argv[0], "ports": [], "ids": [], "operators": [], "positional": [], "argv": list(argv),
            "equivalents": os.path.join(HERE, "equivalent.json")}
    rest = argv[1:]
    while rest:
        a = rest.pop(0)
        if a in VALUED:
            if not rest:
                raise UsageError(f"{a} needs a value")
            v = rest.pop(0)
            if a == "--port":
                if v not in PORTS:
                    raise UsageError(f"--port {printable(v)}: expected one of {', '.join(sorted(PORTS))}")
                args["ports"].append(v)
            elif a == "--id":
                args["ids"].append(v)
            elif a == "--operator":
                args["operators"].append(v)
            elif a in ("--jobs", "--sample", "--seed", "--time-budget", "--fuzz-seed"):
                if not v.isdigit() or (int(v) < 1 and a not in ("--seed", "--fuzz-seed")):
                    raise UsageError(f"{a} needs a positive integer, got {printable(v)}")
                args[a[2:]] = int(v)
            else:
                args[a[2:]] = v
        elif a == "--every-option":
            args["every-option"] = True
        elif a.startswith("-"):
            raise UsageError(f"unknown option {printable(a)}")
        else:
            args["positional"].append(a)
    if "seed" in args and "sample" not in args:
        raise UsageError("--seed needs --sample N")
    return args


def main(argv):
    try:
        args = parse(argv)
        command = {"run": run, "fuzz": fuzz, "list": list_mutants, "materialize": materialize, "equivalent": add_equivalent}.get(
            args["command"])
        if command is None:
            raise UsageError(f"unknown command {printable(args['command'])} (run, fuzz, list, materialize, equivalent)")
        return command(args)
    except UsageError as e:
        print(f"mutate.py: {e}", file=sys.stderr)
        return 2
    except EnvironmentProblem as e:
        print(f"mutate.py: {e}", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
