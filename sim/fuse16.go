package sim

import (
	"fmt"
	"slices"

	"cudasim/sim/ptx"
)

// fuseHalfConversions rewrites what ptxas folds into a cvt.rzi from f16 or bf16 to an integer
// (testdata/conformance/half17, every 16-bit input on the H200): when the conversion's source was
// written, earlier in the same block and unguarded, by
//   - cvt.rn.bf16.f16 t, x (into cvt.rzi.<int>.bf16 d, t): the conversion to bf16 vanishes and x's
//     bits are read as the bf16 (version 2's q144: 13248 where the PTX means 6);
//   - min/max.ftz.f16 t, x, x (into cvt.rzi.<int>.f16 d, t): t as the PTX has it (q196);
//
// the conversion then rounds to nearest even (.rni): 0.95 gave 1, 785.5 786. Only .rzi
// conversions were measured. x is read through a fresh register copied before the producer when
// the producer or a later write replaces it. body itself is never modified.
func fuseHalfConversions(body []ptx.Stmt) []ptx.Stmt {
	var out []ptx.Stmt // nil until a rewrite
	var decls []ptx.Stmt
	copies := map[int]string{} // producer statement -> the fresh register holding its x
	last := map[string]int{}   // register -> the statement of the block that last wrote it
	for i := range body {
		st := &body[i]
		if st.Kind == ptx.StmtLabel || st.Kind == ptx.StmtBlockBegin || st.Kind == ptx.StmtBlockEnd {
			clear(last) // a block of its own, or a scope whose names may shadow
			continue
		}
		if st.Kind != ptx.StmtInstr {
			continue
		}
		in := st.Instr
		if rni, ok := fuse16Rounding(in); ok {
			if w, seen := last[in.Operands[1].Name]; seen {
				p := body[w].Instr
				var src string
				switch {
				case p.Guard != "":
				case p.Opcode == "cvt" && slices.Equal(p.Mods, []string{"rn", "bf16", "f16"}) && in.Mods[len(in.Mods)-1] == "bf16" &&
					p.Operands[1].Kind == ptx.OpdReg:
					x := p.Operands[1].Name
					if xw, ok := last[x]; x != p.Operands[0].Name && (!ok || xw < w) {
						src = x // x still holds what the producer read
					} else if src = copies[w]; src == "" {
						src = fmt.Sprintf("%%cudasim_fuse16_%d", len(copies))
						copies[w] = src
						decls = append(decls, ptx.Stmt{Kind: ptx.StmtDecl, Line: st.Line,
							Decl: &ptx.Variable{Name: src, Space: ptx.SpaceReg, Type: "b16", ElemSize: 2, Count: 1, Size: 2}})
					}
				case (p.Opcode == "min" || p.Opcode == "max") && slices.Equal(p.Mods, []string{"ftz", "f16"}) &&
					in.Mods[len(in.Mods)-1] == "f16" && p.Operands[1].Kind == ptx.OpdReg && p.Operands[2].Kind == ptx.OpdReg && p.Operands[2].Name == p.Operands[1].Name:
					src = in.Operands[1].Name
				}
				if src != "" {
					if out == nil {
						out = slices.Clone(body)
					}
					c := *in
					c.Mods = rni
					c.Operands = slices.Clone(in.Operands)
					c.Operands[1] = ptx.Operand{Kind: ptx.OpdReg, Name: src}
					out[i].Instr = &c
				}
			}
		}
		if len(in.Operands) > 0 {
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
	// The copies: a mov before each producer, the declarations first.
	res := make([]ptx.Stmt, 0, len(out)+2*len(copies))
	res = append(res, decls...)
	for i := range out {
		if reg, ok := copies[i]; ok {
			mov := &ptx.Instr{Opcode: "mov", Mods: []string{"b16"}, Line: out[i].Line,
				Operands: []ptx.Operand{{Kind: ptx.OpdReg, Name: reg}, out[i].Instr.Operands[1]}}
			res = append(res, ptx.Stmt{Kind: ptx.StmtInstr, Line: out[i].Line, Instr: mov})
		}
		res = append(res, out[i])
	}
	return res
}

// fuse16Rounding: for a cvt.rzi from f16/bf16 to an integer with a register source, its
// modifiers with .rni in place of .rzi.
func fuse16Rounding(in *ptx.Instr) ([]string, bool) {
	if in.Opcode != "cvt" || len(in.Operands) != 2 || in.Operands[1].Kind != ptx.OpdReg || len(in.Mods) < 3 ||
		in.Mods[0] != "rzi" {
		return nil, false
	}
	switch in.Mods[len(in.Mods)-1] {
	case "f16", "bf16":
	default:
		return nil, false
	}
	switch in.Mods[len(in.Mods)-2] {
	case "s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64":
	default:
		return nil, false
	}
	mods := slices.Clone(in.Mods)
	mods[0] = "rni"
	return mods, true
}

// fuse16Writes records statement i as the last write of every register operand o names.
func fuse16Writes(o ptx.Operand, i int, last map[string]int) {
	switch o.Kind {
	case ptx.OpdReg:
		last[o.Name] = i
	case ptx.OpdVector, ptx.OpdPair:
		for _, e := range o.Elems {
			fuse16Writes(e, i, last)
		}
	}
}
