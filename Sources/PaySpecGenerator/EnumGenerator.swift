import PaySpecModel

/// One generated Swift file.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var contents: String
}

/// Turns a checked spec catalog into Swift source. Pure: the same catalog always gives the
/// same bytes, and nothing is read or written here.
public enum EnumGenerator {
    /// The fixed names of the files `generate` returns, in order. The build-tool plugin declares
    /// exactly these as its outputs.
    public static let fileNames = [
        "Ambiguities.swift",
        "ComgateErrorReasons.swift",
        "ComgateErrors.swift",
        "ComgatePaymentResults.swift",
        "ComgateSession.swift",
        "ComgateTranslationPresets.swift",
        "ComgateTranslations.swift",
        "MoneyCollectStatuses.swift",
        "Namespaces.swift",
        "SEBStatuses.swift",
    ]

    public static func generate(_ catalog: SpecCatalog) -> [GeneratedFile] {
        let files = [
            GeneratedFile(name: "Ambiguities.swift", contents: AmbiguityEmitter.emit(catalog)),
            GeneratedFile(name: "ComgateErrorReasons.swift", contents: ComgateEmitter.reasons(catalog)),
            GeneratedFile(name: "ComgateErrors.swift", contents: ComgateEmitter.errors(catalog)),
            GeneratedFile(name: "ComgatePaymentResults.swift", contents: ComgateEmitter.paymentResults(catalog)),
            GeneratedFile(name: "ComgateSession.swift", contents: ComgateEmitter.session(catalog)),
            GeneratedFile(name: "ComgateTranslationPresets.swift", contents: TranslationEmitter.presets(catalog)),
            GeneratedFile(name: "ComgateTranslations.swift", contents: TranslationEmitter.keysAndLanguages(catalog)),
            GeneratedFile(name: "MoneyCollectStatuses.swift", contents: MoneyCollectEmitter.emit(catalog)),
            GeneratedFile(name: "Namespaces.swift", contents: NamespaceEmitter.emit()),
            GeneratedFile(name: "SEBStatuses.swift", contents: SEBEmitter.emit(catalog)),
        ]
        precondition(files.map(\.name) == fileNames, "fileNames and generate() disagree")
        return files
    }
}

/// The enum case name for a row field that the schema guarantees is an identifier.
func caseName(_ value: String) -> String { SwiftIdentifier.escaped(value) }
