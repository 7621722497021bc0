// Package replay executes a driver call trace (package trace) on the
// emulator and checks every recorded result and output.
//
// Calls run in file order, each on the emulated host thread its tag names.
// Names in outputs are bound to the values cudasim returns, and checked when
// already bound; names in inputs stand for their values. A call whose result
// or outputs differ from the recording is a Divergence. Replay stops at the
// first one unless Options.Continue is set.
//
//	t, _ := trace.ReadFile("examples/probe.trace")
//	cfg, _ := replay.Config(t)
//	rep, err := replay.Run(driver.New(cfg), t, replay.Options{})
//	// err: the trace cannot be executed (an unknown call, a name used before it is bound)
//	// rep.Divergences: where cudasim and the recording disagree
package replay

import (
	"encoding/hex"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
)

// Options control a replay.
type Options struct {
	// Continue keeps going after a divergence, to report them all.
	Continue bool
	// Recent is how many preceding calls a Divergence lists (default 6).
	Recent int
	// Progress, if set, is called after each call with the number of calls
	// done and the total.
	Progress func(done, total int)
	// Step, if set, is called after each call with what happened, for
	// narrators such as --explain.
	Step func(*Step)
	// Before, if set, is called before each call with the thread that will
	// make it (what a call is about to end can be looked at here).
	Before func(*trace.Call, *driver.Thread)
}

// A Step is one executed call.
type Step struct {
	Index  int // index in Trace.Calls
	Call   *trace.Call
	Thread *driver.Thread
	Result cu.Result // what cudasim returned
	Err    error     // cudasim's error, with its message; nil on success
	Outs   []Got     // what cudasim returned through pointer parameters
	// Divergences found at this call.
	Divergences []Divergence
	// matched[i] says whether recorded output i matched cudasim's.
	matched []bool
}

// A Divergence is a call where cudasim and the recording disagree.
type Divergence struct {
	Where    string // trace file and line: "probe.trace:57"
	Line     string // the call as recorded
	What     string // "result", "output 2 (size)", "output 1 byte 12 (element 3)"
	Recorded string
	Got      string
	Detail   string   // cudasim's error message, if the call failed
	Recent   []string // the calls before it, oldest first, with cudasim's results
}

func (d *Divergence) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %s\n", d.Where, d.Line)
	fmt.Fprintf(&sb, "  %s differs\n", d.What)
	fmt.Fprintf(&sb, "    recorded: %s\n", d.Recorded)
	fmt.Fprintf(&sb, "    cudasim:  %s\n", d.Got)
	if d.Detail != "" {
		fmt.Fprintf(&sb, "    cudasim says: %s\n", d.Detail)
	}
	if len(d.Recent) > 0 {
		sb.WriteString("  recent calls:\n")
		for _, r := range d.Recent {
			fmt.Fprintf(&sb, "    %s\n", r)
		}
	}
	return sb.String()
}

// A Report sums up a replay.
type Report struct {
	Calls       int // calls executed
	Total       int // calls in the trace
	Divergences []Divergence
}

// OK reports whether every call matched the recording.
func (r *Report) OK() bool { return len(r.Divergences) == 0 && r.Calls == r.Total }

// Config returns the emulator configuration a trace asks for with its
// directives (@devices, @uuid, @loading).
func Config(t *trace.Trace) (driver.Config, error) {
	var cfg driver.Config
	if args, ok := t.Directive("devices"); ok {
		devs, err := driver.ParseDevices(strings.Join(args, ","))
		if err != nil {
			return cfg, fmt.Errorf("%s: @devices: %w", t.Name, err)
		}
		cfg.Devices = devs
	}
	for _, d := range t.Directives {
		if d.Name != "uuid" {
			continue
		}
		if len(cfg.Devices) == 0 {
			cfg.Devices, _ = driver.ParseDevices("h200")
		}
		var i int
		uuid, err := hex.DecodeString(strings.Join(d.Args[min(1, len(d.Args)):], ""))
		if _, serr := fmt.Sscan(strings.Join(d.Args[:min(1, len(d.Args))], ""), &i); serr != nil || err != nil || len(uuid) != 16 || i < 0 || i >= len(cfg.Devices) {
			return cfg, fmt.Errorf("%s:%d: @uuid %s: want a device index and 32 hex digits", t.Name, d.Line, strings.Join(d.Args, " "))
		}
		copy(cfg.Devices[i].UUID[:], uuid)
	}
	if args, ok := t.Directive("loading"); ok {
		switch strings.ToLower(strings.Join(args, "")) {
		case "lazy":
			cfg.ModuleLoading = driver.ModuleLoadingLazy
		case "eager":
			cfg.ModuleLoading = driver.ModuleLoadingEager
		default:
			return cfg, fmt.Errorf("%s: @loading %s: want lazy or eager", t.Name, strings.Join(args, " "))
		}
	} else {
		// A trace says what it was recorded with; the environment of the
		// replay must not change its meaning.
		cfg.ModuleLoading = driver.ModuleLoadingLazy
	}
	return cfg, nil
}

