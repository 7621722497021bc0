package driver

import (
	"encoding/binary"
	"math"
	"os"
	"testing"

	"cudasim/cu"
)

// TestLegacyLaunch launches testdata/reference/legacy's kernel through the
// legacy API as legacyprobe.c's "good" section does and checks what the
// kernel saw and the codes the H200 gave (legacy-w1.txt), from Go.
func TestLegacyLaunch(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	ptx, err := os.ReadFile("../testdata/reference/legacy/legacy_kernel.ptx")
	must(t, err)
	m, err := th.ModuleLoadData(append(ptx, 0))
	must(t, err)
	f, err := th.ModuleGetFunction(m, "legacy")
	must(t, err)
	out, err := th.MemAlloc(64)
	must(t, err)
	read := func() []int32 {
		must(t, th.CtxSynchronize())
		b := make([]byte, 64)
		must(t, th.MemcpyDtoH(b, out))
		v := make([]int32, 16)
		for i := range v {
			v[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
		}
		must(t, th.MemsetD32(out, 0, 16))
		return v
	}
	must(t, th.MemsetD32(out, 0, 16))

	wantCode(t, "shape 32x32x2", th.FuncSetBlockShape(f, 32, 32, 2), cu.ErrorInvalidValue)
	wantCode(t, "shape z 65", th.FuncSetBlockShape(f, 1, 1, 65), cu.ErrorInvalidValue)
	must(t, th.FuncSetBlockShape(f, 4, 2, 3))
	must(t, th.FuncSetSharedSize(f, 24))
	wantCode(t, "shared 48K+4", th.FuncSetSharedSize(f, 48*1024+4), cu.ErrorInvalidValue)
	must(t, th.ParamSetSize(f, 16))
	must(t, th.ParamSetv(f, 0, binary.LittleEndian.AppendUint64(nil, uint64(out))))
	must(t, th.ParamSeti(f, 8, 7))
	must(t, th.ParamSetf(f, 12, 1.5))
	must(t, th.LaunchGrid(f, 3, 2))
	v := read()
	// threads, blocks, grid, block, dynamic shared memory, a, b
	want := []int32{144, 6, 3, 2, 1, 4, 2, 3, 24, 7, int32(math.Float32bits(1.5))}
	for i, w := range want {
		if v[i] != w {
			t.Errorf("cuLaunchGrid 3x2: word %d = %d, want %d (all: %v)", i, v[i], w, v[:11])
		}
	}
	wantCode(t, "grid height 65536", th.LaunchGrid(f, 1, 65536), cu.ErrorInvalidValue)
	wantCode(t, "param size 32765", th.ParamSetSize(f, 32765), cu.ErrorInvalidValue)
	wantCode(t, "past the buffer", th.ParamSeti(f, 32761, 1), cu.ErrorInvalidValue)
	wantCode(t, "negative offset", th.ParamSeti(f, -4, 1), cu.ErrorInvalidValue)
	wantCode(t, "NULL data", th.ParamSetv(f, 0, nil), cu.ErrorInvalidValue)

	// A size of 8: the kernel reads zeros past it; 24 is too many.
	must(t, th.ParamSetSize(f, 8))
	must(t, th.Launch(f))
	if v := read(); v[9] != 0 || v[10] != 0 || v[0] != 24 {
		t.Errorf("size 8: threads %d a %d b %#x, want 24, 0, 0", v[0], v[9], v[10])
	}
	must(t, th.ParamSetSize(f, 24))
	wantCode(t, "size 24", th.Launch(f), cu.ErrorLaunchOutOfResources)

	wantCode(t, "NULL function", th.Launch(0), cu.ErrorInvalidHandle)
	wantCode(t, "NULL texref", th.ParamSetTexRef(f, -1, 0), cu.ErrorInvalidHandle)

	for _, c := range []struct {
		format, channels uint32
		want             uint64
	}{{0x01, 1, 1 << 30}, {0x02, 4, 1 << 29}, {0x20, 4, 1 << 28}, {0x20, 2, 1 << 29}, {0x50, 4, 1 << 30}, {0x91, 4, 1 << 29}} {
		w, err := th.DeviceGetTexture1DLinearMaxWidth(c.format, c.channels, 0)
		if err != nil || w != c.want {
			t.Errorf("cuDeviceGetTexture1DLinearMaxWidth(%#x, %d) = %d, %v; want %d", c.format, c.channels, w, err, c.want)
		}
	}
	_, err = th.DeviceGetTexture1DLinearMaxWidth(0x20, 3, 0)
	wantCode(t, "3 channels", err, cu.ErrorInvalidValue)
	_, err = th.DeviceGetTexture1DLinearMaxWidth(0x20, 1, 9)
	wantCode(t, "device 9", err, cu.ErrorInvalidDevice)
}
