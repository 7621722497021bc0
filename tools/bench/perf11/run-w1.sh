#!/bin/bash
# perf11 (issue 14, ninth pass: launches and scaling), window 1, before: main's shared drop-in
# (lib/) for launch + sync, start to first kernel and 1M one-thread blocks; the real driver for
# the same rows (the H200's own figures); perf11's drop-in (new/: main + CUDASIM_WORKER_TRACE) for
# one and two workers on three CPU pairs with each launch's workers traced, beside two controls:
# host threads (the same work in C on 1 and 2 threads) and two one-worker processes at once.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo
lscpu | head -30
echo "main: $(cat lib/BUILT 2>/dev/null)"; echo "new: $(cat new/BUILT 2>/dev/null)"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf11 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
# 1. The real driver (no LD_LIBRARY_PATH: the system's libcuda.so.1), for reference.
{
timeout 30 taskset -c 2,3 ./host blocks $HERE/blocks.ptx 5 1
timeout 30 taskset -c 2,3 ./host launch 3
for i in 1 2 3; do timeout 30 taskset -c 2,3 ./host first $HERE/bench.ptx; done
} 2>&1 | sed -u 's/^/h200 /' | tee "$OUT/h200.txt"
# 2. main's drop-in: launch + sync (one worker on CPU 2, then 2 workers on 2,3), first (pair 2,3,
# 30 runs alternating with the empty process), 1M blocks with 1 and 2 workers.
{
for r in 1 2 3; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/lib timeout 30 taskset -c 2 ./host launch 5 | sed -u "s/^/launch w1 round=$r /"
  LD_LIBRARY_PATH=$HERE/lib timeout 30 taskset -c 2,3 ./host launch 5 | sed -u "s/^/launch wdef round=$r /"
done
for r in $(seq 30); do
  LD_LIBRARY_PATH=$HERE/lib timeout 30 taskset -c 2,3 ./host first $HERE/bench.ptx | sed -u "s/^/first round=$r /"
done
for r in 1 2; do for wk in 1 2; do
  CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/lib timeout 60 taskset -c 2,3 ./host blocks $HERE/blocks.ptx 3 1 | sed -u "s/^/blocks workers=$wk round=$r /"
done; done
} 2>&1 | tee "$OUT/main.txt"
# 2b. The Go API from a test binary of main's driver package (go test -c): BenchmarkLaunchEmptySync,
# launch + synchronise of an empty kernel, on CPU 2, then on 2,3.
xz -dc driver-main.test.xz > driver.test && chmod +x driver.test && {
  for r in 1 2 3; do
    taskset -c 2 ./driver.test -test.run XXX -test.bench 'LaunchEmptySync' -test.benchtime 200000x -test.count 3 -test.benchmem 2>&1 | grep Benchmark | sed -u "s/^/golaunch cpu=2 round=$r /"
    taskset -c 2,3 ./driver.test -test.run XXX -test.bench 'LaunchEmptySync' -test.benchtime 200000x -test.count 3 -test.benchmem 2>&1 | grep Benchmark | sed -u "s/^/golaunch cpu=2,3 round=$r /"
  done
} 2>&1 | tee "$OUT/golaunch.txt"
rm -f driver.test
# 3. Scaling, traced: perf11's drop-in, workers 1 and 2, pairs 2,3 4,11 8,12; controls.
PAIRS="2,3 4,11 8,12"; [ "$(nproc)" -ge 16 ] || PAIRS="0,1"
{
for round in 1 2 3; do for P in $PAIRS; do
  for wk in 1 2; do
    CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/d timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2> "$OUT/trace-$P-w$wk-r$round.txt" | sed -u "s/^/rows workers=$wk pair=$P round=$round /"
  done
  ./host threads 1 5 | sed -u "s/^/native pair=$P round=$round /" 
  taskset -c $P ./host threads 2 5 | sed -u "s/^/native pair=$P round=$round /"
  # two one-worker processes at once, one on each CPU of the pair
  c1=${P%,*}; c2=${P#*,}
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/d timeout 50 taskset -c $c1 stdbuf -oL ./host rows $HERE/bench.ptx 5 1 > "$OUT/ctl-a.txt" &
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/d timeout 50 taskset -c $c2 stdbuf -oL ./host rows $HERE/bench.ptx 5 1 > "$OUT/ctl-b.txt"
  wait
  sed "s/^/control cpu=$c1 pair=$P round=$round /" "$OUT/ctl-a.txt"; sed "s/^/control cpu=$c2 pair=$P round=$round /" "$OUT/ctl-b.txt"
done; done
} 2>&1 | tee "$OUT/scaling.txt"
rm -f "$OUT/ctl-a.txt" "$OUT/ctl-b.txt"
gzip -9 "$OUT"/trace-*.txt
uptime
