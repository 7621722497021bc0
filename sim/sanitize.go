package sim

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"sort"
	"strings"
	"sync"
	"unsafe"

	"cudasim/cu"
)

// The sanitizer: checks a launch can ask for (Launch.Sanitize), in the spirit of NVIDIA's
// compute-sanitizer tools. A launch without it pays nothing: the checks hook into the engine's
// slow paths (faults, barriers, the general memory ops), and a launch that needs every access
// checked runs a copy of the kernel's code whose fast memory ops are replaced by the general ones
// (Kernel.checkedCode).

// Checks is a set of sanitizer checks.
type Checks uint16

const (
	// CheckMemory (memcheck): an access outside every live allocation, misaligned, or outside the
	// CTA's shared memory or the thread's local memory is reported and ends the launch with
	// CUDA_ERROR_LAUNCH_FAILED. Out-of-bounds global accesses are found by the launch's Memory,
	// which must then refuse everything outside live allocations (see mem.View.Strict).
	CheckMemory Checks = 1 << iota
	// CheckRace (racecheck): two threads of a CTA access the same shared-memory byte between two
	// barriers, at least one of them writing.
	CheckRace
	// CheckInit (initcheck): a kernel reads global memory nothing has written (needs
	// Sanitize.Memory).
	CheckInit
	// CheckSync (synccheck): a barrier reached by part of a warp's live threads; the launch ends
	// with CUDA_ERROR_LAUNCH_FAILED.
	CheckSync
	// CheckGlobalRace (beyond compute-sanitizer): threads of different CTAs of one launch access
	// the same global byte, at least one writing, with neither access atomic.
	CheckGlobalRace
	// CheckMasks (beyond compute-sanitizer): a shfl/vote/match whose member mask names lanes that
	// do not execute it.
	CheckMasks
	// CheckSharedInit (beyond compute-sanitizer, whose initcheck looks at global memory only): a
	// thread reads shared memory no thread of its CTA has written.
	CheckSharedInit
	// CheckStreamRace (beyond compute-sanitizer): the launch logs its global accesses
	// (Sanitize.Log), for comparison with those of launches it is not ordered with (StreamRaces).
	CheckStreamRace
)

// checksPerAccess are the checks that look at every access, not only at faults; checksShared
// those of them that look at shared memory only.
const (
	checksPerAccess = CheckRace | CheckInit | CheckGlobalRace | CheckSharedInit | CheckStreamRace
	checksShared    = CheckRace | CheckSharedInit
)

// sharedOnly says whether the launch's per-access checks look at shared memory only, so that its
// global accesses can keep the engine's fast paths.
func (s *Sanitize) sharedOnly() bool { return s.Checks&checksPerAccess&^checksShared == 0 }

// Sanitize configures the checks of one launch.
type Sanitize struct {
	Checks Checks
	// Memory answers questions about global memory (nearest allocation, initialisation); nil
	// leaves the reports without allocation details and disables CheckInit.
	Memory SanitizeMemory
	// Report receives every report, as it is found; calls are serialised. Nil drops them (the
	// launch's outcome still reflects them).
	Report func(*Report)

	// Log is, with CheckStreamRace, what the launch did to global memory, once it has ended.
	Log *AccessLog

	mu     sync.Mutex
	logs   []*AccessLog        // the CTAs' access logs, until the launch ends
	races  map[raceKey]*Report // racecheck, global races: the launch's hazards so far, by pair of instructions
	global map[uint64]gAccess  // global races: the last access to each byte, by address
	masks  map[int32]bool      // mask checks: the instructions reported
}

// gAccess is an access to a byte of global memory, for the global race check.
type gAccess struct {
	cta           int32 // linear CTA index
	pc            int32
	write, atomic bool
}

// SanitizeMemory is what the sanitizer needs to know of global memory.
type SanitizeMemory interface {
	// Nearest returns the live allocation containing addr or, failing that, the one nearest to
	// it: its first address and size.
	Nearest(addr uint64) (base, size uint64, ok bool)
	// Uninitialized returns the first byte of [addr, addr+n) that lies in device memory and was
	// never written, or false.
	Uninitialized(addr, n uint64) (uint64, bool)
	// Written records that a kernel wrote [addr, addr+n).
	Written(addr, n uint64)
}

// ReportKind says what a report is about.
type ReportKind uint8

const (
	InvalidAccess           ReportKind = 1 + iota // memcheck: out of bounds
	MisalignedAccess                              // memcheck
	RaceHazard                                    // racecheck: shared memory
	UninitializedRead                             // initcheck
	DivergentBarrier                              // synccheck
	GlobalRace                                    // beyond: global memory, between CTAs
	InvalidMask                                   // beyond: shfl/vote/match mask
	UninitializedSharedRead                       // beyond: shared memory read before any write
	StreamRace                                    // beyond: global memory, between launches not ordered
)

// Tool is the compute-sanitizer tool that reports the kind ("" for checks it does not have).
func (k ReportKind) Tool() string {
	switch k {
	case InvalidAccess, MisalignedAccess:
		return "memcheck"
	case RaceHazard:
		return "racecheck"
	case UninitializedRead:
		return "initcheck"
	case DivergentBarrier:
		return "synccheck"
	}
	return ""
}

// Access is one memory access in a report.
type Access struct {
	Op     string // "read", "write", "atomic"
	Kernel string // the kernel, where it is not the report's (races between launches)
	PC     int    // index of the instruction in the kernel
	Line   int    // PTX line
	Source string // CUDA file:line from .loc, if any
	// Function is the mangled name of the function inlined into the kernel that the
	// instruction belongs to (.loc's function_name, with nvcc -lineinfo), and Caller the CUDA
	// file:line of the inlined call ("" when the instruction is the kernel's own).
	Function, Caller string
}

