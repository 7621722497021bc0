#!/bin/bash
# mkprobe.sh DEST [SWEEP [BUILDS]]: makes the devq probe folder DEST (tools/devq/README.md) for SWEEP's
# probe.sh (SWEEP: this folder, sweep30, or a later sweep's that uses this probe.sh): the tree
# the sources include from (cudart/src/check.h, cudart/sweep27's sw27.h and build.sh,
# cudart/sweep30's probe.sh, cudart/SWEEP with its sources, bin.txz and CUDA 11.8's
# libcudart.so.11.0 from the cudart tests' archive), a run.sh (passing BUILDS, the builds to
# run: probe.sh's header) and TIMEOUT; no READY (the session sending it adds it).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cr=$here/..
dest=${1:?usage: mkprobe.sh DEST [SWEEP]}
sweep=${2:-sweep30}
builds=${3:-}
rm -rf "$dest" && mkdir -p "$dest/cudart/src" "$dest/cudart/sweep27/src" "$dest/cudart/sweep30" "$dest/cudart/$sweep"
cp "$cr/src/check.h" "$dest/cudart/src/"
cp "$cr/sweep27/src/sw27.h" "$dest/cudart/sweep27/src/"
cp "$cr/sweep27/build.sh" "$dest/cudart/sweep27/"
cp "$here/probe.sh" "$dest/cudart/sweep30/"
cp -r "$cr/$sweep/src" "$cr/$sweep/build.sh" "$cr/$sweep/probe.sh" "$cr/$sweep/bin.txz" "$dest/cudart/$sweep/"
zstd -dc < "$cr/bin.tar.zst" | tar xf - -O bin/b118/libcudart.so.11.0 | xz -9e > "$dest/cudart/$sweep/libcudart.so.11.0.xz"
printf '#!/bin/bash\nOUT=$PROBE_OUT DROPIN=$SHARED/lib %sexec bash cudart/%s/probe.sh\n' "${builds:+BUILDS=\"$builds\" }" "$sweep" > "$dest/run.sh"
echo 240 > "$dest/TIMEOUT"
du -sh "$dest"
