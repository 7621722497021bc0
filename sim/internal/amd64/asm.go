// Package amd64 encodes the x86-64 instructions the engine's compiled runs are made of
// (docs/engine-performance.md, eighth pass) and maps the code executable.
//
// It knows only the forms it is asked for: VEX-encoded AVX/AVX2 operations on YMM registers
// (three-operand integer and f32 operations, immediate shifts, 256-bit loads and stores through
// base + index + displacement, a broadcast, a blend), and the few integer instructions a loop
// needs. Method names are the Go assembler's mnemonics and operands are in its order (sources
// first, destination last), so that a line of Go assembly and a call read alike; the tests
// compare every form's bytes with what `go tool asm` makes of that line.
package amd64

import "fmt"

// Reg is a register number: Y0-Y15 for the vector forms (X0-X15 where a form takes the 128-bit
// half), AX-R15 for the integer ones.
type Reg uint8

// The integer registers, in their encoding order.
const (
	AX Reg = iota
	CX
	DX
	BX
	SP
	BP
	SI
	DI
	R8
	R9
	R10
	R11
	R12
	R13
	R14
	R15
)

// Operand is a vector instruction's register-or-memory source: a Y register or a Mem.
type Operand interface{ operand() }

// Y is a 256-bit vector register as an Operand.
type Y Reg

func (Y) operand()   {}
func (Mem) operand() {}

// Mem is the memory operand Disp(Base)(Index*1), or Disp(Base) without an index.
type Mem struct {
	Base     Reg
	Index    Reg
	HasIndex bool
	Disp     int32
}

// Asm accumulates encoded instructions.
type Asm struct {
	b []byte
}

// Bytes returns the code so far.
func (a *Asm) Bytes() []byte { return a.b }

// Len is the code's length so far: a label's offset.
func (a *Asm) Len() int { return len(a.b) }

// Align pads the code with int3 (never run) until its length is a multiple of n.
func (a *Asm) Align(n int) {
	for n > 1 && len(a.b)%n != 0 {
		a.b = append(a.b, 0xcc)
	}
}

// Pad appends n int3 (never run).
func (a *Asm) Pad(n int) {
	for range n {
		a.b = append(a.b, 0xcc)
	}
}

// VEX prefix fields.
const (
	pp66 = 1
	ppF3 = 2

	map0F   = 1
	map0F38 = 2
	map0F3A = 3
)

// vexOp describes one VEX form: its prefix fields and opcode byte.
type vexOp struct {
	pp, mmmmm, w, l uint8
	op              byte
}

// vex encodes op with ModRM.reg = reg, VEX.vvvv = v and ModRM.rm = rm.
func (a *Asm) vex(o vexOp, reg, v Reg, rm Operand) {
	var x, b uint8 // the inverted REX.X and REX.B bits' sources
	switch m := rm.(type) {
	case Y:
		b = uint8(m) >> 3
	case Mem:
		b = uint8(m.Base) >> 3
		if m.HasIndex {
			x = uint8(m.Index) >> 3
		}
	}
	r := uint8(reg) >> 3
	tail := (^uint8(v)&15)<<3 | o.l<<2 | o.pp
	if o.mmmmm == map0F && o.w == 0 && x == 0 && b == 0 {
		a.b = append(a.b, 0xc5, (r^1)<<7|tail)
	} else {
		a.b = append(a.b, 0xc4, (r^1)<<7|(x^1)<<6|(b^1)<<5|o.mmmmm, o.w<<7|tail)
	}
	a.b = append(a.b, o.op)
	a.modrm(uint8(reg)&7, rm)
}

