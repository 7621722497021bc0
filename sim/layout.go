package sim

import (
	"cmp"
	"container/heap"

	"cudasim/sim/ptx"
)

// topologicalBody returns a function body whose labelled blocks are in a topological order of
// the control-flow graph without its loops' back edges, as close to the source order as that
// allows; body itself when that order is already the source's (nvcc's layout almost always).
//
// The engine reconverges a diverged warp lowest pc first (warp.resume): a group of lanes runs
// on until it reaches the pc of another group waiting further on. On the GPU, ptxas makes the
// lanes of a branch wait for each other at the branch's immediate post-dominator. The two agree
// when every path from the branch to its join point runs forward in the code. nvcc sometimes
// lays a branch's other side (an assertion's failure path, say) after the function's end, from
// where it jumps back to the join: the lowest pc first, the first side then ran past the join
// alone (libcu++'s cuda/ptx/ptx.shfl.compile test saw four lanes in __activemask() there, the
// H200 all 32). In a topological order every forward path meets its join point before the code
// after it, so lowest-pc-first reconverges where the GPU does.
//
// Blocks are the statements from one label of the function's outermost scope to the next;
// nested { } scopes move with the block holding them. A block whose successor in the new order
// is no longer the one it fell through to gets an explicit bra.uni (or ret, where it ran off the
// function's end). Functions with jump tables (brx.idx), or whose labels the blocks cannot be
// told apart by, keep their order.
func topologicalBody(body []ptx.Stmt) []ptx.Stmt {
	type block struct {
		lo, hi int      // statements [lo, hi)
		label  string   // the block's label ("" for the entry block)
		succ   []int    // successors: branch targets, then the block fallen through to (-1: the end)
		falls  bool     // the block's last instruction can fall through
		loc    ptx.Stmt // the .loc in effect at the block's start (Kind StmtLoc), if any
		hasLoc bool
	}
	// Split at the outermost labels; find the labels of nested scopes.
	var blocks []block
	byLabel := map[string]int{}
	nested := map[string]bool{}
	depth := 0
	backward := false
	var loc ptx.Stmt
	hasLoc := false
	blocks = append(blocks, block{lo: 0})
	for i := range body {
		st := &body[i]
		switch st.Kind {
		case ptx.StmtBlockBegin:
			depth++
		case ptx.StmtBlockEnd:
			depth--
		case ptx.StmtTargets:
			return body
		case ptx.StmtLoc:
			loc, hasLoc = *st, true
		case ptx.StmtLabel:
			if depth > 0 {
				nested[st.Label] = true
				continue
			}
			if _, dup := byLabel[st.Label]; dup {
				return body
			}
			blocks[len(blocks)-1].hi = i
			byLabel[st.Label] = len(blocks)
			blocks = append(blocks, block{lo: i, label: st.Label, loc: loc, hasLoc: hasLoc})
		case ptx.StmtDecl:
			if depth == 0 && len(blocks) > 1 {
				return body // a declaration after a label: moving it could put uses before it
			}
		case ptx.StmtInstr:
			if st.Instr.Opcode == "brx" {
				return body
			}
		}
	}
	blocks[len(blocks)-1].hi = len(body)
	if len(blocks) < 3 {
		return body
	}
	for name := range nested {
		if _, ok := byLabel[name]; ok {
			return body
		}
	}
	// Edges.
	for b := range blocks {
		bl := &blocks[b]
		bl.falls = true
		for i := bl.lo; i < bl.hi; i++ {
			st := &body[i]
			if st.Kind != ptx.StmtInstr {
				continue
			}
			in := st.Instr
			bl.falls = true
			switch in.Opcode {
			case "bra":
				if len(in.Operands) == 1 {
					if t, ok := byLabel[in.Operands[0].Name]; ok {
						bl.succ = append(bl.succ, t)
						backward = backward || t <= b
					}
				}
				bl.falls = in.Guard != ""
			case "ret", "exit", "trap":
				bl.falls = in.Guard != ""
			}
		}
		if bl.falls {
			next := b + 1
			if next == len(blocks) {
				next = -1
			}
			bl.succ = append(bl.succ, next)
		}
	}
	if !backward {
		return body // every branch runs forward: the order is topological already
	}
	// Back edges: those to a block on the depth-first search's stack (a loop's header).
	const (
		unseen = iota
		onStack
		finished
	)
	state := make([]uint8, len(blocks))
	back := map[[2]int]bool{}
	type visit struct{ b, next int }
	var stack []visit
	for root := range blocks {
		if state[root] != unseen {
			continue
		}
		state[root] = onStack
		stack = append(stack[:0], visit{root, 0})
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.next == len(blocks[top.b].succ) {
				state[top.b] = finished
				stack = stack[:len(stack)-1]
				continue
			}
			s := blocks[top.b].succ[top.next]
			top.next++
			switch {
			case s < 0:
			case state[s] == onStack:
				back[[2]int{top.b, s}] = true
			case state[s] == unseen:
				state[s] = onStack
				stack = append(stack, visit{s, 0})
			}
		}
	}
	// Kahn's algorithm, the ready block first in the source's order.
	indeg := make([]int, len(blocks))
	for b := range blocks {
		for _, s := range blocks[b].succ {
			if s >= 0 && !back[[2]int{b, s}] {
				indeg[s]++
			}
		}
	}
	ready := &intHeap{}
	for b := range blocks {
		if indeg[b] == 0 {
			heap.Push(ready, b)
		}
	}
	order := make([]int, 0, len(blocks))
	for ready.Len() > 0 {
		b := heap.Pop(ready).(int)
		order = append(order, b)
		for _, s := range blocks[b].succ {
			if s >= 0 && !back[[2]int{b, s}] {
				if indeg[s]--; indeg[s] == 0 {
					heap.Push(ready, s)
				}
			}
		}
	}
	if len(order) != len(blocks) || order[0] != 0 {
		return body // cannot happen without back edges; keep the source's order
	}
	same := true
	for i, b := range order {
		same = same && i == b
	}
	if same {
		return body
	}
	out := make([]ptx.Stmt, 0, len(body)+len(blocks))
	for i, b := range order {
		bl := &blocks[b]
		if b > 0 && (i == 0 || order[i-1] != b-1) && bl.hasLoc {
			out = append(out, bl.loc) // the source position the block's code came from
		}
		out = append(out, body[bl.lo:bl.hi]...)
		if !bl.falls {
			continue
		}
		fall := bl.succ[len(bl.succ)-1]
		next := -1
		if i+1 < len(order) {
			next = order[i+1]
		}
		if fall == next {
			continue
		}
		line := body[max(bl.hi-1, bl.lo)].Line
		jump := &ptx.Instr{Opcode: "ret", Line: line}
		if fall >= 0 {
			jump = &ptx.Instr{Opcode: "bra", Mods: []string{"uni"}, Line: line,
				Operands: []ptx.Operand{{Kind: ptx.OpdReg, Name: blocks[fall].label}}}
		}
		out = append(out, ptx.Stmt{Kind: ptx.StmtInstr, Line: line, Instr: jump})
	}
	return out
}

// intHeap is a min-heap of ints (container/heap).
type intHeap []int

func (h intHeap) Len() int           { return len(h) }
func (h intHeap) Less(i, j int) bool { return cmp.Less(h[i], h[j]) }
func (h intHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
