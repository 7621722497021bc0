package driver

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/sim"
)

// vmmProp is the properties of plain device memory on device 0.
var vmmProp = MemAllocationProp{Type: MemAllocationPinned, Location: MemLocation{Type: MemLocationDevice, ID: 0}}

var rw0 = []MemAccessDesc{{Location: MemLocation{Type: MemLocationDevice, ID: 0}, Flags: MemAccessReadWrite}}

// vmmKernel loads testdata/reference/vmm/vecadd.ptx's vecAdd.
func vmmKernel(t testing.TB, th *Thread) Function {
	t.Helper()
	ptx, err := os.ReadFile("../testdata/reference/vmm/vecadd.ptx")
	must(t, err)
	m, err := th.ModuleLoadData(ptx)
	must(t, err)
	f, err := th.ModuleGetFunction(m, "vecAdd")
	must(t, err)
	return f
}

func u64le(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }

// vecAdd launches c = a + b over n floats and waits.
func vecAdd(t testing.TB, th *Thread, f Function, a, b, c DevicePtr, n uint64) error {
	t.Helper()
	if err := th.LaunchKernel(f, Dim3{X: uint32((n + 127) / 128), Y: 1, Z: 1}, Dim3{X: 128, Y: 1, Z: 1}, 0, 0,
		[][]byte{u64le(a), u64le(b), u64le(c), u64le(n)}, nil); err != nil {
		return err
	}
	return th.CtxSynchronize()
}

// vmmGranule maps one granule of device 0's memory at a fresh reservation,
// given no access yet.
func vmmGranule(t testing.TB, th *Thread) DevicePtr {
	t.Helper()
	g := uint64(vmmGranularity)
	h, err := th.MemCreate(g, &vmmProp, 0)
	must(t, err)
	a, err := th.MemAddressReserve(g, 0, 0, 0)
	must(t, err)
	must(t, th.MemMap(a, g, 0, h, 0))
	return a
}

// One physical allocation mapped at two addresses: copies and a kernel
// through either reach the same bytes (as on the H200: testdata/reference/
// vmm, section alias).
func TestVMMAliasing(t *testing.T) {
	_, th, _ := setup(t, Config{})
	g := uint64(vmmGranularity)
	h, err := th.MemCreate(g, &vmmProp, 0)
	must(t, err)
	r1, err := th.MemAddressReserve(g, 0, 0, 0)
	must(t, err)
	r2, err := th.MemAddressReserve(2*g, 0, 0, 0)
	must(t, err)
	must(t, th.MemMap(r1, g, 0, h, 0))
	must(t, th.MemMap(r2, g, 0, h, 0))
	must(t, th.MemMap(r2+g, g, 0, h, 0))
	must(t, th.MemSetAccess(r1, g, rw0))
	must(t, th.MemSetAccess(r2, 2*g, rw0))
	f := vmmKernel(t, th)
	ones := make([]byte, 64)
	for i := 0; i < 64; i += 4 {
		binary.LittleEndian.PutUint32(ones[i:], 0x3f800000) // 1.0
	}
	must(t, th.MemcpyHtoD(r1, ones))
	// c (through r2+g, 4 KiB on) = a (through r1) + b (through r2)
	must(t, vecAdd(t, th, f, r1, r2, r2+g+4096, 16))
	got := make([]byte, 4)
	must(t, th.MemcpyDtoH(got, r1+4096+60))
	if v := binary.LittleEndian.Uint32(got); v != 0x40000000 {
		t.Errorf("the kernel's result read through another mapping: %#x, want 2.0", v)
	}
	// A copy across the two mappings of r2 (one range, as on the H200).
	must(t, th.MemcpyHtoD(r2+g-8, []byte("0123456789abcdef")))
	back := make([]byte, 8)
	must(t, th.MemcpyDtoH(back, r1))
	if string(back) != "89abcdef" {
		t.Errorf("r1 reads %q after a copy across r2's two mappings", back)
	}
	// Release while mapped: the memory lives until the last unmap.
	must(t, th.MemRelease(h))
	if _, err := th.MemGetAllocationPropertiesFromHandle(h); err != nil {
		t.Errorf("a released handle still mapped: %v", err)
	}
	if err := th.MemRelease(h); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a second release: %v", err)
	}
	h2, err := th.MemRetainAllocationHandle(r2 + g + 16)
	if err != nil || h2 != h {
		t.Errorf("retain after release: %#x, %v (want the same handle)", h2, err)
	}
	must(t, th.MemRelease(h2))
	must(t, th.MemUnmap(r1, g))
	must(t, th.MemcpyDtoH(back, r2+g))
	if string(back) != "89abcdef" {
		t.Errorf("r2 reads %q after r1 was unmapped", back)
	}
	free0, _, _ := th.MemGetInfo()
	must(t, th.MemUnmap(r2, 2*g))
	if free1, _, _ := th.MemGetInfo(); free1-free0 != g {
		t.Errorf("the last unmap of released memory gave back %d bytes, want %d", free1-free0, g)
	}
	if _, err := th.MemGetAllocationPropertiesFromHandle(h); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a handle released and unmapped: %v", err)
	}
	must(t, th.MemAddressFree(r1, g))
	must(t, th.MemAddressFree(r2, 2*g))
}

