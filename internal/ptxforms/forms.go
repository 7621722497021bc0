// Package ptxforms enumerates PTX instruction forms - every opcode cudasim knows with the
// types and modifiers users plausibly write on it, valid or not - and writes each as a
// one-instruction module, so that the real driver's JIT verdict on every form can be recorded
// (testdata/conformance/verdicts) and replayed against cudasim's loader.
package ptxforms

import (
	"fmt"
	"strings"
)

// Form is one instruction form in one module: the instruction's text and the module header it
// is assembled under.
type Form struct {
	Name    string // unique, file-name safe
	Target  string // "sm_90"
	Version string // "8.8"
	Instr   string // the instruction, operands included, without ';'
	ops     []operand
	text    string // the whole module, where it is not Module's skeleton (variants, Extra)
}

// operand kinds: a register of a size to write (dest) or read (source), a predicate, a memory
// address in a state space, or a vector of registers.
type operand struct {
	kind  byte // 'd' dest, 's' source, 'P' pred dest, 'Q' pred source, 'M' address, 'I' immediate
	size  int  // bytes of a register (1 is a 16-bit register holding a byte)
	vec   int  // >1: a vector of registers
	space string
	imm   string
}

// regs per size: the register file each size uses; sources are set from the kernel's input.
var regName = map[int]string{2: "%h", 4: "%r", 8: "%l", 16: "%w"}

// Module is the PTX text of f's kernel: it loads its sources from the buffer `out` points to
// (so nothing folds away), runs the instruction once and stores what it wrote.
func (f Form) Module() string {
	if f.text != "" {
		return f.text
	}
	var b strings.Builder
	fmt.Fprintf(&b, ".version %s\n.target %s\n.address_size 64\n", f.Version, f.Target)
	b.WriteString(".visible .entry k(.param .u64 out)\n{\n")
	b.WriteString(".reg .b16 %h<24>; .reg .b32 %r<24>; .reg .b64 %l<24>; .reg .pred %p<8>;\n")
	sizes := map[int]bool{}
	for _, o := range f.ops {
		if o.kind == 'd' || o.kind == 's' {
			sizes[o.size] = true
		}
	}
	if sizes[16] {
		b.WriteString(".reg .b128 %w<24>;\n")
	}
	b.WriteString(".shared .align 32 .b8 sh[256];\n")
	b.WriteString("ld.param.u64 %l0, [out];\ncvta.to.global.u64 %l0, %l0;\n")
	b.WriteString("ld.global.v4.u32 {%r1,%r2,%r3,%r4}, [%l0];\nld.global.v4.u32 {%r5,%r6,%r7,%r8}, [%l0+16];\n")
	b.WriteString("ld.global.v4.u32 {%r9,%r10,%r11,%r12}, [%l0+32];\n")
	b.WriteString("mov.b64 %l1, {%r1,%r2};\nmov.b64 %l2, {%r3,%r4};\nmov.b64 %l3, {%r5,%r6};\nmov.b64 %l4, {%r7,%r8};\n")
	b.WriteString("mov.b64 %l5, {%r9,%r10};\nmov.b64 %l6, {%r11,%r12};\nmov.b64 %l7, {%r1,%r3};\nmov.b64 %l8, {%r2,%r4};\n")
	b.WriteString("mov.b32 {%h1,%h2}, %r5;\nmov.b32 {%h3,%h4}, %r6;\nmov.b32 {%h5,%h6}, %r7;\nmov.b32 {%h7,%h8}, %r8;\n")
	if sizes[16] {
		b.WriteString("mov.b128 %w1, {%l1,%l2};\nmov.b128 %w2, {%l3,%l4};\nmov.b128 %w3, {%l5,%l6};\n")
	}
	b.WriteString("setp.ne.u32 %p1, %r9, 0;\nsetp.ne.u32 %p2, %r10, 0;\nsetp.ne.u32 %p3, %r11, 0;\n")
	b.WriteString(f.Instr + ";\n")
	// stores of every destination, at distinct offsets past the inputs
	off := 64
	for _, o := range f.ops {
		switch o.kind {
		case 'd':
			for i := 0; i < max(o.vec, 1); i++ {
				r := destReg(o.size, i)
				t := map[int]string{2: "b16", 4: "b32", 8: "b64", 16: "b128"}[o.size]
				if o.size == 16 {
					b.WriteString("mov.b128 {%l20,%l21}, " + r + ";\n")
					fmt.Fprintf(&b, "st.global.v2.b64 [%%l0+%d], {%%l20,%%l21};\n", off)
				} else {
					fmt.Fprintf(&b, "st.global.%s [%%l0+%d], %s;\n", t, off, r)
				}
				off += 16
			}
		case 'P':
			fmt.Fprintf(&b, "selp.u32 %%r20, 1, 0, %%p4;\nst.global.b32 [%%l0+%d], %%r20;\n", off)
			off += 16
		}
	}
	b.WriteString("ret;\n}\n")
	return b.String()
}

