#!/bin/bash
# mkprobe.sh DIR BASE_REV [BUDGET_S]: fills the probe folder DIR (devq/perf29-c) for run.sh:
# tools/bench/perf28/mkprobe.sh's two drop-ins (BASE_REV's "base" and HEAD's "new", bsdiff
# patches against the window's shared main build) and sources, with this folder's run.sh and
# blocks.ptx. TIMEOUT and READY are left to the caller.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
bash "$ROOT/tools/bench/perf28/mkprobe.sh" "$@"
DIR=$(realpath -m "$1")
rm -f "$DIR/sfu90.ptx.xz"
cp "$HERE/run.sh" "$DIR/run.sh"
xz -9e -c "$ROOT/sim/testdata/bench/blocks.ptx" > "$DIR/blocks.ptx.xz"
du -sh "$DIR"
