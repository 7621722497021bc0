package driver

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"cudasim/cu"
	"cudasim/internal/mem"
)

// cuGraphDebugDotPrint: the graph as Graphviz DOT, in the form the real
// driver writes (testdata/reference/graphs/dot: what driver 580 wrote for
// the graphs of probe_graphs.c's section dot). Graphs are numbered from 1
// in the order they were made (clones and child graph copies included),
// nodes by their index in the graph; child graphs follow as clusters of
// their own. Handles and addresses are cudasim's.

// Flags of cuGraphDebugDotPrint (CUgraphDebugDot_flags).
const (
	DotVerbose         = 1 << 0  // every detail below
	DotRuntimeTypes    = 1 << 1  // memcpy nodes described as the runtime's cudaMemcpy3DParms
	DotKernelParams    = 1 << 2  // kernel nodes' launch
	DotMemcpyParams    = 1 << 3  // memcpy nodes' parameters
	DotMemsetParams    = 1 << 4  // memset nodes' parameters
	DotHostParams      = 1 << 5  // host nodes' function and data
	DotEventParams     = 1 << 6  // event nodes' event
	DotKernelAttrs     = 1 << 9  // kernel nodes' attributes
	DotHandles         = 1 << 10 // node handles
	DotMemAllocParams  = 1 << 11 // mem alloc nodes' parameters
	DotMemFreeParams   = 1 << 12 // mem free nodes' address
	DotExtraTopoInfo   = 1 << 14 // topological ids and dependency indexes
	dotVerboseIncludes = DotKernelParams | DotMemcpyParams | DotMemsetParams | DotHostParams | DotEventParams |
		DotKernelAttrs | DotHandles | DotMemAllocParams | DotMemFreeParams | DotExtraTopoInfo
)

// GraphDebugDotPrint is cuGraphDebugDotPrint: it writes graph h as DOT to
// path. As measured: a NULL graph is CUDA_ERROR_INVALID_VALUE (a NULL path
// too: the front end's), a file that cannot be written, the empty path
// included (libcuda/testdata/cudart/graphs26, s_gr_dot),
// CUDA_ERROR_OPERATING_SYSTEM; flags the driver does not know are ignored.
func (t *Thread) GraphDebugDotPrint(h Graph, path string, flags uint32) error {
	text, err := t.GraphDot(h, flags)
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		return cu.Errorf(cu.ErrorOperatingSystem, "writing %s: %v", path, err)
	}
	return nil
}

// GraphDot is graph h as cuGraphDebugDotPrint writes it (cudasim replay
// --graph draws a trace's graph with it).
func (t *Thread) GraphDot(h Graph, flags uint32) (string, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return "", err
	}
	defer unlock()
	return t.d.graphDot(g, flags), nil
}

// graphDot renders g. gs.mu is held.
func (d *Driver) graphDot(g *graph, flags uint32) string {
	if flags&DotVerbose != 0 {
		flags |= dotVerboseIncludes
	}
	var b strings.Builder
	b.WriteString("digraph dot {\n")
	d.dotCluster(&b, g, flags)
	b.WriteString("}\n")
	return b.String()
}

func dotPtr(v uint64) string { return fmt.Sprintf("0x%016X", v) }

// topoIDs numbers g's nodes as the driver's topoId does: a breadth-first
// walk up the dependencies from the nodes nothing depends on (the last
// added first), numbering each node when it is reached the first time, in
// the order of each node's dependencies. Measured
// (libcuda/testdata/cudart/graphs26, s_gr_dot): a node may be numbered
// before another that depends on it (a node reached through its first
// dependent is not held back for the others).
func topoIDs(g *graph) map[*graphNode]int {
	dependents := map[*graphNode]int{}
	for _, n := range g.nodes {
		for _, p := range n.deps {
			dependents[p]++
		}
	}
	ids := map[*graphNode]int{}
	seen := map[*graphNode]bool{}
	var queue []*graphNode
	for i := len(g.nodes) - 1; i >= 0; i-- { // the last sink first (measured)
		if n := g.nodes[i]; dependents[n] == 0 {
			queue = append(queue, n)
			seen[n] = true
		}
	}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		ids[n] = len(ids)
		for _, p := range n.deps {
			if !seen[p] {
				seen[p] = true
				queue = append(queue, p)
			}
		}
	}
	return ids
}

