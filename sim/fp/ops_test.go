package fp

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// The single-instruction corpus: testdata/h200-ops.txt.gz is the output of
// tools/gpu/ops.cu on the H200 — several hundred PTX instructions, each run on
// special and random operands. Every result must match bit for bit.

type opCase struct {
	ptx, dst, sig string
	want          []uint64
}

type corpus struct {
	sigs map[string][][]uint64 // signature -> operand tuples
	ops  []opCase
}

func readCorpus(t testing.TB, path string) *corpus {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	c := &corpus{sigs: map[string][][]uint64{}}
	sc := bufio.NewScanner(zr)
	hex := func(s string) uint64 {
		v, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			t.Fatalf("bad hex %q", s)
		}
		return v
	}
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		switch f[0] {
		case "sig":
			n, _ := strconv.Atoi(f[2])
			rows := make([][]uint64, n)
			for i := range rows {
				sc.Scan()
				for _, h := range strings.Fields(sc.Text()) {
					rows[i] = append(rows[i], hex(h))
				}
			}
			c.sigs[f[1]] = rows
		case "op":
			oc := opCase{ptx: f[1], dst: f[2], sig: f[3]}
			n := len(c.sigs[oc.sig])
			for i := 0; i < n; i++ {
				sc.Scan()
				oc.want = append(oc.want, hex(sc.Text()))
			}
			c.ops = append(c.ops, oc)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return c
}

// ptxOp is a parsed instruction name: opcode, modifiers, types.
type ptxOp struct {
	name  string
	mods  map[string]bool
	types []Type
	rnd   Rounding
	irnd  bool
}

func parsePTX(s string) ptxOp {
	parts := strings.Split(s, ".")
	o := ptxOp{name: parts[0], mods: map[string]bool{}}
	for _, p := range parts[1:] {
		if t, ok := ParseType(p); ok {
			o.types = append(o.types, t)
			continue
		}
		switch p {
		case "rn", "rz", "rm", "rp":
			o.rnd = map[string]Rounding{"rn": RN, "rz": RZ, "rm": RM, "rp": RP}[p]
		case "rni", "rzi", "rmi", "rpi":
			o.rnd = map[string]Rounding{"rni": RN, "rzi": RZ, "rmi": RM, "rpi": RP}[p]
			o.irnd = true
		}
		o.mods[p] = true
	}
	return o
}

