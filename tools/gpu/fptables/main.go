// Command fptables turns the raw measurements of tools/gpu/measure.cu into the
// table files of sim/fp/tables and checks sim/fp's models against the random
// samples measured with them. It runs on the GPU machine right after measure:
//
//	fptables RAWDIR OUTDIR
//
// OUTDIR receives tables.tar (the .fpt files), samples.txt.gz (verification
// samples for sim/fp's tests: "op input output" in hex, a fixed share of every
// op plus its mismatches) and report.txt (also printed).
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"

	"cudasim/sim/fp"
	"cudasim/sim/fp/fpenc"
)

var (
	raw, out string
	report   bytes.Buffer
)

func logf(format string, args ...any) {
	s := fmt.Sprintf(format, args...)
	fmt.Print(s)
	report.WriteString(s)
}

func read32(name string) []uint32 {
	b, err := os.ReadFile(filepath.Join(raw, name))
	if err != nil {
		logf("missing %s: %v\n", name, err)
		return nil
	}
	v := make([]uint32, len(b)/4)
	for i := range v {
		v[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return v
}

func read64(name string) []uint64 {
	b, err := os.ReadFile(filepath.Join(raw, name))
	if err != nil {
		logf("missing %s: %v\n", name, err)
		return nil
	}
	v := make([]uint64, len(b)/8)
	for i := range v {
		v[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return v
}

func f32(u uint32) float32 { return math.Float32frombits(u) }
func b32(f float32) uint32 { return math.Float32bits(f) }

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: fptables RAWDIR OUTDIR")
		os.Exit(2)
	}
	raw, out = os.Args[1], os.Args[2]
	tables()
	var samples bytes.Buffer
	verify(&samples)
	lg2Analysis()
	resolution()
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(samples.Bytes())
	zw.Close()
	must(os.WriteFile(filepath.Join(out, "samples.txt.gz"), gz.Bytes(), 0o644))
	must(os.WriteFile(filepath.Join(out, "report.txt"), report.Bytes(), 0o644))
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func tables() {
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	for _, t := range []struct{ name, file string }{
		{fp.TableEx2Pos, "tab_ex2pos.u32"}, {fp.TableEx2Neg, "tab_ex2neg.u32"}, {fp.TableRcp, "tab_rcp.u32"},
		{fp.TableSqrt, "tab_sqrt.u32"}, {fp.TableRsqrt, "tab_rsqrt.u32"}, {fp.TableRcp64, "tab_rcp64.u32"},
		{fp.TableRsqrt64, "tab_rsqrt64.u32"},
	} {
		v := read32(t.file)
		if v == nil {
			continue
		}
		var hist [4]int
		for i, x := range v {
			switch ref := fp.TableRef(t.name, i); x {
			case ref:
				hist[0]++
			case ref + 1:
				hist[1]++
			case ref - 1:
				hist[2]++
			default:
				hist[3]++
			}
		}
		enc, err := fpenc.EncodeTable(t.name, v)
		must(err)
		must(fp.UseTable(t.name, enc))
		logf("table %-7s %9d entries: ref %d, +1 %d, -1 %d, exceptions %d; %d bytes encoded\n", t.name, len(v), hist[0], hist[1], hist[2], hist[3], len(enc))
		tw.WriteHeader(&tar.Header{Name: t.name + ".fpt", Mode: 0o644, Size: int64(len(enc))})
		tw.Write(enc)
	}
	tw.Close()
	must(os.WriteFile(filepath.Join(out, "tables.tar"), tb.Bytes(), 0o644))
	for _, p := range [][2]string{{"tab_rcp.u32", "tab_rcpnf.u32"}, {"tab_sqrt.u32", "tab_sqrtnf.u32"}, {"tab_rsqrt.u32", "tab_rsqrtnf.u32"}} {
		a, b := read32(p[0]), read32(p[1])
		d := 0
		for i := range a {
			if i < len(b) && a[i] != b[i] {
				d++
			}
		}
		logf("%s vs %s (ftz vs not, normal inputs): %d of %d differ\n", p[0], p[1], d, len(a))
	}
}

// op32 is a model of a one-operand f32 instruction.
var op32 = map[string]func(float32) float32{
	"ex2.ftz":   func(x float32) float32 { return fp.Ex2Approx32(x, true) },
	"ex2":       func(x float32) float32 { return fp.Ex2Approx32(x, false) },
	"rcp.ftz":   func(x float32) float32 { return fp.RcpApprox32(x, true) },
	"rcp":       func(x float32) float32 { return fp.RcpApprox32(x, false) },
	"sqrt.ftz":  func(x float32) float32 { return fp.SqrtApprox32(x, true) },
	"sqrt":      func(x float32) float32 { return fp.SqrtApprox32(x, false) },
	"rsqrt.ftz": func(x float32) float32 { return fp.RsqrtApprox32(x, true) },
	"rsqrt":     func(x float32) float32 { return fp.RsqrtApprox32(x, false) },
	"lg2.ftz":   func(x float32) float32 { return fp.Lg2Approx32(x, true) },
	"lg2":       func(x float32) float32 { return fp.Lg2Approx32(x, false) },
	"sin.ftz":   func(x float32) float32 { return fp.SinApprox32(x, true) },
	"cos.ftz":   func(x float32) float32 { return fp.CosApprox32(x, true) },
	"tanh":      fp.TanhApprox32,
	"expf":      expf,
}

var op32x2 = map[string]func(a, b float32) float32{
	"div.approx.ftz": func(a, b float32) float32 { return fp.DivApprox32(a, b, true) },
	"div.approx":     func(a, b float32) float32 { return fp.DivApprox32(a, b, false) },
	"div.full.ftz":   func(a, b float32) float32 { return fp.DivFull32(a, b, true) },
	"div.full":       func(a, b float32) float32 { return fp.DivFull32(a, b, false) },
}

var op64 = map[string]func(float64) float64{
	"rcp64":       fp.RcpApproxFTZ64,
	"rsqrt64":     func(x float64) float64 { return fp.RsqrtApprox64(x, false) },
	"rsqrt64.ftz": func(x float64) float64 { return fp.RsqrtApprox64(x, true) },
}

// expf is nvcc 13's expf (default flags) replayed with sim/fp's primitives.
func expf(x float32) float32 {
	t := fp.FMA32(x, f32(0x3BBB989D), 0.5, fp.RN)
	t = fp.Sat32(t)
	j := fp.FMA32(t, f32(0x437C0000), f32(0x4B400001), fp.RM)
	k := fp.Add32(j, f32(0xCB40007F), fp.RN)
	k = fp.Neg32(k)
	q := fp.FMA32(x, f32(0x3FB8AA3B), k, fp.RN)
	q = fp.FMA32(x, f32(0x32A57060), q, fp.RN)
	s := f32(b32(j) << 23)
	e := fp.Ex2Approx32(q, true)
	return fp.Mul32(e, s, fp.RN)
}

// ulpDiff is the distance in representable f32 values.
func ulpDiff(a, b uint32) int64 {
	o := func(u uint32) int64 {
		if int32(u) < 0 {
			return int64(math.MinInt32) - int64(int32(u))
		}
		return int64(u)
	}
	d := o(a) - o(b)
	if d < 0 {
		d = -d
	}
	return d
}

func class32(x uint32) string {
	f := f32(x)
	switch {
	case f != f:
		return "nan"
	case math.IsInf(float64(f), 0):
		return "inf"
	case f == 0:
		return "zero"
	case x&0x7f800000 == 0:
		return "sub"
	}
	return "norm"
}

const keep = 1024 // samples per op kept for the tests

func verify(samples *bytes.Buffer) {
	names := make([]string, 0)
	for n := range op32 {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		in, o := read32("ver_"+n+".in"), read32("ver_"+n+".out")
		if in == nil || o == nil {
			continue
		}
		f := op32[n]
		bad, kept := 0, 0
		var maxULP int64
		classes := map[string]int{}
		for i, x := range in {
			got := b32(f(f32(x)))
			want := o[i]
			ok := got == want
			if !ok {
				bad++
				classes[class32(x)+"->"+class32(want)]++
				if d := ulpDiff(got, want); d > maxULP && f32(want) == f32(want) {
					maxULP = d
				}
				if bad <= 4 {
					logf("  %s mismatch: in %#08x model %#08x gpu %#08x\n", n, x, got, want)
				}
			}
			if i < keep || (!ok && kept < 256) {
				if !ok {
					kept++
				}
				fmt.Fprintf(samples, "%s %08x %08x\n", n, x, want)
			}
		}
		logf("verify %-14s %d samples: %d mismatch (max %d ulp) %v\n", n, len(in), bad, maxULP, classes)
		if n == "ex2" || n == "rcp" {
			subnormalHypotheses(n, in, o)
		}
	}
	names = names[:0]
	for n := range op32x2 {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		in, o := read32("ver_"+n+".in"), read32("ver_"+n+".out")
		if in == nil || o == nil {
			continue
		}
		f := op32x2[n]
		bad, kept := 0, 0
		classes := map[string]int{}
		for i := range o {
			a, b := in[2*i], in[2*i+1]
			got := b32(f(f32(a), f32(b)))
			ok := got == o[i]
			if !ok {
				bad++
				classes[class32(a)+"/"+class32(b)+"->"+class32(o[i])]++
				if bad <= 4 {
					logf("  %s mismatch: %#08x / %#08x model %#08x gpu %#08x\n", n, a, b, got, o[i])
				}
			}
			if i < keep || (!ok && kept < 256) {
				if !ok {
					kept++
				}
				fmt.Fprintf(samples, "%s %08x,%08x %08x\n", n, a, b, o[i])
			}
		}
		logf("verify %-14s %d samples: %d mismatch %v\n", n, len(o), bad, classes)
	}
	names = names[:0]
	for n := range op64 {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		in, o := read64("ver_"+n+".in"), read64("ver_"+n+".out")
		if in == nil || o == nil {
			continue
		}
		f := op64[n]
		bad, kept := 0, 0
		var maxULP uint64
		for i, x := range in {
			got := math.Float64bits(f(math.Float64frombits(x)))
			ok := got == o[i]
			if !ok {
				bad++
				if d := got - o[i]; d < 1<<40 || -d < 1<<40 {
					if -d < d {
						d = -d
					}
					if d > maxULP {
						maxULP = d
					}
				}
				if bad <= 4 {
					logf("  %s mismatch: in %#016x model %#016x gpu %#016x\n", n, x, got, o[i])
				}
			}
			if i < keep || (!ok && kept < 256) {
				if !ok {
					kept++
				}
				fmt.Fprintf(samples, "%s %016x %016x\n", n, x, o[i])
			}
		}
		logf("verify %-14s %d samples: %d mismatch (max %d ulp where close)\n", n, len(in), bad, maxULP)
	}
}

// subnormalHypotheses tests how results in the subnormal range are rounded
// (non-ftz ex2 and rcp): the table value scaled and rounded to nearest, toward
// zero, or away from zero.
func subnormalHypotheses(n string, in, o []uint32) {
	hyp := map[string]int{}
	total := 0
	for i, x := range in {
		w := o[i]
		if w&0x7f800000 != 0 || w&0x7fffff == 0 {
			continue // only subnormal results
		}
		total++
		ftzName := n + ".ftz"
		// The table value before scaling: evaluate the ftz op at an input whose result stays normal.
		xf := f32(x)
		var t float64
		var sh int
		switch n {
		case "ex2":
			ax := math.Abs(float64(xf))
			k := math.Floor(ax)
			t = float64(op32[ftzName](f32(b32(float32(-(ax - k))))))
			sh = int(k)
		case "rcp":
			fr, e := math.Frexp(float64(xf)) // |x| = fr*2^e, fr in [0.5,1)
			m := float32(fr * 2)
			t = math.Abs(float64(op32[ftzName](m)))
			sh = e - 1
		}
		exact := math.Ldexp(t, -sh) // exact in float64 (no underflow at these scales)
		q := exact * 0x1p149        // in units of the smallest subnormal
		cands := map[string]float64{"rn": math.RoundToEven(q), "rz": math.Floor(q), "ru": math.Ceil(q), "rha": math.Floor(q + 0.5)}
		for k, v := range cands {
			if uint32(v) == w&0x7fffffff {
				hyp[k]++
			}
		}
	}
	logf("  %s subnormal results: %d; matches by rounding of table*2^-n: %v\n", n, total, hyp)
}

// lg2Analysis looks for the structure of lg2.approx.ftz: is the result the
// f32 rounding of k + Q(m) for a fixed-point Q measured at k = 0 and -1?
func lg2Analysis() {
	L := map[int][]uint32{}
	for _, k := range []int{0, -1, 1, 10, -10, 64, -64, -126} {
		L[k] = read32(fmt.Sprintf("tab_lg2_%d.u32", k))
		if L[k] == nil {
			return
		}
	}
	// Fraction bits needed by the k=0 results (exact multiples of 2^-N?).
	maxBits := 0
	hist := map[int]int{}
	for i := 1; i < len(L[0]); i++ {
		v := float64(f32(L[0][i]))
		if v == 0 {
			continue
		}
		fr, e := math.Frexp(v)
		m := uint64(fr * (1 << 53))
		tz := 0
		for m&1 == 0 {
			m >>= 1
			tz++
		}
		bits := 53 - tz - e
		hist[bits]++
		if bits > maxBits {
			maxBits = bits
		}
	}
	logf("lg2 k=0: results are multiples of 2^-%d (histogram of needed fraction bits %v)\n", maxBits, hist)
	q := make([]float64, len(L[0]))
	for i := range q {
		v0 := float64(f32(L[0][i]))
		if v0 < 0.5 {
			q[i] = v0
		} else {
			q[i] = 1 + float64(f32(L[-1][i]))
		}
	}
	for _, k := range []int{1, 10, -10, 64, -64, -126, 0, -1} {
		bad := 0
		for i, want := range L[k] {
			if b32(float32(float64(k)+q[i])) != want {
				bad++
			}
		}
		logf("lg2 hypothesis f32(k + Q) with Q from k=0/-1: k=%d: %d of %d differ\n", k, bad, len(L[k]))
	}
	// Exactness of the stand-in on [1,2).
	eq := 0
	for i, v := range L[0] {
		if b32(fp.Lg2Approx32(f32(0x3f800000+uint32(i)), true)) == v {
			eq++
		}
	}
	logf("lg2 stand-in equals the GPU on [1,2): %d of %d\n", eq, len(L[0]))
}

// resolution reports how many low input bits MUFU.SIN/COS/TANH/LG2 ignore:
// for each shift s, whether the dense runs' outputs are a function of the
// input (for sin/cos: of the turns value after FMUL.RZ) with its s low bits
// dropped, and of the turns' fraction in fixed point with k bits.
func resolution() {
	for _, d := range []struct {
		file  string
		base  uint32
		turns bool
	}{{"dense_sin.u32", 0x3f800000, true}, {"dense_cos.u32", 0x3f800000, true}, {"dense_lg2.u32", 0x3f800000, false}, {"dense_tanh.u32", 0x3f000000, false}} {
		o := read32(d.file)
		if o == nil {
			continue
		}
		key := func(i int) uint32 {
			x := f32(d.base + uint32(i))
			if d.turns {
				return b32(fp.Mul32FTZ(x, f32(0x3e22f983), fp.RZ))
			}
			return b32(x)
		}
		var res []string
		for sh := 0; sh <= 10; sh++ {
			m := map[uint32]uint32{}
			conflicts := 0
			for i, v := range o {
				k := key(i) >> uint(sh)
				if w, ok := m[k]; ok && w != v {
					conflicts++
				}
				m[k] = v
			}
			res = append(res, fmt.Sprintf("s%d:%d/%d", sh, conflicts, len(m)))
		}
		logf("resolution %s (bits dropped: conflicts/buckets): %v\n", d.file, res)
		if d.turns {
			var rk []string
			for k := 18; k <= 30; k++ {
				m := map[int64]uint32{}
				conflicts := 0
				for i, v := range o {
					t := float64(f32(key(i)))
					q := int64(math.Floor((t - math.Floor(t)) * math.Ldexp(1, k)))
					if w, ok := m[q]; ok && w != v {
						conflicts++
					}
					m[q] = v
				}
				rk = append(rk, fmt.Sprintf("k%d:%d/%d", k, conflicts, len(m)))
			}
			logf("resolution %s fixed-point fraction of turns: %v\n", d.file, rk)
		}
	}
}
