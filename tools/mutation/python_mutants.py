"""Mutants of a Python port, enumerated from its syntax tree.

Every mutant is a list of text edits on the original source, so the reported line is exactly
the port's line with one change. Positions come from ``ast`` (byte columns, converted to
characters) and ``tokenize`` (operator tokens, which the tree does not place).
"""

import ast
import io
import tokenize

from mutant import Edit, Mutant
from taint import Taint

H = '__import__("payspec_mutation_helpers")'
# Parameters whose arguments only ever reach error messages (an input that breaks a suite's
# contract): mutating the text passed there changes no answer the vectors can see.
MESSAGE_PARAMETERS = {"where", "suite"}
# Functions that answer the ambiguity option in force: their results are the port's own option
# names, never input, so comparing them loosely changes nothing (an equivalent mutant).
CHOICE_READERS = {"_choice", "choice"}
# Input fields that name the suite's own operations (golden/suites/*.md): the port answers any
# other spelling with an error, as the contract says, so reading them loosely is equivalent.
VOCABULARY_FIELDS = {"op", "event", "flow", "termination"}
CASE_METHODS = {"strip", "rstrip", "lstrip", "upper", "lower", "casefold"}
FLIPS = {
    ast.Lt: "<=", ast.LtE: "<", ast.Gt: ">=", ast.GtE: ">", ast.Eq: "!=", ast.NotEq: "==",
    ast.In: "not in", ast.NotIn: "in", ast.Is: "is not", ast.IsNot: "is",
}
SMALL_TABLE = 12  # tables up to this size also get their adjacent entries swapped


class Source:
    """The port's text with character positions for tree nodes and tokens."""

    def __init__(self, text):
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)
                       if t.type in (tokenize.OP, tokenize.NAME)]

    def char_col(self, line, byte_col):
        return len(self.lines[line - 1].encode("utf-8")[:byte_col].decode("utf-8"))

    def start(self, node):
        return node.lineno, self.char_col(node.lineno, node.col_offset)

    def end(self, node):
        return node.end_lineno, self.char_col(node.end_lineno, node.end_col_offset)

    def segment(self, node):
        (sl, sc), (el, ec) = self.start(node), self.end(node)
        return self.text[self.starts[sl - 1] + sc:self.starts[el - 1] + ec]

    def tokens_between(self, a, b):
        """Operator and name tokens that start at or after position a and end at or before b."""
        return [t for t in self.tokens if t.start >= a and t.end <= b]


