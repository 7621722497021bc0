#!/bin/bash
# texref probe (cudasim branch texref): texture and surface references on the
# H200. texref (driver API, built with CUDA 11.8's cuda.h against libcuda.so.1)
# runs one section per process; texref_rt (CUDA 11.8 runtime, static cudart,
# sm_90 + compute_90) one section per process. Transcripts into $OUT.
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/versions.txt" 2>&1
xz -d -k -f texref_rt.xz
chmod +x texref texref_rt
T=texref
./texref bogus > /dev/null 2>&1
if [ $? -ne 2 ]; then
  echo "prebuilt texref does not run here; building with the local toolkit"
  gcc -O1 -Wno-deprecated-declarations -I/usr/local/cuda/include -o texref_local texref.c -L/usr/local/cuda/lib64/stubs -lcuda 2>&1 | tail -5
  T=texref_local
fi
run() { # name args...
  local n=$1; shift
  timeout 40 stdbuf -oL "$@" > "$OUT/$n.txt" 2>&1
  echo "# exit $?" >> "$OUT/$n.txt"
  echo "$n: $(tail -1 "$OUT/$n.txt") $(grep -c -- '->' "$OUT/$n.txt") calls"
}
run codes ./$T codes
run nullout ./$T nullout
for p in arrays pair pitch linear mip surf odd intlin filt2 addr4 fmt99 nch0 pitch3; do run kern-$p ./$T kernels $p; done
for u in tA tL sA destroyed; do run unbound-$u ./$T unbound $u; done
run create ./$T create
run unload ./$T unload
run null ./$T null
run hostaddr ./$T hostaddr
for s in lin pitch array surf errs; do run rt-$s ./texref_rt $s; done
# The runtime sections again with lazy loading, as CUDA 11.8 allows.
for s in lin array; do CUDA_MODULE_LOADING=LAZY run rt-lazy-$s ./texref_rt $s; done
grep -h -- '-> [1-9]' "$OUT"/*.txt | sort | uniq -c | sort -rn | head -60
