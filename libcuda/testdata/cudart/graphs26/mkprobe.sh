#!/bin/bash
# mkprobe.sh DIR: makes probe folder DIR (devq/graphs26-X of the main
# checkout): tree.txz with the sources probe.sh builds, run.sh (probe.sh),
# TIMEOUT; READY is touched by hand once checked.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dir=$1
mkdir -p "$dir"
(cd "$here/../.." && tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - cudart/src/check.h cudart/suite/build.sh cudart/graphs26/build.sh cudart/graphs26/src | xz -9e > "$dir/tree.txz")
cp "$here/probe.sh" "$dir/run.sh"
echo 240 > "$dir/TIMEOUT"
ls -la "$dir"
