package sim

import (
	"encoding/binary"
	"math"
	"sync/atomic"
	"testing"
)

// pagedMem hands testMem's memory out one page at a time, as the driver's memory (internal/mem)
// hands out device memory one 64 KiB page at a time, and counts the engine's Span calls.
type pagedMem struct {
	*testMem
	page  uint64
	calls atomic.Int64
}

func (m *pagedMem) Span(addr uint64) (uint64, []byte, bool) {
	m.calls.Add(1)
	base, b, ok := m.testMem.Span(addr)
	if !ok {
		return 0, nil, false
	}
	lo := (addr - base) &^ (m.page - 1)
	hi := min(lo+m.page, uint64(len(b)))
	return base + lo, b[lo:hi:hi], true
}

// TestSpansKeptAcrossCTAs checks that a launch asks the memory for each page of a streamed array
// about once, not once per CTA: the CTA's span cache lives for the whole launch (cta.spans).
// vecadd over three arrays of 16 pages each, four CTAs a page, with one worker and with three;
// the results must be the sums either way.
func TestSpansKeptAcrossCTAs(t *testing.T) {
	const n, page = 16384, 4096
	for _, workers := range []int{1, 3} {
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileFile(t, "testdata/bench/bench.ptx"))
		if err != nil {
			t.Fatal(err)
		}
		x, y := randF32(n, 1), randF32(n, 2)
		alloc := func(b []byte) uint64 {
			p, _ := tg.Alloc(len(b))
			tg.Write(p, b)
			return p
		}
		pa, pb, pc := alloc(f32bytes(x)), alloc(f32bytes(y)), alloc(make([]byte, 4*n))
		k, err := mod.prog.Kernel("vecadd")
		if err != nil {
			t.Fatal(err)
		}
		params := make([]byte, k.ParamSize())
		for i, p := range [][]byte{le64(pa), le64(pb), le64(pc), le32(n)} {
			copy(params[k.Params()[i].Offset:], p)
		}
		pm := &pagedMem{testMem: tg.testMem, page: page}
		l := &Launch{Grid: [3]uint32{n / 256, 1, 1}, Block: [3]uint32{256, 1, 1}, Params: params,
			Symbols: mod.symbols, Memory: pm, Workers: workers}
		if err := Run(k, l); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, 4*n)
		tg.Read(pc, got)
		for i := range n {
			if g := math.Float32frombits(binary.LittleEndian.Uint32(got[4*i:])); g != x[i]+y[i] {
				t.Fatalf("workers %d: c[%d] = %v, want %v", workers, i, g, x[i]+y[i])
			}
		}
		// 3 arrays x 16 pages; each worker's runner has its own cache, and with several workers
		// a page's CTAs may be spread over all of them. Forgetting the spans at each CTA's start
		// made 3 calls a CTA: 192.
		pages := int64(3 * n * 4 / page)
		if c := pm.calls.Load(); c > pages*int64(workers) {
			t.Errorf("workers %d: %d Span calls for %d pages", workers, c, pages)
		}
	}
}
