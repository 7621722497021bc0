package sim

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// Random programs, version 4 (testdata/conformance/random/README.md): what versions 1-3 hardly
// write, the shape of real programs - divergent control flow and what runs inside it. Nested
// if/else on lane-dependent and data-dependent predicates, loops with lane-dependent trip counts
// (with a break at a lane-known iteration) and data-dependent ones (break, continue), brx.idx jump
// tables, bra.uni on block-uniform predicates; warp collectives (shfl, vote, match, redux,
// activemask, elect, bar.warp.sync) inside divergent regions on a member mask that is exactly the
// region's lanes (an immediate, or a register computed per loop iteration); .func calls with
// parameters and return values (a struct return, recursion a few levels deep on a lane-dependent
// depth, local arrays addressed through a generic stack pointer, collectives inside a function
// on the caller's mask); compare-and-swap loops and reductions into block-common words inside
// divergent code (only the final, order-independent values are compared); 64-bit address
// arithmetic for gathers from in and from a .const table; exit in some lanes (lane-known, or
// data-dependent, after which nothing waits for the warp). Versions 1-3 stay as they are; version
// 4 draws from its own seeds, its prologue is version 3's and it only adds methods to hwGen.

const (
	hwRandom4Version = "v4"
	hwSweep4Version  = "s4"
	hwRandom4Count   = 400
	hwSweep4Count    = 150
)

// hwRandom4Regs are version 4's scratch registers: %w0-%w7 (never stored by the epilogue, so
// values that depend on timing, such as a compare-and-swap's old value, may pass through them),
// per region depth d a loop counter %n<d>, trip count %tr<d>, predicate %o<d> and member mask
// %j<2d>, and %z0-%z3 64-bit addresses.
const hwRandom4Regs = "\t.reg .b32 %w<8>;\n\t.reg .b32 %n<4>;\n\t.reg .b32 %tr<4>;\n\t.reg .b32 %j<8>;\n\t.reg .pred %o<5>;\n\t.reg .b64 %z<4>;\n"

// hwFlow4 is version 4's state while a program is written.
type hwFlow4 struct {
	regions  []hwRegion4     // the regions being written, outermost (the kernel's top level) first
	funcs    []int           // the kinds of the functions defined so far (f0, f1, ...)
	module   strings.Builder // the .func definitions, placed before the kernel
	ctab     []uint32        // the .const table ctab4
	exited   bool            // some lanes exited: nothing may wait for the block any more
	shared   int             // a region added into this common shared word (1 + index), read back at the top level
	diverged bool            // the top level branched since the warp last reconverged (reconverge4)
}

// hwRegion4 is a region of code and which lanes of each warp run it.
type hwRegion4 struct {
	mask  string // an operand holding the region's lanes: an immediate, a %j register, or "" (not known: no collectives)
	lanes uint32 // the lanes, where mask is an immediate
}

func (r hwRegion4) konst() bool { return r.mask != "" && r.mask[0] != '%' }

func konst4(lanes uint32) hwRegion4 { return hwRegion4{fmt.Sprint(int32(lanes)), lanes} }

// Function kinds (hwFlow4.funcs).
const (
	hwFuncLeaf = iota // (b32 a, b32 b, b64 c) -> b32, a local array written through a generic pointer
	hwFuncRec         // (b32 depth, b32 x) -> b32, calls itself depth times, a local frame each
	hwFuncWarp        // (b32 mask, b32 x) -> b32, collectives on the caller's mask
	hwFuncPair        // (b64 c, b32 a) -> .b8[8], a struct return
	hwFuncKinds
)

// prologue4 is version 3's prologue with version 4's registers, and draws the .const table.
func (g *hwGen) prologue4(words int, regs string) {
	g.prologue3(words, hwRandom4Regs+regs)
	specials := []uint32{0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x7f800000, 0x7fc00000, 0x3f800000, 31, 32, 33, 64}
	for range 64 {
		if g.n(3) == 0 {
			g.flow.ctab = append(g.flow.ctab, specials[g.n(len(specials))])
		} else {
			g.flow.ctab = append(g.flow.ctab, g.r.Uint32())
		}
	}
}

// finish4 places the .const table and the functions before the kernel.
func (g *hwGen) finish4() string {
	var mod strings.Builder
	mod.WriteString(".const .align 8 .b32 ctab4[64] = {")
	for i, v := range g.flow.ctab {
		if i > 0 {
			mod.WriteString(", ")
		}
		fmt.Fprint(&mod, v)
	}
	mod.WriteString("};\n\n")
	mod.WriteString(g.flow.module.String())
	return strings.Replace(g.version(), ".visible .entry k(", mod.String()+".visible .entry k(", 1)
}

// here is the region being written; at the top level with a forward branch of version 1's still
// open, the lanes are not known.
func (g *hwGen) here() hwRegion4 {
	f := g.flow
	if len(f.regions) == 1 && len(g.open) > 0 {
		return hwRegion4{}
	}
	return f.regions[len(f.regions)-1]
}

// blockWide: the whole block runs this point together (a barrier may stand here).
func (g *hwGen) blockWide() bool {
	return len(g.flow.regions) == 1 && g.converged() && !g.flow.exited
}

// newLabel is a fresh label number (labels are L<n>, shared with versions 1-3's branches).
func (g *hwGen) newLabel() int {
	g.label++
	return g.label
}

func (g *hwGen) place(l int) { fmt.Fprintf(&g.b, "L%d:\n", l) }

// laneMask4 draws a set of lanes within within: a union of segments, the lanes below some lane, one
// lane, a range, or any; a proper subset where one exists.
func (g *hwGen) laneMask4(within uint32) uint32 {
	for range 8 {
		var m uint32
		switch g.n(6) {
		case 0:
			w := []int{2, 4, 8, 16}[g.n(4)]
			for s := 0; s < 32; s += w {
				if g.n(2) == 0 {
					m |= (1<<w - 1) << s
				}
			}
		case 1:
			m = 1<<(1+g.n(31)) - 1
		case 2:
			m = 1 << g.n(32)
		case 3:
			a := g.n(32)
			b := a + 1 + g.n(32-a)
			m = uint32((uint64(1)<<b - 1) &^ (uint64(1)<<a - 1))
		default:
			m = g.r.Uint32()
		}
		m &= within
		if m != 0 && m != within {
			return m
		}
	}
	return within
}

// lanePred sets the predicate o to whether the lane is in lanes.
func (g *hwGen) lanePred(o string, lanes uint32) {
	switch g.n(3) {
	case 0:
		g.line("mov.u32 %%w7, %%lanemask_eq;")
		g.line("and.b32 %%w7, %%w7, %d;", int32(lanes))
	case 1:
		g.line("mov.b32 %%w7, %d;", int32(lanes))
		g.line("bfe.u32 %%w7, %%w7, %%c0, 1;")
	default:
		g.line("mov.b32 %%w7, %d;", int32(lanes))
		g.line("shr.b32 %%w7, %%w7, %%c0;")
		g.line("and.b32 %%w7, %%w7, 1;")
	}
	g.line("setp.ne.u32 %s, %%w7, 0;", o)
}

// child is the region of parent's lanes that are in lanes (at depth d); with a register mask it
// computes the child's into %j<2d> (at the start of the child's code).
func (g *hwGen) child(parent hwRegion4, lanes uint32, d int) hwRegion4 {
	switch {
	case parent.mask == "":
		return hwRegion4{}
	case parent.konst():
		return konst4(parent.lanes & lanes)
	}
	j := fmt.Sprintf("%%j%d", 2*d)
	g.line("and.b32 %s, %s, %d;", j, parent.mask, int32(lanes))
	return hwRegion4{mask: j}
}

// body4 writes a region's statements.
func (g *hwGen) body4(r hwRegion4, n int) {
	g.flow.regions = append(g.flow.regions, r)
	for range n {
		g.stmt4(false)
	}
	g.flow.regions = g.flow.regions[:len(g.flow.regions)-1]
}

