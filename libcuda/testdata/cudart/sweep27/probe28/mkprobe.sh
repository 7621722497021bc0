#!/bin/bash
# mkprobe.sh DEST [d|e]: makes the devq probe folder DEST (tools/devq/README.md)
# for probe.sh (with d: probe-d.sh and bin-d.txz, TIMEOUT 150; with e:
# probe-e.sh, nvcc 13.0 builds returned and checked, TIMEOUT 200): this
# folder's sources and bin.txz, sweep27's sources and build.sh,
# cudart/src/check.h, a run.sh, TIMEOUT and READY.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:?usage: mkprobe.sh DEST}
rm -rf "$dest" && mkdir -p "$dest"
cp -r "$here/src" "$here/probe.sh" "$here/probe-d.sh" "$here/probe-e.sh" "$here/build.sh" "$here/filter.c" "$here/bin.txz" "$here/bin-d.txz" "$here/bin-f.txz" "$dest/"
cp -r "$here/../src" "$dest/sweep27src"
cp "$here/../build.sh" "$dest/sweep27build.sh"
cp "$here/../../src/check.h" "$dest/"
if [ "${2:-}" = d ]; then
	rm "$dest/bin.txz" "$dest/bin-f.txz"
	printf '#!/bin/bash\nOUT=$PROBE_OUT exec bash probe-d.sh\n' > "$dest/run.sh"
	echo 150 > "$dest/TIMEOUT"
elif [ "${2:-}" = e ]; then
	# session 33: nvcc 13.0 builds checked against h100-s32's depths; no 11.8 binaries
	rm -r "$dest/bin.txz" "$dest/bin-d.txz" "$dest/bin-f.txz" "$dest/sweep27src" "$dest/sweep27build.sh"
	cp -r "$here/h100-s32" "$dest/"
	printf '#!/bin/bash\nOUT=$PROBE_OUT DROPIN=$SHARED/lib exec bash probe-e.sh\n' > "$dest/run.sh"
	echo 200 > "$dest/TIMEOUT"
else
	rm "$dest/bin-d.txz" "$dest/bin-f.txz"
	printf '#!/bin/bash\nOUT=$PROBE_OUT DROPIN=$SHARED/lib exec bash probe.sh\n' > "$dest/run.sh"
	echo 240 > "$dest/TIMEOUT"
fi
touch "$dest/READY"
du -sh "$dest"
