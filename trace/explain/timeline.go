package explain

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"unicode"

	"cudasim/cu"
	"cudasim/driver"
)

// A Timeline is the life of each context over a replay, measured in calls:
// when it was active, when it got a sticky error, and the modules it held.
type Timeline struct {
	Title string
	Calls int // calls replayed
	Lanes []*Lane
}

// A Lane is one context's row.
type Lane struct {
	Label  string // "ctx0 (dev0, primary)"
	Active []Span // when the context was usable
	Sticky []Mark // sticky errors
	Bars   []*Bar // modules in it
	h      driver.Context
}

// A Span is a stretch of calls [Start, End); End is -1 while still open.
type Span struct{ Start, End int }

// A Mark is something that happened at one call.
type Mark struct {
	At   int
	Text string
}

// A Bar is a module's life in a context.
type Bar struct {
	Label      string
	Start, End int // End -1: still loaded at the end
	Why        string
}

func (t *Timeline) lane(h driver.Context) *Lane {
	for _, l := range t.Lanes {
		if l.h == h {
			return l
		}
	}
	l := &Lane{h: h}
	t.Lanes = append(t.Lanes, l)
	return l
}

func (l *Lane) open(at int, where string) {
	if n := len(l.Active); n > 0 && l.Active[n-1].End == -1 {
		return
	}
	l.Active = append(l.Active, Span{at, -1})
}

func (l *Lane) close(at int) {
	if n := len(l.Active); n > 0 && l.Active[n-1].End == -1 {
		l.Active[n-1].End = at
	}
}

func (l *Lane) sticky(at int, code cu.Result) {
	l.Sticky = append(l.Sticky, Mark{at, code.Name()})
}

func end(e, calls int) int {
	if e < 0 {
		return calls
	}
	return e
}

// SVG draws the timeline: one row per context, its active stretches as a
// bar, the modules it held as thinner bars beneath, sticky errors as red
// marks; the x axis counts calls.
func (t *Timeline) SVG(w io.Writer) error {
	const (
		left, top, rowH, modH, width = 170, 40, 26, 12, 760
	)
	calls := max(t.Calls, 1)
	x := func(i int) float64 { return left + float64(i)*float64(width)/float64(calls) }
	var sb strings.Builder
	y := top
	type row struct {
		y    int
		lane *Lane
	}
	var rows []row
	for _, l := range t.Lanes {
		rows = append(rows, row{y, l})
		y += rowH + len(l.Bars)*(modH+4) + 10
	}
	height := y + 50
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", left+width+90, height)
	fmt.Fprintf(&sb, `<text x="10" y="20" font-size="14" font-weight="bold">%s</text>`+"\n", svgText(t.Title))
	// Legend, at the bottom.
	ly := height - 8
	fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="14" height="10" fill="#4a90d9"/><text x="%d" y="%d">context active</text>`+"\n", left, ly-9, left+18, ly)
	fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="14" height="10" fill="#7ed321"/><text x="%d" y="%d">module or library copy loaded in it</text>`+"\n", left+130, ly-9, left+148, ly)
	fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="3" height="10" fill="#d0021b"/><text x="%d" y="%d">sticky error</text>`+"\n", left+370, ly-9, left+378, ly)
	// Axis.
	fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#999"/>`+"\n", left, height-45, left+width, height-45)
	step := niceStep(calls)
	for i := 0; i <= calls; i += step {
		fmt.Fprintf(&sb, `<text x="%.1f" y="%d" text-anchor="middle" fill="#666">%d</text>`+"\n", x(i), height-30, i)
	}
	fmt.Fprintf(&sb, `<text x="%d" y="%d" fill="#666">call</text>`+"\n", 10, height-30)
	for _, r := range rows {
		l := r.lane
		fmt.Fprintf(&sb, `<text x="10" y="%d">%s</text>`+"\n", r.y+rowH/2+4, svgText(l.Label))
		for _, s := range l.Active {
			fmt.Fprintf(&sb, `<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="#4a90d9" rx="3"><title>%s active, calls %d-%d</title></rect>`+"\n",
				x(s.Start), r.y, x(end(s.End, calls))-x(s.Start), rowH-6, svgText(l.Label), s.Start+1, end(s.End, calls))
		}
		for _, m := range l.Sticky {
			fmt.Fprintf(&sb, `<rect x="%.1f" y="%d" width="3" height="%d" fill="#d0021b"><title>%s at call %d</title></rect>`+"\n", x(m.At), r.y-3, rowH, svgText(m.Text), m.At+1)
		}
		for i, b := range l.Bars {
			by := r.y + rowH + i*(modH+4)
			fmt.Fprintf(&sb, `<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="#7ed321" rx="2"><title>%s, calls %d-%d (%s)</title></rect>`+"\n",
				x(b.Start), by, max(x(end(b.End, calls))-x(b.Start), 2), modH, svgText(b.Label), b.Start+1, end(b.End, calls), svgText(b.Why))
			label := b.Label
			if why := shortWhy(b.Why); why != "" {
				label += " (" + why + ")"
			}
			fmt.Fprintf(&sb, `<text x="%.1f" y="%d" font-size="10">%s</text>`+"\n", x(b.Start)+3, by+modH-2, svgText(label))
		}
	}
	sb.WriteString("</svg>\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// svgText escapes s as XML character data. Labels, titles and error
// texts come from the trace and its file name, which may hold characters
// XML does not allow (control characters, invalid UTF-8): those become
// U+FFFD, which html.EscapeString left in place, making the SVG unreadable.
func svgText(s string) string {
	var sb strings.Builder
	xml.EscapeText(&sb, []byte(s))
	return sb.String()
}

// shortWhy shortens a load reason for a bar label ("first use in this
// context (launch)" -> "first use").
func shortWhy(why string) string {
	if i := strings.Index(why, " in this context"); i >= 0 {
		return why[:i]
	}
	return why
}

func niceStep(n int) int {
	for _, s := range []int{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000} {
		if n/s <= 10 {
			return s
		}
	}
	return n / 10
}

// Mermaid writes the timeline as a Mermaid Gantt chart (calls as the time
// axis), for Markdown documents.
func (t *Timeline) Mermaid(w io.Writer) error {
	var sb strings.Builder
	calls := max(t.Calls, 1)
	sb.WriteString("gantt\n")
	fmt.Fprintf(&sb, "    title %s\n", mermaidText(t.Title))
	sb.WriteString("    dateFormat X\n    axisFormat %s\n")
	for _, l := range t.Lanes {
		fmt.Fprintf(&sb, "    section %s\n", mermaidText(l.Label))
		for _, s := range l.Active {
			fmt.Fprintf(&sb, "    active : %d, %d\n", s.Start, end(s.End, calls))
		}
		for _, m := range l.Sticky {
			fmt.Fprintf(&sb, "    %s : crit, milestone, %d, %d\n", mermaidText(m.Text), m.At, m.At)
		}
		for _, b := range l.Bars {
			fmt.Fprintf(&sb, "    %s : %d, %d\n", mermaidText(b.Label), b.Start, max(end(b.End, calls), b.Start+1))
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// mermaidText makes s one item's text: the characters Mermaid reads as
// syntax (":", ";", "#") and every control character (a "\r" ended the line
// as "\n" does) become spaces.
func mermaidText(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ':' || r == ';' || r == '#' || unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}