// Report is one finding of the sanitizer. It is an error: a launch that a report ended fails with
// a *Fault whose Report is set, so errors.As finds it.
type Report struct {
	Kind   ReportKind
	Kernel string
	Block  [3]uint32
	Thread [3]uint32
	Space  string // "global", "shared", "local" (memory reports)
	Size   int    // bytes accessed
	Addr   uint64
	Access Access
	// Allocation is the live allocation nearest Addr (memcheck, initcheck), when known.
	Allocation struct {
		Base, Size uint64
		Known      bool
	}
	// Other is the earlier access a race was found against, and Hazards how many pairs of
	// accesses the report stands for (racecheck, global races).
	Other   *Access
	Hazards int
	// OtherBlock and OtherThread name the thread of Other, where known.
	OtherBlock, OtherThread [3]uint32
	// Detail says more, in words.
	Detail string
	// Refused is what memcheck says, in place of "out of bounds", of a write or atomic where
	// the device may only read: "not writable", "not readable/writable with atomic
	// operations" ("" for any other access).
	Refused string
}

// AccessFault is what a faulting access of r is, in memcheck's words ("Access to ADDR is
// ..."): misaligned, refused (Refused) or out of bounds.
func (r *Report) AccessFault() string {
	switch {
	case r.Kind == MisalignedAccess:
		return "misaligned"
	case r.Refused != "":
		return r.Refused
	}
	return "out of bounds"
}

func (r *Report) Error() string {
	var b strings.Builder
	switch r.Kind {
	case InvalidAccess, MisalignedAccess, UninitializedRead, UninitializedSharedRead:
		what := r.AccessFault()
		tool := r.Kind.Tool()
		switch r.Kind {
		case UninitializedRead:
			what = "never written"
		case UninitializedSharedRead:
			what, tool = "never written", "sharedinit"
		}
		fmt.Fprintf(&b, "%s: %s %d-byte %s %s at %#x by thread (%d,%d,%d) in block (%d,%d,%d) of %s",
			tool, what, r.Size, r.Space, r.Access.Op, r.Addr,
			r.Thread[0], r.Thread[1], r.Thread[2], r.Block[0], r.Block[1], r.Block[2], r.Kernel)
	case RaceHazard, GlobalRace, StreamRace:
		fmt.Fprintf(&b, "race in %s: %s access at PTX line %d and %s access at PTX line %d (%d hazards)",
			r.Kernel, r.Other.Op, r.Other.Line, r.Access.Op, r.Access.Line, r.Hazards)
	default:
		fmt.Fprintf(&b, "%s by thread (%d,%d,%d) in block (%d,%d,%d) of %s",
			r.Detail, r.Thread[0], r.Thread[1], r.Thread[2], r.Block[0], r.Block[1], r.Block[2], r.Kernel)
		return b.String()
	}
	if r.Access.Source != "" {
		fmt.Fprintf(&b, " (%s)", r.Access.Source)
	}
	if r.Detail != "" {
		b.WriteString(": " + r.Detail)
	}
	return b.String()
}

// emit hands a report to the launch's Report function.
func (s *Sanitize) emit(r *Report) {
	if s.Report == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.Report(r)
}

// accessAt describes the instruction at pc as an access.
func (w *warp) accessAt(pc int32) Access {
	a := Access{Op: "read", PC: int(pc)}
	if int(pc) < len(w.k.code) {
		in := &w.k.code[pc]
		a.Line = int(in.line)
		a.Op = accessNames[w.k.accessKind(in, false)]
	}
	a.Source = w.k.sourceAt(int(pc))
	a.Function, a.Caller = w.k.inlinedAt(int(pc))
	return a
}

// inlinedAt returns the inlined function the instruction at pc belongs to and the CUDA
// "file:line" it was called from, or "", "".
func (k *Kernel) inlinedAt(pc int) (string, string) {
	if pc >= len(k.locs) || k.locs[pc].inl == 0 {
		return "", ""
	}
	f := k.inlines[k.locs[pc].inl-1]
	return f.name, k.fileLine(f.file, f.line)
}

// sourceAt returns the CUDA "file:line" of the instruction at pc, or "".
func (k *Kernel) sourceAt(pc int) string {
	if pc >= len(k.locs) {
		return ""
	}
	loc := k.locs[pc]
	return k.fileLine(loc.file, loc.line)
}

// fileLine names a .loc position "file:line" ("" for none).
func (k *Kernel) fileLine(file, line int32) string {
	if line <= 0 {
		return ""
	}
	name := k.files[int(file)]
	if name == "" {
		name = fmt.Sprintf("file%d", file)
	}
	return fmt.Sprintf("%s:%d", name, line)
}

// spaceOf names the memory space of an access by the instruction and, for generic addressing, the
// address.
func spaceOf(in *inst, addr uint64) string {
	switch in.op {
	case opLdShared, opLdShared32, opStShared, opStShared32, opLdShared32Checked, opStShared32Checked:
		return "shared"
	case opLdLocal, opStLocal:
		return "local"
	case opLdGlobal, opLdGlobal32, opLdGlobal64, opStGlobal, opStGlobal32, opStGlobal64:
		return "global"
	case opAtom:
		switch in.aux >> 4 & 0xf {
		case spGlobal:
			return "global"
		case spShared:
			return "shared"
		}
	}
	switch {
	case addr-SharedWindow < WindowSize:
		return "shared"
	case addr-LocalWindow < WindowSize:
		return "local"
	}
	return "global"
}

