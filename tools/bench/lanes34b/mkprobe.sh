#!/bin/bash
# mkprobe.sh DIR [BASE_REV] [BUDGET_S]: fills the probe folder DIR (devq/lanes34b-c) for run.sh:
# two drop-ins, BASE_REV (default 0b639a71, main before lanes34b) as it is ("base") and with
# PATCH applied ("new"; default this folder's packed.patch: narrow slots packed in compiled code,
# docs/engine-performance.md, lanes34b; tools/bench/reduce35/mkprobe.sh passes its own), each
# whole (xz; no patch against the window's shared build, which may be rebuilt), built as
# tools/bench/perf33/mkprobe.sh builds its drop-in, and the sources the rows need. BUDGET_S
# (default 160) is how long run.sh's rounds go on. TIMEOUT, SOLO and READY are left to the caller.
# With NEW_REV set (tools/bench/red36/mkprobe.sh), "new" is that commit's tree, no patch applied.
set -eu
DIR=$(realpath -m "$1"); BASE=${2:-0b639a71}; BUDGET=${3:-160}
HERE=$(cd "$(dirname "$0")" && pwd)
PATCH=$(realpath "${PATCH:-$HERE/packed.patch}")
ROOT=$(cd "$HERE/../../.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$DIR"
for b in base new; do
	mkdir -p "$TMP/$b"
	rev=$BASE; [ $b = new ] && rev=${NEW_REV:-$BASE}
	git -C "$ROOT" archive "$rev" | tar -x -C "$TMP/$b"
	[ $b = new ] && [ -z "${NEW_REV:-}" ] && (cd "$TMP/$b" && git apply "$PATCH")
	(cd "$TMP/$b" && go build -buildmode=c-shared -ldflags='-s -w' \
		-gcflags="cudasim/...=-trimpath=$TMP/$b=>/work/main" -asmflags="cudasim/...=-trimpath=$TMP/$b=>/work/main" \
		-o "$TMP/$b.so" ./libcuda)
	xz -6 -T2 -c "$TMP/$b.so" > "$DIR/$b.so.xz"
	echo "$b: $(git -C "$ROOT" log -1 --format='%h %s' "$rev" | cut -c1-90)$([ $b = new ] && [ -z "${NEW_REV:-}" ] && echo " + ${PATCH#$ROOT/}")" >> "$TMP/BUILT"
done
mv "$TMP/BUILT" "$DIR/BUILT"
cp "$HERE/run.sh" "$ROOT/tools/bench/rounds24/paired.py" "$ROOT/tools/bench/reduce21/summary.py" "$DIR/"
xz -9e -c "$ROOT/tools/bench/host/host.c" > "$DIR/host.c.xz"
xz -9e -c "$ROOT/sim/testdata/bench/bench.ptx" > "$DIR/bench.ptx.xz"
echo "$BUDGET" > "$DIR/budget"
du -sh "$DIR"
