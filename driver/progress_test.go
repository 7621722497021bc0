package driver

import (
	"bytes"
	"strings"
	"testing"
)

// The progress line names the kernel, the blocks, a rate and the time left,
// redraws in place, and is cleared when the launch ends.
func TestLaunchProgressLine(t *testing.T) {
	var b bytes.Buffer
	report := LaunchProgressLine(&b)
	report("k", 0, 10) // nothing done yet: no rate, no estimate
	report("k", 5, 10)
	report("k", 10, 10)
	out := b.String()
	for _, want := range []string{"\r\033[Kcudasim: k: 0/10 blocks, 0 blocks/s, unknown time left",
		"\r\033[Kcudasim: k: 5/10 blocks, ", " blocks/s, ", "s left", "\r\033[K"} {
		if !strings.Contains(out, want) {
			t.Errorf("progress output %q lacks %q", out, want)
		}
	}
	if !strings.HasSuffix(out, "left\r\033[K") {
		t.Errorf("progress output %q does not end by clearing its line", out)
	}
	b.Reset()
	report("k", 10, 10) // nothing shown: nothing to clear
	if b.Len() != 0 {
		t.Errorf("a launch that never showed progress wrote %q", b.String())
	}
}
