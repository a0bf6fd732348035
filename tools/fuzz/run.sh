#!/usr/bin/env bash
# Fuzzes the JSON parser, the spec table loader and the golden loader with libFuzzer.
#   tools/fuzz/run.sh [SECONDS]   (default 60)
# Compiles the sources straight into one fuzzing binary (modules flattened: imports stripped).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
seconds="${1:-60}"
work="$(mktemp -d)"
for f in "$root"/Sources/PaySpecJSON/*.swift "$root"/Sources/PaySpecModel/*.swift "$root"/Sources/PaySpecVectors/*.swift "$root"/Sources/PaySpecVectors/*/*.swift; do
  [ -f "$f" ] || continue
  sed -e '/^import PaySpec/d' "$f" > "$work/$(basename "$(dirname "$f")")_$(basename "$f")"
done
cp "$root/tools/fuzz/FuzzJSONParser.swift" "$work/"
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name PaySpecFuzz "$work"/*.swift -o "$work/fuzz-json"
mkdir -p "$work/corpus"
cp "$root"/spec/comgate/*.json "$root"/spec/seb/*.json "$work/corpus/" 2>/dev/null || true
cp "$root"/golden/*.json "$work/corpus/" 2>/dev/null || true
SWIFT_BACKTRACE=enable=no "$work/fuzz-json" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 "$work/corpus"
echo "fuzzing finished without a crash ($seconds s); work dir: $work"