// Kernels touching a mapping given no access, or after its access was
// taken away or it was unmapped, fault with CUDA_ERROR_ILLEGAL_ADDRESS at
// the synchronisation, as on the H200 (testdata/reference/vmm, fault-*);
// copies into it are refused with CUDA_ERROR_INVALID_VALUE.
func TestVMMAccessFaults(t *testing.T) {
	g := uint64(vmmGranularity)
	for _, c := range []struct {
		what   string
		before func(th *Thread, a DevicePtr)
	}{
		{"no access", func(*Thread, DevicePtr) {}},
		{"access taken away", func(th *Thread, a DevicePtr) {
			must(t, th.MemSetAccess(a, g, rw0))
			must(t, th.MemSetAccess(a, g, []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessNone}}))
		}},
		{"unmapped", func(th *Thread, a DevicePtr) {
			must(t, th.MemSetAccess(a, g, rw0))
			must(t, th.MemUnmap(a, g))
		}},
	} {
		t.Run(c.what, func(t *testing.T) {
			_, th, _ := setup(t, Config{})
			f := vmmKernel(t, th)
			a := vmmGranule(t, th)
			c.before(th, a)
			if err := th.MemcpyHtoD(a, []byte{1, 2, 3, 4}); cu.Code(err) != cu.ErrorInvalidValue {
				t.Errorf("a copy into it: %v", err)
			}
			if err := vecAdd(t, th, f, a, a, a, 4); cu.Code(err) != cu.ErrorIllegalAddress {
				t.Errorf("a kernel touching it: %v, want CUDA_ERROR_ILLEGAL_ADDRESS", err)
			}
		})
	}
	t.Run("read-only", func(t *testing.T) {
		_, th, _ := setup(t, Config{})
		f := vmmKernel(t, th)
		a := vmmGranule(t, th)
		must(t, th.MemSetAccess(a, g, rw0))
		one := binary.LittleEndian.AppendUint32(nil, math.Float32bits(1))
		must(t, th.MemcpyHtoD(a, one))
		must(t, th.MemSetAccess(a, g, []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessRead}}))
		out, err := th.MemAlloc(4)
		must(t, err)
		if err := vecAdd(t, th, f, a, a, out, 1); err != nil {
			t.Errorf("a kernel reading read-only memory: %v", err)
		} else if b := make([]byte, 4); th.MemcpyDtoH(b, out) != nil || math.Float32frombits(binary.LittleEndian.Uint32(b)) != 2 {
			t.Errorf("a kernel reading read-only memory wrote %x, want 2.0", b)
		}
		if err := th.MemcpyHtoD(a, []byte{1}); cu.Code(err) != cu.ErrorInvalidValue {
			t.Errorf("a copy into read-only memory: %v", err)
		}
		if err := th.MemsetD32(a, 1, 4); cu.Code(err) != cu.ErrorInvalidValue {
			t.Errorf("a memset of read-only memory: %v", err)
		}
		if err := th.MemcpyDtoH(make([]byte, 4), a); err != nil {
			t.Errorf("reading read-only memory: %v", err)
		}
		if f, _, err := th.MemGetAccess(&rw0[0].Location, a); err != nil || f != MemAccessRead {
			t.Errorf("cuMemGetAccess: %d, %v", f, err)
		}
		// As on the H200 (testdata/reference/vmm, fault-readonly-kernel).
		if err := vecAdd(t, th, f, a, a, a, 1); cu.Code(err) != cu.ErrorIllegalAddress || !strings.Contains(err.Error(), "read-only access (cuMemSetAccess)") {
			t.Errorf("a kernel writing read-only memory: %v, want CUDA_ERROR_ILLEGAL_ADDRESS saying so", err)
		}
	})
}

