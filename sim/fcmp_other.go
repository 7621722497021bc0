//go:build !amd64

package sim

func cmpF32AVX2(a, b *[32]uint64, ftz bool) (lt, gt, un uint32) {
	panic("no lane kernels on this architecture")
}

func cmpF64AVX2(a, b *[32]uint64) (lt, gt, un uint32) {
	panic("no lane kernels on this architecture")
}
