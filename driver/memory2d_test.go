package driver

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

func TestPitchAnd2D(t *testing.T) {
	_, th, _ := setup(t, Config{})
	if _, _, err := th.MemAllocPitch(100, 3, 2); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("element size 2: %v", err)
	}
	p, pitch, err := th.MemAllocPitch(100, 3, 4)
	if err != nil {
		t.Fatal(err)
	}
	if pitch != 512 {
		t.Errorf("pitch %d, want 512 (the H200's texture alignment)", pitch)
	}
	if err := th.MemsetD2D32(p, pitch, 0x01010101, 25, 3); err != nil {
		t.Fatal(err)
	}
	host, _ := th.MemAllocHost(300)
	// Gather the three 100-byte rows into a packed host buffer.
	if err := th.Memcpy2D(&Memcpy2D{
		SrcMemoryType: MemoryTypeDevice, SrcDevice: p, SrcPitch: pitch, SrcXInBytes: 50,
		DstMemoryType: MemoryTypeHost, DstHost: Addr(host), DstPitch: 100,
		WidthInBytes: 50, Height: 3,
	}); err != nil {
		t.Fatal(err)
	}
	want := make([]byte, 300)
	for row := range 3 {
		for i := range 50 {
			want[row*100+i] = 1
		}
	}
	if diff := cmp.Diff(want, host); diff != "" {
		t.Errorf("2D copy (-want +got):\n%s", diff)
	}
	for name, err := range map[string]error{
		"pitch below width": th.Memcpy2D(&Memcpy2D{SrcMemoryType: MemoryTypeDevice, SrcDevice: p, SrcPitch: 10,
			DstMemoryType: MemoryTypeDevice, DstDevice: p, DstPitch: 512, WidthInBytes: 20, Height: 2}),
		"bad memory type": th.Memcpy2D(&Memcpy2D{SrcMemoryType: 9, WidthInBytes: 1, Height: 1}),
		"past the end":    th.MemsetD2D8(p, pitch, 0, 100, 4),
	} {
		if cu.Code(err) != cu.ErrorInvalidValue {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := th.Memcpy2D(&Memcpy2D{SrcMemoryType: MemoryTypeArray, WidthInBytes: 1, Height: 1}); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("NULL array source: %v", err)
	}
}

// TestMemAllocPitch replays probe2's cuMemAllocPitch loop.
func TestMemAllocPitch(t *testing.T) {
	all := readProbe2(t)
	th, _, _, _, _ := probe2Setup(t)
	var got []string
	for _, es := range []uint32{1, 2, 4, 8, 16, 32} {
		for _, w := range []uint64{1, 4, 100, 128, 511, 512, 513, 1000, 1024, 4096, 5000} {
			p, pitch, err := th.MemAllocPitch(w, 3, es)
			got = append(got, fmt.Sprintf("pitch width=%d height=3 elem=%d -> %d pitch=%d align512=%d", w, es, codeOf(err), pitch, b2i(p%512 == 0)))
			if err == nil {
				th.MemFree(p)
			}
		}
	}
	if diff := cmp.Diff(loopLines(all, "pitch width="), got); diff != "" {
		t.Errorf("cuMemAllocPitch (-real +cudasim):\n%s", diff)
	}
}
