package sim

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// wgmmaRefDir holds the wgmma probe (probe/) and what the H200 recorded (h200/).
const wgmmaRefDir = "../testdata/reference/wgmma"

// wgRun is one recorded wgmma probe kernel (format at the top of probe/host.cpp).
type wgRun struct {
	ntr                      int
	prm, img, areg, c, d     []byte
	prmB, imgB, aregB, cB, _ int
}

func loadWgRun(path string) (*wgRun, error) {
	b, err := gzfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 32 || binary.LittleEndian.Uint32(b) != 0x31504757 {
		return nil, fmt.Errorf("%s: not a wgmma probe recording", path)
	}
	h := make([]int, 8)
	for i := range h {
		h[i] = int(binary.LittleEndian.Uint32(b[4*i:]))
	}
	r := &wgRun{ntr: h[2], prmB: h[3], imgB: h[4], aregB: h[5], cB: h[6]}
	off := 32
	take := func(n int) []byte {
		if off+n > len(b) {
			err = fmt.Errorf("%s: truncated", path)
			return nil
		}
		s := b[off : off+n]
		off += n
		return s
	}
	r.prm = take(r.ntr * r.prmB)
	r.img = take(r.ntr * r.imgB)
	r.areg = take(r.ntr * r.aregB)
	r.c = take(r.ntr * r.cB)
	r.d = take(r.ntr * r.cB)
	return r, err
}

// runWg runs kernel name of prog on r's inputs and returns D.
func runWg(prog *Program, name string, r *wgRun) ([]byte, error) {
	k, err := prog.Kernel(name)
	if err != nil {
		return nil, err
	}
	mem := newTestMem()
	up := func(b []byte) uint64 {
		a, _ := mem.Alloc(len(b) + 256)
		mem.Write(a, b)
		return a
	}
	d := bytes.Repeat([]byte{0xa5}, len(r.d))
	ptrs := []uint64{up(r.prm), up(r.img), up(r.areg), up(r.c), up(d)}
	buf := make([]byte, k.ParamSize())
	for i, p := range k.Params() {
		binary.LittleEndian.PutUint64(buf[p.Offset:], ptrs[i])
	}
	err = Run(k, &Launch{Grid: [3]uint32{uint32(r.ntr), 1, 1}, Block: [3]uint32{128, 1, 1}, Params: buf,
		Memory: mem, Workers: 1, DynamicShared: uint32(1024 + r.imgB)})
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(d))
	return out, mem.Read(ptrs[4], out)
}

// TestWgmmaReference runs every recorded wgmma probe kernel from the PTX the H200 ran (nvcc 13.0,
// sm_90a) on the recorded inputs and compares every D word with the H200's.
func TestWgmmaReference(t *testing.T) {
	dir := os.Getenv("WGMMA_DATA")
	if dir == "" {
		dir = filepath.Join(wgmmaRefDir, "h200")
	}
	files, _ := gzfile.Glob(filepath.Join(dir, "data", "wg*.bin")) // wg_ dense, wgsp_ sparse
	if len(files) == 0 {
		t.Skip("no recorded data in " + dir)
	}
	sort.Strings(files)
	only := os.Getenv("WGMMA_ONLY")
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".bin")
		if only != "" && !regexp.MustCompile(only).MatchString(name) {
			continue
		}
		if strings.HasPrefix(name, "wg_gemm") {
			t.Run(name, func(t *testing.T) { checkWgGemm(t, dir, f) })
			continue
		}
		t.Run(name, func(t *testing.T) {
			prog := compileFile(t, filepath.Join(dir, "ptx", name+".ptx"))
			r, err := loadWgRun(f)
			if err != nil {
				t.Fatal(err)
			}
			got, err := runWg(prog, name, r)
			if err != nil {
				t.Fatal(err)
			}
			bad := 0
			var first []string
			per := r.cB
			for i := 0; i+4 <= len(got); i += 4 {
				g, w := binary.LittleEndian.Uint32(got[i:]), binary.LittleEndian.Uint32(r.d[i:])
				if g != w {
					bad++
					if len(first) < 8 {
						tr, tid, reg := i/per, i%per/(per/128), i%(per/128)/4
						first = append(first, fmt.Sprintf("trial %d thread %d reg %d: got %#08x (%g) want %#08x (%g)",
							tr, tid, reg, g, math.Float32frombits(g), w, math.Float32frombits(w)))
					}
				}
			}
			if gap, known := wgmmaKnown[name]; known {
				if bad != gap.words {
					t.Errorf("known gap (%s): %d D words should differ, %d do:\n%s", gap.why, gap.words, bad, strings.Join(first, "\n"))
				}
				return
			}
			if bad > 0 {
				t.Errorf("%d of %d D words differ:\n%s", bad, len(got)/4, strings.Join(first, "\n"))
			}
		})
	}
}

// wgmmaKnown lists the recorded kernels the engine does not reproduce exactly yet: how many of
// their D words differ (exactly so many: a fix or a regression shows) and why.
var wgmmaKnown = map[string]struct {
	words int
	why   string
}{
	// trial 1, thread 110, register 2: the H200's 0x000adb47 where the model gives 0x000adb46;
	// a chain's last step whose accumulator (a subnormal f32) leads the alignment: the model's
	// sum is 711494.5 units of 2^-149 (products cut 2 bits below that unit), cut to 711494;
	// the H200 gives 711495, as if the products were cut at 2^-149. Cutting every sum there,
	// or rounding such halves up, breaks hundreds of other recorded words (docs/tensor-cores.md).
	"wgsp_tf32_f32_n64_S_scpn": {1, "one subnormal f32 result one unit above the model"},
}

