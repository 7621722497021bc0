package sim

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// tex26FmtGolden and tex26BCGolden are tex26's t_fmt and t_bc as the H200 printed them
// (libcuda/testdata/cudart/tex26).
const (
	tex26FmtGolden = "../libcuda/testdata/cudart/tex26/golden/b130/fmt.h200.out.gz"
	tex26BCGolden  = "../libcuda/testdata/cudart/tex26/golden/b130/bc.h200.out.gz"
)

// goldenLines are the lines of a gzip-compressed golden file.
func goldenLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(z)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// fmtReads are the texel words a t_fmt format's point-sampled reads printed: "TAG MODE" (e.g.
// "bc1 normfloat point srgb") to its 8 coordinates' four words.
func fmtReads(t *testing.T) map[string][8][4]uint32 {
	t.Helper()
	words := map[string][]uint32{}
	for _, line := range goldenLines(t, tex26FmtGolden) {
		head, list, ok := strings.Cut(line, " readF [")
		if !ok {
			continue
		}
		_, list, _ = strings.Cut(list, "] ")
		for _, w := range strings.Fields(list) {
			v, err := strconv.ParseUint(w, 16, 32)
			if err != nil {
				t.Fatal(err)
			}
			words[head] = append(words[head], uint32(v))
		}
	}
	out := map[string][8][4]uint32{}
	for k, w := range words {
		var r [8][4]uint32
		for i := range w {
			r[i/4][i%4] = w[i]
		}
		out[k] = r
	}
	return out
}

// fmtArray is t_fmt's 8x8 array of packed format f as the texture unit reads it: bytes i*37+11
// in block rows, then, for the block-compressed ones, a copy of the first block to block (1, 1)
// (its "offset 1 block" copy).
func fmtArray(f uint32) (TexLevel, texMem) {
	edge, size := PackedLayout(f)
	perRow := 8 / edge
	host := make([]byte, 8/edge*perRow*size)
	for i := range host {
		host[i] = byte(i*37 + 11)
	}
	arr := append([]byte(nil), host...)
	if edge > 1 {
		copy(arr[(perRow+1)*size:], host[:size])
	}
	const base = 0x10000
	lv := TexLevel{Addr: base, Width: 8, Height: 8, Depth: 1, RowPitch: uint64(perRow * size), SlicePitch: uint64(len(arr))}
	return lv, func(addr, n uint64) []byte {
		if addr < base || addr+n > base+uint64(len(arr)) {
			return nil
		}
		return arr[addr-base : addr-base+n]
	}
}

// fmtCoords are t_fmt's eight coordinates.
var fmtCoords = [8][2]float32{{0.5, 0.5}, {1.5, 0.5}, {2.5, 3.5}, {7.5, 7.5}, {1.0, 1.0}, {1.25, 0.75}, {3.3, 2.7}, {-0.5, 9.0}}

// TestPackedTexelsMatchH200 samples t_fmt's packed arrays (BC1-BC7, their sRGB and signed forms,
// 10-10-10-2) as t_fmt's texture objects did, point and linear, with and without sRGB, and
// compares every result with what the H200 read.
func TestPackedTexelsMatchH200(t *testing.T) {
	reads := fmtReads(t)
	checked := 0
	for name, f := range tex26Formats {
		lv, mem := fmtArray(f)
		for _, read := range []string{"element", "normfloat"} {
			for filter, fm := range []string{"point", "linear"} {
				for _, srgb := range []string{"", " srgb"} {
					mode := read + " " + fm + srgb
					want, ok := reads[name+" "+mode]
					if !ok {
						continue
					}
					format, channels := PackedTexel(f, filter == 1)
					o := &TexObject{Res: TexResource{Kind: TexArray, Shape: Tex2D, Format: format, Channels: channels, Packed: f, Levels: []TexLevel{lv}},
						Sampler: Sampler{AddressMode: [3]uint32{AddressClamp, AddressClamp, AddressClamp}, Filter: uint32(filter), SRGB: srgb != ""}}
					s := texSampler{o: o, mem: mem, level: &o.Res.Levels[0]}
					for k, c := range fmtCoords {
						if got := s.sample([3]float32{c[0], c[1]}, 2, 0); got != texel(want[k]) {
							t.Errorf("%s %s at (%g, %g): %s, the H200 read %s", name, mode, c[0], c[1], words(got), words(want[k]))
						}
						checked++
					}
				}
			}
		}
	}
	if checked < 400 {
		t.Fatalf("only %d results compared: the golden file's format changed?", checked)
	}
	t.Logf("%d results of 4 channels compared", checked)
}