// sanitizeFault turns a fault of w into memcheck's report where the launch asked for it: the
// report goes to the launch's Report function, and the fault becomes the CUDA_ERROR_LAUNCH_FAILED
// that compute-sanitizer's programs see.
func (w *warp) sanitizeFault(s *Sanitize, lane int, f *Fault) {
	if r := w.memcheckReport(s, f.Code, lane, f.Addr); r != nil {
		r.Detail = f.Detail
		s.emit(r)
		f.Code = cu.ErrorLaunchFailed
		f.Report = r
	}
}

// sanAnotherFault reports a fault of another lane of the access that already faulted (memcheck
// reports every thread of the warp's access, as compute-sanitizer does).
func (w *warp) sanAnotherFault(s *Sanitize, code cu.Result, lane int, addr uint64) {
	if w.fault == nil || w.fault.PC != int(w.pc) || w.fault.Report == nil {
		return
	}
	if r := w.memcheckReport(s, code, lane, addr); r != nil {
		s.emit(r)
	}
}

// memcheckReport describes a memory fault as memcheck's report, or returns nil when memcheck is
// off or the fault is no access memcheck checks.
func (w *warp) memcheckReport(s *Sanitize, code cu.Result, lane int, addr uint64) *Report {
	if s.Checks&CheckMemory == 0 || (code != cu.ErrorIllegalAddress && code != cu.ErrorMisalignedAddress) {
		return nil
	}
	in := &w.k.code[w.pc]
	if !isMemoryOp(in.op) {
		return nil // a stack overflow, say: not an access memcheck checks
	}
	r := &Report{
		Kind: InvalidAccess, Kernel: w.k.name, Block: w.cta.ctaid,
		Thread: [3]uint32{w.tid[0][lane], w.tid[1][lane], w.tid[2][lane]},
		Space:  spaceOf(in, addr), Addr: addr, Access: w.accessAt(w.pc), Size: accessSize(in),
	}
	if r.Space == "shared" && addr-SharedWindow < WindowSize {
		r.Addr = addr - SharedWindow // compute-sanitizer names shared addresses by their offset
	}
	if code == cu.ErrorMisalignedAddress {
		r.Kind = MisalignedAccess
	}
	if r.Space == "global" && s.Memory != nil {
		if base, size, ok := s.Memory.Nearest(addr); ok {
			r.Allocation.Base, r.Allocation.Size, r.Allocation.Known = base, size, true
		}
	}
	if r.Kind == InvalidAccess && r.Space == "global" {
		r.Refused = w.refusal(addr, uint64(r.Size), r.Access.Op)
	}
	return r
}

// refusal is what memcheck says of a global access op that faulted at addr where the launch's
// memory lets the device only read: a write "is not writable", an atomic "is not
// readable/writable with atomic operations", as compute-sanitizer 2025.3.1 said of a read-only
// mapping and of memory registered read-only (on an H100: testdata/reference/mend33/h100-s33);
// "" for any other fault (out of bounds: memory the device may not reach at all included, as
// a mapping whose access was revoked was there).
func (w *warp) refusal(addr, size uint64, op string) string {
	wc := w.cta.wc
	if op == "read" || wc == nil {
		return ""
	}
	if code, _ := wc.WriteFault(addr, size); code == cu.Success {
		return ""
	}
	if op == "atomic" {
		return "not readable/writable with atomic operations"
	}
	return "not writable"
}

// sanRest checks the lanes in rest of the memory instruction in whose lane an access just
// faulted, so that memcheck reports each faulting thread; without memcheck it does nothing.
func (w *warp) sanRest(in *inst, rest uint32) {
	s := w.cta.l.Sanitize
	if s == nil || s.Checks&CheckMemory == 0 || rest == 0 || w.fault == nil {
		return
	}
	size := uint64(accessSize(in))
	for m := rest; m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := w.r[in.a][l] + uint64(in.imm)
		switch in.op {
		case opLdGlobal, opLdGlobal32, opLdGlobal64:
			w.globalAt(addr, size, l, false)
		case opStGlobal, opStGlobal32, opStGlobal64:
			w.globalAt(addr, size, l, true)
		case opLdShared, opLdShared32, opStShared, opStShared32, opLdShared32Checked, opStShared32Checked:
			w.sharedAt(addr, size, l)
		case opLdLocal, opStLocal:
			w.localAt(addr, size, l)
		case opLdGeneric, opStGeneric:
			w.generic(addr, size, l, in.op == opStGeneric)
		case opAtom:
			switch in.aux >> 4 & 0xf {
			case spGlobal:
				w.globalAt(addr, size, l, true)
			case spShared:
				w.sharedAt(addr, size, l)
			default:
				w.generic(addr, size, l, true)
			}
		}
	}
}

func isMemoryOp(op opcode) bool {
	switch op {
	case opLdGlobal, opLdGlobal32, opLdGlobal64, opStGlobal, opStGlobal32, opStGlobal64,
		opLdShared, opLdShared32, opStShared, opStShared32, opLdShared32Checked, opStShared32Checked, opLdLocal, opStLocal,
		opLdGeneric, opStGeneric, opAtom, opCpAsync:
		return true
	}
	return false
}

// accessSize is the bytes one lane of a memory instruction accesses.
func accessSize(in *inst) int {
	switch in.op {
	case opAtom:
		switch in.aux >> 8 & 0xf {
		case 2, 3, 5:
			return 8
		case 6, 7, 10:
			return 2
		case atomB128:
			return 16
		}
		return 4
	case opCpAsync:
		return int(in.aux)
	}
	size := int(in.aux & 0xff)
	if vec := int(in.aux >> 12 & 0xf); vec > 1 {
		size *= vec
	}
	return size
}

