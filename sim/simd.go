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
