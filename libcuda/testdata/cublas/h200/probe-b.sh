#!/bin/bash
# cublas16-b: (1) tlsprobe: the export-table slots cuBLAS calls, with
# controlled inputs; (2) t_cublas (snrm2 check fixed) built with CUDA 13.0:
# golden twice, cudasim's recorder in front of the real driver (the whole
# trace kept), xlog (slot calls with the words their pointer arguments point
# to, before and after).
set -x
here=$PWD
mkdir -p "$OUT"
exec 2> >(tee "$OUT/run.log" >&2)
real=${REAL:-$(ldconfig -p | awk '/libcuda\.so\.1 /{print $NF; exit}')}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
cublasdir=${CUBLASDIR:-/usr/local/cuda/lib64}

gcc -Wall -O1 -o tlsprobe tlsprobe.c -ldl > "$OUT/tlsprobe-build.txt" 2>&1
for g in 0 1 2 4; do
	timeout 30 ./tlsprobe $g > "$OUT/tlsprobe-$g.out" 2>&1
	echo "exit $?" >> "$OUT/tlsprobe-$g.out"
done

mkdir -p bin
$NVCC -arch=sm_90 -O2 -std=c++17 -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s \
	-o bin/t_cublas tree/cublas/src/t_cublas.cu -lcublas > "$OUT/build.txt" 2>&1
echo "build rc=$?" >> "$OUT/build.txt"
export LD_LIBRARY_PATH=$cublasdir
for i in 1 2; do
	timeout 60 ./bin/t_cublas > "$OUT/golden$i.out" 2>&1
	echo "exit $?" >> "$OUT/golden$i.out"
done
cmp "$OUT/golden1.out" "$OUT/golden2.out" > "$OUT/golden.cmp" 2>&1 && echo same >> "$OUT/golden.cmp"

mkdir -p rec
LD_LIBRARY_PATH=$here/lib:$cublasdir CUDASIM_RECORD_DRIVER=$real CUDASIM_TRACE=$here/rec/t_cublas.h200.trace \
	timeout 120 ./bin/t_cublas > "$OUT/rec.out" 2> "$OUT/rec.err"
echo "exit $?" >> "$OUT/rec.out"
(cd rec && find . -type f -printf '%s %p\n' | sort -k2 > "$OUT/rec-files.txt")
xz -9 -c rec/t_cublas.h200.trace > "$OUT/t_cublas.h200.trace.xz" || true

bash mkxlog.sh "$real" > "$OUT/xlog-build.txt" 2>&1
mkdir -p xl && cp libxlog.so xl/libcuda.so.1
XLOG_REAL=$real XLOG_FILE=$OUT/xlog.txt LD_LIBRARY_PATH=$here/xl:$cublasdir timeout 90 ./bin/t_cublas > "$OUT/xlog.out" 2>&1
echo "exit $?" >> "$OUT/xlog.out"
XLOG_REAL=$real XLOG_FILE=$OUT/xlog-tlsprobe.txt LD_LIBRARY_PATH=$here/xl timeout 30 ./tlsprobe 0 > "$OUT/xlog-tlsprobe.out" 2>&1
xz -9 -f "$OUT/xlog.txt" "$OUT/xlog-tlsprobe.txt" || true
du -sh "$OUT"; ls -la "$OUT"