// Run replays t on d. The error is non-nil when the trace cannot be executed
// at all (an unsupported call, a name used before a call bound it); it names
// the file and line. Divergences are in the Report.
func Run(d *driver.Driver, t *trace.Trace, opt Options) (*Report, error) {
	r := NewReplayer(d, t, opt)
	return r.Run()
}

// A Replayer executes one trace on one emulator. Narrators use it to turn
// raw handles back into the trace's names.
type Replayer struct {
	d   *driver.Driver
	t   *trace.Trace
	opt Options

	threads   map[string]*driver.Thread
	threadTag map[int]string
	names     map[string]binding
	byValue   map[classRaw]string
	hostBufs  map[uint64][]byte
	recent    []string
}

type binding struct {
	class string
	raw   uint64
	bad   bool // bound after a divergence: the value is a stand-in
}

type classRaw struct {
	class string
	raw   uint64
}

// NewReplayer prepares a replay of t on d.
func NewReplayer(d *driver.Driver, t *trace.Trace, opt Options) *Replayer {
	if opt.Recent == 0 {
		opt.Recent = 6
	}
	return &Replayer{
		d: d, t: t, opt: opt,
		threads:   map[string]*driver.Thread{},
		threadTag: map[int]string{},
		names:     map[string]binding{},
		byValue:   map[classRaw]string{},
		hostBufs:  map[uint64][]byte{},
	}
}

// Thread returns the emulated thread for a trace thread tag, making it on
// first use.
func (r *Replayer) Thread(tag string) *driver.Thread {
	th, ok := r.threads[tag]
	if !ok {
		th = r.d.NewThread()
		r.threads[tag] = th
		r.threadTag[th.ID()] = tag
	}
	return th
}

// Threads returns the trace's thread tags seen so far, sorted.
func (r *Replayer) Threads() []string {
	var tags []string
	for tag := range r.threads {
		tags = append(tags, tag)
	}
	sort.Strings(tags)
	return tags
}

// ThreadTag returns the trace's tag for an emulated thread's ID.
func (r *Replayer) ThreadTag(id int) (string, bool) {
	tag, ok := r.threadTag[id]
	return tag, ok
}

// Name returns the trace's name for a raw value of a class ("ctx", "lib",
// "mod", "fn", "k", "ptr", "dev", "s", "ev"), the latest one bound.
func (r *Replayer) Name(class string, raw uint64) (string, bool) {
	n, ok := r.byValue[classRaw{class, raw}]
	return n, ok
}

// PointerName names an address: a bound pointer name, or name+offset of the
// nearest bound pointer below it within limit bytes.
func (r *Replayer) PointerName(p uint64, limit uint64) (string, bool) {
	if n, ok := r.byValue[classRaw{"ptr", p}]; ok {
		return n, true
	}
	best, bestRaw := "", uint64(0)
	for k, n := range r.byValue {
		if k.class == "ptr" && k.raw < p && p-k.raw < limit && k.raw > bestRaw {
			best, bestRaw = n, k.raw
		}
	}
	if best == "" {
		return "", false
	}
	return fmt.Sprintf("%s+%d", best, p-bestRaw), true
}

// Driver returns the emulator being replayed on.
func (r *Replayer) Driver() *driver.Driver { return r.d }

