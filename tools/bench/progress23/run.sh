#!/bin/bash
# progress23-c: progress23-b again with progress23's final sim (SmallLaunch's allocation gone)
# and the order of the builds alternating within rounds (base new, new base), since b ran base
# first in every round: timing of kernels that never wait, main (f9efe2fe) against progress23
# (sim test binaries, CGO_ENABLED=0, stripped), pinned to CPUs 2,3.
xz -dc bins.tar.xz | tar x -C sim || exit 1
cd sim
nproc; uname -r
for round in 1 2 3; do
  order="base new"; [ $((round % 2)) = 0 ] && order="new base"
  for b in $order; do
    echo "== round $round $b"
    taskset -c 2,3 ./$b.test -test.run XXX -test.bench 'SmallLaunch$|Reduce1M|SGEMM256|Hash16K|Blocks1M|VecAdd4M' -test.benchtime 0.5s 2>&1 | grep -E '^Benchmark|^ok|FAIL|panic'
  done
done | tee "$PROBE_OUT/bench.txt"
