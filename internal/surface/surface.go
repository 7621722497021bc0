// Package surface is cudasim's one table of the CUDA driver API: every entry
// point a real libcuda.so.1 exports, under which symbols cuGetProcAddress
// finds it, how much of it cudasim implements, whether a trace carries it,
// and, for the entry points whose code is generated, their parameters. The
// table is surface.txt, embedded here, so that tools without cgo (the
// cudasim command) read the same declaration libcuda and trace/replay are
// generated from; its format is documented at the top of the file.
//
// One entry point is one block: a line
//
//	NAME SUPPORT TRACE LEGACY
//
// (the base name; full, partial or none; traced or untraced; the symbols
// cuGetProcAddress returns from each CUDA version on, newest first), then,
// indented, the lines that apply: "perthread STEPS" (the resolution for the
// per-thread default stream, where it differs), "note TEXT" (for partial,
// what is missing) and "call DECLARATION" (the parameters: from it go
// generate ./libcuda ./trace/replay writes libcuda's C shims, the
// recorder's trace line, CUDASIM_LOG=calls and replay's decoding).
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

//go:embed surface.txt
var table string

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
	// Call declares the parameters of an entry point whose code is
	// generated; nil for the others (not implemented, or hand-written).
	Call *Call
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
		entries, err = Parse(table)
		if err != nil {
			panic("internal/surface/surface.txt:" + err.Error()) // the package's tests parse it
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

// Parse reads a table in surface.txt's format. Lines that are empty or
// start with '#' (after any indentation) are comments. Errors start with the
// line number.
func Parse(text string) ([]Entry, error) {
	var es []Entry
	var lines []int           // the line of each entry's first line
	names := map[string]int{} // base names and symbols -> line
	decl := map[int]string{}  // entry index -> its call declaration, parsed once the table is whole
	declLine := map[int]int{}
	var cur *Entry // the last entry, while es does not grow
	for n, line := range strings.Split(text, "\n") {
		n++
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if line[0] == ' ' || line[0] == '\t' { // indented: an attribute of the entry above
			if cur == nil {
				return nil, fmt.Errorf("%d: an indented line before the first entry", n)
			}
			key, val, _ := strings.Cut(trimmed, " ")
			val = strings.TrimSpace(val)
			if val == "" {
				return nil, fmt.Errorf("%d: %s: %q has no value", n, cur.Name, key)
			}
			var err error
			switch key {
			case "perthread":
				if cur.PerThread != nil {
					return nil, fmt.Errorf("%d: %s: a second perthread line", n, cur.Name)
				}
				cur.PerThread, err = parseSteps(val)
			case "note":
				if cur.Note != "" {
					return nil, fmt.Errorf("%d: %s: a second note line", n, cur.Name)
				}
				cur.Note = val
			case "call":
				if _, dup := decl[len(es)-1]; dup {
					return nil, fmt.Errorf("%d: %s: a second call line (one line declares every symbol of an entry point)", n, cur.Name)
				}
				decl[len(es)-1], declLine[len(es)-1] = val, n
			default:
				return nil, fmt.Errorf("%d: %s: %q: want perthread, note or call", n, cur.Name, key)
			}
			if err != nil {
				return nil, fmt.Errorf("%d: %s: %v", n, cur.Name, err)
			}
			continue
		}
		f := strings.Fields(line)
		if len(f) != 4 {
			return nil, fmt.Errorf("%d: %d fields, want 4 (name, support, trace, legacy), then indented perthread, note and call lines", n, len(f))
		}
		if err := finish(cur, lines); err != nil {
			return nil, err
		}
		es = append(es, Entry{Name: f[0], Support: Level(f[1])})
		lines = append(lines, n)
		cur = &es[len(es)-1]
		if !strings.HasPrefix(cur.Name, "cu") || strings.ContainsAny(cur.Name, "_") {
			return nil, fmt.Errorf("%d: %q is not a base name", n, cur.Name)
		}
		switch cur.Support {
		case Full, Partial, None:
		default:
			return nil, fmt.Errorf("%d: %s: support %q, want full, partial or none", n, cur.Name, f[1])
		}
		switch f[2] {
		case "traced":
			cur.Trace = true
		case "untraced":
		default:
			return nil, fmt.Errorf("%d: %s: trace %q, want traced or untraced", n, cur.Name, f[2])
		}
		var err error
		if cur.Legacy, err = parseSteps(f[3]); err != nil {
			return nil, fmt.Errorf("%d: %s: %v", n, cur.Name, err)
		}
		if len(es) > 1 && es[len(es)-2].Name >= cur.Name {
			return nil, fmt.Errorf("%d: %s is out of order (the table is sorted by name)", n, cur.Name)
		}
	}
	if err := finish(cur, lines); err != nil {
		return nil, err
	}
	for i := range es {
		e := &es[i]
		for _, s := range append([]string{e.Name}, e.Symbols()...) {
			if prev, dup := names[s]; dup && prev != lines[i] {
				return nil, fmt.Errorf("%d: %s already appears on line %d", lines[i], s, prev)
			}
			names[s] = lines[i]
		}
	}
	// The calls last: es no longer grows, so their Entry pointers hold.
	for i := range es {
		e := &es[i]
		d, ok := decl[i]
		if !ok {
			continue
		}
		c, err := parseCall(d, e)
		if err != nil {
			return nil, fmt.Errorf("%d: %v", declLine[i], err)
		}
		c.Line = declLine[i]
		e.Call = &c
	}
	return es, nil
}

// finish checks what an entry's lines say together, once it has them all.
func finish(e *Entry, lines []int) error {
	if e == nil {
		return nil
	}
	n := lines[len(lines)-1]
	switch {
	case e.Support == Partial && e.Note == "":
		return fmt.Errorf("%d: %s is partial: its note must say what is missing", n, e.Name)
	case e.Support == Full && e.Note != "":
		return fmt.Errorf("%d: %s is full but has a note (is it partial?)", n, e.Name)
	case e.Support == None && e.Trace:
		return fmt.Errorf("%d: %s is not implemented but traced", n, e.Name)
	}
	return nil
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
