package cubin

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"
)

// regsRow is one kernel's NUM_REGS as the H200's driver reported it after
// JIT-compiling the repository's PTX (testdata/reference/coop/regs.txt).
type regsRow struct {
	file, kernel string
	maxRegs      int
	regs         int
}

// probePaths maps the probe's file names to the repository's.
func repoPath(p string) string {
	switch {
	case strings.HasPrefix(p, "../../"):
		return "../" + p[len("../../"):]
	case strings.HasPrefix(p, "conf/"):
		return "../testdata/conformance/coop/" + p[len("conf/"):]
	case strings.HasPrefix(p, "numba/"):
		return "../driver/testdata/numba/" + p[len("numba/"):]
	}
	return ""
}

func readRegs(t *testing.T) []regsRow {
	f, err := os.Open("../testdata/reference/coop/regs.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []regsRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) < 5 || fs[0] != "regs" || strings.HasSuffix(fs[1], ".cubin") {
			continue
		}
		mx, _ := strconv.Atoi(fs[2])
		n, err := strconv.Atoi(fs[4])
		if err != nil {
			continue
		}
		rows = append(rows, regsRow{file: repoPath(fs[1]), kernel: fs[3], maxRegs: mx, regs: n})
	}
	return rows
}

// TestRegisterEstimate compares EstimateRegisters with the H200's NUM_REGS
// for every kernel measured: it must stay within the error documented in
// docs/cooperative.md, and keep the order Numba's tests rely on (a kernel
// with many live values above 57 registers; CU_JIT_MAX_REGISTERS obeyed).
func TestRegisterEstimate(t *testing.T) {
	rows := readRegs(t)
	if len(rows) < 100 {
		t.Fatalf("%d rows", len(rows))
	}
	progs := map[string]*ptx.Module{}
	var sumAbs, sumRel float64
	worst := 0
	n := 0
	for _, r := range rows {
		p, ok := progs[r.file]
		if !ok {
			src, err := gzfile.ReadFile(r.file)
			if err != nil {
				t.Fatal(err)
			}
			if p, err = ptx.Parse(src); err != nil {
				t.Fatalf("%s: %v", r.file, err)
			}
			progs[r.file] = p
		}
		var fn *ptx.Function
		for _, f := range p.Functions {
			if f.Entry && f.Name == r.kernel {
				fn = f
			}
		}
		if fn == nil {
			// The probe's Numba PTX carried other mangled names; match by position.
			for _, f := range p.Functions {
				if f.Entry {
					fn = f
				}
			}
		}
		got := EstimateRegisters(p, fn, r.maxRegs)
		d := got - r.regs
		if d < 0 {
			d = -d
		}
		sumAbs += float64(d)
		sumRel += float64(d) / float64(r.regs)
		worst = max(worst, d)
		n++
		t.Logf("%-28s %-40.40s max %3d: H200 %3d, estimate %3d", filepath.Base(r.file), r.kernel, r.maxRegs, r.regs, got)
	}
	mean := sumAbs / float64(n)
	t.Logf("%d kernels: mean absolute error %.1f registers, mean relative error %.0f%%, worst %d", n, mean, 100*sumRel/float64(n), worst)
	if mean > 6 {
		t.Errorf("mean absolute error %.1f registers; docs/cooperative.md says 5.7", mean)
	}
}

// TestRegisterEstimateNumba: what Numba's tests read from NUM_REGS holds for
// the PTX Numba makes (driver/testdata/numba): func_with_lots_of_registers
// needs more than 57 registers (70 on the H200) and obeys
// CU_JIT_MAX_REGISTERS of 57 and 38; pi_sin_array reports a positive count.
func TestRegisterEstimateNumba(t *testing.T) {
	load := func(name string) (*ptx.Module, *ptx.Function) {
		src, err := os.ReadFile("../driver/testdata/numba/" + name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ptx.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m.Functions {
			if f.Entry {
				return m, f
			}
		}
		t.Fatal("no kernel")
		return nil, nil
	}
	m, f := load("lots_of_registers.ptx")
	if n := EstimateRegisters(m, f, 0); n <= 57 {
		t.Errorf("lots_of_registers: %d registers, want more than 57", n)
	}
	for _, mx := range []int{57, 38} {
		if n := EstimateRegisters(m, f, mx); n > mx {
			t.Errorf("lots_of_registers with CU_JIT_MAX_REGISTERS %d: %d", mx, n)
		}
	}
	for _, name := range []string{"pi_sin_f32.ptx", "pi_sin_f64.ptx"} {
		if m, f := load(name); EstimateRegisters(m, f, 0) <= 0 {
			t.Errorf("%s: no registers", name)
		}
	}
}

// TestCubinRegisters: for SASS the register count is ptxas's, read from the
// cubin (EIATTR_REGCOUNT, else the section flags); it matches what the
// H200 reports for every kernel of visible.sm_90.cubin.
func TestCubinRegisters(t *testing.T) {
	b, err := os.ReadFile("../testdata/conformance/visible/visible.sm_90.cubin")
	if err != nil {
		t.Fatal(err)
	}
	img, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	f, _ := os.Open("../testdata/reference/coop/regs.txt")
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) >= 5 && fs[0] == "regs" && strings.HasSuffix(fs[1], ".cubin") {
			want[fs[3]], _ = strconv.Atoi(fs[4])
		}
	}
	if len(want) == 0 {
		t.Fatal("no cubin rows")
	}
	n := 0
	for _, e := range img.Entries {
		m := e.Module
		if m == nil {
			continue
		}
		for _, k := range m.Kernels {
			if w, ok := want[k.Name]; ok {
				n++
				if k.Regs() != w || k.RegsEstimated() {
					t.Errorf("%s: %d registers (estimated %v), the H200 reports %d", k.Name, k.Regs(), k.RegsEstimated(), w)
				}
			}
		}
	}
	if n != len(want) {
		t.Errorf("compared %d of %d kernels", n, len(want))
	}
}

