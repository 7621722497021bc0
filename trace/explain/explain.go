// Package explain narrates a trace replay: for each call, what the driver
// did — contexts created, made current, destroyed; libraries loaded into
// contexts and why; memory allocated and freed; sticky errors and where they
// came from — and which contexts and modules exist afterwards. It also keeps
// a Timeline of contexts and the modules in them, which it can draw as SVG or
// as a Mermaid Gantt chart.
//
// A Narrator listens to the driver (driver.Config.Observer) and to the
// replay (replay.Options.Step):
//
//	n := explain.New(os.Stdout)
//	cfg.Observer = n.Observe
//	r := replay.NewReplayer(driver.New(cfg), t, replay.Options{Step: n.Step})
//	n.Attach(r)
//	r.Run()
package explain

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
	"cudasim/trace/replay"
)

// A Narrator turns driver notices and replay steps into a story.
type Narrator struct {
	// Quiet keeps the Timeline without writing the narrative.
	Quiet bool

	w  io.Writer
	r  *replay.Replayer
	mu sync.Mutex

	pending  []driver.Notice
	lastLine string // the last state summary written

	contexts map[driver.Context]*ctxInfo
	ctxOrder []driver.Context
	// modules per (context, module handle), for the state summary and the
	// timeline.
	modules map[modKey]*modInfo

	tl Timeline

	toldNoCtx map[string]bool // threads told once why they have no context
}

type ctxInfo struct {
	h       driver.Context
	dev     int
	primary bool
	// sticky: where the context's sticky error was set.
	stickyCode cu.Result
	stickyAt   string
	stickyWhat string
	// stickyLaunch: the launch that faulted
	stickyLaunch string
	endedAt      string // where it was last destroyed or reset
	lastLaunch   string // the last launch in the context, for sticky errors
	lane         *Lane
}

type modKey struct {
	c driver.Context
	m uint64
}

type modInfo struct {
	label   string
	lib     uint64
	bar     *Bar
	objects []string // trace names of its functions and variables handed out
}

// New returns a Narrator writing to w.
func New(w io.Writer) *Narrator {
	return &Narrator{w: w, contexts: map[driver.Context]*ctxInfo{}, modules: map[modKey]*modInfo{}, toldNoCtx: map[string]bool{}}
}

// Attach gives the narrator the replay whose names it uses.
func (n *Narrator) Attach(r *replay.Replayer) {
	n.r = r
	n.tl.Title = filepath.Base(r.Trace().Name)
}

// Observe receives a driver notice; set it as driver.Config.Observer.
func (n *Narrator) Observe(nt driver.Notice) {
	n.mu.Lock()
	n.pending = append(n.pending, nt)
	n.mu.Unlock()
}

// Timeline returns what the narrator has seen so far, as a picture's data.
func (n *Narrator) Timeline() *Timeline { return &n.tl }

// Step narrates one replayed call; set it as replay.Options.Step.
func (n *Narrator) Step(s *replay.Step) {
	n.mu.Lock()
	notices := n.pending
	n.pending = nil
	n.mu.Unlock()

	n.tl.Calls = s.Index + 1
	defer n.label()
	where := fmt.Sprintf("%s:%d", filepath.Base(n.r.Trace().Name), s.Call.Line)
	var lines []string
	say := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }

	for _, nt := range notices {
		n.notice(s, nt, where, say)
	}
	n.globals(notices, say)
	n.objects(s)
	n.callEffects(s, where, say)

	if n.Quiet {
		return
	}
	for _, note := range s.Call.Notes {
		fmt.Fprintf(n.w, "# %s\n", note)
	}
	fmt.Fprintf(n.w, "%s  %s\n", where, s.Call.String())
	if !s.Call.Accepts(s.Result) {
		fmt.Fprintf(n.w, "    !! cudasim returned %s\n", trace.ResultName(s.Result))
	}
	if d := cu.Detail(s.Err); d != "" && !n.explained(s) {
		fmt.Fprintf(n.w, "    - %s: %s\n", s.Result.Name(), n.errorText(d))
	}
	for _, l := range lines {
		fmt.Fprintf(n.w, "    - %s\n", l)
	}
	if st := n.state(); st != n.lastLine {
		fmt.Fprintf(n.w, "    = %s\n", st)
		n.lastLine = st
	}
}

