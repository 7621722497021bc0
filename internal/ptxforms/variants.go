package ptxforms

import (
	"fmt"
	"strings"
)

// Variant plans: each writes a form's register operands with other registers, so that a
// refusal which may come from ptxforms' choice of registers ("Arguments mismatch") can be told
// from one of the form itself. Every operand gets a register of its own, declared as:
//
//	fresh: the same .bN size as All's (another name, never written before)
//	typed: the instruction's type for that operand (.s8, .bf16, .f16x2...)
//	b8:    like fresh, with 8-bit types in .b8 registers (nvcc's inline asm does that)
//	wide:  operands of 8 or 16 bits in .b32 registers
//	imm:   like fresh, with the last source an immediate 1
var VariantPlans = []string{"fresh", "typed", "b8", "wide", "imm"}

// Variants is every plan of each form of All named in names (an "imm" plan only where the
// form has two sources or more and no memory operand; a plan that writes the module of an
// earlier one is left out). A variant is named FORM__PLAN.
func Variants(names map[string]bool) []Form {
	var out []Form
	for _, f := range All() {
		if !names[f.Name] {
			continue
		}
		seen := map[string]bool{}
		for _, plan := range VariantPlans {
			if text, ok := f.variantModule(plan); ok && !seen[text] {
				seen[text] = true
				v := f
				v.Name = f.Name + "__" + plan
				v.text = text
				out = append(out, v)
			}
		}
	}
	return out
}

// VariantOf is the form a variant's name names (FORM__PLAN), or false.
func VariantOf(name string) (string, bool) {
	for _, plan := range VariantPlans {
		if base, ok := strings.CutSuffix(name, "__"+plan); ok {
			return base, true
		}
	}
	return "", false
}

// typeTokens are the instruction's type modifiers, in order.
func typeTokens(head string) []string {
	var out []string
	for _, m := range strings.Split(head, ".")[1:] {
		if regTypeOf(m) != "" {
			out = append(out, m)
		}
	}
	return out
}

// regTypeOf is the register type that holds a value of PTX type t ("" when t is no type).
func regTypeOf(t string) string {
	switch t {
	case "u8", "s8", "b8", "u16", "s16", "b16", "f16", "bf16", "u32", "s32", "b32", "f32",
		"u64", "s64", "b64", "f64", "f16x2", "bf16x2", "b128":
		return t
	case "e2m1x2", "e2m3", "e3m2", "e4m3", "e5m2", "ue8m0":
		return "b8"
	case "e4m3x2", "e5m2x2", "e2m3x2", "e3m2x2", "ue8m0x2":
		return "b16"
	case "s16x2", "u16x2", "tf32":
		return "b32"
	case "f32x2":
		return "b64"
	}
	return ""
}

func (f Form) variantModule(plan string) (string, bool) {
	head, _, _ := strings.Cut(f.Instr, " ")
	types := typeTokens(head)
	if len(types) == 0 {
		return "", false
	}
	// the type of each operand: cvt's destination takes the first type, its sources the last
	typeOf := func(o operand) string {
		t := types[len(types)-1]
		if o.kind == 'd' && strings.HasPrefix(head, "cvt.") {
			t = types[0]
		}
		return t
	}
	sources, mem := 0, false
	for _, o := range f.ops {
		sources += map[bool]int{true: 1}[o.kind == 's']
		mem = mem || o.kind == 'M'
	}
	if plan == "imm" && (sources < 2 || mem) {
		return "", false
	}
	var decls, stores []string
	var operands []string
	n, seenSources, off := 0, 0, 64
	reg := func(o operand) string {
		size := map[int]string{2: "b16", 4: "b32", 8: "b64", 16: "b128"}[o.size]
		t := typeOf(o)
		switch plan {
		case "typed":
			size = regTypeOf(t)
		case "b8":
			if regTypeOf(t) == "b8" || t == "u8" || t == "s8" {
				size = "b8"
			}
		case "wide":
			if o.size <= 2 {
				size = "b32"
			}
		}
		r := fmt.Sprintf("%%o%d", n)
		n++
		decls = append(decls, fmt.Sprintf(".reg .%s %s;", size, r))
		if o.kind == 'd' {
			bits := map[string]string{"b8": "b8", "u8": "b8", "s8": "b8", "b16": "b16", "u16": "b16", "s16": "b16", "f16": "b16", "bf16": "b16",
				"b64": "b64", "u64": "b64", "s64": "b64", "f64": "b64"}[size]
			if bits == "" {
				bits = "b32"
			}
			if size == "b128" {
				stores = append(stores, fmt.Sprintf("mov.b128 {%%l20,%%l21}, %s;\nst.global.v2.b64 [%%l0+%d], {%%l20,%%l21};", r, off))
			} else {
				stores = append(stores, fmt.Sprintf("st.global.%s [%%l0+%d], %s;", bits, off, r))
			}
			off += 16
		}
		return r
	}
	for _, o := range f.ops {
		switch o.kind {
		case 'd', 's':
			if o.kind == 's' {
				seenSources++
				if plan == "imm" && seenSources == sources {
					operands = append(operands, "1")
					continue
				}
			}
			if o.vec > 1 {
				var r []string
				for i := 0; i < o.vec; i++ {
					r = append(r, reg(o))
				}
				operands = append(operands, "{"+strings.Join(r, ",")+"}")
			} else {
				operands = append(operands, reg(o))
			}
		default:
			idx := 0
			operands = append(operands, o.text(&idx))
			if o.kind == 'P' {
				stores = append(stores, fmt.Sprintf("selp.u32 %%r20, 1, 0, %%p4;\nst.global.b32 [%%l0+%d], %%r20;", off))
				off += 16
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, ".version %s\n.target %s\n.address_size 64\n", f.Version, f.Target)
	b.WriteString(".visible .entry k(.param .u64 out)\n{\n")
	b.WriteString(".reg .b16 %h<24>; .reg .b32 %r<24>; .reg .b64 %l<24>; .reg .pred %p<8>;\n")
	b.WriteString(strings.Join(decls, "\n") + "\n")
	b.WriteString(".shared .align 32 .b8 sh[256];\n")
	b.WriteString("ld.param.u64 %l0, [out];\ncvta.to.global.u64 %l0, %l0;\n")
	b.WriteString("setp.ne.u32 %p1, %r9, 0;\n")
	b.WriteString(head + " " + strings.Join(operands, ", ") + ";\n")
	b.WriteString(strings.Join(stores, "\n") + "\nret;\n}\n")
	return b.String(), true
}
