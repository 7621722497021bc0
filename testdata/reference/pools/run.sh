#!/bin/bash
# Builds probe_pools against the real driver and runs each section in its own
# process (a crash in one loses nothing else). Needs ../kernels.fatbin; writes
# $OUT/probe-pools-transcript.txt (./ when OUT is not set).
cd "$(dirname "$0")"
OUT="${OUT:-.}"
nvidia-smi --query-gpu=name,driver_version --format=csv
cc -O1 -Wall -o probe_pools probe_pools.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda -lpthread || exit 1
sections="${SECTIONS:-noinit nocontext default reuse create capture sync mode kernel explicit}"
{
for s in $sections; do
  timeout ${SECTION_TIMEOUT:-30} ./probe_pools ../kernels.fatbin $s; echo "# section $s exit $?"
done
for w in 1 2 3 4 5 6; do  # each call that might crash in its own process
  timeout ${SECTION_TIMEOUT:-30} ./probe_pools ../kernels.fatbin nulls $w | sed "s/^# section nulls$/# section nulls$w/"; echo "# section nulls$w exit ${PIPESTATUS[0]}"
done
} > "$OUT/${TRANSCRIPT:-probe-pools-transcript.txt}" 2>&1
cat "$OUT/${TRANSCRIPT:-probe-pools-transcript.txt}"
