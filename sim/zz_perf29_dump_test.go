package sim

import (
	"fmt"
	"testing"
)

func TestZZDumpReduce(t *testing.T) {
	p := compileFile(t, "testdata/bench/bench.ptx")
	k, err := p.Kernel("reduce")
	if err != nil {
		t.Fatal(err)
	}
	code := k.fast
	for pc := range code {
		in := &code[pc]
		fmt.Printf("%3d %-14s d=%#x a=%#x b=%#x c=%#x x=%v imm=%d g=%d line=%d\n", pc, opInfo[in.op].name, in.d, in.a, in.b, in.c, in.x, in.imm, in.guard, in.line)
	}
	for _, cv := range k.consts {
		fmt.Printf("const %#x = %d\n", cv.slot, int64(cv.v))
	}
}
