#!/bin/bash
# where a device assert's message goes on the H200: 13.0 and 11.8 builds of
# a.cu (runtime API), and d.cpp (driver API) loading 11.8's and 13.0's PTX.
set -x
cd "$(dirname "$0")"
nvcc -arch=sm_90 -o a130 a.cu
nvcc -arch=compute_90 -ptx -o a130.ptx a.cu
nvcc -o d130 d.cpp -lcuda
chmod +x a118
show() { for f in "$@"; do echo "---- $f"; cat "$f"; done; }
for b in a130 a118; do
	./$b > $b.out 2> $b.err; echo "rc $?" >> $b.out
	./$b > $b.both 2>&1; echo "rc $?" >> $b.both
	show $b.out $b.err $b.both
done
for p in a118 a130; do
	./d130 $p.ptx > d-$p.out 2> d-$p.err; echo "rc $?" >> d-$p.out
	./d130 $p.ptx > d-$p.both 2>&1; echo "rc $?" >> d-$p.both
	show d-$p.out d-$p.err d-$p.both
done
grep -m1 "^.version" a130.ptx a118.ptx
