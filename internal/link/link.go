// Package link merges PTX translation units into one, the way cudasim's
// JIT linker (cuLinkComplete) resolves them: the driver decides what the
// inputs are and which codes to answer; this package does the text work.
//
// cudasim executes PTX, so linking is done at the PTX level: the inputs'
// texts are concatenated under one .version/.target/.address_size header;
// an `.extern` declaration that another input defines is dropped (the
// definition follows in the merged text); a non-visible function or
// variable whose name another input also declares is renamed in its own
// input, so that each input keeps its own (measured: two inputs with their
// own `.func helper` and `.global k` link, and each kernel uses its own).
// Everything else is copied byte for byte, comments included.
package link

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cudasim/sim/ptx"
)

// Input is one PTX translation unit.
type Input struct {
	Name string // as the program named it (cuLinkAddData's name)
	Src  []byte // PTX text without trailing NULs, already accepted by ptx.Parse
	// Limits are the input's own JIT options (cuLinkAddData's), each
	// field that is set overriding the link's.
	Limits Options
}

// Builtins are the functions the driver provides to every module: an
// `.extern` declaration of one needs no definition.
var Builtins = []string{"vprintf", "malloc", "__cuda_syscall_aligned_malloc", "free", "__assertfail", "cudaGraphSetConditional"}

// ErrorKind says which link failure an Error is.
type ErrorKind int

const (
	MultipleDefinition  ErrorKind = iota + 1 // a visible symbol defined by two inputs
	UndefinedFunction                        // a called .extern .func no input defines
	UndefinedVariable                        // a used .extern variable no input defines
	AddressSizeMismatch                      // inputs of different .address_size
)

// Error is a link failure; Error() is the nvlink-style message.
type Error struct {
	Kind   ErrorKind
	Symbol string
	Input  string // the input where it occurs
	Other  string // MultipleDefinition: the input that defined it first
	Msg    string
}

func (e *Error) Error() string { return e.Msg }

// decl is one top-level declaration of an input.
type decl struct {
	first, last int // token range, inclusive
	name        string
	fn, entry   bool
	linkage     ptx.Linkage
	defined     bool      // a function with a body, a variable that is not .extern
	space       ptx.Space // variables
	body        int       // a defined function's "{" token
	maxnreg     bool      // the function declares .maxnreg
	maxntid     bool      // the function declares .maxntid or .reqntid
}

type unit struct {
	in      Input
	toks    []ptx.Token
	decls   []decl
	header  []int // token indices of .version/.target/.address_size directives and their operands
	version ptx.Version
	targets []string
	addr    int
}

// Result is the merged module.
type Result struct {
	PTX     []byte
	Version ptx.Version
	Target  string // the sm_XX target of the merged text
	Renamed map[string][]string
}

// CheckDefinitions reports a visible symbol that in defines and one of
// earlier already defined: the driver checks it as each input is added.
func CheckDefinitions(earlier []Input, in Input) error {
	u, err := scan(in)
	if err != nil {
		return err
	}
	for _, e := range earlier {
		v, err := scan(e)
		if err != nil {
			return err
		}
		if err := clash(v, u); err != nil {
			return err
		}
	}
	return nil
}

func strong(d decl) bool {
	return d.defined && (d.linkage == ptx.Visible || d.entry && d.linkage == ptx.Internal)
}

func clash(first, second *unit) error {
	for _, a := range first.decls {
		if !strong(a) {
			continue
		}
		for _, b := range second.decls {
			if strong(b) && b.name == a.name {
				return &Error{Kind: MultipleDefinition, Symbol: a.name, Input: second.in.Name, Other: first.in.Name,
					Msg: fmt.Sprintf("error   : Multiple definition of '%s' in '%s', first defined in '%s'", a.name, second.in.Name, first.in.Name)}
			}
		}
	}
	return nil
}

