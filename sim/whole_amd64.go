//go:build amd64

package sim

import "unsafe"

// wholeAtomic16: an aligned 16-byte MOVDQA load or store is one access on CPUs that enumerate
// AVX (Intel SDM vol. 3A, 9.1.1; AMD APM vol. 2, 7.3.2 likewise). Race builds take the stripes
// instead, so that the race detector sees the accesses (load16 and store16 are assembly).
var wholeAtomic16 = x86.avx && !raceEnabled

// load16 copies the 16 bytes at p (aligned to 16) to v with one MOVDQA load.
//
//go:noescape
func load16(v *[16]byte, p unsafe.Pointer)

// store16 copies v to the 16 bytes at p (aligned to 16) with one MOVDQA store.
//
//go:noescape
func store16(p unsafe.Pointer, v *[16]byte)

// load16Run copies 32 lanes' 16 bytes, at p + l*stride (aligned to 16), to packed[16l:], each with
// one MOVDQA load.
//
//go:noescape
func load16Run(packed *[512]byte, p unsafe.Pointer, stride uint64)

// store16Run copies packed[16l:16l+16] to p + l*stride (aligned to 16) for 32 lanes, each with one
// MOVDQA store.
//
//go:noescape
func store16Run(p unsafe.Pointer, packed *[512]byte, stride uint64)
