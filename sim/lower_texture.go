package sim

import (
	"slices"

	"cudasim/sim/ptx"
)

// Lowering of the texture and surface instructions (tex, tld4, txq, suld, sust, suq, istypep) on
// bindless handles: each becomes one opTexture whose aux indexes Kernel.texs, a texInst that holds
// its operands and modifiers. exec_texture.go executes them.

// texInst kinds.
const (
	tkTex = iota
	tkTld4
	tkSuld
	tkSust  // sust.b: raw bits
	tkSustP // sust.p: formatted store
	tkIstypep
	tkTxq   // txq.width/height/depth (.level too)
	tkSuq   // suq.width/height/depth
	tkSured // sured.b: an atomic reduction on one surface element
)

// tex sampling modes
const (
	tmBase = iota
	tmLevel
	tmGrad
)

// surface out-of-range modes
const (
	scTrap = iota
	scClamp
	scZero
)

// result and coordinate types
const (
	ttF32 = iota
	ttS32
	ttU32
	ttF16x2 // tex.v2.f16x2: the four results converted to f16, packed in pairs
)

type texInst struct {
	kind    uint8
	shape   TexShape
	dtype   uint8 // tex/tld4 result type
	ctype   uint8 // coordinate type
	mode    uint8 // tmBase, tmLevel, tmGrad
	comp    uint8 // tld4 component
	query   uint8 // istypep: 0 texref, 1 samplerref, 2 surfref; txq/suq: 0 width, 1 height, 2 depth
	clamp   uint8 // suld/sust out-of-range mode
	vec     uint8 // suld/sust vector length
	bytes   uint8 // suld/sust element size
	handle  int32 // register holding a bindless handle; -1 for a reference
	ref     int32 // Kernel.texRefs index of the .texref/.surfref operand; -1 for a handle
	dst     [4]int32
	resid   int32       // tex {d...}|p: the residency predicate, -1 absent
	coord   [3]int32    // x, y, z (-1 absent)
	layer   int32       // array index, -1 absent
	lod     int32       // tex.level
	grad    [2][3]int32 // dPdx, dPdy
	src     [4]int32    // sust values, sured's operand
	redOp   uint8       // sured: atAdd, atMin, atMax, atAnd, atOr
	redType uint8       // sured: atom's type code (0 u32, 1 s32, 2 u64, 3 s64)
}

var texShapes = map[string]TexShape{"1d": Tex1D, "2d": Tex2D, "3d": Tex3D, "a1d": Tex1DLayered,
	"a2d": Tex2DLayered, "cube": TexCube, "acube": TexCubeLayered}

