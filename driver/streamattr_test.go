package driver

import (
	"testing"

	"cudasim/cu"
)

// TestStreamAttributes replays the H200's answers to ctxprobe's stream
// attribute calls (testdata/reference/samples/ctxprobe.txt).
func TestStreamAttributes(t *testing.T) {
	d := New(Config{})
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	c, err := th.DevicePrimaryCtxRetain(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSetCurrent(c); err != nil {
		t.Fatal(err)
	}
	s, err := th.StreamCreate(1)
	if err != nil {
		t.Fatal(err)
	}
	get := func(id LaunchAttributeID) StreamAttrValue {
		t.Helper()
		v, err := th.StreamGetAttribute(s, id)
		if err != nil {
			t.Fatalf("StreamGetAttribute(%d): %v", id, err)
		}
		return v
	}
	if w := get(LaunchAttributeAccessPolicyWindow).Window; w != (AccessPolicyWindow{}) {
		t.Errorf("initial window %+v, the H200's is zero", w)
	}
	good := AccessPolicyWindow{Base: 0x7f0000000000, Bytes: 1 << 20, HitRatio: 0.6, HitProp: 2, MissProp: 1}
	if err := th.StreamSetAttribute(s, LaunchAttributeAccessPolicyWindow, StreamAttrValue{Window: good}); err != nil {
		t.Fatal(err)
	}
	if w := get(LaunchAttributeAccessPolicyWindow).Window; w != good {
		t.Errorf("window %+v after setting %+v", w, good)
	}
	for _, bad := range []AccessPolicyWindow{
		{Bytes: 134217728 + 1, HitRatio: 0.6, HitProp: 2, MissProp: 1},
		{Bytes: 1 << 20, HitRatio: 1.5, HitProp: 2, MissProp: 1},
	} {
		if err := th.StreamSetAttribute(s, LaunchAttributeAccessPolicyWindow, StreamAttrValue{Window: bad}); cu.Code(err) != cu.ErrorInvalidValue {
			t.Errorf("window %+v: %v, the H200 answers CUDA_ERROR_INVALID_VALUE", bad, err)
		}
	}
	odd := AccessPolicyWindow{Bytes: 1 << 20, HitRatio: 0.5, HitProp: 7, MissProp: 1}
	if err := th.StreamSetAttribute(s, LaunchAttributeAccessPolicyWindow, StreamAttrValue{Window: odd}); err != nil {
		t.Errorf("hitProp 7: %v, the H200 takes it", err)
	}
	if w := get(LaunchAttributeAccessPolicyWindow).Window; w != odd {
		t.Errorf("window %+v after the bad sets, want %+v", w, odd)
	}
	if p := get(LaunchAttributeSynchronizationPolicy).SyncPolicy; p != 0xFFFFFFFF {
		t.Errorf("initial sync policy %#x, the H200's is 0xFFFFFFFF", p)
	}
	if err := th.StreamSetAttribute(s, LaunchAttributeSynchronizationPolicy, StreamAttrValue{SyncPolicy: 2}); err != nil {
		t.Fatal(err)
	}
	if p := get(LaunchAttributeSynchronizationPolicy).SyncPolicy; p != 2 {
		t.Errorf("sync policy %d after setting 2", p)
	}
	if p := get(LaunchAttributePriority).Priority; p != 0 {
		t.Errorf("priority %d, want 0", p)
	}
	for _, id := range []LaunchAttributeID{LaunchAttributeCooperative, 999} {
		if _, err := th.StreamGetAttribute(s, id); cu.Code(err) != cu.ErrorInvalidValue {
			t.Errorf("get of attribute %d: %v, the H200 answers CUDA_ERROR_INVALID_VALUE", id, err)
		}
	}
	if err := th.StreamSetAttribute(s, 999, StreamAttrValue{}); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("set of attribute 999: %v, the H200 answers CUDA_ERROR_INVALID_VALUE", err)
	}
	if v, err := th.StreamGetAttribute(0, LaunchAttributeAccessPolicyWindow); err != nil || v.Window != (AccessPolicyWindow{}) {
		t.Errorf("default stream's window: %+v, %v; the H200 answers 0", v.Window, err)
	}
}
