package driver

import (
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// hostMemoryBytes is the machine's physical memory, 0 if unknown.
func hostMemoryBytes() uint64 {
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) != nil {
		return 0
	}
	return uint64(si.Totalram) * uint64(si.Unit)
}

// processMemoryLimit is the least of the limits the process runs under that
// bound its memory: the cgroup's (memory.max of cgroup v2, or v1's
// memory.limit_in_bytes) and a third of the address space the limit
// (RLIMIT_AS) leaves (the Go runtime's heap needs room beside the pages: its
// garbage, and address space it keeps mapped after releasing the memory).
// 0: none. Under an address-space limit it also gives the Go runtime a soft
// memory limit (keepHeapUnder), so that garbage is collected before the heap
// grows past what the limit leaves: there an mmap that fails is a fatal
// "out of memory", not a CUDA error.
func processMemoryLimit() uint64 {
	var limit uint64
	lower := func(n uint64) {
		if n > 0 && (limit == 0 || n < limit) {
			limit = n
		}
	}
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &rl) == nil && rl.Cur != ^uint64(0) {
		var used uint64
		if b, err := readSmallFile("/proc/self/statm"); err == nil {
			if f := strings.Fields(string(b)); len(f) > 0 {
				pages, _ := strconv.ParseUint(f[0], 10, 64)
				used = pages * uint64(os.Getpagesize())
			}
		}
		if used < rl.Cur {
			lower((rl.Cur - used) / 3)
			keepHeapUnder(rl.Cur - used)
		} else {
			lower(1)
		}
	}
	for _, f := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := readSmallFile(f)
		if err != nil {
			continue
		}
		if n, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64); err == nil && n < 1<<60 {
			lower(n / 4 * 3)
		}
	}
	return limit
}

// keepHeapUnder lowers the Go runtime's soft memory limit (never raises it)
// to what it has mapped now plus three quarters of room, the address space
// the limit still leaves: device pages take at most a third of room (the
// budget), which leaves more than a third for garbage between collections and
// a quarter for address space mapped beside the heap (session 29: with half of
// room for pages the child of TestOutOfMemoryUnderAddressLimit still died,
// rarely, at load 10+, with 473 MB in use). Without
// it, GOGC's default lets the heap reach twice its live size before a
// collection, past the limit when the live pages are most of it
// (TestOutOfMemoryUnderAddressLimit died so once in about ten runs).
func keepHeapUnder(room uint64) {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	want := ms.Sys - ms.HeapReleased + room/4*3
	if want < uint64(debug.SetMemoryLimit(-1)) {
		debug.SetMemoryLimit(int64(want))
	}
}

// readSmallFile reads the first 4 KiB of a small file with plain system
// calls. os.ReadFile would set up the runtime's network poller for the file
// (an epoll instance and its thread state): at start-up, where these files
// are read, that was most of the cost of reading them.
func readSmallFile(path string) ([]byte, error) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	defer syscall.Close(fd)
	buf := make([]byte, 4096)
	n := 0
	for n < len(buf) {
		m, err := syscall.Read(fd, buf[n:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, err
		}
		if m == 0 {
			break
		}
		n += m
	}
	return buf[:n], nil
}

// hostMappingOf says how the process maps the n bytes at addr
// (/proc/self/maps; with io, /proc/self/smaps, whose VmFlags name I/O
// memory): whether every page is mapped readable and writable, and whether
// any is I/O memory (VM_IO). ok is false when the tables cannot be read.
func hostMappingOf(addr, n uint64, io bool) (m hostMapping, ok bool) {
	file := "/proc/self/maps"
	if io {
		file = "/proc/self/smaps"
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return hostMapping{}, false
	}
	m = hostMapping{mapped: true, readable: true, writable: true}
	next, end := addr, addr+n
	inRange := false
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == "VmFlags:" {
			if inRange && strings.Contains(" "+strings.Join(f[1:], " ")+" ", " io ") {
				m.io = true
			}
			continue
		}
		lo, hi, found := strings.Cut(f0(f), "-")
		start, err1 := strconv.ParseUint(lo, 16, 64)
		stop, err2 := strconv.ParseUint(hi, 16, 64)
		if !found || err1 != nil || err2 != nil || len(f) < 2 {
			continue
		}
		inRange = start < end && stop > addr
		if !inRange {
			continue
		}
		if start > next {
			m.mapped = false // a hole before this mapping
		}
		next = max(next, stop)
		m.readable = m.readable && f[1][0] == 'r'
		m.writable = m.writable && f[1][1] == 'w'
	}
	if next < end {
		m.mapped = false
	}
	return m, true
}

// f0 is a line's first field, "" for none.
func f0(f []string) string {
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// pinPages faults in the pages of the n bytes at addr, as the real driver's
// page-locking of registered memory does: on the H200 simpleStreams' first
// 64 MB copy into freshly mmap'd, cuMemHostRegister'ed memory took 1.23 ms
// (docs/samples.md, "Session 15"), so no page was left to fault in during
// the copy. Writable ranges are populated for writing (a private page gets
// its own copy now, not at the copy's first store). Best effort: a kernel
// without MADV_POPULATE_* (before Linux 5.14) leaves the pages to fault in
// on first use, which changes only when the time is spent.
func pinPages(addr, n uint64, writable bool) {
	page := uint64(os.Getpagesize())
	lo, hi := addr&^(page-1), (addr+n+page-1)&^(page-1)
	advice := unix.MADV_POPULATE_READ
	if writable {
		advice = unix.MADV_POPULATE_WRITE
	}
	// The range is the caller's memory, not a slice this package mapped:
	// the system call takes it as numbers.
	unix.Syscall(unix.SYS_MADVISE, uintptr(lo), uintptr(hi-lo), uintptr(advice))
}

// pinnable reports whether n bytes of page-locked memory may be faulted in
// at allocation: up to a quarter of the host's memory (sysinfo). A larger
// allocation, which the kernel grants without making it, is left to fault
// in as it is used: made whole at once it could only end in the kernel's
// out-of-memory killer, where the real driver would refuse to pin it.
func pinnable(n uint64) bool {
	var si unix.Sysinfo_t
	if unix.Sysinfo(&si) != nil {
		return false
	}
	return n <= uint64(si.Totalram)*uint64(si.Unit)/4
}