// Trace returns the trace being replayed.
func (r *Replayer) Trace() *trace.Trace { return r.t }

// traceError is a problem with the trace itself, not a divergence.
type traceError struct{ msg string }

func (e *traceError) Error() string { return e.msg }

func (r *Replayer) badTrace(c *trace.Call, format string, args ...any) error {
	return &traceError{r.t.Where(c) + ": " + fmt.Sprintf(format, args...)}
}

// Run executes the whole trace.
func (r *Replayer) Run() (*Report, error) {
	rep := &Report{Total: len(r.t.Calls)}
	for i := range r.t.Calls {
		c := &r.t.Calls[i]
		st, err := r.step(i, c)
		if err != nil {
			return rep, err
		}
		rep.Calls++
		rep.Divergences = append(rep.Divergences, st.Divergences...)
		if r.opt.Step != nil {
			r.opt.Step(st)
		}
		if r.opt.Progress != nil {
			r.opt.Progress(i+1, len(r.t.Calls))
		}
		if len(st.Divergences) > 0 && !r.opt.Continue {
			break
		}
	}
	return rep, nil
}

func (r *Replayer) step(i int, c *trace.Call) (*Step, error) {
	h, ok := handlers[c.Name]
	if !ok {
		return nil, r.badTrace(c, "%s: cudasim cannot replay this call (it knows %s)", c.Name, knownCalls())
	}
	r.untracedWaits(c)
	th := r.Thread(c.Thread)
	if r.opt.Before != nil {
		r.opt.Before(c, th)
	}
	outs, err := h(r, th, c)
	var te *traceError
	if errors.As(err, &te) {
		return nil, err
	}
	st := &Step{Index: i, Call: c, Thread: th, Result: cu.Code(err), Err: err, Outs: outs}
	if !c.Accepts(st.Result) {
		want := trace.ResultName(c.Result)
		for _, a := range c.Also {
			want += " or " + trace.ResultName(a)
		}
		st.Divergences = append(st.Divergences, r.divergence(c, "result", want, trace.ResultName(st.Result), err))
		r.poison(c)
	} else if st.Result == cu.Success {
		if err := r.checkOuts(c, st); err != nil {
			return nil, err
		}
	}
	r.remember(c, st)
	return st, nil
}

// untracedSync matches the note recorders before session 32 left for CUDA 13's
// cuCtxSynchronize_v2 of a named context, which they did not trace: "t0
// cuCtxSynchronize_v2(ctx0) -> 700 (not traced)". The recorder now writes it as a trace
// line, cuCtxSynchronize(ctx0); traces recorded before keep the note, read here.
var untracedSync = regexp.MustCompile(`^(t\d+) cuCtxSynchronize(_v2)?\(.*\) -> \d+ \(not traced\)$`)

// untracedWaits makes the synchronizations the program made between the traced calls before
// c, which the recorder noted but did not trace: a kernel's fault reaches the host some time
// after its launch (driver faultLater), so a later call answers the sticky error only if the
// wait happened. Their results are the notes' and are not compared.
func (r *Replayer) untracedWaits(c *trace.Call) {
	for _, n := range c.Notes {
		if m := untracedSync.FindStringSubmatch(n); m != nil {
			r.Thread(m[1]).CtxSynchronize()
		}
	}
}

func (r *Replayer) divergence(c *trace.Call, what, recorded, got string, err error) Divergence {
	d := Divergence{Where: r.t.Where(c), Line: c.String(), What: what, Recorded: recorded, Got: got}
	if err != nil {
		d.Detail = r.threadNames(err.Error())
	}
	d.Recent = append([]string(nil), r.recent...)
	return d
}

// poison binds the unbound names among a diverged call's outputs, so that
// later calls using them can still run (with --continue).
func (r *Replayer) poison(c *trace.Call) {
	var walk func(v trace.Value)
	walk = func(v trace.Value) {
		if v.Kind == trace.KindSymbol {
			if _, ok := r.names[v.Str]; !ok {
				r.names[v.Str] = binding{bad: true}
			}
		}
		for _, e := range v.Elems {
			walk(e)
		}
	}
	for _, o := range c.Outs {
		walk(o)
	}
}

