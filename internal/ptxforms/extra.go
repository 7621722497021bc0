package ptxforms

import (
	"fmt"
	"strconv"
	"strings"
)

// Extra is the forms All leaves out, whose operands are fragments, handles or barriers: mma,
// wmma, ldmatrix/stmatrix, tex/tld4/txq, suld/sust/sured/suq, cp.async, cp.async.bulk(.tensor),
// mbarrier and wgmma, each under sm_90 and sm_90a (PTX 8.8). Valid forms are crossed with the
// modifiers their neighbours take, so that the refused ones are among them.
func Extra() []Form {
	var out []Form
	seen := map[string]bool{}
	for _, target := range []string{"sm_90", "sm_90a"} {
		for _, x := range extraForms() {
			f := x.form(target)
			if !seen[f.Name] {
				seen[f.Name] = true
				out = append(out, f)
			}
		}
	}
	return out
}

// extraForm is an instruction head and its operands, each either raw text or a register
// operand written as KIND SIZE [x COUNT]: D (destination, stored) or S (source) of SIZE bytes,
// COUNT of them in braces ("D4x8": eight 32-bit destinations), P a predicate destination, Q a
// predicate source.
type extraForm struct {
	head string
	ops  []string
}

func (x extraForm) form(target string) Form {
	var operands, stores, sig []string
	next := map[byte]int{}
	off := 64
	for _, o := range x.ops {
		o, withPred := strings.CutSuffix(o, "|P") // a vector destination and a predicate
		kind, size, count, ok := regOperand(o)
		if !ok {
			operands = append(operands, o)
			sig = append(sig, nonName.ReplaceAllString(o, ""))
			continue
		}
		sig = append(sig, o)
		switch kind {
		case 'P':
			operands = append(operands, "%p4")
			stores = append(stores, fmt.Sprintf("selp.u32 %%r20, 1, 0, %%p4;\nst.global.b32 [%%l0+%d], %%r20;", off))
			off += 16
			continue
		case 'Q':
			operands = append(operands, "%p1")
			continue
		}
		var regs []string
		for i := 0; i < count; i++ {
			var r string
			if kind == 'D' {
				file := map[int]byte{2: 'z', 4: 'x', 8: 'y'}[size]
				r = fmt.Sprintf("%%%c%d", file, next[file])
				next[file]++
				stores = append(stores, fmt.Sprintf("st.global.b%d [%%l0+%d], %s;", 8*size, off, r))
				off += 16
			} else {
				r = srcReg(size, i)
			}
			regs = append(regs, r)
		}
		text := regs[0]
		if count > 1 || strings.Contains(o, "x") {
			text = "{" + strings.Join(regs, ",") + "}"
		}
		if withPred {
			text += "|%p4"
			sig = append(sig, "P")
			stores = append(stores, fmt.Sprintf("selp.u32 %%r20, 1, 0, %%p4;\nst.global.b32 [%%l0+%d], %%r20;", off))
			off += 16
		}
		operands = append(operands, text)
	}
	instr := x.head
	if len(operands) > 0 {
		instr += " " + strings.Join(operands, ", ")
	}
	var b strings.Builder
	fmt.Fprintf(&b, ".version 8.8\n.target %s\n.address_size 64\n", target)
	if strings.Contains(instr, "tex0") {
		b.WriteString(".global .texref tex0;\n")
	}
	if strings.Contains(instr, "surf0") {
		b.WriteString(".global .surfref surf0;\n")
	}
	b.WriteString(".visible .entry k(.param .u64 out)\n{\n")
	b.WriteString(".reg .b16 %h<24>; .reg .b32 %r<24>; .reg .b64 %l<24>; .reg .pred %p<8>;\n")
	b.WriteString(".reg .b32 %x<132>; .reg .b64 %y<8>; .reg .b16 %z<8>;\n")
	b.WriteString(".shared .align 128 .b8 sh[1024];\n.shared .align 8 .b64 mbar;\n")
	b.WriteString("ld.param.u64 %l0, [out];\ncvta.to.global.u64 %l0, %l0;\n")
	b.WriteString("ld.global.v4.u32 {%r1,%r2,%r3,%r4}, [%l0];\nld.global.v4.u32 {%r5,%r6,%r7,%r8}, [%l0+16];\n")
	b.WriteString("ld.global.v4.u32 {%r9,%r10,%r11,%r12}, [%l0+32];\n")
	b.WriteString("mov.b64 %l1, {%r1,%r2};\nmov.b64 %l2, {%r3,%r4};\nmov.b64 %l3, {%r5,%r6};\nmov.b64 %l4, {%r7,%r8};\n")
	b.WriteString("mov.b32 {%h1,%h2}, %r5;\nmov.b32 {%h3,%h4}, %r6;\n")
	b.WriteString("setp.ne.u32 %p1, %r9, 0;\n")
	b.WriteString(instr + ";\n")
	for _, s := range stores {
		b.WriteString(s + "\n")
	}
	b.WriteString("ret;\n}\n")
	n := nonName.ReplaceAllString(x.head, "_") + "_" + nonName.ReplaceAllString(strings.Join(sig, ""), "")
	if len(n) > 120 {
		n = n[:120]
	}
	return Form{Name: n + "_" + strings.TrimPrefix(target, "sm_"), Target: target, Version: "8.8", Instr: instr, text: b.String()}
}

