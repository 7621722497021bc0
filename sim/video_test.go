package sim

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cudasim/conform"
	"cudasim/internal/gzfile"
)

// videoForms reads the inline-asm statement of every form of every kernel of video.cu.
func videoForms(t *testing.T) map[string][]string {
	src, err := os.ReadFile("../testdata/conformance/video.cu")
	if err != nil {
		t.Fatal(err)
	}
	forms := map[string][]string{}
	kernel := ""
	kre := regexp.MustCompile(`__global__ void (\w+)\(`)
	fre := regexp.MustCompile(`^\s*V[34]\("([^"]*)", (\d+)\)`)
	for _, line := range strings.Split(string(src), "\n") {
		if m := kre.FindStringSubmatch(line); m != nil {
			kernel = m[1]
		} else if m := fre.FindStringSubmatch(line); m != nil {
			k, _ := strconv.Atoi(m[2])
			if k != len(forms[kernel]) {
				t.Fatalf("%s: form %d out of order", kernel, k)
			}
			forms[kernel] = append(forms[kernel], m[1])
		}
	}
	return forms
}

// videoInput is video.cu's vin: bytes of r replaced by edge values as s says.
func videoInput(r, s uint32) uint32 {
	bs := [8]uint32{0x00, 0x01, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x40}
	v := r
	for j := 0; j < 4; j++ {
		if s>>(2*j)&3 == 0 {
			v = v&^(0xff<<(8*j)) | bs[s>>(8+3*j)&7]<<(8*j)
		}
	}
	return v
}

// TestVideoForms runs every video case (testdata/conformance/video, recorded on the H200) and
// reports, form by form, the results that differ, with the operands: every form must be exact.
func TestVideoForms(t *testing.T) {
	forms := videoForms(t)
	paths, _ := filepath.Glob("../testdata/conformance/video/*.case")
	if testing.Short() { // the nvcc 11.8 cases run the same forms on fewer threads
		paths, _ = filepath.Glob("../testdata/conformance/video/*.118.case")
	}
	if len(paths) == 0 {
		t.Fatal("no video cases")
	}
	exactForms, allForms := 0, 0
	var dump *os.File
	if d := os.Getenv("VIDEO_DUMP"); d != "" { // every result, for studying the rules
		var err error
		if dump, err = os.Create(d); err != nil {
			t.Fatal(err)
		}
		defer dump.Close()
	}
	for _, p := range paths {
		golden, err := gzfile.ReadFile(p + ".out.bin")
		if err != nil {
			t.Errorf("%s: no golden: %v", p, err)
			continue
		}
		c, err := conform.Load(p)
		if err != nil {
			t.Fatal(err)
		}
		var kernel string
		inputs := map[string][]byte{}
		for _, op := range c.Ops {
			switch {
			case op.Kind == conform.OpKernel:
				kernel = op.Arg
			case op.Buf != nil:
				b, err := op.Buf.Bytes()
				if err != nil {
					t.Fatal(err)
				}
				inputs[op.Buf.Name] = b
			}
		}
		fs := forms[kernel]
		if len(fs) == 0 {
			t.Fatalf("%s: kernel %s not in video.cu", p, kernel)
		}
		run := &recordingTarget{simTarget: &simTarget{testMem: newTestMem(), workers: 1}}
		res := conform.Run(run, c)
		if res.Err != nil {
			t.Errorf("%s: %v", p, res.Err)
			continue
		}
		got := run.reads[len(run.reads)-1]
		if len(got) != len(golden) {
			t.Fatalf("%s: %d bytes read back, golden has %d", p, len(got), len(golden))
		}
		word := func(b []byte, i int) uint32 { return binary.LittleEndian.Uint32(b[4*i:]) }
		n := len(golden) / 4 / len(fs)
		bad := map[int][]string{}
		for i := 0; i < n; i++ {
			s := word(inputs["rc"], i)
			a, b, cc := videoInput(word(inputs["ra"], i), s), videoInput(word(inputs["rb"], i), s>>20), videoInput(word(inputs["rc"], i)*2246822519, s>>7)
			if s&0x70000000 == 0 {
				b = a
			}
			if s&0x70000000 == 0x10000000 {
				b = a&0xffff | b&0xffff0000
			}
			if kernel == "vid_shift" {
				switch s >> 24 & 3 {
				case 1:
					b &= 0x1f1f1f1f
				case 2:
					b &= 0x003f003f
				case 3:
					b &= 0x0f0f0f0f
				}
			}
			for k := range fs {
				j := i*len(fs) + k
				if dump != nil {
					fmt.Fprintf(dump, "%s\t%s\t%08x\t%08x\t%08x\t%08x\t%08x\n", filepath.Base(p), fs[k], a, b, cc, word(golden, j), word(got, j))
				}
				if g, w := word(got, j), word(golden, j); g != w {
					bad[k] = append(bad[k], fmt.Sprintf("a=%08x b=%08x c=%08x got %08x want %08x", a, b, cc, g, w))
				}
			}
		}
		t.Logf("%s: %d of %d forms exact", filepath.Base(p), len(fs)-len(bad), len(fs))
		exactForms += len(fs) - len(bad)
		allForms += len(fs)
		shown := 0
		for k := range fs {
			if e := bad[k]; len(e) > 0 && shown < 40 {
				shown++
				t.Errorf("%s: %s: %d of %d differ, e.g. %s", filepath.Base(p), fs[k], len(e), n, e[0])
			}
		}
	}
	t.Logf("%d of %d video forms exact", exactForms, allForms)
}
