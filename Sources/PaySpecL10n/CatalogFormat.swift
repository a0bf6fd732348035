/// The catalog formats `payspec l10n check` reads, detected from extension and content.
public enum CatalogFormat: String, Sendable, CaseIterable, Hashable {
    /// Xcode String Catalog (`.xcstrings`, JSON).
    case xcstrings
    /// Apple `.strings`: text (UTF-8/UTF-16) or compiled binary property list.
    case strings
    /// Apple `.stringsdict` plural rules (XML or binary property list).
    case stringsdict
    /// Android `res/values-xx/strings.xml`.
    case androidXML = "android"
    /// XLIFF 1.2, as Xcode exports it.
    case xliff12 = "xliff1.2"
    /// XLIFF 2.0.
    case xliff20 = "xliff2.0"
    /// Flat or nested JSON, one file per language or one for all.
    case json
    /// Comma-separated spreadsheet: a key column and a column per language.
    case csv
    /// Tab-separated spreadsheet.
    case tsv
    /// Flutter Application Resource Bundle (`app_en.arb`: JSON of ICU messages).
    case arb
    /// gettext `.po` catalog or `.pot` template.
    case gettext = "po"

    /// The format of a file from its name and first bytes, or `nil` when it is no catalog.
    public static func detect(path: String, bytes: [UInt8]) -> CatalogFormat? {
        let name = path.split(separator: "/").last.map(String.init)?.lowercased() ?? path.lowercased()
        let ext = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
        switch ext {
        case "xcstrings": return .xcstrings
        case "strings": return .strings
        case "stringsdict": return .stringsdict
        case "csv": return .csv
        case "tsv", "tab": return .tsv
        case "arb": return .arb
        case "po", "pot": return .gettext
        case "xliff", "xlf", "xml":
            var head = TextDecoding.asciiHead(bytes, limit: 4096)
            var root = rootElementName(head)
            // A long licence comment may hold the root beyond the first 4 KiB.
            if root == nil, bytes.count > 4096 {
                head = TextDecoding.asciiHead(bytes, limit: 256 * 1024)
                root = rootElementName(head)
            }
            if root == "resources" { return .androidXML }
            if root == "xliff" {
                if asciiHead(head, contains: "urn:oasis:names:tc:xliff:document:2") || asciiHead(head, contains: "version=\"2.") {
                    return .xliff20
                }
                return .xliff12
            }
            return ext == "xml" ? nil : .xliff12
        case "json":
            let head = TextDecoding.asciiHead(bytes, limit: 4096)
            if asciiHead(head, contains: "\"sourceLanguage\"") && asciiHead(head, contains: "\"strings\"") { return .xcstrings }
            return .json
        default:
            return nil
        }
    }

    /// Whether an ASCII head holds `needle`, compared byte for byte. (`String.contains` took
    /// Foundation's string search here, about 750,000 instructions for a 4 KiB head: 7 % of
    /// checking a folder of XLIFF files.)
    static func asciiHead(_ head: String, contains needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        let wanted = UnsafeBufferPointer(start: needle.utf8Start, count: count)
        var head = head
        return head.withUTF8 { text in
            guard count > 0, count <= text.count else { return count == 0 }
            for start in 0...(text.count - count) {
                var matched = 0
                while matched < count && text[start + matched] == wanted[matched] { matched += 1 }
                if matched == count { return true }
            }
            return false
        }
    }

    /// The name of the first element in an XML head, skipping what may come before it:
    /// processing instructions, comments (which may hold `<`, `>` and URLs) and a DOCTYPE
    /// (with an internal subset in brackets). Nil when the head ends first.
    static func rootElementName(_ head: String) -> String? {
        let s = Array(head.utf8)
        var i = 0
        func starts(_ text: String, at index: Int) -> Bool {
            let t = Array(text.utf8)
            return index + t.count <= s.count && Array(s[index..<(index + t.count)]) == t
        }
        func skip(past terminator: String) -> Bool {
            let t = Array(terminator.utf8)
            while i + t.count <= s.count {
                if Array(s[i..<(i + t.count)]) == t {
                    i += t.count
                    return true
                }
                i += 1
            }
            return false
        }
        while i < s.count {
            guard s[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if starts("<?", at: i) {
                guard skip(past: "?>") else { return nil }
            } else if starts("<!--", at: i) {
                i += 4
                guard skip(past: "-->") else { return nil }
            } else if starts("<!", at: i) {
                // A DOCTYPE: up to the '>' outside its bracketed internal subset and quotes.
                var depth = 0
                var quote: UInt8?
                i += 2
                while i < s.count {
                    let b = s[i]
                    i += 1
                    if let q = quote {
                        if b == q { quote = nil }
                    } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                        quote = b
                    } else if b == UInt8(ascii: "[") {
                        depth += 1
                    } else if b == UInt8(ascii: "]") {
                        depth -= 1
                    } else if b == UInt8(ascii: ">") && depth <= 0 {
                        break
                    }
                }
            } else {
                var j = i + 1
                while j < s.count, s[j] != UInt8(ascii: " "), s[j] != UInt8(ascii: ">"), s[j] != UInt8(ascii: "/"), s[j] != 0x0A,
                    s[j] != 0x0D, s[j] != 0x09
                {
                    j += 1
                }
                let name = String(decoding: s[(i + 1)..<j], as: UTF8.self)
                return String(name.split(separator: ":").last ?? Substring(name))
            }
        }
        return nil
    }
}
