package driver

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
)

// occ12Dir holds testdata/reference/occ12 (README.md there).
const occ12Dir = "../testdata/reference/occ12/"

// occ12JIT reads name (jit/base.ptx...) from the probe's jit.tar.gz.
func occ12JIT(t *testing.T, name string) []byte {
	f, err := os.Open(occ12Dir + "jit.tar.gz")
	must(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	must(t, err)
	tr := tar.NewReader(z)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			t.Fatalf("jit.tar.gz holds no %s", name)
		}
		must(t, err)
		if h.Name == name {
			b, err := io.ReadAll(tr)
			must(t, err)
			return b
		}
	}
}

// TestJITMaxRegisters replays the CU_JIT_MAX_REGISTERS sweep of
// probe_occ12's jit section (cuModuleLoadDataEx of a kernel with 100 live
// values, which ptxas gives 72 registers without a limit, 128 under a
// limit above 128): each load's code (0 is CUDA_ERROR_INVALID_VALUE), and
// NUM_REGS and MAX_THREADS_PER_BLOCK wherever the limit is below cudasim's
// estimate (107): the limit, at least 24, and the threads the registers
// leave (896 for 65, 512 for 100), as the H200 reported.
func TestJITMaxRegisters(t *testing.T) {
	rec, err := gzfile.ReadFile(occ12Dir + "w1/jit.txt")
	must(t, err)
	load := regexp.MustCompile(`(?m)^loadex base 0=(\d+) -> (\w+);`)
	attrs := regexp.MustCompile(`(?m)^loadex base 0=(\d+) heavy\tregs (\d+)\t.*\tmaxthreads (\d+)\t`)
	type row struct{ code, regs, threads string }
	want := map[uint64]*row{}
	for _, m := range load.FindAllStringSubmatch(string(rec), -1) {
		n, _ := strconv.ParseUint(m[1], 10, 64)
		want[n] = &row{code: m[2]}
	}
	for _, m := range attrs.FindAllStringSubmatch(string(rec), -1) {
		n, _ := strconv.ParseUint(m[1], 10, 64)
		want[n].regs, want[n].threads = m[2], m[3]
	}
	if len(want) < 15 {
		t.Fatalf("%d loads recorded", len(want))
	}
	src := occ12JIT(t, "jit/base.ptx")
	_, th, _ := setup(t, Config{})
	compared := 0
	for n, w := range want {
		m, err := th.ModuleLoadDataEx(src, []JITOptionValue{{Option: JITMaxRegisters, Value: n}})
		if got := cu.Code(err).Name(); got != w.code {
			t.Errorf("CU_JIT_MAX_REGISTERS %d: %s, the H200 %s", n, got, w.code)
		}
		if err != nil {
			continue
		}
		f, err := th.ModuleGetFunction(m, "heavy")
		must(t, err)
		regs, _ := th.FuncGetAttribute(FuncAttributeNumRegs, f)
		threads, _ := th.FuncGetAttribute(FuncAttributeMaxThreadsPerBlock, f)
		if n <= 100 {
			compared++
			if got := fmt.Sprint(regs, " ", threads); got != w.regs+" "+w.threads {
				t.Errorf("CU_JIT_MAX_REGISTERS %d: NUM_REGS and MAX_THREADS_PER_BLOCK %s, the H200 %s %s", n, got, w.regs, w.threads)
			}
		}
		must(t, th.ModuleUnload(m))
	}
	if compared < 10 {
		t.Errorf("compared %d limits", compared)
	}
}

// TestJITThreadsPerBlockZero: CU_JIT_THREADS_PER_BLOCK 0 killed the H200's
// driver (SIGFPE in cuModuleLoadDataEx: probe_occ12's jit section ends
// there in w1/jit.txt); cudasim answers CUDA_ERROR_INVALID_VALUE.
func TestJITThreadsPerBlockZero(t *testing.T) {
	_, th, _ := setup(t, Config{})
	_, err := th.ModuleLoadDataEx(occ12JIT(t, "jit/base.ptx"), []JITOptionValue{{Option: JITThreadsPerBlock, Value: 0}})
	wantCode(t, "CU_JIT_THREADS_PER_BLOCK 0", err, cu.ErrorInvalidValue)
}

