#!/bin/bash
# errs13-c: which driver calls make the 74 MiB above a context's first
# allocation mapped (SOLO, so that cuMemGetInfo's drops are the probe's).
set -x
OUT=${OUT:?}
NVCC=/usr/local/cuda/bin/nvcc
cp drvmap.c st.cu run.sh "$OUT/"
$NVCC -arch=sm_90 -cubin -o drvmap.cubin st.cu > "$OUT/build.log" 2>&1
gcc -O1 -o drvmap drvmap.c -I/usr/local/cuda/include -lcuda >> "$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; }
{
	for seq in "mod alloc big" "alloc big mod" "mod alloc" "alloc mod" "cubin alloc big" "cubin alloc" \
		"hostalloc mod alloc big" "hostalloc mod alloc" "hostreg mod alloc big" "hostreg mod alloc" \
		"mod launch alloc big" "mod launch alloc" "mod local alloc big" "mod local alloc" "mod alloc local" \
		"stack mod alloc big" "stack mod alloc" "ctxcreate mod alloc big" "ctxcreate mod alloc" \
		"mod alloc launch" "cubin launch alloc big"; do
		echo "## $seq"
		timeout 60 ./drvmap $seq 2>&1 || echo "exit $?"
	done
} > "$OUT/drvmap.txt"
cat "$OUT/drvmap.txt"
