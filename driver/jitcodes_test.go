package driver

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
)

// TestJITOptionCodes replays every cuModuleLoadDataEx of probe_occ12's jit
// section (testdata/reference/occ12/w2/jit.txt.gz: base.ptx with each
// CUjit_option alone at several values, and pairs): each load's code as
// the H200 answered, and the option values after it.
func TestJITOptionCodes(t *testing.T) {
	rec, err := gzfile.ReadFile(occ12Dir + "w2/jit.txt")
	must(t, err)
	load := regexp.MustCompile(`(?m)^loadex base ((?:-?\d+=-?\d+,?)+) -> (\w+); values after: ([0-9a-f ]*)$`)
	src := occ12JIT(t, "jit/base.ptx")
	_, th, _ := setup(t, Config{})
	n := 0
	for _, m := range load.FindAllStringSubmatch(string(rec), -1) {
		var opts []JITOptionValue
		for _, kv := range regexp.MustCompile(`(-?\d+)=(-?\d+)`).FindAllStringSubmatch(m[1], -1) {
			o, _ := strconv.Atoi(kv[1])
			v, _ := strconv.ParseInt(kv[2], 10, 64)
			opts = append(opts, JITOptionValue{Option: JITOption(o), Value: uint64(v)})
		}
		mod, err := th.ModuleLoadDataEx(src, opts)
		if got := cu.Code(err).Name(); got != m[2] {
			t.Errorf("%s: %s, the H200 %s (%v)", m[1], got, m[2], err)
		}
		var after []string
		for _, o := range opts {
			if o.Option != JITWallTime {
				after = append(after, strconv.FormatUint(o.Value, 16))
			}
		}
		var want []string
		for i, v := range strings.Fields(m[3]) {
			if opts[i].Option != JITWallTime {
				want = append(want, v)
			}
		}
		if fmt.Sprint(after) != fmt.Sprint(want) {
			t.Errorf("%s: values after the load %v, the H200 %v", m[1], after, want)
		}
		if err == nil {
			must(t, th.ModuleUnload(mod))
		}
		n++
	}
	if n < 170 {
		t.Errorf("compared %d loads", n)
	}
}