// ctaSan is one CTA's state for the per-access checks.
type ctaSan struct {
	s     *Sanitize
	epoch uint32 // the barrier interval: increases at every barrier completion
	// shadow holds, per 4-byte word of shared memory, the last write and the reads of the
	// current interval (racecheck): most shared accesses are aligned words or vectors of them,
	// so one cell stands for four bytes. A word accessed in pieces is split for the rest of the
	// launch: its bytes' cells are in bytes (allocated when first needed).
	shadow []shadowCell
	bytes  []shadowCell
	races  map[raceKey]*Report
	log    *AccessLog // CheckStreamRace: this CTA's global accesses
	// logPC and logKind cache the kind of access of the instruction logged last (pc+1).
	logPC   int32
	logKind int
	// written holds, per byte of shared memory, the gen of the last CTA that wrote it
	// (CheckSharedInit).
	written []uint32
	gen     uint32 // the CTA: increases at every CTA start
}

type shadowCell struct {
	wEpoch, rEpoch uint32
	wTid, rTid     uint16 // linear thread index; rTid manyReaders when more than one thread read
	wPC, rPC       int32
	wAtomic        bool   // the last write was an atomic (atomics do not race with each other)
	split          bool   // (word cells) the word's state is in its four byte cells
	wSync, rSync   uint32 // the accessing warp's bar.warp.sync count at the access
}

const manyReaders = 0xffff

type raceKey struct {
	first, second int32 // pcs
	kind          uint8
}

// newCTASan returns the per-access state for a CTA of a launch, or nil when no per-access check
// is on.
func newCTASan(l *Launch, old *ctaSan, shared int) *ctaSan {
	s := l.Sanitize
	if s == nil || s.Checks&checksPerAccess == 0 {
		return nil
	}
	cs := old
	if cs == nil {
		cs = &ctaSan{}
	}
	cs.s = s
	if words := (shared + 3) / 4; s.Checks&CheckRace != 0 && len(cs.shadow) < words {
		cs.shadow = make([]shadowCell, words)
		cs.bytes = nil
	}
	if s.Checks&CheckSharedInit != 0 && len(cs.written) < shared {
		cs.written = make([]uint32, shared)
	}
	return cs
}

// begin starts a CTA: a fresh barrier interval, and shared memory not yet written.
func (cs *ctaSan) begin() {
	cs.barrier()
	cs.gen++
	if cs.gen == 0 { // wrapped
		clear(cs.written)
		cs.gen = 1
	}
}

// barrier ends a barrier interval.
func (cs *ctaSan) barrier() {
	cs.epoch++
	if cs.epoch == 0 { // wrapped: old entries could look current
		clear(cs.shadow)
		cs.bytes = nil
		cs.epoch = 1
	}
}

// shAccess is one warp instruction's shared-memory access, as the checks see it; tid is set per
// lane.
type shAccess struct {
	write, atomic bool // for racecheck
	// initReads and initWrites say whether the access reads and writes the bytes (sharedinit):
	// an atomic does both.
	initReads, initWrites bool
	tid                   uint16
	pc                    int32
	sync                  uint32
	// wawUnit is the bytes of the access racecheck counts one write/write hazard for: a vector
	// element of a st, at least a word (lanes15w2: u8, u16, u32 and u64 stores 1, v2 2, v4 4).
	wawUnit uint64
}

// sharedAccess describes the warp's current instruction for the shared-memory checks.
func (w *warp) sharedAccess() shAccess {
	a := shAccess{pc: w.pc, sync: w.warpSyncs, wawUnit: 4}
	in := &w.k.code[w.pc]
	switch in.op {
	case opStShared, opStGeneric:
		a.write = true
		a.wawUnit = max(uint64(in.aux&0xff), 4)
	case opStShared32, opStShared32Checked, opCpAsync:
		a.write = true
	case opAtom:
		a.write, a.atomic = true, true
	case opMatrix:
		a.write = w.k.mats[in.aux].stores()
	case opMbar:
		// An mbarrier is a synchronisation object racecheck does not look into (its
		// operations count as reads); its init writes it, its other operations read it.
		a.initWrites = true
		a.initReads = in.aux&0xf != mbInit
		return a
	}
	a.initWrites = a.write
	a.initReads = !a.write || a.atomic
	return a
}

// stores says whether the matrix operation writes memory.
func (op *matOp) stores() bool { return op.kind == matStore || op.kind == matStmatrix }

// sanShared checks one lane's shared-memory access of size bytes at offset off (racecheck).
// Hazards are counted as compute-sanitizer counts them (testdata/sanitize/golden/racecheck,
// defects2 in testdata/sanitize/golden2): a read and a write of one byte by two threads between
// barriers is one hazard of the pair of instructions, named in program order whatever the order
// they ran in; two threads writing the same bytes, one hazard per vector element (at least a word) of the access. Threads of one warp
// separated by __syncwarp (bar.warp.sync) do not race; atomics do not race with each other.
func (w *warp) sanShared(cs *ctaSan, off, size uint64, l int) {
	checks := cs.s.Checks & (CheckRace | CheckSharedInit)
	if checks == 0 {
		return
	}
	a := w.sharedAccess()
	a.tid = uint16(w.id*32 + l)
	if checks&CheckRace != 0 && off+size <= uint64(len(cs.shadow))*4 {
		w.sanSharedAccess(cs, &a, off, size)
	}
	if checks&CheckSharedInit != 0 {
		w.sanSharedInit(cs, &a, off, size, l)
	}
}

