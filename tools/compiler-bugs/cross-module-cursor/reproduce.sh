#!/usr/bin/env bash
# Builds the reproducer three ways with swiftc alone and prints what each binary reads.
# Expected from every line: sourceLanguage   (no leading quote)
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swiftc -O -wmo -parse-as-library -emit-module -emit-library -static -module-name Cursor \
    Sources/Cursor/Cursor.swift -emit-module-path "$out/Cursor.swiftmodule" -o "$out/libCursor.a"
swiftc -Onone -I "$out" -L "$out" -lCursor Sources/Reader/main.swift -o "$out/reader-Onone"
swiftc -O -wmo -I "$out" -L "$out" -lCursor Sources/Reader/main.swift -o "$out/reader-O"
swiftc -O -wmo -I "$out" -L "$out" -lCursor -Xllvm -sil-disable-pass=early-codemotion \
    Sources/Reader/main.swift -o "$out/reader-O-no-early-codemotion"
for binary in reader-Onone reader-O reader-O-no-early-codemotion; do
    printf '%-32s %s\n' "$binary:" "$("$out/$binary")"
done
