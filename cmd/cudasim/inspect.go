package main

import (
	"bytes"
	"fmt"
	"os"

	"cudasim/cu"
	"cudasim/cubin"
)

func init() {
	register(command{
		name:    "inspect",
		args:    "FILE...",
		summary: "list the kernels, parameters and variables in a cubin, fatbin or PTX file",
		help: `Inspect lists what device code holds, in the spirit of cuobjdump --list-elf
and --dump-resource-usage. FILE is a cubin, a fatbin (standalone, or embedded
in a host object or executable built by nvcc) or PTX text.

For each entry it prints the kind and arch, code version, offset, size,
compression and flags; for each kernel its parameter layout as
ordinal:size@offset (with /alignment from PTX), registers, static shared,
local and constant bytes and launch bounds; for each variable its kind,
size and initial bytes. It ends with the code a device of the -sm
architecture would load (as the real driver picks it) and the PTX cudasim
would execute, or why nothing fits.`,
		run: runInspect,
	})
}

func runInspect(inv *invocation) error {
	sm := inv.flags.Int("sm", 90, "select code for a device of this SM (90 = compute capability 9.0); 0 to skip")
	if err := inv.parse(); err != nil {
		return err
	}
	if len(inv.args) == 0 {
		return usagef("no file to inspect")
	}
	if *sm < 0 {
		return usagef("-sm %d: want an SM number such as 90", *sm)
	}
	failed, printed := 0, false
	for _, path := range inv.args {
		img, err := inspectLoad(path)
		if err != nil {
			if len(inv.args) == 1 {
				return err
			}
			fmt.Fprintf(inv.stderr, "cudasim inspect: %v\n", err)
			failed++
			continue
		}
		if printed {
			fmt.Fprintln(inv.stdout)
		}
		printed = true
		fmt.Fprintf(inv.stdout, "%s: ", path)
		if err := cubin.Describe(inv.stdout, img, *sm); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d files could not be inspected", failed, len(inv.args))
	}
	return nil
}

// inspectLoad reads what the driver would take, and also host objects and
// executables with fatbins inside.
func inspectLoad(path string) (*cubin.Image, error) {
	img, err := cubin.LoadFile(path)
	if err == nil || cu.Code(err) == cu.ErrorFileNotFound {
		return img, err
	}
	if b, rerr := os.ReadFile(path); rerr == nil && bytes.HasPrefix(b, []byte("\x7fELF")) {
		if host, herr := cubin.ParseHost(b); herr == nil {
			return host, nil
		}
	}
	return nil, fmt.Errorf("%s: %w", path, err)
}