// sanPeerShared notes, for sharedinit, a write of this warp's current instruction into the
// shared memory of another CTA of its cluster, whose state is cs (its reads are not checked).
func (w *warp) sanPeerShared(cs *ctaSan, off, size uint64) {
	if cs.s.Checks&CheckSharedInit == 0 || off+size > uint64(len(cs.written)) {
		return
	}
	if a := w.sharedAccess(); a.initWrites {
		for i := off; i < off+size; i++ {
			cs.written[i] = cs.gen
		}
	}
}

// sanSharedInit checks one lane's shared-memory access for a read of bytes no thread of the CTA
// has written (CheckSharedInit, beyond compute-sanitizer, whose initcheck looks at global memory
// only): the GPU leaves shared memory as the previous CTA on the SM left it, so the value read is
// garbage. Each such access of each thread is reported, as initcheck reports global reads.
func (w *warp) sanSharedInit(cs *ctaSan, a *shAccess, off, size uint64, l int) {
	if off+size > uint64(len(cs.written)) {
		return
	}
	gen := cs.gen
	bytes := cs.written[off : off+size]
	if a.initReads {
		for i, g := range bytes {
			if g != gen {
				r := &Report{Kind: UninitializedSharedRead, Kernel: w.k.name, Block: w.cta.ctaid,
					Thread: [3]uint32{w.tid[0][l], w.tid[1][l], w.tid[2][l]},
					Space:  "shared", Size: int(size), Addr: off, Access: w.accessAt(w.pc)}
				r.Detail = fmt.Sprintf("byte %d of the %d bytes was never written by the block", i, size)
				cs.s.emit(r)
				break
			}
		}
	}
	if a.initWrites {
		for i := range bytes {
			bytes[i] = gen
		}
	}
}

// sanSharedAccess is sanShared for an access already described. A write/write conflict counts
// once per 4-byte word the access touches (waw is reset at each word): compute-sanitizer counted
// 31 for 32 lanes' st.shared.u32 to one word, 62 for v2.u32 and 124 for v4.u32
// (testdata/conformance/tma/lanes14w2, h200-racecheck.txt).
func (w *warp) sanSharedAccess(cs *ctaSan, a *shAccess, off, size uint64) {
	waw := false
	if off&3 == 0 && size&3 == 0 {
		for i := off / 4; i < (off+size)/4; i++ {
			if i*4%a.wawUnit == 0 {
				waw = false
			}
			c := &cs.shadow[i]
			if !c.split {
				w.sanCell(cs, c, a, i*4, 4, &waw)
				continue
			}
			for j := range uint64(4) {
				w.sanCell(cs, &cs.bytes[i*4+j], a, i*4+j, 1, &waw)
			}
		}
		return
	}
	for b := off; b < off+size; b++ {
		if b%a.wawUnit == 0 {
			waw = false
		}
		if c := &cs.shadow[b/4]; !c.split {
			cs.split(b / 4)
		}
		w.sanCell(cs, &cs.bytes[b], a, b, 1, &waw)
	}
}

// split gives word i of the shadow a cell per byte, each a copy of the word's.
func (cs *ctaSan) split(i uint64) {
	if cs.bytes == nil {
		cs.bytes = make([]shadowCell, 4*len(cs.shadow))
	}
	c := &cs.shadow[i]
	c.split = true
	for j := range uint64(4) {
		cs.bytes[4*i+j] = *c
		cs.bytes[4*i+j].split = false
	}
}

// sanCell applies access a to the shadow cell c of n bytes at offset off, counting n hazards
// for a read/write conflict (one per byte) and one for a write/write conflict per wawUnit of the
// access (waw says whether this unit of it has found one already).
func (w *warp) sanCell(cs *ctaSan, c *shadowCell, a *shAccess, off uint64, n int, waw *bool) {
	epoch := cs.epoch
	if !a.write {
		if c.wEpoch == epoch && c.wTid != a.tid && !c.wAtomic && w.racesWith(c.wTid, c.wSync, a.sync) {
			w.sanRace(cs, c.wPC, a.pc, off, n)
		}
		if c.rEpoch != epoch {
			c.rEpoch, c.rTid, c.rPC, c.rSync = epoch, a.tid, a.pc, a.sync
		} else if c.rTid != a.tid {
			c.rTid = manyReaders
		}
		return
	}
	if !a.atomic {
		if c.wEpoch == epoch && c.wTid != a.tid && !c.wAtomic && !*waw && w.racesWith(c.wTid, c.wSync, a.sync) {
			w.sanRace(cs, c.wPC, a.pc, off, 1)
			*waw = true
		}
		if c.rEpoch == epoch && c.rTid != a.tid && w.racesWith(c.rTid, c.rSync, a.sync) {
			w.sanRace(cs, a.pc, c.rPC, off, n)
		}
	}
	c.wEpoch, c.wTid, c.wPC, c.wAtomic, c.wSync = epoch, a.tid, a.pc, a.atomic, a.sync
}

