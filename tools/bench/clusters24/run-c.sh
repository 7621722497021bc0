#!/bin/bash
# clusters24-c: clusters24-b again with steadier figures: main (7981fee6, base.test) against
# branch clusters24 (new.test), pinned to cores 2,3, 6 rounds alternating which goes first,
# each BenchmarkClusterMix (a cluster kernel that never waits: with a Residency, as the driver
# launches it, and without) and SGEMM256 at 40 and 10 launches, count 3; the process's user
# CPU seconds per run too.
cd "$(dirname "$0")"
xz -dc tests.tar.xz | tar -xf - && chmod +x base.test new.test || exit 1
nproc; uptime
TS="taskset -c 2,3"; $TS true 2>/dev/null || TS=""
TIME='/usr/bin/time -f user_%U_s'; $TIME true 2>/dev/null || TIME=""
for round in 1 2 3 4 5 6; do
  order="base new"; [ $((round % 2)) = 0 ] && order="new base"
  for bin in $order; do
    echo "## round $round $bin"
    (cd sim && GOMAXPROCS=2 $TIME $TS ../$bin.test -test.run XXX -test.bench 'BenchmarkClusterMix' -test.benchtime 40x -test.count 3 2>&1 | grep -E 'ns/op|FAIL|panic|user_')
    (cd sim && GOMAXPROCS=2 $TS ../$bin.test -test.run XXX -test.bench 'BenchmarkSGEMM256/workers=1' -test.benchtime 10x -test.count 3 2>&1 | grep -E 'ns/op|FAIL|panic')
  done
done | tee "${PROBE_OUT:-.}/bench.txt"
