package ptx

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// BenchmarkParse measures a first load's parse of PTX images of realistic sizes: the reference
// kernels, the conformance suite's visible.ptx, and nvcc -G (debug) output with dense .loc lines.
func BenchmarkParse(b *testing.B) { benchmarkParse(b, false) }

// BenchmarkParseCold is BenchmarkParse with the scratch pool emptied before every parse: the
// process's first load, which cannot reuse a previous parse's token buffer.
func BenchmarkParseCold(b *testing.B) { benchmarkParse(b, true) }

// BenchmarkParseLazy is BenchmarkParse's images read as a loader does: the skeleton
// (ParseLazy, with its checks), then "one" body parsed (the first kernel's) or "all".
func BenchmarkParseLazy(b *testing.B) {
	for _, path := range []string{"testdata/kernels.ptx", "../../testdata/conformance/visible/visible.ptx"} {
		src := mustRead(b, path)
		for _, bodies := range []string{"none", "one", "all"} {
			b.Run(filepath.Base(path)+"/"+bodies, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					m, err := ParseLazy(src)
					if err != nil {
						b.Fatal(err)
					}
					for _, f := range m.Functions {
						if bodies == "none" {
							break
						}
						if _, err := f.Stmts(); err != nil {
							b.Fatal(err)
						}
						if bodies == "one" && f.HasBody {
							break
						}
					}
				}
			})
		}
	}
}

func benchmarkParse(b *testing.B, cold bool) {
	for _, path := range []string{
		"testdata/kernels.ptx",
		"../../testdata/conformance/visible/visible.ptx",
		"../testdata/conformance/nvcc/t_basic_sm90_G.ptx",
		"../testdata/conformance/nvcc/t_misc_118-G.ptx",
	} {
		src := mustRead(b, path)
		b.Run(filepath.Base(path), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if cold {
					scratchPool = sync.Pool{New: func() any { return new(scratch) }}
				}
				if _, err := Parse(src); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLexBench lexes bench.ptx (the start-up harness's module) token by token: the lexer
// runs twice over every body at a start (skeleton at load, bodies at the first launch).
func BenchmarkLexBench(b *testing.B) {
	src, err := os.ReadFile("../testdata/bench/bench.ptx")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		lx := newLexer(src)
		for lx.next().kind != tEOF {
		}
	}
}
