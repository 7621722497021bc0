#!/bin/bash
# opts19-d (issue 14): opts19-c again for ex2 and rcp alone (each ran past 78 s in w1);: the proof of branch opts19's SFU warp functions, on 16 cores:
# TestApproxLanesExhaustive (sim/fp/lanes_test.go) compares every lane of ex2, rcp, rsqrt, lg2
# and div.approx's warp functions with the one-lane functions on all 2^32 input patterns.
# fp.test is `CGO_ENABLED=0 go test -c ./sim/fp` of the commit in BUILT.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; cat BUILT; } > "$OUT/env.txt" 2>&1
xz -dc fp.test.xz > fp.test && chmod +x fp.test || { echo "no test binary"; exit 1; }
for f in ex2 rcp; do
  start=$(date +%s.%N)
  CUDASIM_APPROX_EXHAUSTIVE=$f timeout 190 ./fp.test -test.run 'TestApproxLanesExhaustive$' -test.v -test.count=1 > "$OUT/$f.txt" 2>&1
  echo "$f rc=$? seconds=$(echo "$(date +%s.%N) - $start" | bc 2>/dev/null || true)" | tee -a "$OUT/summary.txt"
  grep -E "every pattern|FAIL|PASS|ok" "$OUT/$f.txt" | head -8 | tee -a "$OUT/summary.txt"
done
uptime >> "$OUT/env.txt"
