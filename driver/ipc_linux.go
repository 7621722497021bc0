package driver

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"

	"cudasim/cu"
	"cudasim/internal/mem"
)

// sharedMapping is a shared file mapped into this process: the bytes of
// device memory granules shared with another process.
type sharedMapping struct {
	fd int    // -1 once released
	b  []byte // whole granules
}

// newSharedMapping makes an anonymous shared file (memfd) of size bytes (whole granules),
// named after this process and mapped here.
func newSharedMapping(size uint64) (*sharedMapping, error) {
	fd, err := unix.MemfdCreate(fmt.Sprintf("cudasim-ipc-%d", os.Getpid()), unix.MFD_CLOEXEC)
	if err != nil {
		return nil, cu.Errorf(cu.ErrorNotSupported, "cudasim shares device memory between processes through memfd_create, which failed: %v", err)
	}
	return mapShared(fd, size)
}

func mapShared(fd int, size uint64) (*sharedMapping, error) {
	n := int(size)
	if err := syscall.Ftruncate(fd, int64(n)); err != nil {
		syscall.Close(fd)
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "sizing the shared file of %d bytes: %v", n, err)
	}
	b, err := syscall.Mmap(fd, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		syscall.Close(fd)
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "mapping the shared file of %d bytes: %v", n, err)
	}
	return &sharedMapping{fd: fd, b: b}, nil
}

// openSharedMapping maps size bytes from off of the file another process
// shared: its descriptor fd there, checked to be cudasim's shared file
// holding them.
func openSharedMapping(pid, fd int, off, size uint64) (*sharedMapping, error) {
	path := fmt.Sprintf("/proc/%d/fd/%d", pid, fd)
	target, err := os.Readlink(path)
	if err != nil || !strings.HasPrefix(target, fmt.Sprintf("/memfd:cudasim-ipc-%d", pid)) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "the IPC memory handle names memory that process %d no longer shares (freed, or the process ended)", pid)
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "opening process %d's shared memory: %v", pid, err)
	}
	var st syscall.Stat_t
	if err := syscall.Fstat(int(f.Fd()), &st); err != nil || uint64(st.Size) < off+size || off%mem.Granule != 0 {
		f.Close()
		return nil, cu.Errorf(cu.ErrorInvalidValue, "the IPC memory handle names memory that process %d no longer shares", pid)
	}
	defer f.Close()
	return mapSharedAt(int(f.Fd()), off, size)
}

// mapSharedAt maps size bytes from off of the shared file fd (a descriptor
// of its own, which the mapping's release closes).
func mapSharedAt(fd int, off, size uint64) (*sharedMapping, error) {
	nfd, err := syscall.Dup(fd)
	if err != nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "opening shared device memory: %v", err)
	}
	b, err := syscall.Mmap(nfd, int64(off), int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		syscall.Close(nfd)
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "mapping %d bytes of shared device memory: %v", size, err)
	}
	return &sharedMapping{fd: nfd, b: b}, nil
}

// newPoolFile makes the shared file (memfd) behind a memory pool made for
// export: size bytes, sparse (pages exist once written), named so that a
// process given a descriptor of it knows whose pool it is.
func newPoolFile(name string, size uint64) (int, error) {
	fd, err := unix.MemfdCreate(name, unix.MFD_CLOEXEC)
	if err != nil {
		return -1, cu.Errorf(cu.ErrorNotSupported, "cudasim shares memory pools between processes through memfd_create, which failed: %v", err)
	}
	if err := syscall.Ftruncate(fd, int64(size)); err != nil {
		syscall.Close(fd)
		return -1, cu.Errorf(cu.ErrorOutOfMemory, "sizing a memory pool's shared file of %d bytes: %v", size, err)
	}
	return fd, nil
}

// fdName is what descriptor fd of this process names ("/memfd:NAME
// (deleted)" for a shared file), or "" if fd is not open.
func fdName(fd int) string {
	if fd < 0 {
		return ""
	}
	s, err := os.Readlink(fmt.Sprintf("/proc/self/fd/%d", fd))
	if err != nil {
		return ""
	}
	return s
}

// dupFD is a new descriptor of fd's file for the program (without
// close-on-exec, as dup makes it).
func dupFD(fd int) (int, error) { return syscall.Dup(fd) }

// dupFDCloexec is a new descriptor of fd's file for the program with
// close-on-exec set, as cuMemExportToShareableHandle's (measured:
// testdata/reference/vmm, section export).
func dupFDCloexec(fd int) (int, error) { return unix.FcntlInt(uintptr(fd), unix.F_DUPFD_CLOEXEC, 0) }

func closeFD(fd int) { syscall.Close(fd) }

// fileSize is the size of the file descriptor fd names (0 if unknown).
func fileSize(fd int) uint64 {
	var st syscall.Stat_t
	if fd < 0 || syscall.Fstat(fd, &st) != nil || st.Size < 0 {
		return 0
	}
	return uint64(st.Size)
}

// release lets go of the file. The mapping is not unmapped (a kernel or a
// caller may still hold a slice into it, and touching unmapped memory
// would crash the process): it is replaced in place by private anonymous
// memory that is never committed, so the file's pages go once no process
// maps them.
func (m *sharedMapping) release() {
	if m.fd < 0 {
		return
	}
	syscall.Close(m.fd)
	m.fd = -1
	syscall.Syscall6(syscall.SYS_MMAP, uintptr(unsafe.Pointer(&m.b[0])), uintptr(len(m.b)),
		syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANONYMOUS|syscall.MAP_FIXED|syscall.MAP_NORESERVE, ^uintptr(0), 0)
}
