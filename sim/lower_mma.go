package sim

import (
	"fmt"
	"strconv"
	"strings"

	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// Warp matrix instructions (wmma.load/store/mma, mma.sync, ldmatrix, stmatrix, movmatrix) lower
// to one opMatrix each, whose operands and modifiers are a matOp in Kernel.mats (inst.aux indexes
// it): they name more registers than an inst holds. mma.go executes them; the arithmetic model
// is sim/fp/mma.go (docs/tensor-cores.md).

type matKind uint8

const (
	matLoad  matKind = iota // wmma.load.{a,b,c}
	matStore                // wmma.store.d
	matWmma                 // wmma.mma
	matMma                  // mma.sync
	matLdmatrix
	matStmatrix
	matMovmatrix
	matWgmma // wgmma.mma_async (lower_wgmma.go)
	matMmaSp // mma.sp, mma.sp::ordered_metadata (lower_mmasp.go)
	matNop   // wgmma.fence: lowered to opNop; commit_group, wait_group: to the opWgmmaGroup in g
)

// mElem is a matrix element type.
type mElem uint8

const (
	meF16 mElem = iota
	meBF16
	meTF32
	meF32
	meF64
	meS8
	meU8
	meS4
	meU4
	meB1
	meS32
	meE4M3
	meE5M2
	meB16
)

var mElemNames = map[string]mElem{"f16": meF16, "bf16": meBF16, "tf32": meTF32, "f32": meF32, "f64": meF64,
	"s8": meS8, "u8": meU8, "s4": meS4, "u4": meU4, "b1": meB1, "s32": meS32, "e4m3": meE4M3, "e5m2": meE5M2,
	"b16": meB16}

var mElemBits = [...]int{meF16: 16, meBF16: 16, meTF32: 32, meF32: 32, meF64: 64, meS8: 8, meU8: 8, meS4: 4,
	meU4: 4, meB1: 1, meS32: 32, meE4M3: 8, meE5M2: 8, meB16: 16}

func (e mElem) bits() int { return mElemBits[e] }

// matOp is one warp matrix instruction's operands.
type matOp struct {
	kind           matKind
	text           string // opcode and modifiers, for the IR printer and messages
	sh             mmaShape
	which          byte // wmma.load: 'a', 'b' or 'c'
	row            bool // wmma.load/store: .row (else .col)
	aRow, bRow     bool // wmma.mma, mma: layouts of A and B
	at, bt, ct, dt mElem
	space          opcode // opLdGlobal, opLdShared or opLdGeneric (the store forms for stores)
	addr           int32  // address register slot (slotZero for an absolute address)
	off            int64
	stride         int32 // wmma.load/store stride register slot, -1 for the default
	d, a, b, c     []int32
	satf           bool
	and            bool // b1: .and.popc (else .xor.popc)
	rnd            uint8
	num            int  // ldmatrix/stmatrix: .x1 .x2 .x4
	trans          bool // ldmatrix/stmatrix .trans
	wg             *wgmmaOp
	meta           int32 // mma.sp: the metadata register slot
	sel            int   // mma.sp: the sparsity selector
	// made once at lowering (plan): where each lane's fragment elements go, the arithmetic model
	fa, fb, fc, fd fragPlan
	model          *fp.MMAModel
	// steps: when an operand register names a D register that the H200 writes before reading
	// it (mmaSteps), op cut to one run of K for the first run and for the later ones, D's tiles
	tiles int
	steps [2]*matOp
	// passes: an fp8 mma.sync whose C names a D register, op with the model stopping after the
	// passes; mmaAddC adds C (mma)
	passes *matOp
}

// matrix lowers one warp matrix instruction.
func (c *compiler) matrix(in *ptx.Instr, g inst) {
	op := matOp{text: in.Opcode + "." + strings.Join(in.Mods, "."), stride: -1, addr: slotZero}
	var types []mElem
	var lays []bool
	space := ""
	words := map[string]bool{}
	for _, w := range in.Mods {
		base, _, _ := strings.Cut(w, "::")
		if t, ok := mElemNames[w]; ok {
			types = append(types, t)
			continue
		}
		if w == "row" || w == "col" {
			lays = append(lays, w == "row")
		}
		if base == "global" || base == "shared" {
			space = base
			continue
		}
		var m, n, k int
		if _, err := fmt.Sscanf(w, "m%dn%dk%d", &m, &n, &k); err == nil {
			op.sh = mmaShape{m, n, k}
			continue
		}
		if _, err := fmt.Sscanf(w, "m%dn%d", &m, &n); err == nil {
			op.sh = mmaShape{m, n, 0}
			continue
		}
		words[w] = true
	}
	ops := in.Operands
	why := ""
	switch in.Opcode {
	case "wmma":
		switch {
		case words["load"]:
			why = c.wmmaLoadStore(&op, ops, words, types, space, true)
		case words["store"]:
			why = c.wmmaLoadStore(&op, ops, words, types, space, false)
		case words["mma"]:
			why = c.mmaOperands(&op, ops, words, types, lays, true)
		default:
			why = "unknown wmma form"
		}
	case "mma":
		if words["sp"] || words["sp::ordered_metadata"] {
			why = c.mmaSparse(&op, ops, words, types, lays)
		} else {
			why = c.mmaOperands(&op, ops, words, types, lays, false)
		}
	case "ldmatrix", "stmatrix":
		why = c.ldstMatrix(&op, in.Opcode == "ldmatrix", ops, words, types, space)
	case "wgmma":
		why = c.wgmma(in, &g, &op, words, types)
	case "movmatrix":
		op.kind = matMovmatrix
		if op.sh != (mmaShape{8, 8, 0}) || !words["trans"] || len(types) != 1 || types[0] != meB16 {
			why = "only movmatrix.sync.aligned.m8n8.trans.b16 exists"
			break
		}
		c.nops(in, 2)
		op.a = c.fragSrc(ops[1], 1)
		op.d = c.fragDst(ops[0], 1)
	}
	if why == "" && op.kind == matNop {
		if g.op != opWgmmaGroup {
			g.op = opNop
		}
		c.emit(g)
		return
	}
	needD := op.kind != matStore && op.kind != matStmatrix
	needA := op.kind != matLoad && op.kind != matLdmatrix
	needBC := op.kind == matWmma || op.kind == matMma || op.kind == matWgmma || op.kind == matMmaSp
	if why == "" && (needD && op.d == nil || needA && op.a == nil || needBC && (op.b == nil || op.c == nil)) {
		why = "a fragment with a register count this form does not have"
	}
	if why != "" {
		c.pending = c.pending[:0]
		c.unsupported(in, why)
		return
	}
	op.plan()
	c.k.mats = append(c.k.mats, op)
	g.op = opMatrix
	g.aux = uint32(len(c.k.mats) - 1)
	c.emit(g)
}

// fragSrc resolves a fragment operand ({r0, r1, ...} or one register) to source slots; n is the
// number of registers the instruction needs (0: any). A different count gives nil.
func (c *compiler) fragSrc(o ptx.Operand, n int) []int32 {
	elems := []ptx.Operand{o}
	if o.Kind == ptx.OpdVector {
		elems = o.Elems
	}
	if n > 0 && len(elems) != n {
		return nil // the caller reports the form as unsupported
	}
	s := make([]int32, len(elems))
	for i, e := range elems {
		s[i] = c.src(e, "b64")
	}
	return s
}

func (c *compiler) fragDst(o ptx.Operand, n int) []int32 {
	elems := []ptx.Operand{o}
	if o.Kind == ptx.OpdVector {
		elems = o.Elems
	}
	if n > 0 && len(elems) != n {
		return nil // the caller reports the form as unsupported
	}
	s := make([]int32, len(elems))
	for i, e := range elems {
		s[i] = c.dst(e)
	}
	return s
}

func (c *compiler) matAddress(op *matOp, o ptx.Operand, space string, store bool) string {
	base, off, sp, _ := c.address(o, space)
	op.addr, op.off = base, off
	switch sp {
	case "global":
		op.space = opLdGlobal
	case "shared":
		op.space = opLdShared
	case "generic", "":
		op.space = opLdGeneric
	default:
		return "matrix access to ." + sp + " memory"
	}
	if store {
		op.space = map[opcode]opcode{opLdGlobal: opStGlobal, opLdShared: opStShared, opLdGeneric: opStGeneric}[op.space]
	}
	return ""
}

// wmmaFragRegs is the number of 32-bit (64-bit for f64) registers of a wmma fragment.
func wmmaFragRegs(sh mmaShape, which byte, t mElem) int {
	rows, cols := sh.m, sh.k
	switch which {
	case 'b':
		rows, cols = sh.k, sh.n
	case 'c':
		rows, cols = sh.m, sh.n
	}
	n := rows * cols * t.bits() / 32 / 32
	if t == meF64 {
		return rows * cols / 32
	}
	if t == meF16 && which != 'c' {
		return 8 // f16 A and B fragments are eight .f16x2 registers whatever the shape
	}
	return max(n, 1)
}

var wmmaShapes = map[mmaShape]bool{{16, 16, 16}: true, {32, 8, 16}: true, {8, 32, 16}: true, {16, 16, 8}: true,
	{8, 8, 4}: true, {8, 8, 32}: true, {8, 8, 128}: true}

func (c *compiler) wmmaLoadStore(op *matOp, ops []ptx.Operand, words map[string]bool, types []mElem, space string, load bool) string {
	if !wmmaShapes[op.sh] || len(types) != 1 || !words["sync"] || !words["aligned"] {
		return "unsupported wmma.load/store form"
	}
	op.row = words["row"]
	if !op.row && !words["col"] {
		return "wmma.load/store without .row or .col"
	}
	t := types[0]
	if len(ops) != 2 && len(ops) != 3 {
		c.failf("wmma.%s expects 2 or 3 operands", map[bool]string{true: "load", false: "store"}[load])
	}
	if load {
		op.kind = matLoad
		switch {
		case words["a"]:
			op.which = 'a'
		case words["b"]:
			op.which = 'b'
		case words["c"]:
			op.which = 'c'
		default:
			return "wmma.load without .a, .b or .c"
		}
		if why := c.matAddress(op, ops[1], space, false); why != "" {
			return why
		}
		if len(ops) == 3 {
			op.stride = c.src(ops[2], "u32")
		}
		op.dt = t
		op.d = c.fragDst(ops[0], wmmaFragRegs(op.sh, op.which, t))
	} else {
		if !words["d"] {
			return "wmma.store without .d"
		}
		op.kind, op.which, op.dt = matStore, 'c', t
		if why := c.matAddress(op, ops[0], space, true); why != "" {
			return why
		}
		if len(ops) == 3 {
			op.stride = c.src(ops[2], "u32")
		}
		op.a = c.fragSrc(ops[1], wmmaFragRegs(op.sh, 'c', t))
	}
	if op.which != 'c' && !wmmaABType(op.sh, t) || op.which == 'c' && !wmmaCType(op.sh, t) {
		return "wmma fragment type ." + elemName(t) + " with this shape"
	}
	if wmmaTable(op.wmmaKey(op.which, t)) == nil {
		return "no measured fragment layout for this wmma form"
	}
	return ""
}

func wmmaABType(sh mmaShape, t mElem) bool {
	switch sh {
	case mmaShape{16, 16, 16}, mmaShape{32, 8, 16}, mmaShape{8, 32, 16}:
		return t == meF16 || t == meBF16 || t == meS8 || t == meU8
	case mmaShape{16, 16, 8}:
		return t == meTF32
	case mmaShape{8, 8, 4}:
		return t == meF64
	case mmaShape{8, 8, 32}:
		return t == meS4 || t == meU4
	case mmaShape{8, 8, 128}:
		return t == meB1
	}
	return false
}

func wmmaCType(sh mmaShape, t mElem) bool {
	switch sh {
	case mmaShape{16, 16, 16}, mmaShape{32, 8, 16}, mmaShape{8, 32, 16}:
		return t == meF16 || t == meF32 || t == meS32
	case mmaShape{16, 16, 8}:
		return t == meF32
	case mmaShape{8, 8, 4}:
		return t == meF64
	}
	return t == meS32
}

func elemName(t mElem) string {
	for n, e := range mElemNames {
		if e == t {
			return n
		}
	}
	return "?"
}

// mmaOperands lowers wmma.mma and mma.sync: the layouts, types and the four fragments.
func (c *compiler) mmaOperands(op *matOp, ops []ptx.Operand, words map[string]bool, types []mElem, lays []bool, wmma bool) string {
	if !words["sync"] || !words["aligned"] || len(lays) != 2 {
		return "mma without .sync.aligned and two layouts"
	}
	if len(ops) != 4 {
		c.failf("mma expects 4 operands")
	}
	op.kind = matMma
	if wmma {
		op.kind = matWmma
	}
	op.aRow, op.bRow = lays[0], lays[1]
	switch len(types) {
	case 2: // wmma.mma with .f16 A and B: .dtype.ctype
		if !wmma {
			return "mma needs four types"
		}
		op.dt, op.at, op.bt, op.ct = types[0], meF16, meF16, types[1]
	case 4:
		op.dt, op.at, op.bt, op.ct = types[0], types[1], types[2], types[3]
	default:
		return "mma types"
	}
	op.satf = words["satfinite"]
	if op.at == meB1 {
		op.and = words["and"]
		if !op.and && !words["xor"] || !words["popc"] {
			return "b1 mma needs .xor.popc or .and.popc"
		}
	}
	for _, r := range []string{"rn", "rz", "rm", "rp"} {
		if words[r] {
			op.rnd = map[string]uint8{"rn": 0, "rz": 1, "rm": 2, "rp": 3}[r]
		}
	}
	if why := mmaSupported(op, wmma); why != "" {
		return why
	}
	if wmma {
		for _, k := range []wmmaKey{op.wmmaKey('a', op.at), op.wmmaKey('b', op.bt), op.wmmaKey('c', op.ct), op.wmmaKey('c', op.dt)} {
			if wmmaTable(k) == nil {
				return "wmma.mma: no measured fragment layout for this shape, type and layout"
			}
		}
	}
	regs := func(which byte, t mElem) int {
		if wmma {
			return wmmaFragRegs(op.sh, which, t)
		}
		n := mmaFragLen(op.sh, which, op.quad())
		if t == meF64 {
			return n
		}
		return max(n*t.bits()/32, 1)
	}
	op.d = c.fragDst(ops[0], regs('c', op.dt))
	op.a = c.fragSrc(ops[1], regs('a', op.at))
	op.b = c.fragSrc(ops[2], regs('b', op.bt))
	op.c = c.fragSrc(ops[3], regs('c', op.ct))
	return ""
}

// quad reports mma.m8n8k4 with .f16 inputs: four independent products in one warp.
func (op *matOp) quad() bool {
	return op.kind == matMma && op.sh == (mmaShape{8, 8, 4}) && op.at == meF16
}

// mmaSupported checks the shape and types of an mma against the forms the engine executes.
func mmaSupported(op *matOp, wmma bool) string {
	float := func(t mElem) bool { return t == meF16 || t == meF32 }
	ok := false
	switch op.at {
	case meF16:
		ok = op.bt == meF16 && float(op.ct) && float(op.dt)
	case meBF16, meTF32:
		ok = op.bt == op.at && op.ct == meF32 && op.dt == meF32
	case meE4M3, meE5M2:
		ok = (op.bt == meE4M3 || op.bt == meE5M2) && float(op.ct) && op.ct == op.dt
	case meF64:
		ok = op.bt == meF64 && op.ct == meF64 && op.dt == meF64
	case meS8, meU8:
		ok = (op.bt == meS8 || op.bt == meU8) && op.ct == meS32 && op.dt == meS32 && (!wmma || op.bt == op.at)
	case meS4, meU4:
		ok = (op.bt == meS4 || op.bt == meU4) && op.ct == meS32 && op.dt == meS32 && (!wmma || op.bt == op.at)
	case meB1:
		ok = op.bt == meB1 && op.ct == meS32 && op.dt == meS32
	}
	if !ok {
		return "mma types ." + elemName(op.dt) + "." + elemName(op.at) + "." + elemName(op.bt) + "." + elemName(op.ct)
	}
	if wmma {
		if !wmmaShapes[op.sh] || !wmmaABType(op.sh, op.at) || !wmmaCType(op.sh, op.ct) {
			return "wmma.mma shape and type"
		}
		return ""
	}
	shapes := map[mElem][]mmaShape{
		meF16:  {{8, 8, 4}, {16, 8, 8}, {16, 8, 16}},
		meBF16: {{16, 8, 8}, {16, 8, 16}},
		meTF32: {{16, 8, 4}, {16, 8, 8}},
		meE4M3: {{16, 8, 16}, {16, 8, 32}}, meE5M2: {{16, 8, 32}},
		meF64: {{8, 8, 4}, {16, 8, 4}, {16, 8, 8}, {16, 8, 16}},
		meS8:  {{8, 8, 16}, {16, 8, 16}, {16, 8, 32}}, meU8: {{8, 8, 16}, {16, 8, 16}, {16, 8, 32}},
		meS4: {{8, 8, 32}, {16, 8, 32}, {16, 8, 64}}, meU4: {{8, 8, 32}, {16, 8, 32}, {16, 8, 64}},
		meB1: {{8, 8, 128}, {16, 8, 128}, {16, 8, 256}},
	}
	for _, s := range shapes[op.at] {
		if s == op.sh {
			if !op.quad() && (!op.aRow || op.bRow) {
				return "mma layouts other than .row.col"
			}
			return ""
		}
	}
	return fmt.Sprintf("mma shape .m%dn%dk%d with .%s", op.sh.m, op.sh.n, op.sh.k, elemName(op.at))
}

// ldstMatrix lowers ldmatrix and stmatrix (.m8n8 .b16).
func (c *compiler) ldstMatrix(op *matOp, load bool, ops []ptx.Operand, words map[string]bool, types []mElem, space string) string {
	if op.sh != (mmaShape{8, 8, 0}) || len(types) != 1 || types[0] != meB16 || !words["sync"] || !words["aligned"] {
		return "only the .m8n8 .b16 forms are implemented"
	}
	switch {
	case words["x1"]:
		op.num = 1
	case words["x2"]:
		op.num = 2
	case words["x4"]:
		op.num = 4
	default:
		return "without .x1, .x2 or .x4"
	}
	op.trans = words["trans"]
	if len(ops) != 2 {
		c.failf("ldmatrix/stmatrix expects 2 operands")
	}
	if load {
		op.kind = matLdmatrix
		if why := c.matAddress(op, ops[1], space, false); why != "" {
			return why
		}
		op.d = c.fragDst(ops[0], op.num)
	} else {
		op.kind = matStmatrix
		if why := c.matAddress(op, ops[0], space, true); why != "" {
			return why
		}
		op.a = c.fragSrc(ops[1], op.num)
	}
	return ""
}

// mat prints a matrix instruction's PTX form and operands (the "mat" token of the IR printer).
func (p *irPrinter) mat(in *inst) string {
	if int(in.aux) >= len(p.k.mats) {
		return "?"
	}
	op := &p.k.mats[in.aux]
	list := func(s []int32) string {
		parts := make([]string, len(s))
		for i, x := range s {
			parts[i] = p.slot(x)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	parts := []string{strconv.Quote(op.text)}
	if len(op.d) > 0 {
		parts = append(parts, list(op.d))
	}
	switch op.kind {
	case matLoad, matStore, matLdmatrix, matStmatrix:
		a := "[" + p.slot(op.addr)
		if op.off != 0 {
			a += "+" + strconv.FormatInt(op.off, 10)
		}
		parts = append(parts, a+"]")
	}
	for _, s := range [][]int32{op.a, op.b, op.c} {
		if len(s) > 0 {
			parts = append(parts, list(s))
		}
	}
	if op.stride >= 0 {
		parts = append(parts, p.slot(op.stride))
	}
	return strings.Join(parts, " ")
}
