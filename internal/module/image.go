// Package module loads device code into contexts, the way the CUDA driver's
// module and library layers do.
//
// An Image is a buffer of device code (cubin, fatbin or PTX) parsed once;
// Image.Code picks what a device of one compute capability runs from it and
// compiles that for cudasim's engine on first launch. Load places a Code in
// one context (an Env): its __device__ and __constant__ variables are
// allocated there and initialised, and each kernel becomes a Function with
// its own attributes. A Function validates launch configurations and
// parameters with the driver's codes and runs the kernel on cudasim's engine
// (package sim).
//
// A Library is the context-independent form (cuLibraryLoadData): it holds
// the image without validating it, owns the __managed__ variables (one
// allocation shared by every context and device) and is loaded into each
// context as a Module of its own; the driver decides when (at creation, at
// first use) and drops a context's copy when the context dies.
//
// The package knows nothing of handles, threads or the current context:
// those belong to the driver, which calls in here.
package module

import (
	"bytes"
	"container/list"
	"hash/maphash"
	"math/bits"
	"slices"
	"sync"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/sim"
)

// Image is device code as a load call was given it, parsed once and shared
// by every module and library made from it.
type Image struct {
	img *cubin.Image

	mu    sync.Mutex
	codes map[int]*codeResult // by device SM
	jit   map[jitKey]*Code    // codes compiled under JIT options (CodeJIT)
}

type jitKey struct {
	base *Code
	jit  cubin.JIT
}

type codeResult struct {
	code *Code
	err  error
	gen  uint64 // cubin.EquivalentsGeneration when selected
}

// Parse parses a cubin, fatbin or PTX buffer. Errors carry the driver's
// codes: CUDA_ERROR_INVALID_IMAGE, CUDA_ERROR_INVALID_PTX,
// CUDA_ERROR_UNSUPPORTED_PTX_VERSION. An empty buffer is
// CUDA_ERROR_INVALID_VALUE (a NULL image).
func Parse(b []byte) (*Image, error) {
	if len(b) == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "image is NULL or empty")
	}
	if cubin.Detect(b) == cubin.FormatWrapper {
		// As the real driver: cuModuleLoadData refuses a wrapper
		// (measured), cuLibraryLoadData follows it (the driver unwraps it
		// before it gets here).
		return nil, cu.Errorf(cu.ErrorInvalidImage, "a host fatbin wrapper (__fatBinC_Wrapper_t, magic %#x) is not an image cuModuleLoadData takes; cuLibraryLoadData takes it", cubin.WrapperMagic)
	}
	return parsed.parse(b)
}

// parsed holds the images parsed lately, by content. An Image (with the
// Code selected and compiled from it) is immutable once made, so loads of
// the same bytes share it: a test suite that loads one fatbin in every test
// parses it once and lowers each kernel once. What a load makes of it
// (variables, handles, attributes) is per module, so sharing is invisible.
var parsed = imageCache{maxImages: 64, maxCost: 256 << 20}

// imageCache is a least-recently-used set of parsed images keyed by their
// bytes, bounded in count and in the memory its images are estimated to
// hold. Concurrent loads of one new image parse it once: the others wait
// for that parse.
type imageCache struct {
	maxImages int
	maxCost   int64

	mu    sync.Mutex
	seed  maphash.Seed
	byKey map[uint64][]*cachedImage // by key; equal bytes decide
	lru   list.List                 // of *cachedImage, most recently used first
	cost  int64                     // of the images in lru
}

type cachedImage struct {
	src  []byte        // the driver's own copy of the bytes
	key  uint64        // key(src)
	done chan struct{} // closed when im and err are set
	im   *Image
	err  error
	cost int64
	elem *list.Element // in lru; nil while parsing and once evicted
}

// parse returns the cached image made of b's bytes, parsing them when no
// image made of the same bytes is cached. A parse that fails is not kept.
func (c *imageCache) parse(b []byte) (*Image, error) {
	e, found := c.claim(b)
	if found {
		<-e.done
		return e.im, e.err
	}
	returned := false
	defer func() {
		if !returned { // Parse panicked: no waiter may block, no later load may find e
			close(e.done)
			c.mu.Lock()
			c.remove(e)
			c.mu.Unlock()
		}
	}()
	img, err := cubin.Parse(e.src)
	returned = true
	if err == nil {
		e.im = &Image{img: img, codes: map[int]*codeResult{}}
		e.cost = imageCost(img, len(e.src))
	}
	e.err = err
	close(e.done)

	c.mu.Lock()
	defer c.mu.Unlock()
	if err != nil || e.cost > c.maxCost {
		c.remove(e) // waiters already hold e; later loads parse again
		return e.im, e.err
	}
	e.elem = c.lru.PushFront(e)
	c.cost += e.cost
	for c.lru.Len() > c.maxImages || c.cost > c.maxCost {
		c.remove(c.lru.Back().Value.(*cachedImage))
	}
	return e.im, nil
}

