package cubin

import (
	"fmt"
	"slices"

	"cudasim/cu"
	"cudasim/sim/ptx"
)

// Program is what a device of one compute capability gets from an Image.
type Program struct {
	Device int // SM of the device it was selected for (90 = compute capability 9.0)

	// Code is the entry the real driver loads: matching SASS, or else the
	// PTX it would JIT. Kernel attributes come from it.
	Code *Entry

	// PTX is the PTX cudasim executes: Code itself when Code is PTX, else
	// the best PTX for the device in the same container; nil when there is
	// none (then no kernel is Executable).
	PTX *Entry

	Kernels   []Kernel   // Code's kernels, with PTXVersion, BinaryVersion and Executable set
	Variables []Variable // Code's variables

	noPTX string // why PTX is nil, for CheckExecutable

	// consulted says the selection looked PTX equivalents up (SASS without
	// PTX beside it): a registration since may change it.
	consulted bool
}

// DependsOnEquivalents reports whether the program was selected from SASS
// with no PTX beside it, so that registering a PTX equivalent for it
// (RegisterPTX) can change what Select gives: a cache of selections
// re-selects such programs when EquivalentsGeneration has moved.
func (p *Program) DependsOnEquivalents() bool { return p.consulted }

// compatibleSASS reports whether SASS for a runs on a device of SM dev:
// same major and minor not above the device's; sm_XXa only on exactly XX.
func compatibleSASS(a Arch, dev int) bool {
	if a.Feature == 'a' {
		return a.SM == dev
	}
	return a.Major() == dev/10 && a.SM <= dev
}

// compatiblePTX reports whether PTX for compute_XX can be JIT-compiled for
// SM dev: any device at least as new; compute_XXa only exactly XX;
// compute_XXXf within its family.
func compatiblePTX(a Arch, dev int) bool {
	switch a.Feature {
	case 'a':
		return a.SM == dev
	case 'f':
		return a.Major() == dev/10 && a.SM <= dev
	}
	return a.SM <= dev
}

// best returns the entry of kind with the highest SM that ok accepts
// (the later one on ties), or nil.
func (img *Image) best(kind EntryKind, ok func(Arch) bool) *Entry {
	var pick *Entry
	for _, e := range img.Entries {
		if e.Kind != kind || !ok(e.Arch) {
			continue
		}
		if pick == nil || e.Arch.SM >= pick.Arch.SM {
			pick = e
		}
	}
	return pick
}

// checkPTX reports why the driver would refuse to JIT e: the parser's
// CUDA_ERROR_INVALID_PTX, or CUDA_ERROR_UNSUPPORTED_PTX_VERSION for a
// .version newer than ptx.MaxVersion.
func checkPTX(e *Entry) error { return e.err }

