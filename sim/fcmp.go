package sim

// cmpFloatVector is compare for f32 and f64 with the lane kernels: the hardware's three outcomes
// (less, greater, unordered) give every PTX comparison; equal is none of them. The ordered
// forms are false and the unordered ones true where either operand is NaN, as cmpFloat; the
// integer-only operators (lo, ls, hi, hs) are false for floats, as fcmp says.
func cmpFloatVector(cmp int, ct uint32, ftz bool, a, b *[32]uint64) uint32 {
	var lt, gt, un uint32
	if ct == ctF32 {
		lt, gt, un = cmpF32AVX2(a, b, ftz)
	} else {
		lt, gt, un = cmpF64AVX2(a, b)
	}
	eq := ^(lt | gt | un)
	switch cmp {
	case cmpEQ:
		return eq
	case cmpNE:
		return lt | gt
	case cmpLT:
		return lt
	case cmpLE:
		return lt | eq
	case cmpGT:
		return gt
	case cmpGE:
		return gt | eq
	case cmpEQU:
		return eq | un
	case cmpNEU:
		return lt | gt | un
	case cmpLTU:
		return lt | un
	case cmpLEU:
		return ^gt
	case cmpGTU:
		return gt | un
	case cmpGEU:
		return ^lt
	case cmpNUM:
		return ^un
	case cmpNAN:
		return un
	}
	return 0
}
