package sim

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
)

// tex26BorderGolden is tex26's t_border as the H200 printed it: per line a format, a texel value
// i, and four border colours (the floats below, at and above the half-step (i + 0.5)/scale, and
// i/scale) with what each read as, times the scale ("%08x(%.1f)").
const tex26BorderGolden = "../libcuda/testdata/cudart/tex26/golden/b130/border.h200.out.gz"

// TestBorderColoursMatchH200 reads a 1x1 texture of each of t_border's formats outside, in border
// mode, with each of its border colours, and compares with what the H200 read.
func TestBorderColoursMatchH200(t *testing.T) {
	formats := map[string]struct {
		format uint32
		scale  float64
	}{"u8": {FormatU8, 255}, "s8": {FormatS8, 127}, "u16": {FormatU16, 65535}, "s16": {FormatS16, 32767}, "f16": {FormatF16, 1024}}
	mem := func(addr, n uint64) []byte { return make([]byte, n) }
	checked := 0
	for _, line := range goldenLines(t, tex26BorderGolden) {
		head, list, ok := strings.Cut(line, ":")
		kind, _, _ := strings.Cut(head, " ")
		f, known := formats[kind]
		if !ok || !known {
			continue
		}
		var colours [4]float32
		var want [4]string
		for ch, w := range strings.Fields(list) {
			bits, read, _ := strings.Cut(strings.TrimSuffix(w, ")"), "(")
			v, err := strconv.ParseUint(bits, 16, 32)
			if err != nil || ch > 3 {
				t.Fatalf("line %q: %v", line, err)
			}
			colours[ch], want[ch] = math.Float32frombits(uint32(v)), read
		}
		o := &TexObject{Res: TexResource{Kind: TexArray, Shape: Tex2D, Format: f.format, Channels: 4,
			Levels: []TexLevel{{Addr: 0x10000, Width: 1, Height: 1, Depth: 1, RowPitch: 8, SlicePitch: 8}}},
			Sampler: Sampler{AddressMode: [3]uint32{AddressBorder, AddressBorder, AddressBorder}, Border: colours}}
		s := texSampler{o: o, mem: mem, level: &o.Res.Levels[0]}
		got := s.sample([3]float32{-5, -5}, 2, 0)
		for ch := range got {
			if r := fmt.Sprintf("%.1f", float64(math.Float32frombits(got[ch]))*f.scale); r != want[ch] {
				t.Errorf("%s colour %08x: reads %s, the H200 %s", head, math.Float32bits(colours[ch]), r, want[ch])
			}
			checked++
		}
	}
	if checked < 7000 {
		t.Fatalf("only %d colours compared: the golden file's format changed?", checked)
	}
	t.Logf("%d border colours compared", checked)
}
