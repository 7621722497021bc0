#!/bin/bash
# samples8 probe (window 1): the legacy launch API and
# cuDeviceGetTexture1DLinearMaxWidth (legacyprobe, one process a section),
# cuLinkAddData with a NULL name (linkname), and H200 outputs of cuda-samples
# runs at smaller sizes (runs.txt, 11.8 builds in b118.tar.xz), each twice;
# flushprobe: how stdout is buffered after driver calls, and abort().
set -u
echo "== samples8 probe $(date -u +%H:%M:%S)"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
chmod +x legacyprobe linkname
{
	for s in $(./legacyprobe -list); do
		echo "## section $s"
		timeout 30 stdbuf -oL ./legacyprobe legacy_kernel.ptx "$s" 2>&1
		echo "exit $?"
	done
} > "$OUT/legacy.txt"
cat "$OUT/legacy.txt"
{ timeout 30 stdbuf -oL ./linkname legacy_kernel.ptx 2>&1; echo "exit $?"; } > "$OUT/linkname.txt"
cat "$OUT/linkname.txt"
chmod +x flushprobe
for mode in abort exit; do
	./flushprobe $mode > "$OUT/flush.$mode.out" 2> "$OUT/flush.$mode.err"
	echo "exit $?" >> "$OUT/flush.$mode.err"
	echo "== flushprobe $mode: stdout"; cat "$OUT/flush.$mode.out"; echo "== stderr"; cat "$OUT/flush.$mode.err"
done
tar -xJf b118.tar.xz
mkdir -p "$OUT/golden/b118" "$OUT/again"
while read -r id name args; do
	case $id in '#'*|'') continue ;; esac
	for pass in golden again; do
		f=$OUT/golden/b118/$id.h200.out
		[ $pass = again ] && f=$OUT/again/b118.$id.out
		t0=$SECONDS
		# shellcheck disable=SC2086
		(cd bin/b118 && LD_LIBRARY_PATH=${SIM_LIB:+$SIM_LIB:}$PWD timeout 30 ./$name $args 2>&1 < /dev/null; echo "exit $?") > "$f"
		echo "  b118/$id ($pass) $(tail -1 "$f") $((SECONDS - t0))s"
	done
	cmp -s "$OUT/golden/b118/$id.h200.out" "$OUT/again/b118.$id.out" || diff "$OUT/golden/b118/$id.h200.out" "$OUT/again/b118.$id.out" | head -10 | sed 's/^/      /'
done < runs.txt
echo "== probe end $(date -u +%H:%M:%S)"
