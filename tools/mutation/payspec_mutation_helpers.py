"""Helpers that Python mutants call (copied next to the mutated port; never used by a port itself).

A mutated line reaches them as ``__import__("payspec_mutation_helpers").NAME(...)`` so that no
line of the port moves. Each helper is the faulty behaviour a careless port might have.
"""


def fold(value):
    """A string compared ignoring case; anything else unchanged."""
    return value.casefold() if isinstance(value, str) else value


def strip(value):
    """A string with surrounding whitespace dropped; anything else unchanged."""
    return value.strip() if isinstance(value, str) else value


def ci_in(key, container):
    """Membership ignoring case."""
    folded = fold(key)
    return any(fold(k) == folded for k in container)


def ci_get(table, key, default=None):
    """A lookup that ignores the case of the key."""
    if key in table:
        return table[key]
    folded = fold(key)
    for k, v in table.items():
        if fold(k) == folded:
            return v
    return default


def ci_index(table, key):
    """Subscription that ignores the case of the key (KeyError when nothing matches)."""
    if isinstance(table, dict):
        missing = object()
        found = ci_get(table, key, missing)
        if found is missing:
            raise KeyError(key)
        return found
    return table[key]


def drop(table, index):
    """The table without its index-th entry (insertion order)."""
    if isinstance(table, dict):
        keys = list(table)
        return {k: table[k] for k in keys if k != keys[index]}
    return [v for i, v in enumerate(table) if i != index]


def swap(table, index):
    """The table with the values of entries index and index + 1 exchanged."""
    if isinstance(table, dict):
        keys = list(table)
        out = dict(table)
        out[keys[index]], out[keys[index + 1]] = table[keys[index + 1]], table[keys[index]]
        return out
    out = list(table)
    out[index], out[index + 1] = out[index + 1], out[index]
    return out
