package fp

import (
	"encoding/binary"
	"fmt"
	"sync"

	"cudasim/internal/zstd"
)

// The 16-bit MUFU approximations: tanh.approx.f16, tanh.approx.bf16, ex2.approx.f16 and
// ex2.approx.ftz.bf16 (and their x2 forms, which give each half the scalar result) are measured
// on every one of the 65536 inputs on the H200 (testdata/conformance/breadth/mufu16.case, whose
// golden output is the table) and looked up. They are not the f32 approximations rounded: about
// a fifth of f16 inputs differ by an ulp. tables/mufu16.zst holds the four tables, 65536
// little-endian u16 each in that order, zstd-compressed.
const (
	mufu16TanhF16 = iota
	mufu16TanhBF16
	mufu16Ex2F16
	mufu16Ex2BF16
	mufu16Count
)

var mufu16 struct {
	once sync.Once
	tab  []uint16
	err  error
}

func mufu16Table() []uint16 {
	mufu16.once.Do(func() {
		data, err := tableFS.ReadFile("tables/mufu16.zst")
		if err != nil {
			mufu16.err = err
			return
		}
		raw, err := zstd.Decode(nil, data, maxTableBytes)
		if err != nil || len(raw) != mufu16Count*65536*2 {
			mufu16.err = fmt.Errorf("tables/mufu16.zst: %d bytes, %v", len(raw), err)
			return
		}
		t := make([]uint16, mufu16Count*65536)
		for i := range t {
			t[i] = binary.LittleEndian.Uint16(raw[2*i:])
		}
		mufu16.tab = t
	})
	return mufu16.tab
}

func mufu16Lookup(which int, x uint16) (uint16, bool) {
	t := mufu16Table()
	if t == nil {
		return 0, false
	}
	return t[which*65536+int(x)], true
}

// TanhApprox16 is tanh.approx.f16 as the H200 computes it; ok is false if the table is missing.
func TanhApprox16(x uint16) (uint16, bool) { return mufu16Lookup(mufu16TanhF16, x) }

// TanhApproxBF16 is tanh.approx.bf16.
func TanhApproxBF16(x uint16) (uint16, bool) { return mufu16Lookup(mufu16TanhBF16, x) }

// Ex2Approx16 is ex2.approx.f16.
func Ex2Approx16(x uint16) (uint16, bool) { return mufu16Lookup(mufu16Ex2F16, x) }

// Ex2ApproxBF16 is ex2.approx.ftz.bf16.
func Ex2ApproxBF16(x uint16) (uint16, bool) { return mufu16Lookup(mufu16Ex2BF16, x) }
