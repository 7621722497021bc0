package sim

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// threadCPU is the calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID, to the nanosecond).
func threadCPU() time.Duration {
	const clockThreadCPUTime = 3 // CLOCK_THREAD_CPUTIME_ID, Linux's
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return -1
	}
	return time.Duration(ts.Nano())
}

// sampleThread reads the calling thread's CPU time, the time it has waited on a run queue for a
// CPU (the second field of /proc/thread-self/schedstat) and the CPU it is on (getcpu).
func sampleThread() threadSample {
	s := threadSample{cpu: threadCPU(), wait: -1, on: -1}
	var c uint32
	if _, _, e := syscall.RawSyscall(unix.SYS_GETCPU, uintptr(unsafe.Pointer(&c)), 0, 0); e == 0 {
		s.on = int(c)
	}
	if b, err := os.ReadFile("/proc/thread-self/schedstat"); err == nil {
		if f := bytes.Fields(b); len(f) >= 2 {
			if w, err := strconv.ParseInt(string(f[1]), 10, 64); err == nil {
				s.wait = time.Duration(w)
			}
		}
	}
	return s
}
