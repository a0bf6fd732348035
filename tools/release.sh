#!/usr/bin/env bash
# Builds the release tarball: payspec and payspec-reference-adapter linked against the static
# Swift standard library and Foundation, so they run on a Linux machine without a Swift toolchain.
#   tools/release.sh OUTDIR
# Writes OUTDIR/payspec-<version>-linux-<arch>.tar.gz and its .sha256 (sha256sum format), and
# prints the tarball's path as its last line. Nothing is written outside OUTDIR except .build/.
# Layout inside the tarball (one top folder, so `--strip-components=1` installs into a prefix):
#   bin/payspec  bin/payspec-reference-adapter
#   share/payspec/README.md  PROTOCOL.md  golden/  spec/  tools/adapters/   (the Java, Python and
#   Node example adapters; they read ../../../spec from their folder, so spec/ sits beside them)
set -euo pipefail

fail() {
  echo "release.sh: error: $*" >&2
  exit 2
}

[ $# -eq 1 ] || fail "usage: tools/release.sh OUTDIR"
[ -n "$1" ] || fail "OUTDIR is empty"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p -- "$1" || fail "cannot create OUTDIR '$1'"
out="$(cd -- "$1" && pwd)"
[ -w "$out" ] || fail "OUTDIR '$out' is not writable"
for tool in swift tar gzip sha256sum ldd; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool not found on PATH"
done

cd "$root"
echo "== swift build -c release --static-swift-stdlib" >&2
# The same flags as tools/install.sh, the release build of .ci/run: CI builds the product once.
swift build -c release --static-swift-stdlib --product payspec 1>&2 || fail "swift build of payspec failed"
swift build -c release --static-swift-stdlib --product payspec-reference-adapter 1>&2 \
  || fail "swift build of payspec-reference-adapter failed"
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"

# Only the C runtime may be needed at run time: no libswift*.so, nothing from the toolchain.
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
for exe in payspec payspec-reference-adapter; do
  [ -x "$bin/$exe" ] || fail "$bin/$exe was not built"
  libs="$(ldd "$bin/$exe")" || fail "ldd $bin/$exe failed"
  if echo "$libs" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found' >&2; then
    fail "$exe needs the libraries above at run time; it must link the Swift runtime statically"
  fi
  if echo "$libs" | grep -F -- "$toolchain" >&2; then
    fail "$exe loads libraries from the toolchain ($toolchain)"
  fi
done

version="$("$bin/payspec" --version | sed -n '1s/^payspec \([^ ]*\).*/\1/p')"
[ -n "$version" ] || fail "cannot read the version from '$bin/payspec --version'"
case "$(uname -m)" in
  x86_64 | amd64) arch=x86_64 ;;
  aarch64 | arm64) arch=aarch64 ;;
  *) arch="$(uname -m)" ;;
esac
name="payspec-$version-linux-$arch"

staging="$(mktemp -d "$out/.staging-XXXXXX")"
trap 'rm -rf -- "$staging"' EXIT
top="$staging/$name"
share="$top/share/payspec"
mkdir -p "$top/bin" "$share/tools"
cp "$bin/payspec" "$bin/payspec-reference-adapter" "$top/bin/"
strip "$top/bin/payspec" "$top/bin/payspec-reference-adapter" 2>/dev/null || true
cp golden/PROTOCOL.md "$share/PROTOCOL.md"
cp -R golden spec "$share/"
cp -R tools/adapters "$share/tools/"
# Caches and byte code of a local run never ship.
find "$share" \( -name '__pycache__' -o -name '*.pyc' -o -name '*.class' -o -name '.DS_Store' \) -prune -exec rm -rf {} +
cat >"$share/README.md" <<EOF
# payspec $version (linux-$arch)

The PaySpec conformance kit for the result-handling layer of mobile payment SDKs (Comgate,
SEB, MoneyCollect), as static binaries: no Swift toolchain is needed to run them.

Install into a prefix (here /usr/local; any folder works):

    tar -xzf $name.tar.gz -C /usr/local --strip-components=1

Then, from any folder:

    payspec --version
    payspec run --adapter payspec-reference-adapter          # the reference model, every vector
    payspec run --adapter '/usr/local/share/payspec/tools/adapters/java/run.sh' --format junit --output payspec.xml

- bin/payspec, bin/payspec-reference-adapter: the runner and the reference model as an adapter
- share/payspec/PROTOCOL.md: the adapter protocol payspec/1
- share/payspec/tools/adapters/: example adapters (Java 17 for Android/Kotlin teams, Python, Node)
- share/payspec/golden/, share/payspec/spec/: the golden vectors and spec tables of this version

'payspec --help' lists every command; 'payspec COMMAND --help' shows its options.
EOF
chmod -R u+rwX,go+rX "$top"

tarball="$out/$name.tar.gz"
# Reproducible metadata: sorted names, fixed owner, mtime of the last commit when there is one.
mtime="$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$mtime" -C "$staging" -cf - "$name" | gzip -6n >"$staging/out.tar.gz" \
  || fail "cannot write the tarball"
mv -f "$staging/out.tar.gz" "$tarball"
(cd "$out" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256.tmp" && mv -f "$name.tar.gz.sha256.tmp" "$name.tar.gz.sha256") \
  || fail "cannot write $tarball.sha256"
echo "wrote $tarball ($(du -k "$tarball" | cut -f1) KiB) and $tarball.sha256" >&2
echo "$tarball"
