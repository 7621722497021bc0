package sim

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
)

// TestMultimemOnUnicastMemory replays tma12w1's mc-run.txt and tma12w2's mc-run2.txt: multimem
// kernels (mm/NAME.ptx: lane i on word i of p, ld_reduce results to out[i]) on ordinary memory,
// as the H200 ran them: st and red (integer, f32, f16x2, bf16x2, v4.f32) change the memory as st
// and red do, ld_reduce fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS. The inputs are mc.c's.
func TestMultimemOnUnicastMemory(t *testing.T) {
	n := 0
	for _, w := range []struct{ dir, log string }{{"tma12w1", "mc-run.txt"}, {"tma12w2", "mc-run2.txt"}} {
		n += multimemRuns(t, "../testdata/conformance/tma/"+w.dir, w.log)
	}
	if n != 4+22 { // window 2's .acc::f32 kernel did not load
		t.Fatalf("%d runs on plain memory", n)
	}
}

// multimemDiffers are the runs cudasim does not reproduce, and why (none since multimem.st keeps
// the lowest lane's value where lanes store to one address: st_v4f32, st_weak_b64).
var multimemDiffers = map[string]string{}

// multimemRuns replays the runs on plain memory of one window's log; it returns their number.
func multimemRuns(t *testing.T, dir, file string) int {
	log, err := gzfile.ReadFile(dir + "/" + file)
	if err != nil {
		t.Fatal(err)
	}
	runs := strings.Split(string(log), "=== ")
	n := 0
	for _, r := range runs {
		head, body, _ := strings.Cut(r, "\n")
		name, mem, _ := strings.Cut(head, " ")
		if mem != "plain" {
			continue
		}
		if strings.Contains(body, "cuModuleLoadDataEx                       -> 218") {
			continue // ptxas refused it (internal/module replays such logs)
		}
		n++
		t.Run(filepath.Base(dir)+"/"+name, func(t *testing.T) {
			if why := multimemDiffers[name]; why != "" {
				t.Skip(why)
			}
			src, err := os.ReadFile(dir + "/mm/" + name + ".ptx")
			if err != nil {
				t.Fatal(err)
			}
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(t, src))
			if err != nil {
				t.Fatal(err)
			}
			in := make([]uint32, 64) // mc.c's words
			for i := range in {
				switch {
				case i < 16:
					in[i] = 0x3fc00000 + uint32(i)*0x00100000
				case i < 32:
					in[i] = 0x3c013e01 + uint32(i)*0x00010001
				default:
					in[i] = uint32(i) * 0x01010101
				}
			}
			p, _ := tg.Alloc(2 << 20)
			tg.Write(p, le32(in...))
			out, _ := tg.Alloc(4096)
			fill := make([]uint32, 1024)
			for i := range fill {
				fill[i] = 0xdeadbeef
			}
			tg.Write(out, le32(fill...))
			f, _ := mod.Function("k")
			err = f.Launch([3]uint32{1, 1, 1}, [3]uint32{32, 1, 1}, 0, [][]byte{le64(p), le64(out)}, nil)
			if strings.Contains(body, "cuCtxSynchronize                         -> 700") {
				if cu.Code(err) != cu.ErrorIllegalAddress {
					t.Fatalf("%v; the H200 failed it with CUDA_ERROR_ILLEGAL_ADDRESS", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%v; the H200 ran it", err)
			}
			for _, buf := range []struct {
				label string
				addr  uint64
			}{{"out:", out}, {"mem:", p}} {
				_, line, _ := strings.Cut(body, "\n"+buf.label)
				line, _, _ = strings.Cut(line, "\n")
				b := make([]byte, 4*64)
				tg.Read(buf.addr, b)
				var got []string
				for i := range 64 {
					got = append(got, fmt.Sprintf("%08x", binary.LittleEndian.Uint32(b[4*i:])))
				}
				if g, w := strings.Join(got, " "), strings.TrimSpace(line); g != w {
					t.Errorf("%s\n got %s\nwant %s", buf.label, g, w)
				}
			}
		})
	}
	return n
}
