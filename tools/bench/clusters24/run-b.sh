#!/bin/bash
# clusters24-b: sim benchmarks of main (7981fee6, base.test) and branch clusters24 (new.test),
# the same benchmark file (sim/bench_clusterwait_test.go) in both, stripped test binaries,
# pinned to cores 2,3, order alternating, 3 rounds: kernels that never wait must keep their
# speed (Reduce1M, Hash16K, SGEMM256, SmallLaunch; ClusterMix: a cluster kernel, with and
# without a Residency).
cd "$(dirname "$0")"
xz -dc tests.tar.xz | tar -xf - && chmod +x base.test new.test || exit 1
nproc; uptime
TS="taskset -c 2,3"; $TS true 2>/dev/null || TS=""
B='BenchmarkReduce1M|BenchmarkHash16K|BenchmarkSGEMM256|BenchmarkSmallLaunch$|BenchmarkClusterMix'
for round in 1 2 3; do
  order="base new"; [ $round = 2 ] && order="new base"
  for bin in $order; do
    echo "## round $round $bin"
    (cd sim && GOMAXPROCS=2 $TS ../$bin.test -test.run XXX -test.bench "$B" -test.benchtime ${BENCHTIME:-0.3s} 2>&1 | grep -E 'ns/op|FAIL|panic')
  done
done | tee "${PROBE_OUT:-.}/bench.txt"
