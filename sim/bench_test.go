package sim

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/bits"
	"runtime"
	"testing"
	"time"

	"cudasim/internal/mem"
)

// Benchmarks run the kernels of testdata/bench/bench.cu (PTX from nvcc 11.8) and report
// thread-instructions per second and the ratio of the engine's time to the same computation in
// plain Go ("x-native").

// benchMem picks the benchmarks' device memory: the driver's (internal/mem: device memory handed
// to the engine one 64 KiB page at a time, behind the space's lock, as the drop-in and every
// front end run kernels) or the tests' testMem (one span per allocation, no lock), which the
// benchmarks used before the fourth pass (docs/engine-performance.md).
var benchMem = flag.String("sim.benchmem", "driver", "device memory of the benchmarks: driver (internal/mem, paged) or test (one span per allocation)")

type benchEnv struct {
	tg    *simTarget
	mod   *simModule
	space *mem.Space // the driver's memory; nil with -sim.benchmem=test
	// wrap, when set, is the memory launches see around the device memory (texture objects)
	wrap func(Memory) Memory
}

func newBenchEnv(b *testing.B) *benchEnv { return newBenchEnvFile(b, "testdata/bench/bench.ptx") }

// newBenchEnvFile is newBenchEnv with the kernels of another PTX file.
func newBenchEnvFile(b *testing.B, ptxFile string) *benchEnv {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(b, ptxFile))
	if err != nil {
		b.Fatal(err)
	}
	e := &benchEnv{tg: tg, mod: mod}
	switch *benchMem {
	case "driver":
		e.space = mem.New([]uint64{64 << 30})
		b.Cleanup(e.space.Close)
	case "test":
	default:
		b.Fatalf("-sim.benchmem=%q: driver or test", *benchMem)
	}
	return e
}

// memory is the Memory the benchmark's launches see.
func (e *benchEnv) memory() Memory {
	var m Memory = e.tg.testMem
	if e.space != nil {
		m = e.space
	}
	if e.wrap != nil {
		return e.wrap(m)
	}
	return m
}

func (e *benchEnv) alloc(data []byte) uint64 {
	if e.space != nil {
		a, err := e.space.Alloc(mem.Request{Kind: mem.Device, Size: uint64(len(data))})
		if err != nil {
			panic(err)
		}
		if err := e.space.Write(a.Base, data); err != nil {
			panic(err)
		}
		return a.Base
	}
	p, _ := e.tg.Alloc(len(data))
	e.tg.Write(p, data)
	return p
}

func (e *benchEnv) read(p uint64, n int) []byte {
	b := make([]byte, n)
	if e.space != nil {
		if err := e.space.Read(p, b); err != nil {
			panic(err)
		}
		return b
	}
	e.tg.Read(p, b)
	return b
}

// run launches the kernel b.N times and reports the metrics; native runs the Go equivalent once.
func (e *benchEnv) run(b *testing.B, kernel string, grid, block [3]uint32, params [][]byte, native func()) {
	e.runShared(b, kernel, grid, block, 0, params, native)
}

