package sim

import (
	"os"
	"testing"

	"cudasim/sim/ptx"
)

// BenchmarkCompileBench is a first launch's compilation of the benchmark harness's module
// (tools/bench, the start-up row): every kernel of bench.ptx lowered.
func BenchmarkCompileBench(b *testing.B) {
	src, err := os.ReadFile("testdata/bench/bench.ptx")
	if err != nil {
		b.Fatal(err)
	}
	m, err := ptx.Parse(src)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Compile(m); err != nil {
			b.Fatal(err)
		}
	}
}
