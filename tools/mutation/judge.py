"""One mutant through `payspec run --adapter ...` in a scratch copy of the adapters.

The shipped port is never written: every worker owns a copy of tools/adapters (spec/ linked,
golden/ read in place) and writes the mutated module there, restoring it after the run.
"""

import glob
import json
import os
import shutil
import subprocess
import threading
from dataclasses import dataclass

from text_safety import printable

HELPERS = "payspec_mutation_helpers.py"
PORTS = {
    "python": {"dir": "python", "adapter": "adapter.py", "interpreter": "python3",
               "modules": ["payspec_comgate.py", "payspec_seb_moneycollect.py"]},
    "node": {"dir": "node", "adapter": "adapter.js", "interpreter": "node",
             "modules": ["comgate.js", "seb_moneycollect.js"]},
    # The behaviour packages and the Unicode whitespace they share; not the protocol loop, the JSON
    # reader or the Port classes that only wire the suites together.
    "java": {"dir": "java", "adapter": "run.sh", "interpreter": "java", "modules": []},
}
JAVA_SOURCES = "src"
JAVA_PACKAGES = ("payspec/comgate", "payspec/seb", "payspec/moneycollect")


def java_modules(root):
    """The Java port's mutated files, relative to tools/adapters/java."""
    base = os.path.join(root, "tools", "adapters", "java", JAVA_SOURCES)
    found = [os.path.relpath(p, base) for package in JAVA_PACKAGES for p in glob.glob(os.path.join(base, package, "*.java"))
             if not p.endswith("Port.java")]
    return [os.path.join(JAVA_SOURCES, p) for p in sorted(found) + ["payspec/adapter/Whitespace.java"]]


