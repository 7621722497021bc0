package sim

import (
	"encoding/binary"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Whole vector accesses (docs/engine.md, "Vector accesses are whole"). A vector ld or st of 8
// or 16 bytes to global or generic memory with a strength or cache qualifier that programs use to
// talk between blocks (.volatile, .relaxed, .acquire, .release, .cg, .cv) is read or written as
// one access, as the GPU does in practice: CUB's decoupled look-back publishes a 16-byte
// {status, value} tile descriptor with st.cg.v2.u64 and polls it with ld.cg.v2.u64, and a block
// on another worker must never see the new status with the old value. The PTX ISA models a
// vector access as one access per element in an unspecified order, so this is hardware
// practice, not a guarantee. Weak vector accesses keep the quick element-wise paths.

// memWhole marks (in a load's or store's aux) such a vector access: the general loops read or
// write each lane's bytes at once (loadWhole, storeWhole), and the quick paths' whole-warp runs
// copy each lane's vector at once into or out of a packed buffer (loadWholeRun, storeWholeRun)
// before taking it apart element by element. The access is aligned to its size: access and
// quickRegion refuse a misaligned address first.
const memWhole = 1 << 17

// wholeStripes serialise the whole accesses that no single instruction can make: 16 bytes
// where the CPU makes no atomic 16-byte access (wholeAtomic16), and any whose host bytes are
// not aligned to their size. Stripes by address keep unrelated accesses apart.
var wholeStripes [64]sync.Mutex

func wholeStripe(p unsafe.Pointer) *sync.Mutex {
	return &wholeStripes[uintptr(p)>>4%uintptr(len(wholeStripes))]
}

// loadWhole reads the total (8 or 16) bytes at p into v at once.
func loadWhole(v *[16]byte, p unsafe.Pointer, total uint64) {
	aligned := uintptr(p)&uintptr(total-1) == 0
	switch {
	case total == 8 && aligned:
		binary.LittleEndian.PutUint64(v[:], atomic.LoadUint64((*uint64)(p)))
	case total == 16 && aligned && wholeAtomic16:
		load16(v, p)
	default:
		mu := wholeStripe(p)
		mu.Lock()
		copy(v[:total], unsafe.Slice((*byte)(p), total))
		mu.Unlock()
	}
}

// storeWhole writes the first total (8 or 16) bytes of v at p at once.
func storeWhole(p unsafe.Pointer, v *[16]byte, total uint64) {
	aligned := uintptr(p)&uintptr(total-1) == 0
	switch {
	case total == 8 && aligned:
		atomic.StoreUint64((*uint64)(p), binary.LittleEndian.Uint64(v[:]))
	case total == 16 && aligned && wholeAtomic16:
		store16(p, v)
	default:
		mu := wholeStripe(p)
		mu.Lock()
		copy(unsafe.Slice((*byte)(p), total), v[:total])
		mu.Unlock()
	}
}

// loadWholeRun reads the 32 lanes' total (8 or 16) bytes of a whole-warp run (quickRun's b and
// stride), each at once, into packed, lane after lane.
func loadWholeRun(packed *[512]byte, b []byte, stride, total uint64) {
	p := unsafe.Pointer(unsafe.SliceData(b))
	if total == 16 && wholeAtomic16 && uintptr(p)&15 == 0 {
		load16Run(packed, p, stride)
		return
	}
	for l := range uint64(32) {
		loadWhole((*[16]byte)(packed[l*total:]), unsafe.Add(p, l*stride), total)
	}
}

// storeWholeRun writes the 32 lanes' total (8 or 16) bytes, lane after lane in packed, to a
// whole-warp run (quickRun's b and stride; not 0), each at once.
func storeWholeRun(b []byte, packed *[512]byte, stride, total uint64) {
	p := unsafe.Pointer(unsafe.SliceData(b))
	if total == 16 && wholeAtomic16 && uintptr(p)&15 == 0 {
		store16Run(p, packed, stride)
		return
	}
	for l := range uint64(32) {
		storeWhole(unsafe.Add(p, l*stride), (*[16]byte)(packed[l*total:]), total)
	}
}

// ldLaneWhole loads lane l's elements of in (memWhole) from b at once.
func (w *warp) ldLaneWhole(in *inst, b []byte, l int) {
	size := uint64(in.aux & 0xff)
	signed := in.aux>>8&1 != 0
	vec := int(in.aux >> 12 & 0xf)
	var v [16]byte
	loadWhole(&v, unsafe.Pointer(unsafe.SliceData(b)), size*uint64(vec))
	for e := range vec {
		x := loadN(v[uint64(e)*size:], size)
		if signed {
			x = signExtend(x, size)
		}
		w.r[in.x[e]][l] = x
	}
}

// stLaneWhole stores lane l's elements of in (memWhole) to b at once.
func (w *warp) stLaneWhole(in *inst, b []byte, l int) {
	size := uint64(in.aux & 0xff)
	vec := int(in.aux >> 12 & 0xf)
	var v [16]byte
	for e := range vec {
		storeN(v[uint64(e)*size:], size, w.r[in.x[e]][l])
	}
	storeWhole(unsafe.Pointer(unsafe.SliceData(b)), &v, size*uint64(vec))
}

// wholeVector reports whether a vector access of vec elements of sz bytes in space with
// qualifiers m is one to make whole (memWhole).
func wholeVector(m mods, sz uint32, vec int, space string) bool {
	if total := sz * uint32(vec); vec < 2 || total != 8 && total != 16 {
		return false
	}
	if space != "global" && space != "generic" && space != "" {
		return false
	}
	for _, q := range []string{"volatile", "relaxed", "acquire", "release", "cg", "cv"} {
		if m.words[q] {
			return true
		}
	}
	return false
}
