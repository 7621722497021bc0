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
	if _, err := th.MemAllocAsync(0, 0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("MemAllocAsync of 0 bytes: %v", err)
	}
}