// modrm appends the ModRM byte (reg field regField), and the SIB byte and displacement rm needs.
func (a *Asm) modrm(regField uint8, rm Operand) {
	switch m := rm.(type) {
	case Y:
		a.b = append(a.b, 0xc0|regField<<3|uint8(m)&7)
	case Mem:
		base := uint8(m.Base) & 7
		var mod uint8
		switch {
		case m.Disp == 0 && base != uint8(BP):
			mod = 0
		case m.Disp == int32(int8(m.Disp)):
			mod = 1
		default:
			mod = 2
		}
		switch {
		case m.HasIndex:
			if m.Index == SP {
				panic("amd64: SP cannot be an index")
			}
			a.b = append(a.b, mod<<6|regField<<3|4, uint8(m.Index&7)<<3|base)
		case base == uint8(SP):
			a.b = append(a.b, mod<<6|regField<<3|4, 0x24)
		default:
			a.b = append(a.b, mod<<6|regField<<3|base)
		}
		switch mod {
		case 1:
			a.b = append(a.b, byte(m.Disp))
		case 2:
			a.b = append(a.b, byte(m.Disp), byte(m.Disp>>8), byte(m.Disp>>16), byte(m.Disp>>24))
		}
	default:
		panic(fmt.Sprintf("amd64: operand %T", rm))
	}
}

// The three-operand forms: dst = v op src (in Intel's order, dst, v, src/mem).
var (
	opVPADDQ    = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xd4}
	opVPSUBQ    = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xfb}
	opVPSUBD    = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xfa}
	opVPADDD    = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xfe}
	opVPAND     = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xdb}
	opVPANDN    = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xdf}
	opVPMINUD   = vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x3b}
	opVPOR      = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xeb}
	opVPXOR     = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xef}
	opVPMULUDQ  = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0xf4}
	opVPCMPEQD  = vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0x76}
	opVPMULDQ   = vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x28}
	opVPMULLD   = vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x40}
	opVPSLLVQ   = vexOp{pp: pp66, mmmmm: map0F38, w: 1, l: 1, op: 0x47}
	opVPSLLVD   = vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x47}
	opVPSRLVD   = vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x45}
	opVPSRLVQ   = vexOp{pp: pp66, mmmmm: map0F38, w: 1, l: 1, op: 0x45}
	opVPSRAVD   = vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x46}
	opVADDPS    = vexOp{mmmmm: map0F, l: 1, op: 0x58}
	opVSUBPS    = vexOp{mmmmm: map0F, l: 1, op: 0x5c}
	opVMULPS    = vexOp{mmmmm: map0F, l: 1, op: 0x59}
	opVDIVPS    = vexOp{mmmmm: map0F, l: 1, op: 0x5e}
	opVCMPPS    = vexOp{mmmmm: map0F, l: 1, op: 0xc2}
	opVBLENDVPS = vexOp{pp: pp66, mmmmm: map0F3A, l: 1, op: 0x4a}
)

func (a *Asm) VPADDQ(src Operand, v, dst Reg)   { a.vex(opVPADDQ, dst, v, src) }
func (a *Asm) VPSUBQ(src Operand, v, dst Reg)   { a.vex(opVPSUBQ, dst, v, src) }
func (a *Asm) VPSUBD(src Operand, v, dst Reg)   { a.vex(opVPSUBD, dst, v, src) }
func (a *Asm) VPADDD(src Operand, v, dst Reg)   { a.vex(opVPADDD, dst, v, src) }
func (a *Asm) VPAND(src Operand, v, dst Reg)    { a.vex(opVPAND, dst, v, src) }
func (a *Asm) VPANDN(src Operand, v, dst Reg)   { a.vex(opVPANDN, dst, v, src) } // dst = ^v & src
func (a *Asm) VPMINUD(src Operand, v, dst Reg)  { a.vex(opVPMINUD, dst, v, src) }
func (a *Asm) VPOR(src Operand, v, dst Reg)     { a.vex(opVPOR, dst, v, src) }
func (a *Asm) VPXOR(src Operand, v, dst Reg)    { a.vex(opVPXOR, dst, v, src) }
func (a *Asm) VPMULUDQ(src Operand, v, dst Reg) { a.vex(opVPMULUDQ, dst, v, src) }
func (a *Asm) VPMULDQ(src Operand, v, dst Reg)  { a.vex(opVPMULDQ, dst, v, src) }
func (a *Asm) VPMULLD(src Operand, v, dst Reg)  { a.vex(opVPMULLD, dst, v, src) }
func (a *Asm) VPCMPEQD(src Operand, v, dst Reg) { a.vex(opVPCMPEQD, dst, v, src) }

