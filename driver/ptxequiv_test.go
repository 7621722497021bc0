package driver

import (
	"encoding/binary"
	"os"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/cubin"
)

// TestPTXEquivalent: NVRTC 11.8's sm_90 cubin of ../libnvrtc/testdata/gen.c
// (SASS only) with the PTX NVRTC made for it, registered as its
// equivalent: loaded as a module, a library and a link input, its fill
// kernel runs and reports the cubin's registers. A PTX of other kernels is
// refused.
func TestPTXEquivalent(t *testing.T) {
	read := func(name string) []byte {
		b, err := os.ReadFile("../libnvrtc/testdata/" + name)
		must(t, err)
		return b
	}
	sass, src, other := read("saxpy.sm_90.cubin"), read("saxpy.ptx"), read("other.ptx")
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)

	wantCode(t, "empty PTX", RegisterPTXEquivalent(sass, nil), cu.ErrorInvalidValue)
	wantCode(t, "empty cubin", RegisterPTXEquivalent(nil, src), cu.ErrorInvalidValue)
	wantCode(t, "other kernels' PTX", RegisterPTXEquivalent(sass, other), cu.ErrorInvalidValue)
	m, err := th.ModuleLoadData(sass)
	must(t, err)
	f, err := th.ModuleGetFunction(m, "fill")
	must(t, err)
	err = fill(t, th, f)
	if cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), "was refused") {
		t.Fatalf("launch with a refused PTX equivalent: %v", err)
	}

	must(t, RegisterPTXEquivalent(sass, src))
	img, err := cubin.Parse(sass)
	must(t, err)
	p, err := img.Select(90)
	must(t, err)
	wantRegs := int32(p.Kernel("fill").NumRegs)

	m, err = th.ModuleLoadData(sass)
	must(t, err)
	f, err = th.ModuleGetFunction(m, "fill")
	must(t, err)
	must(t, fill(t, th, f))
	if regs, err := th.FuncGetAttribute(FuncAttributeNumRegs, f); err != nil || regs != wantRegs {
		t.Errorf("registers %d, %v; want the cubin's %d", regs, err, wantRegs)
	}

	lib, err := th.LibraryLoadData(sass, nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "fill")
	must(t, err)
	f, err = th.KernelGetFunction(k)
	must(t, err)
	must(t, fill(t, th, f))

	s, err := th.LinkCreate(nil)
	must(t, err)
	must(t, th.LinkAddData(s, JITInputCubin, sass, strp("saxpy.cubin"), nil))
	linked, err := th.LinkComplete(s)
	must(t, err)
	m, err = th.ModuleLoadData(linked)
	must(t, err)
	f, err = th.ModuleGetFunction(m, "fill")
	must(t, err)
	must(t, fill(t, th, f))
}

// fill launches fill(p, 100, 64) on 64 ints and checks p[i] == 100+i.
func fill(t *testing.T, th *Thread, f Function) error {
	t.Helper()
	const n = 64
	p, err := th.MemAlloc(4 * n)
	must(t, err)
	params := [][]byte{
		binary.LittleEndian.AppendUint64(nil, uint64(p)),
		binary.LittleEndian.AppendUint32(nil, 100),
		binary.LittleEndian.AppendUint32(nil, n),
	}
	if err := th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{n, 1, 1}, 0, 0, params, nil); err != nil {
		return err
	}
	must(t, th.CtxSynchronize())
	out := make([]byte, 4*n)
	must(t, th.MemcpyDtoH(out, p))
	for i := 0; i < n; i++ {
		if v := int32(binary.LittleEndian.Uint32(out[4*i:])); v != 100+int32(i) {
			t.Fatalf("p[%d] = %d, want %d", i, v, 100+i)
		}
	}
	return nil
}

// TestRegisterLinkedPTX: a cubin "linked" elsewhere from PTX inputs gets,
// as its equivalent, cudasim's own link of the same inputs; an input
// cudasim cannot link registers nothing.
func TestRegisterLinkedPTX(t *testing.T) {
	read := func(name string) []byte {
		b, err := os.ReadFile("../libnvrtc/testdata/" + name)
		must(t, err)
		return b
	}
	sass, src := read("saxpy.sm_90.cubin"), read("saxpy.ptx")
	wantCode(t, "LTO-IR input", RegisterLinkedPTX(sass, []LinkInput{{Type: JITInputNVVM, Data: []byte("BC\xc0\xde"), Name: "x.ltoir"}}), cu.ErrorInvalidImage)
	wantCode(t, "not a cubin", RegisterLinkedPTX(src, []LinkInput{{Type: JITInputPTX, Data: src, Name: "saxpy.ptx"}}), cu.ErrorInvalidImage)
	wantCode(t, "no cubin", RegisterLinkedPTX(nil, nil), cu.ErrorInvalidValue)
	must(t, RegisterLinkedPTX(sass, []LinkInput{{Type: JITInputPTX, Data: src, Name: "saxpy.ptx"}}))

	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	m, err := th.ModuleLoadData(sass)
	must(t, err)
	f, err := th.ModuleGetFunction(m, "fill")
	must(t, err)
	must(t, fill(t, th, f))
}
