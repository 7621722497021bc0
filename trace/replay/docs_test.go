package replay

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
)

// The call table of docs/trace-format.md lists exactly the calls replay
// knows: a call registered without a row, or a row for a call replay does
// not know, fails here, so the documentation cannot drift from the registry.
func TestDocCallTableMatchesRegistry(t *testing.T) {
	doc, err := os.ReadFile("../../docs/trace-format.md")
	if err != nil {
		t.Fatal(err)
	}
	documented, err := docCalls(string(doc))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Calls(), documented); diff != "" {
		t.Errorf("docs/trace-format.md's call table and the replay registry differ (-registered +documented):\n%s", diff)
	}
}

func TestDocCallNames(t *testing.T) {
	tests := []struct {
		cell string
		want []string
	}{
		{"`cuInit`", []string{"cuInit"}},
		{"`cuCtxGetLimit` / `cuCtxSetLimit`", []string{"cuCtxGetLimit", "cuCtxSetLimit"}},
		{"`cuMemsetD8` / `D16` / `D32`", []string{"cuMemsetD8", "cuMemsetD16", "cuMemsetD32"}},
		{"`cuMemsetD8Async` / `D16Async` / `D32Async`", []string{"cuMemsetD8Async", "cuMemsetD16Async", "cuMemsetD32Async"}},
		{"`cuStreamDestroy` / `Synchronize` / `Query`", []string{"cuStreamDestroy", "cuStreamSynchronize", "cuStreamQuery"}},
		{"`cuEventSynchronize` / `Query` / `Destroy`", []string{"cuEventSynchronize", "cuEventQuery", "cuEventDestroy"}},
	}
	for _, tt := range tests {
		got, err := callNames(tt.cell)
		if err != nil {
			t.Errorf("%s: %v", tt.cell, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.cell, diff)
		}
	}
	for _, cell := range []string{"", "cuInit", "`D16`", "`cuMemsetD8` / `D16Async`", "`cuInit` / ``"} {
		if got, err := callNames(cell); err == nil {
			t.Errorf("%q: got %q, want an error", cell, got)
		}
	}
}

// docCalls returns the sorted call names of the table under "## Calls"
// whose header is "| call | inputs | outputs |".
func docCalls(doc string) ([]string, error) {
	lines := strings.Split(doc, "\n")
	start := -1
	for i, line := range lines {
		if strings.TrimSpace(line) == "| call | inputs | outputs |" {
			start = i
			break
		}
	}
	if start < 0 {
		return nil, fmt.Errorf("no \"| call | inputs | outputs |\" table")
	}
	var names []string
	seen := map[string]int{}
	for i := start + 2; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) != 3 {
			return nil, fmt.Errorf("line %d: %d cells, want 3", i+1, len(cells))
		}
		row, err := callNames(cells[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		for _, n := range row {
			if prev, dup := seen[n]; dup {
				return nil, fmt.Errorf("line %d: %s already has a row on line %d", i+1, n, prev)
			}
			seen[n] = i + 1
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names, nil
}

var codeSpan = regexp.MustCompile("^`([A-Za-z0-9.]+)`$")

// callNames reads a call cell: backquoted names separated by " / ". A name
// not starting with "cu" abbreviates one made from the first name by
// replacing as many trailing words as it has: after `cuMemsetD8Async`,
// `D16Async` is cuMemsetD16Async; after `cuStreamDestroy`, `Query` is
// cuStreamQuery.
func callNames(cell string) ([]string, error) {
	var names []string
	for _, part := range strings.Split(strings.TrimSpace(cell), " / ") {
		m := codeSpan.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			return nil, fmt.Errorf("%q is not a backquoted call name", part)
		}
		name := m[1]
		if !strings.HasPrefix(name, "cu") {
			if len(names) == 0 {
				return nil, fmt.Errorf("abbreviation %q has no full name before it", name)
			}
			first := words(names[0])
			abbr := words(name)
			if len(abbr) >= len(first) {
				return nil, fmt.Errorf("abbreviation %q is as long as %q", name, names[0])
			}
			full := strings.Join(first[:len(first)-len(abbr)], "") + name
			if full == names[0] || len(words(full)) != len(first) {
				return nil, fmt.Errorf("abbreviation %q does not fit %q", name, names[0])
			}
			// Replaced words must have the same shape (D8 for D16, Async for
			// Async), so that a suffix is not mistaken for a replacement.
			for i, w := range abbr {
				if !sameShape(w, first[len(first)-len(abbr)+i]) {
					return nil, fmt.Errorf("abbreviation %q does not fit %q", name, names[0])
				}
			}
			name = full
		}
		names = append(names, name)
	}
	return names, nil
}

// words splits a camel-case name into words, each starting at an upper-case
// letter; digits stay with the word before them: cuMemsetD8Async is
// cu Memset D8 Async.
func words(name string) []string {
	var ws []string
	begin := 0
	for i, r := range name {
		if i > 0 && unicode.IsUpper(r) {
			ws = append(ws, name[begin:i])
			begin = i
		}
	}
	return append(ws, name[begin:])
}

// sameShape reports whether two words are both letters only or both end in
// digits.
func sameShape(a, b string) bool {
	digits := func(s string) bool { return unicode.IsDigit(rune(s[len(s)-1])) }
	return digits(a) == digits(b)
}
