package conform

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const textureDir = "../testdata/conformance/texture"

// tarMember reads one member of a gzipped tar.
func tarMember(t *testing.T, path, name string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err != nil {
			t.Fatalf("%s: no %s: %v", path, name, err)
		}
		if strings.TrimPrefix(h.Name, "./") == name {
			b, _ := io.ReadAll(tr)
			return b
		}
	}
}

// TestParseTextureCases parses every texture case; two are checked in full,
// their texels and coordinates against the archive members they point into.
func TestParseTextureCases(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join(textureDir, "*.case"))
	if len(paths) < 300 {
		t.Fatalf("%d texture cases", len(paths))
	}
	for _, p := range paths {
		if _, err := Load(p); err != nil {
			t.Error(err)
		}
	}
	gold := filepath.Join(textureDir, "../../texture/h200-gold.tgz")
	for _, tc := range []struct {
		name   string
		array  Array
		object Object
		check  string
	}{
		{"mode_2d_f16x1_border_linear_norm", Array{Name: "A", Format: 0x10, Channels: 1, Width: 6, Height: 6},
			Object{Name: "T", Array: "A", Address: [3]uint32{3, 3, 3}, Filter: 1, Flags: 2, Border: [4]uint32{0x3e800000, 0xbfc00000, 0x40400000, 0x3f333333}}, "out"},
		{"sustp_f32_x4", Array{Name: "A", Format: 0x20, Channels: 4, Width: 16, Height: 8, Flags: 2}, Object{Name: "T", Array: "A", Surface: true}, "A"},
	} {
		c, err := Load(filepath.Join(textureDir, tc.name+".case"))
		if err != nil {
			t.Fatal(err)
		}
		var checks []string
		var params []string
		for _, op := range c.Ops {
			switch op.Kind {
			case OpArray:
				a := *op.Array
				data, err := a.Data.Bytes()
				if err != nil {
					t.Fatal(err)
				}
				if want := tarMember(t, gold, "gold/"+tc.name+".texels"); !bytes.Equal(data, want) {
					t.Errorf("%s: texels differ from the archive's (%d bytes, want %d)", tc.name, len(data), len(want))
				}
				a.Data = nil
				if a != tc.array {
					t.Errorf("%s: array %+v, want %+v", tc.name, a, tc.array)
				}
			case OpTex:
				if *op.Object != tc.object {
					t.Errorf("%s: object %+v, want %+v", tc.name, *op.Object, tc.object)
				}
			case OpBuf:
				if op.Buf.Name != "coords" {
					continue
				}
				data, err := op.Buf.Bytes()
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(data, tarMember(t, gold, "gold/"+tc.name+".coords")) {
					t.Errorf("%s: coordinates differ from the archive's", tc.name)
				}
			case OpParam:
				params = append(params, op.Param.Obj+op.Param.Buf)
			case OpCheck:
				checks = append(checks, op.Check.Buf)
			}
		}
		if strings.Join(checks, ",") != tc.check || len(params) != 5 || params[0] != "T" {
			t.Errorf("%s: checks %v params %v", tc.name, checks, params)
		}
	}
}

func TestParseTextureErrors(t *testing.T) {
	for _, src := range []string{
		"array A 0x20 3 4 4 0 0 zero",                      // 3 channels
		"array A 0x30 1 4 4 0 0 zero",                      // not a classic format
		"array A 0x20 4 0 4 0 0 zero",                      // no width
		"array A 0x20 4 100000 1 0 0 zero",                 // too wide
		"array A 0x20 4 32768 32768 32768 0 zero",          // too large
		"array A 0x20 4 4 4 0 0 nosuch",                    // generator
		"array A 0x20 4 4 4 0 0",                           // no generator
		"tex T A 1 1 1 1",                                  // no flags
		"surf T",                                           // no array
		"param obj",                                        // no name
		"array A 0x20 4 4 4 0 0 range 1",                   // range without bounds
		"array A 0x01 1 4 1 0 0 file",                      // file without a path
		"tex T A 1 1 1 1 0 0x3f800000 1 2 3 4 5 6 7 8 9 0", // extra words are ignored, as by kernrun: accepted
	} {
		_, err := Parse("t.case", []byte(src))
		if (err == nil) != strings.HasPrefix(src, "tex T A 1 1 1 1 0 0x3f800000") {
			t.Errorf("%q: %v", src, err)
		}
	}
}

// texFake is a fakeTarget with CUDA arrays and objects: an array lives in
// mem at its handle; an object handle maps to its array.
type texFake struct {
	*fakeTarget
	objs      map[uint64]uint64
	destroyed int
}

