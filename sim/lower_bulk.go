package sim

import (
	"strings"

	"cudasim/sim/ptx"
)

// Lowering of Hopper's bulk asynchronous copies (cp.async.bulk, cp.reduce.async.bulk, their
// .tensor forms through a tensor map, the prefetches) and of st.async / red.async: each becomes
// one opBulk whose aux indexes Kernel.bulks, a bulkInst holding its operands. bulk.go executes
// them. The engine performs a copy when it is issued (a sequential execution is one legal
// completion order) and then completes its bytes on the mbarrier, so commit_group and
// wait_group have nothing left to wait for.

// bulkInst kinds.
const (
	bkCopy         = iota // cp.async.bulk
	bkReduce              // cp.reduce.async.bulk
	bkTensorLoad          // cp.async.bulk.tensor global -> shared::cluster
	bkTensorStore         // cp.async.bulk.tensor shared::cta -> global
	bkTensorReduce        // cp.reduce.async.bulk.tensor shared::cta -> global
	bkStAsync             // st.async
	bkRedAsync            // red.async
	bkTmapReplace         // tensormap.replace: one field of a tensor map in memory
	bkTmapCopy            // tensormap.cp_fenceproxy: a tensor map copied from shared to global memory
)

// bulk address spaces
const (
	bsGlobal  = iota
	bsShared  // a shared::cta or shared::cluster address
	bsGeneric // tensormap.replace without a state space
)

type bulkInst struct {
	kind      uint8
	dstSp     uint8
	srcSp     uint8
	op        uint8 // reductions: atAdd...
	at        uint8 // reductions: atom type code (0 u32, 1 s32, 2 u64, 3 s64, 4 f32, 5 f64, 6 f16, 7 bf16)
	rank      uint8
	vec       uint8 // st.async: values
	bytes     uint8 // st.async/red.async: bytes per value
	im2col    bool
	multicast bool
	noftz     bool
	dst, src  int32 // slots (-1 absent)
	size      int32
	mbar      int32
	mask      int32 // multicast CTA mask
	tmap      int32
	dstOff    int64
	srcOff    int64
	mbarOff   int64
	tmapOff   int64
	coords    [5]int32
	offs      [3]int32 // im2col offsets
	vals      [4]int32 // st.async / red.async values
	bitwise   bool     // .b32/.b64 operand type
	signedTyp bool
	field     uint8 // tensormap.replace: tfGlobalAddress...
	ord       uint8 // tensormap.replace: the dimension of a per-dimension field
}

// bulkSpaces lists the state spaces of the instruction's modifiers in order (destination first).
func bulkSpaces(in *ptx.Instr) []string {
	var sp []string
	for _, w := range in.Mods {
		base, _, _ := strings.Cut(w, "::")
		if base == "global" || base == "shared" {
			sp = append(sp, w)
		}
	}
	return sp
}

func bulkSpace(s string) uint8 {
	if s == "global" {
		return bsGlobal
	}
	return bsShared
}

// bulkAddr resolves an address operand of the given space to a slot and an offset.
func (c *compiler) bulkAddr(o ptx.Operand, space string) (int32, int64) {
	if o.Kind != ptx.OpdAddr {
		c.failf("expected an address operand")
	}
	sp := "global"
	if strings.HasPrefix(space, "shared") {
		sp = "shared"
	}
	slot, off, eff, _ := c.address(ptx.Operand{Kind: ptx.OpdAddr, Name: o.Name, Int: o.Int}, sp)
	if eff != sp {
		c.failf("address in .%s where .%s is needed", eff, sp)
	}
	return slot, off
}

