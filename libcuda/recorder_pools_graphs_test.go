//go:build linux && amd64

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// traceAndReplay runs the C program src (with args) under CUDASIM_TRACE,
// checks what it printed and that the trace has each of lines and no call
// left out as a comment, then replays the trace clean.
func traceAndReplay(t *testing.T, src, wantOut string, lines []string, args ...string) {
	t.Helper()
	exe := compile(t, src)
	path := filepath.Join(t.TempDir(), "rec.trace")
	out, stderr, err := run(t, exe, []string{"CUDASIM_TRACE=" + path}, args...)
	if err != nil {
		t.Fatalf("%s: %v\n%s", src, err, stderr)
	}
	if out != wantOut {
		t.Errorf("%s printed %q, want %q (stderr: %s)", src, out, wantOut, stderr)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr := string(b)
	for _, want := range lines {
		if !strings.Contains(tr, want) {
			t.Errorf("the trace has no line with %q:\n%s", want, tr)
		}
	}
	if strings.Contains(tr, "not traced") || strings.Contains(tr, "untraced") {
		t.Errorf("the trace leaves calls out:\n%s", tr)
	}
	replayClean(t, path)
}

// TestRecorderPools traces testdata/recpools.c (stream-ordered allocation,
// the default pool, a pool of the program's own) on the emulator and
// replays the trace: every pool call is a trace line, none a comment, and
// cudasim reproduces them. recpools prints 7 at bytes 8..15, the freed
// block handed back, a 0-byte allocation as NULL, and 32 MiB reserved and
// 1,000 bytes used for 1,000 bytes, as on the H200
// (testdata/reference/pools/probe-pools-transcript.txt).
func TestRecorderPools(t *testing.T) {
	traceAndReplay(t, "testdata/recpools.c", "7 7 reuse same zero null reserved 33554432 used 1000 follow 1 flags 3 current mine\n", []string{
		"cuDeviceGetDefaultMemPool(dev0) -> CUDA_SUCCESS pool0",
		"cuMemAllocAsync(1000, s0) -> CUDA_SUCCESS async0",
		"cuMemAllocAsync(0, s0) -> CUDA_SUCCESS null",
		"cuMemPoolCreate((1, 0, (1, 0), 0)) -> CUDA_SUCCESS pool1",
		"cuMemPoolSetAccess(pool1, [((1, 0), 3)], 1) -> CUDA_SUCCESS",
		"cuMemGetMemPool((1, 0), 1) -> CUDA_SUCCESS pool1",
		"cuMemPoolDestroy(pool1) -> CUDA_SUCCESS",
	})
}

// TestRecorderGraphs traces testdata/recgraphs.c (a graph captured from a
// stream, launched twice; a graph built with the explicit API) on the
// emulator and replays the trace. The graph sets 40 and adds 2 at each
// launch; cuda.h's CU_STREAM_CAPTURE_STATUS_ACTIVE is 1 and
// CU_GRAPH_NODE_TYPE_GRAPH 4, in the clone too; an event record node
// hands back its event.
func TestRecorderGraphs(t *testing.T) {
	traceAndReplay(t, "testdata/recgraphs.c", "42 42 capturing 1 flags 0 child 4 4 event same\n", []string{
		"cuStreamBeginCapture(s0, 0) -> CUDA_SUCCESS",
		"cuStreamEndCapture(s0) -> CUDA_SUCCESS graph0",
		"cuGraphInstantiateWithFlags(graph0, 0) -> CUDA_SUCCESS gexec0",
		"cuGraphLaunch(gexec0, s0) -> CUDA_SUCCESS",
		"cuGraphAddEmptyNode(graph2, null, 0) -> CUDA_SUCCESS node0",
		"cuGraphAddDependencies(graph1, [node2, node3], [node4, node4], 2) -> CUDA_SUCCESS",
		"cuGraphNodeFindInClone(node3, graph4) -> CUDA_SUCCESS node5",
		"cuGraphAddEventRecordNode(graph1, [node2], 1, ev0) -> CUDA_SUCCESS node6",
		"cuGraphEventRecordNodeGetEvent(node6) -> CUDA_SUCCESS ev0",
		"cuGraphEventWaitNodeSetEvent(node7, ev1) -> CUDA_SUCCESS",
		"cuGraphExecEventRecordNodeSetEvent(gexec1, node6, ev1) -> CUDA_SUCCESS",
	}, "../testdata/reference/kernels.ptx")
}

// TestLogCalls runs testdata/recpools.c under CUDASIM_LOG=calls: each call
// a generated shim makes is reported with its arguments, its result and
// what it returned (surface.txt's names), a failure with cudasim's reason.
func TestLogCalls(t *testing.T) {
	exe := compile(t, "testdata/recpools.c")
	_, stderr, err := run(t, exe, []string{"CUDASIM_LOG=calls"})
	if err != nil {
		t.Fatalf("recpools: %v\n%s", err, stderr)
	}
	for _, want := range []string{
		`(?m)^cudasim: cuDeviceGet\(ordinal=0\) -> CUDA_SUCCESS device=0$`,
		`(?m)^cudasim: cuStreamCreate\(Flags=0\) -> CUDA_SUCCESS phStream=0x[0-9a-f]+$`,
		`(?m)^cudasim: cuMemPoolSetAttribute\(pool=0x[0-9a-f]+, attr=4, value=67108864\) -> CUDA_SUCCESS$`,
		`(?m)^cudasim: cuMemAllocAsync\(bytesize=1000, hStream=0x[0-9a-f]+\) -> CUDA_SUCCESS dptr=0x[0-9a-f]+$`,
		`(?m)^cudasim: cuMemcpyDtoH\(dstHost=0x[0-9a-f]+, srcDevice=0x[0-9a-f]+, ByteCount=8\) -> CUDA_SUCCESS$`,
		`(?m)^cudasim: cuMemPoolGetAttribute\(pool=0x[0-9a-f]+, attr=7\) -> CUDA_SUCCESS value=1000$`,
		`(?m)^cudasim: cuMemPoolSetAccess\(pool=0x[0-9a-f]+, descs=0x[0-9a-f]+, count=1\) -> CUDA_SUCCESS$`,
		`(?m)^cudasim: cuMemPoolDestroy\(pool=0x[0-9a-f]+\) -> CUDA_SUCCESS$`,
	} {
		if !regexp.MustCompile(want).MatchString(stderr) {
			t.Errorf("CUDASIM_LOG=calls wrote no line matching %s:\n%s", want, stderr)
		}
	}
}

// TestRecorderLaunches traces testdata/reclaunch.c (cuLaunchKernelEx with a
// cluster dimension and a priority, with the cooperative attribute, and
// cuLaunchCooperativeKernel) and replays the trace: each launch is a trace
// line, its attributes as (id, x, y, z), and the replay runs them again.
func TestRecorderLaunches(t *testing.T) {
	traceAndReplay(t, "testdata/reclaunch.c", "sum 768\n", []string{
		"cuLaunchKernelEx(fn0, grid=(4, 1, 1), block=(64, 1, 1), shmem=0, stream=null, attrs=[(4, 2, 1, 1), (8, 0, 0, 0)], params=[buf0, i32:256]) -> CUDA_SUCCESS",
		"cuLaunchKernelEx(fn0, grid=(4, 1, 1), block=(64, 1, 1), shmem=0, stream=null, attrs=[(2, 1, 0, 0)], params=[buf0, i32:256]) -> CUDA_SUCCESS",
		"cuLaunchCooperativeKernel(fn0, grid=(4, 1, 1), block=(64, 1, 1), shmem=0, stream=null, params=[buf0, i32:256]) -> CUDA_SUCCESS",
	}, "../testdata/reference/kernels.ptx")
}
