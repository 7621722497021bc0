package main

import (
	"io"
	"maps"
	"strings"

	"cudasim/internal/gzfile"
	"cudasim/internal/ptxforms"
)

// writeTable writes internal/module's table of recorded forms (formrecorded.bin,
// ptxforms.RecordedTable) from the H200's verdicts (recordings such as h200.txt, gzipped or
// not, separated by commas).
func writeTable(w io.Writer, verdictsPaths string) error {
	verdicts := map[string]ptxforms.Verdict{}
	for _, path := range strings.Split(verdictsPaths, ",") {
		// gzfile names a file as recorded: h200.txt.gz is h200.txt (read as given, its
		// compressed bytes would make an empty table)
		b, err := gzfile.ReadFile(strings.TrimSuffix(path, gzfile.Ext))
		if err != nil {
			return err
		}
		maps.Copy(verdicts, ptxforms.ReadVerdicts(string(b)))
	}
	table, err := ptxforms.RecordedTable(verdicts)
	if err != nil {
		return err
	}
	_, err = w.Write(table)
	return err
}
