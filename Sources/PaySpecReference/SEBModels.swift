import PaySpecEnums
import PaySpecJSON

/// The SEB suites of the reference model.
public enum SEBModels {
    public static let all: [String: any SuiteModel] = [
        "seb.status-outcome": SEBStatusOutcomeModel(),
        "seb.result-fields": SEBResultFieldsModel(),
        "seb.resolution": SEBResolutionModel(),
        "seb.lookup-request": SEBLookupRequestModel(),
        "seb.flow-terminations": SEBFlowTerminationModel(),
        "seb.callback-contract": SEBCallbackContractModel(),
    ]
}