// regOperand reads "D4x8", "S8", "P", "Q".
func regOperand(o string) (kind byte, size, count int, ok bool) {
	if o == "P" || o == "Q" {
		return o[0], 0, 1, true
	}
	if len(o) < 2 || o[0] != 'D' && o[0] != 'S' {
		return 0, 0, 0, false
	}
	sz, cnt, hasCount := strings.Cut(o[1:], "x")
	size, err := strconv.Atoi(sz)
	if err != nil || size != 2 && size != 4 && size != 8 {
		return 0, 0, 0, false
	}
	count = 1
	if hasCount {
		if count, err = strconv.Atoi(cnt); err != nil || count < 1 {
			return 0, 0, 0, false
		}
	}
	return o[0], size, count, true
}

func x(head string, ops ...string) extraForm { return extraForm{head, ops} }

func frag(kind string, size, n int) string { return fmt.Sprintf("%s%dx%d", kind, size, n) }

func extraForms() []extraForm {
	var out []extraForm
	add := func(f extraForm) { out = append(out, f) }
	// mma.sync: shape, types (d.a.b.c) and fragment register counts (d, a, b, c; size of d/c
	// registers), crossed with the four layouts and satfinite
	type mmaShape struct {
		shape, types string
		d, a, b, c   int
		acc          int // bytes per d/c register
		ab           int // bytes per a/b register
	}
	mmas := []mmaShape{
		{"m16n8k16", "f32.f16.f16.f32", 4, 4, 2, 4, 4, 4},
		{"m16n8k16", "f16.f16.f16.f16", 2, 4, 2, 2, 4, 4},
		{"m16n8k8", "f32.f16.f16.f32", 4, 2, 1, 4, 4, 4},
		{"m16n8k8", "f16.f16.f16.f16", 2, 2, 1, 2, 4, 4},
		{"m8n8k4", "f32.f16.f16.f32", 8, 2, 2, 8, 4, 4},
		{"m8n8k4", "f16.f16.f16.f16", 4, 2, 2, 4, 4, 4},
		{"m16n8k16", "f32.bf16.bf16.f32", 4, 4, 2, 4, 4, 4},
		{"m16n8k8", "f32.bf16.bf16.f32", 4, 2, 1, 4, 4, 4},
		{"m16n8k8", "f32.tf32.tf32.f32", 4, 4, 2, 4, 4, 4},
		{"m16n8k4", "f32.tf32.tf32.f32", 4, 2, 1, 4, 4, 4},
		{"m8n8k4", "f64.f64.f64.f64", 2, 1, 1, 2, 8, 8},
		{"m16n8k4", "f64.f64.f64.f64", 4, 2, 1, 4, 8, 8},
		{"m16n8k8", "f64.f64.f64.f64", 4, 4, 2, 4, 8, 8},
		{"m16n8k16", "f64.f64.f64.f64", 4, 8, 4, 4, 8, 8},
		{"m8n8k16", "s32.s8.s8.s32", 2, 1, 1, 2, 4, 4},
		{"m16n8k16", "s32.s8.s8.s32", 4, 2, 1, 4, 4, 4},
		{"m16n8k32", "s32.s8.s8.s32", 4, 4, 2, 4, 4, 4},
		{"m16n8k32", "s32.u8.s8.s32", 4, 4, 2, 4, 4, 4},
		{"m8n8k32", "s32.s4.s4.s32", 2, 1, 1, 2, 4, 4},
		{"m16n8k32", "s32.u4.u4.s32", 4, 2, 1, 4, 4, 4},
		{"m16n8k64", "s32.s4.s4.s32", 4, 4, 2, 4, 4, 4},
		{"m16n8k32", "f32.e4m3.e4m3.f32", 4, 4, 2, 4, 4, 4},
		{"m16n8k32", "f32.e5m2.e4m3.f32", 4, 4, 2, 4, 4, 4},
		{"m16n8k16", "f32.e4m3.e4m3.f32", 4, 2, 1, 4, 4, 4},
		{"m16n8k32", "f16.e4m3.e4m3.f16", 2, 4, 2, 2, 4, 4},
		{"m8n8k128", "s32.b1.b1.s32", 2, 1, 1, 2, 4, 4},
		{"m16n8k128", "s32.b1.b1.s32", 4, 2, 1, 4, 4, 4},
		{"m16n8k256", "s32.b1.b1.s32", 4, 4, 2, 4, 4, 4},
	}
	for _, m := range mmas {
		for _, layout := range []string{"row.col", "row.row", "col.col", "col.row"} {
			mods := []string{""}
			switch {
			case strings.Contains(m.types, "b1"):
				mods = []string{"and.popc", "xor.popc", ""}
			case strings.HasPrefix(m.types, "s32"):
				mods = []string{"", "satfinite"}
			case layout == "row.col":
				mods = []string{"", "satfinite"}
			}
			for _, mod := range mods {
				head := join("mma.sync.aligned", m.shape, layout, mod, m.types)
				if mod == "and.popc" || mod == "xor.popc" {
					head = join("mma.sync.aligned", m.shape, layout, m.types, mod)
				}
				add(x(head, frag("D", m.acc, m.d), frag("S", m.ab, m.a), frag("S", m.ab, m.b), frag("S", m.acc, m.c)))
			}
		}
		add(x(join("mma.sync", m.shape, "row.col", m.types), frag("D", m.acc, m.d), frag("S", m.ab, m.a), frag("S", m.ab, m.b), frag("S", m.acc, m.c)))
	}
	// mma.sp (fidelity23): every fp8 pair into .f16 and .f32 (ptxas refuses fp8 into .f16 for
	// sm_90: testdata/reference/wgmma/h200/sp_fp8_f16.txt), next to the other types' shapes,
	// with plain and ordered metadata and each sparsity selector
	sparse := []mmaShape{
		{"m16n8k16", "f32.f16.f16.f32", 4, 2, 2, 4, 4, 4},
		{"m16n8k32", "f16.f16.f16.f16", 2, 4, 4, 2, 4, 4},
		{"m16n8k32", "f32.bf16.bf16.f32", 4, 4, 4, 4, 4, 4},
		{"m16n8k16", "f32.tf32.tf32.f32", 4, 4, 4, 4, 4, 4},
		{"m16n8k64", "s32.s8.s8.s32", 4, 4, 4, 4, 4, 4},
		{"m16n8k128", "s32.u4.u4.s32", 4, 4, 4, 4, 4, 4},
	}
	for _, a := range []string{"e4m3", "e5m2"} {
		for _, b := range []string{"e4m3", "e5m2"} {
			sparse = append(sparse, mmaShape{"m16n8k64", "f32." + a + "." + b + ".f32", 4, 4, 4, 4, 4, 4},
				mmaShape{"m16n8k64", "f16." + a + "." + b + ".f16", 2, 4, 4, 2, 4, 4},
				mmaShape{"m16n8k32", "f16." + a + "." + b + ".f16", 2, 2, 2, 2, 4, 4})
		}
	}
	for _, m := range sparse {
		for _, meta := range []string{"mma.sp", "mma.sp::ordered_metadata"} {
			for _, sel := range []string{"0", "1"} {
				add(x(join(meta+".sync.aligned", m.shape, "row.col", m.types), frag("D", m.acc, m.d), frag("S", m.ab, m.a),
					frag("S", m.ab, m.b), frag("S", m.acc, m.c), "%r9", sel))
			}
		}
	}
	// wmma: load a/b/c, store d, mma; fragments per type and shape
	type wmmaType struct {
		shapes       []string
		a, b, cd     string // PTX types of a, b, c/d
		na, nb, ncd  int    // registers per fragment
		abSz, cdSize int
	}
	wmmas := []wmmaType{
		{[]string{"m16n16k16", "m32n8k16", "m8n32k16"}, "f16", "f16", "f32", 8, 8, 8, 4, 4},
		{[]string{"m16n16k16"}, "f16", "f16", "f16", 8, 8, 4, 4, 4},
		{[]string{"m16n16k16"}, "bf16", "bf16", "f32", 4, 4, 8, 4, 4},
		{[]string{"m16n16k16"}, "s8", "s8", "s32", 2, 2, 8, 4, 4},
		{[]string{"m16n16k16"}, "u8", "u8", "s32", 2, 2, 8, 4, 4},
		{[]string{"m16n16k8"}, "tf32", "tf32", "f32", 4, 4, 8, 4, 4},
		{[]string{"m8n8k4"}, "f64", "f64", "f64", 1, 1, 2, 8, 8},
		{[]string{"m8n8k32"}, "s4", "s4", "s32", 1, 1, 2, 4, 4},
		{[]string{"m8n8k128"}, "b1", "b1", "s32", 1, 1, 2, 4, 4},
	}
	for _, w := range wmmas {
		for _, shape := range w.shapes {
			for _, sp := range []string{"global", "shared", ""} {
				addr := map[string]string{"global": "[%l0+128]", "shared": "[sh]", "": "[%l1]"}[sp]
				for _, layout := range []string{"row", "col"} {
					add(x(join("wmma.load.a.sync.aligned", layout, shape, sp, w.a), frag("D", w.abSz, w.na), addr))
					add(x(join("wmma.load.b.sync.aligned", layout, shape, sp, w.b), frag("D", w.abSz, w.nb), addr, "%r1"))
					add(x(join("wmma.load.c.sync.aligned", layout, shape, sp, w.cd), frag("D", w.cdSize, w.ncd), addr))
					add(x(join("wmma.store.d.sync.aligned", layout, shape, sp, w.cd), addr, frag("S", w.cdSize, w.ncd), "%r1"))
				}
			}
			for _, layout := range []string{"row.col", "col.row", "row.row"} {
				for _, sat := range []string{"", "satfinite"} {
					types := w.cd + "." + w.cd
					if w.a == "s8" || w.a == "u8" || w.a == "s4" || w.a == "b1" || w.a == "bf16" || w.a == "tf32" {
						types = join(w.cd, w.a, w.b, w.cd)
					}
					head := join("wmma.mma.sync.aligned", layout, shape, types, sat)
					if w.a == "b1" {
						head = join("wmma.mma.xor.popc.sync.aligned", layout, shape, types)
					}
					add(x(head, frag("D", w.cdSize, w.ncd), frag("S", w.abSz, w.na), frag("S", w.abSz, w.nb), frag("S", w.cdSize, w.ncd)))
				}
			}
		}
	}
	// ldmatrix, stmatrix, movmatrix
	for _, n := range []int{1, 2, 4} {
		for _, trans := range []string{"", "trans"} {
			for _, sp := range []string{"shared", "shared::cta", "global", ""} {
				for _, t := range []string{"b16", "b8", "b32"} {
					addr := "[sh]"
					if sp == "global" || sp == "" {
						addr = "[%l1]"
					}
					add(x(join("ldmatrix.sync.aligned.m8n8", "x"+strconv.Itoa(n), trans, sp, t), frag("D", 4, n), addr))
					add(x(join("stmatrix.sync.aligned.m8n8", "x"+strconv.Itoa(n), trans, sp, t), addr, frag("S", 4, n)))
				}
			}
			add(x(join("ldmatrix.sync.aligned.m16n16", "x"+strconv.Itoa(n), trans, "shared.b8"), frag("D", 4, 2*n), "[sh]"))
			add(x(join("ldmatrix.sync.aligned.m8n16", "x"+strconv.Itoa(n), "shared.b8x16.b6x16_p32"), frag("D", 4, n), "[sh]"))
		}
	}
	add(x("movmatrix.sync.aligned.m8n8.trans.b16", "D4", "S4"))
	add(x("movmatrix.sync.aligned.m8n8.b16", "D4", "S4"))
	add(x("movmatrix.sync.aligned.m8n8.trans.b32", "D4", "S4"))
	// textures: geometry, coordinate count, result and coordinate types, through a .texref or
	// a 64-bit handle
	geoms := []struct {
		g string
		n int
	}{{"1d", 1}, {"2d", 2}, {"3d", 4}, {"a1d", 2}, {"a2d", 4}, {"cube", 4}, {"acube", 4}, {"2dms", 4}, {"a2dms", 4}, {"3d", 3}}
	for _, g := range geoms {
		for _, dt := range []string{"v4.f32", "v4.s32", "v4.u32", "v2.f16x2", "v4.f16", "f32"} {
			for _, ct := range []string{"f32", "s32"} {
				n := 4
				if strings.HasPrefix(dt, "v2") {
					n = 2
				} else if dt == "f32" {
					n = 1
				}
				c := coords(g.n)
				for _, h := range []string{"tex0", "%l1"} {
					add(x(join("tex", g.g, dt, ct), frag("D", 4, n), "["+h+", "+c+"]"))
				}
				add(x(join("tex.level", g.g, dt, ct), frag("D", 4, n), "[tex0, "+c+"]", "%r5"))
				add(x(join("tex", g.g, dt, ct), frag("D", 4, n)+"|P", "[tex0, "+c+"]"))
			}
		}
		for _, comp := range []string{"r", "g", "b", "a"} {
			for _, dt := range []string{"v4.f32", "v4.s32", "v4.u32", "v2.f32"} {
				add(x(join("tld4", comp, g.g, dt, "f32"), frag("D", 4, 4), "[tex0, "+coords(g.n)+"]"))
			}
		}
	}
	for _, q := range []string{"width", "height", "depth", "channel_data_type", "channel_order", "normalized_coords", "array_size", "num_mipmap_levels", "num_samples", "filter_mode"} {
		add(x(join("txq", q, "b32"), "D4", "[tex0]"))
		add(x(join("txq", q, "b32"), "D4", "[%l1]"))
		add(x(join("txq.level", q, "b32"), "D4", "[tex0]", "%r1"))
		add(x(join("suq", q, "b32"), "D4", "[surf0]"))
	}
	// surfaces
	for _, g := range []struct {
		g string
		n int
	}{{"1d", 1}, {"2d", 2}, {"3d", 4}, {"a1d", 2}, {"a2d", 4}, {"cube", 4}} {
		for _, t := range []string{"b8", "b16", "b32", "b64", "f32"} {
			for _, v := range []string{"", "v2", "v4", "v8"} {
				for _, clamp := range []string{"trap", "clamp", "zero", ""} {
					size := map[string]int{"b8": 2, "b16": 2, "b32": 4, "b64": 8, "f32": 4}[t]
					n := map[string]int{"": 1, "v2": 2, "v4": 4, "v8": 8}[v]
					reg := frag("D", size, n)
					src := frag("S", size, n)
					if v == "" {
						reg, src = fmt.Sprintf("D%d", size), fmt.Sprintf("S%d", size)
					}
					add(x(join("suld.b", g.g, v, t, clamp), reg, "[surf0, "+coords(g.n)+"]"))
					add(x(join("sust.b", g.g, v, t, clamp), "[surf0, "+coords(g.n)+"]", src))
					if v == "v4" && (t == "b32" || t == "f32") {
						add(x(join("sust.p", g.g, v, t, clamp), "[surf0, "+coords(g.n)+"]", src))
					}
				}
			}
		}
		for _, op := range []string{"add", "min", "max", "and", "or", "inc"} {
			for _, t := range []string{"u32", "s32", "b32", "u64", "s64", "f32"} {
				add(x(join("sured.b", op, g.g, t, "trap"), "[surf0, "+coords(g.n)+"]", fmt.Sprintf("S%d", regSize(t))))
			}
		}
	}
	// cp.async
	for _, cache := range []string{"ca", "cg", "cs"} {
		for _, sp := range []string{"shared", "shared::cta", "shared::cluster"} {
			for _, size := range []string{"4", "8", "16", "32"} {
				for _, hint := range []string{"", "L2::64B", "L2::128B", "L2::256B"} {
					add(x(join("cp.async", cache, sp, "global", hint), "[sh]", "[%l1]", size))
				}
				add(x(join("cp.async", cache, sp, "global"), "[sh]", "[%l1]", size, "%r1"))
				add(x(join("cp.async", cache, sp, "global.L2::cache_hint"), "[sh]", "[%l1]", size, "%l2"))
			}
		}
	}
	add(x("cp.async.commit_group"))
	add(x("cp.async.wait_group", "0"))
	add(x("cp.async.wait_group", "%r1"))
	add(x("cp.async.wait_all"))
	for _, m := range []string{"", "noinc"} {
		for _, sp := range []string{"shared", "shared::cta", "", "global"} {
			add(x(join("cp.async.mbarrier.arrive", m, sp, "b64"), "[mbar]"))
		}
	}
	// cp.async.bulk and its tensor forms
	for _, dst := range []string{"shared::cluster", "shared::cta", "shared"} {
		for _, extra := range []string{"", "multicast::cluster", "L2::cache_hint"} {
			ops := []string{"[sh]", "[%l1]", "16", "[mbar]"}
			switch extra {
			case "multicast::cluster":
				ops = append(ops, "%h1")
			case "L2::cache_hint":
				ops = append(ops, "%l2")
			}
			add(x(join("cp.async.bulk", dst, "global.mbarrier::complete_tx::bytes", extra), ops...))
		}
		add(x(join("cp.async.bulk", dst, "global"), "[sh]", "[%l1]", "16"))
	}
	add(x("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes", "[sh]", "[sh+512]", "16", "[mbar]"))
	for _, g := range []string{"bulk_group", ""} {
		add(x(join("cp.async.bulk.global.shared::cta", g), "[%l1]", "[sh]", "16"))
		add(x(join("cp.async.bulk.global.shared::cta", g, "L2::cache_hint"), "[%l1]", "[sh]", "16", "%l2"))
	}
	add(x("cp.async.bulk.commit_group"))
	add(x("cp.async.bulk.wait_group", "0"))
	add(x("cp.async.bulk.wait_group.read", "0"))
	add(x("cp.async.bulk.prefetch.L2.global", "[%l1]", "16"))
	for _, op := range []string{"add", "min", "max", "inc", "and", "or", "xor"} {
		for _, t := range []string{"u32", "s32", "u64", "f32", "f16", "bf16", "b32"} {
			add(x(join("cp.reduce.async.bulk.global.shared::cta.bulk_group", op, t), "[%l1]", "[sh]", "16"))
		}
	}
	for dim := 1; dim <= 6; dim++ {
		c := coords(dim)
		for _, mode := range []string{"tile", "im2col", ""} {
			ops := []string{"[sh]", "[%l1, " + c + "]", "[mbar]"}
			if mode == "im2col" && dim >= 3 {
				ops = append(ops, "{"+strings.Repeat("%h1,", dim-3)+"%h1}")
			}
			d := strconv.Itoa(dim) + "d"
			add(x(join("cp.async.bulk.tensor", d, "shared::cluster.global", mode, "mbarrier::complete_tx::bytes"), ops...))
			add(x(join("cp.async.bulk.tensor", d, "global.shared::cta", mode, "bulk_group"), "[%l1, "+c+"]", "[sh]"))
			add(x(join("cp.async.bulk.prefetch.tensor", d, "L2.global", mode), "[%l1, "+c+"]"))
			add(x(join("cp.reduce.async.bulk.tensor", d, "global.shared::cta.add", mode, "bulk_group"), "[%l1, "+c+"]", "[sh]"))
		}
		add(x(join("cp.async.bulk.tensor", strconv.Itoa(dim)+"d", "shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"), "[sh]", "[%l1, "+c+"]", "[mbar]", "%h1"))
	}
	// mbarrier
	for _, sp := range []string{"shared", "shared::cta", "", "global", "shared::cluster"} {
		for _, t := range []string{"b64", "b32"} {
			// every semantics on the .b64 barriers of shared and generic addresses, the plain
			// form elsewhere
			arriveSems := []string{"", "release.cta", "release.cluster", "relaxed.cta", "acquire.cta"}
			waitSems := []string{"", "acquire.cta", "acquire.cluster", "relaxed.cta", "release.cta"}
			if t == "b32" || sp == "global" {
				arriveSems, waitSems = []string{""}, []string{""}
			}
			bar := "[mbar]"
			if sp == "" || sp == "global" {
				bar = "[%l1]"
			}
			add(x(join("mbarrier.init", sp, t), bar, "%r1"))
			add(x(join("mbarrier.inval", sp, t), bar))
			for _, sem := range arriveSems {
				add(x(join("mbarrier.arrive", sem, sp, t), "D8", bar))
				add(x(join("mbarrier.arrive", sem, sp, t), "D8", bar, "%r1"))
				add(x(join("mbarrier.arrive", sem, sp, t), "_", bar))
				add(x(join("mbarrier.arrive.expect_tx", sem, sp, t), "D8", bar, "%r1"))
				add(x(join("mbarrier.arrive_drop", sem, sp, t), "D8", bar))
				add(x(join("mbarrier.expect_tx", sem, sp, t), bar, "%r1"))
				add(x(join("mbarrier.complete_tx", sem, sp, t), bar, "%r1"))
			}
			for _, sem := range waitSems {
				add(x(join("mbarrier.test_wait", sem, sp, t), "P", bar, "%l2"))
				add(x(join("mbarrier.test_wait.parity", sem, sp, t), "P", bar, "%r1"))
				add(x(join("mbarrier.try_wait", sem, sp, t), "P", bar, "%l2"))
				add(x(join("mbarrier.try_wait", sem, sp, t), "P", bar, "%l2", "%r1"))
				add(x(join("mbarrier.try_wait.parity", sem, sp, t), "P", bar, "%r1"))
			}
		}
	}
	add(x("mbarrier.pending_count.b64", "D4", "%l2"))
	add(x("mbarrier.pending_count.b32", "D4", "%l2"))
	// wgmma: fences, groups, and mma_async per type, N, operand A in shared memory (a
	// descriptor) or registers
	add(x("wgmma.fence.sync.aligned"))
	add(x("wgmma.fence.aligned"))
	add(x("wgmma.commit_group.sync.aligned"))
	add(x("wgmma.wait_group.sync.aligned", "0"))
	add(x("wgmma.wait_group.sync.aligned", "%r1"))
	type wgType struct {
		k, types string
		accSize  int // bytes per accumulator register
		regA     int // registers of A from registers (0: none)
		scale    bool
	}
	for _, w := range []wgType{
		{"k16", "f32.f16.f16", 4, 4, true}, {"k16", "f16.f16.f16", 4, 4, true}, {"k16", "f32.bf16.bf16", 4, 4, true},
		{"k8", "f32.tf32.tf32", 4, 4, true}, {"k32", "f32.e4m3.e4m3", 4, 4, true}, {"k32", "f16.e5m2.e4m3", 4, 4, true},
		{"k32", "s32.s8.s8", 4, 4, false}, {"k32", "s32.u8.s8", 4, 4, false}, {"k256", "s32.b1.b1.and.popc", 4, 4, false},
		{"k16", "f32.f32.f32", 4, 4, true}, {"k8", "f32.f16.f16", 4, 4, true},
	} {
		for _, n := range []int{8, 16, 24, 64, 128, 256, 12} {
			acc := n / 2
			if strings.HasPrefix(w.types, "f16") {
				acc = n / 4
			}
			if acc == 0 || acc > 128 {
				continue
			}
			sat := []string{""}
			if strings.HasPrefix(w.types, "s32") {
				sat = []string{"", "satfinite"}
			}
			for _, s := range sat {
				head := join("wgmma.mma_async.sync.aligned", "m64n"+strconv.Itoa(n)+w.k, s, w.types)
				d := frag("D", w.accSize, acc)
				if w.scale {
					add(x(head, d, "%l1", "%l2", "Q", "1", "1", "0", "0"))
					add(x(head, d, frag("S", 4, w.regA), "%l2", "Q", "1", "1", "0"))
					add(x(head, d, "%l1", "%l2", "Q", "1", "1"))
				} else {
					add(x(head, d, "%l1", "%l2", "Q"))
					add(x(head, d, frag("S", 4, w.regA), "%l2", "Q"))
				}
			}
		}
		add(x(join("wgmma.mma_async.aligned", "m64n8"+w.k, w.types), frag("D", w.accSize, 4), "%l1", "%l2", "Q", "1", "1", "0", "0"))
		add(x(join("wgmma.mma_async.sync.aligned", "m32n8"+w.k, w.types), frag("D", w.accSize, 2), "%l1", "%l2", "Q", "1", "1", "0", "0"))
	}
	return out
}

// coords is a coordinate vector of n 32-bit registers.
func coords(n int) string {
	var r []string
	for i := 0; i < n; i++ {
		r = append(r, srcReg(4, i))
	}
	return "{" + strings.Join(r, ",") + "}"
}
