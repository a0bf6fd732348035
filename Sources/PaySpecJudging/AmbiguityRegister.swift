import PaySpecGolden
import PaySpecJSON

/// The ambiguity register (`spec/ambiguities.json`) as this build carries it: every id, its
/// options in the register's order and the reference's choice. Read from the embedded suite, not
/// from the generated enums, so judging does not depend on code generated for the reference
/// model; both come from the same file of the same build.
public struct AmbiguityRegister: Sendable {
    /// One open point of the vendor documents.
    public struct Entry: Sendable, Hashable {
        public var id: String
        /// The options an implementation may declare, in the register's order.
        public var options: [String]
        /// The option the reference model follows.
        public var referenceChoice: String
    }

    /// The entries in the register's order.
    public let entries: [Entry]
    private let byID: [String: Entry]

    /// The register read from `bytes` (the file's JSON: `{"rows": [{"id", "choice", "options": [{"id"}]}]}`).
    init(bytes: [UInt8]) {
        let rows = (try? JSONParser.parseValue(bytes))?["rows"]?.arrayValue ?? []
        let entries = rows.compactMap { row -> Entry? in
            guard let id = row["id"]?.stringValue else { return nil }
            let options = row["options"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
            return Entry(id: id, options: options, referenceChoice: row["choice"]?.stringValue ?? "")
        }
        self.entries = entries
        byID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The register compiled into this build. The embedded spec was checked when it was built
    /// (`payspec spec check` and the build's own generator run), so it is read without diagnostics.
    public static let builtIn = AmbiguityRegister(bytes: PaySpecSuite.file(at: "spec/ambiguities.json")?.bytes ?? [])

    /// The entry for `id`, if the register has one.
    public func entry(_ id: String) -> Entry? { byID[id] }

    /// Every id, in the register's order.
    public var ids: [String] { entries.map(\.id) }
}
