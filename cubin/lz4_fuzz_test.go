package cubin

import (
	"bytes"
	"testing"

	"github.com/pierrec/lz4/v4"
)

// FuzzLZ4Block feeds lz4Block arbitrary blocks: it must never panic or write past dst, and what
// it decodes without an error must be what pierrec/lz4 makes of the same block.
func FuzzLZ4Block(f *testing.F) {
	for _, s := range [][]byte{[]byte("x"), bytes.Repeat([]byte("st.global.u32 [%rd1], %r2;\n"), 30)} {
		block := make([]byte, lz4.CompressBlockBound(len(s)))
		n, err := lz4.CompressBlock(s, block, nil)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(block[:n], uint16(len(s)))
	}
	f.Fuzz(func(t *testing.T, block []byte, size uint16) {
		dst := make([]byte, int(size)+8)
		n, err := lz4Block(block, dst[:size])
		if err != nil {
			return
		}
		if n > int(size) || !bytes.Equal(dst[size:], make([]byte, 8)) {
			t.Fatalf("decoded %d bytes into %d (past the end: %x)", n, size, dst[size:])
		}
		want := make([]byte, size)
		if m, rerr := lz4.UncompressBlock(block, want); rerr == nil && !bytes.Equal(dst[:n], want[:m]) {
			t.Fatalf("decoded %d bytes, pierrec/lz4 %d, and they differ", n, m)
		}
	})
}
