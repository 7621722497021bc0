package driver

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"cudasim/cu"
)

// fakeDeviceRuntime is an ar archive shaped like the toolkit's
// libcudadevrt.a: one member, cuda_device_runtime.o (its bytes are not
// NVIDIA's and are never read: the linker recognises the library by its
// member and links cudasim's own device runtime).
func fakeDeviceRuntime() []byte {
	member := func(name string, body []byte) []byte {
		h := fmt.Sprintf("%-16s%-12s%-6s%-6s%-8s%-10d`\n", name, "0", "0", "0", "644", len(body))
		b := append([]byte(h), body...)
		if len(body)%2 == 1 {
			b = append(b, '\n')
		}
		return b
	}
	// GNU ar keeps names longer than 15 bytes in the "//" table.
	a := []byte("!<arch>\n")
	a = append(a, member("//", []byte("cuda_device_runtime.o/\n"))...)
	return append(a, member("/0", []byte("not read by cudasim\n"))...)
}

func entryName(t *testing.T, ptx []byte) string {
	m := regexp.MustCompile(`\.entry\s+([A-Za-z0-9_$]+)`).FindSubmatch(ptx)
	if m == nil {
		t.Fatal("no .entry")
	}
	return string(m[1])
}

// linkWithDeviceRuntime links the PTX file path with the device runtime
// library, added by its path as Numba adds it, loads the image and returns
// its kernel.
func linkWithDeviceRuntime(t *testing.T, th *Thread, path string) Function {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Base(path)
	lib := filepath.Join(t.TempDir(), "libcudadevrt.a")
	if err := os.WriteFile(lib, fakeDeviceRuntime(), 0o644); err != nil {
		t.Fatal(err)
	}
	h, _ := th.LinkCreate(nil)
	if err := th.LinkAddData(h, JITInputPTX, src, &name, nil); err != nil {
		t.Fatal(err)
	}
	if err := th.LinkAddFile(h, JITInputLibrary, lib, nil); err != nil {
		t.Fatal(err)
	}
	return loadLinked(t, th, h, entryName(t, src))
}

// loadLinked completes link h, loads the image and returns its kernel.
func loadLinked(t *testing.T, th *Thread, h LinkState, kernel string) Function {
	t.Helper()
	img, err := th.LinkComplete(h)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := th.ModuleLoadData(img)
	if err != nil {
		t.Fatal(err)
	}
	f, err := th.ModuleGetFunction(mod, kernel)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestLinkNumbaGridSync links the PTX Numba 0.56 makes for its
// test_sync_at_matrix_row kernel (cuda.cg.this_grid().sync() a row, calling
// cudaCGGetIntrinsicHandle and cudaCGSynchronize) with the device runtime
// library, as Numba does, and launches it cooperatively: every row must be
// complete before the next (on the H200: no wrong element of 64x1024,
// testdata/reference/coop/numba.txt). Without the library the link fails
// with CUDA_ERROR_INVALID_SOURCE (measured).
func TestLinkNumbaGridSync(t *testing.T) {
	_, th, _ := setup(t, Config{})
	src, err := os.ReadFile("testdata/numba/sequential_rows.ptx")
	if err != nil {
		t.Fatal(err)
	}
	name := "sequential_rows.ptx"
	h, _ := th.LinkCreate(nil)
	if err := th.LinkAddData(h, JITInputPTX, src, &name, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := th.LinkComplete(h); cu.Code(err) != cu.ErrorInvalidSource {
		t.Errorf("link without the device runtime: %v, want CUDA_ERROR_INVALID_SOURCE", err)
	}
	th.LinkDestroy(h)

	f := linkWithDeviceRuntime(t, th, "testdata/numba/sequential_rows.ptx")
	const rows, cols = 64, 1024
	m, _ := th.MemAlloc(rows * cols * 4)
	th.MemsetD32(m, 0, rows*cols)
	// Numba's array ABI: meminfo, parent, nitems, itemsize, data, shape[2], strides[2].
	args := Args(uint64(0), uint64(0), int64(rows*cols), int64(4), m, int64(rows), int64(cols), int64(cols*4), int64(4))
	if err := th.LaunchCooperativeKernel(f, Dim3{cols / 32, 1, 1}, Dim3{32, 1, 1}, 0, 0, args); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, rows*cols*4)
	if err := th.MemcpyDtoH(out, m); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < rows*cols; i++ {
		if v := int32(binary.LittleEndian.Uint32(out[4*i:])); v != int32(i/cols) {
			t.Fatalf("M[%d][%d] = %d, want %d", i/cols, i%cols, v, i/cols)
		}
	}
}

// TestLinkStaticLibrary links a kernel with a static device library made by
// nvcc -lib (cubin/testdata/archive): the archive's members' PTX resolve the
// kernel's .extern functions.
func TestLinkStaticLibrary(t *testing.T) {
	_, th, _ := setup(t, Config{})
	h, _ := th.LinkCreate(nil)
	if err := th.LinkAddFile(h, JITInputPTX, "../cubin/testdata/archive/user.ptx", nil); err != nil {
		t.Fatal(err)
	}
	if err := th.LinkAddFile(h, JITInputLibrary, "../cubin/testdata/archive/libdev.a", nil); err != nil {
		t.Fatal(err)
	}
	f := loadLinked(t, th, h, "use_lib")
	fp, _ := th.MemAlloc(8)
	ip, _ := th.MemAlloc(8)
	th.MemcpyHtoD(fp, binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, 0x40400000), 0xbf800000)) // 3, -1
	th.MemcpyHtoD(ip, binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, 5), 0xffffffff))          // 5, -1
	if err := th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{2, 1, 1}, 0, 0, Args(fp, ip), nil); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 8)
	th.MemcpyDtoH(b, fp)
	if got := [2]uint32{binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint32(b[4:])}; got != [2]uint32{0x40c00000, 0xc0000000} {
		t.Errorf("scale_by: %#x, want 6.0 and -2.0", got)
	}
	th.MemcpyDtoH(b, ip)
	if got := [2]int32{int32(binary.LittleEndian.Uint32(b)), int32(binary.LittleEndian.Uint32(b[4:]))}; got != [2]int32{1005, 999} {
		t.Errorf("add_offset: %v, want [1005 999]", got)
	}
	// Not an archive: CUDA_ERROR_UNKNOWN (measured with PTX as the data).
	h2, _ := th.LinkCreate(nil)
	name := "x.a"
	if err := th.LinkAddData(h2, JITInputLibrary, []byte(".version 8.0\n"), &name, nil); cu.Code(err) != cu.ErrorUnknown {
		t.Errorf("PTX as a library: %v, want CUDA_ERROR_UNKNOWN", err)
	}
}

