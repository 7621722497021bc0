package shims

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/internal/surface"
)

func messages(errs []error) []string {
	var s []string
	for _, e := range errs {
		s = append(s, e.Error())
	}
	return s
}

func TestRead(t *testing.T) {
	src, err := Read("testdata/lib")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"cuA_v2":   {"cuA"},
		"cuB":      {"cuB"},
		"cuC":      {"cuC"},
		"cuC_ptsz": {"cuC"},
		"cuD8":     {"cuD16", "cuD8"}, // over-approximated: set records either
		"cuD16":    {"cuD16", "cuD8"},
		"cuE":      {"cuCtxCreate"},
	}
	if diff := cmp.Diff(want, src.Records); diff != "" {
		t.Errorf("records (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string][]string{
		"cuA_v2": {"cuA"},
		"cuB":    {"cuB"},
		"cuD8":   {"cuD16", "cuD8"},
		"cuD16":  {"cuD16", "cuD8"},
		"cuF":    {"cuB"},
	}, src.Logs); diff != "" {
		t.Errorf("logs (-want +got):\n%s", diff)
	}
	if !src.Implemented("cuA") || !src.Implemented("cuF") || src.Implemented("cuG") || src.Exported["cuA"] {
		t.Errorf("exports %v, aliases %v", src.Exported, src.Aliases)
	}

	es, err := surface.Parse(strings.Join([]string{
		"cuA full traced 3020:cuA_v2,2000:cuA",
		"cuB partial untraced 2000:cuB\n\tnote something",
		"cuC full traced 7000:cuC\n\tperthread 7000:cuC_ptsz",
		"cuD16 full traced 2000:cuD16",
		"cuD8 full traced 2000:cuD8",
		"cuE partial traced 3000:cuE_v2,2000:cuE\n\tnote cuE_v2 is missing",
		"cuF full traced 2000:cuF",
		"cuG partial untraced 2000:cuG\n\tnote nothing",
	}, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{
		"cuF reports calls as cuB, not as cuF",
	}, messages(src.CheckLogs(es))); diff != "" {
		t.Errorf("CheckLogs (-want +got):\n%s", diff)
	}
	es2, err := surface.Parse("cuF2 full untraced 2000:cuF\n")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{
		"cuF reports calls as cuB, which is neither its own name nor its base name cuF2",
	}, messages(src.CheckLogs(es2))); diff != "" {
		t.Errorf("CheckLogs (-want +got):\n%s", diff)
	}
	if errs := messages(src.CheckExports(es)); len(errs) > 0 {
		t.Errorf("CheckExports: %q", errs)
	}
	if diff := cmp.Diff([]string{
		"cuG: support partial, but libcuda implements none of cuG (each answers CUDA_ERROR_NOT_SUPPORTED)",
	}, messages(src.CheckSupport(es))); diff != "" {
		t.Errorf("CheckSupport (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{
		"cuB: trace no, but the recorder writes it (as cuB) and replay runs it",
		"cuE: the recorder writes cuCtxCreate, which replay cannot run",
		"cuF: trace yes, but the recorder writes no trace line for it (replay would run one)",
		"replay registers cuZ, which is not a base name of the table",
	}, messages(src.CheckTrace(es, []string{"cuA", "cuB", "cuC", "cuD8", "cuD16", "cuF", "cuZ", "cudart.X"}))); diff != "" {
		t.Errorf("CheckTrace (-want +got):\n%s", diff)
	}

	// A full entry point with a symbol left out, a partial one whose note
	// does not name it, exports and aliases that are no entry points.
	es, _ = surface.Parse("cuA full traced 3020:cuA_v2,2000:cuA,1000:cuA_v0\n" +
		"cuE partial untraced 3000:cuE_v2,2000:cuE\n\tnote cuE_v23 is missing\n")
	src.Aliases["cuQ"] = "cuA_v2"
	src.Aliases["cuA_v0"] = "cuNowhere"
	if diff := cmp.Diff([]string{
		"libcuda exports cuB, which no real driver does",
		"libcuda exports cuC, which no real driver does",
		"libcuda exports cuC_ptsz, which no real driver does",
		"libcuda exports cuD16, which no real driver does",
		"libcuda exports cuD8, which no real driver does",
		"libcuda exports cuF, which no real driver does",
		"alias cuA_v0 -> cuNowhere: the target is not exported from Go",
		"alias cuQ is not an entry point",
	}, messages(src.CheckExports(es))); diff != "" {
		t.Errorf("CheckExports (-want +got):\n%s", diff)
	}
	delete(src.Aliases, "cuA_v0")
	if diff := cmp.Diff([]string{
		"cuA: support full, but libcuda does not implement cuA_v0 (partial, with a note saying so?)",
		"cuE: cuE_v2 is not implemented, and the note does not say so: \"cuE_v23 is missing\"",
	}, messages(src.CheckSupport(es))); diff != "" {
		t.Errorf("CheckSupport (-want +got):\n%s", diff)
	}
}

// A call name the reading cannot follow is an error, not a silent miss.
func TestReadUnknownName(t *testing.T) {
	_, err := Read("testdata/bad")
	if err == nil || !strings.Contains(err.Error(), `cannot tell which call names "cu" + prefix is`) {
		t.Errorf("got %v", err)
	}
}

func TestMentions(t *testing.T) {
	for _, tt := range []struct {
		note, sym string
		want      bool
	}{
		{"cuMemAlloc, the CUDA 2.x symbol", "cuMemAlloc", true},
		{"cuMemAlloc_v2 only", "cuMemAlloc", false},
		{"not xcuMemAlloc", "cuMemAlloc", false},
		{"cuMemAlloc_v2 only; cuMemAlloc is not", "cuMemAlloc", true},
		{"(cuCtxCreate_v3)", "cuCtxCreate_v3", true},
		{"", "cuA", false},
	} {
		if got := mentions(tt.note, tt.sym); got != tt.want {
			t.Errorf("mentions(%q, %s) = %v", tt.note, tt.sym, got)
		}
	}
}
