#!/bin/bash
# Builds probe_graphs against the real driver and runs each section in its own
# process (a crash in one loses nothing else). Needs ../kernels.fatbin; writes
# $OUT/probe-graphs-transcript.txt and the DOT files of the dot section to
# $OUT/dot/ (./ when OUT is not set).
cd "$(dirname "$0")"
OUT="${OUT:-.}"
mkdir -p "$OUT/dot"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cc -O1 -Wall -o probe_graphs probe_graphs.c ${LIBDIR:--L/usr/local/cuda/lib64/stubs} -lcuda || exit 1
{
for s in ${SECTIONS:-fork update params copies dot upload ipc ipcparent}; do
  DOTDIR="$OUT/dot" timeout ${SECTION_TIMEOUT:-30} ./probe_graphs ../kernels.fatbin $s; echo "# section $s exit $?"
done
for w in 1 2 3 4 5 6 7 8 9 10; do  # each NULL out-pointer in its own process
  timeout ${SECTION_TIMEOUT:-30} ./probe_graphs ../kernels.fatbin nulls $w | sed "s/^# section nulls$/# section nulls$w/"; echo "# section nulls$w exit ${PIPESTATUS[0]}"
done
for c in nocurrent query destroy memset record capture; do  # each may crash
  timeout ${SECTION_TIMEOUT:-30} ./probe_graphs ../kernels.fatbin streamdead $c | sed "s/^# section streamdead$/# section streamdead-$c/"; echo "# section streamdead-$c exit ${PIPESTATUS[0]}"
done
} > "$OUT/${TRANSCRIPT:-probe-graphs-transcript.txt}" 2>&1
cat "$OUT/${TRANSCRIPT:-probe-graphs-transcript.txt}"
