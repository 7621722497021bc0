package sim

import (
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"cudasim/conform"
	"cudasim/internal/gzfile"
)

var fold17Show = flag.Bool("fold17.show", false, "log every section of fold17 with lane 0's and lane 1's words, the H200's and cudasim's")

// fold17Known: sections whose H200 words the model does not give, with what is known.
var fold17Known = map[string]string{
	"maxnan const": "max.f64 of a NaN from ld.const and a NaN loaded after it gave the ld.const's payload: a constant-bank " +
		"operand counts as defined last, as an immediate does (not modelled; its value is not propagated, cos1 const)",
}

// TestConstantPropagation runs testdata/conformance/fold17 (written by gen.py, recorded on the
// H200): values ptxas can know at compile time, made by different producers, into instructions
// whose folded result differs from the hardware's (docs/engine.md, "Constant propagation"). A
// differing word is named by its section (fold17.sections: consumer and producer).
func TestConstantPropagation(t *testing.T) {
	const dir = "../testdata/conformance/fold17/"
	c, err := conform.Load(dir + "fold17.case")
	if err != nil {
		t.Fatal(err)
	}
	res := conform.Run(&simTarget{testMem: newTestMem(), workers: 1}, c)
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	golden, err := gzfile.ReadFile(dir + "fold17.case.out.bin")
	if err != nil {
		t.Skip("no golden output recorded on the H200 yet: ", err)
	}
	got := res.Outputs["out"]
	text, err := os.ReadFile(dir + "fold17.sections")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(text)), "\n")
	var words int
	if _, err := fmt.Sscanf(lines[0], "# word consumer producer (words per thread: %d)", &words); err != nil || len(got) != len(golden) || len(got) != 32*4*words {
		t.Fatalf("fold17: %d words a thread (%v), %d bytes out, %d golden", words, err, len(got), len(golden))
	}
	word := func(b []byte, lane, w int) uint32 { return binary.LittleEndian.Uint32(b[4*(lane*words+w):]) }
	differ := 0
	for _, line := range lines[1:] {
		var w int
		var consumer, producer string
		if _, err := fmt.Sscan(line, &w, &consumer, &producer); err != nil {
			t.Fatalf("bad section line %q", line)
		}
		n := 1
		if consumer == "maxnan" {
			n = 2 // an f64
		}
		var lanes []int
		for lane := 0; lane < 32; lane++ {
			for k := 0; k < n; k++ {
				if word(got, lane, w+k) != word(golden, lane, w+k) {
					lanes = append(lanes, lane)
					break
				}
			}
		}
		show := func(b []byte, lane int) string {
			if n == 2 {
				return fmt.Sprintf("%08x%08x", word(b, lane, w+1), word(b, lane, w))
			}
			return fmt.Sprintf("%08x", word(b, lane, w))
		}
		if *fold17Show {
			t.Logf("%-9s %-10s H200 %s %s cudasim %s %s", consumer, producer, show(golden, 0), show(golden, 1), show(got, 0), show(got, 1))
		}
		if why, ok := fold17Known[consumer+" "+producer]; ok && len(lanes) > 0 {
			t.Logf("%s of %s: known: %s", consumer, producer, why)
			continue
		}
		if len(lanes) > 0 {
			differ++
			t.Errorf("%s of %s (word %d): lanes %v differ; lane %d: H200 %s, cudasim %s", consumer, producer, w, lanes,
				lanes[0], show(golden, lanes[0]), show(got, lanes[0]))
		}
	}
	t.Logf("%d of %d sections differ", differ, len(lines)-1)
}
