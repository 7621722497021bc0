//go:build linux

package driver

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"

	"cudasim/cu"
)

// A cudasim process serves the checkpoint calls of other processes on an
// abstract unix socket named after its pid (gone with the process, nothing
// left on disk). A request is one line, "OP ARG"; the answer one line,
// "CODE VALUE MESSAGE".

func checkpointAddr(pid int) string { return fmt.Sprintf("@cudasim-checkpoint-%d", pid) }

var checkpointServing sync.Once

// serveCheckpoints starts answering for this process (once per process:
// the first driver initialized with Config.CheckpointServe). The serving
// goroutine keeps its OS thread, whose id is the restore thread's.
func (d *Driver) serveCheckpoints() {
	checkpointServing.Do(func() {
		l, err := net.Listen("unix", checkpointAddr(os.Getpid()))
		if err != nil {
			return // other processes then see one that has not initialized CUDA
		}
		go func() {
			runtime.LockOSThread()
			d.ckpt.mu.Lock()
			d.ckpt.thread = unix.Gettid()
			d.ckpt.mu.Unlock()
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				d.serveCheckpoint(c)
			}
		}()
	})
}

func (d *Driver) serveCheckpoint(c net.Conn) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(10 * time.Second))
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		return
	}
	var op string
	var arg uint32
	if _, err := fmt.Sscanf(line, "%s %d", &op, &arg); err != nil {
		fmt.Fprintf(c, "%d 0 malformed request %q\n", int32(cu.ErrorInvalidValue), strings.TrimSpace(line))
		return
	}
	v, err := d.ckpt.op(op, arg)
	code := cu.Code(err)
	msg := "ok"
	if err != nil {
		msg = strings.ReplaceAll(cu.Detail(err), "\n", " ")
	}
	fmt.Fprintf(c, "%d %d %s\n", int32(code), v, msg)
}

// checkpointRemote runs op on process pid through its socket. A process
// that does not answer there is one that never initialized CUDA (or no
// process at all): the codes the real driver gives for those
// (testdata/reference/graphs7, probe-ckpt-transcript.txt, "bad pids" and
// "targets that are not CUDA processes").
func checkpointRemote(pid int, op string, arg uint32, wait time.Duration) (int64, error) {
	c, err := net.DialTimeout("unix", checkpointAddr(pid), 2*time.Second)
	if err != nil {
		if errors.Is(unix.Kill(pid, 0), unix.ESRCH) {
			return 0, cu.Errorf(errNoProcess, "cuCheckpointProcess %s: there is no process %d", op, pid)
		}
		return 0, cu.Errorf(errNotCUDAProcess, "cuCheckpointProcess %s: process %d has not initialized CUDA (with cudasim)", op, pid)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(10*time.Second + wait))
	if _, err := fmt.Fprintf(c, "%s %d\n", op, arg); err != nil {
		return 0, cu.Errorf(cu.ErrorUnknown, "cuCheckpointProcess %s: process %d: %v", op, pid, err)
	}
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		return 0, cu.Errorf(cu.ErrorUnknown, "cuCheckpointProcess %s: process %d did not answer: %v", op, pid, err)
	}
	var code int32
	var v int64
	if _, err := fmt.Sscanf(line, "%d %d", &code, &v); err != nil {
		return 0, cu.Errorf(cu.ErrorUnknown, "cuCheckpointProcess %s: process %d answered %q", op, pid, strings.TrimSpace(line))
	}
	if code != 0 {
		msg := strings.TrimSpace(line)
		if f := strings.SplitN(msg, " ", 3); len(f) == 3 {
			msg = f[2]
		}
		return 0, cu.Errorf(cu.Result(code), "process %d: %s", pid, msg)
	}
	return v, nil
}
