#!/bin/bash
# startup (issue 14, session 7): start-up on the GPU host's quiet CPUs through the integration
# drop-in (lib/, with branch startup), beside the floor of any Go c-shared library: libfloor.so
# (go 1.26 -buildmode=c-shared of a package exporting one empty cuInit, -s -w) loaded and called
# by floor.c, and a C process (host native-first / host none). Alternating, 40 rounds, each
# process pinned to CPUs 12,13 (two cores, as the CI machine has); then 5 runs with
# GODEBUG=inittrace=1. Every line is printed as it comes. To queue it: this file as run.sh,
# ../host/host.c, sim/testdata/bench/bench.ptx, floor.c and libfloor.so.xz (go build
# -buildmode=c-shared -ldflags="-s -w" -o libfloor.so ./tools/bench/startup/floor; xz -9e) in one
# folder. Window 2 pinned to CPUs 8,9 (results-s7w2.txt), window 3 to 12,13.
set -u
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/startup7.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; grep -m1 "model name" /proc/cpuinfo; uptime
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
cc -O2 -o floor floor.c -ldl || { echo "cc floor failed"; exit 1; }
mkdir -p d && xz -dc lib/libcuda.so.1.xz > d/libcuda.so.1 || { echo "no drop-in"; exit 1; }
xz -dc libfloor.so.xz > libfloor.so || { echo "no floor lib"; exit 1; }
export CUDASIM_PROGRESS=0
PIN=""; [ "$(nproc)" -ge 16 ] && PIN="taskset -c 12,13"
TIMEFORMAT="%R %U %S"
for i in $(seq 40); do
  t=$( { time LD_LIBRARY_PATH=d $PIN ./host first bench.ptx > o.txt; } 2>&1 ); echo "first $i wall/user/sys $t: $(tr '\n' ' ' < o.txt)"
  t=$( { time $PIN ./floor ./libfloor.so > o.txt; } 2>&1 ); echo "floor $i wall/user/sys $t: $(cat o.txt)"
  t=$( { time $PIN ./host native-first > /dev/null; } 2>&1 ); echo "native $i wall/user/sys $t"
done
for i in 1 2 3 4 5; do
  echo "== inittrace $i"; LD_LIBRARY_PATH=d GODEBUG=inittrace=1 $PIN ./host first bench.ptx 2>&1
done
python3 - "$OUT/startup7.txt" <<'PY'
import sys, statistics
first, floor, native = [], [], []
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) > 6 and f[0] == 'first' and 'split' in f:
        i = f.index('split'); w = dict(zip(f[i+1:i+9:2], map(float, f[i+2:i+9:2])))
        first.append((float(f[3]), w['dlopen'], w['init'], w['load'], w['kernel'], w['dlopen']+w['init']+w['load']+w['kernel']))
    elif len(f) > 6 and f[0] == 'floor':
        floor.append((float(f[3]), float(f[f.index('first')+2]), float(f[f.index('dlopen')+1])))
    elif len(f) >= 6 and f[0] == 'native':
        native.append(float(f[3]))
if first:
    m = lambda k: statistics.median(r[k] for r in first) * 1e3
    print(f"host first, {len(first)} runs, medians: process wall {m(0):.2f} ms; main to first kernel {m(5):.2f} ms (dlopen {m(1):.2f}, init {m(2):.2f}, load {m(3):.2f}, kernel {m(4):.2f}); best main to kernel {min(r[5] for r in first)*1e3:.2f}")
if floor:
    print(f"floor (Go c-shared, empty cuInit), {len(floor)} runs, medians: process wall {statistics.median(r[0] for r in floor)*1e3:.2f} ms, dlopen {statistics.median(r[2] for r in floor):.2f} ms, first call {statistics.median(r[1] for r in floor):.2f} ms")
if native:
    print(f"native C process, {len(native)} runs: wall median {statistics.median(native)*1e3:.2f} ms, best {min(native)*1e3:.2f}")
PY
echo "== done $(date -u)"