// TestRegisterEstimateSamples compares EstimateRegisters with the NUM_REGS
// the H200 reported for the kernels of the cudart samples' and the suite's
// PTX and for simpleAWBarrier's (testdata/reference/fix11: regsptx.tar.gz,
// awb118.ptx, w1/regs.txt): the mean absolute error docs/cooperative.md
// gives for them, 4.8 registers, must hold.
func TestRegisterEstimateSamples(t *testing.T) {
	const dir = "../testdata/reference/fix11/"
	files := regsptxFiles(t)
	var err error
	if files["awb118.ptx"], err = os.ReadFile(dir + "awb118.ptx"); err != nil {
		t.Fatal(err)
	}
	rows, err := os.ReadFile(dir + "w1/regs.txt")
	if err != nil {
		t.Fatal(err)
	}
	mods := map[string]*ptx.Module{}
	var sumAbs float64
	n, worst := 0, 0
	for _, line := range strings.Split(string(rows), "\n") {
		fs := strings.Split(line, "\t")
		if len(fs) < 4 || fs[0] != "regs" || files[fs[1]] == nil {
			continue
		}
		want, _ := strconv.Atoi(fs[3])
		m, ok := mods[fs[1]]
		if !ok {
			if m, err = ptx.Parse(files[fs[1]]); err != nil {
				t.Fatalf("%s: %v", fs[1], err)
			}
			mods[fs[1]] = m
		}
		var fn *ptx.Function
		for _, g := range m.Functions {
			if g.Entry && g.Name == fs[2] {
				fn = g
			}
		}
		if fn == nil {
			t.Errorf("%s: no kernel %s", fs[1], fs[2])
			continue
		}
		d := EstimateRegisters(m, fn, 0) - want
		sumAbs += float64(max(d, -d))
		worst = max(worst, d, -d)
		n++
	}
	if n < 200 {
		t.Fatalf("%d kernels", n)
	}
	mean := sumAbs / float64(n)
	t.Logf("%d kernels: mean absolute error %.1f registers, worst %d", n, mean, worst)
	if mean > 5 {
		t.Errorf("mean absolute error %.1f registers; docs/cooperative.md says 4.8", mean)
	}
}

// TestRegsEstimatedWithoutEstimate: whether a PTX kernel's register count is an estimate is
// answered without making the estimate when no limit (.maxnreg, a block bound, a JIT register
// limit) could lower it, as a launch asks (module.MaxThreads); with a limit the estimate decides,
// and the answers are those EstimateRegisters gives.
func TestRegsEstimatedWithoutEstimate(t *testing.T) {
	src, err := os.ReadFile("../driver/testdata/numba/lots_of_registers.ptx")
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []int{0, 38} {
		m, _, err := describePTX(src)
		if err != nil {
			t.Fatal(err)
		}
		var k *Kernel
		for i := range m.Kernels {
			k = &m.Kernels[i]
		}
		if limit > 0 {
			k.withJIT(JIT{MaxRegisters: limit})
		}
		estimated := k.RegsEstimated()
		if made := k.estimate.n != 0; made != (limit > 0) {
			t.Errorf("limit %d: estimate made %v by RegsEstimated", limit, made)
		}
		if want := limit == 0; estimated != want {
			t.Errorf("limit %d: RegsEstimated %v, want %v", limit, estimated, want)
		}
		if want := EstimateRegisters(k.estimate.m, k.estimate.f, limit); k.Regs() != want {
			t.Errorf("limit %d: Regs %d, EstimateRegisters %d", limit, k.Regs(), want)
		}
	}
}
