#!/bin/bash
# res32a-c (session 32): what probe gold31-c's answers on an H100 left open (README.md beside
# this). Builds hostcalls3, logs3, fifo3 and probe31's fault.cu (copied beside by
# tools/devq/prepare.sh) with nvcc 13.0, runs each natively and through the drop-in
# (NAME.out, NAME.sim.out), fault with longer spins (fault_CYCLES_N.out).
set -u
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
export PATH=/usr/local/cuda/bin:$PATH
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/info.txt"
nvcc --version | tail -1 | tee -a "$O/info.txt"
B=$(mktemp -d /tmp/res32a.XXXXXX)
for p in hostcalls3 logs3 fifo3 fault; do
	[ -f $p.cu ] && nvcc -arch=sm_90 -o "$B/$p" $p.cu -lcuda >> "$O/build.log" 2>&1 &
done
wait
run() { # OUT CMD...: a run's stdout and stderr, then its exit status
	local f=$1
	shift
	timeout -k 2 100 "$@" > "$f" 2>&1
	echo "exit $?" >> "$f"
}
for p in hostcalls3 logs3 fifo3; do
	run "$O/$p.out" "$B/$p"
	run "$O/$p.sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/$p"
done
for c in 100000000 400000000 800000000; do
	for i in 1 2; do run "$O/fault_${c}_$i.out" "$B/fault" "$c"; done
done
run "$O/fault_400000000.sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/fault" 400000000
rm -rf "$B"
grep -c . "$O"/*.out