// name gives a handle's trace name, or a description when it has none.
func (n *Narrator) name(class string, raw uint64) string {
	if raw == 0 && class != "dev" {
		return "null"
	}
	if nm, ok := n.r.Name(class, raw); ok {
		return nm
	}
	if class == "ptr" {
		if nm, ok := n.r.PointerName(raw, 1<<32); ok {
			return nm
		}
	}
	return fmt.Sprintf("%s %#x", classWord(class), raw)
}

func classWord(class string) string {
	switch class {
	case "ctx":
		return "context"
	case "lib":
		return "library"
	case "mod":
		return "module"
	case "fn":
		return "function"
	case "k":
		return "kernel"
	case "ptr":
		return "address"
	}
	return class
}

func (n *Narrator) thread(id int) string {
	if tag, ok := n.r.ThreadTag(id); ok {
		return tag
	}
	return fmt.Sprintf("thread %d", id)
}

func (n *Narrator) ctx(h driver.Context) *ctxInfo {
	ci, ok := n.contexts[h]
	if !ok {
		ci = &ctxInfo{h: h, dev: -1}
		if c, ok := n.r.Driver().ContextInfo(h); ok {
			ci.dev, ci.primary = c.Device, c.Primary
		}
		n.contexts[h] = ci
		n.ctxOrder = append(n.ctxOrder, h)
		ci.lane = n.tl.lane(h)
	}
	return ci
}

