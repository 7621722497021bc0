package devheap

import (
	"math/rand/v2"
	"testing"

	"cudasim/cu"
)

// The H200's placements and counts (testdata/reference/devheap: h_heap.main.h200.out for
// the sequences, h_heap.h1m.h200.out (a 4 MiB heap), h_heap.h64m.h200.out and
// testdata/reference/devrt's t_dp_malloc for the counts).
func TestMeasuredPlacement(t *testing.T) {
	h := New(8 << 20)
	var first uint64
	alloc := func(n uint64) int64 {
		p, ok := h.Malloc(n)
		if !ok {
			t.Fatalf("malloc(%d) failed", n)
		}
		if p%16 != 0 {
			t.Errorf("malloc(%d) at offset %#x: not 16-byte aligned", n, p)
		}
		if first == 0 {
			first = p
		}
		return int64(p - first)
	}
	// "sizes": one thread, a fresh heap; blocks of up to 200 bytes 80, 160, 240 bytes apart.
	sizes := []uint64{1, 2, 4, 8, 12, 16, 17, 24, 32, 48, 64, 100, 128, 200}
	want := []int64{0, 80, 160, 240, 320, 400, 480, 560, 640, 720, 800, 880, 1040, 1200}
	var ptrs []uint64
	for i, n := range sizes {
		if got := alloc(n); got != want[i] {
			t.Errorf("sizes: malloc(%d) at %d, want %d", n, got, want[i])
		}
		ptrs = append(ptrs, first+uint64(want[i]))
	}
	for _, p := range ptrs {
		if err := h.Free(p); err != nil {
			t.Fatal(err)
		}
	}
	// "three 64", then reuse after frees.
	steps := []struct {
		free []int64
		size uint64
		want int64
	}{
		{nil, 64, 0}, {nil, 64, 80}, {nil, 64, 160},
		{[]int64{80}, 64, 80}, // 64 after freeing the middle
		{nil, 32, 240}, {nil, 16, 320},
		{[]int64{0, 160}, 64, 0}, {nil, 64, 160}, {nil, 64, 400}, // 64 after freeing the others
	}
	for _, s := range steps {
		for _, f := range s.free {
			if err := h.Free(first + uint64(f)); err != nil {
				t.Fatal(err)
			}
		}
		if got := alloc(s.size); got != s.want {
			t.Errorf("reuse: malloc(%d) at %d, want %d", s.size, got, s.want)
		}
	}
	// The first 1 MiB block of a fresh 8 MiB heap was 8,386,560 bytes below its first small
	// block; here blocks are in one address order, so only its distance from the heap's
	// start is the H200's: 288 bytes.
	if p, _ := New(8 << 20).Malloc(1 << 20); p != 288 {
		t.Errorf("first block at %d, want 288", p)
	}
}

func TestMeasuredCounts(t *testing.T) {
	for _, c := range []struct {
		heap, size uint64
		want       int
		slack      int // the model's blocks take one size each, the H200's vary (1 KiB: 2,048 to 3,072 bytes apart)
	}{
		{4 << 20, 1 << 20, 3, 0}, {8 << 20, 1 << 20, 6, 0}, {64 << 20, 1 << 20, 52, 0},
		{4 << 20, 1 << 16, 39, 0}, {4 << 20, 1024, 1889, 5},
		{4 << 20, 3<<20 + 5, 1, 0}, {64 << 20, 64 << 20, 0, 0},
	} {
		h := New(c.heap)
		n := 0
		for {
			if _, ok := h.Malloc(c.size); !ok {
				break
			}
			n++
		}
		if n < c.want-c.slack || n > c.want+c.slack {
			t.Errorf("blocks of %d bytes in a %d-byte heap: %d, want %d", c.size, c.heap, n, c.want)
		}
	}
	// "4 MiB, 2 MiB, 1 MiB" in an 8 MiB heap: the third does not fit.
	h := New(8 << 20)
	_, ok1 := h.Malloc(4 << 20)
	_, ok2 := h.Malloc(2 << 20)
	_, ok3 := h.Malloc(1 << 20)
	if !ok1 || !ok2 || ok3 {
		t.Errorf("4 MiB, 2 MiB, 1 MiB: %v %v %v, want true true false", ok1, ok2, ok3)
	}
	if _, ok := h.Malloc(1 << 40); ok {
		t.Error("malloc of 1 TiB succeeded")
	}
}

