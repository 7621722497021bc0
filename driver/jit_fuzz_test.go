package driver

import (
	"bytes"
	"encoding/binary"
	"slices"
	"testing"
)

// FuzzJITOptions hands arbitrary CUjit_option arrays (known and unknown
// options, any value, log buffers of any size) to the three calls that take
// them, cuModuleLoadDataEx, cuLibraryLoadData and cuLinkCreate (then
// cuLinkAddData, cuLinkComplete and a load of the result), over the
// reference images. Whatever the options, every failure is a code the real
// driver knows with a message, the sizes written back never exceed their
// buffers, a loaded kernel's attributes stay within the hardware's (at most
// 1,024 threads a block, 255 registers a thread: CUDA C++ Programming
// Guide, "Compute Capabilities") and what was loaded unloads.
func FuzzJITOptions(f *testing.F) {
	images := [][]byte{probeImage(f, "kernels.ptx"), probeImage(f, "kernels.fatbin"), probeImage(f, "kernels.cubin")}
	// Seeds: no option; logs with their sizes; the register and thread
	// options (kernel attributes change); CU_JIT_TARGET 90 and 0x1005a
	// (sm_90a); an unknown option; a log size larger than its buffer.
	opt := func(o JITOption, v uint32, mode byte) []byte {
		return append(binary.LittleEndian.AppendUint32([]byte{byte(o)}, v), mode)
	}
	cat := func(head []byte, opts ...[]byte) []byte { return append(head, bytes.Join(opts, nil)...) }
	for call := range byte(3) {
		f.Add(cat([]byte{0, call}))
		f.Add(cat([]byte{0, call}, opt(JITInfoLogBuffer, 0, 2), opt(JITInfoLogBufferSizeBytes, 64, 0), opt(JITErrorLogBuffer, 0, 2), opt(JITErrorLogBufferSize, 64, 0), opt(jitLogVerbose, 1, 0)))
		f.Add(cat([]byte{1, call}, opt(JITMaxRegisters, 32, 0), opt(JITThreadsPerBlock, 100, 0), opt(JITWallTime, 0, 0)))
		f.Add(cat([]byte{2, call}, opt(JITTarget, 90, 0), opt(JITMaxThreadsPerBlock, 64, 0), opt(JITMinCTAPerSM, 4, 0)))
		f.Add(cat([]byte{0, call}, opt(JITTarget, 0x1005a, 0), opt(JITOptimizationLevel, 0, 1)))
		f.Add(cat([]byte{0, call}, opt(39, 7, 0), opt(JITErrorLogBuffer, 0, 2), opt(JITErrorLogBufferSize, 4096, 0)))
	}
	_, th, _ := newLibTest(f, 1, ModuleLoadingLazy, nil)
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) < 2 {
			return
		}
		image, call := images[int(in[0])%len(images)], in[1]%3
		opts := fuzzJITOptions(in[2:])
		before := slices.Clone(opts)
		check := func(what string, err error) { t.Helper(); checkAnswer(t, what, err) }
		switch call {
		case 0:
			m, err := th.ModuleLoadDataEx(image, opts)
			check("cuModuleLoadDataEx", err)
			if err == nil {
				checkJITKernels(t, th, m)
				if err := th.ModuleUnload(m); err != nil {
					t.Fatalf("cuModuleUnload: %v", err)
				}
			}
		case 1:
			lib, err := th.LibraryLoadData(image, opts, nil)
			check("cuLibraryLoadData", err)
			if err == nil {
				m, err := th.LibraryGetModule(lib)
				check("cuLibraryGetModule", err)
				if err == nil {
					checkJITKernels(t, th, m)
				}
				if err := th.LibraryUnload(lib); err != nil {
					t.Fatalf("cuLibraryUnload: %v", err)
				}
			}
		case 2:
			h, err := th.LinkCreate(opts)
			check("cuLinkCreate", err)
			if err != nil {
				break
			}
			typ := map[byte]JITInputType{0: JITInputPTX, 1: JITInputFatbinary, 2: JITInputCubin}[in[0]%3]
			err = th.LinkAddData(h, typ, image, nil, nil)
			check("cuLinkAddData", err)
			if err == nil {
				out, err := th.LinkComplete(h)
				check("cuLinkComplete", err)
				if err == nil {
					m, err := th.ModuleLoadData(out)
					check("cuModuleLoadData of cuLinkComplete's image", err)
					if err == nil {
						checkJITKernels(t, th, m)
						if err := th.ModuleUnload(m); err != nil {
							t.Fatalf("cuModuleUnload: %v", err)
						}
					}
				}
			}
			if err := th.LinkDestroy(h); err != nil {
				t.Fatalf("cuLinkDestroy: %v", err)
			}
		}
		checkJITOutputs(t, before, opts)
	})
}

