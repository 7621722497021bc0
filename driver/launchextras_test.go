package driver

import (
	"encoding/binary"
	"slices"
	"testing"

	"cudasim/cu"
)

// TestLaunchExtras: what cuLaunchKernelEx's attributes add, as the H200
// showed in suite2's s_pdl and s_capture_kinds
// (libcuda/testdata/cudart/suite2/golden/b130): a programmatic event is
// recorded by the launch and must not keep time; a captured launch keeps its
// priority on its node and, with programmatic stream serialization, is
// joined to the kernel before it by a programmatic edge (type 1, port 1);
// external event record and wait are captured as nodes.
func TestLaunchExtras(t *testing.T) {
	d, th, _ := setup(t, Config{})
	k, buf := addOneSetup(t, th)
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	cfg := func(attrs ...LaunchAttribute) LaunchConfig {
		return LaunchConfig{Grid: Dim3{1, 1, 1}, Block: Dim3{64, 1, 1}, Stream: s, Attrs: attrs}
	}
	eventAttr := func(id LaunchAttributeID, e Event) LaunchAttribute {
		return LaunchAttribute{ID: id, Value: int32(e), X: uint32(e), Y: uint32(uint64(e) >> 32)}
	}

	ev, err := th.EventCreate(EventDisableTiming)
	must(t, err)
	for _, id := range []LaunchAttributeID{LaunchAttributeProgrammaticEvent, LaunchAttributeLaunchCompletionEvent} {
		e, err := th.EventCreate(EventDisableTiming)
		must(t, err)
		must(t, th.LaunchKernelEx(cfg(eventAttr(id, e)), Function(k), Args(buf, int32(64)), nil))
		must(t, th.StreamSynchronize(s))
		if r, _ := d.event(e); !r.recorded {
			t.Errorf("attribute %d: the event was not recorded", id)
		}
	}
	timed, err := th.EventCreate(0)
	must(t, err)
	if err := th.LaunchKernelEx(cfg(eventAttr(LaunchAttributeProgrammaticEvent, timed)), Function(k), Args(buf, int32(64)), nil); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("programmatic event that keeps time: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
	}

	must(t, th.StreamBeginCapture(s, CaptureModeGlobal))
	must(t, th.LaunchKernelEx(cfg(), Function(k), Args(buf, int32(64)), nil))
	must(t, th.LaunchKernelEx(cfg(LaunchAttribute{ID: LaunchAttributeProgrammaticStreamSerialization, Value: 1},
		LaunchAttribute{ID: LaunchAttributePriority, Value: -1}), Function(k), Args(buf, int32(64)), nil))
	must(t, th.EventRecordWithFlags(ev, s, 1))
	must(t, th.StreamWaitEvent(s, ev, 1))
	g, err := th.StreamEndCapture(s)
	must(t, err)
	nodes, err := th.GraphGetNodes(g)
	must(t, err)
	var types []GraphNodeType
	for _, n := range nodes {
		ty, err := th.GraphNodeGetType(n)
		must(t, err)
		types = append(types, ty)
	}
	if want := []GraphNodeType{GraphNodeKernel, GraphNodeKernel, GraphNodeEventRecord, GraphNodeWaitEvent}; !slices.Equal(types, want) {
		t.Fatalf("captured nodes %v, want %v", types, want)
	}
	if v, err := th.GraphKernelNodeGetAttribute(nodes[1], LaunchAttributePriority); err != nil || v.Priority != -1 {
		t.Errorf("captured priority %d %v, want -1", v.Priority, err)
	}
	if e, err := th.GraphEventNodeGetEvent(nodes[2], false); err != nil || e != ev {
		t.Errorf("captured record's event %#x %v", e, err)
	}
	prog := EdgeData{FromPort: EdgePortProgrammatic, Type: EdgeTypeProgrammatic}
	if data, err := th.GraphGetEdgeData(g); err != nil || !slices.Equal(data, []EdgeData{prog, {}, {}}) {
		t.Errorf("captured edge data %v %v, want [%v {} {}]", data, err, prog)
	}
}

