import PaySpecTestSupport
import Testing

@testable import PaySpecL10n

/// The messages a translator reads for broken String Catalogs, exact to the byte with their
/// line and column: the JSON faults worded for translators (where the string at fault starts,
/// which member repeats and where it was first) and the catalog's own structure.
@Suite struct StringCatalogSyntaxMessageTests {
    typealias Row = MessageRow

    /// A catalog with a key in two languages and a plural, as Xcode writes it.
    static let catalog = """
        {
          "sourceLanguage": "en",
          "strings": {
            "hello": {
              "localizations": {
                "de": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "Hallo %@"
                  }
                },
                "en": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "Hello %@"
                  }
                }
              }
            },
            "bye é": {
              "extractionState": "stale",
              "localizations": {
                "de": {
                  "variations": {
                    "plural": {
                      "one": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "Tschüss"
                        }
                      },
                      "other": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "Tschüss alle"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version": "1.0"
        }
        """

    /// `catalog` with the first `old` replaced by `new`.
    static func edited(_ old: String, _ new: String) -> [UInt8] {
        guard let range = catalog.range(of: old) else { return [] }
        return Array(catalog.replacingCharacters(in: range, with: new).utf8)
    }

    /// `catalog` up to two bytes into the German value, with `tail` after them.
    static func cutInValue(_ tail: String = "") -> [UInt8] {
        let bytes = Array(catalog.utf8)
        let value = bytes.firstRange(of: Array("Hallo".utf8))!.lowerBound
        return Array(bytes[..<(value + 2)]) + Array(tail.utf8)
    }

