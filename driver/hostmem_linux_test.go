package driver

import (
	"encoding/binary"
	"math"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"

	"cudasim/cu"
)

// The pages cuMemHostRegister would lock must be mapped, readable, and
// writable unless registered read-only; page-locked memory of
// cuMemHostAlloc is neither registered nor unregistered: as the H200
// answered cudart (libcuda/testdata/cudart/suite, e_memory).
func TestHostRegisterPages(t *testing.T) {
	_, th, _ := setup(t, Config{})
	page := syscall.Getpagesize()
	mmap := func(prot int) []byte {
		b, err := syscall.Mmap(-1, 0, 4*page, prot, syscall.MAP_PRIVATE|syscall.MAP_ANON)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { syscall.Munmap(b) })
		return b
	}
	ro, none := mmap(syscall.PROT_READ), mmap(syscall.PROT_NONE)
	hole := mmap(syscall.PROT_READ | syscall.PROT_WRITE)
	if _, _, e := syscall.Syscall(syscall.SYS_MUNMAP, uintptr(Addr(hole[page:])), uintptr(page), 0); e != 0 {
		t.Fatal(e)
	}
	locked, err := th.MemAllocHost(uint64(page))
	must(t, err)
	for name, c := range map[string]struct {
		err  error
		want cu.Result
	}{
		"read-only":                   {th.MemHostRegister(ro, 0), cu.ErrorInvalidValue},
		"PROT_NONE":                   {th.MemHostRegister(none, 0), cu.ErrorInvalidValue},
		"a hole":                      {th.MemHostRegister(hole, 0), cu.ErrorInvalidValue},
		"cuMemHostAlloc's":            {th.MemHostRegister(locked, 0), cu.ErrorInvalidValue},
		"unregister cuMemHostAlloc's": {th.MemHostUnregister(locked), cu.ErrorInvalidValue},
	} {
		if cu.Code(c.err) != c.want {
			t.Errorf("%s: %v, want %s", name, c.err, c.want.Name())
		}
	}
	must(t, th.MemHostRegister(ro, MemHostRegisterReadOnly))
	must(t, th.MemHostUnregister(ro))
}

