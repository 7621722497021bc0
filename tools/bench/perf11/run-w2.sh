#!/bin/bash
# perf11 (issue 14, ninth pass: launches and scaling), window 2, after: main's shared drop-in
# (lib/, "main") against perf11's (new/, "perf11"), alternating in every row: launch + sync and
# the kernel rows (one worker, CPU 2), the Go API's launch + sync (test binaries of both
# branches' driver package), start to first kernel (pair 2,3), 1M one-thread blocks (one and
# two workers, pair 2,3); then perf11's two workers against one on three pairs, traced.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo
echo "main: $(cat lib/BUILT 2>/dev/null)"; echo "perf11: $(cat new/BUILT 2>/dev/null)"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf11 drop-in"; exit 1; }
xz -dc driver-main.test.xz > driver-main.test && xz -dc driver-new.test.xz > driver-new.test && chmod +x driver-*.test || echo "no driver tests"
set +x
export CUDASIM_PROGRESS=0
lib() { case $1 in main) echo $HERE/lib ;; perf11) echo $HERE/d ;; esac; }
{
for r in 1 2 3 4 5; do for b in main perf11; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(lib $b) timeout 30 taskset -c 2 ./host launch 5 | sed -u "s/^/$b launch round=$r /"
done; done
for r in 1 2 3; do for b in main new; do
  taskset -c 2 ./driver-$b.test -test.run XXX -test.bench 'LaunchEmptySync' -test.benchtime 200000x -test.count 3 -test.benchmem 2>&1 | grep Benchmark | sed -u "s/^/$b golaunch round=$r /"
done; done
for r in $(seq 20); do for b in main perf11; do
  LD_LIBRARY_PATH=$(lib $b) timeout 30 taskset -c 2,3 ./host first $HERE/bench.ptx | sed -u "s/^/$b first round=$r /"
done; done
for r in 1 2 3; do for wk in 1 2; do for b in main perf11; do
  CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$(lib $b) timeout 60 taskset -c 2,3 ./host blocks $HERE/blocks.ptx 3 1 | sed -u "s/^/$b blocks workers=$wk round=$r /"
done; done; done
for r in 1 2 3 4; do for b in main perf11; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(lib $b) timeout 50 taskset -c 2 stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/$b rows workers=1 round=$r /"
done; done
} 2>&1 | tee "$OUT/ab.txt"
rm -f driver-*.test
PAIRS="2,3 4,11 8,12"; [ "$(nproc)" -ge 16 ] || PAIRS="0,1"
{
for round in 1 2 3; do for P in $PAIRS; do
  for wk in 1 2; do
    CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/d timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2> "$OUT/trace-$P-w$wk-r$round.txt" | sed -u "s/^/rows workers=$wk pair=$P round=$round /"
    CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/lib timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/main workers=$wk pair=$P round=$round /"
  done
  # glibc without its AVX-512 string functions (whose registers VZEROUPPER does not clean)
  GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX512VL,-AVX512BW,-AVX512DQ,-AVX512CD CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=2 LD_LIBRARY_PATH=$HERE/d timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2> "$OUT/trace-$P-w2noavx512-r$round.txt" | sed -u "s/^/rows workers=2noavx512 pair=$P round=$round /"
  taskset -c $P ./host threads 2 5 | sed -u "s/^/native pair=$P round=$round /"
  taskset -c ${P%,*} ./host threads 1 5 | sed -u "s/^/native pair=$P round=$round /"
done; done
} 2>&1 | tee "$OUT/scaling.txt"
gzip -9 "$OUT"/trace-*.txt
uptime
