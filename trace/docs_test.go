package trace

import (
	"os"
	"strings"
	"testing"
)

// Every call line in docs/trace-format.md's examples parses, and prints back
// as it was written (up to spacing inside tuples and lists).
func TestDocExamplesParse(t *testing.T) {
	doc, err := os.ReadFile("../docs/trace-format.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, line := range strings.Split(string(doc), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "t0 cu") && !strings.HasPrefix(line, "t1 cu") {
			continue
		}
		c, err := ParseCall(line)
		if err != nil {
			t.Errorf("docs/trace-format.md:%d: %v", i+1, err)
			continue
		}
		n++
		squash := strings.NewReplacer(", ", ",", "  #", " #")
		if got, want := squash.Replace(c.String()), squash.Replace(line); got != want {
			t.Errorf("docs/trace-format.md:%d: prints back as\n%s\nwant\n%s", i+1, got, want)
		}
	}
	if n < 10 {
		t.Errorf("only %d example calls found in the documentation", n)
	}
}
