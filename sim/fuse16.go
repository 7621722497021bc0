package sim

import (
	"fmt"
	"slices"
	"strings"

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
	if !hasHalfProducer(body) {
		return body // most kernels: no rewrite can apply, and the walk below costs a map write an instruction
	}
	var out []ptx.Stmt // nil until a rewrite
	var decls []ptx.Stmt
	copies := map[int]string{}      // producer statement -> the fresh register holding its x
	replace := map[int][]ptx.Stmt{} // statement -> what stands in its place
	last := map[string]int{}        // register -> the statement of the block that last wrote it
	fresh := func(typ string, line int) string {
		name := fmt.Sprintf("%%cudasim_fuse16_%d", len(decls))
		size := map[string]int{"b16": 2, "b32": 4}[typ]
		decls = append(decls, ptx.Stmt{Kind: ptx.StmtDecl, Line: line,
			Decl: &ptx.Variable{Name: name, Space: ptx.SpaceReg, Type: typ, ElemSize: size, Count: 1, Size: size}})
		return name
	}
	line := 0 // the line of the statement being read, for the copies' declarations
	// keep names a register holding what x held when statement w read it: x itself, or a
	// copy made before w when w (writing t) or a later write replaced x. (One closure for the
	// whole body: it runs at every load of a PTX image.)
	keep := func(w int, x, t string) string {
		if xw, ok := last[x]; x != t && (!ok || xw < w) {
			return x
		}
		if copies[w] == "" {
			copies[w] = fresh("b16", line)
		}
		return copies[w]
	}
	walkBlocks(body, last, func(i int, in *ptx.Instr) {
		line = body[i].Line
		if rni, ok := fuse16Rounding(in); ok {
			if w, seen := last[in.Operands[1].Name]; seen {
				p := body[w].Instr
				var src string
				switch {
				case p.Guard != "":
				case p.Opcode == "cvt" && slices.Equal(p.Mods, []string{"rn", "bf16", "f16"}) && in.Mods[len(in.Mods)-1] == "bf16" &&
					p.Operands[1].Kind == ptx.OpdReg:
					src = keep(w, p.Operands[1].Name, p.Operands[0].Name)
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
		stmts := fuseNeg16(in, body, last, fresh, keep)
		if stmts == nil {
			stmts = fuseSignF16(in, body, last, keep)
		}
		if stmts != nil {
			if out == nil {
				out = slices.Clone(body)
			}
			replace[i] = stmts
		}
	})
	if out == nil {
		return body
	}
	// The copies: a mov before each producer, the declarations first.
	res := make([]ptx.Stmt, 0, len(out)+len(decls)+2*len(copies)+4*len(replace))
	res = append(res, decls...)
	for i := range out {
		if reg, ok := copies[i]; ok {
			res = append(res, fuse16Stmt(out[i].Line, "", "mov", []string{"b16"}, reg, out[i].Instr.Operands[1].Name))
		}
		if stmts, ok := replace[i]; ok {
			res = append(res, stmts...)
			continue
		}
		res = append(res, out[i])
	}
	return res
}

// hasHalfProducer reports whether body has an instruction that one of fuseHalfConversions'
// rewrites folds into its reader (cvt.rn.bf16.f16, min/max.ftz.f16, neg.s16, abs/neg.f16,
// neg.bf16): each is an abs, cvt, max, min or neg whose last modifier is f16, bf16 or s16. Without
// one, no rewrite applies.
func hasHalfProducer(body []ptx.Stmt) bool {
	for i := range body {
		in := body[i].Instr
		if body[i].Kind != ptx.StmtInstr || len(in.Mods) == 0 {
			continue
		}
		switch in.Opcode {
		case "abs", "cvt", "max", "min", "neg":
			switch in.Mods[len(in.Mods)-1] {
			case "f16", "bf16", "s16":
				return true
			}
		}
	}
	return false
}

// fuse16Stmt is an instruction statement on registers and integers (guard: a predicate's name,
// "!" before it when negated, "" for none).
func fuse16Stmt(line int, guard, opcode string, mods []string, regs ...string) ptx.Stmt {
	in := &ptx.Instr{Opcode: opcode, Mods: mods, Line: line}
	in.Guard, in.GuardNeg = strings.CutPrefix(guard, "!")
	for _, r := range regs {
		if r[0] == '%' {
			in.Operands = append(in.Operands, ptx.Operand{Kind: ptx.OpdReg, Name: r})
		} else {
			var v int64
			fmt.Sscan(r, &v)
			in.Operands = append(in.Operands, ptx.Operand{Kind: ptx.OpdInt, Int: v})
		}
	}
	return ptx.Stmt{Kind: ptx.StmtInstr, Line: line, Instr: in}
}

// fuseNeg16 rewrites an instruction that reads a signed 16-bit operand widened to 32 bits
// (mul.hi/mul.wide/mad.hi .s16, cvt.s32.s16) when that operand was written, earlier in the block
// and unguarded, by neg.s16 t, x (x as the neg read it): ptxas folds the neg into the reader as a
// modifier of the widened x, so -(-32768) is +32768 where the PTX wraps it back to -32768
// (testdata/conformance/half17, half17neg: every x; version 2's q371: mul.hi.s16 of -1025 and
// neg.s16 of -32768 gave 0xfdff, not 0x0200). The rewrite widens, negates and multiplies in
// 32-bit registers of its own; nil when in is no such reader.
func fuseNeg16(in *ptx.Instr, body []ptx.Stmt, last map[string]int, fresh func(string, int) string,
	keep func(w int, x, t string) string) []ptx.Stmt {
	switch in.Opcode {
	case "mul", "mad", "cvt":
	default:
		return nil // the common case, without building the form
	}
	form := in.Opcode + "." + strings.Join(in.Mods, ".")
	var nsrc int
	switch form {
	case "mul.hi.s16", "mul.wide.s16":
		nsrc = 2
	case "mad.hi.s16":
		nsrc = 2 // and the addend
	case "cvt.s32.s16":
		nsrc = 1
	default:
		return nil
	}
	negOf := func(o ptx.Operand) (string, bool) { // x, when o is a neg.s16 of x
		if o.Kind != ptx.OpdReg {
			return "", false
		}
		w, ok := last[o.Name]
		if !ok {
			return "", false
		}
		p := body[w].Instr
		if p.Opcode != "neg" || !slices.Equal(p.Mods, []string{"s16"}) || p.Guard != "" || p.Operands[1].Kind != ptx.OpdReg {
			return "", false
		}
		return keep(w, p.Operands[1].Name, o.Name), true
	}
	for k := 1; k < len(in.Operands); k++ {
		if in.Operands[k].Kind != ptx.OpdReg || in.Operands[k].Neg || in.Operands[k].Not || in.Operands[k].Comp != "" {
			return nil // immediates and modifiers: left as they are
		}
	}
	folded := false
	for k := 1; k <= nsrc; k++ {
		if _, ok := negOf(in.Operands[k]); ok {
			folded = true
		}
	}
	if !folded {
		return nil
	}
	line, guard := in.Line, in.Guard
	if in.GuardNeg {
		guard = "!" + guard
	}
	var stmts []ptx.Stmt
	wide := make([]string, nsrc)
	for k := 1; k <= nsrc; k++ {
		wide[k-1] = fresh("b32", line)
		if x, ok := negOf(in.Operands[k]); ok {
			stmts = append(stmts, fuse16Stmt(line, "", "cvt", []string{"s32", "s16"}, wide[k-1], x),
				fuse16Stmt(line, "", "neg", []string{"s32"}, wide[k-1], wide[k-1]))
		} else {
			stmts = append(stmts, fuse16Stmt(line, "", "cvt", []string{"s32", "s16"}, wide[k-1], in.Operands[k].Name))
		}
	}
	d := in.Operands[0].Name
	switch form {
	case "cvt.s32.s16":
		return append(stmts, fuse16Stmt(line, guard, "mov", []string{"b32"}, d, wide[0]))
	case "mul.wide.s16":
		return append(stmts, fuse16Stmt(line, guard, "mul", []string{"lo", "s32"}, d, wide[0], wide[1]))
	}
	stmts = append(stmts, fuse16Stmt(line, "", "mul", []string{"lo", "s32"}, wide[0], wide[0], wide[1]),
		fuse16Stmt(line, "", "shr", []string{"s32"}, wide[0], wide[0], "16"))
	if form == "mul.hi.s16" {
		return append(stmts, fuse16Stmt(line, guard, "cvt", []string{"u16", "u32"}, d, wide[0]))
	}
	hi := fresh("b16", line)
	return append(stmts, fuse16Stmt(line, "", "cvt", []string{"u16", "u32"}, hi, wide[0]),
		fuse16Stmt(line, guard, "add", []string{"s16"}, d, hi, in.Operands[3].Name))
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

// fuseSignF16 rewrites cvt.f64.f16 (cvt.f64.bf16) d, t when t was written, earlier in the block
// and unguarded, by abs.f16 or neg.f16 (neg.bf16) t, x: ptxas makes the abs or neg a modifier of
// the conversion's source, which changes a number's sign and leaves a NaN's sign and payload as
// they are, where abs/neg of a NaN alone give the canonical NaN (version 2's q074: abs.f16 of 0xffc0
// then cvt.f64.f16 gave 0xffff000000000000; half17abs: every f16 NaN and infinity and every 32nd
// pattern). abs.bf16 is not folded so, nor is a conversion to f32. The rewrite converts x (as the
// abs or neg read it), then abs.f64 or neg.f64, which keep a NaN's sign; nil when in is no such
// conversion.
func fuseSignF16(in *ptx.Instr, body []ptx.Stmt, last map[string]int, keep func(w int, x, t string) string) []ptx.Stmt {
	if in.Opcode != "cvt" || len(in.Mods) != 2 || in.Mods[0] != "f64" || in.Operands[1].Kind != ptx.OpdReg {
		return nil
	}
	half := in.Mods[1]
	t := in.Operands[1].Name
	w, ok := last[t]
	if !ok {
		return nil
	}
	p := body[w].Instr
	if !slices.Equal(p.Mods, []string{half}) || p.Guard != "" || p.Operands[1].Kind != ptx.OpdReg {
		return nil
	}
	switch {
	case half == "f16" && (p.Opcode == "abs" || p.Opcode == "neg"):
	case half == "bf16" && p.Opcode == "neg":
	default:
		return nil
	}
	x := keep(w, p.Operands[1].Name, t)
	guard := in.Guard
	if in.GuardNeg {
		guard = "!" + guard
	}
	d := in.Operands[0].Name
	return []ptx.Stmt{fuse16Stmt(in.Line, guard, "cvt", []string{"f64", half}, d, x),
		fuse16Stmt(in.Line, guard, p.Opcode, []string{"f64"}, d, d)}
}