// stmt4 writes one statement of version 4 in the current region (late: the program's second half,
// where lanes may exit).
func (g *hwGen) stmt4(late bool) {
	f := g.flow
	depth := len(f.regions)
	nest := depth < 4 && g.n(depth) == 0 // deeper regions nest less
	here := g.here()
	switch k := g.n(26); {
	case k < 8:
		g.straight4()
	case k < 10 && nest:
		g.ifLane4()
	case k < 12 && nest:
		g.ifData4()
	case k == 12 && nest:
		g.loopLane4()
	case k == 13 && nest:
		g.loopData4()
	case k == 14 && nest:
		g.brx4()
	case k < 18:
		g.call4()
	case k < 21 && here.mask != "":
		g.b.WriteString("\t")
		g.collective4(here)
	case k == 21:
		g.gather4()
	case k == 22:
		g.common4()
	case k == 23 && depth == 1 && here.mask != "":
		g.uniform4()
	case k == 24 && late:
		g.exit4()
	default:
		g.straight4()
	}
}

// straight4 is one instruction of versions 1-3 that neither branches nor waits for other lanes,
// sometimes guarded.
func (g *hwGen) straight4() {
	g.b.WriteString("\t")
	plain := true
	if g.n(4) == 0 {
		g.b.WriteString("@" + g.pick("", "!") + g.pr() + " ")
		plain = false
	}
	switch g.n(20) {
	case 0, 1:
		g.intOp()
	case 2, 3:
		g.f32Op()
	case 4, 5:
		g.bitOp()
	case 6:
		g.bit3()
	case 7:
		g.int64Op()
	case 8:
		g.compare()
	case 9:
		g.convert()
	case 10:
		g.halfOp()
	case 11:
		g.f64Op()
	case 12:
		g.int3()
	case 13:
		g.int2()
	case 14:
		g.ldWord(g.rd())
	case 15:
		g.memoryOp(plain)
	case 16, 17:
		g.atomic3(plain, false)
	case 18:
		g.load3()
	default:
		g.half3()
	}
}

// ifLane4: if/else on whether the lane is in a drawn set; each side knows its lanes.
func (g *hwGen) ifLane4() {
	d := len(g.flow.regions)
	here := g.here()
	within := ^uint32(0)
	if here.konst() {
		within = here.lanes
	}
	m := g.laneMask4(within)
	g.lanePred(fmt.Sprintf("%%o%d", d), m)
	other, join := g.newLabel(), g.newLabel()
	g.line("@!%%o%d bra L%d;", d, other)
	r := g.child(here, m, d)
	g.body4(r, 1+g.n(3))
	if g.n(3) == 0 {
		g.place(other)
		return
	}
	g.line("bra L%d;", join)
	g.place(other)
	r = g.child(here, ^m, d)
	g.body4(r, 1+g.n(3))
	g.place(join)
}

// ifData4: if/else on a data-dependent predicate; the lanes are not known inside.
func (g *hwGen) ifData4() {
	d := len(g.flow.regions)
	pred := g.pr()
	if g.n(2) == 0 {
		cmp := g.pick("lt", "le", "gt", "ge", "eq", "ne")
		g.line("setp.%s.%s %%o%d, %s, %s;", cmp, g.pick("s32", "u32"), d, g.ri(), g.src())
		pred = fmt.Sprintf("%%o%d", d)
	}
	other, join := g.newLabel(), g.newLabel()
	g.line("@%s%s bra L%d;", g.pick("", "!"), pred, other)
	g.body4(hwRegion4{}, 1+g.n(3))
	if g.n(3) == 0 {
		g.place(other)
		return
	}
	g.line("bra L%d;", join)
	g.place(other)
	g.body4(hwRegion4{}, 1+g.n(3))
	g.place(join)
}

// loopLane4: a loop whose trip count is a function of the lane (0 to 4), counted up in %n<d>; the
// lanes of iteration i are known (an immediate per iteration, selected into %j<2d>), so
// collectives may stand in the body. Sometimes a set of lanes breaks out at a known iteration.
func (g *hwGen) loopLane4() {
	d := len(g.flow.regions)
	here := g.here()
	trips := 1 + g.n(4)
	in := make([]uint32, trips) // in[i]: the lanes that run iteration i
	in[0] = ^uint32(0)
	if g.n(3) != 0 {
		in[0] = g.laneMask4(^uint32(0))
	}
	for i := 1; i < trips; i++ {
		in[i] = g.laneMask4(in[i-1])
	}
	g.line("mov.u32 %%tr%d, 0;", d)
	for i := range trips {
		g.line("mov.b32 %%w7, %d;", int32(in[i]))
		g.line("shr.b32 %%w7, %%w7, %%c0;")
		g.line("and.b32 %%w7, %%w7, 1;")
		g.line("add.u32 %%tr%d, %%tr%d, %%w7;", d, d)
	}
	brk := trips > 1 && g.n(3) == 0
	var leave uint32
	at := 0
	if brk {
		leave, at = g.laneMask4(in[0]), g.n(trips)
	}
	lanes := func(i int) uint32 {
		m := in[i]
		if brk && i > at {
			m &^= leave
		}
		if here.konst() {
			m &= here.lanes
		}
		return m
	}
	top, end := g.newLabel(), g.newLabel()
	g.line("mov.u32 %%n%d, 0;", d)
	g.place(top)
	g.line("setp.ge.u32 %%o%d, %%n%d, %%tr%d;", d, d, d)
	g.line("@%%o%d bra L%d;", d, end)
	var r hwRegion4
	if here.mask != "" {
		j := fmt.Sprintf("%%j%d", 2*d)
		g.line("mov.b32 %s, %d;", j, int32(lanes(trips-1)))
		for i := trips - 2; i >= 0; i-- {
			g.line("setp.eq.u32 %%o%d, %%n%d, %d;", d, d, i)
			g.line("selp.b32 %s, %d, %s, %%o%d;", j, int32(lanes(i)), j, d)
		}
		if !here.konst() {
			g.line("and.b32 %s, %s, %s;", j, j, here.mask)
		}
		r = hwRegion4{mask: j}
	}
	g.flow.regions = append(g.flow.regions, r)
	for range 1 + g.n(2) {
		g.stmt4(false)
	}
	if brk {
		o := fmt.Sprintf("%%o%d", d+1)
		g.lanePred(o, leave)
		g.line("setp.ge.and.u32 %s, %%n%d, %d, %s;", o, d, at, o)
		g.line("@%s bra L%d;", o, end)
		if r.mask != "" { // from iteration at on, the leaving lanes are gone
			g.line("setp.ge.u32 %s, %%n%d, %d;", o, d, at)
			g.line("selp.b32 %%w6, %d, -1, %s;", int32(^leave), o)
			g.line("and.b32 %s, %s, %%w6;", r.mask, r.mask)
		}
		for range g.n(3) {
			g.stmt4(false)
		}
	}
	g.flow.regions = g.flow.regions[:d]
	g.line("add.u32 %%n%d, %%n%d, 1;", d, d)
	g.line("bra L%d;", top)
	g.place(end)
}

// loopData4: a loop run 0-7 times by a data value, with a data-dependent break or continue.
func (g *hwGen) loopData4() {
	d := len(g.flow.regions)
	g.line("and.b32 %%n%d, %s, %d;", d, g.ri(), []int{1, 3, 7}[g.n(3)])
	top, cont, end := g.newLabel(), g.newLabel(), g.newLabel()
	g.place(top)
	g.line("setp.eq.u32 %%o%d, %%n%d, 0;", d, d)
	g.line("@%%o%d bra L%d;", d, end)
	g.flow.regions = append(g.flow.regions, hwRegion4{})
	for range 1 + g.n(2) {
		g.stmt4(false)
	}
	if g.n(2) == 0 {
		g.line("@%s%s bra L%d;", g.pick("", "!"), g.pr(), []int{end, cont}[g.n(2)])
		for range g.n(3) {
			g.stmt4(false)
		}
	}
	g.flow.regions = g.flow.regions[:d]
	g.place(cont)
	g.line("sub.u32 %%n%d, %%n%d, 1;", d, d)
	g.line("bra L%d;", top)
	g.place(end)
}

