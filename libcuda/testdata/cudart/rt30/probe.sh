#!/bin/bash
# probe.sh (rt30-c, TIMEOUT 240): OUT=/dir DROPIN=/lib bash probe.sh
# On the GPU machine: runs rt30's nvcc 11.8 binaries (bin.txz, b118) natively
# with CUDA 11.8's libcudart (carried in cudart118/), writing each one's
# output as TestCudartRT30 compares it (stdout and stderr, then "exit N":
# golden/b118/NAME.h200.out); builds the same sources with the machine's
# nvcc 13.0 (b130) and runs them natively and through the drop-in; builds
# archpick.cu with sm_90 SASS beside compute_80 PTX and runs it both ways
# (which code the H200 runs: docs/suite.md, rt30). The r_multidev programs
# need two GPUs (on one they print "needs two devices" and FAIL).
# r_heldorder hangs natively and, by design, through the drop-in (README,
# "Recorded (session 31)"): it runs under a 15 s limit (hang), the others as
# before; each program's end time goes to env.txt. Session 32's H100 window
# cut the probe at 240 s in the nvcc 13.0 runs (r_heldorder took 100 s).
set -u
OUT=${OUT:?set OUT}
DROPIN=${DROPIN:?set DROPIN}
mkdir -p "$OUT/golden/b118" "$OUT/b130"
export PATH=$PATH:/usr/local/cuda/bin
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
start=$SECONDS
# limit NAME SECONDS: the time limit of program NAME's run, SECONDS unless it is known to hang
limit() { case $1 in r_heldorder) echo 15 ;; *) echo "$2" ;; esac; }
xz -dc "$here/bin.txz" | tar -x -C "$work"
{
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
	nvcc --version | tail -2
} > "$OUT/env.txt" 2>&1
# nvcc 13.0 builds in the background while the 11.8 binaries run
mkdir -p "$work/b130"
flags=(-arch=sm_90 -O2 -std=c++17 -I"$here/src" -cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc)
(
	for f in "$here"/src/r_*.cu; do
		n=$(basename "$f" .cu)
		read -r -a extra <<< "$(sed -n 's#^// build: ##p' "$f")"
		nvcc "${flags[@]}" "${extra[@]}" -o "$work/b130/$n" "$f" > "$OUT/b130/$n.build.log" 2>&1 &
	done
	nvcc -cudart shared -gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=compute_80 \
		-o "$work/b130/archpick" "$here/src/archpick.cu" > "$OUT/b130/archpick.build.log" 2>&1 &
	wait
) &
builder=$!
for exe in "$work"/bin/b118/r_*; do
	n=$(basename "$exe")
	LD_LIBRARY_PATH=$here/cudart118 timeout "$(limit "$n" 60)" "$exe" > "$OUT/golden/b118/$n.h200.out" 2>&1
	echo "exit $?" >> "$OUT/golden/b118/$n.h200.out"
	echo "b118 $n done at $((SECONDS - start)) s" >> "$OUT/env.txt"
done
wait $builder
echo "11.8 runs and 13.0 builds done at $((SECONDS - start)) s" >> "$OUT/env.txt"
for exe in "$work"/b130/*; do
	n=$(basename "$exe")
	timeout "$(limit "$n" 40)" "$exe" > "$OUT/b130/$n.native.out" 2>&1
	echo "exit $?" >> "$OUT/b130/$n.native.out"
	devices=h200
	case $n in r_multidev*) devices=2xh200 ;; esac
	CUDASIM_DEVICES=$devices LD_LIBRARY_PATH=$DROPIN timeout "$(limit "$n" 60)" "$exe" > "$OUT/b130/$n.sim.out" 2>&1
	echo "exit $?" >> "$OUT/b130/$n.sim.out"
	echo "b130 $n done at $((SECONDS - start)) s" >> "$OUT/env.txt"
done
echo "done at $((SECONDS - start)) s" >> "$OUT/env.txt"
rm -rf "$work"
