#!/usr/bin/env bash
# Approximates an iOS build on Linux: copies the package to a scratch folder, turns every
# process-platform guard (`#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)`) into
# `#if false`, and builds the in-process libraries. It proves no in-process code reaches the
# adapter-process code; it cannot prove the iOS SDK accepts every remaining call.
#   tools/ios-guard-check.sh [SCRATCH_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${1:-$(mktemp -d)}"
mkdir -p "$scratch"
cp -R Package.swift VERSION Sources Plugins Tests spec golden "$scratch"/
guard='#if !os(iOS) \&\& !os(tvOS) \&\& !os(watchOS) \&\& !os(visionOS)'
count=$(grep -rl -- '#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)' "$scratch/Sources" | wc -l)
grep -rl -- '#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)' "$scratch/Sources" \
    | xargs sed -i "s/$guard/#if false/"
echo "guards turned off in $count files"
for target in PaySpecRunner PaySpecTesting PaySpecGolden PaySpecEnums PaySpecReport PaySpecJSON; do
    swift build --package-path "$scratch" --target "$target" 2>&1 | grep -E 'error:|Compiling|Build of target' | grep -v '^\[' || true
done
if swift build --package-path "$scratch" --target PaySpecTesting >/dev/null 2>&1; then
    echo "in-process libraries build without the process code"
else
    echo "error: the in-process libraries do not build without the process code (errors above)" >&2
    exit 1
fi
