package driver

import (
	"strings"
	"testing"

	"cudasim/cu"
)

// A stream memory operation on a mapping its context's device was given no
// access to writes nothing. Where no device has access (revoked), the call
// answers CUDA_ERROR_INVALID_VALUE, a batch-mem-op node is taken and the
// cuGraphLaunch that would run it answers CUDA_ERROR_INVALID_VALUE, the
// context unharmed (measured on an H100: testdata/reference/mend33/h100-s33,
// revoked-*). Where device 1 has access, the same calls answer
// CUDA_ERROR_NOT_SUPPORTED (not measured: two GPUs). Before session 33 the
// write to a mapping only device 1 could reach landed, and the node was
// refused at its creation.
func TestStreamMemOpWithoutAccess(t *testing.T) {
	g := uint64(vmmGranularity)
	for _, c := range []struct {
		name   string
		access []MemAccessDesc // after device 0's read-write and the word 7
		want   cu.Result
		why    string
	}{
		{"revoked", []MemAccessDesc{{Location: rw0[0].Location, Flags: MemAccessNone}},
			cu.ErrorInvalidValue, "no device was given access to that mapping (cuMemSetAccess)"},
		{"device 1 only", []MemAccessDesc{
			{Location: MemLocation{Type: MemLocationDevice, ID: 1}, Flags: MemAccessReadWrite},
			{Location: rw0[0].Location, Flags: MemAccessNone}},
			cu.ErrorNotSupported, "device 0 was given no access to that mapping (cuMemSetAccess)"},
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
			write := []MemOp{{Type: MemOpWriteValue32, Addr: a, Value: 9}}
			node := func(gr Graph) error {
				_, err := th.GraphAddBatchMemOpNode(gr, nil, BatchMemOpNodeParams{Ctx: cur, Ops: write})
				return err
			}
			before, err := th.GraphCreate(0)
			must(t, err)
			must(t, node(before))
			execBefore, err := th.GraphInstantiate(before, 0)
			must(t, err)
			must(t, th.MemSetAccess(a, g, c.access))
			for what, err := range map[string]error{
				"cuStreamWriteValue32": th.StreamWriteValue32(0, a, 9, 0),
				"cuStreamWriteValue64": th.StreamWriteValue64(0, a, 9, 0),
				"cuStreamWaitValue32":  th.StreamWaitValue32(0, a, 0, WaitValueGEQ),
				"cuStreamBatchMemOp":   th.StreamBatchMemOp(0, write, 0),
			} {
				if cu.Code(err) != c.want || !strings.Contains(err.Error(), c.why) {
					t.Errorf("%s: %v, want %v saying why", what, err, c.want)
				}
			}
			after, err := th.GraphCreate(0)
			must(t, err)
			must(t, node(after)) // measured: the node is taken
			execAfter, err := th.GraphInstantiate(after, 0)
			must(t, err)
			for what, exec := range map[string]GraphExec{"made before": execBefore, "made after": execAfter} {
				if err := th.GraphLaunch(exec, 0); cu.Code(err) != c.want {
					t.Errorf("cuGraphLaunch of a node %s the access went: %v, want %v", what, err, c.want)
				}
			}
			must(t, th.CtxSynchronize()) // the context unharmed
			must(t, th.MemSetAccess(a, g, rw0))
			if got := e.word(t, e.pri[0], a); got != 7 {
				t.Errorf("the word is %d, want 7: nothing written", got)
			}
		})
	}
}
