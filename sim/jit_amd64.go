//go:build amd64 && linux

package sim

import (
	"os"
	"runtime"

	"cudasim/sim/internal/amd64"
)

// Compiled runs (docs/engine-performance.md, eighth pass): each opRun of the fast code becomes
// machine code that runs the whole run on a whole warp, four lanes (one YMM register) at a time,
// so that a run costs one call and no dispatch per member. runALU calls it where exec runs the
// whole run; everything else is interpreted as before.

// compiledRuns turns the compiler on; CUDASIM_ENGINE=interpreted turns it off, leaving the rest
// of the fast engine (tests turn it off to compare with the interpreted runs).
var compiledRuns = os.Getenv("CUDASIM_ENGINE") != "interpreted"

// callRun runs the compiled code at code on the register file that starts at regs
// (jit_amd64.s).
//
//go:noescape
func callRun(code uintptr, regs *[32]uint64)

// jitCode is a kernel's compiled runs: one mapping, each run at the offset its opRun's x[3]
// holds, plus one.
type jitCode struct {
	code *amd64.Code
}

// runCompiled runs the compiled run whose opRun is in on the warp's registers.
func (w *warp) runCompiled(in *inst) {
	callRun(w.cta.k.jit.code.Addr(int(in.x[3]-1)), &w.r[0])
}

// compileRuns compiles the runs of fast (k.fast) and sets each opRun's x[3] to its code's offset
// plus one (0: interpreted).
func (k *Kernel) compileRuns(fast []inst) {
	k.jit = nil
	if !compiledRuns || !haveLaneVector || k.nslots<<8 > 1<<31-256 {
		return
	}
	var a amd64.Asm
	var offs []int
	var pcs []int
	for pc := range fast {
		in := &fast[pc]
		if in.op != opRun {
			continue
		}
		offs = append(offs, a.Len())
		pcs = append(pcs, pc)
		compileRun(&a, fast[pc:pc+int(in.x[1])])
	}
	if len(pcs) == 0 {
		return
	}
	code, err := amd64.Map(a.Bytes())
	if err != nil {
		return // the runs stay interpreted
	}
	for i, pc := range pcs {
		fast[pc].x[3] = int32(offs[i] + 1)
	}
	k.jit = &jitCode{code: code}
	runtime.AddCleanup(k, func(c *amd64.Code) { c.Unmap() }, code)
}

// The YMM registers of a run's body: PTX registers are cached in Y0-Y8, Y9-Y11 are temporaries,
// Y12-Y15 constants made once before the loop.
const (
	jitCached  = 9
	jitT0      = 9
	jitT1      = 10
	jitT2      = 11
	jitLow     = 12 // 0x00000000ffffffff in each quadword: a 32-bit result zero-extended
	jitNaN     = 13 // 0x7fffffff in each doubleword: PTX's canonical f32 NaN
	jitRot31   = 14 // 31 in each doubleword: a rotate's count
	jitRot32   = 15 // 32 in each doubleword
	jitRegsOff = amd64.DI
	jitChunk   = amd64.CX // the byte offset of the four lanes the body runs on: 0, 32, ... 224
)

// ymmCache keeps PTX registers in YMM registers for the body of one chunk: a register is loaded
// at its first read, stays to the end of the body unless evicted (least recently used, stored
// if written), and every written one is stored at the end.
type ymmCache struct {
	a      *amd64.Asm
	slot   [jitCached]int32 // the PTX register held, -1 for none
	dirty  [jitCached]bool
	used   [jitCached]int
	pinned [jitCached]bool
	clock  int
}

func (c *ymmCache) mem(slot int32) amd64.Mem {
	return amd64.Mem{Base: jitRegsOff, Index: jitChunk, HasIndex: true, Disp: slot << 8}
}

func (c *ymmCache) find(slot int32) int {
	for i, s := range c.slot {
		if s == slot {
			return i
		}
	}
	return -1
}

