# paired.py ROWS [ROW]: run.sh's rows.txt as the builds compared round by round (each round
# ran every build, one after the other, the order rotating): for each build after the first
# (base), the median of build/base per round and how many rounds it was faster in, and each
# build's median and best against the native C times of all runs pooled (native does not depend
# on the build). The builds are the rows' names in order of appearance, base first (main and
# rounds24 here, main and lanes25 in tools/bench/lanes25; four codes in tools/bench/perf33).
import sys, collections, statistics as st
name = sys.argv[2] if len(sys.argv) > 2 else 'reduce'
rows, native, builds = collections.defaultdict(dict), [], []
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) >= 6 and f[2] == 'row' and f[3] == name:
        rows[int(f[1].split('=')[1])][f[0]] = float(f[4])
        if f[0] not in builds:
            builds.append(f[0])
        if f[5] != '-':
            native.append(float(f[5]))
if not builds:
    sys.exit(f"{name}: no rows")
base = builds[0]
for b in builds[1:]:
    pairs = [r[b] / r[base] for r in rows.values() if b in r and base in r]
    print(f"{name}: {len(pairs)} rounds, {b}/{base} median {st.median(pairs):.3f}, faster in {sum(p < 1 for p in pairs)}")
if native:
    nm = st.median(native)
    print(f"native median {nm * 1e3:.3f} ms, best {min(native) * 1e3:.3f} ms (all runs)")
    for b in builds:
        v = [r[b] for r in rows.values() if b in r]
        print(f"{b:8s} median {st.median(v) * 1e3:.3f} ms = {st.median(v) / nm:.2f}x native's median; best {min(v) * 1e3:.3f} ms = {min(v) / min(native):.2f}x native's best")