func (d *Driver) dotCluster(b *strings.Builder, g *graph, flags uint32) {
	name := fmt.Sprintf("graph_%d", g.id)
	fmt.Fprintf(b, "subgraph cluster_%d {\nlabel=%q graph[style=\"dashed\"];\n", g.id, name)
	topo := topoIDs(g)
	var children []*graph
	for i, n := range g.nodes {
		id := fmt.Sprint(i)
		if flags&DotExtraTopoInfo != 0 {
			id = fmt.Sprintf("%d (topoId: %d)", i, topo[n])
		}
		fmt.Fprintf(b, "\"%s_node_%d\"", name, i)
		b.WriteString(d.dotNode(n, id, flags))
		b.WriteString("\n\n")
		switch cp := n.p.(type) {
		case childParams:
			children = append(children, cp.g)
		case *condParams:
			children = append(children, cp.bodies...)
		}
	}
	for _, f := range g.nodes {
		for _, n := range f.outs {
			k := slices.Index(n.deps, f)
			fmt.Fprintf(b, "\"%s_node_%d\" -> \"%s_node_%d\"", name, slices.Index(g.nodes, f), name, slices.Index(g.nodes, n))
			if flags&DotExtraTopoInfo != 0 {
				fmt.Fprintf(b, " [headlabel=%d]", k)
			}
			b.WriteString(";\n")
		}
	}
	b.WriteString("}\n")
	for _, c := range children {
		d.dotCluster(b, c, flags)
	}
}

