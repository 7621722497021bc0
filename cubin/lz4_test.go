package cubin

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/pierrec/lz4/v4"
)

// TestLZ4Block: lz4Block inflates what an LZ4 compressor (fast and high-compression, the tests'
// copy of the LZ4 package) writes back to the input, for repetitive and random data of many
// sizes, including matches that overlap themselves; and for every cut or one-byte change of a
// block it answers as the LZ4 package's decoder does whether the block is valid and, where it
// is, with the same bytes. (TestFatbinCompressionAgrees checks nvcc's LZ4 fatbins.)
func TestLZ4Block(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var inputs [][]byte
	for _, n := range []int{1, 3, 15, 16, 19, 64, 270, 4096, 70000} {
		random := make([]byte, n)
		for i := range random {
			random[i] = byte(r.Uint32())
		}
		runs := make([]byte, n) // runs of one byte and short repeats: overlapping matches
		for i := range runs {
			runs[i] = byte(i / 300 % 7 * (i % 3))
		}
		text := bytes.Repeat([]byte("ld.global.f32 %f1, [%rd4+16];\n"), n/30+1)[:n]
		inputs = append(inputs, random, runs, text)
	}
	for _, in := range inputs {
		for _, hc := range []bool{false, true} {
			block := make([]byte, lz4.CompressBlockBound(len(in)))
			var n int
			var err error
			if hc {
				n, err = lz4.CompressBlockHC(in, block, lz4.Level9, nil, nil)
			} else {
				n, err = lz4.CompressBlock(in, block, nil)
			}
			if err != nil || n == 0 {
				continue // incompressible: the package stores nothing
			}
			block = block[:n]
			out := make([]byte, len(in))
			got, err := lz4Block(block, out)
			if err != nil || got != len(in) || !bytes.Equal(out, in) {
				t.Fatalf("%d bytes (hc %v): %d bytes, %v; equal %v", len(in), hc, got, err, bytes.Equal(out[:got], in[:got]))
			}
			agree(t, block, len(in))
			for i := 0; i < len(block); i += max(1, len(block)/40) {
				agree(t, block[:i], len(in))
				changed := bytes.Clone(block)
				changed[i] ^= byte(1 + r.IntN(255))
				agree(t, changed, len(in))
			}
		}
	}
}

// agree checks that lz4Block and the LZ4 package's decoder both refuse block, or both inflate it
// to the same bytes, into an output of size bytes.
func agree(t *testing.T, block []byte, size int) {
	t.Helper()
	want := make([]byte, size)
	wn, werr := lz4.UncompressBlock(block, want)
	got := make([]byte, size)
	gn, gerr := lz4Block(block, got)
	if (werr == nil) != (gerr == nil) || werr == nil && (wn != gn || !bytes.Equal(want[:wn], got[:gn])) {
		t.Fatalf("block of %d bytes into %d: LZ4 package %d bytes, %v; lz4Block %d bytes, %v", len(block), size, wn, werr, gn, gerr)
	}
}