PORTS["java"]["modules"] = java_modules(os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")))
# The JVM runs in a Turkish default locale, as a phone set to Turkish does: a case mapping without
# Locale.ROOT then turns i into İ.
JVM_OPTIONS = ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-Duser.language=tr", "-Duser.country=TR"]
# A mutant that loops forever is cut off at the first vector it does not answer in time;
# the vectors left get that verdict unsent (a hanging port is a killed mutant, counted apart).
VECTOR_TIMEOUT = "3"
HANDSHAKE_TIMEOUT = "20"
RUN_TIMEOUT = 300


class EnvironmentProblem(Exception):
    """payspec or an interpreter is missing or misbehaves: no verdict can be trusted."""


@dataclass
class Verdict:
    status: str  # killed, survived or timeout
    detail: str = ""


def make_copy(root, helpers_dir, dest):
    """DEST/tools/adapters/<port> copies, the mutation helpers beside the Python port, spec/ linked."""
    adapters = os.path.join(dest, "tools", "adapters")
    for port in PORTS.values():
        shutil.copytree(os.path.join(root, "tools", "adapters", port["dir"]), os.path.join(adapters, port["dir"]),
                        ignore=shutil.ignore_patterns("__pycache__", "*.class"))
    shutil.copy(os.path.join(helpers_dir, HELPERS), os.path.join(adapters, "python", HELPERS))
    os.symlink(os.path.join(root, "spec"), os.path.join(dest, "spec"))
    return adapters


def declare(port, text, choices):
    """The module text with CHOICES declared, appended so that no line moves (the Java port takes
    its choices on the command line instead)."""
    if not choices or port == "java":
        return text
    literal = json.dumps(choices, sort_keys=True)
    # Added to the choices the module declares itself (the Node port declares one).
    if port == "python":
        return text + f"\nCHOICES = {{**globals().get('CHOICES', {{}}), **{literal}}}\n"
    return text + f"\nmodule.exports.CHOICES = {{ ...(module.exports.CHOICES || {{}}), ...{literal} }};\n"


class JavaCompiler:
    """A warm javac (java/CompileServer.java) for one worker: the unmutated port compiled once,
    then each mutant's package compiled against it, once per mutant."""

    def __init__(self, helpers_dir, scratch, sources):
        self.sources, self.scratch = sources, scratch
        tool = os.path.join(scratch, "compile-server")
        try:
            done = subprocess.run(["javac", "-d", tool, os.path.join(helpers_dir, "java", "CompileServer.java")],
                                  capture_output=True, text=True)
        except FileNotFoundError:
            raise EnvironmentProblem("javac not found on PATH (needed for the java port)")
        if done.returncode != 0:
            raise EnvironmentProblem(f"CompileServer.java does not compile: {printable(done.stderr.strip()[-400:])}")
        self.server = subprocess.Popen(["java", "-XX:+UseSerialGC", "-cp", tool, "CompileServer"], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, text=True, encoding="utf-8")
        self.lock = threading.Lock()
        self.base = os.path.join(scratch, "base")
        status = self.compile("", self.base, [sources])
        if status != "ok":
            raise EnvironmentProblem(f"the unmutated Java port does not compile: {printable(status)}")
        self.mutant = os.path.join(scratch, "mutant")

    def compile(self, classpath, out, sources):
        with self.lock:
            self.server.stdin.write("\t".join([classpath, out] + sources) + "\n")
            self.server.stdin.flush()
            return self.server.stdout.readline().strip() or "fail the compile server ended"

    def compile_mutant(self, module):
        """The mutated file's package compiled into a fresh folder: a constant it declares is
        inlined where its package uses it. Returns the classpath, or None when javac refuses it."""
        shutil.rmtree(self.mutant, ignore_errors=True)
        package = os.path.dirname(os.path.join(self.sources, os.path.relpath(module, JAVA_SOURCES)))
        status = self.compile(self.base, self.mutant, [package])
        return (self.mutant + os.pathsep + self.base) if status == "ok" else None, status

    def close(self):
        self.server.stdin.close()
        self.server.wait()


class Judge:
    """Runs module texts of one port in one scratch copy and says whether the vectors caught them."""

    def __init__(self, payspec, root, dest, port, compiler=None):
        self.payspec, self.root, self.port, self.compiler = payspec, root, port, compiler
        self.dir = os.path.join(dest, "tools", "adapters", PORTS[port]["dir"])

    def run(self, module, text, choices, suites):
        path = os.path.join(self.dir, module)
        with open(path, encoding="utf-8") as f:
            pristine = f.read()
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(declare(self.port, text, choices))
            if self.port != "java":
                return self._run(suites, self._adapter())
            classpath, status = self.compiler.compile_mutant(module)
            if classpath is None:
                return Verdict("invalid", status)
            return self._run(suites, self._java_adapter(classpath, choices))
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(pristine)

    def _adapter(self):
        return f"{PORTS[self.port]['interpreter']} {os.path.join(self.dir, PORTS[self.port]['adapter'])}"

    def _java_adapter(self, classpath, choices):
        words = ["java"] + JVM_OPTIONS + ["-cp", classpath, "payspec.adapter.Main", "--spec", os.path.join(self.root, "spec")]
        for ambiguity, option in sorted(choices.items()):
            words += ["--choice", f"{ambiguity}={option}"]
        return " ".join(words)

    def _run(self, suites, adapter):
        argv = [self.payspec, "run", "--adapter", adapter, "--golden", os.path.join(self.root, "golden"),
                "--format", "json", "--timeout", VECTOR_TIMEOUT, "--handshake-timeout", HANDSHAKE_TIMEOUT,
                "--give-up-after", "1"]
        for suite in suites:
            argv += ["--suite", suite]
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", NO_COLOR="1")
        try:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=RUN_TIMEOUT, env=env,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return Verdict("timeout", f"payspec run did not finish in {RUN_TIMEOUT} s")
        if done.returncode == 3:
            return Verdict("killed", "the adapter could not start")
        if done.returncode not in (0, 1):
            raise EnvironmentProblem(f"payspec run exited {done.returncode}: {printable(done.stderr.strip()[-400:])}")
        try:
            report = json.loads(done.stdout)
        except ValueError:
            raise EnvironmentProblem(f"payspec run wrote no JSON report: {printable(done.stderr.strip()[-400:])}")
        results = report.get("results") or []
        if not results:
            raise EnvironmentProblem(f"payspec run judged no vector of {', '.join(suites)}")
        # a vector with no defined output under a declared option is not sent: nothing to judge
        bad = [r for r in results if r["status"] != "passed"
               and not (r["status"] == "unsupported" and "no defined output under the declared choice" in r.get("message", ""))]
        if done.returncode == 0 and not bad and not report.get("protocolErrors"):
            return Verdict("survived")
        wrong = [r for r in bad if r["status"] in ("failed", "errored", "unexpected-pass")]
        hung = [r for r in bad if r["status"] == "timed-out"]
        if wrong:
            return Verdict("killed", f"{wrong[0]['status']} {wrong[0]['id']}")
        if hung:
            return Verdict("timeout", f"timed-out {hung[0]['id']}")
        if bad:
            return Verdict("killed", f"{bad[0]['status']} {bad[0]['id']}")
        return Verdict("killed", f"{len(report.get('protocolErrors') or [])} protocol errors")