// Select picks the code a device of SM dev (90 for compute capability 9.0)
// runs, as the driver does: SASS of the same major version not newer than
// the device (sm_80 SASS does not run on 9.0), else the newest PTX not
// newer than the device, else CUDA_ERROR_NO_BINARY_FOR_GPU. A bare PTX
// whose target is newer than the device gives CUDA_ERROR_INVALID_PTX.
func (img *Image) Select(dev int) (*Program, error) {
	if dev <= 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "device SM %d", dev)
	}
	p := &Program{Device: dev}
	sass := img.best(KindELF, func(a Arch) bool { return compatibleSASS(a, dev) })
	ptx := img.best(KindPTX, func(a Arch) bool { return compatiblePTX(a, dev) })
	switch {
	case sass != nil:
		if sass.err != nil {
			return nil, sass.err
		}
		p.Code = sass
		var refused string
		if ptx == nil {
			// The compiler's PTX for this cubin, when registered (equiv.go).
			p.consulted = true
			switch eq := equivalentPTX(sass); {
			case eq == nil:
				// -arch=all-major and TORCH_CUDA_ARCH_LIST-style builds keep
				// PTX for the newest architecture only
				if newer := img.best(KindPTX, func(Arch) bool { return true }); newer != nil {
					refused = fmt.Sprintf(" (its %s PTX targets a newer device)", newer.Arch.Virtual())
				}
			case eq.err != nil:
				refused = fmt.Sprintf(" (the PTX registered as its equivalent was refused: %v)", cu.Detail(eq.err))
			case !compatiblePTX(eq.Arch, dev):
				refused = fmt.Sprintf(" (the PTX registered as its equivalent targets %s, newer than the device)", eq.Arch.Virtual())
			default:
				ptx = eq
			}
		}
		if ptx == nil {
			virt := Arch{SM: sass.Module.VirtualSM, Feature: sass.Arch.Feature}.Virtual()
			p.noPTX = fmt.Sprintf("has only %s SASS%s; cudasim executes PTX — build with -gencode arch=%s,code=[%s,%s]", sass.Arch, refused, virt, sass.Arch, virt)
		} else if err := checkPTX(ptx); err != nil {
			p.noPTX = fmt.Sprintf("has %s SASS, and its %s PTX cannot be used: %v", sass.Arch, ptx.Arch.Virtual(), err)
		} else {
			p.PTX = ptx
		}
	case ptx != nil:
		if err := checkPTX(ptx); err != nil {
			return nil, err
		}
		p.Code, p.PTX = ptx, ptx
	default:
		p.consulted = true
		if err := img.deviceSync(dev); err != nil {
			return nil, err
		}
		rel := img.relocatablePTX(dev)
		if rel == nil {
			if sass, eq := img.relocatableFor(); eq != nil {
				// Measured (flags25's f_noimg.rdc100, -arch=sm_100 -rdc=true):
				// the H200 answers every lookup of such a program
				// cudaErrorSymbolNotFound, also under CUDA_MODULE_LOADING=EAGER.
				return nil, cu.Errorf(cu.ErrorNotFound, "no code for sm_%d: the image holds %s SASS, and the PTX of its relocatable device code targets %s, newer than the device", dev, sass.Arch, eq.Arch.Virtual())
			}
			return nil, img.noBinary(dev)
		}
		p.Code, p.PTX = rel, rel
	}
	m := p.Code.Module
	// A cubin's kernels come in symbol order (ptxas lists them in reverse
	// order of definition), a JIT-compiled module's in order of definition:
	// the H200 enumerates them so (testdata/reference/jitstages).
	p.Kernels = slices.Clone(m.Kernels)
	p.Variables = slices.Clone(m.Variables)
	for i := range p.Kernels {
		k := &p.Kernels[i]
		if p.Code.Kind == KindELF {
			k.PTXVersion, k.BinaryVersion = m.VirtualSM, m.Arch.SM
		} else {
			k.PTXVersion, k.BinaryVersion = m.VirtualSM, dev
		}
		k.Executable = p.PTX != nil && p.PTX.Module.Kernel(k.Name) != nil
	}
	return p, nil
}

// deviceSync answers CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC (225) for SASS of an older major
// version (a program built with relocatable device code for sm_80) whose registered PTX
// equivalent calls cudaDeviceSynchronize from device code (CDP1), on a device of compute
// capability 9.0 or newer, which does not support it: the H200 refused every launch of CUDA
// 11.8's t_dp_cdp1 (libcuda/testdata/cudart/devrt) so, with or without the device-side
// synchronize in the launched kernel, the code the driver's PTX JIT reports for such a
// module. Without the call the image is left as having no code for the device (not measured).
func (img *Image) deviceSync(dev int) error {
	if dev < 90 {
		return nil
	}
	for _, e := range img.Entries {
		if e.Kind != KindELF {
			continue
		}
		eq := equivalentPTX(e)
		if eq == nil || eq.err != nil || eq.ptx == nil || !compatiblePTX(eq.Arch, dev) {
			continue
		}
		for _, f := range eq.ptx.Functions {
			if f.Name == "cudaDeviceSynchronize" || f.Name == "__cudaDeviceSynchronizeDeprecationAvoidance" {
				return cu.Errorf(cu.ErrorUnsupportedDevsideSync, "the image holds %s SASS, which cannot run on sm_%d, and its PTX (relocatable device code, which the driver's JIT would compile) calls %s from device code (CDP1), which sm_90 and newer do not support", e.Arch, dev, f.Name)
			}
		}
	}
	return nil
}

// relocatablePTX returns the PTX linked from relocatable device code that
// was registered for one of img's cubins (RegisterRelocatablePTX) and that
// the driver would JIT for SM dev, or nil.
func (img *Image) relocatablePTX(dev int) *Entry {
	for _, e := range img.Entries {
		if e.Kind != KindELF {
			continue
		}
		if eq := equivalentPTX(e); eq != nil && eq.relocatable && eq.err == nil && compatiblePTX(eq.Arch, dev) {
			return eq
		}
	}
	return nil
}