// eval runs one instruction through package fp; ok is false for an
// instruction this evaluator does not know.
func eval(o ptxOp, in []uint64) (uint64, bool) {
	ftz, sat := o.mods["ftz"], o.mods["sat"]
	t := o.types[len(o.types)-1]
	if o.name == "cvt" {
		c := Cvt{Dst: o.types[0], Src: o.types[1], Round: o.rnd, Integral: o.irnd, FTZ: ftz, Sat: sat, Relu: o.mods["relu"], SatFinite: o.mods["satfinite"]}
		return c.Apply(in[0]), true
	}
	switch t {
	case F32:
		a, b, c := f32(in[0]), float32(0), float32(0)
		if len(in) > 1 {
			b = f32(in[1])
		}
		if len(in) > 2 {
			c = f32(in[2])
		}
		if ftz && (o.mods["approx"] || o.mods["full"] || o.name == "min" || o.name == "max" || o.name == "abs" || o.name == "neg") {
			a, b, c = FTZ32(a), FTZ32(b), FTZ32(c)
		}
		var r float32
		switch {
		case o.mods["approx"] || o.mods["full"]:
			switch o.name {
			case "rcp":
				r = RcpApprox32(a, ftz)
			case "sqrt":
				r = SqrtApprox32(a, ftz)
			case "rsqrt":
				r = RsqrtApprox32(a, ftz)
			case "ex2":
				r = Ex2Approx32(a, ftz)
			case "lg2":
				r = Lg2Approx32(a, ftz)
			case "sin":
				r = SinApprox32(a, ftz)
			case "cos":
				r = CosApprox32(a, ftz)
			case "tanh":
				r = TanhApprox32(a)
			case "div":
				if o.mods["full"] {
					r = DivFull32(a, b, ftz)
				} else {
					r = DivApprox32(a, b, ftz)
				}
			default:
				return 0, false
			}
			return uint64(math.Float32bits(r)), true
		case o.name == "add" && ftz:
			r = Add32FTZ(a, b, o.rnd)
		case o.name == "sub" && ftz:
			r = Sub32FTZ(a, b, o.rnd)
		case o.name == "mul" && ftz:
			r = Mul32FTZ(a, b, o.rnd)
		case o.name == "fma" && ftz:
			r = FMA32FTZ(a, b, c, o.rnd)
		case o.name == "div" && ftz:
			r = Div32FTZ(a, b, o.rnd)
		case o.name == "sqrt" && ftz:
			r = Sqrt32FTZ(a, o.rnd)
		case o.name == "rcp" && ftz:
			r = Rcp32FTZ(a, o.rnd)
		case o.name == "add":
			r = Add32(a, b, o.rnd)
		case o.name == "sub":
			r = Sub32(a, b, o.rnd)
		case o.name == "mul":
			r = Mul32(a, b, o.rnd)
		case o.name == "fma":
			r = FMA32(a, b, c, o.rnd)
		case o.name == "div":
			r = Div32(a, b, o.rnd)
		case o.name == "sqrt":
			r = Sqrt32(a, o.rnd)
		case o.name == "rcp":
			r = Rcp32(a, o.rnd)
		case o.name == "min":
			r = Min32(a, b, o.mods["NaN"])
		case o.name == "max":
			r = Max32(a, b, o.mods["NaN"])
		case o.name == "abs":
			r = Abs32(a)
		case o.name == "neg":
			r = Neg32(a)
		case o.name == "copysign":
			r = Copysign32(a, b)
		default:
			return 0, false
		}
		if ftz {
			r = FTZ32(r)
		}
		if sat {
			r = Sat32(r)
		}
		return uint64(math.Float32bits(r)), true
	case F64:
		a, b, c := f64(in[0]), 0.0, 0.0
		if len(in) > 1 {
			b = f64(in[1])
		}
		if len(in) > 2 {
			c = f64(in[2])
		}
		var r float64
		switch {
		case o.name == "rcp" && o.mods["approx"]:
			r = RcpApproxFTZ64(a)
		case o.name == "rsqrt":
			r = RsqrtApprox64(a, ftz)
		case o.name == "add":
			r = Add64(a, b, o.rnd)
		case o.name == "sub":
			r = Sub64(a, b, o.rnd)
		case o.name == "mul":
			r = Mul64(a, b, o.rnd)
		case o.name == "fma":
			r = FMA64(a, b, c, o.rnd)
		case o.name == "div":
			r = Div64(a, b, o.rnd)
		case o.name == "sqrt":
			r = Sqrt64(a, o.rnd)
		case o.name == "rcp":
			r = Rcp64(a, o.rnd)
		case o.name == "min":
			r = Min64(a, b, o.mods["NaN"])
		case o.name == "max":
			r = Max64(a, b, o.mods["NaN"])
		case o.name == "abs":
			r = Abs64(a)
		case o.name == "neg":
			r = Neg64(a)
		case o.name == "copysign":
			r = Copysign64(a, b)
		default:
			return 0, false
		}
		return math.Float64bits(r), true
	case F16, BF16:
		h := hF16
		if t == BF16 {
			h = hBF16
		}
		a, b, c := uint16(in[0]), uint16(0), uint16(0)
		if len(in) > 1 {
			b = uint16(in[1])
		}
		if len(in) > 2 {
			c = uint16(in[2])
		}
		if ftz {
			a, b, c = h.ftz(a), h.ftz(b), h.ftz(c)
		}
		var r uint16
		switch o.name {
		case "add":
			r = h.add(a, b, o.rnd)
		case "sub":
			r = h.add(a, b^0x8000, o.rnd)
		case "mul":
			if ftz {
				r = h.mulFTZ(a, b, o.rnd)
			} else {
				r = h.mul(a, b, o.rnd)
			}
		case "fma":
			if ftz {
				r = h.fmaFTZ(a, b, c, o.rnd)
			} else {
				r = h.fma(a, b, c, o.rnd)
			}
		case "min":
			r = h.minmax(a, b, false, o.mods["NaN"])
		case "max":
			r = h.minmax(a, b, true, o.mods["NaN"])
		case "neg":
			r = h.neg(a)
		case "abs":
			r = h.abs(a)
		default:
			return 0, false
		}
		if ftz {
			r = h.ftz(r)
		}
		if sat {
			r = h.sat(r)
		}
		if o.mods["relu"] {
			r = h.relu(r)
		}
		return uint64(r), true
	}
	// Integer division.
	a, b := in[0], in[1]
	switch o.name + "." + t.String() {
	case "div.u16":
		return uint64(DivU[uint16](uint16(a), uint16(b))), true
	case "rem.u16":
		return uint64(RemU[uint16](uint16(a), uint16(b))), true
	case "div.s16":
		return uint64(uint16(DivS[int16](int16(a), int16(b)))), true
	case "rem.s16":
		return uint64(uint16(RemS[int16](int16(a), int16(b)))), true
	case "div.u32":
		return uint64(DivU[uint32](uint32(a), uint32(b))), true
	case "rem.u32":
		return uint64(RemU[uint32](uint32(a), uint32(b))), true
	case "div.s32":
		return uint64(uint32(DivS[int32](int32(a), int32(b)))), true
	case "rem.s32":
		return uint64(uint32(RemS[int32](int32(a), int32(b)))), true
	case "div.u64":
		return DivU[uint64](a, b), true
	case "rem.u64":
		return RemU[uint64](a, b), true
	case "div.s64":
		return uint64(DivS[int64](int64(a), int64(b))), true
	case "rem.s64":
		return uint64(RemS[int64](int64(a), int64(b))), true
	}
	return 0, false
}

