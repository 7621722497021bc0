package driver

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/link"
	"cudasim/internal/module"
	"cudasim/sim/ptx"
)

// The JIT linker (cuLinkCreate, cuLinkAddData, cuLinkAddFile,
// cuLinkComplete, cuLinkDestroy), as Numba uses it for every kernel.
//
// The real driver runs ptxas on each PTX input and nvlink at completion and
// hands back an ELF cubin of SASS (4,968 bytes for the probe's two modules:
// testdata/reference/probe3). cudasim executes PTX, so its linker works on
// PTX: each input is validated when added (with the parser the loader
// uses, so the codes are those of cuModuleLoadData), and cuLinkComplete
// merges the inputs into one PTX module (package internal/link: resolved
// `.extern` declarations dropped, clashing non-visible symbols renamed) and
// hands it back inside a fatbin, which cuModuleLoadData(Ex),
// cuLibraryLoadData and `cudasim inspect` take like any other. The
// image's size and format therefore differ from the real driver's; what a
// program does with it (load it, launch its kernels) does not.
//
// The codes are the H200's (testdata/reference/probe3 and probe4); where
// the probes are silent the doc comments say "not measured".

// JITInputType is CUjitInputType.
type JITInputType int32

// The CUjitInputType values.
const (
	JITInputCubin     JITInputType = 0 // CU_JIT_INPUT_CUBIN
	JITInputPTX       JITInputType = 1 // CU_JIT_INPUT_PTX
	JITInputFatbinary JITInputType = 2 // CU_JIT_INPUT_FATBINARY
	JITInputObject    JITInputType = 3 // CU_JIT_INPUT_OBJECT
	JITInputLibrary   JITInputType = 4 // CU_JIT_INPUT_LIBRARY
	JITInputNVVM      JITInputType = 5 // CU_JIT_INPUT_NVVM
)

// JITLogVerbose is CU_JIT_LOG_VERBOSE.
const JITLogVerbose JITOption = 12

// jitVerbose says whether opts ask for CU_JIT_LOG_VERBOSE (the last setting counts), which
// decides whether a load's or a link's info log is written at all.
func jitVerbose(opts []JITOptionValue) bool {
	verbose := false
	for _, o := range opts {
		if o.Option == JITLogVerbose {
			verbose = o.Value != 0
		}
	}
	return verbose
}

// JITTarget is CU_JIT_TARGET (a CUjit_target: 90 for sm_90).
const JITTarget JITOption = 9

// JITMaxRegisters is CU_JIT_MAX_REGISTERS: a link's kernels report at most
// that many registers (at least 24: the H200 gives 24 for 16), carried in
// the linked PTX as .maxnreg.
const JITMaxRegisters JITOption = 0

// LinkState is a CUlinkState.
type LinkState uint64

type linkState struct {
	handle LinkState
	sm     int              // the target: the creating context's device, or CU_JIT_TARGET
	opts   []JITOptionValue // the caller's, written back in place
	verb   bool
	jit    cubin.JIT // the thread and register options, which reach the linked kernels (LinkComplete)

	mu       sync.Mutex
	inputs   []link.Input
	failed   error // a multiple definition: every later add and the completion fail with it
	complete bool
	image    []byte
}

func (*linkState) handleKind() string { return "link state" }

func (s *linkState) String() string { return fmt.Sprintf("link state %#x", uint64(s.handle)) }

// LinkCreate is cuLinkCreate: a link state targeting the current context's
// device (CUDA_ERROR_INVALID_CONTEXT without one, measured). opts are
// checked as cuModuleLoadDataEx's (checkJIT) and kept: the caller's slice
// is written back in place after every LinkAddData, LinkAddFile and
// LinkComplete (wall time; error and, with CU_JIT_LOG_VERBOSE, info logs
// and their sizes), as the real driver writes into the buffers and
// optionValues array given to cuLinkCreate, which must therefore live
// until cuLinkDestroy. CU_JIT_TARGET selects the SM inputs are validated
// and selected for (not measured).
func (t *Thread) LinkCreate(opts []JITOptionValue) (LinkState, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if err := checkJIT(opts); err != nil {
		return 0, err
	}
	for _, o := range opts {
		if o.Option == JITFallbackStrategy && o.Value > 1 {
			// measured (occ12: 2); cuModuleLoadDataEx and cuLibraryLoadData take any value
			return 0, cu.Errorf(cu.ErrorInvalidValue, "CU_JIT_FALLBACK_STRATEGY %d is not a CUjit_fallback", o.Value)
		}
	}
	s := &linkState{sm: t.d.loader().limits[c.Device].SM, opts: opts, verb: jitVerbose(opts)}
	for _, o := range opts {
		if o.Option == JITTarget && o.Value != 0 {
			s.sm = int(o.Value)
		}
	}
	s.jit = jitOf(opts)
	s.handle = LinkState(t.d.newHandle(s))
	return s.handle, nil
}

