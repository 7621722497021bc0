//go:build linux && !race

package fp

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on amd64 and arm64 (4 KiB base pages).
const hugePage = 2 << 20

// tableBytes is n zeroed bytes for a table's entries, where the lanes read at random: its own
// mapping, 2 MiB aligned and advised MADV_HUGEPAGE, so that the kernel can back it with huge
// pages and the reads of a few megabytes of tables need a handful of TLB entries, not one a
// 4 KiB page (a warp's 32 lookups in a 2 MiB table otherwise touch 32 pages, each a likely
// TLB miss and page walk on top of the cache miss). The mapping lives as long as the process,
// as the tables do. Falls back to the Go heap where the mapping fails.
func tableBytes(n int) []byte {
	if n < hugePage/2 {
		return make([]byte, n)
	}
	size := (n + hugePage - 1) &^ (hugePage - 1)
	m, err := syscall.Mmap(-1, 0, size+hugePage, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]byte, n)
	}
	off := int(-uintptr(unsafe.Pointer(&m[0])) & (hugePage - 1))
	b := m[off : off+size : off+size]
	syscall.Madvise(b, syscall.MADV_HUGEPAGE) // an error (a kernel without it) leaves base pages
	return b[:n:n]
}
