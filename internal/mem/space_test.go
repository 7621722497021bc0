package mem

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// h200Total is the reference H200's cuDeviceTotalMem.
const h200Total = 150109880320

// Memory the driver placed for itself (a module variable) is not the
// program's to free: Free refuses it, naming what it holds, and only FreeAs
// with its origin frees it. FreeOwner takes it with its context.
func TestFreeOrigins(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	v, err := s.Alloc(Request{Kind: Device, Origin: Variable, Label: "__device__ variable counter", Size: 4, Owner: 7})
	if err != nil {
		t.Fatal(err)
	}
	m, err := s.Alloc(Request{Kind: Managed, Origin: Variable, Label: "__managed__ variable shared", Size: 4})
	if err != nil {
		t.Fatal(err)
	}
	p, err := s.Alloc(Request{Kind: Device, Size: 4, Owner: 7})
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		Code    cu.Result
		Mention string // a word the message must contain
	}
	for _, c := range []struct {
		name string
		free func() error
		want result
	}{
		{"program frees a __device__ variable", func() error { _, err := s.Free(v.Base, Device, Managed); return err }, result{cu.ErrorInvalidValue, "counter"}},
		{"program frees a __managed__ variable", func() error { _, err := s.Free(m.Base); return err }, result{cu.ErrorInvalidValue, "shared"}},
		{"driver frees program memory as a variable", func() error { _, err := s.FreeAs(Variable, p.Base); return err }, result{cu.ErrorInvalidValue, "program"}},
		{"driver frees the __managed__ variable", func() error { _, err := s.FreeAs(Variable, m.Base); return err }, result{cu.Success, ""}},
		{"driver frees it twice", func() error { _, err := s.FreeAs(Variable, m.Base); return err }, result{cu.ErrorInvalidValue, "not a live allocation"}},
	} {
		err := c.free()
		got := result{Code: cu.Code(err)}
		if err != nil && strings.Contains(err.Error(), c.want.Mention) {
			got.Mention = c.want.Mention
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%s: %v (-want +got):\n%s", c.name, err, diff)
		}
	}
	if _, ok := s.Lookup(v.Base); !ok {
		t.Error("a refused free freed the variable")
	}
	freed := s.FreeOwner(7)
	if len(freed) != 2 {
		t.Errorf("FreeOwner freed %d allocations, want the variable and the program's", len(freed))
	}
}

func TestAllocFree(t *testing.T) {
	s := New([]uint64{1 << 30, 1 << 30})
	defer s.Close()
	a, err := s.Alloc(Request{Kind: Device, Device: 1, Size: 100, Owner: 7})
	if err != nil {
		t.Fatal(err)
	}
	if a.Base%Alignment != 0 || !s.IsDeviceAddress(a.Base) {
		t.Errorf("device allocation at %#x: not %d-aligned or outside the device region", a.Base, Alignment)
	}
	if got, ok := s.Lookup(a.Base + 99); !ok || got != a {
		t.Errorf("Lookup of the last byte = %v, %v", got, ok)
	}
	if _, ok := s.Lookup(a.Base + 100); ok {
		t.Error("Lookup past the end found the allocation")
	}
	h, err := s.Alloc(Request{Kind: Host, Device: 0, Size: 10})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		addr  uint64
		kinds []Kind
		code  cu.Result
	}{
		{"unknown", 12345, nil, cu.ErrorInvalidValue},
		{"interior", a.Base + 8, nil, cu.ErrorInvalidValue},
		{"wrong kind", h.Base, []Kind{Device, Managed}, cu.ErrorInvalidValue},
		{"device", a.Base, []Kind{Device, Managed}, cu.Success},
		{"double", a.Base, []Kind{Device, Managed}, cu.ErrorInvalidValue},
		{"host", h.Base, []Kind{Host}, cu.Success},
	} {
		_, err := s.Free(c.addr, c.kinds...)
		if cu.Code(err) != c.code {
			t.Errorf("%s free: %v, want %s", c.name, err, c.code.Name())
		}
	}
	for _, c := range []struct {
		r    Request
		code cu.Result
	}{
		{Request{Kind: Device, Size: 0}, cu.ErrorInvalidValue},
		{Request{Kind: Device, Device: 2, Size: 1}, cu.ErrorInvalidDevice},
		{Request{Kind: Device, Size: 1<<30 + 1}, cu.ErrorOutOfMemory},
		{Request{Kind: 9, Size: 1}, cu.ErrorInvalidValue},
	} {
		if _, err := s.Alloc(c.r); cu.Code(err) != c.code {
			t.Errorf("Alloc(%+v): %v, want %s", c.r, err, c.code.Name())
		}
	}
}

