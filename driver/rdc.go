package driver

import (
	"bytes"
	"fmt"
	"math"
	"slices"

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
// each cubin of linked that has no PTX beside it in its fatbin (RegisterLinkedPTX), marked
// as relocatable: a device the SASS does not run on gets that PTX, as the
// real driver JIT-links it (cubin.RegisterRelocatablePTX). It is
// not a CUDA entry point: libcuda calls it with its executable's sections.
//
// Each translation unit contributes one PTX (cubin.Image.UnitPTX: a unit
// built for sm_90a holds compute_90 and compute_90a PTX), and the link is
// made for the newest target among them when that is newer than the
// cubin's SASS: an sm_80 cubin beside compute_90 PTX (CMake's
// "80-real;90-virtual") runs on the H200 from that PTX.
//
// A program built for virtual architectures only (-arch=compute_90
// -rdc=true) has an empty linked fatbin, which its runtime still hands the
// driver to load: the real driver runs it (flags25's f_rdc.c90), so it must
// JIT-link the relocatable PTX then. For such a program the image
// cuLinkComplete would make of that PTX is returned (a fatbin whose PTX the
// driver compiles relocatable, as its linker does: cubin.Entry.Relocatable),
// for the caller to load in the empty fatbin's place (nil otherwise).
func RegisterRelocatableProgram(linked, rel []byte) ([]byte, error) {
	relImg, err := cubin.Parse(rel)
	if err != nil {
		return nil, cu.Errorf(cu.Code(err), "relocatable device code: %s", cu.Detail(err))
	}
	isPTX := func(p *cubin.Entry) bool { return p.Kind == cubin.KindPTX }
	if !slices.ContainsFunc(relImg.Entries, isPTX) {
		return nil, nil
	}
	img, err := cubin.Parse(linked)
	if err != nil {
		return nil, cu.Errorf(cu.Code(err), "relocatable device code: the linked fatbin: %s", cu.Detail(err))
	}
	// The section holds a fatbin per object file as well as nvlink's: an
	// object built without -rdc (Thrust's test framework beside its
	// testing/cuda tests) brings its own SASS and PTX, loaded as they are.
	// Each fatbin is looked at alone; one with PTX of its own needs nothing.
	units := make([][]*cubin.Entry, img.Units)
	for _, e := range img.Entries {
		units[e.Unit] = append(units[e.Unit], e)
	}
	var out []byte
	var first error
	for _, entries := range units {
		if len(entries) == 0 && out == nil {
			inputs, sm := relocatableInputs(relImg.UnitPTX(cubin.Arch{SM: math.MaxInt32}))
			if out, err = linkInputs(inputs, sm); err != nil {
				return nil, err
			}
		}
		if slices.ContainsFunc(entries, isPTX) {
			continue
		}
		for _, e := range entries {
			if e.Kind != cubin.KindELF {
				continue
			}
			unitPTX := relImg.UnitPTX(e.Arch)
			inputs, sm := relocatableInputs(unitPTX)
			if len(inputs) == 0 {
				continue
			}
			register := cubin.RegisterRelocatablePTX
			if slices.ContainsFunc(unitPTX, (*cubin.Entry).Unoptimised) {
				register = cubin.RegisterUnoptimisedRelocatablePTX // nvcc -Xptxas -O0
			}
			if err := registerLinkedPTX(e.Code, inputs, register, max(sm, e.Arch.SM)); err != nil && first == nil {
				first = err
			}
		}
	}
	return out, first
}

// relocatableInputs are the link inputs of a relocatable program whose
// translation units' PTX is units, with cudasim's device runtime in place of
// the toolkit's, and the newest SM they target.
func relocatableInputs(units []*cubin.Entry) ([]LinkInput, int) {
	var inputs []LinkInput
	devrt := false
	sm := 0
	for i, e := range units {
		if definesDeviceRuntime(e.Code) {
			if !devrt {
				devrt = true
				inputs = append(inputs, LinkInput{Type: JITInputPTX, Data: link.DeviceRuntimePTX, Name: link.DeviceRuntimeName})
			}
			continue
		}
		inputs = append(inputs, LinkInput{Type: JITInputPTX, Data: e.Code, Name: fmt.Sprintf("relocatable PTX %d (%s)", i, e.Arch.Virtual())})
		sm = max(sm, e.Arch.SM)
		if !devrt && callsDeviceRuntime(e.Code) {
			// nvcc 13.0 leaves libcudadevrt out of a program whose device code
			// calls only the graph node updates (cudaGraphKernelNodeSetParam...):
			// the driver provides those at load, as cudasim's engine does.
			devrt = true
			inputs = append(inputs, LinkInput{Type: JITInputPTX, Data: link.DeviceRuntimePTX, Name: link.DeviceRuntimeName})
		}
	}
	return inputs, sm
}

// declaredFuncs returns the names of the functions a PTX module declares with the linkage
// directive linkage (".visible", ".weak", ".extern") first on a line:
// `.visible .func (.param .b32 r) name(`, the return parameters optional. It reads what the
// regular expression `(?m)^\s*\.visible\s+\.func\s*(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)\s*\(`
// matches (TestDeclaredFuncs checks it against that): the drop-in links no regexp package.
func declaredFuncs(src []byte, linkages ...string) []string {
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }
	skip := func(k int) int {
		for k < len(src) && isSpace(src[k]) {
			k++
		}
		return k
	}
	var names []string
	for line := 0; line < len(src); {
		k := line
		for k < len(src) && src[k] != '\n' && isSpace(src[k]) {
			k++
		}
		if name, end, ok := funcDecl(src, k, linkages, skip); ok {
			names = append(names, name)
			k = end
		}
		nl := bytes.IndexByte(src[k:], '\n')
		if nl < 0 {
			break
		}
		line = k + nl + 1
	}
	return names
}

