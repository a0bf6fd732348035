"""The CPython yardstick for `payspec l10n bench`: the core of a translation check written the
short way, standard library only (ElementTree, sets, one regex).

Usage: python3 tools/bench/l10n_yardstick.py android|xliff1.2|xliff2.0 DIR

For every language file under DIR (as `payspec l10n bench --write-only` lays them out), it reads
each string, then compares each language with the base (en): missing and extra keys, empty
texts, and the placeholders of each text against the base's. Prints the number of strings read
and of findings; exits 1 when it read nothing.
"""

import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:ll|l|h|q|z|t|j)?[@dDuUxXoOfeEgGcCsSpaAi%]|\{[A-Za-z0-9_]+\}")
XLIFF12 = "{urn:oasis:names:tc:xliff:document:1.2}"
XLIFF20 = "{urn:oasis:names:tc:xliff:document:2.0}"


def android(directory):
    catalogs = {}
    for path in glob.glob(os.path.join(directory, "res", "values*", "strings.xml")):
        folder = os.path.basename(os.path.dirname(path))
        language = "en" if folder == "values" else folder[len("values-"):]
        texts = {}
        for element in ET.parse(path).getroot().iter("string"):
            text = "".join(element.itertext())
            texts[element.get("name")] = text.replace("\\'", "'").replace('\\"', '"').replace("\\n", "\n")
        catalogs[language] = texts
    return catalogs


def xliff12(directory):
    catalogs = {}
    for path in glob.glob(os.path.join(directory, "*.xliff")):
        for file in ET.parse(path).getroot().iter(XLIFF12 + "file"):
            language = file.get("target-language")
            texts = catalogs.setdefault(language, {})
            base = catalogs.setdefault(file.get("source-language"), {})
            for unit in file.iter(XLIFF12 + "trans-unit"):
                key = unit.get("id")
                source = unit.find(XLIFF12 + "source")
                target = unit.find(XLIFF12 + "target")
                base[key] = "".join(source.itertext()) if source is not None else ""
                if target is not None:
                    texts[key] = "".join(target.itertext())
    return catalogs


def xliff20(directory):
    catalogs = {}
    for path in glob.glob(os.path.join(directory, "xliff2", "*.xlf")):
        root = ET.parse(path).getroot()
        texts = catalogs.setdefault(root.get("trgLang"), {})
        base = catalogs.setdefault(root.get("srcLang"), {})
        for unit in root.iter(XLIFF20 + "unit"):
            key = unit.get("id")
            for segment in unit.iter(XLIFF20 + "segment"):
                source = segment.find(XLIFF20 + "source")
                target = segment.find(XLIFF20 + "target")
                base[key] = "".join(source.itertext()) if source is not None else ""
                if target is not None:
                    texts[key] = "".join(target.itertext())
    return catalogs


def check(catalogs, base_language="en"):
    base = catalogs.get(base_language, {})
    base_placeholders = {key: sorted(PLACEHOLDER.findall(text)) for key, text in base.items()}
    findings = 0
    for language, texts in catalogs.items():
        if language == base_language:
            continue
        keys = set(texts)
        findings += len(set(base) - keys) + len(keys - set(base))
        for key, text in texts.items():
            if not text.strip():
                findings += 1
            elif key in base_placeholders and sorted(PLACEHOLDER.findall(text)) != base_placeholders[key]:
                findings += 1
    return findings


def main():
    readers = {"android": android, "xliff1.2": xliff12, "xliff2.0": xliff20}
    if len(sys.argv) != 3 or sys.argv[1] not in readers:
        sys.exit("usage: l10n_yardstick.py android|xliff1.2|xliff2.0 DIR")
    catalogs = readers[sys.argv[1]](sys.argv[2])
    strings = sum(len(texts) for texts in catalogs.values())
    if strings == 0:
        sys.exit("no strings read under " + sys.argv[2])
    print(f"{strings} strings, {check(catalogs)} findings")


main()
