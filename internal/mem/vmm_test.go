package mem

import (
	"bytes"
	"testing"

	"cudasim/cu"
)

// vmmSpace is a space with one 1 GiB device, a window of 4 granules and
// physical memory of 2 granules.
func vmmSpace(t *testing.T) (*Space, uint64, *Physical) {
	t.Helper()
	s := New([]uint64{1 << 30})
	t.Cleanup(s.Close)
	w, ok := s.ReserveVA(4 * Granule)
	if !ok {
		t.Fatal("no address space")
	}
	p, err := s.CreatePhysical(0, 2*Granule, true)
	if err != nil {
		t.Fatal(err)
	}
	return s, w, p
}

// One physical allocation mapped at two addresses: a write through either
// is read through the other, by copies and by a kernel's Span alike.
func TestPhysicalAliasing(t *testing.T) {
	s, w, p := vmmSpace(t)
	if _, err := s.MapPhysical(w, 2*Granule, p, 0, Request{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.MapPhysical(w+2*Granule, Granule, p, Granule, Request{}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetAccess(w, 3*Granule, 0, 3); err != nil {
		t.Fatal(err)
	}
	if err := s.Write(w+Granule+8, []byte("through the first")); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 17)
	if err := s.Read(w+2*Granule+8, got); err != nil {
		t.Fatal(err)
	}
	if string(got) != "through the first" {
		t.Errorf("the second mapping reads %q", got)
	}
	_, b, ok := s.Span(w + 2*Granule + 8)
	if !ok || !bytes.HasPrefix(b[8:], []byte("through")) {
		t.Errorf("a kernel's span of the second mapping: ok %v, %q", ok, b[8:16])
	}
	b[8] = 'T' // a kernel's store through the second mapping
	if err := s.Read(w+Granule+8, got[:1]); err != nil || got[0] != 'T' {
		t.Errorf("the first mapping reads %q after a store through the second (%v)", got[:1], err)
	}
	// A memset through one mapping, a whole page and more.
	if err := s.Set32(w+Granule, 0x01020304, pageSize/4+4); err != nil {
		t.Fatal(err)
	}
	if err := s.Read(w+2*Granule+pageSize, got[:4]); err != nil || !bytes.Equal(got[:4], []byte{4, 3, 2, 1}) {
		t.Errorf("after a memset through the first mapping the second reads %v (%v)", got[:4], err)
	}
}

// A copy across two adjacent mappings is one range; past the last
// mapping, or into a granule not yet accessible, it is refused.
func TestPhysicalAdjacentMappings(t *testing.T) {
	s, w, p := vmmSpace(t)
	q, err := s.CreatePhysical(0, Granule, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.MapPhysical(w, 2*Granule, p, 0, Request{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.MapPhysical(w+2*Granule, Granule, q, 0, Request{}); err != nil {
		t.Fatal(err)
	}
	if err := s.Write(w+2*Granule-4, []byte("12345678")); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a write into mappings given no access: %v", err)
	}
	if err := s.SetAccess(w, 3*Granule, 0, 3); err != nil {
		t.Fatal(err)
	}
	if err := s.Write(w+2*Granule-4, []byte("12345678")); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 8)
	if err := s.Read(w+2*Granule-4, got); err != nil || string(got) != "12345678" {
		t.Errorf("read across the mappings: %q, %v", got, err)
	}
	if err := s.Copy(w, w+2*Granule-4, 8); err != nil {
		t.Fatal(err)
	}
	if err := s.Write(w+3*Granule-4, []byte("12345678")); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a write past the last mapping: %v", err)
	}
	// Mapping over a mapping, or outside the window, is refused.
	if _, err := s.MapPhysical(w+Granule, Granule, q, 0, Request{}); err == nil {
		t.Error("a mapping over a mapping was accepted")
	}
	if _, err := s.MapPhysical(w+3*Granule, 2*Granule, p, 0, Request{}); err == nil {
		t.Error("a mapping running out of its window was accepted")
	}
	// Unmapping must take whole mappings.
	if _, err := s.UnmapPhysical(w, Granule); err == nil {
		t.Error("unmapping half a mapping was accepted")
	}
	if gone, err := s.UnmapPhysical(w, 3*Granule); err != nil || len(gone) != 2 {
		t.Errorf("unmapping both: %d, %v", len(gone), err)
	}
	if _, ok := s.Lookup(w); ok {
		t.Error("the unmapped range is still an allocation")
	}
	if _, _, ok := s.Span(w); ok {
		t.Error("a kernel still reaches the unmapped range")
	}
}

// Physical memory counts against capacity when made; released while
// mapped, it lives (its bytes too) until the last mapping goes.
func TestPhysicalReleaseWhileMapped(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	free0, _ := s.Info(0)
	w, _ := s.ReserveVA(2 * Granule)
	if f, _ := s.Info(0); f != free0 {
		t.Errorf("reserving address space took %d bytes", free0-f)
	}
	p, err := s.CreatePhysical(0, Granule, true)
	if err != nil {
		t.Fatal(err)
	}
	if f, _ := s.Info(0); free0-f != Granule {
		t.Errorf("creating a granule took %d bytes", free0-f)
	}
	for _, at := range []uint64{w, w + Granule} {
		if _, err := s.MapPhysical(at, Granule, p, 0, Request{}); err != nil {
			t.Fatal(err)
		}
		if err := s.SetAccess(at, Granule, 0, 3); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Write(w+100, []byte{42}); err != nil {
		t.Fatal(err)
	}
	if err := s.ReleasePhysical(p); err != nil {
		t.Fatal(err)
	}
	if err := s.ReleasePhysical(p); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a second release: %v", err)
	}
	if _, err := s.UnmapPhysical(w, Granule); err != nil {
		t.Fatal(err)
	}
	got := []byte{0}
	if err := s.Read(w+Granule+100, got); err != nil || got[0] != 42 {
		t.Errorf("the remaining mapping reads %d (%v)", got[0], err)
	}
	if f, _ := s.Info(0); free0-f != Granule {
		t.Errorf("with one mapping left, %d bytes are taken", free0-f)
	}
	if _, err := s.UnmapPhysical(w+Granule, Granule); err != nil {
		t.Fatal(err)
	}
	if f, _ := s.Info(0); f != free0 {
		t.Errorf("after the last unmap %d bytes are still taken", free0-f)
	}
	if _, err := s.MapPhysical(w, Granule, p, 0, Request{}); err == nil {
		t.Error("released, unmapped physical memory was mapped again")
	}
}

// A mapped granule given no access faults in a kernel (Span) until
// SetAccess; access 0 takes it away again.
func TestPhysicalAccess(t *testing.T) {
	s, w, p := vmmSpace(t)
	if _, err := s.MapPhysical(w, Granule, p, 0, Request{}); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := s.Span(w); ok {
		t.Error("a kernel reaches a mapping given no access")
	}
	if err := s.SetAccess(w, 2*Granule, 0, 3); err == nil {
		t.Error("access to an unmapped granule was accepted")
	}
	if err := s.SetAccess(w, Granule, 0, 3); err != nil {
		t.Fatal(err)
	}
	if f, ok := s.AccessFlags(w+5, 0); !ok || f != 3 {
		t.Errorf("access flags %d, %v", f, ok)
	}
	if _, _, ok := s.Span(w); !ok {
		t.Error("a kernel does not reach an accessible mapping")
	}
	if err := s.SetAccess(w, Granule, 0, 0); err != nil {
		t.Fatal(err)
	}
	if _, _, ok := s.Span(w); ok {
		t.Error("a kernel reaches a mapping whose access was taken away")
	}
	if _, err := s.Free(w); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("freeing a mapping: %v", err)
	}
}

// Access is each device's own: a mapping read-write for device 0 and given
// nothing for device 1 is missing from device 1's view, whatever its peer
// access; read-only access reaches device 1's kernel as the memory itself,
// and WriteFault refuses a write there for device 1 only.
func TestPhysicalAccessPerDevice(t *testing.T) {
	s := New([]uint64{1 << 30, 1 << 30})
	t.Cleanup(s.Close)
	w, ok := s.ReserveVA(2 * Granule)
	if !ok {
		t.Fatal("no address space")
	}
	p, err := s.CreatePhysical(0, Granule, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.MapPhysical(w, Granule, p, 0, Request{}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetAccess(w, Granule, 0, 3); err != nil {
		t.Fatal(err)
	}
	if err := s.SetAccess(w, Granule, 2, 3); cu.Code(err) != cu.ErrorInvalidDevice {
		t.Errorf("access for device 2 of 2: %v", err)
	}
	reachAll := []bool{true, true}
	dev0, dev1 := s.View(0, reachAll), s.View(1, reachAll)
	if _, _, ok := dev0.Span(w); !ok {
		t.Error("device 0 does not reach the mapping it was given read-write access to")
	}
	if _, _, ok := dev1.Span(w); ok {
		t.Error("device 1 reaches a mapping it was given no access to")
	}
	if f, _ := s.AccessFlags(w, 1); f != 0 {
		t.Errorf("device 1's access flags %d, want 0", f)
	}
	if s.ReadOnlyMapped() {
		t.Error("read-only mappings with none read-only")
	}
	if err := s.SetAccess(w, Granule, 1, accessRead); err != nil {
		t.Fatal(err)
	}
	if !s.ReadOnlyMapped() {
		t.Error("no read-only mapping after read-only access")
	}
	if f, _ := s.AccessFlags(w, 0); f != 3 {
		t.Errorf("device 0's access flags %d after device 1's, want 3", f)
	}
	if !dev1.HasReadOnly() || !dev0.HasReadOnly() {
		t.Error("views of a space with a read-only mapping say they have none")
	}
	_, b1, ok := dev1.Span(w + 8)
	if !ok {
		t.Fatal("device 1 does not reach a mapping it may read")
	}
	if _, b0, _ := dev0.Span(w + 8); &b0[0] != &b1[0] {
		t.Error("device 1 reaches a read-only mapping as a copy, not as the memory")
	}
	if code, why := dev1.WriteFault(w+8, 4); code != cu.ErrorIllegalAddress || why == "" {
		t.Errorf("device 1's write to read-only memory: %v, %q; want %v", code, why, cu.ErrorIllegalAddress)
	}
	if code, why := dev0.WriteFault(w+8, 4); code != cu.Success {
		t.Errorf("device 0's write to memory it may write: %v, %q", code, why)
	}
	if _, err := s.UnmapPhysical(w, Granule); err != nil {
		t.Fatal(err)
	}
	if s.ReadOnlyMapped() {
		t.Error("read-only mappings once unmapped")
	}
}
