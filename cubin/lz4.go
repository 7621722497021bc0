package cubin

import "errors"

// A fatbin entry flagged LZ4 holds one LZ4 block (the block format of the LZ4 project's public
// description, lz4_Block_format.md): sequences of a token byte (literal length in the high
// nibble, match length minus 4 in the low one, 15 meaning that more length bytes follow, each
// added until one is not 255), the literals, then a two-byte little-endian offset back into the
// output and the match, copied byte by byte so that it may overlap itself. The last sequence has
// literals only (a match length nibble of 0). cudasim decodes it itself rather than link an LZ4 package into the drop-in: the
// package's initialisation (its CPU feature tests) ran in every process at start-up.

var (
	errLZ4Truncated = errors.New("block ends inside a sequence")
	errLZ4Overflow  = errors.New("block inflates past the entry's uncompressed size")
	errLZ4Offset    = errors.New("match offset 0 or before the start of the output")
)

// lz4Block decodes the LZ4 block src into dst and returns how many bytes it wrote.
func lz4Block(src, dst []byte) (int, error) {
	in, out := 0, 0
	// length reads the bytes that extend a nibble of 15.
	length := func(n int) (int, error) {
		if n != 15 {
			return n, nil
		}
		for {
			if in >= len(src) {
				return 0, errLZ4Truncated
			}
			b := src[in]
			in++
			n += int(b)
			if n > len(dst) {
				return 0, errLZ4Overflow // also bounds n on a hostile run of 255s
			}
			if b != 255 {
				return n, nil
			}
		}
	}
	for in < len(src) {
		token := src[in]
		in++
		lit, err := length(int(token >> 4))
		if err != nil {
			return out, err
		}
		if lit > len(src)-in {
			return out, errLZ4Truncated
		}
		if lit > len(dst)-out {
			return out, errLZ4Overflow
		}
		out += copy(dst[out:], src[in:in+lit])
		in += lit
		if in == len(src) && token&15 == 0 {
			return out, nil // the last sequence: literals only
		}
		if len(src)-in < 2 {
			return out, errLZ4Truncated
		}
		offset := int(src[in]) | int(src[in+1])<<8
		in += 2
		if offset == 0 || offset > out {
			return out, errLZ4Offset
		}
		n, err := length(int(token & 15))
		if err != nil {
			return out, err
		}
		n += 4
		if n > len(dst)-out {
			return out, errLZ4Overflow
		}
		from := out - offset
		if offset >= n {
			out += copy(dst[out:], dst[from:from+n])
			continue
		}
		for i := range n { // overlapping: each byte may be one this match wrote
			dst[out+i] = dst[from+i]
		}
		out += n
	}
	// An empty block (nothing), or one that ends after a match, which LZ4 encoders do not write
	// but decoders take.
	return out, nil
}
