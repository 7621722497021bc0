package main

import (
	"io"

	"cudasim/internal/gzfile"
	"cudasim/internal/ptxforms"
)

// writeTable writes internal/module's table of recorded forms (formrecorded.bin,
// ptxforms.RecordedTable) from the H200's verdicts (h200.txt, gzipped or not).
func writeTable(w io.Writer, verdictsPath string) error {
	b, err := gzfile.ReadFile(verdictsPath)
	if err != nil {
		return err
	}
	table, err := ptxforms.RecordedTable(ptxforms.ReadVerdicts(string(b)))
	if err != nil {
		return err
	}
	_, err = w.Write(table)
	return err
}
