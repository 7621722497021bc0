package sim

import (
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/bits"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"cudasim/sim/fp"
)

// The tensor-core reference set (testdata/reference/tensor): inputs and outputs of every probe
// kernel recorded on the H200 by probe/host.cpp. This file decodes them into logical matrices
// and checks the arithmetic model (fp.MMAModel and friends) element by element, independently of
// the PTX path; tensor_ref_test.go runs the recorded PTX itself.

const tensorRefDir = "../testdata/reference/tensor"

// probe type codes (probe/host.cpp)
const (
	ptF16 = iota
	ptBF16
	ptTF32
	ptF32
	ptF64
	ptS8
	ptU8
	ptS4
	ptU4
	ptB1
	ptS32
	ptE4M3
	ptE5M2
)

var ptBits = []int{16, 16, 32, 32, 64, 8, 8, 4, 4, 1, 32, 8, 8}

type probeVar struct {
	group, name                                   string
	kind, m, n, k, ta, tb, tc, td, al, bl, na, nb int
	nc, nd, ntr, sat                              int
}

func loadProbeVars(t testing.TB) map[string]probeVar {
	b, err := os.ReadFile(filepath.Join(tensorRefDir, "probe", "variants.h"))
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`\{"(\w+)", "(\w+)", ([-\d, ]+)\}`)
	vs := map[string]probeVar{}
	for _, m := range re.FindAllStringSubmatch(string(b), -1) {
		var n []int
		for _, f := range strings.Split(m[3], ",") {
			x, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				t.Fatal(err)
			}
			n = append(n, x)
		}
		v := probeVar{m[1], m[2], n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9], n[10], n[11], n[12], n[13], n[14], n[15]}
		vs[v.name] = v
	}
	return vs
}

type probeParams struct {
	offA, offB, offC, offD, lda, ldb, ldc, ldd, clay, satf, dist uint32
}

type probeRun struct {
	p          []probeParams
	a, b, c, d []byte
	dfill      byte
}

func loadProbeRun(path string) (*probeRun, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(raw) < 32 || binary.LittleEndian.Uint32(raw) != 0x31504354 {
		return nil, fmt.Errorf("%s: not a probe file", path)
	}
	h := make([]uint32, 8)
	for i := range h {
		h[i] = binary.LittleEndian.Uint32(raw[4*i:])
	}
	n := int(h[2])
	r := &probeRun{dfill: byte(h[7])}
	o := 32
	for i := 0; i < n; i++ {
		w := func(j int) uint32 { return binary.LittleEndian.Uint32(raw[o+64*i+4*j:]) }
		r.p = append(r.p, probeParams{w(0), w(1), w(2), w(3), w(4), w(5), w(6), w(7), w(8), w(9), w(10)})
	}
	o += 64 * n
	take := func(sz uint32) []byte {
		s := raw[o : o+int(sz)]
		o += int(sz)
		return s
	}
	if o+int(h[3]+h[4]+h[5]+h[6]) != len(raw) {
		return nil, fmt.Errorf("%s: size mismatch", path)
	}
	r.a, r.b, r.c, r.d = take(h[3]), take(h[4]), take(h[5]), take(h[6])
	return r, nil
}

// getElem reads element idx of width nbits from buf at byte offset base (sub-byte elements low
// bits first).
func getElem(buf []byte, base int, nbits int, idx int) uint64 {
	if nbits >= 8 {
		var v uint64
		for i := 0; i < nbits/8; i++ {
			v |= uint64(buf[base+idx*nbits/8+i]) << (8 * i)
		}
		return v
	}
	bit := idx * nbits
	return uint64(buf[base+bit/8]>>(bit%8)) & (1<<nbits - 1)
}

// probeMats are one trial's logical operands: [q][row][col] element bits.
type probeMats struct {
	a, b, c, d [][][]uint64
}

func newMat(q, r, c int) [][][]uint64 {
	m := make([][][]uint64, q)
	for i := range m {
		m[i] = make([][]uint64, r)
		for j := range m[i] {
			m[i][j] = make([]uint64, c)
		}
	}
	return m
}

func (v probeVar) quad() bool { return v.kind == 1 && v.m == 8 && v.k == 4 && v.ta == ptF16 }

