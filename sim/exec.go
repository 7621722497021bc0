package sim

import (
	"math"
	"math/bits"
	"unsafe"

	"cudasim/cu"
	"cudasim/sim/fp"
)

// dst gives the array an ALU op writes: the register itself when every lane is active, else a
// scratch array that commit merges under the mask.
func (w *warp) dst(d int32, mask uint32) *[32]uint64 {
	if mask == fullMask {
		return &w.r[d]
	}
	return &w.tmp
}

// (The full-mask test apart from the copy, so that it inlines: most ALU ops run with the whole
// warp and paid a call for nothing.)
func (w *warp) commit(d int32, mask uint32) {
	if mask != fullMask {
		w.commitPartial(d, mask)
	}
}

//go:noinline
func (w *warp) commitPartial(d int32, mask uint32) {
	r := &w.r[d]
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		r[l] = w.tmp[l]
	}
}

func f32(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func f64(v uint64) float64 { return math.Float64frombits(v) }
func b32(f float32) uint64 { return uint64(math.Float32bits(f)) }
func b64(f float64) uint64 { return math.Float64bits(f) }
func canon32(f float32) uint64 {
	if f != f {
		return fp.CanonicalNaN32
	}
	return uint64(math.Float32bits(f))
}

// run executes the warp until it finishes, blocks at a barrier, faults or has executed limit
// warp-instructions.
func (w *warp) run(limit int64) {
	n, tinstr := w.exec(limit)
	w.count += n
	w.cta.tinstr += tinstr
}

// exec is run's loop; it returns the warp- and thread-instructions it executed. (Not a deferred
// update in run: with run's many returns Go cannot open-code the defer, and the deferred call
// cost about as much as a short warp's instructions.) Its ALU cases test the mask before calling
// commitPartial themselves: Go inlines only the cheapest functions into a function this big,
// and w.commit was a call per instruction for nothing.
func (w *warp) exec(limit int64) (n int64, tinstr uint64) {
	w.widenWhole() // (8-byte lanes for Go's readers: lanepack.go)
	code := w.cta.code
	r := w.r
	for n < limit {
		if w.pc >= w.rpc {
			if !w.resume() {
				w.idle()
				return
			}
			continue
		}
		in := &code[w.pc]
		w.scrambleUpper(in) // (nothing but with the tag lanecheck: lanewidth.go)
		mask := w.active
		if in.guard >= 0 {
			pm := w.p[in.guard]
			if in.gneg {
				pm = ^pm
			}
			mask &= pm
		}
		n++
		tinstr += uint64(bits.OnesCount32(mask))
		if mask == 0 && in.op != opBra {
			w.pc++
			continue
		}
		switch in.op {
		case opNop, opMembar:
		case opBarWarp:
			if in.a >= 0 && w.awaitMembers(in.a, mask) {
				continue
			}
			w.warpSyncs++ // racecheck: accesses of the warp's lanes before it do not race with those after
		case opNanosleep:
			if in.aux == 1 {
				w.sleep(&r[in.a], mask)
			}
			w.pc++
			if w.mbarDone() {
				// The mbarrier phase this warp waits for is over: a GPU wakes a barrier's
				// waiters, so the warp polls again now rather than after the others'
				// turns (see opMbar).
				continue
			}
			if p := w.mbWait.word; p != nil {
				w.waited(n, uint64(uintptr(unsafe.Pointer(p))), w.mbWait.phase)
			} else {
				w.waited(n, w.spin.addr, w.spin.val)
			}
			w.yieldLanes()
			return
		case opMbar:
			if !w.mbar(in, mask) {
				return
			}
			if w.wokeWaiters {
				// The arrival completed a phase other warps wait for: a GPU wakes them at once,
				// so they run before this warp goes on (perhaps to invalidate the barrier, as
				// libcu++'s pipeline_memcpy_async_producer_consumer's producers do).
				w.wokeWaiters = false
				w.pc++
				return
			}
			if in.aux&0xf == mbTestWait || in.aux&0xf == mbTestWaitParity {
				if w.p[in.d]&mask != mask {
					// Not complete yet: let the other warps, and the warp's other lanes,
					// run before this one polls again.
					w.pc++
					w.waited(n, uint64(uintptr(unsafe.Pointer(w.mbWait.word))), w.mbWait.phase)
					w.yieldLanes()
					return
				}
				// Complete: the other warps waiting for the phase see it before this one
				// goes on, as a GPU wakes all of a barrier's waiters at once (a waiter's
				// nanosleep backoff then ends at once: mbarDone). Else a waiter would poll
				// only after this warp had run on, perhaps to invalidate the barrier or
				// start its next phase, and wait forever (libcu++'s
				// cuda/pipeline_arrive_on test did).
				w.mbWait = mbarWait{}
				w.pc++
				return
			}
		case opMov:
			a := &r[in.a]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesCopyAVX2(d, a)
			} else {
				*d = *a
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opAdd:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesAddAVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = a[l] + b[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opRun:
			// A run of vector ALU instructions (fuse.go): a whole warp runs them all now, as
			// the loop would next, when the slice has room for them and no pending group
			// reconverges inside; else the first runs alone.
			if run := in.x[1]; mask == fullMask && n+int64(run)-1 <= limit && w.pc+run <= w.rpc {
				// (runALU may stop before an access, or run a loop: the loop goes on at next.
				// A compiled run is called here, without runALU's frame.)
				var ran, next, quiet int
				if in.x[3] != 0 {
					ran, next, quiet = w.runCompiled(in, limit-n+1)
				} else {
					ran, next, quiet = w.runALU(code, int(w.pc), int(run), &r[in.d], limit-n+1)
				}
				if ran > 0 {
					n += int64(ran) - 1
					tinstr += 32 * uint64(ran-1-quiet)
					w.pc += int32(next) - 1
					break
				}
			}
			if !w.runFirst(in, mask) {
				return
			}
		case opAddMem:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesAddAVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = a[l] + b[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
				break
			}
			// The next instruction is an unguarded 32-bit global or shared access (fuse.go):
			// a whole warp runs it now, as the loop would next, when the slice has room for it
			// and no pending group reconverges there.
			if !laneVector || n >= limit || w.pc+1 >= w.rpc {
				break
			}
			w.pc++
			in = &code[w.pc]
			n++
			tinstr += 32
			if rest := w.memFull32Warp(in); rest != 0 && !w.mem32Lanes(in, rest) {
				return
			}
		case opSub:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesSubAVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = a[l] - b[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMulLo:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesMulLoAVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = a[l] * b[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMadLo:
			a, b, c := &r[in.a], &r[in.b], &r[in.c]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesMadLoAVX2(d, a, b, c)
			} else {
				for l := range d {
					d[l] = a[l]*b[l] + c[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMadLoUni:
			// a*b is one value for the warp's live lanes: lanes outside mask are not written.
			l := bits.TrailingZeros32(mask) & 31
			prod := r[in.a][l] * r[in.b][l]
			c := &r[in.c]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesAddImmAVX2(d, c, prod)
			} else {
				for l := range d {
					d[l] = c[l] + prod
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opNeg:
			a := &r[in.a]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = -a[l]
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opAnd:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesAndAVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = a[l] & b[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opOr:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesOrAVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = a[l] | b[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opXor:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesXorAVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = a[l] ^ b[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opNot:
			a := &r[in.a]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = ^a[l]
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShl:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesShlAVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = a[l] << uint32(b[l])
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShrU32:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesShrU32AVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = uint64(uint32(a[l]) >> uint32(b[l]))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShrS32:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesShrS32AVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = uint64(uint32(int32(a[l]) >> uint32(b[l])))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShrU64:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = a[l] >> uint32(b[l])
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShrS64:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = uint64(int64(a[l]) >> uint32(b[l]))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShrU16:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = uint64(uint16(a[l]) >> uint32(b[l]))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShrS16:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = uint64(uint16(int16(a[l]) >> uint32(b[l])))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opSelp:
			a, b := &r[in.a], &r[in.b]
			p := w.p[in.c]
			if in.aux&1 != 0 {
				p = ^p
			}
			d := w.dst(in.d, mask)
			for l := range d {
				if p>>l&1 != 0 {
					d[l] = a[l]
				} else {
					d[l] = b[l]
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMulWideS32:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesMulWideS32AVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = uint64(int64(int32(a[l])) * int64(int32(b[l])))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMulWideU32:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesMulWideU32AVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = uint64(uint32(a[l])) * uint64(uint32(b[l]))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMadWideS32:
			a, b, c := &r[in.a], &r[in.b], &r[in.c]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = uint64(int64(int32(a[l]))*int64(int32(b[l]))) + c[l]
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMadWideU32:
			a, b, c := &r[in.a], &r[in.b], &r[in.c]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = uint64(uint32(a[l]))*uint64(uint32(b[l])) + c[l]
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMulHiS32, opMulHiU32, opMulHiS64, opMulHiU64, opMulHiS16, opMulHiU16,
			opMulWideS16, opMulWideU16, opMadHiS32, opMadHiU32, opMadHiS64, opMadHiU64, opMadHiS16, opMadHiU16,
			opMadWideS16, opMadWideU16, opMul24Lo, opMad24Lo:
			w.mulMisc(in, mask)
		case opIntGeneric:
			w.intGeneric(in, mask)
		case opBfe, opBfi, opPrmt, opShf, opLop3, opSad, opDot:
			w.bitOps(in, mask)
		case opCarry:
			w.carry(in, mask)
		case opSimd:
			w.simd(in, mask)
		case opVideo:
			w.video(in, mask)
		case opCvtFP8:
			w.cvtFP8(in, mask)
		case opCvtInt:
			w.cvtInt(in, mask)
		case opCvt:
			cv := w.k.cvts[in.aux]
			a := &r[in.a]
			d := w.dst(in.d, mask)
			sm := uint64(math.MaxUint64)
			if bw := cv.Src.Bits(); bw < 64 {
				sm = 1<<bw - 1
			}
			for l := range d {
				d[l] = cv.Apply(a[l] & sm)
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}

		case opCvtTF32:
			a := &r[in.a]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = uint64(toTF32(uint32(a[l]), in.aux))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opCvtPack:
			cv := w.k.cvts[in.aux]
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = cv.Apply(uint64(uint32(a[l])))&0xffff<<16 | cv.Apply(uint64(uint32(b[l])))&0xffff
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opSetp:
			w.setp(in, mask)
		case opSetpInt:
			// The uniform form called from here, not through setpInt: its wrapper cost a
			// quarter of the compare.
			if in.imm&setpIntUniform != 0 {
				w.setpIntUniform(in, mask)
			} else {
				w.setpInt(in, mask)
			}
		case opSetpBra, opSetpIntBra:
			switch {
			case in.op != opSetpIntBra:
				w.setp(in, mask)
			case in.imm&setpIntUniform != 0:
				w.setpIntUniform(in, mask)
			default:
				w.setpInt(in, mask)
			}
			// The next instruction is a guarded bra (fuse.go): run it now, as the loop would
			// next, when the slice has room for it and no pending group reconverges there.
			if n >= limit || w.pc+1 >= w.rpc {
				break
			}
			w.pc++
			in = &code[w.pc]
			taken := w.active
			if pm := w.p[in.guard]; in.gneg {
				taken &^= pm
			} else {
				taken &= pm
			}
			n++
			tinstr += uint64(bits.OnesCount32(taken))
			if taken == w.active {
				w.pc = int32(in.imm)
				continue
			}
			if taken == 0 {
				w.pc++
				continue
			}
			ran, ok := w.split(in, taken, limit-n)
			n += int64(ran)
			tinstr += overThreads(ran, taken)
			if !ok {
				return
			}
			continue
		case opSet:
			w.set(in, mask)
		case opPredLogic:
			w.predLogic(in, mask)
		case opMovPred:
			w.p[in.d] = w.p[in.d]&^mask | w.p[in.a]&mask
		case opPredFromReg:
			a := &r[in.a] // (a u32 source: its low 32 bits; lanewidth.go)
			var v uint32
			for l := 0; l < 32; l++ {
				if uint32(a[l]) != 0 {
					v |= 1 << l
				}
			}
			w.p[in.d] = w.p[in.d]&^mask | v&mask
		case opRegFromPred:
			p := w.p[in.a]
			d := &r[in.d]
			for l := range d {
				d[l] = uint64(p >> l & 1)
			}
		case opSlct:
			w.slct(in, mask)
		case opTestp:
			w.testp(in, mask)

		case opAddF32:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesAddF32AVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = canon32(f32(a[l]) + f32(b[l]))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opSubF32:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesSubF32AVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = canon32(f32(a[l]) - f32(b[l]))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMulF32:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesMulF32AVX2(d, a, b)
			} else {
				for l := range d {
					d[l] = canon32(f32(a[l]) * f32(b[l]))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opFmaF32:
			w.fmaRN32(in, mask) // fastf32.go
		case opDivF32:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = canon32(f32(a[l]) / f32(b[l]))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opSqrtF32:
			a := &r[in.a]
			d := w.dst(in.d, mask)
			for l := range d {
				// The double square root of a float rounds correctly to float (53 >= 2*24+2).
				d[l] = canon32(float32(math.Sqrt(float64(f32(a[l])))))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opNegF32:
			a := &r[in.a]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = canon32(-f32(a[l]))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opF32:
			w.f32op(in, mask)
		case opAddF64:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = b64(fp.Add64(f64(a[l]), f64(b[l]), fp.RN))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opSubF64:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = b64(fp.Sub64(f64(a[l]), f64(b[l]), fp.RN))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opMulF64:
			a, b := &r[in.a], &r[in.b]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = b64(fp.Mul64(f64(a[l]), f64(b[l]), fp.RN))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opFmaF64:
			a, b, c := &r[in.a], &r[in.b], &r[in.c]
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = b64(fp.FMA64(f64(a[l]), f64(b[l]), f64(c[l]), fp.RN))
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opF64:
			w.f64op(in, mask)
		case opHalf:
			w.halfOp(in, mask)

		case opSreg:
			d := w.dst(in.d, mask)
			switch in.aux {
			case sregTidX, sregTidY, sregTidZ:
				t := &w.tid[in.aux-sregTidX]
				if laneVector {
					lanesWiden32AVX2(d, t)
					break
				}
				for l := range d {
					d[l] = uint64(t[l])
				}
			case sregClock, sregClock64, sregClockHi, sregGlobaltimer, sregGlobaltimerLo, sregGlobaltimerHi:
				v := w.timer(in.aux, n) // n: this turn's instructions count too
				for l := range d {
					d[l] = v
				}
			case sregNtidX, sregNtidY, sregNtidZ, sregCtaidX, sregCtaidY, sregCtaidZ,
				sregNctaidX, sregNctaidY, sregNctaidZ:
				if c := w.cta; c.packed && in.aux >= sregCtaidX && in.aux <= sregCtaidZ {
					// Each lane is a CTA of its own (pack.go).
					t := &c.packCtaid[in.aux-sregCtaidX]
					if laneVector {
						lanesWiden32AVX2(d, t)
						break
					}
					for l := range d {
						d[l] = uint64(t[l])
					}
					break
				}
				v := w.sreg(in.aux, 0)
				if laneVector {
					lanesFillAVX2(d, v)
					break
				}
				for l := range d {
					d[l] = v
				}
			default:
				for l := range d {
					d[l] = w.sreg(in.aux, l)
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShfLWrap:
			a, b, c := &r[in.a], &r[in.b], &r[in.c]
			d := w.dst(in.d, mask)
			if in.a == in.b && laneVector {
				lanesRotl32AVX2(d, a, c)
			} else if in.a == in.b { // a rotate: one instruction a lane
				for l := range d {
					d[l] = uint64(bits.RotateLeft32(uint32(a[l]), int(c[l]&31)))
				}
			} else {
				for l := range d {
					n := uint32(c[l]) & 31
					d[l] = uint64(uint32(b[l])<<n | uint32(a[l])>>(32-n))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opShfRWrap:
			a, b, c := &r[in.a], &r[in.b], &r[in.c]
			d := w.dst(in.d, mask)
			if in.a == in.b && laneVector {
				lanesRotr32AVX2(d, a, c)
			} else if in.a == in.b {
				for l := range d {
					d[l] = uint64(bits.RotateLeft32(uint32(a[l]), -int(c[l]&31)))
				}
			} else {
				for l := range d {
					n := uint32(c[l]) & 31
					d[l] = uint64(uint32(a[l])>>n | uint32(b[l])<<(32-n))
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opAlloca:
			if !w.alloca(in, mask) {
				return
			}
		case opStackSave:
			w.stackSave(in, mask)
		case opStackRestore:
			w.stackRestore(in, mask)
		case opLocalAddr:
			v := w.frameBase + uint64(in.imm)
			if in.aux == 1 {
				v += LocalWindow
			}
			d := w.dst(in.d, mask)
			for l := range d {
				d[l] = v
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opCvtaToGen:
			a := &r[in.a]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesAddImmAVX2(d, a, uint64(in.imm))
			} else {
				for l := range d {
					d[l] = a[l] + uint64(in.imm)
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opCvtaFromGen:
			a := &r[in.a]
			d := w.dst(in.d, mask)
			if laneVector {
				lanesAddImmAVX2(d, a, -uint64(in.imm))
			} else {
				for l := range d {
					d[l] = a[l] - uint64(in.imm)
				}
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opIsspacep:
			a := &r[in.a]
			var v uint32
			for l := 0; l < 32; l++ {
				x := a[l]
				sh, lo, pa := x-SharedWindow < WindowSize, x-LocalWindow < WindowSize, x-ParamWindow < WindowSize
				var ok bool
				switch in.aux {
				case 0:
					// not a .const variable's either: nvcc -O2 folds __isGlobal of one to 0
					ok = !sh && !lo && !pa && !w.cta.inConst(x)
				case 1:
					// .shared (::cta): the executing CTA's window; another CTA's shared memory
					// (mapa, cluster.go) is not in it, as measured on the H200.
					ok = sh && x-SharedWindow-w.cta.sharedBase() < clusterWindow
				case 2:
					ok = lo
				case 4:
					ok = sh // .shared::cluster: any CTA's of the cluster
				case 3:
					// .const: a .const variable's generic address (cvta.const) is its device
					// address; the kernel's own .const variables are the ones it can name
					ok = w.cta.inConst(x)
				case 5:
					ok = pa // .param: a kernel parameter's generic address (cvta.param)
				}
				if ok {
					v |= 1 << l
				}
			}
			w.p[in.d] = w.p[in.d]&^mask | v&mask
		case opPack:
			width := in.aux & 0xff
			cnt := int(in.aux >> 8)
			d := w.dst(in.d, mask)
			em := uint64(1)<<width - 1
			for l := range d {
				var v uint64
				for e := 0; e < cnt; e++ {
					v |= (r[in.x[e]][l] & em) << (uint(e) * uint(width))
				}
				d[l] = v
			}
			if mask != fullMask {
				w.commitPartial(in.d, mask)
			}
		case opUnpack:
			width := in.aux & 0xff
			cnt := int(in.aux >> 8)
			em := uint64(1)<<width - 1
			src := r[in.a]
			for e := 0; e < cnt; e++ {
				d := &r[in.x[e]]
				for m := mask; m != 0; m &= m - 1 {
					l := bits.TrailingZeros32(m)
					d[l] = src[l] >> (uint(e) * uint(width)) & em
				}
			}

		case opLdGlobal32:
			if mask = w.memFull32(in, mask); mask != 0 && !w.ldGlobal32Lanes(in, mask) { // fastmem.go
				return
			}
		case opLdGlobal64:
			a := &r[in.a]
			d := &r[in.d]
			for m := mask; m != 0; m &= m - 1 {
				l := bits.TrailingZeros32(m)
				addr := a[l] + uint64(in.imm)
				b := w.globalAt(addr, 8, l, false)
				if b == nil {
					w.sanRest(in, m&(m-1))
					return
				}
				d[l] = loadN(b, 8)
			}
		case opStGlobal32:
			if mask = w.memFull32(in, mask); mask != 0 && !w.stGlobal32Lanes(in, mask) { // fastmem.go
				return
			}
		case opStGlobal64:
			if !w.stGlobal64Lanes(in, mask) {
				return
			}
		case opLdShared32:
			if mask = w.memFull32(in, mask); mask != 0 && !w.ldShared32Lanes(in, mask) { // fastmem.go
				return
			}
		case opStShared32:
			if mask = w.memFull32(in, mask); mask != 0 && !w.stShared32Lanes(in, mask) { // fastmem.go
				return
			}
		case opLdShared32Checked:
			if !w.ldShared32Checked(in, mask) {
				return
			}
		case opStShared32Checked:
			if !w.stShared32Checked(in, mask) {
				return
			}
		case opLdGlobal, opLdShared, opLdLocal, opLdGeneric:
			if !w.ld(in, mask, in.op) {
				return
			}
			if w.spin.yield {
				w.pc++
				w.waited(n, w.spin.addr, w.spin.val)
				w.yieldLanes()
				return
			}
		case opStGlobal, opStShared, opStLocal, opStGeneric:
			if !w.st(in, mask, in.op) {
				return
			}
		case opLdKParam:
			if !w.ldKParam(in, mask) {
				return
			}
		case opLdParamReg:
			if !w.ld(in, mask, opLdParamReg) {
				return
			}
		case opLdPVar:
			w.ldPVar(in, mask)
		case opStPVar:
			w.stPVar(in, mask)
		case opAtom:
			if !w.atom(in, mask) {
				return
			}
			if w.spin.yield {
				w.pc++
				w.waited(n, w.spin.addr, w.spin.val)
				w.yieldLanes()
				return
			}
		case opTexture:
			if !w.texture(in, mask) {
				return
			}
		case opBulk:
			if !w.bulk(in, mask) {
				return
			}
		case opCpAsync:
			size := uint64(in.aux)
			for m := mask; m != 0; m &= m - 1 {
				l := bits.TrailingZeros32(m)
				dst := w.sharedAt(r[in.a][l]+uint64(in.imm), size, l)
				if dst == nil {
					return
				}
				cnt := size
				if in.c >= 0 {
					cnt = min(size, uint64(uint32(r[in.c][l])))
				}
				clear(dst)
				if cnt > 0 {
					src := w.globalAt(r[in.b][l]+uint64(in.x[1]), size, l, false)
					if src == nil {
						return
					}
					copy(dst[:cnt], src)
				}
			}

		case opMatrix:
			if !w.matrix(in, mask) {
				return
			}
		case opWgmmaGroup:
			if !w.wgmmaGroup(in) {
				// The other warps of the warpgroup run first. (Each try counts as an
				// instruction, as a polling loop's would: a warpgroup that never completes
				// the group ends at the instruction budget.)
				return
			}
		case opShfl:
			if w.awaitMembers(in.x[0], mask) {
				continue
			}
			if w.cta.l.Sanitize != nil {
				w.sanCollective(in, mask)
			}
			w.shfl(in, mask)
		case opVote:
			if w.awaitMembers(in.b, mask) {
				continue
			}
			if w.cta.l.Sanitize != nil {
				w.sanCollective(in, mask)
			}
			w.vote(in, mask)
		case opMatch:
			if w.awaitMembers(in.b, mask) {
				continue
			}
			if w.cta.l.Sanitize != nil {
				w.sanCollective(in, mask)
			}
			w.match(in, mask)
		case opRedux:
			if w.awaitMembers(in.b, mask) {
				continue
			}
			w.redux(in, mask)
		case opActivemask:
			// The lanes that run it: under a guard, those whose guard holds (the H200 in version
			// 3's sweeps, testdata/conformance/random/README.md).
			d := &r[in.d]
			for m := mask; m != 0; m &= m - 1 {
				d[bits.TrailingZeros32(m)] = uint64(mask)
			}
		case opElect:
			mem := uint32(r[in.a][firstLane(mask)])
			cand := mask & mem
			leader := firstLane(cand)
			d := &r[in.d]
			for m := mask; m != 0; m &= m - 1 {
				d[bits.TrailingZeros32(m)] = uint64(leader)
			}
			if in.d2 >= 0 {
				var v uint32
				if cand != 0 {
					v = 1 << leader
				}
				w.p[in.d2] = w.p[in.d2]&^mask | v
			}

		case opBraUni:
			w.pc = int32(in.imm)
			continue
		case opBra:
			taken := mask
			if taken == w.active {
				w.pc = int32(in.imm)
				continue
			}
			if taken == 0 {
				w.pc++
				continue
			}
			ran, ok := w.split(in, taken, limit-n)
			n += int64(ran)
			tinstr += overThreads(ran, taken)
			if !ok {
				return
			}
			continue
		case opBrx:
			if !w.brx(in, mask) {
				return
			}
			continue
		case opCall:
			if !w.call(in, mask) {
				return
			}
			continue
		case opRet:
			if len(w.frames) == 0 {
				w.exited |= mask
			} else {
				w.frames[len(w.frames)-1].retMask |= mask
			}
			w.active &^= mask
			if w.active == 0 {
				if !w.resume() {
					w.idle()
					return
				}
				continue
			}
		case opExit:
			w.exited |= mask
			w.active &^= mask
			for i := range w.frames {
				w.frames[i].outMask &^= mask
				w.frames[i].retMask &^= mask
			}
			if w.active == 0 {
				if !w.resume() {
					w.idle()
					return
				}
				continue
			}
		case opTrap:
			if in.aux == trapIllegalAddress {
				w.illegalAddress(in, mask)
				return
			}
			w.faultf(cu.ErrorLaunchFailed, firstLane(mask), 0, "trap")
			return
		case opBrkpt:
			w.faultf(cu.ErrorLaunchFailed, firstLane(mask), 0, "brkpt")
			return
		case opBar:
			// (A compiled run that ends here may leave the warp packed, runCompiled: it waits
			// so, and is widened where it goes on.)
			id := uint32(r[in.a][firstLane(mask)])
			if id >= 16 {
				w.widen()
				w.faultf(cu.ErrorIllegalInstruction, firstLane(mask), 0, "barrier %d out of range", id)
				return
			}
			cnt := uint32(0)
			if in.b >= 0 {
				cnt = uint32(r[in.b][firstLane(mask)])
			}
			w.pc++
			if in.aux == 1 { // bar.arrive
				w.cta.arrive(id, cnt, mask)
				continue
			}
			if !w.barSync(in, id, cnt, mask) {
				w.straightAfterBarrier()
				return
			}
			w.widenWhole()
			continue
		case opMapa:
			w.mapa(in, mask)
		case opGetctarank:
			w.getctarank(in, mask)
		case opClusterBar:
			w.pc++
			if in.aux == 0 {
				w.clusterArrive(mask)
				continue
			}
			if !w.clusterWait(mask) {
				return
			}
			continue
		case opUnsupported:
			w.faultf(cu.ErrorNotSupported, firstLane(mask), 0, "unsupported instruction %s", w.k.notes[in.imm])
			return
		default:
			w.faultf(cu.ErrorNotSupported, firstLane(mask), 0, "opcode %d not implemented", in.op)
			return
		}
		w.pc++
	}
	return
}

// diverge splits the warp at a branch taken by some active lanes only. The path with the lower
// target runs on; the other waits as a pending group (see resume).
func (w *warp) diverge(in *inst, taken uint32) {
	notTaken := w.active &^ taken
	target, fall := int32(in.imm), w.pc+1
	runPC, runMask, waitPC, waitMask := fall, notTaken, target, taken
	if target < fall {
		runPC, runMask, waitPC, waitMask = target, taken, fall, notTaken
	}
	w.stack = append(w.stack, stackEntry{pc: waitPC, mask: waitMask})
	w.pc, w.active = runPC, runMask
	w.rpc = min(w.rpc, waitPC)
}

// brx jumps each lane to its entry of the jump table; lanes with different targets split into
// groups that run lowest pc first.
func (w *warp) brx(in *inst, mask uint32) bool {
	table := w.k.tables[in.b]
	idx := &w.r[in.a]
	var groups [32]struct {
		pc   int32
		mask uint32
	}
	n := 0
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		i := uint32(idx[l])
		if int(i) >= len(table) {
			w.faultf(cu.ErrorLaunchFailed, l, 0, "brx.idx index %d outside its %d targets", i, len(table))
			return false
		}
		t := table[i]
		k := 0
		for k < n && groups[k].pc != t {
			k++
		}
		if k == n {
			groups[n].pc = t
			n++
		}
		groups[k].mask |= 1 << l
	}
	if rest := w.active &^ mask; rest != 0 { // lanes whose guard was false fall through
		groups[n].pc, groups[n].mask = w.pc+1, rest
		n++
	}
	low := 0
	for k := 1; k < n; k++ {
		if groups[k].pc < groups[low].pc {
			low = k
		}
	}
	for k := 0; k < n; k++ {
		if k != low {
			w.stack = append(w.stack, stackEntry{pc: groups[k].pc, mask: groups[k].mask})
			w.rpc = min(w.rpc, groups[k].pc)
		}
	}
	w.pc, w.active = groups[low].pc, groups[low].mask
	return true
}

// ldGlobal32Lanes runs the lanes in mask of an opLdGlobal32
// (those the full-warp fast path left) one by one; false when one faults.
func (w *warp) ldGlobal32Lanes(in *inst, mask uint32) bool {
	a := &w.r[in.a]
	d := &w.r[in.d]
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := a[l] + uint64(in.imm)
		var b []byte
		if off := addr - w.gbase; addr&3 == 0 && off < uint64(len(w.gmem)) && uint64(len(w.gmem))-off >= 4 {
			b = w.gmem[off : off+4 : off+4]
		} else if b = w.globalAt(addr, 4, l, false); b == nil {
			w.sanRest(in, m&(m-1))
			return false
		}
		d[l] = uint64(uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24)
	}
	return true
}

// stGlobal32Lanes runs the lanes in mask of an opStGlobal32 (those the full-warp fast path
// left): resolved in lane order, written from lane 31 down (store32Write); false when one faults.
func (w *warp) stGlobal32Lanes(in *inst, mask uint32) bool {
	return w.stGlobal32LanesOf(in, mask, &w.r[in.b])
}

// stGlobal32LanesOf is stGlobal32Lanes with the values v (branchOver's of a packed register).
func (w *warp) stGlobal32LanesOf(in *inst, mask uint32, v *[32]uint64) bool {
	a := &w.r[in.a]
	var at laneBytes
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := a[l] + uint64(in.imm)
		var b []byte
		if off := addr - w.gbase; addr&3 == 0 && off < uint64(len(w.gmem)) && uint64(len(w.gmem))-off >= 4 {
			b = w.gmem[off : off+4 : off+4]
		} else if b = w.globalAt(addr, 4, l, true); b == nil {
			w.sanRest(in, m&(m-1))
			store32Write(mask&^m, &at, v)
			return false
		}
		at[l] = unsafe.Pointer(unsafe.SliceData(b))
	}
	store32Write(mask, &at, v)
	return true
}

// stGlobal64Lanes runs the lanes in mask of an opStGlobal64 as stGlobal32Lanes runs an
// opStGlobal32's, written in two passes of 16 lanes (store64Write).
func (w *warp) stGlobal64Lanes(in *inst, mask uint32) bool {
	a := &w.r[in.a]
	v := &w.r[in.b]
	var at laneBytes
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		b := w.globalAt(a[l]+uint64(in.imm), 8, l, true)
		if b == nil {
			w.sanRest(in, m&(m-1))
			store64Write(mask&^m, &at, v)
			return false
		}
		at[l] = unsafe.Pointer(unsafe.SliceData(b))
	}
	store64Write(mask, &at, v)
	return true
}

// ldShared32Lanes runs the lanes in mask of an opLdShared32
// (those the full-warp fast path left) one by one; false when one faults.
func (w *warp) ldShared32Lanes(in *inst, mask uint32) bool {
	a := &w.r[in.a]
	d := &w.r[in.d]
	sh := w.cta.ownShared()
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := a[l] + uint64(in.imm)
		var b []byte
		if addr&3 != 0 || addr >= uint64(len(sh)) || uint64(len(sh))-addr < 4 {
			if b = w.sharedFor(in, addr, 4, l); b == nil { // another CTA's (cluster.go), or a fault
				w.sanRest(in, m&(m-1))
				return false
			}
		} else {
			b = sh[addr : addr+4 : addr+4]
		}
		d[l] = uint64(uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24)
	}
	return true
}

// stShared32Lanes runs the lanes in mask of an opStShared32 (those the full-warp fast path
// left): resolved in lane order, written from lane 31 down (store32Write); false when one faults.
func (w *warp) stShared32Lanes(in *inst, mask uint32) bool {
	return w.stShared32LanesOf(in, mask, &w.r[in.b])
}

// stShared32LanesOf is stShared32Lanes with the values v (branchOver's of a packed register).
func (w *warp) stShared32LanesOf(in *inst, mask uint32, v *[32]uint64) bool {
	a := &w.r[in.a]
	sh := w.cta.ownShared()
	var at laneBytes
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := a[l] + uint64(in.imm)
		var b []byte
		if addr&3 != 0 || addr >= uint64(len(sh)) || uint64(len(sh))-addr < 4 {
			if b = w.sharedFor(in, addr, 4, l); b == nil { // another CTA's (cluster.go), or a fault
				w.sanRest(in, m&(m-1))
				store32Write(mask&^m, &at, v)
				return false
			}
		} else {
			b = sh[addr : addr+4 : addr+4]
		}
		at[l] = unsafe.Pointer(unsafe.SliceData(b))
	}
	store32Write(mask, &at, v)
	return true
}

// predLogic is exec's and.pred, or.pred, xor.pred or not.pred (aux&3: 0 to 3; aux&4 and aux&8
// negate a and b) of the lanes in mask.
func (w *warp) predLogic(in *inst, mask uint32) {
	a, b := w.p[in.a], w.p[in.b]
	if in.aux&4 != 0 {
		a = ^a
	}
	if in.aux&8 != 0 {
		b = ^b
	}
	var v uint32
	switch in.aux & 3 {
	case 0:
		v = a & b
	case 1:
		v = a | b
	case 2:
		v = a ^ b
	case 3:
		v = ^a
	}
	w.p[in.d] = w.p[in.d]&^mask | v&mask
}
