// Package shims reads what libcuda's Go source implements, for checking the
// table of package surface against the code: which symbols have a //export
// shim, which are //cudasim:alias of another, what trace lines each shim
// has the recorder write, and under which names it reports calls
// (CUDASIM_LOG).
//
// Recorded names are found by reading the source, not by running it: a
// shim records a call name when it, or a function it calls (by name,
// transitively), passes the name to the recorder's record method, directly
// or through helpers that pass their parameter on (streamCall(name, ...)).
// A name must be a string literal, a constant or variable set from literals,
// or a parameter; any other expression is an error, so that the reading is
// never silently incomplete. Helpers chosen by name are over-approximated:
// a shim calling memsetAsync is taken to record every name memsetAsync may
// record. Reported names are found the same way, from the first argument
// of ret (and of guard, synced and the helpers that pass a name on to it).
package shims

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"cudasim/internal/surface"
)

// Source is what libcuda's Go files say about the entry points.
type Source struct {
	Exported map[string]bool     // symbols with a //export line
	Aliases  map[string]string   // //cudasim:alias SYMBOL TARGET
	Records  map[string][]string // exported symbol -> the call names its shim records, sorted
	Logs     map[string][]string // exported symbol -> the names its shim reports calls under (CUDASIM_LOG), sorted
}

var (
	exportRE = regexp.MustCompile(`(?m)^//export (\w+)$`)
	aliasRE  = regexp.MustCompile(`(?m)^//cudasim:alias (\w+) (\w+)$`)
)

// Read reads the package's Go files in dir (libcuda), less tests, gen.go
// and the generated tables (zsymbols.go); the generated shims (zshims.go)
// are read like the hand-written ones.
func Read(dir string) (*Source, error) { return ReadWith(dir, nil) }

// ReadWith is Read with some files' contents given (by base name) in place
// of what is on disk: the generator checks the shims it is about to write.
func ReadWith(dir string, given map[string][]byte) (*Source, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	for name := range given {
		if p := filepath.Join(dir, name); !slices.Contains(files, p) {
			files = append(files, p)
		}
	}
	src := &Source{Exported: map[string]bool{}, Aliases: map[string]string{}, Records: map[string][]string{}, Logs: map[string][]string{}}
	fset := token.NewFileSet()
	var decls []*ast.FuncDecl
	for _, f := range files {
		base := filepath.Base(f)
		if base == "gen.go" || strings.HasPrefix(base, "z") && base != "zshims.go" || strings.HasSuffix(base, "_test.go") {
			continue
		}
		b, ok := given[base]
		if !ok {
			if b, err = os.ReadFile(f); err != nil {
				return nil, err
			}
		}
		for _, m := range exportRE.FindAllSubmatch(b, -1) {
			src.Exported[string(m[1])] = true
		}
		for _, m := range aliasRE.FindAllSubmatch(b, -1) {
			src.Aliases[string(m[1])] = string(m[2])
		}
		af, err := parser.ParseFile(fset, f, b, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range af.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				decls = append(decls, fd)
			}
		}
	}
	recs, err := passedTo(fset, decls, "the recorder's calls", "record")
	if err != nil {
		return nil, err
	}
	logs, err := passedTo(fset, decls, "the names calls are reported under", "ret", "result")
	if err != nil {
		return nil, err
	}
	for sym := range src.Exported {
		if names := logs[sym]; len(names) > 0 {
			src.Logs[sym] = names
		}
	}
	for sym := range src.Exported {
		if names := recs[sym]; len(names) > 0 {
			src.Records[sym] = names
		}
	}
	return src, nil
}

// Implemented reports whether a symbol runs Go code: exported, or an alias.
func (s *Source) Implemented(sym string) bool {
	_, alias := s.Aliases[sym]
	return s.Exported[sym] || alias
}