// Options are a link's settings.
type Options struct {
	// MaxRegisters, if positive, is CU_JIT_MAX_REGISTERS: every kernel
	// that does not declare its own .maxnreg gets ".maxnreg MaxRegisters",
	// so that the linked image carries the limit to the loader (which
	// reports registers from the PTX: cubin.EstimateRegisters).
	MaxRegisters int
	// MaxNTID, if positive, is the block bound CU_JIT_MAX_THREADS_PER_BLOCK
	// sets: kernels without .maxntid or .reqntid get ".maxntid MaxNTID".
	MaxNTID int
}

// Link merges the inputs into one PTX module with no options.
func Link(inputs []Input) (*Result, error) { return LinkWith(inputs, Options{}) }

// LinkWith merges the inputs into one PTX module. When one input is the
// device runtime (named DeviceRuntimeName), calls of the device runtime's
// entry points that cudasim lacks link too (see deviceRuntimeProvided).
func LinkWith(inputs []Input, opts Options) (*Result, error) {
	devrt := slices.ContainsFunc(inputs, func(in Input) bool { return in.Name == DeviceRuntimeName })
	units := make([]*unit, len(inputs))
	for i, in := range inputs {
		u, err := scan(in)
		if err != nil {
			return nil, err
		}
		units[i] = u
	}
	for i := range units {
		for j := i + 1; j < len(units); j++ {
			if err := clash(units[i], units[j]); err != nil {
				return nil, err
			}
		}
	}
	res := &Result{Renamed: map[string][]string{}}
	addr := -1
	best := -1
	var extra []string
	for _, u := range units {
		if res.Version.Less(u.version) {
			res.Version = u.version
		}
		if addr == -1 {
			addr = u.addr
		} else if u.addr != addr {
			return nil, &Error{Kind: AddressSizeMismatch, Input: u.in.Name,
				Msg: fmt.Sprintf("error   : .address_size %d of '%s' differs from the %d of the inputs before it", u.addr, u.in.Name, addr)}
		}
		for _, t := range u.targets {
			if sm, ok := smOf(t); ok {
				if sm > best {
					best, res.Target = sm, t
				}
			} else if !slices.Contains(extra, t) {
				extra = append(extra, t)
			}
		}
	}
	// What each input defines with external linkage.
	exported := map[string]bool{}
	for _, u := range units {
		for _, d := range u.decls {
			if d.defined && (d.linkage == ptx.Visible || d.linkage == ptx.Weak || d.linkage == ptx.Common || d.entry) {
				exported[d.name] = true
			}
		}
	}
	var b strings.Builder
	if len(units) > 0 {
		fmt.Fprintf(&b, ".version %d.%d\n", res.Version.Major, res.Version.Minor)
		if res.Target != "" || len(extra) > 0 {
			b.WriteString(".target " + strings.Join(append([]string{res.Target}, extra...), ", ")[boolInt(res.Target == "")*2:] + "\n")
		}
		if addr > 0 {
			fmt.Fprintf(&b, ".address_size %d\n", addr)
		}
	}
	for i, u := range units {
		// Names this input declares at top level.
		local := map[string]bool{}
		for _, d := range u.decls {
			local[d.name] = true
		}
		rename := map[string]string{}
		drop := map[int]bool{} // first token of a dropped declaration
		for _, d := range u.decls {
			switch {
			case d.defined && d.linkage == ptx.Internal && !d.entry:
				if declaredElsewhere(units, i, d.name) {
					rename[d.name] = fmt.Sprintf("%s$link%d", d.name, i)
				}
			case d.linkage == ptx.Extern && !d.defined:
				if definedHere(u, d.name) {
					continue
				}
				if d.fn && exported[d.name] || !d.fn && (d.space == ptx.SpaceGlobal || d.space == ptx.SpaceConst) && exported[d.name] {
					drop[d.first] = true
					continue
				}
				if !referenced(u, d) {
					continue
				}
				if d.fn && !slices.Contains(Builtins, d.name) && !(devrt && deviceRuntimeProvided(d.name)) {
					return nil, &Error{Kind: UndefinedFunction, Symbol: d.name, Input: u.in.Name,
						Msg: fmt.Sprintf("error   : Undefined reference to '%s' in '%s'", d.name, u.in.Name)}
				}
				if !d.fn && (d.space == ptx.SpaceGlobal || d.space == ptx.SpaceConst) {
					return nil, &Error{Kind: UndefinedVariable, Symbol: d.name, Input: u.in.Name,
						Msg: fmt.Sprintf("error   : Undefined reference to '%s' in '%s'", d.name, u.in.Name)}
				}
			}
		}
		for old, nw := range rename {
			res.Renamed[u.in.Name] = append(res.Renamed[u.in.Name], old+" -> "+nw)
		}
		slices.Sort(res.Renamed[u.in.Name])
		fmt.Fprintf(&b, "\n// cudasim link input %d: %s\n", i, strconv.Quote(u.in.Name))
		regs, ntid := opts.MaxRegisters, opts.MaxNTID
		if u.in.Limits.MaxRegisters > 0 {
			regs = u.in.Limits.MaxRegisters
		}
		if u.in.Limits.MaxNTID > 0 {
			ntid = u.in.Limits.MaxNTID
		}
		limit := map[int]string{} // "{" token of a kernel -> directives to insert
		for _, d := range u.decls {
			if !d.entry || !d.defined {
				continue
			}
			if regs > 0 && !d.maxnreg {
				limit[d.body] += fmt.Sprintf(".maxnreg %d\n", regs)
			}
			if ntid > 0 && !d.maxntid {
				limit[d.body] += fmt.Sprintf(".maxntid %d\n", ntid)
			}
		}
		write(&b, u, rename, drop, limit)
	}
	res.PTX = []byte(b.String())
	return res, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func smOf(t string) (int, bool) {
	for _, p := range []string{"sm_", "compute_"} {
		if s, ok := strings.CutPrefix(t, p); ok {
			s = strings.TrimRight(s, "af")
			n, err := strconv.Atoi(s)
			return n, err == nil
		}
	}
	return 0, false
}

func declaredElsewhere(units []*unit, self int, name string) bool {
	for j, v := range units {
		if j == self {
			continue
		}
		for _, d := range v.decls {
			if d.name == name {
				return true
			}
		}
	}
	return false
}

func definedHere(u *unit, name string) bool {
	for _, d := range u.decls {
		if d.name == name && d.defined {
			return true
		}
	}
	return false
}

// referenced reports whether u names d anywhere but in d itself.
func referenced(u *unit, d decl) bool {
	for i, t := range u.toks {
		if (i < d.first || i > d.last) && t.Kind == ptx.TokenIdent && t.Text == d.name {
			return true
		}
	}
	return false
}

// write copies u's text without its header directives and dropped
// declarations, renaming identifiers.
func write(b *strings.Builder, u *unit, rename map[string]string, drop map[int]bool, limit map[int]string) {
	src := u.in.Src
	skip := map[int]bool{}
	for _, i := range u.header {
		skip[i] = true
	}
	for _, d := range u.decls {
		if drop[d.first] {
			for i := d.first; i <= d.last; i++ {
				skip[i] = true
			}
		}
	}
	pos := 0
	for i, t := range u.toks {
		if skip[i] {
			pos = t.Offset + len(t.Text)
			if i+1 < len(u.toks) && !skip[i+1] {
				b.WriteByte(' ')
			}
			continue
		}
		b.Write(src[pos:t.Offset])
		if s, ok := limit[i]; ok {
			b.WriteString(s)
		}
		if nw, ok := rename[t.Text]; ok && t.Kind == ptx.TokenIdent {
			b.WriteString(nw)
		} else {
			b.WriteString(t.Text)
		}
		pos = t.Offset + len(t.Text)
	}
	b.Write(src[pos:])
	b.WriteByte('\n')
}

// scan finds an input's header directives and top-level declarations.
func scan(in Input) (*unit, error) {
	toks, err := ptx.Tokens(in.Src)
	if err != nil {
		return nil, err
	}
	u := &unit{in: in, toks: toks}
	n := len(toks)
	is := func(i int, s string) bool { return i < n && toks[i].Text == s && toks[i].Kind != ptx.TokenString }
	for i := 0; i < n; {
		t := toks[i]
		switch t.Text {
		case ".version":
			u.header = append(u.header, i, i+1)
			if i+1 < n {
				maj, mnr, _ := strings.Cut(toks[i+1].Text, ".")
				u.version.Major, _ = strconv.Atoi(maj)
				u.version.Minor, _ = strconv.Atoi(mnr)
			}
			i += 2
			continue
		case ".target":
			u.header = append(u.header, i)
			i++
			for i < n {
				u.header = append(u.header, i)
				u.targets = append(u.targets, toks[i].Text)
				i++
				if !is(i, ",") {
					break
				}
				u.header = append(u.header, i)
				i++
			}
			continue
		case ".address_size":
			u.header = append(u.header, i, i+1)
			if i+1 < n {
				u.addr, _ = strconv.Atoi(toks[i+1].Text)
			}
			i += 2
			continue
		case ".file":
			i += 3
			for is(i, ",") {
				i += 2
			}
			continue
		case ".section":
			i = skipBalanced(toks, i, "{", "}")
			continue
		case ".alias", ".pragma":
			for i < n && !is(i, ";") {
				i++
			}
			i++
			continue
		}
		d := decl{first: i}
		j := i
	linkage:
		for ; j < n; j++ {
			switch toks[j].Text {
			case ".visible":
				d.linkage = ptx.Visible
			case ".extern":
				d.linkage = ptx.Extern
			case ".weak":
				d.linkage = ptx.Weak
			case ".common":
				d.linkage = ptx.Common
			default:
				break linkage
			}
		}
		if is(j, ".entry") || is(j, ".func") {
			d.fn, d.entry = true, toks[j].Text == ".entry"
			j++
			if is(j, "(") {
				j = skipBalanced(toks, j, "(", ")")
			}
			if j < n {
				d.name = toks[j].Text
			}
			for j < n && !is(j, ";") && !is(j, "{") {
				d.maxnreg = d.maxnreg || toks[j].Text == ".maxnreg"
				d.maxntid = d.maxntid || toks[j].Text == ".maxntid" || toks[j].Text == ".reqntid"
				j++
			}
			if is(j, "{") {
				d.defined = true
				d.body = j
				j = skipBalanced(toks, j, "{", "}") - 1
			}
			d.last = j
			u.decls = append(u.decls, d)
			i = j + 1
			continue
		}
		// A variable declaration: one or more names, up to ';'.
		d.space = spaceOf(toks, j)
		d.defined = d.linkage != ptx.Extern
		depth, want := 0, true
		var names []string
		for ; j < n; j++ {
			tx := toks[j]
			if tx.Kind == ptx.TokenPunct {
				switch tx.Text {
				case "(", "[", "{":
					depth++
				case ")", "]", "}":
					depth--
				case ",":
					if depth == 0 {
						want = true
					}
				case ";":
					if depth == 0 {
						goto done
					}
				}
				continue
			}
			if want && depth == 0 && tx.Kind == ptx.TokenIdent {
				names = append(names, tx.Text)
				want = false
			}
		}
	done:
		d.last = min(j, n-1)
		for _, nm := range names {
			dd := d
			dd.name = nm
			u.decls = append(u.decls, dd)
		}
		i = j + 1
	}
	return u, nil
}

func spaceOf(toks []ptx.Token, j int) ptx.Space {
	if j < len(toks) {
		switch toks[j].Text {
		case ".global":
			return ptx.SpaceGlobal
		case ".const":
			return ptx.SpaceConst
		case ".shared":
			return ptx.SpaceShared
		case ".local":
			return ptx.SpaceLocal
		}
	}
	return ptx.SpaceNone
}

// skipBalanced returns the index after the token closing the first open
// at or after i.
func skipBalanced(toks []ptx.Token, i int, open, close string) int {
	for i < len(toks) && toks[i].Text != open {
		i++
	}
	depth := 0
	for ; i < len(toks); i++ {
		if toks[i].Kind != ptx.TokenPunct {
			continue
		}
		switch toks[i].Text {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return i
}
