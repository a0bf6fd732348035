"""Which expressions of a Python port module can carry a value from the vector's input.

Loosening a comparison (case, whitespace) or a missing member only changes behaviour where the
value can come from the input: a spec table row, an ambiguity option or the port's own state
string never carries another case, stray whitespace or a missing field (the spec tables are
checked by `payspec spec check`). Mutants there are equivalent by construction, so the walker
does not make them.

The analysis is flow-insensitive and name-based, so it errs towards "tainted":
- the first parameter of every suite entry function (the input) is tainted; `self` is tainted
  (the input reader holds the input); a parameter is tainted when any call passes a tainted value;
- a local name is tainted when any assignment, loop or comprehension binds it from a tainted value;
- a function's result is tainted when any of its returns is;
- a lookup (`T[k]`, `T.get(k)`) in an untainted table yields an untainted value, whatever the key;
  any other call or operator is tainted when any operand is.
Module-level names (the tables) are untainted.
"""

import ast

UNTAINTED_PARAMETERS = {"choices"}


def _targets(node):
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, (ast.Tuple, ast.List)):
        return [n for e in node.elts for n in _targets(e)]
    if isinstance(node, ast.Starred):
        return _targets(node.value)
    return []


class Taint:
    """Fixpoint over one module: tainted names per function, tainted parameters and results."""

    def __init__(self, tree, entries):
        self.functions = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                self.functions.setdefault(node.name, node)
        self.names = {f: set() for f in self.functions}
        self.returns = set()
        for entry in entries:
            node = self.functions.get(entry)
            if node and node.args.args:
                self.names[entry].add(node.args.args[0].arg)
        for f, node in self.functions.items():
            args = [a.arg for a in node.args.args]
            if args and args[0] == "self":
                self.names[f].add("self")
        changed = True
        while changed:
            changed = False
            for f, node in self.functions.items():
                changed |= self._pass(f, node)

    def _mark(self, f, names):
        new = set(names) - self.names[f] - UNTAINTED_PARAMETERS
        self.names[f] |= new
        return bool(new)

    def _pass(self, f, node):
        changed = False
        for n in ast.walk(node):
            if isinstance(n, ast.Assign) and self.tainted(n.value, f):
                changed |= self._mark(f, [t for target in n.targets for t in _targets(target)])
            elif isinstance(n, (ast.AugAssign, ast.AnnAssign)) and n.value is not None and self.tainted(n.value, f):
                changed |= self._mark(f, _targets(n.target))
            elif isinstance(n, (ast.For, ast.comprehension)) and self.tainted(n.iter, f):
                changed |= self._mark(f, _targets(n.target))
            elif isinstance(n, ast.Return) and n.value is not None and f not in self.returns and self.tainted(n.value, f):
                self.returns.add(f)
                changed = True
            elif isinstance(n, ast.Call):
                changed |= self._call_arguments(n, f)
        return changed

    def _is_method(self, name):
        args = self.functions[name].args.args
        return bool(args) and args[0].arg == "self"

    def _callee(self, call):
        """The module's function a call reaches: f(...) a plain function, x.f(...) a method."""
        func = call.func
        if isinstance(func, ast.Name) and func.id in self.functions and not self._is_method(func.id):
            return func.id
        if isinstance(func, ast.Attribute) and func.attr in self.functions and self._is_method(func.attr):
            return func.attr
        return None

    def _call_arguments(self, call, f):
        callee = self._callee(call)
        if callee is None:
            return False
        params = [a.arg for a in self.functions[callee].args.args]
        if params and params[0] == "self":
            params = params[1:]
        tainted = [p for p, a in zip(params, call.args) if self.tainted(a, f)]
        tainted += [k.arg for k in call.keywords if k.arg in params and self.tainted(k.value, f)]
        new = set(tainted) - self.names[callee] - UNTAINTED_PARAMETERS
        self.names[callee] |= new
        return bool(new)

    def tainted(self, node, f):
        """Whether NODE, inside function F ("<module>" for module level), can carry input."""
        if node is None or f not in self.names:
            return False
        if isinstance(node, ast.Constant):
            return False
        if isinstance(node, ast.Name):
            return node.id in self.names[f]
        if isinstance(node, ast.Attribute):
            return self.tainted(node.value, f)
        if isinstance(node, ast.Subscript):
            return self.tainted(node.value, f)
        if isinstance(node, ast.Call):
            callee = self._callee(node)
            if callee is not None:
                return callee in self.returns
            func = node.func
            if isinstance(func, ast.Attribute):
                if func.attr == "get" and not self.tainted(func.value, f):
                    return False  # a lookup in one of the port's tables
                return self.tainted(func.value, f) or any(self.tainted(a, f) for a in node.args)
            return any(self.tainted(a, f) for a in node.args) or any(self.tainted(k.value, f) for k in node.keywords)
        if isinstance(node, ast.Lambda):
            return False
        if isinstance(node, ast.IfExp):  # the value is one branch; the test only chooses
            return self.tainted(node.body, f) or self.tainted(node.orelse, f)
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
            return self.tainted(node.elt, f) or any(self.tainted(g.iter, f) for g in node.generators)
        if isinstance(node, ast.DictComp):
            return any(self.tainted(x, f) for x in (node.key, node.value)) or any(
                self.tainted(g.iter, f) for g in node.generators)
        return any(self.tainted(child, f) for child in ast.iter_child_nodes(node)
                   if isinstance(child, ast.expr))
