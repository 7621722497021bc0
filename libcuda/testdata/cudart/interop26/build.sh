#!/bin/bash
# build.sh: builds interop26's programs and libraries (src/) with the nvcc
# on PATH (or $NVCC) into bin/, the way real projects are put together:
# several units with -rdc, nvcc -lib, nvcc -dlink by hand with g++ as the
# linker, -dlto, shared libraries with their own static cudart, a unit
# built with --default-stream per-thread beside a legacy one. Common flags
# as ../suite/build.sh: -arch=sm_90 -O2 -std=c++17, programs on the shared
# cudart, libstdc++/libgcc static, stripped. CHECK_DIR names the folder of
# check.h (../src here; the probe folder carries a copy). ONLY names the steps
# to build (the programs that a probe still needs) into the bin/ already
# there; without it, everything from scratch.
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
CHECK_DIR=${CHECK_DIR:-../src}
CUDA_LIB=${CUDA_LIB:-$(dirname "$(command -v "$NVCC")")/../lib64}
out=bin
obj=obj
ONLY=${ONLY:-}
[ -n "$ONLY" ] || rm -rf "$out" "$obj"
mkdir -p "$out/sh" "$obj"
cf=(-arch=sm_90 -O2 -std=c++17 -Isrc -I"$CHECK_DIR")
static=(-Xcompiler -static-libstdc++ -Xcompiler -static-libgcc)
lf=(-cudart shared "${static[@]}" -Xlinker -s)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "common: nvcc ${cf[*]} ... ${lf[*]}"
	[ -z "$ONLY" ] || echo "only: $ONLY (the other programs were built before)"
} >> "$out/build-info.txt"
status=0
# step NAME CMD...: runs one build step, logs it, says built or FAILED.
step() {
	local name=$1 s=$SECONDS
	shift
	[ -z "$ONLY" ] || [[ " $ONLY " == *" $name "* ]] || return 0
	echo "$name: $*" >> "$out/build-info.txt"
	if timeout "${NVCC_TIMEOUT:-600}" "$@" > "$obj/$name.log" 2>&1; then
		echo "  $name: built in $((SECONDS - s)) s"
	else
		echo "  $name: FAILED"
		{ grep -E "error|undefined" "$obj/$name.log" | head -30; head -20 "$obj/$name.log"; } | sed 's/^/    /'
		return 1
	fi
}
mf() { # the multi-file project, four ways, side by side
	step mf_rdc "$NVCC" "${cf[@]}" -rdc=true src/mf_a.cu src/mf_b.cu src/mf_main.cu "${lf[@]}" -o $out/mf_rdc &
	step mf_lto "$NVCC" "${cf[@]}" -rdc=true -dlto src/mf_a.cu src/mf_b.cu src/mf_main.cu "${lf[@]}" -o $out/mf_lto &
	{ step mf_liba "$NVCC" "${cf[@]}" -rdc=true -lib src/mf_a.cu src/mf_b.cu -o $obj/libmf.a &&
		step mf_lib "$NVCC" "${cf[@]}" -rdc=true src/mf_main.cu -L$obj -lmf "${lf[@]}" -o $out/mf_lib; } &
	local u pids=()
	for u in a b main; do step mf_c_$u "$NVCC" "${cf[@]}" -rdc=true -c src/mf_$u.cu -o $obj/mf_$u.o & pids+=($!); done
	local ok=1 p
	for p in "${pids[@]}"; do wait "$p" || ok=0; done
	[ $ok = 1 ] && step mf_dlinko "$NVCC" -arch=sm_90 -dlink $obj/mf_a.o $obj/mf_b.o $obj/mf_main.o -o $obj/mf_dlink.o &&
		step mf_dlink ${CXX:-g++} -o $out/mf_dlink $obj/mf_a.o $obj/mf_b.o $obj/mf_main.o $obj/mf_dlink.o \
			-L"$CUDA_LIB" -lcudart -static-libstdc++ -static-libgcc -s
	wait
}
libs() { # libsl1.so, libsl2.so (static cudart) and sh/ (shared cudart), their programs
	local i
	for i in 1 2; do
		step libsl$i "$NVCC" "${cf[@]}" -shared -Xcompiler -fPIC -DLIBID=$i src/sl_lib.cu "${static[@]}" -Xlinker -s -o $out/libsl$i.so &
		step libsl${i}sh "$NVCC" "${cf[@]}" -shared -Xcompiler -fPIC -DLIBID=$i src/sl_lib.cu -cudart shared "${static[@]}" -Xlinker -s -o $out/sh/libsl$i.so &
	done
	step dl_main "$NVCC" "${cf[@]}" src/dl_main.cu -ldl -lcuda "${lf[@]}" -o $out/dl_main &
	step libsr "$NVCC" "${cf[@]}" -shared -rdc=true -Xcompiler -fPIC src/sr_a.cu src/sr_b.cu -cudart shared "${static[@]}" -Xlinker -s -o $out/libsr.so &
	step libws "$NVCC" "${cf[@]}" -lib src/ws_lib.cu -o $obj/libws.a &
	step liblc "$NVCC" "${cf[@]}" -shared -Xcompiler -fPIC src/lc_lib.cu "${static[@]}" -Xlinker -s -o $out/libl_c.so &
	wait
	step lc_main "$NVCC" "${cf[@]}" src/lc_main.cu -L$out -ll_c "${lf[@]}" -Xlinker -rpath='$ORIGIN' -o $out/lc_main &
	step sr_main "$NVCC" "${cf[@]}" src/sr_main.cu -L$out -lsr -L$obj -lws "${lf[@]}" -Xlinker -rpath='$ORIGIN' -o $out/sr_main &
	step sl_main "$NVCC" "${cf[@]}" src/sl_main.cu -L$out -lsl1 -lsl2 -lcuda "${lf[@]}" -Xlinker -rpath='$ORIGIN' -o $out/sl_main &
	step sl_main_sh "$NVCC" "${cf[@]}" src/sl_main.cu -L$out/sh -lsl1 -lsl2 -lcuda "${lf[@]}" -Xlinker -rpath='$ORIGIN/sh' -o $out/sl_main_sh &
	wait
}
singles() { # one unit each (th_*: two), side by side
	step gc_main "$NVCC" "${cf[@]}" src/gc_main.cu "${lf[@]}" -o $out/gc_main &
	step gc_static "$NVCC" "${cf[@]}" src/gc_main.cu -cudart static "${static[@]}" -Xlinker -s -o $out/gc_static &
	step lb_main "$NVCC" "${cf[@]}" src/lb_main.cu -lcuda "${lf[@]}" -o $out/lb_main &
	step lb_ptx "$NVCC" -arch=sm_90 -O2 -ptx src/lb_mod.cu -o $out/lb_mod.ptx &
	step lb_cubin "$NVCC" -arch=sm_90 -O2 -cubin src/lb_mod.cu -o $out/lb_mod.cubin &
	step lb_fatbin "$NVCC" -arch=sm_90 -O2 -fatbin src/lb_mod.cu -o $out/lb_mod.fatbin &
	step cx_main "$NVCC" "${cf[@]}" src/cx_main.cu -lcuda "${lf[@]}" -o $out/cx_main &
	step la_main "$NVCC" "${cf[@]}" src/la_main.cu "${lf[@]}" -o $out/la_main &
	step ep_main "$NVCC" "${cf[@]}" src/ep_main.cu "${lf[@]}" -o $out/ep_main &
	step gr_main "$NVCC" "${cf[@]}" src/gr_main.cu "${lf[@]}" -o $out/gr_main &
	step mt_main "$NVCC" "${cf[@]}" src/mt_main.cu -lcuda "${lf[@]}" -o $out/mt_main &
	step lo_main "$NVCC" "${cf[@]}" src/lo_main.cu "${lf[@]}" -o $out/lo_main &
	step or_main "$NVCC" "${cf[@]}" src/or_main.cu "${lf[@]}" -o $out/or_main &
	{ step th_lib "$NVCC" "${cf[@]}" -c src/th_lib.cu -o $obj/th_lib.o &&
		{
			step th_ptds "$NVCC" "${cf[@]}" --default-stream per-thread src/th_main.cu $obj/th_lib.o "${lf[@]}" -o $out/th_ptds &
			step th_legacy "$NVCC" "${cf[@]}" src/th_main.cu $obj/th_lib.o "${lf[@]}" -o $out/th_legacy &
			wait
		}; } &
	wait
}
mf > "$obj/mf.out" 2>&1 &
p1=$!
libs > "$obj/libs.out" 2>&1 &
p2=$!
singles > "$obj/singles.out" 2>&1 &
p3=$!
wait $p1 $p2 $p3
cat "$obj/mf.out" "$obj/libs.out" "$obj/singles.out"
grep -q FAILED "$obj"/*.out && status=1
for f in "$out"/* "$out"/sh/*; do
	[ -f "$f" ] && [ -x "$f" ] || continue
	newer=$(objdump -T "$f" 2>/dev/null | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*|GLIBCXX_[.0-9]+|CXXABI_[.0-9]+" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || echo "build.sh: $f needs $newer"
done
ls -l "$out" "$out/sh" | awk 'NF > 5 {printf "  %10d %s\n", $5, $9}'
exit $status
