#!/bin/bash
# mkprobe.sh DIR [PROG...]: makes probe folder DIR (devq/graphs26-X of the
# main checkout): tree.txz with the sources probe.sh builds (every program
# of src/, or only the PROGs named, s_gr_hostcalls...), run.sh, TIMEOUT;
# READY is touched by hand once checked. With PROGs the probe runs them
# in one pass with 150 s for each run (probe.sh's NATIVE_TIMEOUT...).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dir=$1
shift
mkdir -p "$dir"
srcs=(cudart/graphs26/src)
[ $# -gt 0 ] && srcs=(cudart/graphs26/src/g26.h $(printf 'cudart/graphs26/src/%s.cu ' "$@"))
(cd "$here/../.." && tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - cudart/src/check.h cudart/suite/build.sh cudart/graphs26/build.sh "${srcs[@]}" | xz -9e > "$dir/tree.txz")
if [ $# -gt 0 ]; then
	cp "$here/probe.sh" "$dir/probe.sh"
	printf '#!/bin/bash\nNATIVE_TIMEOUT=150 SIM_TIMEOUT=150 ONE_PASS=1 exec bash probe.sh\n' > "$dir/run.sh"
else
	cp "$here/probe.sh" "$dir/run.sh"
fi
echo 240 > "$dir/TIMEOUT"
ls -la "$dir"