// A 141 GB device allocation costs only the pages touched, and the capacity
// still binds.
func TestSparse(t *testing.T) {
	s := New([]uint64{h200Total})
	defer s.Close()
	if err := s.Reserve(0, 552402944); err != nil {
		t.Fatal(err)
	}
	free, total := s.Info(0)
	big, err := s.Alloc(Request{Kind: Device, Size: free})
	if err != nil {
		t.Fatalf("allocating all %d free bytes of %d: %v", free, total, err)
	}
	if _, err := s.Alloc(Request{Kind: Device, Size: 1}); cu.Code(err) != cu.ErrorOutOfMemory {
		t.Errorf("allocation past capacity: %v", err)
	}
	last := big.Base + big.Size - 4
	if err := s.Write(last, []byte{1, 2, 3, 4}); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 8)
	if err := s.Read(last-4, got); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, []byte{0, 0, 0, 0, 1, 2, 3, 4}) {
		t.Errorf("read back %v", got)
	}
	if n := big.Touched(); n > pageSize {
		t.Errorf("touched %d bytes after writing 4", n)
	}
	if f, _ := s.Info(0); f != 0 {
		t.Errorf("free = %d after allocating everything", f)
	}
	if _, err := s.Free(big.Base); err != nil {
		t.Fatal(err)
	}
	if f, _ := s.Info(0); f != free {
		t.Errorf("free = %d after freeing, want %d", f, free)
	}
}

func TestSpan(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	for _, kind := range []Kind{Device, Host, Managed} {
		a, err := s.Alloc(Request{Kind: kind, Size: 3*pageSize + 5})
		if err != nil {
			t.Fatal(err)
		}
		for _, off := range []uint64{0, 1, pageSize - 1, pageSize, 3*pageSize + 4} {
			addr := a.Base + off
			base, b, ok := s.Span(addr)
			if !ok || base%16 != 0 || uint64(len(b))%16 != 0 || addr < base || addr >= base+uint64(len(b)) {
				t.Errorf("%s Span(+%d) = %#x, %d bytes, %v", kind, off, base, len(b), ok)
				continue
			}
			b[addr-base] = byte(off) + 1
			var got [1]byte
			if err := s.Read(addr, got[:]); err != nil || got[0] != byte(off)+1 {
				t.Errorf("%s: write through span at +%d read back %v, %v", kind, off, got, err)
			}
		}
		// Memory is mapped in whole granules: past the end of an
		// allocation is still mapped (as on the H200), up to the granule's
		// end; page-locked and managed memory too where it lies in the host
		// region's granules (not when it was mapped apart).
		granules := kind == Device || a.inHostHeap
		if _, _, ok := s.Span(a.Base + a.Size); ok != granules {
			t.Errorf("%s Span past the end: ok = %v", kind, ok)
		}
		if _, _, ok := s.Span(a.Base + Granule); ok {
			t.Errorf("%s Span past the granule is ok", kind)
		}
		if _, _, ok := s.StrictView(0, nil).Span(a.Base + a.Size); ok {
			t.Errorf("%s strict Span past the end is ok", kind)
		}
		if kind != Device {
			// Host-accessible memory: the address is the bytes' real address.
			if p := uint64(uintptr(unsafe.Pointer(&a.Bytes()[0]))); p != a.Base || s.IsDeviceAddress(p) {
				t.Errorf("%s allocation at %#x has its bytes at %#x", kind, a.Base, p)
			}
		}
		if _, err := s.Free(a.Base); err != nil {
			t.Fatal(err)
		}
		if _, _, ok := s.Span(a.Base); ok {
			t.Errorf("%s Span of freed memory is ok", kind)
		}
	}
	if _, _, ok := s.Span(engineWindow.start); ok {
		t.Error("Span inside the engine window is ok")
	}
}

// Concurrent first touches of one page agree on one page.
func TestSpanConcurrentTouch(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	a, _ := s.Alloc(Request{Kind: Device, Size: 1 << 20})
	var wg sync.WaitGroup
	ptrs := make([]*byte, 8)
	for i := range ptrs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, b, _ := s.Span(a.Base + 5*pageSize + 3)
			ptrs[i] = &b[0]
		}()
	}
	wg.Wait()
	for _, p := range ptrs {
		if p != ptrs[0] {
			t.Fatal("concurrent touches made different pages")
		}
	}
}

