#!/bin/bash
# prepare.sh [PROBE...]: fills devq/ (at the checkout's root, ignored by git) with the drop-in
# (devq/_shared/lib/libcuda.so.1.xz) and the probe folders that earlier sessions committed and
# no GPU window has run yet, each with run.sh, TIMEOUT and READY. tools/devq/README.md says how
# a session sends them to the GPU machine. Without arguments, every probe below.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
q=$root/devq
cr=$root/libcuda/testdata/cudart
mkdir -p "$q/_shared/lib"
grep -qsx '/devq/' "$(git -C "$root" rev-parse --git-common-dir)/info/exclude" ||
	echo /devq/ >> "$(git -C "$root" rev-parse --git-common-dir)/info/exclude"
tarxz() { tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - "$@" | xz -9e; }
ready() { # DIR TIMEOUT: the run.sh must already be there
	echo "$2" > "$1/TIMEOUT"
	touch "$1/READY"
	echo "$(basename "$1"): $(du -sh "$1" | cut -f1)"
}
dropin() {
	local tmp
	tmp=$(mktemp -d)
	(cd "$root" && go build -buildmode=c-shared -ldflags '-s -w' -o "$tmp/libcuda.so.1" ./libcuda)
	xz -9e -c "$tmp/libcuda.so.1" > "$q/_shared/lib/libcuda.so.1.xz"
	rm -rf "$tmp" "$q/_shared/lib/libcuda.so.1"
	git -C "$root" log -1 --format='%h %s' | cut -c1-100 > "$q/_shared/BUILT"
}
# graphs26-b: 22 graph programs (graphs26/src), natively twice and through the drop-in.
graphs26() {
	rm -rf "$q/graphs26-b"
	bash "$cr/graphs26/mkprobe.sh" "$q/graphs26-b" > /dev/null
	ready "$q/graphs26-b" 240
}
# tex26-b: tex26's current sources (t_bc, t_sparse*, t_border are new), rebuilt: no bin.txz.
tex26() {
	local d=$q/tex26-b
	rm -rf "$d" && mkdir -p "$d"
	(cd "$cr/.." && tarxz cudart/src/check.h cudart/tex26/build.sh cudart/tex26/cases.txt cudart/tex26/src \
		cudart/tex26/probe-run.sh) > "$d/tree.txz"
	printf '#!/bin/bash\nxz -dc tree.txz | tar xf - && TEX26_BUILD=1 exec bash cudart/tex26/probe-run.sh\n' > "$d/run.sh"
	ready "$d" 300
}
# interop26-b: every case of cases.txt rebuilt (interop26/README.md, "Not measured yet").
interop26() {
	local d=$q/interop26-b i=$cr/interop26
	rm -rf "$d" && mkdir -p "$d"
	cp -r "$i/build.sh" "$i/cases.txt" "$i/names-extra.txt" "$i/src" "$i/probe-run.sh" "$i/old118.txz" "$d/"
	cp "$cr/src/check.h" "$d/"
	printf '#!/bin/bash\nexec bash probe-run.sh\n' > "$d/run.sh"
	ready "$d" 240
}
# fma26-b: the contraction kernels' second window (testdata/reference/fma26/README.md).
fma26() {
	local d=$q/fma26-b f=$root/testdata/reference/fma26
	rm -rf "$d" && mkdir -p "$d/src"
	cp "$f/probe-b.sh" "$d/run.sh"
	cp "$f/c_fma.c" "$d/src/"
	(cd "$f" && python3 gen.py) | xz -9e > "$d/src/fma.ptx.xz"
	ready "$d" 200
}
# sweep27-a: the self-checking programs built by nvcc 13.0 (sm_90, sm_80) and the 11.8 binaries,
# natively twice and through the drop-in (sweep27/README.md).
sweep27() {
	local d=$q/sweep27-a
	rm -rf "$d" && mkdir -p "$d"
	cp -r "$cr/sweep27" "$d/p"
	printf '#!/bin/bash\nOUT=$PROBE_OUT DROPIN=$SHARED/lib JOBS=8 exec bash p/probe.sh\n' > "$d/run.sh"
	ready "$d" 400
}
# fuzz27-a: device printf widths past 1,000,000 and copy offsets past 2^64, natively.
fuzz27() {
	local d=$q/fuzz27-a
	rm -rf "$d" && mkdir -p "$d"
	cp -r "$root/testdata/reference/fuzz27" "$d/p"
	printf '#!/bin/bash\nOUT=$PROBE_OUT exec bash p/run.sh\n' > "$d/run.sh"
	ready "$d" 200
}
# sweep28-d: -G template shared sizes, the corrected sweep27 programs by nvcc 13.0
# (sweep27/probe28/README.md; the session-28 windows refused it).
sweep28() {
	bash "$cr/sweep27/probe28/mkprobe.sh" "$q/sweep28-d" d
}
probes=${*:-graphs26 tex26 interop26 fma26 sweep27 fuzz27 sweep28}
dropin
for p in $probes; do "$p"; done
du -sh "$q"
