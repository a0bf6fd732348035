import PaySpecJSON

/// Reads XLIFF 1.2 (`<file source-language target-language><body><trans-unit id><source>
/// <target state>`, as Xcode exports it) and XLIFF 2.0 (`<xliff srcLang trgLang><file><unit id>
/// <segment state><source><target>`).
public enum XLIFFParser {
    /// XLIFF 1.2 target states that count as final.
    public static let finalStates12: Set<String> = ["translated", "signed-off", "final"]
    /// XLIFF 2.0 segment states that count as final (`initial` does not).
    public static let finalStates20: Set<String> = ["translated", "reviewed", "final"]

    /// Parses either version; the version comes from the root element. Streamed: one unit at a
    /// time, no element tree.
    public static func parse(_ bytes: [UInt8], file: String, fallbackLanguage: String?) throws(CatalogParseError) -> CatalogDocument {
        var scanner = try SafeXMLReader.scanner(bytes, file: file)
        guard case .start(let root) = try scanner.next() else {
            throw CatalogParseError(file: file, at: nil, "expected a root element, found end of file")
        }
        guard scanner.hasLocalName(root, "xliff") else {
            throw CatalogParseError(file: file, at: root.location, "expected an <xliff> root element, found <\(scanner.name(of: root))>")
        }
        let document: CatalogDocument
        if let version = scanner.attribute("version", of: root), version.hasPrefix("2") {
            document = try stream20(root, scanner: &scanner, file: file, fallbackLanguage: fallbackLanguage)
        } else {
            document = try stream12(scanner: &scanner, file: file, fallbackLanguage: fallbackLanguage)
        }
        try scanner.finish()
        return document
    }

    /// Calls `body` for each descendant named `name` of the element just started (not looking
    /// inside those), which `body` reads to its end; returns at the element's end.
    static func forEach(
        _ name: StaticString, in scanner: inout XMLScanner, _ body: (XMLStartTag, inout XMLScanner) throws(CatalogParseError) -> Void
    ) throws(CatalogParseError) {
        var depth = 0
        while true {
            switch try scanner.next() {
            case .start(let tag):
                if scanner.hasLocalName(tag, name) { try body(tag, &scanner) } else { depth += 1 }
            case .text: continue
            case .end:
                if depth == 0 { return }
                depth -= 1
            case .endOfDocument: return
            }
        }
    }

    /// Calls `body` for each child element of the element just started, which `body` reads to
    /// its end; returns at the element's end.
    static func forEachChild(
        in scanner: inout XMLScanner, _ body: (XMLStartTag, inout XMLScanner) throws(CatalogParseError) -> Void
    ) throws(CatalogParseError) {
        while true {
            switch try scanner.next() {
            case .start(let tag): try body(tag, &scanner)
            case .text: continue
            case .end, .endOfDocument: return
            }
        }
    }

    static func stream12(scanner: inout XMLScanner, file: String, fallbackLanguage: String?) throws(CatalogParseError) -> CatalogDocument {
        var document = CatalogDocument(path: file, format: .xliff12)
        try forEachChild(in: &scanner) { (fileElement, scanner) throws(CatalogParseError) in
            guard scanner.hasLocalName(fileElement, "file") else { return try scanner.skipElement() }
            let source = scanner.attribute("source-language", of: fileElement)
            guard let target = scanner.attribute("target-language", of: fileElement) ?? fallbackLanguage else {
                throw CatalogParseError(
                    file: file, at: fileElement.location, "expected a target-language=\"…\" attribute on <file>")
            }
            document.declaredLanguages.append(target)
            // An id is unique within its `<file>` alone: Xcode exports a `<file>` per table, and
            // two tables may hold one key. A repeat within one is a duplicate, found here.
            var ids: Set<String> = []
            try forEach("trans-unit", in: &scanner) { (unit, scanner) throws(CatalogParseError) in
                guard let id = try translatedID(of: unit, named: "trans-unit", scanner: &scanner, file: file, into: &document) else {
                    return
                }
                var sourceElement: (String, SourceLocation)?
                var targetElement: (String, SourceLocation, String?)?
                try forEachChild(in: &scanner) { (child, scanner) throws(CatalogParseError) in
                    if scanner.hasLocalName(child, "source") && sourceElement == nil {
                        sourceElement = (try scanner.elementText(), child.location)
                    } else if scanner.hasLocalName(child, "target") && targetElement == nil {
                        let state = scanner.attribute("state", of: child)
                        targetElement = (try scanner.elementText(), child.location, state)
                    } else {
                        try scanner.skipElement()
                    }
                }
                if let source, source != target, let sourceElement {
                    document.entries.append(
                        CatalogEntry(
                            language: source, key: id, value: sourceElement.0, role: .source, file: file, location: sourceElement.1))
                }
                guard ids.insert(id).inserted else {
                    document.repeatedMembers.append(
                        CatalogEntry(
                            language: target, key: id, value: targetElement?.0, file: file,
                            location: targetElement?.1 ?? sourceElement?.1 ?? unit.location))
                    return
                }
                guard let targetElement else { return }
                let state = targetElement.2
                // A CAT tool marks a finished unit approved="yes", whatever state Xcode left.
                let approved = scanner.attribute("approved", of: unit, is: "yes")
                document.entries.append(
                    CatalogEntry(
                        language: target, key: id, value: targetElement.0, state: state,
                        isFinal: approved || (state.map { finalStates12.contains($0) } ?? true), file: file,
                        location: targetElement.1))
            }
        }
        return document
    }

