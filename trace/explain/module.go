package explain

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"cudasim/driver"
	"cudasim/trace/replay"
)

// The driver's notices name objects by raw handle ("library 0x1110",
// "primary context 0x1010 (device 0)"); handleRE finds those so that the
// narration can use the trace's names instead.
var handleRE = regexp.MustCompile(`(primary context|context|library|module|function|kernel) (0x[0-9a-f]+)(?: \(device \d+\))?`)

var reasonRE = regexp.MustCompile(`\(reason: (.*?)\): `)

var threadRE = regexp.MustCompile(`thread (\d+)`)

// rename replaces raw handles and emulated thread numbers in a notice's or
// error's text by the trace's names.
func (n *Narrator) rename(s string) string {
	s = threadRE.ReplaceAllStringFunc(s, func(m string) string {
		id, err := strconv.Atoi(m[len("thread "):])
		if err != nil {
			return m
		}
		if tag, ok := n.r.ThreadTag(id); ok {
			return "thread " + tag
		}
		return m
	})
	return handleRE.ReplaceAllStringFunc(s, func(m string) string {
		sub := handleRE.FindStringSubmatch(m)
		raw, err := strconv.ParseUint(sub[2], 0, 64)
		if err != nil {
			return m
		}
		class := map[string]string{"primary context": "ctx", "context": "ctx", "library": "lib", "module": "mod", "function": "fn", "kernel": "k"}[sub[1]]
		if name, ok := n.r.Name(class, raw); ok {
			return name
		}
		if class == "mod" {
			for k, mi := range n.modules {
				if k.m == raw {
					return mi.label
				}
			}
		}
		return m
	})
}

// libraryOf finds the library a notice's text says a module copies.
func (n *Narrator) libraryOf(detail string) (uint64, string) {
	for _, sub := range handleRE.FindAllStringSubmatch(detail, -1) {
		if sub[1] == "library" {
			raw, _ := strconv.ParseUint(sub[2], 0, 64)
			return raw, n.name("lib", raw)
		}
	}
	return 0, ""
}

// moduleNotice narrates notices of the module and library layers, and any
// kind this package does not know (by its detail line).
func (n *Narrator) moduleNotice(s *replay.Step, nt driver.Notice, where string, say func(string, ...any)) {
	cn := n.name("ctx", uint64(nt.Context))
	switch nt.Kind {
	case driver.NoticeLibraryLoad, driver.NoticeLibraryUnload, driver.NoticeManaged:
		say("%s", n.rename(strings.TrimPrefix(nt.Detail, s.Call.Name+": ")))
	case driver.NoticeModuleLoad:
		ci := n.ctx(nt.Context)
		lib, libName := n.libraryOf(nt.Detail)
		label := n.name("mod", nt.Handle)
		if lib != 0 && strings.HasPrefix(label, "module ") {
			label = libName
		}
		why := "?"
		if m := reasonRE.FindStringSubmatch(nt.Detail); m != nil {
			why = m[1]
		}
		what := nt.Detail
		if i := strings.Index(what, "): "); i >= 0 {
			what = what[i+3:]
		}
		bar := &Bar{Label: label, Start: s.Index, End: -1, Why: why}
		ci.lane.Bars = append(ci.lane.Bars, bar)
		n.modules[modKey{nt.Context, nt.Handle}] = &modInfo{label: label, lib: lib, bar: bar}
		if lib != 0 {
			say("%s is loaded into %s, because of %s: %s", libName, cn, why, what)
		} else {
			say("%s is loaded into %s: %s", label, cn, what)
		}
	case driver.NoticeGlobal:
		// Gathered into one line per module by globals.
	case driver.NoticeModuleUnload:
		k := modKey{nt.Context, nt.Handle}
		label := n.name("mod", nt.Handle)
		var gone string
		if mi, ok := n.modules[k]; ok {
			label = mi.label
			mi.bar.End = s.Index
			delete(n.modules, k)
			if len(mi.objects) > 0 {
				gone = "; " + strings.Join(mi.objects, ", ") + " are no longer valid"
			}
		}
		why := nt.Detail
		if i := strings.Index(why, ": "); i >= 0 {
			why = why[i+2:]
		}
		say("%s leaves %s: %s%s", label, cn, why, gone)
	case driver.NoticeLaunch:
		kernel := strings.Fields(nt.Detail)
		name := "a kernel"
		if len(kernel) > 1 {
			name = kernel[1]
		}
		via := ""
		if mi, ok := n.moduleOfFunction(nt.Context, s); ok {
			via = " (" + mi + ")"
		}
		say("%s runs in %s%s: %s", name, cn, via, strings.Join(kernel[min(2, len(kernel)):], " "))
	default:
		if nt.Context != 0 {
			say("%s in %s: %s", nt.Kind, cn, n.rename(nt.Detail))
			return
		}
		say("%s: %s", nt.Kind, n.rename(nt.Detail))
	}
}