func (f *texFake) ArrayCreate(a *Array) (uint64, error)            { return f.Alloc(a.Bytes()) }
func (f *texFake) ArrayWrite(arr uint64, a *Array, b []byte) error { return f.Write(arr, b) }
func (f *texFake) ArrayRead(arr uint64, a *Array, b []byte) error  { return f.Read(arr, b) }
func (f *texFake) ArrayDestroy(arr uint64) error                   { f.destroyed++; return f.Free(arr) }
func (f *texFake) ObjectCreate(r Resource, o *Object) (uint64, error) {
	h := uint64(len(f.objs) + 1)
	f.objs[h] = r.Array
	return h, nil
}
func (f *texFake) ObjectDestroy(obj uint64, surface bool) error {
	delete(f.objs, obj)
	f.destroyed++
	return nil
}

// TestRunTextureDirectives runs a case whose "kernel" doubles the bytes of
// the array behind its surface parameter, in place and into out, and checks
// that the array and buffer are compared with their goldens, a flipped golden
// byte fails, and arrays and objects are released.
func TestRunTextureDirectives(t *testing.T) {
	dir := t.TempDir()
	src := "image x.ptx\nkernel k\narray A 0x01 2 4 3 0 0x2 iota\nsurf S A\nbuf out u8 24 zero\nparam obj S\nparam buf out\nlaunch\ncheck A exact\ncheck out exact\n"
	path := filepath.Join(dir, "t.case")
	os.WriteFile(path, []byte(src), 0o644)
	os.WriteFile(filepath.Join(dir, "x.ptx"), []byte("//"), 0o644)
	want := make([]byte, 24)
	for i := range want {
		want[i] = byte(2 * i)
	}
	os.WriteFile(path+".A.bin", want, 0o644)
	os.WriteFile(path+".out.bin", want, 0o644)
	newTexFake := func() *texFake {
		f := &texFake{fakeTarget: newFake(), objs: map[uint64]uint64{}}
		f.kernels["k"] = func(_ *fakeTarget, _, _ [3]uint32, p [][]byte) {
			arr := f.mem[f.objs[ptrParam(p[0])]]
			for i := range arr {
				arr[i] *= 2
			}
			copy(f.mem[ptrParam(p[1])], arr)
		}
		return f
	}
	f := newTexFake()
	if rep := RunFiles(f, path); rep.Passed != 1 {
		t.Fatalf("report:\n%s", rep)
	}
	if len(f.mem) != 0 || len(f.objs) != 0 || f.destroyed != 2 {
		t.Errorf("left %d allocations, %d objects; %d destroyed", len(f.mem), len(f.objs), f.destroyed)
	}
	want[13] ^= 1
	os.WriteFile(path+".A.bin", want, 0o644)
	rep := RunFiles(newTexFake(), path)
	if rep.Failed != 1 || len(rep.Results[0].Mismatches) != 1 || !strings.Contains(rep.String(), "A: 1 of 24 differ; first at [13]: got 0x1a want 0x1b") {
		t.Errorf("flipped golden byte: report:\n%s", rep)
	}
	// A target without arrays, and an unknown object, are errors of the case.
	plain := newFake()
	plain.kernels["k"] = func(*fakeTarget, [3]uint32, [3]uint32, [][]byte) {}
	if rep := RunFiles(plain, path); rep.Results[0].Err == nil || !strings.Contains(rep.String(), "no CUDA arrays") {
		t.Errorf("target without arrays: %s", rep)
	}
	// A linear resource over a buffer: the object is made over the buffer's memory.
	f = newTexFake()
	var got Resource
	f.kernels["k"] = func(*fakeTarget, [3]uint32, [3]uint32, [][]byte) {}
	lin := "image x.ptx\nkernel k\nbuf M u8 48 iota\npitch2d R M 0x01 4 3 2 32\ntex T R 0 0 0 0 0\nparam obj T\nlaunch\n"
	os.WriteFile(path, []byte(lin), 0o644)
	ft := &resFake{texFake: f, got: &got}
	if rep := RunFiles(ft, path); rep.Passed != 1 || got.Memory == nil || *got.Memory != (Memory{Name: "R", Buf: "M", Pitch2D: true, Format: 1, Channels: 4, Width: 3, Height: 2, Pitch: 32}) || got.Size != 48 || got.Ptr == 0 {
		t.Errorf("pitch2d resource: %+v %+v\n%s", got, got.Memory, rep)
	}
	os.WriteFile(path, []byte(strings.Replace(lin, "tex T R", "tex T Q", 1)), 0o644)
	if rep := RunFiles(ft, path); rep.Results[0].Err == nil || !strings.Contains(rep.String(), "no array or resource Q") {
		t.Errorf("unknown resource: %s", rep)
	}
	os.WriteFile(path, []byte(strings.Replace(src, "param obj S", "param obj Q", 1)), 0o644)
	if rep := RunFiles(newTexFake(), path); rep.Results[0].Err == nil || !strings.Contains(rep.String(), "no object Q") {
		t.Errorf("unknown object: %s", rep)
	}
}

// resFake records the resource of the objects it makes.
type resFake struct {
	*texFake
	got *Resource
}

func (f *resFake) ObjectCreate(r Resource, o *Object) (uint64, error) {
	*f.got = r
	return f.texFake.ObjectCreate(r, o)
}
