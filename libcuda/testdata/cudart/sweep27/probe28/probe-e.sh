#!/bin/bash
# probe-e.sh (sweep29-e, TIMEOUT 200): OUT=/dir DROPIN=/lib bash probe-e.sh
# nvcc 13.0's builds of q_smemt and q_frames (sm_90: b130, and b130G with -G)
# for TestCudartProbe28 and TestCudartRecursionDepth, which need binaries that
# run on Debian 12's glibc 2.36. Sessions 32 and 33 measured them (q_frames'
# depths: h100-s32/; q_smemt: what the H200 printed) but their binaries needed
# glibc 2.38's __isoc23_strtoul, which CUDA 13's generated host code calls:
# they are now built with check.h's definitions of those (-include check.h),
# returned first (bin-g.txz), then checked: q_smemt natively and through the
# drop-in, each q_frames recursion natively at the depth h100-s32 recorded as
# the deepest that runs and one past it (the bisections took the earlier
# windows' time and are known). The s130 w_* binaries are bin-e.txz's already.
set -u
OUT=${OUT:?set OUT}
DROPIN=${DROPIN:?set DROPIN}
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
here=$(cd "$(dirname "$0")" && pwd)
start=$SECONDS
work=$(mktemp -d)
flags=(-O2 -std=c++17 -include "$here/check.h" -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker --gc-sections)
mkdir -p "$work/bin/b130" "$work/bin/b130G"
for p in q_smemt q_frames; do
	nvcc -arch=sm_90 "${flags[@]}" -o "$work/bin/b130/$p" "$here/src/$p.cu" > "$OUT/build-b130-$p.log" 2>&1 &
	nvcc -arch=sm_90 -G "${flags[@]}" -o "$work/bin/b130G/$p" "$here/src/$p.cu" > "$OUT/build-b130G-$p.log" 2>&1 &
done
wait
for f in "$work"/bin/*/*; do
	newer=$(objdump -T "$f" 2>/dev/null | grep -E "GLIBC_2\.(3[7-9]|[4-9][0-9])" | awk '{print $NF}' | tr '\n' ' ')
	[ -z "$newer" ] || echo "$f needs glibc 2.37+: $newer" >> "$OUT/build.log"
done
echo "built at $((SECONDS - start)) s" > "$OUT/env.txt"
nvcc --version | tail -2 >> "$OUT/env.txt"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$OUT/env.txt" 2>&1
# binaries first: a window that ends early still returns them
(cd "$work" && tar -cf - bin | xz -9 > "$OUT/bin-g.txz")
for b in b130 b130G; do
	exe=$work/bin/$b/q_smemt
	[ -x "$exe" ] || continue
	timeout 40 "$exe" > "$OUT/$b.q_smemt.native.out" 2>&1
	echo "exit $?" >> "$OUT/$b.q_smemt.native.out"
	LD_LIBRARY_PATH=$DROPIN timeout 60 "$exe" > "$OUT/$b.q_smemt.sim.out" 2>&1
	echo "exit $?" >> "$OUT/$b.q_smemt.sim.out"
done
for b in b130 b130G; do
	exe=$work/bin/$b/q_frames
	[ -x "$exe" ] || continue
	# "live1: deepest that runs 63; live1 depth 64: ..." -> the line at 63 and at 64
	while IFS= read -r line; do
		fn=${line%%:*}
		depth=${line#*deepest that runs }
		depth=${depth%%;*}
		timeout 20 "$exe" "$depth" "$fn" 2>&1 | head -1
		timeout 20 "$exe" $((depth + 1)) "$fn" 2>&1 | head -1
	done < "$here/h100-s32/$b.q_frames_depth.out" > "$OUT/$b.q_frames_check.out"
done
echo "ended at $((SECONDS - start)) s" >> "$OUT/env.txt"
rm -rf "$work"
