//go:build amd64

package sim

import "unsafe"

// haveLaneVector reports whether the lane kernels of lanes_amd64.s can run: they need AVX2.
var haveLaneVector = x86.avx2

// The lane kernels: d[l] = a[l] op b[l] for every lane, d possibly a or b.
//
//go:noescape
func lanesAddAVX2(d, a, b *[32]uint64)

//go:noescape
func lanesSubAVX2(d, a, b *[32]uint64)

//go:noescape
func lanesAndAVX2(d, a, b *[32]uint64)

//go:noescape
func lanesOrAVX2(d, a, b *[32]uint64)

//go:noescape
func lanesXorAVX2(d, a, b *[32]uint64)

// fmaRN32AVX2 is fma.rn.f32 on 32 lanes into out (fastf32_amd64.s); slow has a bit for each lane
// that must be recomputed with the reference.
//
//go:noescape
func fmaRN32AVX2(out, a, b, c *[32]uint64) (slow uint32)

// The rotates of shf.l.wrap/shf.r.wrap with both sources one register: d[l] is the low 32 bits
// of a[l] rotated by n[l] mod 32, zero-extended. d may be a or n.
//
//go:noescape
func lanesRotl32AVX2(d, a, n *[32]uint64)

//go:noescape
func lanesRotr32AVX2(d, a, n *[32]uint64)

// cmpKeysAVX2 compares the 32 lanes of a and b as signed 64-bit keys x<<shift ^ flip: integer
// comparisons of any width and signedness (see cmpIntVector).
//
//go:noescape
func cmpKeysAVX2(a, b *[32]uint64, shift, flip uint64) (gt, lt uint32)

// cmpGt32AVX2 and cmpEq32AVX2 compare the low 32 bits of the lanes of a and b (setpInt): bit l
// of cmpGt32AVX2 is int32(a[l]^flip) > int32(b[l]^flip) (flip 1<<31 orders them as unsigned);
// bit l of cmpEq32AVX2 is uint32(a[l]) == uint32(b[l]).
//
//go:noescape
func cmpGt32AVX2(a, b *[32]uint64, flip uint64) uint32

//go:noescape
func cmpEq32AVX2(a, b *[32]uint64) uint32

// uniform32AVX2 reports whether the low 32 bits of every lane of v are those of lane 0 (shfl's
// lane and clamp operands: uniform32).
//
//go:noescape
func uniform32AVX2(v *[32]uint64) bool

// mul.wide.s32 and mul.wide.u32: d[l] = the 64-bit product of the low 32 bits of a[l] and b[l].
//
//go:noescape
func lanesMulWideS32AVX2(d, a, b *[32]uint64)

//go:noescape
func lanesMulWideU32AVX2(d, a, b *[32]uint64)

// lanesAddImmAVX2 is d[l] = a[l] + imm (cvta's window offsets).
//
//go:noescape
func lanesAddImmAVX2(d, a *[32]uint64, imm uint64)

// mul.lo and mad.lo on 64-bit lanes: d[l] = a[l]*b[l] (+ c[l]).
//
//go:noescape
func lanesMulLoAVX2(d, a, b *[32]uint64)

//go:noescape
func lanesMadLoAVX2(d, a, b, c *[32]uint64)

// Coalesced 32-bit loads and stores (fastmem_amd64.s): a full warp whose addresses are a[0]+4l,
// p being a[0]'s host address with 128 bytes behind it.
//
//go:noescape
func ld32Seq(d, a *[32]uint64, p unsafe.Pointer) bool

//go:noescape
func st32Seq(v, a *[32]uint64, p unsafe.Pointer) bool

// A load of one word by every lane (a kernel parameter's pointee, a shared variable): when
// every a[l] is a[0], d's lanes all get the word at p (a[0]'s host address) and it reports true;
// otherwise d is left alone. d may be a.
//
//go:noescape
func ld32Same(d, a *[32]uint64, p unsafe.Pointer) bool

// A load whose half-warps each read one word, or both read one sequence of 16 (a shared tile's
// rows and columns): p is the memory's host address, lane l's word at p + a[l] + off <= last.
//
//go:noescape
func ld32Halves(d, a *[32]uint64, p unsafe.Pointer, off, last uint64) bool

// add.f32, sub.f32 and mul.f32 (round to nearest, no .ftz): d[l] = canon32(f32(a[l]) op f32(b[l])).
//
//go:noescape
func lanesAddF32AVX2(d, a, b *[32]uint64)

//go:noescape
func lanesSubF32AVX2(d, a, b *[32]uint64)

//go:noescape
func lanesMulF32AVX2(d, a, b *[32]uint64)

// lanesFillAVX2 is d[l] = v for every lane: a value the whole warp shares (ld.param, %ctaid).
//
//go:noescape
func lanesFillAVX2(d *[32]uint64, v uint64)

// lanesFillPackedAVX2 is a packed slot's d[l] = v, its 32 lanes of 4 bytes (lanepack.go).
//
//go:noescape
func lanesFillPackedAVX2(d *[32]uint64, v uint32)

// packSlotsAVX2 and widenSlotsAVX2 are packSlots' and widenSlots' work on n slots of r, listed
// at list (lanepack.go).
//
//go:noescape
func packSlotsAVX2(r *[32]uint64, list *int32, n int)

//go:noescape
func widenSlotsAVX2(r *[32]uint64, list *int32, n int)

// widenOnceAVX2 is widenOnce's work on n slots of r, listed at list (storedonce.go).
//
//go:noescape
func widenOnceAVX2(r *[32]uint64, list *int32, n int)

// lanesWiden32AVX2 is d[l] = uint64(t[l]) (%tid).
//
//go:noescape
func lanesWiden32AVX2(d *[32]uint64, t *[32]uint32)

// Shifts by per-lane counts (shl, shr.u32, shr.s32), as the portable loops compute them.
//
//go:noescape
func lanesShlAVX2(d, a, b *[32]uint64)

//go:noescape
func lanesShrU32AVX2(d, a, b *[32]uint64)

//go:noescape
func lanesShrS32AVX2(d, a, b *[32]uint64)

// lanesCopyAVX2 is *d = *a (mov), with vector stores that later vector reads forward from.
//
//go:noescape
func lanesCopyAVX2(d, a *[32]uint64)
