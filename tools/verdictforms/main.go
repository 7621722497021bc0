// Command verdictforms writes every form of internal/ptxforms as one file, each module after
// a line "//@@ NAME": the input of the H200 probe that records the driver's verdicts
// (testdata/conformance/verdicts/record.sh); with -variants, the register variants of the
// forms a known.txt lists; with -extra, the forms of ptxforms.Extra (fragments, textures,
// asynchronous copies, barriers); with -table, internal/module's table of the recorded
// verdicts.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"

	"cudasim/internal/gzfile"
	"cudasim/internal/ptxforms"
)

func main() {
	out := flag.String("o", "forms.txt", "output file")
	variants := flag.String("variants", "", "write the register variants of the forms this known.txt (gzipped or not) lists")
	extra := flag.Bool("extra", false, "write ptxforms.Extra's forms")
	table := flag.String("table", "", "write internal/module's recorded-form table from these recordings (h200.txt,h200-21.txt,h200-23.txt; gzipped or not) to -o instead")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if *table != "" {
		if err := writeTable(f, *table); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		f.Close()
		return
	}
	w := bufio.NewWriter(f)
	forms := ptxforms.All()
	switch {
	case *variants != "":
		b, err := gzfile.ReadFile(strings.TrimSuffix(*variants, gzfile.Ext)) // known.txt.gz is known.txt
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		names := map[string]bool{}
		for _, line := range strings.Split(string(b), "\n") {
			if name, _, ok := strings.Cut(line, " "); ok && !strings.HasPrefix(line, "#") {
				names[name] = true
			}
		}
		forms = ptxforms.Variants(names)
	case *extra:
		forms = ptxforms.Extra()
	}
	for _, form := range forms {
		fmt.Fprintf(w, "//@@ %s\n%s", form.Name, form.Module())
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f.Close()
	fmt.Fprintf(os.Stderr, "%d forms\n", len(forms))
}
