package fp

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/sys/cpu"
)

// approxLaneFunc is a warp function and the one-lane function it stands for.
type approxLaneFunc struct {
	name  string
	lanes func(d, a, b *[32]uint64)
	want  func(a, b uint32) uint32
}

func approxLaneFuncs() []approxLaneFunc {
	one := func(f func(float32, bool) float32) func(a, b uint32) uint32 {
		return func(a, _ uint32) uint32 { return uint32(laneBits(f(math.Float32frombits(a), false))) }
	}
	div := func(a, b uint32) uint32 {
		return uint32(laneBits(DivApprox32(math.Float32frombits(a), math.Float32frombits(b), false)))
	}
	fs := []approxLaneFunc{
		{"ex2", func(d, a, _ *[32]uint64) { ex2ApproxLanes(d, a, false) }, one(Ex2Approx32)},
		{"rcp", func(d, a, _ *[32]uint64) { rcpApproxLanes(d, a, false) }, one(RcpApprox32)},
		{"rsqrt", func(d, a, _ *[32]uint64) { rsqrtApproxLanes(d, a, false) }, one(RsqrtApprox32)},
		{"lg2", func(d, a, _ *[32]uint64) { lg2ApproxLanes(d, a, false) }, one(Lg2Approx32)},
		{"div", func(d, a, b *[32]uint64) { divApproxLanes(d, a, b, false) }, div},
	}
	if haveAVX2 {
		fs = append(fs,
			approxLaneFunc{"ex2-avx2", func(d, a, _ *[32]uint64) { ex2ApproxLanes(d, a, true) }, one(Ex2Approx32)},
			approxLaneFunc{"lg2-avx2", func(d, a, _ *[32]uint64) { lg2ApproxLanes(d, a, true) }, one(Lg2Approx32)},
			approxLaneFunc{"rsqrt-avx2", func(d, a, _ *[32]uint64) { rsqrtApproxLanes(d, a, true) }, one(RsqrtApprox32)},
			approxLaneFunc{"rcp-avx2", func(d, a, _ *[32]uint64) { rcpApproxLanes(d, a, true) }, one(RcpApprox32)},
			approxLaneFunc{"div-avx2", func(d, a, b *[32]uint64) { divApproxLanes(d, a, b, true) }, div})
	}
	return fs
}

// haveAVX2: rcpLanesAVX2 can run here (VectorLanes' condition besides the engine's path).
var haveAVX2 = runtime.GOARCH == "amd64" && cpu.X86.HasAVX2

// TestApproxLanes: the warp functions give, lane by lane, the bits of the one-lane functions
// they stand for (a NaN canonical), over specials, subnormals, every binade and a stride
// through all 2^32 patterns; the inputs' high words are set and must not matter.
func TestApproxLanes(t *testing.T) {
	stride := uint64(4099)
	if testing.Short() {
		stride = 65537
	}
	var in []uint32
	for _, b := range []uint32{0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0xffffffff,
		1, 0x807fffff, 0x00800000, 0x80800000, 0x3f800000, 0xbf800000, 0xc2fc0000, 0xc2fc0001, 0xc2fe0000,
		0x43000000, 0xc3000000, 0x7e800000, 0x7effffff, 0x7f7fffff, 0xff7fffff, 0x00400000, 0x80000001,
		// ex2 where the scaled result's exponent field is 2, 1 and 0 (subnormal: the one-lane path)
		0xc2f80000, 0xc2f90000, 0xc2f9ffff, 0xc2fa0000, 0xc2fb0000, 0xc2fbffff} {
		in = append(in, b)
	}
	for b := uint64(0); b < 1<<32; b += stride {
		in = append(in, uint32(b))
	}
	for len(in)%32 != 0 {
		in = append(in, uint32(len(in))*0x9e3779b9)
	}
	for _, k := range approxLaneFuncs() {
		bad := 0
		for s := 0; s < len(in); s += 32 {
			var a, b [32]uint64
			for l := range a {
				a[l] = uint64(l+1)<<40 | uint64(in[s+l])
				b[l] = 0xdead<<32 | uint64(in[(s+l*97)%len(in)])
			}
			bad += checkLanes(t, k, &a, &b, 5-bad)
		}
	}
}

