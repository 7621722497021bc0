#!/bin/bash
# opts19-a (issue 14, options row), GPU host probe: (1) this host's caches and the cost of a warp's
# 32 random one-byte table reads against the table's size (gather.c: how much denser SFU tables
# could buy), and of the options kernel's ten table reads a warp (mix.c) at today's sizes and
# smaller, with and without huge pages; (2) the options row, main's shared drop-in (lib/, "main") against branch opts19's
# (new/, "opts19") when present, one worker on CPU 2, rounds alternating; host.c is
# tools/bench/host/host.c.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; lscpu; cat /sys/devices/system/cpu/cpu2/cache/index*/size 2>/dev/null; echo "opts19: $(cat new/BUILT 2>/dev/null)"; } > "$OUT/env.txt" 2>&1
{ cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag; grep -i huge /proc/meminfo; } >> "$OUT/env.txt" 2>&1
cc -O2 -o gather gather.c && taskset -c 2 ./gather > "$OUT/gather.txt" 2>&1 || true
cc -O2 -o mix mix.c && for r in 1 2 3; do for s in 0 1 2; do for h in 0 1; do taskset -c 2 ./mix $s $h; done; done; done > "$OUT/mix.txt" 2>&1 || true
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
builds="main"
if [ -f new/libcuda.so.1.xz ]; then mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so && builds="main opts19"; fi
set +x
export CUDASIM_PROGRESS=0
dirof() { if [ "$1" = opts19 ]; then echo $HERE/d; else echo $HERE/lib; fi; }
for b in $builds; do CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 ./host options $HERE/sfu90.ptx 1 1 > /dev/null 2>&1; done
for round in $(seq 1 11); do
  if [ $((round % 2)) = 1 ]; then order="$builds"; else order=$(echo $builds | tr ' ' '\n' | tac | tr '\n' ' '); fi
  for b in $order; do
    CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 stdbuf -oL ./host options $HERE/sfu90.ptx 5 1 2>&1 | sed -u "s/^/$b round=$round /" | tee -a "$OUT/rows.txt"
  done
done
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        row[(f[0], f[3])].append((float(f[4]), None if f[5] == '-' else float(f[5])))
med = lambda v: sorted(v)[len(v)//2]
names = []
for k in row:
    if k[1] not in names: names.append(k[1])
print("one worker, CPU 2: best (median) cudasim ms; native best (median); opts19/main")
for n in names:
    s = f"{n:8s}"; b = {}
    for c in ('main', 'opts19'):
        v = [x[0] for x in row[(c, n)]]
        if v: b[c] = (min(v), med(v)); s += f" | {c} {min(v)*1e3:8.3f} ({med(v)*1e3:8.3f})"
    nat = [x[1] for c in ('main', 'opts19') for x in row[(c, n)] if x[1] is not None]
    if nat: s += f" | native {min(nat)*1e3:.3f} ({med(nat)*1e3:.3f})"
    if len(b) == 2: s += f" | opts19/main best {b['opts19'][0]/b['main'][0]:.3f} med {b['opts19'][1]/b['main'][1]:.3f}"
    print(s)
PY
uptime
