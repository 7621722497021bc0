package amd64

import (
	"bytes"
	"testing"
)

// TestMap maps code and unmaps it; no code is refused.
func TestMap(t *testing.T) {
	if _, err := Map(nil); err == nil {
		t.Fatal("Map(nil) mapped nothing without an error")
	}
	var a Asm
	a.VZEROUPPER()
	a.RET()
	c, err := Map(a.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(c.mem, a.Bytes()) || c.Addr(1) != c.Addr(0)+1 {
		t.Fatalf("mapped % x at %#x, want % x", c.mem, c.Addr(0), a.Bytes())
	}
	if err := c.Unmap(); err != nil {
		t.Fatal(err)
	}
}
