package mem

import "testing"

// BenchmarkViewSpan is BenchmarkSpan through a View, which also checks
// each allocation's device: what a kernel pays per span when the emulator
// has more than one device.
func BenchmarkViewSpan(b *testing.B) {
	s := New([]uint64{1 << 30, 1 << 30})
	defer s.Close()
	var bases []uint64
	for range 1000 {
		a, _ := s.Alloc(Request{Kind: Device, Size: 4096})
		bases = append(bases, a.Base)
	}
	v := s.View(0, []bool{true, false})
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, _, ok := v.Span(bases[i%len(bases)] + 100); !ok {
			b.Fatal("not reachable")
		}
	}
}