// The variable shifts: dst = v shifted by the counts in src.
func (a *Asm) VPSLLVQ(src Operand, v, dst Reg) { a.vex(opVPSLLVQ, dst, v, src) }
func (a *Asm) VPSLLVD(src Operand, v, dst Reg) { a.vex(opVPSLLVD, dst, v, src) }
func (a *Asm) VPSRLVD(src Operand, v, dst Reg) { a.vex(opVPSRLVD, dst, v, src) }
func (a *Asm) VPSRLVQ(src Operand, v, dst Reg) { a.vex(opVPSRLVQ, dst, v, src) }
func (a *Asm) VPSRAVD(src Operand, v, dst Reg) { a.vex(opVPSRAVD, dst, v, src) }

// f32 operations on 8 lanes: dst = v op src.
func (a *Asm) VADDPS(src Operand, v, dst Reg) { a.vex(opVADDPS, dst, v, src) }
func (a *Asm) VSUBPS(src Operand, v, dst Reg) { a.vex(opVSUBPS, dst, v, src) }
func (a *Asm) VMULPS(src Operand, v, dst Reg) { a.vex(opVMULPS, dst, v, src) }
func (a *Asm) VDIVPS(src Operand, v, dst Reg) { a.vex(opVDIVPS, dst, v, src) }

// VCMPPS compares v with src by predicate imm (3: unordered), all ones where it holds.
func (a *Asm) VCMPPS(imm uint8, src Operand, v, dst Reg) {
	a.vex(opVCMPPS, dst, v, src)
	a.b = append(a.b, imm)
}

// VBLENDVPS is dst = src where mask's sign bit is set, v elsewhere.
func (a *Asm) VBLENDVPS(mask Reg, src Operand, v, dst Reg) {
	a.vex(opVBLENDVPS, dst, v, src)
	a.b = append(a.b, uint8(mask)<<4)
}

// The immediate shifts: dst = src shifted by imm; the operation is ModRM.reg, dst is VEX.vvvv.
func (a *Asm) shiftImm(op byte, ext uint8, imm uint8, src, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F, l: 1, op: op}, Reg(ext), dst, Y(src))
	a.b = append(a.b, imm)
}

func (a *Asm) VPSRLQ(imm uint8, src, dst Reg) { a.shiftImm(0x73, 2, imm, src, dst) }
func (a *Asm) VPSLLQ(imm uint8, src, dst Reg) { a.shiftImm(0x73, 6, imm, src, dst) }
func (a *Asm) VPSRLD(imm uint8, src, dst Reg) { a.shiftImm(0x72, 2, imm, src, dst) }
func (a *Asm) VPSLLD(imm uint8, src, dst Reg) { a.shiftImm(0x72, 6, imm, src, dst) }
func (a *Asm) VPSRAD(imm uint8, src, dst Reg) { a.shiftImm(0x72, 4, imm, src, dst) }

// VMOVDQU loads 256 bits: dst = src (a register or memory). A register copy takes the store
// form, as the Go assembler encodes it.
func (a *Asm) VMOVDQU(src Operand, dst Reg) {
	if r, ok := src.(Y); ok {
		a.vex(vexOp{pp: ppF3, mmmmm: map0F, l: 1, op: 0x7f}, Reg(r), 0, Y(dst))
		return
	}
	a.vex(vexOp{pp: ppF3, mmmmm: map0F, l: 1, op: 0x6f}, dst, 0, src)
}

