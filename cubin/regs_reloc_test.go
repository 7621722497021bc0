package cubin

import (
	"fmt"
	"path/filepath"
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

// relocFit sums how an estimate agrees with the GPU's counts: exactly, in occupancy at 128 and
// 256 threads (registers alone: blocksFitting), and the mean absolute error.
type relocFit struct{ n, exact, occ, abs int }

func (s *relocFit) add(est, gpu int) {
	s.n++
	if est == gpu {
		s.exact++
	}
	if blocksFitting(max(est, 1), 128) == blocksFitting(max(gpu, 1), 128) && blocksFitting(max(est, 1), 256) == blocksFitting(max(gpu, 1), 256) {
		s.occ++
	}
	s.abs += max(est-gpu, gpu-est)
}

func (s relocFit) String() string {
	return fmt.Sprintf("%d kernels: exact %d, occupancy equal %d, MAE %.2f", s.n, s.exact, s.occ, float64(s.abs)/float64(max(s.n, 1)))
}

// relocEstimates reads a reloc.c output (path) and estimates each kernel of its PTX files, which
// open reads: the whole estimate against load, the relocatable one against link, and the whole
// one against link (what cudasim answered for a link before the rule).
func relocEstimates(t *testing.T, path string, open func(file string) ([]byte, error)) (load, link, linkWhole relocFit) {
	b, err := gzfile.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	mods := map[string]map[string]*ptx.Function{}
	var parsed = map[string]*ptx.Module{}
	for line := range strings.Lines(string(b)) {
		f := strings.Split(strings.TrimSpace(line), "\t")
		if len(f) != 4 || f[1] != "load" && f[1] != "link" {
			continue
		}
		gpu, err := strconv.Atoi(f[2])
		if err != nil {
			continue
		}
		if mods[f[0]] == nil {
			src, err := open(f[0])
			if err != nil {
				t.Fatal(err)
			}
			m, err := ptx.ParseLazy(src)
			if err != nil {
				t.Fatalf("%s: %v", f[0], err)
			}
			parsed[f[0]], mods[f[0]] = m, map[string]*ptx.Function{}
			for _, g := range m.Functions {
				if g.Entry {
					mods[f[0]][g.Name] = g
				}
			}
		}
		g := mods[f[0]][f[3]]
		if g == nil {
			t.Fatalf("%s: no kernel %s", f[0], f[3])
		}
		m := parsed[f[0]]
		if f[1] == "load" {
			load.add(EstimateRegisters(m, g, 0), gpu)
			continue
		}
		link.add(EstimateRelocatableRegisters(m, g, 0), gpu)
		linkWhole.add(EstimateRegisters(m, g, 0), gpu)
	}
	return load, link, linkWhole
}

// TestRelocatableEstimate: over CUB device_reduce_by_key's kernels (reloc37) the relocatable estimate
// agrees with what the H100's linker allocated at least as often as the whole estimate did.
func TestRelocatableEstimate(t *testing.T) {
	load, link, linkWhole := relocEstimates(t, "../testdata/reference/reloc37/h100-s37/native.out", func(file string) ([]byte, error) {
		if file == "drbk.ptx" { // reloc37's drbk.ptx.xz
			return gzfile.ReadFile("../testdata/reference/reloc38/ptx/device_reduce_by_key.0.ptx")
		}
		return gzfile.ReadFile(filepath.Join("../testdata/reference/reloc37", file))
	})
	t.Logf("loaded, whole estimate: %v", load)
	t.Logf("linked, relocatable estimate: %v", link)
	t.Logf("linked, whole estimate: %v", linkWhole)
	if link.abs >= linkWhole.abs || link.occ < linkWhole.occ {
		t.Errorf("linked kernels: the relocatable estimate (%v) fits no better than the whole one (%v)", link, linkWhole)
	}
}

// TestRelocatableEntry: the kernels of a PTX entry whose JIT options say --compile-only (an -rdc
// build's, a cuLink image's) report the relocatable estimate, those of one without the whole one.
func TestRelocatableEntry(t *testing.T) {
	src, err := gzfile.ReadFile("../testdata/reference/reloc38/ptx/device_reduce_by_key.0.ptx")
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
