#!/usr/bin/env python3
"""A copy of PaySpec's preset texts with one kind of damage, and how often the verdict sees it.

    damaged_texts.py adapter KIND CHANGED_FILE   # the Python port, every preset text damaged by KIND
    damaged_texts.py measure [--payspec PATH]    # every KIND: of the vectors whose text changed, how many fail

KIND `paid-for-authorized` is no damage but a wrong text: the status view and the presets give
the statusPaid text of the language where statusAuthorized's is due. `reworded` words every
preset text the port's own way (an honest rewording, consistent everywhere: must stay green),
and `reworded-paid-for-authorized` does so and shows the (reworded) paid text for an authorized
payment in the status view only.

The adapter runs tools/adapters/python/adapter.py and rewrites each answer string that is one of
PaySpec's preset texts (spec/translations) with KIND; the ids of the vectors whose answer changed
go to CHANGED_FILE, one a line. `measure` runs `payspec run` once per kind and prints, per kind,
the failed vectors among the changed ones. Standard library only.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile
import threading
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
PORT = os.path.join(ROOT, "tools", "adapters", "python", "adapter.py")


def strip_marks(text):
    out = []
    for c in unicodedata.normalize("NFD", text):
        if unicodedata.category(c) != "Mn":
            out.append(c)
    return unicodedata.normalize("NFC", "".join(out))


def cp1252(text):
    out = []
    for b in text.encode("utf-8"):
        try:
            out.append(bytes([b]).decode("cp1252"))
        except UnicodeDecodeError:
            out.append(chr(b))
    return "".join(out)


DAMAGE = {
    "decomposed": lambda t: unicodedata.normalize("NFD", t),
    "nfkc": lambda t: unicodedata.normalize("NFKC", t),
    "diacritics-stripped": strip_marks,
    "windows-1252": cp1252,
    "latin-1": lambda t: t.encode("utf-8").decode("latin-1"),
    "question-marks": lambda t: t.encode("ascii", "replace").decode("ascii"),
    "replacement-character": lambda t: t.encode("latin-1", "replace").decode("utf-8", "replace"),
    "no-break-spaces": lambda t: t.replace(" ", "\u00a0"),
    "doubled-spaces": lambda t: t.replace(" ", "  "),
    # a style, not damage: must stay green
    "upper-case": lambda t: t.upper(),
    "paid-for-authorized": None,
    "reworded": None,
    "reworded-paid-for-authorized": None,
}


def catalogs():
    out = {}
    for path in glob.glob(os.path.join(ROOT, "spec", "translations", "*.json")):
        with open(path, encoding="utf-8") as f:
            table = json.load(f)
        out[table["language"]] = {row["key"]: row["value"] for row in table["rows"]}
    return out


def presets():
    return {text for catalog in catalogs().values() for text in catalog.values()}


def paid_for_authorized(language):
    c = catalogs().get(language or "en", {})
    return {c["statusAuthorized"]: c["statusPaid"]} if c else {}


def reword(text):
    return "«" + text + "»"


def damage_answer(value, texts, kind):
    if isinstance(value, str) and value in texts:
        if kind == "reworded":
            return reword(value)
        if kind == "reworded-paid-for-authorized":
            return reword(texts[value])
        if kind == "paid-for-authorized":
            return texts[value]
        return DAMAGE[kind](value)
    if isinstance(value, dict):
        return {k: damage_answer(v, texts, kind) for k, v in value.items()}
    if isinstance(value, list):
        return [damage_answer(v, texts, kind) for v in value]
    return value


def forward(source, port, languages):
    """Hands the requests to the port, noting each vector's language (an input's `language`)."""
    for line in source:
        request = json.loads(line)
        if request.get("type") == "vector" and isinstance(request.get("input"), dict):
            languages[request["id"]] = request["input"].get("language")
        port.stdin.write(line)
        port.stdin.flush()
    port.stdin.close()


def adapter(kind, changed_path):
    every = presets()
    languages = {}
    port = subprocess.Popen([sys.executable, PORT], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8")
    threading.Thread(target=forward, args=(sys.stdin, port, languages), daemon=True).start()
    with open(changed_path, "a", encoding="utf-8") as changed:
        for line in port.stdout:
            message = json.loads(line)
            if message.get("type") == "result":
                texts = every
                if kind == "paid-for-authorized" or kind == "reworded-paid-for-authorized" and "/show-authorized" in message["id"]:
                    texts = paid_for_authorized(languages.get(message["id"]))
                elif kind == "reworded-paid-for-authorized":
                    texts = {t: t for t in every}
                output = damage_answer(message["output"], texts, kind)
                if output != message["output"]:
                    changed.write(message["id"] + "\n")
                    changed.flush()
                    message["output"] = output
            sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
            sys.stdout.flush()
    return port.wait()


def measure(payspec):
    print("| damage | vectors whose text it changes | failed | share |")
    print("|---|---|---|---|")
    for kind in DAMAGE:
        with tempfile.TemporaryDirectory() as tmp:
            changed_path = os.path.join(tmp, "changed")
            open(changed_path, "w").close()
            command = f"{sys.executable} {os.path.abspath(__file__)} adapter {kind} {changed_path}"
            run = subprocess.run([payspec, "run", "--adapter", command, "--format", "json", "--suite", "comgate.*"],
                                 capture_output=True, text=True, encoding="utf-8")
            report = json.loads(run.stdout)
            with open(changed_path, encoding="utf-8") as f:
                changed = set(f.read().split())
            failed = {r["id"] for r in report["results"] if r["status"] == "failed"}
            share = 100.0 * len(changed & failed) / len(changed) if changed else 0.0
            print(f"| {kind} | {len(changed)} | {len(changed & failed)} | {share:.1f} % |")
            if kind.endswith("paid-for-authorized"):
                languages = {i.rsplit("-", 1)[1] for i in changed & failed if "/show-authorized-" in i}
                print(f"|   languages whose show(authorized) fails | {len(languages)} | | |")


def main(argv):
    if len(argv) == 4 and argv[1] == "adapter" and argv[2] in DAMAGE:
        return adapter(argv[2], argv[3])
    if len(argv) >= 2 and argv[1] == "measure":
        payspec = argv[3] if len(argv) == 4 and argv[2] == "--payspec" else os.path.join(ROOT, ".build", "debug", "payspec")
        measure(payspec)
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