// A kernel's write through read-only access faults at the store: one that
// writes the value already there too (a[i] = a[i] + 0), naming the first
// writing thread and its address, and the write does not land.
func TestReadOnlyWriteFaultsAtTheStore(t *testing.T) {
	g := uint64(vmmGranularity)
	_, th, _ := setup(t, Config{})
	f := vmmKernel(t, th)
	a := vmmGranule(t, th)
	must(t, th.MemSetAccess(a, g, rw0))
	one := binary.LittleEndian.AppendUint32(nil, math.Float32bits(1))
	must(t, th.MemcpyHtoD(a, bytes.Repeat(one, 4)))
	zero, err := th.MemAlloc(16)
	must(t, err)
	must(t, th.MemsetD32(zero, 0, 4))
	must(t, th.MemSetAccess(a, g, []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessRead}}))
	err = vecAdd(t, th, f, a, zero, a, 4)
	const want = "thread (0,0,0) PTX line"
	if cu.Code(err) != cu.ErrorIllegalAddress || !strings.Contains(err.Error(), want) ||
		!strings.Contains(err.Error(), fmt.Sprintf("(address %#x)", uint64(a))) || !strings.Contains(err.Error(), "read-only access (cuMemSetAccess)") {
		t.Errorf("a kernel writing the value already there through read-only access: %v; want CUDA_ERROR_ILLEGAL_ADDRESS naming %q and address %#x", err, want, uint64(a))
	}
}

