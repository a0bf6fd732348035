import PaySpecVectors

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Shell-style globs: `*` any run of characters (slashes included), `?` one character, `[...]` a class.
public enum Glob {
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        if !pattern.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) { return pattern == text }
        return fnmatch(pattern, text, 0) == 0
    }

    public static func isPattern(_ text: String) -> Bool {
        text.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" })
    }
}

/// Which vectors a run takes: globs on suite, tag and id, and a level. Values of one option
/// are alternatives; different options must all hold.
public struct VectorFilter: Sendable, Hashable {
    public var suites: [String]
    public var tags: [String]
    public var ids: [String]
    public var level: VectorLevel?

    public init(suites: [String] = [], tags: [String] = [], ids: [String] = [], level: VectorLevel? = nil) {
        self.suites = suites
        self.tags = tags
        self.ids = ids
        self.level = level
    }

    public var isEmpty: Bool { suites.isEmpty && tags.isEmpty && ids.isEmpty && level == nil }

    public func accepts(_ v: RunVector) -> Bool {
        if let level, v.level != level { return false }
        if !suites.isEmpty && !suites.contains(where: { Glob.matches($0, v.suite) }) { return false }
        if !ids.isEmpty && !ids.contains(where: { Glob.matches($0, v.id) }) { return false }
        if !tags.isEmpty && !tags.contains(where: { t in v.tags.contains { Glob.matches(t, $0) } }) { return false }
        return true
    }
}
