#!/bin/bash
# mkprobe.sh DIR [BASE_REV] [BUDGET_S]: fills the probe folder DIR (devq/perf32-c) with perf30's
# probe (tools/bench/perf30/mkprobe.sh: BASE_REV's drop-in "base" against HEAD's "new", the
# kernel rows alternating the two, one worker, BUDGET_S seconds, default 200). The default
# BASE_REV is session 31's main, c3420ed8. perf32 changes what compiling a module costs, not the
# compiled kernels: the rows' "reload" (cuModuleLoadData of bench.ptx, one vecadd, unload) is
# the row to read, the kernel rows should be the same (docs/engine-performance.md, perf32).
# Its outputs belong in tools/bench/perf32/h200-c/. TIMEOUT and READY are left to the caller.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=$(realpath -m "$1"); REV=${2:-c3420ed8}; BUDGET=${3:-200}
bash "$HERE/../perf30/mkprobe.sh" "$DIR" "$REV" "$BUDGET" > /dev/null
sed -i '2s/.*/# perf32 (docs\/engine-performance.md): the kernel rows and reload, main c3420ed8 against the branch (compile cost), one worker./' "$DIR/run.sh"
du -sh "$DIR"
