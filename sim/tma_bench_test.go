package sim

import (
	"encoding/binary"
	"testing"
)

// colsumEnv launches testdata/bench/tma_colsum.ptx (testdata/conformance/tma/colsum.cu): column
// sums of a rows x cols u32 matrix, read in 64 x 32 tiles by cp.async.bulk.tensor through a
// two-stage mbarrier pipeline.
func colsumSetup(t testing.TB, rows, cols int) (e *benchEnv, params [][]byte, mat []uint32, out uint64) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(t, "testdata/bench/tma_colsum.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	e = &benchEnv{tg: tg, mod: mod}
	mat = make([]uint32, rows*cols)
	raw := make([]byte, 4*len(mat))
	seed := uint32(12345)
	for i := range mat {
		seed = seed*1664525 + 1013904223
		mat[i] = seed >> 8
		binary.LittleEndian.PutUint32(raw[4*i:], mat[i])
	}
	pm := e.alloc(raw)
	out = e.alloc(make([]byte, 4*cols))
	m := TensorMap{DataType: 2, Rank: 2, Addr: pm, Dims: [5]uint64{uint64(cols), uint64(rows)},
		Strides: [5]uint64{4, uint64(4 * cols)}, Box: [5]uint32{32, 64}, ElemStrides: [5]uint32{1, 1}}
	enc := m.Encode()
	return e, [][]byte{enc[:], le32(uint32(rows)), le32(uint32(cols)), le64(out)}, mat, out
}

func colsumWant(mat []uint32, rows, cols int) []uint32 {
	want := make([]uint32, cols)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			want[c] += mat[r*cols+c]
		}
	}
	return want
}

// TestTMAColsum checks the pipelined TMA kernel's sums against Go's, with one worker and several.
func TestTMAColsum(t *testing.T) {
	const rows, cols = 256, 192
	for _, workers := range []int{1, 4} {
		e, params, mat, out := colsumSetup(t, rows, cols)
		k, err := e.mod.prog.Kernel("tma_colsum")
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, k.ParamSize())
		for i, p := range k.Params() {
			copy(buf[p.Offset:], params[i])
		}
		l := &Launch{Grid: [3]uint32{7, 1, 1}, Block: [3]uint32{128, 1, 1}, Params: buf, Symbols: e.mod.symbols,
			Memory: e.memory(), Workers: workers, DynamicShared: 1024 + 2*8192}
		if err := Run(k, l); err != nil {
			t.Fatal(err)
		}
		got, want := e.read(out, 4*cols), colsumWant(mat, rows, cols)
		for c := range want {
			if g := binary.LittleEndian.Uint32(got[4*c:]); g != want[c] {
				t.Fatalf("workers %d: column %d sums to %d, want %d", workers, c, g, want[c])
			}
		}
	}
}

// BenchmarkTMAColsum: 1024 x 1024 u32 (4 MiB) through 132 blocks of TMA tiles.
func BenchmarkTMAColsum(b *testing.B) {
	const rows, cols = 1024, 1024
	e, params, mat, _ := colsumSetup(b, rows, cols)
	e.runShared(b, "tma_colsum", [3]uint32{132, 1, 1}, [3]uint32{128, 1, 1}, 1024+2*8192, params, func() {
		sinkU32 = colsumWant(mat, rows, cols)[0]
	})
}