// runShared is run with dynamic shared memory.
func (e *benchEnv) runShared(b *testing.B, kernel string, grid, block [3]uint32, shared uint32, params [][]byte, native func()) {
	k, err := e.mod.prog.Kernel(kernel)
	if err != nil {
		b.Fatal(err)
	}
	buf := make([]byte, k.ParamSize())
	for i, p := range k.Params() {
		copy(buf[p.Offset:], params[i])
	}
	counts := []int{1}
	for _, n := range []int{2, runtime.GOMAXPROCS(0)} {
		if n > counts[len(counts)-1] {
			counts = append(counts, n)
		}
	}
	var serial float64 // seconds per launch with one worker
	for _, workers := range counts {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			var st Stats
			l := &Launch{Grid: grid, Block: block, Params: buf, Symbols: e.mod.symbols, Memory: e.memory(),
				Workers: workers, Stats: &st, DynamicShared: shared}
			b.ResetTimer()
			cpu0 := processCPU()
			for i := 0; i < b.N; i++ {
				if err := Run(k, l); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			// CPU time is steadier than wall time on a shared machine (other processes' time slices
			// do not count); it includes the runtime's own threads (GC).
			b.ReportMetric(float64(processCPU()-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
			secs := b.Elapsed().Seconds()
			perLaunch := secs / float64(b.N)
			b.ReportMetric(float64(st.ThreadInstructions)/secs, "thread-instr/s")
			b.ReportMetric(float64(st.ThreadInstructions)/secs/float64(workers), "thread-instr/s/core")
			if workers == 1 {
				serial = perLaunch
				// Native time: best of a few runs of the same computation in plain Go.
				best := time.Duration(math.MaxInt64)
				for r := 0; r < 3; r++ {
					t0 := time.Now()
					native()
					best = min(best, time.Since(t0))
				}
				b.ReportMetric(perLaunch/best.Seconds(), "x-native")
			} else if serial > 0 {
				b.ReportMetric(serial/perLaunch, "speedup")
			}
		})
	}
}

func f32bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func bytesF32(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

func randF32(n int, seed uint64) []float32 {
	v := make([]float32, n)
	for i := range v {
		seed = seed*6364136223846793005 + 1442695040888963407
		v[i] = float32(seed>>40)/float32(1<<24)*2 - 1
	}
	return v
}

var sinkF32 float32
var sinkU32 uint32

func BenchmarkVecAdd4M(b *testing.B) {
	e := newBenchEnv(b)
	const n = 4 << 20
	x, y := randF32(n, 1), randF32(n, 2)
	pa, pb := e.alloc(f32bytes(x)), e.alloc(f32bytes(y))
	pc := e.alloc(make([]byte, 4*n))
	out := make([]float32, n)
	e.run(b, "vecadd", [3]uint32{n / 256, 1, 1}, [3]uint32{256, 1, 1},
		[][]byte{le64(pa), le64(pb), le64(pc), le32(n)}, func() {
			for i := range out {
				out[i] = x[i] + y[i]
			}
		})
	got := bytesF32(e.read(pc, 4*n))
	for i := 0; i < n; i += 4099 {
		if got[i] != x[i]+y[i] {
			b.Fatalf("c[%d] = %v, want %v", i, got[i], x[i]+y[i])
		}
	}
}

func BenchmarkSGEMM256(b *testing.B) {
	e := newBenchEnv(b)
	const n = 256
	A, B := randF32(n*n, 3), randF32(n*n, 4)
	pa, pb := e.alloc(f32bytes(A)), e.alloc(f32bytes(B))
	pc := e.alloc(make([]byte, 4*n*n))
	C := make([]float32, n*n)
	e.run(b, "sgemm", [3]uint32{n / 16, n / 16, 1}, [3]uint32{16, 16, 1},
		[][]byte{le64(pa), le64(pb), le64(pc), le32(n)}, func() {
			for r := 0; r < n; r++ {
				for c := 0; c < n; c++ {
					var acc float32
					for k := 0; k < n; k++ {
						acc += A[r*n+k] * B[k*n+c]
					}
					C[r*n+c] = acc
				}
			}
		})
	got := bytesF32(e.read(pc, 4*n*n))
	for _, rc := range [][2]int{{0, 0}, {17, 200}, {255, 255}} {
		var acc float32
		for k := 0; k < n; k++ {
			acc = math.Float32frombits(uint32(fmaF32(uint64(math.Float32bits(A[rc[0]*n+k])), uint64(math.Float32bits(B[k*n+rc[1]])), uint64(math.Float32bits(acc)))))
		}
		if got[rc[0]*n+rc[1]] != acc {
			b.Fatalf("C[%v] = %v, want %v", rc, got[rc[0]*n+rc[1]], acc)
		}
	}
}

func hashNative(a0 uint32, rounds int) uint32 {
	a, bb, c, d, e, f, g, h, w := a0, a0^0x6a09e667, a0+0xbb67ae85, a0*3, a0^0x510e527f, ^a0, a0+0x1f83d9ab, a0^0x5be0cd19, a0
	for r := 0; r < rounds; r++ {
		s1 := bits.RotateLeft32(e, -6) ^ bits.RotateLeft32(e, -11) ^ bits.RotateLeft32(e, -25)
		ch := (e & f) ^ (^e & g)
		w = w*0x9e3779b9 + uint32(r)
		t1 := h + s1 + ch + 0x428a2f98 + w
		s0 := bits.RotateLeft32(a, -2) ^ bits.RotateLeft32(a, -13) ^ bits.RotateLeft32(a, -22)
		maj := (a & bb) ^ (a & c) ^ (bb & c)
		t2 := s0 + maj
		h, g, f, e, d, c, bb, a = g, f, e, d+t1, c, bb, a, t1+t2
	}
	return a ^ bb ^ c ^ d ^ e ^ f ^ g ^ h
}

func BenchmarkHash16K(b *testing.B) {
	e := newBenchEnv(b)
	const n, rounds = 16384, 64
	in := make([]uint32, n)
	for i := range in {
		in[i] = uint32(i)*2654435761 + 12345
	}
	pin := e.alloc(le32(in...))
	pout := e.alloc(make([]byte, 4*n))
	e.run(b, "hash", [3]uint32{n / 256, 1, 1}, [3]uint32{256, 1, 1},
		[][]byte{le64(pin), le64(pout), le32(rounds)}, func() {
			var x uint32
			for i := 0; i < n; i++ {
				x ^= hashNative(in[i], rounds)
			}
			sinkU32 = x
		})
	got := e.read(pout, 4*n)
	for i := 0; i < n; i += 1001 {
		if g, w := binary.LittleEndian.Uint32(got[4*i:]), hashNative(in[i], rounds); g != w {
			b.Fatalf("hash[%d] = %#x, want %#x", i, g, w)
		}
	}
}

// BenchmarkReduceParts runs BenchmarkReduce1M's grid on reduce cut after each of its phases
// (testdata/bench/parts.ptx, tools/bench/lanes26/mkparts.py's): r_empty (a ret: the per-CTA
// and per-warp costs), r_load (the global load, the shared store), r_bar (+ the first barrier),
// r_tree (+ the tree), r_shfl (+ the shuffle tail), r_full (the whole kernel). The difference
// of two neighbours is what a phase costs (tools/bench/jit10/callgrind.sh takes
// BenchmarkReduceParts/r_tree and the like).
func BenchmarkReduceParts(b *testing.B) {
	for _, name := range []string{"r_empty", "r_load", "r_bar", "r_tree", "r_shfl", "r_full"} {
		b.Run(name, func(b *testing.B) {
			e := newBenchEnvFile(b, "testdata/bench/parts.ptx")
			const n = 1 << 20
			x := randF32(n, 5)
			pin := e.alloc(f32bytes(x))
			pout := e.alloc(make([]byte, 4*(n/256)))
			e.run(b, name, [3]uint32{n / 256, 1, 1}, [3]uint32{256, 1, 1},
				[][]byte{le64(pin), le64(pout), le32(n)}, func() {
					var s float32
					for _, v := range x {
						s += v
					}
					sinkF32 = s
				})
		})
	}
}

func BenchmarkReduce1M(b *testing.B) {
	e := newBenchEnv(b)
	const n = 1 << 20
	x := randF32(n, 5)
	pin := e.alloc(f32bytes(x))
	pout := e.alloc(make([]byte, 4*(n/256)))
	e.run(b, "reduce", [3]uint32{n / 256, 1, 1}, [3]uint32{256, 1, 1},
		[][]byte{le64(pin), le64(pout), le32(n)}, func() {
			var s float32
			for _, v := range x {
				s += v
			}
			sinkF32 = s
		})
	got := bytesF32(e.read(pout, 4*(n/256)))
	// Block 0's sum in the kernel's order: the shared tree, then the shuffle tree.
	var s [256]float32
	copy(s[:], x[:256])
	for st := 128; st >= 32; st >>= 1 {
		for t := 0; t < st; t++ {
			s[t] += s[t+st]
		}
	}
	for off := 16; off > 0; off >>= 1 {
		for t := 0; t < 32-off; t++ {
			s[t] += s[t+off]
		}
	}
	if got[0] != s[0] {
		b.Fatalf("block 0 sum %v, want %v", got[0], s[0])
	}
}

// BenchmarkSmallLaunch measures the fixed cost of a launch: one CTA of 64 threads of addOne, as a
// unit test's many small launches do.
func BenchmarkSmallLaunch(b *testing.B) { benchSmallLaunch(b, nil) }

// BenchmarkSmallLaunchProgress is BenchmarkSmallLaunch with a progress reporter, as the drop-in
// sets one on a terminal: the cost of its timer on a launch too short to report.
func BenchmarkSmallLaunchProgress(b *testing.B) { benchSmallLaunch(b, func(done, total uint64) {}) }

func benchSmallLaunch(b *testing.B, progress func(done, total uint64)) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(b, "testdata/kernels.ptx"))
	if err != nil {
		b.Fatal(err)
	}
	k, _ := mod.prog.Kernel("addOne")
	buf, _ := tg.Alloc(256)
	params := append(le64(buf), le32(64)...)
	l := &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: params, Symbols: mod.symbols, Memory: tg.testMem, Progress: progress}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := Run(k, l); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBlocks1M launches 2^20 blocks of one thread, each writing one word
// (testdata/bench/blocks.cu): the engine's cost per CTA, which set-up dominates.
func BenchmarkBlocks1M(b *testing.B) {
	e := newBenchEnvFile(b, "testdata/bench/blocks.ptx")
	const n = 1 << 20
	out := make([]uint32, n)
	pout := e.alloc(make([]byte, 4*n))
	e.run(b, "blocks", [3]uint32{n, 1, 1}, [3]uint32{1, 1, 1}, [][]byte{le64(pout)}, func() {
		for i := range out {
			out[i] = uint32(i)*2654435761 + 12345
		}
	})
	got := e.read(pout, 4*n)
	for i := 0; i < n; i += 4099 {
		if g, w := binary.LittleEndian.Uint32(got[4*i:]), uint32(i)*2654435761+12345; g != w {
			b.Fatalf("out[%d] = %#x, want %#x", i, g, w)
		}
	}
}
