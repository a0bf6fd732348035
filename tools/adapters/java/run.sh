#!/usr/bin/env bash
# Starts the Java port as a payspec/1 adapter (golden/PROTOCOL.md). Compiles src/ with javac
# into a cache folder keyed by a hash of the sources, only when they changed, then runs it.
#   run.sh [--choice AMBIGUITY=OPTION]...   serve on stdin/stdout
#   run.sh --build                          compile (if needed) and exit, e.g. as a CI step
# Cache: $PAYSPEC_JAVA_CACHE, else ${XDG_CACHE_HOME:-$HOME/.cache}/payspec-java. stdout carries
# protocol lines only; everything else goes to stderr.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
spec="$here/../../../spec"

for tool in java javac; do
  command -v "$tool" >/dev/null 2>&1 || { echo "run.sh: $tool not found on PATH (Java 17 or later is needed)" >&2; exit 127; }
done

cd "$here/src"
sources=$(find . -name '*.java' | LC_ALL=C sort)
[ -n "$sources" ] || { echo "run.sh: no Java sources under $here/src" >&2; exit 2; }
# The compiler is part of the key: the JDK's own release file (its path and version), read
# rather than asking `javac -version`, which starts a JVM of its own on every start of the port.
javac_path="$(readlink -f "$(command -v javac)")"
release="$(dirname "$(dirname "$javac_path")")/release"
if [ -f "$release" ]; then jdk="$javac_path $(cat "$release")"; else jdk="$(javac -version 2>&1)"; fi
# shellcheck disable=SC2086
hash=$( { printf '%s\n' "$jdk"; sha256sum $sources; } | sha256sum | cut -c1-16)
root="${PAYSPEC_JAVA_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/payspec-java}"
classes="$root/$hash"

if [ ! -f "$classes/.complete" ]; then
  mkdir -p "$root"
  staging=$(mktemp -d "$root/.build-XXXXXX")
  # shellcheck disable=SC2086
  if ! javac --release 17 -Xlint:all,-serial -encoding UTF-8 -d "$staging" $sources 1>&2; then
    rm -rf "$staging"
    echo "run.sh: javac failed" >&2
    exit 2
  fi
  touch "$staging/.complete"
  # another run.sh may have finished first: keep its folder, drop ours (rename is atomic)
  mv -T "$staging" "$classes" 2>/dev/null || rm -rf "$staging"
fi

if [ "${1:-}" = "--build" ]; then
  echo "$classes"
  exit 0
fi
exec java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto -cp "$classes" payspec.adapter.Main --spec "$spec" "$@"
