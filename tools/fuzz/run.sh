#!/usr/bin/env bash
# Fuzzes PaySpec's parsers of untrusted input with libFuzzer (one entry file per target).
#   tools/fuzz/run.sh TARGET [SECONDS]   (default 60)
#   tools/fuzz/run.sh all [SECONDS]      (every target in turn)
#   tools/fuzz/run.sh list
# Targets: json protocol-line strings json-catalog csv drift-docs xml (see tools/fuzz/README.md).
# Compiles the module sources a target needs straight into one fuzzing binary (modules
# flattened: `import PaySpec…` lines stripped), with `swiftc -sanitize=fuzzer,address`.
# Needs only the Swift toolchain. Environment:
#   FUZZ_WORK=DIR      work directory (default: a fresh mktemp -d); binary, corpus, crash files
#   FUZZ_ARGS="..."    extra libFuzzer arguments (e.g. "-jobs=2 -workers=2", "-seed=1")
# A crash, a hang (-timeout=5) or a failed assertion stops the run with the input saved as
# $FUZZ_WORK/crash-*, timeout-* or oom-*; rerun a single input with `$FUZZ_WORK/fuzz-TARGET FILE`.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/tools/fuzz"
targets="json protocol-line strings json-catalog csv drift-docs xml"
target="${1:-}"
seconds="${2:-60}"

if [ "$target" = "list" ]; then echo "$targets"; exit 0; fi
if [ "$target" = "all" ]; then
  failed=""
  for t in $targets; do FUZZ_WORK="" "$0" "$t" "$seconds" || failed="$failed $t"; done
  [ -z "$failed" ] || { echo "targets that found something:$failed" >&2; exit 1; }
  exit 0
fi
# Backwards compatible: `run.sh 60` fuzzes the JSON target.
if [[ "$target" =~ ^[0-9]+$ ]]; then seconds="$target"; target=json; fi
[ -n "$target" ] || { echo "usage: $0 TARGET|all|list [SECONDS]   targets: $targets" >&2; exit 64; }

case "$target" in
  json) modules="PaySpecJSON PaySpecModel PaySpecVectors"; files=""; entry=FuzzJSONParser.swift ;;
  protocol-line) modules="PaySpecJSON"; files=""; entry=FuzzProtocolLine.swift ;;
  strings) modules="PaySpecJSON PaySpecModel PaySpecL10n"; files=""; entry=FuzzStrings.swift ;;
  json-catalog | xcstrings) target=json-catalog; modules="PaySpecJSON PaySpecModel PaySpecL10n"; files=""; entry=FuzzJSONCatalog.swift ;;
  csv) modules="PaySpecJSON PaySpecModel PaySpecL10n"; files=""; entry=FuzzCSV.swift ;;
  drift-docs) modules="PaySpecJSON PaySpecModel PaySpecDrift"; files="Sources/PaySpecJudging/InventoryAnswer.swift"; entry=FuzzDriftDocs.swift ;;
  xml) modules="PaySpecJSON PaySpecModel PaySpecL10n"; files=""; entry=FuzzXML.swift ;;
  *) echo "unknown target '$target'; targets: $targets" >&2; exit 64 ;;
esac

work="${FUZZ_WORK:-}"
[ -n "$work" ] || work="$(mktemp -d "${TMPDIR:-/tmp}/payspec-fuzz-$target.XXXXXX")"
mkdir -p "$work/src" "$work/corpus"
rm -f "$work"/src/*.swift

flatten() { # FILE -> work/src, named after its module path so equal file names do not clash
  local f="$1" rel name
  rel="${f#"$root"/Sources/}"
  name="$(echo "$rel" | tr '/' '_')"
  sed -e '/^import PaySpec/d' -e '/^@testable import PaySpec/d' "$f" > "$work/src/$name"
}
for m in $modules; do
  while IFS= read -r f; do flatten "$f"; done < <(find "$root/Sources/$m" -name '*.swift' | sort)
done
for f in $files; do flatten "$root/$f"; done
cp "$here/$entry" "$work/src/"

binary="$work/fuzz-$target"
# Rebuilding takes minutes: a work dir reused with unchanged sources keeps its binary.
sum="$(cat "$work"/src/*.swift | cksum)"
if [ -x "$binary" ] && [ "$(cat "$work/src.cksum" 2>/dev/null)" = "$sum" ]; then
  echo "sources unchanged; reusing $binary"
else
  echo "building $binary ($(ls "$work/src" | wc -l) files)"
  rm -f "$binary" "$work/src.cksum"
  swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name PaySpecFuzz "$work"/src/*.swift -o "$binary"
  echo "$sum" > "$work/src.cksum"
fi

# Seed corpus: small valid samples of each format, generated here (no network).
seed() { printf '%s' "$2" > "$work/corpus/$1"; }
case "$target" in
  json)
    cp "$root"/spec/*/*.json "$work/corpus/" 2>/dev/null || true
    cp "$root"/golden/*.json "$work/corpus/" 2>/dev/null || true
    ;;
  protocol-line)
    seed hello.json '{"type":"hello","protocol":1,"adapter":"ref","suites":["comgate","seb"]}'
    seed result.json '{"id":"v-001","output":{"status":"paid","amount":12.50,"code":-3,"ok":true,"none":null}}'
    seed escapes.json '{"s":"a\"b\\c\/d\b\f\n\r\t\u00e4\ud83d\ude00","e":[1e3,-0.5E-2,0,[],{}]}'
    seed unicode.json '["Zahlung erfolgreich – ✓","płatność"]'
    for f in "$root"/golden/*.json; do [ -f "$f" ] && head -c 4000 "$f" > "$work/corpus/golden-$(basename "$f")"; done
    ;;
  strings)
    seed utf8.strings '/* comment */
