package sha256

import (
	"crypto/sha256"
	"math/rand/v2"
	"testing"
)

// TestSum256 compares every length from 0 to 300 bytes (each padding case:
// one tail block, two, an exact block) and a few large inputs with
// crypto/sha256.
func TestSum256(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 1))
	buf := make([]byte, 1<<20+13)
	for i := range buf {
		buf[i] = byte(r.Uint32())
	}
	lengths := []int{1 << 16, 1<<20 + 13}
	for n := 0; n <= 300; n++ {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		if got, want := Sum256(buf[:n]), sha256.Sum256(buf[:n]); got != want {
			t.Fatalf("length %d: %x, crypto/sha256 %x", n, got, want)
		}
	}
}
