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
	"crypto/sha256"
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
	key := sha256.Sum256(b)
	if im := parsed.get(key); im != nil {
		return im, nil
	}
	// The driver keeps its own copy, as the real one does: a caller may
	// reuse or free its buffer once the load returns.
	img, err := cubin.Parse(bytes.Clone(b))
	if err != nil {
		return nil, err
	}
	im := &Image{img: img, codes: map[int]*codeResult{}}
	parsed.put(key, im)
	return im, nil
}

// parsed holds the images parsed lately, by content. An Image (with the
// Code selected and compiled from it) is immutable once made, so loads of
// the same bytes share it: a test suite that loads one fatbin in every test
// parses and compiles it once.
var parsed = imageCache{max: 64}

type imageCache struct {
	mu    sync.Mutex
	max   int
	byKey map[[sha256.Size]byte]*Image
	order [][sha256.Size]byte // oldest first
}

func (c *imageCache) get(k [sha256.Size]byte) *Image {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byKey[k]
}

func (c *imageCache) put(k [sha256.Size]byte, im *Image) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byKey == nil {
		c.byKey = map[[sha256.Size]byte]*Image{}
	}
	if _, ok := c.byKey[k]; ok {
		return
	}
	if len(c.order) == c.max {
		delete(c.byKey, c.order[0])
		c.order = c.order[1:]
	}
	c.byKey[k] = im
	c.order = append(c.order, k)
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
func (im *Image) Code(sm int) (*Code, error) {
	im.mu.Lock()
	defer im.mu.Unlock()
	gen := cubin.EquivalentsGeneration()
	old, ok := im.codes[sm]
	if ok && (old.code == nil || old.gen == gen || !old.code.Program.DependsOnEquivalents()) {
		return old.code, old.err
	}
	// First request, or a selection from SASS alone made before a PTX
	// equivalent was registered (cubin.RegisterPTX): select again, keeping
	// the old code (compiled) when the PTX is the same.
	p, err := im.img.Select(sm)
	r := &codeResult{err: err, gen: gen}
	switch {
	case err != nil:
	case ok && old.code.Program.PTX == p.PTX && old.code.Program.PTX != nil:
		r.code = old.code
	default:
		r.code = newCode(p)
	}
	im.codes[sm] = r
	return r.code, r.err
}

// Code is what one device runs from an image: the program the real driver
// would load (its kernels' attributes and variables) and the PTX cudasim
// executes, compiled once on first launch and shared by every context.
type Code struct {
	Program *cubin.Program

	// Variables are the variables a module of this code places in a
	// context: the loaded program's, then any the executed PTX declares
	// besides (ptxas may drop what SASS does not use).
	Variables []cubin.Variable

	once sync.Once
	prog *sim.Program
	err  error

	printsOnce sync.Once
	prints     bool
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
			if !f.HasBody && (f.Name == "vprintf" || f.Name == "__assertfail") {
				c.prints = true
				return
			}
		}
	})
	return c.prints
}

func newCode(p *cubin.Program) *Code {
	c := &Code{Program: p, Variables: p.Variables}
	if p.PTX != nil && p.PTX.Module != nil {
		for _, v := range p.PTX.Module.Variables {
			if p.Variable(v.Name) == nil {
				c.Variables = append(c.Variables, v)
			}
		}
	}
	return c
}

// Compiled compiles the code's PTX for the engine on first call; later
// calls return the same result.
func (c *Code) Compiled() (*sim.Program, error) {
	c.once.Do(func() {
		if c.Program.PTX == nil {
			c.err = c.Program.CheckExecutable(firstKernel(c.Program))
			return
		}
		c.prog, c.err = compile(c.Program)
	})
	return c.prog, c.err
}

func firstKernel(p *cubin.Program) string {
	if len(p.Kernels) == 0 {
		return ""
	}
	return p.Kernels[0].Name
}
