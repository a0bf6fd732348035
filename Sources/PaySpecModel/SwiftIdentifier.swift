/// Turns spec values into Swift names, or says why it cannot.
public enum SwiftIdentifier {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type",
    ]

    /// Whether `name` is usable as written (ASCII letters, digits and `_`, not starting with a digit).
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty else { return false }
        guard first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The lowerCamelCase case name for a raw value such as `REJECTED_BY_BANK` or `canceled`,
    /// or `nil` when none can be made (empty, a leading digit, characters outside ASCII).
    public static func caseName(forRawValue raw: String) -> String? {
        let words = raw.split(whereSeparator: { (c: Character) -> Bool in c == "_" || c == "-" || c == " " || c == "." })
        guard !words.isEmpty else { return nil }
        var name = ""
        for (i, word) in words.enumerated() {
            let lower = word.lowercased()
            if i == 0 {
                name += lower
            } else {
                name += lower.prefix(1).uppercased() + lower.dropFirst()
            }
        }
        // A value already in camelCase keeps its humps.
        if words.count == 1, raw.contains(where: \.isLowercase) { name = raw.prefix(1).lowercased() + raw.dropFirst() }
        return isValid(name) ? name : nil
    }
}
