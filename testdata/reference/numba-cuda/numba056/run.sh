#!/bin/bash
# Debian 12's Numba 0.56.4 test suite (numba.cuda.tests: nocuda, cudadrv, cudapy, doc_examples)
# on cudasim's drop-in built from this checkout, through tools/numba/run.sh, and each test's
# outcome as outcomes-NAME.tsv.gz (test id, outcome, seconds), sorted by test id.
#   bash run.sh NAME          (needs python3-numba and nvidia-cuda-toolkit: docs/numba.md)
#   FROM=DIR bash run.sh NAME (the outcomes of an earlier run.sh's or tools/numba/run.sh's DIR)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
name=${1:?usage: run.sh NAME}
out=${FROM:-${OUT:-$(mktemp -d /tmp/numba056.XXXXXX)}}
[ -n "${FROM:-}" ] || OUT=$out bash "$here/../../../../tools/numba/run.sh" nocuda cudadrv cudapy doc_examples | tail -12 || true
python3 - "$out" << 'PY' | gzip -9n > "$here/outcomes-$name.tsv.gz"
import json, os, sys
rows = []
for pkg in ("nocuda", "cudadrv", "cudapy", "doc_examples"):
    p = os.path.join(sys.argv[1], pkg + ".json")
    if os.path.exists(p):
        rows += [(r["test"], r["outcome"], r["seconds"]) for r in json.load(open(p))["records"]]
for t, o, s in sorted(rows):
    print("%s\t%s\t%.2f" % (t, o, s))
PY
echo "outcomes-$name.tsv.gz: $(zcat "$here/outcomes-$name.tsv.gz" | cut -f2 | sort | uniq -c | tr '\n' ' ')"
