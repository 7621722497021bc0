package ptxforms

import (
	"regexp"
	"strings"
)

// The types and modifiers the families below cross: each opcode cudasim knows gets every type
// and every modifier users write on its neighbours, so that forms ptxas refuses for sm_90 are
// among them.
var (
	arithTypes = []string{"s16", "u16", "s32", "u32", "s64", "u64", "b16", "b32", "b64",
		"f16", "f16x2", "bf16", "bf16x2", "f32", "f32x2", "f64", "s16x2", "u16x2"}
	arithMods = []string{"", "sat", "ftz", "rn", "rz", "ftz.sat", "rn.sat", "relu", "NaN",
		"xorsign.abs", "hi", "lo", "wide", "approx", "full", "cc", "oob"}
	cvtTypes = []string{"s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64", "f16", "bf16",
		"f32", "f64", "tf32"}
	cvtMods = []string{"", "rn", "rz", "rni", "rzi", "rna", "sat", "ftz", "rn.sat", "rn.relu",
		"rn.satfinite", "rz.satfinite", "rs"}
	cmpOps = []string{"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs",
		"equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"}
)

// All is every form, sm_90 first, then the families repeated for sm_80 and sm_52 under
// PTX 8.0, names unique.
func All() []Form {
	var out []Form
	seen := map[string]bool{}
	add := func(f Form) {
		f.Name = name(f)
		if seen[f.Name] {
			return
		}
		seen[f.Name] = true
		out = append(out, f)
	}
	for _, f := range families("sm_90", "8.8", false) {
		add(f)
	}
	for _, t := range []string{"sm_80", "sm_52"} {
		for _, f := range families(t, "8.0", true) {
			add(f)
		}
	}
	return out
}

var nonName = regexp.MustCompile(`[^A-Za-z0-9]+`)

func name(f Form) string {
	head, _, _ := strings.Cut(f.Instr, " ")
	n := nonName.ReplaceAllString(head, "_")
	// operand shapes distinguish forms of one mnemonic (two or three inputs, vector widths)
	n += "_" + nonName.ReplaceAllString(shape(f), "")
	return n + "_" + strings.TrimPrefix(f.Target, "sm_")
}

func shape(f Form) string {
	var b strings.Builder
	for _, o := range f.ops {
		b.WriteByte(o.kind)
		if o.vec > 1 {
			b.WriteByte('v')
			b.WriteByte(byte('0' + o.vec))
		}
		switch o.size {
		case 2, 4, 8:
			b.WriteByte(byte('0' + o.size))
		case 16:
			b.WriteString("X")
		}
		if o.kind == 'M' && o.space == "shared" {
			b.WriteByte('S')
		}
		if o.kind == 'I' {
			b.WriteString(o.imm)
		}
	}
	return b.String()
}

