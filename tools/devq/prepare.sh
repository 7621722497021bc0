#!/bin/bash
# prepare.sh [PROBE...]: fills devq/ (at the checkout's root, ignored by git) with the drop-in
# (devq/_shared/lib/libcuda.so.1.xz) and the probe folders that earlier sessions committed and
# no GPU window has run yet, each with run.sh, TIMEOUT and READY. tools/devq/README.md says how
# a session sends them to the GPU machine. Without arguments, every probe below not yet run.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
q=$root/devq
cr=$root/libcuda/testdata/cudart
mkdir -p "$q/_shared/lib"
grep -qsx '/devq/' "$(git -C "$root" rev-parse --git-common-dir)/info/exclude" ||
	echo /devq/ >> "$(git -C "$root" rev-parse --git-common-dir)/info/exclude"
tarxz() { tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - "$@" | xz -9e; }
ready() { # DIR TIMEOUT: the run.sh must already be there
	local f
	while IFS= read -r f; do # a script that does not parse would lose the window's run
		bash -n "$f" || { echo "$f does not parse" >&2; exit 1; }
	done < <(find "$1" -name '*.sh')
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
# bins118 DIR FOLDER FIND-TESTS...: DIR/bins.txz, a tar of bin/b118/ holding CUDA 11.8's
# libcudart.so.11.0 (from the cudart archive) and the files of FOLDER that find's tests select.
bins118() {
	local dir=$1 from=$2 tmp
	shift 2
	tmp=$(mktemp -d)
	mkdir -p "$tmp/bin/b118"
	zstd -dc "$cr/bin.tar.zst" | tar -xf - -C "$tmp" bin/b118/libcudart.so.11.0
	find "$from" -maxdepth 1 -type f "$@" -exec cp {} "$tmp/bin/b118/" \;
	(cd "$tmp" && tar --sort=name -cf - bin | xz -9 -T2) > "$dir/bins.txz"
	rm -rf "$tmp"
}
# graphs26-b: 22 graph programs (graphs26/src), natively twice and through the drop-in.
graphs26() {
	rm -rf "$q/graphs26-b"
	bash "$cr/graphs26/mkprobe.sh" "$q/graphs26-b" > /dev/null
	ready "$q/graphs26-b" 240
}
# tex26-b: tex26's current sources (t_bc, t_sparse*, t_border are new), rebuilt: no bin.txz.
# Ran in session 28 (tex26's README, "Recorded"); kept for a rerun by name.
tex26() {
	local d=$q/tex26-b
	rm -rf "$d" && mkdir -p "$d"
	(cd "$cr/.." && tarxz cudart/src/check.h cudart/tex26/build.sh cudart/tex26/cases.txt cudart/tex26/src \
		cudart/tex26/probe-run.sh) > "$d/tree.txz"
	printf '#!/bin/bash\nxz -dc tree.txz | tar xf - && TEX26_BUILD=1 exec bash cudart/tex26/probe-run.sh\n' > "$d/run.sh"
	ready "$d" 300
}
# tex28-c: t_bc with its "use" lines, t_sparse past its sparse surface array, t_linlimit (the
# linear size limit per texel size); tex26's README, "Open".
tex28() {
	bash "$cr/tex26/mkprobe.sh" "$q/tex28-c" bc sparse linlimit > /dev/null
	echo "tex28-c: $(du -sh "$q/tex28-c" | cut -f1)"
}
# fma28-c (session 28): interop26-c, the 18 interop26 cases that interop26-b could not run (lb_*,
# cx_*, lo rebuilt on interop26-b's binaries, bin.txz; sr118* with the 11.8 runtime beside
# them), and fma26-c, window 3's split kernels and genrand.py's 400 random kernels
# (testdata/reference/fma26/probe-c.sh), side by side.
fma28() {
	local d=$q/fma28-c i=$cr/interop26 f=$root/testdata/reference/fma26
	rm -rf "$d" && mkdir -p "$d/interop" "$d/fma/src"
	cp -r "$i/build.sh" "$i/cases.txt" "$i/names-extra.txt" "$i/src" "$i/probe-run.sh" "$i/old118.txz" "$i/bin.txz" "$d/interop/"
	cp "$cr/src/check.h" "$d/interop/"
	zstd -dc < "$cr/bin.tar.zst" | tar xf - -O bin/b118/libcudart.so.11.0 | xz -9e > "$d/interop/libcudart.so.11.0.xz"
	cp "$f/probe-c.sh" "$d/fma/run.sh"
	cp "$f/c_fma.c" "$d/fma/src/"
	(cd "$f" && python3 genrand.py 400 26) | xz -9e > "$d/fma/src/rand.ptx.xz"
	(cd "$f" && python3 gen.py) | xz -9e > "$d/fma/src/fma.ptx.xz"
	cat > "$d/run.sh" << 'RUN'
#!/bin/bash
# fma28-c: interop26-c and fma26-c side by side (tools/devq/prepare.sh), each under 200 s.
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"/interop26-c "$O"/fma26-c
(cd interop && PROBE_OUT=$O/interop26-c REBUILD="lb_main cx_main lo_main" \
	CASES="lb_kinds lb_kinds_eager lb_errors lb_attrs lb_busy lb_reset lb_twice lb_own lb_first cx_created cx_pushed cx_null cx_primary cx_streams cx_funcs lo sr118 sr118x" \
	timeout -k 5 200 bash probe-run.sh > "$O/interop26-c/stdout.txt" 2>&1) &
(cd fma && PROBE_OUT=$O/fma26-c timeout -k 5 200 bash run.sh > "$O/fma26-c/stdout.txt" 2>&1) &
wait
tail -25 "$O/interop26-c/stdout.txt"
tail -15 "$O/fma26-c/stdout.txt"
RUN
	ready "$d" 240
}
# fma26-d: gen.py's kernels with window 4 (testdata/reference/fma26/README.md; ran in session 29).
fma26d() {
	local d=$q/fma26-d f=$root/testdata/reference/fma26
	rm -rf "$d" && mkdir -p "$d/src"
	cp "$f/probe-c.sh" "$d/probe.sh"
	cp "$f/c_fma.c" "$d/src/"
	(cd "$f" && python3 gen.py) | xz -9e > "$d/src/fma.ptx.xz"
	printf '#!/bin/bash\nRUNS="fma native def\nfma native def2\nfma native O0\nfma sim def" exec bash probe.sh\n' > "$d/run.sh"
	ready "$d" 120
}
# sweep27-a: the self-checking programs built by nvcc 13.0 (sm_90, sm_80) and the 11.8 binaries,
# natively twice and through the drop-in (sweep27/README.md).
sweep27() {
	local d=$q/sweep27-a
	rm -rf "$d" && mkdir -p "$d"
	cp -r "$cr/sweep27" "$d/p"
	mkdir -p "$d/src" && cp "$cr/src/check.h" "$d/src/" # sw27.h includes ../../src/check.h
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
# (sweep27/probe28/README.md). Ran in session 29; kept for a rerun by name.
sweep28() {
	bash "$cr/sweep27/probe28/mkprobe.sh" "$q/sweep28-d" d
}
# sweep29-e: nvcc 13.0's q_frames and q_smemt builds that run on glibc 2.36, returned and
# checked (sweep27/probe28/README.md). Ran in session 33 as part of res33b-c; kept for a rerun
# by name.
sweep29e() {
	bash "$cr/sweep27/probe28/mkprobe.sh" "$q/sweep29-e" e
}
# interop29-c: interop26's open cases (cx_primary, lo, or_*) measured at the driver
# (interop26/probe29/README.md).
interop29() {
	local d=$q/interop29-c
	rm -rf "$d" && cp -r "$cr/interop26/probe29" "$d"
	ready "$d" 200
}
# printf29-c: the H200's device printf and the host's glibc printf of 4,086 single conversions
# (testdata/reference/printf29/README.md), natively.
# printf31-c: the %hh length modifier's argument, varied (testdata/reference/printf31/README.md).
printf31() {
	local d=$q/printf31-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/printf31/"{probe.cu,run.sh} "$d/"
	ready "$d" 60
}
# printf32-c: what session 32's record model leaves open (testdata/reference/printf32/README.md).
printf32() {
	local d=$q/printf32-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/printf32/"{probe.cu,run.sh} "$d/"
	ready "$d" 120
}
printf29() {
	local d=$q/printf29-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/printf29/"{probe.cu,cases.txt} "$d/"
	cp "$root/testdata/reference/printf29/run.sh" "$d/run.sh"
	ready "$d" 240
}
# graphs29-c (session 29): s_gr_hostcalls serial, s_gr_synccap(+_ptds), s_gr_whilespin and
# s_gr_capevent (graphs26/README.md, "Session 29"), natively twice and through the drop-in.
graphs29() {
	rm -rf "$q/graphs29-c"
	bash "$cr/graphs26/mkprobe.sh" "$q/graphs29-c" s_gr_hostcalls s_gr_synccap s_gr_whilespin s_gr_capevent > /dev/null
	ready "$q/graphs29-c" 240
}
# sparse29-c: t_layout's block-linear sizes, tile mappings and deferred arrays (tex26/README.md).
# Ran in session 31 (goldens golden/b130/layout*); kept for a rerun by name.
sparse29() {
	bash "$cr/tex26/mkprobe.sh" "$q/sparse29-c" layout layout.later layout.deferred0 layout.deferred1 layout.deferred2 layout.packedmip > /dev/null
	echo "sparse29-c: $(du -sh "$q/sparse29-c" | cut -f1)"
}
# sparse31-c: t_pages, what session 31's tile pool pages infer: part of a miptail alone, one
# page under tiles of other texel sizes and formats, one copy through two tiles of a page,
# unnormalized coordinates on mipmapped textures, deferred arrays unmapped under a texture,
# mipmapped or in part (tex26/README.md, "Open").
sparse31() {
	bash "$cr/tex26/mkprobe.sh" "$q/sparse31-c" pages.tail pages.alias pages.conflict pages.mipnorm pages.deferredtex pages.deferredmip pages.deferredpart > /dev/null
	echo "sparse31-c: $(du -sh "$q/sparse31-c" | cut -f1)"
}
# perf29-c: reduce and the kernel rows, session 28's main (19274b95) against this checkout, one
# worker, then two workers against one, on the GPU host's CPU (docs/engine-performance.md, perf29).
perf29() {
	bash "$root/tools/bench/perf29/mkprobe.sh" "$q/perf29-c" 19274b95 120 > /dev/null
	touch "$q/perf29-c/SOLO"
	ready "$q/perf29-c" 240
}
# fuzz30-c: sparse tile pages shared in one call or left by destroyed arrays, and wild pointers,
# natively and through the drop-in (testdata/reference/fuzz30/README.md).
fuzz30() {
	local d=$q/fuzz30-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/fuzz30/"{probe.c,run.sh} "$d/"
	ready "$d" 240
}
# rt30-c (session 30): rt30's programs, nvcc 11.8's binaries natively (the goldens of
# TestCudartRT30) and nvcc 13.0's natively and through the drop-in; archpick (which code runs
# from sm_90 SASS beside compute_80 PTX). Two GPUs for the r_multidev programs
# (libcuda/testdata/cudart/rt30/README.md, "Probe"). Ran on one GPU in sessions 32 and 33; left
# for a call that names nvidia-h100-x2 (its r_multidev programs).
rt30() {
	bash "$cr/rt30/mkprobe.sh" "$q/rt30-c" > /dev/null
	ready "$q/rt30-c" 420
}
# rt31-c (session 31): rt30's r_fifo2 and r_lazyload (bin31.txz, nvcc 11.8) natively, r_lazyload
# and r_heldorder again with CUDA_MODULE_LOADING=EAGER, the two built by nvcc 13.0 natively and
# through the drop-in: what fixes the printf FIFO and heap limits, and how far a kernel's lazy
# loading orders work behind a kernel waiting for the host (libcuda/testdata/cudart/rt30/README.md).
rt31() {
	bash "$cr/rt30/mkprobe.sh" "$q/rt31-c" probe31.sh > /dev/null
	ready "$q/rt31-c" 240
}
# kern30-c (session 30): sweep30's programs built by nvcc 13.0, run natively twice and through
# the drop-in (libcuda/testdata/cudart/sweep30/README.md); kern30g-c the -G builds. Session 32's
# window ran the 11.8 binaries (all matched) and was cut at 240 s before the 13.0 ones: each
# probe now runs one 13.0 build.
kern30() {
	bash "$cr/sweep30/mkprobe.sh" "$q/kern30-c" sweep30 b130 > /dev/null
	ready "$q/kern30-c" 240
}
kern30g() {
	bash "$cr/sweep30/mkprobe.sh" "$q/kern30g-c" sweep30 b130G > /dev/null
	ready "$q/kern30g-c" 240
}
# locks30-c: host buffers mapped at their start only (copies, images, registered memory
# protected after registration, queued copies), natively and through the drop-in
# (testdata/reference/locks30/README.md).
locks30() {
	local d=$q/locks30-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/locks30/probe.c" "$root/testdata/reference/fuzz30/"{run.sh,cases.h} "$d/" # fuzz30's run.sh: probe.c natively and through the drop-in
	ready "$d" 240
}
# mend31-c: kernels on registered memory protected or unmapped after registration, read-only
# VMM mappings written with the value already there, and (two GPUs) cuMemSetAccess and
# cuMemPoolSetAccess per device, natively and through the drop-in
# (testdata/reference/mend31/README.md).
mend31() {
	local d=$q/mend31-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/mend31/probe.c" "$root/testdata/reference/fuzz30/"{run.sh,cases.h} "$d/" # fuzz30's run.sh: probe.c natively and through the drop-in
	ready "$d" 240
}
# res32b-c (session 32): what mend31-c's H100 run left open: which call fails when a module is
# loaded after a VMM mapping was made read-only, mend31's two VMM kernels with the module loaded
# first, and 1 MiB / queued copies from and into registered memory protected after registration
# (testdata/reference/res32b/README.md).
res32b() {
	local d=$q/res32b-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/res32b/probe.c" "$root/testdata/reference/fuzz30/"{run.sh,cases.h} "$d/" # fuzz30's run.sh: probe.c natively and through the drop-in
	ready "$d" 200
}
# mend32-c: writes into memory a device may only read: kernels, copies and stream writes into
# memory registered CU_MEMHOSTREGISTER_READ_ONLY, stream memory operations (and batch-mem-op
# graph nodes) writing a read-only VMM mapping, a kernel's atomic add of 0 there; natively and
# through the drop-in (testdata/reference/mend32/README.md).
mend32() {
	local d=$q/mend32-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/mend32/probe.c" "$root/testdata/reference/fuzz30/"{run.sh,cases.h} "$d/" # fuzz30's run.sh: probe.c natively and through the drop-in
	ready "$d" 240
}
# perf30-c: the kernel rows, session 29's main (75f4d2f6) against this checkout (slot
# coalescing), one worker, on the GPU host's CPU (docs/engine-performance.md, perf30). Not in
# the default list: perf31-c measures the same with session 30's main as its base.
perf30() {
	bash "$root/tools/bench/perf30/mkprobe.sh" "$q/perf30-c" 75f4d2f6 200 > /dev/null
	touch "$q/perf30-c/SOLO"
	ready "$q/perf30-c" 240
}
# perf31-c: the kernel rows, session 30's main (af50e995, slot coalescing off) against this
# checkout (on again), one worker, on the GPU host's CPU (docs/engine-performance.md, perf31).
perf31() {
	bash "$root/tools/bench/perf31/mkprobe.sh" "$q/perf31-c" af50e995 200 > /dev/null
	touch "$q/perf31-c/SOLO"
	ready "$q/perf31-c" 240
}
# perf32-c: the kernel rows and the reload row, session 31's main (c3420ed8) against this
# checkout (the analyses' compile cost), one worker, on the GPU host's CPU
# (docs/engine-performance.md, perf32).
perf32() {
	bash "$root/tools/bench/perf32/mkprobe.sh" "$q/perf32-c" c3420ed8 200 > /dev/null
	touch "$q/perf32-c/SOLO"
	ready "$q/perf32-c" 240
}
# perf33-c: what uniform values stored once and 32-bit register lanes would buy reduce, timed on
# the GPU host's CPU: one drop-in, main 9f92c6fe with tools/bench/perf33/proto.patch (a
# measurement prototype), its three codes alternating, one worker (docs/engine-performance.md,
# perf33).
perf33() {
	bash "$root/tools/bench/perf33/mkprobe.sh" "$q/perf33-c" 9f92c6fe 160 > /dev/null
	touch "$q/perf33-c/SOLO"
	ready "$q/perf33-c" 200
}
# sweep31-c (session 31): sweep31's programs built by nvcc 13.0 (and -G), run natively twice with
# the 11.8 binaries, and through the drop-in (libcuda/testdata/cudart/sweep31/README.md).
sweep31() {
	bash "$cr/sweep30/mkprobe.sh" "$q/sweep31-c" sweep31 "b130 b130G" > /dev/null # b118 ran in session 32
	ready "$q/sweep31-c" 240
}
# gold31-c (session 31): what interop29-c left open: the fault latency, the JIT logs' bytes and
# sizes, more calls from host code (interop26/probe31/README.md).
gold31() {
	local d=$q/gold31-c
	rm -rf "$d" && cp -r "$cr/interop26/probe31" "$d"
	ready "$d" 200
}
# cxlog32-c (session 32): the driver's error log of cx_main primary, natively and recorded
# (interop26/probe32cx/README.md).
cxlog32() {
	local d=$q/cxlog32-c
	rm -rf "$d" && cp -r "$cr/interop26/probe32cx" "$d"
	ready "$d" 60
}
# tidy32-c (session 32): outputs of failing calls, what _ptds synchronous calls wait for, the
# first query of a faulting stream (testdata/reference/tidy32/README.md).
tidy32() {
	local d=$q/tidy32-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/tidy32/"{run.sh,outputs.cu,ptdssync.cu,faultquery.cu,README.md} "$d/"
	ready "$d" 200
}
# clients32-c (session 32): numba-cuda 0.30.4's whole suite on the H200 and on the drop-in side by
# side (testdata/reference/numba-cuda/run-full.sh, as session 10's window ran it), cuda.core's
# README example (smoke.py) on both, and fib/: how deep the H200 runs Numba's recursive fib at the
# default stack (docs/numba.md, "Session 32").
clients32() {
	local d=$q/clients32-c n=$root/testdata/reference/numba-cuda
	rm -rf "$d" && mkdir -p "$d/numba" "$d/fib" "$d/core"
	cp -r "$n/run-full.sh" "$n/dropin.sh" "$n/compare.py" "$n/outcome_stream.py" "$n/numbacuda_fixture.py" "$n/pytest.ini" "$n/sitecustomize.py" "$n/filecheck" "$d/numba/"
	cp "$n/fib/"{fib.ptx,fibdepth.c,run.sh} "$d/fib/"
	cp "$root/testdata/reference/cuda-core/smoke.py" "$d/core/"
	cat > "$d/run.sh" << 'RUN'
#!/bin/bash
# clients32-c: fib depths (both drivers), cuda.core's smoke.py (both, shims preloaded), then
# numba-cuda's suite on both at once until 215 s (tools/devq/prepare.sh).
O=${PROBE_OUT:-$(pwd)/out}
R=$(cd ../.. && pwd)
H=$(pwd)
mkdir -p "$O/fib" "$O/numba" "$O/core"
python3 -c "import numba, numba_cuda, cuda.core, cuda.bindings, numpy; print('numba', numba.__version__, 'numba-cuda', numba_cuda.__version__, 'cuda.core', cuda.core.__version__, 'cuda.bindings', cuda.bindings.__version__, 'numpy', numpy.__version__)" 2>&1 | tail -1 | tee "$O/versions.txt"
(cd fib && PROBE_OUT=$O/fib DROPIN=$SHARED/lib timeout 60 bash run.sh > "$O/fib/stdout.txt" 2>&1) &
sh "$R/libnvrtc/shim/build.sh" "$H/shim" libnvrtc.so.13 libnvJitLink.so.13 > /dev/null 2>&1 || echo "shim build failed"
(cd core && timeout 30 python3 smoke.py > "$O/core/smoke-h200.txt" 2>&1
	LD_PRELOAD=$H/shim/libnvrtc.so.13:$H/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$SHARED/lib CUDASIM_LOG=error timeout 30 python3 smoke.py > "$O/core/smoke-sim.txt" 2>&1) &
(cd numba && DROPIN=$SHARED/lib OUT=$O/numba REPO=$R END=$((215 - SECONDS)) NH=6 NS=9 bash run-full.sh > "$O/numba/log.txt" 2>&1)
wait
tail -3 "$O/fib/stdout.txt"; tail -12 "$O/numba/log.txt"
RUN
	ready "$d" 240
}
# clients33-c (session 33): numba-cuda's whole suite on the drop-in (window A's "drop-in" run had
# loaded the real driver: testdata/reference/numba-cuda/h100-s33/README.md), each test's reason and
# CUDASIM_LOG lines streamed (run-rest.sh), with the tests window A left open natively; how deep
# the GPU runs Numba's fib at 1 KiB and 1.5 KiB stacks (fib/); the PTX and registers of cuda.core's
# smoke kernel (scale_ptx.py). SOLO.
clients33() {
	local d=$q/clients33-c n=$root/testdata/reference/numba-cuda
	rm -rf "$d" && mkdir -p "$d/numba/h100-s33" "$d/fib" "$d/core"
	cp -r "$n/run-rest.sh" "$n/dropin.sh" "$n/outcome_stream.py" "$n/sampler.py" "$n/numbacuda_fixture.py" "$n/pytest.ini" \
		"$n/sitecustomize.py" "$n/filecheck" "$d/numba/"
	cp "$n/h100-s33/"rest-*.txt "$d/numba/h100-s33/"
	cp "$n/fib/"{fib.ptx,fibdepth.c,run.sh} "$d/fib/"
	cp "$root/testdata/reference/cuda-core/"{smoke.py,scale_ptx.py} "$d/core/"
	cat > "$d/run.sh" << 'RUN'
#!/bin/bash
# clients33-c: fib depths at two stacks and the smoke kernel's PTX (natively) beside numba-cuda's
# whole suite on the drop-in and the tests window A left open natively (run-rest.sh), all stopped
# by 180 s (tools/devq/prepare.sh).
O=${PROBE_OUT:-$(pwd)/out}
R=$(cd ../.. && pwd)
H=$(pwd)
mkdir -p "$O/fib" "$O/numba" "$O/core"
(cd fib && PROBE_OUT=$O/fib STACKS="1024:10 1536:14" SIM=0 timeout 150 bash run.sh > "$O/fib/stdout.txt" 2>&1) &
(cd core && timeout 40 python3 scale_ptx.py "$O/core/scale.ptx" > "$O/core/scale-h200.txt" 2>&1) &
(cd numba && DROPIN=$SHARED/lib OUT=$O/numba REPO=$R END=$((175 - SECONDS)) NH=2 NF=13 bash run-rest.sh > "$O/numba/log.txt" 2>&1)
wait
cat "$O/core/scale-h200.txt"; tail -8 "$O/fib/stdout.txt"; tail -30 "$O/numba/log.txt"
RUN
	touch "$d/SOLO" # window A ran clients32-c beside 12 other probes on 16 cores: it ran out of time
	ready "$d" 200
}
# res32a-c (session 32): what gold31-c's H100 answers left open: more calls from host code, the
# zeros after a JIT log, which graph step fixes the FIFO and heap, longer faulting spins
# (libcuda/testdata/cudart/interop26/probe32/README.md).
res32a() {
	local d=$q/res32a-c
	rm -rf "$d" && cp -r "$cr/interop26/probe32" "$d" && cp "$cr/interop26/probe31/fault.cu" "$d/"
	ready "$d" 200
}
# res33b-c (session 33): what session 33's window left open in rt30-c and sweep29-e, side by side:
# reset/, where r_fifo2 built by nvcc 13.0 stopped on the H100 (cudaDeviceReset after a graph of a
# printf kernel? libcuda/testdata/cudart/rt30/probe33), and frames/, sweep29-e's nvcc 13.0
# q_frames and q_smemt builds made to run on glibc 2.36 and checked (sweep27/probe28/probe-e.sh).
# Ran in session 33's second window; kept for a rerun by name.
res33b() {
	local d=$q/res33b-c
	rm -rf "$d" && mkdir -p "$d/reset"
	cp "$cr/rt30/probe33/"{r_reset.cu,run.sh} "$cr/rt30/src/"{r_fifo2.cu,fifo.h,rt.h} "$cr/src/check.h" "$d/reset/"
	bash "$cr/sweep27/probe28/mkprobe.sh" "$d/frames" e > /dev/null
	rm -f "$d/frames/READY" "$d/frames/TIMEOUT" "$d/frames/run.sh"
	cat > "$d/run.sh" << 'RUN'
#!/bin/bash
# res33b-c: rt30/probe33 (reset/) and sweep29-e (frames/) side by side, each under 190 s.
O=${PROBE_OUT:?set PROBE_OUT}
mkdir -p "$O/reset" "$O/frames"
OUT=$O/reset DROPIN=$SHARED/lib timeout -k 5 190 bash reset/run.sh > "$O/reset/stdout.txt" 2>&1 &
OUT=$O/frames DROPIN=$SHARED/lib timeout -k 5 190 bash frames/probe-e.sh > "$O/frames/stdout.txt" 2>&1 &
wait
cat "$O/reset/env.txt" "$O/frames/env.txt"
RUN
	ready "$d" 200
}
# res33a-c (session 33): what session 33's H100 window left open: VMM writes with the mapping's
# memset finished first (vmm33), host-function calls all at once with 60 s alarms (hostcalls4),
# fifo3's lost heap steps (fifo4), tidy32's outputs.cu for CUDA 13, printf32-c, fault spins
# (testdata/reference/res33a/README.md).
res33a() {
	local d=$q/res33a-c r=$root/testdata/reference
	rm -rf "$d" && mkdir -p "$d/printf32"
	cp "$r/res33a/"{run.sh,README.md,vmm33.c,hostcalls4.cu,fifo4.cu} "$r/fuzz30/cases.h" "$r/tidy32/outputs.cu" \
		"$cr/interop26/probe31/fault.cu" "$cr/interop26/probe32/"{hostcalls3.cu,fifo3.cu} "$d/"
	cp "$r/printf32/"{probe.cu,run.sh} "$d/printf32/"
	ready "$d" 200
}
# Session 33: fuzz30, mend32, res32b ran whole (h100-s33/); res32a's open parts (hostcalls,
# fifo heap steps, fault spins) and printf32 ran in res33a-c (second window); mend31's rest
# needs two GPUs (name it on a two-GPU kind); tidy32 for outputs.cu, which crashed natively.
# mend33-c (session 33): stream memory operations on a VMM mapping the stream's device has no
# access to, and compute-sanitizer's memcheck on kernels writing a read-only or revoked mapping
# or memory registered read-only (testdata/reference/mend33/README.md). Ran in session 33 on one
# H100; kept for a rerun by name on two GPUs (its device1* cases).
mend33() {
	local d=$q/mend33-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/mend33/"{probe.c,ptdscap.c,run.sh} "$root/testdata/reference/fuzz30/cases.h" "$d/"
	ready "$d" 200
}
# host33-c (session 33): which driver call refuses the runtime's cudaStreamQuery in a host function,
# read off the driver's error log (testdata/reference/host33/README.md).
host33() {
	local d=$q/host33-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/host33/"{run.sh,README.md,hostlog.cu} "$d/"
	ready "$d" 120
}
# sync34-c (session 34): which synchronous copies and sets the host waits for, natively and
# through the drop-in (testdata/reference/sync34/README.md). Ran in session 34's first window.
sync34() {
	local d=$q/sync34-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/sync34/"{run.sh,sync34.cu} "$d/"
	ready "$d" 200
}
# py34b-c (session 34; no window ran it): NULL handles and SYNC_MEMOPS (libcuda/testdata/nullhandles.c),
# cuda.bindings' and cuda.core's suites on branch py34's fixes, cuda.core's memory tests
# (testdata/reference/cuda-python/README.md). NVIDIA's test trees are not in the checkout: they
# come from a git directory of NVIDIA/cuda-python holding commits 96c7f518 and 9226a84b4,
# CUDA_PYTHON_GIT (session 34 fetched mdboom/cuda-python's snapshot); without it, no probe.
py34b() {
	if [ -z "${CUDA_PYTHON_GIT:-}" ]; then
		echo "py34b-c left out: set CUDA_PYTHON_GIT to a git directory of NVIDIA/cuda-python" >&2
		return
	fi
	rm -rf "$q/py34b-c"
	bash "$root/testdata/reference/cuda-python/mkprobe.sh" "$CUDA_PYTHON_GIT" "$q/py34b-c" py34b-c
	echo "py34b-c: $(du -sh "$q/py34b-c" | cut -f1)"
}
# thrust34-c (session 34; not yet run): Thrust 1.17.2's unit-test binaries natively, for
# TestThrustSuite's goldens (testdata/reference/thrust34/README.md). The binaries are not in the
# checkout (0.5-2 MB each): THRUST_BIN names a bin/b118 folder that thrust/build.sh filled
# (without it, no probe); CUDA 11.8's libcudart.so.11.0 comes from the cudart archive. All 84
# built in session 34 make 29 MB.
thrust34() {
	local d=$q/thrust34-c
	if [ -z "${THRUST_BIN:-}" ]; then
		echo "thrust34-c left out: set THRUST_BIN to a bin/b118 folder of thrust/build.sh" >&2
		return
	fi
	rm -rf "$d" && mkdir -p "$d"
	bins118 "$d" "$THRUST_BIN" \( ! -name '*.*' -o -name build-info.txt \)
	cp "$root/testdata/reference/thrust34/run.sh" "$cr/thrust/skip.txt" "$d/" # the skips cudasim runs with now
	sed -i 's/END:-270/END:-380/' "$d/run.sh" # 84 binaries twice, 8 at a time
	ready "$d" 420
}
# thrust35-c (session 35; no window ran it): does the GPU hit CUB 1.17.2's
# test_block_run_length_decode race (cccl#1903) that cudasim hits every run
# (testdata/reference/thrust35/README.md; its binaries are committed there).
thrust35() {
	local d=$q/thrust35-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/thrust35/"{run.sh,bins.txz} "$d/"
	ready "$d" 200
}
# reduce35-c (session 35; not run): the GPU host's timing of tools/bench/reduce35/packed.patch
# against main eb319681 (docs/engine-performance.md, reduce35), informational: the patch did
# not land; a paired ratio under 0.95 on the host would be a reason to look again.
reduce35() {
	local d=$q/reduce35-c
	rm -rf "$d"
	bash "$root/tools/bench/reduce35/mkprobe.sh" "$d"
	touch "$d/SOLO"
	ready "$d" 200
}
# cub36-c (session 36): CUB 1.17.2's 35 test binaries (session 35's build) on the GPU, their
# outputs the goldens cudasim's runs are compared with (testdata/reference/cub36/run.sh).
# CUB_BIN: a bin/b118 folder of libcuda/testdata/cudart/cub/build.sh.
cub36() {
	local d=$q/cub36-c
	if [ -z "${CUB_BIN:-}" ]; then
		echo "cub36-c left out: set CUB_BIN to a bin/b118 folder of cub/build.sh" >&2
		return
	fi
	rm -rf "$d" && mkdir -p "$d"
	bins118 "$d" "$CUB_BIN" ! -name '*.out' ! -name '*.log'
	cp "$root/testdata/reference/cub36/run.sh" "$cr/cub/args.txt" "$d/"
	ready "$d" 260
}
# null36-c (session 36): libcuda/testdata/nullhandles.c's NULL-handle calls after cuInit with
# no current context ("noctx") and before cuInit ("noinit"): which fault each call reports first.
null36() {
	local d=$q/null36-c
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/libcuda/testdata/nullhandles.c" "$d/"
	cat > "$d/run.sh" << 'RUN'
#!/bin/bash
set -u
OUT=${PROBE_OUT:?PROBE_OUT unset}
cp nullhandles.c run.sh "$OUT/"
gcc -O1 -o nullhandles nullhandles.c -ldl || exit 1
for m in noctx noinit; do timeout -k 5 60 ./nullhandles $m > "$OUT/nullhandles-$m.txt" 2>&1; echo "exit $?" >> "$OUT/nullhandles-$m.txt"; done
RUN
	ready "$d" 120
}
# granuleCases NAME CASES: devq/NAME, granule41.c's run.sh over CASES (a file of
# testdata/reference/granule41).
granuleCases() {
	local d=$q/$1
	rm -rf "$d" && mkdir -p "$d"
	cp "$root/testdata/reference/granule41/"{granule41.c,"$2"} "$d/"
	cp "$root/testdata/reference/granule41/run.sh" "$d/run1.sh"
	printf '#!/bin/bash\nCASES=%s bash run1.sh\n' "$2" > "$d/run.sh"
	ready "$d" 120
}
# granule41b-c (session 41, run in session 42): granule41.c's cases2.txt, managed memory's
# address range (testdata/reference/granule41/README.md): which of 61 reads past a managed
# allocation fault, with device memory, page-locked memory or the module first. Its
# transcript.txt is that README's transcript2.txt.
granule41b() { granuleCases granule41b-c cases2.txt; }
# granule42-c (session 42): cases3.txt, the edges of the zeros granule41b-c found 32 to 550 MiB
# past a managed allocation (reads every MiB or two around 24-32 and 512-560 MiB), and where
# they lie past a 40 MiB managed allocation and past a second 1 KiB one after 4 MiB
# (managedbig, managedtwo). Its transcript.txt is granule41/README.md's transcript3.txt (run).
granule42() { granuleCases granule42-c cases3.txt; }
probes=${*:-thrust35 reduce35}
dropin
for p in $probes; do "$p"; done
du -sh "$q"
