package sim

import (
	"testing"
	"unsafe"
)

// TestRunnersOnOwnPages checks that two runners of one kernel keep what they write on pages of
// their own (onOwnPage, onOwnPages): where their warps and registers shared pages, one ran at a quarter to
// a half of its speed while the other ran (docs/engine-performance.md, "scale40").
func TestRunnersOnOwnPages(t *testing.T) {
	p := compileFile(t, "testdata/bench/bench.ptx")
	for _, name := range []string{"reduce", "vecadd", "sgemm"} {
		k, err := p.Kernel(name)
		if err != nil {
			t.Fatal(err)
		}
		l := &Launch{Grid: [3]uint32{4, 1, 1}, Block: [3]uint32{256, 1, 1}, Params: make([]byte, k.ParamSize())}
		owner := map[uintptr]int{} // page -> runner
		for i := range 2 {
			r := newRunner(k, l, 1<<20)
			pages := func(p unsafe.Pointer, n uintptr, what string) {
				if p == nil || n == 0 {
					return
				}
				for pg := uintptr(p) / pageBytes; pg <= (uintptr(p)+n-1)/pageBytes; pg++ {
					if o, ok := owner[pg]; ok && o != i {
						t.Errorf("%s: runner %d's %s on a page of runner %d's", name, i, what, o)
						return
					}
					owner[pg] = i
				}
			}
			pages(unsafe.Pointer(r), unsafe.Sizeof(*r), "runner")
			c := &r.c
			pages(unsafe.Pointer(c.bars), unsafe.Sizeof(*c.bars), "barriers")
			for j := range c.bars {
				pages(unsafe.Pointer(unsafe.SliceData(c.bars[j].waiting)), uintptr(cap(c.bars[j].waiting))*8, "waiting list")
			}
			pages(unsafe.Pointer(unsafe.SliceData(c.shared)), uintptr(cap(c.shared)), "shared memory")
			for _, w := range c.warps {
				pages(unsafe.Pointer(w), unsafe.Sizeof(*w), "warp")
				pages(unsafe.Pointer(unsafe.SliceData(w.r)), uintptr(cap(w.r))*256, "registers")
				pages(unsafe.Pointer(unsafe.SliceData(w.p)), uintptr(cap(w.p))*4, "predicates")
			}
		}
	}
}
