package sim

import (
	"cudasim/sim/ptx"
)

// Packed integer SIMD (PTX ISA 8.0, sm_90): add, sub, min and max on .s16x2/.u16x2 (two 16-bit
// halves at once, what the __vadd2/__vmins2... intrinsics compile to), add/sub .sat.s16x2, the
// .relu forms of min/max (.s16x2, .s32: the result is at least 0) and the three-input min/max
// (DPX: __vimax3_s32 and friends). All are lowered to opSimd, aux = kind | flags.

const (
	simdAdd = iota
	simdSub
	simdMin
	simdMax
)

const (
	simdX2     = 1 << 4 // two 16-bit halves; else one 32-bit value
	simdSigned = 1 << 5
	simdRelu   = 1 << 6
	simdSat    = 1 << 7
	simdThree  = 1 << 8 // min/max over a, b and c
)

// isSimd reports whether in is one of the packed or DPX integer forms lowered by simd.
func isSimd(in *ptx.Instr, m mods) bool {
	switch in.Opcode {
	case "add", "sub", "min", "max":
	default:
		return false
	}
	if m.words["s16x2"] || m.words["u16x2"] {
		return true
	}
	ty := m.typ()
	return (in.Opcode == "min" || in.Opcode == "max") && (ty == "s32" || ty == "u32") &&
		(m.words["relu"] || len(in.Operands) == 4)
}

func (c *compiler) simd(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	aux := map[string]uint32{"add": simdAdd, "sub": simdSub, "min": simdMin, "max": simdMax}[in.Opcode]
	if m.words["s16x2"] || m.words["u16x2"] {
		aux |= simdX2
	}
	if m.words["s16x2"] || m.typ() == "s32" {
		aux |= simdSigned
	}
	if m.words["relu"] {
		if aux&simdSigned == 0 || (in.Opcode != "min" && in.Opcode != "max") {
			c.failf("%s.relu needs .s16x2 or .s32", in.Opcode)
		}
		aux |= simdRelu
	}
	if m.sat {
		if aux&simdX2 == 0 || aux&simdSigned == 0 || (in.Opcode != "add" && in.Opcode != "sub") {
			c.refuse("%s.sat on this type", in.Opcode)
		}
		aux |= simdSat
	}
	n := 3
	if len(ops) == 4 {
		if in.Opcode != "min" && in.Opcode != "max" {
			c.failf("%s takes two sources", in.Opcode)
		}
		n = 4
		aux |= simdThree
	}
	c.nops(in, n)
	g.op = opSimd
	g.aux = aux
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], "b32")
	g.b = c.src(ops[2], "b32")
	g.c = -1
	if n == 4 {
		g.c = c.src(ops[3], "b32")
	}
	c.emit(g)
}

func (w *warp) simd(in *inst, mask uint32) {
	a, b := &w.r[in.a], &w.r[in.b]
	c := b
	if in.aux&simdThree != 0 {
		c = &w.r[in.c]
	}
	d := w.dst(in.d, mask)
	for l := range d {
		x, y, z := uint32(a[l]), uint32(b[l]), uint32(c[l])
		if in.aux&simdX2 != 0 {
			lo := simdLane(in.aux, int64(uint16(x)), int64(uint16(y)), int64(uint16(z)), 16)
			hi := simdLane(in.aux, int64(x>>16), int64(y>>16), int64(z>>16), 16)
			d[l] = uint64(uint16(lo)) | uint64(uint16(hi))<<16
		} else {
			d[l] = uint64(uint32(simdLane(in.aux, int64(x), int64(y), int64(z), 32)))
		}
	}
	w.commit(in.d, mask)
}

// simdLane computes one element of width bits (16 or 32); x, y, z hold the element's bits.
func simdLane(aux uint32, x, y, z int64, width uint) int64 {
	if aux&simdSigned != 0 {
		sh := 64 - width
		x, y, z = x<<sh>>sh, y<<sh>>sh, z<<sh>>sh
	}
	var r int64
	switch aux & 0xf {
	case simdAdd:
		r = x + y
	case simdSub:
		r = x - y
	case simdMin:
		r = min(x, y)
		if aux&simdThree != 0 {
			r = min(r, z)
		}
	case simdMax:
		r = max(x, y)
		if aux&simdThree != 0 {
			r = max(r, z)
		}
	}
	if aux&simdSat != 0 {
		lim := int64(1) << (width - 1)
		r = max(min(r, lim-1), -lim)
	}
	if aux&simdRelu != 0 {
		r = max(r, 0)
	}
	return r
}

