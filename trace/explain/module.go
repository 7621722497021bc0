package explain

import (
	"sort"

	"cudasim/driver"
	"cudasim/trace/replay"
)

// moduleNotice narrates notices of the module and library layer, and any
// kind this package does not know (by its detail line).
func (n *Narrator) moduleNotice(s *replay.Step, nt driver.Notice, where string, say func(string, ...any)) {
	if nt.Context != 0 {
		say("%s in %s: %s", nt.Kind, n.name("ctx", uint64(nt.Context)), nt.Detail)
		return
	}
	say("%s: %s", nt.Kind, nt.Detail)
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
			out = append(out, m.label)
		}
	}
	sort.Strings(out)
	return out
}
