#!/usr/bin/env bash
# Installs payspec from this checkout into a prefix, so `payspec` can be typed from any folder.
#   tools/install.sh PREFIX            (for example "$HOME/.local" or /usr/local)
# Builds payspec and payspec-reference-adapter in release (the flags .ci/run and tools/release.sh
# use, so a checkout that ran them builds nothing again) and installs:
#   PREFIX/bin/payspec  PREFIX/bin/payspec-reference-adapter
#   PREFIX/share/payspec/PROTOCOL.md  spec/  tools/adapters/   (the example adapters read
#   ../../../spec from their folder, so spec/ sits beside them, as in the release tarball)
# Only those paths are written; an earlier install of them is replaced. Prints the PATH line
# to add when PREFIX/bin is not on PATH.
set -euo pipefail

fail() {
  echo "install.sh: error: $*" >&2
  exit 2
}

[ $# -eq 1 ] || fail "usage: tools/install.sh PREFIX   (for example \"\$HOME/.local\")"
[ -n "$1" ] || fail "PREFIX is empty"
command -v swift >/dev/null 2>&1 || fail "swift not found on PATH (the Swift toolchain builds payspec; without one, install the release tarball, see docs/ci.md)"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p -- "$1/bin" "$1/share/payspec/tools" || fail "cannot create '$1/bin' and '$1/share/payspec'"
prefix="$(cd -- "$1" && pwd)"
[ -w "$prefix/bin" ] || fail "'$prefix/bin' is not writable"

cd "$root"
echo "== swift build -c release (payspec, payspec-reference-adapter)" >&2
swift build -c release --static-swift-stdlib --product payspec 1>&2 || fail "swift build of payspec failed"
swift build -c release --static-swift-stdlib --product payspec-reference-adapter 1>&2 \
  || fail "swift build of payspec-reference-adapter failed"
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"

for exe in payspec payspec-reference-adapter; do
  install -m 0755 "$bin/$exe" "$prefix/bin/$exe.installing" || fail "cannot write $prefix/bin/$exe"
  mv -f "$prefix/bin/$exe.installing" "$prefix/bin/$exe"
done
share="$prefix/share/payspec"
rm -rf -- "$share/spec" "$share/tools/adapters"
cp golden/PROTOCOL.md "$share/PROTOCOL.md"
cp -R spec "$share/spec"
cp -R tools/adapters "$share/tools/adapters"
find "$share" \( -name '__pycache__' -o -name '*.pyc' -o -name '*.class' \) -prune -exec rm -rf {} +

echo "installed $("$prefix/bin/payspec" --version | head -n 1) into $prefix/bin (adapters and protocol in $share)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "add it to PATH: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