"greeting" = "Hallo \"Welt\"";
// line comment
"multi" = "Zeile 1\nZeile 2\tTab";
"unicode" = "\U00e4\U00DF \U2026";
bare_key = "ohne Anführungszeichen";
"pay" = "Zaplatit %@ za %1$d";'
    printf '\xff\xfe"\x00k\x00"\x00 \x00=\x00 \x00"\x00\xe4\x00"\x00;\x00\n\x00' > "$work/corpus/utf16le.strings"
    printf '\xfe\xff\x00"\x00k\x00"\x00=\x00"\xd8\x3d\xde\x00\x00"\x00;' > "$work/corpus/utf16be.strings"
    printf '\xef\xbb\xbf"a" = "b";' > "$work/corpus/bom.strings"
    printf 'bplist00\xd2\x01\x02\x03\x04\x58\x67\x72\x65\x65\x74\x69\x6e\x67\x51\x6e\x58\x48\x61\x6c\x6c\x6f\x20\x25\x40\xd2\x05\x06\x07\x08\x55\x6f\x74\x68\x65\x72\x53\x6f\x6e\x65\x68\x00\x25\x00\x64\x00\x20\x00\x53\x00\x74\x00\xfc\x00\x63\x00\x6b\x53\x65\x69\x6e\x08\x0d\x16\x18\x21\x26\x2c\x30\x41\x00\x00\x00\x00\x00\x00\x01\x01\x00\x00\x00\x00\x00\x00\x00\x09\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x45' > "$work/corpus/dict.bplist"
    ;;
  json-catalog)
    seed flat.json '{"pay": "Pagar", "cancel": "Cancelar", "n": {"one": "1 pago", "other": "%d pagos"}}'
    seed nested.json '{"en": {"pay": "Pay", "deep": {"er": "x"}}, "de": {"pay": "Bezahlen"}}'
    seed arb.json '{"@@locale":"de","pay":"Bezahlen","@pay":{"description":"Button"}}'
    seed catalog.xcstrings '{
  "sourceLanguage" : "en",
  "strings" : {
    "Pay" : { "localizations" : {
      "de" : { "stringUnit" : { "state" : "translated", "value" : "Bezahlen" } },
      "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Payer" } } } },
    "%lld items" : { "localizations" : { "de" : { "variations" : { "plural" : {
      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } } } } } } },
    "Old" : { "extractionState" : "stale", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } }
  },
  "version" : "1.0"
}'
    ;;
  csv)
    seed table.csv 'key,en,de,fr
pay,Pay,Bezahlen,Payer
quoted,"a ""quoted"", text","mit
Zeilenumbruch",x
empty,,,'
    seed table.tsv $'key\ten\tcs\npay\tPay\tZaplatit\ncancel\tCancel\tZrušit\n'
    seed semi.csv 'key;en;pl
pay;Pay;Zapłać'
    ;;
  drift-docs)
    for f in "$root"/Tests/PaySpecDriftTests/Fixtures/*; do [ -f "$f" ] && head -c 4000 "$f" > "$work/corpus/$(basename "$f")"; done
    seed allowlist.txt '# rule table key  reason
missing-row comgate.errors 1400 documented later
* seb.result * vendor typo'
    seed inventory.json '{"type":"inventory","tables":{"comgate.errors":["1400","1500"],"seb.result":["ok"]}}'
    ;;
  xml)
    seed android.xml '<?xml version="1.0" encoding="utf-8"?>
<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
    <string name="apostrophe">Don\'"'"'t \"stop\"</string>
    <string name="markup">Pay <b>now</b> &amp; <xliff:g id="amount">%1$s</xliff:g></string>
    <string name="app_id" translatable="false">com.example</string>
    <plurals name="items"><item quantity="one">%d item</item><item quantity="other">%d items</item></plurals>
    <string-array name="a"><item>x</item></string-array>
    <string name="u">&#233;t&#xE9;\nnext</string><!-- c --><![CDATA[x]]>
</resources>'
    seed xliff12.xliff '<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="pay" xml:space="preserve"><source>Pay</source><target state="translated">Bezahlen</target><note>Button</note></trans-unit>
      <trans-unit id="cancel"><source>Cancel</source><target state="needs-review-translation">Abbrechen</target></trans-unit>
    </body>
  </file>
</xliff>'
    seed xliff20.xliff '<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
  <file id="f1">
    <unit id="pay"><segment state="final"><source>Pay</source><target>Payer</target></segment></unit>
  </file>
</xliff>'
    seed plural.stringsdict '<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>items</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d položka</string>
      <key>other</key><string>%d položek</string>
      <key>flag</key><true/><key>i</key><integer>3</integer><key>r</key><real>1.5</real><key>arr</key><array><string>a</string></array>
    </dict>
  </dict>
</dict></plist>'
    ;;
esac

echo "fuzzing $target for $seconds s; work dir: $work"
cd "$work"
set +e
SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -max_len=4096 -rss_limit_mb=2048 -timeout=5 \
  -print_final_stats=1 -artifact_prefix="$work/" ${FUZZ_ARGS:-} "$work/corpus" 2>&1 | tee "$work/fuzz.log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "fuzzing $target FAILED (exit $status); artifacts in $work:" >&2
  ls "$work" | grep -E '^(crash|timeout|oom|leak|slow-unit)-' >&2 || true
  exit "$status"
fi
echo "fuzzing $target finished without a crash ($seconds s); work dir: $work"