// RecordedAs returns the call names calls of an entry point are recorded
// under (its symbols' shims together; an alias counts as its target), sorted.
func (s *Source) RecordedAs(e *surface.Entry) []string {
	seen := map[string]bool{}
	var names []string
	for _, sym := range e.Symbols() {
		if t, ok := s.Aliases[sym]; ok {
			sym = t
		}
		for _, n := range s.Records[sym] {
			if !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	sort.Strings(names)
	return names
}

// CheckExports checks the //export and //cudasim:alias lines against the
// table: every export (but cudasim's own cudasim* hooks) and every alias is
// a symbol of the table, an alias's target is exported and an alias is not
// exported as well. libcuda's gen.go stops on these errors.
func (s *Source) CheckExports(es []surface.Entry) []error {
	syms := map[string]bool{}
	for i := range es {
		for _, sym := range es[i].Symbols() {
			syms[sym] = true
		}
	}
	var errs []error
	for _, sym := range sortedKeys(s.Exported) {
		if !syms[sym] && !strings.HasPrefix(sym, "cudasim") {
			errs = append(errs, fmt.Errorf("libcuda exports %s, which no real driver does", sym))
		}
	}
	for _, a := range sortedKeys(s.Aliases) {
		t := s.Aliases[a]
		switch {
		case !syms[a]:
			errs = append(errs, fmt.Errorf("alias %s is not an entry point", a))
		case s.Exported[a]:
			errs = append(errs, fmt.Errorf("%s is both exported and an alias", a))
		case !s.Exported[t]:
			errs = append(errs, fmt.Errorf("alias %s -> %s: the target is not exported from Go", a, t))
		}
	}
	return errs
}

// CheckSupport checks the support column against the code: none exactly
// when no symbol of the entry point has Go code behind it, full only when
// every symbol has, and a partial entry with symbols left out names each in
// its note.
func (s *Source) CheckSupport(es []surface.Entry) []error {
	var errs []error
	for i := range es {
		e := &es[i]
		var have, missing []string
		for _, sym := range e.Symbols() {
			if s.Implemented(sym) {
				have = append(have, sym)
			} else {
				missing = append(missing, sym)
			}
		}
		switch {
		case e.Support == surface.None && len(have) > 0:
			errs = append(errs, fmt.Errorf("%s: support none, but libcuda implements %s", e.Name, strings.Join(have, ", ")))
		case e.Support != surface.None && len(have) == 0:
			errs = append(errs, fmt.Errorf("%s: support %s, but libcuda implements none of %s (each answers CUDA_ERROR_NOT_SUPPORTED)", e.Name, e.Support, strings.Join(missing, ", ")))
		case e.Support == surface.Full && len(missing) > 0:
			errs = append(errs, fmt.Errorf("%s: support full, but libcuda does not implement %s (partial, with a note saying so?)", e.Name, strings.Join(missing, ", ")))
		case e.Support == surface.Partial:
			for _, m := range missing {
				if !mentions(e.Note, m) {
					errs = append(errs, fmt.Errorf("%s: %s is not implemented, and the note does not say so: %q", e.Name, m, e.Note))
				}
			}
		}
	}
	return errs
}

// CheckTrace checks the trace column against the code: yes exactly when
// the recorder writes calls of the entry point as trace lines and replay
// (whose registered calls are replayed) runs every one of them. It also
// checks that replay can run whatever the recorder writes, and that every
// call replay registers is an entry point of the table or one of the CUDA
// runtime's private calls (cudart.*).
func (s *Source) CheckTrace(es []surface.Entry, replayed []string) []error {
	known := map[string]bool{}
	for _, n := range replayed {
		known[n] = true
	}
	var errs []error
	base := map[string]bool{}
	for i := range es {
		e := &es[i]
		base[e.Name] = true
		recs := s.RecordedAs(e)
		var unknown []string
		for _, n := range recs {
			if !known[n] {
				unknown = append(unknown, n)
			}
		}
		if len(unknown) > 0 {
			errs = append(errs, fmt.Errorf("%s: the recorder writes %s, which replay cannot run", e.Name, strings.Join(unknown, ", ")))
		}
		traced := len(recs) > 0 && len(unknown) == 0
		switch {
		case e.Trace && len(recs) == 0:
			why := "the recorder writes no trace line for it"
			if known[e.Name] {
				why += " (replay would run one)"
			}
			errs = append(errs, fmt.Errorf("%s: trace yes, but %s", e.Name, why))
		case !e.Trace && traced:
			errs = append(errs, fmt.Errorf("%s: trace no, but the recorder writes it (as %s) and replay runs it", e.Name, strings.Join(recs, ", ")))
		}
	}
	for _, n := range replayed {
		// cudart.* are the CUDA runtime's private calls, cudasim.* the
		// trace's own events (the process exit): no driver entry points.
		if !base[n] && !strings.HasPrefix(n, "cudart.") && !strings.HasPrefix(n, "cudasim.") {
			errs = append(errs, fmt.Errorf("replay registers %s, which is not a base name of the table", n))
		}
	}
	return errs
}

// CheckLogs checks the names shims report calls under (CUDASIM_LOG=calls
// and error, and the one-time CUDA_ERROR_NOT_SUPPORTED warning): each
// entry point's shims use its base name or its symbols, so that a shim
// copied from another and left with the other's name is caught. A shim that
// reports under any other name must report under its base name too (a
// helper shared by several entry points, read as reporting every name it
// may: memsetAsync), and the other names must be base names.
func (s *Source) CheckLogs(es []surface.Entry) []error {
	isBase := map[string]bool{}
	for i := range es {
		isBase[es[i].Name] = true
	}
	var errs []error
	for i := range es {
		e := &es[i]
		own := map[string]bool{}
		for _, sym := range e.Symbols() {
			own[sym] = true
		}
		for _, sym := range e.Symbols() {
			var others []string
			hasBase := false
			for _, n := range s.Logs[sym] {
				switch {
				case n == e.Name:
					hasBase = true
				case own[n]: // its own symbol, or another of its entry point's that it calls
				case isBase[n]:
					others = append(others, n)
				default:
					errs = append(errs, fmt.Errorf("%s reports calls as %s, which is neither its own name nor its base name %s", sym, n, e.Name))
				}
			}
			if len(others) > 0 && !hasBase {
				errs = append(errs, fmt.Errorf("%s reports calls as %s, not as %s", sym, strings.Join(others, ", "), e.Name))
			}
		}
	}
	return errs
}

// mentions reports whether note names sym as a word (not as the prefix of a
// longer symbol: cuMemAlloc is not mentioned by cuMemAlloc_v2).
func mentions(note, sym string) bool {
	for i := 0; ; {
		j := strings.Index(note[i:], sym)
		if j < 0 {
			return false
		}
		end := i + j + len(sym)
		if end == len(note) || !isIdent(note[end]) {
			if i+j == 0 || !isIdent(note[i+j-1]) {
				return true
			}
		}
		i = end
	}
}

func isIdent(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// passedTo returns, for each function (by name), the names it passes as
// first argument to one of roots (record: the call names it records; ret, result: the names
// it reports results under), itself or through the functions it calls.
func passedTo(fset *token.FileSet, decls []*ast.FuncDecl, what string, roots ...string) (map[string][]string, error) {
	byName := map[string][]*ast.FuncDecl{}
	for _, fd := range decls {
		byName[fd.Name.Name] = append(byName[fd.Name.Name], fd)
	}
	// sinks: function name -> indexes of the parameters that are passed
	// on to root's first.
	sinks := map[string]map[int]bool{}
	for _, root := range roots {
		sinks[root] = map[int]bool{0: true}
	}
	for changed := true; changed; {
		changed = false
		for _, fd := range decls {
			l := newLocals(fd)
			eachSinkArg(fd, sinks, func(arg ast.Expr) {
				for _, j := range l.params(arg) {
					if sinks[fd.Name.Name] == nil {
						sinks[fd.Name.Name] = map[int]bool{}
					}
					if !sinks[fd.Name.Name][j] {
						sinks[fd.Name.Name][j] = true
						changed = true
					}
				}
			})
		}
	}
	// Names each function records itself, and what it calls.
	own := map[string]map[string]bool{}
	calls := map[string]map[string]bool{}
	var errs []string
	for _, fd := range decls {
		name := fd.Name.Name
		if own[name] == nil {
			own[name], calls[name] = map[string]bool{}, map[string]bool{}
		}
		l := newLocals(fd)
		eachSinkArg(fd, sinks, func(arg ast.Expr) {
			lits, ok := l.literals(arg)
			if !ok {
				errs = append(errs, fmt.Sprintf("%s: %s: cannot tell which call names %s is", fset.Position(arg.Pos()), name, types.ExprString(arg)))
			}
			for _, s := range lits {
				own[name][s] = true
			}
		})
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				if f := callee(c); f != "" && f != name && byName[f] != nil {
					calls[name][f] = true
				}
			}
			return true
		})
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("reading %s:\n\t%s", what, strings.Join(errs, "\n\t"))
	}
	out := map[string][]string{}
	for name := range byName {
		seen, names := map[string]bool{}, map[string]bool{}
		var walk func(f string)
		walk = func(f string) {
			if seen[f] {
				return
			}
			seen[f] = true
			for s := range own[f] {
				names[s] = true
			}
			for g := range calls[f] {
				walk(g)
			}
		}
		walk(name)
		if len(names) > 0 {
			out[name] = sortedKeys(names)
		}
	}
	return out, nil
}