// sanGlobalRace checks an access to global memory against the accesses of other CTAs of the
// launch (CheckGlobalRace, beyond compute-sanitizer, whose racecheck looks at shared memory
// only): a byte written by one CTA and read or written by another, neither access atomic, is a
// hazard, whatever the order (CTAs of one launch are not ordered). One hazard per access.
func (w *warp) sanGlobalRace(s *Sanitize, addr, size uint64) {
	in := &w.k.code[w.pc]
	write, atomic := false, false
	switch in.op {
	case opStGlobal, opStGlobal32, opStGlobal64, opStGeneric:
		write = true
	case opAtom:
		write, atomic = true, true
	}
	me := gAccess{cta: int32(w.cta.linear), pc: w.pc, write: write, atomic: atomic}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.global == nil {
		s.global = map[uint64]gAccess{}
	}
	found := false
	for a := addr; a < addr+size; a++ {
		prev, ok := s.global[a]
		if ok && !found && prev.cta != me.cta && (prev.write || write) && !(prev.atomic && atomic) {
			found = true
			first, second := w.accessAt(prev.pc), w.accessAt(me.pc)
			first.Op, second.Op = opName(prev), opName(me)
			if second.PC < first.PC || (second.PC == first.PC && !me.write) {
				first, second = second, first
			}
			k := raceKey{int32(first.PC), int32(second.PC), 1}
			if s.races == nil {
				s.races = map[raceKey]*Report{}
			}
			if r := s.races[k]; r != nil {
				r.Hazards++
			} else {
				s.races[k] = &Report{Kind: GlobalRace, Kernel: w.k.name, Block: w.cta.ctaid, Space: "global", Addr: a,
					Access: second, Other: &first, Hazards: 1}
			}
		}
		if !ok || write || !prev.write {
			s.global[a] = me
		}
	}
}

func opName(a gAccess) string {
	switch {
	case a.atomic:
		return "atomic"
	case a.write:
		return "write"
	}
	return "read"
}

// sanCollective runs the checks of a warp collective, when the launch is sanitized.
func (w *warp) sanCollective(in *inst, mask uint32) {
	if w.cta.l.Sanitize.Checks&CheckMasks != 0 {
		w.sanMask(in, mask)
	}
}

// sanMask checks the member mask of a shfl, vote or match (CheckMasks, beyond
// compute-sanitizer): every lane it names must execute the instruction, or the lanes that do wait
// for lanes that never come (undefined behaviour in CUDA; the H200 went on). Each instruction is
// reported once per launch.
func (w *warp) sanMask(in *inst, mask uint32) {
	slot := in.b
	if in.op == opShfl {
		slot = in.x[0]
	}
	l := firstLane(mask)
	member := uint32(w.r[slot][l])
	absent := member &^ mask
	if absent == 0 {
		return
	}
	s := w.cta.l.Sanitize
	s.mu.Lock()
	if s.masks == nil {
		s.masks = map[int32]bool{}
	}
	seen := s.masks[w.pc]
	s.masks[w.pc] = true
	s.mu.Unlock()
	if seen {
		return
	}
	r := &Report{Kind: InvalidMask, Kernel: w.k.name, Block: w.cta.ctaid,
		Thread: [3]uint32{w.tid[0][l], w.tid[1][l], w.tid[2][l]}, Access: w.accessAt(w.pc),
		Detail: fmt.Sprintf("member mask 0x%08x names lanes %s, which do not execute the %s (lanes %s do)", member, laneList(absent), opInfo[in.op].name, laneList(mask))}
	r.Access.Op = opInfo[in.op].name
	s.emit(r)
}

// ldShared32Checked is opLdShared32 with racecheck's and sharedinit's look at each lane's access.
func (w *warp) ldShared32Checked(in *inst, mask uint32) bool {
	a, d := &w.r[in.a], &w.r[in.d]
	sh := w.cta.ownShared()
	cs := w.cta.san
	acc := w.sharedAccess()
	var shadow []shadowCell
	if cs.s.Checks&CheckRace != 0 {
		shadow = cs.shadow
	}
	initCheck := cs.s.Checks&CheckSharedInit != 0
	epoch := cs.epoch
	tid0 := uint16(w.id * 32)
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := a[l] + uint64(in.imm)
		if addr&3 != 0 || addr >= uint64(len(sh)) || uint64(len(sh))-addr < 4 {
			b := w.sharedFor(in, addr, 4, l) // another CTA's (cluster.go), or a fault
			if b == nil {
				w.sanRest(in, m&(m-1))
				return false
			}
			d[l] = uint64(binary.LittleEndian.Uint32(b))
			continue
		}
		if shadow != nil {
			// Most reads race with nothing (no other thread wrote the word in this interval):
			// they only join the word's readers, here; sanCell does the rest.
			tid := tid0 + uint16(l)
			if c := &shadow[addr>>2]; !c.split && (c.wEpoch != epoch || c.wTid == tid) {
				if c.rEpoch != epoch {
					c.rEpoch, c.rTid, c.rPC, c.rSync = epoch, tid, acc.pc, acc.sync
				} else if c.rTid != tid {
					c.rTid = manyReaders
				}
			} else {
				acc.tid = tid
				w.sanSharedAccess(cs, &acc, addr, 4)
			}
		}
		if initCheck {
			w.sanSharedInit(cs, &acc, addr, 4, l)
		}
		d[l] = uint64(binary.LittleEndian.Uint32(sh[addr:]))
	}
	return true
}

// stShared32Checked is opStShared32 with racecheck's and sharedinit's look at each lane's access.
// Its lanes are resolved and looked at in lane order, as compute-sanitizer looks at them (a
// word's last writer is its highest lane, testdata/conformance/tma/lanes14w2), then written from
// lane 31 down (store32Pass: the lowest lane's value stays).
func (w *warp) stShared32Checked(in *inst, mask uint32) bool {
	a := &w.r[in.a]
	sh := w.cta.ownShared()
	var at laneBytes
	var own uint32 // lanes whose word is in the CTA's own shared memory
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := a[l] + uint64(in.imm)
		if addr&3 != 0 || addr >= uint64(len(sh)) || uint64(len(sh))-addr < 4 {
			b := w.sharedFor(in, addr, 4, l) // another CTA's (cluster.go), or a fault
			if b == nil {
				w.sanRest(in, m&(m-1))
				w.stShared32Look(in, mask&^m, own, &at)
				return false
			}
			at[l] = unsafe.Pointer(unsafe.SliceData(b))
			continue
		}
		own |= 1 << l
		at[l] = unsafe.Pointer(&sh[addr])
	}
	w.stShared32Look(in, mask, own, &at)
	return true
}

