//go:build !amd64

package sim

import "unsafe"

// haveLaneVector is false: there are no lane kernels for this architecture, the engine runs its
// portable loops.
const haveLaneVector = false

func lanesAddAVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesSubAVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesAndAVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesOrAVX2(d, a, b *[32]uint64)  { panic("no lane kernels on this architecture") }
func lanesXorAVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }

func fmaRN32AVX2(out, a, b, c *[32]uint64) uint32 { panic("no lane kernels on this architecture") }

func lanesRotl32AVX2(d, a, n *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesRotr32AVX2(d, a, n *[32]uint64) { panic("no lane kernels on this architecture") }

func cmpKeysAVX2(a, b *[32]uint64, shift, flip uint64) (gt, lt uint32) {
	panic("no lane kernels on this architecture")
}

func cmpGt32AVX2(a, b *[32]uint64, flip uint64) uint32 { panic("no lane kernels on this architecture") }
func cmpEq32AVX2(a, b *[32]uint64) uint32              { panic("no lane kernels on this architecture") }
func uniform32AVX2(v *[32]uint64) bool                 { panic("no lane kernels on this architecture") }

func lanesMulWideS32AVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesMulWideU32AVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesAddImmAVX2(d, a *[32]uint64, imm uint64) {
	panic("no lane kernels on this architecture")
}

func lanesMulLoAVX2(d, a, b *[32]uint64)    { panic("no lane kernels on this architecture") }
func lanesMadLoAVX2(d, a, b, c *[32]uint64) { panic("no lane kernels on this architecture") }

func ld32Seq(d, a *[32]uint64, p unsafe.Pointer) bool  { panic("no lane kernels on this architecture") }
func st32Seq(v, a *[32]uint64, p unsafe.Pointer) bool  { panic("no lane kernels on this architecture") }
func ld32Same(d, a *[32]uint64, p unsafe.Pointer) bool { panic("no lane kernels on this architecture") }
func ld32Halves(d, a *[32]uint64, p unsafe.Pointer, off, last uint64) bool {
	panic("no lane kernels on this architecture")
}

func lanesAddF32AVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesSubF32AVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesMulF32AVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }

func lanesFillAVX2(d *[32]uint64, v uint64) { panic("no lane kernels on this architecture") }
func lanesFillPackedAVX2(d *[32]uint64, v uint32) {
	panic("no lane kernels on this architecture")
}
func packSlotsAVX2(r *[32]uint64, list *int32, n int) {
	panic("no lane kernels on this architecture")
}
func widenOnceAVX2(r *[32]uint64, list *int32, n int) {
	panic("no lane kernels on this architecture")
}
func widenSlotsAVX2(r *[32]uint64, list *int32, n int) {
	panic("no lane kernels on this architecture")
}
func lanesWiden32AVX2(d *[32]uint64, t *[32]uint32) {
	panic("no lane kernels on this architecture")
}

func lanesShlAVX2(d, a, b *[32]uint64)    { panic("no lane kernels on this architecture") }
func lanesShrU32AVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }
func lanesShrS32AVX2(d, a, b *[32]uint64) { panic("no lane kernels on this architecture") }

func lanesCopyAVX2(d, a *[32]uint64) { panic("no lane kernels on this architecture") }
