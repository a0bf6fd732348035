package payspec.comgate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import payspec.adapter.SpecError;
import payspec.adapter.SpecRow;
import payspec.adapter.SpecTables;

/** The Comgate tables of {@code spec/comgate/} and the reference translations, read once. */
final class ComgateTables {
    /** {@code ComgateError}: case name, machine-readable code, category, English message. */
    record ErrorCase(String caseName, String code, String category, String message) {}

    /** A documented or observed {@code errorReason} value. */
    record ErrorReason(String reason, boolean documented, String meaning) {}

    /** A {@code PaymentResult} case and how the status view shows it. */
    record PaymentResultCase(String caseName, boolean isFinal, String classification, String statusText, String statusStyle) {}

    /** An initialisation failure cause, the error it fails with, and whether devMode skips it. */
    record InitFailure(String cause, String error, boolean skippedInDevMode) {}

    /** A translation preset. */
    record Language(String code, String preset, String englishName, long sortIndex) {}

    /** A key of the {@code Translation} initialiser. */
    record TranslationKey(String key, long order, String kind, Long lengthBudget) {}

    /** A validation rule: the error it raises and the key of the message under the field. */
    record Rule(String id, String error, String translationKey) {}

    final Map<String, ErrorCase> errorByCode = new LinkedHashMap<>();
    final Map<String, ErrorCase> errorByCase = new LinkedHashMap<>();
    final Map<String, ErrorReason> reasons = new LinkedHashMap<>();
    final Map<String, PaymentResultCase> results = new LinkedHashMap<>();
    final Map<String, InitFailure> initFailures = new LinkedHashMap<>();
    final Map<String, Language> languages = new LinkedHashMap<>();
    /** Language codes by the spec's sort index, as {@code supportedLanguageCodes} returns them. */
    final List<String> supportedCodes = new ArrayList<>();
    /** Keys in initialiser order. */
    final List<TranslationKey> keys = new ArrayList<>();
    final Map<String, TranslationKey> keyByName = new LinkedHashMap<>();
    final Map<String, Rule> rules = new LinkedHashMap<>();
    /** Language code -> key -> reference text. */
    final Map<String, Map<String, String>> texts = new LinkedHashMap<>();

    ComgateTables(SpecTables spec) throws SpecError {
        for (SpecRow r : spec.rows("comgate/errors")) {
            ErrorCase e = new ErrorCase(r.string("case"), r.string("code"), r.string("category"), r.string("message"));
            errorByCode.put(e.code(), e);
            errorByCase.put(e.caseName(), e);
        }
        for (SpecRow r : spec.rows("comgate/error-reasons")) {
            reasons.put(r.string("reason"), new ErrorReason(r.string("reason"), r.bool("documented"), r.string("meaning")));
        }
        for (SpecRow r : spec.rows("comgate/payment-results")) {
            results.put(r.string("case"), new PaymentResultCase(
                    r.string("case"), r.bool("final"), r.string("classification"), r.string("statusText"), r.string("statusStyle")));
        }
        for (SpecRow r : spec.rows("comgate/init-failures")) {
            initFailures.put(r.string("cause"), new InitFailure(r.string("cause"), r.string("error"), r.bool("skippedInDevMode")));
        }
        for (SpecRow r : spec.rows("comgate/languages")) {
            languages.put(r.string("code"), new Language(r.string("code"), r.string("preset"), r.string("englishName"), r.integer("sortIndex")));
        }
        languages.values().stream().sorted(Comparator.comparingLong(Language::sortIndex)).forEach(l -> supportedCodes.add(l.code()));
        for (SpecRow r : spec.rows("comgate/translation-keys")) {
            keys.add(new TranslationKey(r.string("key"), r.integer("order"), r.string("kind"), r.optionalInteger("lengthBudget")));
        }
        keys.sort(Comparator.comparingLong(TranslationKey::order));
        for (TranslationKey k : keys) keyByName.put(k.key(), k);
        for (SpecRow r : spec.rows("comgate/validation-rules")) {
            rules.put(r.string("id"), new Rule(r.string("id"), r.string("error"), r.optionalString("translationKey")));
        }
        for (String code : languages.keySet()) {
            Map<String, String> byKey = new LinkedHashMap<>();
            for (SpecRow r : spec.rows("translations/" + code)) byKey.put(r.string("key"), r.string("value"));
            texts.put(code, byKey);
        }
    }

    /** The machine-readable code of an error case, e.g. {@code sessionNotInitialized -> SESSION_NOT_INITIALIZED}. */
    String code(String caseName) {
        ErrorCase e = errorByCase.get(caseName);
        if (e == null) throw new IllegalStateException("spec/comgate/errors.json has no case " + caseName);
        return e.code();
    }

    /** The error code of a validation rule. */
    String ruleCode(String ruleId) {
        return code(rule(ruleId).error());
    }

    Rule rule(String ruleId) {
        Rule r = rules.get(ruleId);
        if (r == null) throw new IllegalStateException("spec/comgate/validation-rules.json has no rule " + ruleId);
        return r;
    }
}
