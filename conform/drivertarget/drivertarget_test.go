package drivertarget

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/conform"
	"cudasim/driver"
)

// TestBothWays runs H200 cases through modules and through libraries: the
// visible set, cooperative and cluster launches, a texture, a surface and a
// TMA case (arrays, objects and tensor maps). Each must match its goldens
// both ways.
func TestBothWays(t *testing.T) {
	paths, _ := filepath.Glob("../../testdata/conformance/visible/*.case")
	for _, p := range []string{
		"coop/rows.case", "breadth/cl_dsmem_c8.case",
		"texture/mode_2d_f16x1_border_linear_norm.case", "texture/sustp_f32_x4.case",
		"tma/cases/a_load2d_sw128_edge.case", "tma/cases/a_mcast2d_c4_m11_i2.case", "tma/cases/a_cvt_dt10_file.case",
	} {
		paths = append(paths, "../../testdata/conformance/"+p)
	}
	if len(paths) < 20 {
		t.Fatalf("only %d cases", len(paths))
	}
	for _, library := range []bool{false, true} {
		for _, p := range paths {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			d := driver.New(driver.Config{})
			tgt, err := New(d, library)
			if err != nil {
				t.Fatal(err)
			}
			if res := conform.Run(tgt, c); !res.Passed() || res.Launches == 0 {
				t.Errorf("library=%v: %s", library, res.String())
			}
			d.Close()
		}
	}
}

// TestStdout: device printf goes to the case's writer during a launch that
// captures it, and to the target's own writer otherwise.
func TestStdout(t *testing.T) {
	d := driver.New(driver.Config{})
	defer d.Close()
	tgt, err := New(d, false)
	if err != nil {
		t.Fatal(err)
	}
	var own bytes.Buffer
	tgt.SetStdout(&own)
	src := ".version 7.8\n.target sm_90\n.address_size 64\n.extern .func (.param .b32 r) vprintf (.param .b64 f, .param .b64 a);\n" +
		".global .align 1 .b8 fmt[4] = {104, 105, 10, 0};\n" +
		".visible .entry k() {\n.reg .b64 %rd<2>;\n.reg .b32 %r<2>;\ncvta.global.u64 %rd0, fmt;\nmov.u64 %rd1, 0;\n" +
		"{\n.param .b64 p0;\nst.param.b64 [p0], %rd0;\n.param .b64 p1;\nst.param.b64 [p1], %rd1;\n.param .b32 r;\n" +
		"call.uni (r), vprintf, (p0, p1);\n}\nret;\n}\n"
	m, err := tgt.LoadModule([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Unload()
	f, err := m.Function("k")
	if err != nil {
		t.Fatal(err)
	}
	var captured bytes.Buffer
	one := [3]uint32{1, 1, 1}
	if err := f.Launch(one, one, 0, nil, &captured); err != nil {
		t.Fatal(err)
	}
	if err := f.Launch(one, one, 0, nil, nil); err != nil {
		t.Fatal(err)
	}
	if captured.String() != "hi\n" || strings.Count(own.String(), "hi\n") != 1 {
		t.Errorf("captured %q, target's own writer %q; want \"hi\\n\" each", captured.String(), own.String())
	}

	// Through a case with no stdout golden, conform.Run leaves printf to the
	// target's own writer (cudasim conform --printf).
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "k.ptx"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "k.case")
	if err := os.WriteFile(path, []byte("image k.ptx\nkernel k\ngrid 1 1 1\nblock 1 1 1\nlaunch\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := conform.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	own.Reset()
	if res := conform.Run(tgt, c); !res.Passed() || own.String() != "hi\n" {
		t.Errorf("conform.Run: %s; target's own writer %q, want \"hi\\n\"", res.String(), own.String())
	}
}
