#!/bin/bash
# mkprobe.sh DEST: makes the devq probe folder DEST (tools/devq/README.md)
# for probe.sh: the sources (with ../src/check.h), bin.txz, CUDA 11.8's
# libcudart from the cudart tests' archive, run.sh and TIMEOUT (no READY:
# the session that sends it adds it).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:?usage: mkprobe.sh DEST}
rm -rf "$dest" && mkdir -p "$dest/cudart118"
cp -r "$here/src" "$here/probe.sh" "$here/bin.txz" "$dest/"
cp "$here/../src/check.h" "$dest/src/"
zstd -dc "$here/../bin.tar.zst" | tar -x -O bin/b118/libcudart.so.11.0 > "$dest/cudart118/libcudart.so.11.0"
printf '#!/bin/bash\nOUT=$PROBE_OUT DROPIN=$SHARED/lib exec bash probe.sh\n' > "$dest/run.sh"
echo 240 > "$dest/TIMEOUT"
du -sh "$dest"
