package driver

import (
	"testing"

	"cudasim/cu"
)

func TestStreamOrderedAllocator(t *testing.T) {
	d, th, _ := setup(t, Config{})
	c1, _ := th.CtxCreate(0, 0)
	s, _ := th.StreamCreate(0)
	p, err := th.MemAllocAsync(256, s)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.MemsetD8Async(p, 3, 256, s); err != nil {
		t.Fatal(err)
	}
	if err := th.CtxDestroy(c1); err != nil {
		t.Fatal(err)
	}
	// Pool memory outlives the context it was allocated in.
	if _, ok := d.mem.Lookup(p); !ok {
		t.Fatal("stream-ordered memory died with its context")
	}
	if err := th.MemFreeAsync(p, 0); err != nil {
		t.Fatal(err)
	}
	if err := th.MemFreeAsync(p, 0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("double MemFreeAsync: %v", err)
	}
	// Measured on the H200: 0 bytes is a NULL pointer, and freeing NULL succeeds.
	if p, err := th.MemAllocAsync(0, 0); err != nil || p != 0 {
		t.Errorf("MemAllocAsync of 0 bytes: %#x, %v", p, err)
	}
	if err := th.MemFreeAsync(0, 0); err != nil {
		t.Errorf("MemFreeAsync(NULL): %v", err)
	}
}

// TestPoolReuse checks what testdata/reference/pools measured: 32 MiB
// reserved for 1,000 bytes, the freed block handed back on the same stream,
// release at cuCtxSynchronize (not cuStreamSynchronize).
func TestPoolReuse(t *testing.T) {
	_, th, _ := setup(t, Config{})
	s, _ := th.StreamCreate(StreamNonBlocking)
	pool, err := th.DeviceGetDefaultMemPool(0)
	if err != nil {
		t.Fatal(err)
	}
	free0, _, _ := th.MemGetInfo()
	a, err := th.MemAllocAsync(1000, s)
	if err != nil {
		t.Fatal(err)
	}
	free1, _, _ := th.MemGetInfo()
	if free0-free1 != 32<<20 {
		t.Errorf("a 1000-byte allocation took %d bytes, want 32 MiB", free0-free1)
	}
	b, _ := th.MemAllocAsync(1000, s)
	if b != a+1024 {
		t.Errorf("second allocation at a%+d, want a+1024", int64(b-a))
	}
	th.MemFreeAsync(b, s)
	if c, _ := th.MemAllocAsync(500, s); c != b {
		t.Errorf("freed block not reused: %#x, want %#x", c, b)
	}
	if v, _ := th.MemPoolGetAttribute(pool, MemPoolUsedMemCurrent); v != 1500 {
		t.Errorf("USED_MEM_CURRENT %d, want 1500", v)
	}
	// A free pending on another stream keeps the chunk through this
	// stream's synchronization (testdata/reference/pools, reuse); with
	// none, the stream's synchronization gives it back (pools2, release).
	s2, _ := th.StreamCreate(StreamNonBlocking)
	d, _ := th.MemAllocAsync(1000, s2)
	th.MemFreeAsync(d, s2)
	th.MemFreeAsync(a, s)
	th.MemFreeAsync(b, s)
	th.StreamSynchronize(s)
	if v, _ := th.MemPoolGetAttribute(pool, MemPoolReservedMemCurrent); v != 32<<20 {
		t.Errorf("after cuStreamSynchronize with a free pending on another stream, RESERVED_MEM_CURRENT %d, want 32 MiB", v)
	}
	th.StreamSynchronize(s2)
	if v, _ := th.MemPoolGetAttribute(pool, MemPoolReservedMemCurrent); v != 0 {
		t.Errorf("after synchronizing both streams RESERVED_MEM_CURRENT %d, want 0", v)
	}
	th.CtxSynchronize()
	if v, _ := th.MemPoolGetAttribute(pool, MemPoolReservedMemCurrent); v != 0 {
		t.Errorf("after cuCtxSynchronize RESERVED_MEM_CURRENT %d, want 0", v)
	}
	if free2, _, _ := th.MemGetInfo(); free2 != free0 {
		t.Errorf("free after release %d, want %d", free2, free0)
	}
}
