//go:build amd64 && linux

package sim

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestAssemblyVEXOnly: a function of sim's assembly that uses YMM registers names XMM registers
// only in VEX instructions. A non-VEX SSE instruction while the upper halves are dirty cost
// the GPU host's Xeon a few hundred cycles each time (uni39: widenOnceAVX2's MOVQ into X0, 9-23 %
// of sgemm; cta14-b's fillCTAAVX2), which callgrind and AMD machines do not show.
func TestAssemblyVEXOnly(t *testing.T) {
	files, err := filepath.Glob("*_amd64.s")
	if err != nil || len(files) == 0 {
		t.Fatalf("no assembly files: %v", err)
	}
	xmm, ymm := regexp.MustCompile(`\bX([0-9]|1[0-5])\b`), regexp.MustCompile(`\bY([0-9]|1[0-5])\b`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range strings.Split(string(b), "\nTEXT ")[1:] {
			if !ymm.MatchString(fn) {
				continue
			}
			name, _, _ := strings.Cut(fn, "(")
			for _, line := range strings.Split(fn, "\n") {
				for _, ins := range strings.Split(line, ";") { // (macros put several on a line)
					ins, _, _ = strings.Cut(ins, "//")
					ins = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(ins), `\`))
					if op, _, _ := strings.Cut(ins, " "); xmm.MatchString(ins) && !strings.HasPrefix(op, "V") {
						t.Errorf("%s: %s uses YMM registers and a non-VEX XMM instruction: %s", f, name, ins)
					}
				}
			}
		}
	}
}
