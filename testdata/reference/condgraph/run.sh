#!/bin/bash
# Builds cond.cu's PTX with nvcc (-rdc=true, and without), records what the
# toolkit's headers declare for cudaGraphSetConditional and the PTX NVRTC
# emits for cuda.core's conditional kernels (nvrtc_ptx.py), builds
# probe_cond against the real driver and runs each section in its own
# process. Writes to $OUT (./ when OUT is not set): probe-cond-transcript.txt,
# cond.ptx, cond-nordc.ptx, header.txt, nvrtc.txt and the DOT files in dot/.
cd "$(dirname "$0")"
OUT="${OUT:-.}"
mkdir -p "$OUT/dot"
export PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -2
DEVRT=${DEVRT:-/usr/local/cuda/lib64/libcudadevrt.a}
[ -e "$DEVRT" ] || DEVRT=$(find /usr/local/cuda/ -name libcudadevrt.a | head -1)
ls -l "$DEVRT"
{
  echo "== grep -n cudaGraphSetConditional -r /usr/local/cuda/include"
  grep -n cudaGraphSetConditional -r /usr/local/cuda/include
  echo "== grep -n cudaGraphConditionalHandle -r /usr/local/cuda/include"
  grep -n "cudaGraphConditionalHandle\b" -r /usr/local/cuda/include | head -40
  for f in $(grep -l cudaGraphSetConditional -r /usr/local/cuda/include); do
    for l in $(grep -n cudaGraphSetConditional "$f" | cut -d: -f1); do
      echo "== $f around line $l"; sed -n "$((l-12)),$((l+4))p" "$f"
    done
  done
} > "$OUT/header.txt" 2>&1  # read, not kept: its facts are in docs/cuda-core.md
nvcc -arch=sm_90 -rdc=true -ptx cond.cu -o "$OUT/cond.ptx" 2> "$OUT/nvcc-rdc.txt"; echo "nvcc -rdc=true -ptx rc $?"
[ -s "$OUT/cond.ptx" ] || { nvcc -arch=sm_90 -rdc=true -ptx -DDECLARE cond.cu -o "$OUT/cond.ptx" 2>> "$OUT/nvcc-rdc.txt"; echo "nvcc -DDECLARE rc $?"; }
nvcc -arch=sm_90 -ptx cond.cu -o "$OUT/cond-nordc.ptx" 2> "$OUT/nvcc-nordc.txt"; echo "nvcc -ptx (no rdc) rc $?"
nvcc -arch=sm_90 -rdc=true -cubin cond.cu -o cond.cubin 2> "$OUT/nvcc-cubin.txt"; echo "nvcc -rdc=true -cubin rc $?"
timeout 60 python3 nvrtc_ptx.py > "$OUT/nvrtc.txt" 2>&1; echo "nvrtc_ptx rc $?"
cc -O1 -Wall -o probe_cond probe_cond.c ${LIBDIR:--L/usr/local/cuda/lib64/stubs} -lcuda || exit 1
PTX="$OUT/cond.ptx"
{
for s in handle handlejunk add bodies update clone dot codes; do
  DOTDIR="$OUT/dot" timeout ${SECTION_TIMEOUT:-20} ./probe_cond "$PTX" "$DEVRT" $s; echo "# section $s exit $?"
done
for a in 0 1 2 3 4 5 6 7 8 9 10 11 12; do  # each test of exec in its own process
  timeout ${SECTION_TIMEOUT:-20} ./probe_cond "$PTX" "$DEVRT" exec $a | sed "s/^# section exec$/# section exec$a/"; echo "# section exec$a exit ${PIPESTATUS[0]}"
done
for a in 0 1 2 3 4 5 5 5 6 7 8; do  # 5 three times: an unset value read
  timeout ${SECTION_TIMEOUT:-20} ./probe_cond "$PTX" "$DEVRT" more $a | sed "s/^# section more$/# section more$a/"; echo "# section more$a exit ${PIPESTATUS[0]}"
done
for a in 0 1 2 3 4; do
  timeout ${SECTION_TIMEOUT:-20} ./probe_cond "$PTX" "$DEVRT" device $a | sed "s/^# section device$/# section device$a/"; echo "# section device$a exit ${PIPESTATUS[0]}"
done
for a in 0 1 5; do
  DOTDIR="$OUT/dot" timeout ${SECTION_TIMEOUT:-20} ./probe_cond "$PTX" "$DEVRT" capture $a | sed "s/^# section capture$/# section capture$a/"; echo "# section capture$a exit ${PIPESTATUS[0]}"
done
for a in 0 1 2 3; do
  timeout ${SECTION_TIMEOUT:-20} ./probe_cond "$PTX" "$DEVRT" addnull $a | sed "s/^# section addnull$/# section addnull$a/"; echo "# section addnull$a exit ${PIPESTATUS[0]}"
done
for a in 0 1; do
  timeout ${SECTION_TIMEOUT:-20} ./probe_cond "$PTX" "$DEVRT" destroybody $a | sed "s/^# section destroybody$/# section destroybody$a/"; echo "# section destroybody$a exit ${PIPESTATUS[0]}"
done
# The PTX loaded alone, without libcudadevrt.a (nvcc writes the same PTX with and without -rdc).
COND_LOAD=direct timeout ${SECTION_TIMEOUT:-20} ./probe_cond "$PTX" "$DEVRT" exec 0 | sed "s/^# section exec$/# section direct/"; echo "# section direct exit ${PIPESTATUS[0]}"
} > "$OUT/${TRANSCRIPT:-probe-cond-transcript.txt}" 2>&1
cat "$OUT/${TRANSCRIPT:-probe-cond-transcript.txt}"
