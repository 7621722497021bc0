// Command extract writes the PTX entries of CUDA executables (their embedded fatbins) to
// DIR/NAME.N.ptx, for the regs36 probe (README.md): the real driver's register counts of
// every kernel, against cubin.EstimateRegisters.
//
//	go run ./tools/regs36/extract DIR EXECUTABLE...
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"cudasim/cubin"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: extract DIR EXECUTABLE...")
		os.Exit(2)
	}
	dir := os.Args[1]
	for _, exe := range os.Args[2:] {
		b, err := os.ReadFile(exe)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		img, err := cubin.ParseHost(b)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", exe, err)
			continue
		}
		n := 0
		for _, e := range img.Entries {
			if e.Kind != cubin.KindPTX {
				continue
			}
			name := filepath.Join(dir, fmt.Sprintf("%s.%d.ptx", filepath.Base(exe), n))
			if err := os.WriteFile(name, e.Code, 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			n++
		}
	}
}
