# summary.py ROWS: run.sh's rows.txt (lines "BUILD round=R row NAME DRIVER_S NATIVE_S|- NOTE") as
# one line per kernel row and build: best and median wall time in ms, and the median and best of
# each run's own cudasim/native ratio (its native C ran in the same process, so the VM's speed at
# that moment cancels), and the median over native's median. The builds are the rows' BUILD
# names in order of appearance (other probes use it too: tools/bench/rounds24).
import sys, collections
runs = collections.defaultdict(list)
builds = []
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) >= 6 and f[2] == 'row':
        runs[(f[3], f[0])].append((float(f[4]), None if f[5] == '-' else float(f[5])))
        if f[0] not in builds:
            builds.append(f[0])
med = lambda v: sorted(v)[len(v) // 2]
for name in sorted({k[0] for k in runs}):
    for build in builds:
        r = runs[(name, build)]
        if not r:
            continue
        wall = [x[0] * 1e3 for x in r]
        s = f"{name:8s} {build:8s} n={len(r):2d} best {min(wall):9.3f} ms median {med(wall):9.3f}"
        ratio = [x[0] / x[1] for x in r if x[1]]
        if ratio:
            native = [x[1] * 1e3 for x in r if x[1]]
            s += f" | run ratio median {med(ratio):6.2f}x best {min(ratio):6.2f}x"
            s += f" | native median {med(native):7.3f} ms, median/median {med(wall) / med(native):6.2f}x"
        print(s)
