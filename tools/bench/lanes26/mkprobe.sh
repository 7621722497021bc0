#!/bin/bash
# mkprobe.sh DIR [BUDGET_S]: fills the probe folder DIR (devq/lanes26-x) for run.sh: the branch's
# drop-in as a bsdiff patch against the window's shared main build (devq/_shared/lib's xz, next
# to DIR), its sha256, and the sources the rows need. BUDGET_S (default 120) is how long the
# rounds go on; TIMEOUT and READY are left to the caller.
set -eu
DIR=$(realpath -m "$1"); BUDGET=${2:-120}
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
TMP=$(mktemp -d)
mkdir -p "$DIR"
xz -dc "$DIR/../_shared/lib/libcuda.so.1.xz" > "$TMP/old.so"
# main's drop-in was built in /work/main without -trimpath: the same file names make the patch small.
(cd "$ROOT" && go build -buildmode=c-shared -ldflags='-s -w' \
	-gcflags="cudasim/...=-trimpath=$ROOT=>/work/main" -asmflags="cudasim/...=-trimpath=$ROOT=>/work/main" \
	-o "$TMP/new.so" ./libcuda)
bsdiff "$TMP/old.so" "$TMP/new.so" "$DIR/new.bsdiff"
(cd "$TMP" && sha256sum new.so | sed 's/new.so/libcuda.so.1/') > "$DIR/new.sha256"
(cd "$TMP" && sha256sum old.so | sed 's/old.so/libcuda.so.1/') > "$DIR/base.sha256"
python3 "$ROOT/tools/bench/lanes26/bspatch.py" "$TMP/old.so" "$TMP/check.so" "$DIR/new.bsdiff"
cmp "$TMP/check.so" "$TMP/new.so"
git -C "$ROOT" log -1 --format='%h %s' | cut -c1-100 > "$DIR/BUILT"
cp "$ROOT/tools/bench/lanes26/run.sh" "$ROOT/tools/bench/lanes26/bspatch.py" "$ROOT/tools/bench/reduce21/summary.py" \
	"$ROOT/tools/bench/rounds24/paired.py" "$DIR/"
xz -9e -c "$ROOT/tools/bench/host/host.c" > "$DIR/host.c.xz"
xz -9e -c "$ROOT/sim/testdata/bench/bench.ptx" > "$DIR/bench.ptx.xz"
xz -9e -c "$ROOT/tools/bench/lanes26/parts.c" > "$DIR/parts.c.xz"
xz -9e -c "$ROOT/tools/bench/lanes26/parts.ptx" > "$DIR/parts.ptx.xz"
echo "$BUDGET" > "$DIR/budget"
rm -rf "$TMP"
du -sh "$DIR"