// eachSinkArg calls f with each argument of fd's calls that is a recorded
// call name (by sinks).
func eachSinkArg(fd *ast.FuncDecl, sinks map[string]map[int]bool, f func(ast.Expr)) {
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		for i := range sinks[callee(c)] {
			if i < len(c.Args) {
				f(c.Args[i])
			}
		}
		return true
	})
}

// callee is the name of the function a call calls ("" for a function value
// that is not named: a closure, an index expression).
func callee(c *ast.CallExpr) string {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// locals knows a function's parameters and its local names' defining
// expressions.
type locals struct {
	param map[string]int
	defs  map[string][]ast.Expr
}

func newLocals(fd *ast.FuncDecl) *locals {
	l := &locals{param: map[string]int{}, defs: map[string][]ast.Expr{}}
	i := 0
	for _, f := range fd.Type.Params.List {
		if len(f.Names) == 0 {
			i++
		}
		for _, n := range f.Names {
			l.param[n.Name] = i
			i++
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.AssignStmt:
			if len(s.Lhs) == len(s.Rhs) {
				for k, lhs := range s.Lhs {
					if id, ok := lhs.(*ast.Ident); ok {
						l.defs[id.Name] = append(l.defs[id.Name], s.Rhs[k])
					}
				}
			}
		case *ast.ValueSpec:
			if len(s.Names) == len(s.Values) {
				for k, id := range s.Names {
					l.defs[id.Name] = append(l.defs[id.Name], s.Values[k])
				}
			}
		}
		return true
	})
	return l
}

