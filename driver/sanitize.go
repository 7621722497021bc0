package driver

import (
	"fmt"
	"io"
	"os"
	"path"
	"sort"
	"strings"
	"sync"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/internal/module"
	"cudasim/sim"
)

// Sanitizer configures cudasim's sanitizer (Config.Sanitize): checks of
// every kernel in the spirit of NVIDIA's compute-sanitizer, with its tools'
// names and report wording (docs/sanitizer.md). Without it, kernels run as on
// the GPU: faults only where the H200 faults (see internal/mem's regions).
type Sanitizer struct {
	// Checks are the kernel checks (sim.CheckMemory for memcheck...).
	Checks sim.Checks
	// LeakCheck reports device memory still allocated when its context is
	// destroyed (compute-sanitizer's --leak-check full).
	LeakCheck bool
	// Output receives the reports in compute-sanitizer's words, each line
	// prefixed "========= "; nil means os.Stderr. Use io.Discard for none.
	Output io.Writer
	// Report, if set, receives each kernel report as it is found (from the
	// launching goroutine; calls are serialised).
	Report func(*sim.Report)
}

// sanitizerTools are the names ParseSanitizer accepts: compute-sanitizer's
// tools and cudasim's checks beyond them.
var sanitizerTools = []struct {
	name   string
	checks sim.Checks
	leak   bool
}{
	{"memcheck", sim.CheckMemory, false},
	{"racecheck", sim.CheckRace, false},
	{"initcheck", sim.CheckInit, false},
	{"synccheck", sim.CheckSync, false},
	{"globalrace", sim.CheckGlobalRace, false},
	{"masks", sim.CheckMasks, false},
	{"sharedinit", sim.CheckSharedInit, false},
	{"streamrace", sim.CheckStreamRace, false},
	{"leakcheck", 0, true},
	{"all", sim.CheckMemory | sim.CheckRace | sim.CheckInit | sim.CheckSync | sim.CheckGlobalRace | sim.CheckMasks | sim.CheckSharedInit | sim.CheckStreamRace, true},
}

// ParseSanitizer reads a comma-separated list of tools: memcheck,
// racecheck, initcheck, synccheck (compute-sanitizer's), globalrace (global
// memory races between blocks of a launch), masks (shfl/vote/match masks
// naming lanes that do not take part), sharedinit (shared memory read
// before any thread of the block wrote it), streamrace (global memory
// races between launches on streams not ordered by events or
// synchronisation), leakcheck, or all. "" and "none"
// give nil: no sanitizer.
func ParseSanitizer(spec string) (*Sanitizer, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" || strings.EqualFold(spec, "none") {
		return nil, nil
	}
	s := &Sanitizer{}
	for _, f := range strings.Split(spec, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		found := false
		for _, t := range sanitizerTools {
			if t.name == f {
				s.Checks |= t.checks
				s.LeakCheck = s.LeakCheck || t.leak
				found = true
			}
		}
		if !found {
			var names []string
			for _, t := range sanitizerTools {
				names = append(names, t.name)
			}
			return nil, cu.Errorf(cu.ErrorInvalidValue, "unknown sanitizer tool %q (known: %s)", f, strings.Join(names, ", "))
		}
	}
	return s, nil
}

// sanitizerState is a driver's sanitizer: its configuration and the count
// of errors reported, for the summary.
type sanitizerState struct {
	cfg     *Sanitizer
	mu      sync.Mutex
	out     io.Writer
	errors  int // reports, failed calls (memcheck) and leaks
	hazards int // racecheck's reports
	leaked  struct{ bytes, allocations uint64 }
	done    bool // the summary is written

	orderOnce sync.Once
	order     *streamOrder // streamrace (sanitize_streams.go)
}