// brx4: a jump table of 2-4 targets indexed by a function of the lane (each target knows its
// lanes) or by data.
func (g *hwGen) brx4() {
	d := len(g.flow.regions)
	here := g.here()
	n := 2 + g.n(3)
	var targets []uint32 // the lanes of each target, when the index is a function of the lane
	if g.n(2) == 0 {
		a := g.laneMask4(^uint32(0))
		b := uint32(0)
		if n > 2 {
			b = g.laneMask4(^uint32(0))
			if n == 3 {
				b &^= a
			}
		}
		g.line("mov.b32 %%w7, %d;", int32(a))
		g.line("shr.b32 %%w7, %%w7, %%c0;")
		g.line("and.b32 %%w6, %%w7, 1;")
		if n > 2 {
			g.line("mov.b32 %%w7, %d;", int32(b))
			g.line("shr.b32 %%w7, %%w7, %%c0;")
			g.line("and.b32 %%w7, %%w7, 1;")
			g.line("shl.b32 %%w7, %%w7, 1;")
			g.line("or.b32 %%w6, %%w6, %%w7;")
		}
		for t := range n {
			l := ^uint32(0)
			if t&1 == 0 {
				l &^= a
			} else {
				l &= a
			}
			if t&2 == 0 {
				l &^= b
			} else {
				l &= b
			}
			targets = append(targets, l)
		}
	} else if n == 3 {
		g.line("rem.u32 %%w6, %s, 3;", g.ri())
	} else {
		g.line("and.b32 %%w6, %s, %d;", g.ri(), n-1)
	}
	tab, join := g.newLabel(), g.newLabel()
	labels := make([]int, n)
	names := make([]string, n)
	for t := range n {
		labels[t] = g.newLabel()
		names[t] = fmt.Sprintf("L%d", labels[t])
	}
	g.b.WriteString(fmt.Sprintf("Tab%d: .branchtargets %s;\n", tab, strings.Join(names, ", ")))
	g.line("brx.idx %%w6, Tab%d;", tab)
	for t := range n {
		g.place(labels[t])
		r := hwRegion4{}
		if targets != nil {
			r = g.child(here, targets[t], d)
		}
		g.body4(r, 1+g.n(2))
		if t < n-1 || g.n(2) == 0 {
			g.line("bra L%d;", join)
		}
	}
	g.place(join)
}

// collective4 is a warp collective on exactly the region's lanes (the caller writes the tab).
func (g *hwGen) collective4(r hwRegion4) {
	if r.konst() && r.lanes == 0 { // no lane runs here
		fmt.Fprintf(&g.b, "activemask.b32 %s;\n", g.dR())
		return
	}
	m := r.mask
	switch g.n(10) {
	case 0, 1:
		if r.konst() {
			g.shfl4(r.lanes)
			return
		}
		// the mask's lowest lane as the source
		fmt.Fprintf(&g.b, "brev.b32 %%w5, %s;\n", m)
		g.line("bfind.shiftamt.u32 %%w5, %%w5;")
		g.line("shfl.sync.idx.b32 %s, %s, %%w5, 31, %s;", g.dR(), g.ri(), m)
	case 2:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "vote.sync.ballot.b32 %s, %s%s, %s;\n", g.dR(), g.pick("", "!"), g.pr(), m)
		} else {
			fmt.Fprintf(&g.b, "vote.sync.%s.pred %s, %s%s, %s;\n", g.pick("any", "all", "uni"), g.dP(), g.pick("", "!"), g.pr(), m)
		}
	case 3:
		typ, src := "b32", g.pick(g.ri(), "%r3", "%c0", g.ri())
		if g.n(3) == 0 {
			typ, src = "b64", g.pick(g.lr(), "%m1", "%m0")
		}
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "match.any.sync.%s %s, %s, %s;\n", typ, g.dR(), src, m)
		} else {
			fmt.Fprintf(&g.b, "match.all.sync.%s %s|%s, %s, %s;\n", typ, g.dR(), g.dP(), src, m)
		}
	case 4, 5:
		op := g.pick("add.u32", "add.s32", "min.u32", "min.s32", "max.u32", "max.s32", "and.b32", "or.b32", "xor.b32")
		fmt.Fprintf(&g.b, "redux.sync.%s %s, %s, %s;\n", op, g.dR(), g.ki(), m)
	case 6:
		fmt.Fprintf(&g.b, "activemask.b32 %s;\n", g.dR())
	case 7:
		g.ptx8 = true // elect: PTX 8.0
		fmt.Fprintf(&g.b, "elect.sync %s|%s, %s;\n", g.dR(), g.dP(), m)
	case 8:
		fmt.Fprintf(&g.b, "bar.warp.sync %s;\n", m)
		g.line("add.u32 %s, %s, %s;", g.dR(), g.ri(), g.ri())
	default:
		fmt.Fprintf(&g.b, "vote.sync.ballot.b32 %s, %s%s, %s;\n", g.dR(), g.pick("", "!"), g.pr(), m)
	}
}

// shfl4 is a shfl.sync on the lanes given whose every source lane is one of them (drawn until one
// is; else an idx of one of the lanes).
func (g *hwGen) shfl4(lanes uint32) {
	for range 12 {
		mode := g.pick("up", "down", "bfly", "idx")
		w := []int{32, 16, 8, 4, 2}[g.n(5)]
		seg := uint32(32-w) << 8
		c := seg | 31
		if mode == "up" {
			c = seg
		}
		b := uint32(g.n(32))
		if mode != "idx" {
			b = uint32(g.n(w))
		}
		if shflSourcesIn(mode, b, c, lanes) {
			fmt.Fprintf(&g.b, "shfl.sync.%s.b32 %s|%s, %s, %d, %d, %d;\n", mode, g.dR(), g.dP(), g.ri(), b, c, int32(lanes))
			return
		}
	}
	var src []int
	for l := range 32 {
		if lanes>>l&1 != 0 {
			src = append(src, l)
		}
	}
	fmt.Fprintf(&g.b, "shfl.sync.idx.b32 %s, %s, %d, 31, %d;\n", g.dR(), g.ri(), src[g.n(len(src))], int32(lanes))
}

// shflSourcesIn: every lane of lanes reads a lane of lanes (PTX's shfl.sync source lane rule).
func shflSourcesIn(mode string, b, c, lanes uint32) bool {
	segMask := c >> 8 & 31
	clamp := c & 31
	for l := uint32(0); l < 32; l++ {
		if lanes>>l&1 == 0 {
			continue
		}
		minLane := l & segMask
		maxLane := minLane | clamp&^segMask
		var j int
		var ok bool
		switch mode {
		case "up":
			j = int(l) - int(b)
			ok = j >= int(minLane)
		case "down":
			j = int(l + b)
			ok = j <= int(maxLane)
		case "bfly":
			j = int(l ^ b)
			ok = j <= int(maxLane)
		default:
			j = int(minLane | b&^segMask)
			ok = j <= int(maxLane)
		}
		if ok && (j < 0 || j > 31 || lanes>>uint(j)&1 == 0) {
			return false
		}
	}
	return true
}

