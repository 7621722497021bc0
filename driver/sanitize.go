package driver

import (
	"fmt"
	"io"
	"os"
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
	{"leakcheck", 0, true},
	{"all", sim.CheckMemory | sim.CheckRace | sim.CheckInit | sim.CheckSync | sim.CheckGlobalRace | sim.CheckMasks, true},
}

// ParseSanitizer reads a comma-separated list of tools: memcheck,
// racecheck, initcheck, synccheck (compute-sanitizer's), globalrace (global
// memory races between blocks of a launch), masks (shfl/vote/match masks
// naming lanes that do not take part), leakcheck, or all. "" and "none"
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
	cfg    *Sanitizer
	mu     sync.Mutex
	out    io.Writer
	errors int
}

var sanitizerID = registerExtension(func(d *Driver) any {
	if d.cfg.Sanitize == nil {
		return (*sanitizerState)(nil)
	}
	s := &sanitizerState{cfg: d.cfg.Sanitize, out: d.cfg.Sanitize.Output}
	if s.out == nil {
		s.out = os.Stderr
	}
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

// SanitizerSummary writes the sanitizer's closing line, as compute-sanitizer
// prints it when the program exits, to the sanitizer's output.
func (d *Driver) SanitizerSummary() {
	s := d.sanitizer()
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintf(s.out, "========= ERROR SUMMARY: %d error%s\n", s.errors, plural(s.errors))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// sanitizeLaunch sets up x to check a launch in context c, if the driver
// sanitizes.
func (d *Driver) sanitizeLaunch(x *module.Exec, c *ctx.Context) {
	s := d.sanitizer()
	if s == nil || s.cfg.Checks == 0 {
		return
	}
	x.Sanitize = &sim.Sanitize{Checks: s.cfg.Checks, Memory: d.mem, Report: s.report}
	if s.cfg.Checks&sim.CheckMemory != 0 {
		// memcheck sees allocations exactly, not the mapping around them.
		if v, ok := x.Memory.(*mem.View); ok {
			x.Memory = v.Strict()
		} else {
			x.Memory = d.mem.StrictView(c.Device, nil)
		}
	}
}

// report prints one kernel report and counts it.
func (s *sanitizerState) report(r *sim.Report) {
	s.mu.Lock()
	if r.Kind == sim.RaceHazard {
		s.errors += 1
	} else {
		s.errors++
	}
	text := FormatReport(r)
	io.WriteString(s.out, text)
	s.mu.Unlock()
	if s.cfg.Report != nil {
		s.cfg.Report(r)
	}
}

// FormatReport renders a report as compute-sanitizer prints it, every line
// prefixed "========= ".
func FormatReport(r *sim.Report) string {
	var b strings.Builder
	line := func(format string, args ...any) {
		b.WriteString("========= ")
		fmt.Fprintf(&b, format, args...)
		b.WriteByte('\n')
	}
	at := func(a *sim.Access) string {
		s := fmt.Sprintf("%s+0x%x", demangle(r.Kernel), a.PC*16)
		if a.Source != "" {
			s += " in " + a.Source
		}
		return s
	}
	switch r.Kind {
	case sim.InvalidAccess, sim.MisalignedAccess:
		line("Invalid __%s__ %s of size %d bytes", r.Space, r.Access.Op, r.Size)
		line("    at %s", at(&r.Access))
		line("    by thread (%d,%d,%d) in block (%d,%d,%d)", r.Thread[0], r.Thread[1], r.Thread[2], r.Block[0], r.Block[1], r.Block[2])
		if r.Kind == sim.MisalignedAccess {
			line("    Address 0x%x is misaligned", r.Addr)
		} else {
			line("    Address 0x%x is out of bounds", r.Addr)
			if r.Allocation.Known {
				line("    and %s", nearest(r.Addr, r.Allocation.Base, r.Allocation.Size))
			}
		}
		line("    (PTX line %d)", r.Access.Line)
		line("")
	case sim.UninitializedRead:
		line("Uninitialized __global__ memory read of size %d bytes", r.Size)
		line("    at %s", at(&r.Access))
		line("    by thread (%d,%d,%d) in block (%d,%d,%d)", r.Thread[0], r.Thread[1], r.Thread[2], r.Block[0], r.Block[1], r.Block[2])
		line("    Address 0x%x", r.Addr)
		line("")
	case sim.RaceHazard:
		line("Error: Race reported between %s access at %s", title(r.Other.Op), at(r.Other))
		line("    and %s access at %s [%d hazards]", title(r.Access.Op), at(&r.Access), r.Hazards)
		line("")
	case sim.DivergentBarrier:
		line("Barrier error detected. Divergent thread(s) in warp")
		line("    at %s", at(&r.Access))
		line("    by thread (%d,%d,%d) in block (%d,%d,%d)", r.Thread[0], r.Thread[1], r.Thread[2], r.Block[0], r.Block[1], r.Block[2])
		line("")
	default:
		line("%s", r.Error())
		line("")
	}
	return b.String()
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// nearest says where addr lies relative to the allocation [base, base+size).
func nearest(addr, base, size uint64) string {
	if addr >= base+size {
		return fmt.Sprintf("is %d bytes after the nearest allocation at 0x%x of size %s bytes", addr-(base+size), base, commas(size))
	}
	return fmt.Sprintf("is %d bytes before the nearest allocation at 0x%x of size %s bytes", base-addr, base, commas(size))
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
