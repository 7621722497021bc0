package driver

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"cudasim/cu"
)

// TestMemcpyOffsetWraps: fuzz27's copies (testdata/reference/fuzz27/probe.cu), whose device
// source offsets run past 2^64 bytes, answer and copy as on the H200 (h200.golden's "== case
// copy..." lines): the offset is taken modulo 2^64, so a row of 2^63 or 2^60 at pitch 16 and a
// slice of 2^62 or 2^58 of 64 bytes copy the first rows, and a row of 2^59+1 lands 2^63+16
// bytes on, in no allocation: CUDA_ERROR_INVALID_VALUE. cudasim answered
// CUDA_ERROR_NOT_SUPPORTED before session 28.
func TestMemcpyOffsetWraps(t *testing.T) {
	want := map[string]string{}
	f, err := os.Open("../testdata/reference/fuzz27/h200.golden")
	must(t, err)
	defer f.Close()
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if name, _, ok := strings.Cut(strings.TrimPrefix(sc.Text(), "== case "), ":"); ok && strings.HasPrefix(name, "copy") {
			want[name] = sc.Text()
		}
	}
	d, th, _, dev := newFuzzDriver(t, nil, "")
	defer d.Close()
	pattern := make([]byte, 1<<16)
	for i := range pattern {
		pattern[i] = byte(i * 7)
	}
	must(t, th.MemcpyHtoD(dev, pattern))
	for _, c := range []struct {
		name       string
		srcY, srcZ uint64
		threeD     bool
	}{
		{"copy2d-row-0", 0, 0, false},
		{"copy2d-row-2^63", 1 << 63, 0, false},
		{"copy2d-row-2^60", 1 << 60, 0, false},
		{"copy2d-row-2^59+1", 1<<59 + 1, 0, false},
		{"copy3d-slice-2^62", 0, 1 << 62, true},
		{"copy3d-slice-2^58", 0, 1 << 58, true},
	} {
		// the probe's 64 bytes and the second slice's 64 past them; page-locked, as the
		// driver alone reaches host memory (the drop-in copies pageable memory through C)
		host, err := th.MemHostAlloc(128, 0)
		must(t, err)
		for i := range host {
			host[i] = 0xee
		}
		if c.threeD {
			err = th.Memcpy3D(&Memcpy3D{SrcMemoryType: MemoryTypeDevice, SrcDevice: dev, SrcY: c.srcY, SrcZ: c.srcZ, SrcPitch: 16, SrcHeight: 4,
				DstMemoryType: MemoryTypeHost, DstHost: Addr(host), DstPitch: 16, DstHeight: 4, WidthInBytes: 7, Height: 2, Depth: 2})
		} else {
			err = th.Memcpy2D(&Memcpy2D{SrcMemoryType: MemoryTypeDevice, SrcDevice: dev, SrcY: c.srcY, SrcPitch: 16,
				DstMemoryType: MemoryTypeHost, DstHost: Addr(host), DstPitch: 16, WidthInBytes: 7, Height: 4})
		}
		code := cu.Code(err)
		got := fmt.Sprintf("== case %s: %d %s; bytes", c.name, int(code), code.Name())
		for _, b := range host[:64] {
			got += fmt.Sprintf(" %02x", b)
		}
		if got != want[c.name] {
			t.Errorf("%s (%v):\n%s\nthe H200:\n%s", c.name, err, got, want[c.name])
		}
		must(t, th.MemFreeHost(host))
	}
}