// The driver's codes for bad arguments, as measured on the H200
// (testdata/reference/vmm: sections gran, reserve, map, access, export),
// and for junk handles, which crashed the real driver: cudasim answers
// CUDA_ERROR_INVALID_VALUE instead.
func TestVMMBadArguments(t *testing.T) {
	_, th, _ := setup(t, Config{})
	g := uint64(vmmGranularity)
	h, err := th.MemCreate(2*g, &vmmProp, 0)
	must(t, err)
	a, err := th.MemAddressReserve(4*g, 0, 0, 0)
	must(t, err)
	m, err := th.MemAlloc(g)
	must(t, err)
	junk := MemGenericAllocationHandle(0x123456789)
	loc1 := MemLocation{Type: MemLocationDevice, ID: 1}
	host := MemLocation{Type: MemLocationHost}
	for _, c := range []struct {
		what string
		err  error
		want cu.Result
	}{
		{"granularity flags 2", func() error { _, err := th.MemGetAllocationGranularity(&vmmProp, 2); return err }(), cu.ErrorInvalidValue},
		{"granularity of NULL properties", func() error { _, err := th.MemGetAllocationGranularity(nil, 0); return err }(), cu.ErrorInvalidValue},
		{"granularity of a host location", func() error {
			_, err := th.MemGetAllocationGranularity(&MemAllocationProp{Location: host}, 1)
			return err
		}(), cu.Success},
		{"create of 0 bytes", func() error { _, err := th.MemCreate(0, &vmmProp, 0); return err }(), cu.ErrorInvalidValue},
		{"create of 4 KiB", func() error { _, err := th.MemCreate(4096, &vmmProp, 0); return err }(), cu.ErrorInvalidValue},
		{"create with NULL properties", func() error { _, err := th.MemCreate(g, nil, 0); return err }(), cu.ErrorInvalidValue},
		{"create with flags", func() error { _, err := th.MemCreate(g, &vmmProp, 1); return err }(), cu.ErrorInvalidValue},
		{"create past the device", func() error { _, err := th.MemCreate(1<<50, &vmmProp, 0); return err }(), cu.ErrorOutOfMemory},
		{"release of 0", th.MemRelease(0), cu.ErrorInvalidValue},
		{"release of a junk handle", th.MemRelease(junk), cu.ErrorInvalidValue},
		{"reserve of 0 bytes", func() error { _, err := th.MemAddressReserve(0, 0, 0, 0); return err }(), cu.ErrorInvalidValue},
		{"reserve of gran+4096", func() error { _, err := th.MemAddressReserve(g+4096, 0, 0, 0); return err }(), cu.ErrorInvalidValue},
		{"reserve aligned to 3 granules", func() error { _, err := th.MemAddressReserve(g, 3*g, 0, 0); return err }(), cu.ErrorInvalidValue},
		{"reserve with flags", func() error { _, err := th.MemAddressReserve(g, 0, 0, 1); return err }(), cu.ErrorInvalidValue},
		{"reserve at an unaligned hint", func() error { _, err := th.MemAddressReserve(g, 0, a+4096, 0); return err }(), cu.ErrorInvalidValue},
		{"reserve of 2^47", func() error { _, err := th.MemAddressReserve(1<<47, 0, 0, 0); return err }(), cu.ErrorOutOfMemory},
		{"free of part of a reservation", th.MemAddressFree(a, g), cu.ErrorInvalidValue},
		{"free of cuMemAlloc memory", th.MemAddressFree(m, g), cu.ErrorInvalidValue},
		{"map from an offset", th.MemMap(a, g, g, h, 0), cu.ErrorNotSupported},
		{"map of part of a handle", th.MemMap(a, g, 0, h, 0), cu.ErrorNotSupported},
		{"map of more than a handle", th.MemMap(a, 3*g, 0, h, 0), cu.ErrorNotSupported},
		{"map at an unaligned address", th.MemMap(a+4096, 2*g, 0, h, 0), cu.ErrorInvalidValue},
		{"map with flags", th.MemMap(a, 2*g, 0, h, 1), cu.ErrorInvalidValue},
		{"map of handle 0", th.MemMap(a, 2*g, 0, 0, 0), cu.ErrorInvalidValue},
		{"map of a junk handle", th.MemMap(a, 2*g, 0, junk, 0), cu.ErrorInvalidValue},
		{"map over cuMemAlloc memory", th.MemMap(m, 2*g, 0, h, 0), cu.ErrorInvalidValue},
		{"set access with no descriptors", th.MemSetAccess(a, g, nil), cu.ErrorInvalidValue},
		{"set access of device 1", th.MemSetAccess(a, g, []MemAccessDesc{{Location: loc1, Flags: 3}}), cu.ErrorInvalidValue},
		{"set access of the host", th.MemSetAccess(a, g, []MemAccessDesc{{Location: host, Flags: 3}}), cu.ErrorNotSupported},
		{"set access flags 2", th.MemSetAccess(a, g, []MemAccessDesc{{Location: rw0[0].Location, Flags: 2}}), cu.ErrorInvalidValue},
		{"set access of cuMemAlloc memory", th.MemSetAccess(m, g, rw0), cu.ErrorInvalidValue},
		{"set access of unmapped space", th.MemSetAccess(a, g, rw0), cu.ErrorInvalidValue},
		{"get access of device 1", func() error { _, _, err := th.MemGetAccess(&loc1, a); return err }(), cu.ErrorInvalidDevice},
		{"get access of unmapped space", func() error { _, _, err := th.MemGetAccess(&rw0[0].Location, a); return err }(), cu.ErrorInvalidValue},
		{"get access at 0", func() error { _, _, err := th.MemGetAccess(&rw0[0].Location, 0); return err }(), cu.ErrorInvalidValue},
		{"get access of cuMemAlloc memory", func() error { _, _, err := th.MemGetAccess(&rw0[0].Location, m); return err }(), cu.Success},
		{"retain at unmapped space", func() error { _, err := th.MemRetainAllocationHandle(a); return err }(), cu.ErrorInvalidValue},
		{"export of a handle not made exportable", func() error { _, err := th.MemExportToShareableHandle(h, MemHandleTypePosixFD, 0); return err }(), cu.ErrorInvalidValue},
		{"import of descriptor -1", func() error { _, err := th.MemImportFromShareableHandle(-1, MemHandleTypePosixFD); return err }(), cu.ErrorUnknown},
		{"unmap of reserved space with nothing mapped", th.MemUnmap(a+4096, g), cu.Success},
		{"unmap of cuMemAlloc memory", th.MemUnmap(m, g), cu.ErrorInvalidValue},
		{"unmap of 0 bytes", th.MemUnmap(a, 0), cu.ErrorInvalidValue},
		{"create with fabric handles", func() error {
			_, err := th.MemCreate(g, &MemAllocationProp{Type: 1, RequestedHandleTypes: MemHandleTypeFabric, Location: rw0[0].Location}, 0)
			return err
		}(), cu.ErrorNotPermitted},
		{"create at host NUMA node 1", func() error {
			_, err := th.MemCreate(g, &MemAllocationProp{Type: 1, Location: MemLocation{Type: MemLocationHostNuma, ID: 1}}, 0)
			return err
		}(), cu.ErrorInvalidValue},
	} {
		if cu.Code(c.err) != c.want {
			t.Errorf("%s: %v, want %s", c.what, c.err, c.want.Name())
		}
	}
	// Unmapping must take whole mappings.
	must(t, th.MemMap(a, 2*g, 0, h, 0))
	if err := th.MemUnmap(a, g); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("unmapping half a mapping: %v", err)
	}
	must(t, th.MemUnmap(a, 2*g))
}

