package driver

import (
	"encoding/binary"
	"math"
	"os"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/cubin"
)

func linkPTX(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/link/" + name + ".ptx")
	must(t, err)
	return append(b, 0) // as strlen(ptx) + 1
}

func strp(s string) *string { return &s }

// linkOpts are probe3's options: both logs, 4096 bytes each, verbose.
func linkOpts() []JITOptionValue {
	return []JITOptionValue{
		{Option: JITInfoLogBuffer, Buffer: make([]byte, 4096)}, {Option: JITInfoLogBufferSizeBytes, Value: 4096},
		{Option: JITErrorLogBuffer, Buffer: make([]byte, 4096)}, {Option: JITErrorLogBufferSize, Value: 4096},
		{Option: JITLogVerbose, Value: 1}, {Option: JITWallTime},
	}
}

func cstr(b []byte) string {
	if i := strings.IndexByte(string(b), 0); i >= 0 {
		return string(b[:i])
	}
	return string(b)
}

// runOne launches kernel k of f on one int32 holding in and returns it.
func runOne(t *testing.T, th *Thread, f Function, in int32) int32 {
	t.Helper()
	p, err := th.MemAlloc(4)
	must(t, err)
	must(t, th.MemcpyHtoD(p, binary.LittleEndian.AppendUint32(nil, uint32(in))))
	arg := binary.LittleEndian.AppendUint64(nil, uint64(p))
	must(t, th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, [][]byte{arg}, nil))
	must(t, th.CtxSynchronize())
	return readInt32(t, th, p)
}

// The probe3 link: a.ptx's extern twice is b.ptx's; the kernel doubles 21.
func TestLinkProbe3(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	opts := linkOpts()
	s, err := th.LinkCreate(opts)
	must(t, err)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "a"), strp("a.ptx"), nil))
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "b"), strp("b.ptx"), nil))
	img, err := th.LinkComplete(s)
	must(t, err)
	if cubin.Detect(img) != cubin.FormatFatbin {
		t.Fatalf("image format %v", cubin.Detect(img))
	}
	if info := cstr(opts[0].Buffer); !strings.Contains(info, "useTwice") || opts[1].Value != uint64(len(info)) {
		t.Errorf("info log %q, size %d", info, opts[1].Value)
	}
	if e := cstr(opts[2].Buffer); e != "" || opts[3].Value != 0 {
		t.Errorf("error log %q", e)
	}
	if math.Float32frombits(uint32(opts[5].Value)) <= 0 {
		t.Errorf("wall time %#x", opts[5].Value)
	}
	m, err := th.ModuleLoadData(img)
	must(t, err)
	f, err := th.ModuleGetFunction(m, "useTwice")
	must(t, err)
	if got := runOne(t, th, f, 21); got != 42 {
		t.Fatalf("twice(21) = %d", got)
	}
	// Through cuLibraryLoadData, and cuModuleLoadDataEx, too.
	l, err := th.LibraryLoadData(img, nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(l, "useTwice")
	must(t, err)
	if got := runOne(t, th, Function(k), 21); got != 42 {
		t.Fatalf("library: twice(21) = %d", got)
	}
	_, err = th.ModuleLoadDataEx(img, nil)
	must(t, err)
	_, err = th.LinkComplete(s)
	wantCode(t, "second complete", err, cu.ErrorInvalidHandle)
	must(t, th.LinkDestroy(s))
	wantCode(t, "add after destroy", th.LinkAddFile(s, JITInputLibrary, "/nonexistent.a", nil), cu.ErrorInvalidValue)
	wantCode(t, "destroy NULL", th.LinkDestroy(0), cu.ErrorInvalidHandle)
}

