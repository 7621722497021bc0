package zstd

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	kzstd "github.com/klauspost/compress/zstd"
)

// samples are inputs of many shapes: random bytes (raw blocks), runs (RLE blocks and
// overlapping matches), PTX-like text (Huffman literals, FSE sequences), and sim/fp's tables.
func samples(t *testing.T) [][]byte {
	r := rand.New(rand.NewPCG(3, 4))
	var out [][]byte
	for _, n := range []int{0, 1, 7, 100, 1000, 5000, 70000, 300000} {
		random := make([]byte, n)
		for i := range random {
			random[i] = byte(r.Uint32())
		}
		runs := make([]byte, n)
		for i := range runs {
			runs[i] = byte(i / 500 % 5 * (i % 3))
		}
		var text bytes.Buffer
		for text.Len() < n {
			text.WriteString([]string{"\tld.global.f32 \t%f", "\tadd.s32 \t%r", "\tst.shared.u64 \t[%rd", "\tbra.uni \t$L__BB0_"}[r.IntN(4)])
			text.WriteString(string(rune('0' + r.IntN(10))))
			text.WriteString(", 12;\n")
		}
		skewed := make([]byte, n) // few symbols of very different frequencies: deep Huffman codes
		for i := range skewed {
			skewed[i] = byte(onesRun(r.Uint32()))
		}
		out = append(out, random, runs, text.Bytes()[:n], skewed)
	}
	return out
}

func onesRun(v uint32) int {
	n := 0
	for v&1 != 0 && n < 20 {
		n++
		v >>= 1
	}
	return n
}

// TestDecodeAgainstEncoder: what the Zstandard package's encoder writes, at every level, with and
// without checksums, in one frame or several, this decoder inflates to the input.
func TestDecodeAgainstEncoder(t *testing.T) {
	inputs := samples(t)
	for _, level := range []kzstd.EncoderLevel{kzstd.SpeedFastest, kzstd.SpeedDefault, kzstd.SpeedBetterCompression, kzstd.SpeedBestCompression} {
		for _, crc := range []bool{true, false} {
			enc, err := kzstd.NewWriter(nil, kzstd.WithEncoderLevel(level), kzstd.WithEncoderCRC(crc), kzstd.WithSingleSegment(level == kzstd.SpeedDefault))
			if err != nil {
				t.Fatal(err)
			}
			var all, want []byte
			for _, in := range inputs {
				frame := enc.EncodeAll(in, nil)
				got, err := Decode(nil, frame, 1<<30)
				if err != nil || !bytes.Equal(got, in) {
					t.Fatalf("level %v crc %v, %d bytes: %d bytes back, %v", level, crc, len(in), len(got), err)
				}
				all = append(all, frame...)
				want = append(want, in...)
			}
			got, err := Decode([]byte("prefix"), all, 1<<30)
			if err != nil || !bytes.Equal(got, append([]byte("prefix"), want...)) {
				t.Fatalf("level %v crc %v, %d frames: %v", level, crc, len(inputs), err)
			}
		}
	}
}

// TestDecodeEmbedded: sim/fp's tables and nvcc 13's zstd-compressed fatbin entries are decoded
// as the Zstandard package decodes them (the fatbins through cubin's tests: TestFatbinCompression*).
func TestDecodeEmbedded(t *testing.T) {
	files, _ := filepath.Glob("../../sim/fp/tables/*")
	dec, err := kzstd.NewReader(nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := dec.DecodeAll(b, nil)
		if err != nil {
			continue // not a zstd file
		}
		got, err := Decode(nil, b, 1<<30)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: %d bytes, %v; want %d bytes", f, len(got), err, len(want))
		}
		n++
	}
	if n < 5 {
		t.Errorf("%d zstd tables in sim/fp/tables", n)
	}
}

// TestDecodeCorrupt: every cut and many one-byte changes of a frame are refused or decoded
// without a panic, a changed frame whose content differs is refused (the checksum), and output
// past the limit is refused.
func TestDecodeCorrupt(t *testing.T) {
	enc, err := kzstd.NewWriter(nil, kzstd.WithEncoderLevel(kzstd.SpeedBestCompression))
	if err != nil {
		t.Fatal(err)
	}
	in := samples(t)[22] // 5000 bytes of text
	frame := enc.EncodeAll(in, nil)
	r := rand.New(rand.NewPCG(5, 6))
	for i := range frame {
		if _, err := Decode(nil, frame[:i], 1<<20); err == nil {
			t.Errorf("frame cut to %d of %d bytes decoded", i, len(frame))
		}
		changed := bytes.Clone(frame)
		changed[i] ^= byte(1 + r.IntN(255))
		if got, err := Decode(nil, changed, 1<<20); err == nil && !bytes.Equal(got, in) {
			t.Errorf("byte %d changed: %d different bytes decoded without an error", i, len(got))
		}
	}
	if _, err := Decode(nil, frame, len(in)-1); err == nil {
		t.Errorf("%d bytes decoded under a limit of %d", len(in), len(in)-1)
	}
	h, err := ReadHeader(frame)
	if err != nil || !h.HasContentSize || h.ContentSize != uint64(len(in)) {
		t.Errorf("header %+v, %v; want content size %d", h, err, len(in))
	}
}

// TestXXHash64: the checksum of known inputs (the XXH64 reference values of the empty string
// and "abc" with seed 0).
func TestXXHash64(t *testing.T) {
	for in, want := range map[string]uint64{"": 0xef46db3751d8e999, "abc": 0x44bc2cf5ad770999} {
		if got := xxhash64([]byte(in)); got != want {
			t.Errorf("xxhash64(%q) = %#x, want %#x", in, got, want)
		}
	}
}