func TestCopyAndSet(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	const n = 3 * pageSize
	d, _ := s.Alloc(Request{Kind: Device, Size: n})
	m, _ := s.Alloc(Request{Kind: Managed, Size: n, Flags: 1})
	model := make([]byte, n)
	// A 32-bit set straddling page boundaries.
	if err := s.Set32(d.Base+pageSize-8, 0xdeadbeef, 5); err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		binary.LittleEndian.PutUint32(model[pageSize-8+4*i:], 0xdeadbeef)
	}
	// Device to managed and back, then an overlapping copy.
	if err := s.Copy(m.Base, d.Base, n); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(m.Bytes(), model) {
		t.Error("device to managed copy differs")
	}
	if err := s.Copy(d.Base+2, d.Base, n-2); err != nil {
		t.Fatal(err)
	}
	copy(model[2:], append([]byte(nil), model[:n-2]...))
	if err := s.Set16(d.Base+10, 0x0102, 3); err != nil {
		t.Fatal(err)
	}
	copy(model[10:], []byte{2, 1, 2, 1, 2, 1})
	if err := s.Set8(d.Base+n-3, 7, 3); err != nil {
		t.Fatal(err)
	}
	copy(model[n-3:], []byte{7, 7, 7})
	got := make([]byte, n)
	if err := s.Read(d.Base, got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(model, got); diff != "" {
		t.Errorf("device memory differs from the model:\n%s", diff)
	}
	for _, c := range []struct {
		name string
		err  error
	}{
		{"misaligned 16", s.Set16(d.Base+1, 0, 1)},
		{"misaligned 32", s.Set32(d.Base+2, 0, 1)},
		{"past end", s.Set8(d.Base+n-1, 0, 2)},
		{"read past end", s.Read(d.Base+n-1, make([]byte, 2))},
		{"copy from nowhere", s.Copy(d.Base, 64, 1)},
		{"copy to nowhere", s.Copy(64, d.Base, 1)},
		{"write nowhere", s.Write(1<<20, []byte{1})},
	} {
		if cu.Code(c.err) != cu.ErrorInvalidValue {
			t.Errorf("%s: %v, want CUDA_ERROR_INVALID_VALUE", c.name, c.err)
		}
	}
	// Zero fills and zero copies leave untouched pages untouched.
	z, _ := s.Alloc(Request{Kind: Device, Size: 8 * pageSize})
	z2, _ := s.Alloc(Request{Kind: Device, Size: 8 * pageSize})
	if err := s.Set32(z.Base, 0, 2*pageSize); err != nil {
		t.Fatal(err)
	}
	if err := s.Copy(z2.Base, z.Base, 8*pageSize); err != nil {
		t.Fatal(err)
	}
	if z.Touched()+z2.Touched() != 0 {
		t.Errorf("zero set and copy touched %d bytes", z.Touched()+z2.Touched())
	}
}

