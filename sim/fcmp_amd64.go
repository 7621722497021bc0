//go:build amd64

package sim

// cmpF32AVX2 compares the f32 values in the low words of the lanes of a and b (fcmp_amd64.s):
// the lanes where a < b, a > b and where they are unordered; ftz compares subnormals as zero.
//
//go:noescape
func cmpF32AVX2(a, b *[32]uint64, ftz bool) (lt, gt, un uint32)

// cmpF64AVX2 is cmpF32AVX2 for f64 lanes.
//
//go:noescape
func cmpF64AVX2(a, b *[32]uint64) (lt, gt, un uint32)
