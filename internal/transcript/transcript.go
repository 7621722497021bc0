// Package transcript reads what the reference probes printed on the real
// driver (testdata/reference): probe-transcript.txt of probe.c, and
// probe2/probe2-transcript.txt and probe2/probe2-limits2.txt of probe2.c.
// The tests of every package that compares itself with the real driver read
// them through this one reader.
//
// A transcript has three kinds of line:
//
//	TAG   CALL -> CODE NAME          a driver call: the probe's tag (its section),
//	                                 the C call cut to 46 characters and padded,
//	                                 the CUresult as a number and by name
//	# section NAME exit STATUS       probe2: the end of a section (one process each)
//	anything else                    a value the probe printed, indented or not
//
// A value line belongs to the call before it (its Values) and, in the order
// of the file, to the transcript's Lines.
package transcript

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"cudasim/cu"
)

// A Call is one driver call the probe made, with the lines it printed after
// it.
type Call struct {
	Line   int       // its line in the file, from 1
	Tag    string    // the probe's tag: the section that made the call
	Call   string    // the C call as printed: cut to 46 characters, trailing blanks dropped
	Code   cu.Result // what the real driver returned
	Values []string  // the lines printed after it, up to the next call, blanks trimmed
}

// A Line is a value line: a call's output, or a line one of the probe's
// loops printed.
type Line struct {
	Line int    // its line in the file, from 1
	Tag  string // its section: the one a "# section" line ends, else the last call's tag
	Text string // blanks trimmed
}

// A Transcript is one probe's output.
type Transcript struct {
	Calls []Call
	Lines []Line
	// Exits is each section's exit status (probe2's "# section" lines).
	Exits map[string]int
}

var (
	callRE    = regexp.MustCompile(`^(\S+)\s+(.{1,46}?)\s* -> (-?\d+) (\S+)$`)
	sectionRE = regexp.MustCompile(`^# section (\S+) exit (-?\d+)$`)
)

// Read reads the transcript in the file at path.
func Read(path string) (*Transcript, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(path, f)
}

// Parse reads a transcript; name is used in errors.
func Parse(name string, r io.Reader) (*Transcript, error) {
	t := &Transcript{Exits: map[string]int{}}
	sectionStart := 0 // the first of Lines since the last "# section" line
	tag := ""
	var last *Call // the call value lines belong to: none at a section's start
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if m := sectionRE.FindStringSubmatch(text); m != nil {
			t.Exits[m[1]], _ = strconv.Atoi(m[2])
			for i := sectionStart; i < len(t.Lines); i++ {
				t.Lines[i].Tag = m[1]
			}
			sectionStart, tag, last = len(t.Lines), "", nil
			continue
		}
		if strings.HasPrefix(text, "#") {
			continue
		}
		if m := callRE.FindStringSubmatch(text); m != nil {
			code, _ := strconv.Atoi(m[3])
			if got := cu.Result(code).Name(); got != m[4] {
				return nil, fmt.Errorf("%s:%d: code %d is %q, not %s", name, n, code, got, m[4])
			}
			tag = m[1]
			t.Calls = append(t.Calls, Call{Line: n, Tag: tag, Call: m[2], Code: cu.Result(code)})
			last = &t.Calls[len(t.Calls)-1]
			continue
		}
		v := strings.TrimSpace(text)
		t.Lines = append(t.Lines, Line{Line: n, Tag: tag, Text: v})
		if last != nil {
			last.Values = append(last.Values, v)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return t, nil
}

// Section returns the calls made under tag, in order.
func (t *Transcript) Section(tag string) []Call {
	var out []Call
	for _, c := range t.Calls {
		if c.Tag == tag {
			out = append(out, c)
		}
	}
	return out
}

// Prefixed returns the text of the value lines that start with one of
// prefixes, in order; with tag set, only those of that section.
func (t *Transcript) Prefixed(tag string, prefixes ...string) []string {
	var out []string
	for _, l := range t.Lines {
		if tag != "" && l.Tag != tag {
			continue
		}
		for _, p := range prefixes {
			if strings.HasPrefix(l.Text, p) {
				out = append(out, l.Text)
				break
			}
		}
	}
	return out
}

// Int returns N of the first value line "key N".
func (t *Transcript) Int(key string) (int, bool) {
	for _, l := range t.Lines {
		if v, ok := strings.CutPrefix(l.Text, key+" "); ok {
			if n, err := strconv.Atoi(v); err == nil {
				return n, true
			}
		}
	}
	return 0, false
}