// TestLinkMaxRegisters: CU_JIT_MAX_REGISTERS at cuLinkCreate bounds the
// registers the linked kernels report, as Numba's test_set_registers_57/38
// check; without it func_with_lots_of_registers reports more than 57 (70 on
// the H200: testdata/reference/coop/regs.txt).
func TestLinkMaxRegisters(t *testing.T) {
	_, th, _ := setup(t, Config{})
	for _, mx := range []uint64{0, 57, 38} {
		var opts []JITOptionValue // none for 0: a limit of 0 is CUDA_ERROR_INVALID_VALUE
		if mx > 0 {
			opts = []JITOptionValue{{Option: JITMaxRegisters, Value: mx}}
		}
		h, err := th.LinkCreate(opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := th.LinkAddFile(h, JITInputPTX, "testdata/numba/lots_of_registers.ptx", nil); err != nil {
			t.Fatal(err)
		}
		src, _ := os.ReadFile("testdata/numba/lots_of_registers.ptx")
		f := loadLinked(t, th, h, entryName(t, src))
		n, err := th.FuncGetAttribute(FuncAttributeNumRegs, f)
		if err != nil {
			t.Fatal(err)
		}
		if mx == 0 && n <= 57 || mx > 0 && uint64(n) > mx {
			t.Errorf("CU_JIT_MAX_REGISTERS %d: NUM_REGS %d", mx, n)
		}
		th.LinkDestroy(h)
	}
}

// TestDeviceRuntimeEntryPoints runs the probe kernel of
// testdata/reference/coop/cgrt.cu linked with the device runtime and checks
// what the H200 answered (cgrt.txt): in a cooperative launch of 4 x 64
// threads the grid handle 0x7ffffffffffff, size 256 threads in 1 grid, each
// thread's rank with grid rank 1, syncs returning 0, and the workspace
// words 16, 0, 1, 0 before and after two barriers; in a plain launch, handle
// 0, every call 999 with zeros written; with a handle of 0 the same.
func TestDeviceRuntimeEntryPoints(t *testing.T) {
	_, th, _ := setup(t, Config{})
	h, _ := th.LinkCreate(nil)
	if err := th.LinkAddFile(h, JITInputPTX, "testdata/devrt/cgrt.ptx", nil); err != nil {
		t.Fatal(err)
	}
	lib := "libcudadevrt.a"
	if err := th.LinkAddData(h, JITInputLibrary, fakeDeviceRuntime(), &lib, nil); err != nil {
		t.Fatal(err)
	}
	probe := loadLinked(t, th, h, "_Z5probePyPjS0_S0_")
	u64s := func(p DevicePtr, n int) []uint64 {
		b := make([]byte, 8*n)
		th.MemcpyDtoH(b, p)
		out := make([]uint64, n)
		for i := range out {
			out[i] = binary.LittleEndian.Uint64(b[8*i:])
		}
		return out
	}
	u32s := func(p DevicePtr, n int) []uint32 {
		b := make([]byte, 4*n)
		th.MemcpyDtoH(b, p)
		out := make([]uint32, n)
		for i := range out {
			out[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
		return out
	}
	for _, coop := range []bool{true, false} {
		o, _ := th.MemAlloc(64 * 8)
		ranks, _ := th.MemAlloc(256 * 16)
		wb, _ := th.MemAlloc(16)
		wa, _ := th.MemAlloc(16)
		for _, p := range []DevicePtr{o, ranks, wb, wa} {
			th.MemsetD8(p, 0xff, 16)
		}
		th.MemsetD8(o, 0xff, 64*8)
		th.MemsetD8(ranks, 0xff, 256*16)
		args := Args(o, ranks, wb, wa)
		grid := uint32(4)
		var err error
		if coop {
			err = th.LaunchCooperativeKernel(probe, Dim3{grid, 1, 1}, Dim3{64, 1, 1}, 0, 0, args)
		} else {
			grid = 2
			err = th.LaunchKernel(probe, Dim3{grid, 1, 1}, Dim3{64, 1, 1}, 0, 0, args, nil)
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := th.CtxSynchronize(); err != nil {
			t.Fatal(err)
		}
		r := u64s(o, 46)
		// handles (invalid, grid, multigrid); GetSize/GetRank of grid and multigrid; multigrid outputs; syncs
		want := []uint64{0, 0x7ffffffffffff, 0, 0, 0, 999, 999, 0, 0, 0, 0, 0, 0}
		if !coop {
			want = []uint64{0, 0, 0, 999, 999, 999, 999, 0, 0, 0, 0, 999, 999}
		}
		got := append(append([]uint64{}, r[32:35]...), r[36:46]...)
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("cooperative=%v: result %d is %#x, the H200's %#x (%v)", coop, i, got[i], want[i], got)
				break
			}
		}
		rk := u32s(ranks, int(grid)*64*4)
		for th := 0; th < int(grid)*64; th += 37 {
			w := [4]uint32{uint32(th), 1, 256, 1}
			if !coop {
				w = [4]uint32{}
			}
			if g := [4]uint32(rk[4*th : 4*th+4]); g != w {
				t.Errorf("cooperative=%v: thread %d: rank, grid rank, threads, grids %v, the H200's %v", coop, th, g, w)
			}
		}
		if coop {
			for _, p := range []DevicePtr{wb, wa} {
				if g := [4]uint32(u32s(p, 4)); g != [4]uint32{16, 0, 1, 0} {
					t.Errorf("workspace words %v, the H200's [16 0 1 0]", g)
				}
			}
		}
	}
}

// TestLinkNumbaLaplace runs Numba's doc example test_laplace (PTX in
// testdata/numba/laplace.ptx): 1,001 threads in two blocks of 512, the
// threads past the end returning before the loop, and a grid barrier
// (cudaCGSynchronize) after each of 1,000 heat-equation steps, called from
// code where part of the last warp has already returned. Heat is conserved:
// the sum stays 10,000 (the example's own check).
func TestLinkNumbaLaplace(t *testing.T) {
	_, th, _ := setup(t, Config{})
	f := linkWithDeviceRuntime(t, th, "testdata/numba/laplace.ptx")
	const n = 1001
	b0, _ := th.MemAlloc(n * 8)
	b1, _ := th.MemAlloc(n * 8)
	host := make([]byte, n*8)
	binary.LittleEndian.PutUint64(host[500*8:], math.Float64bits(10000))
	th.MemcpyHtoD(b0, host)
	th.MemcpyHtoD(b1, make([]byte, n*8))
	arr := func(p DevicePtr) []any { return []any{uint64(0), uint64(0), int64(n), int64(8), p, int64(n), int64(8)} }
	args := append(append(arr(b0), arr(b1)...), int64(1000), float64(0.25))
	if err := th.LaunchCooperativeKernel(f, Dim3{2, 1, 1}, Dim3{512, 1, 1}, 0, 0, Args(args...)); err != nil {
		t.Fatal(err)
	}
	if err := th.MemcpyDtoH(host, b1); err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for i := 0; i < n; i++ {
		sum += math.Float64frombits(binary.LittleEndian.Uint64(host[8*i:]))
	}
	if math.Abs(sum-10000) > 1e-7*10000 {
		t.Errorf("heat sum %v after 1000 steps, want 10000", sum)
	}
	// The same launch without the cooperative attribute: cudaCGSynchronize
	// returns 999 at once (measured) and the kernel runs on without waiting.
	if err := th.LaunchKernel(f, Dim3{2, 1, 1}, Dim3{512, 1, 1}, 0, 0, Args(args...), nil); err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSynchronize(); err != nil {
		t.Errorf("plain launch: %v", err)
	}
}
