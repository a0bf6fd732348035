package payspec.comgate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code comgate.translations}: the presets, their keys and texts, and the device-language rule.
 * Ambiguities: {@code language-code-unknown}, {@code device-language-nb}, {@code language-code-variant}
 * (the nb alias applies to the code as reported, before the variant reading).
 */
final class Translations implements Suite {
    static final String NAME = "comgate.translations";
    private static final List<String> OPS =
            List.of("forLanguageCode", "supportedLanguageCodes", "keys", "key", "presetText", "resolveDeviceLanguage");
    private final ComgateTables tables;

    Translations(ComgateTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String op = in.string("op");
        switch (op) {
            case "forLanguageCode":
                return forLanguageCode(variant(in.string("code"), choices), choices);
            case "supportedLanguageCodes":
                return Json.object().with("codes", Json.strings(tables.supportedCodes));
            case "keys": {
                List<String> keys = new ArrayList<>();
                for (ComgateTables.TranslationKey k : tables.keys) keys.add(k.key());
                return Json.object().with("keys", Json.strings(keys));
            }
            case "key": {
                ComgateTables.TranslationKey k = tables.keyByName.get(in.string("key"));
                if (k == null) {
                    return Json.object().with("known", false).with("order", Json.NULL).with("kind", Json.NULL).with("lengthBudget", Json.NULL);
                }
                return Json.object().with("known", true).with("order", k.order()).with("kind", k.kind())
                        .with("lengthBudget", k.lengthBudget() == null ? Json.NULL : new Json.Int(k.lengthBudget()));
            }
            case "presetText": {
                Map<String, String> texts = tables.texts.get(in.string("language"));
                String key = in.string("key");
                if (texts == null || !tables.keyByName.containsKey(key)) return Json.object().with("known", false).with("text", Json.NULL);
                return Json.object().with("known", true).with("text", texts.get(key));
            }
            case "resolveDeviceLanguage": {
                in.member("deviceLanguage");
                String device = in.optionalString("deviceLanguage");
                if (device == null) device = "en";
                if (device.equals("nb") && choices.is("device-language-nb", "alias-nb-to-no")) device = "no";
                device = variant(device, choices);
                return Json.object().with("language", tables.supportedCodes.contains(device) ? device : "en");
            }
            default:
                throw in.unknown("op", op, OPS);
        }
    }

    /** The code as language-code-variant reads it: as given, or lower-cased and cut at - or _. */
    private static String variant(String code, Choices choices) {
        if (!choices.is("language-code-variant", "language-part")) return code;
        String lower = code.toLowerCase(java.util.Locale.ROOT);
        int cut = 0;
        while (cut < lower.length() && lower.charAt(cut) != '-' && lower.charAt(cut) != '_') cut++;
        return lower.substring(0, cut);
    }

    private Json forLanguageCode(String code, Choices choices) {
        if (!tables.languages.containsKey(code)) {
            if (!choices.is("language-code-unknown", "english")) {
                return Json.object().with("language", Json.NULL).with("preset", Json.NULL).with("englishName", Json.NULL).with("texts", Json.NULL);
            }
            code = "en";
        }
        ComgateTables.Language language = tables.languages.get(code);
        Json.Obj texts = Json.object();
        tables.texts.get(code).forEach(texts::with);
        return Json.object().with("language", code).with("preset", language.preset())
                .with("englishName", language.englishName()).with("texts", texts);
    }
}