// claim returns the cached entry made of b's bytes (found), or a new entry
// holding a copy of them that the caller is to parse. b is the program's
// memory, which may fault part way (a header claiming more bytes than are
// mapped): it is read under c.mu, which the defer releases on that panic
// too, and the entry is listed only once its copy is whole.
func (c *imageCache) claim(b []byte) (e *cachedImage, found bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byKey == nil {
		c.byKey = map[uint64][]*cachedImage{}
		c.seed = maphash.MakeSeed()
	}
	key := c.key(b)
	for _, e := range c.byKey[key] {
		if bytes.Equal(e.src, b) {
			if e.elem != nil {
				c.lru.MoveToFront(e.elem)
			}
			return e, true
		}
	}
	// The driver keeps its own copy, as the real one does: a caller may
	// reuse or free its buffer once the load returns.
	e = &cachedImage{src: bytes.Clone(b), key: key, done: make(chan struct{}),
		err: cu.Errorf(cu.ErrorInvalidImage, "the image could not be parsed")} // until Parse returns
	c.byKey[key] = append(c.byKey[key], e)
	return e, false
}

// lookup returns the image parsed from b's bytes when the cache holds one
// (parsed without error), else nil; it never parses.
func (c *imageCache) lookup(b []byte) *Image {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byKey == nil || len(b) == 0 {
		return nil
	}
	for _, e := range c.byKey[c.key(b)] {
		if e.elem != nil && bytes.Equal(e.src, b) { // elem: parsed and kept
			c.lru.MoveToFront(e.elem)
			return e.im
		}
	}
	return nil
}

// key hashes b's length and its first and last 1 KB: the comparison of
// the whole bytes that follows decides, so the key only spreads images out
// (a 290 KB fatbin: 23-26 us to key and compare, against 0.71-0.76 ms for
// the SHA-256 of it that keyed the cache before; dev machine, load 14).
// Images that share a key share a bucket, each compared in turn; a
// comparison of images that differ stops at the first difference. Hashing
// costs about 0.8 instructions a byte: 4 KB edges cost 6.7 K instructions at
// every load of bench.ptx, more than comparing its 13.8 KB (3.4 K).
func (c *imageCache) key(b []byte) uint64 {
	const edge = 1 << 10
	head, tail := b, []byte(nil)
	if len(b) > 2*edge {
		head, tail = b[:edge], b[len(b)-edge:]
	}
	k := maphash.Bytes(c.seed, head) ^ uint64(len(b))*0x9e3779b97f4a7c15
	if tail != nil {
		k ^= bits.RotateLeft64(maphash.Bytes(c.seed, tail), 31)
	}
	return k
}

// remove drops e from the cache; modules already made from its image keep it.
func (c *imageCache) remove(e *cachedImage) {
	same := c.byKey[e.key]
	for i, x := range same {
		if x == e {
			same = append(same[:i:i], same[i+1:]...)
			break
		}
	}
	if len(same) == 0 {
		delete(c.byKey, e.key)
	} else {
		c.byKey[e.key] = same
	}
	if e.elem != nil {
		c.lru.Remove(e.elem)
		c.cost -= e.cost
		e.elem = nil
	}
}

// imageCost estimates the memory an image holds once parsed and its
// kernels compiled: about 16 bytes per byte of decompressed code
// (measured: a CUB fatbin's 1.1 MB of entries parse into 13 MB and compile
// into 2 MB more; bench.ptx's 14 KB into 340 KB), plus its own copy.
func imageCost(img *cubin.Image, size int) int64 {
	n := int64(size)
	for _, e := range img.Entries {
		n += 16 * int64(len(e.Code))
	}
	return n
}

// ReadFile reads an image file (cuModuleLoad, cuLibraryLoadFromFile), as
// cubin.ReadFile does: boundedly, CUDA_ERROR_FILE_NOT_FOUND when it cannot
// be read.
func ReadFile(path string) ([]byte, error) { return cubin.ReadFile(path) }

// Format says what the image is (cubin, fatbin, PTX).
func (im *Image) Format() cubin.Format { return im.img.Format }

