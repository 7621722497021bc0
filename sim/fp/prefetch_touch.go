package fp

import (
	"sync/atomic"
	"unsafe"
)

// prefetchSink keeps the loads of touchLines from being removed as dead: a
// sum of them is compared, and stored in the rare case that it is this value.
var prefetchSink atomic.Uint32

const prefetchMagic = 0x9e3779b9

// touchLines reads a byte at each of lines[:n], in a loop whose loads do
// not depend on each other, so their misses overlap. Plain loads, not
// prefetch instructions: PREFETCHT0 (tried in session 16) made the options
// kernel 20-40 % slower on this machine's processor than these loads.
func touchLines(lines *[2 * 32]unsafe.Pointer, n int) {
	s := uint32(0)
	for _, p := range lines[:n] {
		s += uint32(*(*byte)(p))
	}
	if s == prefetchMagic {
		prefetchSink.Store(s)
	}
}
