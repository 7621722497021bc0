package sim

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZQ(t *testing.T) {
	names := os.Getenv("ZZQ")
	if names == "" {
		t.Skip()
	}
	f, _ := os.Open("/work/devresults15/w1/rand15-a/differ.txt.gz")
	zr, _ := gzip.NewReader(f)
	sc := bufio.NewScanner(zr)
	progs := map[string]hwProgram{}
	for _, q := range hwPrograms2() {
		progs[q.name] = q
	}
	input := hwRandomInput()
	for sc.Scan() {
		var name string
		var thread, word int
		var gpu, old uint32
		if n, _ := fmt.Sscanf(sc.Text(), "%s %d %d %x %x", &name, &thread, &word, &gpu, &old); n != 5 || !strings.Contains(names, name) {
			continue
		}
		p := progs[name]
		out, _ := hwRandomRunSized(p.src, input, p.outSize)
		words := p.outSize / (2 * hwRandomThreads * 4)
		cur := binary.LittleEndian.Uint32(out[4*(thread*words+word):])
		mark := ""
		if cur != gpu {
			mark = " <<"
		}
		fmt.Printf("%s t%d w%d gpu %08x old %08x now %08x%s\n", name, thread, word, gpu, old, cur, mark)
	}
	for _, n := range strings.Fields(names) {
		fmt.Println(progs[n].src)
	}
}
