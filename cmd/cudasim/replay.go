package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"cudasim/driver"
	"cudasim/internal/bounded"
	"cudasim/internal/term"
	"cudasim/trace"
	"cudasim/trace/explain"
	"cudasim/trace/replay"
)

func init() {
	register(command{
		name:    "replay",
		args:    "TRACE...",
		summary: "run a driver call trace on the emulator and check every result",
		help: `
Replay executes each driver call of a trace (docs/trace-format.md) on the
emulator, in order, on the host thread its line names, and checks the
recorded result code and every recorded output: handles (by name), numbers,
strings and the bytes copies returned.

At the first divergence it stops and shows the line, what was recorded,
what cudasim returned, and the calls before it; --continue reports every
divergence instead. The exit status is 0 when the whole trace matched, 1 when
it did not or could not be replayed, 2 for a usage mistake.

--explain narrates what the driver does at each call instead: which contexts
exist and which is current on each thread, when a library is loaded into
which context and why, which modules, functions and globals each context
holds, what unload and destroy free, where a sticky error came from.
--explain=svg or --explain=mermaid draws the timeline of contexts and the
modules in them instead (to -o FILE, or standard output).

--graph NAME draws the graph the trace calls NAME (graph0: what
cuStreamEndCapture or cuGraphCreate returned) as Graphviz DOT, in the form
cuGraphDebugDotPrint writes with CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE, as it
was last before the trace destroyed it (to -o FILE, or standard output, the
summary then going to standard error): "cudasim replay --graph graph0
run.trace | dot -Tsvg".

--emit FILE writes the trace as cudasim executed it — the same lines with
cudasim's results and outputs — so that "diff -u TRACE FILE" shows every
difference at once (with --continue).

Progress goes to standard error when it is a terminal, or with --progress.
A TRACE of "-" is read from standard input.`,
		run: runReplay,
	})
}

// explainMode is the --explain flag: a bool flag that also takes a format.
type explainMode struct{ format string }

func (e *explainMode) String() string   { return e.format }
func (e *explainMode) IsBoolFlag() bool { return true }
func (e *explainMode) Set(s string) error {
	switch s {
	case "true", "text":
		e.format = "text"
	case "false":
		e.format = ""
	case "svg", "mermaid":
		e.format = s
	default:
		return fmt.Errorf("--explain=%s: want text, svg or mermaid", s)
	}
	return nil
}

func runReplay(inv *invocation) error {
	cont := inv.flags.Bool("continue", false, "report every divergence instead of stopping at the first")
	progress := inv.flags.Bool("progress", false, "show progress on standard error even when it is not a terminal")
	recent := inv.flags.Int("recent", 6, "how many preceding calls to show with a divergence")
	timeout := inv.flags.Duration("launch-timeout", 0, "end each launch with CUDA_ERROR_LAUNCH_TIMEOUT once it has run this `long` (\"5s\"; default none, or CUDASIM_LAUNCH_TIMEOUT)")
	var mode explainMode
	inv.flags.Var(&mode, "explain", "narrate the driver's state at each call (text), or draw it (svg, mermaid)")
	out := inv.flags.String("o", "", "with --explain=svg|mermaid: write the picture to this `file`")
	emit := inv.flags.String("emit", "", "write the trace as cudasim executed it (its results and outputs) to `file`, for diff against the recording; use with --continue")
	sanitize := inv.flags.String("sanitize", "", sanitizeUsage)
	graph := inv.flags.String("graph", "", "draw the graph the trace names so as DOT (to -o `name`'s file, or standard output)")
	if err := inv.parse(); err != nil {
		return err
	}
	san, err := sanitizer(*sanitize, inv.stderr)
	if err != nil {
		return err
	}
	if len(inv.args) == 0 {
		return usagef("no trace file given")
	}
	if *out != "" && mode.format != "svg" && mode.format != "mermaid" && *graph == "" {
		return usagef("-o needs --explain=svg, --explain=mermaid or --graph")
	}
	if *graph != "" && mode.format != "" {
		return usagef("--graph and --explain draw different things: use one")
	}
	if *recent < 0 {
		return usagef("--recent must be at least 0")
	}
	failed := false
	for _, path := range inv.args {
		ok, err := replayOne(inv, path, replayFlags{cont: *cont, progress: *progress || term.Is(inv.stderr), launchTimeout: *timeout,
			recent: *recent, explain: mode.format, out: *out, emit: *emit, sanitize: san, graph: *graph})
		if err != nil {
			return err
		}
		failed = failed || !ok
	}
	if failed {
		return errors.New("the trace did not replay clean")
	}
	return nil
}

type replayFlags struct {
	cont, progress bool
	recent         int
	explain, out   string
	emit           string
	graph          string        // the graph to draw as DOT
	name           string        // when set, the trace's name in what replay prints
	launchTimeout  time.Duration // 0: none (or CUDASIM_LAUNCH_TIMEOUT)
	sanitize       *driver.Sanitizer
}

