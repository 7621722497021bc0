package explain

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/driver"
	"cudasim/trace"
	"cudasim/trace/replay"
)

// FuzzNarrate replays arbitrary traces with the narrator attached, as
// `cudasim replay --explain` and `--timeline` do: nothing panics, the
// timeline's SVG is well-formed XML whatever the trace names (labels,
// titles and error texts come from it), and its Mermaid chart keeps one
// item a line. The trace's file name is fuzzed too (it titles the
// timeline): testdata/fuzz/FuzzNarrate holds one with a control character,
// which made the SVG invalid XML, and one with a carriage return, which
// broke the Mermaid title's line, until both escaped such characters. The
// seeds are the bundled examples (examples/*.trace), read as if they were
// there, so that their file: references resolve.
func FuzzNarrate(f *testing.F) {
	files, _ := filepath.Glob("../../examples/*.trace")
	for _, path := range files {
		if b, err := os.ReadFile(path); err == nil && len(b) <= 8<<10 {
			f.Add(filepath.Base(path), string(b))
		}
	}
	f.Add("n.trace", twoThreads)
	f.Fuzz(func(t *testing.T, name, text string) {
		// The trace's file name titles the timeline.
		tr, err := trace.ParseNamed(filepath.Join("../../examples", filepath.Base(name)), strings.NewReader(text))
		if err != nil {
			return
		}
		cfg, err := replay.Config(tr)
		if err != nil {
			return
		}
		n := New(io.Discard)
		cfg.Observer = n.Observe
		d := driver.New(cfg)
		defer d.Close()
		d.SetPrintfOutput(nil)
		r := replay.NewReplayer(d, tr, replay.Options{Step: n.Step, Continue: true})
		n.Attach(r)
		r.Run()

		var svg, mm bytes.Buffer
		if err := n.Timeline().SVG(&svg); err != nil {
			t.Fatalf("SVG: %v", err)
		}
		dec := xml.NewDecoder(&svg)
		for {
			if _, err := dec.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("the timeline's SVG is not XML: %v\n%s", err, svg.String())
			}
		}
		if err := n.Timeline().Mermaid(&mm); err != nil {
			t.Fatalf("Mermaid: %v", err)
		}
		for i, line := range strings.Split(strings.TrimSuffix(mm.String(), "\n"), "\n") {
			if i > 0 && !strings.HasPrefix(line, "    ") || strings.ContainsRune(line, '\r') {
				t.Fatalf("Mermaid line %d %q: an item broken across lines\n%s", i+1, line, mm.String())
			}
		}
	})
}
