package payspec.comgate;

import java.util.ArrayList;
import java.util.List;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code comgate.session}: a new {@code ComgateSecureSession}, then the events in order.
 * Ambiguities: {@code initialize-while-busy}, {@code init-succeeded-outside-initializing},
 * {@code init-failed-outside-initializing}, {@code apple-pay-not-configured}, {@code apple-pay-empty-merchant}.
 */
final class Session implements Suite {
    static final String NAME = "comgate.session";
    private static final List<String> EVENTS =
            List.of("initialize", "initSucceeded", "initFailed", "processPayment", "processApplePayPayment", "paymentFinished");
    private final ComgateTables tables;

    Session(ComgateTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        boolean devMode = in.bool("devMode");
        String merchant = in.stringIfPresent("applePayMerchantIdentifier");
        boolean applePay = in.bool("applePayAvailable");
        String translation = in.string("translation");
        // only null disables Apple Pay; an empty identifier is ambiguity apple-pay-empty-merchant
        boolean given = merchant != null && (!merchant.isEmpty() || choices.is("apple-pay-empty-merchant", "given"));
        boolean configured = given && applePay;
        String applePayRefusal = choices.of("apple-pay-not-configured");
        String state = "notInitialized";
        String error = null;
        boolean processing = false;
        List<String> refused = new ArrayList<>();
        List<Json> events = in.array("events");
        for (int i = 0; i < events.size(); i++) {
            Input e = new Input(events.get(i), NAME + " input.events[" + i + "]");
            String event = e.string("event");
            switch (event) {
                case "initialize" -> {
                    if (state.equals("notInitialized") || state.equals("failed")) {
                        state = "initializing";
                        error = null;
                    } else if (state.equals("ready") && choices.is("initialize-while-busy", "restart")) {
                        state = "initializing";
                    }
                }
                case "initSucceeded" -> {
                    if (state.equals("initializing")) {
                        state = "ready";
                    } else if (choices.is("init-succeeded-outside-initializing", "apply")) {
                        state = "ready";
                        error = null;
                    }
                }
                case "initFailed" -> {
                    String causeName = e.string("cause");
                    ComgateTables.InitFailure cause = tables.initFailures.get(causeName);
                    if (cause == null) throw e.unknown("init failure cause", causeName, List.copyOf(tables.initFailures.keySet()));
                    // a cause skipped in devMode never happens there: initialisation goes on
                    boolean inFlight = state.equals("initializing") || choices.is("init-failed-outside-initializing", "apply");
                    if (inFlight && !(devMode && cause.skippedInDevMode())) {
                        state = "failed";
                        error = tables.code(cause.error());
                    }
                }
                case "processPayment", "processApplePayPayment" -> {
                    boolean refuseApplePay = event.equals("processApplePayPayment") && !configured
                            && (applePayRefusal.equals("refuse-before-session")
                                    || (state.equals("ready") && applePayRefusal.equals("refuse")));
                    if (refuseApplePay) refused.add(tables.code("applePayNotConfigured"));
                    else if (state.equals("ready")) processing = true;
                    else refused.add(tables.code("sessionNotInitialized"));
                }
                case "paymentFinished" -> processing = false;
                default -> throw e.unknown("event", event, EVENTS);
            }
        }
        return Json.object()
                .with("state", state)
                .with("error", error)
                .with("isInitialized", state.equals("ready"))
                .with("isProcessingPayment", processing)
                .with("isApplePayConfigured", configured)
                .with("translation", translation)
                .with("refusedPayments", Json.strings(refused));
    }
}
