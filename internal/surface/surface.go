// Package surface is cudasim's one table of the CUDA driver API: every entry
// point a real libcuda.so.1 exports, under which symbols cuGetProcAddress
// finds it, how much of it cudasim implements, and whether a trace carries
// it. The table is surface.tsv, embedded here, so that tools without cgo (the
// cudasim command) read the same declaration libcuda is generated from.
//
// The columns, tab-separated, one base name a line:
//
//	name       the base name (cuMemAlloc), as cuGetProcAddress is asked for it
//	support    full, partial (the note says what is missing) or none (the
//	           entry point answers CUDA_ERROR_NOT_SUPPORTED)
//	trace      yes when recording a program (CUDASIM_TRACE) writes its calls
//	           as trace lines and cudasim replay runs them, else no
//	legacy     the symbol cuGetProcAddress returns for flags 0 and 1 from each
//	           CUDA version on, newest first: 3020:cuMemAlloc_v2,2000:cuMemAlloc
//	perthread  the same for CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM, or
//	           "same"
//	note       free text, optional: for partial, what is missing; for none,
//	           why, if there is more to say
//
// calls.txt (calls.go) declares the parameters of the implemented entry
// points whose code is generated: libcuda's C shims and trace/replay's
// decoding are written from one line each by go generate ./libcuda
// ./trace/replay.
//
// The declaration is checked, not trusted. The tests of this package compare
// support with the //export and //cudasim:alias lines of libcuda (none
// exactly when no symbol has Go code; full only when every symbol has; a
// partial note names each symbol left out), trace with what libcuda's
// recorder writes and what package trace/replay registers, and the partial
// entries with every function behind the API that answers
// CUDA_ERROR_NOT_SUPPORTED (sites_test.go); they also keep README.md's
// summary (Markdown) current. libcuda's gen.go refuses a table that
// disagrees with the exports it generates stubs around.
package surface

import (
	_ "embed"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
)

//go:embed surface.tsv
var tsv string

// A Level is how much of an entry point cudasim implements.
type Level string

const (
	Full    Level = "full"    // as the real driver, within what the emulator models
	Partial Level = "partial" // some arguments, modes or symbols are not implemented (see the note)
	None    Level = "none"    // every call answers CUDA_ERROR_NOT_SUPPORTED
)

// A Step is one row of cuGetProcAddress's answer: from CUDA version Version
// on, the base name resolves to Symbol.
type Step struct {
	Version int
	Symbol  string
}

// An Entry is one base name of the driver API.
type Entry struct {
	Name    string
	Support Level
	Trace   bool
	Note    string
	// Legacy is the resolution for cuGetProcAddress flags 0 and 1, newest
	// version first; PerThread for the per-thread default stream, nil when
	// it is the same.
	Legacy, PerThread []Step
}

// Symbols returns the entry point's distinct symbols, sorted.
func (e *Entry) Symbols() []string {
	seen := map[string]bool{}
	var syms []string
	for _, ss := range [][]Step{e.Legacy, e.PerThread} {
		for _, s := range ss {
			if !seen[s.Symbol] {
				seen[s.Symbol] = true
				syms = append(syms, s.Symbol)
			}
		}
	}
	sort.Strings(syms)
	return syms
}

var (
	once    sync.Once
	entries []Entry
	byName  map[string]int // base names and symbols -> index in entries
)

func load() {
	once.Do(func() {
		var err error
		entries, err = Parse(tsv)
		if err != nil {
			panic("surface.tsv: " + err.Error()) // the package's tests parse it
		}
		byName = map[string]int{}
		for i, e := range entries {
			byName[e.Name] = i
			for _, s := range e.Symbols() {
				byName[s] = i
			}
		}
	})
}

// Entries returns the table, sorted by name. The caller must not modify it.
func Entries() []Entry {
	load()
	return entries
}

// Lookup finds the entry of a base name (cuMemAlloc) or of any of its
// symbols (cuMemAlloc_v2, cuMemcpyHtoD_v2_ptds).
func Lookup(name string) (*Entry, bool) {
	load()
	i, ok := byName[name]
	if !ok {
		return nil, false
	}
	return &entries[i], true
}

