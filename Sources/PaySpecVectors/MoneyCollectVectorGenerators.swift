import PaySpecJSON
import PaySpecModel

/// Table-derived vector generators for the MoneyCollect suites.
public enum MoneyCollectVectorGenerators {
    public static let all: [any SuiteVectorGenerator] = [
        MoneyCollectConfirmVectors(), MoneyCollectReturnURLVectors(), MoneyCollectRetrieveVectors(),
        MoneyCollectExitPromptVectors(),
    ]
}
