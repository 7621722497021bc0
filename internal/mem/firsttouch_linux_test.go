package mem

import (
	"syscall"
	"testing"
)

// BenchmarkFirstTouch measures what first writes to fresh device memory cost (a tenth of a
// tensor-core GEMM sample's time, docs/engine-performance.md): 256 MiB written a byte every
// 4 KiB, through a Space (64 KiB pages from the Go heap, made on first write), next to the
// same touches of an anonymous mapping in 4 KiB pages and of one with transparent huge pages
// (MADV_HUGEPAGE), which is what a page allocator carving 2 MiB mappings would pay.
func BenchmarkFirstTouch(b *testing.B) {
	const total = 256 << 20
	one := []byte{1}
	b.Run("space", func(b *testing.B) {
		for b.Loop() {
			s := New([]uint64{1 << 30})
			a, err := s.Alloc(Request{Kind: Device, Size: total})
			if err != nil {
				b.Fatal(err)
			}
			for off := uint64(0); off < total; off += 4096 {
				if err := s.Write(a.Base+off, one); err != nil {
					b.Fatal(err)
				}
			}
			s.Close()
		}
	})
	// A host-to-device copy of 64 MiB into a fresh allocation (the copy path
	// of cuMemcpyHtoD): whole pages, made from the source (fillPage).
	src := make([]byte, 64<<20)
	for i := range src {
		src[i] = byte(i)
	}
	b.Run("copy64M", func(b *testing.B) {
		for b.Loop() {
			s := New([]uint64{1 << 30})
			a, err := s.Alloc(Request{Kind: Device, Size: uint64(len(src))})
			if err != nil {
				b.Fatal(err)
			}
			if err := s.Write(a.Base, src); err != nil {
				b.Fatal(err)
			}
			s.Close()
		}
	})
	for _, huge := range []bool{false, true} {
		name := "mmap4K"
		if huge {
			name = "mmapHuge"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				m, err := syscall.Mmap(-1, 0, total, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
				if err != nil {
					b.Skip(err)
				}
				if huge {
					syscall.Madvise(m, syscall.MADV_HUGEPAGE)
				}
				for off := 0; off < total; off += 4096 {
					m[off] = 1
				}
				syscall.Munmap(m)
			}
		})
	}
}
