#!/bin/bash
# samples8 probe (window 2): legacyprobe again (window 1 lost section psize0
# to a typo and section offsets to a SIGSEGV at cuParamSeti(f, -4, 1), now
# left out; new: offsets at the 32764-byte end, sharedattr), and why
# eigenvalues' stdout survives its failed assert on the H200: flushprobe
# (abort, assert, nocuda: stdout buffered to a file, then abort/assert) and
# the eigenvalues 11.8 build itself, stdout and stderr to separate files and
# to one.
set -u
echo "== samples8 probe w2 $(date -u +%H:%M:%S)"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
ldd --version | head -1
chmod +x legacyprobe flushprobe
{
	for s in $(./legacyprobe -list); do
		echo "## section $s"
		timeout 30 stdbuf -oL ./legacyprobe legacy_kernel.ptx "$s" 2>&1
		echo "exit $?"
	done
} > "$OUT/legacy.txt"
cat "$OUT/legacy.txt"
for mode in abort assert nocuda exit; do
	./flushprobe $mode > "$OUT/flush.$mode.out" 2> "$OUT/flush.$mode.err"
	echo "exit $?" >> "$OUT/flush.$mode.err"
	echo "== flushprobe $mode: stdout"; cat "$OUT/flush.$mode.out"; echo "== stderr"; cat "$OUT/flush.$mode.err"
done
tar -xJf b118.tar.xz
(cd bin/b118 && LD_LIBRARY_PATH=$PWD timeout 30 ./eigenvalues > "$OUT/eigen.out" 2> "$OUT/eigen.err" < /dev/null; echo "exit $?" >> "$OUT/eigen.err")
(cd bin/b118 && LD_LIBRARY_PATH=$PWD timeout 30 ./eigenvalues > "$OUT/eigen.both" 2>&1 < /dev/null; echo "exit $?" >> "$OUT/eigen.both")
(cd bin/b118 && LD_LIBRARY_PATH=$PWD timeout 30 stdbuf -o4096 ./eigenvalues > "$OUT/eigen.buffered" 2>&1 < /dev/null; echo "exit $?" >> "$OUT/eigen.buffered")
for f in eigen.out eigen.err eigen.both eigen.buffered; do echo "== $f"; cat "$OUT/$f"; done
echo "== probe end $(date -u +%H:%M:%S)"
