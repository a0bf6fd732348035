"""The CPython yardstick for golden loading: json.load of every golden file, standard library only.

Usage: python3 tools/bench/golden_load.py GOLDEN_DIR
Prints the number of vectors read, so a run that read nothing is visible.
"""

import glob
import json
import os
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: golden_load.py GOLDEN_DIR")
    count = 0
    for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
        with open(path, encoding="utf-8") as f:
            count += len(json.load(f)["vectors"])
    if count == 0:
        sys.exit("no vectors in " + sys.argv[1])
    print(count)


main()
