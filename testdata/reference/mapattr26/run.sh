#!/bin/bash
# lead26-a: pointer attributes 18-20 of memory not made by cuMemMap, natively (twice) and on cudasim
cc -O1 -o mapattr mapattr.c -ldl || exit 1
./mapattr > $PROBE_OUT/native.txt 2>&1; echo "native rc=$?"
./mapattr > $PROBE_OUT/native2.txt 2>&1; echo "native2 rc=$?"
CUDASIM_LOG=off LD_LIBRARY_PATH=$SHARED/lib ./mapattr > $PROBE_OUT/sim.txt 2>&1; echo "sim rc=$?"
cp mapattr.c $PROBE_OUT/