// skipWithoutPopulate skips a test of pinned pages where the kernel has no
// MADV_POPULATE_WRITE: there pages fault in on first use.
func skipWithoutPopulate(t *testing.T) {
	page := syscall.Getpagesize()
	probe, err := syscall.Mmap(-1, 0, page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	must(t, err)
	defer syscall.Munmap(probe)
	if _, _, e := syscall.Syscall(syscall.SYS_MADVISE, uintptr(Addr(probe)), uintptr(page), unix.MADV_POPULATE_WRITE); e != 0 {
		t.Skipf("this kernel has no MADV_POPULATE_WRITE (%v): pages fault in on first use", e)
	}
}

// residentPages counts the pages of b that are resident (mincore), of all
// the pages b spans.
func residentPages(t *testing.T, b []byte) (n, pages int) {
	page := syscall.Getpagesize()
	pages = (len(b) + page - 1) / page
	vec := make([]byte, pages)
	if _, _, e := syscall.Syscall(syscall.SYS_MINCORE, uintptr(Addr(b)), uintptr(len(b)), uintptr(Addr(vec))); e != 0 {
		t.Fatal("mincore:", e)
	}
	for _, v := range vec {
		n += int(v & 1)
	}
	return n, pages
}

// TestHostRegisterPinsPages checks that cuMemHostRegister leaves every page
// of fresh anonymous memory resident, as the real driver's page-locking
// does (pinPages): a first copy into it then faults in no page.
func TestHostRegisterPinsPages(t *testing.T) {
	_, th, _ := setup(t, Config{})
	skipWithoutPopulate(t)
	page := syscall.Getpagesize()
	const pages = 256
	for _, flags := range []uint32{0, MemHostRegisterDeviceMap, MemHostRegisterReadOnly} {
		b, err := syscall.Mmap(-1, 0, pages*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
		must(t, err)
		if n, _ := residentPages(t, b); n != 0 {
			t.Fatalf("fresh mapping: %d of %d pages resident before registering", n, pages)
		}
		must(t, th.MemHostRegister(b[3:], flags)) // an unaligned start: its page too
		if n, _ := residentPages(t, b); n != pages {
			t.Errorf("flags %#x: %d of %d pages resident after cuMemHostRegister", flags, n, pages)
		}
		must(t, th.MemHostUnregister(b[3:]))
		must(t, syscall.Munmap(b))
	}
}

// TestMemAllocHostPinsPages: every page of cuMemAllocHost's and
// cuMemHostAlloc's memory is resident when the call returns, for every flag,
// as on the H200 (testdata/reference/options16/hostalloc.txt: mincore after
// 4 KiB, 1 MiB and 64 MiB allocations).
func TestMemAllocHostPinsPages(t *testing.T) {
	_, th, _ := setup(t, Config{})
	skipWithoutPopulate(t)
	page := syscall.Getpagesize()
	// Sizes no earlier allocation of the test could have left in the
	// space's pool of freed host memory: each is fresh from the kernel.
	for k, flags := range []uint32{0, MemHostAllocPortable, MemHostAllocDeviceMap, MemHostAllocWriteCombined} {
		size := uint64((300 + 7*k) * page)
		b, err := th.MemHostAlloc(size, flags)
		must(t, err)
		if n, pages := residentPages(t, b); n != pages {
			t.Errorf("cuMemHostAlloc flags %#x: %d of %d pages resident", flags, n, pages)
		}
		must(t, th.MemFreeHost(b))
	}
	b, err := th.MemAllocHost(uint64(333*page + 5))
	must(t, err)
	if n, pages := residentPages(t, b); n != pages {
		t.Errorf("cuMemAllocHost: %d of %d pages resident", n, pages)
	}
	must(t, th.MemFreeHost(b))
}

// A kernel that reads registered memory the program protected or unmapped
// after registering it: the GPU would reach the pinned pages through its own
// mapping, which cudasim does not model, so the launch answers
// CUDA_ERROR_NOT_SUPPORTED with a message (at once, or queued behind a host
// function: the context's sticky error) rather than a Go stack and
// CUDA_ERROR_LAUNCH_FAILED, or a dead process where a helper goroutine
// faulted (several workers). The real driver answers 0 and reads the pages as
// registered (mend31-c on an H100 with the H200's driver: testdata/reference/
// mend31/h100-s32): not modelled, hence NOT_SUPPORTED.
func TestKernelReadsProtectedRegisteredMemory(t *testing.T) {
	page := syscall.Getpagesize()
	for _, c := range []struct {
		what    string
		workers int
		queued  bool
		gone    func(b []byte) error
	}{
		{"PROT_NONE", 1, false, func(b []byte) error { return syscall.Mprotect(b, syscall.PROT_NONE) }},
		{"PROT_NONE, 4 workers", 4, false, func(b []byte) error { return syscall.Mprotect(b, syscall.PROT_NONE) }},
		{"PROT_NONE, queued", 2, true, func(b []byte) error { return syscall.Mprotect(b, syscall.PROT_NONE) }},
		{"munmap", 1, false, syscall.Munmap},
	} {
		t.Run(c.what, func(t *testing.T) {
			d, th, _ := setup(t, Config{})
			d.SetKernelWorkers(c.workers)
			f := vmmKernel(t, th)
			n := 64 * page / 4 // floats: 64 pages, 128 blocks of 128 threads
			b, err := syscall.Mmap(-1, 0, 64*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
			must(t, err)
			must(t, th.MemHostRegister(b, 0))
			a, err := th.MemHostGetDevicePointer(b, 0)
			must(t, err)
			out, err := th.MemAlloc(uint64(n) * 4)
			must(t, err)
			must(t, c.gone(b))
			if c.what != "munmap" {
				t.Cleanup(func() { syscall.Munmap(b) }) // not twice: the range may be another mapping's by then
			}
			var s Stream
			release := make(chan struct{})
			if c.queued {
				s, err = th.StreamCreate(0)
				must(t, err)
				must(t, th.LaunchHostFunc(s, func() { <-release }))
			}
			err = th.LaunchKernel(f, Dim3{X: uint32(n / 128), Y: 1, Z: 1}, Dim3{X: 128, Y: 1, Z: 1}, 0, s,
				[][]byte{u64le(uint64(a)), u64le(uint64(a)), u64le(uint64(out)), u64le(uint64(n))}, nil)
			if c.queued {
				if err != nil {
					t.Fatalf("a launch queued behind a host function: %v", err)
				}
				close(release)
				err = th.StreamSynchronize(s)
			}
			if cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), "is not mapped memory now") || strings.Contains(err.Error(), "goroutine") {
				t.Errorf("the kernel: %v, want CUDA_ERROR_NOT_SUPPORTED saying the registered memory is gone", err)
			}
		})
	}
}

// A graph launch queued behind a host function whose copy node writes
// registered memory the program protected after registering it: the copy
// faults on the goroutine that runs the queued launch, where the fault
// ended the process; it is the context's sticky CUDA_ERROR_NOT_SUPPORTED
// (runQueued), as for a queued cuMemcpyDtoHAsync.
func TestQueuedGraphWritesProtectedRegisteredMemory(t *testing.T) {
	_, th, _ := setup(t, Config{})
	page := syscall.Getpagesize()
	b, err := syscall.Mmap(-1, 0, page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	must(t, err)
	t.Cleanup(func() { syscall.Munmap(b) })
	must(t, th.MemHostRegister(b, 0))
	src, err := th.MemAlloc(uint64(page))
	must(t, err)
	g, err := th.GraphCreate(0)
	must(t, err)
	_, err = th.GraphAddMemcpyNode(g, nil, MemcpyNodeParams{SrcMemoryType: MemoryTypeDevice, SrcDevice: src,
		DstMemoryType: MemoryTypeHost, DstHost: DevicePtr(Addr(b)), WidthInBytes: uint64(page), Height: 1, Depth: 1})
	must(t, err)
	e, err := th.GraphInstantiate(g, 0)
	must(t, err)
	s, err := th.StreamCreate(0)
	must(t, err)
	release := make(chan struct{})
	must(t, th.LaunchHostFunc(s, func() { <-release }))
	must(t, th.GraphLaunch(e, s))
	must(t, syscall.Mprotect(b, syscall.PROT_NONE))
	close(release)
	if err := th.StreamSynchronize(s); cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), "is not mapped memory now") {
		t.Errorf("the graph's copy into protected registered memory: %v, want CUDA_ERROR_NOT_SUPPORTED saying the memory is gone", err)
	}
}