func TestFreeOwnerAndInfo(t *testing.T) {
	s := New([]uint64{64 << 20})
	defer s.Close()
	for _, owner := range []uint64{1, 2, 1} {
		if _, err := s.Alloc(Request{Kind: Device, Size: 1000, Owner: owner}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Alloc(Request{Kind: Host, Size: 1000, Owner: 1}); err != nil {
		t.Fatal(err)
	}
	free, _ := s.Info(0)
	if want := uint64(64<<20 - 2*Granule); free != want {
		t.Errorf("free = %d, want %d (two granules mapped: one per context, the first's two allocations share theirs)", free, want)
	}
	if got := len(s.FreeOwner(1)); got != 3 {
		t.Errorf("FreeOwner freed %d allocations, want 3", got)
	}
	if got := len(s.Allocations()); got != 1 {
		t.Errorf("%d allocations left, want 1", got)
	}
	if free, _ := s.Info(0); free != 64<<20-Granule {
		t.Errorf("free = %d after FreeOwner, want one granule less than the capacity", free)
	}
	if err := s.Reserve(0, 64<<20); cu.Code(err) != cu.ErrorOutOfMemory {
		t.Errorf("over-reserving: %v", err)
	}
}

// FuzzOps checks writes, sets and copies within one device allocation
// against a flat byte slice.
func FuzzOps(f *testing.F) {
	f.Add([]byte{0, 10, 20, 1, 100, 200, 2, 5, 250})
	f.Add([]byte{3, 255, 255, 255, 1, 0, 0, 4, 1, 2, 3})
	f.Add([]byte{0x81, 0, 7, 0x80, 200, 0, 1, 130, 5, 0x82, 0, 9, 0x83, 0, 0})
	f.Fuzz(func(t *testing.T, ops []byte) {
		const n = 2*pageSize + 100
		s := New([]uint64{1 << 30})
		defer s.Close()
		a, _ := s.Alloc(Request{Kind: Device, Size: n})
		model := make([]byte, n)
		for len(ops) >= 3 {
			op, x, y := ops[0]%5, uint64(ops[1])*517%n, uint64(ops[2])*263%n
			ln := min(uint64(y%777), n-x, n-y)
			if ops[0]&0x80 != 0 {
				// Long ranges, from page starts: whole pages filled with a
				// pattern read as it without bytes of their own.
				x &^= pageSize - 1
				ln = min(n-x, n-y)
			}
			ops = ops[3:]
			switch op {
			case 0:
				buf := bytes.Repeat([]byte{byte(y)}, int(ln))
				if s.Write(a.Base+x, buf) == nil {
					copy(model[x:], buf)
				}
			case 1:
				if s.Set8(a.Base+x, byte(y), ln) == nil {
					for i := range ln {
						model[x+i] = byte(y)
					}
				}
			case 2:
				if s.Copy(a.Base+x, a.Base+y, ln) == nil {
					copy(model[x:x+ln], append([]byte(nil), model[y:y+ln]...))
				}
			case 3:
				x &^= 3
				if s.Set32(a.Base+x, uint32(byte(y))*0x01010101, ln/4) == nil {
					for i := range ln / 4 * 4 {
						model[x+i] = byte(y)
					}
				}
			case 4:
				x &^= 1
				if s.Set16(a.Base+x, uint16(byte(y))*0x0101, ln/2) == nil {
					for i := range ln / 2 * 2 {
						model[x+i] = byte(y)
					}
				}
			}
		}
		got := make([]byte, n)
		if err := s.Read(a.Base, got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, model) {
			t.Fatal("memory differs from the model")
		}
	})
}

func BenchmarkSpan(b *testing.B) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	var bases []uint64
	for range 1000 {
		a, _ := s.Alloc(Request{Kind: Device, Size: 4096})
		bases = append(bases, a.Base)
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s.Span(bases[i%len(bases)] + 100)
	}
}

// Freed host memory stays mapped: touching a stale slice must not crash.
func TestFreedHostMemoryStaysMapped(t *testing.T) {
	s := New([]uint64{1 << 20})
	a, err := s.Alloc(Request{Kind: Managed, Size: 5000})
	if err != nil {
		t.Fatal(err)
	}
	stale := a.Bytes()
	stale[0] = 1
	if _, err := s.Free(a.Base); err != nil {
		t.Fatal(err)
	}
	if stale[0] != 0 {
		t.Errorf("freed page reads %d, want 0 (pages given back)", stale[0])
	}
	stale[4999] = 7 // must not fault
	b, _ := s.Alloc(Request{Kind: Host, Size: 5000})
	if b.Base != a.Base {
		t.Logf("mapping not reused (pool holds others): %#x vs %#x", b.Base, a.Base)
	}
	s.Close()
	stale[1] = 1
	b.Bytes()[0] = 1
}

func TestVARanges(t *testing.T) {
	v := &vaAllocator{free: []vaRange{{0x1000, 0x9000}}}
	v.exclude(vaRange{0x3000, 0x4000})
	if diff := cmp.Diff([]vaRange{{0x1000, 0x3000}, {0x4000, 0x9000}}, v.free, cmp.AllowUnexported(vaRange{})); diff != "" {
		t.Errorf("exclude (-want +got):\n%s", diff)
	}
	a, _ := v.get(0x2000)
	b, _ := v.get(0x2000)
	c, _ := v.get(0x3000)
	if _, ok := v.get(0x1000); ok || a != 0x1000 || b != 0x4000 || c != 0x6000 {
		t.Errorf("get: %#x %#x %#x", a, b, c)
	}
	v.put(b, 0x2000)
	v.put(c, 0x3000)
	v.put(a, 0x2000)
	if diff := cmp.Diff([]vaRange{{0x1000, 0x3000}, {0x4000, 0x9000}}, v.free, cmp.AllowUnexported(vaRange{})); diff != "" {
		t.Errorf("after put (-want +got):\n%s", diff)
	}
	for _, r := range deviceVA().free {
		if r.start < engineWindow.end && r.end > engineWindow.start {
			t.Errorf("device region range %#x-%#x overlaps the engine window", r.start, r.end)
		}
	}
}

// BenchmarkSet32 is cuMemsetD32 of a small buffer (the replay's common case)
// and of a sparse allocation's first megabyte.
func BenchmarkSet32(b *testing.B) {
	for _, size := range []uint64{64, 4096, 1 << 20} {
		b.Run(fmt.Sprintf("%d", size), func(b *testing.B) {
			s := New([]uint64{1 << 30})
			defer s.Close()
			a, err := s.Alloc(Request{Kind: Device, Size: size})
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(size))
			for b.Loop() {
				if err := s.Set32(a.Base, 0x01020304, size/4); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Fills of every size class (shorter than a pattern block, a page, across
// page boundaries) write exactly the pattern, and a zero fill of untouched
// memory creates no page whatever its size.
func TestFillSizes(t *testing.T) {
	for _, tc := range []struct{ off, count uint64 }{
		{0, 1}, {4, 3}, {pageSize - 8, 5}, {pageSize - 4, 1}, {12, pageSize/4 + 7}, {pageSize - 12, pageSize/2 + 9},
	} {
		s := New([]uint64{1 << 30})
		a, err := s.Alloc(Request{Kind: Device, Size: 4 * pageSize})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Set32(a.Base+tc.off, 0, tc.count); err != nil {
			t.Fatal(err)
		}
		if a.Touched() != 0 {
			t.Errorf("%+v: zero fill touched %d bytes", tc, a.Touched())
		}
		if err := s.Set32(a.Base+tc.off, 0xa1b2c3d4, tc.count); err != nil {
			t.Fatal(err)
		}
		got := make([]byte, 4*pageSize)
		if err := s.Read(a.Base, got); err != nil {
			t.Fatal(err)
		}
		want := make([]byte, 4*pageSize)
		for i := range tc.count {
			binary.LittleEndian.PutUint32(want[tc.off+4*i:], 0xa1b2c3d4)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%+v: memory differs from the pattern", tc)
		}
		s.Close()
	}
}

// A View leaves out the device memory of devices it does not reach, and
// nothing else.
func TestView(t *testing.T) {
	s := New([]uint64{1 << 30, 1 << 30})
	defer s.Close()
	d0, err := s.Alloc(Request{Kind: Device, Device: 0, Size: 256})
	if err != nil {
		t.Fatal(err)
	}
	d1, err := s.Alloc(Request{Kind: Device, Device: 1, Size: 256})
	if err != nil {
		t.Fatal(err)
	}
	h, err := s.Alloc(Request{Kind: Host, Device: 0, Size: 256})
	if err != nil {
		t.Fatal(err)
	}
	m, err := s.Alloc(Request{Kind: Managed, Device: 0, Size: 256})
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(1, []bool{false, true})
	for _, tc := range []struct {
		a     *Allocation
		reach bool
	}{{d0, false}, {d1, true}, {h, true}, {m, true}} {
		addr := tc.a.Base + 8
		if _, _, ok := v.Span(addr); ok != tc.reach {
			t.Errorf("view of device 1: Span(%s) ok = %v, want %v", tc.a.describe(), ok, tc.reach)
		}
		why := v.Unreachable(addr)
		if (why != "") == tc.reach {
			t.Errorf("view of device 1: Unreachable(%s) = %q", tc.a.describe(), why)
		}
		if _, _, ok := s.Span(addr); !ok {
			t.Errorf("the space itself: Span(%s) not ok", tc.a.describe())
		}
	}
	if why := v.Unreachable(d0.Base + 8); !strings.Contains(why, "device 0") || !strings.Contains(why, "device 1") {
		t.Errorf("Unreachable names %q, want both devices", why)
	}
	if why := v.Unreachable(12345); why != "" {
		t.Errorf("Unreachable of an address in no allocation = %q, want \"\"", why)
	}
}

// Managed memory is mapped MAP_NORESERVE: 300 GiB is granted on a host with
// far less memory, costs only the pages touched, and once freed is cached
// against the MAP_NORESERVE budget without pushing committed granules out.
func TestManagedIsLazy(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	h, err := s.Alloc(Request{Kind: Host, Size: 12345})
	if err != nil {
		t.Fatal(err)
	}
	hb := h.Bytes()
	if _, err := s.Free(h.Base, Host); err != nil {
		t.Fatal(err)
	}
	const n = 300 << 30
	m, err := s.Alloc(Request{Kind: Managed, Size: n, Flags: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := m.Bytes()
	b[0], b[n-1] = 1, 2
	got := make([]byte, 1)
	if err := s.Read(m.Base+n-1, got); err != nil || got[0] != 2 {
		t.Fatalf("last byte: %v %d", err, got[0])
	}
	if _, err := s.Free(m.Base, Managed); err != nil {
		t.Fatal(err)
	}
	r := hostVA()
	r.mu.Lock()
	lazyBytes, committed := r.lazy, r.committed
	_, hostKept := r.cached[h.Base/Granule]
	r.mu.Unlock()
	if lazyBytes < n || committed > hostPoolBytes {
		t.Errorf("region caches %d MAP_NORESERVE and %d committed bytes after freeing 300 GiB of managed memory", lazyBytes, committed)
	}
	if !hostKept {
		t.Errorf("freeing 300 GiB of managed memory unmapped a cached page-locked granule")
	}
	hb[0] = 1 // still mapped: never faults
}

// A lazily computed touch budget is computed once, when device pages first
// take more than lazyBudgetFloor bytes or when TouchBudget is asked, and
// then bounds pages as SetTouchBudget does; SetTouchBudget replaces it.
func TestLazyTouchBudget(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	calls := 0
	s.SetTouchBudgetFunc(func() uint64 { calls++; return lazyBudgetFloor + 2*pageSize })
	a, err := s.Alloc(Request{Kind: Device, Size: 64 << 20, Owner: 1})
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, pageSize)
	write := func(page int) error { return s.Write(a.Base+uint64(page)*pageSize, chunk) }
	for i := range lazyBudgetFloor / pageSize {
		if err := write(i); err != nil {
			t.Fatalf("page %d: %v", i, err)
		}
	}
	if calls != 0 {
		t.Fatalf("the budget was computed with %d bytes in use, not past %d", lazyBudgetFloor, lazyBudgetFloor)
	}
	n := lazyBudgetFloor / pageSize
	for ; n < 64<<20/pageSize; n++ {
		if err := write(n); err != nil {
			if cu.Code(err) != cu.ErrorOutOfMemory {
				t.Fatalf("page %d: %v, want CUDA_ERROR_OUT_OF_MEMORY", n, err)
			}
			break
		}
	}
	if n != lazyBudgetFloor/pageSize+2 || calls != 1 {
		t.Errorf("pages stopped at %d (want %d), budget computed %d times (want 1)", n, lazyBudgetFloor/pageSize+2, calls)
	}
	if limit, used := s.TouchBudget(); limit != lazyBudgetFloor+2*pageSize || used != limit || calls != 1 {
		t.Errorf("TouchBudget = %d, %d after %d computations; want %d, %d after 1", limit, used, calls, lazyBudgetFloor+2*pageSize, lazyBudgetFloor+2*pageSize)
	}
	s.SetTouchBudgetFunc(func() uint64 { calls++; return 1 })
	if limit, _ := s.TouchBudget(); limit != 1 || calls != 2 {
		t.Errorf("TouchBudget = %d after %d computations, want the new function's 1 after 2", limit, calls)
	}
	s.SetTouchBudgetFunc(func() uint64 { calls++; return 1 })
	s.SetTouchBudget(0)
	if limit, _ := s.TouchBudget(); limit != 0 || calls != 2 {
		t.Errorf("after SetTouchBudget(0): limit %d, %d computations; want 0, 2", limit, calls)
	}
}

// A Space dropped without Close gives its device address space back once
// the garbage collector finds it unreachable.
func TestDroppedSpaceReleases(t *testing.T) {
	freeVA := func() (n uint64) {
		v := deviceVA()
		v.mu.Lock()
		defer v.mu.Unlock()
		for _, r := range v.free {
			n += r.end - r.start
		}
		return n
	}
	before := freeVA()
	func() {
		s := New([]uint64{1 << 30})
		if _, err := s.Alloc(Request{Kind: Device, Size: 1 << 20, Owner: 1}); err != nil {
			t.Fatal(err)
		}
	}()
	if freeVA() >= before {
		t.Fatal("a live allocation took no device address space")
	}
	for deadline := time.Now().Add(5 * time.Second); freeVA() != before; {
		if time.Now().After(deadline) {
			t.Fatalf("device address space free %d bytes after the space was dropped, %d before", freeVA(), before)
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

// TestWriteWholePages: a write that covers untouched pages whole makes them
// from the source without zeroing them first (fillPage); the bytes read back
// are the source's wherever the write came from (whole fresh pages, pages
// already touched, a page written in part, the allocation's short last
// page), and the pages' bytes count against the touch budget as before.
func TestWriteWholePages(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	size := uint64(4*pageSize + 100)
	// Dirty the heap first, so a page allocated without zeroing would show
	// old bytes if the copy left any.
	for range 4 {
		junk, err := s.Alloc(Request{Kind: Device, Size: size})
		if err != nil {
			t.Fatal(err)
		}
		must(t, s.Write(junk.Base, bytes.Repeat([]byte{0xee}, int(size))))
		_, err = s.Free(junk.Base)
		must(t, err)
		runtime.GC()
	}
	a, err := s.Alloc(Request{Kind: Device, Size: size})
	if err != nil {
		t.Fatal(err)
	}
	want := make([]byte, size)
	check := func(what string) {
		t.Helper()
		got := make([]byte, size)
		must(t, s.Read(a.Base, got))
		if i := firstDiff(got, want); i >= 0 {
			t.Fatalf("%s: byte %d is %#x, want %#x", what, i, got[i], want[i])
		}
	}
	write := func(what string, off uint64, n int, seed byte) {
		t.Helper()
		src := make([]byte, n)
		for i := range src {
			src[i] = seed + byte(i*7)
		}
		must(t, s.Write(a.Base+off, src))
		copy(want[off:], src)
		check(what)
	}
	write("part of page 1", pageSize+10, 100, 1)
	write("pages 2 and 3 whole, fresh", 2*pageSize, 2*pageSize, 2)
	write("page 0 whole, fresh, and page 1 whole, touched", 0, 2*pageSize, 3)
	write("the last page, short", 4*pageSize, 100, 4)
	write("everything again", 0, int(size), 5)
	if got := a.Touched(); got != size {
		t.Errorf("Touched = %d, want %d", got, size)
	}
}

// TestPageFill: fill makes only an untouched page, from a source of the
// page's whole length, within the budget.
func TestPageFill(t *testing.T) {
	budget := &touchBudget{}
	budget.set(2 * pageSize)
	pt := newPageTable(3*pageSize, budget)
	src := bytes.Repeat([]byte{7}, pageSize)
	if pt.fill(0, src[:pageSize-16]) {
		t.Error("filled a page from a short source")
	}
	if !pt.fill(0, src) || !bytes.Equal(pt.peek(0), src) {
		t.Fatal("did not fill an untouched page")
	}
	if pt.fill(0, src) {
		t.Error("filled a page twice")
	}
	pt.touch(1)
	if pt.fill(1, src) {
		t.Error("filled a touched page")
	}
	if pt.fill(2, src) {
		t.Error("filled a page past the budget")
	}
	if used := budget.used.Load(); used != 2*pageSize {
		t.Errorf("budget used %d, want %d", used, 2*pageSize)
	}
}

func firstDiff(a, b []byte) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestInPieces checks the split of a large copy: the pieces cover [0, n)
// once, each piece boundary is a device page boundary, and a copy below
// parallelCopyMin, or with one processor, is one piece.
func TestInPieces(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	for _, c := range []struct {
		addr   uint64
		n      int
		pieces int
	}{
		{0x7000_0000, parallelCopyMin - 1, 1},
		{0x7000_0000, parallelCopyMin, 4},
		{0x7000_0000 + 12345, 9<<20 + 77, 4},
		{0x7000_0000 + pageSize - 1, 2*parallelCopyMin + 1, 4},
	} {
		var mu sync.Mutex
		var got [][2]int
		left := inPieces(c.addr, c.n, func(i, j int) int {
			mu.Lock()
			got = append(got, [2]int{i, j})
			mu.Unlock()
			return j - i
		})
		if left != c.n {
			t.Errorf("addr %#x n %d: returns sum %d, want %d", c.addr, c.n, left, c.n)
		}
		sort.Slice(got, func(a, b int) bool { return got[a][0] < got[b][0] })
		if len(got) != c.pieces {
			t.Errorf("addr %#x n %d: %d pieces %v, want %d", c.addr, c.n, len(got), got, c.pieces)
		}
		end := 0
		for _, p := range got {
			if p[0] != end || p[1] <= p[0] {
				t.Fatalf("addr %#x n %d: pieces %v do not tile [0, n)", c.addr, c.n, got)
			}
			if p[0] != 0 && (c.addr+uint64(p[0]))%pageSize != 0 {
				t.Errorf("addr %#x n %d: piece %v starts off a page boundary", c.addr, c.n, p)
			}
			end = p[1]
		}
		if end != c.n {
			t.Errorf("addr %#x n %d: pieces end at %d", c.addr, c.n, end)
		}
	}
	runtime.GOMAXPROCS(1)
	if calls := inPieces(0, 64<<20, func(i, j int) int { return 1 }); calls != 1 {
		t.Errorf("GOMAXPROCS 1: %d pieces, want 1", calls)
	}
}

// TestLargeCopyInPieces writes and reads back copies large enough to run in
// pieces, at an unaligned address, into fresh pages and over touched ones,
// and checks that past the touch budget a piece's failure is
// CUDA_ERROR_OUT_OF_MEMORY.
func TestLargeCopyInPieces(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	s := New([]uint64{1 << 30})
	defer s.Close()
	size := uint64(11<<20 + 300)
	a, err := s.Alloc(Request{Kind: Device, Size: size})
	if err != nil {
		t.Fatal(err)
	}
	want := make([]byte, size)
	for round, off := range []uint64{pageSize/2 + 3, 0, 3 * pageSize} {
		n := int(size-off) - 17
		src := make([]byte, n)
		for i := range src {
			src[i] = byte(i*131+round) ^ byte(i>>11)
		}
		must(t, s.Write(a.Base+off, src))
		copy(want[off:], src)
		got := make([]byte, size)
		must(t, s.Read(a.Base, got))
		if i := firstDiff(got, want); i >= 0 {
			t.Fatalf("round %d: byte %d is %#x, want %#x", round, i, got[i], want[i])
		}
	}

	small := New([]uint64{1 << 30})
	defer small.Close()
	small.SetTouchBudget(2 << 20)
	b, err := small.Alloc(Request{Kind: Device, Size: 8 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if err := small.Write(b.Base, make([]byte, 8<<20)); cu.Code(err) != cu.ErrorOutOfMemory {
		t.Fatalf("8 MiB write under a 2 MiB budget: %v, want CUDA_ERROR_OUT_OF_MEMORY", err)
	}
}

// TestCopyFaultReachesCaller reads a copy's source from memory that is not
// mapped, with the caller's debug.SetPanicOnFault on as the drop-in sets it:
// the fault, taken by whichever piece's goroutine reads the hole, panics on
// the caller with the faulting address, as a copy in one piece did.
func TestCopyFaultReachesCaller(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	s := New([]uint64{1 << 30})
	defer s.Close()
	n := 8 << 20
	a, err := s.Alloc(Request{Kind: Device, Size: uint64(n)})
	if err != nil {
		t.Fatal(err)
	}
	host, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		t.Skip(err)
	}
	defer syscall.Munmap(host)
	hole := host[n-pageSize:] // in the last piece, not the caller's
	if err := syscall.Mprotect(hole, syscall.PROT_NONE); err != nil {
		t.Skip(err)
	}
	for _, copyOp := range []string{"write", "read"} {
		func() {
			defer func() {
				f, ok := recover().(interface{ Addr() uintptr })
				if !ok {
					t.Errorf("%s: no fault with an address reached the caller", copyOp)
				} else if f.Addr() < uintptr(unsafe.Pointer(&hole[0])) || f.Addr() >= uintptr(unsafe.Pointer(&hole[0]))+pageSize {
					t.Errorf("%s: fault at %#x, outside the hole", copyOp, f.Addr())
				}
			}()
			if copyOp == "write" {
				_ = s.Write(a.Base, host)
			} else {
				_ = s.Read(a.Base, host)
			}
		}()
	}
}
