// Command mufutab analyses the raw output of tools/gpu/mufu.cu on the GPU
// machine and packs it, losslessly and compactly, for the work that follows
// off the device:
//
//	mufutab RAWDIR OUTDIR
//
// and then, off the device, turns that into sim/fp's tables, checking the
// models against every measurement:
//
//	mufutab -tables mufu.tar OUTDIR
//
// OUTDIR receives report.txt (also printed) and mufu.tar, whose members are
// zstd-compressed delta streams (see encodeDeltas): the sin/cos tables over
// the 25-bit turn fraction, the lg2 measurements for every exponent measured,
// and the first random samples of each instruction.
package main

import (
	"archive/tar"
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/klauspost/compress/zstd"

	"cudasim/sim/fp"
)

var (
	raw, out string
	report   bytes.Buffer
	tw       *tar.Writer
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

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func f32(u uint32) float32 { return math.Float32frombits(u) }
func b32(f float32) uint32 { return math.Float32bits(f) }

const (
	nKey     = 1 << 25
	sentinel = 0xffffffff
)

func main() {
	if len(os.Args) == 4 && os.Args[1] == "-tables" {
		m, err := unpack(os.Args[2])
		must(err)
		must(buildTables(m, os.Args[3]))
		fmt.Print(report.String()[:0])
		return
	}
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: mufutab RAWDIR OUTDIR | mufutab -tables mufu.tar OUTDIR")
		os.Exit(2)
	}
	raw, out = os.Args[1], os.Args[2]
	must(os.MkdirAll(out, 0o755))
	if b, err := os.ReadFile(filepath.Join(raw, "conflicts.txt")); err == nil {
		logf("%s", b)
	}
	var tb bytes.Buffer
	tw = tar.NewWriter(&tb)
	sincos()
	lg2()
	samples()
	must(tw.Close())
	must(os.WriteFile(filepath.Join(out, "mufu.tar"), tb.Bytes(), 0o644))
	must(os.WriteFile(filepath.Join(out, "report.txt"), report.Bytes(), 0o644))
}

func addMember(name string, data []byte) {
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBetterCompression))
	must(err)
	z := enc.EncodeAll(data, nil)
	must(tw.WriteHeader(&tar.Header{Name: name + ".zst", Mode: 0o644, Size: int64(len(z))}))
	_, err = tw.Write(z)
	must(err)
	logf("member %s: %d bytes raw, %d compressed\n", name, len(data), len(z))
}

// encodeDeltas stores vals against refs: one byte per entry, the difference
// of the bit patterns when it fits in [-126, 127], -128 for the sentinel (no
// measurement), -127 for an exception listed after the bytes as (index,
// value) pairs. Header: n, number of exceptions.
func encodeDeltas(vals, refs []uint32) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, uint32(len(vals)))
	codes := make([]byte, len(vals))
	var exc []byte
	for i, v := range vals {
		d := int64(int32(v - refs[i]))
		switch {
		case v == sentinel:
			codes[i] = 0x80
		case d >= -126 && d <= 127:
			codes[i] = byte(int8(d))
		default:
			codes[i] = 0x81
			exc = binary.LittleEndian.AppendUint32(exc, uint32(i))
			exc = binary.LittleEndian.AppendUint32(exc, v)
		}
	}
	binary.Write(&b, binary.LittleEndian, uint32(len(exc)/8))
	b.Write(codes)
	b.Write(exc)
	return b.Bytes()
}

