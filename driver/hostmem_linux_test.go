package driver

import (
	"syscall"
	"testing"

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