// dotNode renders one node's attributes (after its name).
func (d *Driver) dotNode(n *graphNode, id string, flags uint32) string {
	handle := dotPtr(uint64(n.handle))
	lines := func(style, shape string, extra ...string) string {
		s := fmt.Sprintf("[style=%q shape=%q label=\"%s\n", style, shape, id)
		for _, l := range extra {
			s += l + "\n"
		}
		return s + "\"];"
	}
	var more []string
	if flags&DotHandles != 0 {
		more = append(more, "node handle: "+handle)
	}
	switch p := n.p.(type) {
	case *condParams:
		// As driver 580 writes it (testdata/reference/condgraph/dot): the
		// handle's number only in verbose output (not with
		// CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS alone).
		var s strings.Builder
		fmt.Fprintf(&s, "[style=\"bold\" shape=\"record\" label=\"{\nCONDITIONAL\n| {ID | %s}\n", id)
		if flags&DotHandles != 0 {
			fmt.Fprintf(&s, "| {node handle| %s}\n", handle)
		}
		if flags&DotVerbose != 0 {
			fmt.Fprintf(&s, "| {Conditional Handle|%d}\n", uint64(p.h.handle))
		}
		fmt.Fprintf(&s, "| {Conditional Type| %v}\n", p.typ)
		switch {
		case p.typ == ConditionalSwitch:
			for i, b := range p.bodies {
				fmt.Fprintf(&s, "| {%d|  graph_%d}\n", i, b.id)
			}
		case len(p.bodies) == 2:
			fmt.Fprintf(&s, "| {True | graph_%d}\n| {False| graph_%d}\n", p.bodies[0].id, p.bodies[1].id)
		default:
			fmt.Fprintf(&s, "| {True|graph_%d}\n", p.bodies[0].id)
		}
		s.WriteString("}\n\"];")
		return s.String()
	case *kernelParams:
		name := p.fn.f.Kernel.Name
		// Measured: a block of (32,2,1) reads \{32,2\}; one with z > 1
		// was not.
		dims := func(v [3]uint32) string {
			switch {
			case v[1] == 1 && v[2] == 1:
				return fmt.Sprint(v[0])
			case v[2] == 1:
				return fmt.Sprintf("\\{%d,%d\\}", v[0], v[1])
			}
			return fmt.Sprintf("\\{%d,%d,%d\\}", v[0], v[1], v[2])
		}
		launch := ""
		if flags&DotKernelParams != 0 {
			launch = fmt.Sprintf("\\<\\<\\<%s,%s,%d\\>\\>\\>", dims(p.l.Grid), dims(p.l.Block), p.l.DynamicShared)
		}
		if flags&DotKernelAttrs == 0 {
			if flags&DotHandles != 0 {
				more = append(more, "func handle: "+dotPtr(uint64(p.h)))
			}
			s := fmt.Sprintf("[style=\"bold\" shape=\"octagon\" label=\"%s\n%s\n%s", id, name, joinLines(more))
			return s + launch + "\"];"
		}
		var s strings.Builder
		fmt.Fprintf(&s, "[style=\"bold\" shape=\"record\" label=\"{KERNEL\n| {ID | %s | %s%s}\n", id, name, launch)
		if flags&DotHandles != 0 {
			fmt.Fprintf(&s, "| {{node handle | func handle} | {%s | %s}}\n", handle, dotPtr(uint64(p.h)))
		}
		if flags&DotKernelAttrs != 0 {
			w := p.attrs.Window
			fmt.Fprintf(&s, "| {accessPolicyWindow | {base_ptr | num_bytes | hitRatio | hitProp | missProp} | {%s | %d | %f | %s | %s}}\n| {cooperative | %d}\n| {priority | %d}\n",
				dotPtr(w.Base), w.Bytes, w.HitRatio, accessPropLetter(w.HitProp), accessPropLetter(w.MissProp), p.attrs.Cooperative, p.attrs.Priority)
		}
		s.WriteString("}\"];")
		return s.String()
	case MemsetNodeParams:
		if flags&DotMemsetParams == 0 {
			bytes := p.Width * max(p.Height, 1) * uint64(p.ElementSize)
			return fmt.Sprintf("[style=\"solid\" shape=\"invtrapezium\"label=\"%s\nMEMSET\n%s(%d,%d)\n\"];", id, joinLines(more), p.Value, bytes)
		}
		cols, vals := "ID", id
		if flags&DotHandles != 0 {
			cols, vals = cols+" | node handle", vals+" | "+handle
		}
		return fmt.Sprintf("[style=\"solid\" style=\"solid\" shape=\"record\" label=\"{MEMSET\n| {{%s | dptr | pitch | value | elementSize | width | height} | {%s | %s | %d | %d | %d | %d | %d}}}\"];",
			cols, vals, dotPtr(p.Dst), p.Pitch, p.Value, p.ElementSize, p.Width, max(p.Height, 1))
	case memcpyParams:
		return d.dotMemcpy(&p.desc, id, handle, more, flags)
	case HostNodeParams:
		if flags&DotHostParams != 0 {
			more = append(more, "fn: "+dotPtr(uint64(p.Fn)), "userData: "+dotPtr(uint64(p.UserData)))
		}
		return lines("solid", "rectangle", append([]string{"HOST"}, more...)...)
	case childParams:
		return lines("solid", "rectangle", append([]string{fmt.Sprintf("graph_%d", p.g.id)}, more...)...)
	case eventParams:
		typ := "EVENT_RECORD"
		if p.wait {
			typ = "EVENT_WAIT"
		}
		if flags&DotEventParams != 0 {
			more = append(more, "event: "+dotPtr(uint64(p.e.handle)))
		}
		return lines("solid", "rectangle", append([]string{typ}, more...)...)
	case allocParams:
		if flags&DotMemAllocParams == 0 {
			return lines("solid", "rectangle", append([]string{"MEM_ALLOC"}, more...)...)
		}
		cols, vals := "ID", id
		if flags&DotHandles != 0 {
			cols, vals = cols+" | node handle", vals+" | "+handle
		}
		return fmt.Sprintf("[style=\"solid\" shape=\"record\" label=\"{\nMEM_ALLOC\n| {{%s} | {%s}}\n| {{{poolProps | {allocType | handleTypes | {location | {type | id}}} | {PINNED | NONE | DEVICE | 0}}}}\n| {{bytesize | dptr} | {%d | %s}}\n}\"];",
			cols, vals, p.size, dotPtr(p.p))
	case freeParams:
		if flags&DotMemFreeParams == 0 {
			return lines("solid", "rectangle", append([]string{"MEM_FREE"}, more...)...)
		}
		cols, vals := "ID", id
		if flags&DotHandles != 0 {
			cols, vals = cols+" | node handle", vals+" | "+handle
		}
		return fmt.Sprintf("[style=\"solid\" shape=\"record\" label=\"{\nMEM_FREE\n| {{%s} | {%s}}\n| {{dptr} | {%s}}\n}\"];", cols, vals, dotPtr(p.p))
	}
	return lines("solid", "rectangle", append([]string{n.typ.String()}, more...)...)
}