// params returns the parameters an expression passes on.
func (l *locals) params(e ast.Expr) []int {
	var out []int
	l.walk(e, map[string]bool{}, func(string) {}, func(i int) { out = append(out, i) }, func() {})
	return out
}

// literals returns the strings an expression may be; ok is false when part
// of it is neither a literal nor a parameter.
func (l *locals) literals(e ast.Expr) (lits []string, ok bool) {
	ok = true
	l.walk(e, map[string]bool{}, func(s string) { lits = append(lits, s) }, func(int) {}, func() { ok = false })
	return lits, ok
}

func (l *locals) walk(e ast.Expr, seen map[string]bool, lit func(string), param func(int), unknown func()) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if s, err := strconv.Unquote(x.Value); err == nil && x.Kind == token.STRING {
			lit(s)
			return
		}
	case *ast.Ident:
		if i, ok := l.param[x.Name]; ok {
			param(i)
			return
		}
		if defs, ok := l.defs[x.Name]; ok {
			if !seen[x.Name] {
				seen[x.Name] = true
				for _, d := range defs {
					l.walk(d, seen, lit, param, unknown)
				}
			}
			return
		}
	case *ast.ParenExpr:
		l.walk(x.X, seen, lit, param, unknown)
		return
	case *ast.IndexExpr: // [...]string{1: "a", 2: "b"}[width]
		if cl, ok := x.X.(*ast.CompositeLit); ok {
			for _, elt := range cl.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				l.walk(elt, seen, lit, param, unknown)
			}
			return
		}
	}
	unknown()
}
