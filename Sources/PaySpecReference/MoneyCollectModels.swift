import PaySpecEnums
import PaySpecJSON

/// The MoneyCollect suites of the reference model.
public enum MoneyCollectModels {
    public static let all: [String: any SuiteModel] = [
        "moneycollect.confirm-response": MoneyCollectConfirmModel(),
        "moneycollect.return-url": MoneyCollectReturnURLModel(),
        "moneycollect.retrieve-response": MoneyCollectRetrieveModel(),
        "moneycollect.exit-prompt": MoneyCollectExitPromptModel(),
    ]
}
