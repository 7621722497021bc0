package amd64

import (
	"fmt"
	"syscall"
	"unsafe"
)

// Code is machine code mapped executable. It is never writable and executable at once: the
// bytes are copied into a read-write mapping, which then becomes read+execute.
type Code struct {
	mem []byte
}

// Map maps code executable.
func Map(code []byte) (*Code, error) {
	if len(code) == 0 {
		return nil, fmt.Errorf("amd64: no code to map")
	}
	mem, err := syscall.Mmap(-1, 0, len(code), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return nil, fmt.Errorf("amd64: mapping %d bytes of code: %w", len(code), err)
	}
	copy(mem, code)
	if err := syscall.Mprotect(mem, syscall.PROT_READ|syscall.PROT_EXEC); err != nil {
		syscall.Munmap(mem)
		return nil, fmt.Errorf("amd64: making code executable: %w", err)
	}
	return &Code{mem}, nil
}

// Addr is the address of the byte at offset off, where a call may enter.
func (c *Code) Addr(off int) uintptr { return uintptr(unsafe.Pointer(&c.mem[off])) }

// Unmap releases the mapping; nothing may run its code afterwards.
func (c *Code) Unmap() error {
	mem := c.mem
	c.mem = nil
	return syscall.Munmap(mem)
}
