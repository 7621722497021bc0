//go:build ignore

// footfilter reads valgrind lackey's --trace-mem output and the FOOT lines of the instrumented
// test binary (footprint.sh) on stdin; it prints the distinct data cache lines that CTAs
// FROM..FROM+N-1 (its two arguments) touch, each CTA apart: the warps' register-file lines by slot, and the rest by 4 KiB page.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

type span struct {
	warp   int
	lo, hi uint64
}

func main() {
	from, _ := strconv.Atoi(os.Args[1])
	n, _ := strconv.Atoi(os.Args[2])
	var marker uint64
	var spans []span
	foot := func(ln string) {
		f := strings.Fields(ln)
		if len(f) >= 3 && f[1] == "marker" {
			marker, _ = strconv.ParseUint(f[2], 16, 64)
		}
		if len(f) >= 5 && f[1] == "warp" {
			w, _ := strconv.Atoi(f[2])
			lo, _ := strconv.ParseUint(f[3], 16, 64)
			hi, _ := strconv.ParseUint(f[4], 16, 64)
			spans = append(spans, span{w, lo, hi})
		}
	}
	cta := -1
	lines := map[uint64]bool{}
	report := func() {
		if cta < from || cta >= from+n {
			return
		}
		slotLines := map[int]int{} // slot -> lines (all warps)
		slotWarps := map[int]map[int]bool{}
		pages := map[uint64]int{}
		reg := 0
		for a := range lines {
			in := false
			for _, s := range spans {
				if a >= s.lo && a < s.hi {
					slot := int((a - s.lo) / 256)
					slotLines[slot]++
					if slotWarps[slot] == nil {
						slotWarps[slot] = map[int]bool{}
					}
					slotWarps[slot][s.warp] = true
					reg++
					in = true
					break
				}
			}
			if !in {
				pages[a>>12]++
			}
		}
		fmt.Printf("CTA %d: %d lines (%d KiB), register files %d lines (%d KiB), other %d\n", cta, len(lines), len(lines)*64/1024, reg, reg*64/1024, len(lines)-reg)
		var slots []int
		for s := range slotLines {
			slots = append(slots, s)
		}
		sort.Ints(slots)
		for _, s := range slots {
			fmt.Printf("  r%d: %d lines, %d warps\n", s, slotLines[s], len(slotWarps[s]))
		}
		var ps []uint64
		for p := range pages {
			ps = append(ps, p)
		}
		sort.Slice(ps, func(i, j int) bool { return pages[ps[i]] > pages[ps[j]] })
		for i, p := range ps {
			if i == 12 {
				break
			}
			fmt.Printf("  page %x: %d lines\n", p<<12, pages[p])
		}
	}
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		t := sc.Text()
		if strings.HasPrefix(t, "FOOT ") {
			foot(t)
			continue
		}
		if len(t) < 4 || t[0] != ' ' {
			continue // instruction fetches and valgrind's own lines
		}
		f := strings.TrimSpace(t[2:])
		c := strings.IndexByte(f, ',')
		if c < 0 {
			continue
		}
		a, err := strconv.ParseUint(f[:c], 16, 64)
		if err != nil {
			continue
		}
		size, _ := strconv.Atoi(f[c+1:])
		if a == marker {
			report()
			cta++
			clear(lines)
			if cta >= from+n {
				return
			}
			continue
		}
		for l := a &^ 63; l < a+uint64(size); l += 64 {
			lines[l] = true
		}
	}
	report()
}
