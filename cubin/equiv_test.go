package cubin

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"cudasim/cu"
)

// NVRTC 11.8's outputs for one compilation with -arch=sm_90 (the cubin and
// the PTX it made on the way) and another program's PTX:
// ../libnvrtc/testdata/gen.c made them.
func nvrtcOutputs(t *testing.T) (sass, ptx, other []byte) {
	t.Helper()
	read := func(name string) []byte {
		b, err := os.ReadFile("../libnvrtc/testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	return read("saxpy.sm_90.cubin"), read("saxpy.ptx"), read("other.ptx")
}

// TestRegisterPTX follows one SASS-only cubin through the registry: no
// PTX, a refused equivalent (the message says why), the right one (the
// kernels run from it, the attributes stay the cubin's), the same cubin
// inside a fatbin, and bad input.
func TestRegisterPTX(t *testing.T) {
	sass, src, other := nvrtcOutputs(t)
	equivalents.Lock()
	equivalents.byKey, equivalents.order = nil, nil // as in a fresh process
	equivalents.Unlock()
	img, err := Parse(sass)
	if err != nil {
		t.Fatal(err)
	}
	p, err := img.Select(90)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.CheckExecutable("saxpy"); cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), "has only sm_90 SASS;") {
		t.Fatalf("before registering: %v", err)
	}

	err = RegisterPTX(sass, other)
	if cu.Code(err) != cu.ErrorInvalidValue || !strings.Contains(err.Error(), "does not define kernel fill, saxpy") {
		t.Fatalf("RegisterPTX(other kernel's PTX) = %v", err)
	}
	p, err = img.Select(90)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.CheckExecutable("saxpy"); cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), "refused: PTX equivalent of a sm_90 cubin: its PTX does not define kernel fill, saxpy") {
		t.Fatalf("after a refused PTX: %v", err)
	}

	if err := RegisterPTX(sass, append(append([]byte(nil), src...), 0)); err != nil {
		t.Fatalf("RegisterPTX: %v", err)
	}
	p, err = img.Select(90)
	if err != nil {
		t.Fatal(err)
	}
	if p.Code.Kind != KindELF || p.PTX == nil || string(p.PTXSource()) != string(src) || p.PTXModule() == nil {
		t.Fatalf("selected code %v, PTX %v", p.Code.Kind, p.PTX)
	}
	for _, name := range []string{"saxpy", "fill"} {
		if err := p.CheckExecutable(name); err != nil {
			t.Errorf("CheckExecutable(%s): %v", name, err)
		}
		k := p.Kernel(name)
		if k.RegsEstimated() || k.NumRegs == 0 || k.BinaryVersion != 90 {
			t.Errorf("%s: registers %d (estimated %v), binary version %d: want the cubin's", name, k.NumRegs, k.RegsEstimated(), k.BinaryVersion)
		}
	}
	if _, err := img.Select(100); cu.Code(err) != cu.ErrorNoBinaryForGpu {
		t.Errorf("Select(100) of sm_90 SASS = %v, want NO_BINARY_FOR_GPU", err)
	}

	// The same cubin as a fatbin entry is found by its bytes.
	fat, err := Parse(BuildFatbin([]*Entry{{Kind: KindELF, Arch: Arch{SM: 90}, Major: 1, Minor: 7, Flags: Flag64Bit, Code: sass}}))
	if err != nil {
		t.Fatal(err)
	}
	if p, err := fat.Select(90); err != nil || p.CheckExecutable("saxpy") != nil {
		t.Fatalf("fatbin holding the cubin: %v", err)
	}

	// Registering the same PTX again changes nothing (the same Entry, no
	// new generation); other PTX replaces it, even refused PTX.
	gen := EquivalentsGeneration()
	if err := RegisterPTX(sass, src); err != nil || EquivalentsGeneration() != gen {
		t.Fatalf("second RegisterPTX: %v, generation %d -> %d", err, gen, EquivalentsGeneration())
	}
	if p2, _ := img.Select(90); p2 == nil || p2.PTX != p.PTX || !p2.DependsOnEquivalents() {
		t.Fatalf("re-registered the same PTX: a new entry")
	}
	if err := RegisterPTX(sass, other); err == nil {
		t.Fatal("other kernels' PTX accepted")
	}
	if p2, _ := img.Select(90); p2 == nil || p2.PTX != nil {
		t.Fatalf("refused PTX did not replace the registered one")
	}
	if err := RegisterPTX(sass, src); err != nil {
		t.Fatal(err)
	}

	for _, c := range []struct {
		name       string
		image, ptx []byte
		code       cu.Result
	}{
		{"PTX as the image", src, src, cu.ErrorInvalidImage},
		{"junk image", []byte("\x7fELFjunk"), src, cu.ErrorInvalidImage},
		{"truncated cubin", sass[:100], src, cu.ErrorInvalidImage},
		{"junk PTX", sass, []byte(".version 7.8\n.target sm_90\n.address_size 64\nbogus"), cu.ErrorInvalidPTX},
		{"PTX for a newer target", sass, []byte(strings.Replace(string(src), ".target sm_90", ".target sm_100", 1)), cu.ErrorInvalidValue},
	} {
		if err := RegisterPTX(c.image, c.ptx); cu.Code(err) != c.code {
			t.Errorf("%s: RegisterPTX = %v, want %v", c.name, err, c.code)
		}
	}
	if err := RegisterPTX(sass, src); err != nil {
		t.Fatal(err)
	}
}

