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
for p in probe_green probe_ckpt probe_userobj; do
  cc $B -o $p $p.c -lcuda -ldl -lpthread > "$OUT/$p-build.txt" 2>&1; echo "build $p rc $?"
done
[ -x probe_userobj ] && { timeout 60 stdbuf -oL ./probe_userobj > "$OUT/probe-userobj-transcript.txt" 2>&1; echo "probe_userobj exit $?"; }
[ -x probe_green ] && { timeout 60 stdbuf -oL ./probe_green > "$OUT/probe-green-transcript.txt" 2>&1; echo "probe_green exit $?"; }
[ -x probe_ckpt ] && { timeout 60 stdbuf -oL ./probe_ckpt > "$OUT/probe-ckpt-transcript.txt" 2>&1; echo "probe_ckpt exit $?"; }
ls -l "$OUT"
echo "done at $SECONDS s"