// moduleOfFunction says which copy a launch of a CUkernel used.
func (n *Narrator) moduleOfFunction(c driver.Context, s *replay.Step) (string, bool) {
	if len(s.Call.Args) == 0 {
		return "", false
	}
	f := s.Call.Args[0].String()
	if !strings.HasPrefix(f, "k") {
		return "", false
	}
	for k, mi := range n.modules {
		if k.c == c && mi.lib != 0 {
			return fmt.Sprintf("%s is a CUkernel: the driver picks %s's copy of %s", f, n.name("ctx", uint64(c)), mi.label), true
		}
	}
	return "", false
}

// globals sums up the module variables a step's notices allocated: one line
// per module.
func (n *Narrator) globals(notices []driver.Notice, say func(string, ...any)) {
	type group struct {
		ctx  driver.Context
		mod  uint64
		vars []string
	}
	var groups []*group
	for _, nt := range notices {
		if nt.Kind != driver.NoticeGlobal {
			continue
		}
		var g *group
		for _, x := range groups {
			if x.ctx == nt.Context && x.mod == nt.Handle {
				g = x
			}
		}
		if g == nil {
			g = &group{ctx: nt.Context, mod: nt.Handle}
			groups = append(groups, g)
		}
		// "device variable devCounter at 0x..., in this context"
		f := strings.Fields(nt.Detail)
		if len(f) >= 3 {
			desc := f[0]
			if strings.Contains(nt.Detail, "shared") {
				desc += ", shared by every context"
			}
			g.vars = append(g.vars, fmt.Sprintf("%s (%s, %d bytes)", f[2], desc, nt.Size))
		}
	}
	for _, g := range groups {
		label := n.name("mod", g.mod)
		if mi, ok := n.modules[modKey{g.ctx, g.mod}]; ok {
			label = mi.label
		}
		say("%s's variables in %s: %s", label, n.name("ctx", uint64(g.ctx)), strings.Join(g.vars, "; "))
	}
}

// objects notes the functions and variables a call handed out, under the
// module copy they belong to, so that the state line can list them.
func (n *Narrator) objects(s *replay.Step) {
	if s.Err != nil {
		return
	}
	add := func(m *modInfo, name string) {
		for _, o := range m.objects {
			if o == name {
				return
			}
		}
		m.objects = append(m.objects, name)
	}
	byModule := func(h uint64) *modInfo {
		for k, mi := range n.modules {
			if k.m == h {
				return mi
			}
		}
		return nil
	}
	for _, g := range s.Outs {
		if g.Kind != replay.GotHandle || g.Class != "fn" {
			continue
		}
		name, ok := n.r.Name("fn", g.U)
		if !ok {
			continue
		}
		if m, err := s.Thread.FuncGetModule(driver.Function(g.U)); err == nil {
			if mi := byModule(uint64(m)); mi != nil {
				add(mi, name)
			}
		}
	}
	if len(s.Outs) == 0 || s.Outs[0].Class != "ptr" || len(s.Call.Args) == 0 {
		return
	}
	name, ok := n.r.Name("ptr", s.Outs[0].U)
	if !ok {
		return
	}
	owner, ok := n.r.Value(s.Call.Args[0].Str)
	if !ok {
		return
	}
	switch s.Call.Name {
	case "cuModuleGetGlobal":
		if mi := byModule(owner); mi != nil {
			add(mi, name)
		}
	case "cuLibraryGetGlobal":
		if cur := s.Thread.Current(); cur != nil {
			for k, mi := range n.modules {
				if k.c == driver.Context(cur.Handle) && mi.lib == owner {
					add(mi, name)
				}
			}
		}
	}
}

// closeModules ends the timeline bars of every module in context c.
func (n *Narrator) closeModules(c driver.Context, at int) {
	for k, m := range n.modules {
		if k.c == c {
			m.bar.End = at
			delete(n.modules, k)
		}
	}
}

// modulesIn lists the modules context c holds, by label.
func (n *Narrator) modulesIn(c driver.Context) []string {
	var out []string
	for k, m := range n.modules {
		if k.c == c {
			l := m.label
			if len(m.objects) > 0 {
				l += " (" + strings.Join(m.objects, " ") + ")"
			}
			out = append(out, l)
		}
	}
	sort.Strings(out)
	return out
}
