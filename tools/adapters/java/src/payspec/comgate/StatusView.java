package payspec.comgate;

import java.util.List;
import java.util.Map;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;
import payspec.json.JsonWriter;

/**
 * {@code comgate.status-view}: a fresh {@code PaymentStatusState}, then the operations in order.
 * Ambiguities: {@code cancelled-reason-text}, {@code cancelled-nil-reason-text},
 * {@code status-view-style-after-clear}.
 */
final class StatusView implements Suite {
    static final String NAME = "comgate.status-view";
    private static final List<String> OPS = List.of("show", "showError", "hide", "clear");
    private final ComgateTables tables;

    StatusView(ComgateTables tables) {
        this.tables = tables;
    }

    /** The view's state: hidden, empty and unstyled until the first show. */
    private static final class State {
        boolean visible;
        String text = "";
        String style;

        void show(String text, String style) {
            visible = true;
            this.text = text;
            this.style = style;
        }
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String language = in.string("language");
        Map<String, String> texts = tables.texts.get(language);
        if (texts == null) {
            throw new InputError(NAME + " input: \"language\" must be a supported language code, got " + JsonWriter.quote(language));
        }
        State state = new State();
        List<Json> ops = in.array("ops");
        for (int i = 0; i < ops.size(); i++) {
            Input op = new Input(ops.get(i), NAME + " input.ops[" + i + "]");
            String name = op.string("op");
            switch (name) {
                case "show" -> show(op, state, texts, choices);
                case "showError" -> state.show(op.string("message"), "error");
                case "hide" -> state.visible = false;
                case "clear" -> {
                    state.visible = false;
                    state.text = "";
                    if (choices.is("status-view-style-after-clear", "reset")) state.style = null;
                }
                default -> throw op.unknown("op", name, OPS);
            }
        }
        return Json.object().with("visible", state.visible).with("text", state.text).with("style", state.style);
    }

    private void show(Input op, State state, Map<String, String> texts, Choices choices) throws InputError {
        String kind = op.string("result");
        ComgateTables.PaymentResultCase result = tables.results.get(kind);
        if (result == null) throw op.unknown("result", kind, List.copyOf(tables.results.keySet()));
        String text;
        switch (result.statusText()) {
            case "errorReason" -> {
                String reason = op.stringIfPresent("errorReason");
                if (reason == null) {
                    switch (choices.of("cancelled-nil-reason-text")) {
                        case "hidden" -> {
                            state.visible = false;
                            return;
                        }
                        case "empty" -> text = "";
                        default -> text = "-";
                    }
                } else if (choices.is("cancelled-reason-text", "meaning") && tables.reasons.containsKey(reason)) {
                    text = tables.reasons.get(reason).meaning();
                } else {
                    text = reason;
                }
            }
            case "error.message" -> {
                String code = op.string("error");
                ComgateTables.ErrorCase error = tables.errorByCode.get(code);
                if (error == null) throw op.unknown("error code", code, List.copyOf(tables.errorByCode.keySet()));
                text = error.message(); // English, whatever the language
            }
            default -> text = texts.get(result.statusText());
        }
        if (text == null) throw new IllegalStateException("no text " + result.statusText() + " in the translations");
        state.show(text, result.statusStyle());
    }
}
