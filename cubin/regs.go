package cubin

import (
	"math/bits"
	"slices"

	"cudasim/sim/ptx"
)

// Register estimate for kernels loaded from PTX.
//
// The real driver reports, as CU_FUNC_ATTRIBUTE_NUM_REGS, the registers
// ptxas allocated when it compiled the kernel's PTX to SASS. cudasim runs
// the PTX and allocates nothing, so for PTX it estimates the number the same
// way a register allocator starts: the most 32-bit register units live at
// once in the kernel's PTX (a 64-bit register counts two, predicates none),
// from a liveness analysis over the kernel's control flow, and over every
// device function it calls. docs/cooperative.md compares the estimate with
// what the H200 reported for 140 kernels (testdata/reference/coop/regs.txt)
// and the H100 for 17,726 (testdata/reference/regs36).

// The estimate is the peak live units plus regBase (ptxas's own registers:
// address temporaries, the stack pointer), doubled for PTX compiled with
// -G (`.target ..., debug`: ptxas does not optimise it), at least
// regCallMin for a kernel that calls functions defined outside the module
// (the call ABI reserves registers; ptxas inlines the module's own
// functions: the H200 gave 10 to 12 registers to small kernels calling
// them), at least regMin, and regNone for a kernel with nothing live. That
// pressure becomes a count as ptxas allocates (allocated). regBase, regHoist
// and regSqueeze were fitted to half of the H100's 17,726 CUB and Thrust kernels
// (testdata/reference/regs36; TestRegisterCorpus reports both halves),
// the rest to the H200's (TestRegisterEstimate).
const (
	regBase    = 6
	regMin     = 8
	regNone    = 4 // a kernel with no register live: the H100 gave 4 to all 347 such kernels of regs36
	regSqueeze = 4 // a pressure this far above a step of the occupancy is fitted into it (allocated)
	regCallMin = 24
	regMax     = 255
	regJITMin  = 24 // CU_JIT_MAX_REGISTERS below this still gives 24 (measured: 16 -> 24)
	regHoist   = 16 // the global loads of a basic block ptxas issues first (hoistedLoads)
	// regLoopLoads: the global loads that make a loop streaming for loopHeld.
	regLoopLoads = 16
)

// EstimateRegisters estimates the registers ptxas would allocate for
// kernel f of module m, capped at maxRegs when that is positive
// (CU_JIT_MAX_REGISTERS), at the kernel's .maxnreg, and at what lets a
// block of its .maxntid (or .reqntid) threads, .minnctapersm blocks of them,
// fit a multiprocessor (threadsLimit).
func EstimateRegisters(m *ptx.Module, f *ptx.Function, maxRegs int) int {
	n, _ := estimateRegisters(m, f, maxRegs, false)
	return n
}

// EstimateRelocatableRegisters is EstimateRegisters for a relocatable compile (ptxas -c), the one
// the driver's linker makes of PTX given to cuLinkAddData (the H100's linker gave each of 12,722
// CUB kernels what CUDA 13.0's ptxas -c gives: testdata/reference/reloc38). Such a compile sets a
// kernel with a block bound (.maxntid or .reqntid) no occupancy target: it allocates as for the
// same kernel with .minnctapersm 1 (95 % of the bounded kernels the same count, against 60 % for
// the whole compile; docs/cooperative.md, "Relocatable compiles"). So the estimate of such a
// kernel fits its pressure into no step of the occupancy (allocated) and counts in full the
// values a streaming loop reads (loopHeld).
func EstimateRelocatableRegisters(m *ptx.Module, f *ptx.Function, maxRegs int) int {
	n, _ := estimateRegisters(m, f, maxRegs, true)
	return n
}

