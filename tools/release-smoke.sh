#!/usr/bin/env bash
# Proves the release tarball runs without a Swift toolchain: installs it with the documented
# one-line install into the /usr/local of a minimal chroot that holds nothing else than the
# shared libraries `ldd` lists (libc, libm, libstdc++, libgcc_s, the dynamic loader, libxml2 and
# what it pulls in), /dev/null and /proc, then runs, inside it and from an empty folder:
#   payspec --version
#   payspec run --adapter /usr/local/bin/payspec-reference-adapter    (every vector must pass)
#   tools/release-smoke.sh TARBALL
# Needs root (CI runs as root) or an unprivileged user namespace (`unshare -r`). Exit 0 green,
# 1 a check failed, 2 bad usage or a setup step failed.
set -euo pipefail

fail() {
  echo "release-smoke.sh: error: $*" >&2
  exit "${2:-2}"
}

[ $# -eq 1 ] || fail "usage: tools/release-smoke.sh TARBALL"
tarball="$1"
[ -f "$tarball" ] || fail "no tarball at '$tarball'"
case "$tarball" in *.tar.gz) ;; *) fail "'$tarball' is not a .tar.gz" ;; esac
if [ -f "$tarball.sha256" ]; then
  (cd "$(dirname -- "$tarball")" && sha256sum --check --status -- "$(basename -- "$tarball").sha256") \
    || fail "checksum mismatch: $tarball.sha256" 1
fi

# unshare --root/--wd is chroot plus a working folder inside it (chroot alone starts in /), in
# its own mount and pid namespace with a fresh /proc: the Swift runtime of a statically linked
# binary reads its arguments from /proc/self/cmdline, as it finds them on every real machine.
namespaces=(--mount --pid --fork --mount-proc)
if [ "$(id -u)" -eq 0 ]; then
  enter=("$(command -v unshare)" "${namespaces[@]}")
elif unshare -r "${namespaces[@]}" true 2>/dev/null; then
  enter=("$(command -v unshare)" -r "${namespaces[@]}")
else
  fail "needs root or unprivileged user namespaces (unshare -r) to build the chroot"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/payspec-smoke-XXXXXX")"
trap 'rm -rf -- "$work"' EXIT
root="$work/root"
mkdir -p "$root/usr/local" "$root/tmp" "$root/dev" "$root/proc" "$root/empty"
chmod 1777 "$root/tmp"

# The documented install line (docs/ci.md, "Making the release the template downloads"), into
# the chroot's prefix.
readme_line="$(grep -E '^tar -xzf payspec-.*\.tar\.gz -C /usr/local --strip-components=1$' "$(dirname -- "$0")/../docs/ci.md" | head -n 1)" \
  || fail "docs/ci.md has no one-line install ('tar -xzf payspec-….tar.gz -C /usr/local --strip-components=1')"
install_line="${readme_line/payspec-*.tar.gz/\"\$tarball\"}"
install_line="${install_line/\/usr\/local/\"\$root/usr/local\"}"
echo "== install (docs/ci.md): $readme_line" >&2
eval "$install_line" || fail "the documented install line (docs/ci.md) failed"

bin="$root/usr/local/bin"
for exe in payspec payspec-reference-adapter; do
  [ -x "$bin/$exe" ] || fail "the tarball has no bin/$exe" 1
done

# Only what the binaries link: the loader and the C runtime, at the paths ldd names.
for exe in "$bin/payspec" "$bin/payspec-reference-adapter"; do
  ldd "$exe" | grep -E 'libswift|libFoundation|libdispatch|not found' >&2 && fail "$exe needs libraries that are not the C runtime" 1
  for lib in $(ldd "$exe" | grep -oE '/[^ ]+'); do
    mkdir -p "$root$(dirname -- "$lib")"
    cp -L -- "$lib" "$root$lib"
  done
done
if [ "$(id -u)" -eq 0 ]; then
  mknod -m 666 "$root/dev/null" c 1 3
else
  : >"$root/dev/null" # in a user namespace no device can be made; a plain file stands in
fi
if find "$root" -name 'libswift*' | grep -q .; then fail "a Swift runtime library ended up in the chroot" 1; fi
echo "== chroot contents: $(cd "$root" && find . -type f -not -path './usr/local/share/*' | LC_ALL=C sort | tr '\n' ' ')" >&2

# Runs payspec inside the chroot, from its empty folder, with a clean environment.
run_inside() {
  env -i PATH=/usr/local/bin HOME=/empty LANG=C.UTF-8 "${enter[@]}" --root="$root" --wd=/empty -- /usr/local/bin/payspec "$@"
}

echo "== payspec --version (no toolchain)" >&2
version="$(run_inside --version)" || fail "payspec --version failed in the chroot" 1
echo "$version"
echo "$version" | grep -qE '^payspec [0-9]+\.[0-9]+\.[0-9]+' || fail "payspec --version printed no version" 1
suite="$(printf '%s\n' "$version" | sed -n 's/^suite \([^ ]*\)$/\1/p')"
[ -n "$suite" ] || fail "payspec --version printed no suite version" 1

echo "== payspec run --adapter /usr/local/bin/payspec-reference-adapter (no toolchain, empty folder)" >&2
# No --golden: the vectors built into the binary, from a folder that holds nothing.
status=0
report="$(run_inside run --adapter /usr/local/bin/payspec-reference-adapter --format json)" || status=$?
if [ "$status" -ne 0 ]; then
  printf '%s\n' "$report" | tail -n 40 >&2
  fail "payspec run in the chroot exited $status" 1
fi
# Every vector judged and passed: total > 0 and total == passed in the shared summary.
# Here-strings, not pipes: a grep that stops at its first match must not SIGPIPE a writer (pipefail).
total="$(grep -m 1 -oE '"total": *[0-9]+' <<<"$report" | grep -oE '[0-9]+$' || true)"
passed="$(grep -m 1 -oE '"passed": *[0-9]+' <<<"$report" | grep -oE '[0-9]+$' || true)"
[ -n "$total" ] && [ "$total" -gt 0 ] || fail "the run's JSON report has no vector total" 1
[ "$total" = "$passed" ] || fail "only $passed of $total vectors passed in the chroot" 1
grep -qF "\"suiteVersion\": \"$suite\"" <<<"$report" || fail "the report does not name the suite version $suite" 1
echo "payspec run in the chroot: $passed of $total vectors passed (suite $suite)"
echo "== release smoke test passed" >&2