// TestJITThreadOptions replays the thread options of probe_occ12's jit
// section (window 2, w2/jit.txt): cuModuleLoadDataEx of the heavy kernel
// with CU_JIT_THREADS_PER_BLOCK (written back rounded up to whole warps, at
// most 1024; registers limited so that a block that large fits: 96 for 640
// threads, 80 for 768, 64 for 1024 and more) and with
// CU_JIT_MAX_THREADS_PER_BLOCK (MAX_THREADS_PER_BLOCK at most that;
// registers limited for blocks that large: 64 for 1024, 56 for 1025, 32 for
// 2048), alone and with CU_JIT_MIN_CTA_PER_SM 4. Where no limit binds the
// H200 reported ptxas's own count (72, or 128 given a budget), which
// cudasim estimates (110): those NUM_REGS are not compared.
func TestJITThreadOptions(t *testing.T) {
	rec, err := gzfile.ReadFile(occ12Dir + "w2/jit.txt")
	must(t, err)
	load := regexp.MustCompile(`(?m)^loadex base ((?:(?:1|31|32)=\d+,?)+) -> (\w+); values after: ([0-9a-f ]+)$`)
	attrs := regexp.MustCompile(`(?m)^loadex base ((?:(?:1|31|32)=\d+,?)+) heavy\tregs (\d+)\t.*\tmaxthreads (\d+)\t`)
	regs := map[string][2]string{}
	for _, m := range attrs.FindAllStringSubmatch(string(rec), -1) {
		regs[m[1]] = [2]string{m[2], m[3]}
	}
	src := occ12JIT(t, "jit/base.ptx")
	_, th, _ := setup(t, Config{})
	n := 0
	for _, m := range load.FindAllStringSubmatch(string(rec), -1) {
		var opts []JITOptionValue
		for _, kv := range regexp.MustCompile(`(\d+)=(\d+)`).FindAllStringSubmatch(m[1], -1) {
			o, _ := strconv.Atoi(kv[1])
			v, _ := strconv.ParseUint(kv[2], 10, 64)
			opts = append(opts, JITOptionValue{Option: JITOption(o), Value: v})
		}
		mod, err := th.ModuleLoadDataEx(src, opts)
		if got := cu.Code(err).Name(); got != m[2] {
			t.Errorf("%s: %s, the H200 %s", m[1], got, m[2])
			continue
		}
		var after []string
		for _, o := range opts {
			after = append(after, strconv.FormatUint(o.Value, 16))
		}
		if got := fmt.Sprint(after); got != fmt.Sprint(regexp.MustCompile(`\S+`).FindAllString(m[3], -1)) {
			t.Errorf("%s: values after the load %s, the H200 %s", m[1], got, m[3])
		}
		if err != nil {
			continue
		}
		f, err := th.ModuleGetFunction(mod, "heavy")
		must(t, err)
		r, _ := th.FuncGetAttribute(FuncAttributeNumRegs, f)
		mt, _ := th.FuncGetAttribute(FuncAttributeMaxThreadsPerBlock, f)
		w := regs[m[1]]
		if fmt.Sprint(mt) != w[1] && opts[0].Option == JITMaxThreadsPerBlock && opts[0].Value > 0 && len(opts) == 1 {
			t.Errorf("%s: MAX_THREADS_PER_BLOCK %d, the H200 %s", m[1], mt, w[1])
		}
		if r < 110 && (fmt.Sprint(r) != w[0] || fmt.Sprint(mt) != w[1]) {
			t.Errorf("%s: a limit gave NUM_REGS %d and MAX_THREADS_PER_BLOCK %d, the H200 %s and %s", m[1], r, mt, w[0], w[1])
		}
		n++
		must(t, th.ModuleUnload(mod))
	}
	if n < 30 {
		t.Errorf("compared %d loads", n)
	}
}

