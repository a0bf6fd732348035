import PaySpecJSON
import PaySpecModel
import PaySpecReference
import PaySpecVectors
import Testing

/// The values real servers send (spec/<sdk>/server-values.json) reach vectors, and those vectors
/// say what the documents' readings make of them.
@Suite struct ServerValueVectorTests {
    static let catalog = SEBMoneyCollectFixtures.catalog
    static let all = GoldenLoader.load(directory: PackageRoot.golden).suites.flatMap(\.vectors)

    @Test("every server-values row of every SDK is fed to a vector", arguments: ["comgate", "moneycollect", "seb"])
    func everyRowHasAVector(sdk: String) {
        let table = "\(sdk)/server-values"
        let rows = Self.catalog.rows(table)
        #expect(!rows.isEmpty)
        for row in rows {
            let ref = row.reference(in: table)
            #expect(Self.all.contains { $0.spec.contains(ref) }, "\(ref) is fed to no vector")
        }
    }

    /// Every EveryPay state through a resolver, under exact and under normalised matching.
    static func resolved(_ state: String, matching: String) throws -> String? {
        let input: JSONValue = [
            "apiBaseURL": nil, "lookup": nil,
            "resolver": ["paymentStatus": .string(state), "orderNumber": "ORD-1", "error": nil],
        ]
        let out = try ReferenceModel(choices: ["seb-status-matching": matching]).evaluate(suite: "seb.resolution", input: input)
        return out["outcome"]?.stringValue
    }

    @Test("EveryPay's lowercase states: all unresolved under exact matching; folding case maps five")
    func everyPayStates() throws {
        let states = Self.catalog.rows("seb/server-values").filter { $0.string("field") == "payment_state" }
            .compactMap { $0.string("value") }
        #expect(states.count == 15)
        for state in states {
            #expect(try Self.resolved(state, matching: "exact") == "unresolved", "\(state)")
            let vector = Self.all.first { $0.id == "seb.resolution/resolver-everypay-\(state)" }
            #expect(vector?.expect["outcome"] == "unresolved", "\(state) has no resolver vector")
        }
        let mapped = try states.filter { try Self.resolved($0, matching: "normalised") != "unresolved" }
        #expect(mapped == ["settled", "authorized", "failed", "abandoned", "refunded"])
        #expect(try Self.resolved("initial", matching: "normalised") == "unresolved")
        #expect(try Self.resolved("voided", matching: "normalised") == "unresolved")
        // The document keeps ABANDONED as cancelled, though EveryPay counts it as a failure.
        #expect(try Self.resolved("abandoned", matching: "normalised") == "cancelled")
    }

    @Test("Comgate: the server accepts ten lang codes, si among them, which the SDK's list spells sl")
    func comgateServerLanguages() throws {
        let accepted = try #require(
            Self.catalog.rows("comgate/server-values").first { $0.key == "lang.accepted" }?.string("value"))
        let server = Set(accepted.split(separator: " ").map(String.init))
        let sdk = Set(Self.catalog.rows("comgate/languages").compactMap(\.key))
        #expect(server.count == 10)
        #expect(server.subtracting(sdk) == ["si"])
        #expect(sdk.subtracting(server).count == 17)
        #expect(sdk.contains("sl"))
        let si = try #require(Self.all.first { $0.id == "comgate.translations/for-code-server-si" })
        #expect(si.expect["language"] == "en")
    }

    @Test("Comgate: one minor unit below each server minimum is still a valid price for the SDK")
    func comgateMinimumPrices() {
        for currency in ["CZK", "EUR", "HUF"] {
            let v = Self.all.first { $0.id == "comgate.payment-params/price-below-server-minimum-\(currency)" }
            #expect(v?.expect["valid"] == true, "\(currency)")
            #expect(v?.level == .should, "\(currency) rests on an informative row")
        }
    }
}
