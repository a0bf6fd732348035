"""Mutants of a JavaScript port, enumerated from its tokens (no JavaScript parser in Python).

The token level reaches the same operator families as the Python walker where a token says
enough: comparisons, boolean operators, `??`, negation, literals, normalisation calls, `if`
conditions (by matching parentheses) and simple statements on one line. Strings inside a
`throw` statement (error messages) and template literals are not mutated.
"""

import re

from mutant import Edit, Mutant, Token, layout_end

PUNCTUATORS = sorted("""=== !== == != <= >= => && || ?? ?. ++ -- += -= *= /= ** ... < > = ! + - * / % ( ) [ ] { } ; , . : ? & | ^ ~""".split(),
                     key=len, reverse=True)
REGEX_BEFORE = set("( , = : [ ! & | ? { } ; === !== == != && || ?? return typeof".split())
FLIPS = {"===": "!==", "!==": "===", "==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">"}
CASE_METHODS = {"trim", "trimEnd", "trimStart", "toUpperCase", "toLowerCase"}
STATEMENT = re.compile(r"^\s*(?!const |let |var |return |if |else|for |while |throw |case |default|function |class |\}|\))"
                       r"[A-Za-z_$][\w$.]*(\[[^\]]*\])*\s*(=(?!=)|\+=|-=|\.push\(|\+\+|--|\()")


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
        j = layout_end(text, i)
        if j > i:
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

    depth = 0  # braces open: a statement after a function's closing brace belongs to the module
    for k, t in enumerate(tokens):
        prev = tokens[k - 1] if k else None
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        if t.kind == "punct" and t.text in ("{", "}"):
            depth += 1 if t.text == "{" else -1
            if depth == 0:
                function = "<module>"
        if t.kind == "name" and t.text == "function" and nxt and nxt.kind == "name":
            function = nxt.text
        elif t.kind == "name" and nxt and nxt.text == "=" and prev and prev.text in ("const", "let") \
                and k + 3 < len(tokens) and (tokens[k + 2].text in ("(", "function") or tokens[k + 3].text == "=>"):
            function = t.text
        if t.kind == "punct":
            if t.text in ("===", "!==") and nxt and nxt.text in ("null", "undefined") and prev and prev.kind == "name" \
                    and t.line not in throw_lines and not (k >= 2 and tokens[k - 2].text in (".", "?.")):
                loose = t.text[:-1]
                add("absent-vs-null", t, f"{loose} null", f"{t.text} {nxt.text} -> {loose} null (absent and null alike)",
                    end=nxt.end)
                if nxt.text == "null":
                    joined = f"({prev.text} === null || {prev.text} === '')" if t.text == "===" \
                        else f"({prev.text} !== null && {prev.text} !== '')"
                    mutants.append(Mutant("empty-as-absent", function, prev.line, nxt.end[0],
                                          [Edit(prev.line, prev.col, *nxt.end, joined)], "an empty string read as absent"))
            if t.text in ("<", "<=", ">", ">=") and prev and prev.kind == "name" and nxt and nxt.kind == "number" \
                    and not (k >= 2 and tokens[k - 2].text == "."):
                mutants.append(Mutant("narrowing", function, prev.line, prev.line,
                                      [Edit(prev.line, prev.col, *prev.end, f"({prev.text} | 0)")],
                                      "number narrowed to a 32-bit int (| 0)"))
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
        elif t.kind == "name" and _prototype_lookup(tokens, k, matching, text) and t.line not in throw_lines:
            start, op_end, new, description = _prototype_lookup(tokens, k, matching, text)
            mutants.append(Mutant("prototype-lookup", function, start.line, op_end[0],
                                  [Edit(start.line, start.col, *op_end, new)], description))
        elif t.kind == "name" and t.text == "split" and prev and prev.text == "." and t.line not in throw_lines \
                and _split_join(tokens, k, matching, text):
            op_end, new = _split_join(tokens, k, matching, text)
            add("replacement-pattern", t, new, "split/join as replace: $&, $` and $' in the inserted value expanded",
                end=op_end)
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
    tokens_mutants = list(mutants)  # the function of a line comes from the token mutants, in source order
    for number, line in enumerate(lines, start=1):
        if STATEMENT.match(line) and line.rstrip().endswith(";") and _balanced(line) and number not in throw_lines:
            stripped = line.lstrip()
            col = len(line) - len(stripped)
            owner = _function_at(tokens_mutants, number) or "<module>"
            mutants.append(Mutant("statement-deleted", owner, number, number,
                                  [Edit(number, col, number, len(line), ";")], "statement deleted"))
    return mutants


def _source(text, a, b):
    """The text from the start of token a to the end of token b."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    (bl, bc) = b.end
    return text[starts[a.line - 1] + a.col:starts[bl - 1] + bc]


def _prototype_lookup(tokens, k, matching, text):
    """A lookup that a plain object would answer for inherited names: `lookup(table, key)` or
    `has(object, key)` (the port's own-property helpers) read as `table[key]` / `key in object`,
    and `MAP.get(key)` / `MAP.has(key)` on a Map read through a plain object. (first token, end,
    new text, description), or None."""
    t = tokens[k]
    prev = tokens[k - 1] if k else None
    if k + 1 >= len(tokens) or tokens[k + 1].text != "(":
        return None
    close = matching(k + 1)
    if close is None or close == k + 2:
        return None
    inner = _source(text, tokens[k + 2], tokens[close - 1])
    if t.text in ("lookup", "has") and not (prev and prev.text in (".", "function", "const")):
        commas = [j for j in range(k + 2, close) if tokens[j].text == "," and _depth(tokens, k + 2, j) == 0]
        if len(commas) != 1:
            return None
        a = _source(text, tokens[k + 2], tokens[commas[0] - 1])
        b = _source(text, tokens[commas[0] + 1], tokens[close - 1])
        new = f"({a})[{b}]" if t.text == "lookup" else f"(({b}) in ({a}))"
        return t, tokens[close].end, new, "own-property check dropped: inherited names such as constructor found"
    if t.text in ("get", "has") and prev and prev.text == "." and k >= 3 and tokens[k - 2].kind == "name" \
            and tokens[k - 2].text[:1].isupper() and tokens[k - 3].text != ".":
        receiver = tokens[k - 2]  # a module-level table (upper-case name) held in a Map
        new = f"Object.fromEntries({receiver.text})[{inner}]" if t.text == "get" else f"(({inner}) in Object.fromEntries({receiver.text}))"
        return receiver, tokens[close].end, new, "Map read as a plain object: inherited names found"
    return None


def _depth(tokens, start, stop):
    depth = 0
    for j in range(start, stop):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(tokens[j].text, 0) if tokens[j].kind == "punct" else 0
    return depth


def _split_join(tokens, k, matching, text):
    """`.split(A).join(B)` -> `.replace(A, B)`: (end, new text), or None."""
    if k + 1 >= len(tokens) or tokens[k + 1].text != "(":
        return None
    close = matching(k + 1)
    if close is None or close + 3 >= len(tokens) or tokens[close + 1].text != "." or tokens[close + 2].text != "join" \
            or tokens[close + 3].text != "(" or tokens[k + 2].kind != "string":
        return None
    end = matching(close + 3)
    if end is None or end == close + 4:
        return None
    target = _source(text, tokens[k + 2], tokens[close - 1])
    value = _source(text, tokens[close + 4], tokens[end - 1])
    return tokens[end].end, f"replace({target}, {value})"


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
