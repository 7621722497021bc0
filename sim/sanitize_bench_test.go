package sim

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkSanitize runs the engine's benchmark kernels (testdata/bench/bench.cu) on one worker
// without checks and under memcheck, racecheck, sharedinit and streamrace (the logging of global
// accesses; the comparison is the driver's), for the sanitizer's overhead: compare the
// ns/op of each check with "none". On a shared machine compare cpu-ns/op, the process's CPU time
// per launch, which other processes' load disturbs much less than the elapsed time. The test memory refuses everything outside allocations, as
// the driver's strict view does for memcheck.
func BenchmarkSanitize(b *testing.B) {
	type kernel struct {
		name, fn    string
		grid, block [3]uint32
		params      func(e *benchEnv) [][]byte
	}
	kernels := []kernel{
		{"VecAdd1M", "vecadd", [3]uint32{1 << 20 / 256, 1, 1}, [3]uint32{256, 1, 1}, func(e *benchEnv) [][]byte {
			const n = 1 << 20
			pa, pb := e.alloc(f32bytes(randF32(n, 1))), e.alloc(f32bytes(randF32(n, 2)))
			return [][]byte{le64(pa), le64(pb), le64(e.alloc(make([]byte, 4*n))), le32(n)}
		}},
		{"SGEMM128", "sgemm", [3]uint32{8, 8, 1}, [3]uint32{16, 16, 1}, func(e *benchEnv) [][]byte {
			const n = 128
			pa, pb := e.alloc(f32bytes(randF32(n*n, 3))), e.alloc(f32bytes(randF32(n*n, 4)))
			return [][]byte{le64(pa), le64(pb), le64(e.alloc(make([]byte, 4*n*n))), le32(n)}
		}},
		{"Hash4K", "hash", [3]uint32{16, 1, 1}, [3]uint32{256, 1, 1}, func(e *benchEnv) [][]byte {
			return [][]byte{le64(e.alloc(make([]byte, 4*4096))), le64(e.alloc(make([]byte, 4*4096))), le32(64)}
		}},
		{"Reduce1M", "reduce", [3]uint32{1 << 20 / 256, 1, 1}, [3]uint32{256, 1, 1}, func(e *benchEnv) [][]byte {
			const n = 1 << 20
			return [][]byte{le64(e.alloc(f32bytes(randF32(n, 5)))), le64(e.alloc(make([]byte, 4*(n/256)))), le32(n)}
		}},
	}
	for _, kc := range kernels {
		e := newBenchEnv(b)
		k, err := e.mod.prog.Kernel(kc.fn)
		if err != nil {
			b.Fatal(err)
		}
		buf := make([]byte, k.ParamSize())
		params := kc.params(e)
		for i, p := range k.Params() {
			copy(buf[p.Offset:], params[i])
		}
		for _, c := range []struct {
			name   string
			checks Checks
		}{{"none", 0}, {"memcheck", CheckMemory}, {"racecheck", CheckRace}, {"sharedinit", CheckSharedInit}, {"streamrace", CheckStreamRace}} {
			b.Run(kc.name+"/"+c.name, func(b *testing.B) {
				reports := 0
				cpu := cpuTime()
				for b.Loop() {
					l := &Launch{Grid: kc.grid, Block: kc.block, Params: buf, Symbols: e.mod.symbols, Memory: e.memory(), Workers: 1}
					if c.checks != 0 {
						l.Sanitize = &Sanitize{Checks: c.checks, Report: func(*Report) { reports++ }}
					}
					if err := Run(k, l); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
				if reports != 0 {
					b.Fatalf("%d reports on a clean kernel", reports)
				}
			})
		}
	}
}
