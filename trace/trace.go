package trace

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"cudasim/cu"
	"cudasim/internal/bounded"
)

// A Trace is a parsed trace file.
type Trace struct {
	// Name is the file the trace came from, for messages ("" if unknown).
	Name string
	// Dir is the directory file: references resolve against.
	Dir        string
	Directives []Directive
	Calls      []Call
}

// A Directive is an @-line that describes the recording rather than a call:
// @trace 1, @devices h200 h200, @loading eager, @driver 13000.
type Directive struct {
	Line int
	Name string
	Args []string
}

// A Call is one driver call: who made it, what it was given, what it
// returned.
type Call struct {
	Line   int    // 1-based line in the trace; 0 for calls built in memory
	Thread string // host thread tag, e.g. "t0"
	Name   string // the C entry point less version suffixes: "cuMemAlloc"
	Args   []Value
	Result cu.Result
	// Also lists other results accepted in place of Result, where the real
	// driver answers one way in some runs and another in others
	// (CUDA_ERROR_INVALID_CONTEXT|CUDA_ERROR_CONTEXT_IS_DESTROYED).
	Also []cu.Result
	Outs []Value // values the call returned through pointer parameters
	// Notes are the comment lines written directly above the call, and
	// Comment the comment at the end of its line, both without the '#'.
	Notes   []string
	Comment string
	// Arrow is the byte offset of "->" in the call's line (0 for calls
	// built in memory), so that tools can rewrite a line's result and
	// outputs and keep its inputs as written.
	Arrow int
}

// DefaultThread is the thread tag of a line that has none.
const DefaultThread = "t0"

// Directive returns the arguments of the first directive called name.
func (t *Trace) Directive(name string) ([]string, bool) {
	for _, d := range t.Directives {
		if d.Name == name {
			return d.Args, true
		}
	}
	return nil, false
}

// Where names a call's position for messages: "probe.trace:12".
func (t *Trace) Where(c *Call) string {
	name := t.Name
	if name == "" {
		name = "trace"
	}
	return name + ":" + strconv.Itoa(c.Line)
}

// Load reads the files that KindBytes values refer to (file:name, relative to
// t.Dir) into their Bytes. Errors name the line and the file.
func (t *Trace) Load() error {
	cache := map[string][]byte{}
	var load func(c *Call, v *Value) error
	load = func(c *Call, v *Value) error {
		if v.Kind == KindBytes && v.Str != "" && v.Bytes == nil {
			b, ok := cache[v.Str]
			if !ok {
				p := v.Str
				if !filepath.IsAbs(p) {
					p = filepath.Join(t.Dir, p)
				}
				var err error
				b, err = bounded.ReadFile(p, MaxDataBytes)
				if err != nil {
					return fmt.Errorf("%s: %w", t.Where(c), err)
				}
				if b == nil {
					b = []byte{}
				}
				cache[v.Str] = b
			}
			v.Bytes = b
		}
		for i := range v.Elems {
			if err := load(c, &v.Elems[i]); err != nil {
				return err
			}
		}
		return nil
	}
	for i := range t.Calls {
		c := &t.Calls[i]
		for j := range c.Args {
			if err := load(c, &c.Args[j]); err != nil {
				return err
			}
		}
		for j := range c.Outs {
			if err := load(c, &c.Outs[j]); err != nil {
				return err
			}
		}
	}
	return nil
}

// ReadFile parses the trace in file path and loads the data files it refers
// to.
func ReadFile(path string) (*Trace, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := ParseNamed(path, f)
	if err != nil {
		return nil, err
	}
	t.Dir = filepath.Dir(path)
	if err := t.Load(); err != nil {
		return nil, err
	}
	return t, nil
}

// Arg returns the argument with key k, or else the one at position i
// (keys make hand-written traces readable; positions keep recorded ones
// short). ok is false if neither exists.
func (c *Call) Arg(i int, k string) (Value, bool) {
	for _, a := range c.Args {
		if a.Key == k && k != "" {
			return a, true
		}
	}
	if i >= 0 && i < len(c.Args) && (c.Args[i].Key == "" || c.Args[i].Key == k) {
		return c.Args[i], true
	}
	return Value{}, false
}

// String formats the call as one trace line (without a newline).
func (c *Call) String() string {
	var sb strings.Builder
	c.format(&sb)
	return sb.String()
}

func (c *Call) format(sb *strings.Builder) {
	th := c.Thread
	if th == "" {
		th = DefaultThread
	}
	sb.WriteString(th)
	sb.WriteByte(' ')
	sb.WriteString(c.Name)
	sb.WriteByte('(')
	for i, a := range c.Args {
		if i > 0 {
			sb.WriteString(", ")
		}
		a.format(sb)
	}
	sb.WriteString(") -> ")
	sb.WriteString(ResultName(c.Result))
	for _, r := range c.Also {
		sb.WriteByte('|')
		sb.WriteString(ResultName(r))
	}
	for _, o := range c.Outs {
		sb.WriteByte(' ')
		o.format(sb)
	}
	if c.Comment != "" {
		// Always "# ": the parser drops one space after the '#' (commentText),
		// so a comment of its own leading space keeps it.
		sb.WriteString("  # ")
		sb.WriteString(c.Comment)
	}
}

// Accepts reports whether r is the recorded result or one of its
// alternatives.
func (c *Call) Accepts(r cu.Result) bool {
	if r == c.Result {
		return true
	}
	for _, a := range c.Also {
		if r == a {
			return true
		}
	}
	return false
}

// ResultName is the name a trace gives a CUresult: cuGetErrorName's name, or
// the number for a code the driver does not know.
func ResultName(r cu.Result) string {
	if n := r.Name(); n != "" {
		return n
	}
	return strconv.Itoa(int(r))
}

// resultByName is built at the first ParseResult, not at every process's start.
var resultByName = sync.OnceValue(func() map[string]cu.Result {
	m := make(map[string]cu.Result, 128)
	for r := cu.Result(0); r < 1200; r++ {
		if n := r.Name(); n != "" {
			m[n] = r
		}
	}
	return m
})

// ParseResult reads a CUresult written by name (CUDA_ERROR_INVALID_VALUE, or
// without its CUDA_ERROR_ prefix) or by number.
func ParseResult(s string) (cu.Result, bool) {
	if r, ok := resultByName()[s]; ok {
		return r, true
	}
	if r, ok := resultByName()["CUDA_ERROR_"+s]; ok {
		return r, true
	}
	if s == "SUCCESS" {
		return cu.Success, true
	}
	if n, err := strconv.ParseInt(s, 10, 32); err == nil {
		return cu.Result(n), true
	}
	return 0, false
}
