#!/bin/bash
# On a machine with an NVIDIA GPU and CUDA 13 (nvcc, compute-sanitizer):
# builds defects.cu with -lineinfo and runs every planted defect natively and
# under the compute-sanitizer tool that should catch it (and clean kernels
# under each tool), 6 at a time. Writes under $OUT: defects (the binary),
# defects.ptx, version.txt, native/NAME.txt, TOOL/NAME.txt (stdout and
# stderr, then "exit N").
cd "$(dirname "$0")"
OUT="${OUT:-.}"
export PATH=$PATH:/usr/local/cuda/bin
compute-sanitizer --version > "$OUT/version.txt" 2>&1
nvcc --version >> "$OUT/version.txt" 2>&1
flags="-arch=sm_90 -O2 -std=c++17 -lineinfo"
nvcc $flags -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -o "$OUT/defects" defects.cu || exit 1
nvcc $flags -ptx -o "$OUT/defects.ptx" defects.cu
all="oob_write oob_read oob_many shared_oob shared_write_oob misaligned use_after_free null oob_atomic clean leak race_rw race_ww race_clean uninit uninit_half init_clean div_sync global_race shfl_half"
runs=""
for d in $all; do runs="$runs native:$d"; done
for d in oob_write oob_read oob_many shared_oob shared_write_oob misaligned use_after_free null oob_atomic clean global_race shfl_half div_sync race_rw uninit; do runs="$runs memcheck:$d"; done
for d in leak clean; do runs="$runs leakcheck:$d"; done
for d in oob_write; do runs="$runs nobacktrace:$d"; done
for d in race_rw race_ww race_clean global_race clean; do runs="$runs racecheck:$d"; done
for d in race_rw race_ww; do runs="$runs hazard:$d"; done
for d in uninit uninit_half init_clean clean; do runs="$runs initcheck:$d"; done
for d in div_sync clean shfl_half race_clean; do runs="$runs synccheck:$d"; done
one() {
	tool=${1%%:*}; d=${1#*:}
	mkdir -p "$OUT/$tool"
	case $tool in
	native) cmd="" ;;
	leakcheck) cmd="compute-sanitizer --tool memcheck --leak-check full" ;;
	nobacktrace) cmd="compute-sanitizer --tool memcheck --show-backtrace no" ;;
	hazard) cmd="compute-sanitizer --tool racecheck --racecheck-report hazard" ;;
	*) cmd="compute-sanitizer --tool $tool" ;;
	esac
	s=$SECONDS
	timeout 60 $cmd "$OUT/defects" $d > "$OUT/$tool/$d.txt" 2>&1
	echo "exit $?" >> "$OUT/$tool/$d.txt"
	echo "$tool $d done in $((SECONDS - s))s"
}
export -f one; export OUT
echo $runs | tr ' ' '\n' | xargs -P 6 -I{} bash -c 'one {}'
