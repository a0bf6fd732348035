#!/usr/bin/env python3
"""Plays the device of the guides' 'recorded outputs' example: feeds the lines of
`payspec vectors export` to an adapter and writes one {"id", "output"} line per answer.
usage: record-outputs.py REQUESTS.jsonl OUTPUTS.jsonl ADAPTER [ARGS...]"""
import json
import subprocess
import sys

requests_path, outputs_path, adapter = sys.argv[1], sys.argv[2], sys.argv[3:]
lines = [json.dumps({"type": "handshake", "protocol": "payspec/1"})]
with open(requests_path, encoding="utf-8") as requests:
    for line in requests:
        request = json.loads(line)
        lines.append(json.dumps({"type": "vector", "id": request["id"], "suite": request["id"].split("/")[0], "input": request["input"]}))
lines.append(json.dumps({"type": "shutdown"}))
answers = subprocess.run(adapter, input="\n".join(lines) + "\n", capture_output=True, text=True, check=True).stdout
with open(outputs_path, "w", encoding="utf-8") as outputs:
    # Lines end at "\n" only: str.splitlines would also cut at U+2028 and U+0085, which a
    # JSON text may hold unescaped inside a string.
    for line in answers.split("\n"):
        if not line:
            continue
        answer = json.loads(line)
        if answer.get("type") == "result" and "output" in answer:
            outputs.write(json.dumps({"id": answer["id"], "output": answer["output"]}) + "\n")