func decodeTrial(v probeVar, r *probeRun, t int) probeMats {
	p := r.p[t]
	nq := 1
	if v.quad() {
		nq = 4
	}
	pm := probeMats{newMat(nq, v.m, v.k), newMat(nq, v.k, v.n), newMat(nq, v.m, v.n), newMat(nq, v.m, v.n)}
	if v.kind == 0 {
		ab, cb, db := ptBits[v.ta], ptBits[v.tc], ptBits[v.td]
		for i := 0; i < v.m; i++ {
			for k := 0; k < v.k; k++ {
				idx := i*int(p.lda) + k
				if v.al == 1 {
					idx = k*int(p.lda) + i
				}
				pm.a[0][i][k] = getElem(r.a, int(p.offA), ab, idx)
			}
		}
		for k := 0; k < v.k; k++ {
			for j := 0; j < v.n; j++ {
				idx := k*int(p.ldb) + j
				if v.bl == 1 {
					idx = j*int(p.ldb) + k
				}
				pm.b[0][k][j] = getElem(r.b, int(p.offB), ab, idx)
			}
		}
		for i := 0; i < v.m; i++ {
			for j := 0; j < v.n; j++ {
				ic, id := i*int(p.ldc)+j, i*int(p.ldd)+j
				if p.clay == 1 {
					ic, id = j*int(p.ldc)+i, j*int(p.ldd)+i
				}
				pm.c[0][i][j] = getElem(r.c, int(p.offC), cb, ic)
				pm.d[0][i][j] = getElem(r.d, int(p.offD), db, id)
			}
		}
		return pm
	}
	sh := mmaShape{v.m, v.n, v.k}
	quad := v.quad()
	ops := []struct {
		which byte
		bits  int
		words int
		buf   []byte
		off   uint32
		dst   [][][]uint64
	}{
		{'a', ptBits[v.ta], v.na, r.a, p.offA, pm.a},
		{'b', ptBits[v.tb], v.nb, r.b, p.offB, pm.b},
		{'c', ptBits[v.tc], v.nc, r.c, p.offC, pm.c},
		{'c', ptBits[v.td], v.nd, r.d, p.offD, pm.d},
	}
	for _, o := range ops {
		n := mmaFragLen(sh, o.which, quad)
		for lane := 0; lane < 32; lane++ {
			for e := 0; e < n; e++ {
				pos := mmaFragPos(sh, o.which, o.bits, quad, v.al == 0, v.bl == 0, lane, e)
				base := int(o.off) + lane*o.words*4
				o.dst[pos.q][pos.r][pos.c] = getElem(o.buf, base, o.bits, e)
			}
		}
	}
	return pm
}

var mmaElemOf = map[int]fp.MMAElem{ptF16: fp.MMAF16, ptBF16: fp.MMABF16, ptTF32: fp.MMATF32, ptF32: fp.MMAF32,
	ptF64: fp.MMAF64, ptE4M3: fp.MMAE4M3, ptE5M2: fp.MMAE5M2}

