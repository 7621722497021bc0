package driver

import (
	"fmt"
	"os"
	"path/filepath"
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

// jpProbe does what testdata/reference/jitstages/jp.c does for one PTX file (path as the
// probe named it, for its header) and prints what it prints, but the JIT info logs (the
// driver's own text, which cudasim does not imitate).
func jpProbe(th *Thread, path, mode string, img []byte, kernels []string) string {
	var b strings.Builder
	name := func(err error) string {
		r := cu.Code(err)
		return fmt.Sprintf("%d %s", r, r.Name())
	}
	p := func(step string, err error) { fmt.Fprintf(&b, "%s %s\n", step, name(err)) }
	logtext := func(what string, buf []byte) {
		fmt.Fprintf(&b, "  %s:\n", what)
		if what == "info log" {
			b.WriteString("  | (not compared)\n")
			return
		}
		s := string(buf)
		if i := strings.IndexByte(s, 0); i >= 0 {
			s = s[:i]
		}
		for s != "" {
			line, rest, _ := strings.Cut(s, "\n")
			fmt.Fprintf(&b, "  | %s\n", line)
			s = rest
		}
	}
	jit := func() []JITOptionValue {
		return []JITOptionValue{{Option: JITErrorLogBuffer, Buffer: make([]byte, 65536)}, {Option: JITErrorLogBufferSize, Value: 65536},
			{Option: JITInfoLogBuffer, Buffer: make([]byte, 65536)}, {Option: JITInfoLogBufferSizeBytes, Value: 65536}}
	}
	p("cuInit", th.Init(0))
	fmt.Fprintf(&b, "== %s (CUDA_MODULE_LOADING=%s)\n", path, mode)
	img = append(img, 0)
	m, err := th.ModuleLoadData(img)
	p("cuModuleLoadData", err)
	if err == nil {
		_ = th.ModuleUnload(m)
	}
	tmp, _ := os.CreateTemp("", "jp*.ptx")
	_, _ = tmp.Write(img[:len(img)-1])
	_ = tmp.Close()
	defer os.Remove(tmp.Name())
	m, err = th.ModuleLoad(tmp.Name())
	p("cuModuleLoad", err)
	if err == nil {
		_ = th.ModuleUnload(m)
	}
	opts := jit()
	m, err = th.ModuleLoadDataEx(img, opts)
	p("cuModuleLoadDataEx", err)
	logtext("error log", opts[0].Buffer)
	logtext("info log", opts[2].Buffer)
	if err == nil {
		for _, k := range kernels {
			for t := 1; t <= 2; t++ {
				f, err := th.ModuleGetFunction(m, k)
				p(fmt.Sprintf("cuModuleGetFunction(%s)#%d", k, t), err)
				if err == nil && t == 1 {
					_, err := th.FuncGetAttribute(FuncAttributeNumRegs, f)
					fmt.Fprintf(&b, "  NUM_REGS %s\n", name(err))
				}
			}
		}
		b.WriteString("logs after the calls:\n")
		logtext("error log", opts[0].Buffer)
		p("cuModuleUnload", th.ModuleUnload(m))
	}
	m, err = th.ModuleLoadData(img)
	if err == nil {
		cnt, err := th.ModuleGetFunctionCount(m)
		fmt.Fprintf(&b, "cuModuleGetFunctionCount %s = %d\n", name(err), cnt)
		fs, err := th.ModuleEnumerateFunctions(m, min(cnt, 64))
		p("cuModuleEnumerateFunctions", err)
		for i, f := range fs {
			n, nerr := th.FuncGetName(f)
			if nerr != nil {
				n = "?"
			}
			st, serr := th.FuncIsLoaded(f)
			fmt.Fprintf(&b, "enum[%d] name %d %s, isLoaded %s = %d\n", i, cu.Code(nerr), n, name(serr), st)
			lerr := th.FuncLoad(f)
			p(fmt.Sprintf("enum[%d] cuFuncLoad", i), lerr)
			st, serr = th.FuncIsLoaded(f)
			fmt.Fprintf(&b, "enum[%d] isLoaded %s = %d\n", i, name(serr), st)
			p(fmt.Sprintf("enum[%d] cuFuncLoad#2", i), th.FuncLoad(f))
			_, aerr := th.FuncGetAttribute(FuncAttributeNumRegs, f)
			fmt.Fprintf(&b, "enum[%d] NUM_REGS %s\n", i, name(aerr))
			if lerr != nil {
				var params [][]byte
				for j := 0; ; j++ {
					_, size, err := th.FuncGetParamInfo(f, j)
					if err != nil {
						break
					}
					params = append(params, make([]byte, size))
				}
				p(fmt.Sprintf("enum[%d] cuLaunchKernel", i), th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, params, nil))
				p("cuCtxSynchronize", th.CtxSynchronize())
			}
		}
		p("cuModuleUnload", th.ModuleUnload(m))
	} else {
		p("cuModuleLoadData(enumeration)", err)
	}
	for v := 0; v < 3; v++ {
		var jo []JITOptionValue
		var lo []LibraryOptionValue
		switch v {
		case 1:
			jo = jit()
		case 2:
			lo = []LibraryOptionValue{{Option: LibraryBinaryIsPreserved, Value: 1}}
		}
		l, err := th.LibraryLoadData(img, jo, lo)
		p(fmt.Sprintf("lib%d cuLibraryLoadData", v), err)
		if v == 1 {
			logtext("error log", jo[0].Buffer)
			logtext("info log", jo[2].Buffer)
		}
		if err != nil {
			continue
		}
		cnt, err := th.LibraryGetKernelCount(l)
		fmt.Fprintf(&b, "lib%d cuLibraryGetKernelCount %s = %d\n", v, name(err), cnt)
		if v == 1 {
			_, err := th.LibraryGetModule(l)
			p("lib1 cuLibraryGetModule", err)
		}
		for _, k := range kernels {
			kk, err := th.LibraryGetKernel(l, k)
			p(fmt.Sprintf("lib%d cuLibraryGetKernel(%s)", v, k), err)
			if err != nil {
				continue
			}
			if v == 0 {
				_, err := th.KernelGetAttribute(FuncAttributeNumRegs, kk, 0)
				fmt.Fprintf(&b, "lib0 cuKernelGetAttribute(%s,NUM_REGS) %s\n", k, name(err))
			}
			for t := 1; t <= 2; t++ {
				_, err := th.KernelGetFunction(kk)
				p(fmt.Sprintf("lib%d cuKernelGetFunction(%s)#%d", v, k, t), err)
			}
		}
		if v != 1 {
			_, err := th.LibraryGetModule(l)
			p(fmt.Sprintf("lib%d cuLibraryGetModule", v), err)
		}
		if v == 1 {
			b.WriteString("lib1 logs after the calls:\n")
			logtext("error log", jo[0].Buffer)
			logtext("info log", jo[2].Buffer)
		}
		p("cuCtxSynchronize", th.CtxSynchronize())
		p(fmt.Sprintf("lib%d cuLibraryUnload", v), th.LibraryUnload(l))
	}
	b.WriteString("exit=0\n")
	return b.String()
}

