import PaySpecJSON

/// Reads XLIFF 1.2 (`<file source-language target-language><body><trans-unit id><source>
/// <target state>`, as Xcode exports it) and XLIFF 2.0 (`<xliff srcLang trgLang><file><unit id>
/// <segment state><source><target>`).
public enum XLIFFParser {
    /// XLIFF 1.2 target states that count as final.
    public static let finalStates12: Set<String> = ["translated", "signed-off", "final"]
    /// XLIFF 2.0 segment states that count as final (`initial` does not).
    public static let finalStates20: Set<String> = ["translated", "reviewed", "final"]

    /// Parses either version; the version comes from the root element.
    public static func parse(_ bytes: [UInt8], file: String, fallbackLanguage: String?) throws(CatalogParseError) -> CatalogDocument {
        let root = try SafeXMLReader.parse(bytes, file: file)
        guard root.localName == "xliff" else {
            throw CatalogParseError(file: file, at: root.location, "expected an <xliff> root element, found <\(root.name)>")
        }
        if let version = root.attributes["version"], version.hasPrefix("2") {
            return try parse20(root, file: file, fallbackLanguage: fallbackLanguage)
        }
        return try parse12(root, file: file, fallbackLanguage: fallbackLanguage)
    }

    static func parse12(_ root: XMLElementNode, file: String, fallbackLanguage: String?) throws(CatalogParseError) -> CatalogDocument {
        var document = CatalogDocument(path: file, format: .xliff12)
        for fileElement in root.elements("file") {
            let source = fileElement.attributes["source-language"]
            guard let target = fileElement.attributes["target-language"] ?? fallbackLanguage else {
                throw CatalogParseError(
                    file: file, at: fileElement.location, "expected a target-language=\"…\" attribute on <file>")
            }
            document.declaredLanguages.append(target)
            var units: [XMLElementNode] = []
            collect("trans-unit", in: fileElement, into: &units)
            for unit in units {
                guard let id = unit.attributes["id"] else {
                    throw CatalogParseError(file: file, at: unit.location, "expected an id=\"…\" attribute on <trans-unit>")
                }
                if unit.attributes["translate"] == "no" {
                    document.untranslatableKeys.insert(id)
                    continue
                }
                if let source, source != target, let sourceElement = unit.element("source") {
                    document.entries.append(
                        CatalogEntry(
                            language: source, key: id, value: sourceElement.text, role: .source, file: file,
                            location: sourceElement.location))
                }
                guard let targetElement = unit.element("target") else { continue }
                let state = targetElement.attributes["state"]
                document.entries.append(
                    CatalogEntry(
                        language: target, key: id, value: targetElement.text, state: state,
                        isFinal: state.map { finalStates12.contains($0) } ?? true, file: file, location: targetElement.location))
            }
        }
        return document
    }

    static func parse20(_ root: XMLElementNode, file: String, fallbackLanguage: String?) throws(CatalogParseError) -> CatalogDocument {
        var document = CatalogDocument(path: file, format: .xliff20)
        let source = root.attributes["srcLang"]
        guard let target = root.attributes["trgLang"] ?? fallbackLanguage else {
            throw CatalogParseError(file: file, at: root.location, "expected a trgLang=\"…\" attribute on <xliff>")
        }
        document.declaredLanguages.append(target)
        var units: [XMLElementNode] = []
        collect("unit", in: root, into: &units)
        for unit in units {
            guard let id = unit.attributes["id"] else {
                throw CatalogParseError(file: file, at: unit.location, "expected an id=\"…\" attribute on <unit>")
            }
            if unit.attributes["translate"] == "no" {
                document.untranslatableKeys.insert(id)
                continue
            }
            let segments = unit.elements("segment")
            guard !segments.isEmpty else { continue }
            var sourceText = ""
            var targetText = ""
            var hasTarget = false
            var state: String?
            for segment in segments {
                sourceText += segment.element("source")?.text ?? ""
                if let t = segment.element("target") {
                    targetText += t.text
                    hasTarget = true
                }
                let s = segment.attributes["state"] ?? "initial"
                if state == nil || !finalStates20.contains(s) { state = s }
            }
            if let source, source != target {
                document.entries.append(
                    CatalogEntry(language: source, key: id, value: sourceText, role: .source, file: file, location: unit.location))
            }
            guard hasTarget else { continue }
            document.entries.append(
                CatalogEntry(
                    language: target, key: id, value: targetText, state: state,
                    isFinal: state.map { finalStates20.contains($0) } ?? true, file: file,
                    location: segments[0].element("target")?.location ?? unit.location))
        }
        return document
    }

    static func collect(_ name: String, in element: XMLElementNode, into out: inout [XMLElementNode]) {
        for child in element.elements() {
            if child.localName == name {
                out.append(child)
            } else {
                collect(name, in: child, into: &out)
            }
        }
    }
}