// decodeDeltas inverts encodeDeltas.
func decodeDeltas(data []byte, refs func(i int) uint32) ([]uint32, error) {
	if len(data) < 8 {
		return nil, fmt.Errorf("delta stream: %d bytes", len(data))
	}
	n := int(binary.LittleEndian.Uint32(data))
	ne := int(binary.LittleEndian.Uint32(data[4:]))
	if len(data) != 8+n+8*ne {
		return nil, fmt.Errorf("delta stream: %d bytes, want %d", len(data), 8+n+8*ne)
	}
	v := make([]uint32, n)
	for i := range v {
		switch c := data[8+i]; c {
		case 0x80:
			v[i] = sentinel
		case 0x81:
		default:
			v[i] = refs(i) + uint32(int32(int8(c)))
		}
	}
	for k := 0; k < ne; k++ {
		off := 8 + n + 8*k
		i := binary.LittleEndian.Uint32(data[off:])
		if int(i) >= n {
			return nil, fmt.Errorf("delta stream: exception index %d >= %d", i, n)
		}
		v[i] = binary.LittleEndian.Uint32(data[off+4:])
	}
	return v, nil
}

func sinRef(j int) uint32 { return b32(float32(math.Sin(2 * math.Pi * float64(j) * 0x1p-25))) }
func cosRef(j int) uint32 { return b32(float32(math.Cos(2 * math.Pi * float64(j) * 0x1p-25))) }

func refs(n int, f func(int) uint32) []uint32 {
	r := make([]uint32, n)
	for i := range r {
		r[i] = f(i)
	}
	return r
}

var tabSin, tabCos, tabSinNeg, tabCosNeg []uint32

func sincos() {
	tabSin, tabCos = read32("tab_sin.u32"), read32("tab_cos.u32")
	tabSinNeg, tabCosNeg = read32("tab_sinneg.u32"), read32("tab_cosneg.u32")
	if len(tabSin) != nKey || len(tabCos) != nKey || len(tabSinNeg) != nKey || len(tabCosNeg) != nKey {
		logf("sin/cos tables missing or short\n")
		return
	}
	reached := func(t []uint32) (n int) {
		for _, v := range t {
			if v != sentinel {
				n++
			}
		}
		return
	}
	logf("keys reached: sin %d cos %d sinneg %d cosneg %d of %d\n", reached(tabSin), reached(tabCos), reached(tabSinNeg), reached(tabCosNeg), nKey)
	// Reached keys per eighth of a turn.
	var per [8]int
	for j, v := range tabSin {
		if v != sentinel {
			per[j>>22]++
		}
	}
	logf("sin keys reached per eighth turn (of %d): %v\n", 1<<22, per)
	type rel struct {
		name string
		a, b []uint32
		idx  func(j int) int
		xor  uint32
	}
	mask := nKey - 1
	for _, r := range []rel{
		{"sinneg[j] == -sin[j]", tabSinNeg, tabSin, func(j int) int { return j }, 0x80000000},
		{"cosneg[j] == cos[j]", tabCosNeg, tabCos, func(j int) int { return j }, 0},
		{"cos[j] == sin[j+2^23]", tabCos, tabSin, func(j int) int { return (j + 1<<23) & mask }, 0},
		{"cos[j] == sin[j+2^23-1]", tabCos, tabSin, func(j int) int { return (j + 1<<23 - 1) & mask }, 0},
		{"cos[j] == sin[2^23-j]", tabCos, tabSin, func(j int) int { return (1<<23 - j) & mask }, 0},
		{"sin[j+2^24] == -sin[j]", tabSin, tabSin, func(j int) int { return (j + 1<<24) & mask }, 0x80000000},
		{"sin[2^24-j] == sin[j]", tabSin, tabSin, func(j int) int { return (1<<24 - j) & mask }, 0},
		{"sin[2^24-1-j] == sin[j]", tabSin, tabSin, func(j int) int { return (1<<24 - 1 - j) & mask }, 0},
		{"sin[2^25-j] == -sin[j]", tabSin, tabSin, func(j int) int { return (nKey - j) & mask }, 0x80000000},
		{"cos[2^25-j] == cos[j]", tabCos, tabCos, func(j int) int { return (nKey - j) & mask }, 0},
		{"cos[j+2^24] == -cos[j]", tabCos, tabCos, func(j int) int { return (j + 1<<24) & mask }, 0x80000000},
		{"cos[2^24-j] == -cos[j]", tabCos, tabCos, func(j int) int { return (1<<24 - j) & mask }, 0x80000000},
	} {
		both, eq := 0, 0
		var ex []string
		for j := range nKey {
			a, b := r.a[j], r.b[r.idx(j)]
			if a == sentinel || b == sentinel {
				continue
			}
			both++
			if a == b^r.xor {
				eq++
			} else if len(ex) < 4 {
				ex = append(ex, fmt.Sprintf("j=%#x %08x/%08x", j, a, b))
			}
		}
		logf("symmetry %-26s: %d of %d pairs hold %v\n", r.name, eq, both, ex)
	}
	// Deltas against the correctly rounded values, for the report.
	for _, t := range []struct {
		name string
		v    []uint32
		ref  func(int) uint32
	}{{"sin", tabSin, sinRef}, {"cos", tabCos, cosRef}} {
		h := map[string]int{}
		for j, v := range t.v {
			if v == sentinel {
				h["none"]++
				continue
			}
			d := int64(int32(v - t.ref(j)))
			switch {
			case d >= -4 && d <= 4:
				h[strconv.Itoa(int(d))]++
			default:
				h["other"]++
			}
		}
		logf("%s table vs correctly rounded: %v\n", t.name, h)
	}
	addMember("sin.delta", encodeDeltas(tabSin, refs(nKey, sinRef)))
	addMember("cos.delta", encodeDeltas(tabCos, refs(nKey, cosRef)))
	// The negative tables as differences from the positive ones (all zero
	// bytes if the symmetries hold).
	negS := refs(nKey, func(j int) uint32 { return tabSin[j] ^ 0x80000000 })
	addMember("sinneg.delta", encodeDeltas(tabSinNeg, negS))
	addMember("cosneg.delta", encodeDeltas(tabCosNeg, tabCos))
}

