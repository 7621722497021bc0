#!/bin/bash
# mkprobe.sh DEST: makes the devq probe folder DEST (tools/devq/README.md) for probe.sh: the tree
# the sources include from (cudart/src/check.h, cudart/sweep27's sw27.h and build.sh,
# cudart/sweep30 with its sources, bin.txz and CUDA 11.8's libcudart.so.11.0 from the cudart
# tests' archive), a run.sh and TIMEOUT; no READY (the session sending it adds it).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cr=$here/..
dest=${1:?usage: mkprobe.sh DEST}
rm -rf "$dest" && mkdir -p "$dest/cudart/src" "$dest/cudart/sweep27/src" "$dest/cudart/sweep30"
cp "$cr/src/check.h" "$dest/cudart/src/"
cp "$cr/sweep27/src/sw27.h" "$dest/cudart/sweep27/src/"
cp "$cr/sweep27/build.sh" "$dest/cudart/sweep27/"
cp -r "$here/src" "$here/build.sh" "$here/probe.sh" "$here/bin.txz" "$dest/cudart/sweep30/"
zstd -dc < "$cr/bin.tar.zst" | tar xf - -O bin/b118/libcudart.so.11.0 | xz -9e > "$dest/cudart/sweep30/libcudart.so.11.0.xz"
printf '#!/bin/bash\nOUT=$PROBE_OUT DROPIN=$SHARED/lib exec bash cudart/sweep30/probe.sh\n' > "$dest/run.sh"
echo 240 > "$dest/TIMEOUT"
du -sh "$dest"
