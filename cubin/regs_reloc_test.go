package cubin

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"
)

// The registers of PTX kernels compiled by the driver's linker (relocatable) against cuModuleLoadData's
// (whole), as the H100 reported them (reloc.c of testdata/reference/reloc37: FILE MODE REGS KERNEL
// a line, MODE load or link), and the estimate of each (docs/cooperative.md, "Relocatable
// compiles").

// relocFit sums how an estimate agrees with the GPU's counts: exactly, more or fewer, in
// occupancy at 128 and 256 threads (registers alone: blocksFitting), and the mean absolute error.
type relocFit struct{ n, exact, more, fewer, occ, abs int }

func (s *relocFit) add(est, gpu int) {
	s.n++
	switch {
	case est == gpu:
		s.exact++
	case est > gpu:
		s.more++
	default:
		s.fewer++
	}
	if blocksFitting(max(est, 1), 128) == blocksFitting(max(gpu, 1), 128) && blocksFitting(max(est, 1), 256) == blocksFitting(max(gpu, 1), 256) {
		s.occ++
	}
	s.abs += max(est-gpu, gpu-est)
}

func (s relocFit) String() string {
	pct := func(k int) float64 { return 100 * float64(k) / float64(max(s.n, 1)) }
	return fmt.Sprintf("%d kernels: exact %.1f%%, more %.1f%%, fewer %.1f%%, occupancy equal %.1f%%, MAE %.2f",
		s.n, pct(s.exact), pct(s.more), pct(s.fewer), pct(s.occ), float64(s.abs)/float64(max(s.n, 1)))
}

// relocFits are the fits of the whole and relocatable estimates to one mode's counts, for each half
// of the kernels (corpusHalf) and for all (index 2).
type relocFits struct{ whole, relocatable [3]relocFit }

// relocRows reads the counts in path: reloc.c's rows (FILE MODE REGS KERNEL, MODE load or link),
// regs.sh's as ptxas.tsv (MODE whole, rel or m1), or a sample.tsv's (FILE KERNEL LOAD LINK), as
// rows of the first kind.
func relocRows(t *testing.T, path string) [][4]string {
	b, err := gzfile.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][4]string
	for line := range strings.Lines(string(b)) {
		f := strings.Split(strings.TrimSpace(line), "\t")
		switch {
		case len(f) != 4 || strings.HasPrefix(f[0], "#"):
		case strings.HasSuffix(path, "sample.tsv"):
			rows = append(rows, [4]string{f[0], "load", f[2], f[1]}, [4]string{f[0], "link", f[3], f[1]})
		default:
			rows = append(rows, [4]string{f[0], f[1], f[2], f[3]})
		}
	}
	return rows
}

// relocEstimates fits both estimates of each kernel of rows (relocRows), whose PTX files open
// reads, to each mode's counts, each kernel once a mode.
func relocEstimates(t *testing.T, rows [][4]string, open func(file string) ([]byte, error)) map[string]*relocFits {
	mods := map[string]*ptx.Module{}
	entries := map[string]map[string]*ptx.Function{}
	fits := map[string]*relocFits{}
	seen := map[[2]string]bool{}
	for _, f := range rows {
		gpu, err := strconv.Atoi(f[2])
		if err != nil || seen[[2]string{f[1], f[3]}] {
			continue
		}
		seen[[2]string{f[1], f[3]}] = true
		if mods[f[0]] == nil {
			src, err := open(f[0])
			if err != nil {
				t.Fatal(err)
			}
			m, err := ptx.ParseLazy(src)
			if err != nil {
				t.Fatalf("%s: %v", f[0], err)
			}
			mods[f[0]], entries[f[0]] = m, map[string]*ptx.Function{}
			for _, g := range m.Functions {
				if g.Entry {
					entries[f[0]][g.Name] = g
				}
			}
		}
		g := entries[f[0]][f[3]]
		if g == nil {
			t.Fatalf("%s: no kernel %s", f[0], f[3])
		}
		if fits[f[1]] == nil {
			fits[f[1]] = &relocFits{}
		}
		whole, rel := EstimateRegisters(mods[f[0]], g, 0), EstimateRelocatableRegisters(mods[f[0]], g, 0)
		for _, h := range []int{corpusHalf(f[3]), 2} {
			fits[f[1]].whole[h].add(whole, gpu)
			fits[f[1]].relocatable[h].add(rel, gpu)
		}
	}
	return fits
}

