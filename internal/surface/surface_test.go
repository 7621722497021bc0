package surface_test

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"cudasim/internal/surface"
	"cudasim/internal/surface/shims"
	"cudasim/trace/replay"
)

var update = flag.Bool("update", false, "rewrite README.md's generated \"What is supported\" summary from surface.txt")

// The table covers the real driver's cuGetProcAddress table: 477 base
// names, 671 symbols.
func TestTable(t *testing.T) {
	es := surface.Entries()
	n := surface.Count(es)
	if n.EntryPoints != 477 || n.Symbols != 671 || len(surface.Symbols()) != 671 {
		t.Errorf("%d entry points, %d symbols (%d listed); the real driver has 477 and 671", n.EntryPoints, n.Symbols, len(surface.Symbols()))
	}
	if n.Full+n.Partial+n.None != n.EntryPoints {
		t.Errorf("counts %+v do not add up", n)
	}
	e, ok := surface.Lookup("cuMemcpyHtoDAsync")
	if !ok {
		t.Fatal("no cuMemcpyHtoDAsync")
	}
	if got := strings.Join(e.Symbols(), " "); got != "cuMemcpyHtoDAsync cuMemcpyHtoDAsync_v2 cuMemcpyHtoDAsync_v2_ptsz" {
		t.Errorf("cuMemcpyHtoDAsync's symbols: %s", got)
	}
	if len(e.Legacy) != 2 || e.Legacy[0] != (surface.Step{Version: 3020, Symbol: "cuMemcpyHtoDAsync_v2"}) ||
		len(e.PerThread) != 1 || e.PerThread[0] != (surface.Step{Version: 7000, Symbol: "cuMemcpyHtoDAsync_v2_ptsz"}) {
		t.Errorf("cuMemcpyHtoDAsync resolves as %+v, per thread %+v", e.Legacy, e.PerThread)
	}
}

func TestLookup(t *testing.T) {
	for _, tt := range []struct{ name, base string }{
		{"cuMemAlloc", "cuMemAlloc"},
		{"cuMemAlloc_v2", "cuMemAlloc"},
		{"cuMemcpyHtoD_v2_ptds", "cuMemcpyHtoD"},
		{"cuCtxCreate_v4", "cuCtxCreate"},
		{"cuGraphCreate", "cuGraphCreate"},
		{"cuGetProcAddress_v2", "cuGetProcAddress"},
	} {
		e, ok := surface.Lookup(tt.name)
		if !ok || e.Name != tt.base {
			t.Errorf("Lookup(%s) = %v, %v; want %s", tt.name, e, ok, tt.base)
		}
	}
	for _, name := range []string{"", "cuMemAlloc_v3", "cudaMalloc", "cuFoo", "MemAlloc"} {
		if e, ok := surface.Lookup(name); ok {
			t.Errorf("Lookup(%q) = %s, want nothing", name, e.Name)
		}
	}
}

func TestParseErrors(t *testing.T) {
	const ok = "cuA full traced 3020:cuA_v2,2000:cuA\n"
	if es, err := surface.Parse("# comment\n\n" + ok + "cuB partial untraced 2000:cuB\n\t# comment\n\tperthread 7000:cuB_ptsz\n  note no flags\n"); err != nil || len(es) != 2 || es[1].Note != "no flags" || es[1].PerThread == nil || es[0].Call != nil {
		t.Errorf("a good table: %+v, %v", es, err)
	}
	for _, tt := range []struct{ text, want string }{
		{"cuA full traced\n", "fields, want 4"},
		{"cuA full traced 2000:cuA same\n", "fields, want 4"},
		{"cuA mostly traced 2000:cuA\n", "support"},
		{"cuA full maybe 2000:cuA\n", "trace"},
		{"cuA full traced cuA\n", "bad step"},
		{"cuA full traced 2000:cuA,3020:cuA_v2\n", "newest first"},
		{"cuA full traced 2000:cuA\n\tperthread 7000:cuA_ptsz\n\tperthread 7000:cuA_ptsz\n", "second perthread"},
		{"cuA full traced 2000:cuA\n\tperthread cuA_ptsz\n", "bad step"},
		{"cuA partial traced 2000:cuA\n", "must say what is missing"},
		{"cuA full traced 2000:cuA\n\tnote something\n", "has a note"},
		{"cuA partial traced 2000:cuA\n\tnote one\n\tnote two\n", "second note"},
		{"cuA partial traced 2000:cuA\n\tnote\n", "no value"},
		{"cuA none traced 2000:cuA\n", "not implemented but traced"},
		{"cuA full traced 2000:cuA\n\tnotes x\n", "want perthread, note or call"},
		{"\tnote x\ncuA full traced 2000:cuA\n", "before the first entry"},
		{ok + ok, "out of order"},
		{"cuB none untraced 2000:cuA\n" + "cuC none untraced 2000:cuA\n", "already appears"},
		{"cu_A none untraced 2000:cuA\n", "not a base name"},
		{"cuA full traced 2000:cuA\n\tcall cuA() A\n\tcall cuA() A\n", "second call line"},
		{"cuA full traced 2000:cuA\ncuB full traced 2000:cuB\n\tcall cuA() A\n", "3: cuB: cuA is no symbol"},
	} {
		if _, err := surface.Parse(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): %v, want an error about %q", tt.text, err, tt.want)
		}
	}
}