// jitLogVerbose is CU_JIT_LOG_VERBOSE.
const jitLogVerbose JITOption = 12

// fuzzJITOptions decodes an option array from b, six bytes an entry: the
// option (bytes 250-255 make it negative), a 32-bit value, and a mode: 1
// sign-extends the value to 64 bits, 2 gives the entry a buffer (a log's).
// As libcuda's jitOptions does, a log buffer is as long as the first
// option that sizes it says (here at most 64 KiB); the values written
// back are checked against those lengths (checkJITOutputs).
func fuzzJITOptions(b []byte) []JITOptionValue {
	var opts []JITOptionValue
	for ; len(b) >= 6; b = b[6:] {
		o := JITOption(b[0])
		if b[0] >= 250 {
			o = JITOption(int8(b[0]))
		}
		v := binary.LittleEndian.Uint32(b[1:5])
		e := JITOptionValue{Option: o, Value: uint64(v)}
		switch b[5] % 3 {
		case 1:
			e.Value = uint64(int64(int32(v)))
		case 2:
			e.Value = 0x7f0000001000 // a host pointer: the buffer
		}
		opts = append(opts, e)
	}
	for i, o := range opts {
		if size, ok := jitLogSizes[o.Option]; ok && o.Value != 0 {
			for _, s := range opts {
				if s.Option == size {
					opts[i].Buffer = make([]byte, min(uint32(s.Value), 64<<10))
					break
				}
			}
		}
	}
	return opts
}

// jitLogSizes maps each log buffer option to the option sizing it.
var jitLogSizes = map[JITOption]JITOption{JITInfoLogBuffer: JITInfoLogBufferSizeBytes, JITErrorLogBuffer: JITErrorLogBufferSize}

// checkJITKernels checks the attributes of m's kernels against the
// hardware's bounds.
func checkJITKernels(t *testing.T, th *Thread, m Module) {
	t.Helper()
	for _, name := range []string{"addOne", "params"} {
		fn, err := th.ModuleGetFunction(m, name)
		if err != nil {
			checkAnswer(t, "cuModuleGetFunction("+name+")", err)
			continue
		}
		threads, err := th.FuncGetAttribute(FuncAttributeMaxThreadsPerBlock, fn)
		if err == nil && (threads < 1 || threads > 1024) {
			t.Fatalf("%s: CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK %d", name, threads)
		}
		regs, err := th.FuncGetAttribute(FuncAttributeNumRegs, fn)
		if err == nil && (regs < 0 || regs > 255) {
			t.Fatalf("%s: CU_FUNC_ATTRIBUTE_NUM_REGS %d", name, regs)
		}
	}
}

// checkJITOutputs checks the log sizes written back: each is its
// value before the call (nothing written) or at most the length of the
// buffer it sizes.
func checkJITOutputs(t *testing.T, before, after []JITOptionValue) {
	t.Helper()
	for buf, size := range jitLogSizes {
		n := -1
		for _, o := range after {
			if o.Option == buf && n < 0 {
				n = len(o.Buffer)
			}
		}
		for i, o := range after {
			if o.Option == size && o.Value != before[i].Value && (n < 0 || o.Value > uint64(n)) {
				t.Fatalf("option %d: %d written back for a log buffer of %d bytes", size, o.Value, n)
			}
		}
	}
}