// VMOVDQUStore stores 256 bits: Go's VMOVDQU src, mem.
func (a *Asm) VMOVDQUStore(src Reg, dst Mem) {
	a.vex(vexOp{pp: ppF3, mmmmm: map0F, l: 1, op: 0x7f}, src, 0, dst)
}

// VMOVDQUStore128 stores Xsrc's 128 bits: Go's VMOVDQU Xsrc, mem (a packed register's four
// lanes of 4 bytes).
func (a *Asm) VMOVDQUStore128(src Reg, dst Mem) {
	a.vex(vexOp{pp: ppF3, mmmmm: map0F, op: 0x7f}, src, 0, dst)
}

// VMOVQ moves the integer register src into the low quadword of Xdst (the rest zeroed).
func (a *Asm) VMOVQ(src, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F, w: 1, op: 0x6e}, dst, 0, Y(src))
}

// VPBROADCASTQ copies Xsrc's low quadword to the four of Ydst.
func (a *Asm) VPBROADCASTQ(src, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x59}, dst, 0, Y(src))
}

// VPBROADCASTD copies Xsrc's low doubleword to the eight of Ydst.
func (a *Asm) VPBROADCASTD(src, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x58}, dst, 0, Y(src))
}

// VZEROUPPER clears the upper halves of the YMM registers (before returning to SSE code).
func (a *Asm) VZEROUPPER() { a.b = append(a.b, 0xc5, 0xf8, 0x77) }

// RET returns.
func (a *Asm) RET() { a.b = append(a.b, 0xc3) }

// rex appends a REX prefix for a 64-bit (w) operation on reg and rm, where one is needed.
func (a *Asm) rex(w bool, reg, rm Reg) {
	p := byte(0x40)
	if w {
		p |= 8
	}
	p |= byte(reg>>3)<<2 | byte(rm>>3)
	if p != 0x40 {
		a.b = append(a.b, p)
	}
}

// XORL is dst ^= src on 32 bits (zero-extended): XORL r, r clears r.
func (a *Asm) XORL(src, dst Reg) {
	a.rex(false, src, dst)
	a.b = append(a.b, 0x31, 0xc0|byte(src&7)<<3|byte(dst&7))
}

// ADDQ adds a sign-extended immediate to dst (8 bits where it fits, else 32).
func (a *Asm) ADDQ(imm int32, dst Reg) {
	a.rex(true, 0, dst)
	if imm == int32(int8(imm)) {
		a.b = append(a.b, 0x83, 0xc0|byte(dst&7), byte(imm))
		return
	}
	a.b = append(a.b, 0x81, 0xc0|byte(dst&7), byte(imm), byte(imm>>8), byte(imm>>16), byte(imm>>24))
}

// CMPQ compares r with a sign-extended 32-bit immediate (Go's CMPQ r, $imm), for a conditional
// jump after it.
func (a *Asm) CMPQ(r Reg, imm int32) {
	a.rex(true, 0, r)
	if imm == int32(int8(imm)) {
		a.b = append(a.b, 0x83, 0xf8|byte(r&7), byte(imm))
		return
	}
	a.b = append(a.b, 0x81, 0xf8|byte(r&7), byte(imm), byte(imm>>8), byte(imm>>16), byte(imm>>24))
}

// JNE jumps to the offset target (a Len taken before) when the last compare found a difference.
func (a *Asm) JNE(target int) {
	if rel := target - (len(a.b) + 2); rel == int(int8(rel)) {
		a.b = append(a.b, 0x75, byte(rel))
		return
	}
	rel := int32(target - (len(a.b) + 6))
	a.b = append(a.b, 0x0f, 0x85, byte(rel), byte(rel>>8), byte(rel>>16), byte(rel>>24))
}

