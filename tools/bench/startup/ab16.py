#!/usr/bin/env python3
"""ab16.py N DIR... (session 16): host first through the libcuda.so.1 of each DIR, the DIRs
alternating, N rounds, plus the floor (./floor ./libfloor.so, if both are here) each round. Prints
the medians of each process's wall time, CPU time and minor faults (from wait4) and of host's
main-to-first-kernel split. Run it in a folder holding host (../host/host.c built without
-march=native), bench.ptx and the DIRs."""
import os, sys, time, statistics, subprocess

def run(argv, env):
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE)
    out = p.stdout.read().decode()
    _, _, ru = os.wait4(p.pid, 0)
    return time.perf_counter() - t0, ru.ru_utime + ru.ru_stime, ru.ru_minflt, out

def steps(out):
    """Seconds in dlopen, init, load and kernel from host first's stamps line (session 18:
    CLOCK_REALTIME ns at main and at each step's end; kernel ends when the first kernel's
    cuCtxSynchronize returns, before the copy back)."""
    f = out.split()
    j = f.index("stamps")
    st = dict(zip(f[j+1:j+13:2], map(int, f[j+2:j+13:2])))
    names = ["main", "dlopen", "init", "load", "kernel"]
    return {b: (st[b] - st[a]) * 1e-9 for a, b in zip(names, names[1:])}

n, dirs = int(sys.argv[1]), sys.argv[2:]
floor = os.path.exists("floor") and os.path.exists("libfloor.so")
rows = {d: [] for d in dirs}
fl = []
for i in range(n):
    for d in dirs:
        wall, cpu, flt, out = run(["./host", "first", "bench.ptx"], dict(os.environ, LD_LIBRARY_PATH=d, CUDASIM_PROGRESS="0"))
        rows[d].append((wall, cpu, flt, steps(out)))
    if floor:
        wall, cpu, flt, out = run(["./floor", "./libfloor.so"], dict(os.environ))
        f = out.split()
        fl.append((wall, cpu, flt, float(f[f.index("dlopen") + 1]), float(f[f.index("call") + 1])))
med = statistics.median
print(f"{time.strftime('%H:%M:%S', time.gmtime())} UTC, load {os.getloadavg()[0]:.2f}, {n} rounds")
for d, r in rows.items():
    tot = sorted(sum(x[3].values()) for x in r)
    print(f"{d}: wall {med([x[0] for x in r])*1e3:.2f} ms, cpu {med([x[1] for x in r])*1e3:.2f} ms, faults {med([x[2] for x in r]):.0f}; "
          f"main to first kernel {med(tot)*1e3:.2f} ms (best {tot[0]*1e3:.2f}): " +
          ", ".join(f"{k} {med([x[3][k] for x in r])*1e3:.2f}" for k in ("dlopen", "init", "load", "kernel")))
if fl:
    print(f"floor: wall {med([x[0] for x in fl])*1e3:.2f} ms, cpu {med([x[1] for x in fl])*1e3:.2f} ms, faults {med([x[2] for x in fl]):.0f}; "
          f"dlopen {med([x[3] for x in fl]):.2f} ms, first call {med([x[4] for x in fl]):.2f} ms")