// reduction operation and type of a cp.reduce.async.bulk or red.async.
func (c *compiler) bulkRedOp(in *ptx.Instr, m mods, b *bulkInst) {
	names := map[string]uint8{"add": atAdd, "min": atMin, "max": atMax, "inc": atInc, "dec": atDec,
		"and": atAnd, "or": atOr, "xor": atXor}
	op := -1
	for _, w := range in.Mods {
		if v, ok := names[w]; ok {
			op = int(v)
		}
	}
	if op < 0 {
		c.failf("%s without a reduction operation", in.Opcode)
	}
	b.op = uint8(op)
	b.noftz = m.words["noftz"]
	codes := map[string]uint8{"u32": 0, "b32": 0, "s32": 1, "u64": 2, "b64": 2, "s64": 3, "f32": 4, "f64": 5, "f16": 6, "bf16": 7}
	ty := m.typ()
	at, ok := codes[ty]
	if !ok {
		c.refuse("%s with type .%s", in.Opcode, ty)
	}
	b.at = at
	b.bitwise = strings.HasPrefix(ty, "b")
}

func newBulkInst() bulkInst {
	return bulkInst{dst: -1, src: -1, size: -1, mbar: -1, mask: -1, tmap: -1,
		coords: [5]int32{-1, -1, -1, -1, -1}, offs: [3]int32{-1, -1, -1}, vals: [4]int32{-1, -1, -1, -1}}
}

// bulk lowers cp.async.bulk*, cp.reduce.async.bulk* (commit_group and wait_group excluded).
func (c *compiler) bulk(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	b := newBulkInst()
	reduce := m.words["reduce"]
	for _, w := range in.Mods {
		switch w {
		case "1d", "2d", "3d", "4d", "5d":
			b.rank = w[0] - '0'
		case "im2col":
			b.im2col = true
		case "multicast::cluster":
			b.multicast = true
		case "im2col::w", "im2col::w::128", "tile::gather4", "tile::scatter4", "cta_group::1", "cta_group::2", "cp_mask":
			c.refuse("%s (an sm_100 form)", w)
		}
	}
	hint := m.words["L2::cache_hint"]
	if m.words["prefetch"] {
		// No visible effect: evaluate the operands, copy nothing.
		for _, o := range ops {
			if o.Kind == ptx.OpdAddr {
				if o.Name != "" {
					c.src(ptx.Operand{Kind: ptx.OpdReg, Name: o.Name}, "u64")
				}
				continue
			}
			if o.Kind == ptx.OpdVector {
				continue
			}
			c.src(o, "u64")
		}
		g.op = opNop
		c.emit(g)
		return
	}
	sp := bulkSpaces(in)
	if len(sp) != 2 {
		c.failf("%s needs a destination and a source state space", in.Opcode)
	}
	b.dstSp, b.srcSp = bulkSpace(sp[0]), bulkSpace(sp[1])
	if b.rank != 0 {
		c.tensorBulk(in, g, m, &b, reduce, hint)
		return
	}
	if b.im2col {
		c.failf("im2col without a tensor dimension")
	}
	// cp{.reduce}.async.bulk.dst.src.completion{.multicast}{.hint}{.op.type} [dst], [src], size{, [mbar]}{, mask}{, policy}
	if len(ops) < 3 {
		c.failf("%s needs [dst], [src], size", in.Opcode)
	}
	b.kind = bkCopy
	if reduce {
		b.kind = bkReduce
		c.bulkRedOp(in, m, &b)
	}
	if !(b.dstSp == bsShared && (b.srcSp == bsGlobal || sp[1] == "shared::cta") || b.dstSp == bsGlobal && b.srcSp == bsShared) {
		c.failf("%s from .%s to .%s", in.Opcode, sp[1], sp[0])
	}
	if reduce && b.dstSp == bsShared && b.srcSp == bsGlobal {
		c.failf("%s from .global to .shared", in.Opcode)
	}
	b.dst, b.dstOff = c.bulkAddr(ops[0], sp[0])
	b.src, b.srcOff = c.bulkAddr(ops[1], sp[1])
	b.size = c.src(ops[2], "u32")
	rest := ops[3:]
	if b.dstSp == bsShared {
		if !m.words["mbarrier::complete_tx::bytes"] {
			c.failf("%s to shared memory needs .mbarrier::complete_tx::bytes", in.Opcode)
		}
		if len(rest) == 0 {
			c.failf("%s needs an mbarrier operand", in.Opcode)
		}
		b.mbar, b.mbarOff = c.bulkAddr(rest[0], "shared")
		rest = rest[1:]
	} else if !m.words["bulk_group"] {
		c.failf("%s to global memory needs .bulk_group", in.Opcode)
	}
	if b.multicast {
		if b.dstSp != bsShared || b.srcSp != bsGlobal || reduce || len(rest) == 0 {
			c.failf("%s: multicast needs a global source, a shared::cluster destination and a CTA mask", in.Opcode)
		}
		b.mask = c.src(rest[0], "b16")
		rest = rest[1:]
	}
	c.bulkHint(in, rest, hint)
	c.emitBulk(g, b)
}