// notice narrates one driver notice.
func (n *Narrator) notice(s *replay.Step, nt driver.Notice, where string, say func(string, ...any)) {
	cn := n.name("ctx", uint64(nt.Context))
	switch nt.Kind {
	case driver.NoticeInit:
		say("the driver starts with %s", count(len(n.r.Driver().Config().Devices), "device"))
	case driver.NoticeCtxCreate:
		ci := n.ctx(nt.Context)
		say("%s is created on device %d and pushed on %s's stack: it is %s's current context now", cn, ci.dev, n.thread(nt.Thread), n.thread(nt.Thread))
	case driver.NoticeCtxActivate:
		ci := n.ctx(nt.Context)
		ci.lane.open(s.Index, where)
		if ci.primary {
			say("%s, device %d's primary context, becomes active", cn, ci.dev)
		}
	case driver.NoticePrimaryRetain:
		n.ctx(nt.Context)
		say("%s (device %d's primary context) is retained: retain count %d; retaining does not make it current", cn, nt.Device, nt.Count)
	case driver.NoticePrimaryRelease:
		say("%s is released: %s", cn, nt.Detail)
	case driver.NoticePrimaryReset:
		ci := n.ctx(nt.Context)
		ci.endedAt = where
		say("%s is reset: %s; the handle stays valid, and work in it fails with CUDA_ERROR_CONTEXT_IS_DESTROYED until it is retained again", cn, nt.Detail)
	case driver.NoticePrimaryFlags:
		say("device %d's primary context gets %s", nt.Device, nt.Detail)
	case driver.NoticeCtxTeardown:
		ci := n.ctx(nt.Context)
		ci.endedAt = where
		ci.lane.close(s.Index)
		n.closeModules(nt.Context, s.Index)
		say("%s releases everything it held: %s", cn, count(nt.Count, "allocation"))
	case driver.NoticeCtxDestroy:
		n.ctx(nt.Context).endedAt = where
		say("%s is destroyed; a thread that still has it current gets CUDA_ERROR_CONTEXT_IS_DESTROYED", cn)
	case driver.NoticeCtxPush, driver.NoticeCtxPop, driver.NoticeCtxSetCurrent:
		// Shown by the state summary.
	case driver.NoticeSticky:
		ci := n.ctx(nt.Context)
		ci.stickyCode, ci.stickyAt, ci.stickyWhat = nt.Code, where, nt.Detail
		ci.lane.sticky(s.Index, nt.Code)
		from := ""
		switch {
		case strings.HasPrefix(s.Call.Name, "cuLaunchKernel"):
			from = " by this launch"
			ci.stickyLaunch = where
		case ci.lastLaunch != "":
			from = " by the launch at " + ci.lastLaunch
			ci.stickyLaunch = ci.lastLaunch
		}
		say("%s gets a sticky error, %s (%s)%s: %s. Every later call that works in %s returns it; the context is unusable until it is destroyed (or, for a primary context, reset)",
			cn, nt.Code.Name(), nt.Code.Text(), from, nt.Detail, cn)
	case driver.NoticeMemAlloc:
		say("%s: %d bytes of %s memory in %s", n.name("ptr", uint64(nt.Addr)), nt.Size, nt.What, cn)
	case driver.NoticeMemFree:
		if nt.Name != "" {
			say("%s freed: %s variable %s of %s, as %s", n.name("ptr", uint64(nt.Addr)), nt.What, nt.Name, n.name("lib", uint64(nt.Library)), nt.Reason)
		} else {
			say("%s (%d bytes of %s memory) freed%s", n.name("ptr", uint64(nt.Addr)), nt.Size, nt.What, cause(nt.Reason))
		}
	case driver.NoticeStreamCreate:
		say("stream %s created in %s", n.name("s", nt.Handle), cn)
	case driver.NoticeStreamDestroy:
		say("stream %s destroyed", n.name("s", nt.Handle))
	case driver.NoticePeerEnable:
		say("%s gets peer access to %s: its kernels may now reach device %d's memory (one way: %s needs its own call to reach %s's)",
			cn, n.name("ctx", nt.Handle), n.ctx(driver.Context(nt.Handle)).dev, n.name("ctx", nt.Handle), cn)
	case driver.NoticePeerDisable:
		say("%s's peer access to %s ends: its kernels fault on device %d's memory again (copies still work)", cn, n.name("ctx", nt.Handle), n.ctx(driver.Context(nt.Handle)).dev)
	case driver.NoticeEventCreate, driver.NoticeEventDestroy, driver.NoticeEventRecord:
		// Too fine-grained to narrate.
	case driver.NoticeCaptureBegin:
		say("%s: work enqueued on the stream from now on is recorded as graph nodes instead of running, until cuStreamEndCapture; other streams join the capture by waiting for an event recorded in it", nt.Detail)
	case driver.NoticeCaptureInvalid:
		say("%s: the capture goes on recording nothing; its work never runs, and cuStreamEndCapture will return CUDA_ERROR_STREAM_CAPTURE_INVALIDATED", nt.Detail)
	case driver.NoticeCaptureEnd:
		if nt.Code != cu.Success {
			say("%s", nt.Detail)
		} else {
			say("%s; nothing in it has run yet: instantiate it (cuGraphInstantiate) and launch it (cuGraphLaunch)", nt.Detail)
		}
	case driver.NoticeGraphInstantiate:
		say("%s: the executable graph keeps its own copy of the nodes, so later changes to the graph do not reach it (cuGraphExecUpdate or cuGraphExec*SetParams change it)", nt.Detail)
	case driver.NoticeGraphLaunch:
		say("%s, in dependency order, as one unit of the stream's work", nt.Detail)
	default:
		n.moduleNotice(s, nt, where, say)
	}
}