func words(v [4]uint32) string { return fmt.Sprintf("%08x %08x %08x %08x", v[0], v[1], v[2], v[3]) }

// setBits writes the n low bits of v at bit pos of a BPTC block, lowest first.
func setBits(b []byte, pos, n int, v uint32) {
	for k := 0; k < n; k++ {
		if v>>k&1 != 0 {
			b[(pos+k)/8] |= 1 << ((pos + k) % 8)
		}
	}
}

// TestBPTCSpecBlocks decodes hand-made blocks of modes t_fmt did not record, whose texels the
// BPTC specification's arithmetic gives exactly: BC7 mode 6 (7-bit RGBA endpoints with P-bits,
// 4-bit indices) and BC6H mode 3 (10-bit endpoints, untransformed, 4-bit indices).
func TestBPTCSpecBlocks(t *testing.T) {
	b := make([]byte, 16)
	b[0] = 0x40 // mode 6
	for ch := 0; ch < 4; ch++ {
		setBits(b, 7+14*ch+7, 7, 0x7f) // endpoint 1 all ones, endpoint 0 zero
	}
	setBits(b, 63, 1, 0)     // P-bit of endpoint 0
	setBits(b, 64, 1, 1)     // P-bit of endpoint 1: 0xff
	setBits(b, 65+3, 4, 15)  // texel 1: index 15 (texel 0, the anchor, has 3 bits)
	setBits(b, 65+3+4, 4, 8) // texel 2: index 8, weight 34: (34*255 + 32) >> 6 = 135
	for i, want := range map[int][4]byte{0: {0, 0, 0, 0}, 1: {255, 255, 255, 255}, 2: {135, 135, 135, 135}} {
		if got := bc7Texel(b, i); got != want {
			t.Errorf("BC7 mode 6 texel %d: %v, want %v", i, got, want)
		}
	}
	h := make([]byte, 16)
	h[0] = 0x03 // mode 3: m[4:0] = 00011
	for ch := 0; ch < 3; ch++ {
		setBits(h, 5+30+10*ch, 10, 0x3ff) // r1, g1, b1 all ones; r0, g0, b0 zero
	}
	setBits(h, 65+3, 4, 15)  // texel 1: index 15, endpoint 1: unquantized 0xffff, 0xffff*31>>6 = 0x7bff
	setBits(h, 65+3+4, 4, 4) // texel 2: index 4, weight 17: (17*0xffff + 32) >> 6 = 17408; *31 >> 6 = 8432
	for i, want := range map[int][4]uint16{0: {0, 0, 0, 0x3c00}, 1: {0x7bff, 0x7bff, 0x7bff, 0x3c00}, 2: {8432, 8432, 8432, 0x3c00}} {
		if got := bc6hTexel(h, i, false); got != want {
			t.Errorf("BC6H mode 3 texel %d: %#x, want %#x", i, got, want)
		}
	}
}

// tex26Formats are the packed formats by t_fmt's and t_bc's names.
var tex26Formats = map[string]uint32{
	"bc1": FormatBC1, "bc1srgb": FormatBC1SRGB, "bc2": FormatBC2, "bc2srgb": FormatBC2SRGB,
	"bc3": FormatBC3, "bc3srgb": FormatBC3SRGB, "bc4u": FormatBC4U, "bc4s": FormatBC4S,
	"bc5u": FormatBC5U, "bc5s": FormatBC5S, "bc6hu": FormatBC6HU, "bc6hs": FormatBC6HS,
	"bc7": FormatBC7, "bc7srgb": FormatBC7SRGB, "unorm1010102": FormatUnorm1010102,
}