func TestLinkErrorCodes(t *testing.T) {
	d, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	// Unresolved extern: INVALID_SOURCE, error log empty (probe3).
	opts := linkOpts()
	s, err := th.LinkCreate(opts)
	must(t, err)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "a"), strp("a.ptx"), nil))
	_, err = th.LinkComplete(s)
	wantCode(t, "unresolved", err, cu.ErrorInvalidSource)
	if e := cstr(opts[2].Buffer); e != "" {
		t.Errorf("error log %q", e)
	}
	must(t, th.LinkDestroy(s))

	// Junk: INVALID_IMAGE at once, the state stays usable (probe3).
	s, err = th.LinkCreate(linkOpts())
	must(t, err)
	wantCode(t, "junk", th.LinkAddData(s, JITInputPTX, []byte("junk\x00"), strp("junk.ptx"), nil), cu.ErrorInvalidImage)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "b"), strp("b.ptx"), nil))
	_, err = th.LinkComplete(s)
	must(t, err)
	must(t, th.LinkDestroy(s))

	// probe4's cases.
	opts = linkOpts()
	s, err = th.LinkCreate(opts)
	must(t, err)
	wantCode(t, "syntax error", th.LinkAddData(s, JITInputPTX, linkPTX(t, "bad"), strp("bad.ptx"), nil), cu.ErrorInvalidPTX)
	if e := cstr(opts[2].Buffer); e == "" {
		t.Errorf("syntax error: empty error log")
	}
	wantCode(t, "sm_100", th.LinkAddData(s, JITInputPTX, linkPTX(t, "new"), strp("new.ptx"), nil), cu.ErrorInvalidPTX)
	for _, c := range []struct {
		typ  JITInputType
		data []byte
		name *string
		want cu.Result
	}{
		{JITInputCubin, linkPTX(t, "b"), strp("b.cubin"), cu.ErrorInvalidImage},
		{JITInputFatbinary, linkPTX(t, "b"), strp("b.fatbin"), cu.ErrorInvalidImage},
		{JITInputLibrary, linkPTX(t, "b"), strp("b.a"), cu.ErrorUnknown},
		{JITInputNVVM, linkPTX(t, "b"), strp("b.ltoir"), cu.ErrorInvalidImage},
		{99, linkPTX(t, "b"), strp("b.x"), cu.ErrorInvalidValue},
		{JITInputPTX, nil, strp("b.ptx"), cu.ErrorInvalidValue},
	} {
		wantCode(t, "add "+c.typ.String(), th.LinkAddData(s, c.typ, c.data, c.name, nil), c.want)
	}
	// probe4's NULL name (CUDA_ERROR_INVALID_IMAGE) came after PTX given as
	// CU_JIT_INPUT_OBJECT, which the H200 took and cudasim refuses; on a
	// fresh state the H200 links PTX without a name (linkname.txt), as
	// cuda-samples ptxjit does, whose kernel is then found.
	unnamed, err := th.LinkCreate(nil)
	must(t, err)
	must(t, th.LinkAddData(unnamed, JITInputPTX, linkPTX(t, "c"), nil, nil))
	uimg, err := th.LinkComplete(unnamed)
	must(t, err)
	um, err := th.ModuleLoadData(uimg)
	must(t, err)
	if _, err := th.ModuleGetFunction(um, "useC"); err != nil {
		t.Errorf("the kernel of an unnamed input: %v", err)
	}
	must(t, th.LinkDestroy(unnamed))
	wantCode(t, "missing file", th.LinkAddFile(s, JITInputPTX, "/nonexistent.ptx", nil), cu.ErrorFileNotFound)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "a"), strp("a.ptx"), nil))
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "b"), strp("b.ptx"), nil))
	wantCode(t, "duplicate", th.LinkAddData(s, JITInputPTX, linkPTX(t, "b"), strp("b2.ptx"), nil), cu.ErrorUnknown)
	if e := cstr(opts[2].Buffer); e != "error   : Multiple definition of 'twice' in 'b2.ptx', first defined in 'b.ptx'" {
		t.Errorf("duplicate: error log %q", e)
	}
	_, err = th.LinkComplete(s)
	wantCode(t, "complete after duplicate", err, cu.ErrorUnknown)
	must(t, th.LinkDestroy(s))

	// Non-visible names in two inputs: each kernel keeps its own.
	s, err = th.LinkCreate(nil)
	must(t, err)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "c"), strp("c.ptx"), nil))
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "d"), strp("d.ptx"), nil))
	img, err := th.LinkComplete(s)
	must(t, err)
	m, err := th.ModuleLoadData(img)
	must(t, err)
	for k, want := range map[string]int32{"useC": 21, "useD": 12} {
		f, err := th.ModuleGetFunction(m, k)
		must(t, err)
		if got := runOne(t, th, f, 7); got != want {
			t.Errorf("%s(7) = %d, want %d", k, got, want)
		}
	}
	must(t, th.LinkDestroy(s))

	// Extern variables; an unused unresolved extern; no inputs.
	opts = linkOpts()
	s, _ = th.LinkCreate(opts)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "extvar"), strp("ev.ptx"), nil))
	_, err = th.LinkComplete(s)
	wantCode(t, "undefined variable", err, cu.ErrorUnknown)
	if e := cstr(opts[2].Buffer); e != "error   : Undefined reference to 'gv' in 'ev.ptx'" {
		t.Errorf("undefined variable: error log %q", e)
	}
	s, _ = th.LinkCreate(nil)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "extvar"), strp("ev.ptx"), nil))
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "defvar"), strp("dv.ptx"), nil))
	img, err = th.LinkComplete(s)
	must(t, err)
	m, err = th.ModuleLoadData(img)
	must(t, err)
	f, err := th.ModuleGetFunction(m, "useGv")
	must(t, err)
	if got := runOne(t, th, f, 0); got != 77 {
		t.Errorf("useGv = %d", got)
	}
	s, _ = th.LinkCreate(nil)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "unref"), strp("u.ptx"), nil))
	_, err = th.LinkComplete(s)
	must(t, err)
	s, _ = th.LinkCreate(nil)
	img, err = th.LinkComplete(s)
	must(t, err)
	_, err = th.ModuleLoadData(img)
	must(t, err)

	// No current context.
	th2 := d.NewThread()
	_, err = th2.LinkCreate(nil)
	wantCode(t, "no context", err, cu.ErrorInvalidContext)
}

// A fatbin input: the linker takes its PTX.
func TestLinkFatbinInput(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	b := linkPTX(t, "b")
	fb := cubin.BuildFatbin([]*cubin.Entry{{Kind: cubin.KindPTX, Arch: cubin.Arch{SM: 80}, Major: 7, Minor: 8, Flags: cubin.Flag64Bit, Code: b[:len(b)-1]}})
	s, err := th.LinkCreate(nil)
	must(t, err)
	must(t, th.LinkAddData(s, JITInputPTX, linkPTX(t, "a"), strp("a.ptx"), nil))
	must(t, th.LinkAddData(s, JITInputFatbinary, fb, strp("b.fatbin"), nil))
	img, err := th.LinkComplete(s)
	must(t, err)
	m, err := th.ModuleLoadData(img)
	must(t, err)
	f, err := th.ModuleGetFunction(m, "useTwice")
	must(t, err)
	if got := runOne(t, th, f, 21); got != 42 {
		t.Fatalf("twice(21) = %d", got)
	}
}