// estimateRegisters is EstimateRegisters, and whether a limit lowered the
// estimate: ptxas then allocates the limit (the H200 reported
// CU_JIT_MAX_REGISTERS 25..128 for a kernel that takes 72 without one:
// testdata/reference/occ12, section jit), a count as good as measured.
// relocatable: the compile is relocatable (EstimateRelocatableRegisters).
func estimateRegisters(m *ptx.Module, f *ptx.Function, maxRegs int, relocatable bool) (int, bool) {
	threads := blockBound(f)
	untargeted := relocatable && threads > 0 // no occupancy target (EstimateRelocatableRegisters)
	peak := 0
	calls := false // calls of functions defined elsewhere (vprintf, the device runtime): ptxas inlines the module's own
	defined := map[string]bool{}
	for _, g := range m.Functions {
		defined[g.Name] = g.HasBody
	}
	for _, g := range m.Reachable(f) {
		pk, callees := livePeak(g, untargeted)
		peak = max(peak, pk)
		for _, c := range callees {
			calls = calls || !defined[c]
		}
	}
	if slices.Contains(m.Targets, "debug") {
		peak *= 2
	}
	n := max(peak+regBase, regMin)
	if peak == 0 {
		n = regNone
	}
	if calls {
		n = max(n, regCallMin)
	}
	n = min(n, regMax)
	limit := regLimit(f, maxRegs)
	if n >= limit && limit < regMax {
		return limit, true
	}
	return min(allocated(n, threads, !untargeted), limit), false
}

// allocated is the count ptxas reports for a kernel whose pressure is n registers, as the H100
// allocated them for the kernels of testdata/reference/regs36. A warp's registers come in units
// of 256 (8 a thread), so ptxas rounds a count above 32 up to a whole unit, which costs no
// occupancy (889 kernels have 40, 27 have 41); below 32, where a multiprocessor holds its most
// warps anyway, it gives mostly even counts (1,064 have 12, 81 have 13). And it fits a pressure
// a little above what would let one more block share a multiprocessor into that count (1,574
// have 32, 61 have 33): for a kernel whose blocks have at most threads threads (.maxntid or
// .reqntid), at each such step of the occupancy of such blocks; for one without, at 32 only.
// Without an occupancy target (target false: a relocatable compile of a kernel with a block
// bound) it fits nothing.
func allocated(n, threads int, target bool) int {
	if n <= 32 {
		return n + n&1
	}
	if !target {
		return min((n+7)/8*8, regMax)
	}
	if threads == 0 && n <= 32+regSqueeze {
		n = 32
	}
	for r := n - 1; threads > 0 && r >= max(32, n-regSqueeze); r-- {
		if blocksFitting(r, threads) > blocksFitting(n, threads) {
			n = r
			break
		}
	}
	return min((n+7)/8*8, regMax)
}

// warpsFitting is the most warps of regs registers a thread one multiprocessor holds: a warp
// takes its registers in units of 256 from one of four quadrants of 16 K (docs/cooperative.md).
func warpsFitting(regs int) int {
	return 4 * (16384 / ((regs*32 + 255) / 256 * 256))
}

// blocksFitting is the most blocks of threads threads, regs registers each, one multiprocessor
// holds (at most 32 blocks and 64 warps: driver/occupancy.go's blocksPerSM without shared memory).
func blocksFitting(regs, threads int) int {
	warps := (threads + 31) / 32
	return min(32, min(64, warpsFitting(regs))/warps)
}

// regLimit is the most registers ptxas gives f: regMax, lowered by its .maxnreg, by what its
// block bound (.maxntid or .reqntid, with .minnctapersm) leaves a thread, and by a load's
// CU_JIT_MAX_REGISTERS (maxRegs; 0 when not given).
func regLimit(f *ptx.Function, maxRegs int) int {
	limit := regMax
	if f.MaxNReg > 0 {
		limit = min(limit, max(int(f.MaxNReg), regJITMin))
	}
	if t := blockBound(f); t > 0 {
		limit = min(limit, threadsLimit(t, max(int(f.MinNCTAPerSM), 1)))
	}
	if maxRegs > 0 {
		limit = min(limit, max(maxRegs, regJITMin))
	}
	return limit
}

// blockBound is the most threads a block of f may have by its directives:
// .maxntid, else .reqntid; 0 when it has neither.
func blockBound(f *ptx.Function) int {
	d := f.MaxNTID
	if d[0] == 0 {
		d = f.ReqNTID
	}
	if d[0] == 0 {
		return 0
	}
	return int(d[0]) * int(max(d[1], 1)) * int(max(d[2], 1))
}

