#!/usr/bin/env bash
# Runs the concurrent parts of the kit under the sanitizers (not in .ci/run: each sanitizer
# rebuilds everything instrumented, several minutes on a 2-core machine).
#
#   tools/sanitize.sh            both runs
#   tools/sanitize.sh thread     the runner's tests under ThreadSanitizer
#   tools/sanitize.sh address    the parsers' tests under AddressSanitizer
#
# Each run uses its own scratch path (.build/sanitize-*) so the normal debug build is untouched.
# Results are recorded in tools/README.md ("Sanitizers").
set -euo pipefail
cd "$(dirname "$0")/.."
which=${1:-both}

if [[ $which == thread || $which == both ]]; then
    echo "== ThreadSanitizer: runner (sessions, --jobs, interruption, in-process runs)"
    swift test --sanitize=thread --scratch-path .build/sanitize-thread \
        --filter 'PaySpecRunnerTests'
fi
if [[ $which == address || $which == both ]]; then
    echo "== AddressSanitizer: parsers (JSON, protocol lines, catalogs, XML, plists)"
    swift test --sanitize=address --scratch-path .build/sanitize-address \
        --filter 'JSONParserTests|ProtocolLineParserTests|FormatParsingTests|FuzzRegressionTests|XMLFuzzFindingsTests|BadInputTests|InputRefusalTests'
fi
