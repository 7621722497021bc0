#!/bin/bash
# streamops, window 2: (1) the batch, graphmemop and freeplain sections of
# probe_streamops.c again on the real driver (window 1: batch crashed on a
# NULL array, graphmemop's capture waited forever on a value it never
# wrote); (2) every section on cudasim's drop-in; (3) cuda.core's graph,
# stream and event tests on the drop-in (the inflight host-node test).
cd "$(dirname "$0")"
HERE=$PWD
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
SECTIONS="batch graphmemop freeplain" TRANSCRIPT=transcript-w2.txt OUT="$OUT" bash ./run_probe.sh
cat "$OUT/transcript-w2.txt"
cat lib/BUILT 2>/dev/null
xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
mkdir -p sim && cp probe_streamops.c streamops_kernels.cu streamops_kernels.ptx run_probe.sh sim/
( cd sim && LD_LIBRARY_PATH=$HERE/lib LIBDIR=$HERE/lib CUDASIM_LOG=off TRANSCRIPT=transcript-sim.txt OUT="$OUT" SECTION_TIMEOUT=20 bash ./run_probe.sh )
grep "exit" "$OUT/transcript-sim.txt" | tr '\n' ' '; echo
sh ../../libnvrtc/shim/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
ARGS="-v -rfEs --tb=short -p no:cacheprovider --timeout=20"
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout 40 python3 -m pytest $ARGS -p no:xdist tests/graph/test_graph_definition_lifetime.py -k "inflight or attachment" > $OUT/pytest-inflight.txt 2>&1; echo "pytest inflight rc $?" )
tail -15 $OUT/pytest-inflight.txt
LEFT=$((185 - SECONDS))
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT $LEFT python3 -m pytest $ARGS -n 8 tests/graph tests/test_stream.py tests/test_event.py > $OUT/pytest-sim.txt 2>&1; echo "pytest sim rc $? at $SECONDS s (limit $LEFT s)" )
tail -25 $OUT/pytest-sim.txt
gzip -9 $OUT/pytest-sim.txt
echo "done at $SECONDS s"
