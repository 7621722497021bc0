#!/bin/bash
# mkprobe.sh DIR BASE_REV [BUDGET_S]: fills the probe folder DIR (devq/perf30-c): perf29's probe
# (tools/bench/perf29/mkprobe.sh: BASE_REV's drop-in "base" and HEAD's "new" as bsdiff patches
# against the window's shared main build, tools/bench/host's kernel rows alternating the two,
# one worker) without its second part (two workers against one): run.sh runs perf29's run.sh
# (run29.sh) with SCALE_S=0. TIMEOUT and READY are left to the caller.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
bash "$ROOT/tools/bench/perf29/mkprobe.sh" "$@" > /dev/null
DIR=$(realpath -m "$1")
mv "$DIR/run.sh" "$DIR/run29.sh"
printf '#!/bin/bash\n# perf30 (docs/engine-performance.md): the kernel rows, base against new, one worker.\nSCALE_S=${SCALE_S:-0} exec bash run29.sh\n' > "$DIR/run.sh"
du -sh "$DIR"