// TestLaunchAttributeChecks: cuLaunchKernelEx checks an access policy window
// as cuStreamSetAttribute does, and answers event flags
// CU_EVENT_RECORD_EXTERNAL outside a capture with CUDA_ERROR_ILLEGAL_STATE
// (a timing event too) and undefined flags with CUDA_ERROR_INVALID_VALUE, as
// the H200 did (libcuda/testdata/cudart/interop26, case la).
func TestLaunchAttributeChecks(t *testing.T) {
	_, th, _ := setup(t, Config{})
	k, buf := addOneSetup(t, th)
	launch := func(a LaunchAttribute) error {
		return th.LaunchKernelEx(LaunchConfig{Grid: Dim3{8, 1, 1}, Block: Dim3{32, 1, 1}, Attrs: []LaunchAttribute{a}}, Function(k), Args(buf, int32(64)), nil)
	}
	window := func(bytes uint64, hit float32, miss uint32) LaunchAttribute { // miss 1: CU_ACCESS_PROPERTY_STREAMING
		return LaunchAttribute{ID: LaunchAttributeAccessPolicyWindow, Window: AccessPolicyWindow{Base: 0x1000, Bytes: bytes, HitRatio: hit, HitProp: 9, MissProp: miss}}
	}
	for _, c := range []struct {
		what string
		a    LaunchAttribute
		want cu.Result
	}{
		{"1 MiB, hitRatio 0.5", window(1<<20, 0.5, 1), cu.Success},
		{"128 MiB (the H200's most)", window(128<<20, 0.5, 1), cu.Success},
		{"1 GiB", window(1<<30, 0.5, 1), cu.ErrorInvalidValue},
		{"hitRatio 1.5", window(1<<20, 1.5, 1), cu.ErrorInvalidValue},
		{"hitRatio -1", window(1<<20, -1, 1), cu.ErrorInvalidValue},
		{"missProp persisting", window(1<<20, 0.5, accessPropertyPersisting), cu.ErrorInvalidValue},
	} {
		if err := launch(c.a); cu.Code(err) != c.want {
			t.Errorf("window %s: %v, want %v", c.what, err, c.want)
		}
	}
	ev, err := th.EventCreate(EventDisableTiming)
	must(t, err)
	timing, err := th.EventCreate(0)
	must(t, err)
	for _, id := range []LaunchAttributeID{LaunchAttributeProgrammaticEvent, LaunchAttributeLaunchCompletionEvent} {
		for _, c := range []struct {
			ev    Event
			flags uint32
			want  cu.Result
		}{
			{ev, 1, cu.ErrorIllegalState},
			{timing, 1, cu.ErrorIllegalState},
			{ev, 2, cu.ErrorInvalidValue},
			{ev, 3, cu.ErrorInvalidValue},
			{ev, 0x100, cu.ErrorInvalidValue},
			{ev, 0x80000000, cu.ErrorInvalidValue},
		} {
			a := LaunchAttribute{ID: id, X: uint32(c.ev), Y: uint32(uint64(c.ev) >> 32), Z: c.flags}
			if err := launch(a); cu.Code(err) != c.want {
				t.Errorf("attribute %d, event %#x, flags %#x outside a capture: %v, want %v", id, uint64(c.ev), c.flags, err, c.want)
			}
		}
	}
}

// TestCapturedLaunchEvent: a captured launch with a programmatic or launch
// completion event attribute of flags 0 is one kernel node (the H200:
// libcuda/testdata/cudart/interop26, case la) that keeps no attribute; the
// graph instantiates, alone or as a child graph, and its launches run the
// kernel and record no event; the event reads as one whose record was
// captured: CUDA_ERROR_INVALID_VALUE to queries after the capture, until
// recorded again (graphs26's s_gr_capevent, golden/b130).
func TestCapturedLaunchEvent(t *testing.T) {
	_, th, _ := setup(t, Config{})
	k, buf := addOneSetup(t, th)
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	ev, err := th.EventCreate(EventDisableTiming)
	must(t, err)
	runs := uint32(0)
	for _, id := range []LaunchAttributeID{LaunchAttributeProgrammaticEvent, LaunchAttributeLaunchCompletionEvent} {
		must(t, th.EventRecord(ev, s))
		must(t, th.StreamBeginCapture(s, CaptureModeGlobal))
		a := LaunchAttribute{ID: id, X: uint32(ev), Y: uint32(uint64(ev) >> 32)}
		must(t, th.LaunchKernelEx(LaunchConfig{Grid: Dim3{8, 1, 1}, Block: Dim3{32, 1, 1}, Stream: s, Attrs: []LaunchAttribute{a}}, Function(k), Args(buf, int32(64)), nil))
		g, err := th.StreamEndCapture(s)
		must(t, err)
		nodes, err := th.GraphGetNodes(g)
		must(t, err)
		if len(nodes) != 1 {
			t.Fatalf("attribute %d: %d nodes, want one kernel node", id, len(nodes))
		}
		if ty, err := th.GraphNodeGetType(nodes[0]); err != nil || ty != GraphNodeKernel {
			t.Fatalf("attribute %d: node type %v %v", id, ty, err)
		}
		if _, err := th.GraphKernelNodeGetAttribute(nodes[0], id); cu.Code(err) != cu.ErrorInvalidValue {
			t.Errorf("attribute %d: the node's attribute: %v, want CUDA_ERROR_INVALID_VALUE", id, err)
		}
		outer, err := th.GraphCreate(0)
		must(t, err)
		_, err = th.GraphAddChildGraphNode(outer, nil, g)
		must(t, err)
		for _, gr := range []Graph{g, outer} {
			x, err := th.GraphInstantiate(gr, 0)
			if err != nil {
				t.Fatalf("attribute %d: instantiate: %v", id, err)
			}
			for range 2 {
				must(t, th.GraphLaunch(x, s))
				must(t, th.StreamSynchronize(s))
				runs++
				if err := th.EventQuery(ev); cu.Code(err) != cu.ErrorInvalidValue {
					t.Errorf("attribute %d: event after the graph's launch: %v, want CUDA_ERROR_INVALID_VALUE (recorded in the capture only)", id, err)
				}
			}
		}
		must(t, th.EventRecord(ev, s))
		must(t, th.StreamSynchronize(s))
		if err := th.EventQuery(ev); err != nil {
			t.Errorf("attribute %d: event recorded again: %v", id, err)
		}
	}
	got := make([]byte, 4)
	must(t, th.MemcpyDtoH(got, buf))
	if n := binary.LittleEndian.Uint32(got); n != runs {
		t.Errorf("the kernel ran %d times, want %d (each graph launch)", n, runs)
	}
}