// modelDot evaluates the model for one output element; ok is false for types it does not cover.
func modelDot(v probeVar, m *fp.MMAModel, arow, bcol []uint64, c uint64) (uint64, bool) {
	if q := os.Getenv("TENSOR_QUAD"); q != "" && v.quad() {
		h := func(x uint64) float32 { return fp.F16ToF32(uint16(x)) }
		var d float32
		if v.tc == ptF16 {
			d = h(c)
		} else {
			d = math.Float32frombits(uint32(c))
		}
		order := []int{0, 1, 2, 3}
		if q == "rev" {
			order = []int{3, 2, 1, 0}
		}
		if q == "pairA" {
			p01 := fp.Add32(h(arow[0])*h(bcol[0]), h(arow[1])*h(bcol[1]), fp.RN)
			p23 := fp.Add32(h(arow[2])*h(bcol[2]), h(arow[3])*h(bcol[3]), fp.RN)
			d = fp.Add32(fp.Add32(d, p01, fp.RN), p23, fp.RN)
		} else if q == "pairZ" {
			p01 := fp.Add32(h(arow[0])*h(bcol[0]), h(arow[1])*h(bcol[1]), fp.RZ)
			p23 := fp.Add32(h(arow[2])*h(bcol[2]), h(arow[3])*h(bcol[3]), fp.RZ)
			d = fp.Add32(d, fp.Add32(p01, p23, fp.RZ), fp.RZ)
		} else if q == "pair" {
			p01 := fp.FMA32(h(arow[1]), h(bcol[1]), fp.Mul32(h(arow[0]), h(bcol[0]), fp.RN), fp.RN)
			p23 := fp.FMA32(h(arow[3]), h(bcol[3]), fp.Mul32(h(arow[2]), h(bcol[2]), fp.RN), fp.RN)
			d = fp.Add32(d, fp.Add32(p01, p23, fp.RN), fp.RN)
		} else {
			for _, k := range order {
				d = fp.FMA32(h(arow[k]), h(bcol[k]), d, fp.RN)
			}
		}
		if v.td == ptF16 {
			return uint64(fp.F32ToF16(d, fp.RN)), true
		}
		return uint64(math.Float32bits(d)), true
	}
	if v.quad() && os.Getenv("TENSOR_QUAD") == "" {
		return mmaQuad(arow, bcol, v.tc == ptF16, v.td == ptF16, c), true
	}
	switch v.ta {
	case ptF16, ptBF16, ptTF32, ptE4M3, ptE5M2:
		return m.MMADot(mmaElemOf[v.ta], mmaElemOf[v.tb], arow, bcol, mmaElemOf[v.tc], c, mmaElemOf[v.td]), true
	case ptF64:
		return mmaF64(arow, bcol, c, fp.RN), true
	case ptS8, ptU8, ptS4, ptU4:
		var s int64
		for k := range arow {
			s += probeSext(v.ta, arow[k]) * probeSext(v.tb, bcol[k])
		}
		s += int64(int32(uint32(c)))
		if v.sat == 1 {
			s = min(max(s, math.MinInt32), math.MaxInt32)
		}
		return uint64(uint32(s)), true
	case ptB1:
		var s int64
		for k := range arow {
			if v.sat == 1 || strings.HasSuffix(v.name, "_and") {
				s += int64(arow[k] & bcol[k])
			} else {
				s += int64(arow[k] ^ bcol[k])
			}
		}
		return uint64(uint32(int64(int32(uint32(c))) + s)), true
	}
	return 0, false
}

func probeSext(ty int, x uint64) int64 {
	b := ptBits[ty]
	if ty == ptS8 || ty == ptS4 {
		return int64(x<<(64-b)) >> (64 - b)
	}
	return int64(x)
}

// modelFor picks the model under test for a variant (TENSOR_MODEL overrides: group,frac,round,out).
func modelFor(v probeVar) *fp.MMAModel {
	if s := os.Getenv("TENSOR_MODEL"); s != "" {
		var g, f, r, o, n int
		fmt.Sscanf(s, "%d,%d,%d,%d,%d", &g, &f, &r, &o, &n)
		return &fp.MMAModel{Group: g, Frac: f, Round: fp.Rounding(r), Out: fp.Rounding(o), Nominal: n != 0, ZeroPlus: true}
	}
	return fp.TensorModel(mmaElemOf[v.ta], v.k, v.kind == 0)
}

