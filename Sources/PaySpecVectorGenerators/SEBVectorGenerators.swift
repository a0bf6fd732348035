import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Table-derived vector generators for the SEB suites.
public enum SEBVectorGenerators {
    public static let all: [any SuiteVectorGenerator] = [
        SEBStatusOutcomeVectors(), SEBResultFieldsVectors(), SEBResolutionVectors(), SEBLookupRequestVectors(),
        SEBFlowTerminationVectors(), SEBCallbackContractVectors(),
    ]
}
