package fp

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// approxDigestFuncs are the .approx functions read from the 2-bit-code tables, with and without
// .ftz (div.approx is rcp's result times the dividend).
var approxDigestFuncs = []struct {
	name string
	f    func(float32, bool) float32
}{
	{"ex2", Ex2Approx32}, {"rcp", RcpApprox32}, {"sqrt", SqrtApprox32}, {"rsqrt", RsqrtApprox32},
}

// approxDigest hashes f's results (bits, a NaN canonical) for the input patterns 0, stride,
// 2·stride... below 2^32: SHA-256 of the SHA-256s of runs of 2^24 patterns' little-endian
// words, the runs spread over every core.
func approxDigest(f func(float32, bool) float32, ftz bool, stride uint64) string {
	const run = 1 << 24
	sums := make([][32]byte, (1<<32)/run)
	var wg sync.WaitGroup
	next := make(chan int, len(sums))
	for r := range sums {
		next <- r
	}
	close(next)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf []byte
			for r := range next {
				buf = buf[:0]
				first := (uint64(r)*run + stride - 1) / stride * stride
				for p := first; p < uint64(r+1)*run; p += stride {
					buf = binary.LittleEndian.AppendUint32(buf, uint32(laneBits(f(math.Float32frombits(uint32(p)), ftz))))
				}
				sums[r] = sha256.Sum256(buf)
			}
		}()
	}
	wg.Wait()
	h := sha256.New()
	for _, s := range sums {
		h.Write(s[:])
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// TestApproxDigest: ex2, rcp, sqrt and rsqrt.approx (one-lane, with and without .ftz) over every
// 4,097th input pattern hash to what main b37ebdd0 gave: a change to how their tables are
// stored or looked up (opts20 tried a one-bit form) must give the same bits. Where
// CUDASIM_APPROX_DIGEST names functions (or "all") it hashes every one of the 2^32 patterns
// instead, against main b37ebdd0's digests of them (probe opts20-b, tools/bench/opts20/b, on
// the GPU host's 16 cores: 8 to 19 s a function).
func TestApproxDigest(t *testing.T) {
	every := map[string]string{
		"ex2": "b2c897560e8f41cd", "ex2.ftz": "33acae64a9888efa", "rcp": "72f4c00f67d4a5e0", "rcp.ftz": "e9f483a8c0598036",
		"sqrt": "21236e4811c6a866", "sqrt.ftz": "6f80832261e20960", "rsqrt": "748997a3dbca4c32", "rsqrt.ftz": "92d5f2c6979f4a7c",
	}
	want := map[string]string{
		"ex2": "a11b7d7478f04015", "ex2.ftz": "93d6d3fc4e200f86", "rcp": "331eb754fff3f0d8", "rcp.ftz": "6ff68a0911bedbe3",
		"sqrt": "28a09ee23e3fa909", "sqrt.ftz": "63b4d5c01c12dd7f", "rsqrt": "e23d4a75a4e24d24", "rsqrt.ftz": "e068d0a10a09f7d4",
	}
	stride := uint64(4097)
	env := os.Getenv("CUDASIM_APPROX_DIGEST")
	if env != "" {
		stride, want = 1, every
	}
	for _, fn := range approxDigestFuncs {
		if env != "" && env != "all" && !strings.Contains(","+env+",", ","+fn.name+",") {
			continue
		}
		for _, ftz := range []bool{false, true} {
			name := fn.name
			if ftz {
				name += ".ftz"
			}
			got := approxDigest(fn.f, ftz, stride)
			t.Logf("%s stride %d: %s", name, stride, got)
			if got != want[name] {
				t.Errorf("%s over every %dth pattern: digest %s, want %s", name, stride, got, want[name])
			}
		}
	}
}
