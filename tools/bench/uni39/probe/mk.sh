#!/bin/bash
# mk.sh DEST: a ready probe directory for run.sh (uni39's layout probe) from this checkout: its
# drop-in, host.c, bench.ptx, run.sh, paired.py, summary.py. Then, on the GPU host: cd DEST &&
# PROBE_OUT=... BUDGET_S=170 bash run.sh
set -eu
ROOT=$(cd "$(dirname "$0")/../../../.." && pwd); HERE=$(cd "$(dirname "$0")" && pwd)
DEST=$(realpath -m "$1"); mkdir -p "$DEST/x"
(cd "$ROOT" && go build -trimpath -ldflags='-s -w' -buildmode=c-shared -o "$DEST/x/libcuda.so.1" ./libcuda)
rm -f "$DEST/x/libcuda.so.h" "$DEST/x/libcuda.so.1.xz"; xz -T2 "$DEST/x/libcuda.so.1"
xz -c "$ROOT/tools/bench/host/host.c" > "$DEST/host.c.xz"
xz -c "$ROOT/sim/testdata/bench/bench.ptx" > "$DEST/bench.ptx.xz"
cp "$HERE/run.sh" "$HERE/paired.py" "$HERE/summary.py" "$DEST/"
echo "$(cd "$ROOT" && git log -1 --format='%h %s' | cut -c1-100)" > "$DEST/BUILT"
ls -la "$DEST" "$DEST/x"
