#!/bin/bash
# build.sh: builds every src/f_*.cu under each flag set of matrix.txt into
# bin/PROGRAM.SET with the nvcc on PATH (nvcc 13.0 on the H200 host), all at
# once (-P jobs, default nproc). Common to all: -std=c++17 (a set may
# override it), -I../src (check.h), libstdc++/libgcc static, stripped.
# A program's "// build: FLAGS" line adds flags; "// build-extra: FILES" names
# more sources (compiled with it); "// build-so: FILE" builds FILE with the
# same flags into the shared library bin/FILE.SET.so (-Xcompiler -fPIC -shared)
# that the program loads with dlopen (not for "@sep" sets). logs/PROGRAM.SET.log keeps nvcc's output;
# build-status.txt one line per binary: PROGRAM.SET ok|FAILED SECONDS.
#
#   bash build.sh [-P jobs]     # from anywhere; NVCC_TIMEOUT=S bounds each build,
#                               # MATRIX=FILE reads FILE instead of matrix.txt
set -u
cd "$(dirname "$0")"
jobs=$(nproc)
[ "${1:-}" = -P ] && jobs=$2
NVCC=${NVCC:-nvcc}
CUDA=$(dirname "$(dirname "$(command -v "$NVCC")")")
mkdir -p bin logs obj
rm -f bin/f_* logs/* obj/* build-status.txt
progs_core=$(cd src && ls f_*.cu | grep -v -e f_thrust -e _lib | sed 's/\.cu$//')
progs_all="$progs_core f_thrust"

# one PROGRAM SET FLAGS...: builds bin/PROGRAM.SET
one() {
	local p=$1 set=$2
	shift 2
	local flags=("$@") out=bin/$p.$set log=logs/$p.$set.log s=$SECONDS
	local own extra srcs sep=0 f
	read -r -a own <<< "$(sed -n 's#^// build: ##p' "src/$p.cu")"
	read -r -a extra <<< "$(sed -n 's#^// build-extra: ##p' "src/$p.cu")"
	read -r -a solib <<< "$(sed -n 's#^// build-so: ##p' "src/$p.cu")"
	srcs=("src/$p.cu")
	for f in "${extra[@]}"; do srcs+=("src/$f"); done
	local keep=()
	for f in "${flags[@]}"; do [ "$f" = @sep ] && sep=1 || keep+=("$f"); done
	[ $sep = 1 ] && [ ${#solib[@]} != 0 ] && return 0
	flags=(-I../src "${keep[@]}" "${own[@]}")
	[[ " ${flags[*]}" == *" -std="* ]] || flags=(-std=c++17 "${flags[@]}") # nvcc refuses a second -std
	local link=(-Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
	[[ " ${flags[*]} " == *" -cudart "* ]] || link=(-cudart shared "${link[@]}")
	compile() {
		echo "== $p.$set"
		if [ $sep = 1 ]; then
			local objs=() o
			for f in "${srcs[@]}"; do
				o=obj/$p.$set.$(basename "$f" .cu).o
				echo "nvcc ${flags[*]} -rdc=true -c -o $o $f"
				timeout "${NVCC_TIMEOUT:-120}" "$NVCC" "${flags[@]}" -rdc=true -c -o "$o" "$f" || return 1
				objs+=("$o")
			done
			echo "nvcc ${keep[*]} -dlink -o obj/$p.$set.dlink.o ${objs[*]}"
			"$NVCC" "${keep[@]}" -dlink -o "obj/$p.$set.dlink.o" "${objs[@]}" || return 1
			echo "g++ -o $out ${objs[*]} obj/$p.$set.dlink.o -L$CUDA/lib64 -lcudadevrt -lcudart_static -lrt -lpthread -ldl -static-libstdc++ -static-libgcc -s"
			g++ -o "$out" "${objs[@]}" "obj/$p.$set.dlink.o" -L"$CUDA/lib64" -lcudadevrt -lcudart_static -lrt -lpthread -ldl -static-libstdc++ -static-libgcc -s || return 1
		else
			for f in "${solib[@]}"; do
				f=${f%.cu}
				echo "nvcc ${flags[*]} -Xcompiler -fPIC -shared ${link[*]} -o bin/$f.$set.so src/$f.cu"
				timeout "${NVCC_TIMEOUT:-120}" "$NVCC" "${flags[@]}" -Xcompiler -fPIC -shared "${link[@]}" -o "bin/$f.$set.so" "src/$f.cu" || return 1
			done
			[ ${#solib[@]} = 0 ] || link+=(-ldl)
			echo "nvcc ${flags[*]} ${link[*]} -o $out ${srcs[*]}"
			timeout "${NVCC_TIMEOUT:-120}" "$NVCC" "${flags[@]}" "${link[@]}" -o "$out" "${srcs[@]}" || return 1
		fi
	}
	compile > "$log" 2>&1
	local rc=$?
	[ $rc = 0 ] && echo "$p.$set ok $((SECONDS - s))" || echo "$p.$set FAILED $((SECONDS - s))"
}
export -f one
export NVCC CUDA

{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(g++ --version | head -1)"
} > build-info.txt
grep -v '^#' "${MATRIX:-matrix.txt}" | while IFS='|' read -r set flags progs; do
	set=$(echo $set)
	progs=$(echo $progs)
	[ -n "$set" ] || continue
	case $progs in all) progs=$progs_all ;; core) progs=$progs_core ;; esac
	for p in $progs; do printf '%s\t%s\t%s\n' "$p" "$set" "$flags"; done
done | sort -t"$(printf '\t')" -k1,1 -s | awk -F'\t' '{print ($1 == "f_thrust" ? 0 : 1) "\t" $0}' | sort -s -k1,1n | cut -f2- |
	xargs -d '\n' -P "$jobs" -n 1 bash -c 'IFS=$(printf "\t") read -r p set flags <<< "$1"; read -r -a f <<< "$flags"; one "$p" "$set" "${f[@]}"' _ | tee build-status.txt
echo "built $(grep -c ' ok ' build-status.txt) of $(wc -l < build-status.txt)"
