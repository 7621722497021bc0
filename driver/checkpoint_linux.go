//go:build linux

package driver

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
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

func checkpointAddr(pid int) string { return "@cudasim-checkpoint-" + strconv.Itoa(pid) }

var checkpointServing sync.Once

// serveCheckpoints starts answering for this process (once per process:
// the first driver initialized with Config.CheckpointServe). The serving
// goroutine keeps its OS thread, whose id is the restore thread's. The
// socket is bound and listening before cuInit returns, with plain system
// calls: net.Listen set up the runtime's network poller (an epoll instance,
// an eventfd, a read of /proc/sys/net/core/somaxconn) at every start, and
// the serving thread blocks in accept, which needs no poller.
func (d *Driver) serveCheckpoints() {
	checkpointServing.Do(func() {
		fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
		if err != nil {
			return // other processes then see one that has not initialized CUDA
		}
		if unix.Bind(fd, &unix.SockaddrUnix{Name: checkpointAddr(os.Getpid())}) != nil || unix.Listen(fd, unix.SOMAXCONN) != nil {
			unix.Close(fd)
			return
		}
		go func() {
			runtime.LockOSThread()
			d.ckpt.mu.Lock()
			d.ckpt.thread = unix.Gettid()
			d.ckpt.mu.Unlock()
			for {
				c, _, err := unix.Accept4(fd, unix.SOCK_CLOEXEC)
				if err == unix.EINTR || err == unix.ECONNABORTED {
					continue
				}
				if err != nil {
					return
				}
				d.serveCheckpoint(c)
			}
		}()
	})
}

// serveCheckpoint answers the one request of connection fd and closes it.
// A peer that does not send its line, or does not read the answer, within
// 10 s is dropped.
func (d *Driver) serveCheckpoint(fd int) {
	timeout := unix.Timeval{Sec: 10}
	_ = unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_RCVTIMEO, &timeout)
	_ = unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_SNDTIMEO, &timeout)
	c := os.NewFile(uintptr(fd), "checkpoint request")
	defer c.Close()
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
	c, err := dialCheckpoint(pid, 2*time.Second, 10*time.Second+wait)
	if err != nil {
		if errors.Is(unix.Kill(pid, 0), unix.ESRCH) {
			return 0, cu.Errorf(errNoProcess, "cuCheckpointProcess %s: there is no process %d", op, pid)
		}
		return 0, cu.Errorf(errNotCUDAProcess, "cuCheckpointProcess %s: process %d has not initialized CUDA (with cudasim)", op, pid)
	}
	defer c.Close()
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

// dialCheckpoint connects to process pid's checkpoint socket, waiting at most
// connect for the connection; each later read or write of the connection
// waits at most io.
func dialCheckpoint(pid int, connect, io time.Duration) (*os.File, error) {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	connectTimeout, ioTimeout := unix.NsecToTimeval(connect.Nanoseconds()), unix.NsecToTimeval(io.Nanoseconds())
	_ = unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_SNDTIMEO, &connectTimeout) // a unix socket's connect waits as its sends do
	if err := unix.Connect(fd, &unix.SockaddrUnix{Name: checkpointAddr(pid)}); err != nil {
		unix.Close(fd)
		return nil, err
	}
	_ = unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_RCVTIMEO, &ioTimeout)
	_ = unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_SNDTIMEO, &ioTimeout)
	return os.NewFile(uintptr(fd), "checkpoint connection"), nil
}