// callEffects explains results that come from earlier events: sticky errors
// and work in a destroyed context.
func (n *Narrator) callEffects(s *replay.Step, where string, say func(string, ...any)) {
	if s.Call.Name == "cuLaunchKernel" || s.Call.Name == "cuLaunchKernelEx" {
		if cur, ok := s.Thread.CurrentContext(); ok && s.Result == cu.Success {
			n.ctx(cur.Handle).lastLaunch = where
		}
	}
	cur, hasCur := s.Thread.CurrentContext()
	if !hasCur && s.Result == cu.ErrorInvalidContext && !n.toldNoCtx[s.Call.Thread] {
		n.toldNoCtx[s.Call.Thread] = true
		say("%s has no current context: it needs a context made current (cuCtxSetCurrent, cuCtxPushCurrent, cuCtxCreate); retaining a primary context does not do that", s.Call.Thread)
		return
	}
	if !hasCur || s.Result == cu.Success {
		return
	}
	ci := n.ctx(cur.Handle)
	cn := n.name("ctx", uint64(cur.Handle))
	switch {
	case n.explained(s) && (s.Call.Name == "cuDevicePrimaryCtxRetain" || s.Call.Name == "cuCtxCreate"):
		say("the device takes no new contexts from this process after %s's sticky error (the launch at %s); real GPUs need the process restarted", cn, ci.stickyLaunch)
	case n.explained(s):
		say("%s is %s's sticky error, from the launch at %s: %s", s.Result.Name(), cn, ci.stickyLaunch, ci.stickyWhat)
	case s.Result == cu.ErrorContextIsDestroyed && ci.endedAt != "":
		state := "inactive"
		if cur.State == driver.ContextDestroyed {
			state = "destroyed"
		}
		say("%s, current on %s, is %s since %s", cn, s.Call.Thread, state, ci.endedAt)
	}
}

// state summarises the contexts and what is current where.
func (n *Narrator) state() string {
	var parts []string
	for _, h := range n.ctxOrder {
		ci := n.contexts[h]
		c, ok := n.r.Driver().ContextInfo(h)
		if !ok {
			continue
		}
		st := c.State
		if st == driver.ContextDestroyed {
			continue
		}
		desc := []string{fmt.Sprintf("dev%d", ci.dev)}
		if ci.primary {
			desc = append(desc, "primary")
		}
		desc = append(desc, st.String())
		if c.Sticky != cu.Success && st == driver.ContextActive {
			desc = append(desc, "sticky "+c.Sticky.Name())
		}
		if mods := n.modulesIn(h); len(mods) > 0 {
			desc = append(desc, "holds "+strings.Join(mods, ", "))
		}
		parts = append(parts, fmt.Sprintf("%s [%s]", n.name("ctx", uint64(h)), strings.Join(desc, ", ")))
	}
	if len(parts) == 0 {
		parts = append(parts, "no contexts")
	}
	var cur []string
	for _, tag := range n.r.Threads() {
		// The whole stack, top first, where there is more than the current
		// context: "t0=ctx1 over ctx0" (cuCtxPopCurrent uncovers ctx0).
		stack := n.r.Thread(tag).ContextStack()
		name := "none"
		for i := len(stack) - 1; i >= 0; i-- {
			if i == len(stack)-1 {
				name = n.name("ctx", uint64(stack[i]))
			} else {
				name += " over " + n.name("ctx", uint64(stack[i]))
			}
		}
		cur = append(cur, tag+"="+name)
	}
	sort.Strings(cur)
	return strings.Join(parts, "; ") + "; current: " + strings.Join(cur, " ")
}

// label names the timeline's lanes once the trace has named their contexts.
func (n *Narrator) label() {
	for _, h := range n.ctxOrder {
		ci := n.contexts[h]
		desc := fmt.Sprintf("dev%d", ci.dev)
		if ci.primary {
			desc += ", primary"
		}
		ci.lane.Label = fmt.Sprintf("%s (%s)", n.name("ctx", uint64(h)), desc)
	}
}

// explained reports whether a failed call's result is its context's sticky
// error, which the narration explains by its origin.
func (n *Narrator) explained(s *replay.Step) bool {
	cur, ok := s.Thread.CurrentContext()
	if !ok || s.Result == cu.Success {
		return false
	}
	ci, ok := n.contexts[cur.Handle]
	return ok && s.Result == ci.stickyCode && ci.stickyLaunch != ""
}