// Code returns what a device of SM sm (90 for compute capability 9.0) runs
// from the image, selecting it on first request: CUDA_ERROR_NO_BINARY_FOR_GPU
// or CUDA_ERROR_INVALID_PTX when nothing fits.
func (im *Image) Code(sm int) (*Code, error) { return im.CodeJIT(sm, cubin.JIT{}) }

// CodeJIT is Code compiled under a load's JIT options: when the code is
// PTX, its kernels' attributes are what ptxas gives under j
// (cubin.Program.WithJIT); the engine's program is the plain code's.
func (im *Image) CodeJIT(sm int, j cubin.JIT) (*Code, error) {
	c, err := im.code(sm)
	if err != nil || c.Program.WithJIT(j) == c.Program {
		return c, err
	}
	im.mu.Lock()
	defer im.mu.Unlock()
	k := jitKey{c, j}
	if d, ok := im.jit[k]; ok {
		return d, nil
	}
	d := newCode(c.Program.WithJIT(j))
	if j.Optimised() || c.Program.PTX == nil || c.Program.PTX.Unoptimised() {
		d.base = c // the same code for the engine
	}
	if im.jit == nil {
		im.jit = map[jitKey]*Code{}
	}
	im.jit[k] = d
	return d, nil
}

func (im *Image) code(sm int) (*Code, error) {
	im.mu.Lock()
	defer im.mu.Unlock()
	gen := cubin.EquivalentsGeneration()
	old, ok := im.codes[sm]
	// A failed selection is kept until an equivalent is registered: relocatable
	// PTX can give a device code its SASS lacked (cubin.RegisterRelocatablePTX).
	if ok && (old.gen == gen || (old.code != nil && !old.code.Program.DependsOnEquivalents())) {
		return old.code, old.err
	}
	// First request, or a selection from SASS alone made before a PTX
	// equivalent was registered (cubin.RegisterPTX): select again, keeping
	// the old code (compiled) when the PTX is the same.
	p, err := im.img.Select(sm)
	r := &codeResult{err: err, gen: gen}
	switch {
	case err != nil:
	case ok && old.code != nil && old.code.Program.PTX == p.PTX && old.code.Program.PTX != nil:
		r.code = old.code
	default:
		r.code = newCode(p)
		// ptxas's refusals fail the selection, as a syntax error does (StageAssemble).
		if err := r.code.AssembleError(); err != nil {
			r.code, r.err = nil, err
		}
	}
	im.codes[sm] = r
	return r.code, r.err
}

// Code is what one device runs from an image: the program the real driver
// would load (its kernels' attributes and variables) and the PTX cudasim
// executes, compiled once on first launch and shared by every context.
type Code struct {
	Program *cubin.Program
	base    *Code // the plain code, for code compiled under JIT options: its engine program serves both

	// Variables are the variables a module of this code places in a
	// context: the loaded program's, then any the executed PTX declares
	// besides (ptxas may drop what SASS does not use).
	Variables []cubin.Variable
	labels    []string // VariableLabel of each of Variables, made once for every load

	once sync.Once
	prog *sim.Program
	err  error

	wholeOnce sync.Once
	wholeErr  error // the first kernel that cannot be lowered, once all were tried

	printsOnce sync.Once
	prints     bool
	heap       bool // its PTX declares malloc, free or the device runtime's cudaMalloc/cudaFree

	verdictOnce sync.Once
	verdict     *verdicts // what the driver's loader answers for it (verdict.go)
}

// Prints reports whether the code's kernels may write output the driver
// prints for them: its PTX declares vprintf (device printf) or
// __assertfail (a failed assert's message) without a body. The driver runs
// such kernels' blocks one after another, so that the output comes in the
// same order on every run (see driver.Driver.SetKernelWorkers).
func (c *Code) Prints() bool {
	c.printsOnce.Do(func() {
		m := c.Program.PTXModule()
		if m == nil {
			return
		}
		for _, f := range m.Functions {
			if f.HasBody {
				continue
			}
			switch f.Name {
			case "vprintf", "__assertfail":
				c.prints = true
			case "malloc", "__cuda_syscall_aligned_malloc", "free", "cudaMalloc", "cudaFree", "__cudaCDP2Malloc", "__cudaCDP2Free":
				c.heap = true
			}
		}
	})
	return c.prints
}

// UsesHeap reports whether the code may allocate from the device heap: its PTX declares
// malloc or free (device new and delete call them) or the device runtime's cudaMalloc or
// cudaFree.
func (c *Code) UsesHeap() bool {
	c.Prints()
	return c.heap
}