// threadsLimit is the most registers a thread may have so that blocks
// blocks of threads threads fit one multiprocessor: a warp takes its
// registers in units of 256 from one of four quadrants of 16 K
// (docs/cooperative.md). ptxas compiles a kernel with .maxntid or .reqntid
// (and .minnctapersm) within it: ptxas 11.8 here gives 64 registers for
// .maxntid 1024 and for .maxntid 256 with .minnctapersm 4, 32 with 8.
func threadsLimit(threads, blocks int) int {
	warps := blocks * ((threads + 31) / 32)
	for r := regMax; r > regJITMin; r-- {
		if warpsFitting(r) >= warps {
			return r
		}
	}
	return regJITMin
}

// livePeak returns the most register units live at once in g, its hoisted
// loads' included, and the functions g calls; untargeted for a compile without an occupancy
// target (EstimateRelocatableRegisters), which keeps the values a streaming loop reads (loopHeld).
func livePeak(g *ptx.Function, untargeted bool) (int, []string) {
	l := ptx.Live(g)
	// In half units: a register ptxas can recompute where it is used (rematerializable) counts
	// half, unless a compile without an occupancy target keeps it for a streaming loop.
	weight := make([]int, len(l.Units))
	remat := rematerializable(l.Code, l.Index)
	var held map[int]bool
	if untargeted {
		held = loopHeld(g, l)
	}
	for i, u := range l.Units {
		weight[i] = 2 * u
		if remat[i] && !held[i] {
			weight[i] = u
		}
	}
	// A global load ptxas issues early (hoistedLoads) holds its value from its block's start.
	starts, hoisted := hoistedLoads(g, l)
	peak, early := 0, 0
	for k := range l.In {
		if starts[k] {
			early = 0
			for j := k; j < len(l.In) && (j == k || !starts[j]); j++ {
				early += hoisted[j]
			}
		}
		u := early
		for w, x := range l.In[k] {
			for x != 0 {
				b := bits.TrailingZeros64(x)
				x &= x - 1
				u += weight[w*64+b]
			}
		}
		peak = max(peak, u)
		early -= hoisted[k]
	}
	return (peak + 1) / 2, l.Callees
}

// hoistedLoads returns which instructions of l begin a basic block and, per instruction, the
// half units of the registers it loads when it is one of its block's first regHoist global
// loads whose address is ready where the block begins: ptxas issues such loads first, their
// values live from there (the H100 gave 41 registers to a Thrust kernel whose PTX loads 32
// bytes one by one, adding each before loading the next, 18 live). A block begins at a label
// and after a branch, a barrier, a fence, an atomic or a call, which no load passes.
func hoistedLoads(g *ptx.Function, l *ptx.Liveness) (starts []bool, units []int) {
	n := len(l.Code)
	starts, units = make([]bool, n+1), make([]int, n)
	starts[0] = true
	body, _ := g.Stmts()
	k := 0
	for _, st := range body {
		switch {
		case st.Kind == ptx.StmtLabel:
			starts[k] = true
		case st.Kind == ptx.StmtInstr:
			starts[k+1] = starts[k+1] || blockEnds[st.Instr.Opcode]
			k++
		}
	}
	written := map[int]bool{}
	loads := 0
	for k, in := range l.Code {
		if starts[k] {
			clear(written)
			loads = 0
		}
		if in.Opcode == "ld" && in.Guard == "" && loads < regHoist && globalOrGeneric(in.Mods) && len(in.Operands) > 1 &&
			!slices.ContainsFunc(in.Operands[1:], func(o ptx.Operand) bool { i, ok := l.Index[o.Name]; return ok && written[i] }) {
			loads++
			for _, d := range append([]ptx.Operand{in.Operands[0]}, in.Operands[0].Elems...) {
				if i, ok := l.Index[d.Name]; ok {
					units[k] += 2 * l.Units[i]
				}
			}
		}
		if ptx.WritesFirst(in) {
			for _, d := range append([]ptx.Operand{in.Operands[0]}, in.Operands[0].Elems...) {
				if i, ok := l.Index[d.Name]; ok {
					written[i] = true
				}
			}
		}
	}
	return starts[:n], units
}