    /// The id of `unit` (a 1.2 `<trans-unit>` or a 2.0 `<unit>`, `named` so in the error), or nil
    /// for a unit marked `translate="no"`: its id is recorded as untranslatable and the unit
    /// skipped to its end.
    private static func translatedID(
        of unit: XMLStartTag, named name: String, scanner: inout XMLScanner, file: String, into document: inout CatalogDocument
    ) throws(CatalogParseError) -> String? {
        guard let id = scanner.attribute("id", of: unit) else {
            throw CatalogParseError(file: file, at: unit.location, "expected an id=\"…\" attribute on <\(name)>")
        }
        guard !scanner.attribute("translate", of: unit, is: "no") else {
            document.untranslatableKeys.insert(id)
            try scanner.skipElement()
            return nil
        }
        return id
    }

    static func stream20(
        _ root: XMLStartTag, scanner: inout XMLScanner, file: String, fallbackLanguage: String?
    ) throws(CatalogParseError) -> CatalogDocument {
        var document = CatalogDocument(path: file, format: .xliff20)
        let source = scanner.attribute("srcLang", of: root)
        guard let target = scanner.attribute("trgLang", of: root) ?? fallbackLanguage else {
            throw CatalogParseError(file: file, at: root.location, "expected a trgLang=\"…\" attribute on <xliff>")
        }
        document.declaredLanguages.append(target)
        // A unit id is unique within its `<file>` alone, as in XLIFF 1.2: a repeat within one is
        // a duplicate, found here.
        try forEachChild(in: &scanner) { (fileElement, scanner) throws(CatalogParseError) in
            guard scanner.hasLocalName(fileElement, "file") else { return try scanner.skipElement() }
            var ids: Set<String> = []
            try forEach("unit", in: &scanner) { (unit, scanner) throws(CatalogParseError) in
                guard let id = try translatedID(of: unit, named: "unit", scanner: &scanner, file: file, into: &document) else { return }
                var segments = 0
                var sourceText = ""
                var targetText = ""
                var hasTarget = false
                var state: String?
                var firstTargetLocation: SourceLocation?
                try forEachChild(in: &scanner) { (segment, scanner) throws(CatalogParseError) in
                    guard scanner.hasLocalName(segment, "segment") else { return try scanner.skipElement() }
                    segments += 1
                    var sawSource = false
                    var sawTarget = false
                    try forEachChild(in: &scanner) { (child, scanner) throws(CatalogParseError) in
                        if scanner.hasLocalName(child, "source") && !sawSource {
                            sawSource = true
                            sourceText += try scanner.elementText()
                        } else if scanner.hasLocalName(child, "target") && !sawTarget {
                            sawTarget = true
                            targetText += try scanner.elementText()
                            hasTarget = true
                            if segments == 1 { firstTargetLocation = child.location }
                        } else {
                            try scanner.skipElement()
                        }
                    }
                    let s = scanner.attribute("state", of: segment) ?? "initial"
                    if state == nil || !finalStates20.contains(s) { state = s }
                }
                guard segments > 0 else { return }
                guard ids.insert(id).inserted else {
                    document.repeatedMembers.append(
                        CatalogEntry(
                            language: target, key: id, value: hasTarget ? targetText : nil, file: file,
                            location: firstTargetLocation ?? unit.location))
                    return
                }
                if let source, source != target {
                    document.entries.append(
                        CatalogEntry(language: source, key: id, value: sourceText, role: .source, file: file, location: unit.location))
                }
                guard hasTarget else { return }
                document.entries.append(
                    CatalogEntry(
                        language: target, key: id, value: targetText, state: state,
                        isFinal: state.map { finalStates20.contains($0) } ?? true, file: file,
                        location: firstTargetLocation ?? unit.location))
            }
        }
        return document
    }
}