// destReg is the i-th destination register of a size: numbered above the sources'.
func destReg(size, i int) string {
	return fmt.Sprintf("%s%d", regName[size], 13+i)
}

func srcReg(size, i int) string {
	n := 1 + i%8
	if size == 4 {
		n = 1 + i%12
	}
	return fmt.Sprintf("%s%d", regName[size], n)
}

func (o operand) text(srcIndex *int) string {
	switch o.kind {
	case 'd':
		if o.vec > 1 {
			var r []string
			for i := 0; i < o.vec; i++ {
				r = append(r, destReg(o.size, i))
			}
			return "{" + strings.Join(r, ",") + "}"
		}
		return destReg(o.size, 0)
	case 's':
		if o.vec > 1 {
			var r []string
			for i := 0; i < o.vec; i++ {
				r = append(r, srcReg(o.size, *srcIndex))
				*srcIndex++
			}
			return "{" + strings.Join(r, ",") + "}"
		}
		r := srcReg(o.size, *srcIndex)
		*srcIndex++
		return r
	case 'P':
		return "%p4"
	case 'Q':
		return "%p1"
	case 'M':
		switch o.space {
		case "shared":
			return "[sh]"
		default:
			return "[%l0+128]"
		}
	case 'I':
		return o.imm
	}
	return "?"
}

func form(target, version, instrName string, ops ...operand) Form {
	idx := 0
	var txt []string
	for _, o := range ops {
		txt = append(txt, o.text(&idx))
	}
	in := instrName
	if len(txt) > 0 {
		in += " " + strings.Join(txt, ", ")
	}
	return Form{Target: target, Version: version, Instr: in, ops: ops}
}

func d(size int) operand       { return operand{kind: 'd', size: size} }
func s(size int) operand       { return operand{kind: 's', size: size} }
func dv(size, n int) operand   { return operand{kind: 'd', size: size, vec: n} }
func sv(size, n int) operand   { return operand{kind: 's', size: size, vec: n} }
func mem(space string) operand { return operand{kind: 'M', space: space} }
func imm(v string) operand     { return operand{kind: 'I', imm: v} }
func predDest() operand        { return operand{kind: 'P'} }
func predSrc() operand         { return operand{kind: 'Q'} }
func join(parts ...string) string {
	var p []string
	for _, s := range parts {
		if s != "" {
			p = append(p, s)
		}
	}
	return strings.Join(p, ".")
}

// regSize is the register size a type's operand takes (8-bit types live in 16-bit registers).
func regSize(t string) int {
	switch t {
	case "u8", "s8", "b8", "e4m3", "e5m2", "e2m1x2", "e2m3x2", "e3m2x2", "ue8m0":
		return 2
	case "b16", "u16", "s16", "f16", "bf16", "e4m3x2", "e5m2x2", "ue8m0x2":
		return 2
	case "b32", "u32", "s32", "f32", "f16x2", "bf16x2", "s16x2", "u16x2", "tf32":
		return 4
	case "b64", "u64", "s64", "f64", "f32x2":
		return 8
	case "b128":
		return 16
	}
	return 4
}
