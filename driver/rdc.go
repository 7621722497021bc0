package driver

import (
	"fmt"
	"regexp"
	"slices"
	"sync"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/link"
	"cudasim/sim"
)

// RegisterRelocatableProgram gives the linked cubins of a program built
// with relocatable device code (nvcc -rdc=true) the PTX cudasim executes.
// Such a program's linked fatbin (linked, its .nv_fatbin section) holds the
// SASS nvlink made and no PTX; the PTX is in the relocatable fatbins of its
// translation units and of the device runtime library (rel, its
// __nv_relfatbin section). cudasim's linker links that PTX, with cudasim's
// device runtime in place of the toolkit's (whose PTX defines the device
// runtime's entry points), and registers the result as the PTX equivalent of
// each cubin of linked that has no PTX beside it (RegisterLinkedPTX), marked
// as relocatable: a device the SASS does not run on gets that PTX, as the
// real driver JIT-links it (cubin.RegisterRelocatablePTX). It is
// not a CUDA entry point: libcuda calls it with its executable's sections.
func RegisterRelocatableProgram(linked, rel []byte) error {
	relImg, err := cubin.Parse(rel)
	if err != nil {
		return cu.Errorf(cu.Code(err), "relocatable device code: %s", cu.Detail(err))
	}
	var inputs []LinkInput
	devrt := false
	for i, e := range relImg.Entries {
		if e.Kind != cubin.KindPTX {
			continue
		}
		if definesDeviceRuntime(e.Code) {
			if !devrt {
				devrt = true
				inputs = append(inputs, LinkInput{Type: JITInputPTX, Data: link.DeviceRuntimePTX, Name: link.DeviceRuntimeName})
			}
			continue
		}
		inputs = append(inputs, LinkInput{Type: JITInputPTX, Data: e.Code, Name: fmt.Sprintf("relocatable PTX %d (%s)", i, e.Arch.Virtual())})
		if !devrt && callsDeviceRuntime(e.Code) {
			// nvcc 13.0 leaves libcudadevrt out of a program whose device code
			// calls only the graph node updates (cudaGraphKernelNodeSetParam...):
			// the driver provides those at load, as cudasim's engine does.
			devrt = true
			inputs = append(inputs, LinkInput{Type: JITInputPTX, Data: link.DeviceRuntimePTX, Name: link.DeviceRuntimeName})
		}
	}
	if len(inputs) == 0 {
		return nil
	}
	img, err := cubin.Parse(linked)
	if err != nil {
		return cu.Errorf(cu.Code(err), "relocatable device code: the linked fatbin: %s", cu.Detail(err))
	}
	var first error
	for _, e := range img.Entries {
		if e.Kind != cubin.KindELF || slices.ContainsFunc(img.Entries, func(p *cubin.Entry) bool { return p.Kind == cubin.KindPTX }) {
			continue
		}
		if err := registerLinkedPTX(e.Code, inputs, cubin.RegisterRelocatablePTX); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// visibleFunc matches the name of a function a PTX module defines or
// declares with external linkage. Compiled at its first use, not at every
// start of the drop-in.
var visibleFunc = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^\s*\.(?:visible|weak)\s+\.func\s*(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)\s*\(`)
})

// externFunc matches the name of a function a PTX module declares .extern.
// Compiled at its first use (a program built with -rdc=true), as visibleFunc.
var externFunc = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^\s*\.extern\s+\.func\s*(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)\s*\(`)
})

// callsDeviceRuntime reports whether PTX declares an entry point of the
// device runtime it does not define.
func callsDeviceRuntime(src []byte) bool {
	for _, m := range externFunc().FindAllSubmatch(src, -1) {
		if sim.IsDeviceRuntimeCall(string(m[1])) {
			return true
		}
	}
	return false
}

// definesDeviceRuntime reports whether PTX defines entry points of the
// device runtime: it is the toolkit's libcudadevrt, which cudasim's replaces.
func definesDeviceRuntime(src []byte) bool {
	for _, m := range visibleFunc().FindAllSubmatch(src, -1) {
		name := string(m[1])
		if sim.IsDeviceRuntimeCall(name) || slices.Contains(sim.DeviceRuntimeGridSync, name) {
			return true
		}
	}
	return false
}
