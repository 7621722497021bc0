#!/bin/bash
# interop29-c (session 29): interop26's open cases measured at the driver (README.md beside
# this). Builds src/*.cu with nvcc 13.0, runs them natively, and records cx_main primary (from
# cx_main.xz, interop26's window-3 binary) through cudasim's recorder over the real driver.
# Writes to $PROBE_OUT: cxp.out, logs.out, spin/*.out, cx_primary.out, cx_primary.trace(.data).
set -u
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O/spin"
export PATH=/usr/local/cuda/bin:$PATH
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/info.txt"
nvcc --version | tail -1 | tee -a "$O/info.txt"
B=$(mktemp -d /tmp/interop29.XXXXXX)
nvcc -arch=sm_90 -o "$B/cxp" src/cxp.cu -lcuda > "$O/build.log" 2>&1 &
nvcc -arch=sm_90 -o "$B/logs" src/logs.cu -lcuda >> "$O/build.log" 2>&1 &
nvcc -arch=sm_90 -o "$B/spin" src/spin.cu >> "$O/build.log" 2>&1 &
wait
xz -dc cx_main.xz > "$B/cx_main" && chmod +x "$B/cx_main"
run() { # OUT CMD...: a run's stdout and stderr, then its exit status
	local f=$1
	shift
	timeout -k 2 30 "$@" > "$f" 2>&1
	echo "exit $?" >> "$f"
}
run "$O/cxp.out" "$B/cxp"
run "$O/cxp2.out" "$B/cxp"
run "$O/logs.out" "$B/logs"
for c in 0 20000 2000000 600000000; do
	for m in quick copy sleep; do run "$O/spin/$c-$m.out" "$B/spin" $c $m; done
done
for i in 1 2 3 4 5; do run "$O/spin/0-quick-$i.out" "$B/spin" 0 quick; done
run "$O/cx_primary.out" "$B/cx_main" primary
real=$(ldconfig -p | awk '/libcuda.so.1 /{print $NF; exit}')
echo "real driver $real" >> "$O/info.txt"
(cd "$O" && run "$O/cx_primary.rec.out" env LD_LIBRARY_PATH=$SHARED/lib:/usr/local/cuda/lib64 \
	CUDASIM_RECORD_DRIVER=$real CUDASIM_TRACE=$O/cx_primary.trace "$B/cx_main" primary)
rm -rf "$B"
tail -n +1 "$O"/info.txt "$O"/build.log
grep -c . "$O"/*.out "$O"/spin/*.out
