package main

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDeltaRoundTrip(t *testing.T) {
	ref := func(i int) uint32 { return 0x40000000 + uint32(i)<<4 }
	vals := []uint32{0x40000000, sentinel, ref(2) + 127, ref(3) - 126, ref(4) + 128, 0, ref(6)}
	got, err := decodeDeltas(encodeDeltas(vals, refs(len(vals), ref)), ref)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(vals, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	for _, bad := range [][]byte{nil, {1, 0, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0, 1, 0, 0, 0, 0x81, 5, 0, 0, 0, 0, 0, 0, 0}} {
		if _, err := decodeDeltas(bad, ref); err == nil {
			t.Errorf("decodeDeltas(%x) accepted", bad)
		}
	}
}

func TestTruncationIntervals(t *testing.T) {
	tests := []struct {
		r      float32
		mode   string
		lo, hi float64
	}{
		{1, "rz", 1, 1 + 0x1p-23},
		{-1, "rz", -1 - 0x1p-23, -1},
		{1, "rn", 1 - 0x1p-25, 1 + 0x1p-24},
		{0.75, "rd", 0.75, 0.75 + 0x1p-24},
		{0.75, "ru", 0.75 - 0x1p-24, 0.75},
	}
	for _, tc := range tests {
		lo, hi := interval(tc.r, tc.mode)
		if lo != tc.lo || hi != tc.hi {
			t.Errorf("interval(%v, %s) = [%v, %v], want [%v, %v]", tc.r, tc.mode, lo, hi, tc.lo, tc.hi)
		}
	}
	if lo, hi := interval(0, "rz"); !(lo <= 0 && hi >= 0 && math.Abs(hi-lo) < 1e-40) {
		t.Errorf("interval(0, rz) = [%v, %v]", lo, hi)
	}
}
