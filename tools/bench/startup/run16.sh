#!/bin/bash
# start16 (session 16): start to first kernel (host first) on the GPU host's quiet CPUs, main's
# drop-in (lib/libcuda.so.1[.xz], the lead's shared build) against branch start16's
# (new/libcuda.so.1.xz), alternating, 40 rounds pinned to CPUs 12,13, beside the floor of an
# empty Go c-shared library (libfloor.so.xz, floor.c) and a C process. Unlike run14.sh each process
# is waited for with wait4, so every run also gives its CPU time and minor page faults. Then 5
# rounds of host reload and host launch, and GODEBUG=inittrace=1 of each build. To queue it: this
# file as run.sh, ../host/host.c, floor.c, sim/testdata/bench/bench.ptx, new/libcuda.so.1.xz and
# libfloor.so.xz in one folder, and the word lib in SHARED.
set -u
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/start16.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; grep -m1 "model name" /proc/cpuinfo; uptime; cat BUILD 2>/dev/null
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
cc -O2 -o floor floor.c -ldl || echo "cc floor failed"
mkdir -p dmain dnew
cp lib/libcuda.so.1 dmain/ 2>/dev/null || xz -dc lib/libcuda.so.1.xz > dmain/libcuda.so.1 || { echo "no main drop-in"; ls -la lib; }
xz -dc new/libcuda.so.1.xz > dnew/libcuda.so.1 || { echo "no new drop-in"; exit 1; }
xz -dc libfloor.so.xz > libfloor.so || echo "no floor lib"
ls -la dmain dnew
export CUDASIM_PROGRESS=0
PIN=""; [ "$(nproc)" -ge 16 ] && PIN="12,13"
python3 - "$PIN" <<'PY' || echo "rounds failed"
import os, sys, time, statistics, subprocess
pin = sys.argv[1]
def run(argv, env=None):
    e = dict(os.environ); e.update(env or {})
    if pin: argv = ["taskset", "-c", pin] + argv
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, env=e, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = p.stdout.read().decode(errors="replace")
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_minflt, out, status
rows = {}
for i in range(int(os.environ.get("ROUNDS", "40"))):
    for v in ("main", "new"):
        wall, cpu, flt, out, st = run(["./host", "first", "bench.ptx"], {"LD_LIBRARY_PATH": "d" + v})
        f = out.split()
        split = {}
        if "split" in f:
            j = f.index("split"); split = dict(zip(f[j+1:j+9:2], map(float, f[j+2:j+9:2])))
        print(f"first-{v} {i} wall {wall*1e3:.3f} cpu {cpu*1e3:.3f} minflt {flt} status {st}: {' '.join(f)}", flush=True)
        rows.setdefault(v, []).append((wall, cpu, flt, split))
    wall, cpu, flt, out, st = run(["./floor", "./libfloor.so"])
    print(f"floor {i} wall {wall*1e3:.3f} cpu {cpu*1e3:.3f} minflt {flt}: {out.strip()}", flush=True)
    rows.setdefault("floor", []).append((wall, cpu, flt, {}))
    wall, cpu, flt, out, st = run(["./host", "native-first"])
    rows.setdefault("native", []).append((wall, cpu, flt, {}))
med = lambda xs: statistics.median(xs)
for k, r in rows.items():
    line = f"{k}, {len(r)} runs, medians: process wall {med([x[0] for x in r])*1e3:.2f} ms, cpu {med([x[1] for x in r])*1e3:.2f} ms, minflt {med([x[2] for x in r]):.0f}"
    s = [x[3] for x in r if x[3]]
    if s:
        tot = sorted(sum(d.values()) for d in s)
        line += f"; main to first kernel {med(tot)*1e3:.2f} ms (quartiles {tot[len(tot)//4]*1e3:.2f}-{tot[3*len(tot)//4]*1e3:.2f}, best {tot[0]*1e3:.2f})"
        line += ": " + ", ".join(f"{p} {med([d[p] for d in s])*1e3:.2f}" for p in ("dlopen", "init", "load", "kernel"))
    print(line, flush=True)
PY
for i in 1 2 3 4 5; do for v in main new; do
  echo "reload-$v $i $(LD_LIBRARY_PATH=d$v ${PIN:+taskset -c $PIN} ./host reload bench.ptx 5 | tr '\n' ' ')"
  echo "launch-$v $i $(LD_LIBRARY_PATH=d$v ${PIN:+taskset -c $PIN} ./host launch 5 | tr '\n' ' ')"
done; done
for v in main new; do for i in 1 2; do
  echo "== inittrace $v $i"; LD_LIBRARY_PATH=d$v GODEBUG=inittrace=1 ${PIN:+taskset -c $PIN} ./host first bench.ptx 2>&1 | sort -t' ' -k5 -g -r | head -12
done; done
echo "== done $(date -u)"