// TestJITLinkAndLibraryOptionCodes replays the same section's links (the
// options given to cuLinkCreate, or to cuLinkAddData of base.ptx) and
// cuLibraryLoadData calls: each call's code as the H200 answered.
func TestJITLinkAndLibraryOptionCodes(t *testing.T) {
	rec, err := gzfile.ReadFile(occ12Dir + "w2/jit.txt")
	must(t, err)
	line := regexp.MustCompile(`(?m)^link (create|addData)-options (none|[-0-9=,]+): create -> (\w+)(?:, add -> (\w+))?(?:, complete -> (\w+))?`)
	lib := regexp.MustCompile(`(?m)^library (none|[-0-9=,]+) -> (\w+);`)
	getKernel := map[string]string{} // the code of cuLibraryGetKernel after each load that succeeded
	for _, m := range regexp.MustCompile(`(?m)^library (none|[-0-9=,]+) heavy(?: getkernel -> (\w+)|\t)`).FindAllStringSubmatch(string(rec), -1) {
		getKernel[m[1]] = "CUDA_SUCCESS"
		if m[2] != "" {
			getKernel[m[1]] = m[2]
		}
	}
	if getKernel["9=80"] != "CUDA_ERROR_INVALID_PTX" || len(getKernel) < 10 {
		t.Fatalf("the recording's cuLibraryGetKernel lines did not parse: %v", getKernel)
	}
	src := occ12JIT(t, "jit/base.ptx")
	_, th, _ := setup(t, Config{})
	n := 0
	heavy := map[string][2]int{} // NUM_REGS and MAX_THREADS_PER_BLOCK of heavy after each link
	for _, m := range regexp.MustCompile(`(?m)^link ((?:create|addData)-options \S+) heavy\tregs (\d+)\t.*\tmaxthreads (\d+)\t`).FindAllStringSubmatch(string(rec), -1) {
		r, _ := strconv.Atoi(m[2])
		mt, _ := strconv.Atoi(m[3])
		heavy[m[1]] = [2]int{r, mt}
	}
	if len(heavy) < 20 {
		t.Fatalf("the recording's linked kernels did not parse: %v", heavy)
	}
	parse := func(s string) (opts []JITOptionValue) {
		for _, kv := range regexp.MustCompile(`(-?\d+)=(-?\d+)`).FindAllStringSubmatch(s, -1) {
			o, _ := strconv.Atoi(kv[1])
			v, _ := strconv.ParseInt(kv[2], 10, 64)
			opts = append(opts, JITOptionValue{Option: JITOption(o), Value: uint64(v)})
		}
		return
	}
	for _, m := range line.FindAllStringSubmatch(string(rec), -1) {
		opts := parse(m[2])
		var copts, aopts []JITOptionValue
		if m[1] == "create" {
			copts = opts
		} else {
			aopts = opts
		}
		var got []string
		ls, err := th.LinkCreate(copts)
		got = append(got, cu.Code(err).Name())
		if err == nil {
			err = th.LinkAddData(ls, JITInputPTX, src, nil, aopts)
			got = append(got, cu.Code(err).Name())
			if err == nil {
				var image []byte
				image, err = th.LinkComplete(ls)
				got = append(got, cu.Code(err).Name())
				if err == nil {
					linkedAttrs(t, th, image, m[1]+"-options "+m[2], heavy)
				}
			}
			must(t, th.LinkDestroy(ls))
		}
		want := []string{m[3]}
		for _, w := range m[4:] {
			if w != "" {
				want = append(want, w)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("link %s-options %s: %v, the H200 %v", m[1], m[2], got, want)
		}
		n++
	}
	for _, m := range lib.FindAllStringSubmatch(string(rec), -1) {
		l, err := th.LibraryLoadData(src, parse(m[1]), nil)
		if got := cu.Code(err).Name(); got != m[2] {
			t.Errorf("library %s: %s, the H200 %s", m[1], got, m[2])
		}
		if err == nil {
			_, err := th.LibraryGetKernel(l, "heavy")
			if got, want := cu.Code(err).Name(), getKernel[m[1]]; got != want {
				t.Errorf("library %s: cuLibraryGetKernel %s, the H200 %s", m[1], got, want)
			}
			must(t, th.LibraryUnload(l))
		}
		n++
	}
	if n < 50 {
		t.Errorf("compared %d calls", n)
	}
}

// linkedAttrs compares the heavy kernel of a linked image with the H200's:
// MAX_THREADS_PER_BLOCK where a thread option bounds it, NUM_REGS where a
// limit is below cudasim's estimate (107), and both then (as
// TestJITThreadOptions for loads).
func linkedAttrs(t *testing.T, th *Thread, image []byte, tag string, want map[string][2]int) {
	t.Helper()
	w, ok := want[tag]
	if !ok {
		t.Errorf("%s: no attributes recorded", tag)
		return
	}
	mod, err := th.ModuleLoadData(image)
	must(t, err)
	defer func() { must(t, th.ModuleUnload(mod)) }()
	f, err := th.ModuleGetFunction(mod, "heavy")
	must(t, err)
	r, _ := th.FuncGetAttribute(FuncAttributeNumRegs, f)
	mt, _ := th.FuncGetAttribute(FuncAttributeMaxThreadsPerBlock, f)
	bounded := strings.Contains(tag, " 32=") || strings.Contains(tag, ",32=")
	if bounded && int(mt) != w[1] {
		t.Errorf("%s: MAX_THREADS_PER_BLOCK %d, the H200 %d", tag, mt, w[1])
	}
	if r < 110 && (int(r) != w[0] || int(mt) != w[1]) {
		t.Errorf("%s: a limit gave NUM_REGS %d and MAX_THREADS_PER_BLOCK %d, the H200 %d and %d", tag, r, mt, w[0], w[1])
	}
}
