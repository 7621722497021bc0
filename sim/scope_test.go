package sim

import "testing"

// TestScopeRanges checks parameterized register declarations (%r<N>), kept as
// ranges, against what one declaration per name gave: the latest declaration
// of a name in a block wins, an inner block hides an outer one, and only the
// names %d formats (prefix, then a number below the count without a leading
// zero) belong to a range.
func TestScopeRanges(t *testing.T) {
	c := &compiler{}
	c.pushScope()
	c.declareRange("%r", 12, 1, symbol{kind: sReg, slot: 10, n: 1})
	c.declareRange("%rd", 3, 2, symbol{kind: sReg, slot: 40, n: 2})
	c.declare("%r5", symbol{kind: sReg, slot: 99, n: 1})
	c.declareRange("%r1", 3, 1, symbol{kind: sReg, slot: 70, n: 1}) // %r10 %r11 %r12
	c.declare("%f", symbol{kind: sReg, slot: 120, n: 1})
	c.declareRange("%p", 2, 1, symbol{kind: sPred, slot: 3})
	c.declare("%p1", symbol{kind: sPred, slot: 9}) // after the range: hides its %p1
	c.declare("%r7", symbol{kind: sReg, slot: 130, n: 1})
	c.declareRange("%r", 8, 1, symbol{kind: sReg, slot: 140, n: 1}) // after %r7: hides it
	outer := map[string]int32{
		"%r0": 140, "%r7": 147, "%r9": 19, "%r11": 71, "%r10": 70, "%r12": 72, "%r5": 145,
		"%rd0": 40, "%rd2": 44, "%f": 120, "%p0": 3, "%p1": 9,
	}
	check := func(want map[string]int32) {
		t.Helper()
		for name, slot := range want {
			s, ok := c.lookup(name)
			if !ok || s.slot != slot {
				t.Errorf("lookup(%q) = slot %d, %v; want slot %d", name, s.slot, ok, slot)
			}
		}
	}
	check(outer)
	for _, name := range []string{"%r", "%r012", "%r00", "%r13", "%rd3", "%r12x", "%r-1", "%q1", "%p2", "%f0", ""} {
		if s, ok := c.lookup(name); ok {
			t.Errorf("lookup(%q) found slot %d; want no such name", name, s.slot)
		}
	}
	if s, _ := c.lookup("%rd1"); s.kind != sReg || s.n != 2 {
		t.Errorf("lookup(%%rd1) = %+v; want a register of 2 slots", s)
	}
	c.pushScope()
	c.declareRange("%r", 2, 1, symbol{kind: sReg, slot: 200, n: 1})
	check(map[string]int32{"%r1": 201, "%r0": 200, "%r3": 143, "%r11": 71})
	c.popScope()
	check(outer)
}
