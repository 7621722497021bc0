#!/bin/bash
# Builds probe_pools2 against a libcuda.so.1 (the real driver's stubs unless
# LIBDIR names another folder, e.g. cudasim's drop-in) and runs each section
# in its own process (a crash in one loses nothing else). Needs
# ../kernels.fatbin; writes $OUT/${TRANSCRIPT:-probe-pools2-transcript.txt}
# (./ when OUT is not set). Extra arguments are UUIDs for the exporttable
# section.
cd "$(dirname "$0")"
OUT="${OUT:-.}"
LIB="${LIBDIR:-/usr/local/cuda/lib64/stubs}"
cc -O1 -Wall -o probe_pools2 probe_pools2.c -L"$LIB" -lcuda -ldl || exit 1
{
for s in export export2 misuse release access locations managed advise procaddr; do
  timeout ${SECTION_TIMEOUT:-30} ./probe_pools2 ../kernels.fatbin $s; echo "# section $s exit $?"
done
timeout ${SECTION_TIMEOUT:-30} ./probe_pools2 ../kernels.fatbin exporttable "$@"; echo "# section exporttable exit $?"
for w in 1 2 3; do  # host access to managed (device 0), host and managed (host) pool memory
  timeout ${SECTION_TIMEOUT:-30} ./probe_pools2 ../kernels.fatbin touch $w | sed "s/^# section touch$/# section touch$w/"; echo "# section touch$w exit ${PIPESTATUS[0]}"
done
for w in 1 2 3; do  # CUDA 13's batched prefetch and discard
  timeout ${SECTION_TIMEOUT:-30} ./probe_pools2 ../kernels.fatbin batch $w | sed "s/^# section batch$/# section batch$w/"; echo "# section batch$w exit ${PIPESTATUS[0]}"
done
for w in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do  # each call that might crash in its own process
  timeout ${SECTION_TIMEOUT:-30} ./probe_pools2 ../kernels.fatbin nulls $w | sed "s/^# section nulls$/# section nulls$w/"; echo "# section nulls$w exit ${PIPESTATUS[0]}"
done
} > "$OUT/${TRANSCRIPT:-probe-pools2-transcript.txt}" 2>&1
