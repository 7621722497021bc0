// Command hwdigest turns the out buffers of the random programs recorded on a GPU by kernrun
// (testdata/conformance/random/README.md) into the recording's digest lines, on the GPU
// machine, so that only digests travel; given the same programs run through cudasim's drop-in
// it also lists the words that differ (program, thread, word, GPU's value, cudasim's value).
//
//	hwdigest -programs programs.txt -gpu DIR [-sim DIR] -out DIR
//
// programs.txt (written by sim's TestHWRandom2Write) has a line per program: name, digest of
// its text, "random" or "sweep", words of out per thread.
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"cudasim/internal/hwdigest"
)

func main() {
	programs := flag.String("programs", "programs.txt", "the program list")
	gpu := flag.String("gpu", "", "folder of the GPU's golden files (NAME.case.out.bin)")
	sim := flag.String("sim", "", "folder of cudasim's golden files, to list the words that differ")
	outDir := flag.String("out", ".", "where recording.txt and differ.txt go")
	perWord := flag.Int("per-word", 4, "differing threads listed per word of a program")
	flag.Parse()
	list, err := os.ReadFile(*programs)
	if err != nil {
		log.Fatal(err)
	}
	var rec, diff strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(string(list)), "\n") {
		var name, text, kind string
		var words int
		if _, err := fmt.Sscan(line, &name, &text, &kind, &words); err != nil {
			log.Fatalf("bad program line %q: %v", line, err)
		}
		fmt.Fprintf(&rec, "%s %s ", name, text)
		out, err := os.ReadFile(filepath.Join(*gpu, name+".case.out.bin"))
		switch {
		case err != nil:
			rec.WriteString("none\n")
			continue
		case kind == "random":
			raw, nan := hwdigest.WarpDigests(out, words)
			fmt.Fprintf(&rec, "%s %s\n", strings.Join(raw, ","), strings.Join(nan, ","))
		default:
			fmt.Fprintf(&rec, "%s\n", strings.Join(hwdigest.SlotDigests(out, words, words-8), " "))
		}
		if *sim == "" {
			continue
		}
		got, err := os.ReadFile(filepath.Join(*sim, name+".case.out.bin"))
		if err != nil || len(got) != len(out) {
			fmt.Fprintf(&diff, "%s none\n", name)
			continue
		}
		listed := map[int]int{}
		differ := 0
		for i := 0; i+4 <= len(out); i += 4 {
			h, s := binary.LittleEndian.Uint32(out[i:]), binary.LittleEndian.Uint32(got[i:])
			if h == s {
				continue
			}
			differ++
			thread, word := i/4/words, i/4%words
			if listed[word] < *perWord {
				listed[word]++
				fmt.Fprintf(&diff, "%s %d %d %08x %08x\n", name, thread, word, h, s)
			}
		}
		fmt.Fprintf(&diff, "%s differ %d\n", name, differ)
	}
	w := func(file, s string) {
		if err := os.WriteFile(filepath.Join(*outDir, file), []byte(s), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	w("recording.txt", rec.String())
	if *sim != "" {
		w("differ.txt", diff.String())
	}
}
