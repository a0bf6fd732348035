/// A JSON catalog's texts are a web page's (i18next, vue-i18n, react-intl): the browser
/// collapses the spaces, tabs and line breaks at the edge of a text into the space beside it, or
/// into nothing at the edge of an element, so a translation's extra one there shows nowhere
/// unless the app keeps whitespace (`white-space: pre`) or writes punctuation right after the
/// text. Such a space is a note (`--notes`). A no-break space is kept by the browser, and stays
/// a finding, as does a space missing inside a text ("Fehler:{{error}}").
enum HTMLWhitespace {
    /// How the note's message ends.
    static let suffix =
        " (a browser collapses spaces and line breaks at the edge of a text: it shows only where the app keeps whitespace, "
        + "as white-space: pre does, or writes punctuation right after the text)"

    /// Whether the extra whitespace at the named edges of `text`, in the catalog `file`, is
    /// only what a browser collapses: spaces, tabs and line breaks, in a JSON catalog.
    static func collapses(_ text: String, leading: Bool, trailing: Bool, file: String) -> Bool {
        guard PluralRules.Platform.name(file, endsWith: ".json") else { return false }
        let scalars = text.unicodeScalars
        let collapsible = { (s: Unicode.Scalar) in s == " " || s == "\t" || s == "\n" || s == "\r" }
        let notSpace = { (s: Unicode.Scalar) in !ScriptDetector.isWhitespace(s) }
        if leading, !scalars.prefix(while: { !notSpace($0) }).allSatisfy(collapsible) { return false }
        if trailing, !scalars.reversed().prefix(while: { !notSpace($0) }).allSatisfy(collapsible) { return false }
        return true
    }
}
