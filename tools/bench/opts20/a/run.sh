#!/bin/bash
# opts20-a (issue 14, options row), GPU host probe, SOLO (timing): the options row of
# tools/bench/host (cudasim through a drop-in against the same work in C, cc -O2 -march=native, in
# the same run), main b37ebdd0's shared drop-in ($SHARED/lib, "main") against branch opts20's
# (new/, "opts20": ex2, rcp, sqrt and rsqrt's tables one bit an entry), CUDASIM_KERNEL_WORKERS=1
# on CPU 2 (as opts19-b) and =2 on CPUs 2,3; a warm-up, then rounds alternating the builds.
# host.c is tools/bench/host/host.c; sfu90.ptx sim/testdata/bench/.
set -u -x
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; cat /sys/devices/system/cpu/cpu2/cache/index*/size 2>/dev/null; cat /sys/kernel/mm/transparent_hugepage/enabled; echo "opts20: $(cat new/BUILT 2>/dev/null)"; } > "$OUT/env.txt" 2>&1
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p lib d
xz -dc "${SHARED:-../_shared}/lib/libcuda.so.1.xz" > lib/libcuda.so.1 && ln -sf libcuda.so.1 lib/libcuda.so || { echo "no shared drop-in"; exit 1; }
xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no opts20 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
dirof() { if [ "$1" = opts20 ]; then echo $HERE/d; else echo $HERE/lib; fi; }
cpus() { if [ "$1" = 1 ]; then echo 2; else echo 2,3; fi; }
for b in main opts20; do CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 ./host options $HERE/sfu90.ptx 1 1 > /dev/null 2>&1; done
for round in $(seq 1 7); do
  if [ $((round % 2)) = 1 ]; then order="main opts20"; else order="opts20 main"; fi
  for w in 1 2; do for b in $order; do
    CUDASIM_KERNEL_WORKERS=$w LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c $(cpus $w) stdbuf -oL ./host options $HERE/sfu90.ptx 5 1 2>&1 | sed -u "s/^/$b w$w round=$round /" | tee -a "$OUT/rows.txt"
  done; done
done
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 7 and f[3] == 'row':
        row[(f[0], f[1], f[4])].append((float(f[5]), None if f[6] == '-' else float(f[6])))
med = lambda v: sorted(v)[len(v)//2]
print("ms: best (median) cudasim; native best (median); ratios to native best; opts20/main")
for w in ('w1', 'w2'):
    for n in sorted({k[2] for k in row}):
        s = f"{w} {n:8s}"; b = {}
        nat = [x[1] for c in ('main', 'opts20') for x in row[(c, w, n)] if x[1] is not None]
        for c in ('main', 'opts20'):
            v = [x[0] for x in row[(c, w, n)]]
            if v:
                b[c] = (min(v), med(v)); s += f" | {c} {min(v)*1e3:8.3f} ({med(v)*1e3:8.3f})"
                if nat: s += f" {min(v)/min(nat):.2f}x"
        if nat: s += f" | native {min(nat)*1e3:.3f} ({med(nat)*1e3:.3f})"
        if len(b) == 2: s += f" | opts20/main best {b['opts20'][0]/b['main'][0]:.3f} med {b['opts20'][1]/b['main'][1]:.3f}"
        print(s)
PY
uptime >> "$OUT/env.txt"
