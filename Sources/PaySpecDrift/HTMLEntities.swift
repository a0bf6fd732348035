/// Character references in HTML text and attribute values: numeric ones (`&#8211;`, `&#x2013;`)
/// and the named ones documentation pages use. A reference it does not know stays as written,
/// so nothing is guessed.
enum HTMLEntities {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ensp": "\u{2002}",
        "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwnj": "\u{200C}", "zwj": "\u{200D}", "shy": "\u{AD}",
        "ndash": "–", "mdash": "—", "hellip": "…", "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”",
        "bdquo": "„", "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›", "bull": "•", "middot": "·", "copy": "©",
        "reg": "®", "trade": "™", "deg": "°", "plusmn": "±", "times": "×", "divide": "÷", "minus": "−", "larr": "←",
        "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "rArr": "⇒", "lArr": "⇐", "le": "≤", "ge": "≥", "ne": "≠",
        "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶", "dagger": "†", "check": "✓",
        "grave": "`", "lowbar": "_", "verbar": "|", "vert": "|", "lbrace": "{", "rbrace": "}", "lsqb": "[", "rsqb": "]",
        "lpar": "(", "rpar": ")", "colon": ":", "semi": ";", "comma": ",", "period": ".", "excl": "!", "quest": "?",
        "num": "#", "dollar": "$", "percnt": "%", "ast": "*", "plus": "+", "equals": "=", "sol": "/", "bsol": "\\",
        "commat": "@", "Hat": "^", "tilde": "˜",
    ].merging(latinLetters) { a, _ in a }

    /// The letters of Latin-1 and a few of Latin Extended-A, as HTML 4 names them.
    static let latinLetters: [String: String] = [
        "Agrave": "\u{C0}", "Aacute": "\u{C1}", "Acirc": "\u{C2}", "Atilde": "\u{C3}", "Auml": "\u{C4}", "Aring": "\u{C5}",
        "AElig": "\u{C6}", "Ccedil": "\u{C7}", "Egrave": "\u{C8}", "Eacute": "\u{C9}", "Ecirc": "\u{CA}", "Euml": "\u{CB}",
        "Igrave": "\u{CC}", "Iacute": "\u{CD}", "Icirc": "\u{CE}", "Iuml": "\u{CF}", "ETH": "\u{D0}", "Ntilde": "\u{D1}",
        "Ograve": "\u{D2}", "Oacute": "\u{D3}", "Ocirc": "\u{D4}", "Otilde": "\u{D5}", "Ouml": "\u{D6}", "times": "\u{D7}",
        "Oslash": "\u{D8}", "Ugrave": "\u{D9}", "Uacute": "\u{DA}", "Ucirc": "\u{DB}", "Uuml": "\u{DC}", "Yacute": "\u{DD}",
        "THORN": "\u{DE}", "szlig": "\u{DF}", "agrave": "\u{E0}", "aacute": "\u{E1}", "acirc": "\u{E2}", "atilde": "\u{E3}",
        "auml": "\u{E4}", "aring": "\u{E5}", "aelig": "\u{E6}", "ccedil": "\u{E7}", "egrave": "\u{E8}", "eacute": "\u{E9}",
        "ecirc": "\u{EA}", "euml": "\u{EB}", "igrave": "\u{EC}", "iacute": "\u{ED}", "icirc": "\u{EE}", "iuml": "\u{EF}", "eth": "\u{F0}",
        "ntilde": "\u{F1}", "ograve": "\u{F2}", "oacute": "\u{F3}", "ocirc": "\u{F4}", "otilde": "\u{F5}", "ouml": "\u{F6}",
        "divide": "\u{F7}", "oslash": "\u{F8}", "ugrave": "\u{F9}", "uacute": "\u{FA}", "ucirc": "\u{FB}", "uuml": "\u{FC}",
        "yacute": "\u{FD}", "thorn": "\u{FE}", "yuml": "\u{FF}", "OElig": "\u{152}", "oelig": "\u{153}", "Scaron": "\u{160}",
        "scaron": "\u{161}", "Yuml": "\u{178}", "fnof": "\u{192}",
    ]

    /// `text` with every reference it knows replaced.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            // A reference is at most 32 characters up to its `;`.
            guard let semicolon = after.prefix(32).firstIndex(of: ";"), let value = value(of: after[..<semicolon]) else {
                out += "&"
                rest = after
                continue
            }
            out += value
            rest = after[after.index(after: semicolon)...]
        }
        return out + rest
    }

    static func value(of name: Substring) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let number: UInt32? =
                digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let number, number != 0, let scalar = Unicode.Scalar(number) else { return nil }
            return String(Character(scalar))
        }
        return named[String(name)]
    }
}
