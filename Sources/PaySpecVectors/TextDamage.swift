import Foundation

/// A reference text damaged on its way into a port: the same words, broken bytes.
///
/// A rewording is a style and stays informative; a copy of the reference that went through a
/// wrong normalisation, lost its diacritics, was decoded in the wrong encoding, had characters
/// replaced by `?` or U+FFFD, or had its white space changed shows a customer broken text, so
/// it fails. Each kind is recognised by undoing it, never by listing samples: the answer is
/// damage when it differs from the reference in bytes and equals it once the damage is undone.
/// A change of letter case alone is a style, not damage.
public enum TextDamage: String, Sendable, CaseIterable {
    case decomposed = "a decomposed (NFD) copy of the reference text"
    case precomposed = "a precomposed (NFC) copy of the reference text"
    case compatibility = "a compatibility-normalised (NFKC) copy of the reference text"
    case diacriticsStripped = "a copy of the reference text with its diacritics stripped"
    case mojibake = "a copy of the reference text with its UTF-8 read as Latin-1 or Windows-1252"
    case replaced = "a copy of the reference text with characters replaced by ? or U+FFFD"
    case whitespace = "a copy of the reference text with its white space changed"

    /// The damage that turns `reference` into `text`, or `nil` when `text` is the reference, a
    /// case change of it, or another wording.
    public static func kind(of text: String, reference: String) -> TextDamage? {
        if text.utf8.elementsEqual(reference.utf8) || text.isEmpty || reference.isEmpty { return nil }
        if text.lowercased().utf8.elementsEqual(reference.lowercased().utf8) { return nil }
        if let encoding = mojibake(text, reference) { return encoding }
        let t = text.lowercased()
        let r = reference.lowercased()
        if t.decomposedStringWithCanonicalMapping.utf8.elementsEqual(r.decomposedStringWithCanonicalMapping.utf8) {
            let decomposed = text.unicodeScalars.elementsEqual(text.decomposedStringWithCanonicalMapping.unicodeScalars)
            return decomposed ? .decomposed : .precomposed
        }
        for (a, b) in [(text, reference), (t, r)] {
            if let kind = characterwise(a, b) { return kind }
        }
        let tk = t.precomposedStringWithCompatibilityMapping
        return tk.utf8.elementsEqual(r.precomposedStringWithCompatibilityMapping.utf8) ? .compatibility : nil
    }

    /// UTF-8 bytes decoded as Latin-1 or Windows-1252: mapping the text back to single bytes
    /// gives the reference's UTF-8.
    static func mojibake(_ text: String, _ reference: String) -> TextDamage? {
        guard !reference.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar.value < 0x100 {
                bytes.append(UInt8(scalar.value))
            } else if let byte = windows1252Bytes[scalar.value] {
                bytes.append(byte)
            } else {
                return nil
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
        return decoded.utf8.elementsEqual(reference.utf8) || decoded.lowercased() == reference.lowercased() ? .mojibake : nil
    }

    /// Damage that keeps the characters in place: stripped diacritics, `?`/U+FFFD for what an
    /// encoding could not hold (one per character or one per UTF-8 byte), white space of
    /// another kind or count.
    static func characterwise(_ text: String, _ reference: String) -> TextDamage? {
        if sameWords(text, reference) { return .whitespace }
        let t = Array(text)
        let r = Array(reference)
        if t.count == r.count, zip(t, r).contains(where: { $0 != $1 }),
            zip(t, r).allSatisfy({ $0 == $1 || String($0) == stripped($1) && String($0) != String($1) })
        {
            return .diacriticsStripped
        }
        return replaced(text, reference) ? .replaced : nil
    }

    /// Whether the two differ only in the kind or number of white-space characters.
    static func sameWords(_ a: String, _ b: String) -> Bool {
        func words(_ s: String) -> [Substring] {
            s.split(whereSeparator: { $0.unicodeScalars.contains(where: \.properties.isWhitespace) })
        }
        let wa = words(a)
        let wb = words(b)
        return wa.count == wb.count && zip(wa, wb).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }

    /// The character without its marks (`é` -> `e`, `й` -> `и`), with the letters whose stroke
    /// is no combining mark (`ł`, `đ`, `ø`) read as their base letter.
    static func stripped(_ c: Character) -> String {
        if let base = strokeBases[c] { return base }
        let scalars = String(c).decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.properties.generalCategory != .nonspacingMark
        }
        return String(String.UnicodeScalarView(scalars))
    }

    static let strokeBases: [Character: String] = [
        "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "ħ": "h", "Ħ": "H",
    ]

    /// Whether `text` is `reference` with one or more non-ASCII characters written as `?` or
    /// U+FFFD: one per character, one per code point, or one per UTF-8 byte (the three ways an
    /// encoder or decoder replaces what it cannot hold).
    static func replaced(_ text: String, _ reference: String) -> Bool {
        let t = Array(text.unicodeScalars)
        let perCharacter = reference.map { c in c.isASCII ? [c.unicodeScalars.first!] : [nil] }
        let perScalar = reference.unicodeScalars.map { $0.isASCII ? [$0] : [nil] }
        let perByte = reference.unicodeScalars.map { $0.isASCII ? [$0] : Array(repeating: nil, count: String($0).utf8.count) }
        return [perCharacter, perScalar, perByte].contains { units in
            let flat: [Unicode.Scalar?] = units.flatMap { $0 }
            guard flat.count == t.count, flat.contains(where: { $0 == nil }) else { return false }
            return zip(flat, t).allSatisfy { unit, s in unit.map { $0 == s } ?? (s == "?" || s == "\u{FFFD}") }
        }
    }

    /// The bytes 0x80-0x9F of Windows-1252, by the character they stand for.
    static let windows1252Bytes: [UInt32: UInt8] = {
        let table: [UInt32] = [
            0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
            0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
        ]
        var out: [UInt32: UInt8] = [:]
        for (i, scalar) in table.enumerated() where scalar != 0 { out[scalar] = UInt8(0x80 + i) }
        return out
    }()
}
