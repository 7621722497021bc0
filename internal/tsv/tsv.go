// Package tsv reads the tab-separated tables the generators read
// (driver/cudah.tsv, libcuda/procs.tsv): one row a line, a fixed number of
// columns; blank lines and lines starting with '#' are skipped.
package tsv

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// A Row is one line of a table.
type Row struct {
	Line int      // its line in the file, from 1
	Cols []string // its columns
}

// Read reads the table at path, whose rows must have cols columns.
func Read(path string, cols int) ([]Row, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rows []Row
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c := strings.Split(line, "\t")
		if len(c) != cols {
			return nil, fmt.Errorf("%s:%d: want %d tab-separated columns, got %d", path, n, cols, len(c))
		}
		rows = append(rows, Row{Line: n, Cols: c})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rows, nil
}
