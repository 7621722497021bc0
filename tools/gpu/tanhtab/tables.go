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

	"github.com/klauspost/compress/zstd"

	"cudasim/sim/fp"
	"cudasim/sim/fp/fpenc"
)

// measured is the whole measurement as region.zst and the report describe
// it: results equal to the input below tiny, 1 from sat up, and in between
// per binade one result per aligned block of 2^shift inputs.
type measured struct {
	tiny, sat uint32
	eLo       uint32
	shift     []int
	start     []int
	vals      []uint32
}

func (m *measured) at(p uint32) uint32 {
	switch {
	case p < m.tiny:
		return p
	case p >= m.sat:
		return 0x3f800000
	}
	e := p>>23 - m.eLo
	return m.vals[m.start[e]+int(p&0x7fffff)>>m.shift[e]]
}

func readRegion(path string) (*measured, error) {
	z, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec, err := zstd.NewReader(nil)
	if err != nil {
		return nil, err
	}
	defer dec.Close()
	b, err := dec.DecodeAll(z, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(b) < 12 || string(b[:4]) != "TNH1" {
		return nil, fmt.Errorf("%s: bad header", path)
	}
	m := &measured{tiny: binary.LittleEndian.Uint32(b[4:]), sat: binary.LittleEndian.Uint32(b[8:])}
	m.eLo = m.tiny >> 23
	nb := int((m.sat-1)>>23-m.eLo) + 1
	if len(b) < 12+nb {
		return nil, fmt.Errorf("%s: truncated header", path)
	}
	n := 0
	for e := range nb {
		m.shift = append(m.shift, int(b[12+e]))
		m.start = append(m.start, n)
		n += (1 << 23) >> m.shift[e]
	}
	body := b[12+nb:]
	if len(body)%4 != 0 {
		return nil, fmt.Errorf("%s: %d body bytes", path, len(body))
	}
	v := uint32(0)
	for i := 0; i < len(body); i += 4 {
		v += binary.LittleEndian.Uint32(body[i:])
		m.vals = append(m.vals, v)
	}
	// The last binade may stop at sat.
	if len(m.vals) > n || len(m.vals) <= m.start[nb-1] {
		return nil, fmt.Errorf("%s: %d entries for %d binades", path, len(m.vals), nb)
	}
	return m, nil
}

// buildTable turns region.zst into sim/fp's TableTanh, installs it, checks
// fp.TanhApprox32 against every measured result (and its negation) and the
// random samples, and writes tanh.fpt and h200-tanh-samples.txt.gz to outDir.
func buildTable(region, samples, outDir string) error {
	m, err := readRegion(region)
	if err != nil {
		return err
	}
	logf("identity below %08x, 1 from %08x, binades from %d, shifts %v, %d entries\n", m.tiny, m.sat, m.eLo, m.shift, len(m.vals))
	n := fp.TableSize(fp.TableTanh)
	vals := make([]uint32, n)
	bad := 0
	for i := range vals {
		p := fp.TanhTableInput(i)
		vals[i] = m.at(p)
		// Every input of the entry's block must give the same result.
		blk := uint32(1)
		if i+1 < n {
			blk = fp.TanhTableInput(i+1) - p
		} else {
			blk = 0x41000000 - p
		}
		if m.at(p+blk-1) != vals[i] {
			bad++
		}
	}
	if bad > 0 {
		return fmt.Errorf("tanh: %d table blocks hold more than one measured result", bad)
	}
	enc, err := fpenc.EncodeTable(fp.TableTanh, vals)
	if err != nil {
		return err
	}
	if err := fp.UseTable(fp.TableTanh, enc); err != nil {
		return err
	}
	h := sha256.New()
	binary.Write(h, binary.LittleEndian, vals)
	logf("table tanh: %d entries, %d bytes encoded, sha256 of the values (u32 little-endian) %x\n", n, len(enc), h.Sum(nil))
	if err := os.WriteFile(filepath.Join(outDir, fp.TableTanh+".fpt"), enc, 0o644); err != nil {
		return err
	}
	// Every non-negative finite input and its negation.
	bad = 0
	for p := uint32(0); p < 0x7f800000; p++ {
		want := m.at(p)
		got := math.Float32bits(fp.TanhApprox32(math.Float32frombits(p)))
		gotn := math.Float32bits(fp.TanhApprox32(math.Float32frombits(p | 0x80000000)))
		if got != want || gotn != want^0x80000000 {
			if bad < 10 {
				logf("tanh(%08x) = %08x, -x %08x; measured %08x\n", p, got, gotn, want)
			}
			bad++
		}
	}
	logf("tanh: %d of 2^31 measured inputs (and their negations) differ\n", bad)
	var out bytes.Buffer
	nsmp, bad, err := checkSamples(samples, 4096, &out)
	if err != nil {
		return err
	}
	logf("tanh: %d of %d random samples differ\n", bad, nsmp)
	// Dense: the first input of every 4099th table entry and the last input
	// of its block, from the measurement.
	for i := 0; i < n; i += 4099 {
		p := fp.TanhTableInput(i)
		fmt.Fprintf(&out, "tanh %08x %08x\n", p, m.at(p))
		fmt.Fprintf(&out, "tanh %08x %08x\n", p|0x80000000, m.at(p)|0x80000000)
	}
	for _, p := range []uint32{m.tiny - 1, m.tiny, m.sat - 1, m.sat} {
		fmt.Fprintf(&out, "tanh %08x %08x\n", p, m.at(p))
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(out.Bytes())
	zw.Close()
	if err := os.WriteFile(filepath.Join(outDir, "h200-tanh-samples.txt.gz"), gz.Bytes(), 0o644); err != nil {
		return err
	}
	if bad > 0 {
		return fmt.Errorf("tanh: the model differs from the measurement")
	}
	return nil
}

// checkSamples checks fp.TanhApprox32 on the (x, y) pairs of a samples file
// (raw u32 pairs, zstd-compressed or not) and writes the first keep of them,
// and every special input at the end, to w as "tanh x y" lines.
func checkSamples(path string, keep int, w *bytes.Buffer) (n, bad int, err error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, 0, err
	}
	if filepath.Ext(path) == ".zst" {
		dec, err := zstd.NewReader(nil)
		if err != nil {
			return 0, 0, err
		}
		defer dec.Close()
		if b, err = dec.DecodeAll(b, nil); err != nil {
			return 0, 0, fmt.Errorf("%s: %v", path, err)
		}
	}
	n = len(b) / 8
	const specials = 19
	for i := range n {
		x, y := binary.LittleEndian.Uint32(b[8*i:]), binary.LittleEndian.Uint32(b[8*i+4:])
		got := math.Float32bits(fp.TanhApprox32(math.Float32frombits(x)))
		if got != y {
			if bad < 10 {
				logf("sample tanh(%08x) = %08x, measured %08x\n", x, got, y)
			}
			bad++
		}
		if w != nil && (i < keep || i >= n-specials) {
			fmt.Fprintf(w, "tanh %08x %08x\n", x, y)
		}
	}
	return n, bad, nil
}

func logf(f string, a ...any) { fmt.Printf(f, a...) }
