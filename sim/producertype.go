package sim

import (
	"fmt"
	"slices"

	"cudasim/sim/ptx"
)

// producerTypedReads rewrites the reads in which ptxas follows the type of the instruction that
// last wrote a register, earlier in the same block, over the type the reader names
// (testdata/conformance/random/producer-type, probe fix20-a; docs/engine.md, "Session 20:
// registers typed by their producer"):
//
//   - st.shared.u8 of a 16-bit register an f16 or bf16 instruction wrote stores the register's
//     bits converted from f16 to u8 (truncated and saturated, a NaN 0; bf16 bits are read as f16
//     too), where the PTX stores its low byte; after abs.f16 the conversion rounds to nearest, as
//     the conversions ptxas fuses a 16-bit operation into do (fuse16.go);
//   - cvt.u16.u8 of ex2.approx.f16's result is a move: the whole 16 bits, not the low byte;
//   - cvt.sat.{u8,s8,u16}.u32 of a register ld.v2.s8 wrote saturates it as an s32 (a negative
//     byte gives 0, or itself for .s8), where scalar ld.s8 and ld.s16 leave it unsigned.
//
// body itself is never modified; it is returned when nothing is rewritten.
func producerTypedReads(body []ptx.Stmt) []ptx.Stmt {
	var out []ptx.Stmt // nil until a rewrite
	var decls []ptx.Stmt
	stores := map[int]string{} // st.u8 statement -> the fresh register its converted byte goes through
	last := map[string]int{}   // register -> the statement of the block that last wrote it
	before := map[int]int{}    // guarded statement -> the block's previous write of its destination
	for i := range body {
		st := &body[i]
		if st.Kind == ptx.StmtLabel || st.Kind == ptx.StmtBlockBegin || st.Kind == ptx.StmtBlockEnd {
			clear(last)
			continue
		}
		if st.Kind != ptx.StmtInstr {
			continue
		}
		in := st.Instr
		var producer *ptx.Instr
		w := -1
		if src := producerTypedSource(in); src != "" {
			if at, ok := last[src]; ok {
				w, producer = at, body[at].Instr
			}
		}
		if producer != nil {
			var r *ptx.Instr
			switch {
			case in.Opcode == "st" && in.Guard == "" && halfResult(producer) && (producer.Guard == "" || afterMove(body, before, w)):
				rnd := "rzi"
				if producer.Opcode == "abs" {
					rnd = "rni"
				}
				name := fmt.Sprintf("%%cudasim_byte_%d", len(decls))
				decls = append(decls, ptx.Stmt{Kind: ptx.StmtDecl, Line: st.Line,
					Decl: &ptx.Variable{Name: name, Space: ptx.SpaceReg, Type: "b16", ElemSize: 2, Count: 1, Size: 2}})
				stores[i] = rnd
				c := *in
				c.Operands = slices.Clone(in.Operands)
				c.Operands[1] = ptx.Operand{Kind: ptx.OpdReg, Name: name}
				r = &c
			case in.Opcode == "cvt" && producer.Opcode == "ex2" && producer.HasMod("approx") && producer.HasMod("f16"):
				r = &ptx.Instr{Opcode: "mov", Mods: []string{"b16"}, Operands: in.Operands, Line: in.Line, Col: in.Col,
					Guard: in.Guard, GuardNeg: in.GuardNeg}
			case in.Opcode == "cvt" && producer.Opcode == "ld" && producer.HasMod("v2") && producer.Mods[len(producer.Mods)-1] == "s8":
				c := *in
				c.Mods = slices.Clone(in.Mods)
				c.Mods[len(c.Mods)-1] = "s32"
				r = &c
			}
			if r != nil {
				if out == nil {
					out = slices.Clone(body)
				}
				out[i].Instr = r
			}
		}
		if len(in.Operands) > 0 && in.Opcode != "st" {
			if in.Guard != "" && in.Operands[0].Kind == ptx.OpdReg {
				if at, ok := last[in.Operands[0].Name]; ok {
					before[i] = at
				}
			}
			fuse16Writes(in.Operands[0], i, last)
		}
		switch in.Opcode {
		case "bra", "ret", "exit", "trap", "brx", "call":
			clear(last)
		}
	}
	if out == nil {
		return body
	}
	res := make([]ptx.Stmt, 0, len(out)+2*len(decls))
	res = append(res, decls...)
	for i := range out {
		if rnd, ok := stores[i]; ok {
			conv := fuse16Stmt(out[i].Line, "", "cvt", []string{rnd, "sat", "u8", "f16"}, out[i].Instr.Operands[1].Name, body[i].Instr.Operands[1].Name)
			conv.Instr.Guard, conv.Instr.GuardNeg = out[i].Instr.Guard, out[i].Instr.GuardNeg
			res = append(res, conv)
		}
		res = append(res, out[i])
	}
	return res
}

// producerTypedSource is the register whose producer decides how in reads it, "" when in is
// none of producerTypedReads' readers: st.shared.u8 of a register, cvt.u16.u8, and
// cvt.sat.{u8,s8,u16}.u32.
func producerTypedSource(in *ptx.Instr) string {
	if len(in.Operands) < 2 || in.Operands[1].Kind != ptx.OpdReg {
		return ""
	}
	switch {
	case in.Opcode == "st" && slices.Equal(in.Mods, []string{"shared", "u8"}):
	case in.Opcode == "cvt" && slices.Equal(in.Mods, []string{"u16", "u8"}):
	case in.Opcode == "cvt" && len(in.Mods) == 3 && in.Mods[0] == "sat" && in.Mods[2] == "u32" &&
		(in.Mods[1] == "u8" || in.Mods[1] == "s8" || in.Mods[1] == "u16"):
	default:
		return ""
	}
	return in.Operands[1].Name
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
	t := in.Mods[len(in.Mods)-1]
	return t == "f16" || t == "bf16"
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
