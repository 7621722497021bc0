//go:build !amd64

package sim

func fillCTAAVX2(f *ctaFillAt, n int, ctaid *[3]uint32) {
	panic("no lane kernels on this architecture")
}
