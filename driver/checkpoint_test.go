//go:build linux

package driver

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"cudasim/cu"
)

// checkpointTarget is a child process (this test binary again) that
// initializes a driver serving checkpoint calls, when init is set, prints
// READY and waits for its stdin to close.
func checkpointTarget(t *testing.T, init bool) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCheckpointTargetChild$")
	cmd.Env = append(os.Environ(), "CUDASIM_CKPT_CHILD=1", fmt.Sprintf("CUDASIM_CKPT_INIT=%v", init))
	in, err := cmd.StdinPipe()
	must(t, err)
	out, err := cmd.StdoutPipe()
	must(t, err)
	must(t, cmd.Start())
	t.Cleanup(func() {
		in.Close()
		_ = cmd.Wait()
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "READY") {
		t.Fatalf("target: %q %v", line, err)
	}
	return cmd.Process.Pid
}

// TestCheckpointTargetChild is the target's body (run only as the child).
func TestCheckpointTargetChild(t *testing.T) {
	if os.Getenv("CUDASIM_CKPT_CHILD") != "1" {
		t.Skip("the checkpoint tests' target process")
	}
	if os.Getenv("CUDASIM_CKPT_INIT") == "true" {
		d := New(Config{CheckpointServe: true})
		th := d.NewThread()
		must(t, th.Init(0))
		c, err := th.DevicePrimaryCtxRetain(0)
		must(t, err)
		must(t, th.CtxSetCurrent(c))
	}
	fmt.Println("READY")
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
}

// The full cycle on another process, as cuda.core's checkpoint tests run
// it, with the states and codes driver 580 gives (testdata/reference/
// graphs7, probe-ckpt-transcript.txt, "full cycle" and "wrong order").
func TestCheckpointOtherProcess(t *testing.T) {
	_, th, _ := setup(t, Config{})
	pid := int32(checkpointTarget(t, true))
	state := func(want ProcessState) {
		t.Helper()
		s, err := th.CheckpointProcessGetState(pid)
		if err != nil || s != want {
			t.Fatalf("state %v %v, want %v", s, err, want)
		}
	}
	code := func(err error, want cu.Result) {
		t.Helper()
		if cu.Code(err) != want {
			t.Fatalf("got %v, want %v", err, want)
		}
	}
	state(ProcessRunning)
	tid, err := th.CheckpointProcessGetRestoreThreadId(pid)
	if _, serr := os.Stat(fmt.Sprintf("/proc/%d/task/%d", pid, tid)); err != nil || tid <= 0 || serr != nil {
		t.Fatalf("restore thread %d %v, a thread of the target: %v", tid, err, serr)
	}
	code(th.CheckpointProcessUnlock(pid), cu.ErrorIllegalState)
	code(th.CheckpointProcessCheckpoint(pid), cu.ErrorIllegalState)
	code(th.CheckpointProcessRestore(pid), cu.ErrorIllegalState)
	must(t, th.CheckpointProcessLock(pid, CheckpointLockArgs{TimeoutMs: 5000}))
	state(ProcessLocked)
	code(th.CheckpointProcessLock(pid, CheckpointLockArgs{}), cu.ErrorIllegalState)
	code(th.CheckpointProcessRestore(pid), cu.ErrorIllegalState)
	must(t, th.CheckpointProcessCheckpoint(pid))
	state(ProcessCheckpointed)
	code(th.CheckpointProcessCheckpoint(pid), cu.ErrorIllegalState)
	code(th.CheckpointProcessUnlock(pid), cu.ErrorIllegalState)
	must(t, th.CheckpointProcessRestore(pid))
	state(ProcessLocked)
	must(t, th.CheckpointProcessUnlock(pid))
	state(ProcessRunning)

	// A caller that has not called cuInit reaches it too (measured).
	d2 := New(Config{})
	t.Cleanup(d2.Close)
	if s, err := d2.NewThread().CheckpointProcessGetState(pid); err != nil || s != ProcessRunning {
		t.Fatalf("from a driver before cuInit: %v %v", s, err)
	}
}

// The caller's own pid: locked and unlocked as any other (measured, the
// "self" target), wrong order CUDA_ERROR_ILLEGAL_STATE.
func TestCheckpointOwnProcess(t *testing.T) {
	_, th, _ := setup(t, Config{})
	me := int32(os.Getpid())
	must(t, th.CheckpointProcessLock(me, CheckpointLockArgs{TimeoutMs: 1000}))
	if s, err := th.CheckpointProcessGetState(me); err != nil || s != ProcessLocked {
		t.Fatalf("state %v %v", s, err)
	}
	must(t, th.CheckpointProcessUnlock(me))
	if err := th.CheckpointProcessRestore(me); cu.Code(err) != cu.ErrorIllegalState {
		t.Fatalf("restore while running: %v", err)
	}
}

// Processes that have not initialized CUDA (CUDA_ERROR_NOT_INITIALIZED)
// and pids of no process (CUDA_ERROR_OPERATING_SYSTEM), as measured.
func TestCheckpointNotCUDAProcess(t *testing.T) {
	_, th, _ := setup(t, Config{})
	pid := int32(checkpointTarget(t, false))
	if _, err := th.CheckpointProcessGetState(pid); cu.Code(err) != errNotCUDAProcess {
		t.Fatalf("a process without CUDA: %v", err)
	}
	if err := th.CheckpointProcessLock(pid, CheckpointLockArgs{}); cu.Code(err) != errNotCUDAProcess {
		t.Fatalf("locking a process without CUDA: %v", err)
	}
	for _, bad := range []int32{0, -1, 1 << 30} {
		if _, err := th.CheckpointProcessGetState(bad); cu.Code(err) != cu.ErrorOperatingSystem {
			t.Fatalf("pid %d: %v", bad, err)
		}
	}
	// The caller needs no cuInit, but its own pid is then not a CUDA process.
	d2 := New(Config{})
	t.Cleanup(d2.Close)
	th2 := d2.NewThread()
	if s, err := th2.CheckpointProcessGetState(pid); cu.Code(err) != errNotCUDAProcess {
		t.Fatalf("before cuInit, a process without CUDA: %v %v", s, err)
	}
}