// relocatableFor returns a SASS entry of img that has relocatable PTX
// registered (whatever its target) and that PTX, or nils.
func (img *Image) relocatableFor() (sass, ptx *Entry) {
	for _, e := range img.Entries {
		if e.Kind != KindELF {
			continue
		}
		if eq := equivalentPTX(e); eq != nil && eq.relocatable && eq.err == nil {
			return e, eq
		}
	}
	return nil, nil
}

// noBinary explains why nothing in img suits the device.
func (img *Image) noBinary(dev int) error {
	var have []string
	for _, e := range img.Entries {
		if e.Kind == KindPTX {
			have = append(have, e.Arch.Virtual()+" PTX")
		} else {
			have = append(have, e.Arch.String()+" "+e.Kind.String())
		}
	}
	if img.Format == FormatPTX && len(img.Entries) == 1 {
		e := img.Entries[0]
		if err := checkPTX(e); err != nil {
			return err
		}
		return cu.Errorf(cu.ErrorInvalidPTX, "PTX .target %s is newer than the device (sm_%d)", e.Module.Arch, dev)
	}
	return cu.Errorf(cu.ErrorNoBinaryForGpu, "no code for sm_%d: the image holds %v (SASS runs only on its own major version, PTX on its target or newer)", dev, have)
}

// Kernel returns the kernel called name, or nil.
func (p *Program) Kernel(name string) *Kernel {
	for i := range p.Kernels {
		if p.Kernels[i].Name == name {
			return &p.Kernels[i]
		}
	}
	return nil
}

// Variable returns the variable called name, or nil.
func (p *Program) Variable(name string) *Variable {
	for i := range p.Variables {
		if p.Variables[i].Name == name {
			return &p.Variables[i]
		}
	}
	return nil
}

// PTXSource is the PTX text to execute, or nil.
func (p *Program) PTXSource() []byte {
	if p.PTX == nil {
		return nil
	}
	return p.PTX.Code
}

// PTXModule is the parsed form of PTXSource (sim/ptx), ready for the
// engine to compile without parsing the text again; nil when PTX is nil.
// It is shared: callers must not modify it.
func (p *Program) PTXModule() *ptx.Module {
	if p.PTX == nil {
		return nil
	}
	return p.PTX.ptx
}

// CheckExecutable returns nil when cudasim can run kernel name, else a
// CUDA_ERROR_NOT_SUPPORTED error saying why (typically: SASS only).
func (p *Program) CheckExecutable(name string) error {
	k := p.Kernel(name)
	switch {
	case k == nil:
		return cu.Errorf(cu.ErrorNotFound, "no kernel %q in the module", name)
	case k.Executable:
		return nil
	case p.PTX == nil:
		return cu.Errorf(cu.ErrorNotSupported, "kernel %s %s", name, p.noPTX)
	}
	return cu.Errorf(cu.ErrorNotSupported, "kernel %s is in the %s SASS but not in the %s PTX beside it; cudasim executes PTX", name, p.Code.Arch, p.PTX.Arch.Virtual())
}

// UnitPTX returns, for each translation unit of img (each fatbin of a
// concatenation, Entry.Unit) that holds PTX, in order, the PTX entry a link
// for target takes. nvcc puts several PTX in a unit built for several virtual
// architectures (-arch=sm_90a gives compute_90 and compute_90a), and a link
// takes one of each: the newest that can be compiled for target, preferring
// target's feature suffix; where none can, the oldest (a unit built for
// newer devices than target's SASS, which the driver JIT-links for a device
// that SASS does not run on).
func (img *Image) UnitPTX(target Arch) []*Entry {
	var picks []*Entry
	better := func(e, than *Entry) bool {
		okE, okThan := compatiblePTX(e.Arch, target.SM), compatiblePTX(than.Arch, target.SM)
		switch {
		case okE != okThan:
			return okE
		case !okE:
			return e.Arch.SM < than.Arch.SM
		case (e.Arch.Feature == target.Feature) != (than.Arch.Feature == target.Feature):
			return e.Arch.Feature == target.Feature
		}
		return e.Arch.SM > than.Arch.SM
	}
	for _, e := range img.Entries {
		if e.Kind != KindPTX {
			continue
		}
		if n := len(picks); n > 0 && picks[n-1].Unit == e.Unit {
			if better(e, picks[n-1]) {
				picks[n-1] = e
			}
			continue
		}
		picks = append(picks, e)
	}
	return picks
}
