package sim

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

var hwFlipSearch = flag.String("hwrandom.flipsearch", "", "comma-separated recorded programs (pNNN, qNNN, rNNN, yNNN, xNNN): "+
	"print each f64 operation whose NaN order, reversed alone, brings more of the program's warps to the H200's words")

// TestHWFlipSearch finds, without the device, the statement a NaN-payload-only program differs
// by when one f64 operation's choice of NaN is the culprit: it runs the program once per f64
// operation that orderNaNOperands orders, with that operation's order reversed, and prints those
// that bring more warps to the recorded words (docs/ptx-notes.md, "fold21: the NaN-only
// programs' statements"). Recorded cuts do the same on the device, one cut per statement.
func TestHWFlipSearch(t *testing.T) {
	if *hwFlipSearch == "" {
		t.Skip("-hwrandom.flipsearch not given")
	}
	versions := map[byte]struct {
		file     string
		programs func() []hwProgram
	}{
		'p': {hwRandomRecordingFile, hwPrograms}, 'q': {hwRandom2RecordingFile, hwPrograms2},
		'r': {hwRandom3RecordingFile, hwPrograms3}, 'y': {hwRandom4RecordingFile, hwPrograms4},
		'x': {hwRandom5RecordingFile, hwPrograms5},
	}
	defer func() { nanOrderFlips, nanOrderLines = nil, nil }()
	input := hwRandomInput()
	for _, name := range strings.Split(*hwFlipSearch, ",") {
		v, ok := versions[name[0]]
		if !ok {
			t.Fatalf("%s: no such version", name)
		}
		data, err := gzfile.ReadFile(v.file)
		if err != nil {
			t.Fatal(err)
		}
		var rec *hwRecord
		for _, r := range hwRecorded(t, data, v.programs()) {
			if r.fields[0] == name {
				rec = &r
			}
		}
		if rec == nil || len(rec.fields) != 4 {
			t.Fatalf("%s: not recorded", name)
		}
		want := strings.Split(rec.fields[2], ",")
		matching := func() int {
			out, err := hwRandomRun(rec.src, input)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			raw, _ := hwRandomWarpDigests(out)
			n := 0
			for w := range raw {
				if raw[w] == want[w] {
					n++
				}
			}
			return n
		}
		nanOrderFlips, nanOrderLines = nil, map[int32]bool{}
		base := matching()
		var lines []int32
		for l := range nanOrderLines {
			lines = append(lines, l)
		}
		slices.Sort(lines)
		nanOrderLines = nil
		src := strings.Split(rec.src, "\n")
		fmt.Printf("%s: %d of %d warps match; %d f64 operations ordered\n", name, base, len(want), len(lines))
		for _, l := range lines {
			nanOrderFlips = map[int32]bool{l: true}
			if n := matching(); n > base {
				fmt.Printf("%s: line %d reversed: %d warps match: %s\n", name, l, n, strings.TrimSpace(src[l-1]))
			}
		}
		nanOrderFlips = nil
	}
}