// FuzzVMMCalls throws arbitrary sizes, offsets, addresses and flags at the
// VMM entry points: each answers a code, never panics, and the memory
// mapped stays consistent (what is written through a mapping reads back).
func FuzzVMMCalls(f *testing.F) {
	f.Add(uint64(2<<20), uint64(0), uint64(0), uint64(0), int32(3))
	f.Add(uint64(4096), uint64(2<<20), uint64(1), uint64(7), int32(1))
	f.Add(uint64(0), uint64(1<<63), uint64(1<<40), uint64(3), int32(-1))
	_, th, _ := setup(f, Config{})
	f.Fuzz(func(t *testing.T, size, offset, addr, flags uint64, access int32) {
		h, err := th.MemCreate(size, &vmmProp, flags)
		if err != nil {
			h, err = th.MemCreate(vmmGranularity, &vmmProp, 0)
			must(t, err)
			size = vmmGranularity
		}
		defer th.MemRelease(h)
		a, err := th.MemAddressReserve(max(size, vmmGranularity), offset, DevicePtr(addr), flags)
		if err != nil {
			return
		}
		defer th.MemAddressFree(a, max(size, vmmGranularity))
		if th.MemMap(a+DevicePtr(offset%(1<<24)), size, offset, h, 0) != nil {
			return
		}
		defer th.MemUnmap(a+DevicePtr(offset%(1<<24)), size)
		if th.MemSetAccess(a, size, []MemAccessDesc{{Location: rw0[0].Location, Flags: access}}) != nil || access != MemAccessReadWrite {
			return
		}
		must(t, th.MemcpyHtoD(a+DevicePtr(size)-4, []byte{1, 2, 3, 4}))
		got := make([]byte, 4)
		must(t, th.MemcpyDtoH(got, a+DevicePtr(size)-4))
		if string(got) != "\x01\x02\x03\x04" {
			t.Errorf("read back % x", got)
		}
	})
}

// BenchmarkLaunchVecAddVMM is BenchmarkLaunchVecAdd's kernel over buffers
// mapped with cuMemMap: a kernel reaches mapped physical memory through
// the same granule lookup as cuMemAlloc's (docs/vmm.md), so the two should
// cost the same.
func BenchmarkLaunchVecAddVMM(b *testing.B) {
	_, th, _ := setup(b, Config{})
	m, err := th.ModuleLoadData([]byte(vecAddPTX))
	must(b, err)
	f, err := th.ModuleGetFunction(m, "vecAdd")
	must(b, err)
	const n = 256 << 10
	var bufs [3]DevicePtr
	for i := range bufs {
		h, err := th.MemCreate(vmmGranularity, &vmmProp, 0)
		must(b, err)
		bufs[i], err = th.MemAddressReserve(vmmGranularity, 0, 0, 0)
		must(b, err)
		must(b, th.MemMap(bufs[i], vmmGranularity, 0, h, 0))
		must(b, th.MemSetAccess(bufs[i], vmmGranularity, rw0))
		must(b, th.MemsetD32(bufs[i], uint32(i+1), n))
	}
	args := Args(bufs[0], bufs[1], bufs[2], int32(n))
	b.ResetTimer()
	for range b.N {
		must(b, th.LaunchKernel(f, Dim3{n / 256, 1, 1}, Dim3{256, 1, 1}, 0, 0, args, nil))
	}
	b.StopTimer()
	out := make([]byte, 4)
	must(b, th.MemcpyDtoH(out, bufs[2]+DevicePtr(4*(n-1))))
	if binary.LittleEndian.Uint32(out) != 3 {
		b.Errorf("c[n-1] = %d, want 3", binary.LittleEndian.Uint32(out))
	}
}

