package mem

import (
	"sync"
	"sync/atomic"
)

// Device memory lives in Go-side pages created on first touch, so an emulated
// 141 GB device costs only what a program actually writes (reads of untouched
// pages see zeros without creating them).

const (
	pageShift = 16 // 64 KiB pages
	pageSize  = 1 << pageShift
	leafShift = 10 // 1024 pages (64 MiB) per directory leaf
	leafLen   = 1 << leafShift
)

// A page is the bytes of 64 KiB of device memory. A shared page holds a
// fill pattern (a memset of the whole page) in a buffer other pages share:
// it reads as the pattern and costs nothing until written, when touch
// replaces it with a copy of its own.
type page struct {
	b      []byte
	shared bool
}

// A touchBudget bounds the host memory that device pages may take: past it
// a page is not made, and what needed it fails with
// CUDA_ERROR_OUT_OF_MEMORY instead of the process dying of an exhausted
// heap (device memory can be far larger than the host's).
type touchBudget struct {
	limit atomic.Int64 // bytes; 0: no limit
	used  atomic.Int64 // bytes of pages made and not yet freed

	// lazy, when set, computes the limit when it is first needed: once
	// more than lazyBudgetFloor bytes are in use, or when asked for.
	// The default limit reads /proc and cgroup files, a tenth of a
	// millisecond or more at every process start, and a program that
	// touches little device memory never needs it.
	mu   sync.Mutex
	lazy atomic.Pointer[func() uint64]
}

// lazyBudgetFloor is the device memory a lazily computed budget lets pages
// take before computing it: less than any process that runs Go can be
// limited to.
const lazyBudgetFloor = 16 << 20

func (b *touchBudget) set(n uint64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.lazy.Store(nil)
	b.limit.Store(int64(min(n, 1<<62)))
}

func (b *touchBudget) setLazy(f func() uint64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.lazy.Store(&f)
}

// resolve computes a lazy limit now, if there is one.
func (b *touchBudget) resolve() {
	if b.lazy.Load() == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if f := b.lazy.Load(); f != nil {
		b.limit.Store(int64(min((*f)(), 1<<62)))
		b.lazy.Store(nil)
	}
}

// take reserves n bytes, reporting false when that would pass the limit.
func (b *touchBudget) take(n int64) bool {
	if b == nil {
		return true
	}
	used := b.used.Add(n)
	if used > lazyBudgetFloor {
		b.resolve()
	}
	if limit := b.limit.Load(); limit > 0 && used > limit {
		b.used.Add(-n)
		return false
	}
	return true
}

func (b *touchBudget) give(n int64) {
	if b != nil {
		b.used.Add(-n)
	}
}

type pageLeaf struct{ pages []atomic.Pointer[page] }

// pageTable is a two-level directory of an allocation's pages: a leaf of
// page pointers is itself made on first touch, so even the directory of a
// huge, barely used allocation stays small.
type pageTable struct {
	size   uint64 // bytes in the allocation
	dir    []atomic.Pointer[pageLeaf]
	budget *touchBudget // the space's; nil: none
	backed atomic.Bool  // every page is a window on memory shared with another process (see Back)
}

func newPageTable(size uint64, budget *touchBudget) *pageTable {
	npages := (size + pageSize - 1) >> pageShift
	return &pageTable{size: size, dir: make([]atomic.Pointer[pageLeaf], (npages+leafLen-1)>>leafShift), budget: budget}
}

// pageLen is the length of page i: a full page, or for the last page the
// rest of the allocation rounded up to 16 bytes (spans end on 16-byte
// boundaries).
func (t *pageTable) pageLen(i uint64) uint64 {
	rest := t.size - i<<pageShift
	if rest >= pageSize {
		return pageSize
	}
	return (rest + 15) &^ 15
}

// peek returns page i, or nil when it was never touched (reads as zeros).
func (t *pageTable) peek(i uint64) []byte {
	l := t.dir[i>>leafShift].Load()
	if l == nil {
		return nil
	}
	if p := l.pages[i&(leafLen-1)].Load(); p != nil {
		return p.b
	}
	return nil
}

// leaf returns the directory leaf holding page i, making it on first use.
// Concurrent callers agree on one leaf.
func (t *pageTable) leaf(i uint64) *pageLeaf {
	slot := &t.dir[i>>leafShift]
	if l := slot.Load(); l != nil {
		return l
	}
	first := (i >> leafShift) << leafShift
	l := &pageLeaf{pages: make([]atomic.Pointer[page], min((t.size+pageSize-1)>>pageShift-first, leafLen))}
	if !slot.CompareAndSwap(nil, l) {
		l = slot.Load()
	}
	return l
}

// touch returns page i, creating it (zero-filled) if needed, or nil when
// the space's touch budget has no room for it. Concurrent callers agree on
// one page.
func (t *pageTable) touch(i uint64) []byte {
	ps := &t.leaf(i).pages[i&(leafLen-1)]
	for {
		old := ps.Load()
		if old != nil && !old.shared {
			return old.b
		}
		n := t.pageLen(i)
		if !t.budget.take(int64(n)) {
			return nil
		}
		p := &page{b: make([]byte, n)}
		if old != nil {
			copy(p.b, old.b) // a fill pattern, written from now on
		}
		if ps.CompareAndSwap(old, p) {
			return p.b
		}
		t.budget.give(int64(n))
	}
}

// fill makes untouched page i a copy of src (the page's length), reporting
// false where the page exists already (touched, shared, or a fill pattern)
// or the budget has no room for it. The page is allocated without being
// zeroed (append of src to no slice: the runtime clears only what the copy
// does not cover, here nothing).
func (t *pageTable) fill(i uint64, src []byte) bool {
	ps := &t.leaf(i).pages[i&(leafLen-1)]
	if ps.Load() != nil || uint64(len(src)) != t.pageLen(i) || !t.budget.take(int64(len(src))) {
		return false
	}
	b := append([]byte(nil), src...)
	if ps.CompareAndSwap(nil, &page{b: b[:len(src):len(src)]}) {
		return true
	}
	t.budget.give(int64(len(src)))
	return false
}

// setFill makes page i read as fill (a pattern buffer of at least the
// page's length, shared and never written), or as zeros when fill is nil,
// giving the page's own bytes, if any, back to the budget.
func (t *pageTable) setFill(i uint64, fill []byte) {
	if t.backed.Load() { // the shared bytes themselves change
		b := t.peek(i)
		if fill == nil {
			clear(b)
		} else {
			copy(b, fill[:len(b)])
		}
		return
	}
	if fill == nil && t.dir[i>>leafShift].Load() == nil {
		return // untouched: zeros already
	}
	l := t.leaf(i)
	var np *page
	if fill != nil {
		np = &page{b: fill[:t.pageLen(i)], shared: true}
	}
	if old := l.pages[i&(leafLen-1)].Swap(np); old != nil && !old.shared {
		t.budget.give(int64(len(old.b)))
	}
}

// touched counts the bytes of pages created so far.
func (t *pageTable) touched() uint64 {
	var n uint64
	for i := range t.dir {
		l := t.dir[i].Load()
		if l == nil {
			continue
		}
		for j := range l.pages {
			if p := l.pages[j].Load(); p != nil && !p.shared {
				n += uint64(len(p.b))
			}
		}
	}
	return n
}
