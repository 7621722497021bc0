package sim

import "slices"

// Register liveness (docs/engine-performance.md, lanes26): which register slots a thread may
// still read after a pc, so that compiled runs need not store results nothing reads again
// (compileSegment's dead stores: a segment writes each register it computes to all 32 lanes,
// eight 32-byte stores, even where the value was only an operand of the next member).
//
// A slot is live after pc when some path from there reads it before an unguarded definition
// that writes it whole (killsDst). Registers are per thread, so a path of the control-flow graph
// is what one thread may run, whatever the other lanes do; three things read registers outside
// one thread's path and are kept live everywhere or at the kernel's end:
//   - a shfl reads its source in other lanes, which may not run the shfl (their path never
//     reads it): a shfl's source register is live at every pc. Its own pc is not enough, even
//     with a full member mask: lanes may wait further on or have exited while the others run it
//     (TestCoalescingParkedShflSources; docs/engine-performance.md, perf32);
//   - a warp keeps its registers into its next CTA and the next launch (the launch-invariant
//     prologue relies on it), so what is live where a CTA starts (pc 0, or after the prologues)
//     is live where a thread ends (ret, exit, the end of the code): a read before any definition
//     sees the previous CTA's value, as it did with every store made;
//   - compiled code reads, at an access, registers that are not its operands (its stride and
//     wide-address checks: compileRun knows them and keeps their stores).
//
// A kernel with calls, or with an instruction whose writes writesKnown does not describe or
// whose reads may name other slots than its operand fields (textures, matrices, parameter
// variables), gets no analysis (nil: every slot live).

type liveRegs struct {
	nw int      // words per pc
	in []uint64 // per pc, the slots live before the instruction at pc
}

// analyseLiveness computes the liveness of code (k.hot or k.code; k.fast has the same pcs), or
// nil where it gives up.
func (k *Kernel) analyseLiveness(code []inst) *liveRegs {
	n := len(code)
	if len(k.funcs) != 1 || n == 0 {
		return nil
	}
	nw := (k.nslots + 63) / 64
	if n*nw*64 > maxUniformBits {
		return nil
	}
	pinned := make([]uint64, nw)
	set := func(v []uint64, s int32) {
		if s >= 0 && int(s) < k.nslots {
			v[s/64] |= 1 << (s % 64)
		}
	}
	for i := range code {
		in := &code[i]
		if !writesKnown(in) {
			return nil
		}
		switch in.op {
		case opCall, opStPVar, opLdPVar, opTexture, opMatrix, opWgmmaGroup:
			return nil
		case opShfl:
			set(pinned, in.a) // the value other lanes read
		}
	}
	// Each pc's reads and kills. An instruction that writes its slots whole (killsDst) reads its
	// a, b and c; any other may read every field that can name a register (its writes
	// included, as if it kept some of the old bits), less a d that is a predicate.
	reads := make([]uint64, n*nw)
	kills := make([]uint64, n*nw)
	for pc := range code {
		in := &code[pc]
		r := reads[pc*nw : (pc+1)*nw]
		set(r, in.a)
		set(r, in.b)
		set(r, in.c)
		if in.op == opShfl {
			set(r, in.x[0]) // its member mask
		}
		if !killsDst(in) {
			if !slices.Contains(predDefs(in), in.d) {
				set(r, in.d)
			}
			for _, s := range in.x {
				set(r, s)
			}
			continue
		}
		if in.guard < 0 {
			slots, ns, _ := slotsWritten(in)
			for _, s := range slots[:ns] {
				set(kills[pc*nw:(pc+1)*nw], s)
			}
		}
	}
	l := &liveRegs{nw: nw, in: make([]uint64, (n+1)*nw)}
	starts := []int{0}
	if k.hot != nil {
		starts = append(starts, int(k.hotSkip+k.hotCTA))
	}
	edges := edgesOf(k, code)
	out := make([]uint64, nw)
	for changed := true; changed; {
		changed = false
		// The end (n): what a CTA's start reads, and the pinned.
		end := l.in[n*nw : (n+1)*nw]
		for _, st := range starts {
			for w := range end {
				end[w] |= l.in[st*nw+w] | pinned[w]
			}
		}
		for pc := n - 1; pc >= 0; pc-- {
			clear(out)
			for _, t := range edges.of(pc) {
				for w := range out {
					out[w] |= l.in[int(t)*nw+w]
				}
			}
			dst := l.in[pc*nw : (pc+1)*nw]
			for w := range dst {
				v := reads[pc*nw+w] | out[w]&^kills[pc*nw+w] | pinned[w]
				if v != dst[w] {
					dst[w] = v
					changed = true
				}
			}
		}
	}
	return l
}

// lazyLiveness is the liveness of code, analysed at its first use: planFuse's passes that may
// use it share one analysis (about 3 % of a module's compile where it is made).
type lazyLiveness struct {
	k    *Kernel
	code []inst
	done bool
	l    *liveRegs
}

func (z *lazyLiveness) get() *liveRegs {
	if !z.done {
		z.l, z.done = z.k.analyseLiveness(z.code), true
	}
	return z.l
}

// liveBefore reports whether register slot s may be read at or after pc (n: the code's end).
// A nil analysis keeps every slot live.
func (l *liveRegs) liveBefore(pc int, s int32) bool {
	if l == nil || s < 0 || int(s) >= l.nw*64 || pc < 0 || pc*l.nw >= len(l.in) {
		return true
	}
	return l.in[pc*l.nw+int(s)/64]>>(s%64)&1 != 0
}

// killsDst reports whether in computes the slots it writes (slotsWritten: d, and x for loads)
// whole from its a, b and c without reading their old values (where its guard holds: a guarded
// one kills nothing).
func killsDst(in *inst) bool {
	switch in.op {
	case opMov, opAdd, opSub, opMulLo, opMadLo, opAnd, opOr, opXor, opNot, opShl, opShrU32,
		opShrS32, opShrU64, opShrS64, opMulWideS32, opMulWideU32, opCvtaToGen, opCvtaFromGen,
		opAddF32, opSubF32, opMulF32, opFmaF32, opShfLWrap, opShfRWrap, opSreg, opLdGlobal32,
		opLdShared32, opLdKParam, opShfl:
		return in.d >= 0 // (a shfl writes every lane it runs: a source outside the range, its own)
	}
	return false
}
