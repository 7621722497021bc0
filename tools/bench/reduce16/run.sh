#!/bin/bash
# reduce16 (issue 14: reduce: shfl and warp collectives as compiled run members, cheaper shared accesses, rounds), GPU host probe:
# tools/bench/integ10/run.sh's harness (host rows: cudasim through a drop-in against the same
# work in C, cc -O2 -march=native, in the same run), one kernel worker on CPU 2; a warm-up,
# then nine rounds alternating main's shared drop-in (lib/, "main") and this probe's (new/,
# "reduce16"). host.c is tools/bench/host/host.c, bench.ptx sim/testdata/bench/bench.ptx.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime
grep -m1 "model name" /proc/cpuinfo
echo "reduce16: $(cat new/BUILT 2>/dev/null)"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no reduce16 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0 CUDASIM_KERNEL_WORKERS=1
CPU=2; [ "$(nproc)" -ge 4 ] || CPU=0
one() { # one NAME [REPS]: a run of host rows in that configuration
  case $1 in
    main) LD_LIBRARY_PATH=$HERE/lib timeout 60 taskset -c $CPU stdbuf -oL ./host rows $HERE/bench.ptx ${2:-5} 1 ;;
    reduce16) LD_LIBRARY_PATH=$HERE/d timeout 60 taskset -c $CPU stdbuf -oL ./host rows $HERE/bench.ptx ${2:-5} 1 ;;
  esac
}
for w in 1 2; do for c in main reduce16; do one $c 2 > /dev/null; done; done
{
for round in 1 2 3 4 5 6 7 8 9; do for c in main reduce16; do
  one $c | sed -u "s/^/$c round=$round /"
done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        row[(f[0], f[3])].append((float(f[4]), None if f[5] == '-' else float(f[5])))
med = lambda v: sorted(v)[len(v)//2]
print("one worker (ms): best cudasim (its run's native C, ratio), median cudasim / median native")
for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
    line = f"  {k:7s}"
    for c in ('main', 'reduce16'):
        r = [x for x in row[(c, k)] if x[1] is not None]
        if r:
            b, n = min(r)
            cs = [x[0] for x in r]; ns = [x[1] for x in r]
            line += f" | {c} {b*1e3:7.2f} ({n*1e3:.2f}, {b/n:4.1f}x) med {med(cs)*1e3:7.2f}/{med(ns)*1e3:.2f} = {med(cs)/med(ns):4.1f}x"
    print(line)
print("  best native per kernel:", {k: round(min(x[1] for c in ('main','reduce16') for x in row[(c,k)] if x[1] is not None)*1e3, 2) for k in ('hash','sgemm','vecadd','reduce') if any(x[1] is not None for c in ('main','reduce16') for x in row[(c,k)])})
PY
uptime
