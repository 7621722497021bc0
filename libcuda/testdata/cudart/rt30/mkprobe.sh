#!/bin/bash
# mkprobe.sh DEST [SCRIPT]: makes the devq probe folder DEST
# (tools/devq/README.md) for SCRIPT (probe.sh: rt30-c; probe31.sh: rt31-c):
# the sources (with ../src/check.h), the binaries (bin*.txz), CUDA 11.8's
# libcudart from the cudart tests' archive, run.sh and TIMEOUT (no READY:
# the session that sends it adds it).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dest=${1:?usage: mkprobe.sh DEST [SCRIPT]}
script=${2:-probe.sh}
rm -rf "$dest" && mkdir -p "$dest/cudart118"
cp -r "$here/src" "$here/$script" "$here"/bin*.txz "$dest/"
cp "$here/../src/check.h" "$dest/src/"
zstd -dc "$here/../bin.tar.zst" | tar -x -O bin/b118/libcudart.so.11.0 > "$dest/cudart118/libcudart.so.11.0"
printf '#!/bin/bash\nOUT=$PROBE_OUT DROPIN=$SHARED/lib exec bash %s\n' "$script" > "$dest/run.sh"
echo 240 > "$dest/TIMEOUT"
du -sh "$dest"