// sinModel is the hypothesis under test: the measured table entry of the
// 25-bit fraction of |x·(1/2π)| (rounded toward zero), taken from the table
// of the input's sign.
func sinModel(pos, neg []uint32, x float32) uint32 {
	t := fp.Mul32(x, f32(0x3e22f983), fp.RZ)
	v := math.Abs(float64(t))
	if math.IsInf(v, 0) || v != v {
		return fp.CanonicalNaN32
	}
	key := int((v - math.Floor(v)) * 0x1p25)
	if math.Signbit(float64(x)) {
		return neg[key]
	}
	return pos[key]
}

func samples() {
	const keepN = 1 << 17
	for _, n := range []string{"sin.ftz", "sin", "cos.ftz", "cos", "lg2.ftz", "lg2"} {
		in, o := read32("ver_"+n+".in"), read32("ver_"+n+".out")
		if in == nil || o == nil || len(in) != len(o) {
			continue
		}
		if strings.HasPrefix(n, "sin") || strings.HasPrefix(n, "cos") {
			pos, neg := tabSin, tabSinNeg
			if strings.HasPrefix(n, "cos") {
				pos, neg = tabCos, tabCosNeg
			}
			if len(pos) == nKey {
				bad := 0
				classes := map[string]int{}
				for i, x := range in {
					if got := sinModel(pos, neg, f32(x)); got != o[i] {
						bad++
						classes[fmt.Sprintf("b%d", x>>23&0xff)]++
						if bad <= 6 {
							logf("  %s mismatch: in %08x model %08x gpu %08x\n", n, x, got, o[i])
						}
					}
				}
				logf("verify %-8s table model: %d samples, %d mismatch %v\n", n, len(in), bad, classes)
			}
		}
		k := min(keepN, len(in))
		b := make([]byte, 8*k)
		for i := range k {
			binary.LittleEndian.PutUint32(b[8*i:], in[i])
			binary.LittleEndian.PutUint32(b[8*i+4:], o[i])
		}
		addMember("ver_"+n+".pairs", b)
	}
}

