#!/bin/bash
# mkprobe.sh DIR [BASE_REV] [BUDGET_S]: fills the probe folder DIR (devq/perf33-c) for run.sh:
# one drop-in, BASE_REV (default main 9f92c6fe) with proto.patch applied (the measurement
# prototype of docs/engine-performance.md, perf33: PROTO=uni and PROTO=l32 change reduce's
# code, unset it is BASE_REV's), as a bsdiff patch against the window's shared main build
# (devq/_shared/lib's xz, next to DIR) with its sha256s, built as tools/bench/perf28/mkprobe.sh
# builds its drop-ins, and the sources the rows need. BUDGET_S (default 160) is how long run.sh's
# rounds go on; TIMEOUT and READY are left to the caller.
set -eu
DIR=$(realpath -m "$1"); REV=${2:-9f92c6fe}; BUDGET=${3:-160}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$DIR" "$TMP/src"
xz -dc "$DIR/../_shared/lib/libcuda.so.1.xz" > "$TMP/old.so"
git -C "$ROOT" archive "$REV" | tar -x -C "$TMP/src"
(cd "$TMP/src" && patch -s -p1 < "$HERE/proto.patch")
if [ -n "${PROTO_SO:-}" ]; then cp "$PROTO_SO" "$TMP/proto.so"; else
	(cd "$TMP/src" && go build -buildmode=c-shared -ldflags='-s -w' \
		-gcflags="cudasim/...=-trimpath=$TMP/src=>/work/main" -asmflags="cudasim/...=-trimpath=$TMP/src=>/work/main" \
		-o "$TMP/proto.so" ./libcuda)
fi
(cd "$TMP" && sha256sum old.so | sed 's/old.so/libcuda.so.1/') > "$DIR/shared.sha256"
bsdiff "$TMP/old.so" "$TMP/proto.so" "$DIR/proto.bsdiff"
(cd "$TMP" && sha256sum proto.so | sed "s/proto.so/libcuda.so.1/") > "$DIR/proto.sha256"
python3 "$ROOT/tools/bench/lanes26/bspatch.py" "$TMP/old.so" "$TMP/check.so" "$DIR/proto.bsdiff"
cmp "$TMP/check.so" "$TMP/proto.so"
echo "proto: $(git -C "$ROOT" log -1 --format='%h %s' "$REV" | cut -c1-100) + tools/bench/perf33/proto.patch" > "$DIR/BUILT"
cp "$HERE/run.sh" "$ROOT/tools/bench/rounds24/paired.py" "$ROOT/tools/bench/lanes26/bspatch.py" "$ROOT/tools/bench/reduce21/summary.py" "$DIR/"
xz -9e -c "$ROOT/tools/bench/host/host.c" > "$DIR/host.c.xz"
xz -9e -c "$ROOT/sim/testdata/bench/bench.ptx" > "$DIR/bench.ptx.xz"
echo "$BUDGET" > "$DIR/budget"
du -sh "$DIR"