// families lists the forms of one target; old trims each family to its modifier-free and
// most common forms (older targets are asked about types, not every modifier).
func families(target, version string, old bool) []Form {
	var out []Form
	f := func(instr string, ops ...operand) { out = append(out, form(target, version, instr, ops...)) }
	mods := arithMods
	cmods := cvtMods
	if old {
		mods = []string{""}
		cmods = []string{"", "rn", "rni"}
	}
	// two-input arithmetic and logic
	for _, op := range []string{"add", "sub", "mul", "min", "max", "div", "rem", "and", "or", "xor", "copysign", "addc", "subc", "mul24", "shl", "shr"} {
		for _, t := range arithTypes {
			for _, m := range modsOf(op, mods) {
				n := regSize(t)
				dst := n
				if m == "wide" {
					dst = 2 * n
				}
				b := n
				if op == "shl" || op == "shr" {
					b = 4
				}
				f(join(op, m, t), d(dst), s(n), s(b))
			}
		}
	}
	// three-input min/max (the DPX forms), and three-input arithmetic
	for _, op := range []string{"min", "max"} {
		for _, t := range arithTypes {
			for _, m := range []string{"", "relu", "NaN", "ftz", "xorsign.abs"} {
				n := regSize(t)
				f(join(op, m, t), d(n), s(n), s(n), s(n))
			}
		}
	}
	for _, op := range []string{"mad", "fma", "mad24", "sad", "madc"} {
		for _, t := range arithTypes {
			for _, m := range modsOf(op, mods) {
				n := regSize(t)
				dst, c := n, n
				if m == "wide" {
					dst, c = 2*n, 2*n
				}
				f(join(op, m, t), d(dst), s(n), s(n), s(c))
			}
		}
	}
	// one-input
	for _, op := range []string{"abs", "neg", "not", "cnot", "popc", "clz", "brev", "bfind", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "tanh", "mov"} {
		for _, t := range arithTypes {
			for _, m := range modsOf(op, mods) {
				n := regSize(t)
				dst := n
				if op == "popc" || op == "clz" || op == "bfind" {
					dst = 4
				}
				f(join(op, m, t), d(dst), s(n))
			}
		}
	}
	for _, t := range arithTypes {
		for _, m := range []string{"finite", "infinite", "number", "notanumber", "normal", "subnormal"} {
			f(join("testp", m, t), predDest(), s(regSize(t)))
		}
	}
	// comparisons and selection
	for _, t := range arithTypes {
		for _, c := range cmpOps {
			for _, m := range []string{"", "ftz"} {
				if old && m != "" {
					continue
				}
				n := regSize(t)
				f(join("setp", c, m, t), predDest(), s(n), s(n))
				if !old {
					f(join("set", c, m, "u32", t), d(4), s(n), s(n))
				}
			}
		}
		f(join("selp", t), d(regSize(t)), s(regSize(t)), s(regSize(t)), predSrc())
	}
	// bit fields, permutes, dot products
	for _, t := range []string{"u32", "s32", "u64", "s64", "b32", "b64"} {
		n := regSize(t)
		f(join("bfe", t), d(n), s(n), s(4), s(4))
		f(join("bfi", t), d(n), s(n), s(n), s(4), s(4))
		f(join("lop3", t), d(n), s(n), s(n), s(n), imm("0x96"))
		f(join("bmsk", "clamp", t), d(n), s(4), s(4))
		f(join("szext", "wrap", t), d(n), s(n), s(4))
		f(join("fns", t), d(n), s(n), s(n), s(4))
		f(join("bfind", "shiftamt", t), d(4), s(n))
	}
	for _, m := range []string{"", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"} {
		f(join("prmt", "b32", m), d(4), s(4), s(4), s(4))
		f(join("prmt", "b32", m), d(4), s(4), s(4), imm("0x3210"))
	}
	for _, m := range []string{"l", "r"} {
		for _, w := range []string{"wrap", "clamp"} {
			for _, t := range []string{"b32", "b64", "u32"} {
				f(join("shf", m, w, t), d(4), s(4), s(4), s(4))
			}
		}
	}
	for _, ta := range []string{"u32", "s32", "b32"} {
		for _, tb := range []string{"u32", "s32"} {
			f(join("dp4a", ta, tb), d(4), s(4), s(4), s(4))
			f(join("dp4a", ta, tb), d(4), s(4), imm("5"), s(4))
			f(join("dp2a", "lo", ta, tb), d(4), s(4), s(4), s(4))
			f(join("dp2a", "hi", ta, tb), d(4), s(4), s(4), s(4))
		}
	}
	// conversions
	for _, dt := range cvtTypes {
		for _, st := range cvtTypes {
			for _, m := range cmods {
				f(join("cvt", m, dt, st), d(regSize(dt)), s(regSize(st)))
			}
		}
	}
	for _, m := range []string{"rn", "rz", "rn.relu", "rn.satfinite", "rn.relu.satfinite", "rz.satfinite", "rs", "rs.satfinite", "rs.relu.satfinite", "rna"} {
		for _, dt := range []string{"f16x2", "bf16x2"} {
			f(join("cvt", m, dt, "f32"), d(4), s(4), s(4))
			if strings.HasPrefix(m, "rs") {
				f(join("cvt", m, dt, "f32"), d(4), s(4), s(4), s(4))
			}
		}
	}
	for _, dt := range []string{"e4m3x2", "e5m2x2", "e2m3x2", "e3m2x2", "e2m1x2", "ue8m0x2"} {
		for _, m := range []string{"rn", "rn.satfinite", "rn.relu.satfinite", "rz.satfinite", "rp.satfinite", "rz", "rs.satfinite"} {
			n := regSize(dt)
			f(join("cvt", m, dt, "f32"), d(n), s(4), s(4))
			for _, st := range []string{"f16x2", "bf16x2"} {
				f(join("cvt", m, dt, st), d(n), s(4))
			}
		}
		for _, dst := range []string{"f16x2", "bf16x2"} {
			for _, m := range []string{"rn", "rn.relu", ""} {
				f(join("cvt", m, dst, dt), d(4), s(regSize(dt)))
			}
		}
	}
	for _, st := range []string{"f32", "f16x2", "bf16x2", "e4m3x2", "e5m2x2", "f16", "bf16"} {
		for _, dt := range []string{"e4m3", "e5m2", "e4m3x2", "e5m2x2"} {
			f(join("cvt", "rn.satfinite", dt, st), d(2), s(regSize(st)))
		}
	}
	// loads and stores
	ldTypes := []string{"u8", "s8", "b16", "f16", "b32", "f32", "f16x2", "b64", "f64", "b128"}
	ldMods := []string{"", "volatile", "relaxed.gpu", "acquire.gpu", "release.gpu", "weak", "cg", "cs", "nc", "L2::256B"}
	if old {
		ldMods = []string{""}
	}
	for _, op := range []string{"ld", "st"} {
		for _, sp := range []string{"global", "shared", ""} {
			for _, t := range ldTypes {
				for _, v := range []string{"", "v2", "v4", "v8"} {
					for _, m := range ldMods {
						if sp != "global" && m != "" && m != "volatile" && m != "relaxed.gpu" {
							continue
						}
						n := regSize(t)
						nv := map[string]int{"": 1, "v2": 2, "v4": 4, "v8": 8}[v]
						var reg operand
						if op == "ld" {
							reg = dv(n, nv)
						} else {
							reg = sv(n, nv)
						}
						if op == "ld" {
							f(join("ld", m, sp, v, t), reg, mem(sp))
						} else {
							f(join("st", m, sp, v, t), mem(sp), reg)
						}
					}
				}
			}
		}
	}
	// atomics and reductions
	atomTypes := []string{"b16", "b32", "b64", "b128", "u32", "s32", "u64", "s64", "f16", "f16x2", "bf16", "bf16x2", "f32", "f64"}
	atomSems := []string{"", "noftz"}
	if old {
		atomSems = []string{""}
	}
	for _, op := range []string{"atom", "red"} {
		for _, a := range []string{"add", "min", "max", "inc", "dec", "and", "or", "xor", "exch", "cas"} {
			if op == "red" && (a == "exch" || a == "cas") {
				continue
			}
			for _, sp := range []string{"global", "shared", ""} {
				for _, t := range atomTypes {
					for _, v := range []string{"", "v2", "v4", "v8"} {
						if old && v != "" {
							continue
						}
						for _, m := range atomSems {
							half := strings.HasPrefix(t, "f16") || strings.HasPrefix(t, "bf16")
							if (m == "noftz" || v == "v8") && !half || v != "" && sp != "global" && a != "add" {
								continue
							}
							n := regSize(t)
							nv := map[string]int{"": 1, "v2": 2, "v4": 4, "v8": 8}[v]
							in := join(op, m, sp, a, v, t)
							switch {
							case op == "red":
								f(in, mem(sp), sv(n, nv))
							case a == "cas":
								f(in, dv(n, nv), mem(sp), sv(n, nv), sv(n, nv))
							default:
								f(in, dv(n, nv), mem(sp), sv(n, nv))
							}
						}
					}
				}
			}
		}
	}
	// warp collectives
	for _, a := range []string{"add", "min", "max", "and", "or", "xor"} {
		for _, t := range []string{"u32", "s32", "b32", "f32", "u64", "s64"} {
			for _, m := range []string{"", "abs.NaN"} {
				f(join("redux.sync", a, m, t), d(regSize(t)), s(regSize(t)), imm("-1"))
			}
		}
	}
	for _, m := range []string{"up", "down", "bfly", "idx"} {
		for _, t := range []string{"b32", "b64", "f32"} {
			f(join("shfl.sync", m, t), d(regSize(t)), s(regSize(t)), s(4), imm("31"), imm("-1"))
		}
	}
	// video
	for _, op := range []string{"vadd", "vsub", "vabsdiff", "vmin", "vmax"} {
		for _, m := range []string{"", "sat"} {
			f(join(op, "u32.u32.u32", m), d(4), s(4), s(4))
			f(join(op, "s32.s32.s32", m, "add"), d(4), s(4), s(4), s(4))
		}
	}
	for _, op := range []string{"vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4"} {
		f(join(op, "u32.u32.u32"), d(4), s(4), s(4), s(4))
		f(join(op, "s32.s32.s32.sat"), d(4), s(4), s(4), s(4))
	}
	f("vimnmx.s32", d(4), s(4), s(4))
	return out
}

