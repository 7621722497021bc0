package driver

import (
	"unsafe"

	"testing"

	"cudasim/cu"
)

// TestP2PTokensTurnSyncMemopsOn: a successful CU_POINTER_ATTRIBUTE_P2P_TOKENS
// query turns the allocation's SYNC_MEMOPS on, as the H200 did
// (testdata/reference/p2ptokens/h200.txt: 0 before, 1 after, another
// allocation still 0); tokens of device memory are p2pToken 0 and a nonzero
// vaSpaceToken, host memory has none (testdata/reference/surface25/h200/ptr.txt),
// and the plural call refuses the attribute.
func TestP2PTokensTurnSyncMemopsOn(t *testing.T) {
	_, th, _ := setup(t, Config{})
	a, err := th.MemAlloc(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	b, err := th.MemAlloc(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	sync := func(p DevicePtr) uint64 {
		v, err := th.PointerGetAttribute(PointerAttributeSyncMemops, p)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if v := sync(a); v != 0 {
		t.Errorf("SYNC_MEMOPS before the query: %d, the H200 0", v)
	}
	tok, va, err := th.PointerP2PTokens(a + 16)
	if err != nil || tok != 0 || va == 0 {
		t.Errorf("P2P tokens of cuMemAlloc memory: %d, %d, %v; the H200 0, nonzero, success", tok, va, err)
	}
	if v := sync(a + 100); v != 1 {
		t.Errorf("SYNC_MEMOPS after the query: %d, the H200 1", v)
	}
	if v := sync(b); v != 0 {
		t.Errorf("SYNC_MEMOPS of another allocation: %d, the H200 0", v)
	}
	h, err := th.MemAllocHost(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := th.PointerP2PTokens(DevicePtr(uintptr(unsafe.Pointer(&h[0])))); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("P2P tokens of host memory: %v, the H200 INVALID_VALUE", err)
	}
	if _, err := th.PointerGetAttributes([]PointerAttribute{PointerAttributeP2PTokens}, a); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("P2P tokens through cuPointerGetAttributes: %v, the H200 INVALID_VALUE", err)
	}
}
