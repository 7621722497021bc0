package driver

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
)

// sharedFaultKnown are the measured accesses cudasim answers differently,
// with why.
var sharedFaultKnown = map[string]string{
	// A generic address 1 GiB below the shared window is global memory:
	// on the H200 it happened to be mapped, in cudasim it is not (the
	// windows lie elsewhere).
	"both ldg -1073741824": "a global address below the shared window",
}

// sharedFaultKernels are testdata/reference/errs13/faultmap.cu's shared
// memory kernels in PTX: one 4-byte access at byte off from a shared array
// (static: a 128-byte __shared__ array; dyn: the dynamic array; both: the
// dynamic array after a 128-byte static one), by st.shared/ld.shared with a
// 32-bit address computed in 32 bits (sts, lds), or by st/ld with a generic
// address (stg, ldg).
func sharedFaultKernels() string {
	var b strings.Builder
	b.WriteString(".version 8.0\n.target sm_90\n.address_size 64\n.extern .shared .align 16 .b8 dyn[];\n")
	for _, kind := range []string{"static", "dyn", "both"} {
		for _, mode := range []string{"sts", "lds", "stg", "ldg"} {
			fmt.Fprintf(&b, ".visible .entry %s_%s(.param .u64 off, .param .u64 out)\n{\n", kind, mode)
			b.WriteString("  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n")
			base := "dyn"
			if kind != "dyn" {
				b.WriteString("  .shared .align 4 .b8 s[128];\n  mov.u32 %r6, 1;\n  st.volatile.shared.u32 [s], %r6;\n")
				if kind == "static" {
					base = "s"
				}
			}
			fmt.Fprintf(&b, "  ld.param.u64 %%rd1, [off];\n  ld.param.u64 %%rd2, [out];\n  mov.u32 %%r4, 7;\n")
			switch mode {
			case "sts", "lds":
				fmt.Fprintf(&b, "  mov.u32 %%r1, %s;\n  cvt.u32.u64 %%r2, %%rd1;\n  add.s32 %%r3, %%r1, %%r2;\n", base)
				if mode == "sts" {
					b.WriteString("  st.shared.u32 [%r3], %r4;\n")
				} else {
					b.WriteString("  ld.volatile.shared.u32 %r4, [%r3];\n")
				}
			default:
				fmt.Fprintf(&b, "  cvta.shared.u64 %%rd3, %s;\n  add.s64 %%rd4, %%rd3, %%rd1;\n", base)
				if mode == "stg" {
					b.WriteString("  st.u32 [%rd4], %r4;\n")
				} else {
					b.WriteString("  ld.volatile.u32 %r4, [%rd4];\n")
				}
			}
			b.WriteString("  cvta.to.global.u64 %rd5, %rd2;\n  st.global.u32 [%rd5], %r4;\n  ret;\n}\n")
		}
	}
	return b.String()
}

// TestSharedFaultsH200 replays every shared memory access the H200 was
// asked for in testdata/reference/errs13 (shared_KIND.txt: ld and st,
// .shared and generic addressing, static, dynamic and both, offsets from
// 1 GiB below to 1 GiB past the array) and wants the H200's answer: no
// fault in the CTA's memory and the 1 KiB reserved below it, 700 past it
// up to 16 MiB into the window, 715 from there on and for negative
// .shared addresses, 700 for generic addresses below the window.
func TestSharedFaultsH200(t *testing.T) {
	codes := map[string]cu.Result{"cudaSuccess": cu.Success, "cudaErrorIllegalAddress": cu.ErrorIllegalAddress,
		"cudaErrorIllegalInstruction": cu.ErrorIllegalInstruction}
	ptx := sharedFaultKernels()
	files, err := filepath.Glob("../testdata/reference/errs13/shared_*.txt")
	if err != nil || len(files) != 4 {
		t.Fatalf("shared_*.txt: %v %v", files, err)
	}
	n := 0
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			// static sts       -1028: launch cudaSuccess sync cudaErrorIllegalInstruction | ...
			w := strings.Fields(sc.Text())
			if len(w) < 7 || w[3] != "launch" {
				t.Fatalf("%s: bad line %q", file, sc.Text())
			}
			kind, mode := w[0], w[1]
			off, err := strconv.ParseInt(strings.TrimSuffix(w[2], ":"), 10, 64)
			want, ok := codes[w[6]]
			if err != nil || !ok {
				t.Fatalf("%s: bad line %q", file, sc.Text())
			}
			name := fmt.Sprintf("%s %s %d", kind, mode, off)
			if testing.Short() && n%7 != 0 {
				n++
				continue
			}
			n++
			got := sharedFaultRun(t, ptx, kind, mode, off)
			why, known := sharedFaultKnown[name]
			switch {
			case got != want && !known:
				t.Errorf("%s: cudasim %v, the H200 %v", name, got, want)
			case got == want && known:
				t.Errorf("%s now matches the H200: drop it from sharedFaultKnown (%s)", name, why)
			}
		}
		f.Close()
	}
	if n != 4*4*52 {
		t.Errorf("%d accesses, want %d", n, 4*4*52)
	}
}

