// Command sample writes the committed sample of the regs36 corpus (tools/regs37/README.md): every
// kernel whose name's CRC-32 is a multiple of EVERY, each kept in a copy of its PTX file that
// holds only the sampled kernels' entries (the module-scope declarations and device functions
// all stay), and the corpus's line for it.
//
//	go run ./tools/regs37/sample -tsv regs36.tsv -every 31 -out DIR PTXDIR...
package main

import (
	"bufio"
	"compress/gzip"
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	tsv := flag.String("tsv", "", "the corpus (regs36.tsv)")
	every := flag.Uint("every", 31, "keep a kernel whose name's CRC-32 is a multiple of this")
	out := flag.String("out", "", "where sample.tsv and ptx/ go")
	flag.Parse()
	if *tsv == "" || *out == "" || flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*tsv, *out, uint32(*every), flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(tsv, out string, every uint32, dirs []string) error {
	b, err := os.ReadFile(tsv)
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	keep := map[string]map[string]bool{} // file -> kernels
	var rows []string
	for line := range strings.Lines(string(b)) {
		f := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") {
			rows = append(rows, line)
			continue
		}
		if len(f) < 2 || seen[f[1]] {
			continue
		}
		seen[f[1]] = true
		if crc32.ChecksumIEEE([]byte(f[1]))%every != 0 {
			continue
		}
		rows = append(rows, line)
		if keep[f[0]] == nil {
			keep[f[0]] = map[string]bool{}
		}
		keep[f[0]][f[1]] = true
	}
	if err := os.MkdirAll(filepath.Join(out, "ptx"), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "sample.tsv"), []byte(strings.Join(rows, "")), 0o644); err != nil {
		return err
	}
	for _, file := range slices.Sorted(func(yield func(string) bool) {
		for f := range keep {
			if !yield(f) {
				return
			}
		}
	}) {
		var src []byte
		for _, d := range dirs {
			if src, err = os.ReadFile(filepath.Join(d, file)); err == nil {
				break
			}
		}
		if err != nil {
			return err
		}
		if err := writeGz(filepath.Join(out, "ptx", file+".gz"), onlyEntries(string(src), keep[file])); err != nil {
			return err
		}
	}
	return nil
}

// onlyEntries drops from PTX text every .entry not in keep: an entry runs from the line that
// declares it to the line where its body's braces close, or to the semicolon that ends it when
// it is only declared (a relocatable module's prototypes).
func onlyEntries(src string, keep map[string]bool) string {
	var b strings.Builder
	dropping, inEntry, body, depth := false, false, false, 0
	for line := range strings.Lines(src) {
		if !inEntry && depth == 0 {
			if name, ok := entryName(line); ok {
				inEntry, body, dropping = true, false, !keep[name]
			}
		}
		code, _, _ := strings.Cut(line, "//")
		opened := strings.Count(code, "{")
		body = body || opened > 0
		depth += opened - strings.Count(code, "}")
		if !dropping {
			b.WriteString(line)
		}
		if inEntry && depth == 0 && (body || strings.HasSuffix(strings.TrimSpace(code), ";")) {
			inEntry, dropping = false, false
		}
	}
	return b.String()
}

// entryName returns the kernel a line declares (".visible .entry NAME(").
func entryName(line string) (string, bool) {
	_, rest, ok := strings.Cut(line, ".entry ")
	if !ok || strings.HasPrefix(strings.TrimSpace(line), "//") {
		return "", false
	}
	name, _, _ := strings.Cut(strings.TrimSpace(rest), "(")
	return strings.TrimSpace(name), true
}

func writeGz(path, s string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	bw := bufio.NewWriter(w)
	bw.WriteString(s)
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return f.Close()
}
