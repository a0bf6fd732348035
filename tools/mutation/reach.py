"""Which suites of a port module can see a change in one of its functions.

A mutant is judged by the vectors of every suite whose entry function reaches the mutated
function (by name, transitively). Resolution is by name only, so it over-approximates: a
method name shared by two classes reaches both. A change outside any function (a table, a
module constant) reaches every suite of the module.
"""

import ast
import re

MODULE = "<module>"


def _closure(graph, start):
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo += [n for n in graph.get(name, ()) if n not in seen]
    return seen


def _invert(entries, graph):
    """function -> suites whose entry reaches it."""
    out = {}
    for suite, entry in entries.items():
        for name in _closure(graph, entry):
            out.setdefault(name, set()).add(suite)
    return out


def python_suites_by_function(text):
    """{function name: set of suite names} for one Python module."""
    tree = ast.parse(text)
    defined = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            defined.setdefault(node.name, []).append(node)
    graph = {}
    for name, nodes in defined.items():
        refs = set()
        for node in nodes:
            for n in ast.walk(node):
                if isinstance(n, ast.Name):
                    refs.add(n.id)
                elif isinstance(n, ast.Attribute):
                    refs.add(n.attr)
                elif isinstance(n, ast.FunctionDef) and n is not node:
                    refs.add(n.name)  # a nested function or a method of a class
        graph[name] = refs & set(defined)
    entries = {}
    for statement in tree.body:
        if (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                and isinstance(statement.targets[0], ast.Name) and statement.targets[0].id == "SUITES"
                and isinstance(statement.value, ast.Dict)):
            for k, v in zip(statement.value.keys, statement.value.values):
                if isinstance(k, ast.Constant) and isinstance(v, ast.Name):
                    entries[k.value] = v.id
    return _invert(entries, graph)


JS_FUNCTION = re.compile(r"^(?:function\s+([A-Za-z_$][\w$]*)\s*\(|(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:function|\())",
                         re.M)
JS_NAME = re.compile(r"[A-Za-z_$][\w$]*")
JS_ENTRY = re.compile(r"""["']([a-z]+\.[a-z-]+)["']\s*:\s*([A-Za-z_$][\w$]*)""")


def js_suites_by_function(text):
    """{function name: set of suite names} for one JavaScript module (top-level functions only)."""
    _, graph = js_bodies(text)
    suites_at = text.find("const SUITES")
    entries = dict(JS_ENTRY.findall(text[suites_at:])) if suites_at >= 0 else {}
    return _invert(entries, graph)


def python_bodies(text):
    """({function: its source}, {function: functions it names}) for one Python module."""
    tree = ast.parse(text)
    bodies, graph = {}, {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            bodies[node.name] = bodies.get(node.name, "") + (ast.get_source_segment(text, node) or "")
            refs = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} | \
                {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)}
            graph[node.name] = graph.get(node.name, set()) | refs
    return bodies, {name: refs & set(bodies) for name, refs in graph.items()}


def js_bodies(text):
    """({function: its source}, {function: functions it names}) for one JavaScript module."""
    suites_at = text.find("const SUITES")
    code = text[:suites_at] if suites_at >= 0 else text
    starts = [(m.start(), m.group(1) or m.group(2)) for m in JS_FUNCTION.finditer(code)]
    bodies = {}
    for index, (start, name) in enumerate(starts):
        end = starts[index + 1][0] if index + 1 < len(starts) else len(code)
        bodies[name] = code[start:end]
    return bodies, {name: set(JS_NAME.findall(body)) & set(bodies) for name, body in bodies.items()}


def caller_text(bodies, graph, function):
    """The source of FUNCTION, of every function that reaches it and of every function it reaches:
    where an option it depends on is read (a helper's caller often reads it, and a deleted call
    to a helper drops the options the helper reads)."""
    if function not in bodies:
        return None
    related = {name for name in bodies if function in _closure(graph, name)} | (_closure(graph, function) & set(bodies))
    return "\n".join(bodies[name] for name in sorted(related))


def suites_for(mapping, all_suites, function):
    """The suites that judge a mutant of FUNCTION (every suite for module-level code)."""
    found = mapping.get(function)
    return sorted(found) if found else sorted(all_suites)