func TestFreeErrors(t *testing.T) {
	h := New(4 << 20)
	p, _ := h.Malloc(256)
	for _, bad := range []uint64{p + 16, p - 16, 0, 1 << 40} {
		if err := h.Free(bad); cu.Code(err) != cu.ErrorInvalidValue {
			t.Errorf("Free(%#x): %v, want CUDA_ERROR_INVALID_VALUE", bad, err)
		}
	}
	if err := h.Free(p); err != nil {
		t.Fatal(err)
	}
	if err := h.Free(p); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("double free: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	if h.Live() != 0 {
		t.Errorf("%d live blocks", h.Live())
	}
}

// Random mallocs and frees: live blocks never overlap, stay inside the heap, and freeing
// everything leaves one free range, where the first block then goes again.
func TestRandomConsistency(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	h := New(1 << 20)
	live := map[uint64]uint64{} // pointer → cost
	for i := 0; i < 20000; i++ {
		if len(live) > 0 && r.IntN(3) == 0 {
			for p := range live {
				if err := h.Free(p); err != nil {
					t.Fatal(err)
				}
				delete(live, p)
				break
			}
			continue
		}
		n := uint64(r.IntN(5000))
		if r.IntN(10) == 0 {
			n = uint64(r.IntN(200000))
		}
		p, ok := h.Malloc(n)
		if !ok {
			continue
		}
		if p%16 != 0 || p-HeaderSize+Cost(n) > h.Size() {
			t.Fatalf("malloc(%d) at %#x: misaligned or past the heap", n, p)
		}
		for q, c := range live {
			if p-HeaderSize < q-HeaderSize+c && q-HeaderSize < p-HeaderSize+Cost(n) {
				t.Fatalf("malloc(%d) at %#x overlaps the block at %#x", n, p, q)
			}
		}
		live[p] = Cost(n)
	}
	for p := range live {
		if err := h.Free(p); err != nil {
			t.Fatal(err)
		}
	}
	if len(h.free) != 1 || h.Live() != 0 {
		t.Fatalf("after freeing everything: free ranges %v, %d live", h.free, h.Live())
	}
	if p, _ := h.Malloc(1); p != firstOffset+HeaderSize {
		t.Errorf("first block after freeing everything at %#x", p)
	}
}

func TestInside(t *testing.T) {
	h := New(1 << 20)
	p, _ := h.Malloc(256)
	q, _ := h.Malloc(64)
	if !h.Inside(p+16) || !h.Inside(q) || h.Inside(q+Cost(64)) {
		t.Error("Inside of live blocks")
	}
	h.Free(p)
	if h.Inside(p) || h.Inside(p+16) {
		t.Error("Inside of a freed block")
	}
}

// MallocAligned's pointers are multiples of the alignment at the heap's address (not only
// its offset), their blocks do not overlap one another, and freeing them all leaves the
// heap as it was: the bytes skipped before an aligned block stay free and merge back.
func TestMallocAligned(t *testing.T) {
	const base = 0x7f0000001000 // aligned to 4 KiB only
	h := New(1 << 20)
	type block struct{ start, end uint64 }
	var got []block
	var ptrs []uint64
	for i, align := range []uint64{16, 64, 256, 4096, 8192, 32, 16384, 128} {
		n := uint64(40 + 24*i)
		p, ok := h.MallocAligned(n, align, base)
		if !ok {
			t.Fatalf("align %d: no block", align)
		}
		if (base+p)%align != 0 {
			t.Errorf("align %d: address %#x", align, base+p)
		}
		b := block{p - HeaderSize, p - HeaderSize + Cost(n)}
		for _, o := range got {
			if b.start < o.end && o.start < b.end {
				t.Errorf("align %d: block %v overlaps %v", align, b, o)
			}
		}
		got, ptrs = append(got, b), append(ptrs, p)
	}
	for _, p := range ptrs {
		if err := h.Free(p); err != nil {
			t.Fatal(err)
		}
	}
	if len(h.free) != 1 || h.free[0] != (span{firstOffset, 1 << 20}) || h.Live() != 0 {
		t.Errorf("after freeing everything: free %v, %d live", h.free, h.Live())
	}
}
