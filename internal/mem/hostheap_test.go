package mem

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
)

// TestHostLayoutH200 replays probe6's "managed and host" section
// (testdata/reference/probe6/probe6.c, layout()) and compares each address,
// as an offset from the kind's first allocation and within its 2 MiB
// granule, with what the H200 answered (layout.txt). The 3 MiB page-locked
// allocation's offset is left out: the H200 took a granule of a chunk far
// away, cudasim the next one (where the driver takes a chunk is its
// business, as in TestLayoutH200); its place in its granule is compared.
func TestHostLayoutH200(t *testing.T) {
	ref, err := os.ReadFile("../../testdata/reference/probe6/layout.txt")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	in := false
	for _, l := range strings.Split(string(ref), "\n") {
		switch {
		case strings.HasPrefix(l, "## managed and host"):
			in = true
		case strings.HasPrefix(l, "##"):
			in = false
		case in && l != "":
			want = append(want, l)
		}
	}
	if len(want) != 16 {
		t.Fatalf("layout.txt: %d managed and host lines, want 16", len(want))
	}
	s := New([]uint64{h200Total})
	defer s.Close()
	// probe6's setup allocates its 64-byte output buffer with cuMemAllocHost
	if _, err := s.Alloc(Request{Kind: Host, Size: 64, Owner: 1}); err != nil {
		t.Fatal(err)
	}
	sizes := []uint64{1, 1024, 4096, 65536, 1 << 20, 3 << 20, 1, 1}
	var got []string
	for _, k := range []struct {
		kind   Kind
		prefix string
	}{{Managed, "m"}, {Host, "h"}} {
		var first uint64
		for i, n := range sizes {
			a, err := s.Alloc(Request{Kind: k.kind, Size: n, Owner: 1, Flags: 1})
			if err != nil {
				t.Fatal(err)
			}
			if !a.inHostHeap {
				t.Fatalf("%s%d at %#x is not in the host region", k.prefix, n, a.Base)
			}
			if i == 0 {
				first = a.Base
			}
			got = append(got, fmt.Sprintf("%s%d -> 0 CUDA_SUCCESS +%#x g+%#x", k.prefix, n, a.Base-first, a.Base%Granule))
		}
	}
	far := regexp.MustCompile(`^h3145728 (.*) \+0x[0-9a-f]+ `)
	for i := range want {
		want[i] = far.ReplaceAllString(want[i], "h3145728 $1 +far ")
		got[i] = far.ReplaceAllString(got[i], "h3145728 $1 +far ")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("managed and host layout (-H200 +cudasim):\n%s", diff)
	}
}

// mapping is one line of /proc/self/maps.
type mapping struct {
	start, end uint64
	perms      string
}

func mappings(t *testing.T) []mapping {
	t.Helper()
	b, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Skip("no /proc/self/maps:", err)
	}
	var out []mapping
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		lo, hi, _ := strings.Cut(f[0], "-")
		s, err1 := strconv.ParseUint(lo, 16, 64)
		e, err2 := strconv.ParseUint(hi, 16, 64)
		if err1 == nil && err2 == nil {
			out = append(out, mapping{s, e, f[1]})
		}
	}
	return out
}

// reach returns where a write running on from addr stops faulting-free: the
// end of the run of contiguous writable mappings holding addr.
func reach(maps []mapping, addr uint64) uint64 {
	for _, m := range maps {
		if addr >= m.start && addr < m.end && strings.HasPrefix(m.perms, "rw") {
			addr = m.end
		}
	}
	return addr
}

// A host write running on past a page-locked or managed allocation crosses
// only cudasim's host memory (its granule, and granules mapped next to it)
// and then meets a page that faults, inside the host region: it can never
// reach the Go heap or another mapping of the process's.
func TestHostOverrunStaysInRegion(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	r := hostVA()
	if r == nil {
		t.Skip("no host region could be reserved")
	}
	var all []*Allocation
	for _, k := range []Kind{Host, Managed} {
		for _, n := range []uint64{1, 100, 4096, 4097, 64 << 10, 400, 2 << 20, 3<<20 + 5} {
			a, err := s.Alloc(Request{Kind: k, Size: n, Owner: 1, Flags: 1})
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, a)
		}
	}
	maps := mappings(t)
	for _, a := range all {
		end := reach(maps, a.Base)
		if end < a.Base+a.Size {
			t.Errorf("%s of %d bytes: only [%#x, %#x) is writable", a.describe(), a.Size, a.Base, end)
			continue
		}
		if !r.holds(a.Base, end-a.Base+hostPageSize) {
			t.Errorf("%s of %d bytes: a write past its end runs to %#x, out of the host region [%#x, %#x)",
				a.describe(), a.Size, end, r.va.base, r.va.base+r.va.size)
		}
		if end%Granule != 0 {
			t.Errorf("%s of %d bytes: a write past its end faults at %#x, not at a granule's end", a.describe(), a.Size, end)
		}
	}
}

