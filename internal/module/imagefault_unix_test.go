//go:build unix

package module

import (
	"runtime/debug"
	"syscall"
	"testing"
	"time"
)

// An image whose bytes fault part way (a program's header claiming a page
// that is not mapped; the drop-in recovers the fault into
// CUDA_ERROR_INVALID_VALUE) leaves the image cache unlocked: the next parse
// returns. The cache's lock stayed held, and every later load hung.
func TestImageFaultLeavesCacheUnlocked(t *testing.T) {
	ps := syscall.Getpagesize()
	mapped, err := syscall.Mmap(-1, 0, 2*ps, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		t.Skip(err)
	}
	defer syscall.Munmap(mapped)
	if err := syscall.Mprotect(mapped[ps:], syscall.PROT_NONE); err != nil {
		t.Skip(err)
	}
	copy(mapped, ".version 7.8\n")
	faulted := func() (p any) {
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		defer func() { p = recover() }()
		parsed.parse(mapped) // the tail is read for the cache's key
		return nil
	}()
	if _, ok := faulted.(interface{ Addr() uintptr }); !ok {
		t.Fatalf("parse of a half-mapped image: %v, want a fault with an address", faulted)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Parse([]byte(".version 7.8\n.target sm_80\n.address_size 64\n\x00"))
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("a parse after the fault did not return in 30 s: the image cache's lock is held")
	}
}
