#!/bin/bash
# opts20-b (issue 14): the proof of branch opts20's one-bit tables on the GPU host's cores.
# TestApproxDigest (sim/fp/approxdigest_test.go) with CUDASIM_APPROX_DIGEST hashes ex2, rcp,
# sqrt and rsqrt.approx's results (with and without .ftz) for all 2^32 input patterns; run with
# main b37ebdd0's build (fp-main.test: main plus that test file; 2-bit codes) and the branch's
# (fp-opts20.test, the commit in BUILT), equal digests are equal results. Then
# TestApproxLanesExhaustive (warp functions against one-lane functions, every pattern) for ex2,
# rcp, rsqrt and div on the branch's build while time remains. The fp-*.test binaries are
# `CGO_ENABLED=0 go test -c -ldflags="-s -w" ./sim/fp`, xz-compressed.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; cat BUILT; } > "$OUT/env.txt" 2>&1
for b in main opts20; do xz -dc fp-$b.test.xz > fp-$b.test && chmod +x fp-$b.test || echo "no $b test binary"; done
start=$(date +%s)
for f in ex2 rcp rsqrt sqrt; do
  for b in main opts20; do
    t0=$(date +%s)
    CUDASIM_APPROX_DIGEST=$f timeout 100 ./fp-$b.test -test.run 'TestApproxDigest$' -test.v -test.count=1 > "$OUT/digest-$b-$f.txt" 2>&1
    echo "$b $f rc=$? seconds=$(( $(date +%s) - t0 ))" >> "$OUT/times.txt"
    grep "stride 1:" "$OUT/digest-$b-$f.txt" | sed "s/^ */$b /" >> "$OUT/digests.txt"
  done
done
python3 - "$OUT/digests.txt" <<'PY' | tee "$OUT/summary.txt"
import sys
d = {}
for l in open(sys.argv[1]):
    f = l.split()  # build file:line: name stride 1: digest
    if len(f) >= 6: d.setdefault(f[2], {})[f[0]] = f[5]
for n, v in d.items():
    m, o = v.get('main'), v.get('opts20')
    print(f"{n:10s} main {m} opts20 {o} {'equal' if m and m == o else 'DIFFER or missing'}")
PY
for f in ex2 rcp rsqrt div; do
  if [ $(( $(date +%s) - start )) -gt 230 ]; then echo "lanes $f skipped: time" >> "$OUT/summary.txt"; continue; fi
  t0=$(date +%s)
  CUDASIM_APPROX_EXHAUSTIVE=$f timeout 90 ./fp-opts20.test -test.run 'TestApproxLanesExhaustive$' -test.v -test.count=1 > "$OUT/lanes-$f.txt" 2>&1
  echo "lanes $f rc=$? seconds=$(( $(date +%s) - t0 ))" >> "$OUT/summary.txt"
  grep -E "every pattern|FAIL|differ" "$OUT/lanes-$f.txt" | head -5 >> "$OUT/summary.txt"
done
cat "$OUT/times.txt" "$OUT/summary.txt"; uptime >> "$OUT/env.txt"