// A stream memory operation's write into memory its context's device may
// only read is accepted, node and call, and faults when it runs: the
// context's sticky CUDA_ERROR_LAUNCH_FAILED, the word as it was (measured on
// an H100 with the H200's driver: testdata/reference/mend32/h100-s33,
// vmm-readonly-batchmemop, -graph-node, -graph-node-made-before).
func TestStreamMemOpWritesIntoReadOnlyMemory(t *testing.T) {
	g := uint64(vmmGranularity)
	_, th, _ := setup(t, Config{})
	a := vmmGranule(t, th)
	must(t, th.MemSetAccess(a, g, rw0))
	must(t, th.StreamWriteValue32(0, a, 7, 0))
	gr, err := th.GraphCreate(0)
	must(t, err)
	cur, err := th.CtxGetCurrent()
	must(t, err)
	write := []MemOp{{Type: MemOpWriteValue32, Addr: a + 4, Value: 8}}
	_, err = th.GraphAddBatchMemOpNode(gr, nil, BatchMemOpNodeParams{Ctx: cur, Ops: write})
	must(t, err)
	exec, err := th.GraphInstantiate(gr, 0)
	must(t, err)
	must(t, th.MemSetAccess(a, g, []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessRead}}))
	if _, err := th.GraphAddBatchMemOpNode(gr, nil, BatchMemOpNodeParams{Ctx: cur, Ops: write}); err != nil {
		t.Errorf("cuGraphAddBatchMemOpNode writing read-only memory: %v, want success", err)
	}
	if err := th.GraphLaunch(exec, 0); err != nil {
		t.Errorf("cuGraphLaunch of a batch node writing memory made read-only since: %v, want success", err)
	}
	if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorLaunchFailed || !strings.Contains(err.Error(), "read-only access (cuMemSetAccess)") {
		t.Errorf("the graph's write into read-only memory: %v, want the sticky CUDA_ERROR_LAUNCH_FAILED saying why", err)
	}
	for what, write := range map[string]func(th *Thread, a DevicePtr) error{
		"cuStreamWriteValue32": func(th *Thread, a DevicePtr) error { return th.StreamWriteValue32(0, a, 9, 0) },
		"cuStreamWriteValue64": func(th *Thread, a DevicePtr) error { return th.StreamWriteValue64(0, a, 9, 0) },
		"cuStreamBatchMemOp": func(th *Thread, a DevicePtr) error {
			return th.StreamBatchMemOp(0, []MemOp{{Type: MemOpWriteValue32, Addr: a, Value: 9}}, 0)
		},
	} {
		_, th, _ := setup(t, Config{}) // a context of its own: the fault is sticky
		a := vmmGranule(t, th)
		must(t, th.MemSetAccess(a, g, rw0))
		must(t, th.StreamWriteValue32(0, a, 7, 0))
		must(t, th.MemSetAccess(a, g, []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessRead}}))
		if err := write(th, a); err != nil {
			t.Errorf("%s into read-only memory: %v, want success", what, err)
		}
		if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorLaunchFailed || !strings.Contains(err.Error(), "read-only access (cuMemSetAccess)") {
			t.Errorf("%s into read-only memory, synchronized: %v, want the sticky CUDA_ERROR_LAUNCH_FAILED saying why", what, err)
		}
		if err := th.StickyError(); cu.Code(err) != cu.ErrorLaunchFailed {
			t.Errorf("after %s into read-only memory, the context's error: %v, want CUDA_ERROR_LAUNCH_FAILED", what, err)
		}
	}
}