// TestMmaSpReference runs every recorded sparse mma.sync probe kernel (probe/sphost.cpp) from the
// PTX the H200 ran on the recorded registers and compares every D word with the H200's.
func TestMmaSpReference(t *testing.T) {
	dir := os.Getenv("WGMMA_DATA")
	if dir == "" {
		dir = filepath.Join(wgmmaRefDir, "h200")
	}
	files, _ := gzfile.Glob(filepath.Join(dir, "data", "sp*.bin"))
	if len(files) == 0 {
		t.Skip("no recorded data in " + dir)
	}
	sort.Strings(files)
	only := os.Getenv("WGMMA_ONLY")
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".bin")
		if only != "" && !regexp.MustCompile(only).MatchString(name) {
			continue
		}
		t.Run(name, func(t *testing.T) {
			b, err := gzfile.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if len(b) < 32 || binary.LittleEndian.Uint32(b) != 0x31505053 {
				t.Fatal("not a sparse probe recording")
			}
			ntr, nw, nd := int(binary.LittleEndian.Uint32(b[8:])), int(binary.LittleEndian.Uint32(b[12:])), int(binary.LittleEndian.Uint32(b[16:]))
			inB, outB := ntr*32*nw*4, ntr*32*nd*4
			if len(b) != 32+inB+outB {
				t.Fatal("recording size")
			}
			in, want := b[32:32+inB], b[32+inB:]
			src, err := gzfile.ReadFile(filepath.Join(dir, "ptx", name+".ptx"))
			if err != nil {
				t.Fatal(err)
			}
			prog := compileSrc(t, src)
			k, err := prog.Kernel(name)
			if err != nil {
				t.Fatal(err)
			}
			if why := k.Unsupported(); why != nil {
				t.Skipf("refused (801): %v", why)
			}
			mem := newTestMem()
			pin, _ := mem.Alloc(len(in))
			mem.Write(pin, in)
			pout, _ := mem.Alloc(len(want))
			mem.Write(pout, bytes.Repeat([]byte{0xa5}, len(want)))
			buf := make([]byte, k.ParamSize())
			binary.LittleEndian.PutUint64(buf[k.Params()[0].Offset:], pin)
			binary.LittleEndian.PutUint64(buf[k.Params()[1].Offset:], pout)
			if err := Run(k, &Launch{Grid: [3]uint32{uint32(ntr), 1, 1}, Block: [3]uint32{32, 1, 1}, Params: buf, Memory: mem, Workers: 1}); err != nil {
				t.Fatal(err)
			}
			got := make([]byte, len(want))
			mem.Read(pout, got)
			bad := 0
			var first []string
			for i := 0; i+4 <= len(got); i += 4 {
				g, w := binary.LittleEndian.Uint32(got[i:]), binary.LittleEndian.Uint32(want[i:])
				if g != w {
					bad++
					if len(first) < 6 {
						word := i / 4
						first = append(first, fmt.Sprintf("trial %d lane %d reg %d: got %#08x want %#08x", word/(32*nd), word/nd%32, word%nd, g, w))
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d D words differ:\n%s", bad, len(got)/4, strings.Join(first, "\n"))
			}
		})
	}
}

// checkWgGemm runs the recorded GEMM (probe/gemm.cu, host.cpp gemm()) and compares D.
func checkWgGemm(t *testing.T, dir, f string) {
	rec, err := gzfile.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec) < 32 || binary.LittleEndian.Uint32(rec) != 0x31474757 {
		t.Fatal("not a GEMM recording")
	}
	m, n, kk := int(binary.LittleEndian.Uint32(rec[12:])), int(binary.LittleEndian.Uint32(rec[16:])), int(binary.LittleEndian.Uint32(rec[20:]))
	offB := 32 + m*kk*2
	offD := offB + n*kk*2
	if offD+m*n*4 != len(rec) {
		t.Fatal("recording size")
	}
	src, err := gzfile.ReadFile(filepath.Join(dir, "ptx", "wg_gemm_f16.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	k, err := compileSrc(t, src).Kernel("wg_gemm_f16")
	if err != nil {
		t.Fatal(err)
	}
	mem := newTestMem()
	up := func(b []byte) uint64 {
		a, _ := mem.Alloc(len(b))
		mem.Write(a, b)
		return a
	}
	pd := up(bytes.Repeat([]byte{0xa5}, m*n*4))
	ptrs := []uint64{up(rec[32:offB]), up(rec[offB:offD]), pd}
	buf := make([]byte, k.ParamSize())
	ps := k.Params()
	for i, p := range ptrs {
		binary.LittleEndian.PutUint64(buf[ps[i].Offset:], p)
	}
	for i, v := range []int{m, n, kk} {
		binary.LittleEndian.PutUint32(buf[ps[3+i].Offset:], uint32(v))
	}
	if err := Run(k, &Launch{Grid: [3]uint32{uint32(n / 128), uint32(m / 128), 1}, Block: [3]uint32{256, 1, 1}, Params: buf,
		Memory: mem, Workers: 1, DynamicShared: 1024 + 32768}); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, m*n*4)
	mem.Read(pd, got)
	want := rec[offD:]
	bad := 0
	for i := 0; i < len(got); i += 4 {
		if !bytes.Equal(got[i:i+4], want[i:i+4]) {
			if bad < 4 {
				t.Errorf("D[%d][%d]: got %#08x want %#08x", i/4/n, i/4%n, binary.LittleEndian.Uint32(got[i:]), binary.LittleEndian.Uint32(want[i:]))
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d elements differ", bad, m*n)
	}
}
