"""One golden-surviving mutant through `payspec fuzz --adapter ...` in a scratch copy of the adapters.

The vectors did not catch the mutant; does a time-boxed fuzz campaign (generated inputs judged by
the reference model) catch it? The campaign stops at the first disagreement (--max-failures 1),
so its figures are what it took to kill the mutant: inputs sent up to the killing one, seconds.
"""

import json
import os
import subprocess

from judge import PORTS, EnvironmentProblem, declare
from text_safety import printable

# Past the time budget: the handshake, the shrinking of the one finding, the report.
GRACE = 120


def fuzz_mutant(payspec, root, dest, port, module, text, choices, suites, budget, seed):
    """{status: killed|survived|timeout, inputs, seconds, judged, finding} for one mutant text."""
    directory = os.path.join(dest, "tools", "adapters", PORTS[port]["dir"])
    path = os.path.join(directory, module)
    with open(path, encoding="utf-8") as f:
        pristine = f.read()
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(declare(port, text, choices))
        return _campaign(payspec, root, directory, port, suites, budget, seed)
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(pristine)


def _campaign(payspec, root, directory, port, suites, budget, seed):
    adapter = f"{PORTS[port]['interpreter']} {os.path.join(directory, PORTS[port]['adapter'])}"
    # The shipped ports declare the choices they implement; every other ambiguity is judged
    # under its reference option, as `payspec run` judges the golden vectors.
    argv = [payspec, "fuzz", "--adapter", adapter, "--golden", os.path.join(root, "golden"), "--assume-reference",
            "--time-budget", str(budget), "--seed", str(seed), "--max-failures", "1", "--shrink", "1",
            "--timeout", "3", "--format", "json"]
    for suite in suites:
        argv += ["--suite", suite]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", NO_COLOR="1")
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=budget + GRACE, env=env,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "detail": f"payspec fuzz did not finish in {budget + GRACE} s"}
    if done.returncode == 3:
        return {"status": "killed", "detail": "the adapter could not start", "inputs": 0, "seconds": 0.0}
    if done.returncode not in (0, 1):
        raise EnvironmentProblem(f"payspec fuzz exited {done.returncode}: {printable(done.stderr.strip()[-400:])}")
    try:
        report = json.loads(done.stdout)
    except ValueError:
        raise EnvironmentProblem(f"payspec fuzz wrote no JSON report: {printable(done.stderr.strip()[-400:])}")
    data = report if isinstance(report, dict) else {}
    summary = data.get("summary") or {}
    if not summary.get("judged"):
        # A small suite whose every new input is a duplicate or outside its contract: no verdict.
        return {"status": "unjudged", "judged": 0, "inputs": None, "seconds": summary.get("seconds"),
                "detail": f"nothing judged ({summary.get('made', 0)} made: {summary.get('duplicates', 0)} duplicates, "
                          f"{summary.get('outsideContract', 0)} outside the contract)"}
    out = {"judged": summary["judged"], "seconds": summary.get("seconds"), "inputsPerSecond": summary.get("inputsPerSecond")}
    first = summary.get("firstDisagreementAt")
    if first is not None:
        finding = (data.get("findings") or [{}])[0]
        out.update(status="killed", inputs=first, detail=finding.get("status", ""),
                   input=finding.get("input"), expected=finding.get("expected"), output=finding.get("output"))
    elif done.returncode == 1:
        # No disagreement but a failed campaign: a protocol error or a given-up adapter.
        out.update(status="killed", inputs=summary["judged"], detail=f"campaign failed: {summary.get('stop', '')}")
    else:
        out.update(status="survived", inputs=None, detail="")
    return out
