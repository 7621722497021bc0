package driver

import (
	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/module"
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

// LinkInput is one input of a link made outside cudasim (by nvJitLink), in
// cuLinkAddData's terms.
type LinkInput struct {
	Type JITInputType
	Data []byte
	Name string
}

// RegisterLinkedPTX records, as the PTX equivalent of image (a SASS-only
// cubin another linker made from inputs: libnvJitLink's shim passes what
// nvJitLinkAddData was given), the PTX cudasim's own linker makes from the
// same inputs, as cuLinkAddData and cuLinkComplete would for the cubin's
// SM: PTX, fatbins and libraries contribute their PTX, cubins their
// registered PTX equivalents. Inputs cudasim's linker cannot read (LTO-IR,
// host objects, SASS without PTX) fail with its code and nothing is
// registered; the rest is RegisterPTXEquivalent.
func RegisterLinkedPTX(image []byte, inputs []LinkInput) error {
	return registerLinkedPTX(image, inputs, cubin.RegisterPTX, 0)
}

// registerLinkedPTX is RegisterLinkedPTX with the registration to make
// (cubin.RegisterPTX, or cubin.RegisterRelocatablePTX for an -rdc program)
// and the SM to link for (0: the cubin's).
func registerLinkedPTX(image []byte, inputs []LinkInput, register func(image, src []byte) error, sm int) error {
	if len(image) == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "linked PTX equivalent: empty cubin")
	}
	img, err := cubin.Parse(image)
	if err != nil {
		return err
	}
	if img.Format != cubin.FormatELF {
		return cu.Errorf(cu.ErrorInvalidImage, "linked PTX equivalent: the image is a %v, not a cubin", img.Format)
	}
	if sm == 0 {
		sm = img.Entries[0].Arch.SM
	}
	src, err := linkInputsPTX(inputs, sm)
	if err != nil {
		return err
	}
	return register(image, src)
}

// linkInputs links inputs with cudasim's linker, as cuLinkAddData and
// cuLinkComplete would for SM sm, and returns the image cuLinkComplete would.
func linkInputs(inputs []LinkInput, sm int) ([]byte, error) {
	s := &linkState{sm: sm}
	for _, in := range inputs {
		name := in.Name
		if err := s.add(in.Type, in.Data, &name, nil); err != nil {
			return nil, cu.Errorf(cu.Code(err), "linked PTX equivalent: input %q: %s", in.Name, cu.Detail(err))
		}
	}
	linked, _, err := s.link()
	return linked, err
}

// linkInputsPTX is linkInputs' PTX.
func linkInputsPTX(inputs []LinkInput, sm int) ([]byte, error) {
	linked, err := linkInputs(inputs, sm)
	if err != nil {
		return nil, err
	}
	out, err := cubin.Parse(linked)
	if err != nil {
		return nil, err
	}
	p, err := out.Select(sm)
	if err != nil {
		return nil, err
	}
	src := p.PTXSource()
	if len(src) == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "linked PTX equivalent: the link gave no PTX")
	}
	return src, nil
}

// PTXEquivalent returns the PTX registered for image (a copy), or nil when
// none was or it was refused.
func PTXEquivalent(image []byte) []byte { return cubin.EquivalentPTX(image) }

// SetPTXEquivalentsDir keeps accepted PTX equivalents in dir across
// processes ("" for none): a later process that loads a cached cubin (one
// it did not compile, so whose PTX no shim registered in it) runs it from
// the PTX kept there, checked again as RegisterPTXEquivalent checks it.
func SetPTXEquivalentsDir(dir string) { cubin.SetEquivalentsDir(dir) }

// SetLoweringCache keeps, in dir, which PTX texts cudasim's build (its
// identity: the drop-in's build ID) lowered whole, so that a later process's
// first launch of the same image lowers the launched kernel alone ("" for
// either turns it off; see module.SetLoweringCache).
func SetLoweringCache(dir, build string) { module.SetLoweringCache(dir, build) }