// logFits reports fits, each mode's, each estimate's, all kernels' and each half's.
func logFits(t *testing.T, fits map[string]*relocFits) {
	for _, mode := range slices.Sorted(maps.Keys(fits)) {
		for _, e := range []struct {
			name string
			f    [3]relocFit
		}{{"whole", fits[mode].whole}, {"relocatable", fits[mode].relocatable}} {
			t.Logf("%s, %s estimate: %v (half 0 %v; half 1 %v)", mode, e.name, e.f[2], e.f[0], e.f[1])
		}
	}
}

// TestRelocatableEstimate: the relocatable estimate fits what the H100's linker allocated better
// than the whole estimate, and as well as docs/cooperative.md says, over the committed sample of
// CUB's kernels (testdata/reference/reloc38: 1,085 kernels) and over CUB device_reduce_by_key's
// (reloc37). With REL38_COUNTS=FILE (counts as relocRows reads them) and REL38_PTX=DIR (their
// PTX files) it reports the fits to those counts instead (testdata/reference/reloc38/README.md).
func TestRelocatableEstimate(t *testing.T) {
	if counts := os.Getenv("REL38_COUNTS"); counts != "" {
		logFits(t, relocEstimates(t, relocRows(t, counts), func(file string) ([]byte, error) {
			return gzfile.ReadFile(filepath.Join(os.Getenv("REL38_PTX"), file))
		}))
		return
	}
	const dir = "../testdata/reference/reloc38"
	sample := relocEstimates(t, relocRows(t, dir+"/sample.tsv"), func(file string) ([]byte, error) {
		return gzfile.ReadFile(filepath.Join(dir, "ptx", file))
	})
	t.Log("reloc38's sample:")
	logFits(t, sample)
	drbk := relocEstimates(t, relocRows(t, "../testdata/reference/reloc37/h100-s37/native.out"), func(file string) ([]byte, error) {
		if file == "drbk.ptx" { // reloc37's drbk.ptx.xz
			return gzfile.ReadFile(dir + "/drbk.ptx")
		}
		return gzfile.ReadFile(filepath.Join("../testdata/reference/reloc37", file))
	})
	t.Log("reloc37's device_reduce_by_key:")
	logFits(t, drbk)
	for _, c := range []struct {
		name              string
		fits              map[string]*relocFits
		exact, occ, maxAE float64 // at least exact % and occupancy equal %, an MAE at most maxAE
	}{{"reloc38's sample", sample, 25.6, 89.4, 4.28}, {"reloc37's device_reduce_by_key", drbk, 24.5, 43.3, 13.61}} {
		rel, whole := c.fits["link"].relocatable[2], c.fits["link"].whole[2]
		if rel.abs >= whole.abs || rel.occ < whole.occ {
			t.Errorf("%s, linked kernels: the relocatable estimate (%v) fits no better than the whole one (%v)", c.name, rel, whole)
		}
		if pct := func(k int) float64 { return 100 * float64(k) / float64(rel.n) }; pct(rel.exact) < c.exact || pct(rel.occ) < c.occ ||
			float64(rel.abs)/float64(rel.n) > c.maxAE {
			t.Errorf("%s, linked kernels: the relocatable estimate fits worse (%v) than docs/cooperative.md says (exact %.1f%%, occupancy %.1f%%, MAE %.2f)",
				c.name, rel, c.exact, c.occ, c.maxAE)
		}
	}
}

// TestRelocatableEntry: the kernels of a PTX entry whose JIT options say --compile-only (an -rdc
// build's, a cuLink image's) report the relocatable estimate, those of one without the whole one.
func TestRelocatableEntry(t *testing.T) {
	src, err := gzfile.ReadFile("../testdata/reference/reloc38/drbk.ptx")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.ParseLazy(src)
	if err != nil {
		t.Fatal(err)
	}
	differ := 0
	for _, options := range []string{"", "--compile-only "} {
		img, err := Parse(BuildFatbin([]*Entry{{Kind: KindPTX, Arch: Arch{SM: 90}, Major: 7, Minor: 8, Flags: Flag64Bit, Options: options, Code: src}}))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m.Functions {
			if !f.Entry {
				continue
			}
			want := EstimateRegisters(m, f, 0)
			if options != "" {
				want = EstimateRelocatableRegisters(m, f, 0)
				if want != EstimateRegisters(m, f, 0) {
					differ++
				}
			}
			if got := img.Entries[0].Module.Kernel(f.Name).Regs(); got != want {
				t.Errorf("options %q: %s: %d registers, want %d", options, f.Name, got, want)
			}
		}
	}
	if differ == 0 {
		t.Error("no kernel whose relocatable estimate differs from the whole one")
	}
}
