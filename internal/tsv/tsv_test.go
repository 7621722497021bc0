package tsv

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.tsv")
	os.WriteFile(path, []byte("# a comment\na\tb\n\nc\td\n"), 0o644)
	rows, err := Read(path, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Line != 2 || rows[1].Line != 4 || rows[1].Cols[1] != "d" {
		t.Errorf("rows %+v", rows)
	}
	if _, err := Read(path, 3); err == nil {
		t.Error("two columns where three are wanted: no error")
	}
}
