#!/bin/bash
# mkprobe.sh DIR [BASE_REV] [BUDGET_S]: fills the probe folder DIR (devq/perf31-c) with perf30's
# probe (tools/bench/perf30/mkprobe.sh: BASE_REV's drop-in "base" against HEAD's "new", the
# kernel rows alternating the two, one worker, BUDGET_S seconds, default 200). The default
# BASE_REV, main af50e995, has slot coalescing off; this branch turns it on again
# (docs/engine-performance.md, perf31). Its outputs belong in tools/bench/perf31/h200-c/.
# TIMEOUT and READY are left to the caller.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=$(realpath -m "$1"); REV=${2:-af50e995}; BUDGET=${3:-200}
bash "$HERE/../perf30/mkprobe.sh" "$DIR" "$REV" "$BUDGET" > /dev/null
sed -i '2s/.*/# perf31 (docs\/engine-performance.md): the kernel rows, main (slot coalescing off) against the branch (on), one worker./' "$DIR/run.sh"
du -sh "$DIR"