// take finds a YMM register for a new value: a free one, else the least recently used that the
// current instruction does not use, stored first if written.
func (c *ymmCache) take() int {
	best := -1
	for i, s := range c.slot {
		if s < 0 {
			return i
		}
		if !c.pinned[i] && (best < 0 || c.used[i] < c.used[best]) {
			best = i
		}
	}
	if c.dirty[best] {
		c.a.VMOVDQUStore(amd64.Reg(best), c.mem(c.slot[best]))
	}
	c.slot[best], c.dirty[best] = -1, false
	return best
}

func (c *ymmCache) touch(i int) amd64.Reg {
	c.clock++
	c.used[i], c.pinned[i] = c.clock, true
	return amd64.Reg(i)
}

// src is the YMM register holding PTX register slot's four lanes.
func (c *ymmCache) src(slot int32) amd64.Reg {
	i := c.find(slot)
	if i < 0 {
		i = c.take()
		c.a.VMOVDQU(c.mem(slot), amd64.Reg(i))
		c.slot[i] = slot
	}
	return c.touch(i)
}

// dst is the YMM register an instruction writes PTX register slot into; take its sources first
// (a source of the same register shares it: each form writes dst last).
func (c *ymmCache) dst(slot int32) amd64.Reg {
	i := c.find(slot)
	if i < 0 {
		i = c.take()
		c.slot[i] = slot
	}
	c.dirty[i] = true
	return c.touch(i)
}

func (c *ymmCache) unpin() { c.pinned = [jitCached]bool{} }

// flush stores every written register.
func (c *ymmCache) flush() {
	for i, s := range c.slot {
		if s >= 0 && c.dirty[i] {
			c.a.VMOVDQUStore(amd64.Reg(i), c.mem(s))
		}
	}
}

// compileRun appends the code of one run: the constants its members need, then a loop over the
// eight chunks of four lanes whose body runs every member, then VZEROUPPER and RET.
func compileRun(a *amd64.Asm, run []inst) {
	var need [16]bool
	for i := range run {
		switch run[i].x[2] {
		case 9, 10, 11: // shifts
			need[jitLow] = true
		case 16, 17, 18: // f32
			need[jitLow], need[jitNaN] = true, true
		case 19, 20: // rotates
			need[jitLow], need[jitRot31], need[jitRot32] = true, true, true
		}
	}
	for r, on := range need {
		if !on {
			continue
		}
		y := amd64.Reg(r)
		a.VPCMPEQD(amd64.Y(y), y, y) // all ones
		switch r {
		case jitLow:
			a.VPSRLQ(32, y, y)
		case jitNaN:
			a.VPSRLD(1, y, y)
		case jitRot31:
			a.VPSRLD(27, y, y)
		case jitRot32:
			a.VPSRLD(31, y, y)
			a.VPSLLD(5, y, y)
		}
	}
	a.XORL(jitChunk, jitChunk)
	top := a.Len()
	c := &ymmCache{a: a}
	for i := range c.slot {
		c.slot[i] = -1
	}
	for i := range run {
		compileMember(c, &run[i])
		c.unpin()
	}
	c.flush()
	a.ADDQ(32, jitChunk)
	a.CMPQ(jitChunk, 256)
	a.JNE(top)
	a.VZEROUPPER()
	a.RET()
}

// oneInstr has the members that are one instruction, dst = v op src, by runKinds entry.
var oneInstr = [...]func(a *amd64.Asm, src amd64.Operand, v, dst amd64.Reg){
	2: (*amd64.Asm).VPADDQ, 3: (*amd64.Asm).VPSUBQ, 6: (*amd64.Asm).VPAND, 7: (*amd64.Asm).VPOR,
	8: (*amd64.Asm).VPXOR, 12: (*amd64.Asm).VPMULDQ, 13: (*amd64.Asm).VPMULUDQ,
}