// TestRegisterPTXConcurrent registers and selects from many goroutines
// (run with -race).
func TestRegisterPTXConcurrent(t *testing.T) {
	sass, src, _ := nvrtcOutputs(t)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for j := 0; j < 20; j++ {
				if err := RegisterPTX(sass, src); err != nil {
					errs <- err
					return
				}
				img, err := Parse(sass)
				if err != nil {
					errs <- err
					return
				}
				p, err := img.Select(90)
				if err == nil {
					err = p.CheckExecutable("saxpy")
				}
				if err != nil {
					errs <- fmt.Errorf("goroutine %d: %v", i, err)
					return
				}
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// FuzzRegisterPTX: any cubin and PTX bytes are registered or refused with
// an error, never a panic, and a refused pair never gives a program PTX.
func FuzzRegisterPTX(f *testing.F) {
	sass, _ := os.ReadFile("../libnvrtc/testdata/saxpy.sm_90.cubin")
	src, _ := os.ReadFile("../libnvrtc/testdata/saxpy.ptx")
	other, _ := os.ReadFile("../libnvrtc/testdata/other.ptx")
	f.Add(sass, src)
	f.Add(sass, other)
	f.Add(sass[:len(sass)/2], src)
	f.Add([]byte("\x7fELF"), []byte(".version 7.8"))
	f.Fuzz(func(t *testing.T, image, ptx []byte) {
		err := RegisterPTX(image, ptx)
		img, perr := Parse(image)
		if perr != nil || err == nil {
			return
		}
		if p, serr := img.Select(90); serr == nil && p.Code.Kind == KindELF && p.PTX != nil && p.PTX.Err() != nil {
			t.Fatalf("a refused PTX was selected: %v", err)
		}
	})
}

// TestEquivalentsDir: with a folder set, an accepted PTX equivalent is
// written there and a fresh process (the registry emptied) finds it when it
// loads the cubin, as numba-cuda's cache=True needs (a later process loads
// the cubin it cached, compiling nothing); a refused PTX is not kept, and a
// kept file that no longer matches the cubin is refused on reading.
func TestEquivalentsDir(t *testing.T) {
	sass, src, other := nvrtcOutputs(t)
	fresh := func() {
		equivalents.Lock()
		equivalents.byKey, equivalents.order = nil, nil
		equivalents.Unlock()
	}
	runnable := func(what string, want bool) {
		t.Helper()
		img, err := Parse(sass)
		if err != nil {
			t.Fatal(err)
		}
		p, err := img.Select(90)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.CheckExecutable("saxpy"); (err == nil) != want {
			t.Fatalf("%s: CheckExecutable = %v, want runnable %v", what, err, want)
		}
	}
	dir := t.TempDir()
	SetEquivalentsDir(dir)
	t.Cleanup(func() { SetEquivalentsDir(""); fresh() })

	fresh()
	if err := RegisterPTX(sass, other); err == nil {
		t.Fatal("other kernels' PTX accepted")
	}
	if files, _ := os.ReadDir(dir); len(files) != 0 {
		t.Fatalf("a refused PTX was kept: %v", files)
	}
	fresh()
	if err := RegisterPTX(sass, src); err != nil {
		t.Fatal(err)
	}
	files, _ := os.ReadDir(dir)
	if len(files) != 1 || !strings.HasSuffix(files[0].Name(), ".ptx") {
		t.Fatalf("kept %v, want one .ptx file", files)
	}

	fresh()
	runnable("a fresh process, PTX kept", true)
	if got := EquivalentPTX(sass); string(got) != strings.TrimRight(string(src), "\x00") {
		t.Fatalf("EquivalentPTX after reading the folder: %d bytes, want the registered %d", len(got), len(src))
	}

	// The file replaced by PTX of other kernels: refused when read back.
	if err := os.WriteFile(dir+"/"+files[0].Name(), other, 0o644); err != nil {
		t.Fatal(err)
	}
	fresh()
	runnable("a kept PTX that does not match", false)

	SetEquivalentsDir("")
	fresh()
	runnable("no folder", false)
}

// TestRegisterRelocatablePTX: an sm_80 SASS-only cubin has no code for sm_90
// (209) with or without a plain PTX equivalent, as on the H200; with the PTX
// registered as linked from relocatable device code (an nvcc -rdc=true
// program's, which the real driver JIT-links) sm_90 runs that PTX, while
// sm_80 keeps the cubin's SASS and attributes.
func TestRegisterRelocatablePTX(t *testing.T) {
	read := func(name string) []byte {
		b, err := os.ReadFile("testdata/rdc/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	sass, src := read("scale.sm_80.cubin"), read("scale.ptx")
	equivalents.Lock()
	equivalents.byKey, equivalents.order = nil, nil // as in a fresh process
	equivalents.Unlock()
	img, err := Parse(sass)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := img.Select(90); cu.Code(err) != cu.ErrorNoBinaryForGpu {
		t.Fatalf("before registering: Select(90) = %v, want CUDA_ERROR_NO_BINARY_FOR_GPU", err)
	}
	if err := RegisterPTX(sass, src); err != nil {
		t.Fatalf("RegisterPTX: %v", err)
	}
	if _, err := img.Select(90); cu.Code(err) != cu.ErrorNoBinaryForGpu {
		t.Fatalf("with a plain equivalent: Select(90) = %v, want CUDA_ERROR_NO_BINARY_FOR_GPU", err)
	}
	if err := RegisterRelocatablePTX(sass, src); err != nil {
		t.Fatalf("RegisterRelocatablePTX: %v", err)
	}
	p, err := img.Select(90)
	if err != nil {
		t.Fatalf("Select(90) with relocatable PTX: %v", err)
	}
	if p.Code.Kind != KindPTX || p.PTX != p.Code || string(p.PTXSource()) != string(src) || !p.DependsOnEquivalents() {
		t.Fatalf("Select(90): code %v, PTX %v", p.Code.Kind, p.PTX)
	}
	if err := p.CheckExecutable("scale"); err != nil {
		t.Errorf("CheckExecutable(scale): %v", err)
	}
	if k := p.Kernel("scale"); k == nil || k.BinaryVersion != 90 || k.PTXVersion != 80 {
		t.Errorf("scale on sm_90: %+v, want binary version 90 (JIT) and PTX version 80", k)
	}
	p, err = img.Select(86)
	if err != nil {
		t.Fatal(err)
	}
	if p.Code.Kind != KindELF || p.PTX == nil {
		t.Errorf("Select(86): code %v, PTX %v: want the SASS with its equivalent", p.Code.Kind, p.PTX)
	}
	if k := p.Kernel("scale"); k == nil || k.BinaryVersion != 80 {
		t.Errorf("scale on sm_86: %+v, want the cubin's binary version 80", k)
	}
}
