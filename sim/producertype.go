package sim

import (
	"fmt"
	"slices"
	"strings"

	"cudasim/sim/ptx"
)

// producerTypedReads rewrites the reads in which ptxas follows the type of the instruction that
// last wrote a register, earlier in the same block, over the type the reader names
// (testdata/conformance/random/producer-type, probes fix20-a and fix20-b; docs/engine.md,
// "Session 20: registers typed by their producer"):
//
//   - an unguarded byte store (st.shared/global .u8/.b8/.s8, scalar or vector) whose last element
//     an f16 instruction, fma.bf16, ex2.approx.bf16 or a cvt into f16/bf16 wrote stores every
//     element converted to a byte (truncated and saturated, u8 or for .s8 s8, a NaN 0; fma.bf16's
//     and cvt's bf16 bits are read as f16), where the PTX stores the low bytes; after abs.f16 the
//     conversion rounds to nearest, as the conversions ptxas fuses a 16-bit operation into do
//     (fuse16.go);
//   - a byte extraction (cvt.u16.u8, cvt.u8.u16, cvt.u32.u8, and.b16 with 255) of ex2.approx.f16's
//     or tanh.approx.f16's result keeps all 16 bits;
//   - cvt.sat.{u8,s8,u16,s32}.u32 and cvt.rn.f32.u32 of a register ld.v2.s8 or ld.v4.s8 wrote
//     (seen through moves) read it as an s32, where scalar ld.s8 and ld.v2.s16 leave it unsigned.
//
// body itself is never modified; it is returned when nothing is rewritten.
func producerTypedReads(body []ptx.Stmt) []ptx.Stmt {
	var out []ptx.Stmt // nil until a rewrite
	var decls []ptx.Stmt
	convs := map[int][]ptx.Stmt{} // byte store -> the conversions into its fresh registers, put before it
	last := map[string]int{}      // register -> the statement of the block that last wrote it
	before := map[int]int{}       // guarded statement -> the block's previous write of its destination
	// producer is the statement that wrote reg, seen through unguarded register moves (the H200
	// followed one: fix20-b's "mov then u8"), or -1.
	producer := func(reg string) int {
		for n := 0; n < 8; n++ {
			at, ok := last[reg]
			if !ok {
				return -1
			}
			p := body[at].Instr
			if p.Opcode != "mov" || p.Guard != "" || len(p.Operands) != 2 || p.Operands[1].Kind != ptx.OpdReg {
				return at
			}
			reg = p.Operands[1].Name
		}
		return -1
	}
	walkBlocks(body, last, func(i int, in *ptx.Instr) {
		st := &body[i]
		var r *ptx.Instr
		switch src := typedReadSource(in); {
		case src.Kind == ptx.OpdVector || in.Opcode == "st" && src.Kind == ptx.OpdReg:
			// A byte store converts every element when its last one is an f16 result.
			elems := []ptx.Operand{src}
			if src.Kind == ptx.OpdVector {
				elems = src.Elems
			}
			w := -1
			if e := elems[len(elems)-1]; e.Kind == ptx.OpdReg {
				if at, ok := last[e.Name]; ok {
					w = at // not through a mov: the H200 stored a moved f16's low byte (fix20-b)
				}
			}
			if w < 0 || !halfResult(body[w].Instr) || body[w].Instr.Guard != "" && !afterMove(body, before, w) {
				break
			}
			conv := make([]ptx.Operand, len(elems))
			for k, e := range elems {
				conv[k] = e
				if e.Kind != ptx.OpdReg {
					continue
				}
				rnd, from := "rzi", "f16"
				if p, ok := last[e.Name]; ok && body[p].Instr.Opcode == "abs" {
					rnd = "rni"
				} else if ok && body[p].Instr.Opcode == "ex2" && body[p].Instr.HasMod("bf16") {
					from = "bf16" // read as the bf16 it is (fix20-b), where fma.rn.bf16's bits are read as f16
				}
				name := fmt.Sprintf("%%cudasim_byte_%d", len(decls))
				decls = append(decls, ptx.Stmt{Kind: ptx.StmtDecl, Line: st.Line,
					Decl: &ptx.Variable{Name: name, Space: ptx.SpaceReg, Type: "b16", ElemSize: 2, Count: 1, Size: 2}})
				to := "u8"
				if in.Mods[len(in.Mods)-1] == "s8" {
					to = "s8" // st.s8 saturates signed (fix20-b: -128 for a negative)
				}
				convs[i] = append(convs[i], fuse16Stmt(st.Line, "", "cvt", []string{rnd, "sat", to, from}, name, e.Name))
				conv[k] = ptx.Operand{Kind: ptx.OpdReg, Name: name}
			}
			c := *in
			c.Operands = slices.Clone(in.Operands)
			if src.Kind == ptx.OpdVector {
				c.Operands[1] = ptx.Operand{Kind: ptx.OpdVector, Elems: conv}
			} else {
				c.Operands[1] = conv[0]
			}
			r = &c
		case src.Kind == ptx.OpdReg:
			w := producer(src.Name)
			if w < 0 {
				break
			}
			p := body[w].Instr
			switch {
			case in.Opcode != "cvt" || in.Mods[len(in.Mods)-1] != "u32":
				// A byte extraction of an approximate f16 function's result (ex2, tanh) is a move.
				if (p.Opcode == "ex2" || p.Opcode == "tanh") && p.HasMod("approx") && p.Mods[len(p.Mods)-1] == "f16" {
					c := *in
					c.Mods = []string{"u32", "u16"}
					if in.Opcode == "and" || in.Mods[0] != "u32" {
						c.Opcode, c.Mods, c.Operands = "mov", []string{"b16"}, in.Operands[:2]
					}
					r = &c
				}
			case p.Opcode == "ld" && (p.HasMod("v2") || p.HasMod("v4")) && p.Mods[len(p.Mods)-1] == "s8":
				c := *in
				c.Mods = slices.Clone(in.Mods)
				c.Mods[len(c.Mods)-1] = "s32"
				r = &c
			}
		}
		if r != nil {
			if out == nil {
				out = slices.Clone(body)
			}
			out[i].Instr = r
		}
		if in.Guard != "" && len(in.Operands) > 0 && in.Operands[0].Kind == ptx.OpdReg {
			if at, ok := last[in.Operands[0].Name]; ok {
				before[i] = at
			}
		}
	})
	if out == nil {
		return body
	}
	res := make([]ptx.Stmt, 0, len(out)+2*len(decls))
	res = append(res, decls...)
	for i := range out {
		res = append(res, convs[i]...)
		res = append(res, out[i])
	}
	return res
}

