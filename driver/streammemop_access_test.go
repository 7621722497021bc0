package driver

import (
	"strings"
	"testing"

	"cudasim/cu"
)

// A stream memory operation on a mapping its context's device was given no
// access to (revoked; another device's only) answers
// CUDA_ERROR_NOT_SUPPORTED saying so, at the call and when a graph made
// before runs it, and writes nothing: what the H200 answers is not measured
// (probe mend33-c). Before session 33 the write to a mapping only device 1
// could reach landed, and a revoked one was CUDA_ERROR_INVALID_VALUE.
func TestStreamMemOpWithoutAccess(t *testing.T) {
	g := uint64(vmmGranularity)
	for _, c := range []struct {
		name   string
		access []MemAccessDesc // after device 0's read-write and the word 7
	}{
		{"revoked", []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessNone}}},
		{"device 1 only", []MemAccessDesc{
			{Location: MemLocation{Type: MemLocationDevice, ID: 1}, Flags: MemAccessReadWrite},
			{Location: rw0[0].Location, Flags: MemAccessNone}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newPeerEnv(t, H200(), H200())
			th := e.th
			e.use(t, e.pri[0])
			a := vmmGranule(t, th)
			must(t, th.MemSetAccess(a, g, rw0))
			must(t, th.MemsetD32(a, 7, 1))
			cur, err := th.CtxGetCurrent()
			must(t, err)
			gr, err := th.GraphCreate(0)
			must(t, err)
			write := []MemOp{{Type: MemOpWriteValue32, Addr: a, Value: 9}}
			_, err = th.GraphAddBatchMemOpNode(gr, nil, BatchMemOpNodeParams{Ctx: cur, Ops: write})
			must(t, err)
			exec, err := th.GraphInstantiate(gr, 0)
			must(t, err)
			must(t, th.MemSetAccess(a, g, c.access))
			for what, err := range map[string]error{
				"cuStreamWriteValue32": th.StreamWriteValue32(0, a, 9, 0),
				"cuStreamWriteValue64": th.StreamWriteValue64(0, a, 9, 0),
				"cuStreamWaitValue32":  th.StreamWaitValue32(0, a, 0, WaitValueGEQ),
				"cuStreamBatchMemOp":   th.StreamBatchMemOp(0, write, 0),
				"cuGraphAddBatchMemOpNode": func() error {
					_, err := th.GraphAddBatchMemOpNode(gr, nil, BatchMemOpNodeParams{Ctx: cur, Ops: write})
					return err
				}(),
			} {
				if cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), "device 0 was given no access to that mapping (cuMemSetAccess)") {
					t.Errorf("%s: %v, want CUDA_ERROR_NOT_SUPPORTED saying why", what, err)
				}
			}
			err = th.GraphLaunch(exec, 0)
			if err == nil {
				err = th.CtxSynchronize()
			}
			if cu.Code(err) != cu.ErrorNotSupported {
				t.Errorf("a graph's batch node writing the mapping since its access was taken: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
			}
			e.use(t, e.pri[1])
			must(t, th.MemSetAccess(a, g, []MemAccessDesc{{Location: MemLocation{Type: MemLocationDevice, ID: 1}, Flags: MemAccessReadWrite}}))
			if got := e.word(t, e.pri[1], a); got != 7 {
				t.Errorf("the word is %d, want 7: nothing written", got)
			}
		})
	}
}
