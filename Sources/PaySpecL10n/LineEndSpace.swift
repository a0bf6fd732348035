/// Android's text layout and Flutter's measure and align a line without the spaces at its end:
/// a left-aligned text ends where its last letter does, and a centred one is centred on its
/// letters. A space a translation adds after the last word of an Android resource or an ARB
/// message therefore shows only where the app's code writes more text after it, which the
/// catalogs cannot tell. Such a space is a note (`--notes`). A no-break space, a figure space and
/// a narrow no-break space are laid out like letters and stay findings, as do a line break at the
/// end, which adds a line, and a space at the start, which indents the text.
enum LineEndSpace {
    /// How the note's message ends.
    static let suffix =
        " (Android and Flutter lay a line out without the spaces at its end: it shows only where the app's code writes more text after this one)"

    /// Whether the extra whitespace at the end of `text` is only what the platform's layout
    /// leaves out: trailing, not leading, and made of line-end spaces, in an Android or ARB catalog.
    static func leftOut(_ text: String, leading: Bool, trailing: Bool, platform: PluralRules.Platform) -> Bool {
        guard trailing, !leading, platform == .android || platform == .flutter else { return false }
        let end = text.unicodeScalars.reversed().prefix(while: ScriptDetector.isWhitespace)
        return !end.isEmpty && end.allSatisfy(isLineEndSpace)
    }

    /// The spaces a line may end in without being measured: the ones Android's line breaker and
    /// Flutter's paragraph layout both leave out (a space, a tab, the Ogham space mark, the
    /// typographic spaces but the figure space, the medium mathematical space, the ideographic
    /// space). The no-break spaces are not among them.
    static func isLineEndSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x205F, 0x3000: return true
        case 0x2000...0x200A: return scalar.value != 0x2007
        default: return false
        }
    }
}