// MOVQ loads the constant v into dst in the Go assembler's form: 32 bits sign-extended, 32 bits
// zero-extended, or all 64.
func (a *Asm) MOVQ(v uint64, dst Reg) {
	switch {
	case int64(v) == int64(int32(v)):
		a.rex(true, 0, dst)
		a.b = append(a.b, 0xc7, 0xc0|byte(dst&7), byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
	case v == uint64(uint32(v)):
		a.rex(false, 0, dst)
		a.b = append(a.b, 0xb8+byte(dst&7), byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
	default:
		a.rex(true, 0, dst)
		a.b = append(a.b, 0xb8+byte(dst&7))
		for i := range 8 {
			a.b = append(a.b, byte(v>>(8*i)))
		}
	}
}

// VPCMPGTQ is dst = all ones in each quadword where v > src (signed), else zero.
func (a *Asm) VPCMPGTQ(src Operand, v, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x37}, dst, v, src)
}

// VPCMPEQQ is dst = all ones in each quadword where v == src, else zero.
func (a *Asm) VPCMPEQQ(src Operand, v, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x29}, dst, v, src)
}

// VFMADD231PS is dst = v*src + dst on 8 f32 lanes, rounded once (IEEE's fused multiply-add).
func (a *Asm) VFMADD231PS(src Operand, v, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0xb8}, dst, v, src)
}

// VFMSUB231PS is dst = v*src - dst, VFNMADD231PS dst = -(v*src) + dst and VFNMSUB231PS
// dst = -(v*src) - dst, each rounded once.
func (a *Asm) VFMSUB231PS(src Operand, v, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0xba}, dst, v, src)
}
func (a *Asm) VFNMADD231PS(src Operand, v, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0xbc}, dst, v, src)
}
func (a *Asm) VFNMSUB231PS(src Operand, v, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0xbe}, dst, v, src)
}

// VPTEST sets ZF when src AND r is all zeros (VPTEST r, r: whether r is zero).
func (a *Asm) VPTEST(src Operand, r Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x17}, r, 0, src)
}

// VPMOVZXDQ zero-extends four doublewords from memory to the four quadwords of dst.
func (a *Asm) VPMOVZXDQ(src Mem, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x35}, dst, 0, src)
}

// rexMem appends a REX prefix for an operation on reg and the memory operand m, where one is
// needed.
func (a *Asm) rexMem(w bool, reg Reg, m Mem) {
	p := byte(0x40)
	if w {
		p |= 8
	}
	p |= byte(reg>>3)<<2 | byte(m.Base>>3)
	if m.HasIndex {
		p |= byte(m.Index>>3) << 1
	}
	if p != 0x40 {
		a.b = append(a.b, p)
	}
}

// intMem appends an integer instruction op of register reg and memory m.
func (a *Asm) intMem(w bool, op byte, reg Reg, m Mem) {
	a.rexMem(w, reg, m)
	a.b = append(a.b, op)
	a.modrm(uint8(reg)&7, m)
}

// MOVQ and MOVL between a register and memory (MOVL zero-extends into the 64-bit register).
func (a *Asm) MOVQLoad(src Mem, dst Reg)  { a.intMem(true, 0x8b, dst, src) }
func (a *Asm) MOVQStore(src Reg, dst Mem) { a.intMem(true, 0x89, src, dst) }
func (a *Asm) MOVLLoad(src Mem, dst Reg)  { a.intMem(false, 0x8b, dst, src) }
func (a *Asm) MOVLStore(src Reg, dst Mem) { a.intMem(false, 0x89, src, dst) }

// intRR appends a 64-bit operation op of two registers, dst op= src.
func (a *Asm) intRR(op byte, src, dst Reg) {
	a.rex(true, src, dst)
	a.b = append(a.b, op, 0xc0|byte(src&7)<<3|byte(dst&7))
}

func (a *Asm) ADDQReg(src, dst Reg) { a.intRR(0x01, src, dst) }
func (a *Asm) SUBQReg(src, dst Reg) { a.intRR(0x29, src, dst) }
func (a *Asm) XORQReg(src, dst Reg) { a.intRR(0x31, src, dst) }

// A condition of a conditional jump (its opcode's low nibble).
type Cond uint8

