#!/bin/bash
# build.sh: builds sweep31's programs (src/v_*.cu) with sweep27's build.sh (its header says how),
# for sm_90 with the shared runtime (-arch=sm_90 -O2 -cudart shared) unless ARCH or CUDART say
# otherwise, into bin/bNNN/. The committed bin.txz holds bin/b118 (nvcc 11.8, every program) and
# binG.txz bin/b118G (-G, every program but v_cgupdate: README.md says why):
#
#   bash build.sh && EXTRA=-G OUTDIR=bin/b118G bash build.sh v_curand v_fp8 v_async v_cluster v_atom90 p_localatom
here=$(cd "$(dirname "$0")" && pwd)
DIR=$here ARCH=${ARCH:-sm_90} CUDART=${CUDART:-shared} exec bash "$here/../sweep27/build.sh" "$@"
