"""Mutants of a JavaScript port, enumerated from its tokens (no JavaScript parser in Python).

The token level reaches the same operator families as the Python walker where a token says
enough: comparisons, boolean operators, `??`, negation, literals, normalisation calls, `if`
conditions (by matching parentheses) and simple statements on one line. Strings inside a
`throw` statement (error messages) and template literals are not mutated.
"""

import re

from mutant import Edit, Mutant

PUNCTUATORS = sorted("""=== !== == != <= >= => && || ?? ?. ++ -- += -= *= /= ** ... < > = ! + - * / % ( ) [ ] { } ; , . : ? & | ^ ~""".split(),
                     key=len, reverse=True)
REGEX_BEFORE = set("( , = : [ ! & | ? { } ; === !== == != && || ?? return typeof".split())
FLIPS = {"===": "!==", "!==": "===", "==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">"}
CASE_METHODS = {"trim", "trimEnd", "trimStart", "toUpperCase", "toLowerCase"}
STATEMENT = re.compile(r"^\s*(?!const |let |var |return |if |else|for |while |throw |case |default|function |class |\}|\))"
                       r"[A-Za-z_$][\w$.]*(\[[^\]]*\])*\s*(=(?!=)|\+=|-=|\.push\(|\+\+|--|\()")


class Token:
    def __init__(self, kind, text, line, col):
        self.kind, self.text, self.line, self.col = kind, text, line, col

    @property
    def end(self):
        return self.line, self.col + len(self.text)


def tokenize(text):
    """(kind, text, line, col) for every token; kinds: name, number, string, template, regex, punct."""
    tokens, i, line, col = [], 0, 1, 0
    n = len(text)

    def advance(s):
        nonlocal line, col
        for ch in s:
            if ch == "\n":
                line, col = line + 1, 0
            else:
                col += 1

    while i < n:
        ch = text[i]
        if ch in " \t\r\n":
            advance(ch); i += 1; continue
        if text.startswith("//", i):
            j = text.find("\n", i); j = n if j < 0 else j
            advance(text[i:j]); i = j; continue
        if text.startswith("/*", i):
            j = text.index("*/", i) + 2
            advance(text[i:j]); i = j; continue
        start = (line, col)
        if ch in "'\"":
            j = i + 1
            while text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            kind, j = "string", j + 1
        elif ch == "`":
            j, depth = i + 1, 0
            while depth or text[j] != "`":
                if text[j] == "\\":
                    j += 1
                elif text.startswith("${", j):
                    depth += 1
                elif text[j] == "}" and depth:
                    depth -= 1
                j += 1
            kind, j = "template", j + 1
        elif ch == "/" and (not tokens or tokens[-1].text in REGEX_BEFORE):
            j, in_class = i + 1, False
            while in_class or text[j] != "/":
                if text[j] == "\\":
                    j += 1
                elif text[j] == "[":
                    in_class = True
                elif text[j] == "]":
                    in_class = False
                j += 1
            j += 1
            while j < n and text[j].isalpha():
                j += 1
            kind = "regex"
        elif ch.isdigit():
            m = re.compile(r"\d+(\.\d+)?").match(text, i)
            kind, j = "number", m.end()
        elif ch.isalpha() or ch in "_$":
            m = re.compile(r"[A-Za-z_$][\w$]*").match(text, i)
            kind, j = "name", m.end()
        else:
            p = next(p for p in PUNCTUATORS if text.startswith(p, i))
            kind, j = "punct", i + len(p)
        tokens.append(Token(kind, text[i:j], *start))
        advance(text[i:j])
        i = j
    return tokens


def enumerate_mutants(text):
    """Every mutant of one JavaScript module, in source order."""
    tokens = tokenize(text)
    lines = text.splitlines()
    mutants = []
    function = "<module>"
    throw_lines = {i + 1 for i, l in enumerate(lines) if re.search(r"\bthrow\b", l)}

    def add(op, t, new, description, end=None):
        el, ec = end if end else t.end
        mutants.append(Mutant(op, function, t.line, el, [Edit(t.line, t.col, el, ec, new)], description))

    def matching(index):
        depth = 0
        for j in range(index, len(tokens)):
            depth += {"(": 1, ")": -1}.get(tokens[j].text, 0) if tokens[j].kind == "punct" else 0
            if depth == 0:
                return j
        return None

    for k, t in enumerate(tokens):
        prev = tokens[k - 1] if k else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if t.kind == "name" and t.text == "function" and nxt and nxt.kind == "name":
            function = nxt.text
        elif t.kind == "name" and nxt and nxt.text == "=" and prev and prev.text in ("const", "let") \
                and k + 3 < len(tokens) and (tokens[k + 2].text in ("(", "function") or tokens[k + 3].text == "=>"):
            function = t.text
        if t.kind == "punct":
            if t.text in FLIPS:
                add("comparison-flip", t, FLIPS[t.text], f"{t.text} -> {FLIPS[t.text]}")
            elif t.text in ("&&", "||"):
                other = "||" if t.text == "&&" else "&&"
                add("boolean-flip", t, other, f"{t.text} -> {other}")
                if t.text == "||":
                    add("truthy-to-not-none", t, "??", "|| -> ?? (default only for null)")
            elif t.text == "??":
                add("null-vs-falsy", t, "||", "?? -> || (empty counts as missing)")
            elif t.text == "!" and nxt and nxt.text != "=":
                add("negation-dropped", t, "", "! dropped")
            elif t.text in ("+", "-") and prev and prev.kind in ("name", "number", "punct") and prev.text not in "(,=" \
                    and nxt and nxt.kind in ("name", "number") and prev.kind != "string":
                other = "-" if t.text == "+" else "+"
                add("arithmetic", t, other, f"{t.text} -> {other}")
            elif t.text in ("+=", "-="):
                other = "-=" if t.text == "+=" else "+="
                add("arithmetic", t, other, f"{t.text} -> {other}")
            elif t.text == "." and nxt and nxt.kind == "name" and nxt.text in CASE_METHODS \
                    and k + 3 < len(tokens) and tokens[k + 2].text == "(" and tokens[k + 3].text == ")":
                add("normalisation-dropped", t, "", f".{nxt.text}() dropped", end=tokens[k + 3].end)
        elif t.kind == "string" and t.line not in throw_lines and not (prev and prev.text in ("require",)):
            if nxt and nxt.text == ":" and prev and prev.text in ("{", ","):
                pass  # an object key: covered by its value and by entry mutants below
            quote = t.text[0]
            add("constant", t, quote * 2 if len(t.text) > 2 else quote + "x" + quote, "string constant changed")
        elif t.kind == "number" and "." not in t.text:
            value = int(t.text)
            add("constant", t, str(value + 1), f"{value} -> {value + 1}")
            if value:
                add("constant", t, str(value - 1), f"{value} -> {value - 1}")
        elif t.kind == "name":
            if t.text in ("true", "false"):
                other = "false" if t.text == "true" else "true"
                add("constant", t, other, f"{t.text} -> {other}")
            elif t.text == "null" and t.line not in throw_lines:
                add("null-vs-empty", t, "''", "null -> empty string")
            elif t.text == "continue":
                add("continue-to-break", t, "break", "continue replaced by break")
            elif t.text == "if" and nxt and nxt.text == "(":
                close = matching(k + 1)
                if close is not None:
                    body = tokens[close + 1] if close + 1 < len(tokens) else None
                    guard = body is not None and body.text == "throw"
                    first, last = tokens[k + 2], tokens[close - 1]
                    add("condition-true", first, "true", "condition always true", end=last.end)
                    if not guard:
                        add("condition-false", first, "false", "condition always false", end=last.end)
            elif t.text == "return" and prev and prev.text == ")" and t.line not in throw_lines:
                # `if (...) return x;` on one line: the early return deleted
                semicolon = next((j for j in range(k, len(tokens)) if tokens[j].text == ";"), None)
                if semicolon is not None and tokens[semicolon].line == t.line:
                    add("return-deleted", t, ";", "early return deleted", end=tokens[semicolon].end)
    for number, line in enumerate(lines, start=1):
        if STATEMENT.match(line) and line.rstrip().endswith(";") and _balanced(line) and number not in throw_lines:
            stripped = line.lstrip()
            col = len(line) - len(stripped)
            owner = _function_at(mutants, number) or "<module>"
            mutants.append(Mutant("statement-deleted", owner, number, number,
                                  [Edit(number, col, number, len(line), ";")], "statement deleted"))
    return mutants


def _balanced(line):
    depth = 0
    for ch in re.sub(r"'[^']*'|\"[^\"]*\"", "", line):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


def _function_at(mutants, line):
    best = None
    for m in mutants:
        if m.line <= line:
            best = m.function
    return best
