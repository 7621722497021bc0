// Package hwdigest digests the out buffers of the random programs run on a GPU
// (sim/hwrandom_test.go, testdata/conformance/random/README.md): the tests digest cudasim's
// buffers here, and tools/hwdigest the GPU's, on the GPU machine, so that only digests travel.
package hwdigest

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
)

// Digest is the first 8 bytes of b's SHA-256, in hex.
func Digest(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:8])
}

// WarpDigests splits a random program's out (words 32-bit words per thread) into its warps'
// words and digests each, as they are and with every NaN made canonical (CanonicalNaNs).
func WarpDigests(out []byte, words int) (raw, nan []string) {
	warp := 32 * words * 4
	canon := CanonicalNaNs(out, words)
	for w := 0; w+warp <= len(out); w += warp {
		raw = append(raw, Digest(out[w:w+warp]))
		nan = append(nan, Digest(canon[w:w+warp]))
	}
	return raw, nan
}

// CanonicalNaNs is a random program's out with the NaNs of its floating-point words made
// canonical: which NaN an operation on two NaNs passes on follows ptxas's operand order (see
// docs/engine.md, "f64 NaN operands"), which cudasim models only in part. Words 0-29 of each
// thread are 32-bit values, 30-37 f64s, halves 92-103 f16 or bf16 (the epilogue's layout).
func CanonicalNaNs(out []byte, words int) []byte {
	c := append([]byte(nil), out...)
	for t := 0; t+words*4 <= len(c); t += words * 4 {
		for w := 0; w < 30; w++ {
			if v := binary.LittleEndian.Uint32(c[t+4*w:]); v&0x7f800000 == 0x7f800000 && v&0x7fffff != 0 {
				binary.LittleEndian.PutUint32(c[t+4*w:], 0x7fffffff)
			}
		}
		for w := 30; w < 38; w += 2 {
			if v := binary.LittleEndian.Uint64(c[t+4*w:]); v&0x7ff0000000000000 == 0x7ff0000000000000 && v&0xfffffffffffff != 0 {
				binary.LittleEndian.PutUint64(c[t+4*w:], 0x7fffffffffffffff)
			}
		}
		for h := 2 * 46; h < 2*52; h++ {
			v := binary.LittleEndian.Uint16(c[t+2*h:])
			if v&0x7c00 == 0x7c00 && v&0x3ff != 0 || v&0x7f80 == 0x7f80 && v&0x7f != 0 {
				binary.LittleEndian.PutUint16(c[t+2*h:], 0x7fff)
			}
		}
	}
	return c
}

// SlotDigests digests each of the first slots word slots of a sweep's out (words 32-bit words
// per thread) over all threads, 5 bytes each: enough to tell.
func SlotDigests(out []byte, words, slots int) []string {
	var d []string
	for w := range slots {
		h := sha256.New()
		for t := 0; t < len(out)/(words*4); t++ {
			h.Write(out[(t*words+w)*4:][:4])
		}
		d = append(d, hex.EncodeToString(h.Sum(nil)[:5]))
	}
	return d
}
