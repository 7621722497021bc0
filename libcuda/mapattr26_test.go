//go:build linux && amd64

package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// mapAttrLine is what testdata/reference/mapattr26's mapattr.c prints of one pointer: its
// label, the three return codes, MAPPING_SIZE, MAPPING_BASE_ADDR relative to the pointer and
// the MEMORY_BLOCK_ID's index of first appearance.
var mapAttrLine = regexp.MustCompile(`^(.{28}) .*p-first (\S+) .*\| rc (\d+ \d+ \d+) \| mapsize (\S+) mapbase p(\S+) .* block (-?\d+) \|`)

// TestMapAttr26MatchesH200 runs mapattr.c on cudasim and compares the mapping size, base and
// block of device memory (cuMemAlloc), registered host memory and the default pool's
// allocations with what the H200 answered: the same sizes and bases, and the same pointers
// sharing a block; and where device allocations land relative to the first. Since session 37
// page-locked and managed memory are compared too: they are packed into blocks of 2 MiB
// granules as the H200 packs them (internal/mem/hostheap.go); until then cudasim answered
// CUDA_ERROR_NOT_SUPPORTED for them.
func TestMapAttr26MatchesH200(t *testing.T) {
	t.Parallel()
	const dir = "../testdata/reference/mapattr26"
	exe := compile(t, dir+"/mapattr.c")
	got, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"})
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	b, err := os.ReadFile(dir + "/native.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Split(strings.TrimSpace(string(b)), "\n")
	have := strings.Split(strings.TrimSpace(got), "\n")
	if len(want) != len(have) {
		t.Fatalf("%d lines, the H200 printed %d:\n%s", len(have), len(want), got)
	}
	blocks := map[string]string{} // the H200's block index -> cudasim's
	compared := 0
	kind, top := "", "" // the allocation call and label of the last unindented line
	for i := range want {
		w, h := mapAttrLine.FindStringSubmatch(want[i]), mapAttrLine.FindStringSubmatch(have[i])
		if w == nil || h == nil {
			continue
		}
		if !strings.HasPrefix(w[1], " ") {
			kind, top = strings.Fields(w[1])[0], w[1]
		}
		compared++
		if w[3] != h[3] || w[4] != h[4] || w[5] != h[5] {
			t.Errorf("%s: codes %s, mapping size %s, base p%s; the H200: %s, %s, p%s", w[1], h[3], h[4], h[5], w[3], w[4], w[5])
		}
		// Where device memory lands from the first allocation on: past the first granule, 74
		// MiB on (internal/mem's firstReserve). The H200 took a new chunk below the first for
		// the 40 MiB allocation (#8), which cudasim places after it.
		if kind == "cuMemAlloc" && !strings.Contains(top, "#8 ") && w[2] != h[2] {
			t.Errorf("%s: at first allocation %s, the H200's at %s", w[1], h[2], w[2])
		}
		if prev, ok := blocks[w[6]]; !ok {
			blocks[w[6]] = h[6]
		} else if prev != h[6] {
			t.Errorf("%s: block %s, where the H200's block %s was cudasim's %s before", w[1], h[6], w[6], prev)
		}
	}
	seen := map[string]bool{}
	for _, v := range blocks {
		if seen[v] {
			t.Errorf("two of the H200's blocks are one of cudasim's: %v", blocks)
		}
		seen[v] = true
	}
	if compared < 25 {
		t.Errorf("only %d lines compared", compared)
	}
}