// compileMember appends one member's code for four lanes: what runALU's lane kernel of its kind
// (in.x[2], runKinds) computes, bit for bit in all 64 bits of each lane.
func compileMember(c *ymmCache, in *inst) {
	a := c.a
	Y := func(r amd64.Reg) amd64.Operand { return amd64.Y(r) }
	switch in.x[2] {
	case 1: // opMov
		s := c.src(in.a)
		a.VMOVDQU(Y(s), c.dst(in.d))
	case 2, 3, 6, 7, 8, 12, 13: // two-source integer operations of one instruction
		x, y := c.src(in.a), c.src(in.b)
		oneInstr[in.x[2]](a, Y(y), x, c.dst(in.d))
	case 4, 5, 21: // mul.lo, mad.lo; mad.lo of uniform factors is the same per lane in a whole warp
		x, y := c.src(in.a), c.src(in.b)
		var z amd64.Reg
		if in.x[2] != 4 {
			z = c.src(in.c)
		}
		d := c.dst(in.d)
		// The low 64 bits of x*y from three 32x32-bit products: lo*lo + (hi*lo + lo*hi)<<32.
		a.VPSRLQ(32, x, jitT0)
		a.VPSRLQ(32, y, jitT1)
		a.VPMULUDQ(Y(y), jitT0, jitT0)
		a.VPMULUDQ(Y(jitT1), x, jitT1)
		a.VPADDQ(Y(jitT1), jitT0, jitT0)
		a.VPSLLQ(32, jitT0, jitT0)
		a.VPMULUDQ(Y(y), x, jitT1)
		if in.x[2] == 4 {
			a.VPADDQ(Y(jitT0), jitT1, d)
			break
		}
		a.VPADDQ(Y(jitT0), jitT1, jitT1)
		a.VPADDQ(Y(z), jitT1, d)
	case 9: // shl: a << uint32(b), 0 from 64 up
		x, y := c.src(in.a), c.src(in.b)
		d := c.dst(in.d)
		a.VPAND(Y(y), jitLow, jitT0)
		a.VPSLLVQ(Y(jitT0), x, d)
	case 10, 11: // shr.u32, shr.s32 of the low words, zero-extended
		x, y := c.src(in.a), c.src(in.b)
		d := c.dst(in.d)
		if in.x[2] == 10 {
			a.VPSRLVD(Y(y), x, jitT0)
		} else {
			a.VPSRAVD(Y(y), x, jitT0)
		}
		a.VPAND(Y(jitLow), jitT0, d)
	case 14, 15: // cvta: a + the window's offset, or minus it
		imm := uint64(in.imm)
		if in.x[2] == 15 {
			imm = -imm
		}
		x := c.src(in.a)
		d := c.dst(in.d)
		a.MOVQ(imm, amd64.AX)
		a.VMOVQ(amd64.AX, jitT0)
		a.VPBROADCASTQ(jitT0, jitT0)
		a.VPADDQ(Y(jitT0), x, d)
	case 16, 17, 18: // add.f32, sub.f32, mul.f32 (round to nearest): a NaN made canonical, zero-extended
		x, y := c.src(in.a), c.src(in.b)
		d := c.dst(in.d)
		switch in.x[2] {
		case 16:
			a.VADDPS(Y(y), x, jitT0)
		case 17:
			a.VSUBPS(Y(y), x, jitT0)
		default:
			a.VMULPS(Y(y), x, jitT0)
		}
		a.VCMPPS(3, Y(jitT0), jitT0, jitT1) // unordered: NaN
		a.VBLENDVPS(jitT1, Y(jitNaN), jitT0, jitT0)
		a.VPAND(Y(jitLow), jitT0, d)
	case 19, 20: // the rotates: the low word of a rotated by n mod 32, zero-extended
		x, n := c.src(in.a), c.src(in.c)
		d := c.dst(in.d)
		a.VPAND(Y(n), jitRot31, jitT0)
		a.VPSUBD(Y(jitT0), jitRot32, jitT1)
		if in.x[2] == 19 {
			a.VPSLLVD(Y(jitT0), x, jitT0)
			a.VPSRLVD(Y(jitT1), x, jitT1)
		} else {
			a.VPSRLVD(Y(jitT0), x, jitT0)
			a.VPSLLVD(Y(jitT1), x, jitT1)
		}
		a.VPOR(Y(jitT1), jitT0, jitT0)
		a.VPAND(Y(jitLow), jitT0, d)
	case 22: // not
		x := c.src(in.a)
		d := c.dst(in.d)
		a.VPCMPEQD(Y(jitT0), jitT0, jitT0)
		a.VPXOR(Y(jitT0), x, d)
	default:
		panic("compileMember: " + opInfo[in.op].name) // planRuns admits only runOp instructions
	}
}
