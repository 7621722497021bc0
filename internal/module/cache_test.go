package module

import (
	"bytes"
	"encoding/binary"
	"os"
	"strings"
	"sync"
	"testing"

	"cudasim/cu"
	"cudasim/cubin"
)

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Two loads of one image share its parsed and compiled code, never its
// variables: each module has its own, initialised afresh, and a store to
// one is not seen by the other.
func TestSharedImageOwnGlobals(t *testing.T) {
	src := readFile(t, "../../testdata/images/cuda11/vars.fatbin")
	env := newFakeEnv()
	var mods []*Module
	for range 2 {
		img, err := Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		code, err := img.Code(90)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Load(code, env, nil, false)
		if err != nil {
			t.Fatal(err)
		}
		mods = append(mods, m)
	}
	a, b := mods[0], mods[1]
	if a.Code != b.Code {
		t.Fatal("the second load of the same bytes did not reuse the first's code")
	}
	ga, _ := a.Global("dev_init")
	gb, _ := b.Global("dev_init")
	if ga.Addr == gb.Addr {
		t.Fatalf("both modules' dev_init at %#x", ga.Addr)
	}
	if err := env.Write(ga.Addr, []byte{9, 0, 0, 0}); err != nil {
		t.Fatal(err)
	}
	// A third load after the first module's variable changed starts from
	// the image's initial value, not from what a module holds.
	img, _ := Parse(src)
	code, _ := img.Code(90)
	c, err := Load(code, env, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	gc, _ := c.Global("dev_init")
	for name, g := range map[string]Global{"second": gb, "third": gc} {
		if v := binary.LittleEndian.Uint32(env.allocs[g.Addr]); v != 42 {
			t.Errorf("%s module's dev_init = %d after the first's was set to 9, want its initial 42", name, v)
		}
	}
	if fa, fc := a.Function("framed"), c.Function("framed"); fa == nil || fa == fc {
		t.Errorf("framed: %p in one module, %p in the other: want two Functions", fa, fc)
	}
	for _, m := range []*Module{a, b, c} {
		m.Unload()
	}
	if len(env.allocs) != 0 {
		t.Errorf("%d allocations left after unloading", len(env.allocs))
	}
}

// The cache keeps the images used last: a hit makes an image the newest,
// the oldest goes first when the count or the memory estimate is exceeded,
// and an image larger than the whole budget is parsed every time.
func TestImageCacheBounds(t *testing.T) {
	ptxOf := func(i int) []byte {
		return []byte(".version 8.0\n.target sm_90\n.address_size 64\n.global .u32 v" + strings.Repeat("x", i) + ";\n")
	}
	c := &imageCache{maxImages: 2, maxCost: 1 << 30}
	parse := func(i int) *Image {
		im, err := c.parse(ptxOf(i))
		if err != nil {
			t.Fatal(err)
		}
		return im
	}
	a, b := parse(1), parse(2)
	if parse(1) != a {
		t.Fatal("a cached image was parsed again")
	}
	parse(3) // evicts 2, the least recently used
	if parse(1) != a {
		t.Error("the image used last was evicted")
	}
	if parse(2) == b {
		t.Error("the least recently used image was kept beyond the count")
	}
	if c.lru.Len() != 2 {
		t.Errorf("%d images cached, want 2", c.lru.Len())
	}

	one := imageCost(mustParse(t, ptxOf(1)), len(ptxOf(1)))
	c = &imageCache{maxImages: 64, maxCost: 2*one + one/2}
	a = parse(1)
	parse(1)
	if c.cost != one {
		t.Errorf("cost %d after two loads of one image, want %d", c.cost, one)
	}
	parse(2)
	parse(3) // over the memory budget: the oldest goes
	if c.lru.Len() != 2 || c.cost > c.maxCost {
		t.Errorf("%d images, cost %d of %d", c.lru.Len(), c.cost, c.maxCost)
	}
	if parse(1) == a {
		t.Error("the oldest image was kept beyond the memory budget")
	}
	big := 4000
	if parse(big) == parse(big) {
		t.Error("an image larger than the budget was cached")
	}
	if c.cost > c.maxCost {
		t.Errorf("cost %d over the budget %d", c.cost, c.maxCost)
	}
}

func mustParse(t *testing.T, b []byte) *cubin.Image {
	img, err := cubin.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// Loads of one new image at the same time parse it once; a failed parse
// gives every waiting load its error and is not kept.
func TestImageCacheConcurrent(t *testing.T) {
	c := &imageCache{maxImages: 4, maxCost: 1 << 30}
	src := readFile(t, "../../testdata/reference/kernels.ptx")
	junk := []byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k( {\n")
	var wg sync.WaitGroup
	got := make([]*Image, 8)
	errs := make([]error, 8)
	for i := range got {
		wg.Go(func() {
			b := src
			if i%2 == 1 {
				b = junk
			}
			got[i], errs[i] = c.parse(bytes.Clone(b))
		})
	}
	wg.Wait()
	for i := range got {
		if i%2 == 1 {
			if cu.Code(errs[i]) != cu.ErrorInvalidPTX || got[i] != nil {
				t.Errorf("load %d of junk: %v", i, errs[i])
			}
		} else if errs[i] != nil || got[i] != got[0] {
			t.Errorf("load %d: %p, %v; load 0 got %p", i, got[i], errs[i], got[0])
		}
	}
	if c.lru.Len() != 1 || len(c.byKey) != 1 {
		t.Errorf("cache holds %d images under %d keys, want the one that parsed", c.lru.Len(), len(c.byKey))
	}
}

// When the real driver would load SASS, the PTX beside it is lowered one
// kernel at a time under lazy loading: a kernel cudasim cannot lower (here a
// register nothing declares) fails only its own launches. Eager loading
// lowers every kernel, and the same kernel fails the module. A PTX image is
// JIT-compiled whole by the real driver, whose ptxas refuses the undeclared
// name at the load (testdata/reference/lazyparse): its selection fails.
func TestLazyKernelsBesideSASS(t *testing.T) {
	ptx := string(readFile(t, "../../testdata/reference/kernels.ptx"))
	bad := strings.Replace(ptx, "mov.u32 \t%r3, 1;", "mov.u32 \t%nope, 1;", 1) // in faulty
	if bad == ptx {
		t.Fatal("kernels.ptx changed: faulty's mov not found")
	}
	elf := mustParse(t, readFile(t, "../../testdata/reference/kernels.cubin")).Entries[0]
	ptxEntry := mustParse(t, []byte(bad)).Entries[0]
	fat := cubin.BuildFatbin([]*cubin.Entry{elf, ptxEntry})

	for _, c := range []struct {
		name      string
		image     []byte
		lazy      bool
		addOneErr cu.Result
	}{
		{"SASS, lazy loading", fat, true, cu.Success},
		{"SASS, eager loading", fat, false, cu.ErrorInvalidPTX},
		{"PTX", []byte(bad), true, cu.ErrorInvalidPTX},
	} {
		img, err := Parse(c.image)
		if err != nil {
			t.Fatal(err)
		}
		code, err := img.Code(90)
		if c.name == "PTX" {
			if cu.Code(err) != cu.ErrorInvalidPTX || !strings.Contains(err.Error(), "%nope") {
				t.Errorf("PTX: %v, want CUDA_ERROR_INVALID_PTX naming %%nope", err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		m, err := Load(code, newFakeEnv(), nil, c.lazy)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if _, err := m.Kernel("addOne"); cu.Code(err) != c.addOneErr {
			t.Errorf("%s: addOne: %v, want %v", c.name, err, c.addOneErr)
		}
		if _, err := m.Kernel("faulty"); cu.Code(err) != cu.ErrorInvalidPTX {
			t.Errorf("%s: faulty: %v, want CUDA_ERROR_INVALID_PTX", c.name, err)
		}
	}
}

// A library of bytes the cache already holds takes that image instead of
// copying the bytes to parse them again; other bytes are copied, and a
// caller's later change to its buffer does not reach the library.
func TestLibraryReusesCachedImage(t *testing.T) {
	src := readFile(t, "../../testdata/reference/kernels.ptx")
	im, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLibrary(src, cubin.JIT{}, nil)
	if l.src != nil {
		t.Error("the library copied bytes the cache holds")
	}
	if got, err := l.Image(); err != nil || got != im {
		t.Errorf("library image %p (%v), want the cached %p", got, err, im)
	}
	buf := append(bytes.Clone(src), "\n// not cached\n"...)
	l = NewLibrary(buf, cubin.JIT{}, nil)
	if l.src == nil {
		t.Fatal("the library kept no copy of bytes the cache lacks")
	}
	for i := range buf {
		buf[i] = 'A'
	}
	if got, err := l.Image(); err != nil || got == im {
		t.Errorf("library of other bytes: %p (%v)", got, err)
	}
}
