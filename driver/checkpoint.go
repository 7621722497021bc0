package driver

import (
	"fmt"
	"os"
	"sync"
	"time"

	"cudasim/cu"
)

// The CUDA checkpoint API (cuCheckpointProcess*): one process locks,
// checkpoints, restores and unlocks another process's CUDA state, and asks
// it its state and restore thread. A cudasim process that initialized CUDA
// answers these calls from other processes (see Config.CheckpointServe and
// checkpoint_linux.go, which carries them); its device memory lives in its
// own address space, so a checkpoint has nothing to move off a GPU: the
// state machine and its codes are what a process can observe, and a
// CPU-side checkpointer (CRIU) saves the device memory with the rest of
// the process.

// ProcessState is CUprocessState.
type ProcessState int32

const (
	ProcessRunning      ProcessState = 0 // CU_PROCESS_STATE_RUNNING
	ProcessLocked       ProcessState = 1 // CU_PROCESS_STATE_LOCKED
	ProcessCheckpointed ProcessState = 2 // CU_PROCESS_STATE_CHECKPOINTED
	ProcessFailed       ProcessState = 3 // CU_PROCESS_STATE_FAILED
)

func (s ProcessState) String() string {
	switch s {
	case ProcessRunning:
		return "running"
	case ProcessLocked:
		return "locked"
	case ProcessCheckpointed:
		return "checkpointed"
	case ProcessFailed:
		return "failed"
	}
	return fmt.Sprintf("CUprocessState(%d)", int32(s))
}

// The codes driver 580 gives for a pid that names no process (0 and
// negative pids too) and for a process that has not initialized CUDA, the
// caller's own included (testdata/reference/graphs7, w1/probe-ckpt-
// transcript.txt, "bad pids", "targets that are not CUDA processes",
// "before cuInit").
const (
	errNoProcess      = cu.ErrorOperatingSystem
	errNotCUDAProcess = cu.ErrorNotInitialized
)

// checkpoint operations, as they travel between processes.
const (
	ckptState      = "state"
	ckptThread     = "thread"
	ckptLock       = "lock"
	ckptCheckpoint = "checkpoint"
	ckptRestore    = "restore"
	ckptUnlock     = "unlock"
)

// checkpointer is this process's side: its state, and the thread that
// serves other processes' calls (the restore thread).
type checkpointer struct {
	mu     sync.Mutex
	state  ProcessState
	thread int // OS thread id serving requests; 0 until served
}

// op moves the state as driver 580 does (testdata/reference/graphs7,
// w1/probe-ckpt-transcript.txt): lock from running, checkpoint from locked,
// restore from checkpointed (back to locked), unlock from locked; a call
// in any other state is CUDA_ERROR_ILLEGAL_STATE and changes nothing. A
// locked process's own calls were not held up (its cuCtxSynchronize
// returned at once), so cudasim holds nothing up either.
func (c *checkpointer) op(op string, arg uint32) (int64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	step := func(from, to ProcessState) (int64, error) {
		if c.state != from {
			return 0, cu.Errorf(cu.ErrorIllegalState, "cuCheckpointProcess %s of a process in state %s (it needs %s)", op, c.state, from)
		}
		c.state = to
		return 0, nil
	}
	switch op {
	case ckptState:
		return int64(c.state), nil
	case ckptThread:
		return int64(c.thread), nil
	case ckptLock:
		return step(ProcessRunning, ProcessLocked)
	case ckptCheckpoint:
		return step(ProcessLocked, ProcessCheckpointed)
	case ckptRestore:
		return step(ProcessCheckpointed, ProcessLocked)
	case ckptUnlock:
		return step(ProcessLocked, ProcessRunning)
	}
	return 0, cu.Errorf(cu.ErrorInvalidValue, "unknown checkpoint operation %q", op)
}

// CheckpointLockArgs is CUcheckpointLockArgs: how long to wait for the
// process's work to drain (0: no limit).
type CheckpointLockArgs struct {
	TimeoutMs uint32
}

// checkpointCall runs op on process pid: this process's own state for its
// own pid, else the target's through checkpointRemote. The caller need not
// have initialized CUDA; the target must have (measured: a process that
// only called cuInit can be locked, checkpointed and restored).
func (t *Thread) checkpointCall(pid int32, op string, arg uint32) (int64, error) {
	if t.d.forked.Load() {
		return 0, errForked()
	}
	if pid <= 0 {
		return 0, cu.Errorf(errNoProcess, "cuCheckpointProcess %s: pid %d names no process", op, pid)
	}
	if int(pid) == os.Getpid() {
		if !t.d.inited.Load() {
			return 0, cu.Errorf(errNotCUDAProcess, "cuCheckpointProcess %s of this process, which has not called cuInit", op)
		}
		return t.d.ckpt.op(op, arg)
	}
	return checkpointRemote(int(pid), op, arg, time.Duration(arg)*time.Millisecond)
}

// CheckpointProcessGetState is cuCheckpointProcessGetState.
func (t *Thread) CheckpointProcessGetState(pid int32) (ProcessState, error) {
	v, err := t.checkpointCall(pid, ckptState, 0)
	return ProcessState(v), err
}

// CheckpointProcessGetRestoreThreadId is
// cuCheckpointProcessGetRestoreThreadId: the id of the target's thread that
// serves these calls.
func (t *Thread) CheckpointProcessGetRestoreThreadId(pid int32) (int32, error) {
	v, err := t.checkpointCall(pid, ckptThread, 0)
	return int32(v), err
}

// CheckpointProcessLock is cuCheckpointProcessLock.
func (t *Thread) CheckpointProcessLock(pid int32, a CheckpointLockArgs) error {
	_, err := t.checkpointCall(pid, ckptLock, a.TimeoutMs)
	return err
}

// CheckpointProcessCheckpoint is cuCheckpointProcessCheckpoint.
func (t *Thread) CheckpointProcessCheckpoint(pid int32) error {
	_, err := t.checkpointCall(pid, ckptCheckpoint, 0)
	return err
}

// CheckpointProcessRestore is cuCheckpointProcessRestore without a GPU
// remapping: a cudasim process has its own emulated devices, so a mapping
// of GPU UUIDs is CUDA_ERROR_NOT_SUPPORTED (see the libcuda shim).
func (t *Thread) CheckpointProcessRestore(pid int32) error {
	_, err := t.checkpointCall(pid, ckptRestore, 0)
	return err
}

// CheckpointProcessUnlock is cuCheckpointProcessUnlock.
func (t *Thread) CheckpointProcessUnlock(pid int32) error {
	_, err := t.checkpointCall(pid, ckptUnlock, 0)
	return err
}
