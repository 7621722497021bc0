#!/bin/bash
# mkprobe.sh DIR [BASE_REV] [NEW_REV] [BUDGET_S]: the GPU host's timing probe (devq/red36-c) of
# red36's doubleword segments (docs/engine-performance.md, red36): main's drop-in (default
# 3da2c6ed) against NEW_REV's (default this branch's HEAD), each whole, with lanes34b's
# mkprobe.sh and run.sh. SOLO, TIMEOUT and READY are left to the caller.
HERE=$(cd "$(dirname "$0")" && pwd)
NEW_REV=$(git -C "$HERE" rev-parse "${3:-HEAD}") exec "$HERE/../lanes34b/mkprobe.sh" "$1" "${2:-3da2c6ed}" "${4:-160}"
