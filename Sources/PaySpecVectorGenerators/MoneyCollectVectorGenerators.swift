import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Table-derived vector generators for the MoneyCollect suites.
public enum MoneyCollectVectorGenerators {
    public static let all: [any SuiteVectorGenerator] = [
        WithVariants(
            generator: MoneyCollectConfirmVectors(), members: MoneyCollectVariants.confirm,
            finish: MoneyCollectResponses.markingNulls),
        WithVariants(generator: MoneyCollectReturnURLVectors(), members: MoneyCollectVariants.returnURL),
        WithVariants(
            generator: MoneyCollectRetrieveVectors(), members: MoneyCollectVariants.retrieve,
            finish: MoneyCollectResponses.markingNulls),
        MoneyCollectExitPromptVectors(),
    ]
}
