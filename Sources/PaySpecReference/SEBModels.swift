import PaySpecEnums
import PaySpecJSON

/// The SEB suites of the reference model.
public enum SEBModels {
    public static let all: [String: any SuiteModel] = [:]
}

/// Mutants of the SEB suites.
public enum SEBMutants {
    public static let all: [Mutant] = []
}