func dstMask(dst string) uint64 {
	switch dst {
	case "f64", "s64", "u64":
		return ^uint64(0)
	case "f32", "s32", "u32":
		return 0xffffffff
	}
	return 0xffff
}

// knownGaps are instructions the H200 computes in a way package fp does not
// reproduce bit for bit yet; their mismatches are reported, not failed.
var knownGaps = map[string]string{}

func TestH200Ops(t *testing.T) {
	c := readCorpus(t, "testdata/h200-ops.txt.gz")
	if len(c.ops) < 300 {
		t.Fatalf("corpus has %d instructions", len(c.ops))
	}
	total := 0
	for _, oc := range c.ops {
		o := parsePTX(oc.ptx)
		rows := c.sigs[oc.sig]
		bad, first := 0, ""
		for i, in := range rows {
			if ambiguousFMA64(o, in) {
				continue
			}
			got, ok := eval(o, in)
			if !ok {
				t.Errorf("%s: not evaluated", oc.ptx)
				break
			}
			got &= dstMask(oc.dst)
			if got != oc.want[i] {
				if bad == 0 {
					first = fmt.Sprintf("in %x: got %#x, H200 %#x", in, got, oc.want[i])
				}
				bad++
			}
			total++
		}
		if bad > 0 {
			if why, gap := knownGaps[oc.ptx]; gap {
				t.Logf("%s (%s): %d of %d differ; first %s", oc.ptx, why, bad, len(rows), first)
			} else {
				t.Errorf("%s: %d of %d differ; first %s", oc.ptx, bad, len(rows), first)
			}
		}
	}
	t.Logf("%d instructions, %d results", len(c.ops), total)
}

// ambiguousFMA64 reports an fma.f64 with two or more NaN operands: which one
// the result carries depends on how ptxas placed the factors in the DFMA
// instruction (see nan64First), which the inline assembly of the corpus did
// differently from nvcc's own code.
func ambiguousFMA64(o ptxOp, in []uint64) bool {
	if o.name != "fma" || o.types[0] != F64 {
		return false
	}
	n := 0
	for _, x := range in {
		if fmtF64.isNaN(x) {
			n++
		}
	}
	return n >= 2
}
