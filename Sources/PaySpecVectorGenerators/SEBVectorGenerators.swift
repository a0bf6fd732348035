import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Table-derived vector generators for the SEB suites.
public enum SEBVectorGenerators {
    public static let all: [any SuiteVectorGenerator] = [
        WithVariants(generator: SEBStatusOutcomeVectors(), members: SEBVariants.statusOutcome),
        WithVariants(generator: SEBResultFieldsVectors(), members: SEBVariants.resultFields),
        WithVariants(generator: SEBResolutionVectors(), members: SEBVariants.resolution),
        WithVariants(generator: SEBLookupRequestVectors(), members: SEBVariants.lookupRequest),
        SEBFlowTerminationVectors(), SEBCallbackContractVectors(),
    ]
}
