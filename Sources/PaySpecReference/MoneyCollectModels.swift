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

/// Mutants of the MoneyCollect suites.
public enum MoneyCollectMutants {
    public static let all: [Mutant] = [
        Mutant("mc.status-case-insensitive", suite: "moneycollect.confirm-response", "status compared ignoring case"),
        Mutant(
            "mc.nil-status-not-pending", suite: "moneycollect.confirm-response",
            "a missing status gives no message"),
        Mutant(
            "mc.redirect-without-url", suite: "moneycollect.confirm-response",
            "redirect on nextAction without a url"),
        Mutant(
            "mc.redirect-missing-client-secret", suite: "moneycollect.confirm-response",
            "3-D Secure redirect without the client secret"),
        Mutant("mc.transport-error-ignored", suite: "moneycollect.confirm-response", "response read despite an error"),
        Mutant("mc.return-url-two-markers", suite: "moneycollect.return-url", "source_redirect_slug not checked"),
        Mutant("mc.retrieve-code-unchecked", suite: "moneycollect.retrieve-response", "retrieve ignores the code"),
        Mutant(
            "mc.retrieve-dismiss-before-complete", suite: "moneycollect.retrieve-response",
            "page dismissed before completeBlock runs"),
        Mutant("mc.exit-dismiss-retrieves", suite: "moneycollect.exit-prompt", "dismissing the prompt retrieves"),
        Mutant("mc.back-exits-without-prompt", suite: "moneycollect.exit-prompt", "Return exits without a prompt"),
    ]
}
