#!/bin/sh
# strip-query.sh IN.ptx OUT.ptx: copies nvcc's PTX of texprobe.cu without the kernels that use
# txq or suq (k_txq*, k_suq). The real driver refuses a module holding them as a whole
# (cuModuleLoadData answers CUDA_ERROR_NOT_SUPPORTED, measured on the H200 with nvcc 11.8's PTX),
# so the conformance cases (testdata/conformance/texture) load this copy instead.
awk '
  /^\.visible \.entry k_(txq[0-9]*|suq)\(/ { skip = 1 }
  !skip { print }
  skip && /^}/ { skip = 0 }
' "$1" > "$2"