func newCode(p *cubin.Program) *Code {
	c := &Code{Program: p, Variables: p.Variables}
	// A linked cubin may hold several file-static variables of one name
	// (each translation unit's $str): which is which, only the SASS knows.
	// They are left to the PTX's own definitions.
	count := map[string]int{}
	for _, v := range p.Variables {
		count[v.Name]++
	}
	if len(count) < len(p.Variables) && p.PTX != nil && p.PTX != p.Code {
		c.Variables = nil
		for _, v := range p.Variables {
			if count[v.Name] == 1 {
				c.Variables = append(c.Variables, v)
			}
		}
	}
	if p.PTX != nil && p.PTX.Module != nil {
		for _, v := range p.PTX.Module.Variables {
			i := slices.IndexFunc(c.Variables, func(w cubin.Variable) bool { return w.Name == v.Name })
			if i < 0 {
				c.Variables = append(c.Variables, v)
				continue
			}
			if p.PTX != p.Code {
				c.Variables[i] = withPTXRefs(c.Variables[i], v)
			}
		}
	}
	c.labels = make([]string, len(c.Variables))
	for i := range c.Variables {
		c.labels[i] = VariableLabel(&c.Variables[i])
	}
	return c
}

// withPTXRefs returns the loaded program's variable v with the pointer
// initializers of the executed PTX's declaration of it (p) that v lacks. A
// pointer to a device function in a SASS image (a C++ vtable's entries) is
// resolved by nvlink, with no relocation left for the loader, to a value
// of the SASS code; cudasim calls through the PTX's functions, so the PTX
// initializer's reference to the function takes its place. v is returned
// as it is where the two declarations differ in size.
func withPTXRefs(v, p cubin.Variable) cubin.Variable {
	if v.Size != p.Size || len(p.Refs) == 0 {
		return v
	}
	var refs []cubin.Ref
	var init []byte
	for _, r := range p.Refs {
		if slices.ContainsFunc(v.Refs, func(o cubin.Ref) bool { return o.Offset < r.Offset+r.Size && r.Offset < o.Offset+o.Size }) {
			continue
		}
		if init == nil && v.Init != nil {
			init = slices.Clone(v.Init)
		}
		if init != nil && r.Offset >= 0 && r.Offset+r.Size <= len(init) {
			clear(init[r.Offset : r.Offset+r.Size])
		}
		refs = append(refs, r)
	}
	if refs == nil {
		return v
	}
	if init != nil {
		v.Init = init
	}
	v.Refs = append(slices.Clip(v.Refs), refs...)
	return v
}

// Compiled prepares the code's PTX for the engine on first call (its
// kernels are lowered as Kernel asks for them); later calls return the
// same program.
func (c *Code) Compiled() (*sim.Program, error) {
	if c.base != nil {
		return c.base.Compiled()
	}
	c.once.Do(func() {
		if c.Program.PTX == nil {
			c.err = c.Program.CheckExecutable(firstKernel(c.Program))
			return
		}
		c.prog, c.err = compile(c.Program)
	})
	return c.prog, c.err
}

// Kernel returns kernel name lowered for the engine. With whole set, every
// kernel of the code is lowered first and the first that cannot be fails
// the call, as a JIT error fails the real driver's whole module; without
// it only name is lowered, as the real driver's lazy loading loads one
// function at its first use (see Module.Kernel for which a module gets).
func (c *Code) Kernel(name string, whole bool) (*sim.Kernel, error) {
	if c.base != nil {
		return c.base.Kernel(name, whole)
	}
	prog, err := c.Compiled()
	if err != nil {
		return nil, err
	}
	if whole {
		c.wholeOnce.Do(func() {
			var entry string
			if c.Program.PTX != nil {
				entry = loweringEntry(c.Program.PTX.Code)
			}
			if loweredWholeBefore(entry) {
				return // this build lowered this text whole before (lowercache.go)
			}
			// Lowered only: the kernels not launched are checked, not planned for execution.
			for _, n := range prog.Kernels() {
				if err := prog.Lower(n); err != nil {
					c.wholeErr = err
					return
				}
			}
			recordLoweredWhole(entry)
		})
		if c.wholeErr != nil {
			return nil, c.wholeErr
		}
	}
	return prog.Kernel(name)
}

func firstKernel(p *cubin.Program) string {
	if len(p.Kernels) == 0 {
		return ""
	}
	return p.Kernels[0].Name
}
