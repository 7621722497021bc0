package sim

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// intLaneForms are the instructions with a loop in intlanes.go, and forms next to them that keep
// the reference loop (16-bit min, prmt's named modes, dp4a), which must come out the same too.
func intLaneForms() []inst {
	var forms []inst
	for _, kind := range []uint32{iMin, iMax, iDiv, iRem, iClz, iPopc, iBrev, iAbs, iBfind} {
		for _, it := range []uint32{tU16, tU32, tU64, tS16, tS32, tS64} {
			forms = append(forms, inst{op: opIntGeneric, aux: kind<<8 | it})
		}
	}
	for _, it := range []uint32{tU32, tU64, tS32, tS64} {
		forms = append(forms, inst{op: opBfe, aux: it})
	}
	forms = append(forms, inst{op: opBfi, aux: 32}, inst{op: opBfi, aux: 64})
	for _, lut := range []int64{0, 0xff, 0x96, 0xe8, 0xca, 0x3c, 0x80, 0x01, 0x5a, 0xfe} {
		forms = append(forms, inst{op: opLop3, imm: lut})
	}
	for mode := uint32(0); mode < 7; mode++ {
		forms = append(forms, inst{op: opPrmt, aux: mode})
	}
	for aux := uint32(0); aux < 4; aux++ {
		forms = append(forms, inst{op: opShf, aux: aux})
	}
	return append(forms, inst{op: opDot, aux: 3}, inst{op: opSad, aux: tS32})
}

// TestIntLanesBothPaths compares intlanes.go's loops with the reference loops of intGeneric and
// bitOps (the portable engine) on every form, with random operands and ones near the fields'
// edges (positions and lengths 0, the type's width, past it, 255; equal keys whose high bits
// differ; zero divisors; the most negative quotient), full and partial masks, and a destination
// that is also a source.
func TestIntLanesBothPaths(t *testing.T) {
	defer setEnginePortable(enginePortable)
	r := rand.New(rand.NewPCG(14, 11))
	edges := []uint64{0, 1, 7, 8, 16, 31, 32, 33, 63, 64, 65, 255, 256 + 3, 0xffffffff, 0x80000000,
		1 << 63, ^uint64(0), 0xffffffff00000000, 0x7fffffff}
	operand := func() uint64 {
		switch r.IntN(4) {
		case 0:
			return edges[r.IntN(len(edges))]
		case 1:
			return r.Uint64() & 0xff
		}
		return r.Uint64()
	}
	for _, form := range intLaneForms() {
		for round := range 200 {
			in := form
			in.d, in.a, in.b, in.c, in.x[0] = 0, 1, 2, 3, 4
			if round%5 == 0 {
				in.d = 1 + int32(r.IntN(4)) // the destination is a source
			}
			mask := uint32(fullMask)
			if round%3 == 0 {
				mask = r.Uint32()
			}
			var regs [5][32]uint64
			for i := range regs {
				for l := range regs[i] {
					regs[i][l] = operand()
				}
			}
			for l := range regs[2] {
				if r.IntN(8) == 0 {
					regs[2][l] = regs[1][l] ^ 0xabcd00000000 // equal low words
				}
			}
			var got [2][32]uint64
			for p, portable := range []bool{true, false} {
				setEnginePortable(portable)
				w := &warp{r: make([][32]uint64, 5)}
				copy(w.r, regs[:])
				w.exec1(&in, mask)
				got[p] = w.r[in.d]
			}
			if got[0] != got[1] {
				for l := range got[0] {
					if got[0][l] != got[1][l] {
						t.Fatalf("%s: lane %d (mask %#x): fast %#x, portable %#x; operands %#x %#x %#x %#x",
							formName(in), l, mask, got[1][l], got[0][l], regs[1][l], regs[2][l], regs[3][l], regs[4][l])
					}
				}
			}
		}
	}
}

// exec1 runs one integer instruction of intLaneForms through the engine's entry for its opcode.
func (w *warp) exec1(in *inst, mask uint32) {
	if in.op == opIntGeneric {
		w.intGeneric(in, mask)
	} else {
		w.bitOps(in, mask)
	}
}

func formName(in inst) string {
	return fmt.Sprintf("op %d aux %#x imm %#x", in.op, in.aux, in.imm)
}

// BenchmarkIntLanes is a full warp of mergeSort's min.u32, reductionMultiBlockCG's bfi.b64 and a
// bfe.s32 and lop3 through the engine (fast loops and the portable reference), and native: the
// same 32 lanes of min in plain Go.
func BenchmarkIntLanes(b *testing.B) {
	defer setEnginePortable(enginePortable)
	w := &warp{r: make([][32]uint64, 5)}
	for i := range w.r {
		for l := range w.r[i] {
			w.r[i][l] = uint64(l*2654435761+i*97) & 0xffffffff
		}
	}
	w.r[3], w.r[4] = [32]uint64{}, [32]uint64{}
	for l := range w.r[3] {
		w.r[3][l], w.r[4][l] = 32, 32 // bfi's position and length
	}
	b.Run("min.u32/native", func(b *testing.B) {
		var x, y, d [32]uint32
		for l := range x {
			x[l], y[l] = uint32(w.r[1][l]), uint32(w.r[2][l])
		}
		cpuLoop(b, func() {
			for l := range d {
				d[l] = min(x[l], y[l])
			}
		})
		sinkMask = d[5]
	})
	for _, c := range []struct {
		name string
		in   inst
	}{
		{"min.u32", inst{op: opIntGeneric, aux: iMin<<8 | tU32}},
		{"bfi.b64", inst{op: opBfi, aux: 64}},
		{"bfe.s32", inst{op: opBfe, aux: tS32}},
		{"lop3", inst{op: opLop3, imm: 0x96}},
	} {
		in := c.in
		in.d, in.a, in.b, in.c, in.x[0] = 0, 1, 2, 3, 4
		for _, portable := range []bool{false, true} {
			name := c.name + "/fast"
			if portable {
				name = c.name + "/portable"
			}
			b.Run(name, func(b *testing.B) {
				setEnginePortable(portable)
				cpuLoop(b, func() { w.exec1(&in, fullMask) })
			})
		}
	}
}

// cpuLoop runs f b.N times and reports its CPU time per run (cpu-ns/op): on a machine shared
// with other work the wall time per op measures the load as much as the code.
func cpuLoop(b *testing.B, f func()) {
	cpu0 := processCPU()
	for b.Loop() {
		f()
	}
	b.ReportMetric(float64(processCPU()-cpu0)/float64(b.N), "cpu-ns/op")
}
