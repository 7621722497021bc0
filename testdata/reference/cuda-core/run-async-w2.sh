#!/bin/bash
# async helper, window 2: cudasim's drop-in (NEEDS_DROPIN=async) with the
# NVRTC/nvJitLink shims: (1) cuda.core's tests that need a kernel to wait for
# the host (test_helpers.py, test_event.py, graph/test_graph_definition_lifetime.py,
# test_stream.py), (2) probe_async through the drop-in, (3) the whole suite in
# the time left (regressions), as run-session6-final.sh does.
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
# (0) the H200: probe_async's new sections (destroy without the query that
# crashed in window 1, unload2, falsedep, falsedep32)
SECTIONS="destroy unload2 falsedep" TRANSCRIPT=transcript-h200-w2.txt bash probe.sh
CUDA_DEVICE_MAX_CONNECTIONS=32 timeout 30 ./probe_async async_kernels.ptx falsedep | sed 's/^# section falsedep$/# section falsedep32/' >> $OUT/transcript-h200-w2.txt 2>&1
echo "h200 probe done at $SECONDS s"
cat lib/BUILT 2>/dev/null
xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
sh ../../libnvrtc/shim/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
ls shim
ARGS="-v -rfEs --tb=short -p no:cacheprovider --timeout=20"
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT 70 python3 -m pytest $ARGS -n 8 tests/test_helpers.py tests/test_event.py tests/graph/test_graph_definition_lifetime.py tests/test_stream.py > $OUT/pytest-async.txt 2>&1; echo "pytest async rc $? at $SECONDS s" )
tail -3 $OUT/pytest-async.txt
grep -E "latchkernel|is_done_false|timing_incomplete|timing_success|inflight_launch" $OUT/pytest-async.txt | grep -E "PASSED|FAILED|ERROR" | sort | uniq
rm -f probe_async; SECTION_TIMEOUT=30 LIBDIR=$HERE/lib TRANSCRIPT=transcript-cudasim.txt LD_LIBRARY_PATH=$HERE/lib bash probe.sh
echo "probe done at $SECONDS s"; grep -c . $OUT/transcript-cudasim.txt
LEFT=$((190 - SECONDS))
if [ $LEFT -gt 60 ]; then
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT $LEFT python3 -m pytest $ARGS --continue-on-collection-errors --ignore=tests/test_build_hooks.py --ignore=tests/example_tests -n 10 tests > $OUT/pytest-all.txt 2>&1; echo "pytest all rc $? at $SECONDS s (limit $LEFT s)" )
tail -2 $OUT/pytest-all.txt
gzip -9 $OUT/pytest-all.txt
fi
echo "done at $SECONDS s"
