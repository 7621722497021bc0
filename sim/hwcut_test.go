package sim

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
	"cudasim/internal/hwdigest"
)

// Cutting a random program after each instruction (docs/engine.md, "Session 17: cut programs"): program
// qNNN's cut c is its prologue, its first c body instructions and its epilogue, which stores
// every register; the branches' labels not yet placed go just before the epilogue, and no cut
// falls inside a loop. Recorded on the H200 in one probe, the cuts name the first instruction
// whose result differs from cudasim's, where the whole program's words only say which register
// differs at the end.

var (
	hwCutWrite = flag.String("hwrandom2.cut", "", "write the cuts of the version 2 and 3 programs that differ from the H200 "+
		"(or of those -hwrandom2.cutprogs names) into this folder: kernrun cases, in.bin, programs.txt, cuts.txt")
	hwCutCheck = flag.String("hwrandom2.cutcheck", "", "folder of the GPU's golden files of the cuts "+
		"(NAME.case.out.bin): print each program's first instruction whose result differs from cudasim's")
	hwCutSim = flag.String("hwrandom2.cutsim", "", "with -hwrandom2.cut: write cudasim's words of each cut "+
		"(NAME.case.out.bin) into this folder")
	hwCutProgs = flag.String("hwrandom2.cutprogs", "", "comma-separated version 2 (qNNN) or 3 (rNNN) programs to cut or check (default: "+
		"cut every program whose words differ from the recording; check every program DIR has cuts of)")
)

// hwCut is one cut of a program: its name (program, "c", instructions kept), its text and the
// body instruction it ends with.
type hwCut struct {
	name, src, last string
}

// hwBodyEnd marks where the epilogue of versions 2 and 3 starts; hwBodyStart is version 2's
// prologue's last line. Version 3's prologue (prologue3) goes on after it and ends with the
// bar.sync that follows hwBodyStart3, the common words' address.
const (
	hwBodyStart  = "\tor.b64 %e1, %e1, "
	hwBodyStart3 = "\tadd.s64 %g3, %g3, "
	hwBodyEnd    = "\tst.global.u32 [%a4+40], %r5;\n"
)

var (
	hwBranchTo     = regexp.MustCompile(`\bbra(?:\.uni)? ([A-Za-z_][A-Za-z0-9_]*);`)
	hwTableTargets = regexp.MustCompile(`\.branchtargets ([^;]*);`)
)

// hwCuts cuts a version 2, 3 or 4 program after each body instruction outside loops (the lines
// from a label to a later branch back to it) and outside a call's { } block; a jump table's
// declaration is no cut. The labels branches and jump tables name that the cut has not placed go
// just before the epilogue, each once.
func hwCuts(name, src string) ([]hwCut, error) {
	start := strings.Index(src, hwBodyStart)
	if i := strings.Index(src, hwBodyStart3); i > start && start >= 0 {
		start = i + strings.Index(src[i:], "\tbar.sync 0;\n")
	}
	end := strings.Index(src, hwBodyEnd)
	if start < 0 || end < start {
		return nil, fmt.Errorf("%s: no prologue or epilogue where versions 2-4 put them", name)
	}
	start += strings.IndexByte(src[start:], '\n') + 1
	head, epilogue := src[:start], src[end:]
	lines := strings.SplitAfter(src[start:end], "\n")
	inLoop := make([]bool, len(lines))
	at := map[string]int{}
	for i, line := range lines {
		text := strings.TrimSpace(line)
		if strings.HasSuffix(text, ":") {
			at[strings.TrimSuffix(text, ":")] = i
		} else if m := hwBranchTo.FindStringSubmatch(text); m != nil {
			if j, ok := at[m[1]]; ok {
				for k := j; k < i; k++ {
					inLoop[k] = true
				}
			}
		}
	}
	var cuts []hwCut
	placed := map[string]bool{}
	var targets []string
	depth := 0
	for i, line := range lines {
		text := strings.TrimSpace(line)
		if text == "" {
			continue
		}
		if strings.HasSuffix(text, ":") { // a label
			placed[strings.TrimSuffix(text, ":")] = true
			continue
		}
		if m := hwBranchTo.FindStringSubmatch(text); m != nil {
			targets = append(targets, m[1])
		}
		if m := hwTableTargets.FindStringSubmatch(text); m != nil {
			for _, l := range strings.Split(m[1], ",") {
				targets = append(targets, strings.TrimSpace(l))
			}
			continue
		}
		switch text {
		case "{":
			depth++
		case "}":
			depth--
		}
		if inLoop[i] || depth > 0 || strings.HasPrefix(text, "//") {
			continue
		}
		var b strings.Builder
		b.WriteString(head)
		for _, l := range lines[:i+1] {
			b.WriteString(l)
		}
		added := map[string]bool{}
		for _, t := range targets {
			if !placed[t] && !added[t] {
				fmt.Fprintf(&b, "%s:\n", t)
				added[t] = true
			}
		}
		b.WriteString(epilogue)
		cuts = append(cuts, hwCut{fmt.Sprintf("%sc%03d", name, len(cuts)+1), b.String(), text})
	}
	return cuts, nil
}