// blockEnds are the opcodes after which a basic block ends for hoistedLoads.
var blockEnds = map[string]bool{"bra": true, "brx": true, "ret": true, "exit": true, "call": true, "bar": true,
	"barrier": true, "membar": true, "fence": true, "atom": true, "red": true}

// globalOrGeneric reports whether a load's modifiers name the global space or no space at all.
func globalOrGeneric(mods []string) bool {
	for _, m := range mods {
		switch m {
		case "param", "shared", "local", "const":
			return false
		}
	}
	return true
}

// rematerializable returns the registers (by index) written once, by an
// instruction that computes them from constants, special registers,
// parameters and symbols, or from other such registers only.
func rematerializable(code []*ptx.Instr, index map[string]int) map[int]bool {
	defs := map[int]int{}
	var defIn = map[int]*ptx.Instr{}
	for _, in := range code {
		if !ptx.WritesFirst(in) || in.Operands[0].Kind != ptx.OpdReg {
			continue
		}
		if i, ok := index[in.Operands[0].Name]; ok {
			defs[i]++
			defIn[i] = in
		}
	}
	cheap := map[string]bool{"mov": true, "cvta": true, "cvt": true, "add": true, "sub": true, "mul": true, "mad": true,
		"shl": true, "shr": true, "and": true, "or": true, "xor": true, "neg": true}
	remat := map[int]bool{}
	for i, n := range defs {
		in := defIn[i]
		if n != 1 || in.Guard != "" {
			continue
		}
		if cheap[in.Opcode] || in.Opcode == "ld" && slices.Contains(in.Mods, "param") {
			remat[i] = true
		}
	}
	// Drop those that read a register that is not rematerializable.
	for changed := true; changed; {
		changed = false
		for i := range remat {
			in := defIn[i]
			if in.Opcode == "ld" {
				continue
			}
			for _, o := range in.Operands[1:] {
				if j, ok := index[o.Name]; ok && !remat[j] {
					delete(remat, i)
					changed = true
					break
				}
			}
		}
	}
	return remat
}

// loopHeld returns the registers (by index) written before a streaming loop (one whose body, from
// a label to a branch back to it, holds at least regLoopLoads global loads) and live where it
// begins: the values it reads and does not write, such as the offsets of its loads. A compile
// without an occupancy target keeps them in registers rather than recomputing them in the loop
// (DeviceReduceKernel<int>: 16 64-bit offsets read by its 16-load tile loop; 79 registers compiled
// relocatable, 32 whole, on the H100: testdata/reference/reloc38). regLoopLoads was chosen on half
// of CUB's kernels compiled -c by ptxas 11.8 (docs/cooperative.md, "Relocatable compiles").
func loopHeld(g *ptx.Function, l *ptx.Liveness) map[int]bool {
	body, _ := g.Stmts()
	label := map[string]int{} // the instruction a label precedes
	k := 0
	for _, st := range body {
		switch st.Kind {
		case ptx.StmtLabel:
			label[st.Label] = k
		case ptx.StmtInstr:
			k++
		}
	}
	firstDef := map[int]int{}
	for k, in := range l.Code {
		if ptx.WritesFirst(in) {
			if i, ok := l.Index[in.Operands[0].Name]; ok {
				if _, seen := firstDef[i]; !seen {
					firstDef[i] = k
				}
			}
		}
	}
	held := map[int]bool{}
	for k, in := range l.Code {
		if in.Opcode != "bra" || len(in.Operands) == 0 {
			continue
		}
		h, ok := label[in.Operands[len(in.Operands)-1].Name]
		if !ok || h > k || h >= len(l.In) {
			continue
		}
		loads := 0
		for j := h; j <= k; j++ {
			if c := l.Code[j]; c.Opcode == "ld" && globalOrGeneric(c.Mods) {
				loads++
			}
		}
		if loads < regLoopLoads {
			continue
		}
		for w, x := range l.In[h] {
			for x != 0 {
				b := bits.TrailingZeros64(x)
				x &= x - 1
				if d, ok := firstDef[w*64+b]; ok && d < h {
					held[w*64+b] = true
				}
			}
		}
	}
	return held
}