// bulkHint consumes the optional cache-policy operand.
func (c *compiler) bulkHint(in *ptx.Instr, rest []ptx.Operand, hint bool) {
	if hint && len(rest) == 1 {
		c.src(rest[0], "b64")
		rest = rest[1:]
	}
	if len(rest) != 0 {
		c.failf("%s has %d operands too many", in.Opcode, len(rest))
	}
}

func (c *compiler) emitBulk(g inst, b bulkInst) {
	c.k.bulks = append(c.k.bulks, b)
	g.op = opBulk
	g.d = slotSink
	g.aux = uint32(len(c.k.bulks) - 1)
	c.emit(g)
}

// tensorMapOperand resolves [tmap, {coords}]: the map's address (a register holding a generic,
// global or const address, or a kernel parameter named directly) and rank coordinates.
func (c *compiler) tensorMapOperand(in *ptx.Instr, o ptx.Operand, b *bulkInst) {
	if o.Kind != ptx.OpdAddr || o.Name == "" || len(o.Elems) != 1 || o.Elems[0].Kind != ptx.OpdVector {
		c.failf("%s needs [tensorMap, {coordinates}]", in.Opcode)
	}
	s, ok := c.lookup(o.Name)
	if !ok {
		c.failf("undefined identifier %s", o.Name)
	}
	if s.kind == sKParam {
		b.tmap, b.tmapOff = slotZero, int64(ParamWindow)+s.off+o.Int
	} else {
		b.tmap = c.src(ptx.Operand{Kind: ptx.OpdReg, Name: o.Name}, "u64")
		b.tmapOff = o.Int
	}
	crd := o.Elems[0].Elems
	if len(crd) != int(b.rank) {
		c.failf("%s.%dd needs %d coordinates, has %d", in.Opcode, b.rank, b.rank, len(crd))
	}
	for i, e := range crd {
		b.coords[i] = c.src(e, "s32")
	}
}

// tensorBulk lowers cp.async.bulk.tensor and cp.reduce.async.bulk.tensor.
func (c *compiler) tensorBulk(in *ptx.Instr, g inst, m mods, b *bulkInst, reduce, hint bool) {
	ops := in.Operands
	sp := bulkSpaces(in)
	switch {
	case b.dstSp == bsShared && b.srcSp == bsGlobal && !reduce:
		// [dst], [tmap, {coords}], [mbar]{, {im2col offsets}}{, ctaMask}{, policy}
		b.kind = bkTensorLoad
		if !m.words["mbarrier::complete_tx::bytes"] {
			c.failf("%s needs .mbarrier::complete_tx::bytes", in.Opcode)
		}
		if len(ops) < 3 {
			c.failf("%s needs [dst], [tensorMap, {coordinates}], [mbar]", in.Opcode)
		}
		b.dst, b.dstOff = c.bulkAddr(ops[0], sp[0])
		c.tensorMapOperand(in, ops[1], b)
		b.mbar, b.mbarOff = c.bulkAddr(ops[2], "shared")
		rest := ops[3:]
		if b.im2col {
			if b.rank < 3 {
				c.failf("im2col needs 3 to 5 dimensions")
			}
			if len(rest) == 0 || rest[0].Kind != ptx.OpdVector || len(rest[0].Elems) != int(b.rank)-2 {
				c.failf("%s.im2col.%dd needs %d offsets", in.Opcode, b.rank, b.rank-2)
			}
			for i, e := range rest[0].Elems {
				b.offs[i] = c.src(e, "b16")
			}
			rest = rest[1:]
		}
		if b.multicast {
			if len(rest) == 0 {
				c.failf("%s: multicast needs a CTA mask", in.Opcode)
			}
			b.mask = c.src(rest[0], "b16")
			rest = rest[1:]
		}
		c.bulkHint(in, rest, hint)
	case b.dstSp == bsGlobal && b.srcSp == bsShared:
		// [tmap, {coords}], [src]{, policy}
		b.kind = bkTensorStore
		if reduce {
			b.kind = bkTensorReduce
			c.bulkRedOp2(in, b)
		}
		if !m.words["bulk_group"] {
			c.failf("%s needs .bulk_group", in.Opcode)
		}
		if b.multicast {
			c.failf("%s: multicast is for loads", in.Opcode)
		}
		if len(ops) < 2 {
			c.failf("%s needs [tensorMap, {coordinates}], [src]", in.Opcode)
		}
		c.tensorMapOperand(in, ops[0], b)
		b.src, b.srcOff = c.bulkAddr(ops[1], sp[1])
		c.bulkHint(in, ops[2:], hint)
	default:
		c.failf("%s from .%s to .%s", in.Opcode, sp[1], sp[0])
	}
	c.emitBulk(g, *b)
}

