import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `comgate.status-view`: `PaymentStatusState` after a sequence of operations, in a language.
/// `show(result:)` for every result in every language, every error message and reason, and
/// `showError`, `hide` and `clear` in sequences.
struct StatusViewVectors: SuiteVectorGenerator {
    let suite = "comgate.status-view"
    let description = "PaymentStatusState: show(result:) per result and language, showError, hide, clear"
    static let ops = "comgate/status-view-operations"
    static let results = "comgate/payment-results"

    @_optimize(none)
    func state(_ visible: Bool, _ text: String, _ style: String?) -> JSONValue {
        state(visible, .string(text), style)
    }

    @_optimize(none)
    func state(_ visible: Bool, _ text: JSONValue, _ style: String?) -> JSONValue {
        ["visible": .bool(visible), "text": text, "style": JSONValue(style)]
    }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var out = translatedResults(catalog)
        out += cancelledResults(catalog)
        out += failedResults(catalog)
        out += sequences(catalog)
        out += otherLanguages(catalog)
        return out
    }

    /// cancelled and failed in every language: the raw reason and the English message whatever
    /// the language of the view.
    @_optimize(none)
    func otherLanguages(_ catalog: SpecCatalog) -> [GoldenVector] {
        let show = ComgateVectorKit.row(catalog, Self.ops, "show")
        let cancelled = ComgateVectorKit.row(catalog, Self.results, "cancelled")
        let failed = ComgateVectorKit.row(catalog, Self.results, "failed")
        let reasons = catalog.rows("comgate/error-reasons")
        let errors = catalog.rows("comgate/errors")
        var out: [GoldenVector] = []
        for (index, language) in catalog.rows("comgate/languages").compactMap(\.key).enumerated() {
            let reason = reasons[index % reasons.count]
            let raw = reason.key ?? ""
            // English is the language of cancelledResults and failedResults: no second copy here.
            let english = language == "en"
            if !english {
                out.append(
                    ComgateVectorKit.vector(
                        suite, "show-cancelled-in-\(language)",
                        "show(cancelled \(raw)) in \(language) shows the raw reason, untranslated",
                        input: [
                            "language": .string(language),
                            "ops": [["op": "show", "result": "cancelled", "errorReason": .string(raw)]],
                        ],
                        expect: state(true, raw, "error"),
                        levels: [show?.level, cancelled?.level, reason.level],
                        spec: [
                            "\(Self.ops)#show", "\(Self.results)#cancelled", reason.reference(in: "comgate/error-reasons"),
                            "comgate/languages#\(language)",
                        ],
                        tags: ["table", "ambiguity", language], ambiguity: "cancelled-reason-text",
                        byChoice: ["meaning": state(true, ComgateVectorKit.meaningShown(raw, reason.string("meaning") ?? ""), "error")]))
            }
            out.append(
                ComgateVectorKit.vector(
                    suite, "show-cancelled-unlisted-reason-in-\(language)",
                    "An unlisted reason in \(language): its raw value shows either way",
                    input: [
                        "language": .string(language),
                        "ops": [["op": "show", "result": "cancelled", "errorReason": .string("NEW_REASON_\(index)")]],
                    ],
                    expect: state(true, "NEW_REASON_\(index)", "error"),
                    levels: [show?.level, cancelled?.level, .derived],
                    spec: ["\(Self.ops)#show", "\(Self.results)#cancelled", "comgate/languages#\(language)"],
                    tags: ["edge", "unknown-value", language]))
            let error = errors[index % errors.count]
            guard let code = error.string("code"), let message = error.string("message") else { continue }
            if language == "cs" || english { continue }  // show-failed-in-czech, failedResults
            out.append(
                ComgateVectorKit.vector(
                    suite, "show-failed-in-\(language)",
                    "show(failed \(code)) in \(language) shows the English message",
                    input: [
                        "language": .string(language),
                        "ops": [["op": "show", "result": "failed", "error": .string(code)]],
                    ],
                    expect: state(true, ComgateVectorKit.authoredMessage(code, message), "error"),
                    levels: [show?.level, failed?.level, error.level],
                    spec: [
                        "\(Self.ops)#show", "\(Self.results)#failed", error.reference(in: "comgate/errors"),
                        "comgate/languages#\(language)",
                    ],
                    tags: ["table", language]))
        }
        return out
    }

    /// paid, authorized and pending show a translated text: one vector per result and language.
    @_optimize(none)
    func translatedResults(_ catalog: SpecCatalog) -> [GoldenVector] {
        let show = ComgateVectorKit.row(catalog, Self.ops, "show")
        var out: [GoldenVector] = []
        for row in catalog.rows(Self.results) {
            guard let kind = row.key, let key = row.string("statusText"), let style = row.string("statusStyle"),
                catalog.rows("comgate/translation-keys").contains(where: { $0.key == key })
            else { continue }
            for language in catalog.rows("comgate/languages").compactMap(\.key) {
                out.append(
                    ComgateVectorKit.vector(
                        suite, "show-\(kind)-\(language)", "show(\(kind)) in \(language): \(key) text, \(style) style",
                        input: ["language": .string(language), "ops": [["op": "show", "result": .string(kind)]]],
                        expect: state(true, ComgateVectorKit.presetTextShown(catalog, language, key), style),
                        levels: [show?.level, row.level, row.level(of: "statusStyle")],
                        spec: [
                            "\(Self.ops)#show", row.reference(in: Self.results), "comgate/languages#\(language)",
                            "comgate/translation-keys#\(key)",
                        ],
                        tags: ["table", language]))
            }
        }
        return out
    }

    /// cancelled shows its errorReason: every reason row, an unlisted one, and nil.
    @_optimize(none)
    func cancelledResults(_ catalog: SpecCatalog) -> [GoldenVector] {
        let show = ComgateVectorKit.row(catalog, Self.ops, "show")
        let cancelled = ComgateVectorKit.row(catalog, Self.results, "cancelled")
        let base = ["\(Self.ops)#show", "\(Self.results)#cancelled"]
        var out: [GoldenVector] = []
        for row in catalog.rows("comgate/error-reasons") {
            guard let reason = row.key else { continue }
            out.append(
                ComgateVectorKit.vector(
                    suite, "show-cancelled-\(reason)",
                    "show(cancelled \(reason)) shows the raw reason in the error style",
                    input: [
                        "language": "en",
                        "ops": [["op": "show", "result": "cancelled", "errorReason": .string(reason)]],
                    ],
                    expect: state(true, reason, "error"),
                    levels: [show?.level, cancelled?.level, row.level],
                    spec: base + [row.reference(in: "comgate/error-reasons")], tags: ["table", "ambiguity"],
                    ambiguity: "cancelled-reason-text",
                    byChoice: ["meaning": state(true, ComgateVectorKit.meaningShown(reason, row.string("meaning") ?? ""), "error")]))
        }
        out.append(
            ComgateVectorKit.vector(
                suite, "show-cancelled-unlisted-reason",
                "An unlisted reason has no meaning: its raw value shows either way",
                input: [
                    "language": "cs",
                    "ops": [["op": "show", "result": "cancelled", "errorReason": "CARD_BLOCKED_BY_ISSUER"]],
                ],
                expect: state(true, "CARD_BLOCKED_BY_ISSUER", "error"),
                levels: [show?.level, cancelled?.level, .derived], spec: base,
                tags: ["edge", "unknown-value", "ambiguity"],
                ambiguity: "cancelled-reason-text",
                byChoice: ["meaning": state(true, "CARD_BLOCKED_BY_ISSUER", "error")]))
        out.append(
            ComgateVectorKit.vector(
                suite, "show-cancelled-empty-reason",
                "show(cancelled \"\"), the reason real server SDKs give for none: the empty value shows, not the nil dash",
                input: ["language": "en", "ops": [["op": "show", "result": "cancelled", "errorReason": ""]]],
                expect: state(true, "", "error"), levels: [show?.level, cancelled?.level, .derived],
                spec: base + ["comgate/server-values#paymentErrorReason.empty"], tags: ["edge", "empty", "server-value"]))
        let nilShow: JSONValue = ["op": "show", "result": "cancelled", "errorReason": nil]
        out.append(
            ComgateVectorKit.vector(
                suite, "show-cancelled-nil-reason", "show(cancelled without errorReason) on a fresh view",
                input: ["language": "en", "ops": [nilShow]], expect: state(true, "-", "error"),
                levels: [show?.level, cancelled?.level], spec: base, tags: ["edge", "nil", "ambiguity"],
                ambiguity: "cancelled-nil-reason-text",
                byChoice: ["empty": state(true, "", "error"), "hidden": state(false, "", nil)]))
        out.append(
            ComgateVectorKit.vector(
                suite, "show-cancelled-nil-reason-after-paid", "show(cancelled without errorReason) after show(paid)",
                input: ["language": "en", "ops": [["op": "show", "result": "paid"], nilShow]],
                expect: state(true, "-", "error"),
                levels: [show?.level, cancelled?.level], spec: base + ["\(Self.ops)#hide"],
                tags: ["edge", "nil", "ambiguity", "trace"], ambiguity: "cancelled-nil-reason-text",
                byChoice: [
                    "empty": state(true, "", "error"),
                    "hidden": state(false, ComgateVectorKit.presetTextShown(catalog, "en", "statusPaid"), "success"),
                ]))
        return out
    }

    /// failed shows the error's English message, whatever the language.
    @_optimize(none)
    func failedResults(_ catalog: SpecCatalog) -> [GoldenVector] {
        let show = ComgateVectorKit.row(catalog, Self.ops, "show")
        let failed = ComgateVectorKit.row(catalog, Self.results, "failed")
        var out: [GoldenVector] = []
        for row in catalog.rows("comgate/errors") {
            guard let name = row.key, let code = row.string("code"), let message = row.string("message") else {
                continue
            }
            out.append(
                ComgateVectorKit.vector(
                    suite, "show-failed-\(code)", "show(failed \(code)) shows the error message in the error style",
                    input: ["language": "en", "ops": [["op": "show", "result": "failed", "error": .string(code)]]],
                    expect: state(true, ComgateVectorKit.authoredMessage(code, message), "error"),
                    levels: [show?.level, failed?.level, row.level],
                    spec: ["\(Self.ops)#show", "\(Self.results)#failed", row.reference(in: "comgate/errors")],
                    tags: ["table", name]))
        }
        if let row = catalog.rows("comgate/errors").first(where: { $0.key == "pollingTimeout" }) {
            out.append(
                ComgateVectorKit.vector(
                    suite, "show-failed-in-czech", "The error message is the English one also when the view is Czech",
                    input: [
                        "language": "cs", "ops": [["op": "show", "result": "failed", "error": "POLLING_TIMEOUT"]],
                    ],
                    expect: state(true, ComgateVectorKit.authoredMessage("POLLING_TIMEOUT", row.string("message") ?? ""), "error"),
                    levels: [show?.level, failed?.level, row.level],
                    spec: ["\(Self.ops)#show", "\(Self.results)#failed", row.reference(in: "comgate/errors")],
                    tags: ["edge", "cs"]))
        }
        return out
    }

    /// showError, hide and clear, alone and in sequences.
    @_optimize(none)
    func sequences(_ catalog: SpecCatalog) -> [GoldenVector] {
        let paid = ComgateVectorKit.presetTextShown(catalog, "en", "statusPaid")
        let pending = ComgateVectorKit.presetTextShown(catalog, "en", "statusPending")
        let authorizedSk = ComgateVectorKit.presetTextShown(catalog, "sk", "statusAuthorized")
        let showPaid: JSONValue = ["op": "show", "result": "paid"]
        let showError: JSONValue = ["op": "showError", "message": "Terminal offline"]
        let cases:
            [(
                name: String, description: String, language: String, ops: [JSONValue], expect: JSONValue,
                rows: [String]
            )] = [
                (
                    "initial", "A new state is hidden, with empty text and no style", "en", [], state(false, "", nil),
                    ["initial"]
                ),
                (
                    "show-error", "showError shows the given message in the error style", "en", [showError],
                    state(true, "Terminal offline", "error"), ["showError"]
                ),
                (
                    "show-error-empty-message", "showError with an empty message still shows the view", "en",
                    [["op": "showError", "message": ""]], state(true, "", "error"), ["showError"]
                ),
                (
                    "show-error-after-paid", "showError replaces a success text and style", "en",
                    [showPaid, showError],
                    state(true, "Terminal offline", "error"), ["show", "showError"]
                ),
                (
                    "hide-after-paid", "hide keeps text and style and only hides the view", "en",
                    [showPaid, ["op": "hide"]],
                    state(false, paid, "success"), ["show", "hide"]
                ),
                (
                    "clear-after-paid", "clear empties the text, keeps the style and hides the view", "en",
                    [showPaid, ["op": "clear"]], state(false, "", "success"), ["show", "clear"]
                ),
                (
                    "hide-after-error", "hide after showError keeps the message", "en", [showError, ["op": "hide"]],
                    state(false, "Terminal offline", "error"), ["showError", "hide"]
                ),
                (
                    "clear-after-error", "clear after showError empties the message", "en",
                    [showError, ["op": "clear"]],
                    state(false, "", "error"), ["showError", "clear"]
                ),
                (
                    "hide-initial", "hide on a new state changes nothing visible", "en", [["op": "hide"]],
                    state(false, "", nil), ["initial", "hide"]
                ),
                (
                    "clear-initial", "clear on a new state leaves it empty", "en", [["op": "clear"]],
                    state(false, "", nil), ["initial", "clear"]
                ),
                (
                    "hide-then-show-pending", "show after hide shows the new result", "en",
                    [showPaid, ["op": "hide"], ["op": "show", "result": "pending"]], state(true, pending, "processing"),
                    ["show", "hide"]
                ),
                (
                    "clear-then-show-error", "showError after clear shows the message", "en",
                    [showPaid, ["op": "clear"], showError], state(true, "Terminal offline", "error"),
                    ["show", "clear", "showError"]
                ),
                (
                    "hide-twice", "hide twice is the same as hide once", "en",
                    [showPaid, ["op": "hide"], ["op": "hide"]],
                    state(false, paid, "success"), ["show", "hide"]
                ),
                (
                    "show-error-twice", "A second showError replaces the first message", "en",
                    [showError, ["op": "showError", "message": "Card declined"]],
                    state(true, "Card declined", "error"), ["showError"]
                ),
                (
                    "show-error-after-hide", "showError on a hidden view shows the message", "en",
                    [showPaid, ["op": "hide"], showError], state(true, "Terminal offline", "error"),
                    ["show", "hide", "showError"]
                ),
                (
                    "clear-after-hide", "clear on a hidden view empties the text", "en",
                    [showPaid, ["op": "hide"], ["op": "clear"]], state(false, "", "success"), ["show", "hide", "clear"]
                ),
                (
                    "show-after-clear", "show after clear shows the new result", "en",
                    [showPaid, ["op": "clear"], ["op": "show", "result": "pending"]], state(true, pending, "processing"),
                    ["show", "clear"]
                ),
                (
                    "hide-after-clear", "hide after clear leaves the view hidden and empty", "en",
                    [showPaid, ["op": "clear"], ["op": "hide"]], state(false, "", "success"), ["show", "clear", "hide"]
                ),
                (
                    "clear-twice", "clear twice is the same as clear once", "en",
                    [showPaid, ["op": "clear"], ["op": "clear"]], state(false, "", "success"), ["show", "clear"]
                ),
                (
                    "show-error-then-authorized-sk", "show(authorized) after showError, in Slovak", "sk",
                    [showError, ["op": "show", "result": "authorized"]], state(true, authorizedSk, "success"),
                    ["showError", "show"]
                ),
            ]
        // Under status-view-style-after-clear=reset, clear leaves no style behind.
        let styleReset: [String: JSONValue] = [
            "clear-after-paid": state(false, "", nil), "clear-after-error": state(false, "", nil),
            "clear-after-hide": state(false, "", nil), "hide-after-clear": state(false, "", nil),
            "clear-twice": state(false, "", nil),
        ]
        return cases.map { c in
            let rows = c.rows.map { ComgateVectorKit.row(catalog, Self.ops, $0) }
            // Every trace answers with the style, so the level of each row's styleAfter counts.
            let levels = rows.flatMap { [$0?.level, $0?.level(of: "styleAfter")] }
            let reset = styleReset[c.name]
            return ComgateVectorKit.vector(
                suite, "trace-\(c.name)", c.description,
                input: ["language": .string(c.language), "ops": .array(c.ops)], expect: c.expect,
                levels: levels, spec: c.rows.map { "\(Self.ops)#\($0)" },
                tags: ["trace", "state-event"] + (reset == nil ? [] : ["ambiguity"]),
                ambiguity: reset == nil ? nil : "status-view-style-after-clear", byChoice: reset.map { ["reset": $0] } ?? [:])
        }
    }
}
