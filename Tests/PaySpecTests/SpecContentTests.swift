import PaySpecEnums
import PaySpecModel
import Testing

/// Every row of every documented table is in spec/, and the generated enums expose exactly those.
@Suite struct SpecContentTests {
    static let catalog = try! SpecCatalog.load(directory: PackageRoot.spec)

    static let expectedRowCounts: [(String, Int)] = [
        ("comgate/errors", 25), ("comgate/error-reasons", 20), ("comgate/languages", 26), ("comgate/translation-keys", 19),
        ("comgate/payment-results", 5), ("comgate/session-states", 4), ("comgate/init-failures", 5),
        ("comgate/session-properties", 5), ("seb/outcomes", 4), ("seb/platform-statuses", 10), ("seb/result-fields", 6),
        ("seb/status-lookup", 4), ("moneycollect/statuses", 6), ("moneycollect/return-url-markers", 3),
    ]

    @Test(arguments: expectedRowCounts)
    func tableHasEveryDocumentedRow(table: String, rows: Int) throws {
        let t = try #require(Self.catalog.table(table))
        #expect(t.rows.count == rows)
    }

    @Test func documentedCounts() {
        let reasons = Self.catalog.rows("comgate/error-reasons")
        #expect(reasons.filter { $0.bool("documented") == true }.count == 14)
        #expect(reasons.filter { $0.bool("documented") == true }.allSatisfy { $0.level == .normative })
        #expect(reasons.filter { $0.bool("documented") == false }.allSatisfy { $0.level == .derived && $0.why != nil })
        #expect(Self.catalog.rows("seb/platform-statuses").filter { $0.string("match") == "exact" }.count == 9)
        #expect(Self.catalog.rows("moneycollect/statuses").filter { $0.string("match") == "exact" }.count == 5)
        #expect(Self.catalog.translations.count == 26)
        #expect(Self.catalog.translations.values.allSatisfy { $0.strings.count == 19 })
        #expect(Self.catalog.rows("ambiguities").count >= 10)
    }

    @Test func errorCategoriesMatchTheDocumentSections() {
        let counts = Dictionary(grouping: Comgate.Error.allCases, by: \.category).mapValues(\.count)
        #expect(counts == [.initialisation: 5, .payment: 11, .applePay: 3, .fieldValidation: 6])
    }

    @Test func generatedEnumsExposeExactlyTheSpecRows() {
        #expect(Comgate.Error.allCases.map(\.code) == Self.catalog.rows("comgate/errors").map { $0.string("code")! })
        #expect(Comgate.ErrorReason.allCases.map(\.rawValue) == Self.catalog.rows("comgate/error-reasons").map { $0.key! })
        #expect(Comgate.ErrorReason.allCases.filter(\.isDocumented).count == 14)
        #expect(Comgate.TranslationKey.allCases.count == 19)
        #expect(Comgate.LanguageCode.allCases.count == 26)
        #expect(SEB.PaymentOutcome.allCases.map(\.rawValue) == ["succeeded", "failed", "cancelled", "unresolved"])
        #expect(SEB.PlatformStatus.named.count == 9)
        #expect(MoneyCollect.Status.named.count == 5)
        #expect(MoneyCollect.ReturnURLMarker.allCases.map(\.rawValue) == ["payment_id", "payment_client_secret", "source_redirect_slug"])
        #expect(AmbiguityID.allCases.count == Self.catalog.rows("ambiguities").count)
        #expect(Comgate.PaymentResultKind.allCases.count == 5)
    }

    @Test func rawValuesThatAreNotIdentifiersGetCleanCaseNames() {
        #expect(Comgate.ErrorReason(rawValue: "3DS_AUTH_FAIL") == .threeDSAuthFail)
        #expect(Comgate.ErrorReason(rawValue: "3RDPART_APP_LIMIT_EXCEEDED") == .thirdPartyAppLimitExceeded)
        #expect(Comgate.ErrorReason.rejectedByBank.rawValue == "REJECTED_BY_BANK")
    }

    @Test func unknownReasonsAndStatusesSurviveUnchanged() {
        #expect(Comgate.ErrorReasonValue(rawValue: "BANK_TIMEOUT") == .known(.bankTimeout))
        #expect(Comgate.ErrorReasonValue(rawValue: "SOMETHING_NEW").rawValue == "SOMETHING_NEW")
        #expect(SEB.PlatformStatus(rawValue: "PARTIALLY_REFUNDED") == .unrecognised("PARTIALLY_REFUNDED"))
        #expect(SEB.PlatformStatus(rawValue: "settled").outcome == .unresolved)
        #expect(SEB.PlatformStatus(rawValue: "SETTLED").outcome == .succeeded)
        #expect(MoneyCollect.Status(rawValue: nil).message == .fixed("the payment is pending"))
        #expect(MoneyCollect.Status(rawValue: "Succeeded") == .unrecognised("Succeeded"))
        #expect(MoneyCollect.Status(rawValue: "failed").message == .errorMessage)
    }

    @Test func lookupByCode() {
        #expect(Comgate.Error(code: "PAYMENT_NETWORK_ERROR") == .paymentNetworkError)
        #expect(Comgate.Error.paymentNetworkError.message == "Network error during payment.")
        #expect(Comgate.Error(code: "payment_network_error") == nil)
        #expect(Comgate.Error(code: "NOT_A_CODE") == nil)
    }

    @Test func supportedLanguageCodesAreSortedAndSayNoNotNb() {
        let codes = Comgate.LanguageCode.supportedLanguageCodes
        #expect(codes == codes.sorted())
        #expect(codes.count == 26)
        #expect(codes.contains("no") && !codes.contains("nb"))
        #expect(codes == Comgate.LanguageCode.allCases.map(\.rawValue))
    }

    @Test func presetsCarryTheReferenceTranslations() {
        #expect(Comgate.TranslationPreset.slovak[.payButtonText] == "Zaplatiť")
        #expect(Comgate.TranslationPreset.preset(for: .sk) == .slovak)
        for language in Comgate.LanguageCode.allCases {
            let preset = Comgate.TranslationPreset.preset(for: language)
            #expect(preset.language == language)
            for key in Comgate.TranslationKey.allCases {
                #expect(preset[key] == Self.catalog.translations[language.rawValue]?.strings[key.rawValue])
            }
        }
    }

    @Test func buttonTextsFitTheirBudget() {
        for language in Comgate.LanguageCode.allCases {
            for key in Comgate.TranslationKey.allCases {
                guard let budget = key.lengthBudget else { continue }
                #expect(Comgate.TranslationPreset.preset(for: language)[key].count <= budget, "\(language).\(key)")
            }
        }
    }

    @Test func everyAmbiguityHasItsChoiceAmongItsOptions() {
        for id in AmbiguityID.allCases {
            #expect(id.options.contains(id.referenceChoice), "\(id.rawValue)")
            #expect(id.options.count >= 2)
        }
    }
}