// memcheck's view of memory keeps each device's access to a mapping: a
// kernel reading a mapping its device was given no access to, or writing
// one it may only read, is memcheck's report (CUDA_ERROR_LAUNCH_FAILED, as
// every fault memcheck sees), not a kernel that runs; reading read-only
// memory runs.
func TestMemcheckKeepsVMMAccess(t *testing.T) {
	g := uint64(vmmGranularity)
	ro := []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessRead}}
	for _, c := range []struct {
		what   string
		access []MemAccessDesc
		write  bool
		want   cu.Result
		why    string // in the launch's error
	}{
		{"no access, read", nil, false, cu.ErrorLaunchFailed, "device 0 was given no access to it (cuMemSetAccess)"},
		{"read-only, write", ro, true, cu.ErrorLaunchFailed, "read-only access (cuMemSetAccess)"},
		{"read-only, read", ro, false, cu.Success, ""},
	} {
		t.Run(c.what, func(t *testing.T) {
			var out bytes.Buffer
			_, th, _ := setup(t, Config{Sanitize: &Sanitizer{Checks: sim.CheckMemory, Output: &out}})
			f := vmmKernel(t, th)
			a := vmmGranule(t, th)
			if c.access != nil {
				must(t, th.MemSetAccess(a, g, c.access))
			}
			out2, err := th.MemAlloc(16)
			must(t, err)
			dst := out2
			if c.write {
				dst = a
			}
			err = vecAdd(t, th, f, a, out2, dst, 4)
			if c.want == cu.Success {
				if err != nil || strings.Contains(out.String(), "Invalid") {
					t.Errorf("%v; memcheck printed:\n%s", err, out.String())
				}
				return
			}
			if cu.Code(err) != c.want || !strings.Contains(err.Error(), c.why) || !strings.Contains(out.String(), "Invalid __global__") {
				t.Errorf("%v; memcheck printed:\n%s\nwant %v saying %q and memcheck's report", err, out.String(), c.want, c.why)
			}
		})
	}
}

// BenchmarkVecAddBesideReadOnlyMapping: a 1M-element vecAdd on plain device memory, with no
// read-only mapping and with one elsewhere (its launches then ask the view of each span they
// fetch and of writes outside the cached one: sim.WriteChecker).
func BenchmarkVecAddBesideReadOnlyMapping(b *testing.B) {
	for _, readOnly := range []bool{false, true} {
		b.Run(fmt.Sprintf("read-only=%v", readOnly), func(b *testing.B) {
			th := texThread(b) // a driver and its primary context
			f := vmmKernel(b, th)
			const n = 1 << 20
			buf, err := th.MemAlloc(3 * 4 * n)
			must(b, err)
			if readOnly {
				a := vmmGranule(b, th)
				must(b, th.MemSetAccess(a, uint64(vmmGranularity), []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessRead}}))
			}
			b.ResetTimer()
			for range b.N {
				must(b, vecAdd(b, th, f, buf, buf+4*n, buf+8*n, n))
			}
		})
	}
}

// A synchronous memset queued behind held work (it returns at once:
// TestSynchronousMemsetReturns) whose mapping becomes read-only before it
// runs faults: the context's sticky CUDA_ERROR_ILLEGAL_ADDRESS, not the
// call's INVALID_VALUE (an H100 with the H200's driver:
// testdata/reference/res33a/h100-s33/vmm33.out, vmm-memset-queued).
func TestQueuedMemsetMeetsReadOnlyMapping(t *testing.T) {
	g := uint64(vmmGranularity)
	_, th, _ := setup(t, Config{})
	a := vmmGranule(t, th)
	must(t, th.MemSetAccess(a, g, rw0))
	gate := make(chan struct{})
	must(t, th.LaunchHostFunc(StreamLegacy, func() { <-gate }))
	must(t, th.MemsetD32(a, 7, 4))
	must(t, th.MemSetAccess(a, g, []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessRead}}))
	close(gate)
	if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorIllegalAddress || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("a queued memset meeting a read-only mapping: %v, want the sticky CUDA_ERROR_ILLEGAL_ADDRESS saying why", err)
	}
	if err := th.StickyError(); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("the context after the fault: %v, want CUDA_ERROR_ILLEGAL_ADDRESS", err)
	}
}