// TestTensorModel checks the arithmetic model against every recorded output element and
// reports the exactness per kernel; it fails where a kernel listed as exact has a mismatch.
func TestTensorModel(t *testing.T) {
	dir := os.Getenv("TENSOR_DATA")
	if dir == "" {
		dir = filepath.Join(tensorRefDir, "h200")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.bin.gz"))
	if len(files) == 0 {
		t.Skip("no recorded data in " + dir)
	}
	vs := loadProbeVars(t)
	sort.Strings(files)
	only := os.Getenv("TENSOR_ONLY")
	type tally struct{ n, ok int }
	perType := map[string]*tally{}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".bin.gz")
		v, ok := vs[name]
		if !ok || v.kind > 1 || only != "" && !regexp.MustCompile(only).MatchString(name) {
			continue
		}
		r, err := loadProbeRun(f)
		if err != nil {
			t.Fatal(err)
		}
		m := modelFor(v)
		n, good := 0, 0
		distBad := map[uint32]int{}
		var shown int
		for tr := range r.p {
			pm := decodeTrial(v, r, tr)
			for q := range pm.a {
				for i := 0; i < v.m; i++ {
					for j := 0; j < v.n; j++ {
						bcol := make([]uint64, v.k)
						for k := range bcol {
							bcol[k] = pm.b[q][k][j]
						}
						want, ok := modelDot(v, m, pm.a[q][i], bcol, pm.c[q][i][j])
						if !ok {
							continue
						}
						n++
						got := pm.d[q][i][j]
						if got == want {
							good++
							continue
						}
						distBad[r.p[tr].dist]++
						if shown < 3 && os.Getenv("TENSOR_VERBOSE") != "" {
							shown++
							t.Logf("%s trial %d dist %d (%d,%d): got %#x want %#x\n  a=%x\n  b=%x\n  c=%#x", name, tr,
								r.p[tr].dist, i, j, got, want, pm.a[q][i], bcol, pm.c[q][i][j])
						}
					}
				}
			}
		}
		if n == 0 {
			continue
		}
		key := strings.SplitN(name, "_", 3)[1] + " " + strings.SplitN(name, "_", 2)[0]
		if perType[key] == nil {
			perType[key] = &tally{}
		}
		perType[key].n += n
		perType[key].ok += good
		if good != n {
			t.Logf("%-36s %6d/%6d exact; mismatches by distribution %v", name, good, n, distBad)
			_, known := tensorKnown[name]
			if !known && os.Getenv("TENSOR_MODEL") == "" && os.Getenv("TENSOR_QUAD") == "" {
				t.Errorf("%s: the model misses %d of %d recorded elements", name, n-good, n)
			}
		}
	}
	keys := make([]string, 0, len(perType))
	for k := range perType {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-14s %7d/%7d elements bit-exact", k, perType[k].ok, perType[k].n)
	}
	_ = bits.Len
}

// TestTensorFit (TENSOR_FIT=regexp of kernels) scores a grid of models on the recorded data.
func TestTensorFit(t *testing.T) {
	re := os.Getenv("TENSOR_FIT")
	if re == "" {
		t.Skip("TENSOR_FIT not set")
	}
	vs := loadProbeVars(t)
	files, _ := filepath.Glob(filepath.Join(tensorRefDir, "h200", "*.bin.gz"))
	type cse struct {
		v          probeVar
		arow, bcol []uint64
		c, d       uint64
	}
	var cases []cse
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".bin.gz")
		v, ok := vs[name]
		if !ok || v.kind > 1 || !regexp.MustCompile(re).MatchString(name) {
			continue
		}
		r, _ := loadProbeRun(f)
		for tr := range r.p {
			pm := decodeTrial(v, r, tr)
			for q := range pm.a {
				for i := 0; i < v.m; i++ {
					for j := 0; j < v.n; j++ {
						bcol := make([]uint64, v.k)
						for k := range bcol {
							bcol[k] = pm.b[q][k][j]
						}
						cases = append(cases, cse{v, pm.a[q][i], bcol, pm.c[q][i][j], pm.d[q][i][j]})
					}
				}
			}
		}
	}
	groups := []int{1, 2, 4, 8, 16, 32}
	if s := os.Getenv("TENSOR_GROUPS"); s != "" {
		groups = nil
		for _, f := range strings.Split(s, ",") {
			g, _ := strconv.Atoi(f)
			groups = append(groups, g)
		}
	}
	for _, g := range groups {
		for fr := 10; fr <= 40; fr++ {
			for _, rd := range []fp.Rounding{fp.RN, fp.RZ, fp.RM} {
				for opt := 0; opt < 6; opt++ {
					od := fp.RN
					m := &fp.MMAModel{Group: g, Frac: fr, Round: rd, Out: od, Nominal: opt%3 != 0, LeadAdj: opt%3 - 1, Floor: opt >= 3, ZeroPlus: true}
					ok := 0
					for _, c := range cases {
						if w, _ := modelDot(c.v, m, c.arow, c.bcol, c.c); w == c.d {
							ok++
						}
					}
					if ok*100 > len(cases)*50 {
						t.Logf("%6d/%d group %2d frac %2d round %v nominal %v/%d floor %v", ok, len(cases), g, fr, rd, m.Nominal, m.LeadAdj, m.Floor)
					}
				}
			}
		}
	}
}

