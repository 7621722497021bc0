package sim

import (
	"math"
	"strings"

	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// src resolves a source operand to a slot.
func (c *compiler) src(o ptx.Operand, ty string) int32 {
	s := c.srcNoUse(o, ty)
	c.pending = append(c.pending, s)
	return s
}

func (c *compiler) srcNoUse(o ptx.Operand, ty string) int32 {
	switch o.Kind {
	case ptx.OpdInt, ptx.OpdFloat:
		return c.constSlot(immBits(o, ty))
	case ptx.OpdReg:
		if o.Neg {
			c.failf("negated operand -%s is not supported", o.Name)
		}
		if sr, ok := c.sreg(o); ok {
			t := c.tempSlot()
			c.emitTemp(inst{op: opSreg, d: t, aux: uint32(sr)})
			return t
		}
		s, ok := c.lookup(o.Name)
		if !ok {
			c.failf("undefined identifier %s", o.Name)
		}
		switch s.kind {
		case sReg:
			return s.slot + c.comp(o, s)
		case sPred:
			t := c.tempSlot()
			c.emitTemp(inst{op: opRegFromPred, d: t, a: s.slot})
			return t
		case sGlobal:
			if narrowType(ty) {
				c.wideResult = true // (wideResults)
			}
			if o.Int != 0 {
				t := c.tempSlot()
				c.emitTemp(inst{op: opCvtaToGen, d: t, a: c.symSlot(s.name), imm: o.Int})
				return t
			}
			return c.symSlot(s.name)
		case sShared:
			t := c.tempSlot()
			c.emitTemp(inst{op: opCvtaToGen, d: t, a: c.k.baseSlot, imm: s.off + o.Int})
			return t
		case sDynShared:
			if o.Int != 0 {
				t := c.tempSlot()
				c.emitTemp(inst{op: opCvtaToGen, d: t, a: c.k.dynSlot, imm: o.Int})
				return t
			}
			return c.k.dynSlot
		case sLocal:
			t := c.tempSlot()
			c.emitTemp(inst{op: opLocalAddr, d: t, imm: s.off + o.Int})
			return t
		case sFunc:
			c.function(s.name)
			return c.constSlot(funcPtrBase | uint64(c.funcIdx[s.name]))
		case sPVar:
			if s.n == 1 {
				return s.slot
			}
			c.failf("the address of parameter %s is not supported", o.Name)
		case sKParam:
			// The address of a kernel parameter, in the .param space (cvta.param makes it generic).
			return c.constSlot(uint64(s.off + o.Int))
		}
	case ptx.OpdSink:
		c.failf("'_' used as a source")
	}
	c.failf("unsupported operand")
	return 0
}

func (c *compiler) comp(o ptx.Operand, s symbol) int32 {
	if o.Comp == "" {
		return 0
	}
	i := strings.Index("xyzw", o.Comp)
	if i < 0 {
		i = strings.Index("rgba", o.Comp)
	}
	if i < 0 || len(o.Comp) != 1 || int32(i) >= max(s.n, 1) {
		c.failf("bad vector component .%s", o.Comp)
	}
	return int32(i)
}

// dst resolves a destination register.
func (c *compiler) dst(o ptx.Operand) int32 {
	switch o.Kind {
	case ptx.OpdSink:
		return slotSink
	case ptx.OpdReg:
		s, ok := c.lookup(o.Name)
		if !ok {
			c.failf("undefined register %s", o.Name)
		}
		switch s.kind {
		case sReg:
			return s.slot + c.comp(o, s)
		case sPVar:
			if s.n == 1 {
				return s.slot
			}
		}
		c.failf("%s is not a register", o.Name)
	}
	c.failf("destination must be a register")
	return 0
}

// pred resolves a predicate operand.
func (c *compiler) pred(o ptx.Operand) int32 {
	if o.Kind == ptx.OpdSink {
		c.npreds++
		return c.npreds - 1
	}
	if o.Kind != ptx.OpdReg {
		c.failf("expected a predicate")
	}
	s, ok := c.lookup(o.Name)
	if !ok || s.kind != sPred {
		c.failf("%s is not a predicate", o.Name)
	}
	return s.slot
}

func (c *compiler) isPred(o ptx.Operand) bool {
	if o.Kind != ptx.OpdReg {
		return false
	}
	s, ok := c.lookup(o.Name)
	return ok && s.kind == sPred
}

var sregNames = map[string]int{
	"%tid": sregTidX, "%ntid": sregNtidX, "%ctaid": sregCtaidX, "%nctaid": sregNctaidX,
	"%laneid": sregLaneid, "%warpid": sregWarpid, "%nwarpid": sregNwarpid, "%smid": sregSmid,
	"%nsmid": sregNsmid, "%gridid": sregGridid, "%lanemask_eq": sregLanemaskEq,
	"%lanemask_le": sregLanemaskLe, "%lanemask_lt": sregLanemaskLt, "%lanemask_ge": sregLanemaskGe,
	"%lanemask_gt": sregLanemaskGt, "%clock": sregClock, "%clock64": sregClock64,
	"%globaltimer": sregGlobaltimer, "%globaltimer_lo": sregGlobaltimerLo, "%dynamic_smem_size": sregDynSmem,
	"%total_smem_size": sregTotalSmem, "%clock_hi": sregClockHi, "%globaltimer_hi": sregGlobaltimerHi,
	"%cluster_ctarank": sregClusterCtarank, "%cluster_nctarank": sregClusterNctarank,
	"%clusterid": sregClusteridX, "%nclusterid": sregNclusteridX, "%cluster_ctaid": sregClusterCtaidX,
	"%cluster_nctaid": sregClusterNctaidX, "%is_explicit_cluster": sregIsExplicitCluster,
}

func (c *compiler) sreg(o ptx.Operand) (int, bool) {
	base, ok := sregNames[o.Name]
	if !ok {
		switch o.Name {
		case "%envreg1":
			return sregEnvreg1, true
		case "%envreg2":
			return sregEnvreg2, true
		case "%current_graph_exec":
			return sregCurrentGraphExec, true
		case "%aggr_smem_size":
			return sregAggrSmem, true
		case "%reserved_smem_offset_end":
			return sregReservedEnd, true
		case "%reserved_smem_offset_cap":
			return sregReservedCap, true
		}
		// %reserved_smem_offset_begin/_0/_1 read 0 on the H200 (probe explore24-c, s_sreg);
		// the other %envreg and the %pm counters are not modelled: 0.
		if strings.HasPrefix(o.Name, "%envreg") || strings.HasPrefix(o.Name, "%pm") ||
			strings.HasPrefix(o.Name, "%reserved_smem") {
			return sregZero, true
		}
		return 0, false
	}
	if base >= sregClusterCtarank {
		c.k.clusters = true
	}
	switch base {
	case sregTidX, sregNtidX, sregCtaidX, sregNctaidX, sregClusteridX, sregNclusteridX, sregClusterCtaidX, sregClusterNctaidX:
		switch o.Comp {
		case "x", "":
		case "y":
			base++
		case "z":
			base += 2
		case "w":
			return sregZero, true
		default:
			c.failf("bad component %s.%s", o.Name, o.Comp)
		}
	}
	return base, true
}

// immBits encodes an immediate for an instruction type.
func immBits(o ptx.Operand, ty string) uint64 {
	switch o.Kind {
	case ptx.OpdInt:
		switch ty {
		case "f32":
			return uint64(math.Float32bits(float32(o.Int)))
		case "f64":
			return math.Float64bits(float64(o.Int))
		}
		return uint64(o.Int)
	case ptx.OpdFloat:
		switch ty {
		case "f64":
			if o.Single {
				return math.Float64bits(float64(math.Float32frombits(uint32(o.Bits))))
			}
			return o.Bits
		case "f16", "bf16", "f16x2", "bf16x2":
			if o.Single {
				f := math.Float32frombits(uint32(o.Bits))
				if ty == "bf16" || ty == "bf16x2" {
					return uint64(fp.F32ToBF16(f, fp.RN))
				}
				return uint64(fp.F32ToF16(f, fp.RN))
			}
			return o.Bits
		default:
			if o.Single {
				return o.Bits
			}
			if ty == "f32" || typeSize(ty) == 4 {
				return uint64(math.Float32bits(float32(math.Float64frombits(o.Bits))))
			}
			return o.Bits
		}
	}
	return 0
}

func typeSize(t string) int { return ptx.TypeSize(t) }

// mods is an instruction's modifiers, classified.
type mods struct {
	types    []string
	rnd      string // rn rz rm rp
	irnd     string // rni rzi rmi rpi
	ftz, sat bool
	approx   bool
	full     bool
	space    string
	vec      int
	cmp      string
	boolop   string
	words    map[string]bool
}

var cmpNames = map[string]int{"eq": cmpEQ, "ne": cmpNE, "lt": cmpLT, "le": cmpLE, "gt": cmpGT, "ge": cmpGE,
	"lo": cmpLO, "ls": cmpLS, "hi": cmpHI, "hs": cmpHS, "equ": cmpEQU, "neu": cmpNEU, "ltu": cmpLTU,
	"leu": cmpLEU, "gtu": cmpGTU, "geu": cmpGEU, "num": cmpNUM, "nan": cmpNAN}

func classify(in *ptx.Instr) mods {
	var m mods // words stays nil (reads as empty) until one is set: most instructions have none
	// types is a piece of in.Mods while the types stand side by side there (they almost always
	// do), capped so that nothing can write into the instruction: no allocation per instruction.
	typesAt := -1
	for i, w := range in.Mods {
		switch {
		case typeSize(w) != 0 && w != "pred" || w == "pred":
			switch n := len(m.types); {
			case n == 0:
				m.types, typesAt = in.Mods[i:i+1:i+1], i
			case typesAt >= 0 && i == typesAt+n:
				m.types = in.Mods[typesAt : i+1 : i+1]
			default:
				m.types, typesAt = append(m.types[:n:n], w), -1
			}
		case w == "rn" || w == "rz" || w == "rm" || w == "rp":
			m.rnd = w
		case w == "rni" || w == "rzi" || w == "rmi" || w == "rpi":
			m.irnd = w
		case w == "ftz":
			m.ftz = true
		case w == "sat":
			m.sat = true
		case w == "approx":
			m.approx = true
		case w == "full":
			m.full = true
		case isStateSpace(w):
			m.space, _, _ = strings.Cut(w, "::")
		case w == "v2":
			m.vec = 2
		case w == "v4":
			m.vec = 4
		case w == "v8":
			m.vec = 8
		default:
			if _, ok := cmpNames[w]; ok && m.cmp == "" && (in.Opcode == "setp" || in.Opcode == "set") {
				m.cmp = w
			} else if (w == "and" || w == "or" || w == "xor") && (in.Opcode == "setp" || in.Opcode == "set") {
				m.boolop = w
			} else {
				if m.words == nil {
					m.words = make(map[string]bool, 2)
				}
				m.words[w] = true
			}
		}
	}
	return m
}

// isStateSpace reports whether the modifier w names a state space classify keeps (.global,
// .shared::cta, ...): cut only for the modifiers the cheaper tests before it left.
func isStateSpace(w string) bool {
	base, _, _ := strings.Cut(w, "::")
	return base == "global" || base == "shared" || base == "local" || base == "param" || base == "const"
}

func (m *mods) typ() string {
	if len(m.types) == 0 {
		return ""
	}
	return m.types[len(m.types)-1]
}

func rounding(s string) fp.Rounding {
	switch s {
	case "rz", "rzi":
		return fp.RZ
	case "rm", "rmi":
		return fp.RM
	case "rp", "rpi":
		return fp.RP
	}
	return fp.RN
}

var itypes = map[string]int{"u8": tU8, "u16": tU16, "u32": tU32, "u64": tU64, "s8": tS8, "s16": tS16,
	"s32": tS32, "s64": tS64, "b8": tU8, "b16": tU16, "b32": tU32, "b64": tU64}

func isFloatType(t string) bool {
	switch t {
	case "f32", "f64", "f16", "bf16", "f16x2", "bf16x2":
		return true
	}
	return false
}
