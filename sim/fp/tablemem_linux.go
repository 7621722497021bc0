//go:build linux

package fp

import (
	"syscall"
	"unsafe"
)

// tableMemory is n zeroed bytes for a decoded table, which lives as long as
// the process. From 1 MiB up it is a mapping of its own, aligned to 2 MiB and
// advised to be backed by huge pages: the lanes of a warp read the tables at
// random, and in 4 KiB pages nearly every such read also missed the TLB (the
// tables of a kernel like BlackScholes span thousands of pages), a page walk
// that the prefetches cannot hide as they hide the cache misses. Where the
// kernel has no huge page free the mapping is made of small pages, as the Go
// heap would be.
func tableMemory(n int) []byte {
	const huge = 2 << 20
	if n < 1<<20 {
		return make([]byte, n)
	}
	size := (n + huge - 1) &^ (huge - 1)
	b, err := syscall.Mmap(-1, 0, size+huge, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]byte, n)
	}
	off := -int(uintptr(unsafe.Pointer(&b[0]))) & (huge - 1)
	b = b[off : off+size : off+size]
	syscall.Madvise(b, syscall.MADV_HUGEPAGE) // advice only: small pages if refused
	return b[:n:n]
}
