import PaySpecJSON
import PaySpecModel

/// Table-derived vector generators for the Comgate suites.
public enum ComgateVectorGenerators {
    public static let all: [any SuiteVectorGenerator] = [
        ErrorCodesVectors(), ErrorReasonsVectors(), PaymentResultVectors(), StatusViewVectors(), SessionVectors(),
        PaymentParamsVectors(), CardFieldVectors(), TranslationVectors(),
    ]
}