// accessPropLetter is how the DOT names a CUaccessProperty: N(ormal),
// S(treaming), P(ersisting).
func accessPropLetter(p uint32) string {
	if p < 3 {
		return string("NSP"[p])
	}
	return fmt.Sprint(p)
}

func joinLines(ls []string) string {
	if len(ls) == 0 {
		return ""
	}
	return strings.Join(ls, "\n") + "\n"
}

var memTypeNames = map[MemoryType]string{MemoryTypeHost: "HOST", MemoryTypeDevice: "DEVICE", MemoryTypeArray: "ARRAY", MemoryTypeUnified: "UNIFIED"}

// memKind is the letter of a memory type in a copy's direction (HtoD,
// DtoA, UtoU: measured, graphs26's s_gr_dot).
func memKind(t MemoryType) string {
	switch t {
	case MemoryTypeHost:
		return "H"
	case MemoryTypeArray:
		return "A"
	case MemoryTypeUnified:
		return "U"
	}
	return "D"
}

// dotMemName is how a record names one side of a copy (measured:
// graphs26's s_gr_dot): an array and device memory DEVICE, managed memory
// MANAGED (named as device memory or unified), host memory the driver
// allocated or registered HOST PINNED, other host memory HOST PAGEABLE; a
// unified address reads as what it is.
func (d *Driver) dotMemName(t MemoryType, host, dev DevicePtr) string {
	addr := dev
	if t == MemoryTypeHost {
		addr = host
	}
	a, ok := d.mem.Lookup(uint64(addr))
	switch {
	case t == MemoryTypeArray:
		return "DEVICE"
	case ok && a.Kind == mem.Managed:
		return "MANAGED"
	case t == MemoryTypeDevice, ok && a.Kind == mem.Device:
		return "DEVICE"
	case ok:
		return "HOST PINNED"
	}
	return "HOST PAGEABLE"
}

// dotArrayElemSize is the bytes of an element of array h, for a record's
// extent (measured: a 64-byte row of floats into an array read Width 16);
// 1 if h is no array.
func (d *Driver) dotArrayElemSize(h uint64) uint64 {
	if a, ok := lookupHandle[*array](d, h); ok && a.desc.texelSize() > 0 {
		return a.desc.texelSize()
	}
	return 1
}