// sharedFaultRun launches one access on a fresh emulator (a fault is
// sticky and ends the device's contexts) and returns what the
// synchronisation after it answers.
func sharedFaultRun(t *testing.T, ptx, kind, mode string, off int64) cu.Result {
	d := New(Config{Devices: []Profile{H200()}})
	defer d.Close()
	th := d.NewThread()
	must(t, th.Init(0))
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	must(t, th.CtxSetCurrent(c))
	lib, err := th.LibraryLoadData([]byte(ptx), nil, nil)
	must(t, err)
	out, err := th.MemAlloc(64)
	must(t, err)
	dynamic := map[string]uint32{"static": 0, "dyn": 128, "dyn48k": 48 << 10, "both": 128}[kind]
	if kind == "dyn48k" {
		kind = "dyn"
	}
	k, err := th.LibraryGetKernel(lib, kind+"_"+mode)
	must(t, err)
	must(t, th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{1, 1, 1}, dynamic, 0, Args(uint64(off), out), nil))
	return cu.Code(th.CtxSynchronize())
}

// TestFirstAllocationReserveH200 replays testdata/reference/errs13's
// drvmap.txt: after a context's first allocation (256 bytes, with nothing
// page-locked allocated before it) a store 74 MiB - 4 bytes past its
// granule's start does not fault and one 74 MiB past does (700); after a
// cuMemAllocHost the next granule faults already (as in probe6).
func TestFirstAllocationReserveH200(t *testing.T) {
	const ptx = `.version 8.0
.target sm_90
.address_size 64
.visible .entry st(.param .u64 p, .param .u64 off)
{
  .reg .b32 %r<2>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [p];
  ld.param.u64 %rd2, [off];
  add.s64 %rd3, %rd1, %rd2;
  mov.u32 %r1, 7;
  st.volatile.global.u32 [%rd3], %r1;
  ret;
}
`
	for _, tc := range []struct {
		hostFirst bool
		off       uint64
		want      cu.Result
	}{
		{false, 2 << 20, cu.Success},
		{false, 74<<20 - 4, cu.Success},
		{false, 74 << 20, cu.ErrorIllegalAddress},
		{true, 2<<20 - 4, cu.Success},
		{true, 2 << 20, cu.ErrorIllegalAddress},
	} {
		d := New(Config{Devices: []Profile{H200()}})
		th := d.NewThread()
		must(t, th.Init(0))
		c, err := th.DevicePrimaryCtxRetain(0)
		must(t, err)
		must(t, th.CtxSetCurrent(c))
		if tc.hostFirst {
			_, err := th.MemAllocHost(4096)
			must(t, err)
		}
		lib, err := th.LibraryLoadData([]byte(ptx), nil, nil)
		must(t, err)
		base, err := th.MemAlloc(256)
		must(t, err)
		if uint64(base)%(2<<20) != 0 {
			t.Fatalf("the first allocation is at %#x, not at a granule's start", uint64(base))
		}
		k, err := th.LibraryGetKernel(lib, "st")
		must(t, err)
		must(t, th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(base, tc.off), nil))
		if got := cu.Code(th.CtxSynchronize()); got != tc.want {
			t.Errorf("page-locked memory first %v, store at +%#x: %v, want %v", tc.hostFirst, tc.off, got, tc.want)
		}
		// errs13: a 2 MiB allocation lands 74 MiB past the first one's granule (2 MiB past
		// it after page-locked memory)
		if tc.want == cu.Success {
			big, err := th.MemAlloc(2 << 20)
			must(t, err)
			if want := map[bool]uint64{false: 74 << 20, true: 2 << 20}[tc.hostFirst]; uint64(big)-uint64(base) != want {
				t.Errorf("page-locked memory first %v: a 2 MiB allocation at +%#x, want +%#x", tc.hostFirst, uint64(big)-uint64(base), want)
			}
		}
		d.Close()
	}
}
