package sim

import (
	"os"
	"path/filepath"
	"testing"

	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"
)

// BenchmarkCompileBench is a first launch's compilation of the benchmark harness's module
// (tools/bench, the start-up row): every kernel of bench.ptx lowered.
func BenchmarkCompileBench(b *testing.B) { benchCompile(b, "testdata/bench/bench.ptx") }

// benchCompile is the compilation of the PTX file at path (gzip-compressed or not), whole.
func benchCompile(b *testing.B, path string) {
	src, err := gzfile.ReadFile(path)
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

// BenchmarkFirstLaunchBench is what a first launch of bench.ptx's vecadd costs in the engine (the
// start-up row of tools/bench): the skeleton read at load, then every kernel lowered (a PTX
// module is checked whole) and vecadd planned for execution.
func BenchmarkFirstLaunchBench(b *testing.B) {
	src, err := os.ReadFile("testdata/bench/bench.ptx")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		m, err := ptx.ParseLazy(src)
		if err != nil {
			b.Fatal(err)
		}
		p, err := CompileLazy(m)
		if err != nil {
			b.Fatal(err)
		}
		for _, n := range p.Kernels() {
			if err := p.Lower(n); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := p.Kernel("vecadd"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompileLarge is the compilation of the largest PTX modules in testdata, whole (every
// function lowered and analysed): the largest (texprobe), the largest with many float muls
// (nanmul/i) and those with the most (fma26's, whose random kernels are mostly mul+add chains:
// the contraction model's worst case).
func BenchmarkCompileLarge(b *testing.B) {
	for _, path := range []string{
		"../testdata/texture/texprobe.ptx.gz",
		"../testdata/conformance/math18/nanmul/i.ptx.gz",
		"../testdata/reference/fma26/fma26.ptx.gz",
		"../testdata/reference/fma26/fma26-rand.ptx.gz",
	} {
		b.Run(filepath.Base(path), func(b *testing.B) { benchCompile(b, path) })
	}
}