// overrunChild is set in the child process of TestHostOverrunFaults: it
// allocates 400 bytes of page-locked memory in a fresh process and writes
// on past their end, byte by byte, as a C program's runaway loop would.
const overrunChild = "CUDASIM_TEST_OVERRUN_CHILD"

// A runaway write past a page-locked allocation dies with SIGSEGV at the
// first byte past its granule (the next granule is PROT_NONE), at that
// write, not later in the Go runtime.
func TestHostOverrunFaults(t *testing.T) {
	if os.Getenv(overrunChild) != "" {
		s := New([]uint64{1 << 30})
		a, err := s.Alloc(Request{Kind: Host, Size: 400, Owner: 1})
		if err != nil {
			fmt.Println("alloc:", err)
			os.Exit(3)
		}
		fmt.Printf("base %#x\n", a.Base)
		os.Stdout.Sync()
		p := unsafe.Pointer(&a.Bytes()[0])
		for i := uintptr(400); i < 8<<20; i++ {
			*(*byte)(unsafe.Add(p, i)) = 0xAA
		}
		fmt.Println("wrote 8 MiB past it")
		os.Exit(0)
	}
	if hostVA() == nil {
		t.Skip("no host region could be reserved")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHostOverrunFaults$", "-test.count=1")
	cmd.Env = append(os.Environ(), overrunChild+"=1")
	out, err := cmd.CombinedOutput()
	m := regexp.MustCompile(`base (0x[0-9a-f]+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	base, _ := strconv.ParseUint(string(m[1]), 0, 64)
	want := fmt.Sprintf("addr=%#x", roundUp(base+1, Granule))
	if err == nil || !strings.Contains(string(out), "signal SIGSEGV") || !strings.Contains(string(out), want) {
		t.Fatalf("child (allocation at %#x) did not die of SIGSEGV with %s: %v\n%s", base, want, err, out)
	}
}

// An allocation placed where an earlier one lived reads as zeros, though
// the earlier one and a program's overrun into the free space wrote there;
// the freed range's whole pages go back to the kernel.
func TestHostReuseZeroed(t *testing.T) {
	s := New([]uint64{1 << 30})
	defer s.Close()
	for _, k := range []Kind{Host, Managed} {
		keep, err := s.Alloc(Request{Kind: k, Size: 100, Owner: 1, Flags: 1})
		if err != nil {
			t.Fatal(err)
		}
		a, err := s.Alloc(Request{Kind: k, Size: 20000, Owner: 1, Flags: 1})
		if err != nil {
			t.Fatal(err)
		}
		b := a.Bytes()
		for i := range b {
			b[i] = 0xAA
		}
		over := a.host[:cap(a.host)] // the slot's rounding, then free space: as a C overrun
		base := a.Base
		if _, err := s.Free(a.Base); err != nil {
			t.Fatal(err)
		}
		over = unsafe.Slice(&over[0], 40000)
		for i := range over {
			over[i] = 0xBB
		}
		c, err := s.Alloc(Request{Kind: k, Size: 30000, Owner: 1, Flags: 1})
		if err != nil {
			t.Fatal(err)
		}
		if c.Base != base {
			t.Fatalf("%s: the freed slot at %#x was not reused (%#x)", k, base, c.Base)
		}
		for i, v := range c.Bytes() {
			if v != 0 {
				t.Fatalf("%s: byte %d of a reused slot is %#x, want 0", k, i, v)
			}
		}
		if _, err := s.Free(c.Base); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Free(keep.Base); err != nil {
			t.Fatal(err)
		}
	}
}

// Many allocations and frees of mixed sizes keep the host region's use
// bounded: the address space the heaps hold, the granules cached and the
// process's mappings stay what the largest live set needs.
func TestHostChurnBounded(t *testing.T) {
	r := hostVA()
	if r == nil {
		t.Skip("no host region could be reserved")
	}
	s := New([]uint64{1 << 30})
	defer s.Close()
	sizes := []uint64{1, 100, 512, 4097, 64 << 10, 1 << 20, 3 << 20}
	live := map[int]*Allocation{}
	heapVA := func() (n uint64) {
		s.mu.RLock()
		defer s.mu.RUnlock()
		for _, h := range s.hostHeaps {
			for _, c := range h.chunks {
				n += c.end - c.start
				// (less the reserve's part, held once: managedReserve)
				for _, r := range h.reserve {
					if lo, hi := max(c.start, r.start), min(c.end, r.end); lo < hi {
						n -= hi - lo
					}
				}
			}
		}
		return n
	}
	var peakVA uint64
	rounds := 100000
	if testing.Short() {
		rounds = 20000
	}
	for i := range rounds {
		slot := (i * 7919) % 64
		if a := live[slot]; a != nil {
			if _, err := s.Free(a.Base); err != nil {
				t.Fatal(err)
			}
		}
		k := Host
		if i%3 == 0 {
			k = Managed
		}
		a, err := s.Alloc(Request{Kind: k, Size: sizes[(i*31)%len(sizes)], Owner: 1, Flags: 1})
		if err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
		live[slot] = a
		if i == rounds/10 {
			peakVA = heapVA()
		}
	}
	// 64 live allocations of at most 3 MiB: a few chunks of each kind
	if va := heapVA(); va > 2*peakVA || va > 512<<20 {
		t.Errorf("host heaps hold %d bytes of address space after %d rounds (%d after %d)", va, rounds, peakVA, rounds/10)
	}
	n := len(mappings(t))
	if n > 2000 {
		t.Errorf("the process has %d mappings after %d rounds", n, rounds)
	}
	r.mu.Lock()
	t.Logf("after %d rounds: heaps hold %d bytes of address space (%d after %d), the region caches %d committed and %d MAP_NORESERVE bytes, the process has %d mappings",
		rounds, heapVA(), peakVA, rounds/10, r.committed, r.lazy, n)
	r.mu.Unlock()
}

// TestHostLayoutH100 replays the page-locked and managed allocations of
// testdata/reference/guard37/layout37.c (each kind's sizes in turn, all
// kept) and compares, for each, its offset in its 2 MiB granule and its
// distance from the allocation before when that is under 2 MiB ("far"
// otherwise: where a heap's chunk lies is the driver's business) with what
// the H100 answered (h100-native_1.out; native_2.out gave the same).
func TestHostLayoutH100(t *testing.T) {
	ref, err := os.ReadFile("../../testdata/reference/guard37/h100-native_1.out")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`^(cuMemAllocHost|cuMemHostAlloc\(([A-Z0-9]+)\)|cuMemAllocManaged\(([A-Z]+)\)) size=(\d+) code=0 ptr=(0x[0-9a-f]+) `)
	flagOf := map[string]uint32{"0": 0, "PORTABLE": 1, "DEVICEMAP": 2, "WRITECOMBINED": 4, "7": 7, "GLOBAL": 1, "HOST": 2}
	type step struct {
		name  string
		kind  Kind
		flags uint32
		size  uint64
		ptr   uint64
	}
	var steps []step
	for _, l := range strings.Split(string(ref), "\n") {
		m := line.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		st := step{name: m[1], kind: Host}
		switch {
		case m[2] != "":
			st.flags = flagOf[m[2]]
		case m[3] != "":
			st.kind, st.flags = Managed, flagOf[m[3]]
		}
		st.size, _ = strconv.ParseUint(m[4], 10, 64)
		st.ptr, _ = strconv.ParseUint(m[5], 0, 64)
		steps = append(steps, st)
	}
	if len(steps) != 64 {
		t.Fatalf("h100-native_1.out: %d page-locked and managed allocations, want 64", len(steps))
	}
	describe := func(st step, ptr, prev uint64) string {
		d := "far"
		if delta := int64(ptr - prev); prev != 0 && delta > -Granule && delta < Granule {
			d = fmt.Sprintf("%+#x", delta)
		}
		return fmt.Sprintf("%s %d: g+%#x %s", st.name, st.size, ptr%Granule, d)
	}
	s := New([]uint64{1 << 30})
	defer s.Close()
	var want, got []string
	var prevWant, prevGot uint64
	for _, st := range steps {
		a, err := s.Alloc(Request{Kind: st.kind, Size: st.size, Owner: 1, Flags: st.flags})
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, describe(st, st.ptr, prevWant))
		got = append(got, describe(st, a.Base, prevGot))
		prevWant, prevGot = st.ptr, a.Base
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("page-locked and managed layout (-H100 +cudasim):\n%s", diff)
	}
}

// A kernel reaches page-locked and managed memory as it reaches device
// memory: the whole mapped granule, allocated or not (the H200 did not
// fault 4 bytes, 4 KiB or 64 KiB past a 1 KiB allocation, nor on a freed
// one whose granule another allocation keeps mapped: probe6's
// managed_end_w4 to host_64k_w4 and host_freed), and nothing past it, nor
// a granule no allocation keeps mapped (managed_2m_w4, managed_freed).
func TestHostSpanGranule(t *testing.T) {
	if hostVA() == nil {
		t.Skip("no host region could be reserved")
	}
	s := New([]uint64{1 << 30})
	defer s.Close()
	view := s.View(0, []bool{true})
	for _, k := range []Kind{Host, Managed} {
		var keep *Allocation
		if k == Host { // probe6's 64-byte output buffer
			var err error
			if keep, err = s.Alloc(Request{Kind: Host, Size: 64, Owner: 1}); err != nil {
				t.Fatal(err)
			}
		}
		a, err := s.Alloc(Request{Kind: k, Size: 1024, Owner: 1, Flags: 1})
		if err != nil {
			t.Fatal(err)
		}
		reaches := func(addr uint64) bool {
			base, b, ok := view.Span(addr)
			return ok && addr-base < uint64(len(b))
		}
		for _, off := range []uint64{0, 1024, 4096, 65536} {
			if !reaches(a.Base + off) {
				t.Errorf("%s: %d bytes past a 1 KiB allocation's base faults", k, off)
			}
		}
		if next := roundUp(a.Base+1, Granule); reaches(next) != (k == Host) {
			// Page-locked memory's next granules are the context's reserve (hostReserve).
			t.Errorf("%s: the unmapped granule past the allocation's (%#x) reached %v", k, next, !(k == Host))
		}
		if _, err := s.Free(a.Base); err != nil {
			t.Fatal(err)
		}
		if got := reaches(a.Base); got != (keep != nil) {
			t.Errorf("%s: freed allocation reached %v, want %v (its granule mapped: %v)", k, got, keep != nil, keep != nil)
		}
		if keep != nil {
			if _, err := s.Free(keep.Base); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestHostReserve: a context's first page-locked allocation, made before any
// device memory, is followed by hostReserve, which kernels reach (zeros, their
// stores kept for kernels) and the host does not: the H100 read zeros 2 to 64
// MiB past a 1 KiB allocation and faulted 80 and 96 MiB past, and a 3 MiB
// allocation landed 74 MiB past the small allocations' granule
// (testdata/reference/granule37). Without it (device memory first: the
// device heap's reserve, firstReserve) the next granule faults.
func TestHostReserve(t *testing.T) {
	s, view, reaches := reserveSpace(t)
	if _, err := s.Alloc(Request{Kind: Host, Size: 64, Owner: 1}); err != nil {
		t.Fatal(err)
	}
	a, err := s.Alloc(Request{Kind: Host, Size: 1024, Owner: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, mib := range []uint64{2, 3, 4, 6, 8, 16, 32, 48, 64} {
		if !reaches(a.Base + mib<<20) {
			t.Errorf("%d MiB past the 1 KiB allocation: faults, the H100 read zeros", mib)
		}
	}
	for _, mib := range []uint64{80, 96} {
		if reaches(a.Base + mib<<20) {
			t.Errorf("%d MiB past the 1 KiB allocation: reached, the H100 faulted", mib)
		}
	}
	// A kernel's store there is the next kernel's load.
	base, b, _ := view.Span(a.Base + 8<<20)
	b[a.Base+8<<20-base] = 0x5a
	if base, b, _ = view.Span(a.Base + 8<<20); b[a.Base+8<<20-base] != 0x5a {
		t.Error("a store into the reserve was not kept")
	}
	big, err := s.Alloc(Request{Kind: Host, Size: 3 << 20, Owner: 1})
	if err != nil {
		t.Fatal(err)
	}
	if g := a.Base &^ (Granule - 1); big.Base != g+firstReserve {
		t.Errorf("a 3 MiB allocation at %#x, the small allocations' granule at %#x: %d MiB past it, the H100 74", big.Base, g, int64(big.Base-g)>>20)
	}

	// Write-combined memory first: its granule takes the reserve, and the other page-locked
	// heaps' granules come after it (granule41's wc).
	s3 := New([]uint64{1 << 30})
	defer s3.Close()
	view3 := s3.View(0, []bool{true})
	wc, err := s3.Alloc(Request{Kind: Host, Size: 1024, Owner: 3, Flags: 4})
	if err != nil {
		t.Fatal(err)
	}
	if base, b, ok := view3.Span(wc.Base + 8<<20); !ok || wc.Base+8<<20-base >= uint64(len(b)) {
		t.Error("8 MiB past write-combined memory allocated first: faults, the H100 read zeros")
	}
	small, err := s3.Alloc(Request{Kind: Host, Size: 3 << 19, Owner: 3})
	if err != nil {
		t.Fatal(err)
	}
	if g := wc.Base &^ (Granule - 1); small.Base < g+firstReserve {
		t.Errorf("a 1.5 MiB allocation after write-combined memory at %d MiB past its granule: inside the reserve", int64(small.Base-g)>>20)
	}
	if base, b, ok := view3.Span(small.Base + 4<<20); ok && small.Base+4<<20-base < uint64(len(b)) {
		t.Error("a second reserve after the context's second page-locked heap")
	}

	// Device memory first: the context's reserve is the device heap's.
	s2 := New([]uint64{1 << 30})
	defer s2.Close()
	if _, err := s2.Alloc(Request{Kind: Device, Size: 1024, Owner: 2}); err != nil {
		t.Fatal(err)
	}
	h, err := s2.Alloc(Request{Kind: Host, Size: 1024, Owner: 2})
	if err != nil {
		t.Fatal(err)
	}
	view2 := s2.View(0, []bool{true})
	if base, b, ok := view2.Span(h.Base + 4<<20); ok && h.Base+4<<20-base < uint64(len(b)) {
		t.Error("4 MiB past page-locked memory allocated after device memory: reached")
	}
}

// TestManagedReserve: past the granule of the program's first managed allocation kernels reach
// managedReserve (zeros, their stores kept) and fault on the chunk's unallocated granules before
// it and past its end; nothing else is placed there (granule41's transcript2.txt, the H100).
func TestManagedReserve(t *testing.T) {
	s, view, reaches := reserveSpace(t)
	if _, err := s.Alloc(Request{Kind: Managed, Size: 64, Owner: 1, Flags: 1}); err != nil {
		t.Fatal(err)
	}
	x, err := s.Alloc(Request{Kind: Managed, Size: 1024, Owner: 1, Flags: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, mib := range []uint64{2, 8, 24, 31, 520, 540, 543, 558, 560} {
		if reaches(x.Base + mib<<20) {
			t.Errorf("%d MiB past the 1 KiB managed allocation: reached, the H100 faulted", mib)
		}
	}
	for _, mib := range []uint64{32, 64, 80, 128, 512, 516, 544, 548, 556} {
		if !reaches(x.Base + mib<<20) {
			t.Errorf("%d MiB past the 1 KiB managed allocation: faults, the H100 read zeros", mib)
		}
	}
	at := x.Base + 64<<20
	base, b, _ := view.Span(at)
	b[at-base] = 0x5a
	if base, b, _ = view.Span(at); b[at-base] != 0x5a {
		t.Error("a store into the reserve was not kept")
	}
	g := x.Base &^ (Granule - 1)
	for _, r := range []Request{{Kind: Managed, Size: 40 << 20, Flags: 1}, {Kind: Host, Size: 1024}, {Kind: Host, Size: 3 << 20}, {Kind: Managed, Size: 1024, Origin: Variable, Flags: 1}} {
		r.Owner = 1
		a, err := s.Alloc(r)
		if err != nil {
			t.Fatal(err)
		}
		if a.Base+a.Size > g+managedReserve[0].start && a.Base < g+managedReserve[len(managedReserve)-1].end {
			t.Errorf("%+v placed at %d MiB past the managed granule: inside the reserve", r, int64(a.Base-g)>>20)
		}
	}
}

// reserveSpace is the reserve tests' space (closed with the test), device 0's view of it, and
// whether a kernel there reaches an address.
func reserveSpace(t *testing.T) (*Space, *View, func(addr uint64) bool) {
	t.Helper()
	if hostVA() == nil {
		t.Skip("no host region could be reserved")
	}
	s := New([]uint64{1 << 30})
	t.Cleanup(s.Close)
	view := s.View(0, []bool{true})
	return s, view, func(addr uint64) bool {
		base, b, ok := view.Span(addr)
		return ok && addr-base < uint64(len(b))
	}
}
