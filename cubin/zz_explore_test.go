package cubin

import (
	"archive/tar"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"cudasim/sim/ptx"
)

func TestZZExplore(t *testing.T) {
	const dir = "../testdata/reference/fix11/"
	files := map[string][]byte{}
	f, _ := os.Open(dir + "regsptx.tar.gz")
	z, _ := gzip.NewReader(f)
	tr := tar.NewReader(z)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		files[h.Name], _ = io.ReadAll(tr)
	}
	files["awb118.ptx"], _ = os.ReadFile(dir + "awb118.ptx")
	rows, _ := os.ReadFile(dir + "w1/regs.txt")
	out, _ := os.Create("/tmp/explore.tsv")
	defer out.Close()
	mods := map[string]*ptx.Module{}
	for _, line := range strings.Split(string(rows), "\n") {
		fs := strings.Split(line, "\t")
		if len(fs) < 4 || fs[0] != "regs" || files[fs[1]] == nil {
			continue
		}
		want, _ := strconv.Atoi(fs[3])
		m, ok := mods[fs[1]]
		if !ok {
			m, _ = ptx.Parse(files[fs[1]])
			mods[fs[1]] = m
		}
		var fn *ptx.Function
		for _, g := range m.Functions {
			if g.Entry && g.Name == fs[2] {
				fn = g
			}
		}
		if fn == nil {
			continue
		}
		peak, calls, ninstr := 0, 0, 0
		for _, g := range Reachable(m, fn) {
			pk, c := livePeak(g)
			peak = max(peak, pk)
			calls += len(c)
			b, _ := g.Stmts()
			ninstr += len(b)
		}
		fmt.Fprintf(out, "%s\t%.30s\t%d\t%d\t%d\t%d\t%d\t%v\n", fs[1], fs[2], want, EstimateRegisters(m, fn, 0), peak, calls, ninstr, m.Targets)
	}
}
