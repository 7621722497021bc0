#!/bin/bash
# res33a-c (session 33): what session 33's H100 window left open (README.md beside this). Builds
# vmm33, hostcalls4, fifo4, tidy32's outputs and probe31's fault with nvcc, runs each natively
# (NAME.out, stderr NAME.err) and the first three through the drop-in (NAME.sim.out), and
# printf32's probe (printf32/, its own run.sh) beside them; the fault spins last, while time is left.
set -u
O=${PROBE_OUT:-$(pwd)/out}
H=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$O"
export PATH=/usr/local/cuda/bin:$PATH
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/info.txt"
nvcc --version | tail -1 | tee -a "$O/info.txt"
(PROBE_OUT=$O/printf32 timeout -k 5 120 bash "$H/printf32/run.sh" > "$O/printf32.stdout" 2>&1) &
B=$(mktemp -d /tmp/res33a.XXXXXX)
cp "$H/cases.h" "$H/vmm33.c" "$B/"
builds=()
nvcc -O1 -o "$B/vmm33" "$B/vmm33.c" -lcuda > "$O/build-vmm33.log" 2>&1 & builds+=($!)
for p in hostcalls4 outputs; do nvcc -arch=sm_90 -o "$B/$p" "$H/$p.cu" -lcuda > "$O/build-$p.log" 2>&1 & builds+=($!); done
for p in fifo4 fault; do nvcc -arch=sm_90 -o "$B/$p" "$H/$p.cu" > "$O/build-$p.log" 2>&1 & builds+=($!); done
wait "${builds[@]}"
echo "built at ${SECONDS}s: $(cd "$B" && ls vmm33 hostcalls4 outputs fifo4 fault 2>&1 | tr '\n' ' ')"
run() { # OUT CMD...: a run's stdout (stderr beside it as .err), then its exit status
	local f=$1
	shift
	timeout -k 2 90 "$@" > "$f" 2> "${f%.out}.err"
	echo "exit $?" >> "$f"
}
sim() { # OUT CMD...: run through the drop-in
	local f=$1
	shift
	run "$f" env LD_LIBRARY_PATH="$SHARED/lib" CUDASIM_LOG=error "$@"
}
(cd "$B" && run "$O/hostcalls4.out" ./hostcalls4 && sim "$O/hostcalls4.sim.out" ./hostcalls4) &
(cd "$B" && run "$O/fifo4.out" ./fifo4 heap:3 heap:4 heap:2 fifo:3 && sim "$O/fifo4.sim.out" ./fifo4 heap:3 heap:4 heap:2 fifo:3) &
run "$O/vmm33.out" "$B/vmm33"
sim "$O/vmm33.sim.out" "$B/vmm33"
run "$O/outputs_1.out" "$B/outputs"
run "$O/outputs_2.out" "$B/outputs"
sim "$O/outputs.sim.out" "$B/outputs"
wait
for c in 100000000 400000000 800000000; do # timings: coarse bounds only
	[ $SECONDS -lt 170 ] && run "$O/fault_$c.out" "$B/fault" "$c"
done
rm -rf "$B"
echo "done at ${SECONDS}s"
grep -c . "$O"/*.out