// TestTensorErr (TENSOR_ERR=regexp) prints how far the H200's f32 results lie from the exact
// dot products, in ulps of the result, as a histogram.
func TestTensorErr(t *testing.T) {
	re := os.Getenv("TENSOR_ERR")
	if re == "" {
		t.Skip("TENSOR_ERR not set")
	}
	vs := loadProbeVars(t)
	files, _ := filepath.Glob(filepath.Join(tensorRefDir, "h200", "*.bin.gz"))
	hist := map[string]int{}
	shown := 0
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".bin.gz")
		v, ok := vs[name]
		if !ok || v.kind > 1 || !regexp.MustCompile(re).MatchString(name) || v.td != ptF32 {
			continue
		}
		r, _ := loadProbeRun(f)
		for tr := range r.p {
			if ds := os.Getenv("TENSOR_DIST"); ds != "" && ds != strconv.Itoa(int(r.p[tr].dist)) {
				continue
			}
			pm := decodeTrial(v, r, tr)
			for i := 0; i < v.m; i++ {
				for j := 0; j < v.n; j++ {
					ex := new(big.Float).SetPrec(2000)
					fin := true
					var maxE int = -10000
					for k := 0; k < v.k; k++ {
						x, ok1 := elemFloat(v.ta, pm.a[0][i][k])
						y, ok2 := elemFloat(v.tb, pm.b[0][k][j])
						fin = fin && ok1 && ok2
						if !fin {
							break
						}
						p := new(big.Float).SetPrec(2000).Mul(x, y)
						if p.Sign() != 0 && p.MantExp(nil) > maxE {
							maxE = p.MantExp(nil)
						}
						ex.Add(ex, p)
					}
					cv, ok3 := elemFloat(v.tc, pm.c[0][i][j])
					if !fin || !ok3 {
						continue
					}
					ex.Add(ex, cv)
					hw := math.Float32frombits(uint32(pm.d[0][i][j]))
					if math.IsNaN(float64(hw)) || math.IsInf(float64(hw), 0) || hw == 0 {
						continue
					}
					ulp := math.Abs(float64(math.Nextafter32(hw, float32(math.Inf(1)))) - float64(hw))
					diff, _ := new(big.Float).Sub(new(big.Float).SetFloat64(float64(hw)), ex).Float64()
					u := diff / ulp
					if hw < 0 {
						u = -u
					}
					key := fmt.Sprintf("%+.1f", math.Round(u*2)/2)
					if os.Getenv("TENSOR_VSMODEL") != "" {
						bcol := make([]uint64, v.k)
						for k := range bcol {
							bcol[k] = pm.b[0][k][j]
						}
						mv, _ := modelDot(v, modelFor(v), pm.a[0][i], bcol, pm.c[0][i][j])
						if mv == pm.d[0][i][j] {
							continue
						}
						md, _ := new(big.Float).Sub(new(big.Float).SetFloat64(float64(math.Float32frombits(uint32(mv)))), ex).Float64()
						mu := md / ulp
						if hw < 0 {
							mu = -mu
						}
						key = fmt.Sprintf("hw %+.2f model %+.2f", math.Round(u*8)/8, math.Round(mu*8)/8)
					}
					hist[key]++
					if math.Abs(u) >= 1 && shown < 5 && os.Getenv("TENSOR_VERBOSE") != "" {
						shown++
						ef, _ := ex.Float64()
						t.Logf("%s t%d (%d,%d): hw %g exact %.17g err %.3f ulp; maxprod exp %d c %g", name, tr, i, j, hw, ef, u, maxE, cv)
					}
				}
			}
		}
	}
	keys := make([]string, 0, len(hist))
	for k := range hist {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool {
		x, _ := strconv.ParseFloat(keys[a], 64)
		y, _ := strconv.ParseFloat(keys[b], 64)
		return x < y
	})
	for _, k := range keys {
		t.Logf("err %s ulp: %d", k, hist[k])
	}
}

