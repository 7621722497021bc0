package driver

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"
	"time"
)

// FuzzGraphCalls drives the graph API with arbitrary sequences of calls:
// graphs and nodes of every kind cudasim builds by hand (empty, memset,
// kernel, host, child graph, event record and wait, memory allocation and
// free, conditional IF, WHILE and SWITCH with their handles and bodies),
// dependencies added and removed (cycles and edges across graphs
// included), nodes destroyed, graphs cloned, instantiated, updated, launched
// and drawn. Handles are drawn from what earlier calls returned or made up.
// Copy nodes reach a registered host page that the input protects and
// unprotects, and launches queue behind a host function (runQueued).
// Whatever happens, no call panics or hangs or ends the process, every
// failure carries a code the real driver knows and a message, and every
// drawing is a DOT digraph with balanced braces.
func FuzzGraphCalls(f *testing.F) {
	f.Add([]byte{0, 0, 0, 1, 0, 0, 3, 0, 0, 10, 0, 1, 14, 0, 0, 15, 0, 0, 17, 0, 1})
	f.Add([]byte{0, 0, 0, 2, 0, 0, 4, 0, 0, 8, 0, 9, 9, 0, 0, 14, 0, 0, 15, 0, 1, 16, 0, 0, 17, 0, 255})
	f.Add([]byte{0, 0, 0, 0, 0, 0, 1, 0, 0, 5, 0, 1, 6, 0, 0, 7, 0, 0, 13, 0, 0, 14, 1, 0, 15, 1, 0, 17, 1, 7})
	f.Add([]byte{0, 0, 0, 1, 0, 0, 1, 0, 0, 10, 0, 1, 10, 1, 0, 14, 0, 0, 11, 0, 1, 12, 1, 0, 20, 0, 0, 18, 0, 0})
	// an IF node with a kernel in its body, launched; a SWITCH of 2^32-1 bodies (fuzz30:
	// all memory); a WHILE node with an empty body, instantiated
	f.Add([]byte{0, 0, 0, 24, 0, 1, 25, 0, 6, 3, 1, 0, 14, 0, 0, 15, 0, 1})
	f.Add([]byte{0, 0, 0, 24, 0, 0, 25, 2, 249, 25, 2, 243, 17, 0, 1})
	f.Add([]byte{0, 0, 0, 24, 0, 1, 25, 1, 6, 14, 0, 0, 15, 0, 1, 17, 0, 255})
	// a copy node into a registered page, the page protected, the graph launched
	// behind a host function
	f.Add([]byte{0, 0, 0, 26, 0, 3, 14, 0, 0, 27, 0, 1, 28, 0, 0, 27, 0, 0})
	// A kernel or memset node that faults leaves a sticky error on the
	// device, so the calls after one run on a driver made anew.
	image := probeImage(f, "kernels.ptx")
	d, th, addOne, buf := newFuzzDriver(f, image, "addOne")
	stream, err := th.StreamCreate(1)
	must(f, err)
	fresh := func(t testing.TB) {
		d.Close()
		d, th, addOne, buf = newFuzzDriver(t, image, "addOne")
		stream, err = th.StreamCreate(1)
		must(t, err)
	}
	f.Cleanup(func() { d.Close() })
	f.Fuzz(func(t *testing.T, prog []byte) {
		page := newFuzzHostPages(t, 1)
		registered := th.MemHostRegister(page.b, 0) == nil
		defer func() { page.release(th) }() // after the calls' cleanup below, on its driver
		var graphs []Graph
		var nodes []GraphNode
		var execs []GraphExec
		var events []Event
		var ptrs []DevicePtr
		var conds []GraphConditionalHandle
		// A WHILE body's kernel that never sets the value loops for ever, on the
		// H200 too: once a WHILE node is made, graphs are no longer launched.
		whileMade := false
		hostRuns := 0
		pick := func(n int, b byte) int {
			if n == 0 || b >= 250 {
				return -1
			}
			return int(b) % n
		}
		graphArg := func(b byte) Graph {
			if i := pick(len(graphs), b); i >= 0 {
				return graphs[i]
			}
			return Graph(b) << 4
		}
		nodeArg := func(b byte) GraphNode {
			if i := pick(len(nodes), b); i >= 0 {
				return nodes[i]
			}
			return GraphNode(b) << 4
		}
		execArg := func(b byte) GraphExec {
			if i := pick(len(execs), b); i >= 0 {
				return execs[i]
			}
			return GraphExec(b) << 4
		}
		ptrArg := func(b byte) DevicePtr {
			if i := pick(len(ptrs), b); i >= 0 {
				return ptrs[i]
			}
			return buf + DevicePtr(b)*16
		}
		deps := func(b byte) []GraphNode {
			var out []GraphNode
			for i := range int(b % 3) {
				out = append(out, nodeArg(b/3+byte(i)))
			}
			return out
		}
		keep := func(n GraphNode, err error) {
			if err == nil {
				nodes = append(nodes, n)
			}
		}
		defer func() {
			// Whatever was left: executables first, then graphs, as a program's exit would.
			for _, e := range execs {
				th.GraphExecDestroy(e)
			}
			for _, g := range graphs {
				th.GraphDestroy(g)
			}
			for _, e := range events {
				th.EventDestroy(e)
			}
			if err := th.CtxSynchronize(); err != nil {
				checkAnswer(t, "cuCtxSynchronize after the calls", err)
				fresh(t)
			}
		}()
		for ; len(prog) >= 3; prog = prog[3:] {
			op, a, b := prog[0], prog[1], prog[2]
			err := asDropIn(func() (err error) {
				switch op % 29 {
				case 0:
					var g Graph
					if g, err = th.GraphCreate(uint32(a % 2)); err == nil {
						graphs = append(graphs, g)
					}
				case 1:
					var n GraphNode
					n, err = th.GraphAddEmptyNode(graphArg(a), deps(b))
					keep(n, err)
				case 2:
					var n GraphNode
					n, err = th.GraphAddMemsetNode(graphArg(a), deps(b), MemsetNodeParams{Dst: ptrArg(b), Value: 7, ElementSize: uint32(1) << (a % 4), Width: uint64(b), Height: uint64(a%3) + 1, Pitch: uint64(b) * 4})
					keep(n, err)
				case 3:
					p := KernelNodeParams{Func: addOne, Grid: Dim3{uint32(b%3) + 1, 1, 1}, Block: Dim3{32, 1, 1},
						Params: [][]byte{binary.LittleEndian.AppendUint64(nil, uint64(ptrArg(b))), binary.LittleEndian.AppendUint32(nil, uint32(a))}}
					var n GraphNode
					n, err = th.GraphAddKernelNode(graphArg(a), deps(b), p)
					keep(n, err)
				case 4:
					var n GraphNode
					n, err = th.GraphAddHostNode(graphArg(a), deps(b), HostNodeParams{Call: func() { hostRuns++ }, Fn: 1})
					keep(n, err)
				case 5:
					var n GraphNode
					n, err = th.GraphAddChildGraphNode(graphArg(a), deps(b), graphArg(b))
					keep(n, err)
				case 6, 7:
					if a%4 == 0 || len(events) == 0 {
						var e Event
						if e, err = th.EventCreate(uint32(b % 4)); err == nil {
							events = append(events, e)
						}
						break
					}
					e := events[int(b)%len(events)]
					var n GraphNode
					if op%24 == 6 {
						n, err = th.GraphAddEventRecordNode(graphArg(a), deps(b), e)
					} else {
						n, err = th.GraphAddEventWaitNode(graphArg(a), deps(b), e)
					}
					keep(n, err)
				case 8:
					n, p, err2 := th.GraphAddMemAllocNode(graphArg(a), deps(b), int(b%2), uint64(b)<<8)
					if err = err2; err == nil {
						nodes, ptrs = append(nodes, n), append(ptrs, p)
					}
				case 9:
					var n GraphNode
					n, err = th.GraphAddMemFreeNode(graphArg(a), deps(b), ptrArg(b))
					keep(n, err)
				case 10:
					err = th.GraphAddDependencies(graphArg(a), []GraphNode{nodeArg(a)}, []GraphNode{nodeArg(b)})
				case 11:
					err = th.GraphRemoveDependencies(graphArg(a), []GraphNode{nodeArg(a)}, []GraphNode{nodeArg(b)})
				case 12:
					err = th.GraphDestroyNode(nodeArg(a))
				case 13:
					var g Graph
					if g, err = th.GraphClone(graphArg(a)); err == nil {
						graphs = append(graphs, g)
					}
				case 14:
					var e GraphExec
					if e, err = th.GraphInstantiate(graphArg(a), uint64(b%16)); err == nil {
						execs = append(execs, e)
					}
				case 15:
					if whileMade {
						break
					}
					s := Stream(0)
					if b%2 == 1 {
						s = stream
					}
					if err = th.GraphLaunch(execArg(a), s); err == nil {
						err = th.StreamSynchronize(s)
					}
				case 16:
					_, _, _, err = th.GraphExecUpdate(execArg(a), graphArg(b))
				case 17:
					var dot string
					if dot, err = th.GraphDot(graphArg(a), uint32(b)<<(a%8)); err == nil {
						if !strings.HasPrefix(dot, "digraph") || strings.Count(dot, "{") != strings.Count(dot, "}") {
							t.Fatalf("cuGraphDebugDotPrint wrote no digraph with balanced braces:\n%s", dot)
						}
					}
				case 18:
					err = th.GraphDestroy(graphArg(a))
				case 19:
					err = th.GraphExecDestroy(execArg(a))
				case 20:
					err = th.GraphNodeSetEnabled(execArg(a), nodeArg(b), a%2 == 0)
				case 21:
					err = th.GraphKernelNodeSetParams(nodeArg(a), KernelNodeParams{Func: addOne, Grid: Dim3{uint32(b % 4), 1, 1}, Block: Dim3{uint32(a), 1, 1},
						Params: [][]byte{make([]byte, b%9), make([]byte, 4)}})
				case 22:
					_, err = th.GraphGetNodes(graphArg(a))
					if err == nil {
						_, _, err = th.GraphGetEdges(graphArg(a))
					}
				case 23:
					var n GraphNode
					if n, err = th.GraphNodeFindInClone(nodeArg(a), graphArg(b)); err == nil {
						nodes = append(nodes, n)
					}
				case 24:
					var c Context
					if c, err = th.CtxGetCurrent(); err == nil {
						var h GraphConditionalHandle
						if h, err = th.GraphConditionalHandleCreate(graphArg(a), c, uint32(b%3), uint32(b/3%3)); err == nil {
							conds = append(conds, h)
						}
					}
				case 25:
					c, _ := th.CtxGetCurrent()
					p := ConditionalNodeParams{Handle: GraphConditionalHandle(b % 4), Type: ConditionalType(a % 4), Size: []uint32{0, 1, 2, 3, 8}[b%5], Ctx: c}
					if i := pick(len(conds), b); i >= 0 && b < 200 {
						p.Handle = conds[i]
					}
					if b >= 240 { // bodies past any measured count
						p.Size = []uint32{9, 1 << 10, 1<<16 + 1, 1 << 31, 1<<32 - 1}[b%5]
					}
					n, bodies, err2 := th.GraphAddConditionalNode(graphArg(a), deps(b), p)
					if err = err2; err == nil {
						nodes, graphs = append(nodes, n), append(graphs, bodies...)
						whileMade = whileMade || p.Type == ConditionalWhile
					}
				case 26: // a copy between device memory and the registered page, b%2: into the page
					if !registered {
						break
					}
					p := MemcpyNodeParams{SrcMemoryType: MemoryTypeDevice, SrcDevice: ptrArg(a), DstMemoryType: MemoryTypeHost, DstHost: Addr(page.b),
						WidthInBytes: uint64(a%64) + 1, Height: 1, Depth: 1}
					if b%2 == 0 {
						p = MemcpyNodeParams{SrcMemoryType: MemoryTypeHost, SrcHost: Addr(page.b), DstMemoryType: MemoryTypeDevice, DstDevice: ptrArg(a),
							WidthInBytes: uint64(a%64) + 1, Height: 1, Depth: 1}
					}
					var n GraphNode
					n, err = th.GraphAddMemcpyNode(graphArg(b/2), deps(b), p)
					keep(n, err)
				case 27:
					page.protect(t, b%2 == 1)
				case 28: // a launch queued behind a host function
					if whileMade {
						break
					}
					if err = th.LaunchHostFunc(stream, func() { time.Sleep(time.Millisecond) }); err != nil {
						break
					}
					if err = th.GraphLaunch(execArg(a), stream); err == nil {
						err = th.StreamSynchronize(stream)
					}
				}
				return err
			})
			checkAnswer(t, fmt.Sprintf("op %d", op%29), err)
		}
	})
}
