#!/bin/bash
# probe.sh: sweep31's run of sweep30's probe.sh (its header says what it does and writes): the
# sources built by nvcc 13.0 (b130, and b130G with -G), the committed 11.8 binaries (b118,
# b118G), each run natively twice and through the drop-in once. For a GPU window, in the tree
# sweep30's mkprobe.sh lays out (bash ../sweep30/mkprobe.sh DEST sweep31):
#
#   OUT=/some/dir DROPIN=/dir/with/libcuda.so.1 bash probe.sh
here=$(cd "$(dirname "$0")" && pwd)
DIR=$here PROGS='[vp]_*' GPROGS="v_curand v_fp8 v_async v_cluster v_atom90 p_localatom" exec bash "$here/../sweep30/probe.sh"
