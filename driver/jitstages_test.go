package driver

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
	"cudasim/internal/gzfile"
)

// The stages at which the driver refuses code it cannot load (module.Stage), against the H200's
// recordings.

// texprobeSplit cuts testdata/texture/texprobe.ptx as testdata/texture/probe-jit/run.sh does:
// one module per suq/txq line of k_suq, k_txq, k_txq2 and k_txq3 (that kernel alone, keeping
// only that query, renamed kq), by the names run.sh gave them, and texprobe.ptx without k_suq.
func texprobeSplit(t *testing.T) (forms map[string][]byte, names []string, nosuq []byte) {
	t.Helper()
	b, err := gzfile.ReadFile("../testdata/texture/texprobe.ptx")
	must(t, err)
	s := string(b)
	i := strings.Index(s, ".visible .entry")
	head, rest := s[:i], s[i:]
	// re.split(r'(?=\n\t// \.globl|\n\.visible \.entry)', rest)
	var pieces []string
	from := 0
	for j := 1; j < len(rest); j++ {
		if strings.HasPrefix(rest[j:], "\n\t// .globl") || strings.HasPrefix(rest[j:], "\n.visible .entry") {
			pieces = append(pieces, rest[from:j])
			from = j
		}
	}
	pieces = append(pieces, rest[from:])
	entry := regexp.MustCompile(`\.entry\s+(\w+)`)
	query := regexp.MustCompile(`\b(suq|txq)\.`)
	ents := map[string]string{}
	var order []string
	for _, p := range pieces {
		if m := entry.FindStringSubmatch(p); m != nil {
			if _, ok := ents[m[1]]; !ok {
				order = append(order, m[1])
			}
			ents[m[1]] = p
		}
	}
	forms = map[string][]byte{}
	for _, name := range []string{"k_suq", "k_txq", "k_txq2", "k_txq3"} {
		lines := strings.Split(ents[name], "\n")
		var qs []int
		for j, l := range lines {
			if query.MatchString(l) {
				qs = append(qs, j)
			}
		}
		for n, j := range qs {
			var keep []string
			for k, l := range lines {
				if k == j || !query.MatchString(l) {
					keep = append(keep, l)
				}
			}
			body := strings.Join(keep, "\n")
			body = strings.ReplaceAll(body, name+"(", "kq(")
			body = strings.ReplaceAll(body, name+"_param", "kq_param")
			f := fmt.Sprintf("/tmp/one_%s_%02d.ptx", name, n)
			forms[f] = []byte(head + body)
			names = append(names, f)
		}
	}
	var nb strings.Builder
	nb.WriteString(head)
	for _, k := range order {
		if k != "k_suq" {
			nb.WriteString(ents[k])
		}
	}
	return forms, names, []byte(nb.String())
}

// qProbe does what testdata/texture/probe-jit/q.c does for one image and prints what it prints.
func qProbe(th *Thread, file string, img []byte, kernels []string) string {
	var b strings.Builder
	img = append(img, 0)
	m, err := th.ModuleLoadData(img)
	fmt.Fprintf(&b, "%s: cuModuleLoadData -> %d\n", file, cu.Code(err))
	if err == nil {
		for _, k := range kernels {
			f, err := th.ModuleGetFunction(m, k)
			fmt.Fprintf(&b, "  cuModuleGetFunction(%s) -> %d", k, cu.Code(err))
			if err == nil {
				_, err := th.FuncGetAttribute(FuncAttributeNumRegs, f)
				fmt.Fprintf(&b, "  attr -> %d", cu.Code(err))
			}
			b.WriteString("\n")
		}
		_ = th.ModuleUnload(m)
	}
	l, err := th.LibraryLoadData(img, nil, nil)
	fmt.Fprintf(&b, "%s: cuLibraryLoadData -> %d\n", file, cu.Code(err))
	if err == nil {
		for _, k := range kernels {
			kk, err := th.LibraryGetKernel(l, k)
			fmt.Fprintf(&b, "  cuLibraryGetKernel(%s) -> %d", k, cu.Code(err))
			if err == nil {
				_, err := th.KernelGetFunction(kk)
				fmt.Fprintf(&b, "  cuKernelGetFunction -> %d", cu.Code(err))
			}
			b.WriteString("\n")
		}
		_ = th.LibraryUnload(l)
	}
	return b.String()
}

// TestJITStagesTextureQueries replays testdata/texture/probe-jit (every suq and txq form of
// texprobe.ptx in a module of its own, and texprobe.ptx without k_suq; lazy and eager loading,
// modules and libraries) and wants the H200's codes at the H200's calls, line for line.
func TestJITStagesTextureQueries(t *testing.T) {
	forms, names, nosuq := texprobeSplit(t)
	if len(names) != 25 {
		t.Fatalf("%d one-query modules, want 25", len(names))
	}
	read := func(name string) string {
		b, err := os.ReadFile("../testdata/texture/probe-jit/" + name)
		must(t, err)
		return string(b)
	}
	for _, tc := range []struct {
		golden string
		mode   ModuleLoadingMode
	}{{"forms-lazy.txt", ModuleLoadingLazy}, {"forms-eager.txt", ModuleLoadingEager}} {
		_, th, _ := newLibTest(t, 1, tc.mode, nil)
		var got strings.Builder
		golden := read(tc.golden)
		// In the recording's order (the shell's glob, in its locale's collation).
		order := regexp.MustCompile(`(?m)^(\S+\.ptx): cuModuleLoadData`).FindAllStringSubmatch(golden, -1)
		if len(order) != len(names) {
			t.Fatalf("%s lists %d modules, want %d", tc.golden, len(order), len(names))
		}
		for _, m := range order {
			f := m[1]
			if forms[f] == nil {
				t.Fatalf("%s: no module %s", tc.golden, f)
			}
			got.WriteString(qProbe(th, f, forms[f], []string{"kq"}))
		}
		if diff := cmp.Diff(golden, got.String()); diff != "" {
			t.Errorf("%s: cudasim differs from the H200 (-H200 +cudasim):\n%s", tc.golden, diff)
		}
	}
	var got strings.Builder
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	got.WriteString(qProbe(th, "/tmp/nosuq.ptx", nosuq, []string{"k_txq", "k_txq2", "k_txq3", "k_istypep"}))
	_, th, _ = newLibTest(t, 1, ModuleLoadingEager, nil)
	got.WriteString(qProbe(th, "/tmp/nosuq.ptx", nosuq, []string{"k_txq", "k_istypep"}))
	if diff := cmp.Diff(read("nosuq.txt"), got.String()); diff != "" {
		t.Errorf("nosuq.txt: cudasim differs from the H200 (-H200 +cudasim):\n%s", diff)
	}
}
