#!/bin/bash
# mkprobe.sh DIR [BASE_REV] [BUDGET_S]: the GPU host's timing probe (devq/reduce35-c) of this
# folder's packed.patch against main (default eb319681): lanes34b's mkprobe.sh and run.sh with
# this patch (docs/engine-performance.md, reduce35). SOLO, TIMEOUT 200 and READY are left to
# the caller.
HERE=$(cd "$(dirname "$0")" && pwd)
PATCH=$HERE/packed.patch exec "$HERE/../lanes34b/mkprobe.sh" "$1" "${2:-eb319681}" "${3:-160}"
