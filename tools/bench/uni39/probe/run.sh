#!/bin/bash
# uni39's probe (GPU host, one worker pinned as mkprobe.sh's probes): the merge's drop-in
# ("base", base/libcuda.so.1.xz: 130667af, uni38's widenOnce with its non-VEX MOVQ) and uni39's
# candidate (x/libcuda.so.1.xz) under three settings, alternating round by round (the order
# rotating) until BUDGET_S; each row the best of REPS launches next to native C in the same
# process. paired.py's base is the first build of round 1 (rows' order: CFGS[1] first).
#   base    130667af
#   new     uni39's candidate: widenOnce with VMOVD (VEX), fillCTA's 8-byte once store
#   newOff  new with CUDASIM_ONCE=off: no slot stored once (sgemm's code = main's and turns38's)
#   newA64  new with CUDASIM_JITALIGN=64: runs at multiples of 64 bytes (is layout a factor?)
# The MOVQ explains uni38's sgemm cost if base/newOff ~ 1.09 and new/newOff ~ 1.00.
# Files: base/ and x/ libcuda.so.1.xz (mk.sh), host.c.xz, bench.ptx.xz, paired.py, summary.py.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
REPS=${REPS:-7}; BUDGET_S=${BUDGET_S:-170}
{ echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S"; uptime; grep -m1 "model name" /proc/cpuinfo; grep -m1 flags /proc/cpuinfo; } > "$OUT/env.txt"
for f in host.c bench.ptx; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
for d in base x; do
	xz -dc $d/libcuda.so.1.xz > $d/libcuda.so.1 && ln -sf libcuda.so.1 $d/libcuda.so || { echo "no $d drop-in"; exit 1; }
done
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
settings() { # the drop-in's directory, then the environment
	case $1 in
	base) echo base ;;
	new) echo x ;;
	newOff) echo x CUDASIM_ONCE=off ;;
	newA64) echo x CUDASIM_JITALIGN=64 ;;
	esac
}
rows() {
	local s=($(settings $1))
	env "${s[@]:1}" CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/${s[0]} timeout 60 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx $REPS 1 || echo "fail rows rc=$?"
}
CFGS=(newOff base new newA64)
for b in "${CFGS[@]}"; do rows $b > /dev/null 2>&1; done
{
round=0
while [ $SECONDS -lt $BUDGET_S ]; do
	round=$((round + 1)); n=${#CFGS[@]}
	for i in $(seq 0 $((n - 1))); do b=${CFGS[$(((i + round) % n))]}; rows $b 2>&1 | sed -u "s/^/$b round=$round /"; done
done
} > "$OUT/rows.txt" 2>&1
python3 summary.py "$OUT/rows.txt" > "$OUT/summary.txt"
for r in reduce vecadd sgemm hash; do python3 paired.py "$OUT/rows.txt" $r; done > "$OUT/paired.txt"
cat "$OUT/paired.txt"