// TestCodeAgrees checks the table against the code: support against
// libcuda's //export and //cudasim:alias lines, trace against what the
// recorder writes and what replay registers; and the names the shims
// report calls under against the entry points they implement.
func TestCodeAgrees(t *testing.T) {
	src, err := shims.Read("../../libcuda")
	if err != nil {
		t.Fatal(err)
	}
	es := surface.Entries()
	for _, check := range []struct {
		what string
		errs []error
	}{
		{"exports", src.CheckExports(es)},
		{"support", src.CheckSupport(es)},
		{"trace", src.CheckTrace(es, replay.Calls())},
		{"CUDASIM_LOG names", src.CheckLogs(es)},
	} {
		for _, err := range check.errs {
			t.Errorf("%s: %v", check.what, err)
		}
	}
	// The reading of the source found what it must: the shims of the
	// implemented symbols, and the recorder's calls.
	if len(src.Exported) < 150 || len(src.Records) < 100 {
		t.Errorf("read %d exports and %d recording shims from libcuda: too few", len(src.Exported), len(src.Records))
	}
	if got := strings.Join(src.Records["cuMemAlloc_v2"], " "); got != "cuMemAlloc" {
		t.Errorf("cuMemAlloc_v2 records %q, want cuMemAlloc", got)
	}
}

const (
	readmeBegin = "<!-- begin surface: generated from internal/surface/surface.txt by go test ./internal/surface -update; do not edit -->\n"
	readmeEnd   = "<!-- end surface -->\n"
)

// TestReadme checks README.md's "What is supported" summary against what
// Markdown makes of the table; -update rewrites it.
func TestReadme(t *testing.T) {
	const path = "../../README.md"
	readme, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	before, rest, ok := bytes.Cut(readme, []byte(readmeBegin))
	section, after, ok2 := bytes.Cut(rest, []byte(readmeEnd))
	if !ok || !ok2 {
		t.Fatalf("README.md lacks the lines\n%s...\n%s", readmeBegin, readmeEnd)
	}
	want := surface.Markdown(surface.Entries())
	if string(section) == want {
		return
	}
	if *update {
		// A new slice: before and after share readme's array.
		var out []byte
		for _, part := range [][]byte{before, []byte(readmeBegin), []byte(want), []byte(readmeEnd), after} {
			out = append(out, part...)
		}
		if err := os.WriteFile(path, out, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("rewrote README.md's summary of the table")
		return
	}
	t.Errorf("README.md's summary of the table is stale; go test ./internal/surface -update rewrites it. Want:\n%s", want)
}

func TestMarkdown(t *testing.T) {
	es, err := surface.Parse("cuA full traced 2000:cuA\n" +
		"cuB partial untraced 2000:cuB\n\tnote flag *x* | y\n" +
		"cuC partial traced 3020:cuC_v2,2000:cuC\n\tnote " + surface.LegacyNote("cuC") + "\n" +
		"cuD none untraced 2000:cuD\n")
	if err != nil {
		t.Fatal(err)
	}
	md := surface.Markdown(es)
	flat := strings.ReplaceAll(md, "\n", " ")
	for _, want := range []string{
		"Of the 4 entry points",
		"(5 symbols), cudasim implements 1 in full and 2 in part; the other 1 answer",
		"| `cuB` | no | flag \\*x\\* \\| y |",
		"1 more are partial only because",
		"are): `cuC`.",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "| `cuC`") || strings.Contains(md, "cuA") || strings.Contains(md, "cuD") {
		t.Errorf("Markdown lists what it should not:\n%s", md)
	}
}
