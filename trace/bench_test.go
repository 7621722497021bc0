package trace

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"cudasim/cu"
)

// benchTrace is a trace of n calls typical of a recorded program: handles,
// launches, and small copies.
func benchTrace(n int) []byte {
	var buf bytes.Buffer
	w := NewWriter(&buf)
	syms := NewSymbols()
	for i := 0; i < n; i++ {
		p := syms.NewRange("buf", uint64(0x7000000+i*512), 256)
		w.Record("t0", "cuMemAlloc", []Value{Int(256)}, cu.Success, p)
		w.Record("t0", "cuLaunchKernel", []Value{Symbol("k0"), Dim3(2, 1, 1).Named("grid"), Dim3(32, 1, 1).Named("block"),
			Int(0).Named("shmem"), Null().Named("stream"), List(p, Typed("i32", 64)).Named("params")}, cu.Success)
		w.Record("t0", "cuMemcpyDtoH", []Value{p, Int(32)}, cu.Success, Array("i32", make([]byte, 32)))
	}
	return buf.Bytes()
}

func BenchmarkParse(b *testing.B) {
	text := benchTrace(1000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := Parse(bytes.NewReader(text)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWrite(b *testing.B) {
	w := NewWriter(io.Discard)
	args := []Value{Symbol("k0"), Dim3(2, 1, 1).Named("grid"), Dim3(32, 1, 1).Named("block"),
		Int(0).Named("shmem"), Null().Named("stream"), List(Symbol("buf0"), Typed("i32", 64)).Named("params")}
	for b.Loop() {
		w.Record("t0", "cuLaunchKernel", args, cu.Success)
	}
}

func TestBenchTraceParses(t *testing.T) {
	tr, err := Parse(strings.NewReader(string(benchTrace(10))))
	if err != nil || len(tr.Calls) != 30 {
		t.Fatalf("%d calls, %v", len(tr.Calls), err)
	}
}