// gather4: loads through 64-bit address arithmetic (an index from data, scaled and added in 64
// bits, negative offsets) from in, from the thread's words of out and from the .const table.
func (g *hwGen) gather4() {
	switch g.n(7) {
	case 0:
		g.line("and.b32 %%w0, %s, 2047;", g.ri())
		g.line("mul.wide.u32 %%z0, %%w0, 4;")
		g.line("add.s64 %%z0, %%a0, %%z0;")
		g.line("ld.global.nc.u32 %s, [%%z0];", g.dR())
	case 1:
		g.line("and.b32 %%w0, %s, 1023;", g.ri())
		g.line("cvt.u64.u32 %%z0, %%w0;")
		g.line("shl.b64 %%z0, %%z0, 3;")
		g.line("add.s64 %%z1, %%a0, %%z0;")
		g.line("ld.global.nc.f64 %s, [%%z1];", g.dD())
	case 2: // a signed index around the middle of in
		g.line("and.b32 %%w0, %s, 1023;", g.ri())
		g.line("sub.s32 %%w0, %%w0, 512;")
		g.line("cvt.s64.s32 %%z0, %%w0;")
		g.line("add.s64 %%z1, %%a0, 4096;")
		g.line("mad.lo.s64 %%z1, %%z0, 4, %%z1;")
		g.line("ld.global.%s %s, [%%z1+%d];", g.pick("u32", "s16", "u8"), g.dR(), -4*g.n(64))
	case 3: // the thread's scratch words of out, from beyond them
		g.line("add.s64 %%z0, %%a4, 256;")
		g.line("ld.global.u32 %s, [%%z0+%d];", g.dR(), -256+4*g.n(10))
	case 4:
		g.line("and.b32 %%w0, %s, 63;", g.ri())
		g.line("mul.wide.u32 %%z0, %%w0, 4;")
		g.line("mov.u64 %%z1, ctab4;")
		g.line("add.s64 %%z1, %%z1, %%z0;")
		g.line("ld.const.u32 %s, [%%z1];", g.dR())
	case 5:
		g.line("ld.const.%s %s, [ctab4+%d];", g.pick("u32", "s32", "u16", "s8"), g.dR(), 4*g.n(64))
	default: // 64-bit element offsets from a data word, through mad.wide
		g.line("and.b32 %%w0, %s, 511;", g.ri())
		g.line("mad.wide.u32 %%z0, %%w0, 16, %%a0;")
		g.line("ld.global.nc.v2.u32 %s, [%%z0+%d];", braces(g.distinct(2, g.dR)), 8*g.n(2))
	}
}

// common4 adds into the block's common words (version 3's: each word has one commutative
// operation, so only the final value is compared): a compare-and-swap loop (global anywhere, shared
// where the block then waits to read it back), or a reduction.
func (g *hwGen) common4() {
	d := len(g.flow.regions)
	switch {
	case g.blockWide() && g.n(2) == 0: // shared, read back between barriers
		word, op := 0, "add.u32"
		if g.n(2) == 0 {
			word, op = 3, "max.u32"
		}
		skip := 0
		if g.n(2) == 0 {
			skip = g.newLabel()
			g.line("@%s%s bra L%d;", g.pick("", "!"), g.pr(), skip)
		}
		g.casLoop("shared", fmt.Sprintf("%%v1+%d", 1024+4*word), op, d)
		if skip != 0 {
			g.place(skip)
		}
		g.line("bar.warp.sync %s;", g.flow.regions[0].mask) // bar.sync wants the warp whole (reconverge4)
		g.line("bar.sync 0;")
		g.line("ld.shared.u32 %s, [%%v1+%d];", g.rd(), 1024+4*word)
		g.line("bar.sync 0;")
	case g.n(2) == 0:
		word, op := 0, "add.u32"
		if g.n(2) == 0 {
			word, op = 8, "max.u32"
		}
		g.casLoop("global", fmt.Sprintf("%%g3+%d", word), op, d)
	case g.n(2) == 0 && !g.flow.exited:
		i := g.n(len(hwCommon3Shared))
		op := hwCommon3Shared[i]
		off, src := 1024+4*i, g.ki()
		if strings.HasSuffix(op, "64") {
			off, src = 1024+32+8*(i-8), g.mi()
		}
		g.line("red.shared.%s [%%v1+%d], %s;", op, off, src)
		g.flow.shared = 1 + i
	default:
		i := g.n(len(hwCommon3Global))
		op, src := hwCommon3Global[i], g.ki()
		if strings.HasSuffix(op, "64") {
			src = g.mi()
		}
		if op == "inc.u32" {
			src = "1000"
		}
		g.line("red.global.%s [%%g3+%d], %s;", op, hwCommon3Offset[i], src)
	}
}

// casLoop updates the word at addr with op (add.u32 or max.u32) of a data register by
// compare-and-swap, retrying while another lane or thread changed it.
func (g *hwGen) casLoop(space, addr, op string, d int) {
	again := g.newLabel()
	g.line("ld.%s.u32 %%w0, [%s];", space, addr)
	g.place(again)
	g.line("%s %%w1, %%w0, %s;", op, g.ri())
	g.line("atom.%s.cas.b32 %%w2, [%s], %%w0, %%w1;", space, addr)
	g.line("setp.ne.u32 %%o%d, %%w2, %%w0;", d)
	g.line("mov.b32 %%w0, %%w2;")
	g.line("@%%o%d bra L%d;", d, again)
}

// reconverge4 makes the warp whole again (bar.warp.sync on the lanes still running) after code
// that branched, once no branch of versions 1-3 is open: the H200 does not reconverge a warp
// after every construct by itself, and an .aligned instruction or a bar.sync that a warp reaches
// diverged is undefined (a first recording had CUDA_ERROR_ILLEGAL_INSTRUCTION in 3 programs and a
// result that changed between two runs in a fourth).
func (g *hwGen) reconverge4() {
	f := g.flow
	if !f.diverged || len(g.open) > 0 || len(f.regions) != 1 {
		return
	}
	f.diverged = false
	if top := f.regions[0]; top.konst() {
		g.line("bar.warp.sync %s;", top.mask)
	}
}

// readShared4 reads back, between barriers, the common shared word a region added into.
func (g *hwGen) readShared4() {
	if g.flow.shared == 0 || !g.blockWide() {
		return
	}
	i := g.flow.shared - 1
	g.flow.shared = 0
	off, typ, d := 1024+4*i, "u32", g.rd()
	if i >= 8 {
		off, typ, d = 1024+32+8*(i-8), "u64", g.lr()
	}
	g.line("bar.sync 0;")
	g.line("ld.shared.%s %s, [%%v1+%d];", typ, d, off)
	g.line("bar.sync 0;")
}

// uniform4: bra.uni on a predicate every thread of the block agrees on (the block's index, or a
// word of in every thread loads), or unconditionally over dead code.
func (g *hwGen) uniform4() {
	d := len(g.flow.regions)
	here := g.here()
	skip := g.newLabel()
	switch g.n(3) {
	case 0:
		g.line("bra.uni L%d;", skip)
		g.line("add.u32 %s, %s, 1;", g.rd(), g.ri())
		g.place(skip)
		return
	case 1:
		g.line("setp.%s.u32 %%o%d, %%r2, %d;", g.pick("eq", "ne", "lt"), d, g.n(2))
	default:
		g.line("ld.global.nc.u32 %%w5, [%%a0+%d];", 4*g.n(2048))
		g.line("setp.%s.s32 %%o%d, %%w5, %d;", g.pick("lt", "ge", "eq", "ne"), d, int32(g.r.Uint32())>>g.n(32))
	}
	g.line("@%s%%o%d bra.uni L%d;", g.pick("", "!"), d, skip)
	g.body4(here, 1+g.n(3))
	g.place(skip)
}

// exit4: some lanes exit - lanes of a drawn set where the lanes are known (they are left out of
// every later mask), else lanes by data (then no collective follows). Either way nothing waits for
// the block afterwards.
func (g *hwGen) exit4() {
	f := g.flow
	here := g.here()
	d := len(f.regions)
	unknownAll := here.mask == ""
	for _, r := range f.regions[1:] {
		if r.mask != "" {
			unknownAll = false
		}
	}
	switch {
	case d == 1 && here.konst() && bitsIn(here.lanes) > 1:
		leave := g.laneMask4(here.lanes)
		g.lanePred("%o1", leave)
		g.line("@%%o1 exit;")
		f.regions[0] = konst4(here.lanes &^ leave)
	case d > 1 && unknownAll: // inside data-dependent regions only
		g.line("@%s%s exit;", g.pick("", "!"), g.pr())
		f.regions[0] = hwRegion4{}
	default:
		g.straight4()
		return
	}
	f.exited = true
	g.loops = 1 // versions 1-3 write no collective or barrier any more
}

