#!/bin/bash
# Builds probe_peer against the real driver and runs each section in its own
# process (a crash in one loses nothing else). Writes $OUT/probe-peer-transcript.txt
# (or ./probe-peer-transcript.txt when OUT is not set).
cd "$(dirname "$0")"
OUT="${OUT:-.}"
nvidia-smi --query-gpu=name,driver_version --format=csv
cc -O1 -Wall -o probe_peer probe_peer.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda -lpthread || exit 1
sections="${SECTIONS:-noinit query nullout nocurrent enable destroyedpeer resetpeer destroyedcurrent memcpypeer memcpypeerdstdead memcpypeersrcdead order memcpypeerinactive memcpypeermisc}"
for s in $sections; do
  timeout ${SECTION_TIMEOUT:-30} ./probe_peer $s; echo "# section $s exit $?"
done > "$OUT/${TRANSCRIPT:-probe-peer-transcript.txt}" 2>&1
cat "$OUT/${TRANSCRIPT:-probe-peer-transcript.txt}"