const (
	CondB  Cond = 0x2 // unsigned below (Go's JCS)
	CondZ  Cond = 0x4 // zero, equal (JEQ)
	CondNZ Cond = 0x5 // not zero (JNE)
	CondA  Cond = 0x7 // unsigned above (JHI)
	CondL  Cond = 0xc // signed less (JLT)
	CondG  Cond = 0xf // signed greater (JGT)
)

// JccForward appends a conditional jump whose 32-bit target is not known yet; Patch sets it.
func (a *Asm) JccForward(c Cond) (at int) {
	a.b = append(a.b, 0x0f, 0x80|byte(c), 0, 0, 0, 0)
	return len(a.b)
}

// Patch makes the jump that JccForward returned at land at the current offset.
func (a *Asm) Patch(at int) { a.PatchTo(at, len(a.b)) }

// PatchTo makes the jump that JccForward or JmpForward returned at land at the offset target,
// before or after it.
func (a *Asm) PatchTo(at, target int) {
	rel := int32(target - at)
	a.b[at-4], a.b[at-3], a.b[at-2], a.b[at-1] = byte(rel), byte(rel>>8), byte(rel>>16), byte(rel>>24)
}

// VPBROADCASTQMem copies the quadword at src to the four of Ydst.
func (a *Asm) VPBROADCASTQMem(src Mem, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x59}, dst, 0, src)
}

// VPBROADCASTDMem fills dst's eight doublewords with the one at src.
func (a *Asm) VPBROADCASTDMem(src Mem, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x58}, dst, 0, src)
}

// VSHUFPS is dst = two f32 lanes of v then two of src in each 128-bit half, as imm selects.
func (a *Asm) VSHUFPS(imm uint8, src Operand, v, dst Reg) {
	a.vex(vexOp{mmmmm: map0F, l: 1, op: 0xc6}, dst, v, src)
	a.b = append(a.b, imm)
}

// VPERMQ is dst = src's quadwords in the order imm gives (two bits a quadword, from the low).
func (a *Asm) VPERMQ(imm uint8, src Operand, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F3A, w: 1, l: 1, op: 0x00}, dst, 0, src)
	a.b = append(a.b, imm)
}

// CMPQReg compares x with y (Go's CMPQ x, y: the flags of x - y).
func (a *Asm) CMPQReg(x, y Reg) { a.intRR(0x39, y, x) }

// TESTBAL sets the flags of AL & imm.
func (a *Asm) TESTBAL(imm uint8) { a.b = append(a.b, 0xa8, imm) }

// JmpForward appends a jump whose 32-bit target is not known yet; Patch sets it.
func (a *Asm) JmpForward() (at int) {
	a.b = append(a.b, 0xe9, 0, 0, 0, 0)
	return len(a.b)
}

// VPMOVZXDQReg zero-extends Xsrc's four doublewords to the four quadwords of Ydst.
func (a *Asm) VPMOVZXDQReg(src, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x35}, dst, 0, Y(src))
}

// VPGATHERQD loads Xdst's four doublewords from base + each quadword of Yindex, where mask's
// doubleword has its sign bit set (Go's VPGATHERQD Xmask, (base)(Yindex*1), Xdst); it clears
// mask. dst, index and mask must differ, and index cannot be Y4 (its encoding means none).
func (a *Asm) VPGATHERQD(mask Reg, base, index Reg, dst Reg) {
	if index == SP {
		panic("amd64: Y4 cannot be a gather's index")
	}
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x91}, dst, mask, Mem{Base: base, Index: index, HasIndex: true})
}

// VPCMPGTD is dst = all ones in each doubleword where v > src (signed), else zero.
func (a *Asm) VPCMPGTD(src Operand, v, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0x66}, dst, v, src)
}

// VMOVMSKPS sets the integer register dst to the sign bits of Ysrc's eight doublewords.
func (a *Asm) VMOVMSKPS(src, dst Reg) {
	a.vex(vexOp{mmmmm: map0F, l: 1, op: 0x50}, dst, 0, Y(src))
}

