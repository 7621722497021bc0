#!/bin/bash
# lead25-a: p2psync.c natively, then through main's drop-in ($SHARED/lib)
cc -O1 -o p2psync p2psync.c -ldl && ./p2psync > $PROBE_OUT/h200.txt 2>&1; echo "native rc=$?"
cat $PROBE_OUT/h200.txt
LD_LIBRARY_PATH=$SHARED/lib CUDASIM_LOG=off ./p2psync > $PROBE_OUT/cudasim.txt 2>&1; echo "cudasim rc=$?"
cat $PROBE_OUT/cudasim.txt
