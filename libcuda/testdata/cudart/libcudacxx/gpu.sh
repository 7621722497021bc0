#!/bin/bash
# gpu.sh: records the libcu++ lit tests' goldens on a machine with one
# NVIDIA H200 and CUDA 13.0 (the GPU machine's probe runs it):
#
#   OUT=/some/dir CUDART_LIB=/usr/local/cuda/lib64 bash gpu.sh
#
# It builds bin/b130 (build.sh: compiles start until DEADLINE seconds, 150
# unless set), then packs the binaries in the background (below) while it
# runs every binary as built (sass/b130: SASS and PTX) twice, 8 at a time
# as lit does, each output into
# $OUT/golden/b130/TEST.h200.out (stdout and stderr, then a line "exit N");
# results.txt says for each test "TEST exit same|DIFFERS ms" ("- notrun"
# once RUN_DEADLINE seconds from the start have passed).
set -u
OUT=${OUT:?set OUT to the output folder}
cd "$(dirname "$0")"
start=$SECONDS
elapsed() { echo "$((SECONDS - start))s"; }
mkdir -p "$OUT/golden/b130"
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "glibc $(ldd --version | head -1)"
	nvcc --version | tail -1
	for h in /usr/local/cuda/include/cccl/cuda/version /usr/local/cuda/include/cuda/version /usr/local/cuda/include/cccl/cuda/std/__cccl/version.h /usr/local/cuda/include/cuda/std/__cccl/version.h; do
		[ -e "$h" ] && grep -h "define CCCL_VERSION\|define CCCL_MAJOR\|define CCCL_MINOR\|define CCCL_PATCH" "$h" | sed "s|^|$h: |"
	done
} | tee "$OUT/env.txt"

echo "== build ($(elapsed))"
DEADLINE=${DEADLINE:-150} bash build.sh 2>&1 | tee "$OUT/build.log"
cp bin/b130/build-times.txt bin/b130/build-info.txt "$OUT/"
cp bin/b130/build-info.txt sass/b130/
echo "== build done ($(elapsed))"

pack() {
# Pack the PTX-only binaries (bin/b130) into one solid archive (they share
# most of their bytes), in list.txt's order, leaving out SKIP's and any
# whose own xz is larger than BIG_KB (60 unless set), as many as fit PACK_KB
# KiB (1750 unless set): it first takes those whose own xz sizes add up to
# EST_KB (PACK_KB * 3 / 2 unless set; the solid archive came out at about a
# seventh of the sum in window 2), then drops from the end until it fits
# (keeping the tests whose own sizes add up to what the last try says fits).
budget=$((${PACK_KB:-1750} * 1024))
touch SKIP
sed 's/\.cpp$//' list.txt | grep -vxf SKIP | while read -r n; do [ -x "bin/b130/$n" ] && echo "$n"; done > packlist
mkdir -p sizes
xargs -P 16 -I{} sh -c 'mkdir -p "sizes/$(dirname {})" && xz -9 -c "bin/b130/{}" | wc -c > "sizes/{}"' < packlist
# PACK_ORDER=size takes the smallest first (as many tests as fit), else
# list.txt's order.
if [ "${PACK_ORDER:-list}" = size ]; then
	while read -r n; do echo "$(cat "sizes/$n") $n"; done < packlist | sort -n -s -k1,1 | cut -d' ' -f2 > packlist.size
	mv packlist.size packlist
fi
est=0
: > packed
while read -r n; do
	sz=$(cat "sizes/$n")
	echo "$n $sz" >> "$OUT/sizes.txt"
	[ "$sz" -le $((${BIG_KB:-60} * 1024)) ] || continue
	[ $((est + sz)) -le $((${EST_KB:-$((${PACK_KB:-1750} * 3 / 2))} * 1024)) ] || continue
	est=$((est + sz))
	echo "$n" >> packed
done < packlist
while :; do
	(cd bin/b130 && tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - build-info.txt $(cat ../../packed)) | xz -9 -T1 > bin-part.tar.xz
	sz=$(stat -c %s bin-part.tar.xz)
	echo "  $(wc -l < packed) binaries: $sz bytes (estimated alone: $est)"
	[ "$sz" -gt "$budget" ] || break
	# keep the first tests whose own xz sizes add up to 95% of what fits
	want=$((est * budget / sz * 95 / 100))
	est=0
	while read -r n; do
		sz=$(cat "sizes/$n")
		[ $((est + sz)) -le "$want" ] || break
		est=$((est + sz))
		echo "$n"
	done < packed > packed.new
	mv packed.new packed
done
cp bin-part.tar.xz "$OUT/" # only a finished archive
cp packed "$OUT/packed.txt"
echo "== packed $(wc -l < packed) of $(wc -l < packlist) binaries ($(elapsed))"
du -sh bin/b130 sass/b130
}
pack > "$OUT/pack.log" 2>&1 &
packpid=$!

# run_one TEST: runs it twice, writes its golden, prints its results line.
run_one() {
	if [ $(($(date +%s) - RUN_START)) -ge "$RUN_DEADLINE" ]; then
		echo "$1 - notrun 0"
		return
	fi
	local t=$1 g=$OUT/golden/b130/$1.h200.out a=$OUT/again/$1
	mkdir -p "$(dirname "$g")" "$(dirname "$a")"
	local t0 t1
	t0=$(date +%s%N)
	(cd "sass/b130/$(dirname "$t")" && LD_LIBRARY_PATH=$CUDART_LIB timeout 30 "./$(basename "$t")") > "$g" 2>&1
	echo "exit $?" >> "$g"
	t1=$(date +%s%N)
	(cd "sass/b130/$(dirname "$t")" && LD_LIBRARY_PATH=$CUDART_LIB timeout 30 "./$(basename "$t")") > "$a" 2>&1
	echo "exit $?" >> "$a"
	local same=same
	cmp -s "$g" "$a" || same=DIFFERS
	echo "$t $(tail -1 "$g" | cut -d' ' -f2) $same $(((t1 - t0) / 1000000))"
}
export -f run_one
export RUN_START=$(($(date +%s) - SECONDS)) RUN_DEADLINE=${RUN_DEADLINE:-100000} OUT CUDART_LIB=${CUDART_LIB:-/usr/local/cuda/lib64}
echo "== run ($(elapsed))"
awk '$3 == "built" {print $1}' bin/b130/build-times.txt | xargs -P 8 -I{} bash -c 'run_one {}' | sort > "$OUT/results.txt"
rm -rf "$OUT/again"
# a few tests print megabytes (heterogeneous/barrier: 5.5 MB of type names)
find "$OUT/golden" -type f -size +100k -exec gzip -9 {} +
awk '{n[$2 " " $3]++} END {for (k in n) printf "  exit %s: %d\n", k, n[k]}' "$OUT/results.txt"
awk '$2 != 0 || $3 != "same"' "$OUT/results.txt" | head -60
echo "== runs done ($(elapsed))"

wait "$packpid"
cat "$OUT/pack.log"
