package main

import (
	"bytes"
	"fmt"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/bounded"
	"cudasim/sim"
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
would execute, or why nothing fits.

With --ir KERNEL, inspect instead prints the engine's compiled code for
KERNEL of the one FILE: the PTX the -sm device would execute, lowered as a
launch lowers it, one line per instruction with its index (the PC a fault
reports), opcode and modifiers, operands (rN register slot, pN predicate,
#N constant, &name variable address, LN branch target) and the PTX line it
came from. Device functions the kernel calls follow it.`,
		run: runInspect,
	})
}

func runInspect(inv *invocation) error {
	sm := inv.flags.Int("sm", 90, "select code for a device of this SM (90 = compute capability 9.0); 0 to skip")
	ir := inv.flags.String("ir", "", "print the engine's compiled code (IR) for kernel `KERNEL` instead")
	if err := inv.parse(); err != nil {
		return err
	}
	if *ir != "" {
		return inspectIR(inv, *ir, *sm)
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

// inspectIR prints the IR the engine compiles kernel to, from the PTX a device of SM sm would
// execute.
func inspectIR(inv *invocation, kernel string, sm int) error {
	if len(inv.args) != 1 {
		return usagef("--ir takes one FILE, got %d", len(inv.args))
	}
	if sm <= 0 {
		return usagef("--ir needs a device to select code for: -sm %d", sm)
	}
	img, err := inspectLoad(inv.args[0])
	if err != nil {
		return err
	}
	p, err := img.Select(sm)
	if err != nil {
		return err
	}
	if err := p.CheckExecutable(kernel); err != nil {
		return err
	}
	prog, err := sim.Compile(p.PTXModule())
	if err != nil {
		return err
	}
	k, err := prog.Kernel(kernel)
	if err != nil {
		return err
	}
	return k.WriteIR(inv.stdout)
}

// inspectLoad reads what the driver would take, and also host objects and
// executables with fatbins inside.
func inspectLoad(path string) (*cubin.Image, error) {
	img, err := cubin.LoadFile(path)
	if err == nil || cu.Code(err) == cu.ErrorFileNotFound {
		return img, err
	}
	if b, rerr := bounded.ReadFile(path, cubin.MaxFileImage); rerr == nil && bytes.HasPrefix(b, []byte("\x7fELF")) {
		if host, herr := cubin.ParseHost(b); herr == nil {
			return host, nil
		}
	}
	return nil, fmt.Errorf("%s: %w", path, err)
}