// modsOf is the modifiers crossed with op's types: those of its neighbours (float rounding
// on the float arithmetic, hi/lo/wide on the multiplies...); ops outside these take none.
func modsOf(op string, mods []string) []string {
	var keep func(string) bool
	switch op {
	case "add", "sub", "mul", "min", "max", "mad", "fma", "div":
		return mods
	case "abs", "neg":
		keep = func(m string) bool { return m == "" || m == "ftz" || m == "relu" || m == "sat" }
	case "rcp", "sqrt", "rsqrt", "copysign":
		keep = func(m string) bool {
			return m == "" || m == "rn" || m == "rz" || m == "approx" || m == "ftz" || m == "full"
		}
	case "sin", "cos", "lg2", "ex2", "tanh":
		keep = func(m string) bool { return m == "" || m == "approx" || m == "ftz" }
	case "mul24", "mad24":
		keep = func(m string) bool { return m == "" || m == "hi" || m == "lo" || m == "sat" }
	case "addc", "subc", "madc":
		keep = func(m string) bool { return m == "" || m == "cc" || m == "hi" || m == "lo" }
	default:
		keep = func(m string) bool { return m == "" }
	}
	var out []string
	for _, m := range mods {
		if keep(m) {
			out = append(out, m)
		}
	}
	return out
}
