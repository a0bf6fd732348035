/// Every Comgate mutant: one-line deviations the Comgate vectors must catch.
enum ComgateMutantList {
    static let all: [Mutant] = [
        Mutant(
            "comgate.error-code-swapped", suite: "comgate.error-codes", "PAYMENT_FAILED looks up paymentCreateFailed"),
        Mutant(
            "comgate.error-category-wrong", suite: "comgate.error-codes",
            "Apple Pay errors reported in category payment"),
        Mutant("comgate.error-lookup-case-insensitive", suite: "comgate.error-codes", "codes matched ignoring case"),
        Mutant("comgate.unknown-reason-dropped", suite: "comgate.error-reasons", "an unlisted errorReason becomes nil"),
        Mutant(
            "comgate.unknown-reason-coerced", suite: "comgate.error-reasons",
            "an unlisted errorReason becomes NOT_SPECIFIED"),
        Mutant(
            "comgate.undocumented-reason-marked-documented", suite: "comgate.error-reasons",
            "server-side reasons reported as documented"),
        Mutant("comgate.pending-final", suite: "comgate.payment-result", "pending marked final"),
        Mutant("comgate.failed-final", suite: "comgate.payment-result", "failed marked final"),
        Mutant("comgate.cancelled-classified-error", suite: "comgate.payment-result", "cancelled classified as error"),
        Mutant("comgate.pending-success-style", suite: "comgate.status-view", "pending shown in the success style"),
        Mutant("comgate.hide-clears-text", suite: "comgate.status-view", "hide also empties the text"),
        Mutant("comgate.clear-keeps-text", suite: "comgate.status-view", "clear leaves the text"),
        Mutant("comgate.status-text-always-english", suite: "comgate.status-view", "status texts ignore the language"),
        Mutant(
            "comgate.devmode-rooted-not-skipped", suite: "comgate.session", "devMode does not skip the rooted check"),
        Mutant("comgate.devmode-skips-every-cause", suite: "comgate.session", "devMode skips every init failure"),
        Mutant(
            "comgate.reinit-after-failure-refused", suite: "comgate.session", "initialize() after failed is ignored"),
        Mutant("comgate.payment-before-ready-allowed", suite: "comgate.session", "processPayment runs before ready"),
        Mutant("comgate.failed-is-initialized", suite: "comgate.session", "isInitialized true in failed"),
        Mutant("comgate.init-unauthorized-as-failed", suite: "comgate.session", "HTTP 401 yields initFailed"),
        Mutant("comgate.price-zero-accepted", suite: "comgate.payment-params", "price 0 accepted"),
        Mutant("comgate.fractional-price-accepted", suite: "comgate.payment-params", "a fractional price passes"),
        Mutant("comgate.both-options-accepted", suite: "comgate.payment-params", "initRecurring with preauth accepted"),
        Mutant(
            "comgate.first-param-error-only", suite: "comgate.payment-params", "only the first broken rule reported"),
        Mutant("comgate.luhn-skipped", suite: "comgate.card-fields", "PAN accepted without the Luhn check"),
        Mutant("comgate.pan-max-16-digits", suite: "comgate.card-fields", "PANs longer than 16 digits refused"),
        Mutant("comgate.pan-junk-ignored", suite: "comgate.card-fields", "non-digit characters skipped in the PAN"),
        Mutant("comgate.expiry-month-off-by-one", suite: "comgate.card-fields", "expiry months 0 to 11 accepted"),
        Mutant("comgate.current-month-expired", suite: "comgate.card-fields", "a card expiring this month is expired"),
        Mutant("comgate.two-digit-year-19yy", suite: "comgate.card-fields", "a two-digit year read as 19YY"),
        Mutant("comgate.cvv-4-for-visa", suite: "comgate.card-fields", "a 4-digit CVV accepted for any card"),
        Mutant("comgate.whitespace-name-accepted", suite: "comgate.card-fields", "a whitespace-only name accepted"),
        Mutant(
            "comgate.missing-name-as-invalid-card", suite: "comgate.card-fields",
            "a missing name alone reported as INVALID_CARD_DATA"),
        Mutant(
            "comgate.missing-translation", suite: "comgate.translations", "Slovak statusPending falls back to English"),
        Mutant("comgate.unsorted-codes", suite: "comgate.translations", "supported codes sorted by English name"),
        Mutant(
            "comgate.unknown-language-not-english", suite: "comgate.translations", "an unknown code gives bg, not en"),
        Mutant("comgate.key-order-swapped", suite: "comgate.translations", "panLabel and expiryLabel swapped"),
        Mutant(
            "comgate.resolution-case-insensitive", suite: "comgate.translations", "device language folded to lower case"
        ),
    ]
}
