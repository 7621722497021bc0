package driver

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// TestStreams replays probe2's stream section, the stream ids the H200's
// numbers (newStreamID).
func TestStreams(t *testing.T) {
	all := readProbe2(t)
	th, d0, c0, _, _ := probe2Setup(t)
	var s1, s2, s3 Stream
	var ids []uint64
	id := func(h *Stream) func() (error, []string) {
		return func() (error, []string) {
			v, err := th.StreamGetId(*h)
			ids = append(ids, v)
			return err, nil
		}
	}
	legacy, perThread, null := StreamLegacy, StreamPerThread, Stream(0)
	steps := []probeStep{
		{call: "cuStreamCreate(&s1, 0)", run: func() (error, []string) { var err error; s1, err = th.StreamCreate(0); return none(err) }},
		{call: "cuStreamCreate(&s2, CU_STREAM_NON_BLOCKING)", run: func() (error, []string) {
			var err error
			s2, err = th.StreamCreate(StreamNonBlocking)
			return none(err)
		}},
		{call: "cuStreamGetId(0, &id)", kernelValues: true, run: id(&null)},
		{call: "cuStreamGetId(CU_STREAM_LEGACY, &id)", kernelValues: true, run: id(&legacy)},
		{call: "cuStreamGetId(CU_STREAM_PER_THREAD, &id)", kernelValues: true, run: id(&perThread)},
		{call: "cuStreamGetId(s1, &a)", run: id(&s1)},
		{call: "cuStreamGetId(s2, &b)", kernelValues: true, run: id(&s2)},
		{call: "newctx(&c1, 0, d0)", run: func() (error, []string) { _, err := th.CtxCreate(0, d0); return none(err) }},
		{call: "cuStreamGetId(0, &id)", kernelValues: true, run: id(&null)},
		{call: "cuStreamGetId(CU_STREAM_PER_THREAD, &id)", kernelValues: true, run: id(&perThread)},
		{call: "cuStreamCreate(&s3, 0)", run: func() (error, []string) { var err error; s3, err = th.StreamCreate(0); return none(err) }},
		{call: "cuStreamGetId(s3, &id)", kernelValues: true, run: id(&s3)},
		{call: "cuStreamDestroy(0)", run: func() (error, []string) {
			// The probe destroyed its second context before this (unprinted).
			c, _ := th.CtxGetCurrent()
			th.CtxDestroy(c)
			th.CtxSetCurrent(c0)
			return none(th.StreamDestroy(0))
		}},
		{call: "cuStreamDestroy(CU_STREAM_LEGACY)", run: func() (error, []string) { return none(th.StreamDestroy(StreamLegacy)) }},
		{call: "cuStreamDestroy(CU_STREAM_PER_THREAD)", run: func() (error, []string) { return none(th.StreamDestroy(StreamPerThread)) }},
		{call: "cuStreamDestroy(s1)", run: func() (error, []string) { return none(th.StreamDestroy(s1)) }},
		{call: "cuStreamSynchronize(0)", run: func() (error, []string) { return none(th.StreamSynchronize(0)) }},
		{call: "cuStreamDestroy(s2)", run: func() (error, []string) { return none(th.StreamDestroy(s2)) }},
	}
	replayProbe2(t, all["stream"], steps)

	// The ids the real driver printed, in the order the steps asked for them.
	var real []uint64
	num := regexp.MustCompile(`=(\d+)`)
	for _, l := range all["stream"] {
		for _, v := range l.Values {
			for _, m := range num.FindAllStringSubmatch(v, -1) {
				n, _ := strconv.ParseUint(m[1], 10, 64)
				real = append(real, n)
			}
		}
	}
	if diff := cmp.Diff(real, ids); diff != "" {
		t.Errorf("stream ids (-real +cudasim):\n%s", diff)
	}
}

// An external event record or wait is for a capture: on a stream that is
// not capturing both are CUDA_ERROR_ILLEGAL_STATE, as the H200 answered
// cudart (libcuda/testdata/cudart/suite, e_streams); in a capture they are
// taken.
func TestExternalEventOutsideCapture(t *testing.T) {
	_, th, _ := setup(t, Config{})
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	e, err := th.EventCreate(0)
	must(t, err)
	if err := th.EventRecordWithFlags(e, s, 1); cu.Code(err) != cu.ErrorIllegalState {
		t.Errorf("external record outside a capture: %v, want CUDA_ERROR_ILLEGAL_STATE", err)
	}
	if err := th.StreamWaitEvent(s, e, 1); cu.Code(err) != cu.ErrorIllegalState {
		t.Errorf("external wait outside a capture: %v, want CUDA_ERROR_ILLEGAL_STATE", err)
	}
	must(t, th.EventRecordWithFlags(e, s, 0))
	must(t, th.StreamBeginCapture(s, CaptureModeGlobal))
	must(t, th.EventRecordWithFlags(e, s, 1))
	must(t, th.StreamWaitEvent(s, e, 1))
	_, err = th.StreamEndCapture(s)
	must(t, err)
}
