"""One mutant through `payspec run --adapter ...` in a scratch copy of the adapters.

The shipped port is never written: every worker owns a copy of tools/adapters (spec/ linked,
golden/ read in place) and writes the mutated module there, restoring it after the run.
"""

import json
import os
import shutil
import subprocess
from dataclasses import dataclass

from text_safety import printable

HELPERS = "payspec_mutation_helpers.py"
PORTS = {
    "python": {"dir": "python", "adapter": "adapter.py", "interpreter": "python3",
               "modules": ["payspec_comgate.py", "payspec_seb_moneycollect.py"]},
    "node": {"dir": "node", "adapter": "adapter.js", "interpreter": "node",
             "modules": ["comgate.js", "seb_moneycollect.js"]},
}
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
                        ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(os.path.join(helpers_dir, HELPERS), os.path.join(adapters, "python", HELPERS))
    os.symlink(os.path.join(root, "spec"), os.path.join(dest, "spec"))
    return adapters


def declare(port, text, choices):
    """The module text with CHOICES declared, appended so that no line moves."""
    if not choices:
        return text
    literal = json.dumps(choices, sort_keys=True)
    # Added to the choices the module declares itself (the Node port declares one).
    if port == "python":
        return text + f"\nCHOICES = {{**globals().get('CHOICES', {{}}), **{literal}}}\n"
    return text + f"\nmodule.exports.CHOICES = {{ ...(module.exports.CHOICES || {{}}), ...{literal} }};\n"


class Judge:
    """Runs module texts of one port in one scratch copy and says whether the vectors caught them."""

    def __init__(self, payspec, root, dest, port):
        self.payspec, self.root, self.port = payspec, root, port
        self.dir = os.path.join(dest, "tools", "adapters", PORTS[port]["dir"])

    def run(self, module, text, choices, suites):
        path = os.path.join(self.dir, module)
        with open(path, encoding="utf-8") as f:
            pristine = f.read()
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(declare(self.port, text, choices))
            return self._run(suites)
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(pristine)

    def _run(self, suites):
        adapter = f"{PORTS[self.port]['interpreter']} {os.path.join(self.dir, PORTS[self.port]['adapter'])}"
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
        bad = [r for r in results if r["status"] != "passed"]
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