func bitsIn(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// call4 calls one of the program's functions (defining a new one at times), in any region; a
// function with collectives only where the region's lanes are known (it gets them as its mask).
func (g *hwGen) call4() {
	f := g.flow
	here := g.here()
	if len(f.funcs) == 0 || len(f.funcs) < 3 && g.n(3) == 0 {
		g.defineFunc4(g.n(hwFuncKinds))
	}
	var callable []int
	for i, k := range f.funcs {
		if k != hwFuncWarp || here.mask != "" {
			callable = append(callable, i)
		}
	}
	if len(callable) == 0 {
		g.straight4()
		return
	}
	fi := callable[g.n(len(callable))]
	id := g.newLabel()
	uni := ""
	if len(f.regions) == 1 && g.converged() && here.konst() && here.lanes == ^uint32(0) && g.n(2) == 0 {
		uni = ".uni"
	}
	g.line("{")
	switch f.funcs[fi] {
	case hwFuncLeaf:
		g.line(".param .b32 a%d_0;\n\t.param .b32 a%d_1;\n\t.param .b64 a%d_2;\n\t.param .b32 r%d;", id, id, id, id)
		g.line("st.param.b32 [a%d_0], %s;", id, g.ri())
		g.line("st.param.b32 [a%d_1], %s;", id, g.ki())
		g.line("st.param.b64 [a%d_2], %s;", id, g.mi())
		g.line("call%s (r%d), f%d, (a%d_0, a%d_1, a%d_2);", uni, id, fi, id, id, id)
		g.line("ld.param.b32 %s, [r%d];", g.dR(), id)
	case hwFuncRec:
		g.line(".param .b32 a%d_0;\n\t.param .b32 a%d_1;\n\t.param .b32 r%d;", id, id, id)
		g.line("and.b32 %%w4, %s, 3;", g.ri())
		g.line("st.param.b32 [a%d_0], %%w4;", id)
		g.line("st.param.b32 [a%d_1], %s;", id, g.ri())
		g.line("call%s (r%d), f%d, (a%d_0, a%d_1);", uni, id, fi, id, id)
		g.line("ld.param.b32 %s, [r%d];", g.dR(), id)
	case hwFuncWarp:
		g.line(".param .b32 a%d_0;\n\t.param .b32 a%d_1;\n\t.param .b32 r%d;", id, id, id)
		g.line("st.param.b32 [a%d_0], %s;", id, here.mask)
		g.line("st.param.b32 [a%d_1], %s;", id, g.ki())
		g.line("call%s (r%d), f%d, (a%d_0, a%d_1);", uni, id, fi, id, id)
		g.line("ld.param.b32 %s, [r%d];", g.dR(), id)
	default:
		g.line(".param .b64 a%d_0;\n\t.param .b32 a%d_1;\n\t.param .align 8 .b8 r%d[8];", id, id, id)
		g.line("st.param.b64 [a%d_0], %s;", id, g.mi())
		g.line("st.param.b32 [a%d_1], %s;", id, g.ri())
		g.line("call%s (r%d), f%d, (a%d_0, a%d_1);", uni, id, fi, id, id)
		g.line("ld.param.v2.b32 %s, [r%d];", braces(g.distinct(2, g.dR)), id)
	}
	g.line("}")
}

// defineFunc4 writes function f<n> of the kind into the module: every register is set before it
// is read, every local word written before it is read.
func (g *hwGen) defineFunc4(kind int) {
	f := g.flow
	name := fmt.Sprintf("f%d", len(f.funcs))
	f.funcs = append(f.funcs, kind)
	m := &f.module
	line := func(s string, a ...any) { fmt.Fprintf(m, "\t"+s+"\n", a...) }
	regs := "\t.reg .b32 %r<12>;\n\t.reg .b64 %rd<6>;\n\t.reg .pred %p<3>;\n"
	ops := func(n int) { // straight-line operations on %r2-%r9
		for range n {
			d, a, b, c := 2+g.n(8), g.n(10), g.n(10), g.n(10)
			switch g.n(12) {
			case 0:
				line("add.s32 %%r%d, %%r%d, %%r%d;", d, a, b)
			case 1:
				line("xor.b32 %%r%d, %%r%d, %%r%d;", d, a, b)
			case 2:
				line("mul.lo.u32 %%r%d, %%r%d, %d;", d, a, 1+2*g.n(1000))
			case 3:
				line("shf.%s.%s.b32 %%r%d, %%r%d, %%r%d, %%r%d;", g.pick("l", "r"), g.pick("wrap", "clamp"), d, a, b, c)
			case 4:
				line("lop3.b32 %%r%d, %%r%d, %%r%d, %%r%d, %d;", d, a, b, c, g.n(256))
			case 5:
				line("prmt.b32 %%r%d, %%r%d, %%r%d, %%r%d;", d, a, b, c)
			case 6:
				line("bfind%s.%s %%r%d, %%r%d;", g.pick("", ".shiftamt"), g.pick("u32", "s32"), d, a)
			case 7:
				line("%s.%s %%r%d, %%r%d, %%r%d;", g.pick("min", "max"), g.pick("u32", "s32"), d, a, b)
			case 8:
				line("setp.lt.s32 %%p1, %%r%d, %%r%d;", a, b)
				line("selp.b32 %%r%d, %%r%d, %%r%d, %%p1;", d, b, c)
			case 9:
				line("mul.wide.u32 %%rd5, %%r%d, %%r%d;", a, b)
				line("add.s64 %%rd5, %%rd5, %%rd0;")
				line("mov.b64 {%%r%d, %%r%d}, %%rd5;", d, 2+(d-1)%8)
			case 10:
				line("popc.b32 %%r%d, %%r%d;", d, a)
			default:
				line("mad.lo.s32 %%r%d, %%r%d, %%r%d, %%r%d;", d, a, b, c)
			}
		}
	}
	init := func() { // %r2-%r9 from the arguments %r0, %r1 (and %rd0)
		for i := 2; i < 10; i++ {
			line("%s %%r%d, %%r%d, %d;", g.pick("xor.b32", "add.s32", "mul.lo.u32"), i, g.n(2), int32(g.r.Uint32())>>g.n(32))
		}
	}
	ret := func() string { return fmt.Sprintf("%%r%d", 2+g.n(8)) }
	switch kind {
	case hwFuncLeaf:
		fmt.Fprintf(m, ".func (.param .b32 ret) %s(.param .b32 a, .param .b32 b, .param .b64 c)\n{\n%s", name, regs)
		line(".local .align 16 .b8 arr[32];")
		line("ld.param.b32 %%r0, [a];")
		line("ld.param.b32 %%r1, [b];")
		line("ld.param.b64 %%rd0, [c];")
		init()
		line("st.local.v4.b32 [arr], {%%r2, %%r3, %%r4, %%r5};")
		line("st.local.v4.b32 [arr+16], {%%r6, %%r7, %%r8, %%r9};")
		line("mov.u64 %%rd1, arr;")
		line("cvta.local.u64 %%rd1, %%rd1;") // the generic "stack pointer"
		line("and.b32 %%r10, %%r%d, 7;", g.n(10))
		line("mul.wide.u32 %%rd2, %%r10, 4;")
		line("add.s64 %%rd3, %%rd1, %%rd2;")
		line("st.u32 [%%rd3], %%r%d;", g.n(10))
		ops(2 + g.n(4))
		line("and.b32 %%r10, %%r%d, 28;", g.n(10))
		line("cvt.u64.u32 %%rd4, %%r10;")
		line("add.s64 %%rd4, %%rd1, %%rd4;")
		line("ld.u32 %%r%d, [%%rd4];", 2+g.n(8))
		line("ld.local.u32 %%r%d, [arr+%d];", 2+g.n(8), 4*g.n(8))
		ops(1 + g.n(3))
		line("st.param.b32 [ret], %s;", ret())
	case hwFuncRec:
		fmt.Fprintf(m, ".func (.param .b32 ret) %s(.param .b32 depth, .param .b32 x)\n{\n%s", name, regs)
		line(".local .align 16 .b8 frame[16];")
		line("ld.param.b32 %%r0, [depth];")
		line("ld.param.b32 %%r1, [x];")
		line("mov.b64 %%rd0, {%%r1, %%r0};")
		init()
		line("st.local.v4.b32 [frame], {%%r1, %%r0, %%r2, %%r3};")
		line("mov.u64 %%rd1, frame;")
		line("cvta.local.u64 %%rd1, %%rd1;")
		line("and.b32 %%r10, %%r%d, 3;", 1+g.n(9))
		line("mul.wide.u32 %%rd2, %%r10, 4;")
		line("add.s64 %%rd2, %%rd1, %%rd2;")
		line("st.u32 [%%rd2], %%r%d;", 4+g.n(6))
		line("setp.eq.u32 %%p0, %%r0, 0;")
		line("@%%p0 bra Base;")
		ops(1 + g.n(3))
		line("sub.u32 %%r11, %%r0, 1;")
		line("{")
		line(".param .b32 d;\n\t.param .b32 v;\n\t.param .b32 r;")
		line("st.param.b32 [d], %%r11;")
		line("st.param.b32 [v], %%r%d;", 2+g.n(8))
		line("call (r), %s, (d, v);", name)
		line("ld.param.b32 %%r%d, [r];", 2+g.n(8))
		line("}")
		line("ld.u32 %%r%d, [%%rd2];", 2+g.n(8)) // the frame outlived the call
		line("ld.local.u32 %%r%d, [frame+%d];", 2+g.n(8), 4*g.n(4))
		ops(1 + g.n(2))
		m.WriteString("Base:\n")
		ops(1 + g.n(2))
		line("st.param.b32 [ret], %s;", ret())
	case hwFuncWarp:
		fmt.Fprintf(m, ".func (.param .b32 ret) %s(.param .b32 mask, .param .b32 x)\n{\n%s", name, regs)
		line("ld.param.b32 %%r0, [mask];")
		line("ld.param.b32 %%r1, [x];")
		line("mov.b64 %%rd0, {%%r1, %%r0};")
		init()
		line("brev.b32 %%r10, %%r0;")
		line("bfind.shiftamt.u32 %%r10, %%r10;") // the mask's lowest lane
		for range 1 + g.n(3) {
			ops(1 + g.n(2))
			d, a := 2+g.n(8), 2+g.n(8)
			switch g.n(5) {
			case 0:
				line("shfl.sync.idx.b32 %%r%d, %%r%d, %%r10, 31, %%r0;", d, a)
			case 1:
				line("redux.sync.%s %%r%d, %%r%d, %%r0;", g.pick("add.u32", "min.s32", "max.u32", "xor.b32", "or.b32"), d, a)
			case 2:
				line("setp.%s.s32 %%p1, %%r%d, 0;", g.pick("lt", "gt", "eq"), a)
				line("vote.sync.ballot.b32 %%r%d, %%p1, %%r0;", d)
			case 3:
				line("and.b32 %%r11, %%r%d, 3;", a)
				line("match.any.sync.b32 %%r%d, %%r11, %%r0;", d)
			default:
				line("bar.warp.sync %%r0;")
				line("activemask.b32 %%r%d;", d)
			}
		}
		ops(1)
		line("st.param.b32 [ret], %s;", ret())
	default:
		fmt.Fprintf(m, ".func (.param .align 8 .b8 ret[8]) %s(.param .b64 c, .param .b32 a)\n{\n%s", name, regs)
		line("ld.param.b64 %%rd0, [c];")
		line("ld.param.b32 %%r0, [a];")
		line("cvt.u32.u64 %%r1, %%rd0;")
		init()
		line("shr.u64 %%rd1, %%rd0, %%r%d;", g.n(10))
		line("cvt.u32.u64 %%r%d, %%rd1;", 2+g.n(8))
		ops(2 + g.n(4))
		line("st.param.b32 [ret], %s;", ret())
		line("st.param.b32 [ret+4], %s;", ret())
	}
	line("ret;")
	m.WriteString("}\n\n")
}

// hwRandom4Kernel writes version 4's program from seed with n statements: mostly version 4's,
// one in six an instruction of version 1 or 3 (so their results flow through the new code).
func hwRandom4Kernel(seed uint64, n int) string {
	g := &hwGen{r: rand.New(rand.NewPCG(seed, seed^0x3707344a4093822)), flow: &hwFlow4{}}
	g.prologue4(hwRandomWords, "")
	g.flow.regions = []hwRegion4{konst4(^uint32(0))}
	for i := 0; i < n; i++ {
		if len(g.open) > 0 && g.n(6) == 0 {
			g.closeLabel()
			g.reconverge4()
		}
		before := g.b.Len()
		switch g.n(12) {
		case 0:
			g.instruction()
		case 1:
			g.instruction3()
		default:
			g.stmt4(i >= n/2)
		}
		if text := g.b.String()[before:]; strings.Contains(text, "bra") || strings.Contains(text, "call") || strings.Contains(text, "exit") {
			g.flow.diverged = true
		}
		g.reconverge4()
		g.readShared4()
	}
	for len(g.open) > 0 {
		g.closeLabel()
	}
	g.epilogue()
	return g.finish4()
}

// hwSweep4Kernel writes a version 4 sweep: small constructs, each writing registers of its own
// (zeroed first; a lane that does not reach the write leaves the zero) stored into words of its
// own. Each construct starts with a comment line naming it (the slot's instruction).
func hwSweep4Kernel(seed uint64) (src string, slots []string) {
	g := &hwGen{r: rand.New(rand.NewPCG(seed, seed^0x299f31d0082efa98)), sweep: true, fresh: map[string]int{}, flow: &hwFlow4{}}
	g.prologue4(hwSweepWords, "\t.reg .b32 %R<160>;\n\t.reg .f32 %F<136>;\n\t.reg .f64 %D<64>;\n\t.reg .b64 %L<64>;\n"+
		"\t.reg .b32 %X<136>;\n\t.reg .b16 %H<136>;\n\t.reg .pred %P<136>;\n")
	g.flow.regions = []hwRegion4{konst4(^uint32(0))}
	slots = g.sweepBody(false, func() {
		g.sweepUnit4()
	})
	return g.finish4(), slots
}

// sweepUnit4 writes one sweep construct (at most four destinations).
func (g *hwGen) sweepUnit4() {
	tag := func(s string) { fmt.Fprintf(&g.b, "//%s L%d\n", s, g.label+1) }
	switch g.n(9) {
	case 0:
		tag("bit")
		g.b.WriteString("\t")
		if g.n(2) == 0 {
			g.bitOp()
		} else {
			g.bit3()
		}
	case 1:
		tag("gather")
		g.gather4()
	case 2: // a data diamond: one destination, written on both sides
		tag("diamond.data")
		d := g.dR()
		other, join := g.newLabel(), g.newLabel()
		g.line("setp.%s.s32 %%o1, %s, %s;", g.pick("lt", "ge", "eq", "ne"), g.ri(), g.src())
		g.line("@%%o1 bra L%d;", other)
		g.line("%s %s, %s, %s;", g.pick("add.s32", "xor.b32", "mul.lo.u32", "max.s32"), d, g.ri(), g.src())
		g.line("bra L%d;", join)
		g.place(other)
		g.line("%s %s, %s, %s;", g.pick("sub.s32", "and.b32", "mul.hi.u32", "min.u32"), d, g.ri(), g.src())
		g.place(join)
	case 3: // a lane diamond with a collective on each side's lanes
		tag("diamond.lane")
		m := g.laneMask4(^uint32(0))
		other, join := g.newLabel(), g.newLabel()
		g.lanePred("%o1", m)
		g.line("@!%%o1 bra L%d;", other)
		g.b.WriteString("\t")
		g.collective4(konst4(m))
		g.line("bra L%d;", join)
		g.place(other)
		g.b.WriteString("\t")
		g.collective4(konst4(^m))
		g.place(join)
	case 4: // a lane loop: a collective per iteration on the iteration's lanes, accumulated
		tag("loop.lane")
		d := g.dR()
		trips := 1 + g.n(4)
		in := []uint32{g.laneMask4(^uint32(0))}
		for i := 1; i < trips; i++ {
			in = append(in, g.laneMask4(in[i-1]))
		}
		g.line("mov.u32 %%tr1, 0;")
		for i := range trips {
			g.line("mov.b32 %%w7, %d;", int32(in[i]))
			g.line("shr.b32 %%w7, %%w7, %%c0;")
			g.line("and.b32 %%w7, %%w7, 1;")
			g.line("add.u32 %%tr1, %%tr1, %%w7;")
		}
		top, end := g.newLabel(), g.newLabel()
		g.line("mov.u32 %%n1, 0;")
		g.place(top)
		g.line("setp.ge.u32 %%o1, %%n1, %%tr1;")
		g.line("@%%o1 bra L%d;", end)
		g.line("mov.b32 %%j2, %d;", int32(in[trips-1]))
		for i := trips - 2; i >= 0; i-- {
			g.line("setp.eq.u32 %%o1, %%n1, %d;", i)
			g.line("selp.b32 %%j2, %d, %%j2, %%o1;", int32(in[i]))
		}
		switch g.n(3) {
		case 0:
			g.line("redux.sync.%s %%w5, %s, %%j2;", g.pick("add.u32", "min.s32", "max.u32", "xor.b32"), g.ki())
		case 1:
			g.line("vote.sync.ballot.b32 %%w5, %s%s, %%j2;", g.pick("", "!"), g.pr())
		default:
			g.line("brev.b32 %%w5, %%j2;")
			g.line("bfind.shiftamt.u32 %%w5, %%w5;")
			g.line("shfl.sync.idx.b32 %%w5, %s, %%w5, 31, %%j2;", g.ri())
		}
		g.line("mad.lo.u32 %s, %s, 3, %%w5;", d, d)
		g.line("add.u32 %%n1, %%n1, 1;")
		g.line("bra L%d;", top)
		g.place(end)
	case 5:
		tag("call")
		g.call4()
	case 6: // a jump table, one destination written by each target
		tag("brx")
		d := g.dR()
		n := 2 + g.n(3)
		if n == 3 {
			g.line("rem.u32 %%w6, %s, 3;", g.ri())
		} else {
			g.line("and.b32 %%w6, %s, %d;", g.pick(g.ri(), "%c0"), n-1)
		}
		tab, join := g.newLabel(), g.newLabel()
		labels := make([]int, n)
		names := make([]string, n)
		for t := range n {
			labels[t] = g.newLabel()
			names[t] = fmt.Sprintf("L%d", labels[t])
		}
		fmt.Fprintf(&g.b, "Tab%d: .branchtargets %s;\n", tab, strings.Join(names, ", "))
		g.line("brx.idx %%w6, Tab%d;", tab)
		for t := range n {
			g.place(labels[t])
			g.line("%s %s, %s, %s;", g.pick("add.s32", "xor.b32", "mul.lo.u32", "sub.s32", "shl.b32"), d, g.ri(), g.src())
			if t < n-1 {
				g.line("bra L%d;", join)
			}
		}
		g.place(join)
	case 7: // a data loop with a break or continue, accumulating
		tag("loop.data")
		d := g.dR()
		top, cont, end := g.newLabel(), g.newLabel(), g.newLabel()
		g.line("and.b32 %%n1, %s, 7;", g.ri())
		g.place(top)
		g.line("setp.eq.u32 %%o1, %%n1, 0;")
		g.line("@%%o1 bra L%d;", end)
		if g.n(3) == 0 {
			g.line("mad.lo.u32 %s, %s, 5, %s;", d, d, g.ri())
		} else {
			g.line("%s %s, %s, %s;", g.pick("add.s32", "xor.b32"), d, d, g.ri())
		}
		g.line("@%s%s bra L%d;", g.pick("", "!"), g.pr(), []int{end, cont}[g.n(2)])
		g.line("shf.l.wrap.b32 %s, %s, %s, %%n1;", d, d, d)
		g.place(cont)
		g.line("sub.u32 %%n1, %%n1, 1;")
		g.line("bra L%d;", top)
		g.place(end)
	default: // a collective two lane-sets deep
		tag("nested.lane")
		a := g.laneMask4(^uint32(0))
		b := g.laneMask4(a)
		end := g.newLabel()
		g.lanePred("%o1", a)
		g.line("@!%%o1 bra L%d;", end)
		g.lanePred("%o2", b)
		g.line("@!%%o2 bra L%d;", end)
		g.b.WriteString("\t")
		g.collective4(konst4(b))
		g.place(end)
	}
}

// hwPrograms4 lists version 4's programs: y000... random, z000... sweeps.
func hwPrograms4() []hwProgram {
	unguarded := func(seed uint64, _ bool) (string, []string) { return hwSweep4Kernel(seed) }
	return hwProgramList("y", hwRandom4Count, hwRandom4Kernel, []string{"z"}, hwSweep4Count, unguarded)
}

var hwRandom4Write = flag.String("hwrandom4.write", "", "write version 4's programs, their input, kernrun case files and programs.txt into this folder")

// TestHWRandom4Write writes version 4's programs for a recording (see the README).
func TestHWRandom4Write(t *testing.T) {
	if *hwRandom4Write == "" {
		t.Skip("-hwrandom4.write not given")
	}
	hwWritePrograms(t, *hwRandom4Write, hwPrograms4())
}

// Version 4's recordings (README).
const (
	hwRandom4RecordingFile = "../testdata/conformance/random/h200-" + hwRandom4Version + ".txt"
	hwSweep4RecordingFile  = "../testdata/conformance/random/h200-" + hwSweep4Version + ".txt"
)

// hwSweep4Known lists version 4's sweep constructs that differ from the H200 (session 18, probe
// rand4-a), with what is known.
var hwSweep4Known = map[string]string{
	// activemask in one side of a lane diamond: the H200 gave a part of the side's lanes (z058
	// L12, lane 0 of a warp: 0x49106801 and 0x80241094 in others, together the side's 0xc9347895),
	// the same in two runs: the warp had not reconverged after the sweep's earlier constructs
	// (nothing reconverges it between them), and activemask does not wait for the others.
	// cudasim reconverges at every join, so its activemask is the side's lanes.
	"z029 //diamond.lane L138": hwNotReconverged,
	"z050 //nested.lane L159":  hwNotReconverged,
	"z058 //diamond.lane L12":  hwNotReconverged,
	"z059 //diamond.lane L142": hwNotReconverged,
	"z059 //diamond.lane L83":  hwNotReconverged,
	"z059 //nested.lane L117":  hwNotReconverged,
	"z086 //diamond.lane L81":  hwNotReconverged,
	"z107 //diamond.lane L112": hwNotReconverged,
	"z118 //diamond.lane L103": hwNotReconverged,
	"z118 //diamond.lane L136": hwNotReconverged,
	"z138 //diamond.lane L71":  hwNotReconverged,
	"z138 //diamond.lane L96":  hwNotReconverged,
	"z146 //diamond.lane L134": hwNotReconverged,
	"z146 //diamond.lane L98":  hwNotReconverged,
	"z111 //diamond.lane L67":  hwNotReconverged,
	"z127 //diamond.lane L45":  hwNotReconverged,
	"z127 //diamond.lane L57":  hwNotReconverged,
	"z132 //diamond.lane L115": hwNotReconverged,
	"z136 //bit L59":           "bfe.u32 of %ntid.x (%r3) with %ntid.x as the length: ptxas's code (version 1's note on bfe of %ntid.x)",
	// a load of the sweep's own word 9, which z058 L12's activemask wrote
	"z058 //gather L70": "loads the word of z058 L12's activemask (" + hwNotReconverged + ")",
	// bfe.u32 %R76, %r11, %r4, %r5: the position is %r4, the thread's global index (from special
	// registers); the H200 gave the value itself in threads 1-4, as version 1's bfe of %ntid.x
	"z034 //bit L121": "bfe with the global thread index (special registers) as its position: ptxas's code (version 1's note on bfe of %ntid.x)",
}

// hwNotReconverged: activemask where the H200's warp had not reconverged (not modelled).
const hwNotReconverged = "activemask where the H200 had not reconverged the warp after earlier branching code (not modelled: cudasim reconverges at every join)"

// hwRandom4KnownPrograms: version 4's programs that differ from the H200 beyond NaN payloads in
// the recording (session 18, probe rand4-b), with the first cut whose words differ (probe rand4-c,
// TestHWRandom4Cuts, hwRandom4FirstCut). All but y076 and y374 differ first at a warp collective
// or activemask after code that branched (calls, often recursive, CAS loops, jump tables), even
// with bar.warp.sync -1 before it: the H200 ran it once per group the warp was still split into
// (a ballot of part of the lanes, an elect.sync leader per group, activemask a part of the
// lanes), cudasim reconverges at every join and runs it once for the warp. Not modelled: the
// groups follow ptxas's code.
var hwRandom4KnownPrograms = map[string]string{
	"y050": "c031 elect.sync %r8|%p0, -1: " + hwSplitWarp,
	"y120": "c013 elect.sync %r6|%p2, -1: " + hwSplitWarp,
	"y127": "c029 match.all.sync.b32 %r11|%p1, %r11, -1: " + hwSplitWarp,
	"y144": "c046 activemask.b32 %r15 (the H200 0xffff7f0f and 0x000080f0 by lane): " + hwSplitWarp,
	"y161": "c029 mul.rn.f64 (NaN payload only); c288 shfl.sync.idx.b32 ..., -1: " + hwSplitWarp,
	"y183": "c069 redux.sync.max.u32 %r5, %r15, -1: " + hwSplitWarp,
	"y187": "c073 activemask.b32 %r14: " + hwSplitWarp,
	"y193": "c035 vote.sync.ballot.b32 %r6, !%p3, -1 (the H200 0xf7efbc7f, after call.uni of a recursive function and bar.warp.sync -1): " + hwSplitWarp,
	"y194": "c232 activemask.b32 %r5: " + hwSplitWarp,
	"y214": "c125 add.rp.f64 (NaN payload only); c290 elect.sync %r9|%p2, -1: " + hwSplitWarp,
	"y218": "c280 activemask.b32 %r11: " + hwSplitWarp,
	"y251": "c111 vote.sync.ballot.b32 %r5, %p3, -1 (the H200 0xce500803 and 0x31aff7fc by lane): " + hwSplitWarp,
	"y253": "c153 shfl.sync.idx.b32 %r7|%p3, %r14, 26, 6175, -1: " + hwSplitWarp,
	"y291": "c242 elect.sync %r7|%p1, -1: " + hwSplitWarp,
	"y304": "c027 shfl.sync.up.b32 %r10|%p1, %r4, 1, 6144, -1: " + hwSplitWarp,
	"y315": "c239 elect.sync %r10|%p0, -1: " + hwSplitWarp,
	"y336": "c126 activemask.b32 %r9: " + hwSplitWarp,
	"y378": "c034 elect.sync %r9|%p3, -1 after a CAS loop and bar.warp.sync -1 (the H200 elected lane 0 for lanes 0-2, lane 3 for the rest): " + hwSplitWarp,
	"y374": "c239 bfe.u32 %r15, %r3, %r1, %r4: bfe of %ntid.x (version 1's note)",
	"y076": "c418 atom.shared.add.noftz.bf16x2 returns the row word that c303 st.shared.v4.u8 [%v0+0], {%h1, %h0, %h2, %h1} " +
		"wrote just after atom.acq_rel.cta.shared.add.noftz.f16 %h1, [%v0+2], %h1 (%h1 matched at c303): the pair alone " +
		"(testdata/conformance/random/st-u8-after-atom-f16, probe rand4-d) reads back other bytes on the H200 (mostly 0), " +
		"ptxas's code for it (not modelled)",
}

// hwSplitWarp: a collective the H200 ran per group of a warp still split (hwRandom4KnownPrograms).
const hwSplitWarp = "the H200's warp was still split after branching code, and the collective ran once per group (not modelled)"

// hwRandom4Refused are the programs the H200 did not run (recorded "none"): the launch failed
// with a sticky error, the same in both runs; cudasim runs them. Each with its first failing cut
// (probe rand4-c, each program's cuts in order in one process).
var hwRandom4Refused = map[string]string{
	"y151": "715 ILLEGAL_INSTRUCTION from c079, a bar.sync after calls and bar.warp.sync -1: an aligned barrier in a split warp",
	"y200": "715 ILLEGAL_INSTRUCTION from c132, a bar.red.popc after calls: an aligned barrier in a split warp",
	"y316": "715 ILLEGAL_INSTRUCTION from c219, a bar.sync after branching code: an aligned barrier in a split warp",
	"y021": "716 MISALIGNED_ADDRESS from c351, the end of a call's block (not explained)",
	"y056": "716 MISALIGNED_ADDRESS from c067, the end of a call's block (not explained)",
	"y201": "716 MISALIGNED_ADDRESS from c244, the end of a call's block (not explained)",
	"y085": "716 MISALIGNED_ADDRESS from c105, a setp one statement after a call (not explained)",
	"y159": "716 MISALIGNED_ADDRESS from c168, a gather three statements after a call (not explained)",
	"y209": "716 MISALIGNED_ADDRESS from c205, an atom four statements after a call (not explained)",
}

// TestHWRandom4 runs version 4's recorded programs as TestHWRandom does version 1's.
func TestHWRandom4(t *testing.T) {
	hwCheckRandom(t, hwRandom4RecordingFile, hwPrograms4(), hwRandom4KnownPrograms)
	data, err := os.ReadFile(hwRandom4RecordingFile)
	if err != nil {
		t.Skip(err)
	}
	refused := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[2] == "none" {
			refused[f[0]] = true
			if _, ok := hwRandom4Refused[f[0]]; !ok {
				t.Errorf("%s: the H200 did not run it, and hwRandom4Refused does not say why", f[0])
			}
		}
	}
	for n := range hwRandom4Refused {
		if !refused[n] {
			t.Errorf("%s is listed as refused by the H200, but the recording has its words", n)
		}
	}
}

