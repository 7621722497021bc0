package driver

import (
	"encoding/binary"
	"fmt"
	"os"
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

	h, _ = th.LinkCreate(nil)
	lib := "/usr/local/cuda/lib64/libcudadevrt.a"
	if err := th.LinkAddData(h, JITInputPTX, src, &name, nil); err != nil {
		t.Fatal(err)
	}
	if err := th.LinkAddData(h, JITInputLibrary, fakeDeviceRuntime(), &lib, nil); err != nil {
		t.Fatal(err)
	}
	img, err := th.LinkComplete(h)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := th.ModuleLoadData(img)
	if err != nil {
		t.Fatal(err)
	}
	f, err := th.ModuleGetFunction(mod, entryName(t, src))
	if err != nil {
		t.Fatal(err)
	}
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
	img, err := th.LinkComplete(h)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := th.ModuleLoadData(img)
	if err != nil {
		t.Fatal(err)
	}
	f, err := th.ModuleGetFunction(mod, "use_lib")
	if err != nil {
		t.Fatal(err)
	}
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
		h, err := th.LinkCreate([]JITOptionValue{{Option: JITMaxRegisters, Value: mx}})
		if err != nil {
			t.Fatal(err)
		}
		if err := th.LinkAddFile(h, JITInputPTX, "testdata/numba/lots_of_registers.ptx", nil); err != nil {
			t.Fatal(err)
		}
		img, err := th.LinkComplete(h)
		if err != nil {
			t.Fatal(err)
		}
		mod, err := th.ModuleLoadData(img)
		if err != nil {
			t.Fatal(err)
		}
		src, _ := os.ReadFile("testdata/numba/lots_of_registers.ptx")
		f, err := th.ModuleGetFunction(mod, entryName(t, src))
		if err != nil {
			t.Fatal(err)
		}
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