    static let rows: [Row] = [
        Row(
            "accents-then-bad", text: "{\"é\": \"ñ€😀\", \"b\": \"\\u12\"}",
            "Localizable.xcstrings:1:20: error: expected four hex digits after \\u"),
        Row("arr-no-sep", text: "[1 2]", "Localizable.xcstrings:1:4: error: expected ',' or ']', found character '2'"),
        Row("arr-trailing-comma", text: "[1,]", "Localizable.xcstrings:1:4: error: expected a value, found character ']'"),
        Row("array-root", text: "[]", "Localizable.xcstrings:1:1: error: expected a JSON object"),
        Row(
            "bad-escape", text: "{\"a\": \"x\\q\"}",
            "Localizable.xcstrings:1:9: error: expected a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        Row(
            "bad-escape-nonascii", text: "{\"a\": \"x\\é\"}",
            "Localizable.xcstrings:1:9: error: expected a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        Row("bad-hex", text: "{\"a\": \"\\u12g4\"}", "Localizable.xcstrings:1:8: error: expected four hex digits after \\u"),
        Row("bad-word", text: "{\"a\": tru}", "Localizable.xcstrings:1:7: error: expected 'true'"),
        Row("bad-word-f", text: "{\"a\": fals}", "Localizable.xcstrings:1:7: error: expected 'false'"),
        Row("bad-word-n", text: "{\"a\": nul}", "Localizable.xcstrings:1:7: error: expected 'null'"),
        Row("bom-bad", text: "\u{FEFF}{\"a\": 1,,}", "Localizable.xcstrings:1:9: error: expected a string key, found character ','"),
        Row("bom-half", bytes: [0xEF, 0xBB, 0x7B, 0x7D], "Localizable.xcstrings:1:1: error: expected a value, found byte 0xEF"),
        Row("bom-ok", text: "\u{FEFF}{\"a\": 1}", "Localizable.xcstrings:1:1: error: expected a string member \"sourceLanguage\""),
        Row("bom-twice", text: "\u{FEFF}\u{FEFF}{}", "Localizable.xcstrings:1:1: error: expected a value, found byte 0xEF"),
        Row(
            "control-char", text: "{\"a\": \"x\ty\"}",
            "Localizable.xcstrings:1:9: error: expected no control character inside a string (escape it)"),
        Row(
            "deep-257", text: String(repeating: "[", count: 257) + String(repeating: "]", count: 257),
            "Localizable.xcstrings:1:257: error: nesting deeper than 256 levels"),
        Row(
            "deep-obj", text: String(repeating: #"{"a":"#, count: 257) + "1" + String(repeating: "}", count: 257),
            "Localizable.xcstrings:1:1281: error: nesting deeper than 256 levels"),
        Row(
            "dup-key", text: "{\"a\": 1, \"b\": 2, \"a\": 3}",
            "Localizable.xcstrings:1:18: error: expected the member \"a\" only once in this object (it is also at 1:2)"),
        Row(
            "dup-key-escaped", text: "{\"a\": 1, \"\\u0061\": 2}",
            "Localizable.xcstrings:1:10: error: expected the member \"a\" only once in this object (it is also at 1:2)"),
        Row(
            "dup-key-nfc", text: "{\"é\": 1, \"é\": 2}",
            "Localizable.xcstrings:1:10: error: expected the member \"é\" only once in this object (it is also at 1:2)"),
        Row(
            "dup-many", text: "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + #", "k7": 0}"#,
            "Localizable.xcstrings:1:422: error: expected the member \"k7\" only once in this object (it is also at 1:65)"),
        Row(
            "dup-nested-order", text: "{\"x\": 1, \"x\": {\"y\": 1, \"y\": 2}}",
            "Localizable.xcstrings:1:10: error: expected the member \"x\" only once in this object (it is also at 1:2)"),
        Row(
            "dup-then-syntax", text: "{\"a\": 1, \"a\": 2, }",
            "Localizable.xcstrings:1:10: error: expected the member \"a\" only once in this object (it is also at 1:2)"),
        Row("empty", text: "", "Localizable.xcstrings:1:1: error: expected a value, found end of input"),
        Row(
            "good-pair-then-bad", text: "{\"a\": \"\\ud83d\\ude00\\x\"}",
            "Localizable.xcstrings:1:20: error: expected a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        Row(
            "high-bad-low", text: "{\"a\": \"\\ud800\\u0041\"}", "Localizable.xcstrings:1:8: error: expected a low surrogate after \\ud800"),
        Row("high-low-nohex", text: "{\"a\": \"\\ud800\\uzz\"}", "Localizable.xcstrings:1:8: error: expected four hex digits after \\u"),
        Row(
            "invalid-utf8", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0x78, 0xFF, 0x20, 0x79, 0x22, 0x7D],
            "Localizable.xcstrings:1:7: error: expected UTF-8 text in the string that starts here"),
        Row(
            "invalid-utf8-key", bytes: [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x20, 0x31, 0x7D],
            "Localizable.xcstrings:1:2: error: expected UTF-8 text in the string that starts here"),
        Row(
            "lone-high", text: "{\"a\": \"\\ud800\"}", "Localizable.xcstrings:1:8: error: expected a Unicode scalar, found a lone surrogate"
        ),
        Row(
            "lone-high-then-esc", text: "{\"a\": \"\\ud800\\n\"}",
            "Localizable.xcstrings:1:8: error: expected a Unicode scalar, found a lone surrogate"),
        Row(
            "lone-low", text: "{\"a\": \"\\udc00\"}", "Localizable.xcstrings:1:8: error: expected a Unicode scalar, found a lone surrogate"),
        Row(
            "multiline", text: "{\n  \"a\": [\n    1,\n    \"éé\",\n    x\n  ]\n}",
            "Localizable.xcstrings:5:5: error: expected a value, found character 'x'"),
        Row(
            "multiline-crlf", text: "{\r\n  \"a\": \"€\",\r\n  \"b\": -\r\n}",
            "Localizable.xcstrings:3:9: error: expected a digit in the number, found byte 0xD"),
        Row(
            "newline-in-string", text: "{\"a\": \"x\ny\"}",
            "Localizable.xcstrings:1:9: error: expected no control character inside a string (escape it)"),
        Row("no-colon", text: "{\"a\" 1}", "Localizable.xcstrings:1:6: error: expected ':' after key \"a\", found character '1'"),
        Row("no-key", text: "{1: 2}", "Localizable.xcstrings:1:2: error: expected a string key, found character '1'"),
        Row("no-sep", text: "{\"a\": 1 \"b\": 2}", "Localizable.xcstrings:1:9: error: expected ',' or '}', found character '\"'"),
        Row("null-root", text: "null", "Localizable.xcstrings:1:1: error: expected a JSON object"),
        Row(
            "num-big-int", text: "{\"a\": 123456789012345678901234567890}",
            "Localizable.xcstrings:1:1: error: expected a string member \"sourceLanguage\""),
        Row("num-exp", text: "{\"a\": 1e}", "Localizable.xcstrings:1:9: error: expected a digit in the exponent, found character '}'"),
        Row(
            "num-exp-sign", text: "{\"a\": 1e+}", "Localizable.xcstrings:1:10: error: expected a digit in the exponent, found character '}'"
        ),
        Row("num-frac", text: "{\"a\": 1.}", "Localizable.xcstrings:1:9: error: expected a digit after '.', found character '}'"),
        Row("num-leading-zero", text: "{\"a\": 01}", "Localizable.xcstrings:1:8: error: expected no leading zeros in a number"),
        Row(
            "num-minint", text: "{\"a\": -9223372036854775808, \"b\": 9223372036854775808}",
            "Localizable.xcstrings:1:1: error: expected a string member \"sourceLanguage\""),
        Row("num-minus", text: "{\"a\": -}", "Localizable.xcstrings:1:8: error: expected a digit in the number, found character '}'"),
        Row("num-range", text: "{\"a\": 1e999}", "Localizable.xcstrings:1:1: error: expected a string member \"sourceLanguage\""),
        Row("number-root", text: "42", "Localizable.xcstrings:1:1: error: expected a JSON object"),
        Row(
            "overlong", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xC0, 0xAF, 0x22, 0x7D],
            "Localizable.xcstrings:1:7: error: expected UTF-8 text in the string that starts here"),
        Row("string-root", text: "\"x\"", "Localizable.xcstrings:1:1: error: expected a JSON object"),
        Row(
            "surrogate-utf8", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D],
            "Localizable.xcstrings:1:7: error: expected UTF-8 text in the string that starts here"),
        Row(
            "trailing", text: "{\"a\": 1} x", "Localizable.xcstrings:1:10: error: unexpected character 'x' after the end of the JSON value"),
        Row("trailing-obj", text: "{} {}", "Localizable.xcstrings:1:4: error: unexpected character '{' after the end of the JSON value"),
        Row(
            "trunc-escape", text: "{\"a\": \"x\\",
            "Localizable.xcstrings:1:7: error: expected a closing '\"' for the string that starts here"),
        Row("trunc-key", text: "{\"ab", "Localizable.xcstrings:1:2: error: expected a closing '\"' for the string that starts here"),
        Row("trunc-obj", text: "{\"a\": 1", "Localizable.xcstrings:1:8: error: expected ',' or '}', found end of input"),
        Row(
            "trunc-str", text: "{\"a\": \"xyz", "Localizable.xcstrings:1:7: error: expected a closing '\"' for the string that starts here"),
        Row("trunc-u", text: "{\"a\": \"\\u12", "Localizable.xcstrings:1:8: error: expected four hex digits after \\u"),
        Row(
            "truncated-utf8-at-end", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xE2, 0x82],
            "Localizable.xcstrings:1:7: error: expected a closing '\"' for the string that starts here"),
        Row(
            "utf8-then-control", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xFF, 0x01, 0x22, 0x7D],
            "Localizable.xcstrings:1:9: error: expected no control character inside a string (escape it)"),
        Row("value-bad", text: "{\"a\": @}", "Localizable.xcstrings:1:7: error: expected a value, found character '@'"),
        Row("value-nonascii", text: "{\"a\": é}", "Localizable.xcstrings:1:7: error: expected a value, found byte 0xC3"),
        Row("word-at-end", text: "{\"a\": t", "Localizable.xcstrings:1:7: error: expected 'true'"),
        Row("ws-only", text: "  \n ", "Localizable.xcstrings:2:2: error: expected a value, found end of input"),
        Row(
            "catalog-bad-escape", bytes: edited("Hallo", #"Ha\qllo"#),
            "Localizable.xcstrings:9:25: error: expected a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        Row("catalog-bad-u", bytes: edited("Hallo", #"Ha\u00"#), "Localizable.xcstrings:9:25: error: expected four hex digits after \\u"),
        Row(
            "catalog-badlow", bytes: edited("Hallo", #"Ha\ud800\u0041llo"#),
            "Localizable.xcstrings:9:25: error: expected a low surrogate after \\ud800"),
        Row(
            "catalog-badlow-hex", bytes: edited("Hallo", #"Ha\ud800\u00"#),
            "Localizable.xcstrings:9:25: error: expected four hex digits after \\u"),
        Row(
            "catalog-bom-bad", bytes: [0xEF, 0xBB, 0xBF] + edited(#""1.0""#, "01"),
            "Localizable.xcstrings:44:15: error: expected no leading zeros in a number"),
        Row(
            "catalog-ctrl", bytes: edited("Hallo", "Ha\u{1}llo"),
            "Localizable.xcstrings:9:25: error: expected no control character inside a string (escape it)"),
        Row(
            "catalog-deep", bytes: edited(#""1.0""#, String(repeating: "[", count: 300) + String(repeating: "]", count: 300)),
            "Localizable.xcstrings:44:269: error: nesting deeper than 256 levels"),
        Row(
            "catalog-dup-root", bytes: edited(#""version": "1.0""#, #""version": "1.0", "sourceLanguage": "de""#),
            "Localizable.xcstrings:44:21: error: expected the member \"sourceLanguage\" only once in this object (it is also at 2:3)"),
        Row(
            "catalog-dup-state", bytes: edited(#""state": "translated","#, #""state": "translated", "state": "new","#),
            "Localizable.xcstrings:8:36: error: expected the member \"state\" only once in this object (it is also at 8:13)"),
        Row(
            "catalog-lone", bytes: edited("Hallo", #"Ha\udc00llo"#),
            "Localizable.xcstrings:9:25: error: expected a Unicode scalar, found a lone surrogate"),
        Row(
            "catalog-lone-high", bytes: edited("Hallo", #"Ha\ud800llo"#),
            "Localizable.xcstrings:9:25: error: expected a Unicode scalar, found a lone surrogate"),
        Row(
            "catalog-notutf8", bytes: edited("Hallo", "Ha\u{1}llo").map { $0 == 0x01 ? 0xFF : $0 },
            "Localizable.xcstrings:9:22: error: expected UTF-8 text in the string that starts here"),
        Row("catalog-num", bytes: edited(#""1.0""#, "01"), "Localizable.xcstrings:44:15: error: expected no leading zeros in a number"),
        Row(
            "catalog-num2", bytes: edited(#""1.0""#, "1."), "Localizable.xcstrings:44:16: error: expected a digit after '.', found byte 0xA"
        ),
        Row(
            "catalog-num3", bytes: edited(#""1.0""#, "-x"),
            "Localizable.xcstrings:44:15: error: expected a digit in the number, found character 'x'"),
        Row(
            "catalog-num4", bytes: edited(#""1.0""#, "1e+"),
            "Localizable.xcstrings:44:17: error: expected a digit in the exponent, found byte 0xA"),
        Row("catalog-root-array", text: "[1, 2]", "Localizable.xcstrings:1:1: error: expected a JSON object"),
        Row(
            "catalog-strings-scalar", text: #"{"sourceLanguage": "en", "strings": 5}"#,
            "Localizable.xcstrings:1:37: error: expected an object member \"strings\""),
        Row(
            "catalog-trailing", text: catalog + " x",
            "Localizable.xcstrings:45:3: error: unexpected character 'x' after the end of the JSON value"),
        Row(
            "catalog-trunc", bytes: Array(Array(catalog.utf8).prefix(catalog.utf8.count / 2)),
            "Localizable.xcstrings:24:9: error: expected a string key, found end of input"),
        Row(
            "catalog-trunc-esc", bytes: cutInValue("\\"),
            "Localizable.xcstrings:9:22: error: expected a closing '\"' for the string that starts here"),
        Row(
            "catalog-trunc-str", bytes: cutInValue(),
            "Localizable.xcstrings:9:22: error: expected a closing '\"' for the string that starts here"),
        Row("catalog-word", bytes: edited(#""1.0""#, "tru"), "Localizable.xcstrings:44:14: error: expected 'true'"),
    ]

    @Test(arguments: rows)
    func translatorReadsTheMessage(_ row: Row) {
        do {
            _ = try XCStringsParser.parse(row.bytes, file: "Localizable.xcstrings")
            Issue.record("accepted \(row.name)")
        } catch {
            #expect(error.description == row.message)
        }
    }
}
