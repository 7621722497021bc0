#!/bin/bash
# uni39's layout probe (GPU host, one worker pinned as mkprobe.sh's probes): ONE drop-in, built
# from uni39's candidate commit, under five settings that alternate round by round (the order
# rotating) until BUDGET_S; each row the best of REPS launches next to native C in the same
# process. paired.py's base is the first setting of round 1 ("off").
#   on      uni38's stored-once slots, runs aligned to 64 bytes (the candidate's default)
#   off     CUDASIM_ONCE=off, runs aligned to 64
#   onA1    stored once, runs packed as before uni39 (= merge 130667af's layout)
#   offA1   CUDASIM_ONCE=off, runs packed (= main 72053e1c's and turns38's sgemm code, byte for byte)
#   offP17  offA1 shifted 17 bytes (sgemm's fma run at 17 mod 64, where uni38 put it; same code)
# Layout explains uni38's sgemm cost if onA1 ~ offP17 > offA1 and on ~ off; stored once itself
# costs if on > off and offP17 ~ offA1.
# Files: x/libcuda.so.1.xz (go build -buildmode=c-shared -o x/libcuda.so.1 ./libcuda; xz),
# host.c.xz (tools/bench/host/host.c), bench.ptx.xz (sim/testdata/bench/bench.ptx), paired.py,
# summary.py (devq's).
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
REPS=${REPS:-7}; BUDGET_S=${BUDGET_S:-170}
{ echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S"; uptime; grep -m1 "model name" /proc/cpuinfo; grep -m1 flags /proc/cpuinfo; } > "$OUT/env.txt"
for f in host.c bench.ptx; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
xz -dc x/libcuda.so.1.xz > x/libcuda.so.1 && ln -sf libcuda.so.1 x/libcuda.so || { echo "no drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
settings() {
	case $1 in
	on) echo CUDASIM_ONCE=on ;;
	off) echo CUDASIM_ONCE=off ;;
	onA1) echo CUDASIM_ONCE=on CUDASIM_JITALIGN=1 ;;
	offA1) echo CUDASIM_ONCE=off CUDASIM_JITALIGN=1 ;;
	offP17) echo CUDASIM_ONCE=off CUDASIM_JITALIGN=1 CUDASIM_JITPAD=17 ;;
	esac
}
rows() {
	env $(settings $1) CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/x timeout 60 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx $REPS 1 || echo "fail rows rc=$?"
}
CFGS=(on off onA1 offA1 offP17)
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
