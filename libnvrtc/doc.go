// Package libnvrtc holds cudasim's libnvrtc shim (shim/nvrtc.c, built by
// shim/build.sh) and its tests; it has no Go code of its own.
//
// The shim has NVRTC's soname and API. It forwards every call to the real
// NVRTC and, when a program hands out a cubin (nvrtcGetCUBIN), registers
// the PTX the same NVRTC generated for that program with cudasim's
// libcuda.so.1 (cudasimRegisterPTX, driver.RegisterPTXEquivalent), so that
// NVRTC-compiled cubins, which hold SASS only, run on cudasim from the
// compiler's own PTX. docs/nvrtc.md says how to use it and why it stays
// within the CUDA EULA.
package libnvrtc