// textureInstr lowers tex, tld4, txq, suld, sust, suq and istypep.
func (c *compiler) textureInstr(in *ptx.Instr, g inst) {
	t := texInst{handle: -1, ref: -1, layer: -1, lod: -1, resid: -1, coord: [3]int32{-1, -1, -1}}
	for i := range t.dst {
		t.dst[i] = slotSink
	}
	ops := in.Operands
	var words []string
	for _, w := range in.Mods {
		if s, ok := texShapes[w]; ok {
			t.shape = s
			continue
		}
		words = append(words, w)
	}
	has := func(w string) bool {
		for _, x := range words {
			if x == w {
				return true
			}
		}
		return false
	}
	switch in.Opcode {
	case "istypep":
		c.nops(in, 2)
		t.kind = tkIstypep
		switch {
		case has("texref"):
			t.query = 0
		case has("samplerref"):
			t.query = 1
		case has("surfref"):
			t.query = 2
		default:
			c.failf("istypep needs .texref, .samplerref or .surfref")
		}
		t.dst[0] = c.pred(ops[0])
		t.handle = c.src(ops[1], "u64")
	case "txq", "suq":
		// The size queries (width, height, depth; txq's also of a mipmap level) of a texture or
		// surface, through a handle or a reference. The real driver refuses kernels with the
		// other queries (docs/textures.md "Instructions"); these load and run on the H200
		// (testdata/conformance/breadth22, txq_*/suq_*).
		dims := map[string]uint8{"width": 0, "height": 1, "depth": 2}
		t.kind = tkTxq
		if in.Opcode == "suq" {
			t.kind = tkSuq
		}
		n := 2
		if has("level") {
			t.mode, n = tmLevel, 3
		}
		q, isDim := uint8(0), false
		for _, w := range words {
			if v, ok := dims[w]; ok {
				q, isDim = v, true
			}
		}
		if !isDim || !has("b32") || (t.mode == tmLevel && t.kind == tkSuq) {
			c.unsupported(in, "refused by the real driver too (it does not load kernels with txq or suq queries other than width/height/depth)")
			return
		}
		c.nops(in, n)
		t.query = q
		if !c.texHandle(in, ops[1], &t) {
			return
		}
		t.dst[0] = c.dst(ops[0])
		if t.mode == tmLevel {
			t.lod = c.src(ops[2], "s32")
		}
	case "tex", "tld4":
		t.kind = tkTex
		if has("2dms") || has("a2dms") {
			// CUDA makes no multisample textures (the driver API has no such arrays): what
			// the H200 reads through one is not measured. Without this they ran as 1D.
			c.unsupported(in, "multisample geometries .2dms/.a2dms")
			return
		}
		if in.Opcode == "tld4" {
			t.kind = tkTld4
			switch {
			case has("r"):
				t.comp = 0
			case has("g"):
				t.comp = 1
			case has("b"):
				t.comp = 2
			case has("a"):
				t.comp = 3
			default:
				c.failf("tld4 needs a component")
			}
		}
		types := []string{}
		for _, w := range words {
			if w == "f32" || w == "s32" || w == "u32" || w == "f16" || w == "f16x2" {
				types = append(types, w)
			}
		}
		nres := 4
		switch {
		case has("v2") && len(types) == 2 && types[0] == "f16x2" && t.kind == tkTex:
			nres = 2 // the four channels as two f16 pairs (r, g), (b, a)
		case !has("v4"):
			c.unsupported(in, "results other than .v4 and tex's .v2.f16x2")
			return
		}
		if len(types) != 2 || types[1] == "u32" || types[0] == "f16" || (types[0] == "f16x2") != (nres == 2) || types[1] == "f16" {
			c.unsupported(in, "result or coordinate type")
			return
		}
		t.dtype = map[string]uint8{"f32": ttF32, "s32": ttS32, "u32": ttU32, "f16x2": ttF16x2}[types[0]]
		t.ctype = map[string]uint8{"f32": ttF32, "s32": ttS32}[types[1]]
		n := 2
		switch {
		case has("level"):
			t.mode, n = tmLevel, 3
		case has("grad"):
			t.mode, n = tmGrad, 4
		}
		if len(ops) != n {
			c.unsupported(in, "offset or depth-compare operands")
			return
		}
		dsts := ops[0]
		if dsts.Kind == ptx.OpdPair {
			// {d...}|p: whether the texels were resident; cudasim has no sparse textures, and
			// the H200 sets p for every texture it has (testdata/conformance/breadth22, tex_*).
			t.resid = c.pred(dsts.Elems[1])
			dsts = dsts.Elems[0]
		}
		if dsts.Kind != ptx.OpdVector || len(dsts.Elems) != nres {
			c.failf("%s needs %d destinations", in.Opcode, nres)
		}
		for i, e := range dsts.Elems {
			t.dst[i] = c.dst(e)
		}
		if !c.texHandle(in, ops[1], &t) {
			return
		}
		cty := "f32"
		if t.ctype == ttS32 {
			cty = "s32"
		}
		if !c.texCoords(in, ops[1], &t, cty) {
			return
		}
		if t.mode == tmLevel {
			t.lod = c.src(ops[2], cty)
		}
		if t.mode == tmGrad {
			for k := 0; k < 2; k++ {
				o := ops[2+k]
				if o.Kind != ptx.OpdVector {
					c.failf("tex.grad needs vector gradients")
				}
				for i := range t.grad[k] {
					t.grad[k][i] = -1
					if i < len(o.Elems) {
						t.grad[k][i] = c.src(o.Elems[i], "f32")
					}
				}
			}
		}
	case "suld", "sust", "sured":
		t.kind = tkSuld
		if in.Opcode == "sured" {
			// sured.b: an atomic add/min/max/and/or on the element at byte x (PTX ISA "sured"),
			// as atom's of the same type (atomOp32/atomOp64).
			t.kind = tkSured
			if !has("b") {
				c.unsupported(in, "sured.p")
				return
			}
			ops, types := map[string]uint32{"add": atAdd, "min": atMin, "max": atMax, "and": atAnd, "or": atOr},
				map[string]uint8{"u32": 0, "s32": 1, "b32": 0, "u64": 2, "s64": 3, "b64": 2}
			op, typ, nop, ntyp := uint32(0), uint8(0), 0, 0
			for _, w := range words {
				if v, ok := ops[w]; ok {
					op, nop = v, nop+1
				}
				if v, ok := types[w]; ok {
					typ, ntyp = v, ntyp+1
				}
			}
			if nop != 1 || ntyp != 1 {
				c.unsupported(in, "sured operation or type")
				return
			}
			t.redOp, t.redType = uint8(op), typ
		} else if in.Opcode == "sust" {
			t.kind = tkSust
			if has("p") {
				// Formatted store: 32-bit values converted to the surface's format, x in
				// elements (measured, docs/textures.md).
				t.kind = tkSustP
			} else if !has("b") {
				c.unsupported(in, "surface store form")
				return
			}
		} else if !has("b") {
			c.unsupported(in, "surface load form")
			return
		}
		switch {
		case has("trap"):
			t.clamp = scTrap
		case has("clamp"):
			t.clamp = scClamp
		case has("zero"):
			t.clamp = scZero
		default:
			t.clamp = scTrap
		}
		t.vec = 1
		if has("v2") {
			t.vec = 2
		} else if has("v4") {
			t.vec = 4
		}
		for _, w := range words {
			switch w {
			case "b8":
				t.bytes = 1
			case "b16":
				t.bytes = 2
			case "b32", "u32", "s32":
				t.bytes = 4
			case "b64", "u64", "s64":
				t.bytes = 8
			}
		}
		if t.bytes == 0 || t.shape == TexCube || t.shape == TexCubeLayered {
			c.unsupported(in, "element type or geometry")
			return
		}
		if t.kind == tkSustP && t.bytes != 4 {
			c.unsupported(in, "sust.p with values other than .b32")
			return
		}
		c.nops(in, 2)
		data, addr := ops[0], ops[1]
		if t.kind != tkSuld {
			data, addr = ops[1], ops[0]
		}
		if t.kind == tkSured && data.Kind == ptx.OpdVector {
			c.failf("sured takes one value")
		}
		if !c.texHandle(in, addr, &t) {
			return
		}
		if !c.texCoords(in, addr, &t, "s32") {
			return
		}
		ety := map[uint8]string{1: "b16", 2: "b16", 4: "b32", 8: "b64"}[t.bytes]
		elems := []ptx.Operand{data}
		if data.Kind == ptx.OpdVector {
			elems = data.Elems
		}
		if len(elems) != int(t.vec) {
			c.failf("%s needs %d values", in.Opcode, t.vec)
		}
		for i, e := range elems {
			if t.kind == tkSuld {
				t.dst[i] = c.dst(e)
			} else {
				t.src[i] = c.src(e, ety)
			}
		}
	default:
		c.unsupported(in, "instruction not implemented")
		return
	}
	c.k.texs = append(c.k.texs, t)
	g.op = opTexture
	g.aux = uint32(len(c.k.texs) - 1)
	c.emit(g)
}