// Symbols returns every symbol of every entry point, sorted: the exports of
// a real libcuda.so.1 (and of cudasim's).
func Symbols() []string {
	var syms []string
	for _, e := range Entries() {
		syms = append(syms, e.Symbols()...)
	}
	sort.Strings(syms)
	return syms
}

// Parse reads a table in surface.tsv's format. Lines that are empty or start
// with '#' are comments.
func Parse(text string) ([]Entry, error) {
	var es []Entry
	names := map[string]int{} // base names and symbols -> line
	for n, line := range strings.Split(text, "\n") {
		n++
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) < 5 || len(cols) > 6 {
			return nil, fmt.Errorf("line %d: %d tab-separated columns, want 5 or 6 (name, support, trace, legacy, perthread[, note])", n, len(cols))
		}
		e := Entry{Name: cols[0], Support: Level(cols[1])}
		if !strings.HasPrefix(e.Name, "cu") || strings.ContainsAny(e.Name, " _") {
			return nil, fmt.Errorf("line %d: %q is not a base name", n, e.Name)
		}
		switch e.Support {
		case Full, Partial, None:
		default:
			return nil, fmt.Errorf("line %d: %s: support %q, want full, partial or none", n, e.Name, cols[1])
		}
		switch cols[2] {
		case "yes":
			e.Trace = true
		case "no":
		default:
			return nil, fmt.Errorf("line %d: %s: trace %q, want yes or no", n, e.Name, cols[2])
		}
		var err error
		if e.Legacy, err = parseSteps(cols[3]); err != nil {
			return nil, fmt.Errorf("line %d: %s: %v", n, e.Name, err)
		}
		if cols[4] != "same" {
			if e.PerThread, err = parseSteps(cols[4]); err != nil {
				return nil, fmt.Errorf("line %d: %s: %v", n, e.Name, err)
			}
		}
		if len(cols) == 6 {
			e.Note = cols[5]
			if strings.TrimSpace(e.Note) != e.Note || e.Note == "" {
				return nil, fmt.Errorf("line %d: %s: the note is empty or has spaces around it", n, e.Name)
			}
		}
		switch {
		case e.Support == Partial && e.Note == "":
			return nil, fmt.Errorf("line %d: %s is partial: its note must say what is missing", n, e.Name)
		case e.Support == Full && e.Note != "":
			return nil, fmt.Errorf("line %d: %s is full but has a note (is it partial?)", n, e.Name)
		case e.Support == None && e.Trace:
			return nil, fmt.Errorf("line %d: %s is not implemented but traced", n, e.Name)
		}
		if len(es) > 0 && es[len(es)-1].Name >= e.Name {
			return nil, fmt.Errorf("line %d: %s is out of order (the table is sorted by name)", n, e.Name)
		}
		for _, s := range append([]string{e.Name}, e.Symbols()...) {
			if prev, dup := names[s]; dup && prev != n {
				return nil, fmt.Errorf("line %d: %s already appears on line %d", n, s, prev)
			}
			names[s] = n
		}
		es = append(es, e)
	}
	return es, nil
}

func parseSteps(col string) ([]Step, error) {
	var ss []Step
	for _, part := range strings.Split(col, ",") {
		v, sym, ok := strings.Cut(part, ":")
		ver, err := strconv.Atoi(v)
		if !ok || err != nil || ver <= 0 || !strings.HasPrefix(sym, "cu") {
			return nil, fmt.Errorf("bad step %q (want VERSION:SYMBOL)", part)
		}
		if len(ss) > 0 && ss[len(ss)-1].Version <= ver {
			return nil, fmt.Errorf("step %q: versions must go newest first", part)
		}
		ss = append(ss, Step{ver, sym})
	}
	return ss, nil
}

// Summary counts the table.
type Summary struct {
	EntryPoints, Symbols int
	Full, Partial, None  int
	Traced               int
}

// Count counts entries.
func Count(es []Entry) Summary {
	var s Summary
	for i := range es {
		e := &es[i]
		s.EntryPoints++
		s.Symbols += len(e.Symbols())
		switch e.Support {
		case Full:
			s.Full++
		case Partial:
			s.Partial++
		case None:
			s.None++
		}
		if e.Trace {
			s.Traced++
		}
	}
	return s
}