// elemFloat is an element's exact value; ok is false for infinities and NaNs.
func elemFloat(ty int, x uint64) (*big.Float, bool) {
	switch ty {
	case ptF32, ptTF32:
		if ty == ptTF32 {
			x &^= 1<<13 - 1
		}
		f := math.Float32frombits(uint32(x))
		if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
			return nil, false
		}
		return new(big.Float).SetPrec(2000).SetFloat64(float64(f)), true
	case ptF64:
		f := math.Float64frombits(x)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, false
		}
		return new(big.Float).SetPrec(2000).SetFloat64(f), true
	}
	e := mmaElemOf[ty]
	bitsz := map[int]uint{ptF16: 16, ptBF16: 16, ptE4M3: 8, ptE5M2: 8}[ty]
	frac := map[int]uint{ptF16: 10, ptBF16: 7, ptE4M3: 3, ptE5M2: 2}[ty]
	ebits := bitsz - 1 - frac
	_ = e
	s := x >> (bitsz - 1) & 1
	ef := int(x >> frac & (1<<ebits - 1))
	m := x & (1<<frac - 1)
	bias := 1<<(ebits-1) - 1
	if ty == ptE4M3 {
		if ef == 15 && m == 7 {
			return nil, false
		}
	} else if ef == 1<<ebits-1 {
		return nil, false
	}
	var v *big.Float
	if ef == 0 {
		v = new(big.Float).SetPrec(2000).SetMantExp(new(big.Float).SetUint64(m), 1-bias-int(frac))
	} else {
		v = new(big.Float).SetPrec(2000).SetMantExp(new(big.Float).SetUint64(m|1<<frac), ef-bias-int(frac))
	}
	if s == 1 {
		v.Neg(v)
	}
	return v, true
}

// fragMap decodes a recorded wmma fragment-layout probe: for each lane, the (row, col) of each
// element of its fragment (load kernels), or, for store kernels, which lane and element each
// matrix element came from.
func fragMap(t testing.TB, v probeVar, r *probeRun) [][]mmaPos {
	bitsz := ptBits[v.ta]
	if v.bl == 2 {
		bitsz = ptBits[v.tc]
	}
	rows, cols := v.m, v.k
	switch v.bl {
	case 1:
		rows, cols = v.k, v.n
	case 2:
		rows, cols = v.m, v.n
	}
	word := func(plane, lane, w int) uint32 {
		return binary.LittleEndian.Uint32(r.d[((plane*32+lane)*32+w)*4:])
	}
	out := make([][]mmaPos, 32)
	if v.kind == 6 { // store: memory element idx holds plane bits of (lane*n + e)
		n := rows * cols / 32
		for idx := 0; idx < rows*cols; idx++ {
			code := 0
			for pl := 0; pl < 10; pl++ {
				if getElem(r.d, pl*rows*cols*bitsz/8, bitsz, idx) != 0 {
					code |= 1 << pl
				}
			}
			lane, e := code/n, code%n
			row, col := idx/cols, idx%cols
			if v.al == 1 {
				row, col = idx%rows, idx/rows
			}
			for len(out[lane]) <= e {
				out[lane] = append(out[lane], mmaPos{-1, -1, -1})
			}
			out[lane][e] = mmaPos{0, row, col}
		}
		return out
	}
	for lane := 0; lane < 32; lane++ {
		nw := 0
		for nw < 32 && word(0, lane, nw) != 0xa5a5a5a5 {
			nw++
		}
		ne := nw * 32 / bitsz
		if bitsz == 64 {
			ne = nw / 2
		}
		for e := 0; e < ne; e++ {
			code := 0
			for pl := 0; pl < 10; pl++ {
				var x uint64
				if bitsz == 64 {
					x = uint64(word(pl, lane, 2*e)) | uint64(word(pl, lane, 2*e+1))<<32
				} else {
					epw := 32 / bitsz
					x = uint64(word(pl, lane, e/epw)) >> uint(e%epw*bitsz) & (1<<bitsz - 1)
				}
				if x != 0 {
					code |= 1 << pl
				}
			}
			out[lane] = append(out[lane], mmaPos{0, code / cols, code % cols})
		}
	}
	return out
}

func TestTensorFragDump(t *testing.T) {
	re := os.Getenv("TENSOR_FRAG")
	if re == "" {
		t.Skip("TENSOR_FRAG not set")
	}
	vs := loadProbeVars(t)
	files, _ := filepath.Glob(filepath.Join(tensorRefDir, "h200", "frag*.bin.gz"))
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".bin.gz")
		v, ok := vs[name]
		if !ok || !regexp.MustCompile(re).MatchString(name) {
			continue
		}
		r, _ := loadProbeRun(f)
		m := fragMap(t, v, r)
		var b strings.Builder
		for lane := 0; lane < 32; lane++ {
			fmt.Fprintf(&b, "\n  lane %2d:", lane)
			for _, p := range m[lane] {
				fmt.Fprintf(&b, " %d,%d", p.r, p.c)
			}
		}
		t.Logf("%s:%s", name, b.String())
	}
}