// bulkRedOp2 is the operation of cp.reduce.async.bulk.tensor (its type is the tensor map's).
func (c *compiler) bulkRedOp2(in *ptx.Instr, b *bulkInst) {
	names := map[string]uint8{"add": atAdd, "min": atMin, "max": atMax, "inc": atInc, "dec": atDec,
		"and": atAnd, "or": atOr, "xor": atXor}
	for _, w := range in.Mods {
		if v, ok := names[w]; ok {
			b.op = v
			return
		}
	}
	c.failf("%s without a reduction operation", in.Opcode)
}

// asyncStore lowers st.async and red.async:
//
//	st.async{.weak}.shared::cluster.mbarrier::complete_tx::bytes{.v2,.v4}.type [addr], value, [mbar]
//	red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.op.type [addr], value, [mbar]
func (c *compiler) asyncStore(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	b := bulkInst{kind: bkStAsync, dst: -1, src: -1, size: -1, mbar: -1, mask: -1, tmap: -1,
		coords: [5]int32{-1, -1, -1, -1, -1}, offs: [3]int32{-1, -1, -1}, vals: [4]int32{-1, -1, -1, -1}}
	if !m.words["mbarrier::complete_tx::bytes"] || m.space != "shared" {
		c.refuse("%s form", in.Opcode)
	}
	c.nops(in, 3)
	ty := m.typ()
	size := typeSize(ty)
	if size != 4 && size != 8 {
		c.failf("%s.%s: the type must be 32 or 64 bits", in.Opcode, ty)
	}
	b.bytes = uint8(size)
	b.vec = 1
	if in.Opcode == "red" {
		b.kind = bkRedAsync
		c.bulkRedOp(in, m, &b)
	} else if m.vec > 0 {
		b.vec = uint8(m.vec)
	}
	b.dst, b.dstOff = c.bulkAddr(ops[0], "shared")
	vals := []ptx.Operand{ops[1]}
	if ops[1].Kind == ptx.OpdVector {
		vals = ops[1].Elems
	}
	if len(vals) != int(b.vec) {
		c.failf("%s needs %d values", in.Opcode, b.vec)
	}
	for i, v := range vals {
		b.vals[i] = c.src(v, ty)
	}
	b.mbar, b.mbarOff = c.bulkAddr(ops[2], "shared")
	c.emitBulk(g, b)
}