// linkState resolves a handle: 0 is CUDA_ERROR_INVALID_HANDLE (measured);
// a destroyed one CUDA_ERROR_INVALID_VALUE (measured once, by
// cuLinkAddFile).
func (d *Driver) linkState(h LinkState) (*linkState, error) {
	if err := d.ready(); err != nil {
		return nil, err
	}
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidHandle, "CUlinkState is NULL")
	}
	s, ok := lookupHandle[*linkState](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidValue, "link state", uint64(h))
	}
	return s, nil
}

// log writes the options back: wall time always; the error log with
// errText; the info log only when verbose (without CU_JIT_LOG_VERBOSE the
// H200 leaves it empty, measured), sized as writeLog says.
func (s *linkState) log(info, errText string, took time.Duration) {
	if !s.verb {
		info = ""
	}
	writeThreads(s.opts)
	writeLog(s.opts, JITInfoLogBuffer, JITInfoLogBufferSizeBytes, info)
	writeLog(s.opts, JITErrorLogBuffer, JITErrorLogBufferSize, errText)
	for i := range s.opts {
		if s.opts[i].Option == JITWallTime {
			s.opts[i].Value = uint64(float32bits(float32(max(took.Seconds()*1000, 1e-3))))
		}
	}
}

// LinkAddData is cuLinkAddData: it validates one input and queues it.
//
//   - CU_JIT_INPUT_PTX: PTX text (a NUL ends it). Text that is not PTX is
//     CUDA_ERROR_INVALID_IMAGE and leaves the error log empty (measured, as
//     "junk"); PTX that does not parse is CUDA_ERROR_INVALID_PTX with the
//     parser's message in the error log, and a .target newer than the
//     target SM is CUDA_ERROR_INVALID_PTX too (both measured, with ptxas's
//     messages); the state stays usable.
//   - CU_JIT_INPUT_FATBINARY: a fatbin; its PTX for the target is the input.
//     A fatbin with only SASS for it is CUDA_ERROR_NOT_SUPPORTED: cudasim
//     cannot execute SASS (the real driver links it).
//   - CU_JIT_INPUT_CUBIN: an ELF cubin holds SASS only:
//     CUDA_ERROR_NOT_SUPPORTED.
//   - CU_JIT_INPUT_LIBRARY: an ar archive; its members' PTX are the inputs,
//     and the toolkit's libcudadevrt.a links cudasim's device runtime (see
//     addLibrary).
//   - CU_JIT_INPUT_OBJECT, _NVVM: CUDA_ERROR_NOT_SUPPORTED (host objects
//     and LTO-IR are not read).
//
// Data of the wrong format for its type is CUDA_ERROR_INVALID_IMAGE
// (measured: PTX as CUBIN, FATBINARY or NVVM; as LIBRARY the H200 answers
// CUDA_ERROR_UNKNOWN, as OBJECT it accepts it). A type outside
// CUjitInputType, empty data (NULL or size 0) are CUDA_ERROR_INVALID_VALUE
// (measured). A NULL name (name == nil) is no error: on a fresh state the
// H200 links PTX given so, with or without its terminating NUL
// (testdata/reference/legacy/linkname.txt; cuda-samples ptxjit passes one),
// though probe4 saw CUDA_ERROR_INVALID_IMAGE for one on a state that had
// taken PTX as CU_JIT_INPUT_OBJECT, which cudasim refuses. A
// visible symbol another input already defines is CUDA_ERROR_UNKNOWN with
// nvlink's message in the error log, and every later add and the
// completion fail the same way (measured). opts (the per-input options)
// are checked and otherwise ignored (not measured). After LinkComplete the
// state takes no more inputs: CUDA_ERROR_INVALID_HANDLE (as a second
// completion, measured).
func (t *Thread) LinkAddData(h LinkState, typ JITInputType, data []byte, name *string, opts []JITOptionValue) error {
	s, err := t.d.linkState(h)
	if err != nil {
		return err
	}
	start := time.Now()
	err = s.add(typ, data, name, opts)
	errText := ""
	if err != nil && cu.Code(err) != cu.ErrorInvalidImage && cu.Code(err) != cu.ErrorInvalidValue && cu.Code(err) != cu.ErrorInvalidHandle {
		errText = logText(err)
	}
	s.log("", errText, time.Since(start))
	return err
}

