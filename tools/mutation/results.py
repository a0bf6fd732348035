"""The equivalents file and the outcome of a run: a JSON record per mutant and a human summary."""

import json
import os

from text_safety import printable

EQUIVALENT_FIELDS = ("file", "id", "line", "mutated", "operator", "original", "reason")


class UsageError(Exception):
    pass


def load_equivalents(path):
    """{id: record} from the equivalents file (absent file: none); a malformed file is a usage error."""
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
        where = f"{printable(path)}: entry {index + 1}"
        if not isinstance(e, dict):
            raise UsageError(f"{where}: expected an object")
        missing = [k for k in EQUIVALENT_FIELDS if k not in e]
        unknown = sorted(set(e) - set(EQUIVALENT_FIELDS))
        if missing or unknown:
            raise UsageError(f"{where}: missing {missing} unknown {unknown} (fields: {', '.join(EQUIVALENT_FIELDS)})")
        if not isinstance(e["reason"], str) or not e["reason"].strip():
            raise UsageError(f"{where} ({printable(str(e['id']))}): the reason is empty")
        if e["id"] in out:
            raise UsageError(f"{where}: {printable(e['id'])} listed twice")
        out[e["id"]] = e
    ids = [e["id"] for e in entries]
    if ids != sorted(ids):
        raise UsageError(f"{printable(path)}: entries must be sorted by id")
    return out


def equivalent_record(mutant, reason):
    return {"file": mutant.file, "id": mutant.id, "line": mutant.line, "mutated": mutant.mutated,
            "operator": mutant.operator, "original": mutant.original, "reason": reason}


def write_equivalents(path, records):
    """The equivalents file, canonical: sorted by id, one record per line."""
    rows = sorted(records.values(), key=lambda r: r["id"])
    body = ",\n".join("  " + json.dumps({k: r[k] for k in EQUIVALENT_FIELDS}, ensure_ascii=False, sort_keys=True)
                      for r in rows)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write('{"equivalent": [\n' + body + "\n]}\n")
    os.replace(path + ".tmp", path)


def stale_equivalents(equivalents, generated, records, ports):
    """Entries no longer generated, now killed, or whose lines no longer match the mutant."""
    out = []
    for eid, e in sorted(equivalents.items()):
        if eid.split("/", 1)[0] not in ports:
            continue
        mutant = generated.get(eid)
        if mutant is None:
            out.append(f"{eid}: no longer generated")
        elif (mutant.original, mutant.mutated, mutant.operator, mutant.file) != (e["original"], e["mutated"], e["operator"], e["file"]):
            out.append(f"{eid}: the entry's file, operator or lines differ from the mutant's")
        elif eid in records and records[eid]["status"] in ("killed", "timeout"):
            out.append(f"{eid}: now {records[eid]['status']} ({records[eid]['detail']})")
    return out


def record(mutant, verdict, suites, under):
    return {"id": mutant.id, "file": mutant.file, "line": mutant.line, "function": mutant.function,
            "operator": mutant.operator, "description": mutant.description, "original": mutant.original,
            "mutated": mutant.mutated, "status": verdict.status, "detail": verdict.detail, "suites": suites,
            "killedUnder": under}


def counts(records, equivalents):
    """Per operator: mutants, killed, timeout, equivalent, survived, and apart from them the
    mutants javac refused (invalid: not part of the population)."""
    table = {}
    for r in records.values():
        row = table.setdefault(r["operator"], {"mutants": 0, "killed": 0, "timeout": 0, "equivalent": 0, "survived": 0,
                                               "invalid": 0})
        if r["status"] == "invalid":
            row["invalid"] += 1
            continue
        row["mutants"] += 1
        if r["status"] == "survived":
            row["equivalent" if r["id"] in equivalents else "survived"] += 1
        else:
            row[r["status"]] += 1
    total = {k: sum(row[k] for row in table.values())
             for k in ("mutants", "killed", "timeout", "equivalent", "survived", "invalid")}
    return table, total


def score(total):
    judged = total["mutants"] - total["equivalent"]
    caught = total["killed"] + total["timeout"]
    return caught, judged, (100.0 * caught / judged if judged else 0.0)


def summary_lines(meta, records, equivalents, stale, problems):
    """The human summary: survivors with their lines, stale entries, the score per operator."""
    lines = [f"error: {printable(p)}" for p in problems]
    survivors = sorted((r for r in records.values() if r["status"] == "survived" and r["id"] not in equivalents),
                       key=lambda r: (r["file"], r["line"], r["id"]))
    for r in survivors:
        lines.append(f"SURVIVED {printable(r['id'])}")
        lines.append(f"  {r['file']}:{r['line']}: {r['operator']}: {printable(r['description'])}")
        lines.append("  - " + printable(r["original"]).replace("\n", "\n  - "))
        lines.append("  + " + printable(r["mutated"]).replace("\n", "\n  + "))
    for s in stale:
        lines.append(f"STALE {printable(s)} (update {meta['equivalents']})")
    table, total = counts(records, equivalents)
    width = max([len(k) for k in table] + [8])
    lines.append(f"{'operator':<{width}}  mutants  killed  timeout  equivalent  survived  invalid")
    for op in sorted(table):
        row = table[op]
        lines.append(f"{op:<{width}}  {row['mutants']:>7}  {row['killed']:>6}  {row['timeout']:>7}  {row['equivalent']:>10}  "
                     f"{row['survived']:>8}  {row['invalid']:>7}")
    caught, judged, percent = score(total)
    lines.append(f"{'total':<{width}}  {total['mutants']:>7}  {total['killed']:>6}  {total['timeout']:>7}  {total['equivalent']:>10}  "
                 f"{total['survived']:>8}  {total['invalid']:>7}")
    sampled = f" (a seeded sample of {meta['selected']} of {meta['generated']} mutants, seed {meta['seed']})" if meta.get("sample") else ""
    lines.append(f"mutation score: {caught}/{judged} = {percent:.1f}% of the non-equivalent mutants killed{sampled}")
    return lines


def write_result(path, meta, records, equivalents, stale, problems):
    table, total = counts(records, equivalents)
    caught, judged, percent = score(total)
    data = {"meta": meta, "perOperator": table, "total": total, "score": {"killed": caught, "judged": judged,
            "percent": round(percent, 2)}, "stale": stale, "problems": problems,
            "mutants": [dict(records[k], equivalent=k in equivalents) for k in sorted(records)]}
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    os.replace(path + ".tmp", path)