// TestHWSweep4 runs version 4's recorded sweeps as TestHWSweep does version 1's.
func TestHWSweep4(t *testing.T) {
	hwCheckSweep(t, hwSweep4RecordingFile, hwPrograms4(), hwSweep4Known)
}

// TestHWRandom4Runs: every version 4 program compiles and runs on cudasim on both engine paths
// with the same result (before and apart from any recording).
func TestHWRandom4Runs(t *testing.T) { hwCheckRuns(t, hwPrograms4()) }

// hwCheckRuns runs every program on both engine paths and wants the same words from each (before
// and apart from any recording); -short: every 8th.
func hwCheckRuns(t *testing.T, programs []hwProgram) {
	skipSamePaths(t)
	saved := enginePortable
	defer setEnginePortable(saved)
	input := hwRandomInput()
	for i, p := range programs {
		if testing.Short() && i%8 != 0 {
			continue
		}
		var first []byte
		run := hwCompileRun(p.src)
		for _, portable := range []bool{false, true} {
			setEnginePortable(portable)
			out, err := run(input, p.outSize)
			if err != nil {
				t.Fatalf("%s (portable %v): %v\n%s", p.name, portable, err, p.src)
			}
			if first == nil {
				first = out
			} else if string(first) != string(out) {
				t.Errorf("%s: the two engine paths differ", p.name)
			}
		}
	}
}
