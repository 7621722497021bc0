package mem

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLayoutH200 replays the allocation sequence of probe6's layout section
// (testdata/reference/probe6/probe6.c) and compares every address, as an
// offset from the first allocation and within its 2 MiB granule, and every
// change of free memory, with what the H200 answered (layout.txt). The
// pitch, managed, host and pool sections need the driver: libcuda's
// TestProbe6 runs the whole program.
func TestLayoutH200(t *testing.T) {
	ref, err := os.ReadFile("../../testdata/reference/probe6/layout.txt")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, l := range strings.Split(string(ref), "\n") {
		if strings.HasPrefix(l, "## cuMemAllocPitch") {
			break
		}
		if strings.HasPrefix(l, "first allocation") || strings.HasPrefix(l, "free ") || l == "" {
			continue
		}
		want = append(want, l)
	}
	got := layoutLines(t)
	if diff := cmp.Diff(otherChunk(want), otherChunk(got)); diff != "" {
		t.Errorf("layout (-H200 +cudasim):\n%s", diff)
	}
}

// otherChunk rewrites the offsets outside a heap's first chunk (the 24 MiB
// from the first allocation on) relative to the first such offset: where
// the driver reserves a heap's next chunk is its business (the H200 took
// one 520 MiB below the first), what lies in it is not.
func otherChunk(lines []string) []string {
	re := regexp.MustCompile(`([+-])0x([0-9a-f]+)`)
	var other int64
	found := false
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = re.ReplaceAllStringFunc(l, func(m string) string {
			u, err := strconv.ParseUint(m[3:], 16, 64)
			if err != nil {
				return m
			}
			v := int64(u) // the C program prints some negative offsets as unsigned
			if m[0] == '-' {
				v = -v
			}
			if v >= -Granule && v <= 24<<20 {
				return m
			}
			if !found {
				other, found = v, true
			}
			return fmt.Sprintf("chunk2%+#x", v-other)
		})
	}
	return out
}

// layoutLines is probe6's layout(), as far as the deltas section, on a
// Space (one context, owner 1, on an H200's capacity).
func layoutLines(t *testing.T) []string {
	s := New([]uint64{150109880320})
	defer s.Close()
	var out []string
	var origin uint64
	have := false
	where := func(p uint64) string {
		if !have {
			origin, have = p, true
		}
		rel := int64(p - origin)
		sign := "+"
		if rel < 0 {
			sign, rel = "-", -rel
		}
		return fmt.Sprintf("%s0x%x g+0x%x", sign, rel, p%Granule)
	}
	// probe6 allocates its 64-byte output buffer with cuMemAllocHost first,
	// so no firstReserve is kept
	if _, err := s.Alloc(Request{Kind: Host, Size: 64, Owner: 1}); err != nil {
		t.Fatal(err)
	}
	alloc := func(n uint64) uint64 {
		a, err := s.Alloc(Request{Kind: Device, Size: n, Owner: 1})
		if err != nil {
			t.Fatal(err)
		}
		return a.Base
	}
	free := func(p uint64) {
		if _, err := s.Free(p); err != nil {
			t.Fatal(err)
		}
	}
	out = append(out, "## sizes in order")
	sizes := []uint64{1, 8, 100, 256, 511, 512, 513, 1000, 1024, 1025, 2048, 4096, 4097, 65536, 65537,
		1<<20 - 1, 1 << 20, 1<<20 + 1, 3 << 19, 2<<20 - 512, 2<<20 - 1, 2 << 20,
		2<<20 + 1, 3 << 20, 4 << 20, 1, 1, 512, 1}
	d := make([]uint64, len(sizes))
	for i, n := range sizes {
		d[i] = alloc(n)
		out = append(out, fmt.Sprintf("a%d -> 0 CUDA_SUCCESS %s range %d", n, where(d[i]), n))
	}
	out = append(out, "## free 100, 1024, 4096; allocate 1000, 100, 64, 4096, 3000")
	free(d[2])
	free(d[8])
	free(d[11])
	for _, n := range []uint64{1000, 100, 64, 4096, 3000} {
		out = append(out, fmt.Sprintf("a%d -> 0 CUDA_SUCCESS %s", n, where(alloc(n))))
	}
	out = append(out, "## free everything, allocate the first sizes again")
	for i := range d {
		if i != 2 && i != 8 && i != 11 {
			free(d[i])
		}
	}
	for i := 0; i < 12; i++ {
		d[i] = alloc(sizes[i])
		out = append(out, fmt.Sprintf("a%d -> 0 CUDA_SUCCESS %s", sizes[i], where(d[i])))
	}
	for i := 0; i < 12; i++ {
		free(d[i])
	}
	for _, f := range []uint64{1024, 65536, 1 << 20, 2 << 20, 3 << 20} {
		out = append(out, fmt.Sprintf("## %d-byte allocations until 24 MiB, jumps only", f))
		m := (24 << 20) / f
		all := make([]uint64, m)
		var prev uint64
		for i := range all {
			all[i] = alloc(f)
			if i == 0 || all[i] != prev+roundUp(f, 512) {
				end := "0x0"
				if i > 0 {
					end = fmt.Sprintf("+0x%x", prev+f-origin)
				}
				out = append(out, fmt.Sprintf("#%d %s (prev end %s)", i, where(all[i]), end))
			}
			prev = all[i]
		}
		for _, p := range all {
			free(p)
		}
	}
	out = append(out, "## cuMemGetInfo deltas (free before - after each allocation)")
	for _, n := range []uint64{1, 512, 4096, 65536, 1 << 20, 1<<20 + 1, 2 << 20, 2<<20 + 1, 3 << 20, 1, 1} {
		f0, _ := s.Info(0)
		p := alloc(n)
		f1, _ := s.Info(0)
		out = append(out, fmt.Sprintf("a%d %s free drops %d", n, where(p), f0-f1))
	}
	return out
}
