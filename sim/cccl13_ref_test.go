package sim

import (
	"bufio"
	"encoding/binary"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestDivergenceProbeMatchesH200 runs the PTX kernels of testdata/reference/cccl13 (probe.c
// launched each on an H200: one block of 32 threads, 32 output words, zeroed) and compares every
// word with what the H200 wrote (h200.txt):
//   - join.ptx: a branch's other side laid out after the function's end, jumping back to the
//     join point, where __activemask() is the full warp (topologicalBody);
//   - pc.ptx: even lanes produce in one device function, odd lanes consume in another, waiting
//     for each other three times (warp.suspendCall);
//   - fold.ptx: abs.f64 of a NaN moved in as a constant loses its sign, one loaded from memory
//     keeps it (foldAbsOfConstants), and neg/abs of NaNs in f32 and f64 besides.
func TestDivergenceProbeMatchesH200(t *testing.T) {
	dir := filepath.Join("..", "testdata", "reference", "cccl13")
	want := readProbeWords(t, filepath.Join(dir, "h200.txt"))
	for _, name := range []string{"join.ptx", "pc.ptx", "fold.ptx"} {
		t.Run(name, func(t *testing.T) {
			w, ok := want[name]
			if !ok {
				t.Fatalf("h200.txt has no output of %s", name)
			}
			src, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(t, src))
			if err != nil {
				t.Fatal(err)
			}
			out, _ := tg.Alloc(4 * 32)
			tg.Write(out, make([]byte, 4*32))
			f, _ := mod.Function("k")
			if err := f.Launch([3]uint32{1, 1, 1}, [3]uint32{32, 1, 1}, 0, [][]byte{le64(out)}, nil); err != nil {
				t.Fatal(err)
			}
			b := make([]byte, 4*32)
			tg.Read(out, b)
			for l := range 32 {
				if got := binary.LittleEndian.Uint32(b[4*l:]); got != w[l] {
					t.Errorf("word %d: %#x, the H200 %#x", l, got, w[l])
				}
			}
		})
	}
}

// readProbeWords reads probe.c's output: "== FILE" and then "lane N: VALUE (HEX)" for N 0-31.
func readProbeWords(t *testing.T, path string) map[string][32]uint32 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	words := map[string][32]uint32{}
	cur := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "== "); ok {
			cur = name
			continue
		}
		lane, rest, ok := strings.Cut(strings.TrimPrefix(line, "lane "), ": ")
		if !ok || cur == "" || !strings.HasPrefix(line, "lane ") {
			continue
		}
		l, err1 := strconv.Atoi(lane)
		v, err2 := strconv.ParseUint(strings.Fields(rest)[0], 10, 32)
		if err1 != nil || err2 != nil || l < 0 || l >= 32 {
			t.Fatalf("%s: bad line %q", path, line)
		}
		w := words[cur]
		w[l] = uint32(v)
		words[cur] = w
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return words
}
