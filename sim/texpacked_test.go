package sim

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// tex26FmtGolden is tex26's t_fmt as the H200 printed it (libcuda/testdata/cudart/tex26).
const tex26FmtGolden = "../libcuda/testdata/cudart/tex26/golden/b130/fmt.h200.out.gz"

// fmtReads are the texel words a t_fmt format's point-sampled reads printed: "TAG MODE" (e.g.
// "bc1 normfloat point srgb") to its 8 coordinates' four words.
func fmtReads(t *testing.T) map[string][8][4]uint32 {
	t.Helper()
	f, err := os.Open(tex26FmtGolden)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	words := map[string][]uint32{}
	sc := bufio.NewScanner(z)
	for sc.Scan() {
		head, list, ok := strings.Cut(sc.Text(), " readF [")
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

// fmtArray is t_fmt's 8x8 array of packed format f: bytes i*37+11 in block rows, then, for the
// block-compressed ones, a copy of the first block to block (1, 1) (its "offset 1 block" copy).
func fmtArray(f uint32) func(x, y int) []byte {
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
	return func(x, y int) []byte {
		k := (y/edge*perRow + x/edge) * size
		return arr[k : k+size]
	}
}

// fmtPoints are the texels t_fmt's eight coordinates read point-sampled (clamped).
var fmtPoints = [8][2]int{{0, 0}, {1, 0}, {2, 3}, {7, 7}, {1, 1}, {1, 0}, {3, 2}, {0, 7}}

// readAs is a decoded texel as the sampler returns it, point-sampled: floats of format to, sRGB
// decoded where srgb applies (8-bit colour channels).
func readAs(b []byte, to uint32, srgb bool) [4]uint32 {
	var v [4]uint32
	for ch := range v {
		switch to {
		case FormatU8:
			v[ch] = math.Float32bits(float32(b[ch]) / 255)
			if srgb && ch < 3 {
				v[ch] = srgbTable[b[ch]]
			}
		case FormatU16:
			v[ch] = math.Float32bits(float32(binary.LittleEndian.Uint16(b[2*ch:])) / 65535)
		case FormatS16:
			v[ch] = math.Float32bits(max(float32(int16(binary.LittleEndian.Uint16(b[2*ch:])))/32767, -1))
		case FormatF16:
			v[ch] = math.Float32bits(halfToFloat(binary.LittleEndian.Uint16(b[2*ch:])))
		case FormatF32:
			v[ch] = binary.LittleEndian.Uint32(b[4*ch:])
		}
	}
	return v
}

// TestPackedTexelsMatchH200 decodes every texel t_fmt read point-sampled from its packed arrays
// (BC1-BC7, their sRGB and signed forms, 10-10-10-2) and compares it with what the H200 read.
func TestPackedTexelsMatchH200(t *testing.T) {
	reads := fmtReads(t)
	formats := map[string]uint32{
		"bc1": FormatBC1, "bc1srgb": FormatBC1SRGB, "bc2": FormatBC2, "bc2srgb": FormatBC2SRGB,
		"bc3": FormatBC3, "bc3srgb": FormatBC3SRGB, "bc4u": FormatBC4U, "bc4s": FormatBC4S,
		"bc5u": FormatBC5U, "bc5s": FormatBC5S, "bc6hu": FormatBC6HU, "bc6hs": FormatBC6HS,
		"bc7": FormatBC7, "bc7srgb": FormatBC7SRGB, "unorm1010102": FormatUnorm1010102,
	}
	checked := 0
	for name, f := range formats {
		block := fmtArray(f)
		edge, _ := PackedLayout(f)
		to, _ := PackedTexel(f, false)
		for _, mode := range []string{"normfloat point", "normfloat point srgb", "element point", "element point srgb"} {
			want, ok := reads[name+" "+mode]
			if !ok {
				continue
			}
			for k, p := range fmtPoints {
				b := unpackTexel(f, block(p[0], p[1]), p[0]%edge, p[1]%edge, to)
				got := readAs(b, to, strings.HasSuffix(mode, "srgb"))
				if got != want[k] {
					t.Errorf("%s %s texel (%d, %d): %s, the H200 read %s", name, mode, p[0], p[1], words(got), words(want[k]))
				}
				checked++
			}
		}
	}
	if checked < 200 {
		t.Fatalf("only %d texels compared: the golden file's format changed?", checked)
	}
}

func words(v [4]uint32) string { return fmt.Sprintf("%08x %08x %08x %08x", v[0], v[1], v[2], v[3]) }
