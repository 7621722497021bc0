package amd64

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
)

// TestMap maps code and unmaps it; no code is refused, nor a second Unmap.
func TestMap(t *testing.T) {
	if _, err := Map(nil); err == nil {
		t.Fatal("Map(nil) mapped nothing without an error")
	}
	var a Asm
	a.VZEROUPPER()
	a.RET()
	c, err := Map(a.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(c.mem[:a.Len()], a.Bytes()) || c.Addr(1) != c.Addr(0)+1 {
		t.Fatalf("mapped % x at %#x, want % x", c.mem[:a.Len()], c.Addr(0), a.Bytes())
	}
	if err := c.Unmap(); err != nil {
		t.Fatal(err)
	}
	if err := c.Unmap(); err == nil {
		t.Fatal("a second Unmap of the same code reported no error")
	}
}

// codeOf is n bytes of recognisable code (not INT3, which fills the rest of a piece).
func codeOf(n, seed int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7+seed)%0xcb + 1
	}
	return b
}

// checkMapped checks that c holds code, INT3 after it, and that its pages are mapped
// read+execute, not writable.
func checkMapped(t *testing.T, c *Code, code []byte) {
	t.Helper()
	if !bytes.Equal(c.mem[:len(code)], code) {
		t.Fatalf("code at %#x differs from what was mapped", c.Addr(0))
	}
	if rest := c.mem[len(code):]; len(rest) > 0 && !bytes.Equal(rest, bytes.Repeat([]byte{0xcc}, len(rest))) {
		t.Fatalf("code at %#x: the piece's %d bytes after the code are not all INT3", c.Addr(0), len(rest))
	}
	if len(c.mem)%pageSize != 0 || c.Addr(0)%pageSize != 0 {
		t.Fatalf("code at %#x: %d bytes, not whole pages", c.Addr(0), len(c.mem))
	}
	if p := protection(t, c.Addr(0), c.Addr(0)+uintptr(len(c.mem))); p != "r-x" {
		t.Fatalf("code at %#x is mapped %s, want r-x", c.Addr(0), p)
	}
}

// protection reads the permissions of the mapping that holds [lo, hi) from /proc/self/maps, and
// fails if any mapping of the process is writable and executable at once.
func protection(t *testing.T, lo, hi uintptr) string {
	t.Helper()
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	found := ""
	s := bufio.NewScanner(f)
	for s.Scan() {
		var a, b uintptr
		var perm string
		if _, err := fmt.Sscanf(s.Text(), "%x-%x %s", &a, &b, &perm); err != nil {
			t.Fatalf("/proc/self/maps: %q: %v", s.Text(), err)
		}
		if strings.Contains(perm, "w") && strings.Contains(perm, "x") {
			t.Fatalf("a mapping is writable and executable at once: %s", s.Text())
		}
		if a <= lo && hi <= b {
			found = perm[:3]
		}
	}
	return found
}

// TestMapArena maps code of several sizes (some larger than a chunk's half, mapped on their
// own), checks each piece, unmaps them, and checks that a chunk emptied that way is reused.
func TestMapArena(t *testing.T) {
	var codes []*Code
	sizes := []int{1, 100, pageSize - 1, pageSize, pageSize + 1, 3 * pageSize, chunkSize/2 + 1, chunkSize}
	for round := 0; round < 3; round++ {
		for i, n := range sizes {
			code := codeOf(n, round*len(sizes)+i)
			c, err := Map(code)
			if err != nil {
				t.Fatal(err)
			}
			checkMapped(t, c, code)
			codes = append(codes, c)
		}
	}
	for i, c := range codes {
		for _, d := range codes[:i] {
			if c.Addr(0) < d.Addr(0)+uintptr(len(d.mem)) && d.Addr(0) < c.Addr(0)+uintptr(len(c.mem)) {
				t.Fatalf("pieces at %#x and %#x overlap", c.Addr(0), d.Addr(0))
			}
		}
	}
	// Fill chunks with one-page pieces, unmap them all: the chunks they filled are kept and
	// the next pieces reuse their pages.
	used := map[uintptr]bool{}
	var small []*Code
	for range 3 * chunkSize / pageSize {
		c, err := Map(codeOf(10, 1))
		if err != nil {
			t.Fatal(err)
		}
		used[c.Addr(0)] = true
		small = append(small, c)
	}
	for _, c := range append(codes, small...) {
		if err := c.Unmap(); err != nil {
			t.Fatal(err)
		}
	}
	reused := 0
	for i := range 2 * chunkSize / pageSize {
		code := codeOf(200, i)
		c, err := Map(code)
		if err != nil {
			t.Fatal(err)
		}
		checkMapped(t, c, code)
		if used[c.Addr(0)] {
			reused++
		}
		defer c.Unmap()
	}
	if reused < chunkSize/pageSize {
		t.Fatalf("%d of %d new pieces reused pages of emptied chunks, want at least a chunk's %d", reused, 2*chunkSize/pageSize, chunkSize/pageSize)
	}
}

// TestMapConcurrent maps and unmaps from several goroutines at once (run it with -race).
func TestMapConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := range 8 {
		wg.Go(func() {
			var live []*Code
			for i := range 300 {
				code := codeOf(1+(i*37+g*101)%(2*pageSize), g*1000+i)
				c, err := Map(code)
				if err != nil {
					errs <- err
					return
				}
				if !bytes.Equal(c.mem[:len(code)], code) {
					errs <- fmt.Errorf("goroutine %d: piece %d at %#x does not hold its code", g, i, c.Addr(0))
					return
				}
				live = append(live, c)
				if len(live) > 20 {
					for _, c := range live[:10] {
						if err := c.Unmap(); err != nil {
							errs <- err
							return
						}
					}
					live = append(live[:0], live[10:]...)
				}
			}
			for _, c := range live {
				c.Unmap()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}

// BenchmarkMapUnmap maps a kernel's worth of code and unmaps it, as compiling a kernel and
// collecting it do.
func BenchmarkMapUnmap(b *testing.B) {
	code := codeOf(1500, 0)
	for b.Loop() {
		c, err := Map(code)
		if err != nil {
			b.Fatal(err)
		}
		c.Unmap()
	}
}
