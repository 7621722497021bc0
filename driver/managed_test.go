package driver

import (
	"math/rand"
	"testing"
)

// TestHintSpans holds hintOwner's runs of pages to a page-by-page model
// through random advice over random ranges.
func TestHintSpans(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const pages = 40
	def := pageHints{preferred: MemLocation{1, 0}}
	o := &hintOwner{def: def}
	var model [pages]pageHints
	for i := range model {
		model[i] = def
	}
	for step := 0; step < 3000; step++ {
		lo := uint64(rng.Intn(pages))
		hi := lo + 1 + uint64(rng.Intn(pages-int(lo)))
		var f func(*pageHints)
		switch rng.Intn(4) {
		case 0:
			v := rng.Intn(2) == 0
			f = func(h *pageHints) { h.readMostly = v }
		case 1:
			l := MemLocation{int32(rng.Intn(3)), int32(rng.Intn(2))}
			f = func(h *pageHints) { h.preferred = l }
		case 2:
			b := uint64(1) << uint(rng.Intn(3))
			f = func(h *pageHints) { h.accessedBy ^= b }
		default:
			l := MemLocation{int32(rng.Intn(3)), int32(rng.Intn(2))}
			f = func(h *pageHints) { h.prefetched = l }
		}
		o.update(lo, hi, f)
		for p := lo; p < hi; p++ {
			f(&model[p])
		}
		for i := 1; i < len(o.spans); i++ {
			a, b := o.spans[i-1], o.spans[i]
			if a.hi > b.lo || a.lo >= a.hi || (a.hi == b.lo && a.h == b.h) {
				t.Fatalf("step %d: spans %+v and %+v overlap, are empty or were not merged", step, a, b)
			}
		}
		qlo := uint64(rng.Intn(pages))
		qhi := qlo + 1 + uint64(rng.Intn(pages-int(qlo)))
		want := map[pageHints]bool{}
		for p := qlo; p < qhi; p++ {
			want[model[p]] = true
		}
		got := map[pageHints]bool{}
		o.each(qlo, qhi, func(h pageHints) { got[h] = true })
		if len(got) != len(want) {
			t.Fatalf("step %d: pages [%d, %d) hold %d distinct hints, the model %d", step, qlo, qhi, len(got), len(want))
		}
		for h := range want {
			if !got[h] {
				t.Fatalf("step %d: pages [%d, %d): %+v missing", step, qlo, qhi, h)
			}
		}
	}
}
