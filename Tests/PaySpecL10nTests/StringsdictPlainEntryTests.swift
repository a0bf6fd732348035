import PaySpecJSON
import Testing

@testable import PaySpecL10n

/// A `.stringsdict` written the plain way is read entry by entry from its bytes, with no
/// scanner event per element; an entry written any other way is read by events, and both
/// give what the property-list values give (`XMLFastReadingTests`). Work is counted in the
/// scanner's events, not timed.
@Suite struct StringsdictPlainEntryTests {
    /// An indented `.stringsdict` of `count` entries as Xcode writes it, each `<dict>` holding
    /// `marker` before its format.
    static func document(_ count: Int, marker: String = "") -> [UInt8] {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for n in 0..<count {
            out += """
                \t<key>item.\(n)</key>
                \t<dict>\(marker)
                \t\t<key>NSStringLocalizedFormatKey</key>
                \t\t<string>%#@n@ &amp; more</string>
                \t\t<key>n</key>
                \t\t<dict>
                \t\t\t<key>NSStringFormatSpecTypeKey</key>
                \t\t\t<string>NSStringPluralRuleType</string>
                \t\t\t<key>NSStringFormatValueTypeKey</key>
                \t\t\t<string>d</string>
                \t\t\t<key>one</key>
                \t\t\t<string>%d položka \(n)</string>
                \t\t\t<key>few</key>
                \t\t\t<string>%d položky \(n)</string>
                \t\t\t<key>other</key>
                \t\t\t<string>%d položek \(n)</string>
                \t\t</dict>
                \t</dict>

                """
        }
        return Array((out + "</dict>\n</plist>\n").utf8)
    }

    /// The entries of a document and the scanner events their reading took.
    func read(_ bytes: [UInt8]) throws -> (entries: [CatalogEntry], events: Int) {
        var scanner = try SafeXMLReader.scanner(bytes, file: "s")
        while true {
            guard case .start(let tag) = try scanner.next() else { continue }
            if scanner.hasLocalName(tag, "dict") { break }
        }
        let before = scanner.events
        var entries: [CatalogEntry] = []
        try StringsdictEntryReader.forEachEntry(of: &scanner, file: "s") { (key, format, plurals, location) throws(CatalogParseError) in
            entries.append(CatalogEntry(language: "cs", key: key, value: format, plurals: plurals, file: "s", location: location))
        }
        return (entries, scanner.events - before)
    }

    @Test("plain entries take no scanner event, however many there are")
    func plainEntriesTakeNoEvents() throws {
        for count in [10, 1000] {
            let (entries, events) = try read(Self.document(count))
            #expect(entries.count == count)
            // The end of the top <dict> only.
            #expect(events <= 2, "\(events) events for \(count) entries")
            let last = try #require(entries.last)
            #expect(last.key == "item.\(count - 1)" && last.value == "%#@n@ & more")
            #expect(
                last.plurals == ["one": "%d položka \(count - 1)", "few": "%d položky \(count - 1)", "other": "%d položek \(count - 1)"])
            #expect(last.location == SourceLocation(line: 4 + 18 * (count - 1), column: 2))
        }
    }

    @Test("an entry with a comment is read by events, with the same entries")
    func commentedEntriesAreReadByEvents() throws {
        let plain = try read(Self.document(200))
        let commented = try read(Self.document(200, marker: "<!-- note -->"))
        #expect(commented.entries == plain.entries)
        // Each entry's elements are read as events: at least one for each of its 14 elements.
        #expect(commented.events >= 200 * 14, "\(commented.events) events")
    }

    @Test("a refusal inside a plain-looking entry is the event reader's, at its place")
    func refusalsStayTheEventReaders() throws {
        var bytes = Self.document(3)
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "%d položky 1", with: "%d &bogus; 1")
        bytes = Array(text.utf8)
        #expect {
            _ = try read(bytes)
        } throws: { error in
            guard let error = error as? CatalogParseError else { return false }
            return error.message.contains("&bogus;") && error.location?.line == 35
        }
    }
}