var sanitizerID = registerExtension(func(d *Driver) any {
	if d.cfg.Sanitize == nil {
		return (*sanitizerState)(nil)
	}
	s := &sanitizerState{cfg: d.cfg.Sanitize, out: d.cfg.Sanitize.Output}
	if s.out == nil {
		s.out = os.Stderr
	}
	io.WriteString(s.out, "========= COMPUTE-SANITIZER\n")
	if s.cfg.Checks&sim.CheckInit != 0 {
		d.mem.TrackInit()
	}
	return s
})

func (d *Driver) sanitizer() *sanitizerState { return d.extension(sanitizerID).(*sanitizerState) }

// Sanitizer returns the driver's sanitizer configuration, nil without one.
func (d *Driver) Sanitizer() *Sanitizer { return d.cfg.Sanitize }

// SanitizerErrors returns how many errors the sanitizer has reported.
func (d *Driver) SanitizerErrors() int {
	s := d.sanitizer()
	if s == nil {
		return 0
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.errors
}

// SanitizerSummary writes the sanitizer's closing lines, as compute-sanitizer
// prints them when the program exits, to the sanitizer's output: with leak
// checking, each program allocation still live and the leak summary; then
// racecheck's summary and, for the other tools, the error summary. Only
// the first call writes; Shutdown calls it.
func (d *Driver) SanitizerSummary() {
	s := d.sanitizer()
	if s == nil {
		return
	}
	s.leaks(d.mem.Allocations())
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done {
		return
	}
	s.done = true
	if s.cfg.LeakCheck {
		fmt.Fprintf(s.out, "========= LEAK SUMMARY: %d bytes leaked in %d allocations\n", s.leaked.bytes, s.leaked.allocations)
	}
	if s.cfg.Checks&sim.CheckRace != 0 {
		fmt.Fprintf(s.out, "========= RACECHECK SUMMARY: %d hazard%s displayed (%d error%s, 0 warnings)\n", s.hazards, plural(s.hazards), s.hazards, plural(s.hazards))
	}
	if s.cfg.Checks&^sim.CheckRace != 0 || s.cfg.LeakCheck || s.cfg.Checks == 0 {
		fmt.Fprintf(s.out, "========= ERROR SUMMARY: %d error%s\n", s.errors, plural(s.errors))
	}
}

// leaks reports, with leak checking, the program's allocations among as
// (in address order) as leaked: device, page-locked host and managed memory
// the program never freed, when its context is destroyed or the process
// exits (compute-sanitizer reports cuMemAllocHost's too:
// testdata/reference/probe6/sanitizer/leakcheck-*.txt).
func (s *sanitizerState) leaks(as []*mem.Allocation) {
	if s == nil || !s.cfg.LeakCheck {
		return
	}
	sort.Slice(as, func(i, j int) bool { return as[i].Base < as[j].Base })
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done {
		return
	}
	for _, a := range as {
		if a.Origin != mem.Program || (a.Kind != mem.Device && a.Kind != mem.Host && a.Kind != mem.Managed) {
			continue
		}
		s.errors++
		s.leaked.bytes += a.Size
		s.leaked.allocations++
		fmt.Fprintf(s.out, "========= Leaked %s bytes at 0x%x\n========= \n", commas(a.Size), a.Base)
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// sanitizeLaunch sets up x to check a launch t makes in context c, if the
// driver sanitizes.
func (d *Driver) sanitizeLaunch(t *Thread, x *module.Exec, c *ctx.Context) {
	s := d.sanitizer()
	if s == nil || s.cfg.Checks == 0 {
		return
	}
	san := &sim.Sanitize{Checks: s.cfg.Checks, Memory: d.mem.ForDevice(c.Device), Report: s.report}
	if san.Checks&sim.CheckStreamRace != 0 && !t.sanStreamLaunch(san) {
		san.Checks &^= sim.CheckStreamRace // a graph's kernel node: not logged
	}
	if san.Checks == 0 {
		return
	}
	x.Sanitize = san
	if s.cfg.Checks&sim.CheckMemory != 0 {
		x.Memory = d.strictMemory(x.Memory, c)
	}
}

// strictMemory is m as memcheck sees it: allocations exactly, not the
// mapping around them; a launch's texture and surface objects stay reachable.
func (d *Driver) strictMemory(m module.Memory, c *ctx.Context) module.Memory {
	switch v := m.(type) {
	case *mem.View:
		return v.Strict()
	case textureMemory:
		v.Memory = d.strictMemory(v.Memory, c)
		return v
	}
	return d.mem.StrictView(c.Device, nil)
}

// report prints one kernel report and counts it: every report is one
// error, except races, which count once per pair of instructions (as
// compute-sanitizer counts them).
func (s *sanitizerState) report(r *sim.Report) {
	s.mu.Lock()
	if r.Kind == sim.RaceHazard {
		s.hazards++
	} else {
		s.errors++
	}
	io.WriteString(s.out, FormatReport(r))
	s.mu.Unlock()
	if s.cfg.Report != nil {
		s.cfg.Report(r)
	}
}

// apiError reports a driver call that failed, as memcheck does ("Program
// hit ..."), and counts it.
func (s *sanitizerState) apiError(call string, err error) {
	if s == nil || s.cfg.Checks&sim.CheckMemory == 0 || err == nil {
		return
	}
	code := cu.Code(err)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done {
		return // the process is exiting: what fails now is its clean-up after the summary
	}
	s.errors++
	fmt.Fprintf(s.out, "========= Program hit %s (error %d) due to %q on CUDA API call to %s.\n========= \n", code.Name(), int(code), code.Text(), call)
}

// SanitizerAPIError reports a failed driver call under memcheck, in
// compute-sanitizer's words ("Program hit CUDA_ERROR_... on CUDA API call
// to cuX."), and counts it in the summary. The drop-in library calls it
// for every call that fails; nothing happens without memcheck.
func (d *Driver) SanitizerAPIError(call string, err error) { d.sanitizer().apiError(call, err) }

// FormatReport renders a report as compute-sanitizer prints it with
// --show-backtrace no, every line prefixed "========= " (see
// testdata/sanitize/golden). The offset after the kernel's name is
// cudasim's instruction index times 16, not the GPU's code offset; the
// file and line come from the PTX's .loc (nvcc -lineinfo or -G).
func FormatReport(r *sim.Report) string {
	var b strings.Builder
	line := func(format string, args ...any) {
		b.WriteString("========= ")
		fmt.Fprintf(&b, format, args...)
		b.WriteByte('\n')
	}
	at := func(a *sim.Access) string {
		kernel := r.Kernel
		if a.Kernel != "" {
			kernel = a.Kernel
		}
		s := fmt.Sprintf("%s+0x%x", demangle(kernel), a.PC*16)
		if a.Source != "" {
			s += " in " + path.Base(a.Source)
		}
		return s
	}
	// inlinedAt is at for memcheck's and initcheck's reports: an instruction of a function
	// inlined into the kernel (atomicAdd from device_atomic_functions.hpp) is named by that
	// function and its line, as compute-sanitizer does (testdata/sanitize/golden/memcheck/
	// oob_atomic.txt, golden2/initcheck/uninit_atomic.txt).
	inlinedAt := func(a *sim.Access) string {
		if a.Function == "" {
			return at(a)
		}
		s := fmt.Sprintf("%s+0x%x", inlinedName(a.Function), a.PC*16)
		if a.Source != "" {
			s += " in " + path.Base(a.Source)
		}
		return s
	}
	thread := func() {
		line("    by thread (%d,%d,%d) in block (%d,%d,%d)", r.Thread[0], r.Thread[1], r.Thread[2], r.Block[0], r.Block[1], r.Block[2])
	}
	switch r.Kind {
	case sim.InvalidAccess, sim.MisalignedAccess:
		line("Invalid __%s__ %s of size %d bytes", r.Space, r.Access.Op, r.Size)
		line("    at %s", inlinedAt(&r.Access))
		thread()
		line("    Access to 0x%x is %s", r.Addr, r.AccessFault()) // "not writable": testdata/reference/mend33/h100-s33
		if r.Allocation.Known {
			line("    and %s", nearest(r.Addr, r.Allocation.Base, r.Allocation.Size))
		}
		if r.Access.Function != "" {
			// The kernel's frame, at the inlined call (golden/memcheck/oob_atomic.txt).
			s := fmt.Sprintf("%s+0x%x", demangle(r.Kernel), r.Access.PC*16)
			if r.Access.Caller != "" {
				s += " in " + path.Base(r.Access.Caller)
			}
			line("        Device Frame: %s", s)
		}
	case sim.UninitializedRead:
		line("Uninitialized __global__ memory read of size %d bytes", r.Size)
		line("    at %s", inlinedAt(&r.Access))
		thread()
		line("    Address 0x%x", r.Addr)
	case sim.UninitializedSharedRead:
		// cudasim's own check: initcheck's wording, for shared memory (addresses are offsets
		// in the block's shared memory, as memcheck gives them).
		line("Uninitialized __shared__ memory read of size %d bytes", r.Size)
		line("    at %s", at(&r.Access))
		thread()
		line("    Address 0x%x", r.Addr)
	case sim.RaceHazard:
		line("Error: Race reported between %s access at %s", title(r.Other.Op), at(r.Other))
		line("    and %s access at %s [%d hazards]", title(r.Access.Op), at(&r.Access), r.Hazards)
	case sim.DivergentBarrier:
		line("Barrier error detected. Divergent thread(s) in warp.")
		line("    at %s", at(&r.Access))
		thread()
	case sim.GlobalRace:
		// cudasim's own check: racecheck's wording, for global memory.
		line("Error: Race on __global__ memory between blocks reported between %s access at %s", title(r.Other.Op), at(r.Other))
		line("    and %s access at %s [%d hazards]", title(r.Access.Op), at(&r.Access), r.Hazards)
	case sim.StreamRace:
		// cudasim's own check: racecheck's wording, for global memory
		// accessed by launches that may run at the same time.
		line("Error: Race on __global__ memory between launches reported between %s access at %s", title(r.Other.Op), at(r.Other))
		line("    and %s access at %s [%d hazards]", title(r.Access.Op), at(&r.Access), r.Hazards)
		line("    %s", r.Detail)
	case sim.InvalidMask:
		line("Invalid member mask of %s: %s", r.Access.Op, r.Detail)
		line("    at %s", at(&r.Access))
		thread()
	default:
		line("%s", r.Error())
	}
	line("")
	return b.String()
}

// inlinedName is the name compute-sanitizer gives an inlined function: the
// demangled name without the namespace nvcc gives functions of internal
// linkage (_ZN41_INTERNAL_3b144e43_10_defects_cu_87df78619atomicAddEPii is
// "atomicAdd(int *, int)": golden/memcheck/oob_atomic.txt).
func inlinedName(mangled string) string {
	s := demangle(mangled)
	if strings.HasPrefix(s, "_INTERNAL_") {
		if i := strings.Index(s, "::"); i >= 0 && i < strings.IndexByte(s+"(", '(') {
			s = s[i+2:]
		}
	}
	return s
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// nearest says where addr lies relative to the allocation [base, base+size),
// as memcheck does: "after" counts from the allocation's last byte.
func nearest(addr, base, size uint64) string {
	switch {
	case addr >= base+size:
		return fmt.Sprintf("is %s bytes after the nearest allocation at 0x%x of size %s bytes", commas(addr-(base+size)+1), base, commas(size))
	case addr < base:
		return fmt.Sprintf("is %s bytes before the nearest allocation at 0x%x of size %s bytes", commas(base-addr), base, commas(size))
	}
	return fmt.Sprintf("is inside the nearest allocation at 0x%x of size %s bytes", base, commas(size))
}

// commas writes n with thousands separators, as compute-sanitizer does.
func commas(n uint64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
