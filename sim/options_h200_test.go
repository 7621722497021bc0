package sim

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
	"os"
	"strings"
	"testing"
)

// TestOptionsKernelH200 prices the 262,144 options of the H200 probe
// (testdata/reference/options16: optprobe.c) with testdata/bench/sfu90.ptx,
// whose time goes to the MUFU approximations (per option one rsqrt, one lg2,
// three ex2 and four div.approx, each from sim/fp's measured tables), and
// checks every output bit against the H200's.
func TestOptionsKernelH200(t *testing.T) {
	const n = 262144
	ref := "../testdata/reference/options16/"
	wantSum, err := os.ReadFile(ref + "options-h200.sha256")
	if err != nil {
		t.Fatal(err)
	}
	first, err := os.ReadFile(ref + "options-h200-first1024.bin")
	if err != nil {
		t.Fatal(err)
	}
	// optprobe.c's inputs: host.c's LCG, scaled in f32 (a product, then a sum).
	lcg := func(seed uint32, lo, half float32) []float32 {
		v := make([]float32, n)
		for i := range v {
			seed = seed*1664525 + 1013904223
			x := float32(seed>>8)/float32(1<<24) - 0.5
			v[i] = lo + float32(half*x)
		}
		return v
	}
	spot, strike, years := lcg(1, 17.5, 12.5), lcg(2, 50.5, 49.5), lcg(3, 5.125, 4.875)

	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(t, "testdata/bench/sfu90.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	buf := func(v []float32) uint64 {
		p, err := tg.Alloc(4 * n)
		if err != nil {
			t.Fatal(err)
		}
		if v != nil {
			b := make([]byte, 4*n)
			for i, x := range v {
				binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
			}
			tg.Write(p, b)
		}
		return p
	}
	pS, pX, pT, pC, pP := buf(spot), buf(strike), buf(years), buf(nil), buf(nil)
	if err := launch(t, mod, "options", [3]uint32{n / 128, 1, 1}, [3]uint32{128, 1, 1},
		le64(pS), le64(pX), le64(pT), le64(pC), le64(pP), le32(math.Float32bits(0.02)), le32(math.Float32bits(0.30)), le32(n)); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 8*n)
	tg.Read(pC, out[:4*n])
	tg.Read(pP, out[4*n:])
	sum := sha256.Sum256(out)
	if got, want := hex.EncodeToString(sum[:]), strings.TrimSpace(string(wantSum)); got != want {
		head := append(append([]byte(nil), out[:4096]...), out[4*n:4*n+4096]...)
		for i := 0; i < 2048; i++ {
			if !bytes.Equal(head[4*i:4*i+4], first[4*i:4*i+4]) {
				g, w := binary.LittleEndian.Uint32(head[4*i:]), binary.LittleEndian.Uint32(first[4*i:])
				t.Fatalf("output %d (%s %d) is %#x (%g), the H200's %#x (%g)", i, []string{"call", "put"}[i/1024], i%1024,
					g, math.Float32frombits(g), w, math.Float32frombits(w))
			}
		}
		t.Fatalf("outputs hash to %s, the H200's to %s (the first 1,024 of each agree)", got, want)
	}
}
