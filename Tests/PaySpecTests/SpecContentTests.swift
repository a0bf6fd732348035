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
        let counts = Dictionary(grouping: ComgateError.allCases, by: \.category).mapValues(\.count)
        #expect(counts == [.initialisation: 5, .payment: 11, .applePay: 3, .fieldValidation: 6])
    }

    @Test func generatedEnumsExposeExactlyTheSpecRows() {
        #expect(ComgateError.allCases.map(\.code) == Self.catalog.rows("comgate/errors").map { $0.string("code")! })
        #expect(ErrorReason.allCases.map(\.rawValue) == Self.catalog.rows("comgate/error-reasons").map { $0.key! })
        #expect(ErrorReason.allCases.filter(\.isDocumented).count == 14)
        #expect(TranslationKey.allCases.count == 19)
        #expect(LanguageCode.allCases.count == 26)
        #expect(PaymentOutcome.allCases.map(\.rawValue) == ["succeeded", "failed", "cancelled", "unresolved"])
        #expect(PlatformStatus.named.count == 9)
        #expect(MoneyCollectStatus.named.count == 5)
        #expect(ReturnURLMarker.allCases.map(\.rawValue) == ["payment_id", "payment_client_secret", "source_redirect_slug"])
        #expect(AmbiguityID.allCases.count == Self.catalog.rows("ambiguities").count)
        #expect(PaymentResultKind.allCases.count == 5)
    }

    @Test func rawValuesThatAreNotIdentifiersGetCleanCaseNames() {
        #expect(ErrorReason(rawValue: "3DS_AUTH_FAIL") == .threeDSAuthFail)
        #expect(ErrorReason(rawValue: "3RDPART_APP_LIMIT_EXCEEDED") == .thirdPartyAppLimitExceeded)
        #expect(ErrorReason.rejectedByBank.rawValue == "REJECTED_BY_BANK")
    }

    @Test func unknownReasonsAndStatusesSurviveUnchanged() {
        #expect(ErrorReasonValue(rawValue: "BANK_TIMEOUT") == .known(.bankTimeout))
        #expect(ErrorReasonValue(rawValue: "SOMETHING_NEW").rawValue == "SOMETHING_NEW")
        #expect(PlatformStatus(rawValue: "PARTIALLY_REFUNDED") == .unrecognised("PARTIALLY_REFUNDED"))
        #expect(PlatformStatus(rawValue: "settled").outcome == .unresolved)
        #expect(PlatformStatus(rawValue: "SETTLED").outcome == .succeeded)
        #expect(MoneyCollectStatus(rawValue: nil).message == .fixed("the payment is pending"))
        #expect(MoneyCollectStatus(rawValue: "Succeeded") == .unrecognised("Succeeded"))
        #expect(MoneyCollectStatus(rawValue: "failed").message == .errorMessage)
    }

    @Test func lookupByCode() {
        #expect(ComgateError(code: "PAYMENT_NETWORK_ERROR") == .paymentNetworkError)
        #expect(ComgateError.paymentNetworkError.message == "Network error during payment.")
        #expect(ComgateError(code: "payment_network_error") == nil)
        #expect(ComgateError(code: "NOT_A_CODE") == nil)
    }

    @Test func supportedLanguageCodesAreSortedAndSayNoNotNb() {
        let codes = LanguageCode.supportedLanguageCodes
        #expect(codes == codes.sorted())
        #expect(codes.count == 26)
        #expect(codes.contains("no") && !codes.contains("nb"))
        #expect(codes == LanguageCode.allCases.map(\.rawValue))
    }

    @Test func presetsCarryTheReferenceTranslations() {
        #expect(TranslationPreset.slovak[.payButtonText] == "Zaplatiť")
        #expect(TranslationPreset.preset(for: .sk) == .slovak)
        for language in LanguageCode.allCases {
            let preset = TranslationPreset.preset(for: language)
            #expect(preset.language == language)
            for key in TranslationKey.allCases {
                #expect(preset[key] == Self.catalog.translations[language.rawValue]?.strings[key.rawValue])
            }
        }
    }

    @Test func buttonTextsFitTheirBudget() {
        for language in LanguageCode.allCases {
            for key in TranslationKey.allCases {
                guard let budget = key.lengthBudget else { continue }
                #expect(TranslationPreset.preset(for: language)[key].count <= budget, "\(language).\(key)")
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
