#!/bin/bash
# errs13-a: where global and shared accesses start to fault on the H200.
set -x
OUT=${OUT:?}
NVCC=/usr/local/cuda/bin/nvcc
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/env.txt" 2>&1
$NVCC --version | tail -1 >> "$OUT/env.txt"
$NVCC -arch=sm_90 -O2 -o faultmap faultmap.cu -lcuda > "$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; }
cp faultmap.cu "$OUT/"
# shared: four kinds at once, each a process per access
offs="-1073741824 -16777220 -16777216 -1048576 -65536 -4096 -2048 -1032 -1028 -1024 -1020 -1000 -512 -128 -4 0 124 128 252 256 508 512 1020 1024 4092 4096 49148 49152 49276 49280 65536 230400 232444 232448 233472 237568 262144 1048576 4194304 8388608 10485760 12582912 14680064 15728640 16252928 16776192 16777212 16777216 16777220 33554432 67108864 1073741824"
for kind in static dyn dyn48k both; do
	(
		for mode in sts lds stg ldg; do
			for o in $offs; do
				timeout 20 ./faultmap shared $kind $mode $o 2>&1 || echo "$kind $mode $o: exit $?"
			done
		done > "$OUT/shared_$kind.txt"
	) &
done
# global: sweeps in 64 KiB steps up (and down) from a 256-byte buffer until the first fault
{
	for setup in efaults one launchfirst heap256m stack64k fifo64m ctxcreate; do
		for run in 1 2 3; do
			echo "## $setup up run $run"
			timeout 60 ./faultmap global $setup 65536 65536 16384 1 2>&1 || echo "exit $?"
		done
		echo "## $setup down"
		timeout 60 ./faultmap global $setup -65536 65536 16384 -1 2>&1 || echo "exit $?"
	done
} > "$OUT/global.txt"
wait
tail -n 3 "$OUT"/*.txt
