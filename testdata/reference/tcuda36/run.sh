#!/bin/bash
# tcuda36-c (session 36): device-side Thrust and the CUDA 11 launch ABI on the real driver.
# bins.txz holds (built on the cudasim machine by nvcc 11.8, compute_90 PTX only unless said):
#   bin/b118/cuda/NAME   Thrust 1.17.2's testing/cuda/NAME.cu (-rdc=true -lcudadevrt, the
#                        test framework without -rdc; libcuda/testdata/cudart/thrust/build.sh)
#   bin/b118/t_*_c90/s90 libcuda/testdata/cudart/devrt36's programs (c90: PTX only, s90: sm_90
#                        SASS and PTX): t_mix (rdc and non-rdc objects in one program), t_abi
#                        (cudaGetParameterBuffer/cudaLaunchDevice), t_cub (CUB's device-wide
#                        reduce and radix sort called from a kernel), t_cdp1 (a module calling
#                        the CDP1 device-side synchronize that CUB 1.17 calls)
#   bin/b118/libcudart.so.11.0, bin/b130/libcudart.so.13 (the cudart tests' archive)
#   src/ (t_abi.cu, t_cub.cu, t_thrust.cu, dp.h): built here by nvcc 13.0 in the background (-rdc=true,
#   sm_90 SASS and compute_90 PTX) into $OUT/b130/, then run twice with libcudart.so.13.
# Every output is stdout and stderr, then "exit N". The devrt36 programs run twice each
# (devrt36/NAME.out, NAME.2.out); the Thrust binaries once each with no arguments
# (thrust/NAME.out, as testdata/reference/thrust34 ran the host-side tests), 6 at a time, at
# most 90 s each; results.txt has a line per run. Needs one GPU and nvcc 13.0 (the b130 part
# is skipped without it); about 60-240 s; END (default 180) stops starting new Thrust runs.
set -u
OUT=${PROBE_OUT:?PROBE_OUT unset}
here=$PWD
cp run.sh "$OUT/"
tar -xJf bins.txz
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "nproc $(nproc)"
	cat bin/b118/build-info.txt bin/b118/devrt36-build-info.txt 2>&1
} > "$OUT/env.txt"
mkdir -p "$OUT/devrt36" "$OUT/thrust" "$OUT/b130"
deadline=$(( $(date +%s) + ${END:-180} ))
export OUT deadline here
export CUDA_CACHE_PATH=$here/jitcache

# nvcc 13.0 builds, in the background.
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
builder=
if [ -x "$nvcc" ]; then
	(
		"$nvcc" --version | tail -1 > "$OUT/b130/build-info.txt"
		for n in t_abi t_cub t_thrust; do
			"$nvcc" -gencode 'arch=compute_90,code=[sm_90,compute_90]' -rdc=true -O2 -std=c++17 -I src \
				-o "$OUT/b130/$n" "src/$n.cu" -lcudadevrt -cudart shared \
				-Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s > "$OUT/b130/$n.nvcc.txt" 2>&1
			echo "exit $?" >> "$OUT/b130/$n.nvcc.txt"
		done
	) &
	builder=$!
else
	echo "no nvcc" > "$OUT/b130/build-info.txt"
fi

# runone DIR/NAME OUTFILE LIBDIR: one run, at most 90 s (less near the deadline).
runone() {
	local exe=$1 out=$2 lib=$3 left s t rc
	left=$(( deadline - $(date +%s) ))
	if [ "$left" -lt 10 ]; then echo "$exe notrun" >> "$OUT/results.txt"; return; fi
	t=$(( left < 90 ? left : 90 ))
	s=$(date +%s)
	LD_LIBRARY_PATH=$here/$lib timeout -k 5 "$t" "$here/$exe" > "$out" 2>&1
	rc=$?
	echo "exit $rc" >> "$out"
	echo "$exe exit $rc $(( $(date +%s) - s )) s" >> "$OUT/results.txt"
}
export -f runone

for f in bin/b118/t_*; do
	n=$(basename "$f")
	runone "$f" "$OUT/devrt36/$n.out" bin/b118
	runone "$f" "$OUT/devrt36/$n.2.out" bin/b118
done
ls bin/b118/cuda | xargs -P 6 -I{} bash -c 'runone bin/b118/cuda/{} "$OUT/thrust/{}.out" bin/b118'

if [ -n "$builder" ]; then
	wait "$builder"
	deadline=$(( $(date +%s) + 60 )) # the 13.0 binaries' runs are short
	for n in t_abi t_cub t_thrust; do
		[ -x "$OUT/b130/$n" ] || continue
		cp "$OUT/b130/$n" "bin/b130/$n"
		runone "bin/b130/$n" "$OUT/b130/$n.out" bin/b130
		runone "bin/b130/$n" "$OUT/b130/$n.2.out" bin/b130
	done
fi
echo "done at $(date -u +%T)" >> "$OUT/results.txt"
