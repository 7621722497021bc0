package sim

import (
	"math/bits"
	"unsafe"
)

// Store lane order (docs/engine.md, "Lanes of one warp storing to one address"). Where lanes of
// one warp store to the same bytes, the H200 keeps one lane's value, the same one every run
// (testdata/conformance/tma/lanes14w1, tma13w1, tma13w2): it writes a store in passes of lanes,
// from the lowest pass up, and within a pass the lowest lane's value stays. cudasim writes every
// store's lanes in that order, each pass from its highest lane down, so the last write to a byte
// is the one the H200 keeps. Faults are still found, and reported, in lane order: a store's
// lanes are first resolved upwards (access, its checks and memcheck's reports), then written in
// store order; where a lane faults, the lanes below it are written and none above. Paths that
// write lanes at rising, disjoint addresses as they find them (stQuick, memFull32Warp) may: no
// two of those lanes store to one byte.

// storePassBits is the log2 of the lanes of one pass of a store of total bytes a lane: a pass
// carries 128 bytes of the lanes' data (32 lanes of up to 4 bytes, 16 of 8, 8 of 16), in every
// state space, with every qualifier (lanes14w1: st.global, .shared and generic, weak, .volatile,
// .relaxed, .release, .cg, .cs, .wt; u8 to v4.u32, v2.u64 and .b128).
func storePassBits(total uint64) uint {
	switch {
	case total <= 4:
		return 5
	case total == 8:
		return 4
	}
	return 3
}

// store32Pass is storePassBits of a 4-byte store: one pass. The 32-bit paths (fastmem.go's,
// exec.go's lane loops, the compiled runs of jit_amd64.go) write lanes from 31 down, which is
// storeLane's order for it (TestStorePassOf32BitStores).
const store32Pass = 5

// storeLane is the lane of m (not empty) to write next: the highest lane of m's lowest pass of
// 1<<pass lanes. Taking lanes out of m one by one visits them in store order, and a rest of m
// continues that order.
func storeLane(m uint32, pass uint) int {
	start := uint(bits.TrailingZeros32(m)) &^ (1<<pass - 1)
	within := m & uint32((uint64(1)<<(1<<pass)-1)<<start)
	return 31 - bits.LeadingZeros32(within)
}

// laneBytes are the resolved host addresses of a store's lanes, by lane.
type laneBytes [32]unsafe.Pointer

// stWrite writes the values of in (a general st: in.aux's size and vector count, the values in
// in.x) of the lanes of m, whose bytes at[l] holds, in store order.
func (w *warp) stWrite(in *inst, m uint32, at *laneBytes) {
	total := uint64(in.aux&0xff) * uint64(in.aux>>12&0xf)
	pass := storePassBits(total)
	for m != 0 {
		l := storeLane(m, pass)
		m &^= 1 << l
		w.stLaneBytes(in, unsafe.Slice((*byte)(at[l]), total), l)
	}
}

// stLaneBytes writes lane l's values of in (a general st) to b.
func (w *warp) stLaneBytes(in *inst, b []byte, l int) {
	size := uint64(in.aux & 0xff)
	if in.aux&memStrong != 0 {
		storeStrong(b, size, w.r[in.x[0]][l])
		return
	}
	if in.aux&memWhole != 0 {
		w.stLaneWhole(in, b, l)
		return
	}
	for e := range int(in.aux >> 12 & 0xf) {
		storeN(b[uint64(e)*size:], size, w.r[in.x[e]][l])
	}
}

// store32Write writes the low words of v of the lanes of m, whose bytes at[l] holds, from lane
// 31 down (store32Pass).
func store32Write(m uint32, at *laneBytes, v *[32]uint64) {
	for m != 0 {
		l := 31 - bits.LeadingZeros32(m)
		m &^= 1 << l
		x := uint32(v[l])
		b := (*[4]byte)(at[l])
		b[0], b[1], b[2], b[3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
	}
}

// store64Write writes the 8-byte values v of the lanes of m, whose bytes at[l] holds, in store
// order (two passes of 16 lanes).
func store64Write(m uint32, at *laneBytes, v *[32]uint64) {
	for m != 0 {
		l := storeLane(m, 4)
		m &^= 1 << l
		storeN(unsafe.Slice((*byte)(at[l]), 8), 8, v[l])
	}
}
