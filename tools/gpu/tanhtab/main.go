// Command tanhtab analyses tools/gpu/tanh.cu's measurement of tanh.approx.f32
// on the device machine and packs it for sim/fp:
//
//	tanhtab RAWDIR OUTDIR                       # on the device, after tanh.cu
//	tanhtab -tables REGION.zst SAMPLES OUTDIR   # here: tanh.fpt + test samples
//	tanhtab -check RAWDIR                       # on the device: sim/fp vs a fresh run
//
// It finds the identity range near zero (results equal to the input), the
// saturation point (every larger input gives 1), and per input binade in
// between how many low input bits never matter; it writes the results in
// between at that resolution (region.zst: header, then the bit-pattern
// differences of consecutive entries as u32, zstd-compressed), checks that
// this description reproduces every measured result, and copies the random
// samples (samples.zst). -tables turns region.zst into sim/fp's TableTanh
// and checks fp.TanhApprox32 against every result it describes; -check
// compares fp.TanhApprox32 with a fresh measurement on the device.
package main

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"unsafe"

	"github.com/klauspost/compress/zstd"

	"cudasim/sim/fp"
)

const npos = 0x7f800000

func main() {
	var err error
	switch {
	case len(os.Args) == 5 && os.Args[1] == "-tables":
		err = buildTable(os.Args[2], os.Args[3], os.Args[4])
	case len(os.Args) == 3 && os.Args[1] == "-check":
		err = checkDevice(os.Args[2])
	case len(os.Args) == 3:
		err = run(os.Args[1], os.Args[2])
	default:
		fmt.Fprintln(os.Stderr, "usage: tanhtab RAWDIR OUTDIR | tanhtab -tables REGION.zst SAMPLES OUTDIR | tanhtab -check RAWDIR")
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tanhtab:", err)
		os.Exit(1)
	}
}

func u32s(b []byte) []uint32 {
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/4)
}

func run(rawDir, outDir string) error {
	raw, err := os.ReadFile(filepath.Join(rawDir, "tanh.u32"))
	if err != nil {
		return err
	}
	if len(raw) != npos*4 {
		return fmt.Errorf("tanh.u32: %d bytes, want %d", len(raw), npos*4)
	}
	out := u32s(raw)
	rep, err := os.Create(filepath.Join(outDir, "report.txt"))
	if err != nil {
		return err
	}
	defer rep.Close()
	pr := func(f string, a ...any) { fmt.Fprintf(rep, f, a...); fmt.Printf(f, a...) }

	// Identity below tiny, 1 from sat up.
	tiny := uint32(0)
	for tiny < npos && out[tiny] == tiny {
		tiny++
	}
	sat := uint32(0)
	for p := uint32(npos - 1); ; p-- {
		if out[p] != 0x3f800000 {
			sat = p + 1
			break
		}
		if p == 0 {
			break
		}
	}
	pr("identity below %08x (%g): tanh(%08x) = %08x\n", tiny, f32(tiny), tiny, out[tiny])
	pr("1.0 from %08x (%g) up; last other %08x -> %08x\n", sat, f32(sat), sat-1, out[sat-1])
	// Identity also holds where, above tiny? count
	nid := 0
	for p := tiny; p < sat; p++ {
		if out[p] == p {
			nid++
		}
	}
	pr("inputs in [tiny, sat) equal to their result: %d\n", nid)
	// Monotonicity.
	nonmono := 0
	for p := uint32(1); p < npos; p++ {
		if out[p] < out[p-1] {
			if nonmono < 10 {
				pr("decrease at %08x: %08x then %08x\n", p, out[p-1], out[p])
			}
			nonmono++
		}
	}
	pr("decreases: %d\n", nonmono)

	// Per binade: low bits that never matter.
	eLo, eHi := tiny>>23, (sat-1)>>23
	shift := make([]int, 256)
	for e := eLo; e <= eHi; e++ {
		k := 23
		base := e << 23
		for m := uint32(1); m < 1<<23; m++ {
			if out[base+m] != out[base+m-1] {
				k = min(k, bits.TrailingZeros32(m))
				if k == 0 {
					break
				}
			}
		}
		shift[e] = k
		pr("binade %3d (2^%d): %2d low bits ignored; results %08x .. %08x\n", e, int(e)-127, k, out[base], out[base+1<<23-1])
	}

	// The region table: binades eLo..eHi at their resolution, up to sat.
	var vals []uint32
	var hdr []byte
	hdr = append(hdr, "TNH1"...)
	hdr = binary.LittleEndian.AppendUint32(hdr, tiny)
	hdr = binary.LittleEndian.AppendUint32(hdr, sat)
	for e := eLo; e <= eHi; e++ {
		hdr = append(hdr, byte(shift[e]))
		for m := uint32(0); m < 1<<23; m += 1 << shift[e] {
			p := e<<23 | m
			if p >= sat {
				break
			}
			vals = append(vals, out[p])
		}
	}
	pr("region entries: %d\n", len(vals))
	// Check the description.
	bad := 0
	idx := 0
	starts := make([]int, 256)
	for e := eLo; e <= eHi; e++ {
		starts[e] = idx
		idx += (1 << 23) >> shift[e]
	}
	for p := uint32(0); p < npos; p++ {
		var m uint32
		switch {
		case p < tiny:
			m = p
		case p >= sat:
			m = 0x3f800000
		default:
			e := p >> 23
			m = vals[starts[e]+int((p&0x7fffff)>>shift[e])]
		}
		if m != out[p] {
			bad++
		}
	}
	pr("description mismatches over all %d inputs: %d\n", npos, bad)

	body := make([]byte, 0, 4*len(vals)+len(hdr))
	body = append(body, hdr...)
	prev := uint32(0)
	for _, v := range vals {
		body = binary.LittleEndian.AppendUint32(body, v-prev)
		prev = v
	}
	if err := writeZst(filepath.Join(outDir, "region.zst"), body); err != nil {
		return err
	}
	smp, err := os.ReadFile(filepath.Join(rawDir, "samples.u32"))
	if err != nil {
		return err
	}
	return writeZst(filepath.Join(outDir, "samples.zst"), smp)
}

