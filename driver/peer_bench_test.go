package driver

import (
	"fmt"
	"testing"
)

// vecAddPTX adds two int arrays into a third: three allocations touched
// in turn by every thread, so the engine's one-span cache misses on
// nearly every access and global memory is resolved through the address
// space (mem.Space.Span) each time.
const vecAddPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry vecAdd(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u32 n)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<10>;
	ld.param.u64 %rd1, [pa];
	ld.param.u64 %rd2, [pb];
	ld.param.u64 %rd3, [pc];
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, %tid.x;
	mad.lo.s32 %r5, %r2, %r3, %r4;
	setp.ge.s32 %p1, %r5, %r1;
	@%p1 bra DONE;
	mul.wide.s32 %rd4, %r5, 4;
	add.s64 %rd5, %rd1, %rd4;
	add.s64 %rd6, %rd2, %rd4;
	add.s64 %rd7, %rd3, %rd4;
	ld.global.u32 %r6, [%rd5];
	ld.global.u32 %r7, [%rd6];
	add.s32 %r6, %r6, %r7;
	st.global.u32 [%rd7], %r6;
DONE:
	ret;
}
`

// BenchmarkLaunchVecAdd measures a launch whose global accesses go through
// the driver's address space: 256K ints in each of three device
// allocations (16 pages of 64 KiB each). With two devices the kernel sees
// the space through a view that leaves out the device memory it may not
// reach (see kernelMemory).
func BenchmarkLaunchVecAdd(b *testing.B) {
	for _, n := range []int{1, 2} {
		b.Run(fmt.Sprintf("devices=%d", n), func(b *testing.B) {
			devs := make([]Profile, n)
			for i := range devs {
				devs[i] = H200()
			}
			benchVecAdd(b, Config{Devices: devs})
		})
	}
}

func benchVecAdd(b *testing.B, cfg Config) {
	_, th, _ := setup(b, cfg)
	m, err := th.ModuleLoadData([]byte(vecAddPTX))
	must(b, err)
	f, err := th.ModuleGetFunction(m, "vecAdd")
	must(b, err)
	const n = 256 << 10
	var bufs [3]DevicePtr
	for i := range bufs {
		bufs[i], err = th.MemAlloc(4 * n)
		must(b, err)
		must(b, th.MemsetD32(bufs[i], uint32(i+1), n))
	}
	args := Args(bufs[0], bufs[1], bufs[2], int32(n))
	b.ResetTimer()
	for range b.N {
		must(b, th.LaunchKernel(f, Dim3{n / 256, 1, 1}, Dim3{256, 1, 1}, 0, 0, args, nil))
	}
	b.StopTimer()
	out := make([]byte, 8)
	must(b, th.MemcpyDtoH(out, bufs[2]+DevicePtr(4*(n-2))))
	if out[0] != 3 || out[4] != 3 {
		b.Fatalf("vecAdd wrote %v, want 3s", out)
	}
}

// BenchmarkSmallLaunchTwoDevices is BenchmarkLaunchKernelCUfunction with two
// devices: what building the kernel's view of memory (kernelMemory) adds to
// a launch too small to amortize it.
func BenchmarkSmallLaunchTwoDevices(b *testing.B) {
	_, th, _ := newLibTest(b, 2, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(b, "kernels.fatbin"), nil, nil)
	must(b, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(b, err)
	f, err := th.KernelGetFunction(k)
	must(b, err)
	buf, err := th.MemAlloc(256)
	must(b, err)
	args := Args(buf, int32(64))
	b.ResetTimer()
	for range b.N {
		if err := th.LaunchKernel(f, Dim3{2, 1, 1}, Dim3{32, 1, 1}, 0, 0, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}