// typedReadSource is the operand whose producer decides how in reads it, or an empty operand
// when in is none of producerTypedReads' readers: an unguarded byte store (u8, s8, b8; scalar or
// vector) to shared or global memory; cvt.u16.u8, cvt.u8.u16, cvt.u32.u8 and and.b16 with 255;
// cvt.sat.{u8,s8,u16,s32}.u32 and cvt.rn.f32.u32 (fix20-b: cvt.u64.u32, min.u32 and
// cvt.u32.u32 read such registers as unsigned).
func typedReadSource(in *ptx.Instr) ptx.Operand {
	if len(in.Operands) < 2 || len(in.Mods) == 0 {
		return ptx.Operand{}
	}
	src := in.Operands[1]
	ok := false
	switch in.Opcode {
	case "st":
		t := in.Mods[len(in.Mods)-1]
		ok = in.Guard == "" && (in.Mods[0] == "shared" || in.Mods[0] == "global") && (t == "u8" || t == "s8" || t == "b8")
	case "and":
		ok = slices.Equal(in.Mods, []string{"b16"}) && len(in.Operands) == 3 && in.Operands[2].Kind == ptx.OpdInt && in.Operands[2].Int == 255
	case "cvt":
		m := strings.Join(in.Mods, ".")
		switch m {
		case "u16.u8", "u8.u16", "u32.u8", "sat.u8.u32", "sat.s8.u32", "sat.u16.u32", "sat.s32.u32", "rn.f32.u32":
			ok = true
		}
	}
	if !ok || src.Kind != ptx.OpdReg && src.Kind != ptx.OpdVector {
		return ptx.Operand{}
	}
	return src
}

// halfResult reports whether in writes an f16 or bf16 value: arithmetic whose type (its last
// modifier) is f16 or bf16, a conversion into one, or an f16/bf16 atomic's old value. Loads and
// moves carry no type.
func halfResult(in *ptx.Instr) bool {
	if len(in.Mods) == 0 {
		return false
	}
	switch in.Opcode {
	case "ld", "mov", "selp", "cvta", "shfl", "prmt":
		return false
	case "cvt":
		for _, m := range in.Mods {
			if _, ok := itypes[m]; ok {
				return false
			}
			switch m {
			case "f16", "bf16":
				return true
			case "f32", "f64", "tf32", "e4m3x2", "e5m2x2", "f16x2", "bf16x2":
				return false
			}
		}
		return false
	}
	// Of bf16 arithmetic only fma counts: add, sub, neg and max.bf16 results were stored as their
	// low byte (version 5's x052, x117, x178).
	t := in.Mods[len(in.Mods)-1]
	return t == "f16" || t == "bf16" && (in.Opcode == "fma" || in.Opcode == "ex2")
}

// afterMove reports whether the guarded statement w's destination was last written before it, in
// the block, by an unguarded mov of a register: the lanes w skips keep an untyped copy, and the
// H200 converted the stored byte in every lane (producer-type/sub.ptx, section 8), where after a
// load or an integer conversion (version 5's x147, x148, x219) it stored the low byte.
func afterMove(body []ptx.Stmt, before map[int]int, w int) bool {
	at, ok := before[w]
	if !ok {
		return false
	}
	p := body[at].Instr
	return p.Opcode == "mov" && p.Guard == "" && len(p.Operands) == 2 && p.Operands[1].Kind == ptx.OpdReg
}
