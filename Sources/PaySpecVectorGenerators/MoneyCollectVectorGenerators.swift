import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Table-derived vector generators for the MoneyCollect suites.
public enum MoneyCollectVectorGenerators {
    public static let all: [any SuiteVectorGenerator] = [
        MoneyCollectConfirmVectors(), MoneyCollectReturnURLVectors(), MoneyCollectRetrieveVectors(),
        MoneyCollectExitPromptVectors(),
    ]
}
