import Foundation
import PaySpecJSON

/// Reads Android `res/values-xx/strings.xml`: `<string>`, `<plurals>`, `translatable="false"`,
/// and Android's escaping (`\'`, `\"`, `\n`, `\uXXXX`, surrounding double quotes).
public enum AndroidStringsParser {
    /// Whether the file's name marks all its strings not to be translated (`donottranslate.xml`,
    /// `donottranslate_prefs.xml`), as Android Lint reads it.
    static func isNotToTranslate(_ file: String) -> Bool {
        (file.split(separator: "/").last ?? "").lowercased().hasPrefix("donottranslate")
    }

    /// Parses one resources file for `language`.
    public static func parse(_ bytes: [UInt8], file: String, language: String) throws(CatalogParseError) -> CatalogDocument {
        // Streamed: one element at a time, no element tree.
        var scanner = try SafeXMLReader.scanner(bytes, file: file)
        guard case .start(let root) = try scanner.next() else {
            throw CatalogParseError(file: file, at: nil, "expected a root element, found end of file")
        }
        guard scanner.hasLocalName(root, "resources") else {
            throw CatalogParseError(file: file, at: root.location, "expected a <resources> root element, found <\(scanner.name(of: root))>")
        }
        var document = CatalogDocument(path: file, format: .androidXML)
        let everyKeyFallsBack = ignoresMissingTranslation(root, in: scanner)
        // Android Lint reads every string of a file named donottranslate*.xml as
        // translatable="false": values (preference keys, defaults) no translator touches.
        let nothingToTranslate = isNotToTranslate(file)
        // Room for one entry per two tags (`<string>`, `</string>`): what grows by doubling
        // holds up to twice what it needs.
        document.entries.reserveCapacity(bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "<") ? 1 : 0) } / 2)
        var pluralNames = Set<String>()
        children: while true {
            let element: XMLStartTag
            switch try scanner.next() {
            case .start(let tag): element = tag
            case .text: continue
            case .end, .endOfDocument: break children
            }
            let isString = scanner.hasLocalName(element, "string")
            guard isString || scanner.hasLocalName(element, "plurals") else {
                if !document.holdsSettings, AndroidSettingsFile.settingElements.contains(scanner.name(of: element)) {
                    document.holdsSettings = true
                }
                try scanner.skipElement()
                continue
            }
            guard let name = scanner.attribute("name", of: element) else {
                throw CatalogParseError(
                    file: file, at: element.location, "expected a name=\"…\" attribute on <\(scanner.name(of: element))>")
            }
            if everyKeyFallsBack || ignoresMissingTranslation(element, in: scanner) { document.fallbackKeys.insert(name) }
            if nothingToTranslate || scanner.attribute("translatable", of: element, is: "false") {
                document.untranslatableKeys.insert(name)
                try scanner.skipElement()
                continue
            }
            if isString {
                let value = try markupText(&scanner, file: file, at: element.location)
                document.entries.append(CatalogEntry(language: language, key: name, value: value, file: file, location: element.location))
            } else {
                var plurals: [String: String] = [:]
                items: while true {
                    let item: XMLStartTag
                    switch try scanner.next() {
                    case .start(let tag): item = tag
                    case .text: continue
                    case .end, .endOfDocument: break items
                    }
                    guard scanner.hasLocalName(item, "item") else {
                        try scanner.skipElement()
                        continue
                    }
                    guard let quantity = scanner.attribute("quantity", of: item) else {
                        throw CatalogParseError(file: file, at: item.location, "expected a quantity=\"…\" attribute on <item>")
                    }
                    plurals[quantity] = try markupText(&scanner, file: file, at: item.location)
                }
                document.entries.append(
                    CatalogEntry(language: language, key: name, value: nil, plurals: plurals, file: file, location: element.location))
                pluralNames.insert(name)
            }
        }
        try scanner.finish()
        if !pluralNames.isEmpty { keepingResourceTypesApart(&document, plurals: pluralNames) }
        return document
    }

    /// Android keeps a `<string name="x">` and a `<plurals name="x">` apart: two resources of
    /// two types (`R.string.x`, `R.plurals.x`), which aapt2 builds side by side, never one
    /// repeated. Where a file has both, the plural is keyed as Android refers to it
    /// (`@plurals/x`), so that it is compared with the base's plural and the string with the
    /// base's string, and neither is read as the other's duplicate.
    /// `plurals` names the file's plurals, which the parser collects as it reads: most files have
    /// none, and then no entry is looked at again.
    static func keepingResourceTypesApart(_ document: inout CatalogDocument, plurals: Set<String>) {
        var shared = Set<String>()
        for index in document.entries.indices where document.entries[index].plurals == nil {
            if plurals.contains(document.entries[index].key) { shared.insert(document.entries[index].key) }
        }
        guard !shared.isEmpty else { return }
        for index in document.entries.indices where document.entries[index].plurals != nil {
            let name = document.entries[index].key
            guard shared.contains(name) else { continue }
            document.entries[index].key = pluralKey(name)
            if document.fallbackKeys.contains(name) { document.fallbackKeys.insert(pluralKey(name)) }
        }
    }

    /// How Android's resource references name a plural (`@plurals/episode_count`).
    static func pluralKey(_ name: String) -> String { "@plurals/" + name }

    /// An element's text as the Android build reads it: the character data unescaped, and the
    /// child elements kept as the markup they are (`<b>`, `<a href="%2$s">`, both placeholders
    /// and tags), except `<xliff:g>`, a note to translators whose content alone is the text.
    /// Each tag stands in as one private-use character while the text is unescaped, so quotes
    /// in its attributes are not read as Android quoting.
    static func markupText(_ scanner: inout XMLScanner, file: String, at location: SourceLocation) throws(CatalogParseError) -> String {
        var raw = ""
        var tags: [String] = []
        var open: [String?] = []
        func stand(_ tag: String) {
            guard tags.count < 0x1900 else { return }
            raw.unicodeScalars.append(Unicode.Scalar(0xE000 + UInt32(tags.count))!)
            tags.append(tag)
        }
        reading: while true {
            switch try scanner.next() {
            case .text(let t): raw += scanner.string(t)
            case .start(let tag):
                if scanner.hasLocalName(tag, "g") && scanner.hasPrefix(tag) {
                    open.append(nil)
                } else {
                    let name = scanner.name(of: tag)
                    var text = "<" + name
                    for (name, value) in scanner.attributes(of: tag) { text += " \(name)=\"\(value)\"" }
                    stand(text + ">")
                    open.append(name)
                }
            case .end:
                guard let last = open.popLast() else { break reading }
                if let name = last { stand("</\(name)>") }
            case .endOfDocument: break reading
            }
        }
        guard !tags.isEmpty else { return try unescape(raw, file: file, at: location) }
        var out = String.UnicodeScalarView()
        for scalar in try unescape(raw, file: file, at: location).unicodeScalars {
            let index = Int(scalar.value) - 0xE000
            if index >= 0 && index < tags.count {
                for tagScalar in tags[index].unicodeScalars { out.append(tagScalar) }
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether a tag carries `tools:ignore` naming MissingTranslation (or `all`), whatever
    /// prefix the tools namespace has.
    static func ignoresMissingTranslation(_ tag: XMLStartTag, in scanner: XMLScanner) -> Bool {
        for value in scanner.attributeValues(of: tag, nameEndingWith: ":ignore") {
            for id in value.split(separator: ",") {
                let trimmed = id.trimmingCharacters(in: .whitespaces)
                if trimmed == "MissingTranslation" || trimmed == "all" { return true }
            }
        }
        return false
    }

    /// Android's resource-string unescaping. An apostrophe outside double quotes that is not
    /// escaped is what `aapt` rejects, and is refused here too.
    public static func unescape(_ raw: String, file: String, at location: SourceLocation) throws(CatalogParseError) -> String {
        isVerbatim(raw) ? raw : try unescapeScalarwise(raw, file: file, at: location)
    }

    /// `unescape` scalar by scalar: quotes, escapes, collapsed and trimmed whitespace.
    static func unescapeScalarwise(_ raw: String, file: String, at location: SourceLocation) throws(CatalogParseError) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(raw.unicodeScalars)
        var quoted = false
        var i = 0
        // Unquoted runs of whitespace collapse to one space, as aapt does.
        var lastWasSpace = false
        // The scalars up to here came from escapes or quotes: trimming stops at them (aapt
        // resolves `\u0020` and `\ ` before it trims, and keeps them).
        var kept = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "\\" && i + 1 < scalars.count {
                let e = scalars[i + 1]
                i += 2
                lastWasSpace = false
                defer { kept = out.count }
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars[i..<min(i + 4, scalars.count)]))
                    guard hex.count == 4, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw CatalogParseError(file: file, at: location, "expected four hex digits after \\u in \"\(raw)\"")
                    }
                    out.append(scalar)
                    i += 4
                default: out.append(e)
                }
                continue
            }
            if c == "\"" {
                quoted.toggle()
                i += 1
                kept = out.count
                continue
            }
            if c == "'" && !quoted {
                throw CatalogParseError(
                    file: file, at: location, "expected \\' for an apostrophe (aapt rejects an unescaped one) in \"\(raw)\"")
            }
            if !quoted && (c == " " || c == "\n" || c == "\t" || c == "\r") {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
                i += 1
                continue
            }
            lastWasSpace = false
            out.append(c)
            i += 1
            if quoted { kept = out.count }
        }
        // aapt trims unquoted leading and trailing whitespace, not what escapes or quotes made.
        var trailing = 0
        while out.count - trailing > kept, out[out.index(out.endIndex, offsetBy: -(trailing + 1))] == " " { trailing += 1 }
        out.removeLast(trailing)
        if !raw.hasPrefix("\""), !raw.hasPrefix("\\"), out.first == " " { out.removeFirst() }
        return String(out)
    }

    /// Whether the text comes out of `unescape` unchanged: no backslash, quote or apostrophe,
    /// no tab or line break, and no space at either end or next to another (which aapt would
    /// collapse or trim). Most values are, and are then taken as they are, byte for byte.
    static func isVerbatim(_ raw: String) -> Bool {
        raw.utf8.withContiguousStorageIfAvailable(isVerbatim) ?? isVerbatim(Array(raw.utf8))
    }

    private static func isVerbatim<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool {
        var previousWasSpace = true  // a leading space is trimmed
        for b in utf8 {
            switch b {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x0A, 0x09, 0x0D: return false
            case UInt8(ascii: " "):
                if previousWasSpace { return false }
                previousWasSpace = true
            default: previousWasSpace = false
            }
        }
        return !previousWasSpace || utf8.isEmpty
    }
}