func replayOne(inv *invocation, path string, f replayFlags) (bool, error) {
	var tr *trace.Trace
	var err error
	if path == "-" {
		// Standard input; file: references are relative to the current
		// directory.
		if f.emit != "" {
			return false, usagef("--emit needs a trace file, not standard input")
		}
		if tr, err = trace.ParseNamed("stdin", inv.stdin); err == nil {
			tr.Dir = "."
			err = tr.Load()
		}
	} else {
		tr, err = trace.ReadFile(path)
	}
	if err != nil {
		return false, err
	}
	if f.name != "" {
		tr.Name = f.name
	}
	cfg, err := replay.Config(tr)
	if err != nil {
		return false, err
	}
	var narr *explain.Narrator
	if f.explain != "" {
		narr = explain.New(inv.stdout)
		narr.Quiet = f.explain != "text"
		cfg.Observer = narr.Observe
	}
	cfg.Sanitize = f.sanitize
	d := driver.New(cfg)
	defer d.Close()
	if f.launchTimeout > 0 {
		d.SetLaunchTimeout(f.launchTimeout)
	}
	opt := replay.Options{Continue: f.cont, Recent: f.recent}
	if f.progress {
		p := &progressLine{w: inv.stderr, name: tr.Name}
		opt.Progress = p.update
		defer p.clear()
	}
	var r *replay.Replayer
	var steps []func(*replay.Step)
	if narr != nil {
		steps = append(steps, narr.Step)
	}
	if f.emit != "" {
		file, err := os.Create(f.emit)
		if err != nil {
			return false, err
		}
		defer file.Close()
		raw, err := bounded.ReadFile(path, trace.MaxTraceBytes)
		if err != nil {
			return false, err
		}
		lines := strings.SplitAfter(string(raw), "\n")
		steps = append(steps, func(st *replay.Step) { lines[st.Call.Line-1] = emulatedLine(lines[st.Call.Line-1], r.Emulated(st)) })
		defer func() {
			if _, err := io.WriteString(file, strings.Join(lines, "")); err != nil {
				fmt.Fprintf(inv.stderr, "cudasim replay: --emit: %v\n", err)
			}
		}()
	}
	// --graph draws the graph as it was last: when the trace is about to
	// destroy it (cuGraphDestroy, or cuGraphDestroyNode of its parent's
	// node) or at the end, and only if a call that can change it (cuGraph*,
	// cuStream*) ran since it was last drawn.
	var dot string // the graph as last drawn
	changed := false
	draw := func(t *driver.Thread) {
		if !changed {
			return
		}
		changed = false
		if raw, ok := r.Value(f.graph); ok {
			if text, err := t.GraphDot(driver.Graph(raw), driver.DotVerbose); err == nil {
				dot = text
			}
		}
	}
	var lastThread *driver.Thread
	if f.graph != "" {
		opt.Before = func(c *trace.Call, t *driver.Thread) {
			if c.Name == "cuGraphDestroy" || c.Name == "cuGraphDestroyNode" {
				draw(t)
			}
		}
		steps = append(steps, func(st *replay.Step) {
			lastThread = st.Thread
			if strings.HasPrefix(st.Call.Name, "cuGraph") || strings.HasPrefix(st.Call.Name, "cuStream") {
				changed = true // nothing else changes a graph
			}
		})
	}
	if len(steps) > 0 {
		opt.Step = func(st *replay.Step) {
			for _, s := range steps {
				s(st)
			}
		}
	}
	r = replay.NewReplayer(d, tr, opt)
	if narr != nil {
		narr.Attach(r)
	}
	rep, err := r.Run()
	if err != nil {
		return false, err
	}
	if lastThread != nil {
		draw(lastThread)
	}
	if narr != nil && f.explain != "text" {
		w := inv.stdout
		if f.out != "" {
			file, err := os.Create(f.out)
			if err != nil {
				return false, err
			}
			defer file.Close()
			w = file
		}
		if f.explain == "svg" {
			err = narr.Timeline().SVG(w)
		} else {
			err = narr.Timeline().Mermaid(w)
		}
		if err != nil {
			return false, err
		}
	}
	summary := inv.stdout
	if f.graph != "" {
		if dot == "" {
			return false, fmt.Errorf("%s: --graph %s: the trace makes no graph of that name", tr.Name, f.graph)
		}
		if err := writeOut(inv.stdout, f.out, dot); err != nil {
			return false, err
		}
		if f.out == "" {
			summary = inv.stderr
		}
	}
	if narr == nil || f.explain == "text" {
		for i := range rep.Divergences {
			fmt.Fprint(summary, rep.Divergences[i].String())
		}
	}
	switch {
	case rep.OK():
		fmt.Fprintf(summary, "%s: %d calls, all match\n", tr.Name, rep.Calls)
	case len(rep.Divergences) > 0 && !f.cont:
		fmt.Fprintf(summary, "%s: diverged at call %d of %d (--continue reports every divergence)\n", tr.Name, rep.Calls, rep.Total)
	default:
		fmt.Fprintf(summary, "%s: %d of %d calls diverged\n", tr.Name, len(rep.Divergences), rep.Total)
	}
	if err := sanitizerVerdict(d); err != nil {
		fmt.Fprintf(inv.stdout, "%s: %v\n", tr.Name, err)
		return false, nil
	}
	return rep.OK(), nil
}

// writeOut writes text to the file path, or to w when path is empty.
func writeOut(w io.Writer, path, text string) error {
	if path == "" {
		_, err := io.WriteString(w, text)
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}

// emulatedLine rewrites a call's line with cudasim's result and outputs,
// keeping its thread, name, inputs and comment as written.
func emulatedLine(line string, c trace.Call) string {
	nl := ""
	if strings.HasSuffix(line, "\n") {
		nl = "\n"
	}
	full := c.String()
	i := strings.Index(full, ") -> ")
	if c.Arrow <= 0 || c.Arrow > len(line) || i < 0 {
		return full + nl
	}
	return line[:c.Arrow] + full[i+2:] + nl
}

// progressLine draws "name: 1200/5000 calls" on a terminal line, at most ten
// times a second.
type progressLine struct {
	w     io.Writer
	name  string
	last  time.Time
	shown bool
}

func (p *progressLine) update(done, total int) {
	now := time.Now()
	if done != total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	fmt.Fprintf(p.w, "\r%s: %d/%d calls", p.name, done, total)
	p.shown = true
}

func (p *progressLine) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