// Video SIMD instructions (vadd2/4, vsub2/4, vavrg2/4, vabsdiff2/4, vmin2/4, vmax2/4) in their
// default form: every element selected and written (no .b0-style selectors or masks), with
// .sat and the .add accumulation; what cuda's SIMD intrinsics (__vsadu4, __vabsdiffu2...)
// compile to. opVideo, aux = video kind | flags.
const (
	vidAdd = iota
	vidSub
	vidAvrg
	vidAbsdiff
	vidMin
	vidMax
)

const (
	vidPairs   = 1 << 4 // 16-bit elements (vop2); else bytes (vop4)
	vidASigned = 1 << 5
	vidBSigned = 1 << 6
	vidDSigned = 1 << 7
	vidSat     = 1 << 8
	vidAccum   = 1 << 9 // .add: d = c + the sum of the elements' results
)

var videoKinds = map[string]uint32{"vadd": vidAdd, "vsub": vidSub, "vavrg": vidAvrg, "vabsdiff": vidAbsdiff,
	"vmin": vidMin, "vmax": vidMax}

func (c *compiler) video(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	name := in.Opcode[:len(in.Opcode)-1]
	kind, ok := videoKinds[name]
	if !ok {
		c.refuse("%s", in.Opcode)
	}
	aux := kind
	if in.Opcode[len(in.Opcode)-1] == '2' {
		aux |= vidPairs
	}
	if len(m.types) != 3 {
		c.failf("%s needs destination and source types", in.Opcode)
	}
	for i, f := range []uint32{vidDSigned, vidASigned, vidBSigned} {
		switch m.types[i] {
		case "s32":
			aux |= f
		case "u32":
		default:
			c.failf("%s on .%s", in.Opcode, m.types[i])
		}
	}
	if m.sat {
		aux |= vidSat
	}
	if m.words["add"] {
		aux |= vidAccum
	}
	for w := range m.words {
		if w != "add" {
			c.refuse("%s.%s", in.Opcode, w)
		}
	}
	c.nops(in, 4)
	for _, o := range ops {
		if o.Comp != "" {
			c.refuse("%s with element selectors or a mask", in.Opcode)
		}
	}
	g.op = opVideo
	g.aux = aux
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], "b32")
	g.b = c.src(ops[2], "b32")
	g.c = c.src(ops[3], "b32")
	c.emit(g)
}

func (w *warp) video(in *inst, mask uint32) {
	a, b, c := &w.r[in.a], &w.r[in.b], &w.r[in.c]
	width, n := uint(8), 4
	if in.aux&vidPairs != 0 {
		width, n = 16, 2
	}
	ext := func(v uint32, i int, signed bool) int64 {
		x := int64(v>>(uint(i)*width)) & (1<<width - 1)
		if signed && x>>(width-1) != 0 {
			x -= 1 << width
		}
		return x
	}
	d := w.dst(in.d, mask)
	for l := range d {
		x, y, z := uint32(a[l]), uint32(b[l]), uint32(c[l])
		var sum int64
		var packed uint32
		for i := 0; i < n; i++ {
			p, q := ext(x, i, in.aux&vidASigned != 0), ext(y, i, in.aux&vidBSigned != 0)
			var r int64
			switch in.aux & 0xf {
			case vidAdd:
				r = p + q
			case vidSub:
				r = p - q
			case vidAvrg:
				r = (p + q + 1) >> 1
			case vidAbsdiff:
				r = p - q
				if r < 0 {
					r = -r
				}
			case vidMin:
				r = min(p, q)
			case vidMax:
				r = max(p, q)
			}
			if in.aux&vidSat != 0 {
				lo, hi := int64(0), int64(1)<<width-1
				if in.aux&vidDSigned != 0 {
					lo, hi = -(int64(1) << (width - 1)), int64(1)<<(width-1)-1
				}
				r = max(min(r, hi), lo)
			}
			sum += r
			packed |= uint32(r) & (1<<width - 1) << (uint(i) * width)
		}
		if in.aux&vidAccum != 0 {
			d[l] = uint64(uint32(int64(z) + sum))
		} else {
			d[l] = uint64(packed)
		}
	}
	w.commit(in.d, mask)
}
