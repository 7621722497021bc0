#!/bin/bash
# record_h200.sh: on a machine with an NVIDIA GPU, runs ci_example.c on the
# real driver alone (its output is the golden file ci_example.h200.out), then
# again through cudasim's libcuda.so.1 as a recorder (the trace
# ci_example.h200.trace, and ci_example.eager.h200.trace with
# CUDA_MODULE_LOADING=EAGER), and kernrun's conformance cases both ways
# (kernrun.h200.trace). The committed traces came from two runs of these steps
# on an H200 (driver 580.159.04); in kernrun.h200.trace the recorder of the
# time wrote the PTX image inline, and it was moved to a data file afterwards
# (the recorder now does that itself); the eager trace shares
# ci_example.h200.data, which holds the same two images.
#
#   bash libcuda/testdata/record_h200.sh BINDIR OUTDIR     (from the repository root)
#
# BINDIR holds libcuda.so.1 (go build -buildmode=c-shared ./libcuda),
# ci_example (cc ci_example.c -lcuda -ldl -lpthread) and kernrun
# (cc testdata/conformance/kernrun.c -ldl -lm), built elsewhere if need be.
set -u
bin=$(cd "$1" && pwd)
out=$2
mkdir -p "$out/rec"
real=$(ldconfig -p | awk '/libcuda\.so\.1 /{print $NF; exit}')
{
	echo "real driver: $real"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
	ldd --version | head -1
	uname -m
} > "$out/env.txt" 2>&1
images="testdata/reference/kernels.fatbin testdata/conformance/visible/visible.fatbin"

"$bin/ci_example" $images > "$out/ci_example.h200.out" 2> "$out/ci_example.h200.err"
echo "ci_example on the real driver: exit $?" >> "$out/env.txt"

LD_LIBRARY_PATH="$bin" CUDASIM_RECORD_DRIVER="$real" CUDASIM_TRACE="$out/rec/ci_example.h200.trace" \
	"$bin/ci_example" $images > "$out/rec/ci_example.rec.out" 2> "$out/rec/ci_example.rec.err"
echo "ci_example recorded: exit $?" >> "$out/env.txt"
cmp "$out/ci_example.h200.out" "$out/rec/ci_example.rec.out" >> "$out/env.txt" 2>&1 && echo "recorded run printed the same" >> "$out/env.txt"

KERNRUN_DRIVER="$real" "$bin/kernrun" check testdata/conformance/visible/*.case > "$out/kernrun.h200.out" 2>&1
echo "kernrun on the real driver: exit $?" >> "$out/env.txt"
# Recorded: seven cases whose data is small enough to keep in the repository.
cases=""
for c in atomics calls divergence globals_3d matmul_tiled reduce_shared warp_ops; do
	cases="$cases testdata/conformance/visible/$c.case"
done
KERNRUN_DRIVER="$bin/libcuda.so.1" CUDASIM_RECORD_DRIVER="$real" CUDASIM_TRACE="$out/rec/kernrun.h200.trace" \
	"$bin/kernrun" check $cases > "$out/rec/kernrun.rec.out" 2>&1
echo "kernrun recorded: exit $?" >> "$out/env.txt"

# ci_example again with eager module loading, recorded.
CUDA_MODULE_LOADING=EAGER LD_LIBRARY_PATH="$bin" CUDASIM_RECORD_DRIVER="$real" \
	CUDASIM_TRACE="$out/rec/ci_example.eager.h200.trace" "$bin/ci_example" $images > "$out/rec/ci_example.eager.rec.out" 2>&1
echo "ci_example recorded with eager loading: exit $?" >> "$out/env.txt"

tar czf "$out/rec.tgz" -C "$out" rec && rm -rf "$out/rec"
cat "$out/env.txt"
