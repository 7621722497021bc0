package driver

import (
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
