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
