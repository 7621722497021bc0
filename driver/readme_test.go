package driver_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadmeQuickStartOutput checks that what the README's quick start says
// each fmt.Println prints (its trailing comment) is what Example, the same
// code, is verified to print.
func TestReadmeQuickStartOutput(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile("(?s)## Quick start \\(Go\\)\n\n```go\n(.*?)```").FindSubmatch(readme)
	if block == nil {
		t.Fatal("README.md has no Go quick start block")
	}
	var claimed []string
	for _, line := range strings.Split(string(block[1]), "\n") {
		if code, comment, ok := strings.Cut(line, "// "); ok && strings.Contains(code, "fmt.Println(") {
			claimed = append(claimed, strings.TrimSpace(comment))
		}
	}
	src, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	out := regexp.MustCompile("(?s)\nfunc Example\\(\\) \\{\n.*?\t// Output:\n(.*?)\n\\}").FindSubmatch(src)
	if out == nil {
		t.Fatal("example_test.go has no Example with an Output block")
	}
	var verified []string
	for _, line := range strings.Split(string(out[1]), "\n") {
		verified = append(verified, strings.TrimPrefix(strings.TrimSpace(line), "// "))
	}
	if d := cmp.Diff(verified, claimed); d != "" {
		t.Errorf("README quick start output comments differ from Example's verified output (-Example +README):\n%s", d)
	}
}