// stShared32Look is stShared32Checked's second half: racecheck's and sharedinit's look at the
// lanes of own in lane order (the others had it when sharedFor resolved them), then the writes.
func (w *warp) stShared32Look(in *inst, mask, own uint32, at *laneBytes) {
	a := &w.r[in.a]
	cs := w.cta.san
	acc := w.sharedAccess()
	var shadow []shadowCell
	if cs.s.Checks&CheckRace != 0 {
		shadow = cs.shadow
	}
	initCheck := cs.s.Checks&CheckSharedInit != 0
	epoch := cs.epoch
	tid0 := uint16(w.id * 32)
	for m := mask & own; m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := a[l] + uint64(in.imm)
		if shadow != nil {
			// Most writes race with nothing (no other thread wrote or read the word in this
			// interval): they only become the word's last write, here; sanCell does the rest.
			tid := tid0 + uint16(l)
			if c := &shadow[addr>>2]; !c.split && (c.wEpoch != epoch || c.wTid == tid) && (c.rEpoch != epoch || c.rTid == tid) {
				c.wEpoch, c.wTid, c.wPC, c.wAtomic, c.wSync = epoch, tid, acc.pc, false, acc.sync
			} else {
				acc.tid = tid
				w.sanSharedAccess(cs, &acc, addr, 4)
			}
		}
		if initCheck {
			w.sanSharedInit(cs, &acc, addr, 4, l)
		}
	}
	store32Write(mask, at, &w.r[in.b])
}

// racesWith reports whether an earlier access of the interval by thread t (another thread), made
// when its warp had executed s bar.warp.syncs, races with one by this warp now (at sync).
func (w *warp) racesWith(t uint16, s, sync uint32) bool {
	return t == manyReaders || int(t)/32 != w.id || s == sync
}

// sanRace counts n hazards between the write at pc wr and the access at pc other (a read, or a
// write when both are writes); the report for each pair of instructions is made once per launch
// and counts its hazards. The pair is named in program order.
func (w *warp) sanRace(cs *ctaSan, wr, other int32, off uint64, n int) {
	if cs.races == nil {
		cs.races = map[raceKey]*Report{}
	}
	k := raceKey{wr, other, 0}
	if other < wr {
		k.first, k.second = other, wr
	}
	if r := cs.races[k]; r != nil {
		r.Hazards += n
		return
	}
	first, second := w.accessAt(wr), w.accessAt(other)
	first.Op = "write"
	if second.Op != "write" {
		second.Op = "read"
	}
	if other < wr {
		first, second = second, first
	}
	r := &Report{Kind: RaceHazard, Kernel: w.k.name, Block: w.cta.ctaid, Space: "shared", Addr: off,
		Access: second, Other: &first, Hazards: n}
	cs.races[k] = r
}

// flushRaces hands the CTA's races to the launch, which reports them when it ends.
func (cs *ctaSan) flushRaces() {
	if len(cs.races) == 0 {
		return
	}
	s := cs.s
	s.mu.Lock()
	if s.races == nil {
		s.races = map[raceKey]*Report{}
	}
	for k, r := range cs.races {
		if old := s.races[k]; old != nil {
			old.Hazards += r.Hazards
		} else {
			s.races[k] = r
		}
	}
	s.mu.Unlock()
	clear(cs.races)
}

// finish reports what the launch's checks gathered over all its CTAs (races), in instruction
// order, and forgets it.
func (s *Sanitize) finish() {
	if s.Checks&CheckStreamRace != 0 {
		s.mergeLogs()
	}
	s.mu.Lock()
	rs := make([]*Report, 0, len(s.races))
	for _, r := range s.races {
		rs = append(rs, r)
	}
	clear(s.races)
	s.mu.Unlock()
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].Other.PC != rs[j].Other.PC {
			return rs[i].Other.PC < rs[j].Other.PC
		}
		return rs[i].Access.PC < rs[j].Access.PC
	})
	for _, r := range rs {
		s.emit(r)
	}
}

// sanGlobal checks one lane's global access (initcheck) before it is made; it records writes.
func (w *warp) sanGlobal(cs *ctaSan, addr, size uint64, l int) {
	if cs.s.Checks&CheckGlobalRace != 0 {
		w.sanGlobalRace(cs.s, addr, size)
	}
	if cs.s.Checks&CheckStreamRace != 0 {
		w.logAccess(cs, addr, size)
	}
	m := cs.s.Memory
	if m == nil || cs.s.Checks&CheckInit == 0 {
		return
	}
	in := &w.k.code[w.pc]
	switch in.op {
	case opStGlobal, opStGlobal32, opStGlobal64, opStGeneric:
		m.Written(addr, size)
		return
	case opAtom:
		if _, ok := m.Uninitialized(addr, size); ok {
			w.sanUninit(cs, addr, size, l)
		}
		m.Written(addr, size)
		return
	}
	if _, ok := m.Uninitialized(addr, size); ok {
		w.sanUninit(cs, addr, size, l) // compute-sanitizer names the access's address
	}
}

