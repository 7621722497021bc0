package driver

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"cudasim/cu"
)

// apiexplore24Golden is where the H200's outputs of
// libcuda/testdata/cudart/apiexplore24's programs are.
const apiexplore24Golden = "../libcuda/testdata/cudart/apiexplore24/golden/b130/"

// TestStackSizeReadBackAsH200 replays s_ax_limits' stack-size section (a
// cudaDeviceSetLimit of each value, then cudaDeviceGetLimit, in order) on
// the driver and compares each answer and read-back with the H200's: a
// request that rounds to the current size reads back as asked.
func TestStackSizeReadBackAsH200(t *testing.T) {
	f, err := os.Open(apiexplore24Golden + "s_ax_limits.h200.out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	_, th, _ := setup(t, Config{})
	sc := bufio.NewScanner(f)
	in, n := false, 0
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "  ") {
			in = strings.HasPrefix(line, "StackSize ")
			continue
		}
		if !in {
			continue
		}
		var v, got uint64
		var set, get string
		if _, err := fmt.Sscanf(line, "  set %d -> %s get %s %d", &v, &set, &get, &got); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		err := th.CtxSetLimit(LimitStackSize, v)
		after, _ := th.CtxGetLimit(LimitStackSize)
		if want := set == "cudaSuccess"; (err == nil) != want || after != got {
			t.Errorf("set %d: %v, reads %d; the H200 %s, %d", v, err, after, set, got)
		}
		n++
	}
	if n < 20 {
		t.Fatalf("%d stack-size lines in the golden", n)
	}
}

// TestPointerSharingAttributesAsH200: the sharing attributes of ordinary
// allocations, as s_ax_ptrattrs read them on the H200 (device: handle types
// 0, access 3, legacy IPC 1; managed: 0, 3, 0 and SYNC_MEMOPS 1).
func TestPointerSharingAttributesAsH200(t *testing.T) {
	_, th, _ := setup(t, Config{})
	dev, err := th.MemAlloc(100000)
	if err != nil {
		t.Fatal(err)
	}
	man, err := th.MemAllocManaged(100000, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p    DevicePtr
		attr PointerAttribute
		want uint64
	}{
		{dev, PointerAttributeAllowedHandleTypes, 0}, {dev, PointerAttributeAccessFlags, 3}, {dev + 99999, PointerAttributeIsLegacyIpcCapable, 1},
		{man, PointerAttributeAllowedHandleTypes, 0}, {man, PointerAttributeAccessFlags, 3}, {man, PointerAttributeIsLegacyIpcCapable, 0},
		{man + 12345, PointerAttributeSyncMemops, 1}, {dev, PointerAttributeSyncMemops, 0},
	} {
		if v, err := th.PointerGetAttribute(c.attr, c.p); err != nil || v != c.want {
			t.Errorf("attribute %d of %#x: %d, %v; the H200 %d", c.attr, c.p, v, err, c.want)
		}
	}
}

// TestMemsetNodeShapeAsH200: memset nodes of zero width or height are
// refused (s_ax_graphapi), a one-row node of any pitch is not.
func TestMemsetNodeShapeAsH200(t *testing.T) {
	for _, c := range []struct {
		p  MemsetNodeParams
		ok bool
	}{
		{MemsetNodeParams{Pitch: 64, ElementSize: 4, Width: 16, Height: 2}, true},
		{MemsetNodeParams{Pitch: 64, ElementSize: 4, Width: 0, Height: 2}, false},
		{MemsetNodeParams{Pitch: 64, ElementSize: 4, Width: 16, Height: 0}, false},
		{MemsetNodeParams{Pitch: 32, ElementSize: 4, Width: 16, Height: 2}, false},
	} {
		if err := c.p.check(); (err == nil) != c.ok {
			t.Errorf("%+v: %v, want ok %v", c.p, err, c.ok)
		}
	}
}

// TestExecAffinityAsH200: the H200's SM count affinity (132, every SM),
// CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY for type 5 and support 0
// (s_ax_driver_b).
func TestExecAffinityAsH200(t *testing.T) {
	_, th, _ := setup(t, Config{})
	if n, err := th.CtxGetExecAffinity(ExecAffinitySMCount); n != 132 || err != nil {
		t.Errorf("SM count affinity %d, %v; the H200 132", n, err)
	}
	if _, err := th.CtxGetExecAffinity(5); cu.Code(err) != cu.ErrorUnsupportedExecAffinity {
		t.Errorf("type 5: %v, want CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY", err)
	}
	if v, err := th.DeviceGetExecAffinitySupport(ExecAffinitySMCount, 0); v != 0 || err != nil {
		t.Errorf("support %d, %v; the H200 0", v, err)
	}
}