// lg2 packs the measurements of lg2.approx.ftz(m·2^k) and tests whether they
// are one rounding of k + L(m) for a single L.
func lg2() {
	ks := []int{}
	tab := map[int][]uint32{}
	ents, _ := os.ReadDir(raw)
	for _, e := range ents {
		var k int
		if _, err := fmt.Sscanf(e.Name(), "tab_lg2_%d.u32", &k); err == nil {
			if v := read32(e.Name()); len(v) == 1<<23 {
				ks = append(ks, k)
				tab[k] = v
			}
		}
	}
	sort.Ints(ks)
	if tab[0] == nil || tab[-1] == nil {
		logf("lg2: k=0 or k=-1 missing\n")
		return
	}
	logf("lg2 exponents measured: %v\n", ks)
	n := 1 << 23
	m := func(i int) float64 { return 1 + float64(i)*0x1p-23 }
	addMember("lg2_0.delta", encodeDeltas(tab[0], refs(n, func(i int) uint32 { return b32(float32(math.Log2(m(i)))) })))
	addMember("lg2_-1.delta", encodeDeltas(tab[-1], refs(n, func(i int) uint32 { return b32(float32(math.Log2(m(i)) - 1)) })))
	q := lg2Q(tab[0], tab[-1])
	for _, k := range ks {
		if k == 0 || k == -1 {
			continue
		}
		addMember(fmt.Sprintf("lg2_%d.delta", k), encodeDeltas(tab[k], refs(n, func(i int) uint32 { return b32(float32(float64(k) + q[i])) })))
	}
	lg2Intervals(ks, tab)
}

// lg2Q is the estimate of L(m) from k=0 and k=-1 (exact in float64).
func lg2Q(t0, tm1 []uint32) []float64 {
	q := make([]float64, len(t0))
	for i := range q {
		if v := float64(f32(t0[i])); v < 0.5 {
			q[i] = v
		} else {
			q[i] = 1 + float64(f32(tm1[i]))
		}
	}
	return q
}

// interval is the set of reals v with round(v) = r under a rounding
// hypothesis, as a closed interval (exact in float64).
func interval(r float32, mode string) (lo, hi float64) {
	v := float64(r)
	up := float64(math.Nextafter32(r, float32(math.Inf(1))))
	dn := float64(math.Nextafter32(r, float32(math.Inf(-1))))
	if r == 0 {
		up, dn = 0x1p-149, -0x1p-149
	}
	switch mode {
	case "rn":
		return v - (v-dn)/2, v + (up-v)/2
	case "rd": // floor
		return v, up
	case "ru":
		return dn, v
	case "rz":
		if v > 0 {
			return v, up
		}
		return dn, v
	}
	return math.Inf(-1), math.Inf(1)
}

func lg2Intervals(ks []int, tab map[int][]uint32) {
	n := 1 << 23
	for _, mode := range []string{"rn", "rz", "rd", "ru"} {
		bad := 0
		badK := map[int]int{}
		fh := map[int]int{}
		var ex []string
		for i := range n {
			lo, hi := math.Inf(-1), math.Inf(1)
			for _, k := range ks {
				a, b := interval(f32(tab[k][i]), mode)
				a, b = a-float64(k), b-float64(k)
				if a > lo {
					lo = a
				}
				if b < hi {
					hi = b
				}
				if lo > hi {
					badK[k]++
					break
				}
			}
			if lo > hi {
				bad++
				if len(ex) < 3 {
					ex = append(ex, fmt.Sprintf("m=1+%#x/2^23", i))
				}
				continue
			}
			if mode == "rn" {
				F := 0
				for ; F < 64; F++ {
					s := math.Ldexp(1, F)
					if math.Ceil(lo*s) <= math.Floor(hi*s) {
						break
					}
				}
				fh[F]++
			}
		}
		logf("lg2 = round_%s(k + L(m)): %d of %d mantissas inconsistent (first failing k: %v) %v\n", mode, bad, n, badK, ex)
		if mode == "rn" {
			logf("  fraction bits needed by a consistent L (histogram): %v\n", fh)
		}
	}
}