// Memory registered CU_MEMHOSTREGISTER_READ_ONLY: a kernel reads it; one
// writing it faults, the context's sticky CUDA_ERROR_ILLEGAL_ADDRESS naming
// the flag, and the write does not land (measured on an H100 with the
// H200's driver: testdata/reference/mend32/h100-s33,
// registered-readonly-kernel-write).
func TestKernelWritesReadOnlyRegisteredMemory(t *testing.T) {
	_, th, _ := setup(t, Config{})
	f := vmmKernel(t, th)
	b, a := readOnlyRegisteredPage(t, th, binary.LittleEndian.AppendUint32(nil, math.Float32bits(1)))
	zero, err := th.MemAlloc(4)
	must(t, err)
	must(t, th.MemsetD32(zero, 0, 1))
	out, err := th.MemAlloc(4)
	must(t, err)
	if err := vecAdd(t, th, f, a, zero, out, 1); err != nil {
		t.Fatalf("a kernel reading memory registered read-only: %v", err)
	}
	err = vecAdd(t, th, f, a, a, a, 1) // 1 + 1

	if cu.Code(err) != cu.ErrorIllegalAddress || !strings.Contains(err.Error(), "CU_MEMHOSTREGISTER_READ_ONLY") || !strings.Contains(err.Error(), "thread (0,0,0)") {
		t.Errorf("a kernel writing memory registered read-only: %v, want CUDA_ERROR_ILLEGAL_ADDRESS naming the flag and the thread", err)
	}
	if err := th.StickyError(); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("the context after the write: %v, want the sticky CUDA_ERROR_ILLEGAL_ADDRESS", err)
	}
	if v := math.Float32frombits(binary.LittleEndian.Uint32(b)); v != 1 {
		t.Errorf("the kernel's write landed: %v", v)
	}
}

// Copies and memsets writing memory registered CU_MEMHOSTREGISTER_READ_ONLY
// answer CUDA_ERROR_INVALID_VALUE naming the flag, the context unharmed, and
// write nothing (measured on an H100 with the H200's driver:
// testdata/reference/mend32/h100-s33, registered-readonly-copy-memset);
// copies reading it run.
func TestCopiesIntoReadOnlyRegisteredMemory(t *testing.T) {
	_, th, _ := setup(t, Config{})
	b, hp := readOnlyRegisteredPage(t, th, []byte{0x11})
	d, err := th.MemAlloc(16)
	must(t, err)
	must(t, th.MemsetD8(d, 0x5a, 16))
	for what, err := range map[string]error{
		"cuMemcpyDtoH into it": th.MemcpyDtoH(b[:16], d),
		"cuMemcpyHtoD into it": th.MemcpyHtoD(hp, []byte{1, 2, 3, 4}),
		"cuMemcpyDtoD into it": th.MemcpyDtoD(hp, d, 16),
		"cuMemsetD32 of it":    th.MemsetD32(hp, 0x22222222, 4),
		"cuMemcpyDtoHAsync into": func() error {
			if err := th.MemcpyDtoHAsync(b[:16], d, 0); err != nil {
				return err
			}
			return th.CtxSynchronize()
		}(),
	} {
		if cu.Code(err) != cu.ErrorInvalidValue || !strings.Contains(err.Error(), "CU_MEMHOSTREGISTER_READ_ONLY") {
			t.Errorf("%s: %v, want CUDA_ERROR_INVALID_VALUE naming the flag", what, err)
		}
	}
	if err := th.CtxSynchronize(); err != nil {
		t.Errorf("the context after the refused copies: %v, want success", err)
	}
	if b[0] != 0x11 {
		t.Errorf("a refused copy wrote %#x", b[0])
	}
}

// readOnlyRegisteredPage maps a page starting with head, registers it
// CU_MEMHOSTREGISTER_READ_ONLY and returns it and its device address.
func readOnlyRegisteredPage(t *testing.T, th *Thread, head []byte) ([]byte, DevicePtr) {
	t.Helper()
	b, err := syscall.Mmap(-1, 0, syscall.Getpagesize(), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	must(t, err)
	t.Cleanup(func() { syscall.Munmap(b) })
	copy(b, head)
	must(t, th.MemHostRegister(b, MemHostRegisterDeviceMap|MemHostRegisterReadOnly))
	a, err := th.MemHostGetDevicePointer(b, 0)
	must(t, err)
	return b, a
}
