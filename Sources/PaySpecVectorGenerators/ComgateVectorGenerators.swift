import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Table-derived vector generators for the Comgate suites.
public enum ComgateVectorGenerators {
    public static let all: [any SuiteVectorGenerator] = [
        ErrorCodesVectors(), ErrorReasonsVectors(), PaymentResultVectors(), StatusViewVectors(), SessionVectors(),
        PaymentParamsVectors(), CardFieldVectors(), TranslationVectors(),
    ]
}
