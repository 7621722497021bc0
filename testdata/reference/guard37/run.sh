#!/bin/bash
# guard37-c (session 37, guard37): where the real driver places page-locked host, managed and
# registered host allocations, and whether a host access just past each one's end faults
# (layout37.c says what each line holds). Native twice (ASLR moves the addresses; the layout
# should not), then once through cudasim's drop-in ($SHARED/lib). About 60 s at most.
set -u
O=${PROBE_OUT:-$(pwd)/out}
H=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$O"
export PATH=/usr/local/cuda/bin:$PATH
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; uname -r; getconf PAGESIZE; cat /sys/kernel/mm/transparent_hugepage/enabled; } 2>&1 | tee "$O/info.txt"
B=$(mktemp -d /tmp/guard37.XXXXXX)
cc -O1 -Wall -o "$B/layout37" "$H/layout37.c" -lcuda > "$O/build.log" 2>&1 ||
	cc -O1 -Wall -o "$B/layout37" "$H/layout37.c" -L/usr/local/cuda/lib64/stubs -lcuda >> "$O/build.log" 2>&1 ||
	{ cat "$O/build.log"; exit 1; }
ldd "$B/layout37" | grep -i cuda | tee -a "$O/info.txt"
run() { local f=$1; shift; timeout -k 2 45 "$@" > "$f" 2>&1; echo "exit $?" >> "$f"; }
run "$O/native_1.out" "$B/layout37" 4000
run "$O/native_2.out" "$B/layout37" 4000
run "$O/sim.out" env LD_LIBRARY_PATH="$SHARED/lib" "$B/layout37" 4000
cp "$H/layout37.c" "$H/run.sh" "$O/"
rm -rf "$B"
grep -v '^[0-9a-f]*-[0-9a-f]* ' "$O/native_1.out" | grep -v '^  touch' | head -120
