"""Text from a mutant, a port or payspec made safe for a terminal or a CI log."""


def printable(text):
    """Control characters (but newlines) shown as escapes."""
    return "".join(ch if ch == "\n" or (ch.isprintable() and ch != "\x1b") else "\\x%02x" % ord(ch) for ch in text)
