package cubin

import (
	"fmt"
	"io"
	"strings"
)

// Describe writes a readable account of img, in the spirit of cuobjdump
// --list-elf and --dump-resource-usage: every entry with its arch, code
// version, compression and flags, then each kernel's parameter layout and
// resources and each variable's kind, size and initial bytes. When dev is
// not 0 it ends with what a device of that SM would load and execute.
func Describe(w io.Writer, img *Image, dev int) error {
	d := &describer{w: w}
	d.printf("%s, %d %s\n", img.Format, len(img.Entries), plural(len(img.Entries), "entry", "entries"))
	for i, e := range img.Entries {
		d.printf("\n")
		d.entry(i, e, img.Format == FormatFatbin)
	}
	if dev != 0 {
		d.printf("\n")
		d.selection(img, dev)
	}
	return d.err
}

type describer struct {
	w   io.Writer
	err error
}

func (d *describer) printf(format string, args ...any) {
	if d.err == nil {
		_, d.err = fmt.Fprintf(d.w, format, args...)
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func entryIndex(img *Image, e *Entry) int {
	for i, x := range img.Entries {
		if x == e {
			return i
		}
	}
	return -1
}

func (d *describer) entry(i int, e *Entry, fat bool) {
	arch := e.Arch.String()
	version := ""
	if e.Kind == KindPTX {
		arch = e.Arch.Virtual()
		version = fmt.Sprintf("  ISA %d.%d", e.Major, e.Minor)
	} else if e.Major != 0 || e.Minor != 0 {
		version = fmt.Sprintf("  code %d.%d", e.Major, e.Minor)
	}
	d.printf("[%d] %s %s%s  offset %#x", i, e.Kind, arch, version, e.Offset)
	if e.Compression != CompressNone {
		d.printf("  %s %d -> %d bytes", e.Compression, e.StoredSize, len(e.Code))
	} else {
		d.printf("  %d bytes", len(e.Code))
	}
	if fat {
		d.printf("  flags %#x%s", e.Flags, flagNames(e.Flags))
	}
	d.printf("\n")
	if e.Ident != "" {
		d.printf("    ident %q\n", e.Ident)
	}
	if e.Options != "" {
		d.printf("    options %q\n", e.Options)
	}
	if e.err != nil {
		d.printf("    error: %v\n", e.err)
		return
	}
	if e.Module == nil {
		return
	}
	d.module(e.Module)
}

func flagNames(f uint64) string {
	var names []string
	for _, n := range []struct {
		bit  uint64
		name string
	}{
		{Flag64Bit, "64-bit"}, {FlagDebug, "debug"}, {0x10, "linux"}, {0x20, "mac"}, {0x40, "windows"},
		{FlagLZ4, "lz4"}, {FlagZstd, "zstd"}, {FlagArchSpecific, "arch-specific"}, {FlagFamilySpecific, "family-specific"},
	} {
		if f&n.bit != 0 {
			names = append(names, n.name)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " (" + strings.Join(names, " ") + ")"
}

func (d *describer) module(m *Module) {
	if m.Kind == KindELF {
		tk := "toolkit unknown"
		if m.Toolkit != 0 {
			tk = fmt.Sprintf("toolkit %d.%d", m.Toolkit/10, m.Toolkit%10)
		}
		d.printf("    %s, from compute_%d, %d-bit\n", tk, m.VirtualSM, m.AddressSize)
	} else {
		d.printf("    .version %d.%d, .target %s, .address_size %d\n", m.PTXMajor, m.PTXMinor, m.Arch, m.AddressSize)
	}
	for i := range m.Kernels {
		d.kernel(&m.Kernels[i], m.Kind == KindELF)
	}
	for i := range m.Variables {
		d.variable(&m.Variables[i])
	}
}

func (d *describer) kernel(k *Kernel, sass bool) {
	d.printf("    kernel %s\n", k.Name)
	if len(k.Params) == 0 {
		d.printf("        params none\n")
	} else {
		var ps []string
		for i, p := range k.Params {
			s := fmt.Sprintf("%d:%d@%d", i, p.Size, p.Offset)
			if p.Align != 0 {
				s += fmt.Sprintf("/%d", p.Align)
			}
			ps = append(ps, s)
		}
		d.printf("        params %d bytes: %s\n", k.ParamSize, strings.Join(ps, " "))
	}
	regs := "regs -"
	if sass {
		regs = fmt.Sprintf("regs %d", k.Regs())
	}
	d.printf("        %s  shared %d  local %d  const %d", regs, k.OwnShared()+k.ReservedShared, k.LocalSize, k.ConstSize)
	if k.MaxNTID != [3]int{} {
		d.printf("  maxntid %d,%d,%d", k.MaxNTID[0], k.MaxNTID[1], k.MaxNTID[2])
	}
	if k.ReqNTID != [3]int{} {
		d.printf("  reqntid %d,%d,%d", k.ReqNTID[0], k.ReqNTID[1], k.ReqNTID[2])
	}
	if k.MaxRegs != 0 {
		d.printf("  maxnreg %d", k.MaxRegs)
	}
	d.printf("\n")
}

func (d *describer) variable(v *Variable) {
	kind := v.Kind.String()
	if v.Kind == VarConstant && v.Bank != 0 {
		kind += fmt.Sprintf(" (bank %d)", v.Bank)
	}
	d.printf("    variable %s  %s  %d %s", v.Name, kind, v.Size, plural(v.Size, "byte", "bytes"))
	if v.Align != 0 {
		d.printf("  align %d", v.Align)
	}
	switch {
	case v.Init == nil:
		d.printf("  zero\n")
	case len(v.Init) <= 16:
		d.printf("  init %x\n", v.Init)
	default:
		d.printf("  init %x...\n", v.Init[:16])
	}
	for _, r := range v.Refs {
		g := ""
		if r.Generic {
			g = "generic "
		}
		d.printf("        at %d: %s%s%+d (%d bytes)\n", r.Offset, g, r.Symbol, r.Addend, r.Size)
	}
}

func (d *describer) selection(img *Image, dev int) {
	p, err := img.Select(dev)
	if err != nil {
		d.printf("sm_%d: cannot load: %v\n", dev, err)
		return
	}
	code := p.Code.Arch.String() + " SASS"
	if p.Code.Kind == KindPTX {
		code = p.Code.Arch.Virtual() + " PTX (JIT)"
	}
	d.printf("sm_%d: loads [%d] %s", dev, entryIndex(img, p.Code), code)
	if p.PTX != nil {
		d.printf(", executes [%d] %s PTX\n", entryIndex(img, p.PTX), p.PTX.Arch.Virtual())
	} else {
		d.printf(", executes nothing: %s\n", p.noPTX)
	}
	for _, k := range p.Kernels {
		if !k.Executable && p.PTX != nil {
			d.printf("    kernel %s: not in the PTX\n", k.Name)
		}
	}
}
