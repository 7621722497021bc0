#!/bin/bash
# opts18-a (issue 14, options row), GPU host probe: the baseline for this session. main's shared
# drop-in (lib/), one worker on CPU 2, seven rounds of host options (sfu90.ptx) and host rows
# (bench.ptx), each with its native C/CUDA column. host.c is tools/bench/host/host.c.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/lib timeout 60 taskset -c 2 ./host options $HERE/sfu90.ptx 1 1 > /dev/null 2>&1
for round in 1 2 3 4 5 6 7; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/lib timeout 60 taskset -c 2 stdbuf -oL ./host options $HERE/sfu90.ptx 5 1 2>&1 | sed -u "s/^/main round=$round /" | tee -a "$OUT/rows.txt"
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/lib timeout 60 taskset -c 2 stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2>&1 | sed -u "s/^/main round=$round /" | tee -a "$OUT/rows.txt"
done
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        row[f[3]].append((float(f[4]), None if f[5] == '-' else float(f[5])))
med = lambda v: sorted(v)[len(v)//2]
for n, v in row.items():
    c = [x[0] for x in v]; nat = [x[1] for x in v if x[1] is not None]
    s = f"{n:8s} main best {min(c)*1e3:8.3f} ms (median {med(c)*1e3:8.3f})"
    if nat: s += f" | native best {min(nat)*1e3:.3f} (median {med(nat)*1e3:.3f}) | ratio best {min(c)/min(nat):.2f}x"
    print(s)
PY
uptime
