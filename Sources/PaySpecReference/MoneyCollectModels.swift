import PaySpecEnums
import PaySpecJSON

/// The MoneyCollect suites of the reference model.
public enum MoneyCollectModels {
    public static let all: [String: any SuiteModel] = [:]
}

/// Mutants of the MoneyCollect suites.
public enum MoneyCollectMutants {
    public static let all: [Mutant] = []
}
