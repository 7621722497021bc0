package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"

	"cudasim/sim/fp"
	"cudasim/sim/fp/fpenc"
)

// buildTables turns an unpacked mufu.tar into sim/fp's tables (TableSin,
// TableLg2), installs them, checks sim/fp's models against every
// measurement, and writes the .fpt files and a test sample file to outDir.
func buildTables(m map[string][]uint32, outDir string) error {
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	const quarter = 1 << 23
	sin := m["sin"]
	if len(sin) != 1<<25 {
		return fmt.Errorf("sin: %d entries", len(sin))
	}
	q := sin[:quarter]
	t0, t1 := m["lg2_0"], m["lg2_-1"]
	if len(t0) != quarter || len(t1) != quarter {
		return fmt.Errorf("lg2: k=0/-1 tables missing")
	}
	l := make([]uint32, quarter)
	for i := range l {
		if math.Float32frombits(t0[i]) < 0.5 {
			l[i] = t0[i]
		} else {
			l[i] = t1[i]
		}
	}
	for _, t := range []struct {
		name string
		v    []uint32
	}{{fp.TableSin, q}, {fp.TableLg2, l}} {
		for _, v := range t.v {
			if v == sentinel {
				return fmt.Errorf("%s: entry not measured", t.name)
			}
		}
		enc, err := fpenc.EncodeTable(t.name, t.v)
		if err != nil {
			return err
		}
		if err := fp.UseTable(t.name, enc); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(outDir, t.name+".fpt"), enc, 0o644); err != nil {
			return err
		}
		h := sha256.New()
		binary.Write(h, binary.LittleEndian, t.v)
		logf("table %s: %d entries, %d bytes encoded, sha256 of the values (u32 little-endian) %x\n", t.name, len(t.v), len(enc), h.Sum(nil))
	}
	var samples bytes.Buffer
	// lg2 over every mantissa of every measured exponent.
	var ks []int
	for name, v := range m {
		var k int
		if _, err := fmt.Sscanf(name, "lg2_%d", &k); err == nil && len(v) == quarter {
			ks = append(ks, k)
		}
	}
	sort.Ints(ks)
	for _, k := range ks {
		v := m[fmt.Sprintf("lg2_%d", k)]
		bad := 0
		for i, want := range v {
			x := math.Float32frombits(0x3f800000 + uint32(i) + uint32(k<<23))
			if got := math.Float32bits(fp.Lg2Approx32(x, true)); got != want {
				if bad < 3 {
					logf("  lg2 %08x: model %08x gpu %08x\n", math.Float32bits(x), got, want)
				}
				bad++
			}
			if i%8191 == 0 {
				fmt.Fprintf(&samples, "lg2.ftz %08x %08x\n", math.Float32bits(x), want)
			}
		}
		logf("lg2.ftz k=%d: %d of %d differ\n", k, bad, len(v))
	}
	// Every measured key of sin and cos, through the quadrant symmetries.
	for _, name := range []string{"sin", "cos"} {
		bad, n := 0, 0
		for j, want := range m[name] {
			if want == sentinel {
				continue
			}
			n++
			if got := sinKeyModel(name, j); got != want {
				if bad < 3 {
					logf("  %s key %#x: model %08x gpu %08x\n", name, j, got, want)
				}
				bad++
			}
		}
		logf("%s: %d of %d measured keys differ\n", name, bad, n)
	}
	ops := map[string]func(float32) float32{
		"sin.ftz": func(x float32) float32 { return fp.SinApprox32(x, true) },
		"sin":     func(x float32) float32 { return fp.SinApprox32(x, false) },
		"cos.ftz": func(x float32) float32 { return fp.CosApprox32(x, true) },
		"cos":     func(x float32) float32 { return fp.CosApprox32(x, false) },
		"lg2.ftz": func(x float32) float32 { return fp.Lg2Approx32(x, true) },
		"lg2":     func(x float32) float32 { return fp.Lg2Approx32(x, false) },
	}
	for _, op := range []string{"sin.ftz", "sin", "cos.ftz", "cos", "lg2.ftz", "lg2"} {
		p := m["ver_"+op]
		bad := 0
		for i := 0; i+1 < len(p); i += 2 {
			x, want := p[i], p[i+1]
			if got := math.Float32bits(ops[op](math.Float32frombits(x))); got != want {
				if bad < 3 {
					logf("  %s %08x: model %08x gpu %08x\n", op, x, got, want)
				}
				bad++
			}
			if i/2 < 4096 {
				fmt.Fprintf(&samples, "%s %08x %08x\n", op, x, want)
			}
		}
		logf("verify %s: %d of %d random samples differ\n", op, bad, len(p)/2)
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(samples.Bytes())
	zw.Close()
	return os.WriteFile(filepath.Join(outDir, "h200-mufu-samples.txt.gz"), gz.Bytes(), 0o644)
}

// sinKeyModel is the measured-table check of the quadrant symmetries: fp's
// sin at an input whose key is the first-quadrant key j maps to, with the
// quadrant's sign. (Inputs with an arbitrary key need not exist; every
// first-quadrant key has one, since t < 1/4 has at least 26 fraction bits.)
func sinKeyModel(name string, j int) uint32 {
	if name == "cos" {
		j = (j + 1<<23) & (1<<25 - 1)
	}
	qd, r := j>>23, j&(1<<23-1)
	if qd&1 == 1 {
		r = 1<<23 - 1 - r
	}
	x := quarterInput(r)
	got := math.Float32bits(fp.SinApprox32(x, true))
	if qd >= 2 {
		got ^= 0x80000000
	}
	return got
}

// quarterInput finds an f32 x whose turns x·0x3e22f983 (rounded toward zero)
// lies in [r/2^25, (r+1)/2^25).
func quarterInput(r int) float32 {
	c := math.Float32frombits(0x3e22f983)
	x := float32(float64(r) * 0x1p-25 / float64(c))
	for range 64 {
		t := float64(fp.Mul32(x, c, fp.RZ))
		k := int(math.Floor(t * 0x1p25))
		switch {
		case k < r:
			x = math.Nextafter32(x, 1e9)
		case k > r:
			x = math.Nextafter32(x, -1)
		default:
			return x
		}
	}
	return float32(math.NaN())
}
