package amd64

import (
	"fmt"
	"sync"
	"syscall"
	"unsafe"
)

// Code is machine code mapped executable. It is never writable and executable at once: the
// bytes are copied into read-write pages, which then become read+execute.
type Code struct {
	mem   []byte // the code's pages, the code first
	chunk *chunk // the arena chunk they belong to; nil: a mapping of their own
}

// Code lives in chunks of an arena (ci24): a kernel's code took its own mapping, so every
// compiled kernel cost mmap, the first write's page faults, mprotect and, when collected,
// munmap (about 45 us together on a quiet 2-core VM, 100 us under load: ~15 % of a cuts test's
// time). Pieces are whole pages taken in order from a chunk's read-write tail and made
// read+execute one by one (one mprotect a Map; adjacent pieces merge into one mapping). A
// chunk whose pieces are all unmapped is made read-write again in one call and reused.
const (
	pageSize   = 4096
	chunkSize  = 64 * pageSize // code larger than half of this gets its own mapping
	keepChunks = 4             // empty chunks kept for reuse; more are unmapped
)

type chunk struct {
	mem  []byte
	next int // bytes handed out (all read+execute); mem[next:] is read-write and unused
	live int // pieces not yet unmapped
}

var arena struct {
	mu    sync.Mutex
	cur   *chunk   // where pieces come from
	empty []*chunk // chunks whose pieces were all unmapped (mem[:next] still read+execute)
}

// Map maps code executable.
func Map(code []byte) (*Code, error) {
	if len(code) == 0 {
		return nil, fmt.Errorf("amd64: no code to map")
	}
	size := (len(code) + pageSize - 1) &^ (pageSize - 1)
	if size > chunkSize/2 {
		return mapOwn(code, size)
	}
	arena.mu.Lock()
	defer arena.mu.Unlock()
	c := arena.cur
	if c == nil || c.next+size > len(c.mem) {
		if c != nil && c.live == 0 {
			retire(c) // full, and nothing in it runs any more: takeChunk may reuse it at once
		}
		arena.cur = nil
		var err error
		if c, err = takeChunk(); err != nil {
			return nil, err
		}
		arena.cur = c
	}
	piece := c.mem[c.next : c.next+size]
	fill(piece, code)
	if err := syscall.Mprotect(piece, syscall.PROT_READ|syscall.PROT_EXEC); err != nil {
		return nil, fmt.Errorf("amd64: making code executable: %w", err)
	}
	c.next += size
	c.live++
	return &Code{mem: piece, chunk: c}, nil
}

// mapOwn maps code too large for a chunk in a mapping of its own.
func mapOwn(code []byte, size int) (*Code, error) {
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return nil, fmt.Errorf("amd64: mapping %d bytes of code: %w", len(code), err)
	}
	fill(mem, code)
	if err := syscall.Mprotect(mem, syscall.PROT_READ|syscall.PROT_EXEC); err != nil {
		syscall.Munmap(mem)
		return nil, fmt.Errorf("amd64: making code executable: %w", err)
	}
	return &Code{mem: mem}, nil
}

// fill copies code to the start of piece and fills the rest with INT3, so that nothing left by
// an earlier piece's code can run.
func fill(piece, code []byte) {
	n := copy(piece, code)
	for i := n; i < len(piece); i++ {
		piece[i] = 0xcc
	}
}

// takeChunk returns a read-write chunk with nothing handed out: an empty one made writable again,
// or a new mapping.
func takeChunk() (*chunk, error) {
	if n := len(arena.empty); n > 0 {
		c := arena.empty[n-1]
		if err := syscall.Mprotect(c.mem[:c.next], syscall.PROT_READ|syscall.PROT_WRITE); err == nil {
			arena.empty = arena.empty[:n-1]
			c.next = 0
			return c, nil
		}
	}
	mem, err := syscall.Mmap(-1, 0, chunkSize, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return nil, fmt.Errorf("amd64: mapping %d bytes for code: %w", chunkSize, err)
	}
	return &chunk{mem: mem}, nil
}

// retire keeps an empty chunk (not the current one) for reuse, or unmaps it when enough are kept.
func retire(c *chunk) {
	if len(arena.empty) < keepChunks {
		arena.empty = append(arena.empty, c)
		return
	}
	syscall.Munmap(c.mem)
}

// Addr is the address of the byte at offset off, where a call may enter.
func (c *Code) Addr(off int) uintptr { return uintptr(unsafe.Pointer(&c.mem[off])) }

// Bytes is the mapped code, its pages' padding included (read only: for dumps).
func (c *Code) Bytes() []byte { return c.mem }

// Unmap releases the code; nothing may run it afterwards.
func (c *Code) Unmap() error {
	mem, ch := c.mem, c.chunk
	if mem == nil {
		return fmt.Errorf("amd64: code unmapped twice")
	}
	c.mem, c.chunk = nil, nil
	if ch == nil {
		return syscall.Munmap(mem)
	}
	arena.mu.Lock()
	defer arena.mu.Unlock()
	ch.live--
	if ch.live == 0 && ch != arena.cur {
		retire(ch)
	}
	return nil
}
