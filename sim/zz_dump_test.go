package sim

import (
	"fmt"
	"os"
	"testing"

	"cudasim/conform"
)

type dumpTarget struct {
	*simTarget
	n int
}

func (d *dumpTarget) Read(ptr uint64, b []byte) error {
	err := d.simTarget.Read(ptr, b)
	os.WriteFile(fmt.Sprintf("/tmp/dump/%d.bin", d.n), b, 0o644)
	d.n++
	return err
}

func TestZZDump(t *testing.T) {
	p := os.Getenv("DUMP_CASE")
	if p == "" {
		t.Skip()
	}
	os.MkdirAll("/tmp/dump", 0o755)
	c, err := conform.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	st := &simTarget{testMem: newTestMem(), workers: 1}
	res := conform.Run(&dumpTarget{simTarget: st}, c)
	t.Log(res.String())
}
