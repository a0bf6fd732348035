import PaySpecEnums
import PaySpecJSON

/// The Comgate suites of the reference model.
public enum ComgateModels {
    public static let all: [String: any SuiteModel] = [
        ErrorCodesModel.suite: ErrorCodesModel(),
        ErrorReasonsModel.suite: ErrorReasonsModel(),
        PaymentResultModel.suite: PaymentResultModel(),
        StatusViewModel.suite: StatusViewModel(),
        SessionModel.suite: SessionModel(),
        PaymentParamsModel.suite: PaymentParamsModel(),
        CardFieldsModel.suite: CardFieldsModel(),
        TranslationsModel.suite: TranslationsModel(),
    ]
}
