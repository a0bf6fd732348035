#!/bin/sh
# Runs `payspec l10n check --base LANG` over the catalogs of public apps and prints, per app
# and in total, how many findings each check gave. Nothing fetched is kept in the repository:
# the catalogs are exported from local git mirrors into a temporary folder.
#
# usage: tools/l10n-corpus/measure.sh PAYSPEC MIRRORS [APPS.tsv] [--keep DIR] [--code]
#   (heldout.tsv beside apps.tsv lists the projects only measured on, never tuned on)
#   PAYSPEC  the payspec executable (e.g. .build/release/payspec)
#   MIRRORS  a folder with one git directory per app, named OWNER+NAME/repo (as the
#            project's mirror tool leaves them) or OWNER+NAME (a clone)
#   APPS.tsv repository, commit, catalog folder and base language, tab-separated
#            (default: tools/l10n-corpus/apps.tsv next to this script)
#   --keep DIR  also write each app's JSON report to DIR/OWNER+NAME.json
#   --code      export each app's whole tree, not only its catalogs, and check with
#               `--code` over it (findings on keys no file of the app names are notes; a
#               repository of translations alone, which the kit refuses there, is left out)
set -eu
payspec=${1:?usage: measure.sh PAYSPEC MIRRORS [APPS.tsv] [--keep DIR] [--code]}
mirrors=${2:?usage: measure.sh PAYSPEC MIRRORS [APPS.tsv] [--keep DIR] [--code]}
apps=$(dirname "$0")/apps.tsv
keep=
code=
shift 2
while [ $# -gt 0 ]; do
    case $1 in
    --keep) keep=${2:?--keep needs a folder}; mkdir -p "$keep"; shift 2 ;;
    --code) code=1; shift ;;
    *) apps=$1; shift ;;
    esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
totals=$work/totals
: >"$totals"
grep -v '^#' "$apps" | while IFS="$(printf '\t')" read -r repo commit folder base; do
    [ -n "$repo" ] || continue
    name=$(echo "$repo" | tr / +)
    git=$mirrors/$name/repo
    [ -d "$git" ] || git=$mirrors/$name
    if ! git -C "$git" cat-file -e "$commit^{commit}" 2>/dev/null; then
        echo "$repo: commit $commit not in $git (fetch the repository first)" >&2
        exit 2
    fi
    out=$work/$name
    mkdir -p "$out"
    # Only the catalog files (every XML file of an Android values folder, as the build reads
    # them all), and the lint.xml files of the folders above them (Android Lint's
    # MissingTranslation setting): the rest of the tree may be large, or absent from a mirror.
    catalogs=$work/$name.files
    git -C "$git" ls-tree -r --name-only "$commit" -- "$folder" |
        grep -E '(\.xcstrings|\.strings|\.stringsdict|\.arb|\.po|\.pot|/values[^/]*/[^/]*\.xml)$' >"$catalogs" || true
    # A web or React Native app's folder of JSON catalogs (locales/de.json) has none of those;
    # only there is a .json file a catalog (beside an Apple or Android catalog it describes an
    # icon, an asset or an animation).
    if [ ! -s "$catalogs" ]; then
        git -C "$git" ls-tree -r --name-only "$commit" -- "$folder" | grep -E '\.json$' >"$catalogs" || true
    fi
    {
        cat "$catalogs"
        up=$folder
        while [ "$up" != "." ] && [ -n "$up" ]; do
            up=$(dirname "$up")
            git -C "$git" ls-tree --name-only "$commit" -- "$([ "$up" = . ] && echo lint.xml || echo "$up/lint.xml")"
        done
    } | tr '\n' '\0' | xargs -0 git -C "$git" archive "$commit" -- 2>/dev/null | tar -x -C "$out"
    # With --code, the whole tree: the app's own files tell which keys it uses. Files over 8 MiB
    # are data (and `--code` reads none), and a mirror may list files it does not hold: only the
    # blobs present and small enough are exported, or one absent file would stop the export.
    if [ -n "$code" ]; then
        git -C "$git" cat-file --batch-all-objects --batch-check='%(objectname) %(objecttype) %(objectsize)' |
            awk '$2 == "blob" && $3 <= 8388608 { print $1 }' >"$work/$name.present"
        git -C "$git" ls-tree -r "$commit" |
            awk -v present="$work/$name.present" '
                BEGIN { while ((getline id < present) > 0) ok[id] = 1 }
                { split($0, f, "\t"); split(f[1], m, " ") }
                m[2] == "blob" && (m[3] in ok) && substr(f[2], 1, 1) != "\"" { printf "%s%c", f[2], 0 }' |
            xargs -0 git -C "$git" archive "$commit" -- 2>/dev/null | tar -x -i -C "$out" 2>/dev/null || true
    fi
    report=$work/$name.json
    set -- l10n check --base "$base" --format json --fail-on never --output "$report"
    [ -z "$code" ] || set -- "$@" --code "$out"
    "$payspec" "$@" "$out/$folder" >/dev/null 2>"$work/$name.err" || true
    if [ ! -s "$report" ]; then
        # A repository of translations alone has no code for --code to judge keys by: the kit
        # refuses it, and the project is left out of a --code measurement.
        if [ -n "$code" ] && grep -q -e "no file of the app's own code" -e "names any key of the catalogs" "$work/$name.err"; then
            echo "$repo: left out, --code refused: $(head -c 300 "$work/$name.err")" >&2
            continue
        fi
        echo "$repo: no report; $(head -c 300 "$work/$name.err")" >&2
        exit 2
    fi
    [ -z "$keep" ] || cp "$report" "$keep/$name.json"
    # One "check" member per finding, one finding a line in the report's top-level "findings"
    # member (the key matrix under "languages" names keys, and a key may be called "check").
    awk '/^  "findings": \[/ { inside = 1; next } /^  []}]/ { inside = 0 } inside' "$report" |
        grep -o '"check" *: *"[a-z-]*"' | sed 's/.*"\([a-z-]*\)"$/\1/' >"$work/$name.checks" || true
    counts=$(sort "$work/$name.checks" | uniq -c | awk '{printf "%s=%s ", $2, $1}')
    errors=$(grep -c ': error' "$work/$name.err" || true)
    echo "$repo@$(echo "$commit" | cut -c1-12) ($base; $errors unreadable files): ${counts:-no findings}"
    cat "$work/$name.checks" >>"$totals"
    rm -rf "$out"
done
echo "total:"
sort "$totals" | uniq -c | sort -rn | awk '{printf "  %-22s %s\n", $2, $1}'
