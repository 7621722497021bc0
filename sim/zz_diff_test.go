package sim

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

func TestZZDiff(t *testing.T) {
	fn := os.Getenv("ZZDIFF")
	if fn == "" {
		t.Skip()
	}
	filter := os.Getenv("ZZFILTER")
	f, _ := os.Open(fn)
	zr, _ := gzip.NewReader(f)
	sc := bufio.NewScanner(zr)
	progs := map[string]hwProgram{}
	for _, q := range hwPrograms2() {
		progs[q.name] = q
	}
	input := hwRandomInput()
	outs := map[string][]byte{}
	vals := map[string][]byte{}
	for sc.Scan() {
		var name string
		var thread, word int
		var gpu, old uint32
		if n, _ := fmt.Sscanf(sc.Text(), "%s %d %d %x %x", &name, &thread, &word, &gpu, &old); n != 5 {
			continue
		}
		p, ok := progs[name]
		if !ok || p.slots == nil || word >= len(p.slots) || p.slots[word] == "" {
			continue
		}
		if filter != "" && !strings.Contains(p.slots[word], filter) {
			continue
		}
		words := p.outSize / (2 * hwRandomThreads * 4)
		at := func(b []byte, w int) uint32 { return binary.LittleEndian.Uint32(b[4*(thread*words+w):]) }
		out, ok := outs[name]
		if !ok {
			out, _ = hwRandomRunSized(p.src, input, p.outSize)
			outs[name] = out
		}
		if at(out, word) == gpu {
			continue
		}
		var stores strings.Builder
		var regs []string
		seen := map[string]bool{}
		for _, r := range regexp.MustCompile(`%[a-z]+[0-9]+`).FindAllString(p.slots[word], -1) {
			if seen[r] || strings.HasPrefix(r, "%a") {
				continue
			}
			seen[r] = true
			off := 8 * len(regs)
			regs = append(regs, r)
			switch r[1] {
			case 'h':
				fmt.Fprintf(&stores, "\tst.global.b16 [%%a4+%d], %s;\n", off, r)
			case 'd', 'l', 'm', 'e':
				fmt.Fprintf(&stores, "\tst.global.b64 [%%a4+%d], %s;\n", off, r)
			case 'p':
				fmt.Fprintf(&stores, "\tselp.u32 %%t, 1, 0, %s;\n\tst.global.u32 [%%a4+%d], %%t;\n", r, off)
			default:
				fmt.Fprintf(&stores, "\tst.global.b32 [%%a4+%d], %s;\n", off, r)
			}
		}
		key := name + "/" + p.slots[word]
		v, ok := vals[key]
		if !ok {
			end := strings.LastIndex(p.src, "\tret;\n}")
			src := p.src[:end] + stores.String() + p.src[end:]
			v, _ = hwRandomRunSized(src, input, p.outSize)
			vals[key] = v
		}
		var ops []string
		for i, r := range regs {
			switch r[1] {
			case 'h':
				ops = append(ops, fmt.Sprintf("%s=%04x", r, at(v, 2*i)&0xffff))
			case 'd', 'l', 'm', 'e':
				ops = append(ops, fmt.Sprintf("%s=%08x%08x", r, at(v, 2*i+1), at(v, 2*i)))
			default:
				ops = append(ops, fmt.Sprintf("%s=%08x", r, at(v, 2*i)))
			}
		}
		fmt.Printf("%s t%d w%d | %s | %s | gpu %08x sim %08x (next sim %08x)\n", name, thread, word, p.slots[word], strings.Join(ops, " "), gpu, at(out, word), at(out, word+1))
	}
}
