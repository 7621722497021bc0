package mem

import (
	"bytes"
	"testing"

	"cudasim/cu"
)

// TestShareGranules shares an allocation between two spaces (two processes'
// devices) as an IPC handle does: the exporter's granule, holding another
// allocation too, comes to read and write a buffer (a shared file in the
// driver), the importer maps a granule of its own over it with the
// allocation at the same offset, and the bytes are one: writes on either
// side are seen on the other, in the neighbour too, as on the hardware.
func TestShareGranules(t *testing.T) {
	ex, im := New([]uint64{1 << 30}), New([]uint64{1 << 30})
	defer ex.Close()
	defer im.Close()
	req := Request{Kind: Device, Size: 64 << 10, Owner: 1}
	p, err := ex.Alloc(req)
	if err != nil {
		t.Fatal(err)
	}
	q, err := ex.Alloc(req)
	if err != nil {
		t.Fatal(err)
	}
	if q.Base/Granule != p.Base/Granule {
		t.Fatalf("p %#x and q %#x in different granules", p.Base, q.Base)
	}
	if err := ex.Write(q.Base+10, []byte("before")); err != nil {
		t.Fatal(err)
	}
	var made, released int
	newBacking := func(size uint64) (*Backing, error) {
		made++
		return &Backing{Buf: make([]byte, size), Release: func() { released++ }}, nil
	}
	b, bufOff, a, off, err := ex.Share(q.Base+100, newBacking)
	if err != nil || a != q || bufOff != 0 || off != q.Base%Granule || len(b.Buf) != Granule {
		t.Fatalf("Share: %v, allocation %v, buffer offset %d, offset %d, %d bytes", err, a == q, bufOff, off, len(b.Buf))
	}
	if !bytes.Equal(b.Buf[off+10:off+16], []byte("before")) {
		t.Errorf("the shared bytes do not hold what the allocation held")
	}
	if b2, _, _, off2, err := ex.Share(p.Base, newBacking); err != nil || b2 != b || off2 != p.Base%Granule || made != 1 {
		t.Errorf("sharing p of the same granule: %v, same backing %v, offset %d, %d backings made", err, b2 == b, off2, made)
	}

	// The importer maps the same bytes through a Backing of its own (in
	// the driver: its own mapping of the file).
	ib := &Backing{Buf: b.Buf, Release: func() { released++ }}
	o, err := im.AllocShared(Request{Kind: Device, Size: q.Size, Owner: 7}, ib, bufOff, off)
	if err != nil {
		t.Fatal(err)
	}
	if o.Base%Granule != off || o.Size != q.Size {
		t.Errorf("opened at %#x (%d bytes), want offset %#x in its granule", o.Base, o.Size, off)
	}
	if got, ok := im.Lookup(o.Base + 5); !ok || got != o {
		t.Errorf("Lookup of the opened memory: %v", ok)
	}
	got := make([]byte, 6)
	if err := im.Read(o.Base+10, got); err != nil || string(got) != "before" {
		t.Errorf("importer reads %q, %v", got, err)
	}
	if err := im.Write(o.Base+20, []byte("child")); err != nil {
		t.Fatal(err)
	}
	got = got[:5]
	if err := ex.Read(q.Base+20, got); err != nil || string(got) != "child" {
		t.Errorf("exporter reads %q, %v", got, err)
	}
	if err := ex.Set8(p.Base, 9, 4); err != nil {
		t.Fatal(err)
	}
	// The neighbour p lies in the importer's granule too, below o.
	// Copies keep to allocations; a kernel's access reaches the granule.
	at := o.Base - (q.Base - p.Base)
	if base, sp, ok := im.Span(at); !ok || !bytes.Equal(sp[at-base:at-base+4], []byte{9, 9, 9, 9}) {
		t.Errorf("importer's granule does not hold the other allocation's bytes (mapped %v)", ok)
	}

	if _, err := im.Free(o.Base); err != nil {
		t.Fatal(err)
	}
	if released != 1 {
		t.Errorf("the importer's free released the buffer %d times, want once", released)
	}
	if _, err := ex.Free(q.Base); err != nil {
		t.Fatal(err)
	}
	if released != 1 {
		t.Errorf("released while p keeps the granule mapped")
	}
	if _, err := ex.Free(p.Base); err != nil {
		t.Fatal(err)
	}
	// The importer's granule and the exporter's both let go of the buffer.
	if released != 2 {
		t.Errorf("Release called %d times, want once per space", released)
	}
}

// TestShareInPart: an allocation whose granules other exports share only in
// part cannot be shared as one range (CUDA_ERROR_NOT_SUPPORTED).
func TestShareInPart(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	big, err := s.Alloc(Request{Kind: Device, Size: Granule + 4096, Owner: 1})
	if err != nil {
		t.Fatal(err)
	}
	small, err := s.Alloc(Request{Kind: Device, Size: 4096, Owner: 1})
	if err != nil {
		t.Fatal(err)
	}
	if small.Base/Granule != (big.Base+big.Size)/Granule {
		t.Skipf("the small allocation %#x is not in the large one's last granule (%#x)", small.Base, big.Base)
	}
	newBacking := func(size uint64) (*Backing, error) {
		return &Backing{Buf: make([]byte, size), Release: func() {}}, nil
	}
	if _, _, _, _, err := s.Share(small.Base, newBacking); err != nil {
		t.Fatal(err)
	}
	if _, _, _, _, err := s.Share(big.Base, newBacking); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("sharing granules shared in part: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
	}
}

// TestBackGranules: a pool window's chunk backed by a shared buffer when it
// is committed (a pool made for export) reads and writes that buffer, the
// bytes of an allocation placed in it are there at its offset, another
// space maps them with AllocShared, and unmapping the chunk lets go of it.
func TestBackGranules(t *testing.T) {
	ex, im := New([]uint64{1 << 30}), New([]uint64{1 << 30})
	defer ex.Close()
	defer im.Close()
	base, ok := ex.ReserveVA(4 * Granule)
	if !ok {
		t.Fatal("ReserveVA")
	}
	ex.MapVA(base, 2*Granule, 0)
	released := 0
	b := &Backing{Buf: make([]byte, 2*Granule), Release: func() { released++ }}
	if err := ex.BackGranules(base, 2*Granule, b, 0); err != nil {
		t.Fatal(err)
	}
	if err := ex.BackGranules(base, Granule, b, 0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("backing a shared granule again: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	if err := ex.BackGranules(base+2*Granule, Granule, b, 0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("backing an unmapped granule: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	a, err := ex.Place(Request{Kind: Device, Size: 4096}, base+Granule+512)
	if err != nil {
		t.Fatal(err)
	}
	if err := ex.Write(a.Base, []byte("pooled")); err != nil {
		t.Fatal(err)
	}
	if got := string(b.Buf[Granule+512 : Granule+518]); got != "pooled" {
		t.Errorf("the buffer holds %q at the allocation's offset", got)
	}
	o, err := im.AllocShared(Request{Kind: Device, Size: a.Size}, &Backing{Buf: b.Buf[Granule:]}, 0, 512)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 6)
	if err := im.Read(o.Base, got); err != nil || string(got) != "pooled" {
		t.Errorf("the other space reads %q, %v", got, err)
	}
	if _, err := ex.Free(a.Base); err != nil {
		t.Fatal(err)
	}
	ex.UnmapVA(base, 2*Granule)
	if released != 1 {
		t.Errorf("unmapping the chunk released the buffer %d times, want once", released)
	}
}
