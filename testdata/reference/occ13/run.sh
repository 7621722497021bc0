#!/bin/bash
# occ13-b: t_dp_devupd2.cu (occ13-a's, whose device-launch instantiation the
# H200 refused) in three builds: as it was, without the device-side
# cudaGetLastError (-DNO_LASTERR: no libcudadevrt call left but the node
# updates), and instantiating for the host and launching first
# (-DHOST_FIRST, as t_dp_devupd did). Each run twice.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-.}"
NVCC=/usr/local/cuda/bin/nvcc
[ -x "$NVCC" ] || NVCC=nvcc
for v in plain NO_LASTERR HOST_FIRST; do
	D=""
	[ "$v" != plain ] && D="-D$v"
	$NVCC -gencode 'arch=compute_90,code=[sm_90,compute_90]' -rdc=true -O2 -std=c++17 -I. $D -o t_$v t_dp_devupd2.cu \
		-lcudadevrt -cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s > "$OUT/nvcc-$v.txt" 2>&1
	echo "nvcc $v exit $?"
	[ -x t_$v ] || continue
	cp t_$v "$OUT/" || true
	for i in 1 2; do
		timeout 60 ./t_$v > "$OUT/$v.h200.$i.out" 2>&1; echo "exit $?" >> "$OUT/$v.h200.$i.out"
	done
	cmp "$OUT/$v.h200.1.out" "$OUT/$v.h200.2.out" && echo "$v: the two runs agree"
	cat "$OUT/$v.h200.1.out"
done
