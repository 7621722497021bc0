#!/bin/bash
# managed helper (issue 17), GPU window: probe_managed.c on the real driver
# and on cudasim's drop-in (lib/, branch managed), each section in its own
# process; then cuda.core's failing test files on the drop-in with
# -v --tb=long (cct/ from the shared payload).
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
SECTIONS="readback kinds nullptr v1 attrs batch capture graphmem"
cc -O1 -Wall -o probe_h200 probe_managed.c -L/usr/local/cuda/lib64/stubs -lcuda -ldl || exit 1
for s in $SECTIONS; do timeout 30 stdbuf -oL ./probe_h200 $s; echo "# section $s exit $?"; done > $OUT/probe-managed-h200.txt 2>&1
echo "h200 probe: $(wc -l < $OUT/probe-managed-h200.txt) lines at $SECONDS s"
if [ -f lib/libcuda.so.1.xz ]; then
  xz -d -k lib/libcuda.so.1.xz
  cc -O1 -Wall -o probe_sim probe_managed.c -L$HERE/lib -l:libcuda.so.1 -ldl || exit 1
  for s in $SECTIONS; do LD_LIBRARY_PATH=$HERE/lib timeout 30 stdbuf -oL ./probe_sim $s; echo "# section $s exit $?"; done > $OUT/probe-managed-cudasim.txt 2>&1
  echo "cudasim probe: $(wc -l < $OUT/probe-managed-cudasim.txt) lines at $SECONDS s"
  if [ -d cct/cuda_core ]; then
    ARGS="-v -rfEs --tb=long -p no:cacheprovider --timeout=20"
    ( cd cct/cuda_core && LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT 120 python3 -m pytest $ARGS -n 8 \
        tests/memory/test_managed_ops.py tests/graph tests/test_tensor_map.py tests/test_module.py > $OUT/pytest-sim-long.txt 2>&1; echo "pytest sim rc $? at $SECONDS s" )
    tail -3 $OUT/pytest-sim-long.txt
    gzip -9 $OUT/pytest-sim-long.txt
  fi
fi
cp probe_managed.c run.sh $OUT/
echo "done at $SECONDS s"
