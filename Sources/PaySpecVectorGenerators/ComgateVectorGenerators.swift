import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Table-derived vector generators for the Comgate suites.
public enum ComgateVectorGenerators {
    public static let all: [any SuiteVectorGenerator] = [
        WithVariants(generator: ErrorCodesVectors(), members: ComgateVariants.errorCodes),
        WithVariants(generator: ErrorReasonsVectors(), members: ComgateVariants.errorReasons),
        WithVariants(generator: PaymentResultVectors(), members: ComgateVariants.paymentResult),
        WithVariants(generator: StatusViewVectors(), members: ComgateVariants.statusView),
        WithVariants(generator: SessionVectors(), members: ComgateVariants.session),
        WithVariants(generator: PaymentParamsVectors(), members: ComgateVariants.paymentParams),
        WithVariants(generator: CardFieldVectors(), members: ComgateVariants.cardFields),
        WithVariants(generator: TranslationVectors(), members: ComgateVariants.translations),
    ]
}
