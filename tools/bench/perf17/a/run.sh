#!/bin/bash
# perf17-a (issue 14: two kernel workers on every bench row), GPU host probe: tools/bench's host
# rows (rows, blocks, options: cudasim through main's shared drop-in against the same work in C,
# cc -O2 -march=native, in the same process) with CUDASIM_KERNEL_WORKERS=1 and 2, alternating,
# five rounds. Configurations: w1 and w2 on the same two CPUs (2,3); w2 on four CPUs (2-5) to
# see whether the host thread/GC contend with the second worker.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
one() { # one CONFIG: every host row in that configuration
  local w cpus
  case $1 in
    w1) w=1; cpus=2,3 ;;
    w2) w=2; cpus=2,3 ;;
    w2c4) w=2; cpus=2-5 ;;
  esac
  for mode in "rows bench.ptx" "blocks blocks.ptx" "options sfu90.ptx"; do
    set -- $mode
    CUDASIM_KERNEL_WORKERS=$w LD_LIBRARY_PATH=$HERE/lib timeout 100 taskset -c $cpus stdbuf -oL ./host $1 $HERE/$2 3 1 || echo "fail $1 rc=$?"
  done
}
one w1 > /dev/null 2>&1; one w2 > /dev/null 2>&1
{
for round in 1 2 3 4 5; do for c in w1 w2 w2c4; do
  one $c 2>&1 | sed -u "s/^/$c round=$round /"
done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 5 and f[2] == 'row':
        row[(f[0], f[3])].append(float(f[4]))
names = sorted({k[1] for k in row})
print("best cudasim seconds per row; speed-up of w2 (and w2c4) over w1")
for n in names:
    b = {c: min(row[(c, n)]) for c in ('w1', 'w2', 'w2c4') if row[(c, n)]}
    med = {c: sorted(row[(c, n)])[len(row[(c, n)])//2] for c in b}
    s = f"  {n:8s}" + "".join(f" {c} {b[c]*1e3:9.3f} ms (med {med[c]*1e3:9.3f})" for c in b)
    if 'w1' in b:
        s += "".join(f" | {c}/w1 best {b['w1']/b[c]:.2f}x med {med['w1']/med[c]:.2f}x" for c in ('w2', 'w2c4') if c in b)
    print(s)
PY
uptime
