#!/bin/bash
# ci21-a: builds suite/src/s_printf2.cu with the suite's build.sh (nvcc 13.0, as bin.txz's
# binaries) and runs it five times on the H200 as gpu.sh runs a program (stdout and stderr
# together, then "exit N"), each output capped at 100 MB; returns the binary and the outputs
# (xz), and the outputs with lines over 300 bytes cut, for reading.
set -u
export PATH=$PATH:/usr/local/cuda/bin
O=$PROBE_OUT
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvcc --version | tail -2; ldd --version | head -1; } 2>&1 | tee $O/env.txt
cd suite
NVCC_TIMEOUT=150 bash build.sh > $O/build.log 2>&1; echo "build rc $?" | tee -a $O/build.log
cat $O/build.log
ls -la bin/b130 || exit 1
cp bin/b130/build-info.txt $O/
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - bin/b130/build-info.txt bin/b130/s_printf2 | xz -9 -T1 > $O/bin-s_printf2.tar.xz
sha256sum bin/b130/s_printf2 | tee $O/sha256.txt
for i in 1 2 3 4 5; do
	t0=$(date +%s%N)
	{ LD_LIBRARY_PATH=/usr/local/cuda/lib64 timeout 20 ./bin/b130/s_printf2 2>&1; echo "exit $?"; } | head -c 100000000 > /tmp/p2run$i.out
	t1=$(date +%s%N)
	echo "run $i: $(wc -c < /tmp/p2run$i.out) bytes, $(( (t1 - t0) / 1000000 )) ms, tail: $(tail -c 40 /tmp/p2run$i.out | tr '\n' '|')"
	cut -c1-300 /tmp/p2run$i.out > $O/run$i.cut.out
	xz -1 -T1 -c /tmp/p2run$i.out > /tmp/p2run$i.out.xz
	ls -la /tmp/p2run$i.out.xz
	# whole outputs come back when small (a run past its record can print 100 MB)
	[ $(stat -c %s /tmp/p2run$i.out.xz) -le 2000000 ] && cp /tmp/p2run$i.out.xz $O/
done
for i in 2 3 4 5; do echo "== cut diff run1 run$i"; diff $O/run1.cut.out $O/run$i.cut.out | cut -c1-200; done
