package sim

import (
	"encoding/binary"
	"strings"
	"testing"

	"cudasim/cu"
)

// sizeQueryMem is test memory with one texture object (handle 1) and one surface object (handle 2).
type sizeQueryMem struct {
	Memory
	tex  *TexObject
	surf *TexResource
}

func (m sizeQueryMem) TexObject(h uint64) (*TexObject, bool)    { return m.tex, h == 1 }
func (m sizeQueryMem) SurfObject(h uint64) (*TexResource, bool) { return m.surf, h == 2 }

// TestSizeQueryUnmeasured: txq on a texture over a mipmapped array and suq on a cubemap surface
// answer CUDA_ERROR_NOT_SUPPORTED naming the form (what the H200 answers there was not measured;
// the probe is testdata/conformance/breadth22/mipq), while the measured forms still answer sizes.
func TestSizeQueryUnmeasured(t *testing.T) {
	level := TexLevel{Width: 8, Height: 8, Depth: 6, RowPitch: 32, SlicePitch: 256}
	mip := &TexObject{Res: TexResource{Kind: TexMipmapped, Shape: Tex2D, Format: 0x20, Channels: 1,
		Levels: []TexLevel{{Width: 16, Height: 8, Depth: 1}, {Width: 8, Height: 4, Depth: 1}}}}
	plain := &TexObject{Res: TexResource{Kind: TexArray, Shape: Tex2D, Format: 0x20, Channels: 1,
		Levels: []TexLevel{{Width: 16, Height: 8, Depth: 1}}}}
	cube := &TexResource{Kind: TexArray, Shape: TexCube, Format: 0x20, Channels: 1, Levels: []TexLevel{level}}
	acube := &TexResource{Kind: TexArray, Shape: TexCubeLayered, Format: 0x20, Channels: 1,
		Levels: []TexLevel{{Width: 8, Height: 8, Depth: 12}}}
	flat := &TexResource{Kind: TexArray, Shape: Tex2D, Format: 0x20, Channels: 1,
		Levels: []TexLevel{{Width: 16, Height: 8, Depth: 1}}}
	tests := []struct {
		name  string
		query string
		tex   *TexObject
		surf  *TexResource
		want  uint32 // the size, where the query is measured
		msg   string // the diagnostic, where it answers NOT_SUPPORTED
	}{
		{"txq mipmapped", "txq.width.b32 %r1, [%rd1];", mip, nil, 0, "mipmapped"},
		{"txq.level mipmapped", "txq.level.height.b32 %r1, [%rd1], %r2;", mip, nil, 0, "mipmapped"},
		{"suq cube", "suq.width.b32 %r1, [%rd3];", nil, cube, 0, "cubemap surface"},
		{"suq layered cube", "suq.depth.b32 %r1, [%rd3];", nil, acube, 0, "cubemap surface"},
		{"txq array", "txq.height.b32 %r1, [%rd1];", plain, nil, 8, ""},
		{"suq 2d", "suq.width.b32 %r1, [%rd3];", nil, flat, 16, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := ".version 8.0\n.target sm_90\n.address_size 64\n" +
				".visible .entry k(.param .u64 p) { .reg .b32 %r<3>; .reg .b64 %rd<4>;\n" +
				"mov.u64 %rd1, 1; mov.u64 %rd3, 2; mov.u32 %r2, 0; ld.param.u64 %rd2, [p];\n" +
				tc.query + "\nst.global.u32 [%rd2], %r1;\nret; }"
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
			if err != nil {
				t.Fatal(err)
			}
			buf, _ := tg.Alloc(4)
			f, _ := mod.Function("k")
			err = Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1}, Params: le64(buf),
				Memory: sizeQueryMem{tg.testMem, tc.tex, tc.surf}, InstructionBudget: 1000})
			if tc.msg != "" {
				if cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), tc.msg) {
					t.Fatalf("got %v, want NOT_SUPPORTED naming %q", err, tc.msg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			out := make([]byte, 4)
			tg.testMem.Read(buf, out)
			if got := binary.LittleEndian.Uint32(out); got != tc.want {
				t.Errorf("answered %d, want %d", got, tc.want)
			}
		})
	}
}
