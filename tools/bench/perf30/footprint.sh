#!/bin/bash
# footprint.sh COMMIT [BENCH] [FROM] [N]: the data cache lines each of a few CTAs of a sim
# benchmark touches (default BenchmarkReduce1M, CTAs 200..202 of its first launch with one
# worker), the warps' register files by slot and the rest by page (perf30,
# docs/engine-performance.md). It builds COMMIT's sim test binary in a temporary worktree with a
# local instrumentation (each CTA's begin loads a marker; newWarps prints each warp's register
# file), runs it under valgrind's lackey --trace-mem and counts the lines between markers with
# footfilter.go. Slow: about two minutes.
set -eu
COMMIT=$1; BENCH=${2:-BenchmarkReduce1M}; FROM=${3:-200}; N=${4:-3}
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'git -C "$HERE" worktree remove --force "$TMP/wt" >/dev/null 2>&1 || true; rm -rf "$TMP"' EXIT
git -C "$HERE" worktree add --detach "$TMP/wt" "$COMMIT" >/dev/null 2>&1
cat >"$TMP/wt/sim/zz_footprint.go" <<'GO'
package sim

import (
	"fmt"
	"os"
	"unsafe"
)

var footMarker [64]byte
var footSink byte

func footBegin() { footSink += footMarker[8] }

func footWarp(w *warp) {
	lo := uintptr(unsafe.Pointer(&w.r[0]))
	fmt.Fprintf(os.Stderr, "FOOT warp %d %x %x\n", w.id, lo, lo+uintptr(len(w.r))*256)
}

func init() { fmt.Fprintf(os.Stderr, "FOOT marker %x\n", uintptr(unsafe.Pointer(&footMarker[8]))) }
GO
sed -i 's/^func (c \*cta) begin(i uint64) (skipped uint64) {$/&\n\tfootBegin()/' "$TMP/wt/sim/launch.go"
sed -i 's/^\t\tw\.r = make(\[\]\[32\]uint64, k\.nslots)$/&\n\t\tfootWarp(w)/' "$TMP/wt/sim/launch.go"
grep -q footBegin "$TMP/wt/sim/launch.go" && grep -q footWarp "$TMP/wt/sim/launch.go"
(cd "$TMP/wt/sim" && go test -c -o "$TMP/sim.test" .)
cd "$TMP/wt/sim"
go build -o "$TMP/filter" "$HERE/footfilter.go"
# lackey's trace and the binary's FOOT lines share stderr, in program order.
GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=lackey --trace-mem=yes \
	"$TMP/sim.test" -test.run XXX -test.bench "$BENCH/workers=1\$" -test.benchtime 1x 2>&1 >/dev/null |
	"$TMP/filter" "$FROM" "$N" || true
