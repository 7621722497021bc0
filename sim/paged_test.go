package sim

import (
	"testing"
	"unsafe"
)

// TestRunnersOnOwnPages checks that two runners of one kernel keep what they write on pages of
// their own (onOwnPage, onOwnPages): where their warps and registers shared pages, one ran at a quarter to
// a half of its speed while the other ran (docs/engine-performance.md, "scale40"); where their
// packs' CTAs did, one ran blocks at 1.1-1.35x one worker's speed ("scale42").
func TestRunnersOnOwnPages(t *testing.T) {
	for _, c := range []struct{ file, name string }{
		{"testdata/bench/bench.ptx", "reduce"}, {"testdata/bench/bench.ptx", "vecadd"},
		{"testdata/bench/bench.ptx", "sgemm"}, {"testdata/bench/blocks.ptx", "blocks"},
	} {
		k, err := compileFile(t, c.file).Kernel(c.name)
		if err != nil {
			t.Fatal(err)
		}
		block := [3]uint32{256, 1, 1}
		if c.name == "blocks" {
			block = [3]uint32{1, 1, 1} // one-thread CTAs: packed (pack.go)
		}
		l := &Launch{Grid: [3]uint32{64, 1, 1}, Block: block, Params: make([]byte, k.ParamSize())}
		owner := map[uintptr]int{} // page -> runner
		runners := []*runner{newRunner(k, l, 1<<20), newRunner(k, l, 1<<20)}
		if c.name == "blocks" {
			for _, r := range runners { // (one after the other: the allocator's neighbours)
				r.readyPack(k, l, 1<<20)
			}
		}
		for i, r := range runners {
			pages := func(p unsafe.Pointer, n uintptr, what string) {
				if p == nil || n == 0 {
					return
				}
				for pg := uintptr(p) / pageBytes; pg <= (uintptr(p)+n-1)/pageBytes; pg++ {
					if o, ok := owner[pg]; ok && o != i {
						t.Errorf("%s: runner %d's %s on a page of runner %d's", c.name, i, what, o)
						return
					}
					owner[pg] = i
				}
			}
			pages(unsafe.Pointer(r), unsafe.Sizeof(*r), "runner")
			ctas := []*cta{&r.c}
			if r.pack.warps != nil {
				ctas = append(ctas, &r.pack)
			}
			for _, cc := range ctas {
				pages(unsafe.Pointer(cc), unsafe.Sizeof(*cc), "CTA")
				pages(unsafe.Pointer(cc.bars), unsafe.Sizeof(*cc.bars), "barriers")
				for j := range cc.bars {
					pages(unsafe.Pointer(unsafe.SliceData(cc.bars[j].waiting)), uintptr(cap(cc.bars[j].waiting))*8, "waiting list")
				}
				pages(unsafe.Pointer(unsafe.SliceData(cc.shared)), uintptr(cap(cc.shared)), "shared memory")
				for _, w := range cc.warps {
					pages(unsafe.Pointer(w), unsafe.Sizeof(*w), "warp")
					pages(unsafe.Pointer(unsafe.SliceData(w.r)), uintptr(cap(w.r))*256, "registers")
					pages(unsafe.Pointer(unsafe.SliceData(w.p)), uintptr(cap(w.p))*4, "predicates")
				}
			}
		}
	}
}
