#!/bin/bash
# cublas16-a: t_cublas (a self-checking cuBLAS program) built with CUDA 13.0,
# run on the H200 plainly (golden, twice), through cudasim's recorder in
# front of the real driver, through xlog (a logging interposer: every entry
# point, export table and table-slot call), and through both (recorder ->
# xlog -> driver); also with cuBLAS/cuBLASLt's documented logging on.
set -x
here=$PWD
mkdir -p "$OUT"
exec 2> >(tee "$OUT/run.log" >&2)
real=${REAL:-$(ldconfig -p | awk '/libcuda\.so\.1 /{print $NF; exit}')}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
cublasdir=${CUBLASDIR:-/usr/local/cuda/lib64}
{
	echo "real driver: $real ($(readlink -f "$real"))"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
	$NVCC --version | tail -2
	ls -la $cublasdir/libcublas* 2>&1
	gcc --version | head -1
	ldd --version | head -1
	which nm
} > "$OUT/env.txt" 2>&1

# Build (13.0, shared libcublas, static cudart).
mkdir -p bin
$NVCC -arch=sm_90 -O2 -std=c++17 -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s \
	-o bin/t_cublas tree/cublas/src/t_cublas.cu -lcublas > "$OUT/build.txt" 2>&1
echo "build rc=$?" >> "$OUT/build.txt"
cp bin/t_cublas "$OUT/t_cublas.b130" || true
ldd bin/t_cublas >> "$OUT/build.txt" 2>&1
export LD_LIBRARY_PATH=$cublasdir

# Golden, twice.
for i in 1 2; do
	timeout 60 ./bin/t_cublas > "$OUT/golden$i.out" 2> "$OUT/golden$i.err"
	echo "exit $?" >> "$OUT/golden$i.out"
done
cmp "$OUT/golden1.out" "$OUT/golden2.out" > "$OUT/golden.cmp" 2>&1 && echo same >> "$OUT/golden.cmp"

# cuBLAS / cuBLASLt logging (documented environment variables).
CUBLAS_LOGINFO_DBG=1 CUBLAS_LOGDEST_DBG=stdout CUBLASLT_LOG_LEVEL=5 timeout 60 ./bin/t_cublas > "$OUT/cublaslog.out" 2>&1
echo "exit $?" >> "$OUT/cublaslog.out"

# xlog alone.
bash mkxlog.sh "$real" > "$OUT/xlog-build.txt" 2>&1
wc -l syms.txt >> "$OUT/xlog-build.txt"
mkdir -p xl && cp libxlog.so xl/libcuda.so.1
XLOG_REAL=$real XLOG_FILE=$OUT/xlog.txt LD_LIBRARY_PATH=$here/xl:$cublasdir timeout 90 ./bin/t_cublas > "$OUT/xlog.out" 2>&1
echo "exit $?" >> "$OUT/xlog.out"

# cudasim's recorder in front of the real driver.
mkdir -p rec
LD_LIBRARY_PATH=$here/lib:$cublasdir CUDASIM_RECORD_DRIVER=$real CUDASIM_TRACE=$here/rec/t_cublas.h200.trace \
	timeout 120 ./bin/t_cublas > "$OUT/rec.out" 2> "$OUT/rec.err"
echo "exit $?" >> "$OUT/rec.out"

# Both: recorder -> xlog -> real driver.
mkdir -p rec2
XLOG_REAL=$real XLOG_FILE=$OUT/xlog-rec.txt LD_LIBRARY_PATH=$here/lib:$cublasdir CUDASIM_RECORD_DRIVER=$here/libxlog.so \
	CUDASIM_TRACE=$here/rec2/t_cublas.trace timeout 120 ./bin/t_cublas > "$OUT/rec2.out" 2> "$OUT/rec2.err"
echo "exit $?" >> "$OUT/rec2.out"

# Pack: traces whole, data files listed (size, sha256), kept when small.
for d in rec rec2; do
	[ -d $d ] || continue
	(cd $d && find . -type f -printf '%s %p\n' | sort -k2 > "$OUT/$d-files.txt")
	(cd $d && find . -type f \( -name '*.trace' -o -size -64k \) -print0 | xargs -0 -r sha256sum > "$OUT/$d-sha.txt")
	(cd $d && find . -type f \( -name '*.trace' -o -size -64k \) -print0 | tar -cJf "$OUT/$d.tar.xz" --null -T -) || true
done
for f in "$OUT"/xlog*.txt "$OUT"/cublaslog.out; do [ -f "$f" ] && xz -9 -f "$f"; done
xz -9 -f "$OUT/t_cublas.b130" || true
du -sh "$OUT"
ls -la "$OUT"