// funcDecl reads `.linkage .func (returns) name(` at src[k:] and returns the name and where the
// declaration's '(' ends.
func funcDecl(src []byte, k int, linkages []string, skip func(int) int) (string, int, bool) {
	rest := src[k:]
	n := 0
	for _, l := range linkages {
		if bytes.HasPrefix(rest, []byte(l)) {
			n = len(l)
			break
		}
	}
	if n == 0 || k+n >= len(src) || skip(k+n) == k+n {
		return "", 0, false
	}
	k = skip(k + n)
	if !bytes.HasPrefix(src[k:], []byte(".func")) {
		return "", 0, false
	}
	k = skip(k + len(".func"))
	if k < len(src) && src[k] == '(' {
		close := bytes.IndexByte(src[k:], ')')
		if close < 0 {
			return "", 0, false
		}
		k = skip(k + close + 1)
	}
	identStart := func(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_' || c == '$' }
	if k >= len(src) || !identStart(src[k]) {
		return "", 0, false
	}
	start := k
	for k < len(src) && (identStart(src[k]) || src[k] >= '0' && src[k] <= '9') {
		k++
	}
	name := string(src[start:k])
	k = skip(k)
	if k >= len(src) || src[k] != '(' {
		return "", 0, false
	}
	return name, k + 1, true
}

// callsDeviceRuntime reports whether PTX declares an entry point of the
// device runtime it does not define.
func callsDeviceRuntime(src []byte) bool {
	for _, name := range declaredFuncs(src, ".extern") {
		if sim.IsDeviceRuntimeCall(name) {
			return true
		}
	}
	return false
}

// definesDeviceRuntime reports whether PTX defines entry points of the
// device runtime: it is the toolkit's libcudadevrt, which cudasim's replaces.
func definesDeviceRuntime(src []byte) bool {
	for _, name := range declaredFuncs(src, ".visible", ".weak") {
		if sim.IsDeviceRuntimeCall(name) || slices.Contains(sim.DeviceRuntimeGridSync, name) {
			return true
		}
	}
	return false
}