class PythonMutants(ast.NodeVisitor):
    """Walks one module and collects its mutants."""

    def __init__(self, text, runtime_tables):
        self.src = Source(text)
        self.tree = ast.parse(text)
        self.runtime_tables = runtime_tables  # module-level name -> number of entries at import
        self.mutants = []
        self.function = "<module>"
        self.quiet = 0  # > 0 inside code whose text only reaches error messages
        self.guard = 0  # > 0 inside the test of an if whose body only raises on bad input
        for node in ast.walk(self.tree):
            for child in ast.iter_child_nodes(node):
                child.parent = node
        self.signatures = self._signatures()
        self.taint = Taint(self.tree, self._entries())
        self.vocabulary = self._vocabulary()

    # -- bookkeeping -------------------------------------------------------------------------

    def _entries(self):
        """The suite entry functions: the values of the module's SUITES dict."""
        for statement in self.tree.body:
            if (isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Dict)
                    and any(isinstance(t, ast.Name) and t.id == "SUITES" for t in statement.targets)):
                return [v.id for v in statement.value.values if isinstance(v, ast.Name)]
        return []

    def input(self, node):
        """Whether NODE can carry a value from the vector's input (see taint.py), other than the
        name of one of the suite's operations."""
        if isinstance(node, ast.Name) and node.id in self.vocabulary.get(self.function, ()):
            return False
        return self.taint.tainted(node, self.function)

    def _vocabulary(self):
        """Function -> local names bound only to a VOCABULARY_FIELDS field of the input."""
        out = {}
        for f in ast.walk(self.tree):
            if not isinstance(f, ast.FunctionDef):
                continue
            bindings = {}
            for n in ast.walk(f):
                if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                    v = n.value
                    reads = isinstance(v, ast.Call) and any(
                        isinstance(a, ast.Constant) and a.value in VOCABULARY_FIELDS for a in v.args)
                    bindings.setdefault(n.targets[0].id, []).append(reads)
                elif isinstance(n, (ast.For, ast.comprehension, ast.AugAssign)):
                    for t in ast.walk(n.target):
                        if isinstance(t, ast.Name):
                            bindings.setdefault(t.id, []).append(False)
            out[f.name] = {name for name, reads in bindings.items() if all(reads)}
        return out

    def _signatures(self):
        """Function name -> indexes of its message-only positional parameters (methods skip self)."""
        out = {}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                        names = [a.arg for a in item.args.args][1:]
                        out[node.name] = {i for i, n in enumerate(names) if n in MESSAGE_PARAMETERS}
            if isinstance(node, ast.FunctionDef):
                names = [a.arg for a in node.args.args]
                if names and names[0] == "self":
                    names = names[1:]
                out.setdefault(node.name, {i for i, n in enumerate(names) if n in MESSAGE_PARAMETERS})
        return out

    def add(self, operator, node, edits, description):
        self.mutants.append(Mutant(operator, self.function, node.lineno, node.end_lineno, edits, description))

    def replace(self, operator, node, text, description):
        (sl, sc), (el, ec) = self.src.start(node), self.src.end(node)
        self.add(operator, node, [Edit(sl, sc, el, ec, text)], description)

    def seg(self, node):
        return self.src.segment(node)

    def visit_FunctionDef(self, node):
        outer, self.function = self.function, node.name
        self._early_return(node)
        self._statements(node.body, is_function_body=True)
        for statement in node.body:
            self.visit(statement)
        self.function = outer

    def visit_Raise(self, node):
        self.quiet += 1
        self.generic_visit(node)
        self.quiet -= 1

    def visit_JoinedStr(self, node):
        pass  # f-strings build messages; their parts are not mutated

    def visit_Expr(self, node):
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return  # a docstring
        self.generic_visit(node)

    # -- statements ---------------------------------------------------------------------------

    def _statements(self, body, is_function_body=False):
        """Statement deletion: each simple statement of a block replaced by pass."""
        for index, statement in enumerate(body):
            if isinstance(statement, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Continue, ast.Break)) or (
                    isinstance(statement, ast.Expr) and not isinstance(statement.value, ast.Constant)):
                self.replace("statement-deleted", statement, "pass", "statement deleted")
            elif isinstance(statement, ast.Return) and not (is_function_body and index == len(body) - 1):
                self.replace("return-deleted", statement, "pass", "return deleted: falls through")
            if isinstance(statement, ast.Continue):
                self.replace("continue-to-break", statement, "break", "continue replaced by break")
        for statement in body:
            for block in ("body", "orelse", "finalbody"):
                inner = getattr(statement, block, None)
                if isinstance(inner, list) and inner and not isinstance(statement, ast.FunctionDef):
                    self._statements(inner)
            for handler in getattr(statement, "handlers", []):
                self._statements(handler.body)

    def _early_return(self, node):
        """A function that may answer None returns None at once (a check that never runs)."""
        returns_none = any(
            isinstance(n, ast.Return) and (n.value is None or (isinstance(n.value, ast.Constant) and n.value.value is None))
            for n in ast.walk(node))
        if not returns_none:
            return
        body = node.body
        first = body[1] if len(body) > 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) else body[0]
        line, col = self.src.start(first)
        self.add("early-return", first, [Edit(line, col, line, col, "return None\n" + " " * col)], "returns None at once")

    def visit_If(self, node):
        guard = all(isinstance(s, ast.Raise) for s in node.body)
        self._condition(node.test, guard=guard)
        self.guard += guard
        self.visit(node.test)
        self.guard -= guard
        for statement in node.body + node.orelse:
            self.visit(statement)

    def visit_IfExp(self, node):
        self._condition(node.test, guard=False)
        self.generic_visit(node)

    def visit_While(self, node):
        self._condition(node.test, guard=False)
        self.generic_visit(node)

    def _condition(self, test, guard):
        if self.quiet:
            return
        self.replace("condition-true", test, "True", "condition always true (else branch deleted)")
        if not guard:  # a guard that raises on bad input: the vectors never send bad input
            self.replace("condition-false", test, "False", "condition always false (branch deleted)")
        if not guard and isinstance(test, (ast.Name, ast.Attribute, ast.Call, ast.Subscript)):
            self.replace("truthy-to-not-none", test, f"({self.seg(test)}) is not None", "truthiness read as not-None")

    # -- expressions --------------------------------------------------------------------------

    def visit_Compare(self, node):
        if self.quiet:
            return self.generic_visit(node)
        operands = [node.left] + node.comparators
        for index, op in enumerate(node.ops):
            tokens = self.src.tokens_between(self.src.end(operands[index]), self.src.start(operands[index + 1]))
            tokens = [t for t in tokens if t.string not in "()"]
            if not tokens or type(op) not in FLIPS:
                continue
            (sl, sc), (el, ec) = tokens[0].start, tokens[-1].end
            flipped = FLIPS[type(op)]
            self.add("comparison-flip", node, [Edit(sl, sc, el, ec, flipped)],
                     f"{' '.join(t.string for t in tokens)} -> {flipped}")
        if len(node.ops) == 1:
            self._loose_compare(node, node.ops[0], node.left, node.comparators[0])
            self._narrowing(node.left, node.comparators[0])
        self.generic_visit(node)

    def _narrowing(self, left, right):
        """A number from the input compared after a 32-bit narrowing (Java's (int), JS's | 0)."""
        number = lambda n: isinstance(n, ast.Constant) and type(n.value) in (int, float)  # noqa: E731
        for side, other in ((left, right), (right, left)):
            if number(other) and isinstance(side, (ast.Name, ast.Subscript, ast.Call, ast.Attribute)) and self.input(side):
                self.replace("narrowing", side, f"{H}.int32({self.seg(side)})", "number narrowed to a 32-bit int")

    def _loose_compare(self, node, op, left, right):
        lt, rt = self.seg(left), self.seg(right)
        is_text = lambda n: isinstance(n, ast.Constant) and isinstance(n.value, str)
        reads_choice = lambda n: isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in CHOICE_READERS
        if reads_choice(left) or reads_choice(right):
            return
        empty = lambda n: isinstance(n, ast.Constant) and n.value == ""
        if isinstance(op, (ast.Eq, ast.NotEq)) and empty(right) or empty(left):
            variable = left if empty(right) else right
            if self.input(variable):
                self.replace("strip-added", variable, f"{H}.strip({self.seg(variable)})", "whitespace stripped first")
        elif isinstance(op, (ast.Eq, ast.NotEq)) and (is_text(left) != is_text(right)):
            symbol = "==" if isinstance(op, ast.Eq) else "!="
            variable = left if is_text(right) else right
            if self.input(variable):
                self.replace("case-insensitive", node, f"{H}.fold({lt}) {symbol} {H}.fold({rt})", "compared ignoring case")
                self.replace("strip-added", variable, f"{H}.strip({self.seg(variable)})", "whitespace stripped first")
        elif isinstance(op, (ast.In, ast.NotIn)) and self.input(left):
            negation = "not " if isinstance(op, ast.NotIn) else ""
            if _module_table(right):
                self.replace("prototype-lookup", node, f"{negation}{H}.proto_in({lt}, {rt})",
                             "membership in a plain JavaScript object (inherited names such as constructor are members)")
            self.replace("case-insensitive", node, f"{negation}{H}.ci_in({lt}, {rt})", "membership ignoring case")
            self.replace("strip-added", left, f"{H}.strip({lt})", "whitespace stripped first")
        elif isinstance(op, ast.Is) and isinstance(right, ast.Constant) and right.value is None:
            self.replace("none-to-falsy", node, f"not ({lt})", "is None read as falsy (empty counts as missing)")
        elif isinstance(op, ast.IsNot) and isinstance(right, ast.Constant) and right.value is None:
            self.replace("none-to-falsy", node, f"bool({lt})", "is not None read as truthy (empty counts as missing)")

    def visit_Call(self, node):
        if self.quiet:
            return self.generic_visit(node)
        func = node.func
        if isinstance(func, ast.Attribute):
            receiver = self.seg(func.value)
            if func.attr in CASE_METHODS or func.attr == "replace":
                self.replace("normalisation-dropped", node, receiver, f".{func.attr}() dropped")
            if func.attr == "replace" and len(node.args) == 2 and self.input(node.args[1]):
                args = ", ".join(self.seg(a) for a in node.args)
                self.replace("replacement-pattern", node, f"{H}.js_replace({receiver}, {args})",
                             "JavaScript replace: $&, $` and $' in the inserted value expanded")
            if func.attr == "get" and self.input(func.value) and not self.quiet:
                self.replace("empty-as-absent", node, f"{H}.empty_as_none({self.seg(node)})", "an empty string read as absent")
            if func.attr == "get" and node.args and not node.keywords:
                args = [self.seg(a) for a in node.args]
                if self.input(func.value) or self.input(node.args[0]):
                    self.replace("case-insensitive", node, f"{H}.ci_get({receiver}, {', '.join(args)})",
                                 "lookup ignoring case")
                if self.input(node.args[0]):
                    self.replace("strip-added", node.args[0], f"{H}.strip({args[0]})", "key stripped first")
                if self.input(node.args[0]) and _module_table(func.value):
                    self.replace("prototype-lookup", node, f"{H}.proto_get({receiver}, {', '.join(args)})",
                                 "looked up in a plain JavaScript object (inherited names such as constructor found)")
                if len(args) == 1:
                    self.replace("null-vs-missing", node, f"{receiver}[{args[0]}]", "missing key raises instead of None")
                else:
                    self.replace("default-dropped", node, f"{receiver}.get({args[0]})", "default dropped (None)")
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
        quiet = self.signatures.get(name, set())
        self.visit(func)
        for index, arg in enumerate(node.args):
            if index in quiet:
                continue
            self.visit(arg)
        for keyword in node.keywords:
            if keyword.arg not in MESSAGE_PARAMETERS:
                self.visit(keyword.value)

    def visit_Subscript(self, node):
        if self.quiet or not isinstance(node.ctx, ast.Load) or isinstance(node.slice, ast.Slice):
            return self.generic_visit(node)
        receiver, key = self.seg(node.value), self.seg(node.slice)
        if isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            if self.input(node.value):
                self.replace("null-vs-missing", node, f"{receiver}.get({key})", "missing key reads as None")
        elif self.input(node.slice):
            self.replace("case-insensitive", node, f"{H}.ci_index({receiver}, {key})", "lookup ignoring case")
            self.replace("strip-added", node.slice, f"{H}.strip({key})", "key stripped first")
        self.generic_visit(node)

    def visit_Constant(self, node):
        if self.quiet:
            return
        value = node.value
        if isinstance(value, bool):
            self.replace("constant", node, repr(not value), f"{value} -> {not value}")
        elif isinstance(value, int):
            self.replace("constant", node, repr(value + 1), f"{value} -> {value + 1}")
            if value != 0:
                self.replace("constant", node, repr(value - 1), f"{value} -> {value - 1}")
        elif isinstance(value, str):
            new = '""' if value else '"x"'
            self.replace("constant", node, new, "string constant changed")
        elif value is None:
            self.replace("null-vs-empty", node, '""', "None -> empty string")

    def visit_BoolOp(self, node):
        if self.quiet:
            return self.generic_visit(node)
        symbol = "and" if isinstance(node.op, ast.And) else "or"
        other = "or" if symbol == "and" else "and"
        for a, b in zip(node.values, node.values[1:]):
            for t in self.src.tokens_between(self.src.end(a), self.src.start(b)):
                if t.string == symbol:
                    self.add("boolean-flip", node, [Edit(*t.start, *t.end, other)], f"{symbol} -> {other}")
        for index in range(len(node.values)):
            kept = [self.seg(v) for i, v in enumerate(node.values) if i != index]
            self.replace("operand-dropped", node, f"({f' {symbol} '.join(kept)})", f"operand {index + 1} of {symbol} dropped")
        parent = getattr(node, "parent", None)
        in_test = isinstance(parent, (ast.If, ast.IfExp, ast.While, ast.BoolOp, ast.UnaryOp)) and getattr(parent, "test", node) is node
        if symbol == "or" and len(node.values) == 2 and not in_test:
            a, b = self.seg(node.values[0]), self.seg(node.values[1])
            self.replace("truthy-to-not-none", node, f"({a} if {a} is not None else {b})",
                         "default only for None (empty kept)")
        for value in node.values:
            if in_test and not self.guard and isinstance(value, (ast.Name, ast.Attribute, ast.Call, ast.Subscript)):
                self.replace("truthy-to-not-none", value, f"({self.seg(value)}) is not None", "truthiness read as not-None")
        self.generic_visit(node)

    def visit_UnaryOp(self, node):
        if not self.quiet and isinstance(node.op, ast.Not):
            self.replace("negation-dropped", node, f"({self.seg(node.operand)})", "not dropped")
            if not self.guard and isinstance(node.operand, (ast.Name, ast.Attribute, ast.Call, ast.Subscript)):
                self.replace("truthy-to-not-none", node, f"({self.seg(node.operand)}) is None", "falsy read as None only")
        self.generic_visit(node)

    def visit_BinOp(self, node):
        textual = any(isinstance(n, (ast.JoinedStr,)) or (isinstance(n, ast.Constant) and isinstance(n.value, str))
                      for n in (node.left, node.right))
        swaps = {ast.Add: "-", ast.Sub: "+", ast.Mult: "//", ast.Mod: "//"}
        if not self.quiet and not textual and type(node.op) in swaps:
            for t in self.src.tokens_between(self.src.end(node.left), self.src.start(node.right)):
                if t.string in ("+", "-", "*", "%"):
                    new = swaps[type(node.op)]
                    self.add("arithmetic", node, [Edit(*t.start, *t.end, new)], f"{t.string} -> {new}")
        self.generic_visit(node)

    def visit_AugAssign(self, node):
        swaps = {ast.Add: "-=", ast.Sub: "+=", ast.Mult: "+="}
        if type(node.op) in swaps:
            for t in self.src.tokens_between(self.src.end(node.target), self.src.start(node.value)):
                if t.string.endswith("="):
                    new = swaps[type(node.op)]
                    self.add("arithmetic", node, [Edit(*t.start, *t.end, new)], f"{t.string} -> {new}")
        self.generic_visit(node)

    # -- collections and tables ---------------------------------------------------------------

    def visit_Dict(self, node):
        if not self.quiet and all(k is not None for k in node.keys):
            pairs = [f"{self.seg(k)}: {self.seg(v)}" for k, v in zip(node.keys, node.values)]
            for index in range(len(pairs)):
                if node.lineno == node.end_lineno:
                    kept = [p for i, p in enumerate(pairs) if i != index]
                    self.replace("entry-dropped", node, "{" + ", ".join(kept) + "}", f"entry {index + 1} dropped")
                else:
                    self._drop_span(node, node.keys, node.values, index)
        self.generic_visit(node)

    def _drop_span(self, node, starts, ends, index):
        if index + 1 < len(starts):
            a, b = self.src.start(starts[index]), self.src.start(starts[index + 1])
        elif index > 0:
            a, b = self.src.end(ends[index - 1]), self.src.end(ends[index])
        else:
            a, b = self.src.start(starts[index]), self.src.end(ends[index])
        self.add("entry-dropped", node, [Edit(*a, *b, "")], f"entry {index + 1} dropped")

    def _elements(self, node, opener, closer):
        if self.quiet or not isinstance(node.ctx, ast.Load) or len(node.elts) < 2:
            return
        parent = getattr(node, "parent", None)
        if isinstance(parent, ast.Call) or any(isinstance(e, ast.Starred) for e in node.elts):
            return
        texts = [self.seg(e) for e in node.elts]
        for index in range(len(texts)):
            kept = [t for i, t in enumerate(texts) if i != index]
            if node.lineno == node.end_lineno:
                tail = "," if opener == "(" and len(kept) == 1 else ""
                self.replace("entry-dropped", node, opener + ", ".join(kept) + tail + closer, f"element {index + 1} dropped")
            else:
                self._drop_span(node, node.elts, node.elts, index)

    def visit_Tuple(self, node):
        if self.seg(node).startswith("("):
            self._elements(node, "(", ")")
        self.generic_visit(node)

    def visit_List(self, node):
        self._elements(node, "[", "]")
        self.generic_visit(node)

    def visit_Set(self, node):
        self._elements(node, "{", "}")
        self.generic_visit(node)

    def tables(self):
        """Module-level tables read from spec/: each entry dropped, small tables' neighbours swapped."""
        for statement in self.tree.body:
            if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                    and isinstance(statement.targets[0], ast.Name)):
                continue
            if isinstance(statement.value, (ast.Dict, ast.List, ast.Tuple, ast.Set, ast.Constant)):
                continue  # a literal: its entries are mutated where they are written
            name = statement.targets[0].id
            size = self.runtime_tables.get(name)
            if not size:
                continue
            line, col = self.src.end(statement)
            for index in range(size):
                self.add("table-entry-dropped", statement,
                         [Edit(line, col, line, col, f"; {name} = {H}.drop({name}, {index})")],
                         f"{name}: entry {index + 1} of {size} dropped")
            if size <= SMALL_TABLE:
                for index in range(size - 1):
                    self.add("table-entries-swapped", statement,
                             [Edit(line, col, line, col, f"; {name} = {H}.swap({name}, {index})")],
                             f"{name}: entries {index + 1} and {index + 2} swapped")


def _module_table(node):
    """A module-level table (an upper-case name): what a JavaScript port would hold in a plain object."""
    return isinstance(node, ast.Name) and node.id.isupper()


def enumerate_mutants(text, runtime_tables):
    """Every mutant of one Python module, in source order."""
    walker = PythonMutants(text, runtime_tables)
    walker.visit(walker.tree)
    walker.tables()
    return walker.mutants