// ownLogs replaces the text of every JIT error log by a placeholder (one line, or none for an
// empty log).
func ownLogs(s string) string {
	var out []string
	in := false
	for _, l := range strings.Split(s, "\n") {
		if in && strings.HasPrefix(l, "  | ") {
			if out[len(out)-1] != "  | (a message)" {
				out = append(out, "  | (a message)")
			}
			continue
		}
		in = l == "  error log:"
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// infoLogs replaces the lines of every JIT info log in a jp.c output by the placeholder
// jpProbe prints.
func infoLogs(s string) string {
	var out []string
	skip := false
	for _, l := range strings.Split(s, "\n") {
		switch {
		case l == "  info log:":
			out = append(out, l, "  | (not compared)")
			skip = true
			continue
		case skip && strings.HasPrefix(l, "  | "):
			continue
		}
		skip = false
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// TestJITStagesProbe replays testdata/reference/jitstages (jp.c over each PTX file of ptx/,
// with lazy and eager loading: modules, file loads, JIT logs, enumeration and cuFuncLoad,
// libraries with and without options) and wants the H200's output line for line, but the
// JIT info logs.
func TestJITStagesProbe(t *testing.T) {
	dir := "../testdata/reference/jitstages"
	files, err := filepath.Glob(filepath.Join(dir, "ptx", "*.ptx"))
	must(t, err)
	if len(files) < 15 {
		t.Fatalf("%d probe files", len(files))
	}
	entry := regexp.MustCompile(`\.entry ([A-Za-z_0-9]+)`)
	for _, f := range files {
		src, err := os.ReadFile(f)
		must(t, err)
		var kernels []string
		for _, k := range entry.FindAllStringSubmatch(string(src), -1) {
			kernels = append(kernels, k[1])
		}
		kernels = append(kernels, "nosuch")
		base := strings.TrimSuffix(filepath.Base(f), ".ptx")
		for _, m := range []struct {
			name, env string
			mode      ModuleLoadingMode
		}{{"lazy", "", ModuleLoadingLazy}, {"eager", "EAGER", ModuleLoadingEager}} {
			want, err := gzfile.ReadFile(filepath.Join(dir, "h200", base+"."+m.name+".txt"))
			must(t, err)
			_, th, _ := newLibTest(t, 1, m.mode, nil)
			got := jpProbe(th, "ptx/"+base+".ptx", m.env, src, kernels)
			w := infoLogs(string(want))
			if base == "x_syntax" {
				// A syntax error's log is cudasim's parser's text, not ptxas's: only the
				// codes, and where the log is written, are the driver's.
				w, got = ownLogs(w), ownLogs(got)
			}
			if diff := cmp.Diff(w, got); diff != "" {
				t.Errorf("%s, %s loading (-H200 +cudasim):\n%s", base, m.name, diff)
			}
		}
	}
}

// TestJITStagesAfterRefusal replays testdata/reference/jitstages/jp2.c (lazy loading: the
// enumeration orders of a PTX library and its module, then what a kernel whose load the driver
// refused answers to later lookups, attribute queries, occupancy and launches, through modules,
// functions and CUkernels) and wants the H200's lines.
func TestJITStagesAfterRefusal(t *testing.T) {
	dir := "../testdata/reference/jitstages/"
	read := func(name string) []byte {
		b, err := gzfile.ReadFile(dir + name)
		must(t, err)
		return append(b, 0)
	}
	txq, suq, ord := read("ptx/t_txq.ptx"), read("ptx/t_mix_suq.ptx"), read("ptx/x_order.ptx")
	want := string(read("h200/jp2.lazy.txt"))
	want = want[:len(want)-1]
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	var b strings.Builder
	name := func(err error) string { r := cu.Code(err); return fmt.Sprintf("%d %s", r, r.Name()) }
	p := func(step string, err error) { fmt.Fprintf(&b, "%s %s\n", step, name(err)) }
	params := func(f Function) [][]byte {
		var ps [][]byte
		for j := 0; ; j++ {
			_, size, err := th.FuncGetParamInfo(f, j)
			if err != nil {
				return ps
			}
			ps = append(ps, make([]byte, size))
		}
	}
	launch := func(what string, f Function, ps [][]byte) {
		p(what+" cuLaunchKernel", th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, ps, nil))
		p(what+" cuCtxSynchronize", th.CtxSynchronize())
	}
	state := func(what string, f Function) {
		st, r := th.FuncIsLoaded(f)
		_, a := th.FuncGetAttribute(FuncAttributeNumRegs, f)
		_, bb := th.FuncGetAttribute(FuncAttributeMaxThreadsPerBlock, f)
		_, o := th.OccupancyMaxActiveBlocksPerMultiprocessor(f, 128, 0)
		fmt.Fprintf(&b, "%s isLoaded %s = %d; NUM_REGS %s; MAX_THREADS %s; occupancy %s\n", what, name(r), st, name(a), name(bb), name(o))
	}
	p("cuInit", th.Init(0))
	// E
	l, err := th.LibraryLoadData(ord, nil, nil)
	p("E cuLibraryLoadData", err)
	n, err := th.LibraryGetKernelCount(l)
	p("E cuLibraryGetKernelCount", err)
	ks, err := th.LibraryEnumerateKernels(l, n)
	p("E cuLibraryEnumerateKernels", err)
	for i, k := range ks {
		nm, err := th.KernelGetName(k)
		fmt.Fprintf(&b, "E kernel[%d] %d %s\n", i, cu.Code(err), nm)
	}
	m, err := th.LibraryGetModule(l)
	p("E cuLibraryGetModule", err)
	n, err = th.ModuleGetFunctionCount(m)
	p("E cuModuleGetFunctionCount", err)
	fs, err := th.ModuleEnumerateFunctions(m, n)
	p("E cuModuleEnumerateFunctions", err)
	for i, f := range fs {
		nm, err := th.FuncGetName(f)
		fmt.Fprintf(&b, "E function[%d] %d %s\n", i, cu.Code(err), nm)
	}
	p("E cuLibraryUnload", th.LibraryUnload(l))
	// A
	m, err = th.ModuleLoadData(txq)
	p("A cuModuleLoadData", err)
	var f Function
	f, err = th.ModuleGetFunction(m, "kq")
	p("A cuModuleGetFunction#1", err)
	f, err = th.ModuleGetFunction(m, "kq")
	p("A cuModuleGetFunction#2", err)
	ps := params(f)
	state("A after #2", f)
	p("A cuFuncLoad", th.FuncLoad(f))
	state("A after cuFuncLoad", f)
	launch("A", f, ps)
	f, err = th.ModuleGetFunction(m, "kq")
	p("A cuModuleGetFunction#3", err)
	launch("A#3", f, ps)
	p("A cuModuleUnload", th.ModuleUnload(m))
	// B
	l, err = th.LibraryLoadData(txq, nil, nil)
	p("B cuLibraryLoadData", err)
	k, err := th.LibraryGetKernel(l, "kq")
	p("B cuLibraryGetKernel", err)
	_, err = th.KernelGetAttribute(FuncAttributeNumRegs, k, 0)
	fmt.Fprintf(&b, "B cuKernelGetAttribute NUM_REGS %s\n", name(err))
	launch("B kernel", Function(k), ps)
	launch("B kernel#2", Function(k), ps)
	f, err = th.KernelGetFunction(k)
	p("B cuKernelGetFunction#1", err)
	f, err = th.KernelGetFunction(k)
	p("B cuKernelGetFunction#2", err)
	state("B after #2", f)
	launch("B function", f, ps)
	m, err = th.LibraryGetModule(l)
	p("B cuLibraryGetModule", err)
	_, err = th.ModuleGetFunction(m, "kq")
	p("B cuModuleGetFunction", err)
	p("B cuLibraryUnload", th.LibraryUnload(l))
	// D
	l, err = th.LibraryLoadData(txq, nil, nil)
	p("D cuLibraryLoadData", err)
	k, err = th.LibraryGetKernel(l, "kq")
	p("D cuLibraryGetKernel", err)
	_, err = th.KernelGetFunction(k)
	p("D cuKernelGetFunction#1", err)
	launch("D kernel", Function(k), ps)
	p("D cuLibraryUnload", th.LibraryUnload(l))
	// C
	l, err = th.LibraryLoadData(suq, nil, nil)
	p("C cuLibraryLoadData", err)
	k, err = th.LibraryGetKernel(l, "k_istypep")
	p("C cuLibraryGetKernel", err)
	launch("C kernel", Function(k), [][]byte{make([]byte, 8), make([]byte, 8), make([]byte, 8)})
	_, err = th.KernelGetFunction(k)
	p("C cuKernelGetFunction", err)
	p("C cuLibraryUnload", th.LibraryUnload(l))
	p("final cuCtxSynchronize", th.CtxSynchronize())
	b.WriteString("exit=0\n")
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("jp2.lazy.txt (-H200 +cudasim):\n%s", diff)
	}
}
