#!/usr/bin/env bash
# Cold build times: what a fresh clone costs before its first verdict.
#
# Usage: tools/bench/build-times.sh [--product NAME] [--no-consumer] [--keep]
#
# Copies the checkout's tracked files (as they are in the work tree) into a scratch folder, so
# nothing is built yet, and times there, with /usr/bin/time:
#   - `swift build --product NAME` (default: payspec), the kit's own cold debug build;
#   - `swift build --build-tests` in Examples/ConsumerPackage, a package that depends on
#     PaySpecTesting and the enums plugin as an SDK does (skipped with --no-consumer).
# Prints one Markdown row per build: wall seconds, CPU seconds (user + system of the build and
# every compiler it waited for), peak RSS and the number of compiler warnings in its log (a
# warning printed several times by several compiler jobs counts once). The wall time depends
# on what else the machine runs; the CPU time much less: read both.
# Exit status: 0 every build succeeded, 1 a build failed (its log's last lines on stderr),
# 2 usage error.
set -euo pipefail

product=payspec
consumer=1
keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --product)
      [ $# -ge 2 ] && [ -n "$2" ] || { echo "error: --product needs a product name" >&2; exit 2; }
      product="$2"; shift 2 ;;
    --no-consumer) consumer=0; shift ;;
    --keep) keep=1; shift ;;
    -h | --help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument (see --help)" >&2; exit 2 ;;
  esac
done
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time is needed (Debian: apt-get install time)" >&2; exit 2; }

root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/payspec-build-times.XXXXXX")
[ "$keep" = 1 ] || trap 'rm -rf "$scratch"' EXIT
copy="$scratch/PaySpec"
mkdir -p "$copy"
if git -C "$root" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  # Tracked files only: never a .build folder or anything else the checkout made.
  (cd "$root" && git ls-files -z | tar --null --ignore-failed-read -T - -cf - 2> /dev/null) | (cd "$copy" && tar -xf -)
else
  (cd "$root" && tar --exclude='./.build' --exclude='./Examples/ConsumerPackage/.build' -cf - .) | (cd "$copy" && tar -xf -)
fi

# time_build LABEL DIR ARGS...: one cold build, one table row.
time_build() {
  local label="$1" dir="$2"; shift 2
  local log="$scratch/$label.log" figures="$scratch/$label.time"
  if ! (cd "$dir" && /usr/bin/time -o "$figures" -f '%e %U %S %M' swift build "$@" > "$log" 2>&1); then
    echo "error: $label: swift build $* failed; its last lines:" >&2
    tail -n 20 "$log" | LC_ALL=C tr -d '\000-\010\013-\037\177' >&2
    return 1
  fi
  local wall user sys rss warnings
  read -r wall user sys rss < <(tail -n 1 "$figures")
  warnings=$(grep -E '^/.*: warning: ' "$log" | sort -u | wc -l | tr -d ' ')
  printf '| %s | %s | %.1f | %.1f | %d MiB | %s |\n' "$label" "swift build $*" "$wall" "$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" \
    "$((rss / 1024))" "$warnings"
}

echo "| build | command | wall s | CPU s | peak RSS | warnings |"
echo "|---|---|---:|---:|---:|---:|"
status=0
time_build "$product" "$copy" --product "$product" || status=1
if [ "$consumer" = 1 ]; then
  time_build consumer "$copy/Examples/ConsumerPackage" --build-tests || status=1
fi
exit $status
