"""Mutants of the Java port, enumerated from its tokens (no Java parser in Python).

Besides the operator families the JavaScript walker has (comparisons, boolean operators,
negation, literals, `if` conditions, statements), the JVM operators make the mistakes a Java or
Kotlin port of the result handling makes:

- locale-default-case: `toUpperCase(Locale.ROOT)` without the locale (the judge runs the JVM in
  a Turkish default locale, where `i` upper-cases to `İ`);
- trim-vs-strip: the port's Unicode `Whitespace.trim` replaced by `String.trim` (ASCII controls
  and space only) or `String.strip` (no no-break spaces); `Whitespace.is` by
  `Character.isWhitespace` (the `\\s`-like set);
- narrowing: a JSON integer read through an `(int)` cast; `Long.parseLong` as `Integer.parseInt`;
- split-trailing: `split(x, -1)` without the limit (trailing empty parts dropped), and the reverse;
- matches-vs-find: `Matcher.matches()` and `find()` swapped;
- url-encoded: a value put into a URL through `URLEncoder.encode` (form encoding, not a path);
- replacement-pattern: a literal `String.replace` as `replaceAll` of the quoted target, so `$&`,
  `$0` or `\\` in the inserted value is read as a replacement pattern;
- reference-equality: `a.equals(b)` as `a == b` (parsed strings are not interned literals);
- blank-vs-empty: `isEmpty()` as `isBlank()`;
- null-as-text: a string that may be null read through `String.valueOf` ("null");
- table-row-dropped, table-rows-swapped: one row of a spec table the port reads left out, or two
  neighbours swapped;
- branches-swapped: `if (c) A else B` as `if (!(c)) A else B`;
- else-deleted: the `else` keyword removed (the else branch always runs) or the whole else branch.

Strings inside a `throw` statement (error messages) are not mutated.
"""

import json
import os
import re

from mutant import Edit, Mutant, Token, layout_end

PUNCTUATORS = sorted("""-> :: == != <= >= && || ++ -- += -= *= /= << >> < > = ! + - * / % ( ) [ ] { } ; , . : ? & | ^ ~ @""".split(),
                     key=len, reverse=True)