// checkLanes runs k's warp function on a and b, also with the destination as either source
// (as the engine may), against its one-lane function, and reports up to most mismatches.
func checkLanes(t *testing.T, k approxLaneFunc, a, b *[32]uint64, most int) (bad int) {
	// The one-lane results first: they make the lazily made chunks of lg2's table that the lanes
	// read, so the warp function's fast pass (which leaves a lane of a chunk not made yet to the
	// one-lane function) is what is compared.
	var want [32]uint64
	for l := range want {
		want[l] = uint64(k.want(uint32(a[l]), uint32(b[l])))
	}
	var d [32]uint64
	dA, dB := *a, *b
	k.lanes(&dA, &dA, b)
	k.lanes(&dB, a, &dB)
	k.lanes(&d, a, b)
	for l := range d {
		for _, got := range []uint64{d[l], dA[l], dB[l]} {
			if w := want[l]; got != w && bad < most {
				bad++
				t.Errorf("%s lanes of %#08x, %#08x: %#x, want %#x", k.name, uint32(a[l]), uint32(b[l]), got, w)
			}
		}
	}
	return bad
}

// FuzzApproxLanes: every form of every warp function (Go, and AVX2 where the CPU has it) against
// the one-lane functions on 32 lanes made from the fuzzer's words: lane l of the input is
// x + l·step, of the second (div's divisor) y + l·ystep, so a call spans a binade's neighbours
// or patterns far apart as the step says.
func FuzzApproxLanes(f *testing.F) {
	f.Add(uint32(0x3f800000), uint32(0x00012345), uint32(0x42c80000), uint32(0xfffff001))
	f.Add(uint32(0xc2fc0000), uint32(0x00004000), uint32(0x00800000), uint32(0x9e3779b9))
	f.Add(uint32(0x7f7fffe0), uint32(1), uint32(0x80000000), uint32(0x01000000))
	f.Fuzz(func(t *testing.T, x, step, y, ystep uint32) {
		var a, b [32]uint64
		for l := range a {
			a[l] = uint64(x + uint32(l)*step)
			b[l] = uint64(y + uint32(l)*ystep)
		}
		for _, k := range approxLaneFuncs() {
			checkLanes(t, k, &a, &b, 5)
		}
	})
}

// TestApproxLanesExhaustive is TestApproxLanes on every one of the 2^32 input patterns (for
// div every divisor, the dividend a pattern of its own), run only where
// CUDASIM_APPROX_EXHAUSTIVE names the functions (ex2,rcp,rsqrt,lg2,div or all): it is the
// proof for a change to a warp function, about an hour of one core a function, spread over
// every core.
func TestApproxLanesExhaustive(t *testing.T) {
	which := os.Getenv("CUDASIM_APPROX_EXHAUSTIVE")
	if which == "" {
		t.Skip("CUDASIM_APPROX_EXHAUSTIVE not set")
	}
	for _, k := range approxLaneFuncs() {
		if which != "all" && !slices.Contains(strings.Split(which, ","), k.name) {
			continue
		}
		workers := runtime.GOMAXPROCS(0)
		const chunks = 1 << 12 // of 2^20 patterns each
		next := make(chan uint64, chunks)
		for c := uint64(0); c < chunks; c++ {
			next <- c
		}
		close(next)
		var mu sync.Mutex
		var bad []string
		n := 0
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for c := range next {
					for s := c << 20; s < (c+1)<<20; s += 32 {
						var d, a, b [32]uint64
						var want [32]uint64
						for l := range a {
							p := uint32(s) + uint32(l)
							a[l] = uint64(l+1)<<40 | uint64(p)
							b[l] = 0xdead<<32 | uint64(p*0x9e3779b9)
							if k.name == "div" { // every divisor
								a[l], b[l] = b[l], a[l]
							}
							want[l] = uint64(k.want(uint32(a[l]), uint32(b[l])))
						}
						k.lanes(&d, &a, &b)
						for l := range d {
							if d[l] != want[l] {
								mu.Lock()
								n++
								if len(bad) < 5 {
									bad = append(bad, fmt.Sprintf("%s lanes of %#08x, %#08x: %#x, want %#x", k.name, uint32(a[l]), uint32(b[l]), d[l], want[l]))
								}
								mu.Unlock()
							}
						}
					}
				}
			}()
		}
		wg.Wait()
		for _, m := range bad {
			t.Error(m)
		}
		t.Logf("%s: every pattern, %d lanes differ", k.name, n)
	}
}