// TestJITLogSizes: the sizes a load writes back into the error log's size
// option and what the buffer holds, as the H200 answered for a PTX that
// does not compile (libcuda/testdata/cudart/interop26/h200/logs.out) and an
// H100 with the same driver for more capacities
// (interop26/h100-s32/logs2.out): a log that fits, its length and zeros
// after its NUL to the buffer's end; cut to a buffer, as many characters
// as fit, the NUL, size the buffer's; in one byte the NUL alone, size 0.
// The log's text is cudasim's, so the capacities around its length are
// taken from the length of the full log.
func TestJITLogSizes(t *testing.T) {
	_, th, _ := setup(t, Config{})
	bad := []byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry broken()\n{\n  bogus.instruction;\n  ret;\n}\n")
	// load loads bad with an error log of capacity bytes inside a buffer
	// of ones 8 bytes longer: the text's length, the size read back and
	// the 8 bytes after the NUL.
	load := func(capacity int) (int, uint64, []byte) {
		buf := bytes.Repeat([]byte{1}, capacity+8)
		opts := []JITOptionValue{{Option: JITErrorLogBuffer, Buffer: buf[:capacity]}, {Option: JITErrorLogBufferSize, Value: uint64(capacity)}}
		if _, err := th.ModuleLoadDataEx(bad, opts); err == nil {
			t.Fatal("bad PTX loaded")
		}
		n := bytes.IndexByte(buf, 0)
		return n, opts[1].Value, buf[n+1 : n+9]
	}
	full, size, after := load(4096)
	if full < 16 || size != uint64(full) || !bytes.Equal(after, make([]byte, 8)) {
		t.Fatalf("cap 4096: text %d bytes, size %d, after the NUL %v; want the length and 8 zeros", full, size, after)
	}
	ones := bytes.Repeat([]byte{1}, 8)
	for _, capacity := range []int{1, 2, 3, 15, 16, 17, full, full + 1, full + 2, full + 3} {
		n, size, after := load(capacity)
		wantN, wantSize, wantZeros := capacity-1, uint64(capacity), 0
		switch {
		case capacity == 1:
			wantSize = 0
		case capacity > full:
			wantN, wantSize, wantZeros = full, uint64(full), capacity-full-1
		}
		want := append(make([]byte, wantZeros), ones[wantZeros:]...)
		if n != wantN || size != wantSize || !bytes.Equal(after, want) {
			t.Errorf("cap %d (log %d): text %d bytes, size %d, after the NUL %v; want %d, %d, %v", capacity, full, n, size, after, wantN, wantSize, want)
		}
	}
	// logs3 (interop26/h100-s33/logs3.out): a log that fits is followed by zeros up to the
	// buffer's end (cap 4096, length + 40, length + 200); a load that compiles writes the
	// NUL alone and leaves the other 4095 bytes as they were.
	good := []byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry fine()\n{\n  ret;\n}\n")
	for _, c := range []struct {
		ptx      []byte
		capacity int
	}{{bad, 4096}, {bad, full + 40}, {bad, full + 200}, {good, 4096}} {
		buf := bytes.Repeat([]byte{1}, c.capacity)
		opts := []JITOptionValue{{Option: JITErrorLogBuffer, Buffer: buf}, {Option: JITErrorLogBufferSize, Value: uint64(c.capacity)}}
		_, err := th.ModuleLoadDataEx(c.ptx, opts)
		n := bytes.IndexByte(buf, 0)
		rest, want := buf[n:], byte(0)
		if err == nil {
			rest, want = buf[1:], 1
		}
		if n < 0 || bytes.Count(rest, []byte{want}) != len(rest) {
			t.Errorf("cap %d (%v): %d bytes of %d after the log's NUL at %d are not %d", c.capacity, err, len(rest)-bytes.Count(rest, []byte{want}), len(rest), n, want)
		}
	}
}

// TestLibraryOfPTXThatDoesNotCompile: cuLibraryLoadData of PTX that does
// not compile succeeds with the error log written; its kernels, named or
// not, then answer CUDA_ERROR_INVALID_PTX, the count is 0 and the unload
// succeeds (an H100 with the H200's driver,
// libcuda/testdata/cudart/interop26/h100-s32/logs2.out).
func TestLibraryOfPTXThatDoesNotCompile(t *testing.T) {
	_, th, _ := setup(t, Config{})
	bad := []byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry broken()\n{\n  bogus.instruction;\n  ret;\n}\n")
	log := make([]byte, 4096)
	jit := []JITOptionValue{{Option: JITErrorLogBuffer, Buffer: log}, {Option: JITErrorLogBufferSize, Value: 4096}}
	lib, err := th.LibraryLoadData(bad, jit, nil)
	if err != nil {
		t.Fatalf("cuLibraryLoadData: %v, want success", err)
	}
	if n := bytes.IndexByte(log, 0); n == 0 || jit[1].Value != uint64(n) {
		t.Errorf("error log %d bytes, size %d; want the log and its length", n, jit[1].Value)
	}
	for _, name := range []string{"broken", "absent"} {
		if _, err := th.LibraryGetKernel(lib, name); !errors.Is(err, cu.ErrorInvalidPTX) {
			t.Errorf("cuLibraryGetKernel(%s): %v, want CUDA_ERROR_INVALID_PTX", name, err)
		}
	}
	if n, err := th.LibraryGetKernelCount(lib); err != nil || n != 0 {
		t.Errorf("cuLibraryGetKernelCount: %d, %v; want 0, success", n, err)
	}
	if err := th.LibraryUnload(lib); err != nil {
		t.Errorf("cuLibraryUnload: %v", err)
	}
}
