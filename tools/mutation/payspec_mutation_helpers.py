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


def int32(value):
    """A number narrowed to a signed 32-bit int, as Java's (int) or JavaScript's `| 0` does."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return value
    if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
        return 0
    return ((int(value) + 2 ** 31) % 2 ** 32) - 2 ** 31


# What a plain JavaScript object answers for names it inherits from Object.prototype.
PROTOTYPE_NAMES = {"constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "propertyIsEnumerable",
                   "toLocaleString", "__proto__", "__defineGetter__", "__lookupGetter__"}


def proto_get(table, key, default=None):
    """A lookup in a plain JavaScript object: an inherited name is found (an empty object)."""
    if isinstance(key, str) and key in PROTOTYPE_NAMES and key not in table:
        return {}
    return table.get(key, default)


def proto_in(key, container):
    """`key in object` in JavaScript: inherited names are members too."""
    return (isinstance(key, str) and key in PROTOTYPE_NAMES) or key in container


def js_replace(text, target, value):
    """JavaScript's String.prototype.replace with a string pattern: the first match only, and the
    replacement's $$, $&, $` and $' expanded."""
    if not isinstance(text, str):
        return text.replace(target, value)
    at = text.find(target)
    if at < 0:
        return text
    out, i = [], 0
    while i < len(value):
        if value[i] == "$" and i + 1 < len(value) and value[i + 1] in "$&`'":
            out.append({"$": "$", "&": target, "`": text[:at], "'": text[at + len(target):]}[value[i + 1]])
            i += 2
        else:
            out.append(value[i])
            i += 1
    return text[:at] + "".join(out) + text[at + len(target):]


def empty_as_none(value):
    """An empty string read as absent (Kotlin's isNullOrEmpty, JavaScript's ||)."""
    return None if value == "" else value