// LinkAddFile is cuLinkAddFile: LinkAddData of a file's contents, named by
// its path. A file that cannot be read is CUDA_ERROR_FILE_NOT_FOUND
// (measured, for PTX and LIBRARY inputs).
func (t *Thread) LinkAddFile(h LinkState, typ JITInputType, path string, opts []JITOptionValue) error {
	if _, err := t.d.linkState(h); err != nil {
		return err
	}
	b, err := module.ReadFile(path)
	if err != nil {
		return err
	}
	return t.LinkAddData(h, typ, b, &path, opts)
}

// logText is what an error leaves in the error log: an nvlink-style line
// as it is, else the error's text; nothing where the H200 writes nothing.
func logText(err error) string {
	d := cu.Detail(err)
	switch {
	case strings.Contains(d, "the real driver's error log stays empty"):
		return ""
	case strings.HasPrefix(d, "error   : "):
		return d
	}
	return "cudasim: " + err.Error()
}

func (s *linkState) add(typ JITInputType, data []byte, name *string, opts []JITOptionValue) error {
	if typ < JITInputCubin || typ > JITInputNVVM {
		return cu.Errorf(cu.ErrorInvalidValue, "input type %d is not a CUjitInputType", typ)
	}
	if len(data) == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "input data is NULL or of size 0")
	}
	if err := checkJIT(opts); err != nil {
		return err
	}
	for _, o := range opts {
		switch o.Option {
		case JITTarget, JITFallbackStrategy, JITCacheMode:
			// measured (occ12): whatever the value, these are the link's, not an input's
			return cu.Errorf(cu.ErrorInvalidValue, "JIT option %d applies to the whole link (cuLinkCreate), not to one input", o.Option)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if name == nil {
		// The H200 calls an unnamed input "Input N" in its messages
		// (testdata/reference/legacy/linkname.txt: "Input 1").
		n := fmt.Sprintf("Input %d", len(s.inputs)+1)
		name = &n
	}
	if s.complete {
		return cu.Errorf(cu.ErrorInvalidHandle, "%v is complete: it takes no more inputs (not measured; a second cuLinkComplete is CUDA_ERROR_INVALID_HANDLE)", s)
	}
	if s.failed != nil {
		return s.failed
	}
	format := cubin.Detect(data)
	want := map[JITInputType]cubin.Format{JITInputPTX: cubin.FormatPTX, JITInputFatbinary: cubin.FormatFatbin, JITInputCubin: cubin.FormatELF}
	switch typ {
	case JITInputObject:
		return cu.Errorf(cu.ErrorNotSupported, "input %q: CU_JIT_INPUT_OBJECT (a host object's device code) is not read by cudasim's linker; extract its fatbin (cuobjdump -xelf/-xptx) and add that", *name)
	case JITInputLibrary:
		return s.addLibrary(data, *name)
	case JITInputNVVM:
		return cu.Errorf(cu.ErrorInvalidImage, "input %q: CU_JIT_INPUT_NVVM (LTO-IR) cannot be linked by cudasim: it executes PTX", *name)
	}
	if format != want[typ] {
		return cu.Errorf(cu.ErrorInvalidImage, "input %q is not a %s (it reads as %v)", *name, want[typ], format)
	}
	img, err := cubin.Parse(data)
	if err != nil {
		return err
	}
	return s.addImage(typ, img, *name, jitOf(opts))
}

// addImage queues the PTX that img holds for the link's target.
func (s *linkState) addImage(typ JITInputType, img *cubin.Image, name string, jit cubin.JIT) error {
	prog, err := img.Select(s.sm)
	if err != nil {
		if typ == JITInputPTX && cu.Code(err) == cu.ErrorNoBinaryForGpu {
			return cu.Errorf(cu.ErrorInvalidPTX, "input %q: SM version specified by .target is higher than the link target sm_%d", name, s.sm)
		}
		return err
	}
	if prog.PTX == nil {
		return cu.Errorf(cu.ErrorNotSupported, "input %q holds %s SASS and no PTX for sm_%d: cudasim executes PTX, so it links PTX only (build with -gencode code=compute_XX, or add the PTX)", name, prog.Code.Arch, s.sm)
	}
	regs, ntid := jit.Limits()
	return s.addPTX(link.Input{Name: name, Src: append([]byte(nil), prog.PTXSource()...), Limits: link.Options{MaxRegisters: regs, MaxNTID: ntid}})
}

// addPTX queues one PTX input, failing the state on a symbol an earlier
// input defines too.
func (s *linkState) addPTX(in link.Input) error {
	if err := link.CheckDefinitions(s.inputs, in); err != nil {
		s.failed = cu.Errorf(cu.ErrorUnknown, "%s", err)
		return s.failed
	}
	s.inputs = append(s.inputs, in)
	return nil
}

// LinkComplete is cuLinkComplete: it links the inputs and returns the
// image, which belongs to the state (valid until LinkDestroy; callers must
// not modify it). A state with no inputs links (measured) to an image
// with no kernels. A called `.extern .func` no input defines is
// CUDA_ERROR_INVALID_SOURCE with an empty error log (measured); a used
// `.extern .global` no input defines is CUDA_ERROR_UNKNOWN with
// "Undefined reference" in the error log (measured); a declared extern
// nothing uses is no error (measured). A second completion is
// CUDA_ERROR_INVALID_HANDLE (measured). Inputs of different
// .address_size are CUDA_ERROR_INVALID_SOURCE (not measured).
//
// With CU_JIT_LOG_VERBOSE the info log says what was linked (the H200
// prints ptxas's and nvlink's reports there instead, which describe SASS
// cudasim does not make).
func (t *Thread) LinkComplete(h LinkState) ([]byte, error) {
	s, err := t.d.linkState(h)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	img, info, err := s.link()
	errText := ""
	if err != nil {
		errText = logText(err)
	}
	s.log(info, errText, time.Since(start))
	return img, err
}

func (s *linkState) link() ([]byte, string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.complete {
		return nil, "", cu.Errorf(cu.ErrorInvalidHandle, "%v was already completed (measured: a second cuLinkComplete is CUDA_ERROR_INVALID_HANDLE)", s)
	}
	if s.failed != nil {
		return nil, "", s.failed
	}
	// The thread options reach the link as the directives ptxas would compile
	// each kernel under (measured: testdata/reference/occ12, section jit, the
	// links' kernel attributes; given to cuLinkAddData they act on that input).
	regs, ntid := s.jit.Limits()
	res, err := link.LinkWith(s.inputs, link.Options{MaxRegisters: regs, MaxNTID: ntid})
	if err != nil {
		var le *link.Error
		if errors.As(err, &le) {
			code := cu.ErrorUnknown
			if le.Kind == link.UndefinedFunction || le.Kind == link.AddressSizeMismatch {
				code = cu.ErrorInvalidSource
			}
			if le.Kind == link.UndefinedFunction {
				// The H200 leaves the error log empty here (measured).
				return nil, "", cu.Errorf(code, "%s (the real driver's error log stays empty)", err)
			}
			return nil, "", cu.Errorf(code, "%s", err)
		}
		return nil, "", err
	}
	src := res.PTX
	arch := cubin.Arch{SM: s.sm}
	if len(s.inputs) == 0 {
		src = []byte(fmt.Sprintf(".version %d.%d\n.target sm_%d\n.address_size 64\n", ptx.MaxVersion.Major, ptx.MaxVersion.Minor, s.sm))
		res.Version = ptx.MaxVersion
	}
	m, err := ptx.Parse(src)
	if err != nil {
		return nil, "", cu.Errorf(cu.ErrorInvalidSource, "the merged PTX does not parse: %v", err)
	}
	for _, tg := range m.Targets {
		if a, ok := archOf(tg); ok {
			arch = a
		}
	}
	var names []string
	for _, in := range s.inputs {
		names = append(names, in.Name)
	}
	var kernels []string
	for _, f := range m.Functions {
		if f.Entry && f.HasBody {
			kernels = append(kernels, f.Name)
		}
	}
	// The driver's linker compiles PTX relocatable (ptxas -c), which allocates registers
	// otherwise than cuModuleLoadData's compile (testdata/reference/reloc37): the image says so
	// as nvcc's -rdc PTX does, in its JIT options (cubin.Entry.Relocatable).
	s.image = cubin.BuildFatbin([]*cubin.Entry{{Kind: cubin.KindPTX, Arch: arch, Major: res.Version.Major, Minor: res.Version.Minor,
		Flags: cubin.Flag64Bit, Ident: "cudasim-link", Options: cubin.CompileOnly, Code: src}})
	s.complete = true
	info := fmt.Sprintf("cudasim: linked %d inputs (%s) into one PTX module for %s (a %d-byte fatbin); kernels: %s",
		len(names), strings.Join(names, ", "), arch, len(s.image), strings.Join(kernels, ", "))
	for _, in := range s.inputs {
		if r := res.Renamed[in.Name]; len(r) > 0 {
			info += fmt.Sprintf("\ncudasim: in %s, non-visible %s", in.Name, strings.Join(r, ", "))
		}
	}
	return s.image, info, nil
}

func archOf(t string) (cubin.Arch, bool) {
	rest, ok := strings.CutPrefix(t, "sm_")
	if !ok {
		return cubin.Arch{}, false
	}
	a := cubin.Arch{}
	if n := len(rest); n > 0 && (rest[n-1] == 'a' || rest[n-1] == 'f') {
		a.Feature, rest = rest[n-1], rest[:n-1]
	}
	_, err := fmt.Sscanf(rest, "%d", &a.SM)
	return a, err == nil
}

// LinkDestroy is cuLinkDestroy: the state and its image are freed.
func (t *Thread) LinkDestroy(h LinkState) error {
	s, err := t.d.linkState(h)
	if err != nil {
		return err
	}
	t.d.dropHandle(uint64(s.handle), "link state destroyed")
	return nil
}

// addLibrary queues the device code of an ar archive (CU_JIT_INPUT_LIBRARY,
// a .a file): each member that is a host object (`nvcc -rdc=true -c`), a
// fatbin or PTX contributes its PTX for the link's target, as an input
// named "ARCHIVE(MEMBER)"; members without device code are skipped. The CUDA
// toolkit's device runtime, libcudadevrt.a (Numba links it for
// cooperative groups), is recognised by its member, cuda_device_runtime.o,
// whose code cudasim does not read: the link gets cudasim's own device
// runtime instead (internal/link's devrt.ptx; docs/cooperative.md). Data
// that is not an ar archive is CUDA_ERROR_UNKNOWN (measured with PTX as
// the data).
func (s *linkState) addLibrary(data []byte, name string) error {
	ms, err := cubin.ParseArchive(data)
	if err != nil {
		return cu.Errorf(cu.ErrorUnknown, "input %q: CU_JIT_INPUT_LIBRARY: %s", name, cu.Detail(err))
	}
	var names []string
	for _, m := range ms {
		names = append(names, m.Name)
	}
	if link.IsDeviceRuntime(names) {
		for _, in := range s.inputs {
			if in.Name == link.DeviceRuntimeName {
				return nil // linked already
			}
		}
		return s.addPTX(link.Input{Name: link.DeviceRuntimeName, Src: link.DeviceRuntimePTX})
	}
	for _, m := range ms {
		member := fmt.Sprintf("%s(%s)", name, m.Name)
		var img *cubin.Image
		switch cubin.Detect(m.Data) {
		case cubin.FormatPTX, cubin.FormatFatbin:
			img, err = cubin.Parse(m.Data)
		case cubin.FormatELF:
			if img, err = cubin.ParseHost(m.Data); err != nil {
				if cu.Code(err) == cu.ErrorNotSupported { // a host object cudasim does not read
					return cu.Errorf(cu.ErrorNotSupported, "input %q: %s", member, cu.Detail(err))
				}
				// An ELF cubin (SASS) or a host object without device code.
				if _, cerr := cubin.Parse(m.Data); cerr == nil {
					return cu.Errorf(cu.ErrorNotSupported, "input %q is a cubin: SASS, which cudasim does not run; it links PTX only", member)
				}
				continue
			}
		default:
			continue
		}
		if err != nil {
			return cu.Errorf(cu.Code(err), "input %q: %s", member, cu.Detail(err))
		}
		typ := JITInputFatbinary
		if img.Format == cubin.FormatPTX {
			typ = JITInputPTX
		}
		if err := s.addImage(typ, img, member, cubin.JIT{}); err != nil {
			return err
		}
	}
	return nil
}

func (t JITInputType) String() string {
	names := []string{"CU_JIT_INPUT_CUBIN", "CU_JIT_INPUT_PTX", "CU_JIT_INPUT_FATBINARY", "CU_JIT_INPUT_OBJECT", "CU_JIT_INPUT_LIBRARY", "CU_JIT_INPUT_NVVM"}
	if t >= 0 && int(t) < len(names) {
		return names[t]
	}
	return fmt.Sprintf("CUjitInputType(%d)", int32(t))
}