// MOVQReg is dst = src, 64 bits.
func (a *Asm) MOVQReg(src, dst Reg) { a.intRR(0x89, src, dst) }

// ANDL and XORL with an 8-bit immediate, sign-extended, on 32 bits (the flags set by the result).
func (a *Asm) ANDLImm(imm int8, dst Reg) {
	a.rex(false, 0, dst)
	a.b = append(a.b, 0x83, 0xe0|byte(dst&7), byte(imm))
}

func (a *Asm) XORLImm(imm int8, dst Reg) {
	a.rex(false, 0, dst)
	a.b = append(a.b, 0x83, 0xf0|byte(dst&7), byte(imm))
}

// CMPQMem compares r with the quadword at m (Go's CMPQ r, m: the flags of r - m).
func (a *Asm) CMPQMem(r Reg, m Mem) { a.intMem(true, 0x3b, r, m) }

// CMPBImm compares the byte at m with the constant v.
func (a *Asm) CMPBImm(m Mem, v uint8) {
	a.intMem(false, 0x80, 7, m)
	a.b = append(a.b, v)
}

// MOVLImm stores the 32-bit constant v at m.
func (a *Asm) MOVLImm(v uint32, m Mem) {
	a.intMem(false, 0xc7, 0, m)
	a.b = append(a.b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
}

// JMP jumps to the offset target (a Len taken before).
func (a *Asm) JMP(target int) {
	if rel := target - (len(a.b) + 2); rel == int(int8(rel)) {
		a.b = append(a.b, 0xeb, byte(rel))
		return
	}
	rel := int32(target - (len(a.b) + 5))
	a.b = append(a.b, 0xe9, byte(rel), byte(rel>>8), byte(rel>>16), byte(rel>>24))
}

// VMOVMSKPD sets the integer register dst to the sign bits of Ysrc's four quadwords.
func (a *Asm) VMOVMSKPD(src, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F, l: 1, op: 0x50}, dst, 0, Y(src))
}

// intRR32 appends a 32-bit operation op of two registers, dst op= src (zero-extended).
func (a *Asm) intRR32(op byte, src, dst Reg) {
	a.rex(false, src, dst)
	a.b = append(a.b, op, 0xc0|byte(src&7)<<3|byte(dst&7))
}

// ORL, ANDL, MOVL and TESTL of two registers, on 32 bits.
func (a *Asm) ORLReg(src, dst Reg)  { a.intRR32(0x09, src, dst) }
func (a *Asm) ANDLReg(src, dst Reg) { a.intRR32(0x21, src, dst) }
func (a *Asm) MOVLReg(src, dst Reg) { a.intRR32(0x89, src, dst) }
func (a *Asm) TESTL(src, dst Reg)   { a.intRR32(0x85, src, dst) }

// group appends the one-register form /ext of opcode op on 32 bits (NOTL, NEGL, the shifts).
func (a *Asm) group(op byte, ext uint8, dst Reg) {
	a.rex(false, 0, dst)
	a.b = append(a.b, op, 0xc0|ext<<3|byte(dst&7))
}

// NOTL and NEGL of dst, on 32 bits.
func (a *Asm) NOTL(dst Reg) { a.group(0xf7, 2, dst) }
func (a *Asm) NEGL(dst Reg) { a.group(0xf7, 3, dst) }

// SHLL shifts dst left by imm on 32 bits.
func (a *Asm) SHLL(imm uint8, dst Reg) {
	a.group(0xc1, 4, dst)
	a.b = append(a.b, imm)
}

// CMPL compares dst with an immediate on 32 bits (Go's CMPL dst, $imm; 8 bits where it fits).
func (a *Asm) CMPL(dst Reg, imm int32) {
	if imm == int32(int8(imm)) {
		a.group(0x83, 7, dst)
		a.b = append(a.b, byte(imm))
		return
	}
	a.group(0x81, 7, dst)
	a.b = append(a.b, byte(imm), byte(imm>>8), byte(imm>>16), byte(imm>>24))
}