// hwCutVersions are the random program versions that can be cut, with their recordings.
var hwCutVersions = []struct {
	programs  func() []hwProgram
	recording string
}{
	{hwPrograms2, hwRandom2RecordingFile},
	{hwPrograms3, hwRandom3RecordingFile},
	{hwPrograms4, hwRandom4RecordingFile},
	{hwPrograms5, hwRandom5RecordingFile},
}

// hwCutPrograms is the programs -hwrandom2.cutprogs names, or by default every program of
// versions 2 and 3 whose words differ from the H200's recording on cudasim's fast path (NaN
// payloads included). Sweeps are not cut.
func hwCutPrograms(t *testing.T) []hwProgram {
	want := map[string]bool{}
	if *hwCutProgs != "" {
		for _, n := range strings.Split(*hwCutProgs, ",") {
			want[strings.TrimSpace(n)] = true
		}
	}
	input := hwRandomInput()
	var ps []hwProgram
	for _, v := range hwCutVersions {
		if *hwCutProgs != "" {
			for _, p := range v.programs() {
				if want[p.name] && p.slots == nil {
					ps = append(ps, p)
				}
			}
			continue
		}
		data, err := os.ReadFile(v.recording)
		if os.IsNotExist(err) {
			continue // not recorded yet
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range hwRecorded(t, data, v.programs()) {
			if r.slots != nil {
				continue
			}
			out, err := hwRandomRun(r.src, input)
			raw, _ := hwRandomWarpDigests(out)
			if err != nil || strings.Join(raw, ",") != r.fields[2] {
				ps = append(ps, r.hwProgram)
			}
		}
	}
	return ps
}

// hwCutAllPrograms is the random programs of every version that can be cut.
func hwCutAllPrograms() []hwProgram {
	var ps []hwProgram
	for _, v := range hwCutVersions {
		for _, p := range v.programs() {
			if p.slots == nil {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

// TestHWRandom2Cut writes the cuts (go test ./sim -run HWRandom2Cut -hwrandom2.cut DIR): kernrun
// cases as TestHWRandom2Write writes them, and DIR/cuts.txt (cut, instruction it ends with).
func TestHWRandom2Cut(t *testing.T) {
	if *hwCutWrite == "" {
		t.Skip("-hwrandom2.cut not given")
	}
	var programs []hwProgram
	var list strings.Builder
	for _, p := range hwCutPrograms(t) {
		cuts, err := hwCuts(p.name, p.src)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cuts {
			programs = append(programs, hwProgram{c.name, c.src, hwRandomOutSize, nil})
			fmt.Fprintf(&list, "%s\t%s\n", c.name, c.last)
		}
	}
	hwWritePrograms(t, *hwCutWrite, programs)
	if *hwCutSim != "" {
		if err := os.MkdirAll(*hwCutSim, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, p := range programs {
			out, err := hwRandomRun(p.src, hwRandomInput())
			if err != nil {
				t.Fatalf("%s: %v", p.name, err)
			}
			if err := os.WriteFile(filepath.Join(*hwCutSim, p.name+".case.out.bin"), out, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := os.WriteFile(filepath.Join(*hwCutWrite, "cuts.txt"), []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d cuts", len(programs))
}

// hwWordName names the words of out the epilogue stores (the rest are the scratch words memory
// instructions write).
func hwWordName(w int) string {
	switch {
	case w < 10:
		return fmt.Sprintf("scratch word %d", w)
	case w < 21:
		return fmt.Sprintf("%%r%d", w-5)
	case w < 29:
		return fmt.Sprintf("%%f%d", w-21)
	case w >= 30 && w < 38:
		return fmt.Sprintf("%%d%d[%d]", (w-30)/2, (w-30)%2)
	case w >= 38 && w < 46:
		return fmt.Sprintf("%%l%d[%d]", (w-38)/2, (w-38)%2)
	case w >= 46 && w < 50:
		return fmt.Sprintf("%%x%d", w-46)
	case w == 50:
		return "%h1:%h0"
	case w == 51:
		return "%h3:%h2"
	case w == 52:
		return "%p4..%p0"
	}
	return fmt.Sprintf("word %d", w)
}

// TestHWRandom2CutCheck compares the cuts with the GPU's words (go test ./sim -run
// HWRandom2CutCheck -hwrandom2.cutcheck DIR -v): for each program, the first cut whose words
// differ from cudasim's (fast path) names the instruction, with the first differing words;
// every later cut that makes a word differ that did not before is listed too. It checks the
// programs whose first cut DIR holds (or those -hwrandom2.cutprogs names); cuts the GPU run
// lacks are skipped.
func TestHWRandom2CutCheck(t *testing.T) {
	if *hwCutCheck == "" {
		t.Skip("-hwrandom2.cutcheck not given")
	}
	input := hwRandomInput()
	var report strings.Builder
	programs := hwCutAllPrograms()
	if *hwCutProgs != "" {
		programs = hwCutPrograms(t)
	}
	for _, p := range programs {
		if _, err := os.Stat(filepath.Join(*hwCutCheck, p.name+"c001.case.out.bin")); err != nil {
			continue // not cut in this recording
		}
		cuts, err := hwCuts(p.name, p.src)
		if err != nil {
			t.Fatal(err)
		}
		first := true
		var before map[int]bool // words (thread*64+word) that differed at the previous cut
		missing := 0
		for _, c := range cuts {
			gpu, err := os.ReadFile(filepath.Join(*hwCutCheck, c.name+".case.out.bin"))
			if err != nil || len(gpu) != hwRandomOutSize {
				missing++
				continue
			}
			sim, err := hwRandomRun(c.src, input)
			if err != nil {
				fmt.Fprintf(&report, "%s: %v\n", c.name, err)
				continue
			}
			gpuCanon, simCanon := hwdigest.CanonicalNaNs(gpu, hwRandomWords), hwdigest.CanonicalNaNs(sim, hwRandomWords)
			differ := map[int]bool{}
			var fresh []int
			nanOnly := true
			for i := 0; i < len(gpu); i += 4 {
				g, s := binary.LittleEndian.Uint32(gpu[i:]), binary.LittleEndian.Uint32(sim[i:])
				if g == s {
					continue
				}
				differ[i/4] = true
				if !before[i/4] {
					fresh = append(fresh, i/4)
				}
				if !bytes.Equal(gpuCanon[i:i+4], simCanon[i:i+4]) {
					nanOnly = false
				}
			}
			before = differ
			if len(fresh) == 0 {
				continue
			}
			sort.Ints(fresh)
			kind := ""
			if nanOnly {
				kind = " (NaN payloads only)"
			}
			if first {
				fmt.Fprintf(&report, "%s FIRST %s: %s%s: %d words differ\n", p.name, c.name, c.last, kind, len(differ))
			} else {
				fmt.Fprintf(&report, "%s  new %s: %s%s: %d new words\n", p.name, c.name, c.last, kind, len(fresh))
			}
			for n, w := range fresh {
				if n == 4 && !first {
					break
				}
				if n == 8 {
					fmt.Fprintf(&report, "\t... %d more\n", len(fresh)-n)
					break
				}
				thread, word := w/hwRandomWords, w%hwRandomWords
				fmt.Fprintf(&report, "\tthread %3d word %2d %-10s GPU %08x cudasim %08x\n", thread, word, hwWordName(word),
					binary.LittleEndian.Uint32(gpu[4*w:]), binary.LittleEndian.Uint32(sim[4*w:]))
			}
			first = false
		}
		switch {
		case missing == len(cuts):
			fmt.Fprintf(&report, "%s: no GPU words\n", p.name)
		case first:
			fmt.Fprintf(&report, "%s: every cut matches (%d of %d recorded)\n", p.name, len(cuts)-missing, len(cuts))
		}
	}
	t.Log("\n" + report.String())
}

// hwCutRecordingFile holds the H200's digests of the cuts of the version 2 programs that differed
// at session 17's start (tools/hwdigest's lines for the probe left17-a's words; README);
// hwCut3RecordingFile those of the version 3 programs that differed after session 17's fixes
// (probe v3cut-a).
const (
	hwCutRecordingFile  = "../testdata/conformance/random/h200-cuts-v2.txt"
	hwCut3RecordingFile = "../testdata/conformance/random/h200-cuts-v3.txt"
)

// TestHWRandom2Cuts checks every recorded cut of version 2 as TestHWRandom2 checks whole
// programs: a cut of a program on the known list may differ, any other must match the H200 (or
// differ in NaN payloads alone). A difference in a cut names the instruction a whole program's
// words cannot.
func TestHWRandom2Cuts(t *testing.T) {
	if testing.Short() {
		t.Skip("4,400 kernels on two paths")
	}
	programs := hwPrograms2()
	hwCheckCuts(t, hwCutRecordingFile, programs, hwRandom2Known(programs), nil)
}

// TestHWRandom3Cuts checks version 3's recorded cuts as TestHWRandom2Cuts does version 2's.
func TestHWRandom3Cuts(t *testing.T) {
	if testing.Short() {
		t.Skip("1,500 kernels on two paths")
	}
	programs := hwPrograms3()
	hwCheckCuts(t, hwCut3RecordingFile, programs, hwRandom3Known(programs), hwRandom3FirstCut)
}

// hwCheckCuts runs the cuts file records of programs: those of a program known lists may differ,
// from the cut first names on (every cut where first does not name the program), and the cuts
// before it must match.
func hwCheckCuts(t *testing.T, file string, programs []hwProgram, known map[string]string, first map[string]int) {
	data, err := gzfile.ReadFile(file)
	if err != nil {
		t.Skip("no recording: ", err)
	}
	recorded := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			recorded[f[0]] = true
		}
	}
	var cuts []hwProgram
	cutKnown := map[string]string{}
	for _, p := range programs {
		if p.slots != nil || !recorded[p.name+"c001"] {
			continue
		}
		cs, err := hwCuts(p.name, p.src)
		if err != nil {
			t.Fatal(err)
		}
		for n, c := range cs {
			if recorded[c.name] {
				cuts = append(cuts, hwProgram{c.name, c.src, hwRandomOutSize, nil})
				if why, ok := known[p.name]; ok && n+1 >= first[p.name] {
					cutKnown[c.name] = "a cut of " + p.name + ": " + why
				}
			}
		}
	}
	hwCheckRandom(t, file, cuts, cutKnown)
}

// TestHWRandom4Cuts checks version 4's recorded cuts (probe rand4-c: the cuts of the 20 programs
// that differ beyond NaN payloads) as TestHWRandom3Cuts does version 3's.
func TestHWRandom4Cuts(t *testing.T) {
	if testing.Short() {
		t.Skip("5,900 kernels on two paths")
	}
	programs := hwPrograms4()
	hwCheckCuts(t, hwCut4RecordingFile, programs, hwRandom4KnownPrograms, hwRandom4FirstCut)
}

// hwCut4RecordingFile holds the H200's digests of the cuts of version 4's differing programs
// (session 18, probe rand4-c; README).
const hwCut4RecordingFile = "../testdata/conformance/random/h200-cuts-v4.txt"

// hwRandom4FirstCut is, for each version 4 program on the known list, the first of its cuts whose
// words differ from the H200's (probe rand4-c; NaN payloads included): the cuts before it match.
var hwRandom4FirstCut = map[string]int{
	"y050": 31, "y076": 418, "y120": 13, "y127": 29, "y144": 46, "y161": 29, "y183": 69, "y187": 73,
	"y193": 35, "y194": 232, "y214": 125, "y218": 280, "y251": 111, "y253": 153, "y291": 242,
	"y304": 27, "y315": 239, "y336": 126, "y374": 239, "y378": 34,
}

// hwRandom3FirstCut is, for each version 3 program on the known list, the first of its cuts
// whose words differ from the H200's (probe v3cut-a; TestHWRandom2CutCheck prints them): the
// cuts before it must match.
var hwRandom3FirstCut = map[string]int{
	"r026": 81, "r063": 93, "r245": 139, "r296": 83,
	"r380": 81, "r383": 145, "r387": 110, "r397": 22,
}

// hwCut5RecordingFile holds the H200's digests of the cuts of version 5's 111 untraced programs
// (probe rand5-c, session 19; record-cuts-v5.sh), 24,389 cuts.
const hwCut5RecordingFile = "../testdata/conformance/random/h200-cuts-v5.txt"

var hwFindCuts5 = flag.Bool("hwrandom5.findcuts", false, "TestHWRandom5FirstCuts: find each version 5 program's first cut that differs from the H200 and print the map")

// TestHWRandom5FirstCuts checks, for each version 5 program in hwRandom5FirstCut, that the cut
// before its first differing cut matches the H200 (every word, NaN payloads included) and the
// first differing cut does not: the two cuts name the statement to explain. All the cuts of a
// program (hwCheckCuts, as TestHWRandom4Cuts) would be 24,389 kernels, too many for every run.
// With -hwrandom5.findcuts it walks every recorded program's cuts in order instead.
func TestHWRandom5FirstCuts(t *testing.T) {
	data, err := gzfile.ReadFile(hwCut5RecordingFile)
	if err != nil {
		t.Skip("no recording: ", err)
	}
	want := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if f := strings.Fields(line); len(f) >= 3 {
			want[f[0]] = strings.Split(f[2], ",")
		}
	}
	input := hwRandomInput()
	same := func(c hwCut) bool {
		out, err := hwRandomRun(c.src, input)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		raw, _ := hwRandomWarpDigests(out)
		w, ok := want[c.name]
		if !ok {
			t.Fatalf("%s: not in the recording", c.name)
		}
		return slices.Equal(raw, w)
	}
	for _, p := range hwPrograms5() {
		n, listed := hwRandom5FirstCut[p.name]
		if !listed && !*hwFindCuts5 {
			continue
		}
		if _, ok := want[p.name+"c001"]; !ok {
			continue
		}
		cs, err := hwCuts(p.name, p.src)
		if err != nil {
			t.Fatal(err)
		}
		if *hwFindCuts5 {
			for i, c := range cs {
				if !same(c) {
					t.Logf("%q: %d, // %s", p.name, i+1, c.last)
					break
				}
			}
			continue
		}
		if n < 1 || n > len(cs) {
			t.Errorf("%s: first cut %d of %d", p.name, n, len(cs))
			continue
		}
		if n > 1 && !same(cs[n-2]) {
			t.Errorf("%s: cut %d (%s) differs from the H200: the first differing cut is earlier than %d", p.name, n-1, cs[n-2].last, n)
		}
		if same(cs[n-1]) {
			t.Errorf("%s: cut %d (%s) matches the H200 now: the first differing cut is later (or none)", p.name, n, cs[n-1].last)
		}
	}
}

// hwRandom5FirstCut is, for each version 5 program that differs from the H200 (the 8 untraced,
// and 6 that differ in NaN payloads only), its first cut whose words differ from the H200's on the
// fast path (probe rand5-c), with the cut's last statement.
var hwRandom5FirstCut = map[string]int{
	"x040": 226, // @!%p0 sub.rz.f64 %d0, %d3, %d1;
	"x065": 140, // ld.shared.s8 %r9, [%v0+8];
	"x095": 237, // fma.rp.f64 %d0, %d1, %d0, %u0;
	"x155": 161, // @%p3 atom.shared.add.f64 %d3, [%v0+8], %u0;
	"x322": 244, // @!%p0 testp.infinite.f64 %p1, %d0;
	"x334": 192, // @!%p2 min.f64 %d3, %d1, %d2;
	"x357": 203, // mul.rn.f64 %d2, %d3, %u0;
}
