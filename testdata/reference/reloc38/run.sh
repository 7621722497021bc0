#!/bin/bash
# reloc38-c: registers of PTX kernels compiled whole and relocatable, by CUDA 13.0's ptxas and by
# the real driver's loader and linker, over CUB's 36 test PTX files of the regs36 corpus
# (cub.tar.xz, 152 MB of PTX), and through cudasim's drop-in ($SHARED/lib). About 150 s on 16 cores.
set -u
O=${PROBE_OUT:?}
export PATH=/usr/local/cuda/bin:$PATH
H=$PWD
cp README.md run.sh regs.sh m1.awk reloc.c drk.ptx "$O/" # reloc.c: reloc37's
W=$(mktemp -d)
tar xJf cub.tar.xz -C "$W" || exit 1
ls "$W" > "$O/files.txt"
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; ptxas --version | tail -1; nproc; } > "$O/info.txt" 2>&1
nvcc -O2 -o "$W/reloc" reloc.c -lcuda > "$O/build.log" 2>&1 || { cat "$O/build.log"; exit 1; }
mkdir -p "$W/out" "$W/bounds"
# The small kernel (CUB's DeviceReduceKernel<int>) under each block bound, all three modes.
for b in "" ".maxntid 128, 1, 1" ".maxntid 256, 1, 1" ".maxntid 512, 1, 1" ".maxntid 1024, 1, 1" ".reqntid 256, 1, 1" \
	".maxntid 256, 1, 1\n.minnctapersm 1" ".maxntid 256, 1, 1\n.minnctapersm 2" ".maxntid 256, 1, 1\n.minnctapersm 4"; do
	sed "s/^\.maxntid.*/$b/" drk.ptx > "$W/bounds/b.ptx"
	for m in whole rel m1; do echo "[$b] $m $(bash regs.sh "$W/bounds/b.ptx" $m | awk '{print $2}')"; done
done > "$O/bounds.txt" 2>&1
start=$(date +%s)
# Jobs, largest files first: ptxas in three modes, the driver (load, link) native and through the drop-in.
cd "$W"
joblist() {
	for f in $(ls -S *.ptx); do
		for m in whole rel m1; do echo "ptxas $m $f"; done
		echo "native - $f"
		[ -e "$SHARED/lib/libcuda.so.1" ] && echo "dropin - $f"
	done
}
job() {
	case $1 in
	ptxas) bash "$H/regs.sh" "$3" "$2" | awk -v f="$3" -v m="$2" '{print f "\t" m "\t" $2 "\t" $1}' > "out/$1.$2.$3.txt" ;;
	native) timeout 200 ./reloc "$3" > "out/$1.$3.txt" 2> "out/$1.$3.err"; echo "exit $?" >> "out/$1.$3.err" ;;
	dropin) LD_LIBRARY_PATH=$SHARED/lib timeout 200 ./reloc "$3" > "out/$1.$3.txt" 2> "out/$1.$3.err"; echo "exit $?" >> "out/$1.$3.err" ;;
	esac
}
export -f job
export H SHARED
joblist | xargs -P 15 -L 1 bash -c 'job "$0" "$1" "$2"'
cat out/ptxas.*.txt > "$O/ptxas.tsv"
cat out/native.*.txt > "$O/native.tsv"
cat out/dropin.*.txt > "$O/dropin.tsv" 2>/dev/null
tail -n 3 out/*.err > "$O/errors.txt" 2>&1
echo "seconds $(( $(date +%s) - start ))" >> "$O/info.txt"
rm -rf "$W"
