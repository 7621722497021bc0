#!/bin/bash
# Builds probe2 with gcc -lcuda and runs each section in its own process against the real driver.
# Needs ../kernels.cubin (testdata/reference/kernels.cubin); writes $OUT/probe2-transcript.txt.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv
gcc -O1 -Wall -o probe2 probe2.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda || exit 1
img=../kernels.cubin
sections="${SECTIONS:-primaryflags memfree host memset pitch pcibus meminfo limits priority stream unified ctxnull ctxprimary crossctx kernelasfunc occupancy limits2}"
for s in $sections; do
  timeout ${SECTION_TIMEOUT:-15} ./probe2 $img $s; echo "# section $s exit $?"
done > $OUT/${TRANSCRIPT:-probe2-transcript.txt} 2>&1
wc -l $OUT/*.txt
