# summary.py ROWS: reduce20's table from run.sh's rows.txt (lines "BUILD wW round=R row NAME
# DRIVER_S NATIVE_S|- NOTE" and "BUILD wW round=R launchcpu NAME WALL_MED CPU_BEST CPU_MED"): per
# kernel row and build, the best and median wall time with one and two workers, the ratio to
# native C (best against the best native of the same runs), and two workers against one (w2: on
# CPUs 2,3; w2x, where run: on 2 and a CPU of another core).
import sys, collections
row = collections.defaultdict(list)
cpu = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[3] == 'row':
        row[(f[0], f[1], f[4])].append((float(f[5]), None if f[6] == '-' else float(f[6])))
    if len(f) >= 8 and f[3] == 'launchcpu':
        cpu[(f[0], f[1], f[4])].append(float(f[6]))
med = lambda v: sorted(v)[len(v) // 2]
names = sorted({k[2] for k in row})
print("ms: best (median) wall; xN = best against the runs' best native C; w2/w1 = best (median); cpu = CPU of the fastest launch, best")
for n in names:
    for c in ('main', 'reduce20'):
        r1, r2 = row[(c, 'w1', n)], row[(c, 'w2', n)]
        if not r1 or not r2:
            continue
        t1, t2 = [x[0] for x in r1], [x[0] for x in r2]
        nat = [x[1] for x in r1 + r2 if x[1] is not None]
        s = f"{n:8s} {c:8s} w1 {min(t1)*1e3:9.3f} ({med(t1)*1e3:9.3f})"
        if nat:
            s += f" {min(t1)/min(nat):6.2f}x native {min(nat)*1e3:.3f}"
            # Each run's own ratio (its native C ran in the same process, minutes apart at
            # most from cudasim's launches: the VM's speed at the time cancels).
            own = sorted(x[0] / x[1] for x in r1 if x[1])
            s += f" run-ratio med {med(own):5.2f}x best {own[0]:5.2f}x"
        s += f" | w2 {min(t2)*1e3:9.3f} ({med(t2)*1e3:9.3f}) | w2/w1 {min(t1)/min(t2):5.2f}x ({med(t1)/med(t2):5.2f}x)"
        r3 = row[(c, 'w2x', n)]
        if r3:
            t3 = [x[0] for x in r3]
            s += f" | w2x/w1 {min(t1)/min(t3):5.2f}x ({med(t1)/med(t3):5.2f}x)"
        c1, c2, c3 = cpu[(c, 'w1', n)], cpu[(c, 'w2', n)], cpu[(c, 'w2x', n)]
        if c1 and c2:
            s += f" | cpu w1 {min(c1)*1e3:.3f} w2 {min(c2)*1e3:.3f}"
        if c3:
            s += f" w2x {min(c3)*1e3:.3f}"
        print(s)
