import PaySpecEnums
import PaySpecJSON

/// The Comgate suites of the reference model.
public enum ComgateModels {
    public static let all: [String: any SuiteModel] = [:]
}

/// Mutants of the Comgate suites.
public enum ComgateMutants {
    public static let all: [Mutant] = []
}
