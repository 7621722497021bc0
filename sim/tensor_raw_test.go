package sim

import (
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// rawFragRecording is one recording of the raw-register tensor probes (testdata/reference/tensor/
// wmmadup and zerosign, format at the top of wmmadup/host.cu): per kernel, trials of every lane's
// 24 input words (A 8, B 8, C 8) and 8 output words.
type rawFragRecording struct {
	names  []string
	trials map[string][][]byte // each trial: 32*24 input words, then 32*8 output words
}

const rawFragIn, rawFragOut = 32 * 24 * 4, 32 * 8 * 4

func loadRawFrag(t *testing.T, path string) rawFragRecording {
	b, err := gzfile.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r := rawFragRecording{trials: map[string][][]byte{}}
	for o := 0; o < len(b); {
		if o+68 > len(b) {
			t.Fatalf("%s: truncated at %d", path, o)
		}
		name := strings.TrimRight(string(b[o:o+64]), "\x00")
		n := int(binary.LittleEndian.Uint32(b[o+64:]))
		o += 68
		if o+n*(rawFragIn+rawFragOut) > len(b) {
			t.Fatalf("%s: %s truncated", path, name)
		}
		r.names = append(r.names, name)
		for range n {
			r.trials[name] = append(r.trials[name], b[o:o+rawFragIn+rawFragOut])
			o += rawFragIn + rawFragOut
		}
	}
	return r
}

// checkRawFrag runs every kernel of a raw-register recording from the PTX that ran on the H200,
// one warp on each trial's inputs, compares every output word, and logs the words reproduced of
// those recorded.
func checkRawFrag(t *testing.T, dir, base string) {
	rec := loadRawFrag(t, filepath.Join(dir, base+".bin"))
	prog := compileFile(t, filepath.Join(dir, base+".ptx"))
	tally := map[string][2]int{}
	for _, name := range rec.names {
		k, err := prog.Kernel(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		good, total := 0, 0
		for ti, tr := range rec.trials[name] {
			mem := newTestMem()
			in, _ := mem.Alloc(rawFragIn)
			out, _ := mem.Alloc(rawFragOut)
			mem.Write(in, tr[:rawFragIn])
			mem.Write(out, make([]byte, rawFragOut))
			params := make([]byte, k.ParamSize())
			copy(params[k.Params()[0].Offset:], le64(in))
			copy(params[k.Params()[1].Offset:], le64(out))
			if err := Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: params, Memory: mem, Workers: 1}); err != nil {
				t.Errorf("%s trial %d: %v", name, ti, err)
				continue
			}
			got := make([]byte, rawFragOut)
			mem.Read(out, got)
			want := tr[rawFragIn:]
			var first string
			var byReg [8]int
			for w := 0; w < rawFragOut; w += 4 {
				g, h := binary.LittleEndian.Uint32(got[w:]), binary.LittleEndian.Uint32(want[w:])
				total++
				if g == h {
					good++
				} else if byReg[w/4%8]++; first == "" {
					first = fmt.Sprintf("lane %d word %d: H200 %08x, cudasim %08x", w/32, w/4%8, h, g)
				}
			}
			if first != "" {
				t.Errorf("%s trial %d: %s (words wrong by register: %v)", name, ti, first, byReg)
			}
		}
		tally[name] = [2]int{good, total}
		if testing.Verbose() {
			t.Logf("%s: %d of %d", name, good, total)
		}
	}
	good, total := 0, 0
	for _, v := range tally {
		good, total = good+v[0], total+v[1]
	}
	t.Logf("%s: %d kernels, %d of %d output words reproduced", base, len(tally), good, total)
}

// TestWmmaRawFragments runs f16 wmma.mma of every shape, layout and accumulator type, and the
// mma.sync .tf32 and fp8 forms, on fragment registers set directly (not by wmma.load), so that the
// copies of an element that an f16 wmma fragment holds differ: the H200 reads each element from
// its first place in the lane (docs/tensor-cores.md, "Fragment layouts"). Recorded by
// testdata/reference/tensor/wmmadup (session 16); the repository keeps 4 of the 12 trials.
func TestWmmaRawFragments(t *testing.T) {
	checkRawFrag(t, filepath.Join(tensorRefDir, "wmmadup", "h200"), "wmmadup")
}

// TestTensorZeroSign runs the zerosign probe's forms (f16 wmma as TestWmmaRawFragments, wmma
// .bf16/.tf32, mma .f16/.bf16/.tf32/fp8) on products that are all +0, all -0, of mixed signs or
// cancelling exactly, C's elements +0 or -0: the H200 gives +0 for every zero sum, even when every
// term is -0 (docs/tensor-cores.md, step 4). Recorded by testdata/reference/tensor/zerosign
// (session 16), all 14 trials.
func TestTensorZeroSign(t *testing.T) {
	checkRawFrag(t, filepath.Join(tensorRefDir, "zerosign", "h200"), "zerosign")
}

// TestTensorFp8Subnormals runs the fp8 mma.sync forms on operands rich in subnormals and large
// values (testdata/reference/tensor/fp8sub, session 16; fp8sub.ptx is the zerosign.cu PTX that
// ran): the passes align the operands' f16 exponent fields (docs/tensor-cores.md, "fp8").
func TestTensorFp8Subnormals(t *testing.T) {
	dir := filepath.Join(tensorRefDir, "fp8sub", "h200")
	for _, base := range []string{"fp8sub", "fp8sub2"} {
		if !gzfile.Exists(filepath.Join(dir, base+".bin")) {
			continue
		}
		checkRawFrag(t, dir, base)
	}
}

// TestWmmaAliasedRegisters runs warp matrix instructions whose operand registers name D's own
// registers: the H200 computes a wmma.mma in steps (D's 16x8 tiles in turn; .tf32 m16n16k8 in
// runs of K=4) and an operand register naming a D register an earlier step wrote reads its new
// value; an fp8 mma.sync adds C register by register (docs/tensor-cores.md, "Aliased
// registers"). Recorded by testdata/reference/tensor/alias (session 16's tc16-g: C naming D's
// first half, 9 forms, 4 trials) and alias2 (session 17: alias2, every wmma form and 12 mma.sync
// forms, and alias3, the other mma.sync forms and wmma .f64; A, B or C naming D's registers in six
// patterns; the repository keeps the first trial, both for fp8).
func TestWmmaAliasedRegisters(t *testing.T) {
	checkRawFrag(t, filepath.Join(tensorRefDir, "alias", "h200"), "alias")
	checkRawFrag(t, filepath.Join(tensorRefDir, "alias2", "h200"), "alias2")
	checkRawFrag(t, filepath.Join(tensorRefDir, "alias2", "h200"), "alias3")
}