// MOVLQSXLoad loads the doubleword at src sign-extended into dst (Go's MOVLQSX).
func (a *Asm) MOVLQSXLoad(src Mem, dst Reg) { a.intMem(true, 0x63, dst, src) }

// CMOVQ copies src to dst where the last compare's flags meet c (Go's CMOVQGT and the like).
func (a *Asm) CMOVQ(c Cond, src, dst Reg) {
	a.rex(true, dst, src)
	a.b = append(a.b, 0x0f, 0x40|byte(c), 0xc0|byte(dst&7)<<3|byte(src&7))
}

// SHLQCL shifts dst left by CL (modulo 64) on 64 bits.
func (a *Asm) SHLQCL(dst Reg) {
	a.rex(true, 0, dst)
	a.b = append(a.b, 0xd3, 0xe0|byte(dst&7))
}

// IMULQLoad is dst *= the quadword at src (the low 64 bits of the product).
func (a *Asm) IMULQLoad(src Mem, dst Reg) {
	a.rexMem(true, dst, src)
	a.b = append(a.b, 0x0f, 0xaf)
	a.modrm(uint8(dst)&7, src)
}

// intMem0F appends a two-byte integer instruction 0F op of register reg and memory m.
func (a *Asm) intMem0F(w bool, op byte, reg Reg, m Mem) {
	a.rexMem(w, reg, m)
	a.b = append(a.b, 0x0f, op)
	a.modrm(uint8(reg)&7, m)
}

// The byte and word loads, zero-extended (on 32 bits, which clears the upper half) or
// sign-extended into the 64-bit dst (Go's MOVBLZX, MOVWLZX, MOVBQSX, MOVWQSX).
func (a *Asm) MOVBLZXLoad(src Mem, dst Reg) { a.intMem0F(false, 0xb6, dst, src) }
func (a *Asm) MOVWLZXLoad(src Mem, dst Reg) { a.intMem0F(false, 0xb7, dst, src) }
func (a *Asm) MOVBQSXLoad(src Mem, dst Reg) { a.intMem0F(true, 0xbe, dst, src) }
func (a *Asm) MOVWQSXLoad(src Mem, dst Reg) { a.intMem0F(true, 0xbf, dst, src) }

// MOVBStore stores src's low byte at dst; src is AX, CX, DX or BX, or R8 to R15 (without a REX
// prefix, SP to DI would name AH to BH).
func (a *Asm) MOVBStore(src Reg, dst Mem) {
	if src >= SP && src <= DI {
		panic("amd64: a byte store of SP to DI needs a REX prefix")
	}
	a.intMem(false, 0x88, src, dst)
}

// MOVWStore stores src's low word at dst.
func (a *Asm) MOVWStore(src Reg, dst Mem) {
	a.b = append(a.b, 0x66) // (the operand-size prefix goes before REX)
	a.intMem(false, 0x89, src, dst)
}

// VPGATHERQQ loads Ydst's four quadwords from base + each quadword of Yindex, where mask's
// quadword has its sign bit set (Go's VPGATHERQQ Ymask, (base)(Yindex*1), Ydst); it clears
// mask. dst, index and mask must differ, and index cannot be Y4.
func (a *Asm) VPGATHERQQ(mask Reg, base, index Reg, dst Reg) {
	if index == SP {
		panic("amd64: Y4 cannot be a gather's index")
	}
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, w: 1, l: 1, op: 0x91}, dst, mask, Mem{Base: base, Index: index, HasIndex: true})
}

// VPMOVSXDQReg sign-extends Xsrc's four doublewords into Ydst's quadwords.
func (a *Asm) VPMOVSXDQReg(src, dst Reg) {
	a.vex(vexOp{pp: pp66, mmmmm: map0F38, l: 1, op: 0x25}, dst, 0, Y(src))
}
