"""One mutant: text edits on a port's source, with a stable id and the lines it changes."""

import hashlib
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Edit:
    """Replace the text from (line, col) to (end_line, end_col) (1-based lines, character columns)."""
    line: int
    col: int
    end_line: int
    end_col: int
    text: str


class Token:
    """One source token of a C-like language (the Java and JavaScript mutators): its kind, text
    and where it starts."""

    def __init__(self, kind, text, line, col):
        self.kind, self.text, self.line, self.col = kind, text, line, col

    @property
    def end(self):
        return self.line, self.col + len(self.text)



def layout_end(text, i):
    """Where the white space character or comment at `i` ends, `i` itself where neither starts:
    the `//` and `/* */` rules the Java and JavaScript tokenizers share."""
    if text[i] in " \t\r\n":
        return i + 1
    if text.startswith("//", i):
        j = text.find("\n", i)
        return len(text) if j < 0 else j
    if text.startswith("/*", i):
        return text.index("*/", i) + 2
    return i

@dataclass
class Mutant:
    operator: str
    function: str
    line: int
    end_line: int
    edits: list
    description: str
    id: str = ""
    file: str = ""
    original: str = ""
    mutated: str = ""
    source: str = field(default="", repr=False)


def apply(text, edits):
    """The source with the edits made (edits must not overlap)."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    out = text
    for e in sorted(edits, key=lambda e: (e.line, e.col), reverse=True):
        a = starts[e.line - 1] + e.col
        b = starts[e.end_line - 1] + e.end_col
        out = out[:a] + e.text + out[b:]
    return out


def changed_lines(original, mutated, first, last):
    """The original lines first..last and the lines that replace them in the mutant."""
    old = original.splitlines()
    new = mutated.splitlines()
    delta = len(new) - len(old)
    before = "\n".join(old[first - 1:last])
    after = "\n".join(new[first - 1:last + delta]) if last + delta >= first else ""
    return before, after


def finish(mutants, port, file, original):
    """Fills in file, texts and stable ids; drops mutants that change nothing or repeat another.

    The id is ``port/file:function:operator:digest`` where the digest covers the original and the
    mutated lines (not their numbers), so an edit elsewhere in the file keeps every other id.
    """
    seen_sources = set()
    counts = {}
    out = []
    for m in sorted(mutants, key=lambda m: (m.line, m.edits[0].col, m.operator, m.edits[0].text)):
        source = apply(original, m.edits)
        if source == original or source in seen_sources:
            continue
        seen_sources.add(source)
        m.file, m.source = file, source
        m.original, m.mutated = changed_lines(original, source, m.line, m.end_line)
        key = (m.function, m.operator, m.original.strip(), m.mutated.strip())
        counts[key] = counts.get(key, 0) + 1
        digest = hashlib.sha1("\0".join(key[2:] + (str(counts[key]),)).encode("utf-8")).hexdigest()[:10]
        m.id = f"{port}/{file}:{m.function}:{m.operator}:{digest}"
        out.append(m)
    return out
