#!/bin/bash
# mk.sh DEST [BASE_COMMIT]: a ready probe directory for run.sh (uni39's probe): this checkout's
# drop-in as x/, BASE_COMMIT's (default 130667af, the merge) as base/, host.c, bench.ptx,
# run.sh, paired.py, summary.py. Then, on the GPU host: cd DEST && PROBE_OUT=... BUDGET_S=170
# bash run.sh
set -eu
ROOT=$(cd "$(dirname "$0")/../../../.." && pwd); HERE=$(cd "$(dirname "$0")" && pwd)
DEST=$(realpath -m "$1"); BASE=${2:-130667af}; mkdir -p "$DEST/x" "$DEST/base"
build() { # build SRC_DIR OUT_DIR
	(cd "$1" && go build -trimpath -ldflags='-s -w' -buildmode=c-shared -o "$2/libcuda.so.1" ./libcuda)
	rm -f "$2/libcuda.so.h" "$2/libcuda.so.1.xz"; xz -T2 "$2/libcuda.so.1"
}
build "$ROOT" "$DEST/x"
TMP=$(mktemp -d); git -C "$ROOT" worktree add --detach "$TMP/src" "$BASE" >/dev/null
build "$TMP/src" "$DEST/base"; git -C "$ROOT" worktree remove --force "$TMP/src"; rmdir "$TMP"
xz -c "$ROOT/tools/bench/host/host.c" > "$DEST/host.c.xz"
xz -c "$ROOT/sim/testdata/bench/bench.ptx" > "$DEST/bench.ptx.xz"
cp "$HERE/run.sh" "$ROOT/tools/bench/rounds24/paired.py" "$ROOT/tools/bench/reduce21/summary.py" "$DEST/"
{ echo "base: $(git -C "$ROOT" log -1 --format='%h %s' "$BASE" | cut -c1-100)"
	echo "new: $(git -C "$ROOT" log -1 --format='%h %s' | cut -c1-100)"; } > "$DEST/BUILT"
ls -la "$DEST" "$DEST/x" "$DEST/base"
