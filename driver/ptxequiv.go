package driver

import (
	"cudasim/cu"
	"cudasim/cubin"
)

// RegisterPTXEquivalent records src as the PTX a compiler produced
// alongside image, a SASS-only cubin: later loads of that cubin (as a
// module, a library, a fatbin entry or a link input) execute the kernels
// from src, keeping the cubin's kernel attributes. It is not a CUDA entry
// point: libnvrtc's shim calls it with what NVRTC's nvrtcGetCUBIN and
// nvrtcGetPTX return for one program (docs/nvrtc.md). A cubin that is not
// an ELF is CUDA_ERROR_INVALID_IMAGE; PTX that does not parse is the
// parser's code; PTX for a newer target, or lacking one of the cubin's
// kernels, is CUDA_ERROR_INVALID_VALUE (and a launch from the cubin says
// why it still has no PTX).
func RegisterPTXEquivalent(image, src []byte) error {
	if len(image) == 0 || len(src) == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "PTX equivalent: empty cubin (%d bytes) or PTX (%d bytes)", len(image), len(src))
	}
	return cubin.RegisterPTX(image, src)
}