func f32(b uint32) float32 { return *(*float32)(unsafe.Pointer(&b)) }

func writeZst(path string, b []byte) error {
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBetterCompression))
	if err != nil {
		return err
	}
	z := enc.EncodeAll(b, nil)
	fmt.Printf("%s: %d bytes (%d raw)\n", path, len(z), len(b))
	return os.WriteFile(path, z, 0o644)
}

// checkDevice checks fp.TanhApprox32 (with the committed table) against a
// fresh measurement: every result in RAWDIR/tanh.u32, the negations (the
// measurement found tanh odd on every input), and RAWDIR/samples.u32.
func checkDevice(rawDir string) error {
	raw, err := os.ReadFile(filepath.Join(rawDir, "tanh.u32"))
	if err != nil {
		return err
	}
	if len(raw) != npos*4 {
		return fmt.Errorf("tanh.u32: %d bytes, want %d", len(raw), npos*4)
	}
	out := u32s(raw)
	if err := fp.TablesAvailable()[fp.TableTanh]; err != nil {
		return fmt.Errorf("table tanh: %v", err)
	}
	bad := 0
	for p := uint32(0); p < npos; p++ {
		got := math.Float32bits(fp.TanhApprox32(math.Float32frombits(p)))
		gotn := math.Float32bits(fp.TanhApprox32(math.Float32frombits(p | 0x80000000)))
		if got != out[p] || gotn != out[p]^0x80000000 {
			if bad < 10 {
				fmt.Printf("tanh(%08x) = %08x, -x %08x; measured %08x\n", p, got, gotn, out[p])
			}
			bad++
		}
	}
	fmt.Printf("check: %d of %d measured inputs (and negations) differ\n", bad, npos)
	n, sbad, err := checkSamples(filepath.Join(rawDir, "samples.u32"), 0, nil)
	if err != nil {
		return err
	}
	fmt.Printf("check: %d of %d random samples differ\n", sbad, n)
	if bad+sbad > 0 {
		return fmt.Errorf("sim/fp differs from the device")
	}
	return nil
}
