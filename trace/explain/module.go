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

// Notices carry their facts in fields, which the narration uses; errors
// carry only text, so errorText replaces the raw handles and emulated thread
// numbers in an error's message ("library 0x1110", "thread 3") by the
// trace's names.
var (
	errHandleRE = regexp.MustCompile(`(primary context|context|library|module|function|kernel) (0x[0-9a-f]+)(?: \(device \d+\))?`)
	errThreadRE = regexp.MustCompile(`thread (\d+)`)
)

func (n *Narrator) errorText(s string) string {
	s = errThreadRE.ReplaceAllStringFunc(s, func(m string) string {
		id, err := strconv.Atoi(m[len("thread "):])
		if err != nil {
			return m
		}
		if tag, ok := n.r.ThreadTag(id); ok {
			return "thread " + tag
		}
		return m
	})
	return errHandleRE.ReplaceAllStringFunc(s, func(m string) string {
		sub := errHandleRE.FindStringSubmatch(m)
		raw, err := strconv.ParseUint(sub[2], 0, 64)
		if err != nil {
			return m
		}
		class := map[string]string{"primary context": "ctx", "context": "ctx", "library": "lib", "module": "mod", "function": "fn", "kernel": "k"}[sub[1]]
		if name, ok := n.r.Name(class, raw); ok {
			return name
		}
		if class == "mod" {
			if label, ok := n.moduleLabel(raw); ok {
				return label
			}
		}
		return m
	})
}

// moduleLabel is the narration's name for module handle raw.
func (n *Narrator) moduleLabel(raw uint64) (string, bool) {
	for k, mi := range n.modules {
		if k.m == raw {
			return mi.label, true
		}
	}
	return "", false
}

// moduleNotice narrates notices of the module and library layers, and any
// kind this package does not know (by its fields).
func (n *Narrator) moduleNotice(s *replay.Step, nt driver.Notice, where string, say func(string, ...any)) {
	cn := n.name("ctx", uint64(nt.Context))
	lib := uint64(nt.Library)
	libName := n.name("lib", lib)
	switch nt.Kind {
	case driver.NoticeLibraryLoad:
		say("%s loaded from %d bytes, no context involved (%s)", libName, nt.Size, nt.What)
	case driver.NoticeLibraryUnload:
		say("%s unloaded: %s retired", libName, count(nt.Count, "kernel handle"))
	case driver.NoticeManaged:
		say("%s: managed variable %s of %s (%d bytes), allocated once for every context and device", n.name("ptr", uint64(nt.Addr)), nt.Name, libName, nt.Size)
	case driver.NoticeModuleLoad:
		ci := n.ctx(nt.Context)
		label := n.name("mod", nt.Handle)
		if lib != 0 && strings.HasPrefix(label, "module ") {
			label = libName
		}
		why := string(nt.Reason)
		bar := &Bar{Label: label, Start: s.Index, End: -1, Why: why}
		ci.lane.Bars = append(ci.lane.Bars, bar)
		n.modules[modKey{nt.Context, nt.Handle}] = &modInfo{label: label, lib: lib, bar: bar}
		what := nt.What + ", " + count(nt.Count, "kernel")
		if lib != 0 {
			say("%s is loaded into %s, because of %s: %s", libName, cn, why, what)
		} else {
			say("%s is loaded into %s%s: %s", label, cn, cause(nt.Reason), what)
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
				gone = fmt.Sprintf("; %s %s no longer valid", strings.Join(mi.objects, ", "), be(len(mi.objects)))
			}
		}
		say("%s leaves %s%s; its %s %s gone%s", label, cn, cause(nt.Reason), count(nt.Count, "function"), be(nt.Count), gone)
	case driver.NoticeLaunch:
		name := nt.Name
		if name == "" {
			name = "a kernel"
		}
		via := ""
		if mi, ok := n.moduleOfFunction(nt.Context, s); ok {
			via = " (" + mi + ")"
		}
		say("%s runs in %s%s: %s", name, cn, via, nt.What)
	default:
		say("%s", n.unknown(nt))
	}
}

// unknown describes a notice of a kind the narration does not know, from
// its fields.
func (n *Narrator) unknown(nt driver.Notice) string {
	var f []string
	if nt.Context != 0 {
		f = append(f, "in "+n.name("ctx", uint64(nt.Context)))
	}
	if nt.Library != 0 {
		f = append(f, "library "+n.name("lib", uint64(nt.Library)))
	}
	if nt.Name != "" {
		f = append(f, nt.Name)
	}
	if nt.Reason != "" {
		f = append(f, "because of "+string(nt.Reason))
	}
	s := string(nt.Kind)
	if len(f) > 0 {
		s += " (" + strings.Join(f, ", ") + ")"
	}
	if nt.Detail != "" {
		s += ": " + nt.Detail
	}
	return s
}

// cause words a reason after a verb: "by cuModuleUnload" for a driver
// call, ": its context was destroyed" for the rest (each with its own
// leading space or colon).
func cause(r driver.Reason) string {
	if strings.HasPrefix(string(r), "cu") {
		return " by " + string(r)
	}
	return ": " + string(r)
}

// count says "1 kernel", "2 kernels".
func count(k int, noun string) string {
	if k == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", k, noun)
}

// be is the verb agreeing with k things.
func be(k int) string {
	if k == 1 {
		return "is"
	}
	return "are"
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
		desc := nt.What
		if nt.What == "managed" && nt.Library != 0 {
			desc += ", shared by every context"
		}
		g.vars = append(g.vars, fmt.Sprintf("%s (%s, %d bytes)", nt.Name, desc, nt.Size))
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
		if cur, ok := s.Thread.CurrentContext(); ok {
			for k, mi := range n.modules {
				if k.c == cur.Handle && mi.lib == owner {
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