FLIPS = {"==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">"}
NUMBER = re.compile(r"0[xX][0-9a-fA-F]+[lL]?|\d+(\.\d+)?[lLdDfF]?")
NAME = re.compile(r"[A-Za-z_$][\w$]*")
METHOD = re.compile(r"^\s+(?:(?:public|private|protected|static|final|synchronized|abstract)\s+)*"
                    r"(?:<[^>]+>\s+)?[\w.<>\[\], ?]+\s+(\w+)\s*\([^;]*$")
CONSTRUCTOR = re.compile(r"^\s+(?:(?:public|private|protected)\s+)?([A-Z]\w*)\s*\([^;]*\)\s*(?:throws [\w., ]+)?\{\s*$")
STATEMENT = re.compile(r"^\s*(?!return |if |else|for |while |throw |case |default|switch |try|catch|finally|\}|\)|@|//|/\*|\*)"
                       r"[A-Za-z_][\w.]*(\[[^\]]*\])*\s*(=(?!=)|\+=|-=|\.add\(|\.put\(|\.remove\(|\+\+|--|\()")


def tokenize(text):
    """Tokens with kinds name, number, string, char, punct (comments and whitespace skipped)."""
    tokens, i, line, col, n = [], 0, 1, 0, len(text)

    def advance(s):
        nonlocal line, col
        for ch in s:
            line, col = (line + 1, 0) if ch == "\n" else (line, col + 1)

    while i < n:
        ch = text[i]
        j = layout_end(text, i)
        if j > i:
            advance(text[i:j]); i = j; continue
        start = (line, col)
        if text.startswith('"""', i):
            j, kind = text.index('"""', i + 3) + 3, "string"
        elif ch in "'\"":
            j = i + 1
            while text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            kind, j = ("string" if ch == '"' else "char"), j + 1
        elif ch.isdigit():
            kind, j = "number", NUMBER.match(text, i).end()
        elif ch.isalpha() or ch in "_$":
            kind, j = "name", NAME.match(text, i).end()
        else:
            p = next(p for p in PUNCTUATORS if text.startswith(p, i))
            kind, j = "punct", i + len(p)
        tokens.append(Token(kind, text[i:j], *start))
        advance(text[i:j])
        i = j
    return tokens


def table_sizes(spec_dir):
    """{table name: number of rows} for every spec/ table."""
    out = {}
    for folder, _, files in os.walk(spec_dir):
        for f in files:
            if f.endswith(".json"):
                path = os.path.join(folder, f)
                try:
                    with open(path, encoding="utf-8") as fh:
                        rows = json.load(fh).get("rows")
                except (OSError, ValueError, AttributeError):
                    continue
                if isinstance(rows, list):
                    out[os.path.relpath(path, spec_dir)[:-5]] = len(rows)
    return out


class JavaMutants:
    def __init__(self, text, tables):
        self.text, self.tables = text, tables
        self.tokens = tokenize(text)
        self.lines = text.splitlines()
        self.mutants = []
        self.throw_lines = {i + 1 for i, l in enumerate(self.lines) if re.search(r"\bthrow\b", l)}
        self.functions = self._functions()
        # names bound by `instanceof Json.Int x` / `Json.Num x`: JSON numbers
        self.numbers = set(re.findall(r"instanceof\s+Json\.(?:Int|Num)\s+(\w+)", text))

    def _functions(self):
        """Line number -> the method (or constructor) it belongs to."""
        out, current, depth_at = {}, "<class>", None
        depth = 0
        for number, line in enumerate(self.lines, start=1):
            m = METHOD.match(line) or CONSTRUCTOR.match(line)
            if m and depth == 1 and m.group(1) not in ("if", "for", "while", "switch", "return", "new"):
                current, depth_at = m.group(1), depth
            out[number] = current
            stripped = re.sub(r'"(\\.|[^"\\])*"|\'(\\.|[^\'\\])*\'|//.*', "", line)
            depth += stripped.count("{") - stripped.count("}")
            if depth_at is not None and depth <= depth_at:
                current, depth_at = "<class>", None
        return out

    def add(self, op, first, last_end, new, description):
        line, col = first.line, first.col
        el, ec = last_end
        self.mutants.append(Mutant(op, self.functions.get(line, "<class>"), line, el, [Edit(line, col, el, ec, new)], description))

    def matching(self, index, opener="(", closer=")"):
        depth = 0
        for j in range(index, len(self.tokens)):
            t = self.tokens[j]
            if t.kind == "punct":
                depth += 1 if t.text == opener else -1 if t.text == closer else 0
                if depth == 0:
                    return j
        return None

    def source(self, a, b):
        """The text from token a to token b, inclusive."""
        lines = self.text.splitlines(keepends=True)
        starts = [0]
        for l in lines:
            starts.append(starts[-1] + len(l))
        ta, tb = self.tokens[a], self.tokens[b]
        return self.text[starts[ta.line - 1] + ta.col:starts[tb.line - 1] + tb.col + len(tb.text)]

    def statement_end(self, index):
        """The index of the token that ends the statement starting at index (its `;` or block `}`)."""
        t = self.tokens[index]
        if t.text == "{":
            return self.matching(index, "{", "}")
        depth = 0
        for j in range(index, len(self.tokens)):
            x = self.tokens[j]
            if x.kind == "punct" and x.text in "([{":
                depth += 1
            elif x.kind == "punct" and x.text in ")]}":
                depth -= 1
            elif x.text == ";" and depth == 0:
                return j
        return None

    def run(self):
        toks = self.tokens
        for k, t in enumerate(toks):
            prev = toks[k - 1] if k else None
            nxt = toks[k + 1] if k + 1 < len(toks) else None
            quiet = t.line in self.throw_lines
            if t.kind == "punct" and not quiet:
                self._punct(k, t, prev, nxt)
            elif t.kind == "string" and not quiet:
                if prev and prev.text == "(" and k >= 2 and toks[k - 2].text == "rows":
                    pass  # a table name: the table operators below cover it
                elif prev and prev.text == "case":
                    self.add("constant", t, t.end, '"x"' if len(t.text) > 2 else '"x"', "case label changed")
                else:
                    self.add("constant", t, t.end, '""' if len(t.text) > 2 else '"x"', "string constant changed")
            elif t.kind == "number" and not quiet and re.fullmatch(r"\d+", t.text):
                value = int(t.text)
                self.add("constant", t, t.end, str(value + 1), f"{value} -> {value + 1}")
                if value:
                    self.add("constant", t, t.end, str(value - 1), f"{value} -> {value - 1}")
            elif t.kind == "name" and not quiet:
                self._name(k, t, prev, nxt)
        self._statements()
        return self.mutants

    def _punct(self, k, t, prev, nxt):
        if t.text in FLIPS:
            if t.text in ("<", ">") and prev and prev.kind == "name" and prev.text[:1].isupper():
                return  # a generic type argument
            self.add("comparison-flip", t, t.end, FLIPS[t.text], f"{t.text} -> {FLIPS[t.text]}")
        elif t.text in ("&&", "||"):
            other = "||" if t.text == "&&" else "&&"
            self.add("boolean-flip", t, t.end, other, f"{t.text} -> {other}")
        elif t.text == "!" and nxt and nxt.text != "=":
            self.add("negation-dropped", t, t.end, "", "! dropped")
        elif t.text in ("+", "-") and prev and (prev.kind in ("name", "number") or prev.text in (")", "]")) \
                and nxt and nxt.kind in ("name", "number") and not (prev.kind == "string" or nxt.kind == "string"):
            other = "-" if t.text == "+" else "+"
            self.add("arithmetic", t, t.end, other, f"{t.text} -> {other}")
        elif t.text in ("++", "--") and prev and prev.kind == "name":
            other = "--" if t.text == "++" else "++"
            self.add("arithmetic", t, t.end, other, f"{t.text} -> {other}")

    def _call_args(self, k):
        """(open index, close index) of the argument list after the name at k, or None."""
        toks = self.tokens
        if k + 1 < len(toks) and toks[k + 1].text == "(":
            close = self.matching(k + 1)
            if close is not None:
                return k + 1, close
        return None

    def _receiver_start(self, dot):
        """The index of the first token of the receiver expression before the `.` at dot."""
        toks, j = self.tokens, dot - 1
        while j >= 0:
            if toks[j].text == ")":
                depth = 0
                while j >= 0:
                    depth += 1 if toks[j].text == ")" else -1 if toks[j].text == "(" else 0
                    if depth == 0:
                        break
                    j -= 1
                j -= 1  # the called name
            if j >= 0 and toks[j].kind in ("name", "string"):
                if j >= 1 and toks[j - 1].text == ".":
                    j -= 2
                    continue
                return j
            return None
        return None

    def _name(self, k, t, prev, nxt):
        toks = self.tokens
        after_dot = prev is not None and prev.text == "."
        call = self._call_args(k)
        if t.text in ("true", "false"):
            self.add("constant", t, t.end, "false" if t.text == "true" else "true", f"{t.text} flipped")
        elif t.text == "null" and prev and prev.text in ("return", "=", "?", ":", "(", ","):
            self.add("null-vs-empty", t, t.end, '""', "null -> empty string")
        elif t.text == "continue":
            self.add("continue-to-break", t, t.end, "break", "continue replaced by break")
        elif t.text == "if" and nxt and nxt.text == "(":
            close = self.matching(k + 1)
            if close is None:
                return
            first, last = toks[k + 2], toks[close - 1]
            guard = close + 1 < len(toks) and toks[close + 1].text == "throw"
            self.add("condition-true", first, last.end, "true", "condition always true")
            if not guard:
                self.add("condition-false", first, last.end, "false", "condition always false")
            body_end = self.statement_end(close + 1)
            if body_end is not None and body_end + 1 < len(toks) and toks[body_end + 1].text == "else":
                condition = self.source(k + 2, close - 1)
                self.add("branches-swapped", first, last.end, f"!({condition})", "if and else branches swapped")
        elif t.text == "else" and nxt is not None:
            self.add("else-deleted", t, t.end, "", "else dropped: the else branch always runs")
            if nxt.text != "if":
                end = self.statement_end(k + 1)
                if end is not None:
                    self.add("else-deleted", t, toks[end].end, "", "else branch deleted")
        elif after_dot and call:
            self._method_call(k, t, call)
        elif t.text in self.numbers and nxt and nxt.text == "." and k + 3 < len(toks) and toks[k + 2].text == "value" \
                and toks[k + 3].text == "(":
            self.add("narrowing", t, toks[k + 4].end, f"((int) {t.text}.value())", "JSON number narrowed to int")
        elif t.text == "Long" and nxt and nxt.text == "." and k + 2 < len(toks) and toks[k + 2].text == "parseLong":
            self.add("narrowing", t, toks[k + 2].end, "Integer.parseInt", "parseLong -> parseInt")
        elif t.text == "long" and prev and prev.text == "(" and nxt and nxt.text == ")":
            self.add("narrowing", t, t.end, "int", "(long) -> (int)")
        elif t.text == "Whitespace" and nxt and nxt.text == "." and k + 3 < len(toks) and toks[k + 3].text == "(":
            method, open_ = toks[k + 2], k + 3
            close = self.matching(open_)
            if close is None:
                return
            arg = self.source(open_ + 1, close - 1)
            if method.text == "trim":
                self.add("trim-vs-strip", t, toks[close].end, f"({arg}).trim()", "Unicode trim -> String.trim")
                self.add("trim-vs-strip", t, toks[close].end, f"({arg}).strip()", "Unicode trim -> String.strip")
            elif method.text == "is":
                self.add("trim-vs-strip", t, toks[close].end, f"Character.isWhitespace({arg})",
                         "Unicode whitespace -> Character.isWhitespace")
        elif t.text in ("stringOrNull", "optionalString") and call and not after_dot and prev and prev.text != "static":
            pass

    def _method_call(self, k, t, call):
        toks = self.tokens
        open_, close = call
        name = t.text
        dot = k - 1
        args = self.source(open_ + 1, close - 1) if close > open_ + 1 else ""
        if name in ("toUpperCase", "toLowerCase") and "ROOT" in args:
            self.add("locale-default-case", toks[open_], toks[close].end, "()", f"{name}(Locale.ROOT) -> {name}()")
        elif name in ("trim", "strip") and not args:
            other = "strip" if name == "trim" else "trim"
            self.add("trim-vs-strip", t, t.end, other, f"{name}() -> {other}()")
        elif name == "split":
            parts = [a.strip() for a in args.rsplit(",", 1)] if "," in args else [args]
            if len(parts) == 2 and parts[1] == "-1":
                self.add("split-trailing", toks[open_], toks[close].end, f"({parts[0]})", "split drops trailing empty parts")
            elif len(parts) == 1:
                self.add("split-trailing", toks[open_], toks[close].end, f"({args}, -1)", "split keeps trailing empty parts")
        elif name in ("matches", "find") and not args:
            other = "find" if name == "matches" else "matches"
            self.add("matches-vs-find", t, t.end, other, f"{name}() -> {other}()")
        elif name == "isEmpty" and not args:
            self.add("blank-vs-empty", t, t.end, "isBlank", "isEmpty() -> isBlank()")
        elif name == "isBlank" and not args:
            self.add("blank-vs-empty", t, t.end, "isEmpty", "isBlank() -> isEmpty()")
        elif name == "equals" and args:
            start = self._receiver_start(dot)
            if start is not None:
                receiver = self.source(start, dot - 1)
                self.add("reference-equality", toks[start], toks[close].end, f"({receiver} == {args})", "equals -> ==")
        elif name == "replace" and "," in args:
            target, value = [a.strip() for a in args.split(",", 1)]
            if target.startswith('"'):
                self.add("replacement-pattern", t, toks[close].end,
                         f"replaceAll(java.util.regex.Pattern.quote({target}), {value})",
                         "literal replace -> replaceAll (the value read as a replacement pattern)")
                if re.fullmatch(r"\w+", value):
                    self.add("url-encoded", toks[open_], toks[close].end,
                             f"({target}, java.net.URLEncoder.encode({value}, java.nio.charset.StandardCharsets.UTF_8))",
                             "value URL-encoded (form encoding) before it is inserted")
        elif name == "of" and args and self._receiver_start(dot) is not None \
                and self.source(self._receiver_start(dot), dot - 1) == "Map":
            # A template's values by placeholder name: each plain value URL-encoded in turn.
            parts = [a.strip() for a in args.split(",")]
            for i in range(1, len(parts), 2):
                if parts[i - 1].startswith('"') and re.fullmatch(r"\w+", parts[i]):
                    changed = parts[:i] + [f"java.net.URLEncoder.encode({parts[i]}, java.nio.charset.StandardCharsets.UTF_8)"] + parts[i + 1:]
                    self.add("url-encoded", toks[open_], toks[close].end, "(" + ", ".join(changed) + ")",
                             "value URL-encoded (form encoding) before it is inserted")
        elif name == "quoteReplacement" and args:
            self.add("replacement-pattern", toks[self._receiver_start(dot) or open_], toks[close].end, f"({args})",
                     "quoteReplacement dropped (the value read as a replacement pattern)")
        elif name in ("stringOrNull", "optionalString"):
            start = self._receiver_start(dot)
            if start is not None:
                self.add("null-as-text", toks[start], toks[close].end,
                         f"java.util.Objects.toString({self.source(start, close)}, \"null\")", "null read as \"null\"")
        elif name == "rows" and args.startswith('"') and args.endswith('"'):
            table = args[1:-1]
            size = self.tables.get(table, 0)
            start = self._receiver_start(dot)
            if start is None:
                return
            call_text = self.source(start, close)
            for index in range(size):
                self.add("table-row-dropped", toks[start], toks[close].end,
                         f"new java.util.ArrayList<>({call_text}) {{{{ remove({index}); }}}}",
                         f"{table}: row {index + 1} of {size} dropped")
            if size <= 12:
                for index in range(size - 1):
                    self.add("table-rows-swapped", toks[start], toks[close].end,
                             f"new java.util.ArrayList<>({call_text}) {{{{ add({index}, remove({index + 1})); }}}}",
                             f"{table}: rows {index + 1} and {index + 2} swapped")

    def _statements(self):
        for number, line in enumerate(self.lines, start=1):
            if STATEMENT.match(line) and line.rstrip().endswith(";") and number not in self.throw_lines \
                    and _balanced(line) and not re.match(r"^\s*(final\s+)?[A-Z][\w.<>, ?\[\]]*\s+\w+\s*(=|;)", line) \
                    and not re.match(r"^\s*(int|long|boolean|double|char|String|var)\s+\w+\s*(=|;)", line):
                col = len(line) - len(line.lstrip())
                self.mutants.append(Mutant("statement-deleted", self.functions.get(number, "<class>"), number, number,
                                           [Edit(number, col, number, len(line), ";")], "statement deleted"))


def _balanced(line):
    depth = 0
    for ch in re.sub(r'"(\\.|[^"\\])*"|\'(\\.|[^\'\\])*\'', "", line):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


def enumerate_mutants(text, tables):
    """Every mutant of one Java source file, in source order."""
    return JavaMutants(text, tables).run()


# -- reach ------------------------------------------------------------------------------------

def suites_by_class(sources):
    """{class name: set of suite names} for the port: a suite class (one with a `NAME` constant)
    reaches every class it names, transitively."""
    names = {os.path.basename(path)[:-5]: text for path, text in sources.items()}
    graph = {c: set(NAME.findall(re.sub(r'"(\\.|[^"\\])*"|//.*|/\*.*?\*/', "", text, flags=re.S))) & set(names) - {c}
             for c, text in names.items()}
    out = {}
    for c, text in names.items():
        m = re.search(r'static final String NAME = "([^"]+)"', text)
        if not m:
            continue
        seen, todo = set(), [c]
        while todo:
            x = todo.pop()
            if x in seen:
                continue
            seen.add(x)
            todo += graph.get(x, ())
        for x in seen:
            out.setdefault(x, set()).add(m.group(1))
    return out
