package sim

import (
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var cutsDir = flag.String("cuts", "", "dir of cut programs")

func TestDbgCuts(t *testing.T) {
	if *cutsDir == "" {
		t.Skip()
	}
	files, _ := filepath.Glob(filepath.Join(*cutsDir, "q*.ptx"))
	sort.Strings(files)
	input := hwRandomInput()
	for _, f := range files {
		src, _ := os.ReadFile(f)
		out, err := hwRandomRun(string(src), input)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		want, err := os.ReadFile(strings.TrimSuffix(f, ".ptx") + ".case.out.bin")
		if err != nil {
			fmt.Printf("%s ran (no recording)\n", filepath.Base(f))
			continue
		}
		var diffs []string
		for w := 0; w < len(out); w += 4 {
			g, h := binary.LittleEndian.Uint32(out[w:]), binary.LittleEndian.Uint32(want[w:])
			if g != h {
				diffs = append(diffs, fmt.Sprintf("t%d w%d H %08x us %08x", w/256, w%256/4, h, g))
			}
		}
		fmt.Printf("%s: %d words differ %v\n", filepath.Base(f), len(diffs), diffs[:min(len(diffs), 6)])
	}
}

var alias2Dir = flag.String("alias2", "", "dir of alias2 recording")

func TestDbgAlias2(t *testing.T) {
	if *alias2Dir == "" {
		t.Skip()
	}
	checkRawFrag(t, *alias2Dir, "alias2")
}

var ptxRun = flag.String("ptxrun", "", "ptx file: run every kernel once")

func TestDbgPTXRun(t *testing.T) {
	if *ptxRun == "" {
		t.Skip()
	}
	prog := compileFile(t, *ptxRun)
	for _, name := range prog.Kernels() {
		k, err := prog.Kernel(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		mem := newTestMem()
		in, _ := mem.Alloc(rawFragIn)
		out, _ := mem.Alloc(rawFragOut)
		mem.Write(in, make([]byte, rawFragIn))
		params := make([]byte, k.ParamSize())
		copy(params[k.Params()[0].Offset:], le64(in))
		copy(params[k.Params()[1].Offset:], le64(out))
		if err := Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: params, Memory: mem, Workers: 1}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