func (w *warp) sanUninit(cs *ctaSan, addr, size uint64, l int) {
	in := &w.k.code[w.pc]
	r := &Report{Kind: UninitializedRead, Kernel: w.k.name, Block: w.cta.ctaid,
		Thread: [3]uint32{w.tid[0][l], w.tid[1][l], w.tid[2][l]},
		Space:  "global", Size: accessSize(in), Addr: addr, Access: w.accessAt(w.pc)}
	if base, n, ok := cs.s.Memory.Nearest(addr); ok {
		r.Allocation.Base, r.Allocation.Size, r.Allocation.Known = base, n, true
	}
	cs.s.emit(r)
}

// sanBarrier checks barrier id as it completes (synccheck): every lane of a waiting warp that
// was live when the warp's first lanes arrived must have arrived too, not exited or gone on
// elsewhere, and all at the same barrier instruction. A warp whose lanes reach one barrier
// instruction in groups (diverged code reconverging there) is fine. The first offending warp ends
// the CTA (cta.sanFault), with one report per thread that arrived, as compute-sanitizer gives
// them (testdata/sanitize/golden/synccheck).
func (c *cta) sanBarrier(s *Sanitize, id int) {
	if c.sanFault != nil {
		return
	}
	for _, w := range c.bars[id].waiting {
		var arrived uint32
		var groups []parkedGroup
		samePC := true
		for _, g := range w.parked {
			if int(g.id) == id {
				arrived |= g.mask
				samePC = samePC && (len(groups) == 0 || g.pc == groups[0].pc)
				groups = append(groups, g)
			}
		}
		missing := w.barLive[id] &^ arrived
		if missing == 0 && samePC {
			continue
		}
		g := groups[0]
		saved, savedState, savedFault := w.pc, w.state, w.fault
		w.pc, w.fault = g.pc-1, nil // g.pc is where the group resumes, after the barrier
		w.faultf(cu.ErrorLaunchFailed, firstLane(g.mask), 0, "barrier %d completed with lanes %s of warp %d arrived (at %d instructions) and lanes %s of it, live when they arrived, absent (divergent __syncthreads)",
			id, laneList(arrived), w.id, len(groups), laneList(missing))
		f := w.fault
		w.pc, w.state, w.fault = saved, savedState, savedFault
		// The groups that arrived last are reported first: the GPU finds the error as they
		// arrive (golden2/synccheck/div_sync_else.txt).
		for i, j := 0, len(groups)-1; i < j; i, j = i+1, j-1 {
			groups[i], groups[j] = groups[j], groups[i]
		}
		for _, g := range groups {
			for m := g.mask; m != 0; m &= m - 1 {
				l := firstLane(m)
				r := &Report{Kind: DivergentBarrier, Kernel: w.k.name, Block: c.ctaid,
					Thread: [3]uint32{w.tid[0][l], w.tid[1][l], w.tid[2][l]},
					Access: w.accessAt(g.pc - 1), Detail: "Barrier error detected. Divergent thread(s) in warp"}
				r.Access.Op = "barrier"
				if f.Report == nil {
					f.Report = r
				}
				s.emit(r)
			}
		}
		if missing != 0 {
			// Lanes that never came: the launch ends with 719. Lanes at different barrier
			// instructions that all came: reported, and the launch goes on (the H200 answered
			// CUDA_SUCCESS for div_sync_else).
			c.sanFault = f
		}
		return
	}
}

// liveAtBarrier returns the lanes of w that synccheck expects at a barrier it reaches now: those
// not exited, less those waiting to run a kernel-level ret or exit next. On the GPU these exit
// before the warp reaches the barrier (`if (tid >= n) return; __syncthreads();` is fine for
// compute-sanitizer: testdata/sanitize/golden2/synccheck/exit_then_sync.txt), while lanes that
// skip the barrier and go on to other code are divergent (golden/synccheck/div_sync.txt).
func (w *warp) liveAtBarrier() uint32 {
	live := ^w.exited
	if len(w.frames) > 0 {
		return live
	}
	for _, e := range w.stack[w.frameDepth:] {
		if int(e.pc) < len(w.k.code) {
			if op := w.k.code[e.pc].op; op == opRet || op == opExit {
				live &^= e.mask
			}
		}
	}
	return live
}

// checkedCode returns the kernel's code for launches whose accesses are checked: the fast memory
// ops, which bypass the engine's access functions, become the general ones: only the shared ones
// when only shared memory is checked (racecheck), else all. Each variant is made once.
func (k *Kernel) checkedCode(sharedOnly bool) []inst {
	v := &k.checked[0]
	if sharedOnly {
		v = &k.checked[1]
	}
	v.once.Do(func() {
		code := append([]inst(nil), k.code...)
		for i := range code {
			switch code[i].op {
			case opLdGlobal32, opLdGlobal64:
				if !sharedOnly {
					code[i].op = opLdGlobal
				}
			case opStGlobal32, opStGlobal64:
				if !sharedOnly {
					code[i].op = opStGlobal
				}
			case opLdShared32:
				code[i].op = opLdShared32Checked
			case opStShared32:
				code[i].op = opStShared32Checked
			}
		}
		v.code = code
	})
	return v.code
}

// laneMask is a helper for messages: the lanes of m as a list.
func laneList(m uint32) string {
	var parts []string
	for m != 0 {
		lo := bits.TrailingZeros32(m)
		hi := lo
		for hi < 31 && m&(1<<(hi+1)) != 0 {
			hi++
		}
		if lo == hi {
			parts = append(parts, fmt.Sprint(lo))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", lo, hi))
		}
		m &^= (1<<(hi+1) - 1) &^ (1<<lo - 1)
		if hi == 31 {
			m = 0
		}
	}
	return strings.Join(parts, ",")
}
