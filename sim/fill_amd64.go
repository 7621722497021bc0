package sim

//go:noescape
func fillCTAAVX2(f *ctaFillAt, n int, ctaid *[3]uint32)