// dotMemcpy renders a memcpy node: a trapezium with the direction and the
// bytes, or with DotMemcpyParams a record of the CUDA_MEMCPY3D (or, with
// DotRuntimeTypes too, of the cudaMemcpy3DParms it stands for).
func (d *Driver) dotMemcpy(m *MemcpyNodeParams, id, handle string, more []string, flags uint32) string {
	kind := memKind(m.SrcMemoryType) + "to" + memKind(m.DstMemoryType)
	if flags&DotMemcpyParams == 0 {
		return fmt.Sprintf("[style=\"solid\" shape=\"trapezium\"label=\"%s\nMEMCPY\n%s(%s,%d)\n\"];", id, joinLines(more), kind, m.WidthInBytes*m.Height*m.Depth)
	}
	cols, vals := "ID", id
	if flags&DotHandles != 0 {
		cols, vals = cols+" | node handle", vals+" | "+handle
	}
	var s strings.Builder
	fmt.Fprintf(&s, "[style=\"solid\" shape=\"record\" label=\"{\nMEMCPY\n| {{%s} | {%s}}\n", cols, vals)
	addr := func(t MemoryType, host, dev DevicePtr) DevicePtr {
		if t == MemoryTypeHost {
			return host
		}
		return dev
	}
	if flags&DotRuntimeTypes != 0 {
		// Measured (libcuda/testdata/cudart/graphs26, s_gr_dot): a copy
		// between unified addresses is of kind "default"; xsize is 0 (the
		// driver keeps no row width apart from the pitch); an array side
		// is its handle alone, and the extent's width counts its elements.
		dir := kind
		if m.SrcMemoryType == MemoryTypeUnified || m.DstMemoryType == MemoryTypeUnified {
			dir = "default"
		}
		fmt.Fprintf(&s, "| {kind | %s (%s to %s)}\n", dir, d.dotMemName(m.SrcMemoryType, m.SrcHost, m.SrcDevice), d.dotMemName(m.DstMemoryType, m.DstHost, m.DstDevice))
		width := m.WidthInBytes
		switch {
		case m.SrcMemoryType == MemoryTypeArray || m.DstMemoryType == MemoryTypeArray:
			array := func(name string, h uint64) {
				fmt.Fprintf(&s, "| {%sArray | %s}\n", name, dotPtr(h))
				width = m.WidthInBytes / d.dotArrayElemSize(h)
			}
			ptr := func(name string, t MemoryType, host, dev DevicePtr, pitch, height uint64) {
				fmt.Fprintf(&s, "| {%sPtr | {pitch | ptr | xsize | ysize} | {%d | %s | 0 | %d}}\n", name, pitch, dotPtr(addr(t, host, dev)), height)
			}
			if m.SrcMemoryType == MemoryTypeArray {
				array("src", m.SrcArray)
			} else {
				ptr("src", m.SrcMemoryType, m.SrcHost, m.SrcDevice, m.SrcPitch, m.SrcHeight)
			}
			if m.DstMemoryType == MemoryTypeArray {
				array("dst", m.DstArray)
			} else {
				ptr("dst", m.DstMemoryType, m.DstHost, m.DstDevice, m.DstPitch, m.DstHeight)
			}
		default:
			fmt.Fprintf(&s, "| {{srcPtr | dstPtr} | {pitch | ptr | xsize | ysize | pitch | ptr | xsize | ysize} | {%d | %s | 0 | %d | %d | %s | 0 | %d}}\n",
				m.SrcPitch, dotPtr(addr(m.SrcMemoryType, m.SrcHost, m.SrcDevice)), m.SrcHeight,
				m.DstPitch, dotPtr(addr(m.DstMemoryType, m.DstHost, m.DstDevice)), m.DstHeight)
		}
		fmt.Fprintf(&s, "| {{srcPos | {{x | %d} | {y | %d} | {z | %d}}} | {dstPos | {{x | %d} | {y | %d} | {z | %d}}} | {Extent | {{Width | %d} | {Height | %d} | {Depth | %d}}}}\n}\"];",
			m.SrcXInBytes, m.SrcY, m.SrcZ, m.DstXInBytes, m.DstY, m.DstZ, width, m.Height, m.Depth)
		return s.String()
	}
	side := func(t MemoryType, arr uint64, host, dev DevicePtr, x, y, z, pitch, height uint64) string {
		return fmt.Sprintf("%s (%s) | %s | %s | %s | %d | %d | %d | %d | %d | 0", memTypeNames[t], memTypeNames[t], dotPtr(arr), dotPtr(host), dotPtr(dev), x, y, z, pitch, height)
	}
	fmt.Fprintf(&s, "| {{src | dst} | { MemoryType | Array | Host | Device | XInBytes | Y | Z | Pitch | Height | LOD | MemoryType | Array | Host | Device | XInBytes | Y | Z | Pitch | Height | LOD} | {%s | %s}}\n",
		side(m.SrcMemoryType, m.SrcArray, m.SrcHost, m.SrcDevice, m.SrcXInBytes, m.SrcY, m.SrcZ, m.SrcPitch, m.SrcHeight),
		side(m.DstMemoryType, m.DstArray, m.DstHost, m.DstDevice, m.DstXInBytes, m.DstY, m.DstZ, m.DstPitch, m.DstHeight))
	fmt.Fprintf(&s, "| {Extent | {WidthInBytes | Height | Depth} | {%d | %d | %d}}\n}\"];", m.WidthInBytes, m.Height, m.Depth)
	return s.String()
}