// bcArray is t_bc's 64x64 array of packed format f: bytes of its generator (lcg from 12345, bits
// 4..11 of each step), BC6H blocks' mode fields set to the block's number mod 32 and BC7 blocks'
// to mode number mod 9 (8: the reserved first byte 0).
func bcArray(f uint32) (TexLevel, texMem) {
	edge, size := PackedLayout(f)
	blocks := 64 / edge * (64 / edge)
	arr := make([]byte, blocks*size)
	s := uint32(12345)
	for i := range arr {
		s = s*1664525 + 1013904223
		arr[i] = byte(s >> 8 >> 4)
	}
	for b := 0; b < blocks; b++ {
		p := arr[b*size:]
		switch f {
		case FormatBC6HU, FormatBC6HS:
			p[0] = p[0]&^0x1f | byte(b%32)
		case FormatBC7, FormatBC7SRGB:
			if m := b % 9; m == 8 {
				p[0] = 0
			} else {
				p[0] = p[0]&^byte(2<<m-1) | 1<<m
			}
		}
	}
	const base = 0x10000
	lv := TexLevel{Addr: base, Width: 64, Height: 64, Depth: 1, RowPitch: uint64(64 / edge * size), SlicePitch: uint64(len(arr))}
	return lv, func(addr, n uint64) []byte {
		if addr < base || addr+n > base+uint64(len(arr)) {
			return nil
		}
		return arr[addr-base : addr-base+n]
	}
}

// TestPackedBlocksMatchH200 reads every texel of t_bc's pseudo-random 64x64 arrays of each packed
// format (every BC6H and BC7 mode, reserved ones included) as t_bc did, point-sampled at texel
// centres and linearly a quarter texel off, with and without sRGB, and compares the FNV-1a hash
// of the 4,096 results with the H200's (t_bc's "hash" lines).
func TestPackedBlocksMatchH200(t *testing.T) {
	checked := 0
	for _, line := range goldenLines(t, tex26BCGolden) {
		f := strings.Fields(line)
		if len(f) < 5 || f[len(f)-2] != "hash" {
			continue
		}
		format, ok := tex26Formats[f[0]]
		if !ok {
			continue // the normalized 8/16-bit kinds: classic formats
		}
		want, err := strconv.ParseUint(f[len(f)-1], 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		filter, srgb := uint32(0), len(f) == 6
		off := float32(0.5)
		if f[2] == "linear" {
			filter, off = 1, 0.25
		}
		lv, mem := bcArray(format)
		texelFormat, channels := PackedTexel(format, filter == 1)
		o := &TexObject{Res: TexResource{Kind: TexArray, Shape: Tex2D, Format: texelFormat, Channels: channels, Packed: format, Levels: []TexLevel{lv}},
			Sampler: Sampler{AddressMode: [3]uint32{AddressClamp, AddressClamp, AddressClamp}, Filter: filter, SRGB: srgb}}
		s := texSampler{o: o, mem: mem, level: &o.Res.Levels[0]}
		h := uint64(1469598103934665603)
		for i := 0; i < 64*64; i++ {
			v := s.sample([3]float32{float32(i%64) + off, float32(i/64) + off}, 2, 0)
			for _, w := range v {
				for k := 0; k < 32; k += 8 {
					h = (h ^ uint64(byte(w>>k))) * 1099511628211
				}
			}
		}
		if h != want {
			t.Errorf("%s: hash %016x, the H200's %016x", strings.Join(f[:len(f)-2], " "), h, want)
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d sets compared: the golden file's format changed?", checked)
	}
	t.Logf("%d sets of 4,096 texels compared", checked)
}
