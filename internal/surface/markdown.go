package surface

import (
	"fmt"
	"strings"
)

// LegacyNote is the note of an entry point that is partial only because its
// CUDA 2.x symbol, named as the entry point itself, is not implemented.
// Markdown lists such entry points together.
func LegacyNote(name string) string {
	return name + ", the CUDA 2.x symbol with 32-bit device pointers and sizes, is not implemented"
}

// Markdown returns the summary of the table that README.md's "What is
// supported" section holds: the counts, then every partial entry point with
// what it lacks.
func Markdown(es []Entry) string {
	n := Count(es)
	var b strings.Builder
	wrap(&b, fmt.Sprintf("Of the %d entry points of the real driver's `cuGetProcAddress` table "+
		"(%d symbols), cudasim implements %d in full and %d in part; the other %d "+
		"answer `CUDA_ERROR_NOT_SUPPORTED`. Calls of %d of them are recorded in "+
		"traces (`CUDASIM_TRACE`) and replayed by `cudasim replay`. `cudasim support` "+
		"prints the whole table, or the lines of the entry points named "+
		"(`cudasim support cuMemAlloc_v2`), with `--json` for tools.",
		n.EntryPoints, n.Symbols, n.Full, n.Partial, n.None, n.Traced))
	b.WriteString("\n| partial | traced | what is missing |\n| --- | --- | --- |\n")
	var legacy []string
	for i := range es {
		e := &es[i]
		if e.Support != Partial {
			continue
		}
		if e.Note == LegacyNote(e.Name) {
			legacy = append(legacy, "`"+e.Name+"`")
			continue
		}
		trace := "no"
		if e.Trace {
			trace = "yes"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", e.Name, trace, mdEscape.Replace(e.Note))
	}
	if len(legacy) > 0 {
		b.WriteString("\n")
		wrap(&b, fmt.Sprintf("%d more are partial only because their CUDA 2.x symbol, with 32-bit "+
			"device pointers and sizes, is not implemented (the `_v2` symbols that "+
			"replaced it in CUDA 3.2 are): %s.", len(legacy), strings.Join(legacy, ", ")))
	}
	return b.String()
}

// mdEscape keeps a note's text from being read as Markdown.
var mdEscape = strings.NewReplacer("|", `\|`, "*", `\*`, "<", "&lt;")

// wrap writes text as lines of at most 76 columns (longer words alone),
// breaking no code span.
func wrap(b *strings.Builder, text string) {
	var words []string
	open := false
	for _, w := range strings.Fields(text) {
		if open {
			words[len(words)-1] += " " + w
		} else {
			words = append(words, w)
		}
		if strings.Count(w, "`")%2 == 1 {
			open = !open
		}
	}
	col := 0
	for _, w := range words {
		switch {
		case col == 0:
		case col+1+len(w) > 76:
			b.WriteString("\n")
			col = 0
		default:
			b.WriteString(" ")
			col++
		}
		b.WriteString(w)
		col += len(w)
	}
	b.WriteString("\n")
}
