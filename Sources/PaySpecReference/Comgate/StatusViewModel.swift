import PaySpecEnums
import PaySpecJSON

/// `comgate.status-view`: a `PaymentStatusState` driven by show, showError, hide and clear.
struct StatusViewModel: SuiteModel {
    static let suite = "comgate.status-view"

    /// What the view holds.
    struct State {
        var visible = false
        var text = ""
        var style: Comgate.StatusStyle? = nil

        var json: JSONValue {
            ["visible": .bool(visible), "text": .string(text), "style": JSONValue(style?.rawValue)]
        }
    }

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        let code = try i.string("language")
        guard let language = TranslationsModel.languageCodes.named(code) else {
            throw ModelError("\(Self.suite): \"language\" must be a supported language code, got \"\(code)\"")
        }
        let preset = Comgate.TranslationPreset.preset(for: language)
        var state = State()
        for op in try i.array("ops") {
            try apply(try ComgateInput(op, suite: Self.suite), to: &state, preset, context)
        }
        return state.json
    }

    func apply(
        _ op: ComgateInput, to state: inout State, _ preset: Comgate.TranslationPreset, _ context: ModelContext
    )
        throws(ModelError)
    {
        let name = try op.string("op")
        switch name {
        case "show":
            try show(op, &state, preset, context)
        case "showError":
            state.text = try op.string("message")
            state.style = .error
            state.visible = true
        case "hide":
            state.visible = false
        case "clear":
            state.text = ""
            if context.choice(.statusViewStyleAfterClear) == .reset { state.style = nil }
            state.visible = false
        default:
            throw op.unknownOp(name, ["show", "showError", "hide", "clear"])
        }
    }

    func show(
        _ op: ComgateInput, _ state: inout State, _ preset: Comgate.TranslationPreset, _ context: ModelContext
    )
        throws(ModelError)
    {
        let raw = try op.string("result")
        guard let kind = Comgate.PaymentResultKind(rawValue: raw) else {
            throw ModelError("\(Self.suite): unknown result \"\(raw)\"")
        }
        let style = kind.statusStyle
        let text: String
        switch kind.statusText {
        case .translation(let key):
            text = preset[key]
        case .errorReason:
            guard let reason = try op.optionalString("errorReason") else {
                switch context.choice(.cancelledNilReasonText) {
                case .empty: text = ""
                case .hidden:
                    state.visible = false
                    return
                case .dash: text = "-"
                }
                break
            }
            if context.choice(.cancelledReasonText) == .meaning, let known = ErrorReasonsModel.reasons.named(reason) {
                text = known.meaning
            } else {
                text = reason
            }
        case .errorMessage:
            let code = try op.string("error")
            guard let error = ErrorCodesModel.codes.named(code) else {
                throw ModelError("\(Self.suite): unknown error code \"\(code)\"")
            }
            text = error.message
        }
        state.text = text
        state.style = style
        state.visible = true
    }
}
