#!/bin/bash
# start14 (session 14): start to first kernel (host first) on the GPU host's quiet CPUs, main's
# drop-in (lib/libcuda.so.1[.xz]) against branch start14's (new/libcuda.so.1.xz), alternating, 40
# rounds pinned to CPUs 12,13, with the floor of an empty Go c-shared library (libfloor.so.xz,
# floor.c) and a C process beside them; then 5 rounds of host reload and host launch, and
# GODEBUG=inittrace=1 of each. To queue it: this file as run.sh, ../host/host.c, floor.c,
# sim/testdata/bench/bench.ptx and the three libraries in one folder. Window 4 ran it without
# the reload/launch rounds.
set -u
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/start14.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; grep -m1 "model name" /proc/cpuinfo; uptime
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
cc -O2 -o floor floor.c -ldl || echo "cc floor failed"
mkdir -p dmain dnew
cp lib/libcuda.so.1 dmain/ 2>/dev/null || xz -dc lib/libcuda.so.1.xz > dmain/libcuda.so.1 || { echo "no main drop-in"; ls -la lib; }
xz -dc new/libcuda.so.1.xz > dnew/libcuda.so.1 || { echo "no new drop-in"; exit 1; }
xz -dc libfloor.so.xz > libfloor.so || echo "no floor lib"
ls -la dmain dnew
export CUDASIM_PROGRESS=0
PIN=""; [ "$(nproc)" -ge 16 ] && PIN="taskset -c 12,13"
TIMEFORMAT="%R %U %S"
for i in $(seq 40); do
  for v in main new; do
    t=$( { time LD_LIBRARY_PATH=d$v $PIN ./host first bench.ptx > o.txt; } 2>&1 ); echo "first-$v $i wall/user/sys $t: $(tr '\n' ' ' < o.txt)"
  done
  t=$( { time $PIN ./floor ./libfloor.so > o.txt; } 2>&1 ); echo "floor $i wall/user/sys $t: $(cat o.txt)"
  t=$( { time $PIN ./host native-first > /dev/null; } 2>&1 ); echo "native $i wall/user/sys $t"
done
for i in 1 2 3 4 5; do for v in main new; do
  echo "reload-$v $i $(LD_LIBRARY_PATH=d$v $PIN ./host reload bench.ptx 5 | tr '\n' ' ')"
  echo "launch-$v $i $(LD_LIBRARY_PATH=d$v $PIN ./host launch 5 | tr '\n' ' ')"
done; done
for v in main new; do for i in 1 2 3; do
  echo "== inittrace $v $i"; LD_LIBRARY_PATH=d$v GODEBUG=inittrace=1 $PIN ./host first bench.ptx 2>&1 | sort -t' ' -k5 -g -r | head -12
done; done
python3 - "$OUT/start14.txt" <<'PY' || true
import sys, statistics
rows = {}; floor = []; native = []
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) > 6 and f[0].startswith('first-') and 'split' in f:
        i = f.index('split'); w = dict(zip(f[i+1:i+9:2], map(float, f[i+2:i+9:2])))
        j = f.index('cpu'); c = dict(zip(f[j+1:j+11:2], map(float, f[j+2:j+11:2])))
        rows.setdefault(f[0], []).append((float(f[3]), w['dlopen'], w['init'], w['load'], w['kernel'], sum(w.values()), float(f[4]) + float(f[5].rstrip(':')), sum(c.values())))
    elif len(f) > 6 and f[0] == 'floor':
        floor.append((float(f[3]), float(f[f.index('first')+2]), float(f[f.index('dlopen')+1])))
    elif len(f) >= 6 and f[0] == 'native':
        native.append(float(f[3]))
for k, r in sorted(rows.items()):
    m = lambda x: statistics.median(v[x] for v in r) * 1e3
    q = lambda x, p: sorted(v[x] for v in r)[int(p * (len(r) - 1))] * 1e3
    print(f"{k}, {len(r)} runs, medians: process wall {m(0):.2f} ms (time), user+sys {m(6):.2f} ms; main to first kernel {m(5):.2f} ms (quartiles {q(5,.25):.2f}-{q(5,.75):.2f}, best {min(v[5] for v in r)*1e3:.2f}): dlopen {m(1):.2f}, init {m(2):.2f}, load {m(3):.2f}, kernel {m(4):.2f}")
if floor:
    print(f"floor (Go c-shared, empty cuInit), {len(floor)} runs, medians: process wall {statistics.median(r[0] for r in floor)*1e3:.2f} ms, dlopen {statistics.median(r[2] for r in floor):.2f} ms, first call {statistics.median(r[1] for r in floor):.2f} ms")
if native:
    print(f"native C process, {len(native)} runs: wall median {statistics.median(native)*1e3:.2f} ms, best {min(native)*1e3:.2f}")
PY
echo "== done $(date -u)"
