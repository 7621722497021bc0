# Samples the machine every 10 s until killed: load, free memory, and for
# the processes on the drop-in (CUDASIM_LOG in their environment) and the
# native ones apart, how many there are, the CPU seconds they used in the
# last interval and their resident memory; then the five busiest processes.
# Session 33's first window ran half as fast as session 10's and could not
# say which side used the CPU. python3 sampler.py > load.txt
import os
import time

TICK = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


def procs():
    out = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open(f"/proc/{pid}/stat") as f:
                stat = f.read()
            with open(f"/proc/{pid}/environ", "rb") as f:
                sim = b"CUDASIM_LOG=" in f.read()
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode(errors="replace")[:90]
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        cpu = (int(fields[11]) + int(fields[12])) / TICK
        rss = int(fields[21]) * PAGE >> 20
        out[pid] = (sim, cpu, rss, cmd)
    return out


start = time.time()
before = procs()
while True:
    time.sleep(10)
    now = procs()
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    with open("/proc/meminfo") as f:
        mem = {ln.split(":")[0]: int(ln.split()[1]) >> 10 for ln in f}
    print(f"== {time.time() - start:.0f} s load {load} mem available {mem['MemAvailable']} MiB of {mem['MemTotal']}")
    busy = []
    for side, sim in (("sim", True), ("native", False)):
        n = cpu = rss = 0
        for pid, (s, c, r, cmd) in now.items():
            if s != sim:
                continue
            used = c - before.get(pid, (s, 0.0))[1]
            n, cpu, rss = n + 1, cpu + used, rss + r
            busy.append((used, side, r, cmd))
        print(f"  {side}: {n} processes, {cpu:.0f} CPU s in 10 s, {rss} MiB resident")
    for used, side, r, cmd in sorted(busy, reverse=True)[:5]:
        print(f"  {used:5.1f} s {side:6} {r:6} MiB {cmd}")
    before = now
