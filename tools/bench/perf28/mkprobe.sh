#!/bin/bash
# mkprobe.sh DIR BASE_REV [BUDGET_S]: fills the probe folder DIR (devq/perf28-c) for run.sh: two
# drop-ins, BASE_REV's ("base", the branch's base on main) and HEAD's ("new"), each a
# bsdiff patch against the window's shared main build (devq/_shared/lib's xz, next to DIR), with
# their sha256s, and the sources the rows need. Both are built with -ldflags='-s -w' and their
# file names rewritten to /work/main's (the shared build's), so that the patches stay small
# (tools/bench/lanes26/mkprobe.sh does the same for one build). BUDGET_S (default 150) is how
# long run.sh's rounds go on; TIMEOUT and READY are left to the caller.
set -eu
DIR=$(realpath -m "$1"); REV=$2; BUDGET=${3:-150}
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
TMP=$(mktemp -d)
mkdir -p "$DIR" "$TMP/src" "$TMP/head"
xz -dc "$DIR/../_shared/lib/libcuda.so.1.xz" > "$TMP/old.so"
git -C "$ROOT" archive "$REV" | tar -x -C "$TMP/src"
git -C "$ROOT" archive HEAD | tar -x -C "$TMP/head" # committed sources only
build() { # build SRC OUT
	(cd "$1" && go build -buildmode=c-shared -ldflags='-s -w' \
		-gcflags="cudasim/...=-trimpath=$1=>/work/main" -asmflags="cudasim/...=-trimpath=$1=>/work/main" \
		-o "$2" ./libcuda)
}
# BASE_SO and NEW_SO name drop-ins already built so (this script's build, elsewhere).
if [ -n "${BASE_SO:-}" ]; then cp "$BASE_SO" "$TMP/base.so"; else build "$TMP/src" "$TMP/base.so"; fi
if [ -n "${NEW_SO:-}" ]; then cp "$NEW_SO" "$TMP/new.so"; else build "$TMP/head" "$TMP/new.so"; fi
(cd "$TMP" && sha256sum old.so | sed 's/old.so/libcuda.so.1/') > "$DIR/shared.sha256"
for b in base new; do
	bsdiff "$TMP/old.so" "$TMP/$b.so" "$DIR/$b.bsdiff"
	(cd "$TMP" && sha256sum $b.so | sed "s/$b.so/libcuda.so.1/") > "$DIR/$b.sha256"
	python3 "$ROOT/tools/bench/lanes26/bspatch.py" "$TMP/old.so" "$TMP/check.so" "$DIR/$b.bsdiff"
	cmp "$TMP/check.so" "$TMP/$b.so"
done
{ echo "base: $(git -C "$ROOT" log -1 --format='%h %s' "$REV" | cut -c1-100)"
  echo "new: $(git -C "$ROOT" log -1 --format='%h %s' | cut -c1-100)"; } > "$DIR/BUILT"
cp "$ROOT/tools/bench/perf28/run.sh" "$ROOT/tools/bench/lanes26/bspatch.py" "$ROOT/tools/bench/reduce21/summary.py" \
	"$ROOT/tools/bench/rounds24/paired.py" "$DIR/"
xz -9e -c "$ROOT/tools/bench/host/host.c" > "$DIR/host.c.xz"
xz -9e -c "$ROOT/sim/testdata/bench/bench.ptx" > "$DIR/bench.ptx.xz"
xz -9e -c "$ROOT/sim/testdata/bench/sfu90.ptx" > "$DIR/sfu90.ptx.xz"
echo "$BUDGET" > "$DIR/budget"
rm -rf "$TMP"
du -sh "$DIR"