// texHandle resolves the object operand [h, ...]: a 64-bit register holding a bindless handle,
// or the name of a module-scope .texref or .surfref variable (a texture or surface reference, what
// nvcc 11 emits for texture<> and surface<>), which the launch resolves to the sampler state the
// driver's cuTexRef*/cuSurfRef* calls gave it (TexRefResolver).
func (c *compiler) texHandle(in *ptx.Instr, o ptx.Operand, t *texInst) bool {
	if o.Kind != ptx.OpdAddr || o.Name == "" || o.Int != 0 {
		c.failf("%s needs [handle, ...]", in.Opcode)
	}
	s, ok := c.lookup(o.Name)
	if !ok {
		c.failf("undefined identifier %s", o.Name)
	}
	if v := c.mvars[o.Name]; s.kind == sGlobal && v != nil && v.Opaque {
		want := "surfref"
		if t.kind == tkTex || t.kind == tkTld4 || t.kind == tkTxq {
			want = "texref"
		}
		if v.Type != want {
			c.failf("%s through .%s %s: needs a .%s", in.Opcode, v.Type, o.Name, want)
		}
		i := slices.Index(c.k.texRefs, o.Name)
		if i < 0 {
			i = len(c.k.texRefs)
			c.k.texRefs = append(c.k.texRefs, o.Name)
		}
		t.ref = int32(i)
		return true
	}
	if s.kind != sReg {
		c.unsupported(in, "texture or surface operands other than handle registers and module-scope .texref/.surfref variables")
		return false
	}
	t.handle = c.src(ptx.Operand{Kind: ptx.OpdReg, Name: o.Name}, "u64")
	return true
}

// texCoords resolves the coordinate vector of [h, {coords}]: the array index first for layered
// shapes, then x, y, z as the shape needs.
func (c *compiler) texCoords(in *ptx.Instr, o ptx.Operand, t *texInst, cty string) bool {
	if len(o.Elems) != 1 {
		if len(o.Elems) == 2 {
			c.unsupported(in, "separate sampler operand")
			return false
		}
		c.failf("%s needs a coordinate operand", in.Opcode)
	}
	v := o.Elems[0]
	elems := []ptx.Operand{v}
	if v.Kind == ptx.OpdVector {
		elems = v.Elems
	}
	dims := map[TexShape]int{Tex1D: 1, Tex2D: 2, Tex3D: 3, Tex1DLayered: 1, Tex2DLayered: 2, TexCube: 3, TexCubeLayered: 3}[t.shape]
	layered := t.shape == Tex1DLayered || t.shape == Tex2DLayered || t.shape == TexCubeLayered
	need := dims
	if layered {
		need++
	}
	if len(elems) < need {
		c.failf("%s needs %d coordinates", in.Opcode, need)
	}
	i := 0
	if layered {
		t.layer = c.src(elems[0], "s32")
		i = 1
	}
	for k := 0; k < dims; k++ {
		t.coord[k] = c.src(elems[i+k], cty)
	}
	return true
}
