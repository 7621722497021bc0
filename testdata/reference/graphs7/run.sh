#!/bin/bash
# graphs7 probes on the real driver: green contexts (probe_green), the
# checkpoint API (probe_ckpt) and user-object lifetimes through child
# graphs, clones, cuGraphExecUpdate and launches (probe_userobj). Each is
# built on its own so one failing build loses only its section. Writes
# transcripts (and header.txt, the toolkit's declarations these rely on) to
# $OUT (./ when unset).
cd "$(dirname "$0")"
OUT="${OUT:-.}"
export PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -2
INC=/usr/local/cuda/include
{
  for pat in "typedef struct CUdevSmResource_st" "typedef struct CUdevResource_st" "typedef enum CUdevResourceType" \
             "CU_DEV_SM_RESOURCE_SPLIT" "CU_GREEN_CTX_DEFAULT_STREAM" "typedef enum CUprocessState" \
             "typedef struct CUcheckpointLockArgs_st" "typedef struct CUcheckpointCheckpointArgs_st" \
             "typedef struct CUcheckpointRestoreArgs_st" "typedef struct CUcheckpointUnlockArgs_st" \
             "typedef struct CUcheckpointGpuPair_st" "RESOURCE_ABI_VERSION" "RESOURCE_ABI_EXTERNAL_BYTES"; do
    for l in $(grep -n "$pat" $INC/cuda.h | cut -d: -f1 | head -3); do
      echo "== cuda.h:$l ($pat)"; sed -n "$((l-1)),$((l+16))p" $INC/cuda.h
    done
  done
  echo "== prototypes"
  grep -n "cuDeviceGetDevResource\|cuCtxGetDevResource\|cuGreenCtx[A-Za-z]*(\|cuDevSmResourceSplit[A-Za-z]*(\|cuDevResourceGenerateDesc(\|cuCtxFromGreenCtx(\|cuStreamGetGreenCtx(\|cuCheckpointProcess[A-Za-z]*(\|cuStreamGetCtx\|define cuCtxGetDevice\|define cuCtxSynchronize" $INC/cuda.h
} > "$OUT/header.txt" 2>&1
B="-O1 -Wall -I$INC -L/usr/local/cuda/lib64/stubs"
PROBES=${PROBES:-probe_green probe_ckpt probe_userobj}
for p in $PROBES; do
  cc $B -o $p $p.c -lcuda -ldl -lpthread > "$OUT/$p-build.txt" 2>&1; echo "build $p rc $?"
done
if [ -x probe_userobj ]; then
  for s in "nested 0" "nested 2" "nested 3" clones update inflight "nested 1"; do
    timeout 30 stdbuf -oL ./probe_userobj $s >> "$OUT/probe-userobj-transcript.txt" 2>&1; echo "# section $s exit $?" >> "$OUT/probe-userobj-transcript.txt"
  done
fi
[ -x probe_green ] && { timeout 60 stdbuf -oL ./probe_green > "$OUT/probe-green-transcript.txt" 2>&1; echo "probe_green exit $?"; }
[ -x probe_ckpt ] && { timeout 60 stdbuf -oL ./probe_ckpt > "$OUT/probe-ckpt-transcript.txt" 2>&1; echo "probe_ckpt exit $?"; }
ls -l "$OUT"
echo "probes done at $SECONDS s"
# With the drop-in (lib/, NEEDS_DROPIN) and cuda.core's tests (cct/): the
# four test files this branch is about, on the H200 (unless SKIP_H200=1)
# and on cudasim with the NVRTC and nvJitLink shims preloaded (as
# run-session6-final.sh runs them). PROBES picks the probes to build and run.
if [ -d cct/cuda_core ]; then
  HERE=$PWD
  TESTS="tests/test_green_context.py tests/test_checkpoint.py tests/graph/test_graph_update.py tests/graph/test_graph_definition_lifetime.py"
  ARGS="-v -rfEs --tb=short -p no:cacheprovider --timeout=20"
  if [ "${SKIP_H200:-0}" != 1 ]; then
    ( cd cct/cuda_core && timeout -s INT 60 python3 -m pytest $ARGS -n 4 $TESTS > $OUT/pytest-h200.txt 2>&1; echo "pytest h200 rc $? at $SECONDS s" )
    tail -1 $OUT/pytest-h200.txt
  fi
  if [ -f lib/libcuda.so.1.xz ]; then
    cat lib/BUILT 2>/dev/null
    xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
    sh ../../libnvrtc/shim/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
    LEFT=$((185 - SECONDS))
    ( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT $LEFT python3 -m pytest $ARGS -n 4 $TESTS > $OUT/pytest-sim.txt 2>&1; echo "pytest sim rc $? at $SECONDS s (limit $LEFT s)" )
    tail -1 $OUT/pytest-sim.txt
  fi
fi
echo "all done at $SECONDS s"