func (r *Replayer) remember(c *trace.Call, st *Step) {
	line := fmt.Sprintf("%s:%d %s", r.t.Name, c.Line, c.String())
	if st.Result != c.Result {
		line += "   [cudasim: " + trace.ResultName(st.Result) + "]"
	}
	r.recent = append(r.recent, line)
	if len(r.recent) > r.opt.Recent {
		r.recent = r.recent[len(r.recent)-r.opt.Recent:]
	}
}

var threadRE = regexp.MustCompile(`thread (\d+)`)

// threadNames replaces the emulator's thread numbers in a message by the
// trace's thread tags.
func (r *Replayer) threadNames(s string) string {
	return threadRE.ReplaceAllStringFunc(s, func(m string) string {
		id, err := strconv.Atoi(m[len("thread "):])
		if err != nil {
			return m
		}
		if tag, ok := r.threadTag[id]; ok {
			return "thread " + tag
		}
		return m
	})
}

func (r *Replayer) bind(name, class string, raw uint64) {
	r.names[name] = binding{class: class, raw: raw}
	r.byValue[classRaw{class, raw}] = name
}

// Value returns the raw value a trace name is bound to.
func (r *Replayer) Value(name string) (uint64, bool) {
	b, ok := r.names[name]
	return b.raw, ok && !b.bad
}

// Emulated returns a step's call as cudasim executed it: the recorded line
// with cudasim's result and outputs, written in the recording's style (its
// names, keys and array types), so that a recording and its replay can be
// compared with diff.
func (r *Replayer) Emulated(st *Step) trace.Call {
	c := *st.Call
	c.Outs = nil
	if !c.Accepts(st.Result) {
		c.Result, c.Also = st.Result, nil
	}
	if st.Result != cu.Success {
		return c
	}
	if st.Call.Result != cu.Success {
		// Nothing was recorded to compare with: show all of cudasim's.
		for _, g := range st.Outs {
			c.Outs = append(c.Outs, r.asValue(g, trace.Value{}))
		}
		return c
	}
	for i, rec := range st.Call.Outs {
		if i < len(st.matched) && st.matched[i] {
			c.Outs = append(c.Outs, rec)
			continue
		}
		gi := outIndex(st, rec, i)
		if gi < len(st.Outs) {
			c.Outs = append(c.Outs, r.asValue(st.Outs[gi], rec))
		}
	}
	return c
}

// asValue writes a returned value like the recorded one it stands for.
func (r *Replayer) asValue(g Got, tmpl trace.Value) trace.Value {
	var v trace.Value
	switch g.Kind {
	case GotHandle:
		switch {
		case tmpl.Kind == trace.KindSymbol && r.names[tmpl.Str].raw+uint64(tmpl.Off) == g.U && !r.names[tmpl.Str].bad:
			v = trace.SymbolOff(tmpl.Str, tmpl.Off)
		case g.U == 0 && g.Class != "dev":
			v = trace.Null()
		default:
			if n, ok := r.Name(g.Class, g.U); ok {
				v = trace.Symbol(n)
			} else if g.Class == "dev" {
				v = trace.Int(int64(g.U))
			} else {
				v = trace.Uint(g.U)
			}
		}
	case GotInt:
		v = trace.Int(int64(g.U))
	case GotFloat:
		if g.F32 {
			v = trace.F32(float32(g.F))
		} else {
			v = trace.F64(g.F)
		}
	case GotString:
		v = trace.String(g.S)
	case GotBytes:
		if tmpl.Kind == trace.KindBytes && tmpl.Type != "" && len(g.B)%max(1, trace.ScalarSize(tmpl.Type)) == 0 {
			v = trace.Array(tmpl.Type, g.B)
		} else {
			v = trace.Hex(g.B)
		}
	case GotList:
		var es []trace.Value
		for i, e := range g.List {
			var t trace.Value
			if i < len(tmpl.Elems) {
				t = tmpl.Elems[i]
			}
			es = append(es, r.asValue(e, t))
		}
		v = trace.List(es...)
	}
	v.Key = tmpl.Key
	return v
}