// tensormap lowers the sm_90a instructions that change a tensor map on the device (bulk.go
// executes them on cudasim's encoding, TensorMap):
//
//	tensormap.replace.tile.field{.global|.shared::cta}.b1024.b32|b64 [map], {ord,} value
//	tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.scope.sync.aligned [dst], [src], 128
//
// fence.proxy.tensormap is a fence (lower.go).
func (c *compiler) tensormap(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	b := newBulkInst()
	switch {
	case m.words["replace"]:
		b.kind = bkTmapReplace
		if !m.words["tile"] || !m.words["b1024"] {
			c.failf("tensormap.replace needs .tile and .b1024")
		}
		field, name := -1, ""
		for _, w := range in.Mods {
			if f, ok := tensorMapFields[w]; ok {
				field, name = int(f), w
			} else if w == "swizzle_atomicity" {
				c.refuse("tensormap.replace.swizzle_atomicity (an sm_100 field)")
			}
		}
		if field < 0 {
			c.failf("tensormap.replace without a field")
		}
		b.field = uint8(field)
		wide := b.field == tfGlobalAddress || b.field == tfGlobalStride
		if ty := m.typ(); ty != map[bool]string{true: "b64", false: "b32"}[wide] {
			c.failf("tensormap.replace.%s with type .%s", name, ty)
		}
		perDim := b.field >= tfBoxDim && b.field <= tfElementStride
		if len(ops) != map[bool]int{true: 3, false: 2}[perDim] {
			c.failf("tensormap.replace.%s has %d operands", name, len(ops))
		}
		switch m.space {
		case "":
			b.dstSp = bsGeneric
			b.dst, b.dstOff, _, _ = c.address(ops[0], "")
		case "global", "shared":
			b.dstSp = bulkSpace(m.space)
			b.dst, b.dstOff = c.bulkAddr(ops[0], m.space)
		default:
			c.failf("tensormap.replace in .%s", m.space)
		}
		val := ops[len(ops)-1]
		if perDim {
			if ops[1].Kind != ptx.OpdInt || ops[1].Int < 0 || ops[1].Int > 4 {
				c.failf("tensormap.replace.%s: the dimension must be an immediate in 0..4", name)
			}
			if b.field == tfGlobalStride && ops[1].Int == 4 {
				// ptxas takes it (tma12w1/jit.txt); a fifth stride of a map of at most five
				// dimensions was not measured.
				c.refuse("tensormap.replace.global_stride of dimension 4 (not measured)")
			}
			b.ord = uint8(ops[1].Int)
		} else if _, enum := map[uint8]bool{tfElemType: true, tfSwizzle: true, tfFill: true, tfInterleave: true}[b.field]; enum && val.Kind != ptx.OpdInt {
			// Measured: ptxas wants an immediate for the enumerated fields (tma12w1/jit.txt:
			// elemtype_reg), takes a register for .rank and the sizes.
			c.failf("tensormap.replace.%s takes an immediate value", name)
		}
		// Measured (tma11w1's trep3_*.ptxas.log): ptxas wants the enumerations in range.
		if top, ok := map[uint8]int64{tfElemType: 12, tfSwizzle: 3, tfFill: 1, tfInterleave: 2}[b.field]; ok && (val.Int < 0 || val.Int > top) {
			c.failf("tensormap.replace.%s: value %d is not in 0..%d", name, val.Int, top)
		}
		b.bytes = 4
		if wide {
			b.bytes = 8
		}
		b.vals[0] = c.src(val, m.typ())
	case m.words["cp_fenceproxy"]:
		b.kind = bkTmapCopy
		sp := bulkSpaces(in)
		if len(sp) != 2 || sp[0] != "global" || sp[1] != "shared::cta" || len(ops) != 3 {
			c.failf("tensormap.cp_fenceproxy needs .global.shared::cta [dst], [src], 128")
		}
		if ops[2].Kind != ptx.OpdInt || ops[2].Int != TensorMapSize {
			c.failf("tensormap.cp_fenceproxy copies 128 bytes")
		}
		b.dstSp, b.srcSp = bsGlobal, bsShared
		b.dst, b.dstOff = c.bulkAddr(ops[0], sp[0])
		b.src, b.srcOff = c.bulkAddr(ops[1], sp[1])
	default:
		c.unsupported(in, "instruction not implemented")
		return
	}
	c.emitBulk(g, b)
}
